// LS 10.5: a seat that resigns loses by forfeit; any secret order still held is dropped unseen.
import { applied, type Applied, type SeatId } from "../../../engine/contract";
import type { LastStarfighterState } from "../state";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { finish, forfeitOutcome } from "./ending";
import { copyState } from "../copy";

export function resign(state: LastStarfighterState, seat: SeatId): Applied<LastStarfighterState> {
  const ctx: Ctx = { s: copyState(state), events: [], rng: null };
  if (ctx.s.phase === "over" || !ctx.s.seats.includes(seat)) return applied(ctx.s, []);
  emit(ctx, { type: "PilotResigned", seat });
  finish(ctx, forfeitOutcome(ctx.s, seat));
  return applied(ctx.s, ctx.events);
}
