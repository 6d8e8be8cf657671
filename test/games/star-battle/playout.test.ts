// SB 6.5 and the flow rules: random legal bots reach an outcome under every option set, and
// every invariant holds after every step.
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { starBattle } from "../../../src/games/star-battle";
import { optionsSchema } from "../../../src/games/star-battle/options";

const combos = [
  {},
  ...starBattle.sampleOptions,
  { setup: "unknown-universe", players: 6, chartSize: 9, endMethod: "B", battle: "ordinary" },
  { players: 5, phaseRule: "B", endMethod: "C", battle: "ordinary" },
  { players: 4, endMethod: "A", battle: "tabular", keepFreeMoves: true },
];

function playout(options: unknown, seed: string) {
  const opts = optionsSchema.parse(options);
  let state = starBattle.setup(opts, new Rng(seed, "setup"));
  starBattle.assert(state);
  let steps = 0;
  while (!starBattle.outcome(state)) {
    const decisions = starBattle.pending(state);
    expect(decisions).toHaveLength(1);
    const seat = decisions[0]!.seat;
    const action = starBattle.bot(state, seat, new Rng(seed, `bot:${steps}`));
    const before = JSON.stringify(state);
    const result = starBattle.apply(state, seat, action, new Rng(seed, `action:${steps}`));
    if (!result.ok) throw new Error(`bot chose an illegal order ${JSON.stringify(action)}: ${result.code}`);
    expect(JSON.stringify(state)).toBe(before);
    state = JSON.parse(JSON.stringify(result.state));
    starBattle.assert(state);
    steps++;
    if (steps > 20000) throw new Error("no outcome after 20000 steps");
  }
  return { state, steps };
}

describe("SB 6.5 random playouts terminate", () => {
  combos.forEach((options, i) => {
    it(`SB 6.5 option set ${i} ${JSON.stringify(options)} reaches an outcome with invariants intact`, () => {
      for (let k = 0; k < 4; k++) {
        const { state } = playout(options, `playout-${i}-${k}`);
        expect(starBattle.outcome(state)).not.toBeNull();
        expect(starBattle.pending(state)).toEqual([]);
      }
    });
  });
});
