// The built-in opponent's evaluation of a Star Battle rollout cut short (src/games/star-battle/evaluate.ts):
// the End A score the game is won on, weighed with each side's risk of being wiped out in battle.
import { describe, expect, it } from "vitest";
import { evaluate, wipeOutRisk } from "../../../src/games/star-battle/evaluate";
import { type CellSpec, stage2 } from "./helpers";

describe("SB 4.2 / SB 6.4 the risk of being wiped out", () => {
  it("SB 4.2 ships all on cards shared with an enemy are lost in one round at ½ a Scout and ¼ a Dreadnought", () => {
    const s = stage2({ cells: [{ at: [0, 0], card: "QC", ships: { lord1: [1, 1], lord2: [1, 0] } }] });
    expect(wipeOutRisk(s, "lord1")).toBeCloseTo(1 / 8);
    expect(wipeOutRisk(s, "lord2")).toBeCloseTo(1 / 2);
  });

  it("SB 2.4 a ship on a card of its own cannot be caught this turn: the threat counts only in part", () => {
    const split = stage2({
      cells: [
        { at: [0, 0], card: "QC", ships: { lord1: [0, 1], lord2: [1, 1] } },
        { at: [1, 0], card: "10D", ships: { lord1: [1, 0] } },
      ],
    });
    const together = stage2({ cells: [{ at: [0, 0], card: "QC", ships: { lord1: [1, 1], lord2: [1, 1] } }] });
    expect(wipeOutRisk(split, "lord1")).toBeGreaterThan(0);
    expect(wipeOutRisk(split, "lord1")).toBeLessThan(wipeOutRisk(together, "lord1"));
  });
});

describe("SB 6.1 the opponent's evaluation under End A", () => {
  const apart = (lord1: [number, number], lord2: [number, number]): CellSpec[] => [
    { at: [0, 0], card: "QC", ships: { lord1 } },
    { at: [1, 0], card: "QD", ships: { lord2 } },
  ];

  it("SB 6.1 even positions are ½, and the two lords' values add up to 1", () => {
    const s = stage2({ cells: apart([1, 1], [1, 1]), deck: ["2C"] });
    expect(evaluate(s, "lord1")).toBeCloseTo(0.5);
    const uneven = stage2({ cells: apart([1, 0], [2, 1]), deck: ["2C"] });
    expect(evaluate(uneven, "lord1") + evaluate(uneven, "lord2")).toBeCloseTo(1);
  });

  it("SB 6.1 a lead on the score counts more as the deck runs down", () => {
    // lord1 has one ship fewer on a card of the same value: a point ahead on the SB 6.1 score.
    const late = stage2({ cells: apart([1, 1], [2, 1]), deck: ["2C"] });
    const early = stage2({
      cells: apart([1, 1], [2, 1]),
      deck: ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD"],
    });
    expect(evaluate(late, "lord1")).toBeGreaterThan(evaluate(early, "lord1"));
    expect(evaluate(early, "lord1")).toBeGreaterThan(0.5);
  });

  it("SB 6.4 giving up a ship on a contested card for a point of score is worse early in the game", () => {
    const deck = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD"];
    const both = stage2({ cells: [{ at: [0, 0], card: "QC", ships: { lord1: [1, 1], lord2: [1, 1] } }], deck });
    const alone = stage2({ cells: [{ at: [0, 0], card: "QC", ships: { lord1: [0, 1], lord2: [1, 1] } }], deck });
    expect(evaluate(alone, "lord1")).toBeLessThan(evaluate(both, "lord1"));
  });

  it("SB 6.2 under End B the share of ships counts", () => {
    const s = stage2({ options: { endMethod: "B" }, cells: apart([2, 0], [0, 1]) });
    expect(evaluate(s, "lord1")).toBeCloseTo(0.5);
  });
});

describe("SB 6.5 the opponent's evaluation near the turn limit under Ends B and C", () => {
  // lord1 has one ship fewer on a card of the same value: fewer ships, a point ahead on the SB 6.1 score.
  const cells: CellSpec[] = [
    { at: [0, 0], card: "QC", ships: { lord1: [1, 1] } },
    { at: [1, 0], card: "QD", ships: { lord2: [2, 1] } },
  ];

  it("SB 6.5 far from the limit only the share of ships counts", () => {
    const s = stage2({ options: { endMethod: "B", turnLimit: 300 }, cells, turnNumber: 5 });
    expect(evaluate(s, "lord1")).toBeCloseTo(3 / 7);
  });

  it("SB 6.5 as the limit nears the End A score it will be decided on counts more, until the lead on it wins out", () => {
    const at = (turnNumber: number) => evaluate(stage2({ options: { endMethod: "B", turnLimit: 80 }, cells, turnNumber }), "lord1");
    expect(at(40)).toBeGreaterThan(3 / 7);
    expect(at(70)).toBeGreaterThan(at(40));
    expect(at(79)).toBeGreaterThan(0.5);
  });
});
