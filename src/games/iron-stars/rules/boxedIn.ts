// Boxed in (IS 5.6, R14), decided exactly: is there any legal move within the ship's bounds —
// every whole-hundredth distance, every whole-degree turn wherever the rules allow one, and
// backing when the advanced rule allows it — whose end is clear of every other counter, or off
// the table? No sampling: each family of moves is a ray of end positions, and along a ray the
// other counters block whole intervals that are found exactly.
//
// How it stays exact with rounding: a move lands on the nearest hundredth, so the real end lies
// within 0.71 of the ray's exact point. My counter at `to` overlaps another exactly when `to` lies
// inside the Minkowski region M (the other's corners minus mine, a convex polygon with integer
// corners). Points farther than 1 from M are surely clear; points deeper than 1 inside M surely
// blocked; every whole distance in between is checked with the move rules' own functions, and so is
// any clear candidate before it is returned.
import type { MoveBackwardAction, MoveShipAction } from "../actions";
import { advance, cornersOf, cosS, normDeg, SCALE, sinS, type Point } from "../geometry";
import type { IronStarsState, Ship } from "../state";
import { corners, counter } from "../status";
import { TABLE_HEIGHT, TABLE_WIDTH } from "../tables";
import { blockingShip, moveBounds, planBackward, planForward, type MoveBounds } from "./movement";

type Live = Ship & { position: Point };
/** Inside when nx·x + ny·y < c. */
interface HalfPlane {
  nx: number;
  ny: number;
  c: number;
  len: number;
}
type Interval = [number, number];

/** The slack on each side of a boundary: larger than the 0.71 a rounded end can stray. */
const MARGIN = 1;

function hull(points: Point[]): Point[] {
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
function halfPlanes(poly: Point[]): HalfPlane[] {
  return poly.map((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    const nx = q.y - p.y;
    const ny = p.x - q.x;
    return { nx, ny, c: nx * p.x + ny * p.y, len: Math.hypot(nx, ny) };
  });
}

const TABLE: HalfPlane[] = [
  { nx: -1, ny: 0, c: 0, len: 1 },
  { nx: 1, ny: 0, c: TABLE_WIDTH, len: 1 },
  { nx: 0, ny: -1, c: 0, len: 1 },
  { nx: 0, ny: 1, c: TABLE_HEIGHT, len: 1 },
];

/** The s (real) where P + s·D/SCALE lies inside every half-plane moved outward by `grow` (inward when negative). */
function along(planes: HalfPlane[], p: Point, dx: number, dy: number, grow: number): Interval | null {
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

function intersect(a: Interval | null, b: Interval | null): Interval | null {
  if (!a || !b) return null;
  const lo = Math.max(a[0], b[0]);
  const hi = Math.min(a[1], b[1]);
  return lo < hi ? [lo, hi] : null;
}

/** Sorted, merged union. */
function union(list: (Interval | null)[]): Interval[] {
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
function firstUncovered(lo: number, hi: number, cover: Interval[]): number | null {
  let s = lo;
  for (const [a, b] of cover) {
    if (s > hi) return null;
    if (s < a) return s;
    if (s <= b) s = Math.floor(b) + 1;
  }
  return s <= hi ? s : null;
}

/** One family of moves: ends at P + s along `travel`, with the counter facing `facing`, for whole s in [lo, hi]. */
interface Ray {
  p: Point;
  travel: number;
  facing: number;
  lo: number;
  hi: number;
}

/** For my counter at `facing`: where its centre may not finish, one convex region per other counter. */
function regionsAt(blockers: Point[][], offsets: Point[]): HalfPlane[][] {
  return blockers.map((c) => halfPlanes(hull(c.flatMap((q) => offsets.map((k) => ({ x: q.x - k.x, y: q.y - k.y }))))));
}

function rayClear(ray: Ray, regions: HalfPlane[][], test: (s: number) => boolean): number | null {
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

/** The other counters a move within these bounds could possibly finish on. */
function blockersNear(s: IronStarsState, ship: Live, b: MoveBounds): Point[][] {
  const reach = Math.max(b.maxDistance, b.backward?.maxDistance ?? 0) + 600;
  return s.ships
    .filter((o) => o.id !== ship.id && o.position !== null && !o.destroyed)
    .filter((o) => Math.hypot(o.position!.x - ship.position.x, o.position!.y - ship.position.y) <= reach)
    .map((o) => corners(o as Live));
}

/** R14: one legal move that finishes clear (or off the table), or null when the ship is boxed in. */
export function clearMove(s: IronStarsState, ship: Live): MoveShipAction | MoveBackwardAction | null {
  const b = moveBounds(s, ship);
  const blockers = blockersNear(s, ship, b);
  const f = ship.facing;
  const regions = (facing: number) => regionsAt(blockers, cornersOf({ x: 0, y: 0 }, facing, counter(ship)));
  const forward = (first: number, turn: number, second: number): MoveShipAction => ({ type: "moveShip", ship: ship.id, first, turn, second, mines: 0 });
  const clear = (a: MoveShipAction) => {
    const plan = planForward(ship, a.first, a.turn, a.second);
    return plan.offTable || !blockingShip(s, ship, plan.path.to, plan.path.facingAfter);
  };

  // Straight ahead.
  const ahead = rayClear({ p: ship.position, travel: f, facing: f, lo: b.minDistance, hi: b.maxDistance }, regions(f), (d) => clear(forward(d, 0, 0)));
  if (ahead !== null) return forward(ahead, 0, 0);

  // Backing (IS 5.9): the counter keeps its facing.
  if (b.backward) {
    const back = rayClear({ p: ship.position, travel: f + 180, facing: f, lo: 1, hi: b.backward.maxDistance }, regions(f), (d) => {
      const plan = planBackward(ship, d);
      return plan.offTable || !blockingShip(s, ship, plan.path.to, plan.path.facingAfter);
    });
    if (back !== null) return { type: "moveBackward", ship: ship.id, distance: back, mines: 0 };
  }

  if (!b.mayTurn) return null;
  const t = b.turn;
  const midLimit = t.basic ?? t.mid;
  const widest = Math.max(midLimit ?? 0, t.start ?? 0, t.end ?? 0);
  for (let size = 1; size <= widest; size++) {
    for (const turn of [size, -size]) {
      const facing = normDeg(f + turn);
      const turned = regions(facing);
      // A turn before moving ahead (advanced): the whole move after it.
      if (t.start !== null && size <= t.start) {
        const d = rayClear({ p: ship.position, travel: facing, facing, lo: b.minDistance, hi: b.maxDistance }, turned, (x) => clear(forward(0, turn, x)));
        if (d !== null) return forward(0, turn, d);
      }
      // A turn as the last thing done (advanced): the counter turns where the straight move ends.
      if (t.end !== null && size <= t.end) {
        const d = rayClear({ p: ship.position, travel: f, facing, lo: b.minDistance, hi: b.maxDistance }, turned, (x) => clear(forward(x, turn, 0)));
        if (d !== null) return forward(d, turn, 0);
      }
      // A pivot mid-move, no farther after it than before (basic, or advanced mid-move).
      if (midLimit !== null && size <= midLimit) {
        for (let first = 0; first <= b.maxDistance; first++) {
          const lo = Math.max(0, b.minDistance - first);
          const hi = Math.min(first, b.maxDistance - first);
          if (lo > hi) continue;
          const pivot = advance(ship.position, f, first);
          const d = rayClear({ p: pivot, travel: facing, facing, lo, hi }, turned, (x) => clear(forward(first, turn, x)));
          if (d !== null) return forward(first, turn, d);
        }
      }
    }
  }
  return null;
}
