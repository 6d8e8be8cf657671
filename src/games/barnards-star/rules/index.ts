// apply(): checks who owes a decision and of what kind, validates the action against its rule,
// and plays it on a private copy of the state, then runs the sequence of play on to the next
// decision. A refused action returns a violation and changes nothing; its message depends only
// on what the acting seat may know.
import { applied, unreachable, violation, type ApplyResult, type RuleViolation, type SeatId } from "../../../engine/contract";
import type { Known } from "../../../engine/listed";
import type { Rng } from "../../../engine/rng";
import { actionSchema, type ActionType, type BarnardsStarAction } from "../actions";
import type { Side } from "../counters";
import { owed, owingSeats, type Prompt } from "../owing";
import { RULE } from "../rulebook";
import {
  addSupport,
  chooseLoss,
  counterMoveCandidates,
  counterMoveHexes,
  declineSupport,
  decideCounterattack,
  endSupportMoves,
  holdGround,
  lossPool,
  pressAssault,
  retreat,
  retreatHexes,
  supportMove,
} from "./battle";
import { attack, bombard, checkAttack, checkBombard, checkEndCombat, mayDecline } from "./combat";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { checkDefenseFire, defenseFire } from "./defense";
import { advance, nextPhase } from "./flow";
import {
  checkApproach,
  checkDrop,
  checkEndInteraction,
  checkLand,
  checkLiftOff,
  checkLoad,
  checkStay,
  closeApproach,
  dropJumpTroop,
  landShip,
  liftOff,
  loadUnit,
  stayInOrbit,
} from "./interaction";
import { checkMove, checkOverrun, moveUnit, overrun } from "./movement";
import { buy, checkBuy, checkConfirm, checkPlace, checkSell, confirmForce, place, sell } from "./setup-phase";
import {
  allocateFire,
  checkAllocate,
  checkHoldFire,
  checkReturn,
  checkScreen,
  checkSend,
  checkWithdraw,
  closeLine,
  holdFire,
  returnToSol,
  screenShip,
  sendShip,
  withdrawShip,
} from "./space";
import { checkTeleport, teleport } from "./teleport";
import { SIDES } from "../counters";
import { cloneState, type BarnardsStarState, type BattleStep } from "../state";
import { supportCandidates } from "../queries";

export const ACCEPTS: Record<Prompt, readonly ActionType[]> = {
  forceSelection: ["buy", "sell", "confirmForce"],
  placement: ["placeUnit"],
  dispatch: ["sendShip", "returnToSol", "endDispatch"],
  formLine: ["screenShip", "closeLine"],
  spaceFire: ["withdrawShip", "allocateFire", "holdFire"],
  movement: ["moveUnit", "overrun", "endMovement"],
  transportation: ["teleport", "endTransportation"],
  interaction: ["landShip", "dropJumpTroop", "closeApproach", "stayInOrbit", "loadUnit", "liftOff", "endInteraction"],
  jumpDrop: ["dropJumpTroop"],
  defenseFire: ["defenseFire", "endDefenseFire"],
  combat: ["attack", "bombard", "endCombat"],
  support: ["addSupport", "declineSupport"],
  press: ["pressAssault"],
  losses: ["eliminateUnit"],
  retreat: ["retreat", "holdGround"],
  counterattack: ["counterattack"],
  counterMoves: ["supportMove", "endSupportMoves"],
};

const PROMPT_RULE: Record<Prompt, string> = {
  forceSelection: RULE.naronianForces,
  placement: RULE.terranSetup,
  dispatch: RULE.terranNavigation,
  formLine: RULE.spaceProcedure,
  spaceFire: RULE.spaceProcedure,
  movement: RULE.movement,
  transportation: RULE.teleport,
  interaction: RULE.spaceTransport,
  jumpDrop: RULE.jumpDrop,
  defenseFire: RULE.defenseFire,
  combat: RULE.groundCombat,
  support: RULE.support,
  press: RULE.zoc,
  losses: RULE.assaultResults,
  retreat: RULE.assaultResults,
  counterattack: RULE.assaultResults,
  counterMoves: RULE.assaultResults,
};

const ctxOf = (s: BarnardsStarState): Ctx => ({ s, events: [], rng: null });

