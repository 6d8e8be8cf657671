// The map of the Epsilon Cetus binary (DS 1, DS 4.6) and the world surface charts (DS 3.1). The
// printed map is lost: this is the reconstruction RECONSTRUCTIONS.md asks for (README, R3–R7).
// Each star sits at the centre of concentric hex rings (ring n has 6n hexes, 0.5 AU per hex);
// each world has its own ring; Lu flies a long eccentric path; the two systems are far enough
// apart that crossing takes several turns. Everything here is a module constant built once.
import { AXIAL_DIRECTIONS, axialDistance, axialRing, cubeRound, gridOf, idAt, type Axial, type HexGrid } from "../../hex";

export type StarId = "an-nur" | "az-zarr";
export type Side = "islamic" | "chinese";

export interface Star {
  id: StarId;
  /** The Islamic name first, then the Chinese one (DS introduction). */
  name: string;
  chineseName: string;
  spectral: string;
  /** The side whose home system this star anchors. */
  side: Side;
  q: number;
  r: number;
}

export const STARS: readonly Star[] = [
  { id: "an-nur", name: "An-Nur", chineseName: "Kou", spectral: "G0", side: "islamic", q: 0, r: 0 },
  { id: "az-zarr", name: "Az-Zarr", chineseName: "Chin", spectral: "M8", side: "chinese", q: 30, r: 0 },
];

export function starOf(id: StarId): Star {
  return STARS.find((s) => s.id === id)!;
}

export type Disc = "large" | "small";

/** Where a body starts the game: on its own orbital path, or on the surface chart of a world. */
export type BodyHome = { kind: "path"; path: string } | { kind: "tied"; to: string };

export interface BodyData {
  id: string;
  name: string;
  /** The side whose system the body belongs to (its worlds are placed by the other side, DS 9). */
  side: Side;
  disc: Disc;
  star: StarId;
  home: BodyHome;
  /** The source of the body and its name: the book's, or a labelled reconstruction. */
  source: "book" | "reconstructed";
  meaning?: string;
}

/**
 * The bodies. Large discs are worlds (planets); small discs are moons and planetoids, which may
 * be pulled from orbit with power plants (DS 4.7). Which body has which disc, every moon's letter,
 * the fifth Islamic world's name and every orbit radius are reconstructions (README, R4).
 */
