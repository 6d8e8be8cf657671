// Drawing cards (SB 2.1, SB 5.2) and what happens when the deck is empty (SB 5.3).
// End A ends the game when the deck runs out, so nothing is reshuffled. Under End B and C the
// discard pile is shuffled into a new deck, all but the cards discarded by the action being
// resolved: like the top card kept in many card games, they stay face up as the new pile (and
// so a card everyone just saw discarded cannot vanish into a hand within the same event list).
// resign() has no dice: if a resignation completes a turn whose draw-up meets an empty deck,
// the draw stops short rather than shuffle without dice.
import type { SeatId } from "../../../engine/contract";
import type { Rng } from "../../../engine/rng";
import type { CardId } from "../cards";
import { fleetSize, shipsInPlay } from "../chart";
import type { Ctx } from "../events";
import type { StarBattleState } from "../state";

/** The context of one action: only the cards on the discard pile before it may be reshuffled. */
export function newCtx(s: StarBattleState, rng: Rng | null): Ctx {
  return { s, events: [], rng, reshufflable: s.discard.length, ownChart: null, ownCells: null, sourceCells: null };
}

/** The hand a lord draws up to at the end of his turn: five, or his ships in play if fewer. */
export function handTarget(ctx: Ctx, seat: SeatId): number {
  return Math.min(5, fleetSize(shipsInPlay(ctx.s, seat)));
}

export function drawCards(ctx: Ctx, seat: SeatId, n: number): void {
  const { s } = ctx;
  const hand = s.lords[seat]!.hand;
  const drawn: CardId[] = [];
  while (drawn.length < n) {
    if (s.deck.length === 0 && !reshuffle(ctx)) break;
    const card = s.deck.pop()!;
    hand.push(card);
    drawn.push(card);
  }
  if (drawn.length > 0) ctx.events.push({ type: "CardsDrawn", seat, count: drawn.length, cards: drawn });
}

/** SB 5.2: the phasing lord draws until he holds his hand target. */
export function drawUp(ctx: Ctx, seat: SeatId): void {
  const missing = handTarget(ctx, seat) - ctx.s.lords[seat]!.hand.length;
  if (missing > 0) drawCards(ctx, seat, missing);
}

function reshuffle(ctx: Ctx): boolean {
  const { s, rng } = ctx;
  const n = ctx.reshufflable;
  if (s.options.endMethod === "A" || !rng || n === 0) return false;
  s.deck = rng.shuffle(s.discard.slice(0, n), "deck ran out: shuffle the discard pile into a new deck");
  s.discard = s.discard.slice(n);
  ctx.reshufflable = 0;
  ctx.events.push({ type: "DeckReshuffled", size: s.deck.length, kept: s.discard.length });
  return true;
}
