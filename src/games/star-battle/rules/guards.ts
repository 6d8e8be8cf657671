// The guards shared by the turn actions: the card must be in hand, the phasing lord acts, and a
// second action spends a free move.
import { violation, type SeatId } from "../../../engine/contract";
import type { Check } from "../../../engine/kit";
import type { CardId } from "../cards";
import { RULE } from "../rulebook";
import type { StarBattleState } from "../state";

export function cardInHand(s: StarBattleState, seat: SeatId, card: CardId, rule: string): Check {
  return s.lords[seat]!.hand.includes(card) ? null : violation("CARD_NOT_IN_HAND", rule, `${card} is not in your hand.`);
}

export function takeFromHand(s: StarBattleState, seat: SeatId, card: CardId): void {
  const hand = s.lords[seat]!.hand;
  hand.splice(hand.indexOf(card), 1);
}

/** Guards every turn action: the phase, the phasing lord, and a free move if he already acted. */
export function turnAction(s: StarBattleState, seat: SeatId): Check {
  if (s.phase !== "turn" || !s.turn) return violation("WRONG_PHASE", RULE.turn, "Turn actions are taken only during a turn.");
  if (s.turn.seat !== seat) return violation("NOT_YOUR_TURN", RULE.decisions, "It is another Star Lord's turn.");
  if (s.turn.acted && s.lords[seat]!.freeMoves <= 0) {
    return violation("NO_FREE_MOVE", RULE.freeMove, "You have already acted this turn and have no free move left.");
  }
  return null;
}

/** Marks the turn's action taken; a second or later action spends a free move (SB 3.5). */
export function spendAction(s: StarBattleState, seat: SeatId): boolean {
  const turn = s.turn!;
  if (!turn.acted) {
    turn.acted = true;
    return false;
  }
  s.lords[seat]!.freeMoves--;
  return true;
}
