import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { fleet, play, stage2, types } from "./helpers";

const pass = { type: "discard" as const, cards: [] };

describe("SB 5.1 Bonus Ships", () => {
  function core(ships: Record<string, [number, number]>, coreBonusShip = true) {
    return stage2({
      options: { coreBonusShip },
      cells: [
        { at: [0, 0], card: "QD", ships },
        { at: [1, 0], card: "5D", ships: { lord2: [1, 0] } },
      ],
    });
  }

  it("SB 5.1 Normal: a lord who controls the Core at the end of his turn gets a Scout there", () => {
    const { state, events } = play(core({ lord1: [1, 0] }), "lord1", pass);
    expect(fleet(state, 0, 0, "lord1")).toEqual([2, 0]);
    expect(events).toContainEqual({
      type: "ShipsCommissioned",
      seat: "lord1",
      at: { x: 0, y: 0 },
      scouts: 1,
      dreadnoughts: 0,
      reason: "bonus",
    });
  });

  it("SB 5.1 no bonus when the Core is shared, or when the option is off", () => {
    const shared = core({ lord1: [1, 0], lord2: [1, 0] });
    let s = play(shared, "lord1", pass).state;
    s = play(s, "lord1", { type: "declineBattle", at: { x: 0, y: 0 }, against: "lord2" }).state;
    s = play(s, "lord2", { type: "declineBattle", at: { x: 0, y: 0 }, against: "lord1" }).state;
    expect(fleet(s, 0, 0, "lord1")).toEqual([1, 0]);
    expect(fleet(play(core({ lord1: [1, 0] }, false), "lord1", pass).state, 0, 0, "lord1")).toEqual([1, 0]);
  });

  function bases(homeBaseBonusShip: boolean) {
    return stage2({
      options: { setup: "unknown-universe", players: 3, homeBaseBonusShip },
      homeBases: { lord1: [0, 0], lord2: [4, 0], lord3: [0, 4] },
      cells: [
        { at: [0, 0], card: "2D", ships: { lord1: [1, 0] } },
        { at: [4, 0], card: "3D", ships: { lord1: [1, 0] } },
        { at: [0, 4], card: "4D", ships: { lord3: [1, 0] } },
        { at: [2, 2], card: "5D", ships: { lord2: [1, 0] } },
      ],
    });
  }

  it("SB 5.1 Unknown Universe with homeBaseBonusShip: a Scout for each Home Base controlled", () => {
    const { state } = play(bases(true), "lord1", pass);
    expect(fleet(state, 0, 0, "lord1")).toEqual([2, 0]);
    expect(fleet(state, 4, 0, "lord1")).toEqual([2, 0]);
    expect(fleet(state, 0, 4, "lord3")).toEqual([1, 0]);
  });

  it("SB 5.1 Unknown Universe by default (the book's lean): Home Bases give no bonus", () => {
    const { state, events } = play(bases(false), "lord1", pass);
    expect(fleet(state, 0, 0, "lord1")).toEqual([1, 0]);
    expect(types(events)).not.toContain("ShipsCommissioned");
  });
});

describe("SB 5.2 Draw-up", () => {
  function given(ships: [number, number], hand: string[], lord2Hand: string[] = []) {
    return stage2({
      options: { coreBonusShip: false },
      cells: [
        { at: [0, 0], card: "QD" },
        { at: [1, 0], card: "5D", ships: { lord1: ships } },
        { at: [2, 0], card: "6D", ships: { lord2: [1, 0] } },
      ],
      hands: { lord1: hand, lord2: lord2Hand },
    });
  }

  it("SB 5.2 the phasing lord draws up to the number of his ships when fewer than five", () => {
    const { state, events } = play(given([2, 1], []), "lord1", pass);
    expect(state.lords.lord1!.hand).toHaveLength(3);
    expect(events).toContainEqual(expect.objectContaining({ type: "CardsDrawn", seat: "lord1", count: 3 }));
  });

  it("SB 5.2 never more than five, however many ships", () => {
    expect(play(given([6, 2], ["2C"]), "lord1", pass).state.lords.lord1!.hand).toHaveLength(5);
  });

  it("SB 5.2 a hand larger than the fleet is kept (it only stops growing), and only the phasing lord draws", () => {
    const { state } = play(given([1, 0], ["2C", "3C", "4C"], ["2H"]), "lord1", { type: "discard", cards: ["2C"] });
    expect(state.lords.lord1!.hand).toEqual(["3C", "4C"]);
    expect(state.lords.lord2!.hand).toEqual(["2H"]);
  });

  it("SB 5.2 cards come from the top of the deck", () => {
    const s = given([2, 0], []);
    const top = s.deck.slice(-2).reverse();
    expect(play(s, "lord1", pass).state.lords.lord1!.hand).toEqual(top);
  });
});

describe("SB 5.3 Deck Exhaustion", () => {
  function given(endMethod: string) {
    return stage2({
      options: { endMethod, coreBonusShip: false, coreIsHomeBase: endMethod === "C" },
      cells: [
        { at: [0, 0], card: "QD" },
        { at: [1, 0], card: "5D", ships: { lord1: [3, 0] } },
        { at: [2, 0], card: "6D", ships: { lord2: [1, 0] } },
      ],
      deck: ["2C"],
    });
  }

  it("SB 5.3 under End B or C an empty deck is refilled by shuffling the discard pile", () => {
    for (const end of ["B", "C"]) {
      const s = given(end);
      const pile = s.discard.length;
      const r = new Rng("reshuffle", "x");
      const { state, events } = play(s, "lord1", { type: "discard", cards: [] }, r);
      expect(types(events)).toContain("DeckReshuffled");
      expect(state.lords.lord1!.hand).toHaveLength(3);
      expect(state.lords.lord1!.hand[0]).toBe("2C");
      expect(state.deck).toHaveLength(pile - 2);
      expect(state.discard).toEqual([]);
      expect(r.rolls).toContainEqual(expect.objectContaining({ die: "shuffle", hidden: true }));
    }
  });

  it("SB 5.3 the cards discarded by the action that emptied the deck stay face up as the new pile", () => {
    const s = given("B");
    s.lords.lord1!.hand = ["3C", "4C"];
    s.discard = s.discard.filter((c) => c !== "3C" && c !== "4C");
    const pile = s.discard.length;
    const { state, events } = play(s, "lord1", { type: "discard", cards: ["3C", "4C"] }, new Rng("kept", "x"));
    expect(events).toContainEqual({ type: "DeckReshuffled", size: pile, kept: 2 });
    expect(state.discard).toEqual(["3C", "4C"]);
    expect(state.lords.lord1!.hand).not.toContain("3C");
    expect(state.lords.lord1!.hand).not.toContain("4C");
  });

  it("SB 5.3 / SB 6.1 under End A nothing is reshuffled: the game ends when the deck runs out", () => {
    const { state, events } = play(given("A"), "lord1", { type: "discard", cards: [] });
    expect(types(events)).not.toContain("DeckReshuffled");
    expect(state.lords.lord1!.hand).toEqual(["2C"]);
    expect(state.result).toMatchObject({ kind: "score" });
  });
});
