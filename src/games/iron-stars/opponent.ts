// What the built-in opponent knows of Iron Stars (src/engine/opponent/). Positions, damage and
// dice already rolled are public; what a side cannot see is the other side's fleet while both buy
// under hidden purchase (IS 10.3, secrets.ts). Dice not yet rolled are the search's own: its
// apply rolls them from the search's stream.
import type { CandidateAsk, OpponentKnowledge, RolloutAsk, SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import { vouch } from "../../engine/listed";
import type { IronStarsAction } from "./actions";
import { bot, botBuy } from "./bot";
import { bestFire, firesExpendables } from "./opponent-fire";
import { moveCandidates } from "./opponent-moves";
import { promptOf } from "./owing";
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
 * with short rollouts that `evaluate` scores. `strong` is thorough: its moves deeper in the tree
 * and in its rollouts are scored too, not drawn at random (bench/README.md, 6j).
 */
const budgets = {
  standard: { iterations: 20, rolloutSteps: 8, maxWork: 700 },
  strong: { iterations: 160, rolloutSteps: 12, maxWork: 16_000, thorough: true },
};

/**
 * Where a decision is given as bounds: fire is each weapon at its best target (opponent-fire.ts),
 * with and without the weapons spent by firing for the search to weigh; a move at the root is one
 * of the best few purposeful ends for the next ship (opponent-moves.ts) beside one of the random
 * bot's. Deeper in the tree a move is the bot's samples (an empty list): scoring the root's ends
 * costs some 25 steps, too much at every iteration. A thorough level scores there the few ends
 * drawn from nothing instead (the same state is offered the same ends, so the tree grows below
 * them). Set-up stays with the bot's samples everywhere.
 */
function candidates(s: IronStarsState, seat: SeatId, rng: Rng, ask: CandidateAsk): IronStarsAction[] {
  const prompt = promptOf(s, seat);
  if (prompt === "fire") {
    ask.work(1);
    const all = bestFire(s, seat, true);
    if (!all) return [];
    const held = firesExpendables(all) ? bestFire(s, seat, false) : null;
    return held ? [vouch(all, s, seat, "wellFormed"), vouch(held, s, seat, "wellFormed")] : [vouch(all, s, seat, "wellFormed")];
  }
  if (prompt === "move" && ask.root) {
    const moves: IronStarsAction[] = moveCandidates(
      s,
      seat,
      rng,
      ask.thorough ? MOVES_WEIGHED_THOROUGH : MOVES_WEIGHED,
      ask.work,
      ask.thorough,
    );
    if (moves.length === 0) return [];
    ask.work(1);
    const random = bot(s, seat, rng);
    return moves.some((m) => sameAction(m, random)) || moves.length >= ask.sampled ? moves : [...moves, random];
  }
  if (prompt === "move" && ask.thorough) return moveCandidates(s, seat, null, MOVES_DEEPER, ask.work, true);
  return [];
}

/** How many purposeful ends a move decision weighs (beside one random): few, so each gets rollouts. */
const MOVES_WEIGHED = 3;
/** A thorough level's iterations can tell more ends apart. */
const MOVES_WEIGHED_THOROUGH = 5;
/** The ends a thorough level weighs for a move deeper in its tree. */
const MOVES_DEEPER = 2;

const sameAction = (a: IronStarsAction, b: IronStarsAction) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A rollout fires as the opponent does (at the best targets, everything). It moves as the random
 * bot, or, for a thorough level, to the best-scored of the few ends drawn from nothing.
 */
function rollout(s: IronStarsState, seat: SeatId, rng: Rng, ask: RolloutAsk): IronStarsAction {
  const prompt = promptOf(s, seat);
  if (prompt === "fire") {
    const fire = bestFire(s, seat, true);
    if (fire) return vouch(fire, s, seat, "wellFormed");
  }
  if (prompt === "move" && ask.thorough) {
    const [move] = moveCandidates(s, seat, null, 1, ask.work, true);
    if (move) return move;
  }
  return bot(s, seat, rng);
}

export const opponent: OpponentKnowledge<IronStarsState, IronStarsAction> = { determinize, evaluate, budgets, candidates, rollout };
