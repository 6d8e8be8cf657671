// Every chart of the book, cell by cell, typed in again here column by column (the source holds
// them row by row) and read back through the engine's lookups.
import { describe, expect, it } from "vitest";
import {
  BATTALIONS,
  COUNTERS,
  PURCHASE_COST,
  TERRAN_FORCES,
  DEFAULT_NARONIAN_MIX,
  DEFAULT_TERRAN_BOWL,
} from "../../../src/games/barnards-star/counters";
import {
  ANOMALOUS_ROWS,
  ASSAULT_COLUMNS,
  ASSAULT_LOSSES,
  assaultResult,
  halfRoundedUp,
  navigationDelay,
  oddsColumnIndex,
  spaceColumn,
  spaceResult,
  supportColumn,
  supportResult,
  TERRAIN_EFFECTS,
  TERRAINS,
} from "../../../src/games/barnards-star/tables";

describe("BS T1 Space Combat Results Table", () => {
  // Column by column, die 1 → 6.
  const COLUMNS: Record<number, string> = {
    [-4]: "NN----",
    [-2]: "EN----",
    0: "ENN---",
    2: "ENNN--",
    4: "EENN--",
    6: "EENNN-",
    8: "EEENNN",
  };

  it("BS T1 every cell, differential by die roll", () => {
    for (const [col, cells] of Object.entries(COLUMNS)) {
      for (let die = 1; die <= 6; die++) {
        expect(spaceResult(Number(col), die), `diff ${col}, die ${die}`).toEqual({ column: Number(col), result: cells[die - 1] });
      }
    }
  });

  it("BS 6.2 a differential not shown is lowered to one that is: −3 → −4, +1 → 0, +5 → +4, +12 → +8", () => {
    expect(spaceColumn(-3)).toBe(-4);
    expect(spaceColumn(1)).toBe(0);
    expect(spaceColumn(5)).toBe(4);
    expect(spaceColumn(12)).toBe(8);
    expect(spaceResult(3, 4).result).toBe("N");
  });

  it("BS 6.2 below −4 there is no column to lower to: the fire has no effect (README R7)", () => {
    expect(spaceColumn(-5)).toBeNull();
    for (let die = 1; die <= 6; die++) expect(spaceResult(-8, die)).toEqual({ column: null, result: "-" });
  });
});

describe("BS T2 Interstellar Navigation Table", () => {
  // Unneutralized beacons → delays for die 1 … 6.
  const COLUMNS: Record<number, number[]> = {
    5: [1, 0, 0, 0, 0, 0],
    4: [1, 1, 0, 0, 0, 0],
    3: [2, 1, 1, 0, 0, 0],
    2: [2, 2, 1, 1, 0, 0],
    1: [3, 2, 2, 1, 1, 0],
    0: [5, 4, 3, 2, 2, 1],
  };

  it("BS T2 every cell, beacons by die roll", () => {
    for (const [beacons, delays] of Object.entries(COLUMNS)) {
      for (let die = 1; die <= 6; die++)
        expect(navigationDelay(Number(beacons), die), `${beacons} beacons, die ${die}`).toBe(delays[die - 1]);
    }
  });

  it("BS 5.2 six or seven functioning beacons: no delay on any roll", () => {
    for (const beacons of [6, 7]) for (let die = 1; die <= 6; die++) expect(navigationDelay(beacons, die)).toBe(0);
  });
});

describe("BS T3 Support Combat Results Table", () => {
  // Column by column, die 1 → 6; numbers are die roll modifiers, "." no effect.
  const COLUMNS: Record<number, string[]> = {
    0: ["1", "1", ".", ".", "-1", "-1"],
    1: ["2", "1", "1", ".", ".", "-1"],
    2: ["2", "2", "1", "1", ".", "."],
    3: ["3", "2", "2", "1", "1", "."],
    4: ["3", "3", "2", "2", "1", "1"],
    6: ["4", "3", "3", "2", "2", "1"],
    8: ["5", "4", "3", "3", "2", "2"],
    12: ["6", "5", "4", "3", "3", "2"],
    16: ["N", "6", "5", "4", "3", "3"],
    24: ["N", "N", "6", "5", "4", "3"],
    32: ["E", "N", "N", "6", "5", "4"],
    48: ["E", "E", "N", "N", "6", "5"],
    64: ["E", "E", "E", "N", "N", "6"],
  };
  const decode = (cell: string) =>
    cell === "." ? { kind: "none" } : cell === "N" || cell === "E" ? { kind: cell } : { kind: "modifier", value: Number(cell) };

  it("BS T3 every cell, differential by die roll", () => {
    for (const [col, cells] of Object.entries(COLUMNS)) {
      for (let die = 1; die <= 6; die++)
        expect(supportResult(Number(col), die), `diff ${col}, die ${die}`).toEqual({
          column: Number(col),
          result: decode(cells[die - 1]!),
        });
    }
  });

  it("BS 12.2 a differential not shown is lowered toward zero: 5 → 4, 7 → 6, 23 → 16, 63 → 48, 200 → 64", () => {
    expect([5, 7, 23, 63, 200].map(supportColumn)).toEqual([4, 6, 16, 48, 64]);
  });
});

