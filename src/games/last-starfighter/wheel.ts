// The Navigation Wheel (LS 1), reconstructed as geometry (RECONSTRUCTIONS.md, "the Navigation
// Wheel"). A wheel setting is (view-port P, view V): P is the 45° sector of my frame that holds
// the opponent (1 the nose, counted clockwise: 3 starboard, 5 tail, 7 port) and V the sector of
// the opponent's frame that holds me, so the opponent's own wheel reads V/P.
//
// The printed movement windows are lost, so the table is computed: put the ships one unit apart
// on the sector centres, fly each a step r straight ahead and read the new sectors. Every example
// in the book holds for 0.207 < r < 0.5; r = 0.4 is the reconstruction's choice. The nearest
// any cell comes to a sector boundary at r = 0.4 is about 2.6°, so floating point cannot tip it.

export interface WheelSetting {
  viewPort: number;
  view: number;
}

/** Row P−1, column V−1: the setting after both ships fly forward from P/V. */
export type WheelTable = WheelSetting[][];

export const WHEEL_STEP = 0.4;

/** Sector numbers run 1..8; wrap any integer into that range. */
export function wrap(n: number): number {
  return ((((n - 1) % 8) + 8) % 8) + 1;
}

const RAD = Math.PI / 180;

/** The sector (1..8) holding a bearing given in degrees clockwise from the nose. */
export function sectorOf(bearingDegrees: number): number {
  return wrap(Math.round(bearingDegrees / 45) + 1);
}

/** The bearings (degrees, in the reader's own frame) both ships read after flying a step r from P/V. */
function bearingsAfter(from: WheelSetting, step: number): { mine: number; theirs: number } {
  // My ship sits at the origin heading "north" (+y); bearings are clockwise from north.
  const bearing = (from.viewPort - 1) * 45;
  // The opponent sees me in its sector V: its heading is the bearing back to me minus that sector.
  const heading = bearing + 180 - (from.view - 1) * 45;
  const ox = Math.sin(bearing * RAD) + step * Math.sin(heading * RAD);
  const oy = Math.cos(bearing * RAD) + step * Math.cos(heading * RAD);
  const dx = ox;
  const dy = oy - step;
  const myBearing = Math.atan2(dx, dy) / RAD;
  const theirBearing = Math.atan2(-dx, -dy) / RAD - heading;
  return { mine: myBearing, theirs: theirBearing };
}

/** One cell of the table: where the ships stand after flying a step r from P/V. */
export function moveGeometric(from: WheelSetting, step: number): WheelSetting {
  const { mine, theirs } = bearingsAfter(from, step);
  return { viewPort: sectorOf(mine), view: sectorOf(theirs) };
}

/** How close (degrees) any bearing read for the table comes to a sector boundary. */
export function boundaryMargin(step: number = WHEEL_STEP): number {
  let margin = 90;
  for (let p = 1; p <= 8; p++) {
    for (let v = 1; v <= 8; v++) {
      const { mine, theirs } = bearingsAfter({ viewPort: p, view: v }, step);
      for (const b of [mine, theirs]) {
        const offset = (((b + 22.5) % 45) + 45) % 45;
        margin = Math.min(margin, offset, 45 - offset);
      }
    }
  }
  return margin;
}

export function computeWheelTable(step: number = WHEEL_STEP): WheelTable {
  return Array.from({ length: 8 }, (_, p) => Array.from({ length: 8 }, (_, v) => moveGeometric({ viewPort: p + 1, view: v + 1 }, step)));
}

/** The default table, computed once per isolate. */
export const COMPUTED_WHEEL_TABLE: WheelTable = computeWheelTable();

/** A table written as 8 rows of 8 "P/V" strings (the options' and the README's form). */
export function parseWheelTable(rows: readonly (readonly string[])[]): WheelTable {
  return rows.map((row) =>
    row.map((cell) => {
      const [p, v] = cell.split("/").map(Number);
      return { viewPort: p!, view: v! };
    }),
  );
}

export function formatWheelTable(table: WheelTable): string[][] {
  return table.map((row) => row.map((c) => `${c.viewPort}/${c.view}`));
}

/** LS 1.2 step 3: reset the view-port and view after both ships have moved. */
export function moveOnTable(table: WheelTable, from: WheelSetting): WheelSetting {
  return { ...table[from.viewPort - 1]![from.view - 1]! };
}

/**
 * LS 1.2 steps 1–2: turning my ship k clicks clockwise brings the opponent k sectors round
 * counterclockwise in my frame (P − k); the opponent turning k clockwise does the same to V.
 * Clicks are signed: positive is clockwise.
 */
export function turnWheel(from: WheelSetting, mine: number, theirs: number): WheelSetting {
  return { viewPort: wrap(from.viewPort - mine), view: wrap(from.view - theirs) };
}

/** The same situation on the opponent's wheel (LS 3.2: my P/V is its V/P). */
export function opposite(w: WheelSetting): WheelSetting {
  return { viewPort: w.view, view: w.viewPort };
}

export function sameSetting(a: WheelSetting, b: WheelSetting): boolean {
  return a.viewPort === b.viewPort && a.view === b.view;
}

/** LS 5.3: nose to nose is View 1 in View-port 1. */
export function isNoseToNose(w: WheelSetting): boolean {
  return w.viewPort === 1 && w.view === 1;
}

/**
 * LS 5.3 / 5.4: the wheels were set (the start, a fly-by's 5/5, a re-engage's 1/1) rather than
 * reached by moving. The book counts every position that occurs, so a set position is the first
 * of a run; with `movedPositionsOnly` it starts the counts afresh.
 */
export function countSetPosition(
  w: WheelSetting,
  movedPositionsOnly: boolean,
  streak: number,
): { noseToNose: boolean; disengagingStreak: number } {
  if (movedPositionsOnly) return { noseToNose: false, disengagingStreak: 0 };
  return { noseToNose: isNoseToNose(w), disengagingStreak: isDisengaging(w) ? streak + 1 : 0 };
}

/** LS 5.4: any View 4, 5 or 6 in View-port 4, 5 or 6. */
export function isDisengaging(w: WheelSetting): boolean {
  return w.viewPort >= 4 && w.viewPort <= 6 && w.view >= 4 && w.view <= 6;
}

/** LS 5.3: after a fly-by both wheels are set to View 5 in View-port 5. */
export const AFTER_FLY_BY: WheelSetting = { viewPort: 5, view: 5 };
/** LS 5.4: ships that re-engage start again at View 1 in View-port 1. */
export const REENGAGED: WheelSetting = { viewPort: 1, view: 1 };

/**
 * What any correct table must satisfy (used to validate a table supplied in the options):
 * both wheels agree (the cell for V/P is the mirror of the cell for P/V), and flying forward
 * never changes the relative heading P − V, since only the middle level of the wheel moves.
 */
export function wheelTableProblems(table: WheelTable): string[] {
  const problems: string[] = [];
  for (let p = 1; p <= 8; p++) {
    for (let v = 1; v <= 8; v++) {
      const cell = table[p - 1]![v - 1]!;
      const mirror = table[v - 1]![p - 1]!;
      if (!sameSetting(mirror, opposite(cell)))
        problems.push(
          `${p}/${v} gives ${cell.viewPort}/${cell.view} but ${v}/${p} gives ${mirror.viewPort}/${mirror.view}: the two wheels would disagree`,
        );
      if (wrap(cell.viewPort - cell.view + 1) !== wrap(p - v + 1))
        problems.push(`${p}/${v} gives ${cell.viewPort}/${cell.view}: moving forward cannot change the relative heading`);
    }
  }
  return problems;
}
