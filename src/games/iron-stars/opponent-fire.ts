// The built-in opponent's fire (opponent.ts): every weapon of a ship at the target where it can be
// expected to score the most victory points (IS 4.2), as the evaluation prices a damage point
// (evaluation.ts). The random bot spreads its guns over any target in arc, so a Russian light gun
// (a d4) is as often laid on the Gauntlet, whose armour 3 it cannot beat (IS 6.6), as on a
// destroyer it hits half the time. Damage waits for the end of the phase (IS 6.11), so a ship
// already doomed by the hits pending draws no more fire while anything else is in reach.
import type { SeatId } from "../../engine/contract";
import type { FireAction, Volley } from "./actions";
import { hitChance, pointValue, projectHits } from "./evaluation";
import { unfiredIn } from "./per-state";
import { shipById } from "./queries";
import { fireBounds, preferredArc, type TargetBounds, type WeaponBounds } from "./rules/fire";
import type { IronStarsState } from "./state";
import type { Arc } from "./tables";

/** Weapons spent by firing (IS 6.7, IS 7.4–7.5): a search weighs firing them now against later. */
const EXPENDABLE = new Set(["torpedoes", "rockets", "fireArrows"]);

/** The victory points one gun of `w` can be expected to score on `t` (0 on a ship the pending hits destroy). */
function perGun(s: IronStarsState, w: WeaponBounds, t: TargetBounds, doomed: Set<string>): number {
  const target = shipById(s, t.target);
  if (!target || doomed.has(t.target)) return 0;
  return hitChance(w.die, t.targetNumber) * w.damage * pointValue(target);
}

/**
 * The fire of `seat`'s first ship still to fire, each weapon at its best target with every gun that
 * bears; light guns spread over the best targets arc by arc (at most half of them into one arc,
 * IS 6.5); a weapon that can score nothing holds. With `expendables` false, torpedoes, rockets and
 * fire arrows are held. Null when no ship owes fire.
 */
export function bestFire(s: IronStarsState, seat: SeatId, expendables: boolean): FireAction | null {
  const ship = unfiredIn(s, seat)[0];
  if (!ship) return null;
  const doomed = new Set([...projectHits(s).values()].filter((p) => p.destroyed).map((p) => p.ship.id));
  const volleys: Volley[] = [];
  for (const w of fireBounds(s, ship).weapons) {
    if (!expendables && EXPENDABLE.has(w.weapon)) continue;
    const ranked = w.targets.map((t) => ({ t, value: perGun(s, w, t, doomed) })).sort((a, b) => b.value - a.value);
    if (w.weapon === "light") {
      const used: Record<Arc, number> = { forward: 0, aft: 0, port: 0, starboard: 0 };
      let left = w.guns;
      for (const { t, value } of ranked) {
        if (value <= 0) break;
        const arc = preferredArc(t.arcs, "light");
        const guns = Math.min(left, w.perArc! - used[arc]);
        if (guns <= 0) continue;
        used[arc] += guns;
        left -= guns;
        volleys.push({ weapon: "light", target: t.target, guns });
      }
      continue;
    }
    let best = ranked[0]!;
    for (const r of ranked) if (r.value * r.t.maxGuns > best.value * best.t.maxGuns) best = r;
    // A volley that cannot score (IS 6.6: a target number past the die) is held: torpedoes are spent for nothing.
    if (best.value <= 0) continue;
    volleys.push({ weapon: w.weapon, target: best.t.target, guns: best.t.maxGuns });
  }
  return { type: "fire", ship: ship.id, volleys };
}

/** Whether `a` fires anything that is spent by firing. */
export function firesExpendables(a: FireAction): boolean {
  return a.volleys.some((v) => EXPENDABLE.has(v.weapon));
}