describe("BS T4 Assault Combat Results Table", () => {
  // Column by column (1:2 … 6:1), rows −5 … 12, exactly as printed.
  const PRINTED: Record<string, string> = {
    "1:2": "XXCXCCWCWWWWWWWWWW",
    "1:1.5": "PPXPXXCXCCWCWWWWWW",
    "1:1": "HHPHPPXPXXCXCCWCWW",
    "1.5:1": "EEHEHHPHPPXPXXCXCC",
    "2:1": "EEEEEEHEHHPHPPXPXX",
    "3:1": "EEEEEEEEEEHEHHPHPP",
    "4:1": "EEEEEEEEEEEEEEHEHH",
    "6:1": "EEEEEEEEEEEEEEEEEE",
  };

  it("BS T4 every cell of the table as printed, odds by modified die roll", () => {
    ASSAULT_COLUMNS.forEach((col, i) => {
      for (let row = -5; row <= 12; row++) expect(assaultResult("printed", i, row), `${col}, row ${row}`).toBe(PRINTED[col]![row + 5]);
    });
  });

  it("BS T4 the anomaly: rows −2, 2, 6 and 10 read one column kinder to the attacker than the rows on either side", () => {
    const rank = { W: 0, C: 1, X: 2, P: 3, H: 4, E: 5 } as const;
    for (const row of ANOMALOUS_ROWS) {
      for (let i = 0; i < ASSAULT_COLUMNS.length - 1; i++) {
        // The anomalous row reads in column i what its neighbours read in column i + 1.
        expect(assaultResult("printed", i, row)).toBe(assaultResult("printed", i + 1, row - 1));
        expect(assaultResult("printed", i, row)).toBe(assaultResult("printed", i + 1, row + 1));
        expect(rank[assaultResult("printed", i, row)]).toBeGreaterThanOrEqual(rank[assaultResult("printed", i, row + 1)]);
      }
    }
  });

  it("BS T4 the smoothed table (option): the four rows read like the row above, every other cell as printed, and no row is kinder than the one above it", () => {
    const rank = { W: 0, C: 1, X: 2, P: 3, H: 4, E: 5 } as const;
    ASSAULT_COLUMNS.forEach((_, i) => {
      for (let row = -5; row <= 12; row++) {
        const expected = (ANOMALOUS_ROWS as readonly number[]).includes(row)
          ? assaultResult("printed", i, row - 1)
          : assaultResult("printed", i, row);
        expect(assaultResult("smoothed", i, row)).toBe(expected);
        if (row > -5) expect(rank[assaultResult("smoothed", i, row)]).toBeLessThanOrEqual(rank[assaultResult("smoothed", i, row - 1)]);
      }
    });
  });

  it("BS 12.3 odds are lowered to a column shown: 7:4 → 1.5:1, 5:2 → 2:1, 11:2 → 4:1, 20:1 → 6:1, 2:3 → 1:1.5, 3:5 → 1:2", () => {
    expect(ASSAULT_COLUMNS[oddsColumnIndex(7, 4)]).toBe("1.5:1");
    expect(ASSAULT_COLUMNS[oddsColumnIndex(5, 2)]).toBe("2:1");
    expect(ASSAULT_COLUMNS[oddsColumnIndex(11, 2)]).toBe("4:1");
    expect(ASSAULT_COLUMNS[oddsColumnIndex(20, 1)]).toBe("6:1");
    expect(ASSAULT_COLUMNS[oddsColumnIndex(2, 3)]).toBe("1:1.5");
    expect(ASSAULT_COLUMNS[oddsColumnIndex(3, 5)]).toBe("1:2");
    expect(ASSAULT_COLUMNS[oddsColumnIndex(12, 8)]).toBe("1.5:1");
  });

  it("BS T4 odds less than 1:2 are an automatic W; a left shift from 1:2 falls off the table too", () => {
    expect(oddsColumnIndex(2, 5)).toBe(-1);
    expect(assaultResult("printed", oddsColumnIndex(2, 5), 3)).toBe("W");
    expect(oddsColumnIndex(4, 8, -1)).toBe(-1);
    expect(ASSAULT_COLUMNS[oddsColumnIndex(8, 8, -1)]).toBe("1:1.5");
  });

  it("BS 12.3 modified rolls beyond the table read its first or last row", () => {
    expect(assaultResult("printed", 0, -9)).toBe(assaultResult("printed", 0, -5));
    expect(assaultResult("printed", 7, 15)).toBe("E");
    expect(assaultResult("printed", 4, 14)).toBe(assaultResult("printed", 4, 12));
  });

  it("BS 12.4 losses by result: X 50%/50%, P 0/50%, H 50%/100%, E 0/100%, W and C none; 50% rounds up", () => {
    expect(ASSAULT_LOSSES).toEqual({
      W: { attacker: 0, defender: 0 },
      C: { attacker: 0, defender: 0 },
      X: { attacker: 0.5, defender: 0.5 },
      P: { attacker: 0, defender: 0.5 },
      H: { attacker: 0.5, defender: 1 },
      E: { attacker: 0, defender: 1 },
    });
    expect([1, 2, 3, 7, 8].map(halfRoundedUp)).toEqual([1, 1, 2, 4, 4]);
  });
});

