// What the built-in opponent knows of Star Battle (src/engine/opponent/): the hidden cards are
// the deck, the other lords' hands and the chart's face-down cards; a lord knows which cards
// those are as a whole (every card not in sight) but not where each lies.
import type { OpponentKnowledge, SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import type { CardId } from "./cards";
import { scores } from "./rules/ending";
import { cloneState, type StarBattleState } from "./state";

function determinize(s: StarBattleState, seat: SeatId, rng: Rng): StarBattleState {
  const others = s.seats.filter((lord) => lord !== seat);
  const faceDown = Object.keys(s.chart)
    .sort()
    .filter((key) => !s.chart[key]!.faceUp);
  // Sorted, so the pool is the same however the hidden cards happen to lie.
  const pool: CardId[] = [...s.deck, ...others.flatMap((lord) => s.lords[lord]!.hand), ...faceDown.map((key) => s.chart[key]!.card)].sort();
  const drawn = rng.shuffle(pool, "opponent: hidden cards");
  // The copy apply works on (state.ts): it copies every part written below, at a fraction of structuredClone's cost.
  const next = cloneState(s);
  let at = 0;
  for (const lord of others) {
    const size = s.lords[lord]!.hand.length;
    next.lords[lord]!.hand = drawn.slice(at, (at += size));
  }
  for (const key of faceDown) next.chart[key]!.card = drawn[at++]!;
  next.deck = drawn.slice(at);
  return next;
}

/** A lord's share of the ships on the chart (a dreadnought counts as two scouts). */
function shipShare(s: StarBattleState, seat: SeatId): number {
  let mine = 0;
  let all = 0;
  for (const cell of Object.values(s.chart)) {
    for (const [lord, fleet] of Object.entries(cell.ships)) {
      const strength = fleet.scouts + 2 * fleet.dreadnoughts;
      all += strength;
      if (lord === seat) mine += strength;
    }
  }
  return all === 0 ? 0.5 : mine / all;
}

/**
 * How a rollout cut short is scored. Under End A (the default) the game is won on the SB 6.1
 * score, which falls with every ship in play, so the share of ships — what Ends B and C reward —
 * steered the search the wrong way: the lead on that score, squashed into (0, 1), with a lord out
 * of the game (no ships) at 0. A lead of two points is worth about 0.73.
 */
function evaluate(s: StarBattleState, seat: SeatId): number {
  if (s.options.endMethod !== "A") return shipShare(s, seat);
  const table = scores(s);
  const mine = table[seat];
  if (mine === undefined) return 0;
  const others = Object.entries(table).filter(([lord]) => lord !== seat);
  if (others.length === 0) return 1;
  const lead = mine - Math.max(...others.map(([, score]) => score));
  return 1 / (1 + Math.exp(-lead / 2));
}

/**
 * Fewer and shorter rollouts than the common budgets (150×24, 1,200×48): with those a `standard`
 * decision took ~130–170 ms of CPU and `strong` ~630 ms, with the costliest positions (every
 * rollout a full battle) near 0.7 s and 1.7 s — past the levels' bounds (bench/README.md, table 6).
 */
const budgets = {
  standard: { iterations: 100, rolloutSteps: 16, maxWork: 2_400 },
  strong: { iterations: 800, rolloutSteps: 32, maxWork: 24_000 },
};

export const opponent: OpponentKnowledge<StarBattleState> = { determinize, evaluate, budgets };
