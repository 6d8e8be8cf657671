// What the built-in opponent knows of Star Battle (src/engine/opponent/): the hidden cards are
// the deck, the other lords' hands and the chart's face-down cards; a lord knows which cards
// those are as a whole (every card not in sight) but not where each lies.
import type { OpponentKnowledge, SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import type { CardId } from "./cards";
import { evaluate } from "./evaluate";
import { dealCards } from "./chart-write";
import { NORMAL_DEAL } from "./options";
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
 * What a work unit costs here beside the book's game (OpponentKnowledge.workScale): a step copies
 * and scans the chart and every lord's part, so a unit grows with both. Fitted to instruction counts
 * of `standard` decisions at every sample option set (bench/README.md, 6zl): ~70 k instructions a
 * unit, plus ~4.8 k a card on the chart and ~21 k a lord, i.e. in proportion to 15 + cards + 4 × lords.
 * The book's game (2 lords, at most 16 cards) reads 1 at every position, so its play is unchanged;
 * 6 lords on 48 cards read 2.2. Both counts are public.
 */
function workScale(s: StarBattleState): number {
  let cards = 0;
  for (const _ in s.chart) cards++;
  return (WORK_BASE + cards + WORK_A_LORD * s.seats.length) / BOOK_WORK;
}
const WORK_BASE = 15;
const WORK_A_LORD = 4;
/** The book's largest position: two lords, sixteen cards (NORMAL_DEAL each, SB 1.2). */
const BOOK_WORK = WORK_BASE + 2 * NORMAL_DEAL + WORK_A_LORD * 2;

export const opponent: OpponentKnowledge<StarBattleState> = { determinize, evaluate, budgets, workScale };