export const BODIES: readonly BodyData[] = [
  {
    id: "al-razzak",
    name: "Al-Razzak",
    side: "islamic",
    disc: "large",
    star: "an-nur",
    home: { kind: "path", path: "ring:an-nur:2" },
    source: "book",
    meaning: "The Provider",
  },
  {
    id: "al-mughni",
    name: "Al-Mughni",
    side: "islamic",
    disc: "large",
    star: "an-nur",
    home: { kind: "path", path: "ring:an-nur:3" },
    source: "book",
    meaning: "The Enricher",
  },
  {
    id: "al-mughni-a",
    name: "Al-Mughni A",
    side: "islamic",
    disc: "small",
    star: "an-nur",
    home: { kind: "tied", to: "al-mughni" },
    source: "reconstructed",
  },
  {
    id: "al-mumit",
    name: "Al-Mumit",
    side: "islamic",
    disc: "large",
    star: "an-nur",
    home: { kind: "path", path: "ring:an-nur:5" },
    source: "book",
    meaning: "The Killer",
  },
  {
    id: "al-mumit-a",
    name: "Al-Mumit A",
    side: "islamic",
    disc: "small",
    star: "an-nur",
    home: { kind: "tied", to: "al-mumit" },
    source: "reconstructed",
  },
  {
    id: "al-mumit-b",
    name: "Al-Mumit B",
    side: "islamic",
    disc: "small",
    star: "an-nur",
    home: { kind: "tied", to: "al-mumit" },
    source: "reconstructed",
  },
  {
    id: "al-hafiz",
    name: "Al-Hafiz",
    side: "islamic",
    disc: "small",
    star: "an-nur",
    home: { kind: "path", path: "ring:an-nur:7" },
    source: "reconstructed",
    meaning: "The Preserver",
  },
  {
    id: "al-akhir",
    name: "Al-Akhir",
    side: "islamic",
    disc: "large",
    star: "an-nur",
    home: { kind: "path", path: "ring:an-nur:9" },
    source: "book",
    meaning: "The Last",
  },
  {
    id: "al-akhir-a",
    name: "Al-Akhir A",
    side: "islamic",
    disc: "small",
    star: "an-nur",
    home: { kind: "tied", to: "al-akhir" },
    source: "reconstructed",
  },
  {
    id: "chien",
    name: "Chien",
    side: "chinese",
    disc: "large",
    star: "az-zarr",
    home: { kind: "path", path: "ring:az-zarr:2" },
    source: "book",
    meaning: "Growth",
  },
  {
    id: "i",
    name: "I",
    side: "chinese",
    disc: "large",
    star: "az-zarr",
    home: { kind: "tied", to: "chien" },
    source: "book",
    meaning: "Help From Above",
  },
  {
    id: "ta-yu",
    name: "Ta Yu",
    side: "chinese",
    disc: "large",
    star: "az-zarr",
    home: { kind: "path", path: "ring:az-zarr:3" },
    source: "book",
    meaning: "Wealth",
  },
  {
    id: "kan",
    name: "K'an",
    side: "chinese",
    disc: "small",
    star: "az-zarr",
    home: { kind: "path", path: "ring:az-zarr:5" },
    source: "book",
    meaning: "Danger",
  },
  {
    id: "kan-a",
    name: "K'an A",
    side: "chinese",
    disc: "small",
    star: "az-zarr",
    home: { kind: "tied", to: "kan" },
    source: "reconstructed",
  },
  {
    id: "kun",
    name: "K'un",
    side: "chinese",
    disc: "small",
    star: "az-zarr",
    home: { kind: "path", path: "ring:az-zarr:7" },
    source: "book",
    meaning: "Adversity",
  },
  {
    id: "kun-a",
    name: "K'un A",
    side: "chinese",
    disc: "small",
    star: "az-zarr",
    home: { kind: "tied", to: "kun" },
    source: "reconstructed",
  },
  {
    id: "kun-b",
    name: "K'un B",
    side: "chinese",
    disc: "small",
    star: "az-zarr",
    home: { kind: "tied", to: "kun" },
    source: "reconstructed",
  },
  {
    id: "lu",
    name: "Lu",
    side: "chinese",
    disc: "small",
    star: "az-zarr",
    home: { kind: "path", path: "lu" },
    source: "book",
    meaning: "Newcomer",
  },
];

export const BODY_IDS = BODIES.map((b) => b.id);
const BODY_BY_ID = new Map(BODIES.map((b) => [b.id, b]));

export function bodyData(id: string): BodyData {
  const b = BODY_BY_ID.get(id);
  if (!b) throw new Error(`no body ${id}`);
  return b;
}

export function isBodyId(id: string): boolean {
  return BODY_BY_ID.has(id);
}

/** The outermost orbit radius of each home system (DS 7: training; DS 10: the Sneak Attack clock). */
export const OUTERMOST_ORBIT: Record<StarId, number> = { "an-nur": 9, "az-zarr": 7 };

// surface charts (DS 3.1)
/** A world's chart: the polar hex (north face up, south face down) and six equatorial hexes. */
export const WORLD_SITES = ["N", "S", "E1", "E2", "E3", "E4", "E5", "E6"] as const;
/** A planetoid's chart: the northern and southern hemispheres. */
export const PLANETOID_SITES = ["N", "S"] as const;
export type SiteId = (typeof WORLD_SITES)[number];

export function sitesOf(body: string): readonly SiteId[] {
  return bodyData(body).disc === "large" ? WORLD_SITES : PLANETOID_SITES;
}

