// Rebuilding (SB 3.3): give up one of your ships on a card and replace that Star System with a
// card from your hand: a lower card of the same suit or a higher card of another suit. The card
// from the hand is valued as any card played in the turn (Ace high, 14; `rebuildAceLow`: 1), the
// Star System as it lies on the chart (Ace 1, R3). The old card is discarded; ships stay.
import { violation, type SeatId } from "../../../engine/contract";
import type { RebuildAction } from "../actions";
import { discardValue, suitOf, systemValue } from "../cards";
import { cellAt, count, fleetOf, removeShips } from "../chart";
import { cellToWrite } from "../chart-write";
import { RULE } from "../rulebook";
import type { StarBattleState } from "../state";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { cardInHand, spendAction, takeFromHand, turnAction } from "./guards";
import { afterAction } from "./flow";

export function checkRebuild(s: StarBattleState, seat: SeatId, a: RebuildAction): Check {
  const guard = turnAction(s, seat) ?? cardInHand(s, seat, a.card, RULE.rebuild);
  if (guard) return guard;
  const cell = cellAt(s, a.at);
  if (!cell || count(fleetOf(cell, seat), a.ship) < 1) return violation("NO_SUCH_SHIP", RULE.rebuild, `You have no ${a.ship} there.`);
  const same = suitOf(a.card) === suitOf(cell.card);
  const value = s.options.rebuildAceLow ? systemValue(a.card) : discardValue(a.card);
  const ok = same ? value < systemValue(cell.card) : value > systemValue(cell.card);
  if (!ok) {
    const need = same ? "lower than" : "higher than";
    return violation("REBUILD_NOT_ALLOWED", RULE.rebuild, `${a.card} must be ${need} ${cell.card} to replace it.`);
  }
  return null;
}

export function rebuild(ctx: Ctx, seat: SeatId, a: RebuildAction): void {
  const { s } = ctx;
  const cell = cellToWrite(ctx, a.at);
  const freeMoveSpent = spendAction(s, seat);
  removeShips(cell, seat, a.ship);
  takeFromHand(s, seat, a.card);
  const removed = cell.card;
  s.discard.push(removed);
  cell.card = a.card;
  ctx.events.push({ type: "SystemRebuilt", seat, at: { ...a.at }, ship: a.ship, removed, card: a.card, freeMoveSpent });
  afterAction(ctx);
}
