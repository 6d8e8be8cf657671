// Stalemate by agreement (DS 10.2, DS 11.5): in Armageddon (or in any scenario, by option) a side
// that owes a decision may offer a stalemate once per game-turn; the other side must answer before
// play goes on. An accepted offer ends the game in stalemate; a refused one changes nothing.
import { SCENARIOS } from "../scenarios";
import { enemyOf } from "../seats";
import type { DoubleStarState } from "../state";
import type { Side } from "../map";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { finish } from "./victory";

export function stalemateAllowed(s: DoubleStarState): boolean {
  return SCENARIOS[s.scenario].agreedStalemate || s.options.agreedStalemateAnyScenario;
}

/** Whether `side` may offer now (it must also owe a decision, which the caller checks). */
export function mayOffer(s: DoubleStarState, side: Side): boolean {
  return stalemateAllowed(s) && s.phase !== "setup" && s.phase !== "over" && s.stalemateOffer === null && s.lastOffer[side] < s.turn;
}

export function offerStalemate(ctx: Ctx, side: Side): void {
  ctx.s.stalemateOffer = side;
  // Replaced, never changed in place: a copy of the state shares the record (clone.ts).
  ctx.s.lastOffer = { ...ctx.s.lastOffer, [side]: ctx.s.turn };
  emit(ctx, { type: "StalemateOffered", side });
}

export function answerStalemate(ctx: Ctx, side: Side, accept: boolean): void {
  const s = ctx.s;
  emit(ctx, { type: "StalemateAnswered", side, accepted: accept });
  s.stalemateOffer = null;
  if (accept)
    finish(ctx, { winners: [], kind: "stalemate", reason: `Both sides agreed to a stalemate (offered by the ${enemyOf(side)} side).` });
}
