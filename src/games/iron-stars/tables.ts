// The book's tables as data: size classes and counters (IS 2.2), guns per arc (IS 6.4), range
// bands (IS 6.7, 6.13), advanced turning (IS 5.10), target size (IS 6.15), and the constants of
// the set-up rules (IS 3) and of the reconstructed special equipment (IS 7). Distances are in
// hundredths of an inch, angles in whole degrees (IS 10.2).

export type SizeClass = "VS" | "S" | "M" | "L" | "VL";
export const SIZE_CLASSES: readonly SizeClass[] = ["VS", "S", "M", "L", "VL"];
export const SIZE_NAMES: Readonly<Record<SizeClass, string>> = { VS: "very small", S: "small", M: "medium", L: "large", VL: "very large" };

/** IS 2.2: hull points → size class; the counter's base in eighths of an inch (width across, length along the facing). */
export const SIZE_TABLE: readonly { size: SizeClass; minHull: number; maxHull: number; widthEighths: number; lengthEighths: number }[] = [
  { size: "VS", minHull: 1, maxHull: 3, widthEighths: 4, lengthEighths: 6 },
  { size: "S", minHull: 4, maxHull: 8, widthEighths: 6, lengthEighths: 9 },
  { size: "M", minHull: 9, maxHull: 15, widthEighths: 8, lengthEighths: 12 },
  { size: "L", minHull: 16, maxHull: 24, widthEighths: 12, lengthEighths: 12 },
  { size: "VL", minHull: 25, maxHull: 35, widthEighths: 12, lengthEighths: 18 },
];

// Indexed by hull points: a ship's size class is asked for on every overlap and arc test.
const SIZE_BY_HULL: readonly (SizeClass | undefined)[] = Array.from(
  { length: 36 },
  (_, hull) => SIZE_TABLE.find((r) => hull >= r.minHull && hull <= r.maxHull)?.size,
);

export function sizeClassOf(hull: number): SizeClass {
  const size = SIZE_BY_HULL[hull];
  if (!size) throw new RangeError(`hull ${hull} is outside 1..35`);
  return size;
}

export interface Counter {
  readonly widthEighths: number;
  readonly lengthEighths: number;
}

// Looked up on every overlap and arc test, so made once (frozen: every caller shares them).
const COUNTERS = Object.fromEntries(
  SIZE_TABLE.map((r) => [r.size, Object.freeze({ widthEighths: r.widthEighths, lengthEighths: r.lengthEighths })]),
) as Record<SizeClass, Counter>;

export function counterOf(size: SizeClass): Counter {
  return COUNTERS[size];
}

/**
 * Hundredths: no corner of a counter of this size (rounded to whole hundredths) lies farther from
 * its centre than this: half the base's diagonal (eighths × 6.25 hundredths each way), plus one.
 * Two counters whose centres are at least their two reaches apart cannot overlap.
 */
export const COUNTER_REACH = Object.fromEntries(
  SIZE_TABLE.map((r) => [r.size, Math.ceil(Math.hypot(r.widthEighths * 6.25, r.lengthEighths * 6.25)) + 1]),
) as Record<SizeClass, number>;

/** Placement order (IS 3.4): very large first. */
export const SIZE_RANK: Readonly<Record<SizeClass, number>> = { VL: 0, L: 1, M: 2, S: 3, VS: 4 };

export type Arc = "forward" | "aft" | "port" | "starboard";
export const ARCS: readonly Arc[] = ["forward", "aft", "port", "starboard"];

/** IS 6.4: the fraction of a battery that bears into each arc, as [numerator, denominator]; round up. */
export const ARC_FRACTION: Readonly<Record<"primary" | "secondary", Readonly<Record<Arc, readonly [number, number]>>>> = {
  primary: { forward: [1, 2], aft: [1, 2], port: [1, 1], starboard: [1, 1] },
  secondary: { forward: [1, 4], aft: [1, 4], port: [1, 2], starboard: [1, 2] },
};

export function ceilDiv(a: number, b: number): number {
  return Math.floor((a + b - 1) / b);
}

export function gunsInArc(battery: "primary" | "secondary", guns: number, arc: Arc): number {
  const [n, d] = ARC_FRACTION[battery][arc];
  return ceilDiv(guns * n, d);
}

/** IS 6.5: at most half the light guns (rounded up) into any one arc. */
export function lightGunsPerArc(guns: number): number {
  return ceilDiv(guns, 2);
}

export const INCH = 100;
export const TABLE_WIDTH = 72 * INCH;
export const TABLE_HEIGHT = 48 * INCH;

/** IS 6.6/6.7: guns add +1 per full 5" of range and cannot attack at 35" or more. */
export const GUN_BAND = 5 * INCH;
export const GUN_MAX_RANGE = 35 * INCH;
/** IS 6.13: torpedoes add +1 per full 2" and cannot attack at 14" or more. */
export const TORPEDO_BAND = 2 * INCH;
export const TORPEDO_MAX_RANGE = 14 * INCH;

/** IS 5.10: the largest turn by size class at the start, middle and end of the move (null: not allowed). */
export const ADVANCED_TURNING: Readonly<Record<SizeClass, { start: number | null; mid: number | null; end: number | null }>> = {
  VS: { start: 135, mid: 180, end: 180 },
  S: { start: 90, mid: 135, end: 180 },
  M: { start: 45, mid: 90, end: 135 },
  L: { start: null, mid: 45, end: 90 },
  VL: { start: null, mid: null, end: 45 },
};

/** IS 5.4: the basic rules allow one pivot of up to 90°. */
export const BASIC_TURN = 90;

export type Die = 4 | 6 | 8 | 10 | 12;
export const DICE: readonly Die[] = [4, 6, 8, 10, 12];

/** IS 6.15: added to gunfire target numbers by target size and gun die. */
export const TARGET_SIZE: Readonly<Record<SizeClass, Readonly<Record<Die, number>>>> = {
  VS: { 4: 0, 6: 1, 8: 2, 10: 3, 12: 4 },
  S: { 4: 0, 6: 0, 8: 1, 10: 2, 12: 3 },
  M: { 4: 0, 6: 0, 8: 0, 10: 1, 12: 2 },
  L: { 4: 0, 6: 0, 8: 0, 10: 0, 12: 1 },
  VL: { 4: 0, 6: 0, 8: 0, 10: 0, 12: 0 },
};

/** IS 3.5–3.7: set-up distances. */
export const SETUP = {
  firstFromEdge: 12 * INCH,
  secondMin: 24 * INCH,
  secondMax: 36 * INCH,
  friendlyWithin: 6 * INCH,
  enemyAtLeast: 24 * INCH,
} as const;

/** IS 8.1: each ship of a line or flank must be within 6" of the next. */
export const SCENARIO_ONE_SPACING = 6 * INCH;

/** IS 7 (reconstructed): the special equipment's numbers. */
export const EQUIPMENT = {
  keelBombard: { die: 12 as Die, damage: 3 },
  lightningRange: 15 * INCH,
  rockets: { die: 6 as Die, damage: 1, band: 3 * INCH, maxRange: 21 * INCH },
  /** Minefield radius by factors spent: the template sheet's 3", 4" and 5" are diameters. */
  minefieldRadius: { 1: 150, 2: 200, 3: 250 } as Readonly<Record<number, number>>,
  mineHitOn: 6,
} as const;

/** IS 4.1: the game ends after six turns unless a scenario says otherwise. */
export const DEFAULT_TURNS = 6;

/** IS 10.1: the platform's ceiling on a pick-up fleet (the counter sheets hold fewer). */
export const MAX_FLEET_SHIPS = 24;
