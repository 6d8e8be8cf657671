// The built-in opponent failing inside a room: its search throws, or chooses an action the rules
// refuse. The seat still moves (the uniform bot's choice, with no opponent mark), the game never
// stalls, and each failure is one structured error line naming the game, seat and level.
// The search is replaced with vi.mock, so this file runs isolated (test/mocking-files.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { creatorSeat } from "../../durable-objects/room/session";
import { init, memoryRoom, value } from "./memory-room";

const fault = vi.hoisted(() => ({ mode: "none" as "none" | "throw" | "illegal" }));

vi.mock("../../src/engine/opponent/levels", async (original) => {
  const real = await original<typeof import("../../src/engine/opponent/levels")>();
  return {
    ...real,
    opponentAction: (...args: Parameters<typeof real.opponentAction>) => {
      if (fault.mode === "throw") throw new Error("injected: the search failed");
      if (fault.mode === "illegal") return { type: "no-such-action" };
      return real.opponentAction(...args);
    },
  };
});

/** A Star Battle game against the built-in opponent (lord2), started and owing its first decisions. */
function gameAgainstOpponent() {
  const room = memoryRoom();
  const i = init("star-battle", { opponents: { lord2: "standard" } });
  const seat = value(creatorSeat(i));
  room.session.create(i, seat.game, seat.seat);
  expect(room.session.startIfFull()).toBe(true);
  return room;
}

/** The opponent's first decision, played by the room as it plays it after a move (the person's moves first, where they owe first). */
function opponentPlays(room: ReturnType<typeof memoryRoom>) {
  for (let i = 0; i < 20 && room.session.opponentOwing() === null; i++) {
    const seat = room.session.awaiting()[0]!;
    const { action } = value(room.session.suggest(seat));
    const { entry, result } = value(room.session.propose(seat, { action }));
    room.session.commit(entry, result);
  }
  const owing = room.session.opponentOwing();
  expect(owing, "the opponent owes a decision at the start").not.toBeNull();
  const before = room.store.log.length;
  room.session.playOpponent(owing!.seat, owing!.level);
  return { seat: owing!.seat, entries: room.store.log.slice(before) };
}

const errorLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>);

describe("the built-in opponent failing", () => {
  afterEach(() => {
    fault.mode = "none";
    vi.restoreAllMocks();
  });

  it("its own choice is marked with its level and seed, and writes no error line", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const room = gameAgainstOpponent();
    const { seat, entries } = opponentPlays(room);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ seat, opponent: { level: "standard" } });
    expect(error).not.toHaveBeenCalled();
  });

  it("a search that throws: the uniform bot moves for the seat, unmarked, and one line names the game, seat, level and error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fault.mode = "throw";
    const room = gameAgainstOpponent();
    const { seat, entries } = opponentPlays(room);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ seat, kind: "action" });
    expect(entries[0]).not.toHaveProperty("opponent");
    expect(room.session.started().meta.status).toBe("active");
    expect(errorLines(error)).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "the built-in opponent could not choose",
        gameId: "g1",
        seat,
        opponentLevel: "standard",
        error: expect.objectContaining({ name: "Error", message: "injected: the search failed" }),
      }),
    ]);
  });

  it("an action the rules cannot read: nothing of it is committed, the uniform bot moves instead, one line says why", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fault.mode = "illegal";
    const room = gameAgainstOpponent();
    const { seat, entries } = opponentPlays(room);
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]!.action)).not.toContain("no-such-action");
    const lines = errorLines(error);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      msg: "the built-in opponent chose an illegal action",
      gameId: "g1",
      seat,
      opponentLevel: "standard",
    });
    expect(lines[0]!.error).toMatchObject({ name: "Error", message: expect.stringContaining("no-such-action") });
  });
});
