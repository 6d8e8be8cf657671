// One seeded game played in-process, as the room would play it (the same seed from the server seed
// and empty entropy, the same dice streams, automatons moved by their bot on the room's stream), so
// that a game found here can be replayed over HTTP with the same server seed. Shared by the
// rule-coverage report (rules.ts) and the scenario finder (find.ts).
import type { AnyGameModule, GameEvent, Outcome, PendingDecision, RuleViolation, SeatId } from "../../src/engine/contract";
import { gameSeed, Rng } from "../../src/engine/rng";
import { awaitingSeats, start, step } from "../../src/engine/runner";

const MAX_STEPS = 20_000;
/** Recent actions kept to be tried again later, when they are often no longer legal. */
const STALE_KEPT = 24;

export interface Watcher {
  /** The state after set-up. */
  start?(state: unknown): void;
  /** The events of one accepted step (set-up is step 0, with no events). */
  events?(events: GameEvent[], version: number, state: unknown): void;
  /** The decisions owed after each step. */
  pending?(pending: PendingDecision<unknown>[], version: number, state: unknown): void;
  /** A refusal met by a probe (an action tried and not taken). */
  refusal?(violation: RuleViolation): void;
  outcome?(outcome: Outcome, state: unknown): void;
}

/** Chooses a human seat's action; `undefined` leaves it to the default (a listed choice or the bot). */
export type Policy = (game: AnyGameModule, state: unknown, seat: SeatId, pending: PendingDecision<unknown>[], rng: Rng) => unknown;

export interface PlayoutOptions {
  /** Try a stale action and a changed listed choice at each step, to meet the rules that refuse. */
  probes?: boolean;
  policy?: Policy;
  /** Stop early (after the step that made it true). */
  stop?: () => boolean;
  maxSteps?: number;
}

export interface Played {
  /** The human seats' actions in order, with the version each became (automaton moves are the room's). */
  moves: { version: number; seat: SeatId; action: unknown }[];
  version: number;
  state: unknown;
  outcome: Outcome | null;
}

/** The seed a room with this server seed plays on when no seat added entropy. */
export function roomSeed(game: AnyGameModule, options: unknown, serverSeed: string): string {
  return gameSeed(
    serverSeed,
    game.seats(options).map(() => ""),
  );
}

function changed(action: Record<string, unknown>, rng: Rng): unknown {
  const numeric = Object.keys(action).filter((k) => typeof action[k] === "number");
  if (!numeric.length) return null;
  const key = numeric[rng.int(numeric.length)]!;
  return { ...action, [key]: (action[key] as number) + (rng.int(2) ? 1 : -1) * (1 + rng.int(3)) };
}

export function playout(game: AnyGameModule, options: unknown, serverSeed: string, watch: Watcher, opts: PlayoutOptions = {}): Played {
  const seed = roomSeed(game, options, serverSeed);
  const chooser = new Rng(seed, "coverage-chooser");
  const automata = new Set(
    game
      .seats(options)
      .filter((s) => s.automaton)
      .map((s) => s.id),
  );
  let state = start(game, options, seed).state;
  const moves: Played["moves"] = [];
  const stale: { seat: SeatId; action: unknown }[] = [];
  let version = 0;
  watch.start?.(state);
  watch.pending?.(game.pending(state), 0, state);
  for (let n = 0; !game.outcome(state) && n < (opts.maxSteps ?? MAX_STEPS); n++) {
    const awaiting = awaitingSeats(game, state);
    if (!awaiting.length) throw new Error(`${game.id} ${serverSeed}: nobody owes a decision at version ${version}`);
    const pending = game.pending(state);
    const automaton = awaiting.find((s) => automata.has(s));
    const seat = automaton ?? awaiting[chooser.int(awaiting.length)]!;
    let action: unknown;
    if (automaton) action = game.bot(state, seat, new Rng(seed, `bot:${version}:${seat}`));
    else {
      action = opts.policy?.(game, state, seat, pending, chooser);
      if (action === undefined) {
        const choices = pending.find((p) => p.seat === seat)?.choices;
        action =
          choices?.length && chooser.int(2)
            ? choices[chooser.int(choices.length)]
            : game.bot(state, seat, new Rng(seed, `bot:${version}:${seat}`));
      }
    }
    if (opts.probes && !automaton) probe(game, state, seat, version, seed, pending, stale, chooser, watch);
    const result = step(game, state, { version: version + 1, seat, kind: "action", action }, seed);
    if (!result.ok)
      throw new Error(
        `${game.id} ${serverSeed}: the chosen action was refused at version ${version + 1}: ${result.code} ${result.message}`,
      );
    version++;
    state = result.state;
    if (!automaton) {
      moves.push({ version, seat, action });
      stale.push({ seat, action });
      if (stale.length > STALE_KEPT) stale.shift();
    }
    watch.events?.(result.events, version, state);
    if (!game.outcome(state)) watch.pending?.(game.pending(state), version, state);
    if (opts.stop?.()) break;
  }
  const outcome = game.outcome(state);
  if (outcome) watch.outcome?.(outcome, state);
  return { moves, version, state, outcome };
}

/** Tries, without taking them, an earlier action of the seat's and a listed choice with a number changed. */
function probe(
  game: AnyGameModule,
  state: unknown,
  seat: SeatId,
  version: number,
  seed: string,
  pending: PendingDecision<unknown>[],
  stale: { seat: SeatId; action: unknown }[],
  rng: Rng,
  watch: Watcher,
): void {
  const tries: unknown[] = [];
  const mine = stale.filter((s) => s.seat === seat);
  if (mine.length) tries.push(mine[rng.int(mine.length)]!.action);
  const choices = pending.find((p) => p.seat === seat)?.choices as Record<string, unknown>[] | undefined;
  if (choices?.length) tries.push(changed(choices[rng.int(choices.length)]!, rng));
  for (const action of tries) {
    if (!action || !game.actionSchema.safeParse(action).success) continue;
    const result = step(game, state, { version: version + 1, seat, kind: "action", action }, seed);
    if (!result.ok) watch.refusal?.(result);
  }
}
