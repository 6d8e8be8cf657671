// The live feed through the worker, in workerd: heartbeats reach the client, a dropped connection
// stops the room's timer, and a client that reconnects with Last-Event-ID after the game moved on
// gets exactly the entries it missed — no loss, no duplicates.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, keyToMove, startedGame, stubOf } from "./helpers";
import { SseClient, type SseFrame as Frame } from "./live-clients";

/** The room's stream state, read inside the Durable Object. */
const streamState = (id: string) =>
  runInDurableObject(stubOf(id), (room) => ({ readers: room.seams.streams.readerCount, beating: room.seams.streams.beating }));

/** Waits (bounded: 20 s, for a loaded machine) until the room has no open stream and no heartbeat timer. */
async function expectRoomIdle(id: string) {
  let state = await streamState(id);
  for (const until = Date.now() + 20_000; Date.now() < until && (state.readers > 0 || state.beating); ) {
    await new Promise((r) => setTimeout(r, 20));
    state = await streamState(id);
  }
  expect(state).toEqual({ readers: 0, beating: false });
}

/**
 * Shortens the room's heartbeat so a test can see several, and the time after which a reader
 * that takes nothing is taken to be gone (a client that drops its connection is found that way).
 */
const quickHeartbeat = (id: string, heartbeatMs = 50) =>
  runInDurableObject(stubOf(id), (room) => room.seams.streams.configure({ heartbeatMs, stallMs: 1500 }));

async function playMoves(id: string, players: { id: string; apiKey: string }[], n: number) {
  for (let i = 0; i < n; i++) {
    const game = (await api("GET", `/v1/games/${id}`)).body;
    if (game.status !== "active") throw new Error("the game ended early");
    const key = keyToMove(game, players)!;
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
    const played = await api("POST", `/v1/games/${id}/actions`, { key, body: { action } });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
  }
}

describe("the live feed across proxies and dropped connections", () => {
  it("sends `: keep-alive` comments while the game is quiet, and the room stops its timer when the client goes away", async () => {
    const { id } = await startedGame();
    await quickHeartbeat(id);
    const client = await SseClient.open(id);
    const first = await client.next();
    expect(first?.comment).toBe("starpost feed");
    expect(first?.retry).toBe(3000);
    for (let i = 0; i < 50 && client.heartbeats() < 3; i++) await client.next(1000);
    expect(client.heartbeats()).toBeGreaterThanOrEqual(3);
    expect(client.frames.filter((f) => f.event === "entry")).toEqual([]);
    expect(await streamState(id)).toEqual({ readers: 1, beating: true });
    await client.drop();
    await expectRoomIdle(id);
  });

  it("resumes from Last-Event-ID after a dropped connection with exactly the missed entries, heartbeats in between", {
    timeout: 30_000,
  }, async () => {
    const { alice, bob, id } = await startedGame();
    const players = [alice, bob];
    await quickHeartbeat(id, 30);
    // The backstop every stream has (MAX_STREAM_MS), shortened: workerd sometimes keeps draining a
    // dropped connection's frames, so the stall probe may not see it go for a while; the room must
    // forget the reader all the same, by one or the other.
    await runInDurableObject(stubOf(id), (room) => room.seams.streams.configure({ maxStreamMs: 12_000 }));
    await playMoves(id, players, 3);

    // Connect, read the backlog and two live moves, with heartbeats interleaved.
    const first = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}` });
    const backlog = await first.entries(3);
    await playMoves(id, players, 2);
    const live = await first.entries(2);
    while (first.heartbeats() < 2) expect(await first.next(2000)).not.toBeNull();
    const seen = [...backlog, ...live];
    expect(seen.map((f) => f.id)).toEqual([1, 2, 3, 4, 5]);

    // The connection drops; the room forgets the reader and stops beating.
    await first.drop();
    await expectRoomIdle(id);

    // The game moves on while the client is away.
    await playMoves(id, players, 4);

    // The client comes back from the last id it saw and gets exactly what it missed.
    const lastSeen = seen.at(-1)!.id!;
    const second = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}`, "last-event-id": String(lastSeen) });
    const missed = await second.entries(4);
    expect(missed.map((f) => f.id)).toEqual([6, 7, 8, 9]);
    // …and then only what happens next: nothing repeated while quiet (heartbeats only), one new move, one entry.
    const quiet: Frame[] = [];
    for (const until = Date.now() + 300; Date.now() < until; ) {
      const f = await second.next(until - Date.now());
      if (f) quiet.push(f);
    }
    expect(quiet.filter((f) => f.event !== undefined)).toEqual([]);
    expect(quiet.some((f) => f.comment === "keep-alive")).toBe(true);
    await playMoves(id, players, 1);
    const next = await second.entries(1);
    expect(next.map((f) => f.id)).toEqual([10]);

    // Across both connections: every version once, in order, and the same entries as the log.
    const all = [...seen, ...missed, ...next];
    expect(all.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const log = (await api("GET", `/v1/games/${id}/events?after=0&limit=100`, { key: alice.apiKey })).body.entries;
    expect(all.map((f) => f.data)).toEqual(log);
    await second.drop();
    await expectRoomIdle(id);
  });

  it("ends the stream with `end` when the game is over, and the room stops beating", async () => {
    const { alice, id } = await startedGame();
    await quickHeartbeat(id);
    const client = await SseClient.open(id);
    await client.next(); // the opening comment
    expect(await streamState(id)).toEqual({ readers: 1, beating: true });
    await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
    let f: Frame | null;
    do f = await client.next();
    while (f && f.event !== "end");
    expect(f?.event).toBe("end");
    expect(await client.next(500)).toBeNull();
    expect(client.done).toBe(true);
    await expectRoomIdle(id);
  });
});
