// Hex coordinates (STYLE §12): axial (q, r) with cube s = -q - r implied, and the four offset
// layouts printed maps use. Pure integer arithmetic; grids (grid.ts) turn coordinates into
// integer hex ids with precomputed neighbour tables, and games store only those ids.

export interface Axial {
  q: number;
  r: number;
}

export interface Offset {
  col: number;
  row: number;
}

/**
 * How a printed map staggers its hexes. "odd-q"/"even-q": flat-topped hexes in vertical
 * columns, the odd (even) columns pushed half a hex down. "odd-r"/"even-r": pointy-topped hexes
 * in horizontal rows, the odd (even) rows pushed half a hex right.
 */
export type OffsetLayout = "odd-q" | "even-q" | "odd-r" | "even-r";

/** The six axial steps, in a fixed order (counter-clockwise from "east" in axial space). */
export const AXIAL_DIRECTIONS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

const parity = (n: number) => n & 1;

export function offsetToAxial(col: number, row: number, layout: OffsetLayout): Axial {
  switch (layout) {
    case "odd-q":
      return { q: col, r: row - (col - parity(col)) / 2 };
    case "even-q":
      return { q: col, r: row - (col + parity(col)) / 2 };
    case "odd-r":
      return { q: col - (row - parity(row)) / 2, r: row };
    case "even-r":
      return { q: col - (row + parity(row)) / 2, r: row };
  }
}

export function axialToOffset(q: number, r: number, layout: OffsetLayout): Offset {
  switch (layout) {
    case "odd-q":
      return { col: q, row: r + (q - parity(q)) / 2 };
    case "even-q":
      return { col: q, row: r + (q + parity(q)) / 2 };
    case "odd-r":
      return { col: q + (r - parity(r)) / 2, row: r };
    case "even-r":
      return { col: q + (r + parity(r)) / 2, row: r };
  }
}

/** Hexes between two cells: the cube distance. */
export function axialDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function axialAdd(a: Axial, b: Axial, times = 1): Axial {
  return { q: a.q + b.q * times, r: a.r + b.r * times };
}

export function axialNeighbours(a: Axial): Axial[] {
  return AXIAL_DIRECTIONS.map((d) => axialAdd(a, d));
}

/**
 * The ring of cells exactly `radius` from `center`: 6·radius cells (1 for radius 0), starting at
 * center + radius·direction 4 and walking round in direction order. Double Star's orbits are
 * such rings.
 */
export function axialRing(center: Axial, radius: number): Axial[] {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`ring radius ${radius}`);
  if (radius === 0) return [{ ...center }];
  const out: Axial[] = [];
  let cell = axialAdd(center, AXIAL_DIRECTIONS[4]!, radius);
  for (let side = 0; side < 6; side++) {
    for (let step = 0; step < radius; step++) {
      out.push(cell);
      cell = axialAdd(cell, AXIAL_DIRECTIONS[side]!);
    }
  }
  return out;
}

/** The centre, then ring 1, ring 2 … up to `radius`: 1 + 3·radius·(radius + 1) cells. */
export function axialSpiral(center: Axial, radius: number): Axial[] {
  const out: Axial[] = [];
  for (let k = 0; k <= radius; k++) out.push(...axialRing(center, k));
  return out;
}

/**
 * The cells a straight line from `a` to `b` passes through, both ends included. Sampled at
 * N + 1 points with a fixed nudge so that lines along a hex edge fall consistently to one side;
 * the arithmetic is exact for every line a map of a few hundred hexes can hold.
 */
export function axialLine(a: Axial, b: Axial): Axial[] {
  const n = axialDistance(a, b);
  if (n === 0) return [{ ...a }];
  const out: Axial[] = [];
  // Nudge in cube space (q, r, s) so a sample never lands exactly on an edge.
  const aq = a.q + 1e-6,
    ar = a.r + 1e-6,
    as = -a.q - a.r - 2e-6;
  const bq = b.q + 1e-6,
    br = b.r + 1e-6,
    bs = -b.q - b.r - 2e-6;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    out.push(cubeRound(aq + (bq - aq) * t, ar + (br - ar) * t, as + (bs - as) * t));
  }
  return out;
}

/** The cell holding a fractional cube coordinate (q + r + s = 0): round all three, then fix the one that moved most. */
export function cubeRound(fq: number, fr: number, fs: number): Axial {
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq),
    dr = Math.abs(r - fr),
    ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}