describe("BS T5 Terrain Effects Chart", () => {
  it("BS T5 every row: movement points, support, assault, and the volcano's range bonus, in priority order", () => {
    expect(TERRAINS).toEqual(["volcano", "mountain", "crevassed", "lava", "clear"]);
    expect(TERRAIN_EFFECTS).toEqual({
      volcano: { movement: 1, support: 1, assaultShift: -1, pdRangeBonus: 1 },
      mountain: { movement: 2, support: 0.5, assaultShift: -1, pdRangeBonus: 0 },
      crevassed: { movement: 1, support: 0.5, assaultShift: 0, pdRangeBonus: 0 },
      lava: { movement: 1, support: 2, assaultShift: 0, pdRangeBonus: 0 },
      clear: { movement: 1, support: 1, assaultShift: 0, pdRangeBonus: 0 },
    });
  });
});

describe("BS 2.2 The Playing Pieces", () => {
  it("BS 2.2 every counter's support, range, assault and movement as the counter strip prints them (README R1)", () => {
    const row = (k: keyof typeof COUNTERS) => [COUNTERS[k].support, COUNTERS[k].range, COUNTERS[k].assault, COUNTERS[k].movement];
    expect(row("JTr")).toEqual([0, 0, 8, 4]);
    expect(row("Reg")).toEqual([3, 1, 4, 3]);
    expect(row("Sup")).toEqual([8, 2, 2, 2]);
    expect(row("TP")).toEqual([0, 0, 1, 2]);
    expect(row("B")).toEqual([8, 3, 4, 0]);
    expect(row("PD")).toEqual([10, 5, 2, 0]);
    expect(row("DN")).toEqual([14, 3, null, null]);
    expect(row("BB")).toEqual([12, 3, null, null]);
    expect(row("BC")).toEqual([9, 3, null, null]);
    expect(row("DD")).toEqual([6, 3, null, null]);
    expect(row("TN")).toEqual([6, null, 1, 0]);
  });

  it("BS 2.2 only the transport's strength is bracketed: it defends and never fires", () => {
    for (const [kind, c] of Object.entries(COUNTERS)) expect(c.defendsOnly, kind).toBe(kind === "TN");
  });
});

describe("BS T6 Battalion Organization Chart and BS T7 Counter Mix (reconstructed)", () => {
  it("BS T6 a jump troop battalion is five jump troops, a regular battalion four regulars and a support company", () => {
    expect(BATTALIONS.jump).toEqual(["JTr", "JTr", "JTr", "JTr", "JTr"]);
    expect(BATTALIONS.regular).toEqual(["Reg", "Reg", "Reg", "Reg", "Sup"]);
  });

  it("BS 16.1 the price list: BB 4, BC 3, DD 2, jump battalion 5, regular battalion 3", () => {
    expect(PURCHASE_COST).toEqual({ BB: 4, BC: 3, DD: 2, jumpBattalion: 5, regularBattalion: 3 });
  });

  it("BS 16.2 the Terran's fixed forces", () => {
    expect(TERRAN_FORCES).toEqual({ regularBattalions: 5, jumpBattalions: 1, TP: 5, PD: 10, B: 7, ships: { BC: 1, DD: 2 } });
  });

  it("BS T7 the default counter mix: the Naronian's limits and the Terran bowl", () => {
    expect(DEFAULT_NARONIAN_MIX).toEqual({ BB: 3, BC: 4, DD: 6, jumpBattalions: 6, regularBattalions: 6 });
    expect(DEFAULT_TERRAN_BOWL).toEqual({ DN: 2, BB: 3, BC: 4, DD: 6, TN: 3, jumpTN: 1 });
  });
});
