// Move a Ship (SB 3.2): one step in a direction Table 1 allows from the starting card's suit,
// paid with a discard higher than the destination; a Dreadnought needs the destination's suit,
// a Scout on a suit match earns a free move. A face-down destination (Unknown Universe) is
// turned up as the ship enters (SB 1.7) and the payment is judged against it then: if it falls
// short the move fails and the discard is spent (reconstructed; refusing it would leak the card).
import { violation, type SeatId } from "../../../engine/contract";
import type { MoveAction } from "../actions";
import { discardValue, suitOf, systemValue } from "../cards";
import { addShips, cellAt, connects, count, directionTo, fleetOf, removeShips } from "../chart";
import { cellToWrite } from "../chart-write";
import { RULE } from "../rulebook";
import type { Cell, StarBattleState } from "../state";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { cardInHand, spendAction, takeFromHand, turnAction } from "./guards";
import { afterAction } from "./flow";

export function checkMove(s: StarBattleState, seat: SeatId, a: MoveAction): Check {
  const guard = turnAction(s, seat) ?? cardInHand(s, seat, a.card, RULE.move);
  if (guard) return guard;
  const from = cellAt(s, a.from);
  if (!from || count(fleetOf(from, seat), a.ship) < 1) return violation("NO_SUCH_SHIP", RULE.move, `You have no ${a.ship} there.`);
  const d = directionTo(a.from, a.to);
  if (!d || !connects(from.card, d)) {
    return violation("NO_CONNECTION", RULE.table1, `A ${from.card} does not connect to that position (Table 1).`);
  }
  const to = cellAt(s, a.to);
  if (!to) return violation("NO_STAR_SYSTEM", RULE.move, "There is no card to move to.");
  return to.faceUp ? payment(to, a) : null;
}

/** Judges the discard against the destination; null when it pays for the move. */
function payment(to: Cell, a: MoveAction): Check {
  if (discardValue(a.card) <= systemValue(to.card)) {
    return violation("DISCARD_TOO_LOW", RULE.move, `${a.card} is not higher than the destination ${to.card}.`);
  }
  if (a.ship === "dreadnought" && suitOf(a.card) !== suitOf(to.card)) {
    return violation("SUIT_MISMATCH", RULE.move, "Moving a Dreadnought needs a discard of the destination's suit.");
  }
  return null;
}

export function move(ctx: Ctx, seat: SeatId, a: MoveAction): void {
  const { s } = ctx;
  // Read here; written below through cellToWrite (a new cell of this step), whose card is the same.
  const to = cellAt(s, a.to)!;
  const freeMoveSpent = spendAction(s, seat);
  takeFromHand(s, seat, a.card);
  s.discard.push(a.card);
  if (!to.faceUp) {
    cellToWrite(ctx, a.to).faceUp = true;
    ctx.events.push({ type: "CardTurnedUp", at: { ...a.to }, card: to.card });
  }
  const refused = payment(to, a);
  if (refused) {
    const reason = refused.code === "SUIT_MISMATCH" ? "SUIT_MISMATCH" : "DISCARD_TOO_LOW";
    ctx.events.push({ type: "MoveFailed", seat, from: { ...a.from }, to: { ...a.to }, ship: a.ship, card: a.card, reason, freeMoveSpent });
    afterAction(ctx);
    return;
  }
  removeShips(cellToWrite(ctx, a.from), seat, a.ship);
  addShips(cellToWrite(ctx, a.to), seat, a.ship);
  const freeMoveEarned = a.ship === "scout" && suitOf(a.card) === suitOf(to.card);
  if (freeMoveEarned) s.lords[seat]!.freeMoves++;
  ctx.events.push({
    type: "ShipMoved",
    seat,
    from: { ...a.from },
    to: { ...a.to },
    ship: a.ship,
    card: a.card,
    freeMoveEarned,
    freeMoveSpent,
  });
  afterAction(ctx);
}
