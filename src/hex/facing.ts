// Movement with facing on a hex grid: each movement point enters the hex ahead or the hex
// ahead-left / ahead-right, and the unit then faces the way it travelled (Double Star, DS 4.1,
// and hex wargames with facing in general). paths.ts finds cheapest paths over hexes; facing
// makes the search state (hex, facing), so this is a breadth-first search over those pairs.
// Facings are the grid's neighbour directions, in AXIAL_DIRECTIONS order.
import type { HexGrid } from "./grid";

/** A facing is one of the six axial directions of the hex kit (0..5, AXIAL_DIRECTIONS order). */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5;

export interface FacedStep {
  hex: number;
  facing: number;
  /** Movement points spent to stand here with this facing. */
  cost: number;
  /** Index in the result of the state this one was reached from (-1 for the start). */
  from: number;
}

/** The facing turned `by` hex sides: +1 is the next direction in AXIAL_DIRECTIONS order (counter-clockwise in axial space), -1 the previous. */
export function turnFacing(facing: number, by: number): number {
  return (((facing + by) % 6) + 6) % 6;
}

/**
 * Every (hex, facing) reachable from `start` facing `facing` with at most `budget` points, one
 * point per hex, moving only ahead or ahead-diagonally. `enterable(hex)` says whether a hex may be
 * entered at all. The start is included at cost 0. States are listed in order of cost; each
 * (hex, facing) appears once, with its least cost.
 */
export function facedReach(grid: HexGrid, start: number, facing: number, budget: number, enterable: (hex: number) => boolean): FacedStep[] {
  const out: FacedStep[] = [{ hex: start, facing, cost: 0, from: -1 }];
  const seen = new Set<number>([start * 6 + facing]);
  for (let i = 0; i < out.length; i++) {
    const here = out[i]!;
    if (here.cost >= budget) continue;
    for (const turn of [0, -1, 1]) {
      const dir = turnFacing(here.facing, turn);
      const next = grid.neighbours[here.hex * 6 + dir]!;
      if (next < 0 || !enterable(next)) continue;
      const key = next * 6 + dir;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ hex: next, facing: dir, cost: here.cost + 1, from: i });
    }
  }
  return out;
}

/** The hexes walked to reach `steps[index]`, the start first. */
export function facedPath(steps: readonly FacedStep[], index: number): number[] {
  const path: number[] = [];
  for (let i = index; i !== -1; i = steps[i]!.from) path.push(steps[i]!.hex);
  return path.reverse();
}

/** The direction (0..5) from a hex to an adjacent one, or -1 when they are not adjacent. */
export function directionTo(grid: HexGrid, from: number, to: number): number {
  for (let d = 0; d < 6; d++) if (grid.neighbours[from * 6 + d] === to) return d;
  return -1;
}
