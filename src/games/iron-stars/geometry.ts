// Fixed-point geometry (IS 10.2). Positions are integers in hundredths of an inch on a 72" x 48"
// table (x east, y north, the origin at the south-west corner); facings are whole degrees, 0 east,
// counter-clockwise positive, so +90° is a turn to port. Trigonometry comes from a sine table of
// whole degrees written out below (scaled by 10^6), never from Math.sin, and every other step is
// integer arithmetic or a correctly rounded IEEE division, so a replay is bit-exact anywhere.
import { TABLE_HEIGHT, TABLE_WIDTH, type Arc } from "./tables";

export interface Point {
  x: number;
  y: number;
}

export const SCALE = 1_000_000;

/** Round(sin(d°) × 10^6) for d = 0..90. */
const SINE: readonly number[] = [
  0, 17452, 34899, 52336, 69756, 87156, 104528, 121869, 139173, 156434, 173648, 190809, 207912, 224951, 241922, 258819, 275637, 292372,
  309017, 325568, 342020, 358368, 374607, 390731, 406737, 422618, 438371, 453990, 469472, 484810, 500000, 515038, 529919, 544639, 559193,
  573576, 587785, 601815, 615661, 629320, 642788, 656059, 669131, 681998, 694658, 707107, 719340, 731354, 743145, 754710, 766044, 777146,
  788011, 798636, 809017, 819152, 829038, 838671, 848048, 857167, 866025, 874620, 882948, 891007, 898794, 906308, 913545, 920505, 927184,
  933580, 939693, 945519, 951057, 956305, 961262, 965926, 970296, 974370, 978148, 981627, 984808, 987688, 990268, 992546, 994522, 996195,
  997564, 998630, 999391, 999848, 1000000,
];

