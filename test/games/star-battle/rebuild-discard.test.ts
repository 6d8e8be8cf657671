import { describe, expect, it } from "vitest";
import { at, choices, conserve, editCell, fleet, play, refuse, stage2, types } from "./helpers";

// lord1 has a Scout and a Dreadnought on an 8 of Hearts that lord2 shares with one Scout.
function given(hand: string[], lord1: [number, number] = [1, 1]) {
  return stage2({
    options: { coreBonusShip: false },
    cells: [
      { at: [0, 0], card: "QD" },
      { at: [1, 0], card: "8H", ships: { lord1, lord2: [1, 0] } },
      { at: [2, 0], card: "3D", ships: { lord2: [0, 1] } },
    ],
    hands: { lord1: hand },
  });
}

describe("SB 3.3 Rebuilding", () => {
  it("SB 3.3 a lower card of the same suit may replace the Star System", () => {
    const { state, events } = play(given(["5H"]), "lord1", { type: "rebuild", at: at(1, 0), ship: "scout", card: "5H" });
    expect(state.chart["1,0"]!.card).toBe("5H");
    expect(events[0]).toMatchObject({ type: "SystemRebuilt", removed: "8H", card: "5H", ship: "scout" });
  });

  it("SB 3.3 a higher card of another suit may replace the Star System", () => {
    const { state } = play(given(["9C"]), "lord1", { type: "rebuild", at: at(1, 0), ship: "dreadnought", card: "9C" });
    expect(state.chart["1,0"]!.card).toBe("9C");
  });

  it("SB 3.3 a higher card of the same suit, or a lower or equal one of another suit, may not", () => {
    const s = given(["9H", "5C", "8S"]);
    for (const card of ["9H", "5C", "8S"]) {
      expect(refuse(s, "lord1", { type: "rebuild", at: at(1, 0), ship: "scout", card })).toBe("REBUILD_NOT_ALLOWED");
    }
  });

  it("SB 0.2 / SB 3.3 an Ace from the hand used in a rebuild is high (14), as for a build: AS replaces 5H, AH does not", () => {
    const s = given(["AS", "AH"]);
    editCell(s, 1, 0, (c) => (c.card = "5H"));
    s.lords.lord1!.hand = ["AS", "AH"];
    const five = conserve(s);
    const { state } = play(five, "lord1", { type: "rebuild", at: at(1, 0), ship: "scout", card: "AS" });
    expect(state.chart["1,0"]!.card).toBe("AS");
    expect(refuse(five, "lord1", { type: "rebuild", at: at(1, 0), ship: "scout", card: "AH" })).toBe("REBUILD_NOT_ALLOWED");
    expect(
      choices(five)
        .filter((c) => c.type === "rebuild")
        .map((c) => (c as { card: string }).card),
    ).not.toContain("AH");
  });

  it("SB 0.2 / SB 3.3 the same Ace counts 14 for a build and for a rebuild in one hand", () => {
    const s = given(["AS"]);
    editCell(s, 1, 0, (c) => (c.card = "KH"));
    const k = conserve(s);
    expect(play(k, "lord1", { type: "rebuild", at: at(1, 0), ship: "scout", card: "AS" }).state.chart["1,0"]!.card).toBe("AS");
    const b = stage2({
      options: { coreBonusShip: false },
      cells: [
        { at: [0, 0], card: "KH", ships: { lord1: [1, 0] } },
        { at: [1, 0], card: "3D", ships: { lord2: [1, 0] } },
      ],
      hands: { lord1: ["AS"] },
    });
    expect(() => play(b, "lord1", { type: "build", card: "AS", at: at(0, 0), ship: "scout" })).not.toThrow();
  });

  it("SB 0.2 / SB 3.3 with rebuildAceLow a replacing Ace counts 1: AH replaces 5H, AS does not", () => {
    const s = stage2({
      options: { coreBonusShip: false, rebuildAceLow: true },
      cells: [
        { at: [0, 0], card: "QD" },
        { at: [1, 0], card: "5H", ships: { lord1: [1, 1], lord2: [1, 0] } },
      ],
      hands: { lord1: ["AS", "AH"] },
    });
    expect(play(s, "lord1", { type: "rebuild", at: at(1, 0), ship: "scout", card: "AH" }).state.chart["1,0"]!.card).toBe("AH");
    expect(refuse(s, "lord1", { type: "rebuild", at: at(1, 0), ship: "scout", card: "AS" })).toBe("REBUILD_NOT_ALLOWED");
  });

  it("SB 3.3 the ship given up leaves, the old card is discarded, every other ship stays", () => {
    const { state } = play(given(["5H"]), "lord1", { type: "rebuild", at: at(1, 0), ship: "scout", card: "5H" });
    expect(fleet(state, 1, 0, "lord1")).toEqual([0, 1]);
    expect(fleet(state, 1, 0, "lord2")).toEqual([1, 0]);
    expect(state.discard).toContain("8H");
    expect(state.lords.lord1!.hand).not.toContain("5H");
  });

  it("SB 3.3 you can only give up a ship you have there", () => {
    const s = given(["5H"], [1, 0]);
    expect(refuse(s, "lord1", { type: "rebuild", at: at(1, 0), ship: "dreadnought", card: "5H" })).toBe("NO_SUCH_SHIP");
    expect(refuse(s, "lord1", { type: "rebuild", at: at(2, 0), ship: "scout", card: "5H" })).toBe("NO_SUCH_SHIP");
  });

  it("SB 3.3 / SB 6.4 rebuilding away your last ship puts you out of the game", () => {
    const { state, events } = play(given(["5H", "2C"], [1, 0]), "lord1", { type: "rebuild", at: at(1, 0), ship: "scout", card: "5H" });
    expect(types(events)).toContain("LordEliminated");
    expect(state.lords.lord1!.status).toBe("eliminated");
    expect(state.discard).toContain("2C");
    expect(state.result).toMatchObject({ winners: ["lord2"], kind: "elimination" });
  });
});

