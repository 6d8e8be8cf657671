// What the built-in opponent knows of Star Battle (src/engine/opponent/): the hidden cards are
// the deck, the other lords' hands and the chart's face-down cards; a lord knows which cards
// those are as a whole (every card not in sight) but not where each lies.
import type { OpponentKnowledge, SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import type { CardId } from "./cards";
import { evaluate } from "./evaluate";
import { dealCards } from "./chart-write";
import { cloneState, type StarBattleState } from "./state";

/** What a seat cannot see in a state, as determinize redraws it: the same for every draw of one search. */
interface Hidden {
  others: SeatId[];
  /** The chart's face-down keys, sorted. */
  faceDown: string[];
  /** Every hidden card, sorted, so the pool is the same however the hidden cards happen to lie. */
  pool: CardId[];
}

// A search draws the hidden anew on every iteration from one state (hundreds of times), and a
// state is never changed once made: what is hidden in it is worked out once per state and seat.
const hiddenOf = new WeakMap<StarBattleState, Map<SeatId, Hidden>>();

function hidden(s: StarBattleState, seat: SeatId): Hidden {
  let bySeat = hiddenOf.get(s);
  if (!bySeat) hiddenOf.set(s, (bySeat = new Map()));
  let h = bySeat.get(seat);
  if (!h) {
    const others = s.seats.filter((lord) => lord !== seat);
    const faceDown = Object.keys(s.chart)
      .filter((key) => !s.chart[key]!.faceUp)
      .sort();
    const pool = [...s.deck, ...others.flatMap((lord) => s.lords[lord]!.hand), ...faceDown.map((key) => s.chart[key]!.card)].sort();
    bySeat.set(seat, (h = { others, faceDown, pool }));
  }
  return h;
}

function determinize(s: StarBattleState, seat: SeatId, rng: Rng): StarBattleState {
  const { others, faceDown, pool } = hidden(s, seat);
  const drawn = rng.shuffle(pool, "opponent: hidden cards");
  // The copy apply works on (state.ts): it copies every part written below, at a fraction of structuredClone's cost.
  const next = cloneState(s);
  let at = 0;
  for (const lord of others) {
    const size = s.lords[lord]!.hand.length;
    next.lords[lord]!.hand = drawn.slice(at, (at += size));
  }
  dealCards(next, faceDown, () => drawn[at++]!);
  next.deck = drawn.slice(at);
  return next;
}

/**
 * `standard` rolls out two steps, then the evaluation (evaluate.ts): a random rollout of 16 steps
 * is mostly coin flips of battles a lord would not pick, and it costs the iterations that tell
 * the choices apart. Against `random` over the same 200 seeded games `standard` scored 77.8 % at
 * 240×2 and 82 % at 300×2 where 100×16 scored 73.5 % (bench/README.md, 6c, 6f); 300×2 fits its
 * CPU bound at the median since the rules' steps got cheaper (6f). `strong` keeps rollouts of 32 steps: at 2,000×2 it only drew level with
 * `standard` (48 % in 24 games), where 800×32 had led the old `standard` 69 %. The caps
 * (`maxWork`, 6b) bound the costliest positions: 21,000 holds `strong` under 1 s there.
 */
const budgets = {
  standard: { iterations: 300, rolloutSteps: 2, maxWork: 2_400 },
  strong: { iterations: 800, rolloutSteps: 32, maxWork: 21_000 },
};

/**
 * What a work unit costs here beside the book's game (OpponentKnowledge.workScale), measured per
 * position against the book's at every sample option set after the chart became copy-on-write
 * (bench/README.md, 6zl). Two things grow it:
 * - laying cards (the set-up's placements, SB 1.2): every lord's listing checks each card in hand
 *   against each open place, so a unit grows with lords × cards laid (up to +1.5 at six lords
 *   with 24 or more laid), and with the lords themselves (+⅛ a lord past two: a `strong`
 *   rollout walks every lord's placements), 3× in all at six lords;
 * - once in play, only a chart of more than 25 cards: 1.5× at 49 (the 7×7 Unknown Universe).
 * The book's game (2 lords, at most 16 cards) reads 1 at every position, so its play is unchanged.
 * Lords, cards laid and the phase are public.
 */
function workScale(s: StarBattleState): number {
  let cards = 0;
  for (const _ in s.chart) cards++;
  const lords = s.seats.length;
  if (s.phase === "placement") {
    return 1 + (lords - 2) / PLACING_LORDS + Math.min(PLACING_MOST, Math.max(0, lords * cards - PLACING_FREE) / PLACING_PER);
  }
  return 1 + Math.max(0, cards - PLAYING_FREE) / PLAYING_PER;
}
/** Each lord past the book's two: a `strong` rollout of 32 steps from a placement walks every lord's placements and first turns. */
const PLACING_LORDS = 8;
/** Lords × cards laid that cost no more than the book's largest placement (2 × 16 = 32), with a margin. */
const PLACING_FREE = 40;
const PLACING_PER = 60;
const PLACING_MOST = 1.5;
/** Cards on the chart that cost no more a unit in play than the book's 16. */
const PLAYING_FREE = 25;
const PLAYING_PER = 48;

export const opponent: OpponentKnowledge<StarBattleState> = { determinize, evaluate, budgets, workScale };
