// Setting up (DS 9, DS 8.1, DS 10): worlds placed by the opponent, population and industry,
// initial forces from the budget, the contingency fund, and who sets up and moves first.
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { doubleStar } from "../../../src/games/double-star";
import type { DoubleStarAction } from "../../../src/games/double-star/actions";
import { pathData } from "../../../src/games/double-star/map";
import { optionsSchema } from "../../../src/games/double-star/options";
import { SCENARIOS } from "../../../src/games/double-star/scenarios";
import { setup } from "../../../src/games/double-star/setup";
import type { DoubleStarState } from "../../../src/games/double-star/state";
import { siteOf } from "../../../src/games/double-star/queries";
import { choices, ofType, play, promptOf, refusal, refuse } from "./helpers";

function start(scenario = "sneakAttack"): DoubleStarState {
  return setup(optionsSchema.parse({ scenario }), new Rng("t", "setup"));
}

/** Places every world at the first hex offered. */
function placeWorlds(s: DoubleStarState): DoubleStarState {
  while (s.setup?.kind === "worlds") {
    const seat = s.setup.seat;
    s = play(s, seat, choices(s, seat)[0]!).state;
  }
  return s;
}

function placeAllPopulation(s: DoubleStarState, seat: "islamic" | "chinese", body: string): DoubleStarState {
  return play(s, seat, { type: "placePopulation", body, site: "N", amount: s.populationLeft[seat] }).state;
}

function industryThenDone(s: DoubleStarState, seat: "islamic" | "chinese", body: string): DoubleStarState {
  for (let i = 0; i < 3; i++) s = play(s, seat, { type: "placeIndustry", body, site: "N" }).state;
  return s;
}

describe("DS 9.1 Placing the Worlds", () => {
  it("DS 9.1 the side that sets up first places the enemy's worlds on their own paths, then the other side", () => {
    let s = start();
    expect(s.setup).toEqual({ kind: "worlds", seat: "chinese" });
    expect(s.worldsToPlace).toEqual(["al-razzak", "al-mughni", "al-mumit", "al-hafiz", "al-akhir"]);
    const offered = choices(s, "chinese").map((c) => (c as { hex: number }).hex);
    expect(offered).toEqual(pathData("ring:an-nur:2").hexes);
    expect(refuse(s, "chinese", { type: "placeWorld", world: "al-razzak", hex: pathData("ring:an-nur:3").hexes[0] })).toBe(
      "NOT_ON_ORBITAL_PATH",
    );
    expect(refuse(s, "islamic", { type: "placeWorld", world: "al-razzak", hex: offered[0] })).toBe("NOT_YOUR_DECISION");
    const p = play(s, "chinese", { type: "placeWorld", world: "al-razzak", hex: offered[5]! });
    expect(p.state.bodies.find((b) => b.id === "al-razzak")!.hex).toBe(offered[5]);
    s = placeWorlds(p.state);
    expect(s.setup).toEqual({ kind: "population", seat: "chinese" });
    for (const b of s.bodies) expect(b.hex, b.id).toBeGreaterThanOrEqual(0);
    // Moons sit with their worlds.
    expect(s.bodies.find((b) => b.id === "i")!.hex).toBe(s.bodies.find((b) => b.id === "chien")!.hex);
  });

  it("DS 10 Armageddon: the Islamic side sets up first (and so places the Chinese worlds first)", () => {
    const s = start("armageddon");
    expect(s.setup).toEqual({ kind: "worlds", seat: "islamic" });
    expect(s.worldsToPlace).toEqual(["chien", "ta-yu", "kan", "kun", "lu"]);
  });
});

