// Movement on a hex grid: every hex a unit can reach with a budget of movement points, and the
// cheapest path to one of them. The game supplies the costs (terrain), the hexes that cannot be
// entered, and the hexes whose entry ends the move (zones of control). Costs are positive
// integers, so a bucket queue (Dial's algorithm) finds exact minimum costs.
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

/**
 * Every hex reachable from `start` for at most `budget` points (the start itself at cost 0), in
 * order of cost then id. A hex that stops movement is reached but not passed through; the start
 * hex never stops its own unit from leaving.
 */
export function reachable(grid: HexGrid, start: number, budget: number, rules: MoveRules): Reached[] {
  const cost = new Map<number, number>([[start, 0]]);
  const from = new Map<number, number>([[start, -1]]);
  const buckets: number[][] = [[start]];
  const done = new Set<number>();
  for (let c = 0; c < buckets.length && c <= budget; c++) {
    const bucket = buckets[c];
    if (!bucket) continue;
    for (let i = 0; i < bucket.length; i++) {
      const id = bucket[i]!;
      if (done.has(id) || cost.get(id) !== c) continue;
      done.add(id);
      if (id !== start && rules.stops?.(id)) continue;
      for (const n of grid.adjacent[id]!) {
        const step = rules.enter(n, id);
        if (step === null) continue;
        if (!Number.isInteger(step) || step < 1) throw new RangeError(`entering hex ${n} costs ${step}: costs are positive integers`);
        const total = c + step;
        if (total > budget) continue;
        const known = cost.get(n);
        if (known !== undefined && known <= total) continue;
        cost.set(n, total);
        from.set(n, id);
        (buckets[total] ??= []).push(n);
      }
    }
  }
  return [...cost.entries()]
    .map(([id, c]) => ({ id, cost: c, from: from.get(id)! }))
    .sort((a, b) => a.cost - b.cost || a.id - b.id);
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
export function shortestPath(grid: HexGrid, start: number, target: number, rules: MoveRules, budget = Number.MAX_SAFE_INTEGER): { path: number[]; cost: number } | null {
  const limit = Math.min(budget, grid.count * 64);
  const reached = reachable(grid, start, limit, rules);
  const hit = reached.find((x) => x.id === target);
  if (!hit) return null;
  return { path: pathTo(reached, target)!, cost: hit.cost };
}
