import { describe, expect, it } from "vitest";
import type { StarBattleState } from "../../../src/games/star-battle";
import { at, choices, editCell, fleet, play, refuse, stage2, types } from "./helpers";

// Given lord1's Scout and Dreadnought on a start card at the Core, with a low card on each
// side (each of a different suit) and lord2 far away at (3,3).
function around(start: string, hand = ["9D", "9C", "9S", "9H", "3C"]): StarBattleState {
  return stage2({
    // No Core bonus, so ship counts after a turn show only the move.
    options: { coreBonusShip: false },
    cells: [
      { at: [0, 0], card: start, ships: { lord1: [1, 1] } },
      { at: [1, 0], card: "2D" },
      { at: [-1, 0], card: "2C" },
      { at: [0, 1], card: "2S" },
      { at: [0, -1], card: "2H" },
      { at: [0, 2], card: "4H" },
      { at: [3, 3], card: "4D", ships: { lord2: [1, 0] } },
    ],
    hands: { lord1: hand },
  });
}

const EAST = at(1, 0);
const WEST = at(-1, 0);
const SOUTH = at(0, 1);
const NORTH = at(0, -1);

function moveTo(to: { x: number; y: number }, card = "9C") {
  return { type: "move" as const, card, from: at(0, 0), to, ship: "scout" as const };
}

describe("SB 3.2 Move a Ship and SB T1 Table 1", () => {
  for (const [suit, start] of [
    ["Diamonds", "5D"],
    ["Clubs", "5C"],
  ] as const) {
    it(`SB T1 ${suit} connect North, South, East and West`, () => {
      const s = around(start);
      for (const to of [EAST, WEST, SOUTH, NORTH]) {
        const { state } = play(s, "lord1", moveTo(to));
        expect(fleet(state, to.x, to.y, "lord1")).toEqual([1, 0]);
      }
    });
  }

  it("SB T1 Hearts connect only East and West", () => {
    const s = around("5H");
    for (const to of [EAST, WEST]) play(s, "lord1", moveTo(to));
    for (const to of [SOUTH, NORTH]) expect(refuse(s, "lord1", moveTo(to))).toBe("NO_CONNECTION");
  });

  it("SB T1 Spades connect only North and South", () => {
    const s = around("5S");
    for (const to of [SOUTH, NORTH]) play(s, "lord1", moveTo(to));
    for (const to of [EAST, WEST]) expect(refuse(s, "lord1", moveTo(to))).toBe("NO_CONNECTION");
  });

  it("SB 3.2 directions are counted from the starting card, not the destination", () => {
    // From a Spade at (0,1) a ship may go North to the Core (a Heart, which itself only links E/W).
    const s = around("5H");
    editCell(s, 0, 1, (c) => (c.ships = { lord1: { scouts: 1, dreadnoughts: 0 } }));
    const { state } = play(s, "lord1", { type: "move", card: "9C", from: SOUTH, to: at(0, 0), ship: "scout" });
    expect(fleet(state, 0, 0, "lord1")).toEqual([2, 1]);
    // ...but not from the Heart Core South to the Spade.
    expect(refuse(s, "lord1", moveTo(SOUTH))).toBe("NO_CONNECTION");
  });

  it("SB 3.2 a move is one step to an adjacent card, never to an empty place", () => {
    const s = around("5D");
    expect(refuse(s, "lord1", moveTo(at(2, 0)))).toBe("NO_CONNECTION");
    expect(refuse(s, "lord1", moveTo(at(1, 1)))).toBe("NO_CONNECTION");
    // A new record without the card, as the rules file one (the chart's index, chart-index.ts, belongs to a record whose keys never change).
    s.chart = Object.fromEntries(Object.entries(s.chart).filter(([k]) => k !== "1,0"));
    s.deck.push("2D");
    expect(refuse(s, "lord1", moveTo(EAST))).toBe("NO_STAR_SYSTEM");
  });

  it("SB 3.2 the discard must be higher than the destination card", () => {
    const s = around("5D", ["4C", "3H", "3C"]);
    editCell(s, 1, 0, (c) => (c.card = "4D"));
    s.deck = s.deck.filter((c) => c !== "4D");
    s.deck.push("2D");
    expect(refuse(s, "lord1", moveTo(EAST, "4C"))).toBe("DISCARD_TOO_LOW");
    expect(refuse(s, "lord1", moveTo(EAST, "3H"))).toBe("DISCARD_TOO_LOW");
    expect(refuse(s, "lord1", moveTo(EAST, "9D"))).toBe("CARD_NOT_IN_HAND");
  });

  it("SB 3.2 / SB 0.2 an Ace discarded in a turn beats a King destination", () => {
    const s = around("5D", ["AC", "3C"]);
    editCell(s, 1, 0, (c) => (c.card = "KD"));
    s.deck = s.deck.filter((c) => c !== "KD");
    s.deck.push("2D");
    const { state } = play(s, "lord1", moveTo(EAST, "AC"));
    expect(fleet(state, 1, 0, "lord1")).toEqual([1, 0]);
  });

  it("SB 3.2 a Dreadnought moves only on a discard of the destination's suit", () => {
    const s = around("5D");
    expect(refuse(s, "lord1", { type: "move", card: "9C", from: at(0, 0), to: EAST, ship: "dreadnought" })).toBe("SUIT_MISMATCH");
    const { state, events } = play(s, "lord1", { type: "move", card: "9D", from: at(0, 0), to: EAST, ship: "dreadnought" });
    expect(fleet(state, 1, 0, "lord1")).toEqual([0, 1]);
    expect(events[0]).toMatchObject({ type: "ShipMoved", ship: "dreadnought", freeMoveEarned: false });
  });

  it("SB 3.2 / SB 3.5 a Scout moved on a suit match earns a free move; a mismatch does not", () => {
    const s = around("5D");
    const match = play(s, "lord1", moveTo(EAST, "9D"));
    expect(match.events[0]).toMatchObject({ type: "ShipMoved", freeMoveEarned: true });
    expect(match.state.turn).toMatchObject({ seat: "lord1", acted: true });
    const miss = play(s, "lord1", moveTo(EAST, "9C"));
    expect(miss.events[0]).toMatchObject({ type: "ShipMoved", freeMoveEarned: false });
    expect(miss.state.turn!.seat).toBe("lord2");
  });

  it("SB 3.2 you can only move a ship you have there", () => {
    const s = around("5D");
    expect(refuse(s, "lord1", { type: "move", card: "9D", from: at(1, 0), to: at(0, 0), ship: "scout" })).toBe("NO_SUCH_SHIP");
    editCell(s, 0, 0, (c) => (c.ships.lord1 = { scouts: 0, dreadnoughts: 1 }));
    expect(refuse(s, "lord1", moveTo(EAST, "9D"))).toBe("NO_SUCH_SHIP");
  });
});

