// Decision identities (durable-objects/room/decisions.ts): a seat's decision stays the same while
// it owes the same thing and has not acted, however many other seats act; an answer is stale only
// when its own seat's decision changed.
import { describe, expect, it } from "vitest";
import { decisionId, nextDecisions, newlyOpened, staleness, type DecisionBook } from "../../durable-objects/room/decisions";
import type { AnyGameModule, PendingDecision } from "../../src/engine/contract";

/** A game whose state is simply the list of pending decisions. */
const game = { pending: (s: { pending: PendingDecision<unknown>[] }) => s.pending } as unknown as AnyGameModule;
const owe = (seat: string, choices: unknown[], prompt = "order") => ({ seat, prompt, text: `${seat} decides`, choices });
const state = (...pending: PendingDecision<unknown>[]) => ({ pending });
const seatsOf = (s: { pending: PendingDecision<unknown>[] }) => [...new Set(s.pending.map((p) => p.seat))];

type State = ReturnType<typeof state>;
/** The book after a commit from `before` (null: the start) to `after`. */
function commit(book: DecisionBook, before: State | null, after: State, actor: string | null, version: number): DecisionBook {
  return nextDecisions(game, book, before, after, seatsOf(after), actor, version);
}

describe("decision identities", () => {
  it("both seats of a simultaneous turn keep their decisions when the other answers first", () => {
    const s0 = state(owe("red", ["a", "b"]), owe("blue", ["x", "y"]));
    const v0 = commit({}, null, s0, null, 0);
    expect(newlyOpened(v0, 0).sort()).toEqual(["blue", "red"]);
    const v1 = commit(v0, s0, state(owe("blue", ["x", "y"])), "red", 1);
    expect(v1.blue).toBe(v0.blue);
    expect(newlyOpened(v1, 1)).toEqual([]);
    // Blue answers what it read at version 0: the same decision, so not stale.
    expect(staleness(v1, "blue", 1, { version: 0 })).toBeNull();
    expect(staleness(v1, "blue", 1, { decision: decisionId("blue", v0.blue!) })).toBeNull();
  });

  it("a seat that acts and owes again has a new decision, even one that looks the same", () => {
    const s0 = state(owe("red", ["a"]));
    const v0 = commit({}, null, s0, null, 0);
    const v1 = commit(v0, s0, state(owe("red", ["a"])), "red", 1);
    expect(v1.red).toEqual({ since: 1 });
    expect(newlyOpened(v1, 1)).toEqual(["red"]);
    expect(staleness(v1, "red", 1, { version: 0 })?.kind).toBe("version");
    expect(staleness(v1, "red", 1, { decision: decisionId("red", v0.red!) })?.kind).toBe("decision");
  });

  it("another seat's move that changes what a seat is asked opens a new decision for it", () => {
    const s0 = state(owe("red", ["a"]), owe("blue", ["x", "y"]));
    const v0 = commit({}, null, s0, null, 0);
    const v1 = commit(v0, s0, state(owe("blue", ["x"])), "red", 1);
    expect(v1.blue!.since).toBe(1);
    expect(newlyOpened(v1, 1)).toEqual(["blue"]);
    expect(staleness(v1, "blue", 1, { version: 0 })).toMatchObject({ kind: "version" });
  });

  it("a prompt or text that changes is a new decision too", () => {
    const s0 = state(owe("red", ["a"], "order"), owe("blue", ["x"]));
    const v0 = commit({}, null, s0, null, 0);
    const v1 = commit(v0, s0, state(owe("red", ["a"], "retreat"), owe("blue", ["x"])), "blue", 1);
    expect(v1.red!.since).toBe(1);
  });

  it("refuses versions from the future, and a seat that owes nothing", () => {
    const v0 = commit({}, null, state(owe("red", ["a"])), null, 0);
    expect(staleness(v0, "red", 0, { version: 3 })?.kind).toBe("version");
    expect(staleness(v0, "blue", 0, { version: 0 })).toBeNull(); // current version: the room says NOT_YOUR_DECISION
    expect(staleness(v0, "blue", 2, { version: 1 })?.detail).toContain("owes no decision");
    expect(staleness(v0, "blue", 0, { decision: "0.blue" })?.kind).toBe("decision");
  });

  it("a seat keeps its decision across several other seats' moves while what it is asked stays the same", () => {
    const s0 = state(owe("red", ["a"]), owe("green", ["g"]), owe("blue", ["x"]));
    const v0 = commit({}, null, s0, null, 0);
    const s1 = state(owe("green", ["g"]), owe("blue", ["x"]));
    const v1 = commit(v0, s0, s1, "red", 1);
    const v2 = commit(v1, s1, state(owe("blue", ["x"])), "green", 2);
    expect(v2.blue).toEqual({ since: 0 });
    expect(staleness(v2, "blue", 2, { version: 0 })).toBeNull();
  });

  it("seats that owe nothing leave the book, and a finished game's book is empty", () => {
    const s0 = state(owe("red", ["a"]), owe("blue", ["x"]));
    const v0 = commit({}, null, s0, null, 0);
    expect(Object.keys(commit(v0, s0, state(owe("blue", ["x"])), "red", 1))).toEqual(["blue"]);
    expect(nextDecisions(game, v0, s0, state(), [], "red", 1)).toEqual({});
  });
});
