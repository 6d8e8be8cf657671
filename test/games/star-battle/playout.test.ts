// SB 6.5 and the flow rules: random legal bots reach an outcome under every option set, with
// every invariant holding after every step — also when lords resign at random moments (SB 6.6).
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { starBattle, type StarBattleState } from "../../../src/games/star-battle";
import { optionsSchema } from "../../../src/games/star-battle/options";

const combos: Record<string, unknown>[] = [
  {},
  ...starBattle.sampleOptions,
  { setup: "unknown-universe", players: 6, chartSize: 9, endMethod: "B", turnLimit: 150 },
  { players: 5, phaseRule: "B", endMethod: "C", coreIsHomeBase: true },
  { players: 4, endMethod: "A", battle: "tabular", keepFreeMoves: true, decks: 3 },
  { setup: "unknown-universe", players: 2, chartSize: 6, endMethod: "B", battle: "decisive", phaseRule: "B", turnLimit: 100 },
];

function playout(options: unknown, seed: string, resignations: boolean): { state: StarBattleState; steps: number } {
  const opts = optionsSchema.parse(options);
  let state = starBattle.setup(opts, new Rng(seed, "setup"));
  starBattle.assert(state);
  const chaos = new Rng(seed, "chaos");
  let steps = 0;
  while (!starBattle.outcome(state)) {
    if (resignations && chaos.int(150) === 0) {
      const active = state.seats.filter((s) => state.lords[s]!.status === "active");
      state = starBattle.resign(state, chaos.pick(active, "resigner")).state;
      starBattle.assert(state);
      continue;
    }
    const decisions = starBattle.pending(state);
    expect(decisions).toHaveLength(1);
    const seat = decisions[0]!.seat;
    const action = starBattle.bot(state, seat, new Rng(seed, `bot:${steps}`));
    expect(starBattle.actionSchema.safeParse(action).success).toBe(true);
    const before = JSON.stringify(state);
    const result = starBattle.apply(state, seat, action, new Rng(seed, `action:${steps}`));
    if (!result.ok) throw new Error(`bot chose an illegal order ${JSON.stringify(action)}: ${result.code}`);
    expect(JSON.stringify(state)).toBe(before);
    state = JSON.parse(JSON.stringify(result.state)) as StarBattleState;
    starBattle.assert(state);
    steps++;
    if (steps > 20000) throw new Error("no outcome after 20000 steps");
  }
  return { state, steps };
}

describe("SB 6.5 random playouts terminate", () => {
  combos.forEach((options, i) => {
    it(`SB 6.5 option set ${i} ${JSON.stringify(options)} reaches an outcome with invariants intact`, () => {
      for (let k = 0; k < 6; k++) {
        const { state } = playout(options, `playout-${i}-${k}`, k % 2 === 1);
        const outcome = starBattle.outcome(state)!;
        expect(outcome).not.toBeNull();
        expect(starBattle.pending(state)).toEqual([]);
        for (const w of outcome.winners) expect(state.seats).toContain(w);
        if (outcome.kind !== "draw") expect(outcome.winners).toHaveLength(1);
      }
    }, 30_000);
  });

  it("SB 6.5 the same seed replays to the same end", () => {
    const a = playout({ setup: "unknown-universe", players: 3 }, "same", false);
    const b = playout({ setup: "unknown-universe", players: 3 }, "same", false);
    expect(b.state).toEqual(a.state);
    expect(b.steps).toBe(a.steps);
  });
});
