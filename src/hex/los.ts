// Line of sight on a hex grid: the cells a straight line crosses, and whether any cell strictly
// between the two ends blocks it. The blocking rule is the game's (terrain, units …).
import { axialLine } from "./coords";
import { axialOf, idAt, type HexGrid } from "./grid";

/** Ids of the cells on the straight line from `a` to `b`, both included (-1 off the grid). */
export function lineBetween(grid: HexGrid, a: number, b: number): number[] {
  return axialLine(axialOf(grid, a), axialOf(grid, b)).map((c) => idAt(grid, c.q, c.r));
}

/** True when no cell strictly between `a` and `b` blocks the view (or lies off the grid). */
export function lineOfSight(grid: HexGrid, a: number, b: number, blocks: (id: number) => boolean): boolean {
  const line = lineBetween(grid, a, b);
  for (let i = 1; i < line.length - 1; i++) {
    const id = line[i]!;
    if (id < 0 || blocks(id)) return false;
  }
  return true;
}
