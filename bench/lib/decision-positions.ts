// The positions bench/decisions.ts decides at: one seeded game of random play, kept whole, then
// `count` states spread evenly over its length (automata's turns left out). Shared by the scripts
// that must decide at exactly those positions (decisions.ts itself, decision-choices.ts, decision-icount.ts).
import type { AnyGameModule, SeatId } from "../../src/engine/contract";
import { gameSeed, Rng } from "../../src/engine/rng";
import { awaitingSeats, start, step } from "../../src/engine/runner";

export interface Position {
  state: unknown;
  seat: SeatId;
  /** The log entry the decision would become; the search's seed is `decisions:<version>`. */
  version: number;
}

/** `options`: the game's option set (default: the book's, `parse({})`, as bench/decisions.ts plays). */
export function positionsOf(game: AnyGameModule, count: number, options: unknown = game.optionsSchema.parse({})): Position[] {
  const seed = gameSeed(
    `decisions-${game.id}`,
    game.seats(options).map(() => ""),
  );
  const states: Position[] = [];
  let state = start(game, options, seed).state;
  for (let version = 1; !game.outcome(state) && version <= 3000; version++) {
    const seat = awaitingSeats(game, state)[0]!;
    states.push({ state, seat, version });
    const action = game.bot(state, seat, new Rng(seed, `bot:${version}:${seat}`));
    const result = step(game, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(`${game.id}: ${result.code}`);
    state = result.state;
  }
  const automata = new Set(
    game
      .seats(options)
      .filter((s) => s.automaton)
      .map((s) => s.id),
  );
  const candidates = states.filter((s) => !automata.has(s.seat));
  return Array.from({ length: count }, (_, i) => candidates[Math.floor(((i + 0.5) * candidates.length) / count)]!);
}
