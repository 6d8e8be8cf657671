// Copy-on-write states (Iron Stars' and Double Star's own.ts): apply's copy shares ships, sites,
// bodies and task forces with the state it came from until a rule writes them. Every state of
// seeded random games is deep-frozen before it is stepped, so a rule writing a shared object
// through a read instead of the game's edit helpers throws here, whichever option set it runs in.
import { describe, expect, it } from "vitest";
import type { AnyGameModule } from "../../src/engine/contract";
import { Rng } from "../../src/engine/rng";
import { awaitingSeats, start, step } from "../../src/engine/runner";
import { games } from "../../src/games/registry";

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** Steps seeded random games with every state frozen first; returns how many steps ran. */
function frozenPlayouts(game: AnyGameModule, playouts: number, maxSteps: number): number {
  const sets = [game.optionsSchema.parse({}), ...game.sampleOptions];
  let steps = 0;
  for (let n = 0; n < playouts; n++) {
    const seed = `copy-on-write-${n}`;
    let { state } = start(game, sets[n % sets.length], seed);
    for (let v = 1; v <= maxSteps; v++) {
      const seat = awaitingSeats(game, state)[0];
      if (seat === undefined) break;
      deepFreeze(state);
      const action = game.bot(state, seat, new Rng(seed, `bot:${v}:${seat}`));
      const r = step(game, state, { version: v, seat, kind: "action", action }, seed);
      if (!r.ok) throw new Error(`${game.id}: refused ${r.code}`);
      state = r.state;
      steps++;
    }
  }
  return steps;
}

describe("copy-on-write states", () => {
  for (const id of ["iron-stars", "double-star", "last-starfighter"]) {
    it(`${id}: no step writes an object of the state it was applied to (every state frozen)`, () => {
      const game = games.find((g) => g.id === id)!;
      expect(frozenPlayouts(game, 1 + game.sampleOptions.length, 3_000)).toBeGreaterThan(500);
    }, 120_000);
  }
});
