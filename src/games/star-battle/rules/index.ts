// apply(): checks who owes a decision, validates the order against its rule, and plays it on
// a private copy of the state. A refused order returns a violation and changes nothing.
import { applied, unreachable, violation, type ApplyResult, type SeatId } from "../../../engine/contract";
import type { Known } from "../../../engine/listed";
import type { Rng } from "../../../engine/rng";
import type { StarBattleAction } from "../actions";
import { owingSeats } from "../owing";
import { RULE } from "../rulebook";
import { battle, checkBattleAnswer, declineBattle } from "./battle";
import { build, checkBuild } from "./build";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { newCtx } from "./drawing";
import { checkDiscard, checkEndTurn, discard, endTurnNow } from "./discard";
import { checkHomeBase, chooseHomeBase } from "./home-base";
import { checkMove, move } from "./move";
import { checkPlace, place } from "./placement";
import { checkRebuild, rebuild } from "./rebuild";
import { cloneState, type StarBattleState } from "../state";

export function check(s: StarBattleState, seat: SeatId, a: StarBattleAction): Check {
  switch (a.type) {
    case "place":
      return checkPlace(s, seat, a);
    case "chooseHomeBase":
      return checkHomeBase(s, seat, a);
    case "build":
      return checkBuild(s, seat, a);
    case "move":
      return checkMove(s, seat, a);
    case "rebuild":
      return checkRebuild(s, seat, a);
    case "discard":
      return checkDiscard(s, seat, a);
    case "endTurn":
      return checkEndTurn(s, seat);
    case "battle":
    case "declineBattle":
      return checkBattleAnswer(s, seat, a);
    default:
      return unreachable(a);
  }
}

function perform(ctx: Ctx, seat: SeatId, a: StarBattleAction): void {
  switch (a.type) {
    case "place":
      return place(ctx, seat, a);
    case "chooseHomeBase":
      return chooseHomeBase(ctx, seat, a);
    case "build":
      return build(ctx, seat, a);
    case "move":
      return move(ctx, seat, a);
    case "rebuild":
      return rebuild(ctx, seat, a);
    case "discard":
      return discard(ctx, seat, a);
    case "endTurn":
      return endTurnNow(ctx);
    case "battle":
      return battle(ctx, seat, a);
    case "declineBattle":
      return declineBattle(ctx, seat, a);
    default:
      return unreachable(a);
  }
}

/**
 * `known` is what the engine knows of this very action object (engine/listed.ts): one listed for
 * this state and seat is legal by construction (legal.ts keeps only what `check` accepts), so it
 * is not checked again. Any other action (a copy, one from the API or the log) goes the whole way.
 */
export function apply(
  state: StarBattleState,
  seat: SeatId,
  action: StarBattleAction,
  rng: Rng,
  known: Known | null = null,
): ApplyResult<StarBattleState> {
  if (known !== "legal") {
    if (state.phase === "over") return violation("GAME_OVER", RULE.decisions, "The game is over.");
    if (!Object.hasOwn(state.lords, seat)) return violation("UNKNOWN_SEAT", RULE.decisions, `There is no seat ${seat} in this game.`);
    if (state.lords[seat]!.status !== "active") return violation("LORD_OUT", RULE.decisions, "You are out of the game.");
    if (!owingSeats(state).includes(seat)) return violation("NOT_YOUR_TURN", RULE.decisions, "You owe no decision now.");
    const refused = check(state, seat, action);
    if (refused) return refused;
  }
  const ctx = newCtx(cloneState(state), rng);
  perform(ctx, seat, action);
  return applied(ctx.s, ctx.events);
}
