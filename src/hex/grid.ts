// Hex grids as data (STYLE §12): every cell of a map gets an integer id, and the neighbour table
// is computed once per map. Games keep only ids in their state; a grid is a module constant.
// Two shapes cover Starpost's maps: rectangles of offset hexes (Barnard's Star) and hexagons of
// concentric rings around a centre (Double Star); any other set of cells works too.
import {
  AXIAL_DIRECTIONS,
  axialRing,
  axialSpiral,
  axialToOffset,
  offsetToAxial,
  type Axial,
  type Offset,
  type OffsetLayout,
} from "./coords";

export type GridShape =
  | { kind: "rectangle"; cols: number; rows: number; layout: OffsetLayout }
  | { kind: "hexagon"; radius: number }
  | { kind: "cells" };

export interface HexGrid {
  readonly shape: GridShape;
  readonly count: number;
  /** Axial coordinates by id. */
  readonly q: Int32Array;
  readonly r: Int32Array;
  /** count × 6 ids in AXIAL_DIRECTIONS order, -1 where the neighbour is off the grid. */
  readonly neighbours: Int32Array;
  /** Neighbours on the grid, by id (no -1 holes). */
  readonly adjacent: readonly (readonly number[])[];
  /** Hexes from each cell to the nearest border cell (a cell with fewer than six neighbours). */
  readonly edgeDistance: Int32Array;
  /** Key "q,r" → id. */
  readonly index: ReadonlyMap<string, number>;
}

const key = (q: number, r: number) => `${q},${r}`;

/** A grid of the given cells; ids are positions in `cells`. */
export function gridOf(cells: readonly Axial[], shape: GridShape = { kind: "cells" }): HexGrid {
  const count = cells.length;
  const q = new Int32Array(count);
  const r = new Int32Array(count);
  const index = new Map<string, number>();
  cells.forEach((c, id) => {
    if (index.has(key(c.q, c.r))) throw new Error(`cell ${key(c.q, c.r)} listed twice`);
    q[id] = c.q;
    r[id] = c.r;
    index.set(key(c.q, c.r), id);
  });
  const neighbours = new Int32Array(count * 6).fill(-1);
  const adjacent: number[][] = [];
  for (let id = 0; id < count; id++) {
    const list: number[] = [];
    for (let d = 0; d < 6; d++) {
      const dir = AXIAL_DIRECTIONS[d]!;
      const n = index.get(key(q[id]! + dir.q, r[id]! + dir.r));
      if (n !== undefined) {
        neighbours[id * 6 + d] = n;
        list.push(n);
      }
    }
    adjacent.push(list);
  }
  const edgeDistance = new Int32Array(count).fill(-1);
  let frontier: number[] = [];
  for (let id = 0; id < count; id++) {
    if (adjacent[id]!.length < 6) {
      edgeDistance[id] = 0;
      frontier.push(id);
    }
  }
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const id of frontier) {
      for (const n of adjacent[id]!) {
        if (edgeDistance[n] === -1) {
          edgeDistance[n] = d;
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return { shape, count, q, r, neighbours, adjacent, edgeDistance, index };
}

/** A printed rectangular map: id = row × cols + col (0-based). */
export function rectangleGrid(cols: number, rows: number, layout: OffsetLayout): HexGrid {
  if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 1 || rows < 1) throw new RangeError(`rectangle ${cols}×${rows}`);
  const cells: Axial[] = [];
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) cells.push(offsetToAxial(col, row, layout));
  return gridOf(cells, { kind: "rectangle", cols, rows, layout });
}

/**
 * A hexagon of rings around a centre cell (0, 0): id 0 is the centre and ring n (6n cells) holds
 * ids 3n(n−1)+1 … 3n(n+1), in the order of axialRing.
 */
export function hexagonGrid(radius: number): HexGrid {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`hexagon radius ${radius}`);
  return gridOf(axialSpiral({ q: 0, r: 0 }, radius), { kind: "hexagon", radius });
}

/** The id of a cell, or -1 when it is off the grid. */
export function idAt(grid: HexGrid, q: number, r: number): number {
  return grid.index.get(key(q, r)) ?? -1;
}

export function axialOf(grid: HexGrid, id: number): Axial {
  checkId(grid, id);
  return { q: grid.q[id]!, r: grid.r[id]! };
}

/** Offset column and row of a cell on a rectangular map. */
export function offsetOf(grid: HexGrid, id: number): Offset {
  if (grid.shape.kind !== "rectangle") throw new Error("offset coordinates belong to rectangular grids");
  checkId(grid, id);
  return axialToOffset(grid.q[id]!, grid.r[id]!, grid.shape.layout);
}

/** The id at an offset column and row of a rectangular map, or -1 off the map. */
export function idAtOffset(grid: HexGrid, col: number, row: number): number {
  if (grid.shape.kind !== "rectangle") throw new Error("offset coordinates belong to rectangular grids");
  if (col < 0 || row < 0 || col >= grid.shape.cols || row >= grid.shape.rows) return -1;
  return row * grid.shape.cols + col;
}

export function isHex(grid: HexGrid, id: unknown): id is number {
  return typeof id === "number" && Number.isInteger(id) && id >= 0 && id < grid.count;
}

function checkId(grid: HexGrid, id: number): void {
  if (!isHex(grid, id)) throw new RangeError(`hex ${id} is not on this grid (0..${grid.count - 1})`);
}

export function neighboursOf(grid: HexGrid, id: number): readonly number[] {
  checkId(grid, id);
  return grid.adjacent[id]!;
}

export function areAdjacent(grid: HexGrid, a: number, b: number): boolean {
  return neighboursOf(grid, a).includes(b);
}

/** Hexes between two cells as the crow flies (whatever lies between). */
export function distance(grid: HexGrid, a: number, b: number): number {
  if (!(a >= 0 && a < grid.count && b >= 0 && b < grid.count) || !Number.isInteger(a) || !Number.isInteger(b)) {
    throw new RangeError(`hex ${a} or ${b} is not on this grid (0..${grid.count - 1})`);
  }
  const dq = grid.q[a]! - grid.q[b]!;
  const dr = grid.r[a]! - grid.r[b]!;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Every cell of the grid within `n` hexes of `id` (itself included), in ascending id order. */
export function withinRange(grid: HexGrid, id: number, n: number): number[] {
  checkId(grid, id);
  const out: number[] = [];
  const q0 = grid.q[id]!,
    r0 = grid.r[id]!;
  for (let dq = -n; dq <= n; dq++) {
    for (let dr = Math.max(-n, -dq - n); dr <= Math.min(n, -dq + n); dr++) {
      const other = idAt(grid, q0 + dq, r0 + dr);
      if (other >= 0) out.push(other);
    }
  }
  return out.sort((a, b) => a - b);
}

/** The cells of the grid exactly `n` hexes from `id`, in ring order (gaps where off the grid). */
export function ringAround(grid: HexGrid, id: number, n: number): number[] {
  const out: number[] = [];
  for (const c of axialRing(axialOf(grid, id), n)) {
    const other = idAt(grid, c.q, c.r);
    if (other >= 0) out.push(other);
  }
  return out;
}
