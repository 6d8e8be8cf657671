// Moves the game on after every accepted action until someone owes a decision: reveals bought
// fleets, settles the placement order, starts turns, closes phases that have nothing left to do,
// applies a combat phase's damage at its end (IS 6.11), and ends the game (IS 4.1).
import type { IronStarsState } from "../state";
import { fleet, liveFleet, otherSeat, vpBySeat } from "../queries";
import { turnsOf } from "../options";
import { unreachable } from "../../../engine/contract";
import { emit, roll } from "../../../engine/kit";
import type { Ctx } from "../events";
import { applyPendingHits } from "./damage";
import { finalOutcome, finish } from "./ending";
import { settleForcedLosses } from "./equipment";
import { anyUnfired } from "./fire";
import { unmoved } from "./movement";
import { revealFleets, voidUnbalanced } from "./purchase";
import { beginTurn, netsOwed } from "./turn";
import { editShips } from "../own";

/** IS 3.3: the side with more ships places first; equal fleets roll a d6 each, the higher choosing. */
export function startPlacement(ctx: Ctx): void {
  const { s } = ctx;
  const [a, b] = [s.seats[0]!, s.seats[1]!];
  const na = fleet(s, a).length;
  const nb = fleet(s, b).length;
  if (na !== nb) {
    s.phase = "placement";
    s.placer = na > nb ? a : b;
    return;
  }
  const rolls: { seat: string; roll: number }[][] = [];
  for (;;) {
    const pair = [
      { seat: a, roll: roll(ctx, 6, `placement order: ${a}`) },
      { seat: b, roll: roll(ctx, 6, `placement order: ${b}`) },
    ];
    rolls.push(pair);
    if (pair[0]!.roll !== pair[1]!.roll) break;
  }
  const last = rolls[rolls.length - 1]!;
  const winner = last[0]!.roll > last[1]!.roll ? a : b;
  s.placementRoll = { rolls, winner };
  s.phase = "placementOrder";
  emit(ctx, { type: "PlacementOrderRolled", rolls, winner });
}

function wiped(s: IronStarsState): boolean {
  return s.seats.some((seat) => liveFleet(s, seat).length === 0);
}

function enterCombat(s: IronStarsState, step: "activeCombat" | "reactiveCombat"): void {
  s.step = step;
  for (const ship of editShips(s, (x) => x.fired)) ship.fired = false;
}

function endTurn(ctx: Ctx): void {
  const { s } = ctx;
  emit(ctx, { type: "TurnEnded", turn: s.turn, vp: vpBySeat(s) });
  if (s.turn >= turnsOf(s.options)) finish(ctx, finalOutcome(s, `After ${s.turn} turn${s.turn === 1 ? "" : "s"}`));
  else beginTurn(ctx);
}

/** One step forward if the current step has nothing left to decide; false when a decision is owed. */
function stepOn(ctx: Ctx): boolean {
  const { s } = ctx;
  const active = s.active!;
  switch (s.step) {
    case "initiative":
      return false;
    case "activeMovement":
      if (unmoved(s, active).length > 0) return false;
      s.step = "reactiveMovement";
      return true;
    case "reactiveMovement":
      if (unmoved(s, otherSeat(s, active)).length > 0) return false;
      enterCombat(s, "activeCombat");
      return true;
    case "activeCombat":
    case "reactiveCombat": {
      const side = s.step === "activeCombat" ? active : otherSeat(s, active);
      if (anyUnfired(s, side)) return false;
      applyPendingHits(ctx);
      emit(ctx, { type: "CombatPhaseEnded", step: s.step });
      if (s.step === "activeCombat") enterCombat(s, "reactiveCombat");
      else {
        s.step = "end";
        s.netsSet = [];
      }
      return true;
    }
    case "end":
      if (netsOwed(s).length > 0) return false;
      endTurn(ctx);
      return true;
  }
}

export function advance(ctx: Ctx): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const { s } = ctx;
    if (s.phase === "over") return;
    settleForcedLosses(ctx);
    if (s.phase === "play" && wiped(s)) {
      finish(ctx, finalOutcome(s, `In turn ${s.turn}, a fleet was wiped from the table`));
      return;
    }
    if (s.losses.length > 0) return;
    switch (s.phase) {
      case "purchase":
        if (!s.seats.every((seat) => s.purchases[seat])) return;
        if (voidUnbalanced(ctx)) return;
        revealFleets(ctx);
        startPlacement(ctx);
        continue;
      case "placementOrder":
        return;
      case "placement":
        if (s.placer !== null) return;
        beginTurn(ctx);
        continue;
      case "play":
        if (!stepOn(ctx)) return;
        continue;
      default:
        return unreachable(s.phase);
    }
  }
  throw new Error("iron-stars: the flow did not settle");
}
