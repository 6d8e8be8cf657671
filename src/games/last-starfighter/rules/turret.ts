// LS 4.1 / 2.3: the opened turret orders set each pilot's turret sector. Both turret lasers
// always point the same way, so one sector per ship is all there is to record.
import type { SeatId } from "../../../engine/contract";
import type { Orders } from "../actions";
import { shipOf } from "../queries";
import type { Ctx } from "../events";

export function applyTurrets(ctx: Ctx, opened: Record<SeatId, Orders>): void {
  const { s } = ctx;
  for (const [seat, order] of Object.entries(opened)) {
    if (order.type !== "aimTurret") continue;
    shipOf(s, seat).turret = order.sector;
    s.report.turrets.push({ seat, sector: order.sector });
  }
}
