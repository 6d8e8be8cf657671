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
import type { IronStarsState, Ship } from "./state";
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
 * fire arrows are held. With `focus`, every weapon that can score on that ship fires at her first
 * (IS 6.1: each battery picks its own target, so all may pick one), the rest as above. Null when no
 * ship owes fire.
 */
export function bestFire(s: IronStarsState, seat: SeatId, expendables: boolean, focus?: string): FireAction | null {
  const ship = unfiredIn(s, seat)[0];
  if (!ship) return null;
  const doomed = doomedShips(s);
  const volleys: Volley[] = [];
  for (const w of fireBounds(s, ship).weapons) {
    if (!expendables && EXPENDABLE.has(w.weapon)) continue;
    const ranked = w.targets.map((t) => ({ t, value: perGun(s, w, t, doomed) })).sort((a, b) => b.value - a.value);
    const on = focus === undefined ? -1 : ranked.findIndex((r) => r.t.target === focus && r.value > 0);
    if (on > 0) ranked.unshift(...ranked.splice(on, 1));
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
    if (on < 0) for (const r of ranked) if (r.value * r.t.maxGuns > best.value * best.t.maxGuns) best = r;
    // A volley that cannot score (IS 6.6: a target number past the die) is held: torpedoes are spent for nothing.
    if (best.value <= 0) continue;
    volleys.push({ weapon: w.weapon, target: best.t.target, guns: best.t.maxGuns });
  }
  return { type: "fire", ship: ship.id, volleys };
}

/** Ships the hits pending for the end of the phase destroy (IS 6.11). */
function doomedShips(s: IronStarsState): Set<string> {
  return new Set([...projectHits(s).values()].filter((p) => p.destroyed).map((p) => p.ship.id));
}

/**
 * The enemy ship worth the most victory points (IS 4.2) that some weapon of `seat`'s first ship to
 * fire can score on, not already doomed; ties to the one with the least hull left (nearest a kill).
 * The best fire lays each gun where it scores most per shot, so a big armoured ship (the Gauntlet,
 * armour 3, 95 of Britain's 188 points) draws little while destroyers are in reach: laying every
 * gun that reaches her on her lets the search weigh the points of her destruction against
 * scattered hits. Null when nothing scores.
 */
export function focusOf(s: IronStarsState, seat: SeatId): string | null {
  const ship = unfiredIn(s, seat)[0];
  if (!ship) return null;
  const doomed = doomedShips(s);
  let best: Ship | null = null;
  for (const w of fireBounds(s, ship).weapons) {
    for (const t of w.targets) {
      if (perGun(s, w, t, doomed) <= 0) continue;
      const target = shipById(s, t.target)!;
      if (
        !best ||
        target.record.points > best.record.points ||
        (target.record.points === best.record.points && hullLeft(target) < hullLeft(best))
      )
        best = target;
    }
  }
  return best?.id ?? null;
}

const hullLeft = (x: Ship) => x.record.hull - x.damage.hull;

/** Whether `a` fires anything that is spent by firing. */
export function firesExpendables(a: FireAction): boolean {
  return a.volleys.some((v) => EXPENDABLE.has(v.weapon));
}
