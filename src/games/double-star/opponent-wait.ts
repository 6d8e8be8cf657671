// The Chinese side of the Sneak Attack (DS 10.1) once it cannot land: no base left to carry, or
// (without the siege of opponent-siege.ts, `strong`'s line) every land hex of An-Nur's large worlds
// held, so a carried base has nowhere to be set down (DS 4.5). Nothing it moves then changes who
// wins; what is left is how long the game takes. The book's clock runs 12 turns from the first
// Chinese ship inside An-Nur's outermost orbit, else 48 turns (DS 10.1), so the step flies one unit
// (the nearest) across that line at once and ends every other movement phase without moving: a
// game of ~15 turns and a few hundred decisions where the search spent ~2,000 moving ships that
// could not win (bench/README.md 6q). Combat, strikes and production stay the search's.
//
// Everything read here is on the board both sides see.
import type { DoubleStarAction } from "./actions";
import { distanceFromStar, OUTERMOST_ORBIT } from "./map";
import { bodiesInHex, shipById, shipHex } from "./queries";
import { movableUnits } from "./rules/movement";
import type { DoubleStarState } from "./state";

const LINE = OUTERMOST_ORBIT["an-nur"];

/** The waiting step among `choices` (movement and a unit's move), or null elsewhere. */
export function waitStep(s: DoubleStarState, prompt: string, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  switch (prompt) {
    case "movement":
      return s.crossedOnTurn === null ? (nearestUnit(s, choices) ?? end(choices)) : end(choices);
    case "moveUnit":
      return s.crossedOnTurn === null ? (acrossTheLine(s, choices) ?? hold(choices)) : hold(choices);
    default:
      return null;
  }
}

const end = (choices: readonly DoubleStarAction[]) => choices.find((c) => c.type === "endMovement") ?? null;
const hold = (choices: readonly DoubleStarAction[]) => choices.find((c) => c.type === "holdUnit") ?? null;

/** The Chinese unit that may still move this phase and stands nearest An-Nur: the one to start the clock. */
function nearestUnit(s: DoubleStarState, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  const movable = new Set(movableUnits(s, "chinese"));
  let best: DoubleStarAction | null = null;
  let bestD = Infinity;
  for (const c of choices) {
    if (c.type !== "selectUnit" || !movable.has(c.unit)) continue;
    const ship = shipById(s, c.unit);
    if (!ship) continue;
    const d = distanceFromStar(shipHex(s, ship), "an-nur");
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best;
}

/**
 * A move toward An-Nur's outermost orbit: the reachable hex nearest the line, inside it when it can
 * (the crossing counts where the move ends, DS 10.1), away from bodies and enemy ships (a battle or
 * planetary defence fire there would only cost decisions). Null where no move comes nearer.
 */
function acrossTheLine(s: DoubleStarState, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  const ship = s.moving ? shipById(s, s.moving) : null;
  if (!ship) return null;
  const score = (hex: number) => {
    const d = distanceFromStar(hex, "an-nur");
    const busy = bodiesInHex(s, hex).length > 0 || s.ships.some((x) => x.side !== ship.side && x.loc.kind === "space" && x.loc.hex === hex);
    return (d <= LINE ? LINE - d : d - LINE + 1) + (busy ? 2 : 0);
  };
  let best: DoubleStarAction | null = null;
  let bestScore = score(shipHex(s, ship));
  for (const c of choices) {
    if (c.type !== "moveUnit") continue;
    const v = score(c.hex);
    if (v < bestScore) [best, bestScore] = [c, v];
  }
  return best;
}
