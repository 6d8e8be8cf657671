// Rules under stress (docs/RELIABILITY.md): random games of a kind played in-process, with
// hostile actions thrown at the rules between moves, resignations, undos where the room would
// allow them, the game's invariants after every step, and at the end the log replayed (from
// set-up, and from the newest snapshot as the room loads it) equal to the live state.
// Shared by `npm run fuzz` (test/fuzz/rules.ts, thousands of games) and the CI run inside
// `npm test` (test/api/reliability/rules-fuzz.test.ts).
import type { AnyGameModule, GameEvent, SeatId, Viewer } from "../../src/engine/contract";
import { gameSeed, Rng } from "../../src/engine/rng";
import { awaitingSeats, replay, start, step, type LogEntry } from "../../src/engine/runner";
import { leakedTo, revealedSomething } from "../../src/engine/secrets";

/** The room snapshots every this many entries (durable-objects/room/store.ts). */
const SNAPSHOT_EVERY = 64;
const MAX_STEPS = 20_000;

export interface FuzzStats {
  games: number;
  steps: number;
  hostile: number;
  hostileRefusedBySchema: number;
  hostileRefusedByRules: number;
  hostileLegal: number;
  resigns: number;
  undos: number;
  replays: number;
  leakChecks: number;
  outcomes: Record<string, number>;
}

export const emptyStats = (): FuzzStats => ({
  games: 0,
  steps: 0,
  hostile: 0,
  hostileRefusedBySchema: 0,
  hostileRefusedByRules: 0,
  hostileLegal: 0,
  resigns: 0,
  undos: 0,
  replays: 0,
  leakChecks: 0,
  outcomes: {},
});

export class FuzzFailure extends Error {
  constructor(
    message: string,
    readonly repro: { kind: string; options: unknown; seed: string; version: number; action?: unknown; seat?: string },
  ) {
    super(`${message}\n  reproduce: ${JSON.stringify(repro)}`);
  }
}

type Entry = Omit<LogEntry, "at">;

/** Hostile variations of an action: fields replaced with wrong types, removed, added. */
function mutate(action: Record<string, unknown>, rng: Rng): unknown {
  const hostile: unknown[] = [
    null,
    -1,
    1e308,
    2 ** 53 + 2,
    0.5,
    "",
    "x".repeat(300),
    [],
    {},
    [[[[]]]],
    true,
    { type: "x" },
    NaN,
    "__proto__",
  ];
  const keys = Object.keys(action);
  const a: Record<string, unknown> = { ...action };
  const how = rng.int(5);
  const key = keys[rng.int(keys.length)]!;
  const value = hostile[rng.int(hostile.length)];
  if (how === 0) a[key] = value;
  else if (how === 1) delete a[key];
  else if (how === 2) a[`extra${rng.int(3)}`] = value;
  else if (how === 3 && typeof a[key] === "number") a[key] = (a[key] as number) + (rng.int(2) ? 1 : -1) * (1 + rng.int(10));
  else if (how === 4 && Array.isArray(a[key])) a[key] = [...(a[key] as unknown[]), ...(a[key] as unknown[])];
  else a[key] = value;
  return a;
}

export interface FuzzOptions {
  /** Actions of other kinds and other phases, thrown at the rules. */
  foreign: unknown[];
  /** Deep checks (apply never mutates, leaks, JSON round trip) on every step of this game. */
  deep: boolean;
  /** Hostile actions per step. */
  hostilePerStep: number;
}