describe("DS 9.2 Population", () => {
  it("DS 9.2 the Islamic side places 1445 points and the Chinese 1262, on land of their own bodies", () => {
    const s = placeWorlds(start());
    expect(s.populationLeft).toEqual({ islamic: 1445, chinese: 1262 });
    expect(refuse(s, "chinese", { type: "placePopulation", body: "chien", site: "E4", amount: 10 })).toBe("POPULATION_NOT_ALLOWED");
    expect(refuse(s, "chinese", { type: "placePopulation", body: "al-razzak", site: "N", amount: 10 })).toBe("POPULATION_NOT_ALLOWED");
    // A body that is no body at all, even one named like an object's own machinery (found by the rules fuzzer).
    for (const body of ["__proto__", "constructor", "nowhere"])
      expect(refuse(s, "chinese", { type: "placePopulation", body, site: "N", amount: 10 })).toBe("POPULATION_NOT_ALLOWED");
    expect(refuse(s, "chinese", { type: "placePopulation", body: "chien", site: "N", amount: 1263 })).toBe("TOO_MUCH_POPULATION");
    const p = play(s, "chinese", { type: "placePopulation", body: "chien", site: "N", amount: 37 });
    expect(siteOf(p.state, "chien", "N")!.population).toBe(37);
    expect(p.state.populationLeft.chinese).toBe(1225);
  });

  it("DS 3.1 a planetoid hemisphere holds population only with a base, five points per base", () => {
    const s = placeWorlds(start());
    expect(refuse(s, "chinese", { type: "placePopulation", body: "kan", site: "N", amount: 1 })).toBe("NEEDS_BASE");
    const based = play(s, "chinese", { type: "buy", item: "base", body: "kan", site: "N" });
    expect(based.state.treasury.chinese.budget).toBe(200 - 4);
    expect(refuse(based.state, "chinese", { type: "placePopulation", body: "kan", site: "N", amount: 6 })).toBe("NEEDS_BASE");
    const placed = play(based.state, "chinese", { type: "placePopulation", body: "kan", site: "N", amount: 5 });
    expect(siteOf(placed.state, "kan", "N")!.population).toBe(5);
    expect(choices(placed.state, "chinese").some((c) => c.type === "placePopulation" && c.body === "kan" && c.site === "N")).toBe(false);
  });

  it("DS 9.2 the choices offer all that is left, half, 100, 10 and 1 on each hex", () => {
    const s = placeWorlds(start());
    const onChienN = choices(s, "chinese").filter((c) => c.type === "placePopulation" && c.body === "chien" && c.site === "N");
    expect(onChienN.map((c) => (c as { amount: number }).amount)).toEqual([1262, 631, 100, 10, 1]);
  });
});

describe("DS 9.3 Industry", () => {
  it("DS 9.3 three industry counters on worlds with at least 10 population, at most three per hex", () => {
    let s = placeWorlds(start());
    s = play(s, "chinese", { type: "placePopulation", body: "chien", site: "N", amount: 1253 }).state;
    s = play(s, "chinese", { type: "placePopulation", body: "ta-yu", site: "N", amount: 9 }).state;
    expect(promptOf(s, "chinese")).toBe("placeIndustry");
    expect(refuse(s, "chinese", { type: "placeIndustry", body: "ta-yu", site: "N" })).toBe("INDUSTRY_NOT_ALLOWED");
    expect(refuse(s, "chinese", { type: "placeIndustry", body: "kan", site: "N" })).toBe("INDUSTRY_NOT_ALLOWED");
    // Industry may sit on a land hex with no population of its own, if the world has 10 or more.
    s = play(s, "chinese", { type: "placeIndustry", body: "chien", site: "E1" }).state;
    s = play(s, "chinese", { type: "placeIndustry", body: "chien", site: "E1" }).state;
    s = play(s, "chinese", { type: "placeIndustry", body: "chien", site: "E1" }).state;
    expect(siteOf(s, "chien", "E1")!.industry).toBe(3);
    expect(promptOf(s, "chinese")).toBe("buyForces");
  });

  it("DS 3.2 industry stacks at most three to a surface hex: the third is taken, a fourth refused citing DS 9.3", () => {
    let s = placeWorlds(start());
    s = placeAllPopulation(s, "chinese", "chien");
    // The three counters of DS 9.3 cannot by themselves overfill a hex: give E1 two already.
    s = structuredClone(s);
    siteOf(s, "chien", "E1")!.industry = 2;
    siteOf(s, "chien", "E1")!.owner = "chinese";
    s = play(s, "chinese", { type: "placeIndustry", body: "chien", site: "E1" }).state;
    expect(siteOf(s, "chien", "E1")!.industry).toBe(3);
    expect(s.industryLeft.chinese).toBe(2);
    const offered = choices(s, "chinese").map((c) => (c as { site: string }).site);
    expect(offered).not.toContain("E1");
    expect(offered).toContain("E2");
    expect(refusal(s, "chinese", { type: "placeIndustry", body: "chien", site: "E1" })).toMatchObject({
      code: "INDUSTRY_NOT_ALLOWED",
      rule: "DS 9.3 Industry",
    });
    s = play(s, "chinese", { type: "placeIndustry", body: "chien", site: "E2" }).state;
    expect(siteOf(s, "chien", "E2")!.industry).toBe(1);
  });
});

