// copyPlain (src/engine/plain-copy.ts) in place of structuredClone for a state's private copy:
// the same keys in the same order, nothing shared with the original, and — what makes it the same
// copy as structuredClone's — no state of a seeded game holds one object in two places.
import { describe, expect, it } from "vitest";
import type { AnyGameModule } from "../../src/engine/contract";
import { copyPlain } from "../../src/engine/plain-copy";
import { Rng } from "../../src/engine/rng";
import { awaitingSeats, start, step } from "../../src/engine/runner";
import { games } from "../../src/games/registry";
import { CLASS_IDS, SHIP_CLASSES } from "../../src/games/iron-stars/ships";

/** Every object and array reachable from `value`, failing on the first one met twice. */
function objectsOf(value: unknown, seen = new Set<object>(), path = "$"): Set<object> {
  if (typeof value !== "object" || value === null) return seen;
  if (seen.has(value)) throw new Error(`${path} is shared`);
  seen.add(value);
  for (const [k, v] of Object.entries(value)) objectsOf(v, seen, `${path}.${k}`);
  return seen;
}

/** The states of seeded random games of `game`, every option set in turn. */
function statesOf(game: AnyGameModule, playouts: number): unknown[] {
  const sets = [game.optionsSchema.parse({}), ...game.sampleOptions];
  const states: unknown[] = [];
  for (let n = 0; n < playouts; n++) {
    const seed = `plain-copy-${n}`;
    let { state } = start(game, sets[n % sets.length], seed);
    states.push(state);
    for (let v = 1; v <= 2_000; v++) {
      const seat = awaitingSeats(game, state)[0];
      if (seat === undefined) break;
      const action = game.bot(state, seat, new Rng(seed, `bot:${v}:${seat}`));
      const r = step(game, state, { version: v, seat, kind: "action", action }, seed);
      if (!r.ok) throw new Error(`${game.id}: refused ${r.code}`);
      state = r.state;
      states.push(state);
    }
  }
  return states;
}

describe("copyPlain", () => {
  it("copies plain data deeply, keys in the same order, sharing nothing", () => {
    const original = { b: 1, a: [1, { z: "x", y: null }, [2, 3]], c: { "2": true, "1": false, k: undefined }, d: -0 };
    const copy = copyPlain(original);
    expect(copy).toStrictEqual(structuredClone(original));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(original));
    expect(Object.keys(copy.c)).toEqual(Object.keys(original.c));
    expect(Object.is(copy.d, -0)).toBe(true);
    const mine = objectsOf(copy);
    for (const o of objectsOf(original)) expect(mine.has(o)).toBe(false);
    (copy.a[1] as { z: string }).z = "changed";
    expect((original.a[1] as { z: string }).z).toBe("x");
  });

  it("makes an unfrozen copy of frozen data", () => {
    const copy = copyPlain(Object.freeze({ a: Object.freeze([1]) }));
    expect(Object.isFrozen(copy) || Object.isFrozen(copy.a)).toBe(false);
  });

  // The Last Starfighter's rules copy the state with copyPlain (rules/index.ts): the same copy as
  // structuredClone's only while no state holds one object twice, which this checks.
  it("last-starfighter: no state of seeded games shares an object, and its copy reads as structuredClone's", () => {
    const game = games.find((g) => g.id === "last-starfighter")!;
    const states = statesOf(game, 8);
    expect(states.length).toBeGreaterThan(200);
    for (const s of states) {
      objectsOf(s);
      expect(JSON.stringify(copyPlain(s))).toBe(JSON.stringify(structuredClone(s)));
    }
  }, 60_000);

  // Iron Stars gives each new ship its own copy of its class's record (queries.ts newShip).
  it("iron-stars: no ship class's record holds an object twice", () => {
    for (const id of CLASS_IDS) {
      const record = SHIP_CLASSES[id]!;
      objectsOf(record);
      expect(JSON.stringify(copyPlain(record))).toBe(JSON.stringify(structuredClone(record)));
    }
  });
});
