// Exact clearance along rays, shared by the boxed-in check (IS 5.6, R14) and the crowded set-up
// check (R15). A family of candidate positions is a ray of whole-hundredth steps; the counters
// (and terrain) a candidate must keep clear of are convex regions for the centre, and along a ray
// each region blocks one interval, found exactly up to float slack. Candidates within MARGIN of a
// boundary are settled by the caller's own rule check, so the answer is the rules' answer.
//
// A counter at `to` overlaps another exactly when `to` lies inside the Minkowski region M (the
// other's corners minus mine, a convex polygon with integer corners). Points farther than MARGIN
// from M are surely clear; points deeper than MARGIN inside it surely blocked; every whole step in
// between is checked by `test`, and so is any clear candidate before it is returned.
import { cosS, SCALE, sinS, type Point } from "../geometry";
import { TABLE_HEIGHT, TABLE_WIDTH } from "../tables";

/** Inside when nx·x + ny·y < c. */
export interface HalfPlane {
  nx: number;
  ny: number;
  c: number;
  len: number;
}
export type Interval = [number, number];

/** The slack on each side of a boundary: larger than the 0.71 a rounded end can stray. */
export const MARGIN = 1;

export function hull(points: Point[]): Point[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The half-planes of a convex polygon given anticlockwise. */
export function halfPlanes(poly: Point[]): HalfPlane[] {
  return poly.map((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    const nx = q.y - p.y;
    const ny = p.x - q.x;
    return { nx, ny, c: nx * p.x + ny * p.y, len: Math.hypot(nx, ny) };
  });
}

export const TABLE: HalfPlane[] = [
  { nx: -1, ny: 0, c: 0, len: 1 },
  { nx: 1, ny: 0, c: TABLE_WIDTH, len: 1 },
  { nx: 0, ny: -1, c: 0, len: 1 },
  { nx: 0, ny: 1, c: TABLE_HEIGHT, len: 1 },
];

/** The s (real) where P + s·D/SCALE lies inside every half-plane moved outward by `grow` (inward when negative). */
export function along(planes: HalfPlane[], p: Point, dx: number, dy: number, grow: number): Interval | null {
  let lo = -Infinity;
  let hi = Infinity;
  for (const h of planes) {
    const a = (h.nx * dx + h.ny * dy) / SCALE;
    const b = h.c + grow * h.len - (h.nx * p.x + h.ny * p.y);
    if (a === 0) {
      if (b <= 0) return null;
    } else if (a > 0) hi = Math.min(hi, b / a);
    else lo = Math.max(lo, b / a);
  }
  return lo < hi ? [lo, hi] : null;
}

export function intersect(a: Interval | null, b: Interval | null): Interval | null {
  if (!a || !b) return null;
  const lo = Math.max(a[0], b[0]);
  const hi = Math.min(a[1], b[1]);
  return lo < hi ? [lo, hi] : null;
}

/** Sorted, merged union. */
export function union(list: (Interval | null)[]): Interval[] {
  const xs = list.filter((x): x is Interval => x !== null).sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const x of xs) {
    const last = out[out.length - 1];
    if (last && x[0] <= last[1]) last[1] = Math.max(last[1], x[1]);
    else out.push([x[0], x[1]]);
  }
  return out;
}

/** The whole numbers of [lo, hi] outside every interval of `cover` (closed intervals). */
export function firstUncovered(lo: number, hi: number, cover: Interval[]): number | null {
  let s = lo;
  for (const [a, b] of cover) {
    if (s > hi) return null;
    if (s < a) return s;
    if (s <= b) s = Math.floor(b) + 1;
  }
  return s <= hi ? s : null;
}

/** One family of moves: ends at P + s along `travel`, with the counter facing `facing`, for whole s in [lo, hi]. */
export interface Ray {
  p: Point;
  travel: number;
  facing: number;
  lo: number;
  hi: number;
}

/** For my counter at `facing`: where its centre may not finish, one convex region per other counter. */
export function regionsAt(blockers: Point[][], offsets: Point[]): HalfPlane[][] {
  return blockers.map((c) => halfPlanes(hull(c.flatMap((q) => offsets.map((k) => ({ x: q.x - k.x, y: q.y - k.y }))))));
}

/**
 * The first whole step of the ray that `test` accepts, or null when none does. `regions` block the
 * steps whose end lies inside them; `cuts` (regions the path itself may not cross) block every step
 * from where the ray first enters them.
 */
export function rayClear(ray: Ray, regions: HalfPlane[][], test: (s: number) => boolean, cuts: HalfPlane[][] = []): number | null {
  if (ray.lo > ray.hi) return null;
  const dx = cosS(ray.travel);
  const dy = sinS(ray.travel);
  const maybeOn = along(TABLE, ray.p, dx, dy, MARGIN);
  const surelyOn = along(TABLE, ray.p, dx, dy, -MARGIN);
  const maybe: (Interval | null)[] = [];
  const surely: (Interval | null)[] = [];
  for (const region of regions) {
    maybe.push(intersect(maybeOn, along(region, ray.p, dx, dy, MARGIN)));
    surely.push(intersect(surelyOn, along(region, ray.p, dx, dy, -MARGIN)));
  }
  const beyond = (i: Interval | null): Interval | null => (i ? [i[0], Infinity] : null);
  for (const cut of cuts) {
    maybe.push(beyond(along(cut, ray.p, dx, dy, MARGIN)));
    surely.push(beyond(along(cut, ray.p, dx, dy, -MARGIN)));
  }
  const maybeBlocked = union(maybe);
  // A surely clear distance: verified all the same, then taken.
  const free = firstUncovered(ray.lo, ray.hi, maybeBlocked);
  if (free !== null && test(free)) return free;
  // Every whole distance that is neither surely clear nor surely blocked is checked by the rules.
  const surelyBlocked = union(surely);
  for (const [a, b] of maybeBlocked) {
    for (let s = Math.max(ray.lo, Math.ceil(a)); s <= Math.min(ray.hi, Math.floor(b)); s++) {
      const deep = surelyBlocked.some(([x, y]) => s > x && s < y);
      if (!deep && test(s)) return s;
    }
  }
  // Unreachable unless the float bounds misjudged a free distance: check the free ones one by one.
  for (let s = ray.lo; free !== null && s <= ray.hi; s++) if (!maybeBlocked.some(([x, y]) => s >= x && s <= y) && test(s)) return s;
  return null;
}
