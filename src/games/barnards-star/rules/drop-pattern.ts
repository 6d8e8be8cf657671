// The pattern of a jump drop (BS 10.3). The book judges the finished drop: each troop within 2
// hexes of another troop of its battalion and within 5 of all of them. Troops land one at a
// time, so a troop may land wherever the troops still aboard can complete a legal pattern; the
// last one to land makes the pattern whole, and it is legal by the same test with none left.
import { withinRange } from "../../../hex";
import { GRID } from "../map";

const G = GRID;
const Q = G.q;
const R = G.r;

/** Hex distance on the map, without the kit's range checks: the hexes here are ids of the map. */
function distance(a: number, b: number): number {
  const dq = Q[a]! - Q[b]!;
  const dr = R[a]! - R[b]!;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** withinRange(G, hex, n) for the two ranges a drop uses, worked out once per hex. */
const NEAR: (readonly number[] | undefined)[] = [];
const SPREAD: (readonly number[] | undefined)[] = [];
const near = (hex: number) => (NEAR[hex] ??= withinRange(G, hex, DROP_NEAR));
const spread = (hex: number) => (SPREAD[hex] ??= withinRange(G, hex, DROP_SPREAD));
/** Each troop lands within this many hexes of another of its battalion (BS 10.3). */
export const DROP_NEAR = 2;
/** … and within this many of every other (BS 10.3). */
export const DROP_SPREAD = 5;

const ALL_HEXES: readonly number[] = Array.from({ length: G.count }, (_, i) => i);

/** The first troop of those landed with no other within DROP_NEAR, or -1 (index into `at`). */
function firstLone(at: readonly number[]): number {
  for (let i = 0; i < at.length; i++) {
    let paired = false;
    for (let j = 0; j < at.length && !paired; j++) if (j !== i && distance(at[i]!, at[j]!) <= DROP_NEAR) paired = true;
    if (!paired) return i;
  }
  return -1;
}

/**
 * Whether troops landed on `at` (already within DROP_SPREAD of each other) and `left` troops still
 * to land can end as a legal pattern. Troops left over once every landed troop has a neighbour
 * stack on one already down (there is no stacking limit, BS 7.0); so the search only places
 * troops next to a lone one, each within DROP_SPREAD of all, and goes no deeper than `left`.
 */
export function patternCompletable(at: readonly number[], left: number): boolean {
  const lone = firstLone(at);
  if (lone < 0) return true;
  if (left === 0) return false;
  for (const h of near(at[lone]!)) {
    if (at.every((x) => distance(h, x) <= DROP_SPREAD) && patternCompletable([...at, h], left - 1)) return true;
  }
  return false;
}

/** The finished pattern is legal (BS 10.3). */
export const patternLegal = (at: readonly number[]): boolean =>
  at.every((x, i) => at.every((y, j) => i === j || distance(x, y) <= DROP_SPREAD)) && patternCompletable(at, 0);

/**
 * Where the next troop may land, with `at` the hexes of the troops of its battalion already down
 * and `left` troops aboard, itself included. "pattern": wherever a legal finished pattern can
 * still be reached (a lone troop, with nobody to land near, cannot make one). "chained" (the
 * option, README R18): the first anywhere, each next within DROP_NEAR of one already down.
 */
export function nextDropHexes(at: readonly number[], left: number, mode: "pattern" | "chained"): readonly number[] {
  if (at.length === 0) return mode === "chained" || left >= 2 ? ALL_HEXES : [];
  // A search asks about the same drop again and again (each of its draws starts from it).
  const key = `${mode}|${left}|${at.join(",")}`;
  const known = dropMemo.get(key);
  if (known) return known;
  const out: number[] = [];
  for (const h of spread(at[0]!)) {
    if (!at.every((x) => distance(h, x) <= DROP_SPREAD)) continue;
    if (mode === "chained" ? at.some((x) => distance(h, x) <= DROP_NEAR) : patternCompletable([...at, h], left - 1)) out.push(h);
  }
  if (dropMemo.size >= DROP_MEMO_SIZE) dropMemo.clear();
  dropMemo.set(key, out);
  return out;
}

const dropMemo = new Map<string, readonly number[]>();
const DROP_MEMO_SIZE = 512;
