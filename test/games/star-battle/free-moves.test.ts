import { describe, expect, it } from "vitest";
import { at, choices, fleet, play, refuse, stage2, types } from "./helpers";

// lord1 alone on a 5 of Diamonds with Diamonds in hand: every Scout build earns a free move.
function given(options: Record<string, unknown> = {}, hand = ["9D", "8D", "7D"]) {
  return stage2({
    options: { coreBonusShip: false, ...options },
    cells: [
      { at: [0, 0], card: "QC" },
      { at: [1, 0], card: "5D", ships: { lord1: [1, 0] } },
      { at: [2, 0], card: "3D", ships: { lord2: [1, 0] } },
    ],
    hands: { lord1: hand },
  });
}

const build = (card: string) => ({ type: "build" as const, card, at: at(1, 0), ship: "scout" as const });

describe("SB 3.5 Free Moves", () => {
  it("SB 3.5 a free move may be used at once, for any action, and is spent by it", () => {
    let { state } = play(given(), "lord1", build("9D"));
    expect(state.lords.lord1!.freeMoves).toBe(1);
    const second = play(state, "lord1", { type: "build", card: "8D", at: at(1, 0), ship: "dreadnought" });
    expect(second.events[0]).toMatchObject({ type: "ShipBuilt", freeMoveSpent: true, freeMoveEarned: false });
    state = second.state;
    expect(fleet(state, 1, 0, "lord1")).toEqual([2, 1]);
    expect(state.turn!.seat).toBe("lord2");
  });

  it("SB 3.5 free moves chain: a free move that matches suits earns another", () => {
    let { state } = play(given(), "lord1", build("9D"));
    state = play(state, "lord1", build("8D")).state;
    expect(state.lords.lord1!.freeMoves).toBe(1);
    expect(state.turn).toMatchObject({ seat: "lord1", acted: true });
  });

  it("SB 3.5 unused free moves are lost at the end of the turn (default)", () => {
    const { state } = play(given(), "lord1", build("9D"));
    expect(choices(state)).toContainEqual({ type: "endTurn" });
    const ended = play(state, "lord1", { type: "endTurn" });
    expect(ended.events.find((e) => e.type === "TurnEnded")).toMatchObject({ freeMovesLost: 1 });
    expect(ended.state.lords.lord1!.freeMoves).toBe(0);
  });

  it("SB 3.5 with keepFreeMoves they are banked and used in a later turn", () => {
    let { state } = play(given({ keepFreeMoves: true }), "lord1", build("9D"));
    state = play(state, "lord1", { type: "endTurn" }).state;
    expect(state.lords.lord1!.freeMoves).toBe(1);
    state = play(state, "lord2", { type: "discard", cards: [] }).state;
    expect(state.turn).toMatchObject({ seat: "lord1", acted: false });
    // The turn's own action, then the banked free move.
    state = play(state, "lord1", { type: "build", card: "8D", at: at(1, 0), ship: "dreadnought" }).state;
    expect(state.turn).toMatchObject({ seat: "lord1", acted: true });
    const last = play(state, "lord1", { type: "discard", cards: [] });
    expect(last.events[0]).toMatchObject({ type: "CardsDiscarded", freeMoveSpent: true });
    expect(last.state.lords.lord1!.freeMoves).toBe(0);
  });

  it("SB 3.5 / SB 3.0 a turn cannot be ended before its action; discarding nothing is the pass", () => {
    const s = given();
    expect(refuse(s, "lord1", { type: "endTurn" })).toBe("MUST_ACT_FIRST");
    expect(choices(s)).not.toContainEqual({ type: "endTurn" });
  });

  it("SB 3.5 without a free move no second action is allowed", () => {
    const s = given();
    s.turn!.acted = true;
    expect(refuse(s, "lord1", build("9D"))).toBe("NO_FREE_MOVE");
    expect(choices(s)).toEqual([{ type: "endTurn" }]);
  });

  it("SB 3.5 discarding as a free move ends the turn", () => {
    const { state } = play(given(), "lord1", build("9D"));
    const r = play(state, "lord1", { type: "discard", cards: ["7D"] });
    expect(types(r.events)).toContain("TurnEnded");
    expect(r.state.turn!.seat).toBe("lord2");
  });
});