describe("SB 1.7 Turning Cards Up (moves into the Unknown Universe)", () => {
  function frontier(hidden: string, hand: string[]) {
    return stage2({
      options: { setup: "unknown-universe" },
      homeBases: { lord1: [0, 0], lord2: [4, 4] },
      cells: [
        { at: [0, 0], card: "5D", ships: { lord1: [1, 1] } },
        { at: [1, 0], card: hidden, faceUp: false },
        { at: [4, 4], card: "6D", ships: { lord2: [1, 1] } },
      ],
      hands: { lord1: hand },
    });
  }

  it("SB 1.7 entering a face-down card turns it up; a high enough discard completes the move", () => {
    const { state, events } = play(frontier("7S", ["9H", "3C"]), "lord1", moveTo(EAST, "9H"));
    expect(types(events).slice(0, 2)).toEqual(["CardTurnedUp", "ShipMoved"]);
    expect(events[0]).toMatchObject({ at: EAST, card: "7S" });
    expect(state.chart["1,0"]!.faceUp).toBe(true);
    expect(fleet(state, 1, 0, "lord1")).toEqual([1, 0]);
  });

  it("SB 1.7 a discard that proves too low is spent, the card stays up and the ship stays home", () => {
    const { state, events } = play(frontier("KS", ["9H", "3C"]), "lord1", moveTo(EAST, "9H"));
    expect(events[1]).toMatchObject({ type: "MoveFailed", reason: "DISCARD_TOO_LOW", card: "9H" });
    expect(state.chart["1,0"]!.faceUp).toBe(true);
    expect(fleet(state, 0, 0, "lord1")).toEqual([1, 1]);
    expect(state.discard).toContain("9H");
  });

  it("SB 1.7 a Dreadnought sent onto a face-down card of another suit fails after the card is seen", () => {
    const { events } = play(frontier("2S", ["9H"]), "lord1", { type: "move", card: "9H", from: at(0, 0), to: EAST, ship: "dreadnought" });
    expect(events[1]).toMatchObject({ type: "MoveFailed", reason: "SUIT_MISMATCH" });
  });

  it("SB 0.4 the choices for a face-down destination do not depend on the hidden card", () => {
    const strip = (s: StarBattleState) => choices(s).filter((c) => c.type === "move");
    expect(strip(frontier("KS", ["9H", "3C"]))).toEqual(strip(frontier("2D", ["9H", "3C"])));
    expect(strip(frontier("KS", ["9H", "3C"]))).toHaveLength(4);
  });
});
