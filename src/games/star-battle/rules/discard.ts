// Discarding (SB 3.4): any number of cards, none included (a pass); it ends the turn. Ending a
// turn early after acting leaves the remaining free moves unused (SB 3.5).
import { violation, type SeatId } from "../../../engine/contract";
import type { DiscardAction } from "../actions";
import { RULE } from "../rulebook";
import type { StarBattleState } from "../state";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { cardInHand, spendAction, takeFromHand, turnAction } from "./guards";
import { endTurn } from "./flow";

export function checkDiscard(s: StarBattleState, seat: SeatId, a: DiscardAction): Check {
  const guard = turnAction(s, seat);
  if (guard) return guard;
  if (listsTwice(a.cards)) return violation("DUPLICATE_CARD", RULE.discard, "A card is listed twice.");
  for (const card of a.cards) {
    const missing = cardInHand(s, seat, card, RULE.discard);
    if (missing) return missing;
  }
  return null;
}

/** Whether a card appears twice: a loop, not a Set, since this runs for each of a listing's 32 discards (at most 8 cards: actions.ts). */
function listsTwice(cards: readonly string[]): boolean {
  for (let i = 1; i < cards.length; i++) for (let j = 0; j < i; j++) if (cards[i] === cards[j]) return true;
  return false;
}

export function discard(ctx: Ctx, seat: SeatId, a: DiscardAction): void {
  const { s } = ctx;
  const freeMoveSpent = spendAction(s, seat);
  for (const card of a.cards) takeFromHand(s, seat, card);
  s.discard.push(...a.cards);
  ctx.events.push({ type: "CardsDiscarded", seat, cards: [...a.cards], freeMoveSpent });
  endTurn(ctx);
}

export function checkEndTurn(s: StarBattleState, seat: SeatId): Check {
  if (s.phase !== "turn" || !s.turn) return violation("WRONG_PHASE", RULE.turn, "There is no turn to end.");
  if (s.turn.seat !== seat) return violation("NOT_YOUR_TURN", RULE.decisions, "It is another Star Lord's turn.");
  if (!s.turn.acted) return violation("MUST_ACT_FIRST", RULE.turn, "Take an action first (discarding nothing is a pass).");
  return null;
}

export function endTurnNow(ctx: Ctx): void {
  endTurn(ctx);
}
