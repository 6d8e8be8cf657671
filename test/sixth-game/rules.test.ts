// Step 3 of "How to add a sixth game" (docs/ARCHITECTURE.md): given/when/then tests of each rule,
// named by rule id, with scripted dice from the test kit.
import { describe, expect, it } from "vitest";
import { gameKit, ofType, ScriptedRng, types } from "../games/kit";
import { asteroidNim } from "./asteroid-nim";
import type { AsteroidNimAction } from "./asteroid-nim/actions";
import { CLAIM_BONUS } from "./asteroid-nim/rules";
import type { AsteroidNimState } from "./asteroid-nim/state";

const { play, refuse, choices } = gameKit<AsteroidNimState, AsteroidNimAction>(asteroidNim, {
  afterPlay: (s, events) => {
    asteroidNim.assert(s);
    for (const viewer of [null, "red", "blue"]) {
      asteroidNim.schemas!.view.parse(asteroidNim.view(s, viewer));
      for (const e of events) {
        const seen = asteroidNim.redact(e, viewer);
        if (seen) asteroidNim.schemas!.event.parse(seen);
      }
    }
  },
  checkInputKept: true,
  ruleForm: /^AN \d /,
});

/** A new game whose first d6 is `first` (1–3: red mines first). */
const fresh = (first: number, options: Record<string, unknown> = {}) => {
  const rng = new ScriptedRng([first]);
  const s = asteroidNim.setup(asteroidNim.optionsSchema.parse(options), rng);
  expect(rng.left, "set-up rolls one d6").toBe(0);
  return s;
};

/** Both claimed: red `red`, blue `blue`. */
const claimed = (red: "ice" | "iron" | "gold", blue: "ice" | "iron" | "gold", options: Record<string, unknown> = {}, first = 1) => {
  const a = play(fresh(first, options), "red", { type: "claim", lode: red }).state;
  return play(a, "blue", { type: "claim", lode: blue }).state;
};

