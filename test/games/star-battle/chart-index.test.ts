// The chart's side index by number (chart-index.ts) must read every record as it is: a laid card
// is filed in a new record (so no index made before goes stale),
// and a record whose keys were changed in place after it was indexed is caught by the invariants.
// (A copy's chart, shared until a step writes it, is chart-write.test.ts's.)
import { describe, expect, it } from "vitest";
import { starBattle } from "../../../src/games/star-battle";
import { cellAt, cellBeside, cellsInOrder, fileCell, key } from "../../../src/games/star-battle/chart";
import { indexMatches } from "../../../src/games/star-battle/chart-index";
import type { Cell } from "../../../src/games/star-battle/state";
import { at, stage2 } from "./helpers";

function threeCards() {
  return stage2({
    cells: [
      { at: [0, 0], card: "KH", ships: { lord1: [1, 1], lord2: [1, 0] } },
      { at: [1, 0], card: "2D" },
      { at: [0, 1], card: "3C" },
    ],
  });
}

const laid = (x: number, y: number, card: string) => ({ x, y, card, faceUp: true, ships: {} });

describe("the chart's index by number (SB 1.4 placement, SB T1 neighbours)", () => {
  it("SB 1.4 a card laid after the chart was read is found at once, filed in a new record in reading order", () => {
    const s = threeCards();
    const earlier = s.chart;
    expect(cellAt(s, at(-1, 0))).toBeUndefined(); // the index of the earlier record is made here
    fileCell(s, laid(-1, 0, "4S"));
    expect(s.chart).not.toBe(earlier);
    expect(Object.keys(s.chart)).toEqual(["-1,0", "0,0", "1,0", "0,1"]);
    expect(cellAt(s, at(-1, 0))?.card).toBe("4S");
    expect(cellBeside(s, at(0, 0), "W")?.card).toBe("4S");
    expect(cellsInOrder(s).map(key)).toEqual(["-1,0", "0,0", "1,0", "0,1"]);
    // The earlier record, which a search's other states may still hold, is read as it was.
    expect(Object.keys(earlier)).toEqual(["0,0", "1,0", "0,1"]);
    expect(indexMatches(earlier)).toBe(true);
    expect(cellAt({ ...s, chart: earlier }, at(-1, 0))).toBeUndefined();
  });

  it("SB 1.4 a card laid east of the last card still makes a new record (no key is added in place)", () => {
    const s = threeCards();
    const earlier = s.chart;
    expect(cellAt(s, at(1, 1))).toBeUndefined();
    fileCell(s, laid(1, 1, "4S"));
    expect(s.chart).not.toBe(earlier);
    expect(Object.keys(s.chart)).toEqual(["0,0", "1,0", "0,1", "1,1"]);
    expect(cellAt(s, at(1, 1))?.card).toBe("4S");
  });

  it("a chart out of reading order is filed sorted whole, as before", () => {
    const s = stage2({
      cells: [
        { at: [0, 1], card: "3C" },
        { at: [0, 0], card: "KH", ships: { lord1: [1, 1], lord2: [1, 0] } },
      ],
    });
    expect(cellsInOrder(s).map(key)).toEqual(["0,0", "0,1"]);
    fileCell(s, laid(1, 0, "4S"));
    expect(Object.keys(s.chart)).toEqual(["0,0", "1,0", "0,1"]);
  });

  it("the invariants catch a record whose keys changed after it was indexed", () => {
    const s = threeCards();
    expect(() => starBattle.assert(s)).not.toThrow();
    expect(cellAt(s, at(1, 0))?.card).toBe("2D");
    // Edited in place, as no rule does: the index made above no longer matches the record.
    delete (s.chart as Record<string, Cell>)["1,0"];
    s.discard.push("2D");
    expect(indexMatches(s.chart)).toBe(false);
    expect(() => starBattle.assert(s)).toThrow(/indexed/);
  });
});
