import { describe, expect, it } from "vitest";
import { at, choices, editCell, fleet, play, refuse, stage2, types } from "./helpers";

// Given a Normal chart: the Core (no ships) and lord1 alone on a Heart, a Club and a King;
// lord1 and lord2 share a Spade; lord2 alone on a Diamond.
function given(hand: string[], shared = true) {
  const s = stage2({
    cells: [
      { at: [0, 0], card: "QD" },
      { at: [1, 0], card: "7H", ships: { lord1: [1, 0] } },
      { at: [2, 0], card: "5C", ships: { lord1: [1, 0] } },
      { at: [3, 0], card: "9S", ships: { lord1: [1, 0], lord2: [1, 0] } },
      { at: [0, 1], card: "3D", ships: { lord2: [1, 1] } },
      { at: [-1, 0], card: "KH", ships: { lord1: [0, 1] } },
    ],
    hands: { lord1: hand },
  });
  // Without the shared Spade no battle is offered, so the turn passes at once.
  if (!shared) editCell(s, 3, 0, (c) => delete c.ships.lord2);
  return s;
}

describe("SB 3.1 Build a Ship", () => {
  it("SB 3.1 Build: cannot build on Clubs", () => {
    expect(refuse(given(["8H"]), "lord1", { type: "build", card: "8H", at: at(2, 0), ship: "scout" })).toBe("CLUBS_CANNOT_BUILD");
  });

  it("SB 3.1 / SB 2.4 Build: only on a Star System you control (alone)", () => {
    const s = given(["10S", "8D"]);
    expect(refuse(s, "lord1", { type: "build", card: "10S", at: at(3, 0), ship: "scout" })).toBe("NOT_CONTROLLED");
    expect(refuse(s, "lord1", { type: "build", card: "8D", at: at(0, 1), ship: "scout" })).toBe("NOT_CONTROLLED");
    expect(refuse(s, "lord1", { type: "build", card: "8D", at: at(9, 9), ship: "scout" })).toBe("NO_STAR_SYSTEM");
  });

  it("SB 3.1 Build: the discard must be higher than the Star System (equal is not enough)", () => {
    const s = given(["7D", "6H", "8D"]);
    expect(refuse(s, "lord1", { type: "build", card: "7D", at: at(1, 0), ship: "scout" })).toBe("DISCARD_TOO_LOW");
    expect(refuse(s, "lord1", { type: "build", card: "6H", at: at(1, 0), ship: "scout" })).toBe("DISCARD_TOO_LOW");
    const { state } = play(s, "lord1", { type: "build", card: "8D", at: at(1, 0), ship: "scout" });
    expect(fleet(state, 1, 0, "lord1")).toEqual([2, 0]);
    expect(state.discard).toContain("8D");
    expect(state.lords.lord1!.hand).not.toContain("8D");
  });

  it("SB 3.1 / SB 0.2 Build: an Ace discarded in a turn is high and beats a King", () => {
    const { state } = play(given(["AS"]), "lord1", { type: "build", card: "AS", at: at(-1, 0), ship: "scout" });
    expect(fleet(state, -1, 0, "lord1")).toEqual([1, 1]);
  });

  it("SB 3.1 Build: a suit mismatch builds only a Scout, with no free move", () => {
    const s = given(["8D", "2C"], false);
    expect(refuse(s, "lord1", { type: "build", card: "8D", at: at(1, 0), ship: "dreadnought" })).toBe("SUIT_MISMATCH");
    const { state, events } = play(s, "lord1", { type: "build", card: "8D", at: at(1, 0), ship: "scout" });
    expect(events[0]).toMatchObject({ type: "ShipBuilt", ship: "scout", freeMoveEarned: false });
    expect(types(events)).toContain("TurnEnded");
    expect(state.turn!.seat).toBe("lord2");
  });

  it("SB 3.1 Build: a suit match may build a Dreadnought", () => {
    const { state, events } = play(given(["9H", "2C"], false), "lord1", { type: "build", card: "9H", at: at(1, 0), ship: "dreadnought" });
    expect(fleet(state, 1, 0, "lord1")).toEqual([1, 1]);
    expect(events[0]).toMatchObject({ type: "ShipBuilt", ship: "dreadnought", freeMoveEarned: false });
    expect(state.turn!.seat).toBe("lord2");
  });

  it("SB 3.1 / SB 3.5 Build: a suit match may instead build a Scout and take a free move", () => {
    const { state, events } = play(given(["9H", "2C"]), "lord1", { type: "build", card: "9H", at: at(1, 0), ship: "scout" });
    expect(events[0]).toMatchObject({ type: "ShipBuilt", ship: "scout", freeMoveEarned: true });
    expect(state.turn).toMatchObject({ seat: "lord1", acted: true });
    expect(state.lords.lord1!.freeMoves).toBe(1);
  });

  it("SB 3.1 Build: Normal set-up, the Core is no lord's Home Base, so another lord alone on it blocks nothing (R8)", () => {
    const s = given(["8D"]);
    editCell(s, 0, 0, (c) => (c.ships = { lord2: { scouts: 1, dreadnoughts: 0 } }));
    expect(s.lords.lord1!.homeBase).toBeNull();
    const { state } = play(s, "lord1", { type: "build", card: "8D", at: at(1, 0), ship: "scout" });
    expect(fleet(state, 1, 0, "lord1")).toEqual([2, 0]);
  });

  it("SB 3.1 Build: with coreIsHomeBase, not while another lord controls the Core", () => {
    const s = stage2({
      options: { coreIsHomeBase: true },
      cells: [
        { at: [0, 0], card: "QD", ships: { lord2: [1, 0] } },
        { at: [1, 0], card: "7H", ships: { lord1: [1, 0] } },
      ],
      hands: { lord1: ["8D"] },
    });
    expect(refuse(s, "lord1", { type: "build", card: "8D", at: at(1, 0), ship: "scout" })).toBe("HOME_BASE_LOST");
    editCell(s, 0, 0, (c) => (c.ships.lord1 = { scouts: 1, dreadnoughts: 0 }));
    expect(() => play(s, "lord1", { type: "build", card: "8D", at: at(1, 0), ship: "scout" })).not.toThrow();
  });

  it("SB 3.1 Build: Unknown Universe Home Base held by another lord blocks building", () => {
    const s = stage2({
      options: { setup: "unknown-universe" },
      homeBases: { lord1: [0, 0], lord2: [4, 4] },
      cells: [
        { at: [0, 0], card: "2D", ships: { lord2: [1, 0] } },
        { at: [4, 4], card: "3D", ships: { lord2: [1, 0] } },
        { at: [1, 0], card: "4D", ships: { lord1: [1, 1] } },
        { at: [2, 0], card: "5D", faceUp: false },
      ],
      hands: { lord1: ["9D"] },
    });
    expect(refuse(s, "lord1", { type: "build", card: "9D", at: at(1, 0), ship: "scout" })).toBe("HOME_BASE_LOST");
    expect(refuse(s, "lord1", { type: "build", card: "9D", at: at(2, 0), ship: "scout" })).toBe("NOT_CONTROLLED");
  });

  it("SB 3.1 Build: the choices list exactly the legal builds", () => {
    const builds = choices(given(["8H", "AD"])).filter((c) => c.type === "build");
    expect(builds).toEqual([
      { type: "build", card: "AD", at: at(-1, 0), ship: "scout" },
      { type: "build", card: "8H", at: at(1, 0), ship: "scout" },
      { type: "build", card: "8H", at: at(1, 0), ship: "dreadnought" },
      { type: "build", card: "AD", at: at(1, 0), ship: "scout" },
    ]);
  });
});
