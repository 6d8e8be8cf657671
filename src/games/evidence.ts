// What shows that a rule was applied in a game, for the rule-coverage report
// (test/coverage/rules.ts). Each game's rulebook.ts ends with an EVIDENCE table keyed by its RULE
// keys; the report plays seeded games and counts the signs. Nothing here runs inside a game: the
// rules stay as they are, and the signs read only what a game already gives out (events, pending
// prompts, outcomes, refusals).
import type { GameEvent, Outcome, PendingDecision } from "../engine/contract";

export type Sign =
  /** An event of this type (and, with `where`, these fields) on the path a game took. */
  | { event: string; where?: (event: any, step: Step) => boolean; note?: string }
  /** A seat was asked this prompt (and, with `where`, with this decision). */
  | { prompt: string; where?: (decision: PendingDecision<any>, state: any) => boolean; note?: string }
  /** The game ended this way. */
  | { outcome: (outcome: Outcome, state: any) => boolean; note: string }
  /**
   * A refusal citing the rule: for rules that forbid something, a refused move is the rule at work.
   * The report tries non-chosen and stale actions at some steps to see these.
   */
  | { refusal: true; note?: string }
  /** Built into every game's set-up (a map, a table, a counter mix): present whenever a game is played. */
  | { setup: string; where?: (state: any) => boolean };

/** The step an event came from: the state after it and all of its events. */
export interface Step {
  state: any;
  events: readonly GameEvent[];
}

/** For each rule (by its RULE key), the signs any one of which shows it applied. */
export type Evidence<K extends string> = Partial<Record<K, readonly Sign[]>>;

// Builders, so that each table reads as a list of signs (and its callbacks are typed).
export const on = (event: string, where?: (event: any, step: Step) => boolean, note?: string): Sign => ({
  event,
  ...(where ? { where } : {}),
  ...(note ? { note } : {}),
});
export const asked = (prompt: string, where?: (decision: PendingDecision<any>, state: any) => boolean, note?: string): Sign => ({
  prompt,
  ...(where ? { where } : {}),
  ...(note ? { note } : {}),
});
export const ended = (note: string, outcome: (outcome: Outcome, state: any) => boolean): Sign => ({ outcome, note });
export const refused: Sign = { refusal: true };
export const setUp = (note: string, where?: (state: any) => boolean): Sign => ({ setup: note, ...(where ? { where } : {}) });
