// apply(): checks who owes a decision and what kind, validates the order against its rule, and
// plays it on a private copy of the state. A refused order returns a violation and changes
// nothing; its message depends only on the acting seat's own information.
import { applied, unreachable, violation, type ApplyResult, type RuleViolation, type SeatId } from "../../../engine/contract";
import type { Known } from "../../../engine/listed";
import type { Rng } from "../../../engine/rng";
import { actionSchema, type LastStarfighterAction } from "../actions";
import { owingSeats, type Prompt } from "../owing";
import { pending } from "../pending";
import { RULE } from "../rulebook";
import { checkChoose, choose } from "./choose";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { droneTurn } from "./drone";
import { checkOrder, checkReveal, commitOrders, giveOrder, revealOrders } from "./orders";
import { decideReengage } from "./reengage";
import type { LastStarfighterState } from "../state";
import { copyState } from "../copy";

const ACCEPTS: Record<Prompt, readonly LastStarfighterAction["type"][]> = {
  chooseShip: ["chooseShip", "designShip"],
  aimTurret: ["aimTurret"],
  setHeading: ["setHeading"],
  fire: ["fire"],
  commitOrders: ["commitOrders"],
  revealOrders: ["revealOrders"],
  reengage: ["decideReengage"],
  droneTurn: ["droneTurn"],
};

const PROMPT_RULE: Record<Prompt, string> = {
  chooseShip: RULE.choosing,
  aimTurret: RULE.turretPhase,
  setHeading: RULE.movementPhase,
  fire: RULE.firingPhase,
  commitOrders: RULE.sealedOrders,
  revealOrders: RULE.sealedOrders,
  reengage: RULE.disengaging,
  droneTurn: RULE.soloSequence,
};

const PLAIN_ORDERS: readonly LastStarfighterAction["type"][] = ["aimTurret", "setHeading", "fire"];

/** The action does not answer what the seat is asked: say what is asked, with the best code. */
function wrongAction(s: LastStarfighterState, seat: SeatId, prompt: Prompt, a: LastStarfighterAction): RuleViolation {
  if (a.type === "droneTurn") return violation("DRONE_ONLY", RULE.soloSequence, "Only the drone's own seat posts droneTurn.");
  if (PLAIN_ORDERS.includes(a.type) && s.options.sealedOrders && (prompt === "commitOrders" || prompt === "revealOrders")) {
    return violation(
      "SEALED_ORDERS_REQUIRED",
      RULE.sealedOrders,
      "This game uses sealed orders: post commitOrders with the hash, then revealOrders.",
    );
  }
  if ((a.type === "commitOrders" || a.type === "revealOrders") && !s.options.sealedOrders) {
    return violation(
      "SEALED_ORDERS_NOT_IN_USE",
      RULE.sealedOrders,
      "This game was created without sealed orders: post your order directly.",
    );
  }
  if (a.type === "commitOrders" && prompt === "revealOrders") {
    return violation("ALREADY_COMMITTED", RULE.sealedOrders, "You have already committed to your orders for this phase: reveal them now.");
  }
  if (a.type === "revealOrders" && prompt === "commitOrders") {
    return violation("NOT_COMMITTED", RULE.sealedOrders, "Commit to your orders with commitOrders before revealing them.");
  }
  return violation("WRONG_ACTION", PROMPT_RULE[prompt], `You (${seat}) are asked for ${ACCEPTS[prompt].join(" or ")} now, not ${a.type}.`);
}

export function check(s: LastStarfighterState, seat: SeatId, a: LastStarfighterAction): Check {
  switch (a.type) {
    case "chooseShip":
    case "designShip":
      return checkChoose(s, seat, a);
    case "aimTurret":
    case "setHeading":
    case "fire":
      return checkOrder(s, seat, a);
    case "revealOrders":
      return checkReveal(s, seat, a);
    case "commitOrders":
    case "decideReengage":
    case "droneTurn":
      return null;
    default:
      return unreachable(a);
  }
}

function perform(ctx: Ctx, seat: SeatId, a: LastStarfighterAction): void {
  switch (a.type) {
    case "chooseShip":
    case "designShip":
      return choose(ctx, seat, a);
    case "aimTurret":
    case "setHeading":
    case "fire":
      return giveOrder(ctx, seat, a);
    case "commitOrders":
      return commitOrders(ctx, seat, a);
    case "revealOrders":
      return revealOrders(ctx, seat, a);
    case "decideReengage":
      return decideReengage(ctx, seat, a);
    case "droneTurn":
      return droneTurn(ctx);
    default:
      return unreachable(a);
  }
}

export function apply(
  state: LastStarfighterState,
  seat: SeatId,
  action: LastStarfighterAction,
  rng: Rng,
  known: Known | null = null,
): ApplyResult<LastStarfighterState> {
  // An action the engine knows (engine/listed.ts: one of this state's listed choices, the very
  // object) was made by pending() inside the schema: no parse, and no rule check when legal.
  // The rules copy what they keep of it (orders.ts), so the shared object is never changed.
  const parsed = known ? { success: true as const, data: action } : actionSchema.safeParse(action);
  if (!parsed.success)
    return violation(
      "INVALID_ACTION",
      RULE.decisions,
      `The action does not match the schema: ${parsed.error.issues[0]?.message ?? "invalid"}.`,
    );
  const a = parsed.data;
  if (state.phase === "over") return violation("GAME_OVER", RULE.winning, "The duel is over.");
  if (!state.seats.includes(seat)) return violation("UNKNOWN_SEAT", RULE.decisions, `There is no seat ${seat} in this game.`);
  // The state's listing (worked out once per state, pending.ts) names the prompt; a search or a
  // room has listed the state already, so who owes what is not worked out again here.
  const prompt = (pending(state).find((d) => d.seat === seat)?.prompt as Prompt | undefined) ?? null;
  if (!prompt) {
    return violation("NOT_YOUR_DECISION", RULE.decisions, `You owe no decision now; waiting for ${owingSeats(state).join(" and ")}.`);
  }
  if (!ACCEPTS[prompt].includes(a.type)) return wrongAction(state, seat, prompt, a);
  const refused = known === "legal" ? null : check(state, seat, a);
  if (refused) return refused;
  const ctx: Ctx = { s: copyState(state), events: [], rng };
  perform(ctx, seat, a);
  return applied(ctx.s, ctx.events);
}
