// The built-in opponent's levels. `random` is the uniform legal player; the others search
// (search.ts) with a budget counted in iterations, not time, so a choice is the same on any
// machine and a replay reproduces it. bench/ measures what each level costs and how it plays.
import type { GameModule, SeatId } from "../contract";
import { type SearchBudget, searchAction } from "./search";
import { SearchRng } from "./search-rng";

export const OPPONENT_LEVELS = ["random", "standard", "strong"] as const;
export type OpponentLevel = (typeof OPPONENT_LEVELS)[number];

export const BUDGETS: Record<Exclude<OpponentLevel, "random">, SearchBudget> = {
  standard: { iterations: 150, rolloutSteps: 24 },
  strong: { iterations: 1200, rolloutSteps: 48 },
};

/** The opponent's action for `seat` at `level`: a pure function of the seat's information and `seed`. */
export function opponentAction<S, A extends { type: string }>(
  game: GameModule<S, A>,
  state: S,
  seat: SeatId,
  level: OpponentLevel,
  seed: string,
  budget?: SearchBudget,
): A {
  if (level === "random") return game.bot(state, seat, new SearchRng(seed));
  return searchAction(game, state, seat, seed, budget ?? budgetFor(game, level));
}

/** A level's budget in `game`: the game's own where it sets one, else the common one. */
export function budgetFor(game: GameModule, level: Exclude<OpponentLevel, "random">): SearchBudget {
  return game.opponent?.budgets?.[level] ?? BUDGETS[level];
}
