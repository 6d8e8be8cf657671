import { describe, expect, it } from "vitest";
import { controller } from "../../../src/games/star-battle/chart";
import { editCell, play, stage2 } from "./helpers";

// Three lords on separate cards with the given fleet sizes (Scouts), nobody sharing.
function given(phaseRule: "A" | "B", scouts: [number, number, number], turn = "lord1") {
  return stage2({
    options: { players: 3, phaseRule, coreBonusShip: false },
    cells: [
      { at: [0, 0], card: "QC" },
      { at: [1, 0], card: "5D", ships: { lord1: [scouts[0], 0] } },
      { at: [2, 0], card: "6D", ships: { lord2: [scouts[1], 0] } },
      { at: [3, 0], card: "7D", ships: { lord3: [scouts[2], 0] } },
    ],
    turn,
  });
}

const pass = { type: "discard" as const, cards: [] };

describe("SB 2.2 Phase Rule A", () => {
  it("SB 2.2 turns pass in seat order, wrapping round", () => {
    let s = given("A", [1, 1, 1]);
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(s.turn!.seat);
      s = play(s, s.turn!.seat, pass).state;
    }
    expect(order).toEqual(["lord1", "lord2", "lord3", "lord1"]);
    expect(s.turn!.number).toBe(5);
  });

  it("SB 2.2 lords out of the game are skipped", () => {
    const s = given("A", [1, 1, 1]);
    s.lords.lord2!.status = "eliminated";
    editCell(s, 2, 0, (c) => delete c.ships.lord2);
    expect(play(s, "lord1", pass).state.turn!.seat).toBe("lord3");
  });
});

describe("SB 2.3 Phase Rule B", () => {
  it("SB 2.3 the lord with the fewest ships goes next, even again and again", () => {
    let s = given("B", [3, 2, 1]);
    s = play(s, "lord1", pass).state;
    expect(s.turn!.seat).toBe("lord3");
    s = play(s, "lord3", pass).state;
    expect(s.turn!.seat).toBe("lord3");
  });

  it("SB 2.3 ties go to the tied lord first in seat order after the one who just played, who comes last", () => {
    expect(play(given("B", [2, 2, 2]), "lord1", pass).state.turn!.seat).toBe("lord2");
    expect(play(given("B", [2, 2, 2], "lord2"), "lord2", pass).state.turn!.seat).toBe("lord3");
    expect(play(given("B", [1, 3, 1], "lord3"), "lord3", pass).state.turn!.seat).toBe("lord1");
    expect(play(given("B", [1, 3, 1], "lord1"), "lord1", pass).state.turn!.seat).toBe("lord3");
  });
});

describe("SB 2.4 Control", () => {
  it("SB 2.4 a lord controls a card when he alone has ships on it", () => {
    const s = stage2({
      cells: [
        { at: [0, 0], card: "QC" },
        { at: [1, 0], card: "5D", ships: { lord1: [1, 0] } },
        { at: [2, 0], card: "6D", ships: { lord1: [1, 0], lord2: [0, 1] } },
        { at: [3, 0], card: "7D", ships: { lord2: [1, 0] } },
      ],
    });
    expect(["0,0", "1,0", "2,0", "3,0"].map((k) => controller(s.chart[k]!))).toEqual([null, "lord1", null, "lord2"]);
  });
});
