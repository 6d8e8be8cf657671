// The firing phase resolved (LS 6). Fire is simultaneous (LS 6.1): each side's shots are
// worked out from the ships as they stood when the phase began, so a ship destroyed in the
// phase still fires, and the first seat's shots are resolved first only for bookkeeping.
import type { SeatId } from "../../../engine/contract";
import type { Rng } from "../../../engine/rng";
import type { Orders } from "../actions";
import { DRONE } from "../seats";
import { weaponLabel, type WeaponId } from "../weapons";
import type { Ship } from "../state";
import { bearingWeapons, isDestroyed, otherSeat, shipOf, toHitNumber, wheelFor } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { takeHit } from "./damage";
import { copyShips } from "../copy";

export interface ToHitRoll {
  dice: number[];
  total: number;
  hit: boolean;
}

/** LS 6.3: roll 2d6; equal to or above the To-Hit Number hits. 13 or more never hits. */
export function rollToHit(rng: Rng, toHit: number, purpose: string): ToHitRoll {
  const dice = [rng.roll(6, `${purpose}: die 1`), rng.roll(6, `${purpose}: die 2`)];
  const total = dice[0]! + dice[1]!;
  return { dice, total, hit: total >= toHit };
}

/** The lasers each seat fires: the pilot's declared ones, the drone every laser that bears (LS 8.4). */
function volley(ctx: Ctx, seat: SeatId, ship: Ship, opened: Record<SeatId, Orders>): WeaponId[] {
  if (seat === DRONE) return bearingWeapons(ship, wheelFor(ctx.s, seat).viewPort);
  const order = opened[seat];
  return order?.type === "fire" ? order.weapons : [];
}

export function resolveFire(ctx: Ctx, opened: Record<SeatId, Orders>): void {
  const { s } = ctx;
  const asTheyStood = copyShips(s.ships);
  for (const seat of s.seats) {
    const shooter = asTheyStood[seat]!;
    const target = otherSeat(s, seat);
    const toHit = toHitNumber(shooter);
    for (const weapon of volley(ctx, seat, shooter, opened)) {
      // Nothing is left to shoot at once the target is destroyed.
      if (isDestroyed(shipOf(s, target))) break;
      const roll = rollToHit(ctx.rng!, toHit, `to-hit: ${seat} ${weaponLabel(weapon)}`);
      emit(ctx, { type: "ShotFired", seat, target, weapon, toHit, ...roll });
      const damage = roll.hit ? takeHit(ctx, target) : null;
      s.report.shots.push({ seat, target, weapon, toHit, ...roll, damage });
    }
  }
}