/** The rule check of an action that answers the seat's prompt; null when it is legal. */
export function check(s: BarnardsStarState, seat: Side, a: BarnardsStarAction): Check {
  const b = s.battle;
  switch (a.type) {
    case "buy":
      return checkBuy(s, a);
    case "sell":
      return checkSell(s, a);
    case "confirmForce":
      return checkConfirm(s);
    case "placeUnit":
      return checkPlace(s, a);
    case "sendShip":
      return checkSend(s, a);
    case "returnToSol":
      return checkReturn(s, a);
    case "screenShip":
      return checkScreen(s, seat, a);
    case "withdrawShip":
      return checkWithdraw(s, seat, a);
    case "allocateFire":
      return checkAllocate(s, seat, a);
    case "holdFire":
      return checkHoldFire(s, seat);
    case "moveUnit":
      return checkMove(s, seat, a);
    case "overrun":
      return checkOverrun(s, seat, a);
    case "teleport":
      return checkTeleport(s, a);
    case "landShip":
      return checkLand(s, seat, a);
    case "dropJumpTroop":
      return checkDrop(s, seat, a);
    case "closeApproach":
      return checkApproach(s, seat, a);
    case "stayInOrbit":
      return checkStay(s, seat, a);
    case "loadUnit":
      return checkLoad(s, seat, a);
    case "liftOff":
      return checkLiftOff(s, seat, a);
    case "endInteraction":
      return checkEndInteraction(s, seat);
    case "defenseFire":
      return checkDefenseFire(s, a);
    case "attack":
      return checkAttack(s, a);
    case "bombard":
      return checkBombard(s, a);
    case "endCombat":
      return checkEndCombat(s);
    case "addSupport":
      if (!supportCandidates(s, b!, seat).some((u) => u.id === a.unit)) {
        return violation(
          "CANNOT_SUPPORT",
          RULE.support,
          `${a.unit} cannot support: it must be yours, within support range, not neutralized, and not have used its support this phase.`,
        );
      }
      return null;
    case "declineSupport":
      return mayDecline(b!, seat)
        ? null
        : violation("BOMBARDMENT_NEEDS_SUPPORT", RULE.bombardment, "A bombardment fires with at least one unit's support.");
    case "eliminateUnit": {
      const step = b!.queue[0] as Extract<BattleStep, { t: "lose" }>;
      if (!lossPool(ctxOf(s), b!, step).some((u) => u.id === a.unit)) {
        return violation(
          "NOT_A_LOSS_CANDIDATE",
          RULE.assaultResults,
          `${a.unit} is not one of your units in the battle that can be lost (beacons fall only to 100% losses).`,
        );
      }
      return null;
    }
    case "retreat":
      if (!retreatHexes(ctxOf(s), b!, seat).includes(a.hex)) {
        return violation(
          "RETREAT_NOT_ALLOWED",
          RULE.assaultResults,
          `Hex ${a.hex} is not next to the battle or lies in an enemy zone of control.`,
        );
      }
      return null;
    case "holdGround": {
      const step = b!.queue[0] as Extract<BattleStep, { t: "retreat" }>;
      return step.forced ? violation("MUST_RETREAT", RULE.assaultResults, "The result forces your units to retreat.") : null;
    }
    case "supportMove": {
      const step = b!.queue[0] as Extract<BattleStep, { t: "counterMoves" }>;
      const u = counterMoveCandidates(ctxOf(s), b!, step.moved).find((x) => x.id === a.unit);
      if (!u || !counterMoveHexes(ctxOf(s), b!, u).includes(a.hex)) {
        return violation(
          "SUPPORT_MOVE_NOT_ALLOWED",
          RULE.assaultResults,
          `${a.unit} may not move to hex ${a.hex}: one hex, within two of the counterattack, outside enemy zones of control.`,
        );
      }
      return null;
    }
    case "endDispatch":
    case "closeLine":
    case "endMovement":
    case "endTransportation":
    case "endDefenseFire":
    case "pressAssault":
    case "counterattack":
    case "endSupportMoves":
      return null;
    default:
      return unreachable(a);
  }
}

