// The exact search for a legal set-up spot (R15): is there any whole-hundredth centre and
// whole-degree facing where the placement rules accept the ship? The crowded set-up escape may
// apply only when there is none, so this must not sample. Each column of the table (one x) is a
// vertical ray; the distance rules cut it into exact integer intervals (integer square roots), the
// formation arcs narrow it, and the counters already placed block intervals found with the same
// ray geometry as the boxed-in check (clearance.ts). Every candidate is confirmed by the rules'
// own check before it is returned, so the answer is the rules' answer.
import { cornersOf, cosS, isqrt, polygonsOverlap, SCALE, sinS, type Point } from "../geometry";
import { TABLE_HEIGHT, TABLE_WIDTH, type Arc } from "../tables";
import { along, MARGIN, rayClear, regionsAt, type HalfPlane, type Interval } from "./clearance";

/** Centres whose squared distance from `centre` lies in [min², max²]. */
export interface Ring {
  centre: Point;
  min: number;
  max: number;
}

/** One way to satisfy the distance rules: a ring, and (when a formation asks) an arc cone for the facing tried. */
export interface Area {
  ring: Ring;
  cone?: (facing: number) => HalfPlane[];
}

export interface SpotQuery {
  /** The ship may stand in any one of these. */
  areas: Area[];
  /** …but no closer than `radius` (strictly) to any of these centres. */
  avoid: { centre: Point; radius: number }[];
  /** Corner lists its counter may not overlap. */
  blockers: Point[][];
  counter: { widthEighths: number; lengthEighths: number };
  /** The placement rules' own verdict (asked only where the counter is clear of every blocker). */
  test: (x: number, y: number, facing: number) => boolean;
}

/** The integers y with (y − c)² ≤ r2, or null. */
function within(c: number, r2: number): Interval | null {
  if (r2 < 0) return null;
  const h = isqrt(r2);
  return [c - h, c + h];
}

/** The integers y with (y − c)² < r2 (strictly), or null. */
function inside(c: number, r2: number): Interval | null {
  if (r2 <= 0) return null;
  const k = isqrt(r2);
  const h = k * k === r2 ? k - 1 : k;
  return [c - h, c + h];
}

function subtract(list: Interval[], cut: Interval | null): Interval[] {
  if (!cut) return list;
  return list.flatMap(([a, b]): Interval[] => {
    const out: Interval[] = [];
    if (a < cut[0]) out.push([a, Math.min(b, cut[0] - 1)]);
    if (b > cut[1]) out.push([Math.max(a, cut[1] + 1), b]);
    return out;
  });
}

/** The whole y of column x inside the ring, on the table, and away from every avoided centre. */
function column(q: SpotQuery, ring: Ring, x: number): Interval[] {
  const dx = x - ring.centre.x;
  const outer = within(ring.centre.y, ring.max * ring.max - dx * dx);
  if (!outer) return [];
  let list: Interval[] = [[Math.max(0, outer[0]), Math.min(TABLE_HEIGHT, outer[1])]];
  list = list.filter(([a, b]) => a <= b);
  list = subtract(list, inside(ring.centre.y, ring.min * ring.min - dx * dx));
  for (const a of q.avoid) {
    const ax = x - a.centre.x;
    list = subtract(list, inside(a.centre.y, a.radius * a.radius - ax * ax));
  }
  return list;
}

/** The disc around a convex blocker's centre inside which a counter of inner radius `inner` overlaps it whatever its facing. */
function everyFacing(corners: Point[], inner: number): { centre: Point; radius: number } {
  const centre = { x: corners.reduce((n, c) => n + c.x, 0) / corners.length, y: corners.reduce((n, c) => n + c.y, 0) / corners.length };
  const edge = corners.map((a, i) => {
    const b = corners[(i + 1) % corners.length]!;
    return Math.abs((b.x - a.x) * (centre.y - a.y) - (b.y - a.y) * (centre.x - a.x)) / Math.hypot(b.x - a.x, b.y - a.y);
  });
  const c = { x: Math.round(centre.x), y: Math.round(centre.y) };
  return { centre: c, radius: Math.max(0, Math.floor(Math.min(...edge) + inner - 2 * MARGIN - 1)) };
}

