// DS 10.1 end to end: two players play a Sneak Attack from the empty table — worlds, population,
// industry, purchases — to a Chinese transport landing a base in An-Nur, posting only actions
// their decisions list (as a client of the API would).
import { describe, expect, it } from "vitest";
import { axialDistance } from "../../../src/hex";
import { Rng } from "../../../src/engine/rng";
import { doubleStar } from "../../../src/games/double-star";
import type { DoubleStarAction } from "../../../src/games/double-star/actions";
import { bodyData, MAP, STARS } from "../../../src/games/double-star/map";
import { optionsSchema } from "../../../src/games/double-star/options";
import type { DoubleStarState } from "../../../src/games/double-star/state";

const at = (hex: number) => ({ q: MAP.grid.q[hex]!, r: MAP.grid.r[hex]! });
const AZ_ZARR = STARS[1]!;

/** The nearest hex among An-Nur's large worlds. */
function nearestWorld(s: DoubleStarState, from: number): number {
  const worlds = s.bodies.filter((b) => bodyData(b.id).star === "an-nur" && bodyData(b.id).disc === "large").map((b) => b.hex);
  return worlds.sort((a, b) => axialDistance(at(from), at(a)) - axialDistance(at(from), at(b)))[0]!;
}

/** What each player posts: a plan a person might follow, choosing among the listed actions only. */
function decide(s: DoubleStarState, seat: string, prompt: string, choices: DoubleStarAction[]): DoubleStarAction {
  const find = (pred: (c: DoubleStarAction) => boolean) => choices.find(pred);
  switch (prompt) {
    case "placeWorld":
      // The Chinese put the Islamic worlds as near Az-Zarr as their paths allow; the Islamic side, anywhere.
      return seat === "chinese"
        ? [...choices].sort(
            (a, b) => axialDistance(at((a as { hex: number }).hex), AZ_ZARR) - axialDistance(at((b as { hex: number }).hex), AZ_ZARR),
          )[0]!
        : choices[0]!;
    case "placePopulation":
      return find(
        (c) =>
          c.type === "placePopulation" &&
          c.site === "N" &&
          c.amount === s.populationLeft[seat as "islamic"] &&
          bodyData(c.body).disc === "large",
      )!;
    case "placeIndustry":
      return choices[0]!;
    case "buyForces": {
      if (seat === "chinese" && !s.ships.some((x) => x.side === "chinese")) {
        const base = find((c) => c.type === "buy" && c.item === "base" && c.body === "chien" && c.site === "E1");
        if (base) return base;
        return find((c) => c.type === "buy" && c.item === "transport" && c.body === "chien" && c.site === "E1")!;
      }
      return { type: "finishSetup" };
    }
    case "movement": {
      const load = find((c) => c.type === "loadCargo" && c.cargo === "base");
      if (load) return load;
      return find((c) => c.type === "selectUnit") ?? { type: "endMovement" };
    }
    case "moveUnit": {
      const land = find((c) => c.type === "landUnit" && bodyData(c.body).star === "an-nur" && bodyData(c.body).disc === "large");
      if (land) return land;
      const tr = s.ships.find((x) => x.id === s.moving)!;
      const here = tr.loc.kind === "space" ? tr.loc.hex : s.bodies.find((b) => b.id === (tr.loc as { body: string }).body)!.hex;
      const goal = nearestWorld(s, here);
      const moves = choices.filter((c) => c.type === "moveUnit") as Extract<DoubleStarAction, { type: "moveUnit" }>[];
      return moves.sort((a, b) => axialDistance(at(a.hex), at(goal)) - axialDistance(at(b.hex), at(goal)))[0]!;
    }
    default: {
      const done = find((c) =>
        ["productionDone", "planetoidsDone", "impactsDone", "endMovement", "strikesDone", "pdDone", "ceaseFire"].includes(c.type),
      );
      return done ?? choices[0]!;
    }
  }
}

describe("DS 10.1 Sneak Attack, played from the empty table", () => {
  it("DS 10.1 a Chinese transport carries a base from Chien and sets it down on an An-Nur world: the Chinese win", () => {
    let s = doubleStar.setup(optionsSchema.parse({}), new Rng("e2e", "setup"));
    let actions = 0;
    while (!doubleStar.outcome(s)) {
      const d = doubleStar.pending(s)[0]!;
      const action = decide(s, d.seat, d.prompt, d.choices!);
      const r = doubleStar.apply(s, d.seat, action, new Rng("e2e", `action:${actions}`));
      if (!r.ok) throw new Error(`${d.seat} ${JSON.stringify(action)}: ${r.code} ${r.message}`);
      s = r.state;
      doubleStar.assert(s);
      if (++actions > 500) throw new Error("the game did not end");
    }
    expect(doubleStar.outcome(s)).toEqual({
      winners: ["chinese"],
      kind: "decisive",
      reason: "The Chinese established a base on a world of An-Nur.",
    });
    expect(s.crossedOnTurn).not.toBeNull();
    expect(s.turn).toBeLessThanOrEqual(s.crossedOnTurn! + 12);
    const base = s.sites.find((st) => st.owner === "chinese" && st.bases > 0 && bodyData(st.body).star === "an-nur")!;
    expect(bodyData(base.body).disc).toBe("large");
  });
});