describe("DS 8.1 Initial Forces", () => {
  function toForces(): DoubleStarState {
    let s = placeWorlds(start());
    s = placeAllPopulation(s, "chinese", "chien");
    return industryThenDone(s, "chinese", "chien");
  }

  it("DS 8.1 ships cost their attack factor and go into orbit round an own body or land at its bases and industry", () => {
    const s = toForces();
    const p = play(s, "chinese", { type: "buy", item: "battleship", body: "chien", site: null });
    expect(p.state.treasury.chinese.budget).toBe(200 - 16);
    const bb = p.state.ships[0]!;
    expect(bb.loc).toEqual({ kind: "space", hex: p.state.bodies.find((b) => b.id === "chien")!.hex });
    expect(bb.orbiting).toBe("chien");
    const landed = play(p.state, "chinese", { type: "buy", item: "cruiser", body: "chien", site: "N" });
    expect(landed.state.ships[1]!.loc).toEqual({ kind: "surface", body: "chien", site: "N" });
    expect(landed.state.ships[1]!.fresh).toBe(true);
    expect(refuse(s, "chinese", { type: "buy", item: "cruiser", body: "chien", site: "E2" })).toBe("CANNOT_BUY_THERE");
    expect(refuse(s, "chinese", { type: "buy", item: "cruiser", body: "al-razzak", site: null })).toBe("CANNOT_BUY_THERE");
    expect(refuse(s, "chinese", { type: "buy", item: "orbitalFighter", body: "chien", site: "N" })).toBe("CANNOT_BUY_THERE");
  });

  it("DS 8.4 costs: base 4, planetary defence 8, power plant 3; transports free but at most seven", () => {
    let s = toForces();
    for (const [item, cost] of [
      ["base", 4],
      ["planetaryDefense", 8],
      ["powerPlant", 3],
    ] as const) {
      const before = s.treasury.chinese.budget;
      s = play(s, "chinese", { type: "buy", item, body: "ta-yu", site: "E2" }).state;
      expect(before - s.treasury.chinese.budget).toBe(cost);
    }
    for (let i = 0; i < 7; i++) s = play(s, "chinese", { type: "buy", item: "transport", body: "chien", site: null }).state;
    expect(s.treasury.chinese.budget).toBe(200 - 15);
    expect(refuse(s, "chinese", { type: "buy", item: "transport", body: "chien", site: null })).toBe("CANNOT_BUY_THERE");
  });

  it("DS 3.2 stacking limits hold for bought installations: one base, three defences per hex", () => {
    let s = toForces();
    s = play(s, "chinese", { type: "buy", item: "base", body: "ta-yu", site: "E2" }).state;
    expect(refuse(s, "chinese", { type: "buy", item: "base", body: "ta-yu", site: "E2" })).toBe("CANNOT_BUY_THERE");
    for (let i = 0; i < 3; i++) s = play(s, "chinese", { type: "buy", item: "planetaryDefense", body: "ta-yu", site: "E2" }).state;
    expect(refuse(s, "chinese", { type: "buy", item: "planetaryDefense", body: "ta-yu", site: "E2" })).toBe("CANNOT_BUY_THERE");
  });

  it("DS 3.2 power plants stack at most ten to a surface hex: the tenth is bought, an eleventh refused citing DS 8.1", () => {
    let s = toForces();
    for (let i = 0; i < 10; i++) s = play(s, "chinese", { type: "buy", item: "powerPlant", body: "ta-yu", site: "E2" }).state;
    expect(siteOf(s, "ta-yu", "E2")!.powerPlants).toBe(10);
    expect(s.treasury.chinese.budget).toBe(200 - 30);
    const where = choices(s, "chinese")
      .filter((c) => c.type === "buy" && c.item === "powerPlant" && c.body === "ta-yu")
      .map((c) => (c as { site: string }).site);
    expect(where).not.toContain("E2");
    expect(where).toContain("E3");
    expect(refusal(s, "chinese", { type: "buy", item: "powerPlant", body: "ta-yu", site: "E2" })).toMatchObject({
      code: "CANNOT_BUY_THERE",
      rule: "DS 8.1 Initial Forces",
    });
    // The hex next door still takes one: the limit is per hex, not per world.
    s = play(s, "chinese", { type: "buy", item: "powerPlant", body: "ta-yu", site: "E3" }).state;
    expect(siteOf(s, "ta-yu", "E3")!.powerPlants).toBe(1);
  });

  it("DS 5.1 a command ship forms a task force; ships in its hex may join at set-up; at most five task forces (the chart's boxes)", () => {
    let s = toForces();
    s = play(s, "chinese", { type: "buy", item: "commandShip", body: "chien", site: null }).state;
    s = play(s, "chinese", { type: "buy", item: "destroyer", body: "chien", site: null }).state;
    const [cs, dd] = s.ships;
    expect(s.taskForces).toEqual([{ id: cs!.id, side: "chinese", formations: [] }]);
    s = play(s, "chinese", { type: "joinTaskForce", ship: dd!.id, taskForce: cs!.id }).state;
    expect(s.ships[1]!.taskForce).toBe(cs!.id);
    for (let i = 0; i < 4; i++) s = play(s, "chinese", { type: "buy", item: "commandShip", body: "chien", site: null }).state;
    expect(refuse(s, "chinese", { type: "buy", item: "commandShip", body: "chien", site: null })).toBe("CANNOT_BUY_THERE");
  });

  it("DS 8.3 what is left of the budget becomes the contingency fund; DS 8.2 the production budget is separate", () => {
    let s = toForces();
    s = play(s, "chinese", { type: "buy", item: "battleship", body: "chien", site: null }).state;
    const p = play(s, "chinese", { type: "finishSetup" });
    expect(p.state.treasury.chinese).toMatchObject({ budget: 0, contingency: 184, production: 10 });
    expect(ofType(p.events, "SetupFinished")).toEqual([{ type: "SetupFinished", side: "chinese", contingency: 184 }]);
    expect(p.state.setup).toEqual({ kind: "population", seat: "islamic" });
  });

  it("DS 8.2 production may be scheduled at set-up from the production budget: it arrives on turn 6", () => {
    const s = toForces();
    const p = play(s, "chinese", {
      type: "orderProduction",
      item: "robotFighter",
      body: "chien",
      site: "N",
      emergency: false,
      arrivalTurn: null,
    });
    expect(p.state.schedule).toEqual([
      { id: expect.any(String), side: "chinese", item: "robotFighter", arrives: 6, body: "chien", site: "N", emergency: false },
    ]);
    expect(p.state.treasury.chinese.production).toBe(8);
    expect(
      refuse(s, "chinese", { type: "orderProduction", item: "robotFighter", body: "chien", site: "N", emergency: true, arrivalTurn: null }),
    ).toBe("CANNOT_ORDER");
    expect(
      refuse(s, "chinese", { type: "orderProduction", item: "robotFighter", body: "chien", site: "N", emergency: false, arrivalTurn: 5 }),
    ).toBe("TOO_SOON");
    const later = play(s, "chinese", {
      type: "orderProduction",
      item: "powerPlant",
      body: "chien",
      site: "N",
      emergency: false,
      arrivalTurn: 9,
    });
    expect(later.state.schedule[0]!.arrives).toBe(9);
  });
});

