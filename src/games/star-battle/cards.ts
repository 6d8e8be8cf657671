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

// Ids reaching the rules were validated at the edge (the action schema) or made by makeDeck,
// so they are split by position rather than by regular expression: this runs very often.
function body(id: CardId): string {
  const hash = id.indexOf("#");
  return hash < 0 ? id : id.slice(0, hash);
}

export function suitOf(id: CardId): Suit {
  const b = body(id);
  return b[b.length - 1] as Suit;
}

export function rankOf(id: CardId): Rank {
  const b = body(id);
  return b.slice(0, -1) as Rank;
}

// A search values the same few hundred ids millions of times: each id's values are worked out once.
const systemValues = new Map<CardId, number>();

/** Value of a card lying on the chart as a Star System, or being placed there: Ace is 1. */
export function systemValue(id: CardId): number {
  let value = systemValues.get(id);
  if (value === undefined) {
    const rank = rankOf(id);
    value = rank === "A" ? 1 : rank === "J" ? 11 : rank === "Q" ? 12 : rank === "K" ? 13 : Number(rank);
    systemValues.set(id, value);
  }
  return value;
}

/** Value of a card discarded to pay for a build or a move during a turn: Aces are high (14). */
export function discardValue(id: CardId): number {
  const value = systemValue(id);
  return value === 1 ? 14 : value;
}

/** The fewest decks that hold `needed` cards; null when four decks are not enough. */
export function decksFor(needed: number): number | null {
  for (let d = 1; d <= 4; d++) if (d * 52 >= needed) return d;
  return null;
}