/** One random game of `game` with `options`; throws FuzzFailure with a reproduction. */
export function fuzzGame(game: AnyGameModule, options: unknown, seedName: string, stats: FuzzStats, opts: FuzzOptions): void {
  const seed = gameSeed(seedName, []);
  const chooser = new Rng(seed, "fuzz-chooser");
  const fail: (message: string, version: number, extra?: { action?: unknown; seat?: string }) => never = (message, version, extra = {}) => {
    throw new FuzzFailure(message, { kind: game.id, options, seed: seedName, version, ...extra });
  };
  const seats = game.seats(options).map((s) => s.id);
  const viewers: Viewer[] = [null, ...seats];
  let state = start(game, options, seed).state;
  const initial = JSON.parse(JSON.stringify(state));
  game.assert(state);
  const entries: (Entry & { rolls: number; events: GameEvent[] })[] = [];
  const snapshots = new Map<number, string>([[0, JSON.stringify(state)]]);
  const before = new Map<number, unknown>(); // state before entry v (for undo)
  const checkState = (version: number) => {
    try {
      game.assert(state);
    } catch (e) {
      const last = entries.at(-1);
      fail(
        `invariant broken: ${(e as Error).message}`,
        version,
        last ? { seat: last.seat, action: { entry: last.kind, action: last.action } } : {},
      );
    }
  };
  let version = 0;
  for (let n = 0; !game.outcome(state); n++) {
    if (n > MAX_STEPS) fail(`no outcome after ${MAX_STEPS} steps`, version);
    const awaiting = awaitingSeats(game, state);
    if (awaiting.length === 0) fail("nobody owes a decision but the game is not over", version);
    const pending = game.pending(state);

    // 1. Hostile actions: from any seat, mutated choices, other seats' choices, other kinds' and
    //    other phases' actions. The room parses with the schema first, then checks the seat owes.
    const frozen = opts.deep ? JSON.stringify(state) : "";
    for (let h = 0; h < opts.hostilePerStep; h++) {
      stats.hostile++;
      const seat = seats[chooser.int(seats.length)]!;
      const source = chooser.int(3);
      const listed = pending.flatMap((p) => (p.choices ?? []) as Record<string, unknown>[]);
      let action: unknown;
      if (source === 0 && listed.length) action = mutate(listed[chooser.int(listed.length)]!, chooser);
      else if (source === 1 && listed.length) action = listed[chooser.int(listed.length)];
      else action = opts.foreign.length ? opts.foreign[chooser.int(opts.foreign.length)] : { type: "nothing" };
      const parsed = game.actionSchema.safeParse(action);
      if (!parsed.success) {
        stats.hostileRefusedBySchema++;
        continue;
      }
      if (!awaiting.includes(seat)) continue; // the room answers NOT_YOUR_DECISION without asking the rules
      let result: ReturnType<typeof step>;
      try {
        result = step(game, state, { version: version + 1, seat, kind: "action", action: parsed.data }, seed);
      } catch (e) {
        fail(`apply threw on a schema-valid action: ${(e as Error).message}`, version, { action, seat });
      }
      if (!result!.ok) {
        stats.hostileRefusedByRules++;
        if (!/^[A-Z][A-Z0-9_]*$/.test(result!.code) || !result!.rule)
          fail(`refusal without a stable code and rule: ${JSON.stringify(result)}`, version, { action, seat });
      } else {
        stats.hostileLegal++;
        try {
          game.assert(result!.state);
        } catch (e) {
          fail(`a legal hostile action broke an invariant: ${(e as Error).message}`, version, { action, seat });
        }
      }
      if (opts.deep && JSON.stringify(state) !== frozen) fail("apply mutated its input state", version, { action, seat });
    }

    // 2. Now and then a resignation, or an undo where the room would allow one.
    const last = entries.at(-1);
    if (last && last.kind === "action" && last.rolls === 0 && chooser.int(40) === 0) {
      const prior = before.get(last.version)!;
      const showed = revealedSomething(game, prior, state, last.events, viewers);
      if (!showed) {
        version++;
        entries.push({ version, seat: last.seat, kind: "undo", rolls: 0, events: [] });
        state = prior;
        stats.undos++;
        stats.steps++;
        checkState(version);
        if (version % SNAPSHOT_EVERY === 0) snapshots.set(version, JSON.stringify(state));
        continue;
      }
    }
    const humans = game
      .seats(options)
      .filter((s) => !s.automaton)
      .map((s) => s.id);
    let entry: Entry;
    if (chooser.int(600) === 0) {
      entry = { version: version + 1, seat: humans[chooser.int(humans.length)]!, kind: "resign" };
      stats.resigns++;
    } else {
      // 3. The move: a listed choice at random, or the bot where the choices are not listed.
      const seat: SeatId = awaiting[chooser.int(awaiting.length)]!;
      const choices = pending.find((p) => p.seat === seat)?.choices;
      const action =
        choices?.length && chooser.int(2)
          ? choices[chooser.int(choices.length)]
          : game.bot(state, seat, new Rng(seed, `bot:${version + 1}`));
      if (!game.actionSchema.safeParse(action).success)
        fail("a listed choice or the bot's action fails the action schema", version, { action, seat });
      entry = { version: version + 1, seat, kind: "action", action };
    }
    let result!: ReturnType<typeof step>;
    try {
      result = step(game, state, entry, seed);
    } catch (e) {
      fail(`${entry.kind} threw: ${(e as Error).message}`, version, { action: entry.action, seat: entry.seat });
    }
    if (!result.ok)
      fail(`a listed choice or the bot's own action was refused: ${result.code} ${result.message}`, version, {
        action: entry.action,
        seat: entry.seat,
      });
    if (opts.deep) {
      for (const viewer of viewers) {
        stats.leakChecks++;
        const leaked = leakedTo(game, result.state, result.state, viewer, result.events);
        if (leaked.length) fail(`secrets of ${viewer ?? "a spectator"} shown: ${leaked.slice(0, 3).join(", ")}`, version + 1);
        JSON.stringify(game.view(result.state, viewer));
      }
      if (JSON.stringify(JSON.parse(JSON.stringify(result.state))) !== JSON.stringify(result.state))
        fail("state does not survive a JSON round trip", version + 1);
    }
    before.set(entry.version, state);
    state = result.state;
    version = entry.version;
    entries.push({ ...entry, rolls: result.rolls.length, events: result.events });
    stats.steps++;
    checkState(version);
    if (version % SNAPSHOT_EVERY === 0) snapshots.set(version, JSON.stringify(state));
  }

  // 4. Replay equals live: from set-up, and from the newest snapshot as the room loads it.
  const stateAt = (v: number): unknown => {
    const at = [...snapshots.keys()].filter((s) => s <= v).sort((a, b) => b - a)[0]!;
    return replay(
      game,
      JSON.parse(snapshots.get(at)!),
      entries.filter((e) => e.version > at && e.version <= v),
      seed,
      stateAt,
    );
  };
  const live = JSON.stringify(state);
  let fromStart: unknown;
  try {
    fromStart = replay(game, JSON.parse(JSON.stringify(initial)), entries, seed, stateAt);
  } catch (e) {
    fail(`replay failed: ${(e as Error).message}`, version);
  }
  if (JSON.stringify(fromStart) !== live) fail("replay of the log from set-up differs from the live state", version);
  if (JSON.stringify(stateAt(version)) !== live) fail("replay from the newest snapshot differs from the live state", version);
  stats.replays++;
  stats.games++;
  const kind = game.outcome(state)!.kind;
  stats.outcomes[kind] = (stats.outcomes[kind] ?? 0) + 1;
}

