// In-process engine work: random playouts through the engine contract (the runner's start and
// step, the game's own random bot), and replays of the logs they leave, timed per action type.
import type { AnyGameModule, SeatId } from "../../src/engine/contract";
import { Rng } from "../../src/engine/rng";
import { awaitingSeats, replay, start, step, type LogEntry } from "../../src/engine/runner";

export type Entry = Omit<LogEntry, "at">;

export interface Playout {
  seed: string;
  options: unknown;
  log: Entry[];
  finished: boolean;
}

/** The seat that acts next: the first seat that owes a decision. */
const mover = (game: AnyGameModule, state: unknown): SeatId | undefined => awaitingSeats(game, state)[0];

/** One game played by the built-in random bot for every seat, from set-up to its end (bounded). */
export function playout(game: AnyGameModule, options: unknown, seed: string, maxActions = 20_000): Playout {
  let { state } = start(game, options, seed);
  const log: Entry[] = [];
  for (let v = 1; v <= maxActions; v++) {
    const seat = mover(game, state);
    if (seat === undefined) return { seed, options, log, finished: true };
    const action = game.bot(state, seat, new Rng(seed, `bot:${v}:${seat}`));
    const entry: Entry = { version: v, seat, kind: "action", action };
    const r = step(game, state, entry, seed);
    if (!r.ok) throw new Error(`${game.id}: the bot's action was refused: ${r.code}`);
    log.push(entry);
    state = r.state;
  }
  return { seed, options, log, finished: false };
}

/** Folds a playout's log from set-up, as the room does after a restart without snapshots. */
export function replayPlayout(game: AnyGameModule, p: Playout): unknown {
  return replay(game, start(game, p.options, p.seed).state, p.log, p.seed);
}

/** Mean microseconds per step by action type (the bot's actions, replayed one by one). */
export function perActionType(game: AnyGameModule, playouts: Playout[]): { type: string; count: number; meanUs: number }[] {
  const by = new Map<string, { count: number; ms: number }>();
  for (const p of playouts) {
    let state = start(game, p.options, p.seed).state;
    for (const e of p.log) {
      const t0 = performance.now();
      const r = step(game, state, e, p.seed);
      const ms = performance.now() - t0;
      if (!r.ok) throw new Error(`${game.id}: replay refused entry ${e.version}`);
      state = r.state;
      const type = String((e.action as { type?: string } | undefined)?.type ?? e.kind);
      const b = by.get(type) ?? { count: 0, ms: 0 };
      b.count++;
      b.ms += ms;
      by.set(type, b);
    }
  }
  return [...by].map(([type, b]) => ({ type, count: b.count, meanUs: (b.ms / b.count) * 1000 })).sort((a, b) => b.meanUs - a.meanUs);
}
