// IS 6.4–6.7, 6.13: the random bot's fire is legal by construction, so it vouches its volleys
// legal and apply skips checkFire for them (bot.ts). Here every fire the bot makes in seeded
// games over every option set is run through checkFire all the same.
import { describe, expect, it } from "vitest";
import { knownOf } from "../../../src/engine/listed";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { ironStars } from "../../../src/games/iron-stars";
import { optionsSchema } from "../../../src/games/iron-stars/options";
import { owingSeats } from "../../../src/games/iron-stars/owing";
import { checkFire } from "../../../src/games/iron-stars/rules/fire";
import type { IronStarsState } from "../../../src/games/iron-stars/state";

describe("IS 6.4 the bot's fire passes the rule check it vouches for", () => {
  const sets = [optionsSchema.parse({}), ...ironStars.sampleOptions];
  it.each(sets.map((o, i) => [i, o] as const))("option set %i: every volley of two seeded games", { timeout: 60_000 }, (i, options) => {
    let fires = 0;
    for (let n = 0; n < 2; n++) {
      const seed = gameSeed(`bot-fire-${i}-${n}`, []);
      let state = ironStars.setup(options as never, new Rng(seed, "setup")) as IronStarsState;
      for (let v = 1; !ironStars.outcome(state) && v < 5000; v++) {
        const seat = owingSeats(state)[0]!;
        const action = ironStars.bot(state, seat, new Rng(seed, `bot:${v}`));
        if (action.type === "fire" || action.type === "ceaseFire") {
          expect(knownOf(action, state, seat)).toBe("legal");
          if (action.type === "fire") {
            expect(checkFire(state, seat, action)).toBeNull();
            fires++;
          }
        }
        const r = ironStars.apply(state, seat, action, new Rng(seed, `action:${v}`));
        if (!r.ok) throw new Error(`refused: ${r.code}`);
        state = r.state as IronStarsState;
      }
    }
    expect(fires).toBeGreaterThan(10);
  });
});
