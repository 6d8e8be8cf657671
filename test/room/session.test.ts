// The game session (durable-objects/room/session.ts) in plain Node, on in-memory ports: seating
// and start, the checks before an action, one transaction per entry (and memory that follows the
// disk when a transaction fails), undo, resignation, deadlines and the seats the server plays.
import { describe, expect, it } from "vitest";
import { creatorSeat, GameSession } from "../../durable-objects/room/session";
import type { TimeControl } from "../../durable-objects/room/deadlines";
import { pendingOf, replay } from "../../src/engine/runner";
import { alice, bob, code, init, memoryRoom, startedRoom, value } from "./memory-room";

/** Plays the built-in bot's choice for the first seat that owes one. */
function botMove(session: GameSession) {
  const seat = session.awaiting()[0]!;
  const { action } = value(session.suggest(seat));
  const { entry, result } = value(session.propose(seat, { action }));
  session.commit(entry, result);
  return { seat, action };
}

/**
 * Commits the next seat's suggested move with `write` failing: the commit throws, the disk is as
 * it was and the session follows the disk (not a move ahead). The fault is cleared after.
 */
function failedCommit(room: ReturnType<typeof startedRoom>, write: string) {
  const disk = room.store.dump();
  const before = JSON.stringify(room.session.started());
  room.store.fault = (w) => {
    if (w === write) throw new Error("injected: the disk failed");
  };
  const seat = room.session.awaiting()[0]!;
  const { action } = value(room.session.suggest(seat));
  const { entry, result } = value(room.session.propose(seat, { action }));
  expect(() => room.session.commit(entry, result)).toThrow("injected");
  expect(room.store.dump()).toBe(disk);
  expect(JSON.stringify(room.session.started())).toBe(before);
  room.store.fault = null;
  return { seat, entry, result };
}

