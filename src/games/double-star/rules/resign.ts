// DS 11.4: a side that resigns loses by forfeit; a secret raid target is revealed with the end.
import { applied, type Applied, type SeatId } from "../../../engine/contract";
import { isSide } from "../seats";
import type { DoubleStarState } from "../state";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { finish, forfeitOutcome } from "./victory";

export function resign(state: DoubleStarState, seat: SeatId): Applied<DoubleStarState> {
  const ctx: Ctx = { s: structuredClone(state), events: [], rng: null };
  if (ctx.s.phase === "over" || !isSide(seat)) return applied(ctx.s, []);
  emit(ctx, { type: "SideResigned", side: seat });
  finish(ctx, forfeitOutcome(seat));
  return applied(ctx.s, ctx.events);
}
