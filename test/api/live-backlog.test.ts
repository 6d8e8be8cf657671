// A long game's backlog read over a live feed from the outside: a Star Battle of more than 1,000
// entries (the bench line: two Home Bases, then passes), read from Last-Event-ID 0 by a slow
// reader (a chunk, a pause, a chunk) while the game goes on and a pass is taken back. Each
// version arrives exactly once, in order, the live ones after the backlog, each as the reader's
// own REST feed has it; the room never holds more than a page of the backlog unsent.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../durable-objects/game-room";
import { BACKLOG_PAGE } from "../../durable-objects/room/backlog";
import { api, registerPlayer, stubOf } from "./helpers";
import { feedOf, oneToN, SseClient, Watcher } from "./live-clients";

/** No battle is ever asked, no hand drawn up, no deck runs out: each pass is one entry (bench/lib/starpost.ts). */
const OPTIONS = { setup: "unknown-universe", turnLimit: 10000 };
const PASS = { type: "discard", cards: [] };
/** The backlog's length: over 1,000 entries. */
const BACKLOG = 1200;

/** A started bench-line game with its two Home Bases chosen; `keys[i % 2]` owes the i-th pass. */
async function benchGame() {
  const alice = await registerPlayer("Alice");
  const bob = await registerPlayer("Bob");
  const created = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", options: OPTIONS } })).body;
  const joined = (await api("POST", `/v1/games/${created.id}/join`, { key: bob.apiKey, body: {} })).body.game;
  const keyOf = (seat: string) => (joined.seats.find((s: any) => s.seat === seat).player.id === alice.id ? alice.apiKey : bob.apiKey);
  const first = keyOf(joined.pending[0].seat);
  const second = first === alice.apiKey ? bob.apiKey : alice.apiKey;
  for (const [key, x] of [
    [first, 0],
    [second, 1],
  ] as const) {
    const r = await api("POST", `/v1/games/${created.id}/actions`, { key, body: { action: { type: "chooseHomeBase", at: { x, y: 0 } } } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  return { id: created.id as string, keys: [first, second] as const, alice, bob };
}

/**
 * Plays passes inside the room, as its REST route would commit them (propose, then commit), until
 * the game is at `version`: a thousand moves in well under a second, where REST takes ~8 ms each.
 * The moves the reader sees arrive live are played over REST.
 */
async function passInRoom(id: string, version: number): Promise<number> {
  return runInDurableObject(stubOf(id), (room: GameRoom) => {
    const { session } = room.seams;
    while (session.version < version) {
      const proposed = session.propose(session.awaiting()[0]!, { action: PASS });
      if (!proposed.ok) throw new Error(JSON.stringify(proposed));
      session.commit(proposed.value.entry, proposed.value.result);
    }
    return session.version;
  });
}

describe("a long game's backlog over a live feed", () => {
  it(`a slow SSE reader from Last-Event-ID 0 gets all ${BACKLOG} versions of the backlog once, in order, then the live ones (an undo among them); the room holds at most a page of it`, {
    timeout: 60_000,
  }, async () => {
    const { id, keys, alice, bob } = await benchGame();
    let version = await passInRoom(id, BACKLOG);
    const through = version;
    const pass = async () => {
      const r = await api("POST", `/v1/games/${id}/actions`, { key: keys[version % 2], body: { action: PASS } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      version = r.body.version;
    };
    const undo = async () => {
      const r = await api("POST", `/v1/games/${id}/undo`, { key: keys[(version - 1) % 2] });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      version = r.body.version;
    };
    const room = () =>
      runInDurableObject(stubOf(id), (r: GameRoom) => ({ unsent: r.seams.streams.unsentBacklog, reading: r.seams.streams.readingBacklog }));

    const sse = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}`, "last-event-id": "0" });
    const socket = await Watcher.open(id, bob.apiKey, "?after=0");
    const got: number[] = [];
    let mostUnsent = 0;
    const liveWhileBacklog: number[] = [];
    // A chunk of entries, a pause in which the game goes on (once, a pass taken back), and on.
    for (let chunk = 0; got.at(-1) !== version; chunk++) {
      for (const f of await sse.entries(chunk < 12 ? 100 : version - (got.at(-1) ?? 0), 10_000)) got.push(f.id!);
      const held = await room();
      mostUnsent = Math.max(mostUnsent, ...held.unsent);
      if (chunk === 0) expect(held.reading).toBe(1); // a page at a time: most of the backlog is still in the log
      if (chunk < 11) {
        await new Promise((r) => setTimeout(r, 20));
        await pass();
        if (chunk === 5) {
          await pass();
          await undo();
        }
        if (got.at(-1)! < through) liveWhileBacklog.push(version);
      }
    }
    await sse.drop();

    // Every version once, in order: the backlog, then what was played while it was read.
    expect(got).toEqual(oneToN(version));
    expect(version).toBe(through + 13);
    expect(liveWhileBacklog.length).toBe(11); // every live move came while the backlog was being read
    // The room held at most a page of the backlog for the stream, never the log.
    expect(mostUnsent).toBeLessThanOrEqual(BACKLOG_PAGE);
    // Each as the reader's own feed has it (redacted for its seat), the undo after the pass it took back.
    const mine = await feedOf(id, alice.apiKey);
    expect(sse.frames.filter((f) => f.event === "entry").map((f) => f.data)).toEqual(mine);
    expect(mine.map((e: any) => e.kind).filter((k: string) => k === "undo").length).toBe(1);

    // The WebSocket got the same backlog page by page at open, then the same live entries, as its seat's feed has them.
    await socket.through(version, 10_000);
    expect(socket.entries()).toEqual(await feedOf(id, bob.apiKey));
    socket.ws.close(1000, "done");
  });

  it("a game that ends while a backlog is read (a player deletes their account: the seat forfeits) sends the whole backlog, then the forfeit, then `end`", async () => {
    const { id, bob } = await benchGame();
    const through = await passInRoom(id, 1000);
    const sse = await SseClient.open(id, { "last-event-id": "0" });
    expect((await sse.entries(100)).map((f) => f.id)).toEqual(oneToN(100));
    // The room is still reading the backlog from its log when the game ends.
    expect(await runInDurableObject(stubOf(id), (room: GameRoom) => room.seams.streams.readingBacklog)).toBe(1);
    const gone = await api("DELETE", "/v1/me", { key: bob.apiKey, body: { confirm: bob.id } });
    expect(gone.body.games, JSON.stringify(gone.body)).toEqual([{ id, outcome: "forfeited" }]);
    const rest: number[] = [];
    for (let f = await sse.next(); f !== null; f = await sse.next()) if (f.event === "entry") rest.push(f.id!);
    expect(sse.done).toBe(true);
    expect(rest).toEqual(oneToN(through + 1).slice(100));
    const entries = sse.frames.filter((f) => f.event === "entry");
    expect(entries.at(-1)!.data.kind).toBe("resign");
    expect(sse.frames.filter((f) => f.event !== undefined).at(-1)!.event).toBe("end");
    // What the spectator read is the spectator's feed, the deleted seat's forfeit included.
    expect(entries.map((f) => f.data)).toEqual(await feedOf(id));
  });

  it("a reader that resumes after a version the game has not reached gets only the entries after it, over SSE and a WebSocket, as GET …/events?after= does", async () => {
    const { id, keys, alice, bob } = await benchGame();
    const at = await passInRoom(id, 10);
    const ahead = at + 3;
    const sse = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}`, "last-event-id": String(ahead) });
    const socket = await Watcher.open(id, bob.apiKey, `?after=${ahead}`);
    const plain = await SseClient.open(id, { "last-event-id": String(at) });
    let version = at;
    for (let i = 0; i < 5; i++) {
      const r = await api("POST", `/v1/games/${id}/actions`, { key: keys[version % 2], body: { action: PASS } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      version = r.body.version;
    }
    expect((await plain.entries(5)).map((f) => f.id)).toEqual([at + 1, at + 2, at + 3, at + 4, at + 5]);
    expect((await sse.entries(2)).map((f) => f.id)).toEqual([ahead + 1, ahead + 2]);
    await socket.through(version);
    expect(socket.entries().map((e: any) => e.version)).toEqual([ahead + 1, ahead + 2]);
    const rest = await api("GET", `/v1/games/${id}/events?after=${ahead}`, { key: alice.apiKey });
    expect(rest.body.entries.map((e: any) => e.version)).toEqual([ahead + 1, ahead + 2]);
    await sse.drop();
    await plain.drop();
    socket.ws.close(1000, "done");
  });

  it("a backlog page that cannot be read ends the feed after the pages already sent, never with a hole: a socket with 1011, a stream as a dropped connection; connecting again from the last version reads on", async () => {
    const { id, alice } = await benchGame();
    const at = await passInRoom(id, 3 * BACKLOG_PAGE);
    // The log fails to read past the first page (a storage fault), for the feeds opened now.
    await runInDurableObject(stubOf(id), (room: GameRoom) => {
      const { session } = room.seams;
      const read = session.entries.bind(session);
      session.entries = (after, upTo, limit) => {
        if (after >= BACKLOG_PAGE) throw new Error("injected: the log cannot be read");
        return read(after, upTo, limit);
      };
    });
    const socket = await Watcher.open(id, alice.apiKey, "?after=0");
    expect(await socket.closedByServer()).toBe(true);
    expect(socket.closeCode).toBe(1011);
    expect(socket.entries().map((e: any) => e.version)).toEqual(oneToN(BACKLOG_PAGE));
    const sse = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}`, "last-event-id": "0" });
    while (!sse.done) if ((await sse.next()) === null) break;
    expect(sse.done).toBe(true);
    expect(sse.frames.filter((f) => f.event === "entry").map((f) => f.id)).toEqual(oneToN(BACKLOG_PAGE));
    expect(sse.frames.some((f) => f.comment?.includes("the game's log could not be read"))).toBe(true);
    expect(sse.frames.some((f) => f.event === "end")).toBe(false);

    // The fault passes: each client connects again after the last version it has and reads on.
    await runInDurableObject(stubOf(id), (room: GameRoom) => {
      delete (room.seams.session as { entries?: unknown }).entries;
    });
    const again = await Watcher.open(id, alice.apiKey, `?after=${BACKLOG_PAGE}`);
    await again.through(at);
    expect(again.entries().map((e: any) => e.version)).toEqual(oneToN(at).slice(BACKLOG_PAGE));
    const sseAgain = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}`, "last-event-id": String(BACKLOG_PAGE) });
    expect((await sseAgain.entries(at - BACKLOG_PAGE)).map((f) => f.id)).toEqual(oneToN(at).slice(BACKLOG_PAGE));
    await sseAgain.drop();
    again.ws.close(1000, "done");
  });
});