/** Ocean (blue) hexes of each world's chart: reconstructed, the poles always land (README, R6). */
export const OCEANS: Readonly<Record<string, readonly SiteId[]>> = {
  "al-razzak": ["E3"],
  "al-mughni": ["E2", "E5"],
  "al-mumit": ["E1", "E4"],
  "al-akhir": ["E6"],
  chien: ["E4"],
  i: ["E1", "E2"],
  "ta-yu": [],
};

export function isOcean(body: string, site: SiteId): boolean {
  return (OCEANS[body] ?? []).includes(site);
}

const LAND: Record<string, SiteId[]> = {};

/** Sites that may hold counters (DS 3.1 restriction 1). */
export function landSites(body: string): readonly SiteId[] {
  return (LAND[body] ??= sitesOf(body).filter((s) => !isOcean(body, s)));
}

/**
 * Hexes next to a site on its chart (DS 3.1 diagram, DS 6 scatter diagram). On a world the pole
 * touches all six equatorial hexes; an equatorial hex touches its two neighbours and both faces of
 * the pole. On a planetoid the two hemispheres touch each other.
 */
export function adjacentSites(body: string, site: SiteId): SiteId[] {
  if (bodyData(body).disc === "small") return site === "N" ? ["S"] : ["N"];
  if (site === "N" || site === "S") return ["E1", "E2", "E3", "E4", "E5", "E6"];
  const i = Number(site.slice(1));
  const prev = `E${i === 1 ? 6 : i - 1}` as SiteId;
  const next = `E${i === 6 ? 1 : i + 1}` as SiteId;
  return ["N", "S", prev, next];
}

// the hex map
function xy(a: Axial): [number, number] {
  return [a.q + a.r / 2, (a.r * Math.sqrt(3)) / 2];
}

function fromXy(x: number, y: number): Axial {
  const fr = y / (Math.sqrt(3) / 2);
  const fq = x - fr / 2;
  return cubeRound(fq, fr, -fq - fr);
}

/** Twice the signed area of a closed path in map coordinates: the sign is its spin. */
function spin(cells: readonly Axial[]): number {
  let area = 0;
  for (let i = 0; i < cells.length; i++) {
    const [x1, y1] = xy(cells[i]!);
    const [x2, y2] = xy(cells[(i + 1) % cells.length]!);
    area += x1 * y2 - x2 * y1;
  }
  return Math.sign(area);
}

/**
 * Lu's cometary path (reconstructed, README R5): an ellipse with Az-Zarr at one focus, 3 hexes
 * out at its nearest and 16 at its farthest, its long axis pointing away from the line between
 * the stars; sampled, snapped to hexes and walked in the same spin as the rings.
 */
function luPath(): Axial[] {
  const star = starOf("az-zarr");
  const [bx, by] = xy(star);
  const peri = 3,
    apo = 14;
  const a = (peri + apo) / 2,
    c = a - peri,
    b = Math.sqrt(a * a - c * c);
  const out: Axial[] = [];
  for (let i = 0; i < 720; i++) {
    const t = (2 * Math.PI * i) / 720;
    const ex = c + a * Math.cos(t),
      ey = b * Math.sin(t);
    // Long axis along −y (screen up), so x = bx + ey, y = by − ex.
    const cell = fromXy(bx + ey, by - ex);
    const last = out[out.length - 1];
    if (!last || last.q !== cell.q || last.r !== cell.r) out.push(cell);
  }
  if (out[0]!.q === out.at(-1)!.q && out[0]!.r === out.at(-1)!.r) out.pop();
  const ringSpin = spin(axialRing({ q: 0, r: 0 }, 3));
  return spin(out) === ringSpin ? out : out.reverse();
}

export interface PathData {
  id: string;
  star: StarId;
  /** Ring radius, or null for Lu's eccentric path. */
  radius: number | null;
  /** Hex ids in the direction of spin: a body moves from index i to i + 1 (DS 4.6). */
  hexes: number[];
}

export interface MapData {
  grid: HexGrid;
  /** Hex id of each star (stars cannot be entered). */
  starHex: Record<StarId, number>;
  paths: PathData[];
  pathById: Map<string, PathData>;
}

