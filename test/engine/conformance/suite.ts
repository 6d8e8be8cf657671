// The conformance suite every registered game must pass (STYLE §10): seeded random playouts
// from set-up to the end through the choices the game itself lists, the game's invariants after
// every step, replay of the log equal to the live state, apply never mutating its input, and no
// seat's view or redacted events containing another seat's secrets.
import { describe, expect, it } from "vitest";
import type { AnyGameModule, GameEvent, GameSchemas, SeatId, Viewer } from "../../../src/engine/contract";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { awaitingSeats, replay, start, step, type LogEntry } from "../../../src/engine/runner";
import { leakedTo } from "../../../src/engine/secrets";
import { SituationSampler } from "./situations";

/**
 * Playouts per game, spread over its option sets, and how many of each option set's first playouts
 * get the deep checks (apply never mutating, every viewer's leak check, the JSON round trip, replay;
 * the first two also parse every view and event under the schemas). `npm test` plays a sample that
 * keeps the whole run inside CI's budget; `npm run fuzz:conformance` plays 2,000 with 10 deep.
 */
const PLAYOUTS = Number(process.env.CONFORMANCE_PLAYOUTS ?? 300);
/** CONFORMANCE_DEEP, when set, overrides every kind's own deep count. */
const DEEP_OVERRIDE = process.env.CONFORMANCE_DEEP ? Number(process.env.CONFORMANCE_DEEP) : undefined;
const MAX_STEPS = 20_000;
/** A typed playout parses every view on each VIEW_STRIDE-th step, besides each new situation's. */
const VIEW_STRIDE = 8;

function leaked(game: AnyGameModule, state: unknown, viewer: Viewer, events: GameEvent[]): string[] {
  return leakedTo(game, state, state, viewer, events);
}

interface Playout {
  entries: Omit<LogEntry, "at">[];
  final: unknown;
  seed: string;
  options: unknown;
  /** How many secrets the leak check had to look for: a check with nothing to check proves nothing. */
  secretsChecked: number;
}

function playout(game: AnyGameModule, options: unknown, n: number, deep: boolean, typed = deep): Playout {
  const seed = gameSeed(`conformance-${game.id}-${n}`, []);
  const chooser = new Rng(seed, "chooser");
  let { state } = start(game, options, seed);
  game.assert(state);
  const entries: Omit<LogEntry, "at">[] = [];
  const viewers: Viewer[] = [null, ...game.seats(options).map((s) => s.id)];
  let secretsChecked = 0;
  const sampler = new SituationSampler(game, VIEW_STRIDE);
  for (let version = 1; !game.outcome(state); version++) {
    if (version > MAX_STEPS) throw new Error(`no outcome after ${MAX_STEPS} steps (seed ${seed})`);
    const awaiting = awaitingSeats(game, state);
    const pending = game.pending(state);
    // A game that says who owes without listing (contract.ts owing) must name pending()'s seats.
    if (game.owing) expect(awaiting, `owing() disagrees with pending() (v${version})`).toEqual([...new Set(pending.map((p) => p.seat))]);
    expect(awaiting.length, `nobody owes a decision but the game is not over (v${version})`).toBeGreaterThan(0);
    const seat: SeatId = chooser.pick(awaiting, "seat");
    const action = game.bot(state, seat, new Rng(seed, `bot:${version}`));
    expect(game.actionSchema.safeParse(action).success, `bot action fails the schema: ${JSON.stringify(action)}`).toBe(true);
    const choices = pending.find((p) => p.seat === seat)?.choices;
    if (choices) {
      const listed = JSON.stringify(action);
      expect(
        choices.some((c) => JSON.stringify(c) === listed),
        `bot's action is not among the listed choices: ${listed}`,
      ).toBe(true);
    }
    const before = deep ? JSON.stringify(state) : "";
    const entry = { version, seat, kind: "action" as const, action };
    const result = step(game, state, entry, seed);
    if (!result.ok) throw new Error(`bot's own choice refused at v${version}: ${result.code} ${result.message} (seed ${seed})`);
    if (deep) {
      expect(JSON.stringify(state), "apply mutated its input").toBe(before);
      for (const viewer of viewers) {
        secretsChecked += game.secrets(result.state, viewer).length;
        expect(leaked(game, result.state, viewer, result.events), `secrets leaked to ${viewer}`).toEqual([]);
      }
      if (typed && game.schemas) {
        // Every event and bound is parsed; every view when the situation (the prompts owed and the
        // events just made) is new to this playout, and on every VIEW_STRIDE-th step besides. A view
        // parse of a long hex game costs milliseconds a viewer: parsing every one cost a Barnard's
        // Star playout more than twice all its other deep checks together.
        const views = sampler.due(version, result.state, result.events);
        schemaCheck(game, game.schemas, result.state, result.events, viewers, views ? viewers : []);
      }
      // Snapshots are JSON: a state must survive the round trip unchanged.
      expect(JSON.parse(JSON.stringify(result.state))).toEqual(result.state);
    }
    game.assert(result.state);
    entries.push(entry);
    state = result.state;
  }
  return { entries, final: state, seed, options, secretsChecked };
}