describe("Asteroid Nim", () => {
  it("AN 1: the belt holds the option's rocks, and a d6 of 1–3 lets red mine first, 4–6 blue", () => {
    expect(fresh(3, { asteroids: 9 })).toMatchObject({ belt: 9, turn: "red", phase: "claim" });
    expect(fresh(4).turn).toBe("blue");
    expect(fresh(4).belt).toBe(15);
  });

  it("AN 2: both prospectors owe a claim at once, and mining waits for both", () => {
    const s = fresh(1);
    expect(asteroidNim.pending(s).map((p) => p.seat)).toEqual(["red", "blue"]);
    expect(choices(s, "red")).toEqual([
      { type: "claim", lode: "ice" },
      { type: "claim", lode: "iron" },
      { type: "claim", lode: "gold" },
    ]);
    const one = play(s, "red", { type: "claim", lode: "gold" }).state;
    expect(refuse(one, "red", { type: "take", count: 1 })).toBe("CLAIMS_FIRST");
    expect(refuse(one, "red", { type: "claim", lode: "ice" })).toBe("ALREADY_CLAIMED");
    const both = play(one, "blue", { type: "claim", lode: "ice" }).state;
    expect(both.phase).toBe("mining");
    expect(refuse(both, "blue", { type: "claim", lode: "ice" })).toBe("CLAIMS_ARE_OVER");
  });

  it("AN 2: a claim is seen by its owner only, in the view and in the event", () => {
    const { state, events } = play(fresh(1), "red", { type: "claim", lode: "gold" });
    expect(asteroidNim.view(state, "red").prospectors.red).toMatchObject({ claimed: true, claim: "gold" });
    expect(asteroidNim.view(state, "blue").prospectors.red).toMatchObject({ claimed: true, claim: null });
    expect(asteroidNim.view(state, null).prospectors.red!.claim).toBeNull();
    expect(asteroidNim.redact(events[0]!, "red")).toEqual({ type: "lodeClaimed", seat: "red", lode: "gold" });
    expect(asteroidNim.redact(events[0]!, "blue")).toEqual({ type: "lodeClaimed", seat: "red" });
    expect(asteroidNim.redact(events[0]!, null)).toEqual({ type: "lodeClaimed", seat: "red" });
    expect(asteroidNim.secrets(state, "blue")).toEqual(["gold"]);
  });

  it("AN 3: the miner picks up 1 to maxTake rocks (no more than are left) or blasts; turns alternate", () => {
    const s = claimed("ice", "iron", { asteroids: 4, maxTake: 3 });
    expect(choices(s)).toEqual([{ type: "take", count: 1 }, { type: "take", count: 2 }, { type: "take", count: 3 }, { type: "blast" }]);
    expect(refuse(s, "blue", { type: "take", count: 1 })).toBe("NOT_YOUR_TURN");
    expect(refuse(s, "red", { type: "take", count: 4 })).toBe("TOO_MANY_ROCKS");
    const after = play(s, "red", { type: "take", count: 3 }, []);
    expect(after.rolls).toEqual([]);
    expect(after.state).toMatchObject({ belt: 1, turn: "blue", hauls: { red: 3, blue: 0 } });
    expect(choices(after.state)).toEqual([{ type: "take", count: 1 }, { type: "blast" }]);
  });

  it("AN 3: a blast loosens 1 rock on a 1–2, 2 on a 3–4, 3 on a 5–6, never more than are left", () => {
    const s = claimed("ice", "iron", { asteroids: 20 });
    for (const [roll, rocks] of [
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
      [6, 3],
    ] as const) {
      const { state, events } = play(s, "red", { type: "blast" }, [roll]);
      expect(ofType(events, "blastFired")).toEqual([{ type: "blastFired", seat: "red", roll }]);
      expect(state.hauls.red).toBe(rocks);
    }
    const two = play(claimed("ice", "iron", { asteroids: 3 }), "red", { type: "take", count: 1 }).state;
    // Two rocks left and blue rolls a 6: it takes the two, then the core is assayed (a 1: ice).
    expect(play(two, "blue", { type: "blast" }, [6, 1]).state.hauls.blue).toBe(2);
  });

  it(`AN 4: the empty belt's core is assayed by a d6, claims are shown, a matching claim scores ${CLAIM_BONUS} more`, () => {
    const s = claimed("gold", "iron", { asteroids: 3 });
    const one = play(s, "red", { type: "take", count: 2 }).state;
    // Blue takes the last rock; the core comes up 5: gold, red's claim.
    const { state, events } = play(one, "blue", { type: "take", count: 1 }, [5]);
    expect(types(events)).toEqual(["rocksTaken", "coreAssayed", "gameEnded"]);
    expect(ofType(events, "coreAssayed")[0]).toEqual({ type: "coreAssayed", roll: 5, core: "gold", claims: { red: "gold", blue: "iron" } });
    expect(asteroidNim.outcome(state)).toEqual({
      winners: ["red"],
      kind: "score",
      reason: "red scored 7 to 1",
      scores: { red: 2 + CLAIM_BONUS, blue: 1 },
    });
    expect(asteroidNim.view(state, "blue").prospectors.red!.claim).toBe("gold");
    expect(asteroidNim.pending(state)).toEqual([]);
    expect(refuse(state, "red", { type: "take", count: 1 })).toBe("GAME_OVER");
  });

  it("AN 4: a tie goes to whoever took the last rock", () => {
    const s = claimed("ice", "ice", { asteroids: 4, maxTake: 2 });
    const one = play(s, "red", { type: "take", count: 2 }).state;
    // The core comes up 3: iron, nobody's claim; 2 to 2.
    const end = play(one, "blue", { type: "take", count: 2 }, [3]).state;
    expect(asteroidNim.outcome(end)).toMatchObject({ winners: ["blue"], scores: { red: 2, blue: 2 } });
  });

  it("AN 5: a prospector who resigns hands the other the game", () => {
    const s = claimed("ice", "gold");
    const { state, events } = asteroidNim.resign(s, "blue");
    expect(types(events)).toEqual(["prospectorResigned", "gameEnded"]);
    expect(asteroidNim.outcome(state)).toEqual({ winners: ["red"], kind: "forfeit", reason: "blue resigned" });
    expect(JSON.stringify(s)).not.toContain("resigned");
  });
});