describe("DS 10 scenarios: budgets and who sets up and moves first", () => {
  it("DS 10.1 Sneak Attack: Islamic 180 + 40, Chinese 200 + 10; the Chinese set up and move first", () => {
    expect(SCENARIOS.sneakAttack).toMatchObject({
      budget: { islamic: 180, chinese: 200 },
      production: { islamic: 40, chinese: 10 },
      setsUpFirst: "chinese",
      movesFirst: "chinese",
    });
  });
  it("DS 10.2 Armageddon: Islamic 280 + 30, Chinese 300 + 0; the Islamic side sets up and moves first", () => {
    expect(SCENARIOS.armageddon).toMatchObject({
      budget: { islamic: 280, chinese: 300 },
      production: { islamic: 30, chinese: 0 },
      setsUpFirst: "islamic",
      movesFirst: "islamic",
    });
  });
  it("DS 10.3 Raid: 100 + 60 each, 36 turns; the Chinese set up and move first", () => {
    expect(SCENARIOS.raid).toMatchObject({
      budget: { islamic: 100, chinese: 100 },
      production: { islamic: 60, chinese: 60 },
      setsUpFirst: "chinese",
      movesFirst: "chinese",
      length: { kind: "fixed", turns: 36 },
    });
  });

  it("DS 2 after both sides set up, turn 1 begins with the first mover's movement phase", () => {
    let s = placeWorlds(start());
    s = placeAllPopulation(s, "chinese", "chien");
    s = industryThenDone(s, "chinese", "chien");
    s = play(s, "chinese", { type: "buy", item: "destroyer", body: "chien", site: null }).state;
    s = play(s, "chinese", { type: "finishSetup" }).state;
    s = placeAllPopulation(s, "islamic", "al-razzak");
    s = industryThenDone(s, "islamic", "al-razzak");
    const p = play(s, "islamic", { type: "finishSetup" });
    expect(p.state.phase).toBe("movement");
    expect(p.state.turn).toBe(1);
    expect(p.state.phasing).toBe("chinese");
    expect(doubleStar.pending(p.state).map((d) => [d.seat, d.prompt])).toEqual([["chinese", "movement"]]);
  });
});

