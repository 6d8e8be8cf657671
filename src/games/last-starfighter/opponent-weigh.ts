// What `strong` weighs among a duel's listed choices (OpponentKnowledge.weigh): the choices no
// pilot would rather have, from the rules, so the search spends its iterations where a choice
// matters. Only at the level that asks for the game's own knowledge (LevelBudget.thorough).
import type { CandidateAsk, SeatId } from "../../engine/contract";
import type { LastStarfighterAction } from "./actions";
import type { LastStarfighterState, Ship } from "./state";
import { isLost } from "./queries";

/**
 * LS 6.1–6.2 and R7: firing costs nothing and the fire is simultaneous, so a laser held back can
 * only spare the other ship; every bearing laser fires (the listing's last subset, fireChoices).
 * Up to 64 subsets become one, for both pilots wherever the search meets them: the other pilot is
 * weighed as firing everything too, the most it can do to this one.
 */
function fireEverything(choices: readonly LastStarfighterAction[]): readonly LastStarfighterAction[] {
  return choices.slice(-1);
}

/** A ship's protection and air, as `evaluate` weighs them: [0, 1]. */
export type Worth = (ship: Ship | null) => number;

/**
 * LS 5.4: out of range, a refusal is a draw (worth ½ to both); fighting on needs both pilots to
 * agree. A pilot whose ship is worth at least the other's fights on: the draw is what it is
 * offered already, and the search's short rollouts cannot see a duel through to tell the two
 * apart. A pilot behind weighs both. Only the searching pilot's own decision at the root: inside
 * the tree either pilot may still refuse (a draw unless *both* agree), so a position that lets the
 * duel drift out of range is weighed with the draw the other pilot may take there (bench/README.md 6w).
 */
function fightOn(s: LastStarfighterState, seat: SeatId, choices: readonly LastStarfighterAction[], worth: Worth) {
  const other = s.seats.find((x) => x !== seat);
  const own = s.ships[seat] ?? null;
  if (!other || !own || isLost(own)) return choices;
  if (worth(own) < worth(s.ships[other] ?? null)) return choices;
  return choices.filter((c) => c.type === "decideReengage" && c.reengage);
}

export function weighChoices(worth: Worth) {
  return (s: LastStarfighterState, seat: SeatId, choices: readonly LastStarfighterAction[], ask: CandidateAsk) => {
    if (!ask.thorough || choices.length < 2) return choices;
    const first = choices[0]!;
    if (first.type === "fire") return fireEverything(choices);
    if (first.type === "decideReengage") return ask.root ? fightOn(s, seat, choices, worth) : choices;
    return choices;
  };
}
