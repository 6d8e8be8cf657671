// LS 7.7: once life support is hit, its counter stands at 6 and moves down one box at the end of
// every turn after the one in which it was hit; at 0 the pilot is dead.
import { isDestroyed, shipOf } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";

export function countDownLifeSupport(ctx: Ctx): void {
  const { s } = ctx;
  for (const seat of s.seats) {
    const ship = shipOf(s, seat);
    if (ship.lifeSupport === null || ship.pilotDead || isDestroyed(ship)) continue;
    if (ship.lifeSupportHitOnTurn !== null && ship.lifeSupportHitOnTurn >= s.turn) continue;
    ship.lifeSupport--;
    s.report.lifeSupport.push({ seat, turnsLeft: ship.lifeSupport });
    emit(ctx, { type: "LifeSupportCountedDown", seat, turnsLeft: ship.lifeSupport });
    if (ship.lifeSupport === 0) {
      ship.pilotDead = true;
      emit(ctx, { type: "PilotDied", seat });
    }
  }
}