/** Actions of every shape a kind produces, from a few seeded bot games (thrown at other kinds). */
export function actionSamples(game: AnyGameModule, perType = 4): unknown[] {
  const out = new Map<string, unknown[]>();
  const optionSets = [game.optionsSchema.parse({}), ...game.sampleOptions.map((o) => game.optionsSchema.parse(o))];
  for (let n = 0; n < Math.min(3, optionSets.length); n++) {
    const seed = gameSeed(`samples-${game.id}-${n}`, []);
    let { state } = start(game, optionSets[n], seed);
    for (let v = 1; v < 2000 && !game.outcome(state); v++) {
      const seat = awaitingSeats(game, state)[0]!;
      const action = game.bot(state, seat, new Rng(seed, `bot:${v}`)) as { type: string };
      const list = out.get(action.type) ?? [];
      if (list.length < perType) list.push(action);
      out.set(action.type, list);
      const r = step(game, state, { version: v, seat, kind: "action", action }, seed);
      if (!r.ok) break;
      state = r.state;
    }
  }
  return [...out.values()].flat();
}

/** Plays `count` games of `game` (spread over its option sets) within `deadline` (ms since the epoch). */
export function fuzzKind(
  game: AnyGameModule,
  count: number,
  deadline: number,
  foreign: unknown[],
  stats: FuzzStats,
  label = "fuzz",
  failures?: FuzzFailure[],
): void {
  const optionSets = [game.optionsSchema.parse({}), ...game.sampleOptions.map((o) => game.optionsSchema.parse(o))];
  for (let n = 0; n < count && Date.now() < deadline; n++) {
    const options = optionSets[n % optionSets.length];
    try {
      fuzzGame(game, options, `${label}-${game.id}-${n}`, stats, { foreign, deep: n < 20 || n % 25 === 0, hostilePerStep: 2 });
    } catch (e) {
      // With a list to collect them, go on playing (up to 5 failures a kind); without, stop.
      if (!failures || !(e instanceof FuzzFailure) || failures.length >= 5) throw e;
      failures.push(e);
    }
  }
}
