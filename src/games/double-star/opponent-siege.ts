// The Chinese answer to the Islamic defence (opponent-defence.ts) in the Sneak Attack: when no land
// hex of An-Nur's large worlds is empty, a carried base has nowhere to land (DS 4.5), so the whole
// fleet flies to the world nearest the carriers and strikes its land hexes from orbit (DS 6.14: a
// strike on a 1 or 2 kills population) until one is empty; the carriers then land there (the
// plan's own step, opponent-plan.ts). A line for the level that asks for more (LevelBudget.thorough).
//
// Everything read here is on the board both sides see.
import { axialDistance } from "../../hex";
import type { DoubleStarAction } from "./actions";
import { GUARDED } from "./opponent-defence";
import { distanceFromStar, MAP } from "./map";
import { bodyState, shipById, shipHex, siteOf } from "./queries";
import { movableUnits } from "./rules/movement";
import type { DoubleStarState } from "./state";

const hexDistance = (a: number, b: number): number =>
  axialDistance({ q: MAP.grid.q[a]!, r: MAP.grid.r[a]! }, { q: MAP.grid.q[b]!, r: MAP.grid.r[b]! });

/** The world under siege: the large world of An-Nur nearest a Chinese carrier (nearest Az-Zarr's side when none). */
export function siegeTarget(s: DoubleStarState): { body: string; hex: number } | null {
  const from = s.ships.filter((x) => x.side === "chinese" && x.cargo === "base").map((x) => shipHex(s, x));
  let best: { body: string; hex: number } | null = null;
  let bestD = Infinity;
  for (const body of GUARDED) {
    const hex = bodyState(s, body).hex;
    if (hex < 0) continue;
    const d = from.length ? Math.min(...from.map((h) => hexDistance(h, hex))) : MAP.grid.q[hex]!;
    // Ties go to the world farther along towards Az-Zarr (larger q).
    if (d < bestD || (d === bestD && best && MAP.grid.q[hex]! > MAP.grid.q[best.hex]!)) [best, bestD] = [{ body, hex }, d];
  }
  return best;
}

/** The siege's step among `choices` (Chinese seat, Sneak Attack, every land hex of An-Nur held), or null. */
export function siegeStep(s: DoubleStarState, prompt: string, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  const target = siegeTarget(s);
  if (!target) return null;
  switch (prompt) {
    case "movement":
      return gather(s, target.hex, choices);
    case "moveUnit":
      return closeOn(s, target.hex, choices);
    case "strikes":
      return strike(s, target.body, choices);
    default:
      return null;
  }
}

/** Movement: each Chinese unit not yet over the besieged world is moved (one at a time), then the phase ends. */
function gather(s: DoubleStarState, hex: number, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  const movable = new Set(movableUnits(s, "chinese"));
  for (const c of choices) {
    if (c.type !== "selectUnit" || !movable.has(c.unit)) continue;
    const ship = shipById(s, c.unit);
    if (ship && shipHex(s, ship) !== hex) return c;
  }
  return choices.find((c) => c.type === "endMovement") ?? null;
}

/** A unit's move: the reachable hex nearest the besieged world (staying put when it is there). */
function closeOn(s: DoubleStarState, hex: number, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  const ship = s.moving ? shipById(s, s.moving) : null;
  if (!ship) return null;
  let best: DoubleStarAction | null = null;
  let bestD = hexDistance(shipHex(s, ship), hex);
  for (const c of choices) {
    if (c.type !== "moveUnit") continue;
    const d = hexDistance(c.hex, hex);
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best ?? choices.find((c) => c.type === "holdUnit") ?? null;
}

/** A strike: the besieged world's land hex with the least population (the first to be emptied). */
function strike(s: DoubleStarState, body: string, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  let best: DoubleStarAction | null = null;
  let least = Infinity;
  for (const c of choices) {
    if (c.type !== "strike" || c.body !== body) continue;
    const st = siteOf(s, c.body, c.site);
    const held = (st?.population ?? 0) + 100 * ((st?.pd ?? 0) + (st?.industry ?? 0) + (st?.bases ?? 0));
    if (held < least) [best, least] = [c, held];
  }
  return best;
}

/**
 * Set-up, once the plan's bases and transports are bought: battle cruisers in orbit of the world
 * nearest An-Nur (DS 8.1), then a cruiser with what is left. A battle cruiser keeps pace with a
 * transport (4 hexes) and kills up to 8 population on a 1–2 (DS 6.14), the most per point that does.
 */
export function fleetBuy(s: DoubleStarState, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  for (const item of ["battleCruiser", "cruiser"] as const) {
    let best: DoubleStarAction | null = null;
    let bestD = Infinity;
    for (const c of choices) {
      if (c.type !== "buy" || c.item !== item || c.site !== null) continue;
      const d = distanceFromStar(bodyState(s, c.body).hex, "an-nur");
      if (d < bestD) [best, bestD] = [c, d];
    }
    if (best) return best;
  }
  return null;
}
