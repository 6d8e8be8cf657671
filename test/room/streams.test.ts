// A room's live feeds (durable-objects/room/streams.ts) on a fake clock: the heartbeat's schedule,
// one timer for all streams that stops with the last one, and streams closed at their lifetime.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BACKLOG_PAGE, backlogPages } from "../../durable-objects/room/backlog";
import { FULL_RETRY_AFTER_S } from "../../durable-objects/room/sockets";
import {
  FeedStreams,
  HEARTBEAT_MS,
  MAX_STREAM_MS,
  MAX_STREAMS_PER_ROOM,
  MAX_UNREAD_BYTES,
  STALL_MS,
} from "../../durable-objects/room/streams";
import type { StoredEntry } from "../../durable-objects/room/store";
import type { FeedEntry } from "../../src/service/types";

const entry = (version: number): FeedEntry => ({
  version,
  seat: "a",
  kind: "action",
  at: "2026-01-01T00:00:00.000Z",
  events: [],
  rolls: [],
});
const stored = (version: number) => ({ version }) as unknown as StoredEntry;

/**
 * A log of entries 1..`through` as a room pages it (`size` a page), counting its reads; `after`
 * versions already read. `gone(v)`: the game leaves the room once a page would read past `v`.
 */
function logOf(through: number, { after = 0, size = 8, gone = Number.POSITIVE_INFINITY } = {}) {
  const reads: { after: number; limit: number }[] = [];
  const read = (from: number, upTo: number, limit: number) => {
    reads.push({ after: from, limit });
    if (from >= gone) return null;
    const entries: FeedEntry[] = [];
    for (let v = from + 1; v <= upTo && entries.length < limit; v++) entries.push(entry(v));
    return entries;
  };
  return Object.assign(backlogPages(after, through, read, size) ?? (() => []), { reads });
}
const view = (e: StoredEntry) => entry(e.version);

/** Collects what a stream sends, as text, as it arrives. */
function collect(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const got = { text: "", done: false };
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return void (got.done = true);
      got.text += decoder.decode(value, { stream: true });
    }
  })().catch(() => undefined);
  return {
    got,
    cancel: () => reader.cancel(),
    heartbeats: () => got.text.split(": keep-alive\n\n").length - 1,
    ids: () => [...got.text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1])),
  };
}

