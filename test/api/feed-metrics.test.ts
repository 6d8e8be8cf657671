// The room tells the operator of each live feed it accepts (`feed_opened`) and each that ends
// (`feed_closed`, src/observe/metrics.ts): its transport, the room's feeds of that transport open
// after it, and for an end why it ended and how long it was open — once per feed each, whichever
// way it ended, and never per frame. docs/OPERATIONS.md counts the feeds open now as opens less ends.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Metric } from "../../src/observe/metrics";
import { api, fetchWorker, registerPlayer, startedGame, stubOf } from "./helpers";
import { SseClient, Watcher, untilEnded } from "./live-clients";

type FeedClosed = Extract<Metric, { name: "feed_closed" }>;
type FeedPoint = Extract<Metric, { name: "feed_opened" | "feed_closed" }>;

/** Replaces the room's metrics with a recorder; returns the feed_closed points as they come. */
async function recordFeeds(id: string): Promise<FeedClosed[]> {
  const written: FeedClosed[] = [];
  await runInDurableObject(stubOf(id), (room) => {
    room.seams.ports.metrics = { record: (m) => void (m.name === "feed_closed" && written.push(m)) };
  });
  return written;
}

/** Replaces the room's metrics with a recorder; returns its feed_opened and feed_closed points, in order, as they come. */
async function recordOpensAndEnds(id: string): Promise<FeedPoint[]> {
  const written: FeedPoint[] = [];
  await runInDurableObject(stubOf(id), (room) => {
    room.seams.ports.metrics = { record: (m) => void ((m.name === "feed_opened" || m.name === "feed_closed") && written.push(m)) };
  });
  return written;
}

/** Opens less ends, per transport: what docs/OPERATIONS.md's query counts as open now. */
function openNow(points: FeedPoint[]): Record<string, number> {
  const open: Record<string, number> = { sse: 0, websocket: 0 };
  for (const p of points) open[p.transport]! += p.name === "feed_opened" ? 1 : -1;
  return open;
}

