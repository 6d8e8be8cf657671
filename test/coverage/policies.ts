// Ways to steer a seeded game towards a rule that random play rarely reaches, for the scenario
// finder (find.ts). A policy returns the action a seat takes, or undefined to leave it to chance.
import type { Rng } from "../../src/engine/rng";
import { GRID } from "../../src/games/barnards-star/map";
import type { BarnardsStarState } from "../../src/games/barnards-star/state";
import { distance } from "../../src/hex/grid";
import { DS_POLICIES } from "./ds-policies";
import { isKeelBombard } from "./iron-stars-policies";
import type { Policy } from "./playout";

type Choice = { type: string; [field: string]: unknown };

/** A listed choice whose type is among `types` (the earlier types first), or undefined. */
function prefer(choices: Choice[] | undefined, types: string[], rng: Rng): Choice | undefined {
  for (const type of types) {
    const of = (choices ?? []).filter((c) => c.type === type);
    if (of.length) return of[rng.int(of.length)];
  }
  return undefined;
}

const choicesOf = (pending: { seat: string; choices?: unknown[] }[], seat: string) =>
  pending.find((p) => p.seat === seat)?.choices as Choice[] | undefined;

/** Barnard's Star: the hexes of the Terran's units on the planet. */
const terranHexes = (s: BarnardsStarState) =>
  Object.values(s.units).flatMap((u) => (u.side === "terran" && u.where.at === "map" ? [u.where.hex] : []));

/** The choice whose hex (its `to` or `hex`) lies nearest a Terran unit. */
function nearestTerran(s: BarnardsStarState, choices: Choice[]): Choice | undefined {
  const targets = terranHexes(s);
  let best: Choice | undefined;
  let bestDistance = Infinity;
  for (const c of choices) {
    const hex = (c.to ?? c.hex) as number | undefined;
    if (hex === undefined) continue;
    const d = Math.min(...targets.map((t) => distance(GRID, hex, t)));
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

export const POLICIES: Record<string, Policy> = {
  /** Barnard's Star: the Naronian presses every attack; the Terran only ever ends his phases. */
  "bs-naronian-push": (_game, state, seat, pending, rng) => {
    const choices = choicesOf(pending, seat);
    if (seat === "terran")
      return prefer(
        choices,
        [
          "declineSupport",
          "holdFire",
          "stayInOrbit",
          "endCombat",
          "endMovement",
          "endTransportation",
          "endSupportMoves",
          "endInteraction",
          "endDispatch",
          "endDefenseFire",
        ],
        rng,
      );
    const attack = prefer(choices, ["pressAssault", "attack", "overrun", "bombard", "addSupport"], rng);
    if (attack) return attack;
    for (const type of ["dropJumpTroop", "landShip", "moveUnit"]) {
      const of = (choices ?? []).filter((c) => c.type === type);
      if (of.length && rng.int(5) > 0) return nearestTerran(state as BarnardsStarState, of);
    }
    return undefined;
  },
  /**
   * Double Star: ships join task forces, task forces fight in formation (every ship put into the
   * open group), and power plants go on breaking orbit, assuming orbit and aiming impacts.
   */
  "ds-formations": (_game, _state, seat, pending, rng) => {
    const choices = choicesOf(pending, seat);
    return prefer(
      choices,
      ["addToGroup", "formGroup", "closeGroup", "formationsReady", "attack", "joinTaskForce", "assumeOrbit", "declareImpact", "breakOrbit"],
      rng,
    );
  },
  ...DS_POLICIES,
  /** Iron Stars: each side buys, steers and fires a keel bombard (IS 7.1), which no book record carries. */
  "is-keel-bombard": isKeelBombard,
};
