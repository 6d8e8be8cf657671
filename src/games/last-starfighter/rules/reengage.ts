// LS 5.4: after three disengaging positions the duel is a draw unless both pilots choose to
// fight on. A refusal ends it at once; when both agree, play resumes at View 1 in View-port 1.
import type { SeatId } from "../../../engine/contract";
import type { DecideReengageAction } from "../actions";
import { pilotSeats } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { finish, outOfRangeOutcome } from "./ending";
import { reengage } from "./flow";

export function decideReengage(ctx: Ctx, seat: SeatId, a: DecideReengageAction): void {
  const { s } = ctx;
  s.reengage[seat] = a.reengage;
  emit(ctx, { type: "ReengageAnswered", seat, reengage: a.reengage });
  if (!a.reengage) return finish(ctx, outOfRangeOutcome(s, seat));
  if (pilotSeats(s).every((p) => s.reengage[p] === true)) reengage(ctx);
}
