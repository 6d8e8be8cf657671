// Normal set-up (SB 1.3, SB 1.4): the lord right of the dealer lays his highest card (King
// high, Ace low) as the Core of the Galaxy at {0,0}; then, in turn, each lord lays a card from
// which a move per Table 1 would reach a card already laid. When all hands are empty, Stage 2.
import { violation, type SeatId } from "../../../engine/contract";
import { suitOf, systemValue } from "../cards";
import { cellAt, cellBeside, chartIsEmpty, fileCell, TABLE_1 } from "../chart";
import type { PlaceAction } from "../actions";
import { RULE } from "../rulebook";
import { isActive, seatsAfter } from "../seats";
import type { StarBattleState } from "../state";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { cardInHand, takeFromHand } from "./guards";
import { beginStageTwo } from "./flow";

export function checkPlace(s: StarBattleState, seat: SeatId, a: PlaceAction): Check {
  if (s.phase !== "placement") return violation("WRONG_PHASE", RULE.placement, "Cards are placed only during the Normal set-up.");
  if (s.active !== seat) return violation("NOT_YOUR_TURN", RULE.decisions, "Another Star Lord is placing a card.");
  const missing = cardInHand(s, seat, a.card, RULE.placement);
  if (missing) return missing;
  if (chartIsEmpty(s)) {
    if (a.at.x !== 0 || a.at.y !== 0) return violation("CORE_AT_ORIGIN", RULE.core, "The Core of the Galaxy is laid at {x:0, y:0}.");
    const highest = Math.max(...s.lords[seat]!.hand.map(systemValue));
    if (systemValue(a.card) < highest)
      return violation("NOT_HIGHEST_CARD", RULE.core, "The Core of the Galaxy must be your highest card (King high).");
    return null;
  }
  if (cellAt(s, a.at)) return violation("POSITION_OCCUPIED", RULE.placement, "A card already lies there.");
  if (!connectsToChart(s, a)) {
    return violation("NO_CONNECTION", RULE.table1, `From there a ${a.card} could not move onto any card already laid.`);
  }
  return null;
}

/** Table 1: whether a ship on the laid card could move onto a card already there (a loop, not .some: this runs for every candidate). */
function connectsToChart(s: StarBattleState, a: PlaceAction): boolean {
  for (const d of TABLE_1[suitOf(a.card)]) if (cellBeside(s, a.at, d)) return true;
  return false;
}

export function place(ctx: Ctx, seat: SeatId, a: PlaceAction): void {
  const { s } = ctx;
  const core = chartIsEmpty(s);
  takeFromHand(s, seat, a.card);
  fileCell(s, { x: a.at.x, y: a.at.y, card: a.card, faceUp: true, ships: {} });
  if (core) s.core = { x: 0, y: 0 };
  ctx.events.push({ type: "CardPlaced", seat, card: a.card, at: { ...a.at }, core });
  advancePlacement(ctx, seat);
}

/** The next lord in play order who still holds cards places next; none left: Stage 2. */
export function advancePlacement(ctx: Ctx, after: SeatId): void {
  const { s } = ctx;
  const next = seatsAfter(s, after).find((seat) => isActive(s, seat) && s.lords[seat]!.hand.length > 0);
  if (next) s.active = next;
  else beginStageTwo(ctx);
}
