// What shows that a rule was applied in a game, for the rule-coverage report
// (test/coverage/rules.ts). Each game's rulebook.ts ends with an EVIDENCE table keyed by its RULE
// keys; the report plays seeded games and counts the signs. Nothing here runs inside a game: the
// rules stay as they are, and the signs read only what a game already gives out (events, pending
// prompts, outcomes, refusals).
import type { GameEvent, Outcome, PendingDecision } from "../engine/contract";

/** The step an event came from: the state after it and all of its events. */
export interface Step<S = unknown, E extends GameEvent = GameEvent> {
  state: S;
  events: readonly E[];
}

/**
 * One sign, as the report reads it: it knows only that a game has events, decisions and a state.
 * The tables are written with a game's own types through `evidenceKit`.
 */
export type Sign =
  /** An event of this type (and, with `where`, these fields) on the path a game took. */
  | { event: string; where?: (event: GameEvent, step: Step) => boolean; note?: string }
  /** A seat was asked this prompt (and, with `where`, with this decision). */
  | { prompt: string; where?: (decision: PendingDecision<unknown>, state: unknown) => boolean; note?: string }
  /** The game ended this way. */
  | { outcome: (outcome: Outcome, state: unknown) => boolean; note: string }
  /**
   * A refusal citing the rule: for rules that forbid something, a refused move is the rule at work.
   * The report tries non-chosen and stale actions at some steps to see these.
   */
  | { refusal: true; note?: string }
  /** Built into every game's set-up (a map, a table, a counter mix): present whenever a game is played. */
  | { setup: string; where?: (state: unknown) => boolean };

/** For each rule (by its RULE key), the signs any one of which shows it applied. */
export type Evidence<K extends string> = Partial<Record<K, readonly Sign[]>>;

/** A sign that a game's rule was seen, over that game's own state, events and actions. */
export interface EvidenceKit<S, E extends GameEvent, A> {
  /** An event of this type (and, with `where`, these fields). */
  on<T extends E["type"]>(event: T, where?: (event: Extract<E, { type: T }>, step: Step<S, E>) => boolean, note?: string): Sign;
  /** A seat was asked this prompt (and, with `where`, with this decision). */
  asked(prompt: string, where?: (decision: PendingDecision<A>, state: S) => boolean, note?: string): Sign;
  /** The game ended this way. */
  ended(note: string, outcome: (outcome: Outcome, state: S) => boolean): Sign;
  /** A refusal citing the rule. */
  refused: Sign;
  /** Present from the set-up on (and, with `where`, only in games set up so). */
  setUp(note: string, where?: (state: S) => boolean): Sign;
}

/**
 * The builders for one game's table. The report hands a sign only what the game it belongs to
 * gave out (an event whose type the sign names, that game's states and decisions), so this is the
 * one place where the report's plain shapes are read as the game's own.
 */
export function evidenceKit<S, E extends GameEvent, A>(): EvidenceKit<S, E, A> {
  return {
    on: (event, where, note) => ({
      event,
      ...(where ? { where: (e: GameEvent, step: Step) => where(e as Extract<E, { type: typeof event }>, step as Step<S, E>) } : {}),
      ...(note ? { note } : {}),
    }),
    asked: (prompt, where, note) => ({
      prompt,
      ...(where ? { where: (d: PendingDecision<unknown>, state: unknown) => where(d as PendingDecision<A>, state as S) } : {}),
      ...(note ? { note } : {}),
    }),
    ended: (note, outcome) => ({ outcome: (o: Outcome, state: unknown) => outcome(o, state as S), note }),
    refused: { refusal: true },
    setUp: (note, where) => ({ setup: note, ...(where ? { where: (state: unknown) => where(state as S) } : {}) }),
  };
}
