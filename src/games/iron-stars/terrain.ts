// Optional terrain (IS 1.3, with IS 5.6 and IS 6.8; R24). The book leaves space empty unless the
// players agree on objects and their effects before play, naming asteroids, meteorites and stray
// wreckage, and gives two effects: an object may block line of sight, and an object may block
// movement (a centre-point may not travel across it). No counter may finish on any object. The
// kinds, sizes, counts and the seeded scatter below are Starpost's reconstruction.
import type { Rng } from "../../engine/rng";
import { advance, isqrt, polygonsOverlap, segmentMeetsCircle, segmentMeetsPolygon, type Point } from "./geometry";
import type { IronStarsState, MovePath, TerrainFeature, TerrainKind } from "./state";
import { INCH, SETUP, TABLE_HEIGHT, TABLE_WIDTH } from "./tables";

/** R24: each kind, how many are laid, its size (circumradius, hundredths) and what it blocks. */
export const TERRAIN: Readonly<
  Record<TerrainKind, { count: number; minRadius: number; maxRadius: number; blocksSight: boolean; blocksMovement: boolean }>
> = {
  asteroid: { count: 3, minRadius: 1 * INCH, maxRadius: 2 * INCH, blocksSight: true, blocksMovement: true },
  meteorites: { count: 2, minRadius: 2 * INCH, maxRadius: 3 * INCH, blocksSight: true, blocksMovement: false },
  flotsam: { count: 1, minRadius: INCH / 2, maxRadius: 1 * INCH, blocksSight: false, blocksMovement: true },
};

/** Centres are drawn clear of both deployment bands (the first ship's 12" from each long edge) plus 2". */
const BAND = SETUP.firstFromEdge + 2 * INCH;
/** The least gap between two features' circles. */
const GAP = 1 * INCH;
/** Draws per feature before it is left out (the table is large enough that this never happens in practice). */
const TRIES = 50;

/** R24: the features for a new game with terrain, every draw from the game's seeded dice. */
export function layTerrain(rng: Rng): TerrainFeature[] {
  const out: (TerrainFeature & { radius: number })[] = [];
  const draw = (lo: number, hi: number, purpose: string) => lo - 1 + rng.roll(hi - lo + 1, purpose);
  for (const kind of Object.keys(TERRAIN) as TerrainKind[]) {
    const t = TERRAIN[kind];
    for (let n = 1; n <= t.count; n++) {
      const id = `${kind}-${n}`;
      for (let i = 0; i < TRIES; i++) {
        const radius = draw(t.minRadius, t.maxRadius, `terrain: ${id} radius`);
        const centre = {
          x: draw(radius, TABLE_WIDTH - radius, `terrain: ${id} x`),
          y: draw(BAND, TABLE_HEIGHT - BAND, `terrain: ${id} y`),
        };
        const turn = draw(0, 44, `terrain: ${id} rotation`);
        const apart = out.every((f) => (f.centre.x - centre.x) ** 2 + (f.centre.y - centre.y) ** 2 >= (f.radius + radius + GAP) ** 2);
        if (!apart) continue;
        const corners = Array.from({ length: 8 }, (_, k) => advance(centre, turn + 45 * k, radius));
        out.push({ id, kind, centre, radius, corners, blocksSight: t.blocksSight, blocksMovement: t.blocksMovement });
        break;
      }
    }
  }
  return out.map(({ radius: _r, ...f }) => f);
}

/** The features of a game (none in games stored before terrain existed). */
export function terrainOf(s: IronStarsState): TerrainFeature[] {
  return s.terrain ?? [];
}

/** Whether the segment meets the feature, with a cheap circle test first (most lines pass far from most features). */
function meets(f: TerrainFeature, p: Point, q: Point): boolean {
  let r2 = 0;
  for (const c of f.corners) r2 = Math.max(r2, (c.x - f.centre.x) ** 2 + (c.y - f.centre.y) ** 2);
  return segmentMeetsCircle(p, q, f.centre, isqrt(r2) + 1) && segmentMeetsPolygon(p, q, f.corners);
}

/** IS 6.8: the first feature that blocks the line between two centre-points (touching blocks). */
export function sightBlocker(s: IronStarsState, from: Point, to: Point): TerrainFeature | null {
  return terrainOf(s).find((f) => f.blocksSight && meets(f, from, to)) ?? null;
}

/** IS 5.6: the first movement-blocking feature the centre-point's path (either leg) crosses or touches. */
export function pathBlocker(s: IronStarsState, path: MovePath): TerrainFeature | null {
  const legs: [Point, Point][] = path.pivot
    ? [
        [path.from, path.pivot],
        [path.pivot, path.to],
      ]
    : [[path.from, path.to]];
  return terrainOf(s).find((f) => f.blocksMovement && legs.some(([p, q]) => meets(f, p, q))) ?? null;
}

/** IS 5.6: the first feature of any kind a counter with these corners would stand on. */
export function featureUnder(s: IronStarsState, corners: Point[]): TerrainFeature | null {
  return terrainOf(s).find((f) => polygonsOverlap(corners, f.corners)) ?? null;
}