describe("SB 3.3 / SB T1 a rebuilt Star System", () => {
  it("SB 3.3 / SB T1 the new card decides Table 1 directions from then on", () => {
    const s = stage2({
      options: { coreBonusShip: false },
      cells: [
        { at: [0, 0], card: "QD" },
        { at: [1, 0], card: "8H", ships: { lord1: [1, 1] } },
        { at: [2, 0], card: "2D" },
        { at: [1, 1], card: "2C" },
        { at: [5, 5], card: "3D", ships: { lord2: [1, 0] } },
      ],
      hands: { lord1: ["9S", "7C", "6D"] },
    });
    const east = { type: "move" as const, card: "7C", from: at(1, 0), to: at(2, 0), ship: "scout" as const };
    const south = { ...east, to: at(1, 1) };
    expect(refuse(s, "lord1", south)).toBe("NO_CONNECTION");
    let { state } = play(s, "lord1", { type: "rebuild", at: at(1, 0), ship: "dreadnought", card: "9S" });
    state = play(state, "lord2", { type: "discard", cards: [] }).state;
    expect(state.turn!.seat).toBe("lord1");
    expect(refuse(state, "lord1", east)).toBe("NO_CONNECTION");
    expect(play(state, "lord1", south).events[0]).toMatchObject({ type: "ShipMoved", to: at(1, 1) });
  });
});

describe("SB 3.4 Discarding", () => {
  it("SB 3.4 discarding any cards puts them on the discard pile and ends the turn", () => {
    const s = given(["5H", "9C", "2S"]);
    editCell(s, 1, 0, (c) => (c.ships = { lord1: { scouts: 1, dreadnoughts: 1 } }));
    const { state, events } = play(s, "lord1", { type: "discard", cards: ["9C", "2S"] });
    // Two ships in play: after the discard the hand is drawn back up to two (SB 5.2).
    expect(state.lords.lord1!.hand).toHaveLength(2);
    expect(state.lords.lord1!.hand[0]).toBe("5H");
    expect(state.discard.slice(-2)).toEqual(["9C", "2S"]);
    expect(types(events)).toEqual(["CardsDiscarded", "CardsDrawn", "TurnEnded", "TurnBegan"]);
    expect(state.turn!.seat).toBe("lord2");
  });

  it("SB 3.4 discarding nothing is a pass", () => {
    const s = given(["5H"]);
    editCell(s, 1, 0, (c) => (c.ships = { lord1: { scouts: 1, dreadnoughts: 1 } }));
    const { state } = play(s, "lord1", { type: "discard", cards: [] });
    expect(state.turn!.seat).toBe("lord2");
  });

  it("SB 3.4 only cards from your hand, each once", () => {
    const s = given(["5H"]);
    expect(refuse(s, "lord1", { type: "discard", cards: ["KS"] })).toBe("CARD_NOT_IN_HAND");
    expect(refuse(s, "lord1", { type: "discard", cards: ["5H", "5H"] })).toBe("DUPLICATE_CARD");
  });

  it("SB 3.4 the choices offer every subset of the hand", () => {
    const discards = choices(given(["5H", "9C", "2S"])).filter((c) => c.type === "discard");
    expect(discards).toHaveLength(8);
    expect(discards).toContainEqual({ type: "discard", cards: [] });
    expect(discards).toContainEqual({ type: "discard", cards: ["5H", "9C", "2S"] });
  });
});
