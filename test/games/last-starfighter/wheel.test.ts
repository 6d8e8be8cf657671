import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { optionsSchema, wheelTableOf } from "../../../src/games/last-starfighter/options";
import {
  boundaryMargin,
  COMPUTED_WHEEL_TABLE,
  computeWheelTable,
  formatWheelTable,
  isDisengaging,
  moveGeometric,
  moveOnTable,
  opposite,
  parseWheelTable,
  sectorOf,
  turnWheel,
  wheelTableProblems,
  type WheelSetting,
  type WheelTable,
  wrap,
} from "../../../src/games/last-starfighter/wheel";
import { ccw, cw, given, play, refuse, straight } from "./helpers";

// The 8×8 table printed in RECONSTRUCTIONS.md (row = view-port, column = view).
const PRINTED = `
1/1 2/3 2/4 1/4 1/5 1/6 8/6 8/7
3/2 3/3 3/4 3/5 2/5 2/6 2/7 2/8
4/2 4/3 4/4 4/5 3/5 3/6 3/7 3/8
4/1 5/3 5/4 4/4 4/5 4/6 4/7 4/8
5/1 5/2 5/3 5/4 5/5 5/6 5/7 5/8
6/1 6/2 6/3 6/4 6/5 6/6 5/6 5/7
6/8 7/2 7/3 7/4 7/5 6/5 6/6 6/7
7/8 8/2 8/3 8/4 8/5 7/5 7/6 7/7`
  .trim()
  .split("\n")
  .map((row) => row.trim().split(/\s+/));

const w = (viewPort: number, view: number): WheelSetting => ({ viewPort, view });

/** The book's two navigation examples (LS 1.3), as (start, my clicks, their clicks) → after headings → after moving. */
function bookExamplesHold(table: WheelTable): boolean {
  const one = turnWheel(w(1, 1), 2, 2);
  const two = turnWheel(w(6, 6), -2, 1);
  const same = (a: WheelSetting, b: WheelSetting) => a.viewPort === b.viewPort && a.view === b.view;
  return (
    same(turnWheel(w(1, 1), 2, 0), w(7, 1)) &&
    same(one, w(7, 7)) &&
    same(moveOnTable(table, one), w(6, 6)) &&
    same(turnWheel(w(6, 6), -2, 0), w(8, 6)) &&
    same(two, w(8, 5)) &&
    same(moveOnTable(table, two), w(8, 5)) &&
    same(moveOnTable(table, w(1, 1)), w(1, 1))
  );
}

describe("LS 1.1 Parts of the Wheel", () => {
  it("LS 1.1 eight view-ports ring my ship, counted clockwise from the nose (3 starboard, 5 tail, 7 port), and eight views show the opponent; every setting stays on the dial", () => {
    expect([0, 22, 23, 90, 180, 270, 315, -45, 359].map(sectorOf)).toEqual([1, 1, 2, 3, 5, 7, 8, 8, 1]);
    expect([0, 1, 8, 9, -7].map(wrap)).toEqual([8, 1, 8, 1, 1]);
    for (const row of COMPUTED_WHEEL_TABLE) {
      expect(row).toHaveLength(8);
      for (const cell of row) for (const n of [cell.viewPort, cell.view]) expect(n >= 1 && n <= 8 && Number.isInteger(n)).toBe(true);
    }
    expect(COMPUTED_WHEEL_TABLE).toHaveLength(8);
    // The opponent's wheel reads my setting the other way round: its view-port is my view.
    expect(opposite(w(2, 6))).toEqual(w(6, 2));
    // The turret circle uses the same eight sectors.
    expect(refuse(given({ phase: "turret" }), "pilot1", { type: "aimTurret", sector: 9 })).toBe("INVALID_ACTION");
    expect(refuse(given({ phase: "turret" }), "pilot1", { type: "aimTurret", sector: 0 })).toBe("INVALID_ACTION");
  });
});