describe("game session", () => {
  it("an open game is written and waits; the last seat taken starts it at version 0, with its snapshot and its notices", () => {
    const room = memoryRoom();
    const i = init("star-battle");
    const seat = value(creatorSeat(i));
    room.session.create(i, seat.game, seat.seat);
    expect(room.session.startIfFull()).toBe(false);
    expect(room.store.readMeta()?.status).toBe("open");
    expect(room.session.game?.status).toBe("open");
    expect(code(room.session.actor(alice))).toBe("GAME_NOT_STARTED");
    expect(code(room.session.join(alice, {}))).toBe("ALREADY_SEATED");
    expect(code(room.session.join(bob, { seat: "lord1" }))).toBe("SEAT_TAKEN");
    value(room.session.join(bob, {}));
    expect(room.session.startIfFull()).toBe(true);
    const started = room.session.started();
    expect([started.version, started.meta.status, room.store.snapshotAtOrBefore(0)?.version]).toEqual([0, "active", 0]);
    expect(
      room.outbox
        .filter((q) => q.n.event === "game.started")
        .map((q) => q.n.playerId)
        .sort(),
    ).toEqual([alice.playerId, bob.playerId]);
    expect(room.outbox.filter((q) => q.n.event === "decision.required").map((q) => q.n.seat)).toEqual(room.session.awaiting());
    expect(code(room.session.join({ playerId: "p-carol", name: "Carol" }, {}))).toBe("NO_OPEN_SEAT");
  });

  it("a creator's seat must be one a player can take, and the kind must exist", () => {
    expect(code(creatorSeat(init("star-battle", { seat: "lord9" })))).toBe("MALFORMED_REQUEST");
    expect(code(creatorSeat(init("no-such-kind")))).toBe("UNKNOWN_KIND");
    expect(code(creatorSeat(init("last-starfighter", { options: { opponent: "drone" }, seat: "drone" })))).toBe("MALFORMED_REQUEST");
  });

  it("who may act: seated players of a started game; a private game is not there for anyone else", () => {
    const room = startedRoom("star-battle", { visibility: "private" });
    expect(room.session.seatOf(alice)).toBe("lord1");
    expect(room.session.seatOf(null)).toBeNull();
    expect(value(room.session.actor(bob))).toEqual({ seat: "lord2", playerId: bob.playerId });
    expect(code(room.session.actor({ playerId: "p-carol", name: "Carol" }))).toBe("GAME_NOT_FOUND");
    expect(code(room.session.actor(null))).toBe("GAME_NOT_FOUND");
    expect(code(room.session.seatedActor("p-carol"))).toBe("NOT_A_PLAYER");
  });

  it("an action refused for any reason (kind, staleness, turn, shape, rules) commits nothing", () => {
    const room = startedRoom();
    const mover = room.session.awaiting()[0]!;
    const other = mover === "lord1" ? "lord2" : "lord1";
    const { action } = value(room.session.suggest(mover));
    const disk = room.store.dump();
    expect(code(room.session.propose(mover, { action, kind: "iron-stars" }))).toBe("INVALID_ACTION");
    expect(code(room.session.propose(mover, { action, expectedVersion: 5 }))).toBe("STALE_VERSION");
    expect(code(room.session.propose(mover, { action, decisionId: "7.lord1" }))).toBe("STALE_DECISION");
    expect(code(room.session.propose(other, { action }))).toBe("NOT_YOUR_DECISION");
    expect(code(room.session.suggest(other))).toBe("NOT_YOUR_DECISION");
    expect(code(room.session.propose(mover, { action: { type: "no such action" } }))).toBe("INVALID_ACTION");
    expect(room.store.dump()).toBe(disk);
    expect(room.session.version).toBe(0);
    expect(code(room.session.propose(mover, { action, expectedVersion: 0 }))).toBe("ok");
  });

  it("each entry is one transaction (log, meta, notices) and is streamed; the log folds to the state, also after a reload", () => {
    const room = startedRoom();
    for (let i = 0; i < 12 && room.session.started().meta.status === "active"; i++) botMove(room.session);
    const g = room.session.started();
    expect(room.store.log.map((e) => e.version)).toEqual(Array.from({ length: g.version }, (_, i) => i + 1));
    expect(room.committed.map((e) => e.version)).toEqual(room.store.log.map((e) => e.version));
    expect(room.store.readMeta()?.updatedAt).toBe(g.meta.updatedAt);
    const folded = replay(g.game, room.store.snapshotAtOrBefore(0)!.state, room.store.entries(0), g.seed, (v) => room.session.stateAt(v));
    expect(JSON.stringify(folded)).toBe(JSON.stringify(g.state));
    const reloaded = new GameSession(room.session.ports);
    reloaded.load();
    expect(JSON.stringify(reloaded.started().state)).toBe(JSON.stringify(g.state));
    expect(reloaded.started().meta.decisions).toEqual(g.meta.decisions);
  });

  it("a transaction that fails leaves the session as the disk has it, not a move ahead", () => {
    const room = startedRoom();
    botMove(room.session);
    // At a person's pace the move also stores its state, written after its log row.
    room.clock.at += 5_000;
    const { entry, result } = failedCommit(room, "snapshot");
    room.session.commit(entry, result);
    expect(room.session.version).toBe(2);
  });

  it("a move that changes only the decision book and the time is its log row alone, and a reload finds the same game", () => {
    const room = startedRoom();
    let transactions = 0;
    const ports = room.session.ports;
    const inTransaction = ports.transaction;
    Object.assign(ports, {
      audience: () => [], // nobody listens: no notices to queue
      transaction: (writes: () => void) => {
        transactions++;
        inTransaction(writes);
      },
    });
    const metaRow = room.store.meta;
    room.clock.at += 1; // a machine's pace
    botMove(room.session);
    botMove(room.session);
    const g = room.session.started();
    expect(transactions).toBe(0);
    expect(room.store.meta, "the meta row is not written again").toBe(metaRow);
    expect(room.store.head()).toEqual({ version: 2, at: room.clock.at, decisions: g.meta.decisions });
    const reloaded = new GameSession(ports);
    reloaded.load();
    expect(JSON.stringify(reloaded.started().meta)).toBe(JSON.stringify(g.meta));
    // The row that fails writes nothing, and the session follows the disk.
    const { seat } = failedCommit(room, "append");
    // A resignation changes the meta (the seat left, the game over): written with its row, in one transaction.
    value(room.session.resign(seat));
    expect(transactions).toBe(1);
    expect(room.store.readMeta()).toEqual(room.session.started().meta);
  });

  it("a load whose read brought the newest snapshot reads no more: none at a person's pace (the head's), the log after it otherwise", () => {
    const room = startedRoom();
    botMove(room.session); // a machine's pace: no head
    room.clock.at += 5_000;
    botMove(room.session); // a person's: its state stored
    const reads: string[] = [];
    const { store } = room;
    const entries = store.entries.bind(store);
    const snapshotAtOrBefore = store.snapshotAtOrBefore.bind(store);
    Object.assign(store, {
      entries: (...a: Parameters<typeof entries>) => {
        reads.push("entries");
        return entries(...a);
      },
      snapshotAtOrBefore: (v: number) => {
        reads.push("snapshot");
        return snapshotAtOrBefore(v);
      },
    });
    const atHead = new GameSession(room.session.ports);
    atHead.load();
    expect(reads, "the head's snapshot is the state").toEqual([]);
    expect(JSON.stringify(atHead.started().state)).toBe(JSON.stringify(room.session.started().state));
    room.clock.at += 1; // a machine's pace again: the log moves past the snapshot
    botMove(room.session);
    const behind = new GameSession(room.session.ports);
    behind.load();
    expect(reads, "only the log after the snapshot the read brought").toEqual(["entries"]);
    expect(JSON.stringify(behind.started().state)).toBe(JSON.stringify(room.session.started().state));
    // A load without it (a store that did not bring one) reads the snapshot itself, as before.
    reads.length = 0;
    new GameSession(room.session.ports).load({ ...store.readGame(), snapshot: undefined });
    expect(reads).toEqual(["snapshot", "entries"]);
  });

  it("a move at a person's pace stores its state; moves at a machine's pace only every SNAPSHOT_EVERY", () => {
    const room = startedRoom();
    botMove(room.session); // at the clock's start: the start was at the same instant, a machine's pace
    expect([...room.store.snapshots.keys()]).toEqual([0]);
    room.clock.at += 5_000;
    botMove(room.session);
    expect([...room.store.snapshots.keys()]).toEqual([0, 2]);
  });

  it("undo takes back the caller's own last action, and only one that revealed nothing and rolled no die (Starpost undo rule)", () => {
    const room = startedRoom();
    const placed = botMove(room.session); // a card from a hand no one else has seen
    expect(room.session.undo(placed.seat)).toMatchObject({
      ok: false,
      error: { code: "UNDO_NOT_ALLOWED", detail: "it revealed hidden information" },
    });
    // Play until a seat is asked whether to fight: declining reveals nothing and rolls no die.
    const g = room.session.started();
    const asked = () => pendingOf(g.game, g.state).find((p) => p.prompt === "battle");
    for (let i = 0; i < 300 && g.meta.status === "active" && !asked(); i++) botMove(room.session);
    const ask = asked()!;
    const other = ask.seat === "lord1" ? "lord2" : "lord1";
    const decline = ask.choices!.find((c) => (c as { type: string }).type === "declineBattle");
    const before = { state: JSON.stringify(g.state), version: g.version };
    const { entry, result } = value(room.session.propose(ask.seat, { action: decline }));
    room.session.commit(entry, result);
    expect(code(room.session.undo(other))).toBe("UNDO_NOT_ALLOWED");
    value(room.session.undo(ask.seat));
    expect(room.store.log.at(-1)).toMatchObject({ version: before.version + 2, seat: ask.seat, kind: "undo" });
    expect(JSON.stringify(g.state)).toBe(before.state);
    expect(room.session.awaiting()).toContain(ask.seat);
    expect(code(room.session.undo(ask.seat))).toBe("UNDO_NOT_ALLOWED");
  });

  it("a seat that resigns a two-seat game ends it, and nobody may act any more", () => {
    const room = startedRoom();
    value(room.session.resign("lord2"));
    expect(room.session.started().meta.status).toBe("finished");
    expect(code(room.session.actor(alice))).toBe("GAME_OVER");
    expect(room.outbox.filter((q) => q.n.event === "game.over").length).toBe(2);
    expect(room.session.indexRow()?.seats.every((s) => !s.awaiting)).toBe(true);
  });

  it("the drone's seat plays itself as soon as it owes a decision (LS 8)", () => {
    const room = memoryRoom();
    const i = init("last-starfighter", { options: { opponent: "drone" } });
    const seat = value(creatorSeat(i));
    room.session.create(i, seat.game, seat.seat);
    expect(room.session.startIfFull()).toBe(true); // the only human seat is taken at creation
    for (let n = 0; n < 30 && room.session.started().meta.status === "active"; n++) {
      const owing = room.session.awaiting();
      const drone = room.session
        .started()
        .meta.seats.filter((s) => s.automaton)
        .map((s) => s.seat);
      expect(owing.filter((s) => drone.includes(s))).toEqual([]);
      botMove(room.session);
    }
    const droneSeats = new Set(
      room.session
        .started()
        .meta.seats.filter((s) => s.automaton)
        .map((s) => s.seat),
    );
    expect(room.store.log.some((e) => droneSeats.has(e.seat))).toBe(true);
  });

  it("deadlines: a warning, then a vacation day drawn, then the time control's timeout — the bot moves for the seat", () => {
    const tc: TimeControl = { decisionMs: 10_000, warnBeforeMs: 2_000, vacationMs: 86_400_000, onTimeout: "bot" };
    const room = startedRoom("star-battle", { timeControl: tc });
    const seat = room.session.awaiting()[0]!;
    const deadline = room.session.deadlines()[seat]!;
    expect(deadline).toBe(room.clock.at + tc.decisionMs);
    expect(room.session.dueDeadlines()).toBeNull();
    room.clock.at = deadline - tc.warnBeforeMs;
    const warned = room.session.dueDeadlines()!;
    expect(warned.notices.map((n) => [n.event, n.seat])).toEqual([["deadline.warning", seat]]);
    // The bank in hours, as every time control; the deprecated milliseconds beside it.
    expect(warned.notices[0]!.data).toMatchObject({ seat, vacationLeftHours: 24, vacationLeftMs: 86_400_000 });
    room.session.enqueueNotices(warned.notices);
    expect(room.store.readMeta()?.clocks[seat]?.warned).toBe(true);
    room.clock.at = deadline;
    const vacation = room.session.dueDeadlines()!;
    expect([vacation.notices, vacation.worthWriting, vacation.timeout]).toEqual([[], true, null]);
    expect(room.session.deadlines()[seat]).toBe(deadline + 86_400_000);
    room.clock.at = deadline + 86_400_000;
    const timeout = room.session.dueDeadlines()!;
    expect(timeout.timeout).toBe(seat);
    room.session.applyTimeout(seat);
    expect(room.store.log.at(-1)).toMatchObject({ version: 1, seat, kind: "action", auto: "timeout" });
  });

  it("a decision told of is told again only while its seat still owes it", () => {
    const room = startedRoom();
    const seat = room.session.awaiting()[0]!;
    const told = room.outbox.find((q) => q.n.event === "decision.required" && q.n.seat === seat)!.n;
    const holder = room.session.started().meta.seats.find((s) => s.seat === seat)!.playerId!;
    const delivery = {
      id: "d1",
      channel: "webhook" as const,
      webhookId: "w1",
      event: "decision.required" as const,
      playerId: holder,
      url: "",
      secret: "",
      bot: true,
      body: "",
      version: 0,
      decisionId: told.decisionId ?? null,
      retells: 0,
      attempts: 1,
      status: "delivered" as const,
      nextAttemptAt: null,
      lastStatus: 200,
      lastError: null,
      createdAt: 0,
    };
    expect(room.session.owingSeat(delivery)).toBe(seat);
    room.session.retell(delivery, 500);
    expect(room.outbox.at(-1)).toMatchObject({
      n: { event: "decision.required", seat },
      retell: { webhookId: "w1", deliverAt: room.clock.at + 500, retells: 1 },
    });
    botMove(room.session);
    expect(room.session.owingSeat(delivery)).toBeNull();
    const queued = room.outbox.length;
    room.session.retell(delivery, 500);
    expect(room.outbox.length).toBe(queued);
  });
});