describe("DS 10.3 Raid: secret target worlds", () => {
  it("DS 10.3 after both set up, each side secretly designates an enemy world with industry; play starts when both have", () => {
    let s = placeWorlds(start("raid"));
    s = placeAllPopulation(s, "chinese", "chien");
    s = industryThenDone(s, "chinese", "chien");
    s = play(s, "chinese", { type: "finishSetup" }).state;
    s = placeAllPopulation(s, "islamic", "al-mumit");
    s = industryThenDone(s, "islamic", "al-mumit");
    s = play(s, "islamic", { type: "finishSetup" }).state;
    expect(doubleStar.pending(s).map((d) => [d.seat, d.prompt])).toEqual([
      ["islamic", "designateTarget"],
      ["chinese", "designateTarget"],
    ]);
    expect(choices(s, "chinese")).toEqual([{ type: "designateTarget", world: "al-mumit" }] as DoubleStarAction[]);
    expect(refuse(s, "chinese", { type: "designateTarget", world: "al-razzak" })).toBe("NOT_A_RAID_TARGET");
    const one = play(s, "chinese", { type: "designateTarget", world: "al-mumit" });
    expect(one.state.phase).toBe("setup");
    expect(JSON.stringify(doubleStar.view(one.state, "islamic"))).not.toContain("raid-target:chinese");
    expect(doubleStar.redact(one.events[0]!, "islamic")).toEqual({ type: "TargetDesignated", side: "chinese" });
    expect(doubleStar.secrets(one.state, "islamic")).toEqual(["raid-target:chinese:al-mumit"]);
    const two = play(one.state, "islamic", { type: "designateTarget", world: "chien" });
    // With no ships to move both player-turns pass at once: the game is in turn 1's interim phase.
    expect(two.state.turn).toBe(1);
    expect(two.state.setup).toBeNull();
    expect(doubleStar.view(two.state, "chinese").myTarget).toEqual({
      side: "chinese",
      world: "al-mumit",
      label: "raid-target:chinese:al-mumit",
    });
  });
});
