// IS 10.4: a side that resigns loses by forfeit; a fleet bought in secret stays unseen.
import { applied, type Applied, type SeatId } from "../../../engine/contract";
import type { IronStarsState } from "../state";
import { copyState, finishCopy } from "../own";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { finish, forfeitOutcome } from "./ending";

export function resign(state: IronStarsState, seat: SeatId): Applied<IronStarsState> {
  const ctx: Ctx = { s: copyState(state), events: [], rng: null };
  if (ctx.s.phase !== "over" && ctx.s.seats.includes(seat)) {
    emit(ctx, { type: "SideResigned", seat });
    finish(ctx, forfeitOutcome(ctx.s, seat));
  }
  finishCopy(ctx.s);
  return applied(ctx.s, ctx.events);
}
