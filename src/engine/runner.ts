// Runs a game module over a log. The Durable Object, the verifier, the conformance suite and
// the benchmarks all fold the log through these same functions, so "state is a fold of the
// log" holds by construction: there is no second way to reach a state.
import type { AnyGameModule, GameEvent, RuleViolation, SeatId } from "./contract";
import { Rng, type DieRoll } from "./rng";

/** One accepted entry of a game's log. `version` is its 1-based position. */
export interface LogEntry {
  version: number;
  seat: SeatId;
  kind: "action" | "resign";
  action?: unknown;
  /** Milliseconds since the epoch, as the server saw it; the rules never read it. */
  at: number;
}

export interface Stepped {
  ok: true;
  state: unknown;
  events: GameEvent[];
  rolls: DieRoll[];
}

export type StepResult = Stepped | RuleViolation;

/** The dice stream of the step that produces `version` (set-up is version 0). */
export function streamFor(version: number): string {
  return version === 0 ? "setup" : `action:${version}`;
}

export function start(game: AnyGameModule, options: unknown, seed: string): { state: unknown; rolls: DieRoll[] } {
  const rng = new Rng(seed, streamFor(0));
  const state = game.setup(options, rng);
  return { state, rolls: rng.rolls };
}

/** Applies one log entry (accepted or proposed) to `state`, which is left untouched. */
export function step(game: AnyGameModule, state: unknown, entry: Omit<LogEntry, "at">, seed: string): StepResult {
  if (entry.kind === "resign") {
    const { state: next, events } = game.resign(state, entry.seat);
    return { ok: true, state: next, events, rolls: [] };
  }
  const rng = new Rng(seed, streamFor(entry.version));
  const result = game.apply(state, entry.seat, entry.action, rng);
  if (!result.ok) return result;
  return { ok: true, state: result.state, events: result.events, rolls: rng.rolls };
}

/** Folds `entries` onto `state` (which sits at version `entries[0].version - 1`). */
export function replay(game: AnyGameModule, state: unknown, entries: readonly Omit<LogEntry, "at">[], seed: string): unknown {
  let current = state;
  for (const entry of entries) {
    const result = step(game, current, entry, seed);
    if (!result.ok) throw new Error(`log entry ${entry.version} no longer applies: ${result.code} (${result.message})`);
    current = result.state;
  }
  return current;
}

/** The seats that owe a decision in `state`, deduplicated, in the order the game lists them. */
export function awaitingSeats(game: AnyGameModule, state: unknown): SeatId[] {
  if (game.outcome(state)) return [];
  return [...new Set(game.pending(state).map((p) => p.seat))];
}