/** Waits (bounded) until `points` holds `count` points. */
async function until<T>(points: T[], count: number, ms = 5000): Promise<T[]> {
  for (const end = Date.now() + ms; points.length < count && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
  return points;
}

const settle = () => new Promise((r) => setTimeout(r, 200));

describe("feeds that end, counted", () => {
  it("an SSE stream its client closes is told of once: sse, client, how long it was open, none left open", async () => {
    const { id } = await startedGame();
    const points = await recordFeeds(id);
    const sse = await SseClient.open(id);
    expect(await sse.next()).not.toBeNull(); // the greeting
    const opened = Date.now();
    await new Promise((r) => setTimeout(r, 30));
    // The room hears of a cancelled body at its next write: a heartbeat, brought close.
    await runInDurableObject(stubOf(id), (room) => room.seams.streams.configure({ heartbeatMs: 20 }));
    await sse.drop();
    await until(points, 1);
    await settle();
    expect(points).toEqual([
      { name: "feed_closed", kind: "star-battle", transport: "sse", why: "client", ms: expect.any(Number), open: 0 },
    ]);
    expect(points[0]!.ms).toBeGreaterThanOrEqual(0);
    expect(points[0]!.ms).toBeLessThan(Date.now() - opened + 5_000);
    await runInDurableObject(stubOf(id), (room) => {
      expect(room.seams.streams.readerCount).toBe(0);
      room.seams.streams.configure({ heartbeatMs: 20_000 });
    });
  });

  it("a socket its client closes is told of once: websocket, client, with the other sockets still open", async () => {
    const { id, alice, bob } = await startedGame();
    const points = await recordFeeds(id);
    const alices = await Watcher.open(id, alice.apiKey);
    const bobs = await Watcher.open(id, bob.apiKey);
    await new Promise((r) => setTimeout(r, 30));
    alices.ws.close(1000, "done watching");
    await until(points, 1);
    await settle();
    expect(points).toEqual([
      { name: "feed_closed", kind: "star-battle", transport: "websocket", why: "client", ms: expect.any(Number), open: 1 },
    ]);
    expect(points[0]!.ms).toBeGreaterThanOrEqual(0);
    expect(bobs.closed).toBe(false);
    bobs.ws.close(1000, "done");
    await until(points, 2);
    expect(points[1]).toMatchObject({ transport: "websocket", why: "client", open: 0 });
  });

  it("a seat given back ends its player's stream and socket (seat_left), once each; a cancelled game ends every feed (cancelled), its kind still named", async () => {
    const [ann, ben] = await Promise.all(["Ann", "Ben"].map((n) => registerPlayer(`Feeds ${n}`)));
    const created = await api("POST", "/v1/games", { key: ann!.apiKey, body: { kind: "star-battle", options: { players: 3 } } });
    const id = created.body.id as string;
    expect((await api("POST", `/v1/games/${id}/join`, { key: ben!.apiKey, body: {} })).status).toBe(200);
    const points = await recordFeeds(id);
    const bens = await SseClient.open(id, { authorization: `Bearer ${ben!.apiKey}` });
    const bensSocket = await Watcher.open(id, ben!.apiKey);
    const spectator = await SseClient.open(id);
    const annsSocket = await Watcher.open(id, ann!.apiKey);

    expect((await api("POST", `/v1/games/${id}/leave`, { key: ben!.apiKey })).status).toBe(200);
    await untilEnded(bens);
    expect(await bensSocket.closedByServer()).toBe(true);
    await settle(); // the client's answering close frame is not told again
    const left = [...points].sort((a, b) => a.transport.localeCompare(b.transport));
    expect(left).toEqual([
      { name: "feed_closed", kind: "star-battle", transport: "sse", why: "seat_left", ms: expect.any(Number), open: 1 },
      { name: "feed_closed", kind: "star-battle", transport: "websocket", why: "seat_left", ms: expect.any(Number), open: 1 },
    ]);
    for (const p of left) expect(p.ms).toBeGreaterThanOrEqual(0);

    expect((await api("POST", `/v1/games/${id}/cancel`, { key: ann!.apiKey })).status).toBe(200);
    await untilEnded(spectator);
    expect(await annsSocket.closedByServer()).toBe(true);
    await settle();
    const gone = points.slice(2).sort((a, b) => a.transport.localeCompare(b.transport));
    expect(gone).toEqual([
      { name: "feed_closed", kind: "star-battle", transport: "sse", why: "cancelled", ms: expect.any(Number), open: 0 },
      { name: "feed_closed", kind: "star-battle", transport: "websocket", why: "cancelled", ms: expect.any(Number), open: 0 },
    ]);
  });
});

describe("feeds that open, counted", () => {
  const ANY_FEED = "subscription Feed($id: ID!) { gameFeed(gameId: $id) { __typename } }";

  it("each SSE stream, GraphQL subscription and WebSocket the room accepts is told of once, with the room's count of its transport after it; opens less ends is what is open", async () => {
    const { id, alice, bob } = await startedGame();
    const points = await recordOpensAndEnds(id);
    const spectator = await SseClient.open(id);
    const alices = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}` });
    const subscribed = await fetchWorker("http://starpost.test/graphql", {
      method: "POST",
      headers: { accept: "text/event-stream", "content-type": "application/json", authorization: `Bearer ${bob.apiKey}` },
      body: JSON.stringify({ query: ANY_FEED, variables: { id } }),
    });
    expect(subscribed.status).toBe(200);
    // Its room's stream opens as the subscription is read: read on (nothing comes before a move) until cancelled.
    const bobsSubscription = subscribed.body!.getReader();
    const reading = (async () => {
      while (!(await bobsSubscription.read()).done);
    })();
    await until(points, 3);
    const alicesSocket = await Watcher.open(id, alice.apiKey);
    const watcher = await Watcher.open(id);
    await settle();
    // Greetings, backlogs and heartbeats are frames: none is told of.
    expect(points).toEqual([
      { name: "feed_opened", kind: "star-battle", transport: "sse", open: 1 },
      { name: "feed_opened", kind: "star-battle", transport: "sse", open: 2 },
      { name: "feed_opened", kind: "star-battle", transport: "sse", open: 3 }, // a GraphQL subscription is its room's stream
      { name: "feed_opened", kind: "star-battle", transport: "websocket", open: 1 },
      { name: "feed_opened", kind: "star-battle", transport: "websocket", open: 2 },
    ]);
    expect(openNow(points)).toEqual({ sse: 3, websocket: 2 });

    // Two end by their clients (the room hears of a cancelled body at its next write: a heartbeat,
    // brought close), the rest with the game.
    await runInDurableObject(stubOf(id), (room) => room.seams.streams.configure({ heartbeatMs: 20 }));
    await spectator.drop();
    watcher.ws.close(1000, "done");
    await until(points, 7);
    expect((await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey })).status).toBe(200);
    await untilEnded(alices);
    expect(await alicesSocket.closedByServer()).toBe(true);
    await reading; // the subscription completes with its game
    await until(points, 10);
    await settle();
    expect(points.filter((p) => p.name === "feed_opened")).toHaveLength(5);
    expect(points.filter((p) => p.name === "feed_closed").map((p) => p.name === "feed_closed" && p.why)).toEqual([
      "client",
      "client",
      "game_over",
      "game_over",
      "game_over",
    ]);
    expect(openNow(points)).toEqual({ sse: 0, websocket: 0 });
    await runInDurableObject(stubOf(id), (room) => room.seams.streams.configure({ heartbeatMs: 20_000 }));
  });

  it("a finished game's stream and socket, ended by the room once their backlog is sent, are told of as opened before they end", async () => {
    const { id, alice } = await startedGame();
    expect((await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey })).status).toBe(200);
    const points = await recordOpensAndEnds(id);
    const sse = await SseClient.open(id);
    await untilEnded(sse);
    const socket = await Watcher.open(id);
    expect(await socket.closedByServer()).toBe(true);
    await until(points, 4);
    await settle();
    expect(points).toEqual([
      { name: "feed_opened", kind: "star-battle", transport: "sse", open: 1 },
      { name: "feed_closed", kind: "star-battle", transport: "sse", why: "game_over", ms: expect.any(Number), open: 0 },
      { name: "feed_opened", kind: "star-battle", transport: "websocket", open: 1 },
      { name: "feed_closed", kind: "star-battle", transport: "websocket", why: "game_over", ms: expect.any(Number), open: 0 },
    ]);
  });
});
