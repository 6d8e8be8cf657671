// BS 20.4: a seat that resigns loses by forfeit; the other side wins.
import { applied, type Applied, type SeatId } from "../../../engine/contract";
import { other, SIDES, type Side } from "../counters";
import { cloneState, type BarnardsStarState } from "../state";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { finish } from "./victory";

export function resign(state: BarnardsStarState, seat: SeatId): Applied<BarnardsStarState> {
  const ctx: Ctx = { s: cloneState(state), events: [], rng: null };
  if (ctx.s.result || !(SIDES as readonly string[]).includes(seat)) return applied(ctx.s, []);
  const side = seat as Side;
  emit(ctx, { type: "SeatResigned", side });
  finish(ctx, {
    winners: [other(side)],
    kind: "forfeit",
    reason: `The ${side === "naronian" ? "Naronian" : "Terran"} player resigned (BS 20.4).`,
  });
  return applied(ctx.s, ctx.events);
}
