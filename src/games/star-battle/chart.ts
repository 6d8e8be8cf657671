// The star chart: positions, Table 1's suit connections (SB T1), ships and control (SB 2.4).
// North is y − 1 and East is x + 1 (a chart is read like a page).
import type { SeatId } from "../../engine/contract";
import { suitOf, type Suit } from "./cards";
import { chartIndex, indexedCell, posCode, seedIndex } from "./chart-index";
import type { Cell, Fleet, Pos, ShipKind, StarBattleState, WritableCell } from "./state";

export type Direction = "N" | "S" | "E" | "W";

export const DELTA: Record<Direction, Pos> = { N: { x: 0, y: -1 }, S: { x: 0, y: 1 }, E: { x: 1, y: 0 }, W: { x: -1, y: 0 } };

/** Table 1: the directions a move may leave a card of each suit (counted from the start card). */
export const TABLE_1: Record<Suit, readonly Direction[]> = {
  D: ["N", "S", "E", "W"],
  C: ["N", "S", "E", "W"],
  H: ["E", "W"],
  S: ["N", "S"],
};

export function key(p: Pos): string {
  return keyAt(p.x, p.y);
}

/** The chart's key of the position (x, y). */
export function keyAt(x: number, y: number): string {
  return `${x},${y}`;
}

export function samePos(a: Pos, b: Pos): boolean {
  return a.x === b.x && a.y === b.y;
}

export function step(p: Pos, d: Direction): Pos {
  return { x: p.x + DELTA[d].x, y: p.y + DELTA[d].y };
}

/** The direction from `from` to an orthogonally adjacent `to`, or null. */
export function directionTo(from: Pos, to: Pos): Direction | null {
  // By the difference, not by stepping each way: no positions made (checkMove, for every move listed).
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0) return dy === -1 ? "N" : dy === 1 ? "S" : null;
  if (dy === 0) return dx === 1 ? "E" : dx === -1 ? "W" : null;
  return null;
}

/** Whether a ship may leave a card of this suit towards `d`. */
export function connects(card: string, d: Direction): boolean {
  return TABLE_1[suitOf(card)].includes(d);
}

export function cellAt(state: StarBattleState, p: Pos): Cell | undefined {
  return indexedCell(chartIndex(state.chart), posCode(p.x, p.y));
}

/** The cell one step from `p` towards `d`: cellAt(step(p, d)) without making the position. */
export function cellBeside(state: StarBattleState, p: Pos, d: Direction): Cell | undefined {
  const delta = DELTA[d];
  return indexedCell(chartIndex(state.chart), posCode(p.x + delta.x, p.y + delta.y));
}

/** Whether no card lies on the chart yet (without listing its keys: this runs for every candidate). */
export function chartIsEmpty(state: StarBattleState): boolean {
  for (const _ in state.chart) return false;
  return true;
}

/**
 * Every cell, in the record's order: the index's own list, shared by every caller on this chart
 * (do not change it). Walking it is an array's walk, where `for…in` over the record (a dictionary
 * beyond ~16 keys in V8) lists and sorts the keys anew each time (bench/README 6zk).
 */
export function chartCells(state: StarBattleState): readonly Cell[] {
  return chartIndex(state.chart).cells;
}

function before(a: Cell, b: Cell): number {
  return a.y - b.y || a.x - b.x;
}

function inReadingOrder(cells: readonly Cell[]): boolean {
  for (let i = 1; i < cells.length; i++) if (before(cells[i - 1]!, cells[i]!) > 0) return false;
  return true;
}

/**
 * Cells in reading order (north row first, then west to east): the order battles are asked in.
 * The chart is kept in that order (setup.ts, fileCell), so this is normally the index's own list,
 * shared by every caller on this chart: do not change it.
 */
export function cellsInOrder(state: StarBattleState): readonly Cell[] {
  const { cells } = chartIndex(state.chart);
  return inReadingOrder(cells) ? cells : [...cells].sort(before);
}

