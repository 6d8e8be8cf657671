// The platform's conformance suite, run here against this game directly (the shared suite reads
// the registry, which this folder does not own): seeded random playouts through the choices
// pending() lists, invariants after every step, replay equal to the live state, apply never
// mutating its input, JSON round trips, and no viewer ever reading another seat's secrets.
import { describe, expect, it } from "vitest";
import type { GameEvent, SeatId, Viewer } from "../../../src/engine/contract";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { awaitingSeats, replay, start, step, type LogEntry } from "../../../src/engine/runner";
import { lastStarfighter as game } from "../../../src/games/last-starfighter";
import type { LastStarfighterState } from "../../../src/games/last-starfighter/state";

const PLAYOUTS = Number(process.env.CONFORMANCE_PLAYOUTS ?? 200);

function strings(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

function leaked(state: unknown, viewer: Viewer, events: GameEvent[]): string[] {
  const secrets = game.secrets(state as LastStarfighterState, viewer);
  if (secrets.length === 0) return [];
  const seen = strings(game.view(state as LastStarfighterState, viewer));
  for (const e of events) strings(game.redact(e, viewer), seen);
  return secrets.filter((s) => seen.has(s));
}

export function playout(options: unknown, n: number, deep: boolean) {
  const seed = gameSeed(`ls-conformance-${JSON.stringify(options)}-${n}`, []);
  const chooser = new Rng(seed, "chooser");
  let { state } = start(game, options, seed);
  game.assert(state as LastStarfighterState);
  const entries: Omit<LogEntry, "at">[] = [];
  const viewers: Viewer[] = [null, ...game.seats(options as never).map((s) => s.id)];
  let secretsSeen = 0;
  for (let version = 1; !game.outcome(state as LastStarfighterState); version++) {
    if (version > 20_000) throw new Error(`no outcome after 20000 steps (seed ${seed})`);
    const awaiting = awaitingSeats(game, state);
    expect(awaiting.length).toBeGreaterThan(0);
    const seat: SeatId = chooser.pick(awaiting, "seat");
    const action = game.bot(state as LastStarfighterState, seat, new Rng(seed, `bot:${version}`));
    expect(game.actionSchema.safeParse(action).success, JSON.stringify(action)).toBe(true);
    const choices = game.pending(state as LastStarfighterState).find((p) => p.seat === seat)?.choices;
    if (choices) expect(choices.map((c) => JSON.stringify(c))).toContain(JSON.stringify(action));
    const before = deep ? JSON.stringify(state) : "";
    const entry = { version, seat, kind: "action" as const, action };
    const result = step(game, state, entry, seed);
    if (!result.ok) throw new Error(`bot's own choice refused at v${version}: ${result.code} ${result.message} (seed ${seed})`);
    if (deep) {
      expect(JSON.stringify(state), "apply mutated its input").toBe(before);
      for (const viewer of viewers) {
        secretsSeen += game.secrets(result.state as LastStarfighterState, viewer).length;
        expect(leaked(result.state, viewer, result.events), `secrets leaked to ${viewer}`).toEqual([]);
      }
      expect(JSON.parse(JSON.stringify(result.state))).toEqual(result.state);
    }
    game.assert(result.state as LastStarfighterState);
    entries.push(entry);
    state = result.state;
  }
  return { entries, final: state as LastStarfighterState, seed, secretsSeen };
}

describe("LS 10 conformance: seeded random playouts", () => {
  const optionSets = [game.optionsSchema.parse({}), ...game.sampleOptions];

  it("LS 10.6 the default options parse and give two seats", () => {
    const defaults = game.optionsSchema.parse({});
    expect(game.seats(defaults).map((s) => s.id)).toEqual(["pilot1", "pilot2"]);
    expect(game.optionsSchema.safeParse(JSON.parse(JSON.stringify(defaults))).success).toBe(true);
  });

  it.each(optionSets.map((o, i) => [i, JSON.stringify(o), o] as const))("option set %i %s: playouts end, keep invariants, hide secrets", (_, __, options) => {
    const count = Math.max(4, Math.floor(PLAYOUTS / optionSets.length));
    let secretsSeen = 0;
    for (let n = 0; n < count; n++) {
      const run = playout(options, n, n < 10);
      secretsSeen += run.secretsSeen;
      expect(game.outcome(run.final)).not.toBeNull();
      if (n < 10) {
        const { state: initial } = start(game, options, run.seed);
        expect(replay(game, JSON.parse(JSON.stringify(initial)), run.entries, run.seed)).toEqual(run.final);
      }
    }
    // The leak check must have had something to check (sealed games hold secrets after reveals).
    expect(secretsSeen).toBeGreaterThan(0);
  });

  it("LS 10.1 refuses an action from a seat that owes nothing, changing nothing", () => {
    const options = game.optionsSchema.parse({});
    const seed = gameSeed("idle-seat", []);
    const { state } = start(game, options, seed);
    const owner = awaitingSeats(game, state)[0]!;
    const idle = game.seats(options).map((s) => s.id).find((s) => s !== owner)!;
    const action = game.bot(state as LastStarfighterState, owner, new Rng(seed, "bot"));
    const before = JSON.stringify(state);
    const result = game.apply(state as LastStarfighterState, idle, action, new Rng(seed, "action:1"));
    expect(result.ok).toBe(false);
    expect(JSON.stringify(state)).toBe(before);
  });
});
