// Runs a game module over a log. The Durable Object, the verifier, the conformance suite and
// the benchmarks all fold the log through these same functions, so "state is a fold of the
// log" holds by construction: there is no second way to reach a state.
import type { AnyGameModule, GameEvent, PendingDecision, RuleViolation, SeatId } from "./contract";
import { listingOf } from "./listed";
import type { OpponentMark } from "./opponent/level-names";
import { publicRolls, Rng, type DieRoll } from "./rng";

/**
 * One accepted entry of a game's log. `version` is its 1-based position. An `undo` entry takes
 * back the entry just before it: the state after it is the state before that one.
 */
export interface LogEntry {
  version: number;
  seat: SeatId;
  kind: "action" | "resign" | "undo";
  action?: unknown;
  /** Set when the server acted for the seat (its deadline passed). */
  auto?: "timeout";
  /** Set when the built-in opponent holding the seat chose the action: its level and seed. */
  opponent?: OpponentMark;
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

/**
 * The set-up's draws as a record shows them (docs/RECORD.md §2): worked out again from the seed,
 * which decides them alone, so games stored before the record carried them show them too.
 * Every draw once the game is over (`all`); before that only the public ones, as in a feed.
 */
export function setupRolls(game: AnyGameModule, options: unknown, seed: string, all: boolean): DieRoll[] {
  const { rolls } = start(game, options, seed);
  return all ? rolls : publicRolls(rolls);
}

/** Applies one action or resignation (accepted or proposed) to `state`, which is left untouched. */
export function step(game: AnyGameModule, state: unknown, entry: Omit<LogEntry, "at">, seed: string): StepResult {
  if (entry.kind === "undo") throw new Error("an undo is replayed by replay(), which knows the state before");
  if (entry.kind === "resign") {
    const { state: next, events } = game.resign(state, entry.seat);
    return { ok: true, state: next, events, rolls: [] };
  }
  const rng = new Rng(seed, streamFor(entry.version));
  // The log holds only actions the game's actionSchema accepted when they were played.
  const result = game.apply(state, entry.seat, entry.action as { type: string }, rng);
  if (!result.ok) return result;
  return { ok: true, state: result.state, events: result.events, rolls: rng.rolls };
}

/**
 * Folds `entries` onto `state` (which sits at version `entries[0].version - 1`). An undo needs
 * the state two versions back; `stateAt` supplies it when it lies before this stretch of log.
 */
export function replay(
  game: AnyGameModule,
  state: unknown,
  entries: readonly Omit<LogEntry, "at">[],
  seed: string,
  stateAt?: (version: number) => unknown,
): unknown {
  let current = state;
  let previous: { version: number; state: unknown } | null = null;
  for (const entry of entries) {
    if (entry.kind === "undo") {
      const target = entry.version - 2;
      const before = previous && previous.version === target ? previous.state : stateAt?.(target);
      if (before === undefined) throw new Error(`log entry ${entry.version} undoes an entry whose earlier state is not available`);
      previous = null;
      current = before;
      continue;
    }
    const result = step(game, current, entry, seed);
    if (!result.ok) throw new Error(`log entry ${entry.version} no longer applies: ${result.code} (${result.message})`);
    previous = { version: entry.version - 1, state: current };
    current = result.state;
  }
  return current;
}

// States are never changed once made (apply returns new ones), so what is derived from a state
// can be remembered by its identity: the room asks for the pending decisions several times per
// action (who owes, the answer, the notifications, the index) and the game works them out once.
// A module the kit defined lists each state once for its bot, apply and the engine alike
// (listed.ts): that listing is read directly. A module made by hand is remembered here.
const pendingMemo = new WeakMap<object, PendingDecision<unknown>[]>();

/** The game's pending decisions for `state`, worked out once per state object. Shared: read them, never change them. */
export function pendingOf(game: AnyGameModule, state: unknown): readonly PendingDecision<unknown>[] {
  if (typeof state !== "object" || state === null) return game.pending(state);
  const listed = listingOf(game);
  if (listed) return listed(state);
  let pending = pendingMemo.get(state);
  if (!pending) pendingMemo.set(state, (pending = game.pending(state)));
  return pending;
}

/** The seats that owe a decision in `state`, deduplicated, in the order the game lists them. */
export function awaitingSeats(game: AnyGameModule, state: unknown): SeatId[] {
  if (game.outcome(state)) return [];
  // A decision or two per state: a scan, not a Set and two arrays, at every step of every game.
  const seats: SeatId[] = [];
  // A game that can say who owes without listing the decisions is asked that (contract.ts owing).
  if (game.owing) {
    for (const seat of game.owing(state)) if (!seats.includes(seat)) seats.push(seat);
    return seats;
  }
  for (const p of pendingOf(game, state)) if (!seats.includes(p.seat)) seats.push(p.seat);
  return seats;
}