/**
 * Files a newly laid card: a new chart record, in reading order, with the cell in its place, and
 * its index. A new record, never a key added to the old one, so the old record and its index
 * (chart-index.ts) stay as they were for whoever still holds them. One pass over a chart already
 * in order, reusing its keys; a chart out of order (none the rules make) is sorted whole.
 */
export function fileCell(state: StarBattleState, cell: Cell): void {
  const chart: Record<string, Cell> = {};
  const slots = new Map<number, number>();
  const cells: Cell[] = [];
  const file = (k: string, c: Cell) => {
    chart[k] = c;
    slots.set(posCode(c.x, c.y), cells.length);
    cells.push(c);
  };
  let previous: Cell | undefined;
  let filed = false;
  for (const k in state.chart) {
    const c = state.chart[k]!;
    if (previous && before(previous, c) > 0) return fileSorted(state, cell);
    if (!filed && before(c, cell) > 0) {
      file(key(cell), cell);
      filed = true;
    }
    file(k, c);
    previous = c;
  }
  if (!filed) file(key(cell), cell);
  seedIndex(chart, { slots, cells, template: null });
  state.chart = chart;
}

function fileSorted(state: StarBattleState, cell: Cell): void {
  const chart: Record<string, Cell> = {};
  for (const c of [...Object.values(state.chart), cell].sort(before)) chart[key(c)] = c;
  state.chart = chart;
}

export function fleetOf(cell: Cell, seat: SeatId): Fleet {
  return cell.ships[seat] ?? { scouts: 0, dreadnoughts: 0 };
}

export function fleetSize(f: Fleet): number {
  return f.scouts + f.dreadnoughts;
}

export function count(f: Fleet, ship: ShipKind): number {
  return ship === "scout" ? f.scouts : f.dreadnoughts;
}

export function addShips(cell: WritableCell, seat: SeatId, ship: ShipKind, n = 1): void {
  const f = { ...fleetOf(cell, seat) };
  if (ship === "scout") f.scouts += n;
  else f.dreadnoughts += n;
  setFleet(cell, seat, f);
}

export function removeShips(cell: WritableCell, seat: SeatId, ship: ShipKind, n = 1): void {
  addShips(cell, seat, ship, -n);
}

/** Stores a fleet, dropping the key when it is empty so "has ships here" is "has a key". */
export function setFleet(cell: WritableCell, seat: SeatId, f: Fleet): void {
  if (fleetSize(f) === 0) delete cell.ships[seat];
  else cell.ships[seat] = f;
}

/** Lords with ships on a cell. */
export function occupants(cell: Cell): SeatId[] {
  return Object.keys(cell.ships);
}

/** SB 2.4: a lord controls a card when he alone has ships on it. */
export function controller(cell: Cell): SeatId | null {
  // occupants(cell) without the array: this runs for every build listed and checked.
  let who: SeatId | null = null;
  for (const seat in cell.ships) {
    if (who !== null) return null;
    who = seat;
  }
  return who;
}

export function shipsInPlay(state: StarBattleState, seat: SeatId): Fleet {
  let scouts = 0;
  let dreadnoughts = 0;
  for (const cell of chartCells(state)) {
    const f = cell.ships[seat];
    if (!f) continue;
    scouts += f.scouts;
    dreadnoughts += f.dreadnoughts;
  }
  return { scouts, dreadnoughts };
}

/** Distinct Home Base positions of every lord who ever had one (Normal: none, or the Core with `coreIsHomeBase`). */
export function homeBasePositions(state: StarBattleState): Pos[] {
  const out: Pos[] = [];
  for (const seat of state.seats) {
    const hb = state.lords[seat]!.homeBase;
    if (hb && !out.some((p) => samePos(p, hb))) out.push(hb);
  }
  return out;
}

export function isPerimeter(state: StarBattleState, p: Pos): boolean {
  const n = state.options.chartSize;
  return p.x === 0 || p.y === 0 || p.x === n - 1 || p.y === n - 1;
}