describe("LS 1.2 Navigating: the movement table computed from the wheel geometry (reconstructed, r = 0.4)", () => {
  const cells = PRINTED.flatMap((row, p) => row.map((cell, v) => [p + 1, v + 1, cell] as const));

  it.each(cells)("LS 1.2 cell P%i/V%i moves to %s as printed", (p, v, cell) => {
    const got = COMPUTED_WHEEL_TABLE[p - 1]![v - 1]!;
    expect(`${got.viewPort}/${got.view}`).toBe(cell);
  });

  it("LS 1.2 the whole computed table equals the printed one", () => {
    expect(formatWheelTable(computeWheelTable(0.4))).toEqual(PRINTED);
  });

  it("LS 1.2 no bearing read for the table lies within 2° of a sector boundary at r = 0.4", () => {
    expect(boundaryMargin(0.4)).toBeGreaterThan(2);
    // The measure can fail: at r = √½ − ½ ≈ 0.207, where the book's examples stop holding, a cell sits on a boundary.
    expect(boundaryMargin(Math.SQRT1_2 - 0.5)).toBeLessThan(0.01);
  });

  it("LS 1.3 every book example holds inside 0.207 < r < 0.5 and fails outside it", () => {
    for (const r of [0.21, 0.3, 0.4, 0.45, 0.49]) expect(bookExamplesHold(computeWheelTable(r)), `r = ${r}`).toBe(true);
    for (const r of [0.1, 0.2, 0.51, 0.7]) expect(bookExamplesHold(computeWheelTable(r)), `r = ${r}`).toBe(false);
  });

  it("LS 1.2 my k clicks clockwise take P down by k; the opponent's take V down by k (wrapping 1..8)", () => {
    expect(turnWheel(w(2, 5), 3, 0)).toEqual(w(7, 5));
    expect(turnWheel(w(2, 5), -3, 0)).toEqual(w(5, 5));
    expect(turnWheel(w(2, 5), 0, 6)).toEqual(w(2, 7));
    expect(turnWheel(w(8, 8), -6, -6)).toEqual(w(6, 6));
  });

  it("LS 1.2 flying forward never changes the relative heading P − V", () => {
    for (let p = 1; p <= 8; p++) {
      for (let v = 1; v <= 8; v++) {
        const to = COMPUTED_WHEEL_TABLE[p - 1]![v - 1]!;
        expect((to.viewPort - to.view - (p - v) + 16) % 8, `${p}/${v}`).toBe(0);
      }
    }
  });

  it("LS 1.2 / 3.2 the two wheels agree: the cell for V/P is the mirror of the cell for P/V", () => {
    for (let p = 1; p <= 8; p++) {
      for (let v = 1; v <= 8; v++) expect(COMPUTED_WHEEL_TABLE[v - 1]![p - 1]).toEqual(opposite(COMPUTED_WHEEL_TABLE[p - 1]![v - 1]!));
    }
    expect(wheelTableProblems(COMPUTED_WHEEL_TABLE)).toEqual([]);
  });

  it("LS 1.2 / 3.2 the two wheels agree along 2,000 random turns, each worked on its own wheel", () => {
    const rng = new Rng("wheels-agree", "test");
    let mine = w(rng.int(8) + 1, rng.int(8) + 1);
    let theirs = opposite(mine);
    for (let i = 0; i < 2000; i++) {
      const a = rng.int(13) - 6;
      const b = rng.int(13) - 6;
      mine = moveOnTable(COMPUTED_WHEEL_TABLE, turnWheel(mine, a, b));
      theirs = moveOnTable(COMPUTED_WHEEL_TABLE, turnWheel(theirs, b, a));
      expect(theirs).toEqual(opposite(mine));
    }
  });

  it("LS 1.2 the geometry itself (not only the table) is symmetric between the two ships", () => {
    for (const r of [0.25, 0.4]) {
      for (let p = 1; p <= 8; p++)
        for (let v = 1; v <= 8; v++) expect(moveGeometric(w(v, p), r)).toEqual(opposite(moveGeometric(w(p, v), r)));
    }
  });
});

