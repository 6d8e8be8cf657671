// AN 5: a prospector who resigns hands the other the game.
import { applied, type Applied, type SeatId } from "../../../../src/engine/contract";
import { emit, newContext } from "../../../../src/engine/kit";
import type { AsteroidNimEvent } from "../schema";
import { isProspector, rivalOf } from "../seats";
import type { AsteroidNimState } from "../state";

export function resign(state: AsteroidNimState, seat: SeatId): Applied<AsteroidNimState> {
  if (state.phase === "over" || !isProspector(seat)) return applied(state, []);
  const ctx = newContext<AsteroidNimState, AsteroidNimEvent>(structuredClone(state), null);
  const winner = rivalOf(seat);
  ctx.s.phase = "over";
  ctx.s.result = { winners: [winner], kind: "forfeit", reason: `${seat} resigned` };
  emit(ctx, { type: "prospectorResigned", seat });
  emit(ctx, { type: "gameEnded", outcome: ctx.s.result });
  return applied(ctx.s, ctx.events);
}