function perform(ctx: Ctx, seat: Side, a: BarnardsStarAction): void {
  switch (a.type) {
    case "buy":
      return buy(ctx, a);
    case "sell":
      return sell(ctx, a);
    case "confirmForce":
      return confirmForce(ctx);
    case "placeUnit":
      return place(ctx, a);
    case "sendShip":
      return sendShip(ctx, a);
    case "returnToSol":
      return returnToSol(ctx, a);
    case "screenShip":
      return screenShip(ctx, a);
    case "closeLine":
      return closeLine(ctx, seat);
    case "withdrawShip":
      return withdrawShip(ctx, seat, a);
    case "allocateFire":
      return allocateFire(ctx, seat, a);
    case "holdFire":
      return holdFire(ctx, seat);
    case "moveUnit":
      return moveUnit(ctx, a);
    case "overrun":
      return overrun(ctx, seat, a);
    case "teleport":
      return teleport(ctx, a);
    case "landShip":
      return landShip(ctx, a);
    case "dropJumpTroop":
      return dropJumpTroop(ctx, a);
    case "closeApproach":
      return closeApproach(ctx, a);
    case "stayInOrbit":
      return stayInOrbit(ctx, a);
    case "loadUnit":
      return loadUnit(ctx, a);
    case "liftOff":
      return liftOff(ctx, a);
    case "defenseFire":
      return defenseFire(ctx, a);
    case "attack":
      return attack(ctx, a);
    case "bombard":
      return bombard(ctx, a);
    case "addSupport":
      return addSupport(ctx, seat, a.unit);
    case "declineSupport":
      return declineSupport(ctx, seat);
    case "pressAssault":
      return pressAssault(ctx, a.press);
    case "eliminateUnit":
      return chooseLoss(ctx, a.unit);
    case "retreat":
      return retreat(ctx, seat, a.hex);
    case "holdGround":
      return holdGround(ctx, seat);
    case "counterattack":
      return decideCounterattack(ctx, a.accept);
    case "supportMove":
      return supportMove(ctx, a.unit, a.hex);
    case "endSupportMoves":
      return endSupportMoves(ctx);
    case "endDispatch":
    case "endMovement":
    case "endTransportation":
    case "endInteraction":
    case "endDefenseFire":
    case "endCombat":
      return nextPhase(ctx);
    default:
      return unreachable(a);
  }
}

function wrongAction(seat: SeatId, prompt: Prompt, a: BarnardsStarAction): RuleViolation {
  return violation("WRONG_ACTION", PROMPT_RULE[prompt], `You (${seat}) are asked for ${ACCEPTS[prompt].join(", ")} now, not ${a.type}.`);
}

export function apply(
  state: BarnardsStarState,
  seat: SeatId,
  action: BarnardsStarAction,
  rng: Rng,
  known: Known | null,
): ApplyResult<BarnardsStarState> {
  // One of this state's listed choices, the very object (engine/listed.ts): the rules made it.
  if (known === "legal") return play(state, seat as Side, action, rng);
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success)
    return violation(
      "INVALID_ACTION",
      RULE.decisions,
      `The action does not match the schema: ${parsed.error.issues[0]?.message ?? "invalid"}.`,
    );
  const a = parsed.data;
  if (state.result) return violation("GAME_OVER", RULE.victory, "The battle for BS.03.04 is over.");
  if (!(SIDES as readonly string[]).includes(seat))
    return violation("UNKNOWN_SEAT", RULE.decisions, `There is no seat ${seat}: the seats are naronian and terran.`);
  // Who owes what, without the choices: a replay never needs them, and working them out (every
  // unit's reach in a movement phase) cost more than the step itself.
  const prompt = owed(state).find((d) => d.seat === seat)?.prompt ?? null;
  if (!prompt)
    return violation("NOT_YOUR_DECISION", RULE.decisions, `You owe no decision now; waiting for ${owingSeats(state).join(" and ")}.`);
  if (!ACCEPTS[prompt].includes(a.type)) return wrongAction(seat, prompt, a);
  const refused = check(state, seat as Side, a);
  if (refused) return refused;
  return play(state, seat as Side, a, rng);
}

/** Plays an accepted action on a copy of the state, then the sequence of play on to the next decision. */
function play(state: BarnardsStarState, seat: Side, a: BarnardsStarAction, rng: Rng): ApplyResult<BarnardsStarState> {
  const ctx: Ctx = { s: cloneState(state), events: [], rng };
  perform(ctx, seat, a);
  advance(ctx);
  return applied(ctx.s, ctx.events);
}