/** A whole-degree angle brought into 0..359. */
export function normDeg(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

/** sin(deg) × SCALE, exact to the table. */
export function sinS(deg: number): number {
  const d = normDeg(deg);
  if (d <= 90) return SINE[d]!;
  if (d <= 180) return SINE[180 - d]!;
  // `0 -` rather than unary minus: -0 would not survive a JSON round trip.
  if (d <= 270) return 0 - SINE[d - 180]!;
  return 0 - SINE[360 - d]!;
}

export function cosS(deg: number): number {
  return sinS(deg + 90);
}

/** The integer nearest a / b (b > 0), halves rounded up. */
export function divRound(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The point `dist` hundredths straight ahead of `p` along `facing`. */
export function advance(p: Point, facing: number, dist: number): Point {
  return { x: p.x + divRound(dist * cosS(facing), SCALE), y: p.y + divRound(dist * sinS(facing), SCALE) };
}

export function dist2(a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return dx * dx + dy * dy;
}

/** floor(sqrt(n)) for a non-negative integer n < 2^53, by integer correction of the estimate. */
export function isqrt(n: number): number {
  if (n < 0 || !Number.isInteger(n)) throw new RangeError(`isqrt(${n})`);
  let r = Math.floor(Math.sqrt(n));
  while (r * r > n) r--;
  while ((r + 1) * (r + 1) <= n) r++;
  return r;
}

/** The distance between centre-points, in whole hundredths rounded down (exact for range bands). */
export function distance(a: Point, b: Point): number {
  return isqrt(dist2(a, b));
}

/** True when the centre-points are no farther apart than `d`. */
export function within(a: Point, b: Point, d: number): boolean {
  return dist2(a, b) <= d * d;
}

export function onTable(p: Point): boolean {
  return p.x >= 0 && p.x <= TABLE_WIDTH && p.y >= 0 && p.y <= TABLE_HEIGHT;
}

/** Where `target` lies in the frame of a ship at `p` facing `facing`, scaled by SCALE: along the keel, and across to port. */
export function localOf(p: Point, facing: number, target: Point): { along: number; across: number } {
  const dx = target.x - p.x;
  const dy = target.y - p.y;
  const c = cosS(facing);
  const s = sinS(facing);
  return { along: dx * c + dy * s, across: dy * c - dx * s };
}

/**
 * IS 6.2: the firing arc of `target` from a ship at `p`, the arcs bounded by the counter's
 * diagonals (width across, length along the facing, any unit). Two arcs when the target's centre
 * lies exactly on a diagonal (IS 6.3).
 */
export function arcsOf(p: Point, facing: number, counter: { widthEighths: number; lengthEighths: number }, target: Point): Arc[] {
  const { along, across } = localOf(p, facing, target);
  const side = Math.abs(across) * counter.lengthEighths;
  const end = Math.abs(along) * counter.widthEighths;
  const fore: Arc = along > 0 ? "forward" : "aft";
  const beam: Arc = across > 0 ? "port" : "starboard";
  if (side < end) return [fore];
  if (side > end) return [beam];
  return [fore, beam];
}

/** The four corners of a counter's base, in hundredths, anticlockwise from the front-left. */
export function cornersOf(p: Point, facing: number, counter: { widthEighths: number; lengthEighths: number }): Point[] {
  // Half-dimensions in hundredths are eighths × 100 / 16 = eighths × 25 / 4.
  const c = cosS(facing);
  const s = sinS(facing);
  const hl = counter.lengthEighths * 25;
  const hw = counter.widthEighths * 25;
  const at = (along: number, across: number): Point => ({
    x: p.x + divRound(along * hl * c - across * hw * s, 4 * SCALE),
    y: p.y + divRound(along * hl * s + across * hw * c, 4 * SCALE),
  });
  return [at(1, 1), at(-1, 1), at(-1, -1), at(1, -1)];
}

function projections(poly: Point[], nx: number, ny: number): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const q of poly) {
    const v = q.x * nx + q.y * ny;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

/** Whether two convex polygons overlap with positive area (touching edges do not count). */
export function polygonsOverlap(a: Point[], b: Point[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      const nx = q.y - p.y;
      const ny = p.x - q.x;
      const [amin, amax] = projections(a, nx, ny);
      const [bmin, bmax] = projections(b, nx, ny);
      if (amax <= bmin || bmax <= amin) return false;
    }
  }
  return true;
}

/** Whether the segment p→q passes within `r` of `c` (touching counts). */
export function segmentMeetsCircle(p: Point, q: Point, c: Point, r: number): boolean {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const fx = c.x - p.x;
  const fy = c.y - p.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return fx * fx + fy * fy <= r * r;
  const t = fx * dx + fy * dy;
  if (t <= 0) return fx * fx + fy * fy <= r * r;
  if (t >= len2) return dist2(q, c) <= r * r;
  const cross = fx * dy - fy * dx;
  return cross * cross <= r * r * len2;
}

function orient(a: Point, b: Point, c: Point): number {
  return Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
}

function onSegment(a: Point, b: Point, c: Point): boolean {
  return Math.min(a.x, b.x) <= c.x && c.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= c.y && c.y <= Math.max(a.y, b.y);
}

/** Whether the closed segments ab and cd share a point (exact integer arithmetic). */
export function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/** Whether `p` lies inside the convex polygon or on its boundary. */
export function insideConvex(poly: Point[], p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const o = orient(poly[i]!, poly[(i + 1) % poly.length]!, p);
    if (o === 0) continue;
    if (sign === 0) sign = o;
    else if (o !== sign) return false;
  }
  return true;
}

/** Whether the segment p→q touches or crosses the closed convex polygon. */
export function segmentMeetsPolygon(p: Point, q: Point, poly: Point[]): boolean {
  if (insideConvex(poly, p) || insideConvex(poly, q)) return true;
  return poly.some((a, i) => segmentsMeet(p, q, a, poly[(i + 1) % poly.length]!));
}

/** Hundredths of an inch as inches for messages: 750 → 7.50". */
export function inches(h: number): string {
  const sign = h < 0 ? "-" : "";
  const a = Math.abs(h);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}"`;
}
