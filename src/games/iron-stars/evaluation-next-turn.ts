// The fire of the turn after the coming one, as `strong`'s Russian leaf counts it (evaluation.ts;
// bench/README.md 6zf). The leaf's `threat` prices one combat phase from where the ships lie, arcs
// as they face. A rollout cut short leaves the fleets at ranges the next turn's fire will mostly
// be laid at too: a turn's move changes the range by a few inches while a band is 3–12" (IS 6.7),
// and every ship may turn to bring its best arc to bear first (IS 5.2), so here each weapon is laid
// from its best arc at the range the leaf's positions give. Russia's many short guns outscore
// Britain's close and lose to them far (6m's range edge); main's leaf saw that only for the phase
// to come, so a rollout that ends after the guns have fired valued closing for nothing.
import type { EvaluateAsk, SeatId } from "../../engine/contract";
import { distance } from "./geometry";
import { onTheTable } from "./queries";
import { allowanceInArc, type WeaponProfile, weaponsOf } from "./rules/fire";
import type { IronStarsState, Ship } from "./state";
import { ARCS } from "./tables";

/**
 * Seats whose thorough search scores the next turn's fire at the leaf. Scenario One's Russia only:
 * its guns win close (bench/README.md 6m) and it had fallen behind at every pass; Britain's games
 * and `standard` (not thorough) keep the leaf as it was (bench/README.md 6zf).
 */
const NEXT_TURN_SEATS: ReadonlySet<SeatId> = new Set(["russia"]);

/** Whether the search that asks (its seat and level, from the engine's search) counts the next turn's fire. */
export function countsNextTurn(ask: EvaluateAsk): boolean {
  return ask.thorough && NEXT_TURN_SEATS.has(ask.searcher);
}

/**
 * The share of the next turn's expected fire the leaf counts: a guess (not tuned). Both fleets move
 * and this phase's hits land before it, so it is worth less than the phase to come.
 */
export const NEXT_TURN_SHARE = 0.5;

/** How the leaf prices fire (evaluation.ts): the damage points `guns` of `profile` can expect on `target` from `range` (IS 6.6), and what one damage point on `target` is worth. */
export interface FirePrice {
  damage(profile: WeaponProfile, guns: number, target: Ship, range: number): number;
  worth(target: Ship): number;
}

/**
 * The damage points `seat`'s ships can expect to lay on each enemy in the next turn's combat phase
 * (IS 6.6–6.7): every weapon on the enemy where it scores most (as `threat` lays it) at the range
 * between them now (each full band adds one to the target number), with as many guns as its best arc
 * holds (IS 6.4, 6.5, 6.13), torpedoes at half as `threat` counts them. `alive` says which ships
 * still stand once the pending hits land (IS 6.11); line of sight is not looked at (the ships move).
 */
export function nextTurnDamage(s: IronStarsState, seat: SeatId, alive: (ship: Ship) => boolean, price: FirePrice): Map<Ship, number> {
  const laid = new Map<Ship, number>();
  const enemies = s.ships.filter((x) => x.side !== seat && onTheTable(x) && alive(x));
  if (enemies.length === 0) return laid;
  const worth = enemies.map((e) => price.worth(e));
  for (const ship of s.ships) {
    if (ship.side !== seat || !onTheTable(ship) || !alive(ship)) continue;
    const ranges = enemies.map((e) => distance(ship.position!, e.position!));
    for (const profile of weaponsOf(s, ship)) {
      let guns = 0;
      for (const arc of ARCS) guns = Math.max(guns, allowanceInArc(profile, arc));
      if (guns <= 0) continue;
      let best = 0;
      let target: Ship | null = null;
      let damage = 0;
      for (let i = 0; i < enemies.length; i++) {
        if (ranges[i]! >= profile.maxRange) continue;
        const expected = price.damage(profile, guns, enemies[i]!, ranges[i]!);
        if (expected * worth[i]! > best) [best, target, damage] = [expected * worth[i]!, enemies[i]!, expected];
      }
      if (target) laid.set(target, (laid.get(target) ?? 0) + (profile.torpedoLike ? damage / 2 : damage));
    }
  }
  return laid;
}