/** R15: a legal spot (centre and facing), or null when the placement rules leave none anywhere. */
export function findSpot(query: SpotQuery): { x: number; y: number; facing: number } | null {
  // A centre closer to a blocker's centre than the two inner radii (less a safety margin) overlaps
  // it at every facing: leave those points out before trying 360 facings.
  const myInner = (query.counter.widthEighths * 25) / 4 - 1;
  const q: SpotQuery = { ...query, avoid: [...query.avoid, ...query.blockers.map((b) => everyFacing(b, myInner))] };
  // The distance rules do not depend on the facing: work out the columns once.
  const columns = q.areas.map((area) => {
    const out: { x: number; ys: Interval[] }[] = [];
    const lo = Math.max(0, area.ring.centre.x - area.ring.max);
    const hi = Math.min(TABLE_WIDTH, area.ring.centre.x + area.ring.max);
    for (let x = lo; x <= hi; x++) {
      const ys = column(q, area.ring, x);
      if (ys.length > 0) out.push({ x, ys });
    }
    return out;
  });
  if (columns.every((c) => c.length === 0)) return null;
  const up = { dx: cosS(90), dy: sinS(90) };
  // The distance rules hold exactly inside the columns, so the cheap overlap test settles most candidates.
  const clear = (x: number, y: number, facing: number) => {
    const mine = cornersOf({ x, y }, facing, q.counter);
    return !q.blockers.some((b) => polygonsOverlap(mine, b));
  };
  for (let facing = 0; facing < 360; facing++) {
    const regions = regionsAt(q.blockers, cornersOf({ x: 0, y: 0 }, facing, q.counter));
    for (let i = 0; i < q.areas.length; i++) {
      const cone = q.areas[i]!.cone?.(facing) ?? null;
      for (const { x, ys } of columns[i]!) {
        const p = { x, y: 0 };
        const narrow = cone ? along(cone, p, up.dx, up.dy, MARGIN) : null;
        if (cone && !narrow) continue;
        for (const [a, b] of ys) {
          const lo = narrow ? Math.max(a, Math.ceil(narrow[0])) : a;
          const hi = narrow ? Math.min(b, Math.floor(narrow[1])) : b;
          if (lo > hi) continue;
          const y = rayClear({ p, travel: 90, facing, lo, hi }, regions, (s) => clear(x, s, facing) && q.test(x, s, facing));
          if (y !== null) return { x, y, facing };
        }
      }
    }
  }
  return null;
}

/**
 * The half-planes (in the free point P) of an arc condition: with a ship facing `facing` and a
 * counter of `widthEighths` × `lengthEighths`, the vector v = sign·P + offset (from the ship to the
 * target) lies in `arc` as `arcsOf` decides it (a point on a diagonal counts for both arcs).
 */
export function arcCone(
  arc: Arc,
  counter: { widthEighths: number; lengthEighths: number },
  facing: number,
  sign: 1 | -1,
  offset: Point,
): HalfPlane[] {
  const c = cosS(facing) / SCALE;
  const s = sinS(facing) / SCALE;
  const W = counter.widthEighths;
  const L = counter.lengthEighths;
  // Each pair (α, β) reads α·along(v) + β·across(v) ≤ 0.
  const pairs: Record<Arc, [number, number][]> = {
    forward: [
      [-W, L],
      [-W, -L],
    ],
    aft: [
      [W, L],
      [W, -L],
    ],
    port: [
      [W, -L],
      [-W, -L],
    ],
    starboard: [
      [W, L],
      [-W, L],
    ],
  };
  return pairs[arc].map(([a, b]) => {
    const kx = a * c - b * s;
    const ky = a * s + b * c;
    const nx = sign * kx;
    const ny = sign * ky;
    return { nx, ny, c: -(kx * offset.x + ky * offset.y), len: Math.hypot(nx, ny) };
  });
}
