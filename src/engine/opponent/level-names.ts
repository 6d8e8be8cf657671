// The built-in opponent's levels by name, and what the log keeps of a decision it made. Apart from
// levels.ts so the log's types (runner.ts) name them without importing the search.

export const OPPONENT_LEVELS = ["random", "standard", "strong"] as const;
export type OpponentLevel = (typeof OPPONENT_LEVELS)[number];

/** Kept with a log entry the built-in opponent played: its level, and the seed its search ran on. */
export interface OpponentMark {
  level: OpponentLevel;
  seed: string;
}
