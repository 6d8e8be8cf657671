// Readers that stop reading, from the outside, while a game goes on at machine pace for hundreds
// of moves. An SSE client that holds its connection and never reads: the room sees its frames
// wait (backpressure reaches it through the pipe, rpc-stream.ts) and closes it once nothing has
// been taken for the stall time (shortened here, as stream-live.test.ts does), while the other
// readers get every version and the game goes on. A WebSocket client that never reads: the room
// cannot tell (the Hibernation API's send never waits and reports no backlog), so the runtime holds
// what it sent; the game goes on alike, and the reader gets everything once it reads.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, fetchWorker, seededStartedGame, stubOf } from "./helpers";
import { feedOf, oneToN, playListedMove, SseClient, seededChooser, Watcher } from "./live-clients";

const OPTIONS = { scenario: "raid", turnLimit: 4 };
/** Moves played while the slow reader holds its connection. */
const MOVES = 200;
const STALL_MS = 1000;

const readerCount = (id: string) => runInDurableObject(stubOf(id), (room) => room.seams.streams.readerCount);

/** Plays `moves` moves (or to the end); answers the last version and each move's time, for the log. */
async function play(id: string, players: { id: string; apiKey: string }[], moves: number, between?: () => Promise<void>) {
  const pick = seededChooser(3939);
  const times: number[] = [];
  let version = 0;
  for (let n = 0; n < moves; n++) {
    const started = Date.now();
    const played = await playListedMove(id, players, pick);
    if (played === null) break;
    times.push(Date.now() - started);
    version = played;
    await between?.();
  }
  return { version, times };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Reads a stream as a live client does, until `end` (or 20 s of silence, which fails the test). */
async function readToEnd(stream: SseClient): Promise<void> {
  for (;;) {
    const f = await stream.next(20_000);
    if (!f || f.event === "end") return;
  }
}

describe("a reader that stops reading", () => {
  it("an SSE client that never reads is closed by the room; the other readers get every version, and the game goes on", {
    timeout: 60_000,
  }, async () => {
    const { alice, bob, id } = await seededStartedGame("double-star", OPTIONS, "live39-slow-sse");
    await runInDurableObject(stubOf(id), (room) => room.seams.streams.configure({ heartbeatMs: 100, stallMs: STALL_MS }));
    // Opened and held: its body is never read while the game goes on.
    const stalled = await fetchWorker(`http://starpost.test/v1/games/${id}/stream`, {
      headers: { accept: "text/event-stream", authorization: `Bearer ${alice.apiKey}` },
    });
    expect(stalled.status).toBe(200);
    const seat = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}` });
    const spectator = await SseClient.open(id);
    const reading = [readToEnd(seat), readToEnd(spectator)];
    const watcher = await Watcher.open(id, bob.apiKey);
    expect(await readerCount(id)).toBe(3);

    let forgottenAt: number | null = null;
    const { version, times } = await play(id, [alice, bob], MOVES, async () => {
      if (forgottenAt === null && (await readerCount(id)) === 2) forgottenAt = Date.now();
    });
    expect(version).toBe(MOVES);
    expect(forgottenAt, "the room closed the stream that read nothing").not.toBeNull();
    // The two that read are still open, and still get each move.
    expect(await readerCount(id)).toBe(2);
    await watcher.through(version);

    // The slow client reads at last: what was queued when the room gave up, in order from the
    // start, then the cue to reconnect (retry: 250), and the end of the stream — no `end` event.
    const late = SseClient.of(stalled);
    const frames: any[] = [];
    for (let f = await late.next(5000); f; f = await late.next(5000)) frames.push(f);
    const ids = frames.filter((f) => f.event === "entry").map((f) => f.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(version);
    expect(ids).toEqual(oneToN(ids.length));
    expect(frames.at(-1)).toMatchObject({ retry: 250 });
    expect(frames.some((f) => f.event === "end")).toBe(false);
    expect(late.done).toBe(true);

    // Resuming from the last id it got, it holds every version once, as its REST feed.
    const resumed = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}`, "last-event-id": String(ids.at(-1)) });
    const rest = await resumed.entries(version - ids.length);
    await resumed.drop();
    const feed = await feedOf(id, alice.apiKey);
    expect([...frames.filter((f) => f.event === "entry"), ...rest].map((f) => f.data)).toEqual(feed);

    await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
    await Promise.all(reading);
    for (const [stream, key] of [
      [seat, alice.apiKey],
      [spectator, undefined],
    ] as const) {
      const entries = stream.frames.filter((f) => f.event === "entry");
      expect(entries.map((f) => f.id)).toEqual(oneToN(version + 1));
      expect(entries.map((f) => f.data)).toEqual(await feedOf(id, key));
    }
    console.log(
      `live39 slow SSE reader: closed by the room; ${version} moves, median ${median(times)} ms, slowest ${Math.max(...times)} ms`,
    );
  });

  it("an SSE client that never reads is closed once its unread bytes pass the room's bound, long before the stall probe would; it resumes with nothing lost", {
    timeout: 60_000,
  }, async () => {
    const { alice, bob, id } = await seededStartedGame("double-star", OPTIONS, "stop39-overfull-sse");
    // The stall probe is put out of reach: only the byte bound can close the stream here.
    await runInDurableObject(stubOf(id), (room) =>
      room.seams.streams.configure({ heartbeatMs: 60_000, stallMs: 600_000, maxUnreadBytes: 16 * 1024 }),
    );
    const stalled = await fetchWorker(`http://starpost.test/v1/games/${id}/stream`, {
      headers: { accept: "text/event-stream", authorization: `Bearer ${bob.apiKey}` },
    });
    expect(stalled.status).toBe(200);
    const watcher = await Watcher.open(id, alice.apiKey);
    let closedAfter: number | null = null;
    const { version } = await play(id, [alice, bob], MOVES, async () => {
      if (closedAfter === null && (await readerCount(id)) === 0) closedAfter = Date.now();
    });
    expect(version).toBe(MOVES);
    expect(closedAfter, "the room closed the stream that read nothing").not.toBeNull();
    await watcher.through(version);
    const late = SseClient.of(stalled);
    const frames: any[] = [];
    for (let f = await late.next(5000); f; f = await late.next(5000)) frames.push(f);
    const entries = frames.filter((f) => f.event === "entry");
    expect(entries.map((f) => f.id)).toEqual(oneToN(entries.length));
    expect(entries.length).toBeLessThan(version);
    expect(frames.at(-1)).toMatchObject({ retry: 250 });
    expect(frames.some((f) => f.event === "end")).toBe(false);
    const resumed = await SseClient.open(id, { authorization: `Bearer ${bob.apiKey}`, "last-event-id": String(entries.length) });
    const rest = await resumed.entries(version - entries.length);
    await resumed.drop();
    expect([...entries, ...rest].map((f) => f.data)).toEqual(await feedOf(id, bob.apiKey));
    await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
  });

  it("a WebSocket client that never reads holds up nothing, and gets every version once it reads", { timeout: 60_000 }, async () => {
    const { alice, bob, id } = await seededStartedGame("double-star", OPTIONS, "live39-slow-socket");
    // Upgraded and never accepted: the client's end takes nothing while the game goes on.
    const slow = await Watcher.upgrade(id, bob.apiKey);
    expect(slow.status).toBe(101);
    const watcher = await Watcher.open(id);
    const { version, times } = await play(id, [alice, bob], MOVES);
    expect(version).toBe(MOVES);
    await watcher.through(version);
    expect(await runInDurableObject(stubOf(id), (room) => room.seams.sockets.count)).toBe(2);

    // It reads at last: everything the room sent, once, in order, as its REST feed.
    const got: any[] = [];
    slow.webSocket!.addEventListener("message", (e) => got.push(JSON.parse(e.data as string)));
    slow.webSocket!.accept();
    for (const until = Date.now() + 10_000; got.length < version && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
    expect(got.map((f) => f.entry.version)).toEqual(oneToN(version));
    expect(got.map((f) => f.entry)).toEqual(await feedOf(id, bob.apiKey));
    slow.webSocket!.close(1000, "done");
    watcher.ws.close(1000, "done");
    console.log(`live39 slow socket reader: ${version} moves, median ${median(times)} ms, slowest ${Math.max(...times)} ms`);
  });
});
