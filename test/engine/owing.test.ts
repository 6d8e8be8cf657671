// Who acts next without listing every decision (contract.ts owing, runner.ts awaitingSeats):
// Iron Stars' pending() works out bounds for every ship still to move or fire, and the runner asks
// who owes at every step. The answer must be pending()'s seats; the listing is left for who reads it.
import { describe, expect, it } from "vitest";
import { memoOf } from "../../src/engine/listed";
import { Rng } from "../../src/engine/rng";
import { awaitingSeats, start, step } from "../../src/engine/runner";
import { ironStars, type IronStarsState } from "../../src/games/iron-stars";

describe("awaitingSeats for a game that says who owes", () => {
  it("iron-stars: names pending()'s seats at every step of seeded games, and lists no decision to find them", () => {
    const sets = [ironStars.optionsSchema.parse({}), ...ironStars.sampleOptions];
    let steps = 0;
    for (let n = 0; n < sets.length; n++) {
      const seed = `owing-${n}`;
      let state = start(ironStars, sets[n], seed).state as IronStarsState;
      for (let v = 1; v <= 400; v++) {
        const seats = awaitingSeats(ironStars, state);
        expect(memoOf(state as object).listing, `listed to learn who owes (v${v})`).toBeUndefined();
        expect(seats).toEqual([...new Set(ironStars.pending(state).map((d) => d.seat))]);
        const seat = seats[0];
        if (seat === undefined) break;
        const r = step(
          ironStars,
          state,
          { version: v, seat, kind: "action", action: ironStars.bot(state, seat, new Rng(seed, `bot:${v}:${seat}`)) },
          seed,
        );
        if (!r.ok) throw new Error(`refused ${r.code}`);
        state = r.state as IronStarsState;
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(500);
  }, 60_000);
});