const ORBIT_RADII: Record<StarId, number[]> = { "an-nur": [2, 3, 5, 7, 9], "az-zarr": [2, 3, 5, 7] };

function buildMap(): MapData {
  const [A, B] = STARS as [Star, Star];
  const lu = luPath();
  const cells: Axial[] = [];
  const seen = new Set<string>();
  const add = (c: Axial) => {
    const k = `${c.q},${c.r}`;
    if (!seen.has(k)) {
      seen.add(k);
      cells.push(c);
    }
  };
  const span = axialDistance(A, B);
  // Systems first (so ids cluster), then the corridor between them, then Lu's reaches.
  for (let q = -14; q <= 50; q++) {
    for (let r = -30; r <= 16; r++) {
      const c = { q, r };
      const da = axialDistance(c, A),
        db = axialDistance(c, B);
      const nearLu = lu.some((p) => axialDistance(p, c) <= 2);
      if (da <= 11 || db <= 10 || da + db <= span + 8 || nearLu) add(c);
    }
  }
  const grid = gridOf(cells);
  const at = (c: Axial) => {
    const id = idAt(grid, c.q, c.r);
    if (id < 0) throw new Error(`map: ${c.q},${c.r} is off the grid`);
    return id;
  };
  const paths: PathData[] = [];
  for (const star of [A, B]) {
    for (const radius of ORBIT_RADII[star.id]) {
      paths.push({ id: `ring:${star.id}:${radius}`, star: star.id, radius, hexes: axialRing(star, radius).map(at) });
    }
  }
  paths.push({ id: "lu", star: "az-zarr", radius: null, hexes: lu.map(at) });
  return {
    grid,
    starHex: { "an-nur": at(A), "az-zarr": at(B) },
    paths,
    pathById: new Map(paths.map((p) => [p.id, p])),
  };
}

export const MAP: MapData = buildMap();

export function pathData(id: string): PathData {
  const p = MAP.pathById.get(id);
  if (!p) throw new Error(`no orbital path ${id}`);
  return p;
}

export function isStarHex(hex: number): boolean {
  return hex === MAP.starHex["an-nur"] || hex === MAP.starHex["az-zarr"];
}

// Every hex's distance from each star, worked out once: the bot weighs every move by it.
const STAR_DISTANCE: Record<StarId, Int32Array> = {
  "an-nur": starDistances("an-nur"),
  "az-zarr": starDistances("az-zarr"),
};

function starDistances(star: StarId): Int32Array {
  const s = starOf(star);
  const out = new Int32Array(MAP.grid.count);
  for (let hex = 0; hex < MAP.grid.count; hex++) out[hex] = axialDistance({ q: MAP.grid.q[hex]!, r: MAP.grid.r[hex]! }, s);
  return out;
}

/** Every hex's distance from the star (index: hex; shared, never to be changed): for loops over many hexes. */
export function distancesFromStar(star: StarId): Int32Array {
  return STAR_DISTANCE[star];
}

/** Hexes from a star, as the crow flies. */
export function distanceFromStar(hex: number, star: StarId): number {
  const d = STAR_DISTANCE[star][hex];
  return d ?? axialDistance({ q: MAP.grid.q[hex]!, r: MAP.grid.r[hex]! }, starOf(star));
}

/** Within (on or inside) the outermost orbit of a star's system (DS 7, DS 10.1). */
export function withinOutermostOrbit(hex: number, star: StarId): boolean {
  return distanceFromStar(hex, star) <= OUTERMOST_ORBIT[star];
}

/** The direction along a path at index i (towards i + 1), as a facing 0..5. */
export function pathDirection(path: PathData, index: number): number {
  const from = path.hexes[index]!;
  const to = path.hexes[(index + 1) % path.hexes.length]!;
  for (let d = 0; d < 6; d++) if (MAP.grid.neighbours[from * 6 + d] === to) return d;
  return -1;
}

export const DIRECTIONS = AXIAL_DIRECTIONS;
