// The movement phase resolved (LS 1.2, 5.1): both headings set on the wheel, the ships moved by
// the movement table, then fly-bys (LS 5.3) and disengaging (LS 5.4) on top.
import type { SeatId } from "../../../engine/contract";
import type { Orders } from "../actions";
import { wheelTableOf } from "../options";
import type { Heading } from "../state";
import { seatWheels, shipOf } from "../queries";
import { DISENGAGE_RUN } from "../tables";
import { AFTER_FLY_BY, countSetPosition, isDisengaging, isNoseToNose, moveOnTable, turnWheel } from "../wheel";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";

/** Clicks as the wheel counts them: clockwise positive. */
export function signedClicks(h: Heading): number {
  return h.direction === "clockwise" ? h.clicks : h.direction === "counterclockwise" ? -h.clicks : 0;
}

export type AfterMovement = "fire" | "reengage" | "endTurn";

export function resolveMovement(ctx: Ctx, opened: Record<SeatId, Orders>): AfterMovement {
  const { s } = ctx;
  for (const [seat, order] of Object.entries(opened)) {
    if (order.type === "setHeading") shipOf(s, seat).heading = { direction: order.direction, clicks: order.clicks };
  }
  for (const seat of s.seats) {
    const h = shipOf(s, seat).heading!;
    s.report.headings.push({ seat, direction: h.direction, clicks: h.clicks });
  }
  const [first, second] = s.seats as [SeatId, SeatId];
  const afterHeadings = turnWheel(s.wheel, signedClicks(shipOf(s, first).heading!), signedClicks(shipOf(s, second).heading!));
  const afterMove = moveOnTable(wheelTableOf(s.options), afterHeadings);
  emit(ctx, { type: "ShipsMoved", afterHeadings: seatWheels(s, afterHeadings), afterMove: seatWheels(s, afterMove) });

  // LS 5.3: nose to nose right after nose to nose (moved to, or set by re-engaging) is a fly-by.
  const noseToNose = isNoseToNose(afterMove);
  const flyBy = noseToNose && s.noseToNose;
  s.noseToNose = noseToNose && !flyBy;
  // LS 5.4: any three disengaging positions in a row.
  const disengaging = isDisengaging(afterMove);
  s.disengagingStreak = disengaging ? s.disengagingStreak + 1 : 0;
  const outOfRange = s.disengagingStreak >= DISENGAGE_RUN;
  s.wheel = flyBy ? { ...AFTER_FLY_BY } : afterMove;
  // The fly-by's 5/5 is itself a disengaging position, the first of a possible run (LS 5.4).
  if (flyBy)
    ({ noseToNose: s.noseToNose, disengagingStreak: s.disengagingStreak } = countSetPosition(
      s.wheel,
      s.options.movedPositionsOnly,
      s.disengagingStreak,
    ));

  s.report.movement = {
    afterHeadings: seatWheels(s, afterHeadings),
    afterMove: seatWheels(s, afterMove),
    final: seatWheels(s, s.wheel),
    flyBy,
    disengaging: s.disengagingStreak > 0,
    disengagingStreak: s.disengagingStreak,
    outOfRange,
  };
  if (flyBy) {
    emit(ctx, { type: "FlewBy", wheels: seatWheels(s, s.wheel) });
    if (s.disengagingStreak > 0) emit(ctx, { type: "DisengagingPositionReached", streak: s.disengagingStreak });
    s.report.noFire = "flyBy";
    emit(ctx, { type: "FiringSkipped", reason: "flyBy" });
    return "endTurn";
  }
  if (disengaging) emit(ctx, { type: "DisengagingPositionReached", streak: s.disengagingStreak });
  if (outOfRange) {
    emit(ctx, { type: "FlewOutOfRange" });
    s.report.noFire = "outOfRange";
    emit(ctx, { type: "FiringSkipped", reason: "outOfRange" });
    return "reengage";
  }
  return "fire";
}
