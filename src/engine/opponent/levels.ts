// The built-in opponent's levels. `random` is the uniform legal player; the others search
// (search.ts) with a budget counted in iterations, and a cap on the work they spend (work.ts),
// never in time, so a choice is the same on any machine and a replay reproduces it. bench/
// measures what each level costs and how it plays (bench/README.md, tables 6 and 6b).
import type { GameModule, SeatId } from "../contract";
import { sha256Hex } from "../sha256";
import { type SearchBudget, searchAction } from "./search";
import { SearchRng } from "./search-rng";

import type { OpponentLevel } from "./level-names";

export { OPPONENT_LEVELS, type OpponentLevel } from "./level-names";

export const BUDGETS: Record<Exclude<OpponentLevel, "random">, SearchBudget> = {
  standard: { iterations: 150, rolloutSteps: 24 },
  strong: { iterations: 1200, rolloutSteps: 48 },
};

/**
 * The seed of the opponent's decision that becomes entry `version` of the log, for `seat`: worked
 * out from the game's seed, so it was fixed (and committed to) before anyone played, and a
 * verifier reproduces it once the seed is revealed. The label keeps it apart from every dice
 * stream (those are keyed `setup` and `action:<n>`).
 */
export function opponentSeed(gameSeed: string, version: number, seat: SeatId): string {
  return sha256Hex(`${gameSeed}|opponent:${version}:${seat}`);
}

/**
 * The secret the room seals `seat`'s commitments with (OpponentKnowledge.sealed): from the game's
 * seed, so no player can work it out while the game runs and a verifier can once it is over.
 */
export function opponentSecret(gameSeed: string, seat: SeatId): string {
  return sha256Hex(`${gameSeed}|opponent-secret:${seat}`);
}

/**
 * The opponent's action for `seat` at `level`: a pure function of the seat's information and `seed`.
 * A game that does not yet say how to search it honestly (no `opponent.determinize`) is played
 * by its uniform bot at every level rather than by a search that would read hidden information.
 */
export function opponentAction<S, A extends { type: string }>(
  game: GameModule<S, A>,
  state: S,
  seat: SeatId,
  level: OpponentLevel,
  seed: string,
  budget?: SearchBudget,
): A {
  if (level === "random" || !game.opponent) return game.bot(state, seat, new SearchRng(seed));
  return searchAction(game, state, seat, seed, budget ?? budgetFor(game, level));
}

/** A level's budget in `game`: the game's own where it sets one, else the common one. */
export function budgetFor(game: GameModule, level: Exclude<OpponentLevel, "random">): SearchBudget {
  return game.opponent?.budgets?.[level] ?? BUDGETS[level];
}
