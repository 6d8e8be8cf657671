// What the built-in opponent knows of Star Battle (src/engine/opponent/): the hidden cards are
// the deck, the other lords' hands and the chart's face-down cards; a lord knows which cards
// those are as a whole (every card not in sight) but not where each lies.
import type { OpponentKnowledge, SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import type { CardId } from "./cards";
import { evaluate } from "./evaluate";
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

/**
 * `standard` rolls out two steps, then the evaluation (evaluate.ts): a random rollout of 16 steps
 * is mostly coin flips of battles a lord would not pick, and it costs the iterations that tell
 * the choices apart. Against `random` over the same 200 seeded games `standard` scored 77.8 % at
 * 240×2 and 82 % at 300×2 where 100×16 scored 73.5 % (bench/README.md, 6c); 240 is what its
 * CPU bound allows. `strong` keeps rollouts of 32 steps: at 2,000×2 it only drew level with
 * `standard` (48 % in 24 games), where 800×32 had led the old `standard` 69 %. The caps
 * (`maxWork`, 6b) bound the costliest positions: 21,000 holds `strong` under 1 s there.
 */
const budgets = {
  standard: { iterations: 300, rolloutSteps: 2, maxWork: 2_400 },
  strong: { iterations: 800, rolloutSteps: 32, maxWork: 21_000 },
};

export const opponent: OpponentKnowledge<StarBattleState> = { determinize, evaluate, budgets };
