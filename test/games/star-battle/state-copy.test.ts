// cloneState (state.ts) copies the state field by field: a field added to the state and not to
// the copy would be lost on the next step. So: over seeded games of every sample option set, a
// copy reads as its source key for key (the same JSON, the same key order), and shares none of
// the parts the rules edit in place: only the options and seats, never written, lastBattle and
// result, which are replaced whole, and the chart, which a step writes only through
// chart-write.ts's copy (chart-write.test.ts).
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { starBattle, type StarBattleState } from "../../../src/games/star-battle";
import { optionsSchema } from "../../../src/games/star-battle/options";
import { cloneState } from "../../../src/games/star-battle/state";

/** Every object or array inside `a` that is the very same object at the same place in `b`. */
function shared(a: unknown, b: unknown, path: string, out: string[]): void {
  if (typeof a !== "object" || a === null) return;
  if (a === b) out.push(path);
  for (const k of Object.keys(a)) shared((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, out);
}

const SHARED_ON_PURPOSE = new Set(["$.options", "$.seats", "$.lastBattle", "$.result", "$.chart"]);

describe("cloneState copies every field (the copy apply works on)", () => {
  [{}, ...starBattle.sampleOptions].forEach((options, i) => {
    it(`SB 0 every state of seeded games with option set ${i} copies to the same JSON, sharing nothing the rules edit`, () => {
      const opts = optionsSchema.parse(options);
      let copies = 0;
      for (let k = 0; k < 2; k++) {
        const seed = `copy-${i}-${k}`;
        let state: StarBattleState = starBattle.setup(opts, new Rng(seed, "setup"));
        for (let step = 0; !starBattle.outcome(state) && step < 2000; step++) {
          const copy = cloneState(state);
          expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
          const parts: string[] = [];
          shared(copy, state, "$", parts);
          expect(parts.filter((p) => ![...SHARED_ON_PURPOSE].some((s) => p === s || p.startsWith(`${s}.`)))).toEqual([]);
          copies++;
          const seat = starBattle.pending(state)[0]!.seat;
          const action = starBattle.bot(state, seat, new Rng(seed, `bot:${step}`));
          const result = starBattle.apply(state, seat, action, new Rng(seed, `action:${step}`));
          if (!result.ok) throw new Error(result.code);
          state = result.state;
        }
        expect(JSON.stringify(cloneState(state))).toBe(JSON.stringify(state));
      }
      expect(copies).toBeGreaterThan(50);
    }, 30_000);
  });
});
