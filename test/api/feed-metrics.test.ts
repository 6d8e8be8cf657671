// The room tells the operator of each live feed that ends (`feed_closed`, src/observe/metrics.ts):
// its transport, why it ended, how long it was open and the room's feeds of that transport still
// open after it — once per feed, whichever way it ended, and never per frame. With opens = ends
// over time, docs/OPERATIONS.md estimates the feeds open at a time from these points alone.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Metric } from "../../src/observe/metrics";
import { api, registerPlayer, startedGame, stubOf } from "./helpers";
import { SseClient, Watcher, untilEnded } from "./live-clients";

type FeedClosed = Extract<Metric, { name: "feed_closed" }>;

/** Replaces the room's metrics with a recorder; returns the feed_closed points as they come. */
async function recordFeeds(id: string): Promise<FeedClosed[]> {
  const written: FeedClosed[] = [];
  await runInDurableObject(stubOf(id), (room) => {
    room.seams.ports.metrics = { record: (m) => void (m.name === "feed_closed" && written.push(m)) };
  });
  return written;
}

/** Waits (bounded) until `points` holds `count` points. */
async function until(points: FeedClosed[], count: number, ms = 5000): Promise<FeedClosed[]> {
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
