// DS 11.3 and the flow rules: two bots play every scenario to its end, every invariant holding
// after every step, apply never changing its input, within a few thousand actions — also when
// a side resigns at a random moment (DS 11.4).
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../src/engine/contract";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { awaitingSeats } from "../../../src/engine/runner";
import { doubleStar } from "../../../src/games/double-star";
import { optionsSchema } from "../../../src/games/double-star/options";
import type { DoubleStarState } from "../../../src/games/double-star/state";

interface Run {
  state: DoubleStarState;
  steps: number;
  events: GameEvent[];
}

function playout(options: Record<string, unknown>, n: number, resign: boolean, check: boolean): Run {
  const seed = gameSeed(`ds-playout-${JSON.stringify(options)}-${n}`, []);
  const chooser = new Rng(seed, "chooser");
  let state = doubleStar.setup(optionsSchema.parse(options), new Rng(seed, "setup"));
  doubleStar.assert(state);
  const events: GameEvent[] = [];
  let steps = 0;
  while (!doubleStar.outcome(state)) {
    if (resign && chooser.int(400) === 0) {
      const r = doubleStar.resign(state, chooser.pick(["islamic", "chinese"], "resigner"));
      state = r.state;
      events.push(...r.events);
      break;
    }
    const seat = chooser.pick(awaitingSeats(doubleStar as never, state), "seat");
    const action = doubleStar.bot(state, seat, new Rng(seed, `bot:${steps}`));
    expect(doubleStar.actionSchema.safeParse(action).success).toBe(true);
    const before = check ? JSON.stringify(state) : "";
    const result = doubleStar.apply(state, seat, action, new Rng(seed, `action:${steps}`));
    if (!result.ok) throw new Error(`bot's ${JSON.stringify(action)} refused: ${result.code} ${result.message}`);
    if (check) expect(JSON.stringify(state)).toBe(before);
    state = result.state;
    events.push(...result.events);
    doubleStar.assert(state);
    steps++;
    if (steps > 5000) throw new Error("no outcome after 5000 actions");
  }
  return { state, steps, events };
}

describe("DS 11.3 random playouts end", () => {
  const sets: Record<string, unknown>[] = [
    {},
    { scenario: "raid" },
    { scenario: "armageddon", turnLimit: 30 },
    { scenario: "sneakAttack", shipFactors: { battleship: { movement: 4 } }, robotStrikeModifier: 2 },
  ];
  for (const [i, options] of sets.entries()) {
    it(`DS 11.3 option set ${i} ${JSON.stringify(options)}: bots play to an outcome within 5000 actions, invariants intact`, () => {
      for (let n = 0; n < 3; n++) {
        const run = playout(options, n, n === 2, n === 0);
        const outcome = doubleStar.outcome(run.state)!;
        expect(outcome).not.toBeNull();
        expect(doubleStar.pending(run.state)).toEqual([]);
        if (outcome.kind !== "stalemate") expect(outcome.winners).toHaveLength(1);
        expect(JSON.parse(JSON.stringify(run.state))).toEqual(run.state);
      }
    }, 120_000);
  }

  it("DS 11.1 every choice listed along bot games is accepted by apply", () => {
    for (const options of [{}, { scenario: "raid" }, { scenario: "armageddon", turnLimit: 12 }]) {
      const seed = gameSeed(`ds-choices-${JSON.stringify(options)}`, []);
      let state = doubleStar.setup(optionsSchema.parse(options), new Rng(seed, "setup"));
      const chooser = new Rng(seed, "chooser");
      for (let step = 0; !doubleStar.outcome(state); step++) {
        const decisions = doubleStar.pending(state);
        if (step % 7 === 0) {
          for (const d of decisions) {
            for (const c of d.choices!) {
              const r = doubleStar.apply(state, d.seat, c, new Rng(seed, `try:${step}`));
              if (!r.ok) throw new Error(`${d.seat} offered ${JSON.stringify(c)} but refused: ${r.code}`);
            }
          }
        }
        const seat = chooser.pick(
          decisions.map((d) => d.seat),
          "seat",
        );
        const r = doubleStar.apply(state, seat, doubleStar.bot(state, seat, new Rng(seed, `bot:${step}`)), new Rng(seed, `action:${step}`));
        if (!r.ok) throw new Error(r.code);
        state = r.state;
      }
    }
  }, 120_000);

  it("DS 6.9 across seeds, bot games reach ship-to-ship combat, losses and training", () => {
    const seen = new Set<string>();
    const wanted = ["ShotResolved", "TrainingRolled", "ShipDisrupted", "ShipEliminated"];
    for (let n = 0; n < 24 && !wanted.every((w) => seen.has(w)); n++) {
      for (const e of playout(n % 2 ? { scenario: "raid" } : {}, 100 + n, false, false).events) seen.add(e.type);
    }
    for (const w of wanted) expect(seen).toContain(w);
  }, 120_000);
});
