// Playing cards: ids, suits and the two ways a card is valued (SB 0.2).
// A card id is rank + suit ("QH", "10S", "AD"); with several decks every id also carries its
// deck, "QH#2", so that every physical card has exactly one id a client can post.

export type Suit = "C" | "D" | "H" | "S";
export const SUITS: readonly Suit[] = ["C", "D", "H", "S"];
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export type Rank = (typeof RANKS)[number];
export type CardId = string;

/** The shape of a card id, used by the action schema to refuse garbage at the edge. */
export const CARD_ID_PATTERN = /^(A|[2-9]|10|J|Q|K)([CDHS])(#[1-4])?$/;

export const SUIT_NAMES: Record<Suit, string> = { C: "Clubs", D: "Diamonds", H: "Hearts", S: "Spades" };

/** Every card of `decks` decks, in a fixed order (the set-up shuffles it). */
export function makeDeck(decks: number): CardId[] {
  const out: CardId[] = [];
  for (let d = 1; d <= decks; d++) {
    for (const suit of SUITS) {
      for (const rank of RANKS) out.push(decks > 1 ? `${rank}${suit}#${d}` : `${rank}${suit}`);
    }
  }
  return out;
}

function parts(id: CardId): { rank: Rank; suit: Suit } {
  const m = CARD_ID_PATTERN.exec(id);
  if (!m) throw new Error(`not a card id: ${id}`);
  return { rank: m[1] as Rank, suit: m[2] as Suit };
}

export function suitOf(id: CardId): Suit {
  return parts(id).suit;
}

export function rankOf(id: CardId): Rank {
  return parts(id).rank;
}

/** Value of a card lying on the chart as a Star System, or being placed there: Ace is 1. */
export function systemValue(id: CardId): number {
  const rank = rankOf(id);
  return rank === "A" ? 1 : rank === "J" ? 11 : rank === "Q" ? 12 : rank === "K" ? 13 : Number(rank);
}

/** Value of a card discarded to pay for a build or a move during a turn: Aces are high (14). */
export function discardValue(id: CardId): number {
  return rankOf(id) === "A" ? 14 : systemValue(id);
}

/** The fewest decks that hold `needed` cards; null when four decks are not enough. */
export function decksFor(needed: number): number | null {
  for (let d = 1; d <= 4; d++) if (d * 52 >= needed) return d;
  return null;
}