describe("LS 1.3 Navigation Example, played as turns of a duel", () => {
  it("LS 1.3 from nose to nose, both turn 2 clicks clockwise: both wheels read 6/6", () => {
    let s = given({ phase: "heading", wheel: [1, 1] });
    s = play(s, "pilot1", cw(2)).state;
    const { state, events } = play(s, "pilot2", cw(2));
    const moved = events.find((e) => e.type === "ShipsMoved")!;
    expect(moved.afterHeadings).toEqual([
      { seat: "pilot1", viewPort: 7, view: 7 },
      { seat: "pilot2", viewPort: 7, view: 7 },
    ]);
    expect(state.wheel).toEqual(w(6, 6));
    // 6/6 is a disengaging position where no laser bears, so the turn ended: read its report.
    expect(state.lastReport!.movement!.final).toEqual([
      { seat: "pilot1", viewPort: 6, view: 6 },
      { seat: "pilot2", viewPort: 6, view: 6 },
    ]);
  });

  it("LS 1.3 from 6/6, I turn 2 counterclockwise and the opponent 1 clockwise: I read 8/5 and it reads 5/8", () => {
    let s = given({ phase: "heading", wheel: [6, 6] });
    s = play(s, "pilot1", ccw(2)).state;
    const { state } = play(s, "pilot2", cw(1));
    expect(state.report.movement!.afterHeadings[0]).toEqual({ seat: "pilot1", viewPort: 8, view: 5 });
    expect(state.report.movement!.afterMove[0]).toEqual({ seat: "pilot1", viewPort: 8, view: 5 });
    expect(state.report.movement!.final[1]).toEqual({ seat: "pilot2", viewPort: 5, view: 8 });
  });

  it("LS 1.3 the same turn seen from the second pilot's side gives the mirror", () => {
    // The second pilot starts at 6/6 too, turns 1 clockwise while the first turns 2 counterclockwise.
    const mine = moveOnTable(COMPUTED_WHEEL_TABLE, turnWheel(w(6, 6), 1, -2));
    expect(mine).toEqual(w(5, 8));
  });
});

describe("LS 10.6 the wheel table option", () => {
  it("LS 10.6 accepts the printed table and uses it", () => {
    const options = optionsSchema.parse({ wheelTable: PRINTED });
    expect(wheelTableOf(options)).toEqual(COMPUTED_WHEEL_TABLE);
  });

  it("LS 10.6 refuses a table on which the two wheels would disagree or the relative heading would change", () => {
    const broken = PRINTED.map((row) => [...row]);
    broken[1]![2] = "4/4"; // P2/V3: relative heading −1 → 0, and no longer the mirror of P3/V2
    const result = optionsSchema.safeParse({ wheelTable: broken });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message).join("\n");
    expect(messages).toMatch(/disagree/);
    expect(messages).toMatch(/relative heading/);
  });

  it("LS 10.6 refuses malformed cells and shapes", () => {
    expect(optionsSchema.safeParse({ wheelTable: PRINTED.slice(0, 7) }).success).toBe(false);
    const bad = PRINTED.map((row) => [...row]);
    bad[0]![0] = "9/1";
    expect(optionsSchema.safeParse({ wheelTable: bad }).success).toBe(false);
  });

  it("LS 10.6 a supplied table drives movement", () => {
    // A (geometrically silly but consistent) table in which every move is a standstill.
    const still = parseWheelTable(Array.from({ length: 8 }, (_, p) => Array.from({ length: 8 }, (_, v) => `${p + 1}/${v + 1}`)));
    expect(wheelTableProblems(still)).toEqual([]);
    let s = given({ phase: "heading", wheel: [7, 7], options: { wheelTable: formatWheelTable(still) } });
    s = play(s, "pilot1", straight).state;
    expect(play(s, "pilot2", straight).state.wheel).toEqual(w(7, 7));
  });
});

describe("LS 5.4 disengaging positions", () => {
  it("LS 5.4 the nine disengaging positions are View 4–6 in View-port 4–6", () => {
    const all = [];
    for (let p = 1; p <= 8; p++) for (let v = 1; v <= 8; v++) if (isDisengaging(w(p, v))) all.push(`${p}/${v}`);
    expect(all).toEqual(["4/4", "4/5", "4/6", "5/4", "5/5", "5/6", "6/4", "6/5", "6/6"]);
  });
});
