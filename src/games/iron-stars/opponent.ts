// What the built-in opponent knows of Iron Stars (src/engine/opponent/). Positions, damage and
// dice already rolled are public; what a side cannot see is the other side's fleet while both buy
// under hidden purchase (IS 10.3, secrets.ts). Dice not yet rolled are the search's own: its
// apply rolls them from the search's stream.
import type { OpponentKnowledge, SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import { botBuy } from "./bot";
import { evaluate } from "./evaluation";
import { purchaseLabel, purchasePoints } from "./rules/purchase";
import type { IronStarsState } from "./state";

/**
 * Each other side's hidden purchase drawn anew: a random fleet inside the budget, as the bot buys
 * one (its choice reads only the options, never the other purchase).
 */
function determinize(s: IronStarsState, seat: SeatId, rng: Rng): IronStarsState {
  if (!s.options.hiddenPurchase || s.phase !== "purchase") return s;
  const purchases = { ...s.purchases };
  for (const other of s.seats) {
    if (other === seat || s.purchases[other] === null) continue;
    const items = botBuy(s, rng).ships;
    purchases[other] = { items, points: purchasePoints(items), label: purchaseLabel(other, items) };
  }
  return { ...s, purchases };
}

/**
 * A step here (a random move or volley checked against every counter, set-up placed by trial)
 * costs several times one of the other games', so the common budgets would take seconds: these
 * keep `standard` near 100 ms and `strong` near 1 s of CPU a decision (bench/README.md, table 6),
 * with short rollouts that `evaluate` scores.
 */
const budgets = {
  standard: { iterations: 20, rolloutSteps: 8, maxWork: 700 },
  strong: { iterations: 160, rolloutSteps: 12, maxWork: 8_000 },
};

export const opponent: OpponentKnowledge<IronStarsState> = { determinize, evaluate, budgets };