/** What crosses the API parses under the game's own schemas: the views of `viewsOf`, every viewer's redacted events, the bounds. */
function schemaCheck(
  game: AnyGameModule,
  schemas: GameSchemas,
  state: unknown,
  events: GameEvent[],
  viewers: Viewer[],
  viewsOf: Viewer[],
): void {
  const fail = (what: string, value: unknown, error: unknown) =>
    `${what} fails its schema: ${String(error)}\n${JSON.stringify(value).slice(0, 2000)}`;
  for (const viewer of viewsOf) {
    const view = JSON.parse(JSON.stringify(game.view(state, viewer)));
    const v = schemas.view.safeParse(view);
    if (!v.success) throw new Error(fail(`view for ${viewer}`, view, v.error));
  }
  for (const viewer of viewers) {
    for (const event of events) {
      const seen = game.redact(event, viewer);
      if (seen === null) continue;
      const e = schemas.event.safeParse(JSON.parse(JSON.stringify(seen)));
      if (!e.success) throw new Error(fail(`event ${event.type} for ${viewer}`, seen, e.error));
    }
  }
  for (const decision of game.pending(state)) {
    if (decision.bounds === undefined) continue;
    const b = schemas.bounds.safeParse(JSON.parse(JSON.stringify(decision.bounds)));
    if (!b.success) throw new Error(fail(`bounds of ${decision.prompt}`, decision.bounds, b.error));
  }
}

/**
 * The suite for one game; each game has a file of one line in this folder, so files run in parallel.
 * `share` scales the playout count for a kind whose games are long (1 = PLAYOUTS), so that
 * every kind's file takes about as long as the others and `npm test` stays quick; `deep` is how many
 * of each option set's playouts get the deep checks (3 unless the kind's games are very long).
 */
export function conformanceSuite(game: AnyGameModule, { share = 1, deep = 3 }: { share?: number; deep?: number } = {}): void {
  describe(`conformance: ${game.id}`, () => {
    let secretsChecked = 0;
    const optionSets = [game.optionsSchema.parse({}), ...game.sampleOptions.map((o) => game.optionsSchema.parse(o))];

    it("parses its default options and lists its seats", () => {
      const defaults = game.optionsSchema.parse({});
      expect(game.seats(defaults).length).toBeGreaterThan(0);
      expect(game.optionsSchema.safeParse(JSON.parse(JSON.stringify(defaults))).success).toBe(true);
    });

    it.each(optionSets.map((o, i) => [i, o] as const))(
      "option set %i: seeded playouts end, keep invariants and hide secrets",
      { timeout: 120_000 },
      (_, options) => {
        const count = Math.max(2, Math.floor((PLAYOUTS * share) / optionSets.length));
        for (let n = 0; n < count; n++) {
          // The schema parse of every view for every viewer doubles a long game's cost: the first
          // two playouts of each option set check it (the games' own tests parse every scripted step).
          const checked = n < (DEEP_OVERRIDE ?? deep);
          const run = playout(game, options, n, checked, n < 2);
          secretsChecked += run.secretsChecked;
          expect(game.outcome(run.final)).not.toBeNull();
          if (checked) {
            // Replay from the log (as the room loads it) equals the live state.
            const { state: initial } = start(game, run.options, run.seed);
            expect(replay(game, JSON.parse(JSON.stringify(initial)), run.entries, run.seed)).toEqual(run.final);
          }
        }
      },
    );

    it("had secrets to look for: every game here hides something from someone", () => {
      expect(secretsChecked).toBeGreaterThan(0);
    });

    it("refuses an action from a seat that owes nothing, changing nothing", () => {
      const options = game.optionsSchema.parse({});
      const seed = gameSeed("idle-seat", []);
      const { state } = start(game, options, seed);
      const idle = game
        .seats(options)
        .map((s) => s.id)
        .find((s) => !awaitingSeats(game, state).includes(s));
      if (!idle) return; // every seat owes a decision at set-up (simultaneous games)
      const owner = awaitingSeats(game, state)[0]!;
      const action = game.bot(state, owner, new Rng(seed, "bot"));
      const before = JSON.stringify(state);
      const result = game.apply(state, idle, action, new Rng(seed, "action:1"));
      expect(result.ok).toBe(false);
      expect(JSON.stringify(state)).toBe(before);
    });
  });
}
