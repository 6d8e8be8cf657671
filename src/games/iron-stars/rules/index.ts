// apply(): checks who owes a decision and what kind, validates the action against its rule, and
// plays it on a private copy of the state, then lets the flow run on to the next decision. A
// refused action returns a violation and changes nothing.
import { applied, unreachable, violation, type ApplyResult, type RuleViolation, type SeatId } from "../../../engine/contract";
import type { Known } from "../../../engine/listed";
import type { Rng } from "../../../engine/rng";
import { actionSchema, type IronStarsAction } from "../actions";
import { owingSeats, promptOf, type Prompt } from "../owing";
import { RULE } from "../rulebook";
import type { Ctx } from "../events";
import { emit } from "../../../engine/kit";
import { checkLoseEquipment, loseEquipment } from "./equipment";
import { checkFire, fire, unfired } from "./fire";
import { advance } from "./flow";
import { checkMoveBackward, checkMoveShip, moveBackward, moveShip } from "./movement";
import { checkPlace, place } from "./placement";
import { buy, checkBuy } from "./purchase";
import { checkSetNets, chooseRole, setNets } from "./turn";
import type { IronStarsState } from "../state";
import { otherSeat } from "../queries";
import { copyState, editShip, finishCopy } from "../own";

const ACCEPTS: Record<Prompt, readonly IronStarsAction["type"][]> = {
  buyFleet: ["buyFleet"],
  choosePlacementOrder: ["choosePlacementOrder"],
  placeShip: ["placeShip"],
  chooseRole: ["chooseRole"],
  move: ["moveShip", "moveBackward"],
  fire: ["fire", "ceaseFire"],
  loseEquipment: ["loseEquipment"],
  setNets: ["setNets"],
};

const PROMPT_RULE: Record<Prompt, string> = {
  buyFleet: RULE.choosingForces,
  choosePlacementOrder: RULE.placementOrder,
  placeShip: RULE.placementOrder,
  chooseRole: RULE.initiative,
  move: RULE.activeMovement,
  fire: RULE.activeCombat,
  loseEquipment: RULE.equipmentHits,
  setNets: RULE.torpedoNets,
};

export function check(s: IronStarsState, seat: SeatId, a: IronStarsAction): RuleViolation | null {
  switch (a.type) {
    case "buyFleet":
      return checkBuy(s, a);
    case "placeShip":
      return checkPlace(s, seat, a);
    case "moveShip":
      return checkMoveShip(s, seat, a);
    case "moveBackward":
      return checkMoveBackward(s, seat, a);
    case "fire":
      return checkFire(s, seat, a);
    case "loseEquipment":
      return checkLoseEquipment(s, a);
    case "setNets":
      return checkSetNets(s, seat, a);
    case "choosePlacementOrder":
    case "chooseRole":
    case "ceaseFire":
      return null;
    default:
      return unreachable(a);
  }
}

function perform(ctx: Ctx, seat: SeatId, a: IronStarsAction): void {
  const { s } = ctx;
  switch (a.type) {
    case "buyFleet":
      return buy(ctx, seat, a);
    case "choosePlacementOrder": {
      const first = a.placeFirst ? seat : otherSeat(s, seat);
      s.phase = "placement";
      s.placer = first;
      emit(ctx, { type: "PlacementOrderChosen", seat, placeFirst: a.placeFirst, first });
      return;
    }
    case "placeShip":
      return place(ctx, seat, a);
    case "chooseRole":
      return chooseRole(ctx, seat, a);
    case "moveShip":
      return moveShip(ctx, a);
    case "moveBackward":
      return moveBackward(ctx, a);
    case "fire":
      return fire(ctx, a);
    case "ceaseFire":
      for (const { id } of unfired(s, seat)) {
        editShip(s, id).fired = true;
        emit(ctx, { type: "ShipHeldFire", ship: id });
      }
      return;
    case "loseEquipment":
      return loseEquipment(ctx, a.ship, a.equipment);
    case "setNets":
      return setNets(ctx, seat, a);
    default:
      return unreachable(a);
  }
}

export function apply(
  state: IronStarsState,
  seat: SeatId,
  action: IronStarsAction,
  rng: Rng,
  known: Known | null,
): ApplyResult<IronStarsState> {
  // The bot's own action for this state and seat is known well formed, and maybe legal (engine/listed.ts).
  const parsed = known ? { success: true as const, data: action } : actionSchema.safeParse(action);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return violation(
      "INVALID_ACTION",
      RULE.decisions,
      `The action does not match the schema${issue?.path.length ? ` at ${issue.path.join(".")}` : ""}: ${issue?.message ?? "invalid"}.`,
    );
  }
  const a = parsed.data;
  if (state.phase === "over") return violation("GAME_OVER", RULE.gameLength, "The game is over.");
  if (!state.seats.includes(seat)) return violation("UNKNOWN_SEAT", RULE.decisions, `There is no seat ${seat} in this game.`);
  const prompt = promptOf(state, seat);
  if (!prompt)
    return violation("NOT_YOUR_DECISION", RULE.decisions, `You owe no decision now; waiting for ${owingSeats(state).join(" and ")}.`);
  if (!ACCEPTS[prompt].includes(a.type)) {
    const rule =
      prompt === "move" && state.step === "reactiveMovement"
        ? RULE.reactiveMovement
        : prompt === "fire" && state.step === "reactiveCombat"
          ? RULE.reactiveCombat
          : PROMPT_RULE[prompt];
    return violation("WRONG_ACTION", rule, `You (${seat}) are asked for ${ACCEPTS[prompt].join(" or ")} now, not ${a.type}.`);
  }
  const refused = known === "legal" ? null : check(state, seat, a);
  if (refused) return refused;
  const ctx: Ctx = { s: copyState(state), events: [], rng };
  perform(ctx, seat, a);
  advance(ctx);
  finishCopy(ctx.s);
  return applied(ctx.s, ctx.events);
}
