// Movement on a hex grid: every hex a unit can reach with a budget of movement points, and the
// cheapest path to one of them. The game supplies the costs (terrain), the hexes that cannot be
// entered, and the hexes whose entry ends the move (zones of control). Costs are positive
// integers, so a bucket queue (Dial's algorithm) finds exact minimum costs. Scratch arrays are
// kept per grid and stamped per call, so a search costs only the hexes it touches.
import type { HexGrid } from "./grid";

export interface MoveRules {
  /** Points to enter `to` from its neighbour `from`; null when it cannot be entered. */
  enter(to: number, from: number): number | null;
  /** Entering this hex ends the move there (it may be entered, not left). Default: never. */
  stops?(id: number): boolean;
}

export interface Reached {
  id: number;
  /** Least points spent to stand in `id`. */
  cost: number;
  /** The hex it is entered from on a cheapest path (-1 for the start). */
  from: number;
}

interface Scratch {
  stamp: number;
  seen: Int32Array;
  done: Int32Array;
  cost: Int32Array;
  from: Int32Array;
}

const scratches = new WeakMap<HexGrid, Scratch>();

function scratchFor(grid: HexGrid): Scratch {
  let sc = scratches.get(grid);
  if (!sc) {
    sc = {
      stamp: 0,
      seen: new Int32Array(grid.count),
      done: new Int32Array(grid.count),
      cost: new Int32Array(grid.count),
      from: new Int32Array(grid.count),
    };
    scratches.set(grid, sc);
  }
  if (sc.stamp >= 0x7ffffff0) {
    sc.stamp = 0;
    sc.seen.fill(0);
    sc.done.fill(0);
  }
  sc.stamp += 1;
  return sc;
}

/**
 * Every hex reachable from `start` for at most `budget` points (the start itself at cost 0), in
 * order of cost then id. A hex that stops movement is reached but not passed through; the start
 * hex never stops its own unit from leaving.
 */
export function reachable(grid: HexGrid, start: number, budget: number, rules: MoveRules): Reached[] {
  const sc = scratchFor(grid);
  const stamp = sc.stamp;
  const { seen, done, cost, from } = sc;
  const touched: number[] = [start];
  seen[start] = stamp;
  cost[start] = 0;
  from[start] = -1;
  const buckets: number[][] = [[start]];
  for (let c = 0; c < buckets.length && c <= budget; c++) {
    const bucket = buckets[c];
    if (!bucket) continue;
    for (let i = 0; i < bucket.length; i++) {
      const id = bucket[i]!;
      if (done[id] === stamp || cost[id] !== c) continue;
      done[id] = stamp;
      if (id !== start && rules.stops?.(id)) continue;
      const adjacent = grid.adjacent[id]!;
      for (let k = 0; k < adjacent.length; k++) {
        const n = adjacent[k]!;
        if (done[n] === stamp) continue;
        const step = rules.enter(n, id);
        if (step === null) continue;
        if (!Number.isInteger(step) || step < 1) throw new RangeError(`entering hex ${n} costs ${step}: costs are positive integers`);
        const total = c + step;
        if (total > budget) continue;
        if (seen[n] === stamp && cost[n]! <= total) continue;
        if (seen[n] !== stamp) {
          seen[n] = stamp;
          touched.push(n);
        }
        cost[n] = total;
        from[n] = id;
        (buckets[total] ??= []).push(n);
      }
    }
  }
  const out: Reached[] = touched.map((id) => ({ id, cost: cost[id]!, from: from[id]! }));
  return out.sort((a, b) => a.cost - b.cost || a.id - b.id);
}

/** The hexes from the start to `target` (both included) along the cheapest path found, or null. */
export function pathTo(reached: readonly Reached[], target: number): number[] | null {
  const byId = new Map(reached.map((x) => [x.id, x]));
  if (!byId.has(target)) return null;
  const path: number[] = [];
  for (let id = target; id !== -1; id = byId.get(id)!.from) path.push(id);
  return path.reverse();
}

/** The cheapest path from `start` to `target` within `budget` (default unlimited), or null. */
export function shortestPath(
  grid: HexGrid,
  start: number,
  target: number,
  rules: MoveRules,
  budget = Number.MAX_SAFE_INTEGER,
): { path: number[]; cost: number } | null {
  const limit = Math.min(budget, grid.count * 64);
  const reached = reachable(grid, start, limit, rules);
  const hit = reached.find((x) => x.id === target);
  if (!hit) return null;
  return { path: pathTo(reached, target)!, cost: hit.cost };
}