/** Lets queued reads settle without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("live feed streams", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("heartbeats at least every 25 s, and exactly every HEARTBEAT_MS", async () => {
    expect(HEARTBEAT_MS).toBeLessThanOrEqual(25_000);
    const streams = new FeedStreams();
    const s = collect(streams.open("a", logOf(1), false));
    await settle();
    expect(s.ids()).toEqual([1]);
    expect(s.heartbeats()).toBe(0);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(s.heartbeats()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.heartbeats()).toBe(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 4);
    expect(s.heartbeats()).toBe(5);
    // Heartbeats are comments: an SSE parser sees only the entries.
    streams.push(stored(2), view, false);
    await settle();
    expect(s.ids()).toEqual([1, 2]);
    expect(s.got.text).toMatch(/^: starpost feed\nretry: 3000\n\n/);
    await s.cancel();
  });

  it("runs one timer for all open streams, and stops it when the last one is cancelled", async () => {
    const streams = new FeedStreams({ heartbeatMs: 1000 });
    expect(vi.getTimerCount()).toBe(0);
    const a = collect(streams.open("a", null, false));
    const b = collect(streams.open(null, null, false));
    await settle();
    expect([streams.readerCount, streams.beating, vi.getTimerCount()]).toEqual([2, true, 1]);
    await vi.advanceTimersByTimeAsync(3000);
    expect([a.heartbeats(), b.heartbeats()]).toEqual([3, 3]);
    await a.cancel();
    expect([streams.readerCount, streams.beating, vi.getTimerCount()]).toEqual([1, true, 1]);
    await vi.advanceTimersByTimeAsync(2000);
    expect([a.heartbeats(), b.heartbeats()]).toEqual([3, 5]);
    await b.cancel();
    expect([streams.readerCount, streams.beating, vi.getTimerCount()]).toEqual([0, false, 0]);
    // A new stream starts the timer again.
    const c = collect(streams.open("a", null, false));
    expect(vi.getTimerCount()).toBe(1);
    await c.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops the timer when the game ends and every stream is closed with `end`", async () => {
    const streams = new FeedStreams({ heartbeatMs: 1000 });
    const a = collect(streams.open("a", null, false));
    const b = collect(streams.open("b", null, false));
    await vi.advanceTimersByTimeAsync(1000);
    streams.push(stored(7), view, true);
    await settle();
    for (const s of [a, b]) {
      expect(s.ids()).toEqual([7]);
      expect(s.got.text).toMatch(/event: end\n/);
      expect(s.got.done).toBe(true);
    }
    expect([streams.readerCount, streams.beating, vi.getTimerCount()]).toEqual([0, false, 0]);
  });

  it("never starts a timer for a stream of a finished game", async () => {
    const streams = new FeedStreams();
    const s = collect(streams.open("a", logOf(2), true));
    await settle();
    expect([s.ids(), s.got.done, streams.beating, vi.getTimerCount()]).toEqual([[1, 2], true, false, 0]);
  });

  it("closes a stream at its lifetime, asking for a quick reconnect, so a reader that never cancels cannot keep the room busy", async () => {
    expect(MAX_STREAM_MS).toBeGreaterThanOrEqual(HEARTBEAT_MS);
    const streams = new FeedStreams({ heartbeatMs: 1000, maxStreamMs: 5000 });
    const old = collect(streams.open("a", null, false));
    await vi.advanceTimersByTimeAsync(3000);
    const young = collect(streams.open("b", null, false));
    await vi.advanceTimersByTimeAsync(2000);
    expect(old.got.done).toBe(true);
    expect(old.got.text).toMatch(/retry: 250\n\n$/);
    expect(young.got.done).toBe(false);
    expect(streams.readerCount).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(young.got.done).toBe(true);
    expect([streams.readerCount, streams.beating, vi.getTimerCount()]).toEqual([0, false, 0]);
  });

  it("takes a reader that leaves frames unread for STALL_MS to be gone (a dropped connection that never cancelled), and stops beating for it", async () => {
    expect(STALL_MS).toBeGreaterThan(HEARTBEAT_MS * 2);
    const streams = new FeedStreams({ heartbeatMs: 1000, stallMs: 3000 });
    const gone = streams.open("a", logOf(2), false); // never read
    const slow = streams.open("b", logOf(2), false);
    const slowReader = slow.getReader();
    const lively = collect(streams.open(null, null, false));
    // The slow reader takes one frame a second — less than is written, but never nothing.
    for (let t = 0; t < 5; t++) {
      await vi.advanceTimersByTimeAsync(1000);
      await slowReader.read();
    }
    expect(streams.readerCount).toBe(2);
    // The stream that was never read was closed: what was queued (only the greeting; the backlog
    // is fed as it is taken) is still there, then the reconnect hint.
    const text = await new Response(gone).text();
    expect(text).toMatch(/^: starpost feed\n/);
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]))).toEqual([]);
    expect(text).toMatch(/retry: 250\n\n$/);
    expect(text).not.toMatch(/event: end/); // not the game's end: the client comes back
    await slowReader.cancel();
    expect([streams.readerCount, lively.got.done]).toEqual([1, false]);
    await lively.cancel();
    expect([streams.readerCount, streams.beating, vi.getTimerCount()]).toEqual([0, false, 0]);
  });

  it("closes a stream whose unread bytes pass MAX_UNREAD_BYTES at once, without waiting for the stall probe; a reader that reads is not touched", async () => {
    expect(MAX_UNREAD_BYTES).toBeLessThanOrEqual(1024 * 1024);
    const frameBytes = new TextEncoder().encode(`id: 1\nevent: entry\ndata: ${JSON.stringify(entry(1))}\n\n`).byteLength;
    const bound = frameBytes * 10;
    const streams = new FeedStreams({ maxUnreadBytes: bound });
    const stopped = streams.open("a", null, false); // never read
    const reading = collect(streams.open("a", null, false));
    let version = 0;
    for (; version < 9; ) {
      streams.push(stored(++version), view, false);
      await settle();
    }
    expect(streams.readerCount).toBe(2); // nine frames and the greeting: under the bound
    for (; version < 12; ) {
      streams.push(stored(++version), view, false);
      await settle();
    }
    expect(streams.readerCount).toBe(1); // closed with no time passed: the stall probe had no say
    const text = await new Response(stopped).text();
    // Everything written before the close is still there for a reader that comes back to it.
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
    expect(ids.length).toBeGreaterThanOrEqual(10);
    expect(text).toMatch(/too much left unread; reconnect with Last-Event-ID\nretry: 250\n\n$/);
    expect(text).not.toMatch(/event: end/);
    // The reader that reads got every entry and is still open; later entries reach it.
    streams.push(stored(++version), view, false);
    await settle();
    expect(reading.ids()).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    expect(reading.got.done).toBe(false);
    await reading.cancel();
    expect(streams.readerCount).toBe(0);
  });

  it("feeds a backlog as the reader takes it, not all at open; live entries that arrive meanwhile come after it, each once, in order", async () => {
    const frameBytes = new TextEncoder().encode(`id: 1\nevent: entry\ndata: ${JSON.stringify(entry(1))}\n\n`).byteLength;
    const streams = new FeedStreams({ maxUnreadBytes: frameBytes * 20 });
    const idle = streams.open("a", logOf(50), false);
    const slow = streams.open("a", logOf(50), false);
    const slowReader = slow.getReader();
    await settle();
    // Two frames taken from the slow stream, then live entries arrive while most of its backlog waits.
    await slowReader.read();
    await slowReader.read();
    for (let v = 51; v <= 55; v++) {
      streams.push(stored(v), view, false);
      await settle();
    }
    // The idle reader holds only what it was given (the greeting and one entry), far under the bound.
    expect(streams.readerCount).toBe(2);
    let text = "";
    const decoder = new TextDecoder();
    for (;;) {
      const { value } = await slowReader.read();
      text += decoder.decode(value);
      if (/^id: 55$/m.test(text)) break;
    }
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual(Array.from({ length: 54 }, (_, i) => i + 2)); // id 1 was one of the two frames read first
    await slowReader.cancel();
    await idle.cancel();
    expect(streams.readerCount).toBe(0);
  });

  it("reads a long backlog from the log a page at a time as the reader takes it: never more than a page unsent, each entry whole, once, in order, live entries after", async () => {
    expect(BACKLOG_PAGE).toBeLessThanOrEqual(128);
    const size = 16;
    const streams = new FeedStreams();
    const idleLog = logOf(1000, { size });
    const idle = streams.open("a", idleLog, false);
    const log = logOf(1000, { size, after: 200 }); // resumed from Last-Event-ID 200
    const reader = streams.open("a", log, false).getReader();
    await settle();
    // Nothing is read from the log at open: a reader that reads nothing costs no page.
    expect([idleLog.reads.length, log.reads.length]).toEqual([0, 0]);
    const decoder = new TextDecoder();
    const got: FeedEntry[] = [];
    let most = 0;
    for (let taken = 0; got.at(-1)?.version !== 1010; taken++) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      const text = decoder.decode(value);
      const data = /^id: \d+\nevent: entry\ndata: (.*)\n\n$/.exec(text)?.[1];
      if (data !== undefined) got.push(JSON.parse(data) as FeedEntry);
      most = Math.max(most, ...streams.unsentBacklog);
      // Live entries come while most of the backlog is still in the log.
      if (taken === 100) for (let v = 1001; v <= 1010; v++) streams.push(stored(v), view, false);
    }
    // Every entry after 200 exactly once, in order, whole; the live ones after the backlog.
    expect(got).toEqual(Array.from({ length: 810 }, (_, i) => entry(201 + i)));
    expect(most).toBeLessThanOrEqual(size);
    expect(most).toBeGreaterThan(0);
    // One read a page, each after the last, none past the version current at open.
    expect(log.reads).toEqual(Array.from({ length: 800 / size }, (_, i) => ({ after: 200 + i * size, limit: size })));
    expect(idleLog.reads.length).toBe(0);
    await reader.cancel();
    await idle.cancel();
    expect(streams.readerCount).toBe(0);
  });

  it("closes a stream whose backlog can no longer be read (the game left the room) as a dropped connection: no hole, no `end`", async () => {
    const streams = new FeedStreams();
    const log = logOf(100, { size: 8, gone: 40 });
    const stream = streams.open("a", log, true);
    // A stream whose read throws is closed the same way.
    const failing = streams.open(
      "a",
      () => {
        throw new Error("no such table: log");
      },
      false,
    );
    streams.push(stored(101), view, false); // a live entry behind the failing backlog, never sent after it
    const text = await new Response(stream).text();
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]))).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(text).toMatch(/the game's log could not be read; reconnect with Last-Event-ID\nretry: 250\n\n$/);
    expect(text).not.toMatch(/event: end/);
    const failed = await new Response(failing).text();
    expect(failed).not.toMatch(/^id: /m);
    expect(failed).toMatch(/could not be read; reconnect with Last-Event-ID\nretry: 250\n\n$/);
    expect([streams.readerCount, streams.beating]).toEqual([0, false]);
  });

  it("closes a finished game's stream only after its backlog has been fed", async () => {
    const streams = new FeedStreams();
    const text = await new Response(streams.open(null, logOf(3), true)).text();
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]))).toEqual([1, 2, 3]);
    expect(text).toMatch(/event: end\ndata: \{\}\n\n$/);
    expect(streams.readerCount).toBe(0);
  });

  it("configure restarts a running heartbeat at the new interval", async () => {
    const streams = new FeedStreams();
    const s = collect(streams.open("a", null, false));
    streams.configure({ heartbeatMs: 100 });
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.heartbeats()).toBe(10);
    await s.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("redacts a new entry once per seat that reads, however many streams each seat has", async () => {
    const streams = new FeedStreams();
    const readers = ["a", "a", "a", "b", null, null].map((seat) => collect(streams.open(seat, null, false)));
    const seen: (string | null)[] = [];
    streams.push(
      stored(1),
      (e, seat) => {
        seen.push(seat);
        return { ...entry(e.version), seat: seat ?? "spectator" };
      },
      false,
    );
    await settle();
    expect(seen.sort()).toEqual(["a", "b", null].sort());
    // Each stream still gets its own seat's view, whole.
    expect(readers.map((r) => r.got.text.match(/"seat":"(\w+)"/)?.[1])).toEqual(["a", "a", "a", "b", "spectator", "spectator"]);
    for (const r of readers) await r.cancel();
  });

  it(`refuses one stream more than it keeps (LIVE_FEED_FULL, retry after ${FULL_RETRY_AFTER_S} s), and takes one again when a stream closes`, async () => {
    expect(MAX_STREAMS_PER_ROOM).toBeGreaterThan(0);
    const streams = new FeedStreams({ maxStreams: 2 });
    const open = [collect(streams.open("a", null, false)), collect(streams.open(null, null, false))];
    await settle();
    expect(streams.refusal()).toMatchObject({ code: "LIVE_FEED_FULL", status: 503, extra: { limit: 2, retryAfter: FULL_RETRY_AFTER_S } });
    await open[0]!.cancel();
    expect(streams.refusal()).toBeNull();
    await open[1]!.cancel();
  });

  it("closes a stream at its credential's expiry: nothing committed after it is sent, on a push or at the heartbeat", async () => {
    const streams = new FeedStreams({ heartbeatMs: 1000 });
    const expiresAt = Date.now() + 2500;
    const expiring = collect(streams.open("a", null, false, 0, { ids: ["tk_1"], listedAs: "tk_1", expiresAt }));
    const lasting = collect(streams.open("a", null, false, 0, { ids: ["tk_2"], listedAs: "tk_2", expiresAt: null }));
    const idle = collect(streams.open("b", null, false, 0, { ids: ["tk_3"], listedAs: "tk_3", expiresAt }));
    streams.push(stored(1), view, false);
    await vi.advanceTimersByTimeAsync(2000);
    expect([expiring.ids(), expiring.got.done]).toEqual([[1], false]);
    // Past the expiry, before any heartbeat: the next entry closes the stream instead of reaching it.
    vi.setSystemTime(expiresAt);
    streams.push(stored(2), view, false);
    await settle();
    expect([expiring.ids(), expiring.got.done]).toEqual([[1], true]);
    expect(expiring.got.text).toMatch(/: stream closed: the token it was opened with has expired\nretry: 250\n\n$/);
    expect(expiring.got.text).not.toMatch(/event: end/);
    expect(lasting.ids()).toEqual([1, 2]);
    // `idle` is closed by the same push (it expires too), and the heartbeat finds nothing left of it.
    expect(idle.got.done).toBe(true);
    expect(streams.readerCount).toBe(1);
    await lasting.cancel();
  });

  it("the heartbeat closes a stream whose credential has expired while the game is quiet", async () => {
    const streams = new FeedStreams({ heartbeatMs: 1000 });
    const quiet = collect(streams.open("a", null, false, 0, { ids: ["tk_1"], listedAs: "tk_1", expiresAt: Date.now() + 1500 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect([quiet.heartbeats(), quiet.got.done]).toEqual([1, false]);
    await vi.advanceTimersByTimeAsync(1000);
    expect([quiet.heartbeats(), quiet.got.done]).toEqual([1, true]);
    expect([streams.readerCount, streams.beating]).toEqual([0, false]);
  });

  it("closeCredential closes the streams opened with that credential (any of its ids), and only those", async () => {
    const streams = new FeedStreams({ heartbeatMs: 1000 });
    const app = collect(streams.open("a", null, false, 0, { ids: ["oa_g", "oa_g.t1"], listedAs: "oa_g", expiresAt: null }));
    const sameGrant = collect(streams.open("a", null, false, 0, { ids: ["oa_g", "oa_g.t2"], listedAs: "oa_g", expiresAt: null }));
    const master = collect(streams.open("a", null, false, 0, { ids: ["master@p.1"], listedAs: "master", expiresAt: null }));
    const anonymous = collect(streams.open(null, null, false));
    streams.closeCredential("oa_g.t1");
    await settle();
    expect([app.got.done, sameGrant.got.done, master.got.done, anonymous.got.done]).toEqual([true, false, false, false]);
    expect(app.got.text).toMatch(/: stream closed: the key or token it was opened with was revoked or replaced\nretry: 250\n\n$/);
    streams.closeCredential("oa_g");
    await settle();
    expect([sameGrant.got.done, master.got.done, anonymous.got.done]).toEqual([true, false, false]);
    streams.push(stored(1), view, false);
    await settle();
    expect([master.ids(), anonymous.ids()]).toEqual([[1], [1]]);
    await master.cancel();
    await anonymous.cancel();
  });
});
