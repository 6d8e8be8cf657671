// The interim phase (DS 2.3): orbital movement on shaded turns (DS 4.4, 4.6), free planetoids
// (DS 4.7–4.11), training (DS 7) and production (DS 8).
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { awaitingSeats, start, step as stepGame } from "../../../src/engine/runner";
import { doubleStar } from "../../../src/games/double-star";
import { pathData } from "../../../src/games/double-star/map";
import * as p from "../../../src/games/double-star/rules/planetoids";
import * as prod from "../../../src/games/double-star/rules/production";
import type { DoubleStarState } from "../../../src/games/double-star/state";
import { siteOf } from "../../../src/games/double-star/queries";
import { choices, deepSpace, given, hexOf, ofType, play, promptOf, refuse, ship, site, step } from "./helpers";

/** A game at the Islamic movement phase (the second player) of `turn`, each side with a ship to keep play from running on. */
function beforeInterim(turn: number, place: (s: DoubleStarState) => void = () => {}): DoubleStarState {
  const s = given({ phasing: "islamic", turn });
  // Out of everyone's way: three hexes either side of the middle of the corridor.
  ship(s, "islamic", "destroyer", { hex: step(step(step(deepSpace(), 3), 3), 3) });
  ship(s, "chinese", "destroyer", { hex: step(step(step(deepSpace(), 0), 0), 0) });
  place(s);
  return s;
}

describe("DS 4.6 Orbital Movement of Planets and Moons", () => {
  it("DS 4.6 on a shaded (even) turn every world steps one hex along its path, moons with it", () => {
    const s = beforeInterim(2);
    const p = play(s, "islamic", { type: "endMovement" });
    expect(p.state.turn).toBe(3);
    const at = (id: string) => p.state.bodies.find((b) => b.id === id)!;
    expect(at("al-razzak").motion).toEqual({ kind: "orbit", path: "ring:an-nur:2", index: 1 });
    expect(at("al-razzak").hex).toBe(pathData("ring:an-nur:2").hexes[1]);
    expect(at("lu").hex).toBe(pathData("lu").hexes[1]);
    expect(at("i").hex).toBe(at("chien").hex);
    expect(ofType(p.events, "BodiesOrbited")[0]!.moves).toHaveLength(18);
  });

  it("DS 2 on an unshaded (odd) turn the worlds stay where they are", () => {
    const s = beforeInterim(1);
    const p = play(s, "islamic", { type: "endMovement" });
    expect(p.state.bodies.find((b) => b.id === "al-razzak")!.hex).toBe(hexOf(s, "al-razzak"));
    expect(ofType(p.events, "BodiesOrbited")).toEqual([]);
  });

  it("DS 4.4 ships orbiting a world move with it; landed ships ride on it", () => {
    const s = beforeInterim(2, (t) => {
      ship(t, "islamic", "cruiser", { orbit: "al-mumit" });
      site(t, "al-mumit", "N", { bases: 1 });
      ship(t, "islamic", "cruiser", { body: "al-mumit", site: "N" });
      ship(t, "islamic", "orbitalFighter", { orbit: "al-mumit" });
    });
    const p = play(s, "islamic", { type: "endMovement" });
    const hex = p.state.bodies.find((b) => b.id === "al-mumit")!.hex;
    expect(hex).not.toBe(hexOf(s, "al-mumit"));
    const [orbiting, landed, of] = p.state.ships.slice(2);
    expect(orbiting!.loc).toEqual({ kind: "space", hex });
    expect(landed!.loc).toEqual({ kind: "surface", body: "al-mumit", site: "N" });
    expect(of!.loc).toEqual({ kind: "space", hex });
  });
});

describe("DS 4.7 Breaking Orbit, DS 4.8 Free Planetoid Movement, DS 4.11 Gravitational Ties", () => {
  it("DS 4.7 a power plant on a moon breaks it from orbit at speed 1; DS 4.8 another accelerates it; it flies in the same interim phase", () => {
    const s = beforeInterim(1, (t) => {
      site(t, "kun-a", "N", { powerPlants: 2 });
    });
    const start = hexOf(s, "kun");
    let t = play(s, "islamic", { type: "endMovement" }).state;
    expect(promptOf(t, "chinese")).toBe("planetoids");
    expect(choices(t, "chinese")).toEqual([
      ...[0, 1, 2, 3, 4, 5].map((facing) => ({ type: "breakOrbit", planetoid: "kun-a", facing })),
      { type: "planetoidsDone" },
    ]);
    const broke = play(t, "chinese", { type: "breakOrbit", planetoid: "kun-a", facing: 0 });
    expect(broke.state.bodies.find((b) => b.id === "kun-a")!.motion).toEqual({ kind: "free", facing: 0, speed: 1 });
    expect(siteOf(broke.state, "kun-a", "N")!.powerPlants).toBe(1);
    t = broke.state;
    // Still in K'un's hex, it could also settle round K'un again (DS 4.9).
    expect(choices(t, "chinese").map((c) => (c.type === "thrust" ? c.change : c.type))).toEqual([
      "accelerate",
      "decelerate",
      "turnLeft",
      "turnRight",
      "assumeOrbit",
      "planetoidsDone",
    ]);
    const fast = play(t, "chinese", { type: "thrust", planetoid: "kun-a", change: "accelerate" });
    // No power plant left: the stage ends and the moon flies two hexes in direction 0.
    const moon = fast.state.bodies.find((b) => b.id === "kun-a")!;
    expect(moon.hex).toBe(step(step(start, 0), 0));
    expect(ofType(fast.events, "PlanetoidMoved")[0]).toMatchObject({
      planetoid: "kun-a",
      path: [start, step(start, 0), step(step(start, 0), 0)],
    });
    expect(fast.state.bodies.find((b) => b.id === "kun")!.hex).toBe(start);
  });

  it("DS 4.8 a free planetoid moves every interim phase, shaded or not, and must move", () => {
    const s = beforeInterim(1, (t) => {
      const moon = t.bodies.find((b) => b.id === "kun-b")!;
      moon.motion = { kind: "free", facing: 3, speed: 1 };
      moon.hex = deepSpace();
    });
    const p = play(s, "islamic", { type: "endMovement" });
    expect(p.state.bodies.find((b) => b.id === "kun-b")!.hex).toBe(step(deepSpace(), 3));
  });

  it("DS 4.8 at speed 0 a planetoid may take any facing for a power plant", () => {
    const s = beforeInterim(1, (t) => {
      const moon = t.bodies.find((b) => b.id === "kun-b")!;
      moon.motion = { kind: "free", facing: 3, speed: 0 };
      moon.hex = deepSpace();
      site(t, "kun-b", "S", { powerPlants: 1 });
    });
    const t = play(s, "islamic", { type: "endMovement" }).state;
    expect(choices(t, "chinese").map((c) => (c.type === "setFacing" ? c.facing : c.type))).toEqual([
      "thrust",
      0,
      1,
      2,
      4,
      5,
      "planetoidsDone",
    ]);
    const p = play(t, "chinese", { type: "setFacing", planetoid: "kun-b", facing: 5 });
    expect(p.state.bodies.find((b) => b.id === "kun-b")!.motion).toEqual({ kind: "free", facing: 5, speed: 0 });
  });

  it("DS 4.11 when K'an breaks orbit its moon's tie breaks and the moon goes on along K'an's path", () => {
    const s = beforeInterim(1, (t) => {
      site(t, "kan", "N", { powerPlants: 1 });
    });
    let t = play(s, "islamic", { type: "endMovement" }).state;
    const p = play(t, "chinese", { type: "breakOrbit", planetoid: "kan", facing: 1 });
    expect(ofType(p.events, "GravitationalTieBroken")).toEqual([
      { type: "GravitationalTieBroken", moon: "kan-a", from: "kan", path: "ring:az-zarr:5" },
    ]);
    expect(p.state.bodies.find((b) => b.id === "kan-a")!.motion).toEqual({ kind: "orbit", path: "ring:az-zarr:5", index: 0 });
    t = p.state;
    expect(t.bodies.find((b) => b.id === "kan")!.hex).toBe(step(hexOf(s, "kan"), 1));
  });

  it("DS 4.8 a planetoid flying off the map is lost", () => {
    const s = beforeInterim(1, (t) => {
      const moon = t.bodies.find((b) => b.id === "kun-b")!;
      let edge = deepSpace();
      while (step(edge, 2) >= 0) edge = step(edge, 2);
      moon.motion = { kind: "free", facing: 2, speed: 1 };
      moon.hex = edge;
    });
    const p = play(s, "islamic", { type: "endMovement" });
    expect(p.state.bodies.find((b) => b.id === "kun-b")!.motion).toEqual({ kind: "gone" });
    expect(ofType(p.events, "PlanetoidDestroyed")[0]).toMatchObject({ reason: "flew off the map" });
  });
});

describe("DS 4.9 Assumption of Orbit and DS 4.10 Impact", () => {
  it("DS 4.9 at speed 1, facing along an orbital path, a planetoid assumes that orbit for a power plant", () => {
    const ring = pathData("ring:az-zarr:5");
    const s = beforeInterim(1, (t) => {
      const moon = t.bodies.find((b) => b.id === "kun-b")!;
      const index = 10;
      const dir = [0, 1, 2, 3, 4, 5].find((d) => step(ring.hexes[index]!, d) === ring.hexes[index + 1])!;
      moon.motion = { kind: "free", facing: dir, speed: 1 };
      moon.hex = ring.hexes[index]!;
      site(t, "kun-b", "N", { powerPlants: 1 });
    });
    const t = play(s, "islamic", { type: "endMovement" }).state;
    expect(choices(t, "chinese")).toContainEqual({ type: "assumeOrbit", planetoid: "kun-b" });
    const p = play(t, "chinese", { type: "assumeOrbit", planetoid: "kun-b" });
    expect(p.state.bodies.find((b) => b.id === "kun-b")!.motion).toEqual({ kind: "orbit", path: "ring:az-zarr:5", index: 10 });
  });

  it("DS 4.10 a free planetoid in a world's hex is aimed at a surface hex for a power plant; the impact waits for the owner's combat phase", () => {
    const s = beforeInterim(1, (t) => {
      const moon = t.bodies.find((b) => b.id === "kun-b")!;
      moon.motion = { kind: "free", facing: 0, speed: 0 };
      moon.hex = hexOf(t, "al-razzak");
      site(t, "kun-b", "N", { powerPlants: 2 });
    });
    let t = play(s, "islamic", { type: "endMovement" }).state;
    // First the steering stage (skip it), then the impact stage.
    t = play(t, "chinese", { type: "planetoidsDone" }).state;
    expect(promptOf(t, "chinese")).toBe("impacts");
    expect(choices(t, "chinese")).toContainEqual({ type: "declareImpact", planetoid: "kun-b", body: "al-razzak", site: "N" });
    expect(refuse(t, "chinese", { type: "declareImpact", planetoid: "kun-b", body: "chien", site: "N" })).toBe("CANNOT_IMPACT");
    const p = play(t, "chinese", { type: "declareImpact", planetoid: "kun-b", body: "al-razzak", site: "E1" });
    expect(p.state.impacts).toEqual([{ planetoid: "kun-b", side: "chinese", body: "al-razzak", site: "E1" }]);
    expect(siteOf(p.state, "kun-b", "N")!.powerPlants).toBe(1);
    expect(p.state.turn).toBe(2);
  });

  it("DS 4.9 option orbitCaptureAnySpeed: a free planetoid at rest in a world's hex may assume an orbit round that world, and then goes where the world goes", () => {
    const s = beforeInterim(2, (t) => {
      t.options = { ...t.options, orbitCaptureAnySpeed: true };
      const moon = t.bodies.find((b) => b.id === "kun-b")!;
      // At rest, so no printed path is being followed: only the world in its hex offers an orbit.
      moon.motion = { kind: "free", facing: 0, speed: 0 };
      moon.hex = hexOf(t, "ta-yu");
      site(t, "kun-b", "N", { powerPlants: 1 });
    });
    const t = play(s, "islamic", { type: "endMovement" }).state;
    expect(promptOf(t, "chinese")).toBe("planetoids");
    expect(choices(t, "chinese")).toContainEqual({ type: "assumeOrbit", planetoid: "kun-b" });
    const p = play(t, "chinese", { type: "assumeOrbit", planetoid: "kun-b" });
    expect(ofType(p.events, "OrbitAssumed")).toEqual([
      { type: "OrbitAssumed", side: "chinese", planetoid: "kun-b", path: null, tiedTo: "ta-yu" },
    ]);
    expect(ofType(p.events, "PowerPlantExpended")).toMatchObject([{ body: "kun-b", left: 0 }]);
    const moon = p.state.bodies.find((b) => b.id === "kun-b")!;
    expect(moon.motion).toEqual({ kind: "tied", to: "ta-yu" });
    // Turn 2 is shaded: Ta Yu steps along its ring and the planetoid stays in its hex, no longer free.
    const taYu = p.state.bodies.find((b) => b.id === "ta-yu")!;
    expect(taYu.hex).toBe(pathData("ring:az-zarr:3").hexes[1]);
    expect(moon.hex).toBe(taYu.hex);
    expect(ofType(p.events, "PlanetoidMoved")).toEqual([]);
  });

  it("DS 4.9 with no world in its hex and no path to follow, a planetoid has no orbit to assume", () => {
    const s = beforeInterim(1, (t) => {
      const moon = t.bodies.find((b) => b.id === "kun-b")!;
      moon.motion = { kind: "free", facing: 0, speed: 0 };
      moon.hex = deepSpace();
      site(t, "kun-b", "N", { powerPlants: 1 });
    });
    const t = play(s, "islamic", { type: "endMovement" }).state;
    expect(promptOf(t, "chinese")).toBe("planetoids");
    expect(choices(t, "chinese").some((c) => c.type === "assumeOrbit")).toBe(false);
    expect(refuse(t, "chinese", { type: "assumeOrbit", planetoid: "kun-b" })).toBe("NO_ORBIT_TO_ASSUME");
  });
});

describe("DS 7 Training", () => {
  function trainingAt(hex: number | { orbit: string }, formations: string[], place: (s: DoubleStarState) => void = () => {}) {
    return beforeInterim(2, (t) => {
      const cs = ship(t, "chinese", "commandShip", typeof hex === "number" ? { hex } : hex);
      const tf = t.taskForces.find((x) => x.id === cs.id)!;
      tf.formations = formations as never;
      for (const f of formations) t.pools.chinese[f as "cone"]--;
      place(t);
    });
  }

  it("DS 7.1 beyond the outermost orbit of home a task force gains a formation on 5 or 6, drawn from the pool", () => {
    const s = trainingAt(deepSpace(), []);
    const miss = play(s, "islamic", { type: "endMovement" }, [4]);
    expect(ofType(miss.events, "TrainingRolled")[0]).toMatchObject({ withinHome: false, gainDie: 4, gained: null, lossDie: null });
    const hit = play(s, "islamic", { type: "endMovement" }, [5], [13]);
    expect(ofType(hit.events, "TrainingRolled")[0]).toMatchObject({ gainDie: 5, gained: "wedge" });
    expect(hit.state.taskForces[0]!.formations).toEqual(["wedge"]);
    expect(hit.state.pools.chinese.wedge).toBe(11);
  });

  it("DS 7.1 within the outermost orbit of home a 3 is enough", () => {
    const s = trainingAt({ orbit: "kun" }, []);
    const p = play(s, "islamic", { type: "endMovement" }, [3]);
    expect(ofType(p.events, "TrainingRolled")[0]).toMatchObject({ withinHome: true, gainDie: 3, gained: "cone" });
  });

  it("DS 7.4 training is rolled only in shaded interim phases", () => {
    const s = beforeInterim(1, (t) => void ship(t, "chinese", "commandShip", { hex: deepSpace() }));
    const p = play(s, "islamic", { type: "endMovement" });
    expect(ofType(p.events, "TrainingRolled")).toEqual([]);
  });

  it("DS 7.2 a 6 loses a formation; with more than one kind the owner chooses which; the gain roll follows", () => {
    const s = trainingAt(deepSpace(), ["cone", "globe"]);
    const t = play(s, "islamic", { type: "endMovement" }, [6]).state;
    expect(promptOf(t, "chinese")).toBe("trainingLoss");
    expect(choices(t, "chinese")).toEqual([
      { type: "chooseTrainingLoss", formation: "cone" },
      { type: "chooseTrainingLoss", formation: "globe" },
    ]);
    const p = play(t, "chinese", { type: "chooseTrainingLoss", formation: "globe" }, [1]);
    expect(p.state.taskForces[0]!.formations).toEqual(["cone"]);
    expect(p.state.pools.chinese.globe).toBe(12);
  });

  it("DS 7.2 a task force in a hex with a friendly base does not roll for loss", () => {
    const s = trainingAt({ orbit: "chien" }, ["cone"], (t) => void site(t, "chien", "N", { bases: 1 }));
    const p = play(s, "islamic", { type: "endMovement" }, [2]);
    expect(ofType(p.events, "TrainingRolled")[0]).toMatchObject({ lossDie: null, gainDie: 2, gained: null });
  });

  it("DS 7.3 a task force with six counters rolls for loss but gains no more", () => {
    const s = trainingAt(deepSpace(), ["cone", "cone", "cone", "cone", "cone", "cone"]);
    const kept = play(s, "islamic", { type: "endMovement" }, [3]);
    expect(kept.state.taskForces[0]!.formations).toHaveLength(6);
    expect(ofType(kept.events, "TrainingRolled")[0]).toMatchObject({ lossDie: 3, lost: false, gainDie: null, gained: null });
    // A 6 loses one (only cones: no choice to make) and the gain roll follows.
    const lost = play(s, "islamic", { type: "endMovement" }, [6, 1]);
    expect(lost.state.taskForces[0]!.formations).toHaveLength(5);
    expect(ofType(lost.events, "TrainingRolled")[0]).toMatchObject({ lossDie: 6, lost: true, gainDie: 1, gained: null });
  });
});

describe("DS 8 Production", () => {
  function producing(place: (s: DoubleStarState) => void = () => {}) {
    return beforeInterim(1, (t) => {
      site(t, "chien", "N", { industry: 1, population: 100, bases: 1 });
      place(t);
    });
  }

  it("DS 8.2 fighters and power plants are ordered from the production budget and arrive six turns later", () => {
    const s = producing();
    const t = play(s, "islamic", { type: "endMovement" }).state;
    expect(promptOf(t, "chinese")).toBe("production");
    const p = play(t, "chinese", {
      type: "orderProduction",
      item: "robotFighter",
      body: "chien",
      site: "N",
      emergency: false,
      arrivalTurn: null,
    });
    expect(p.state.schedule[0]).toMatchObject({ item: "robotFighter", arrives: 7, emergency: false });
    expect(p.state.treasury.chinese.production).toBe(8);
    expect(
      refuse(t, "chinese", { type: "orderProduction", item: "powerPlant", body: "ta-yu", site: "N", emergency: false, arrivalTurn: null }),
    ).toBe("CANNOT_ORDER");
  });

  it("DS 8.3 emergency production: double cost from the contingency fund, four turns", () => {
    const s = producing();
    const t = play(s, "islamic", { type: "endMovement" }).state;
    const before = t.treasury.chinese.contingency;
    const p = play(t, "chinese", {
      type: "orderProduction",
      item: "powerPlant",
      body: "chien",
      site: "N",
      emergency: true,
      arrivalTurn: null,
    });
    expect(p.state.schedule[0]).toMatchObject({ arrives: 5, emergency: true });
    expect(before - p.state.treasury.chinese.contingency).toBe(6);
  });

  it("DS 2 production on the turn record chart arrives in that turn's interim phase: robots at the industry, orbital fighters in orbit", () => {
    const s = producing((t) => {
      t.schedule = [
        { id: "P90", side: "chinese", item: "robotFighter", arrives: 1, body: "chien", site: "N", emergency: false },
        { id: "P91", side: "chinese", item: "orbitalFighter", arrives: 1, body: "chien", site: "N", emergency: false },
        { id: "P92", side: "chinese", item: "powerPlant", arrives: 1, body: "chien", site: "N", emergency: false },
        { id: "P93", side: "chinese", item: "powerPlant", arrives: 2, body: "chien", site: "N", emergency: false },
      ];
    });
    const p = play(s, "islamic", { type: "endMovement" });
    expect(ofType(p.events, "ProductionArrived").map((e) => e.item)).toEqual(["robotFighter", "orbitalFighter", "powerPlant"]);
    const [rf, of] = p.state.ships.slice(2);
    expect(rf).toMatchObject({ kind: "robotFighter", loc: { kind: "surface", body: "chien", site: "N" }, fresh: true });
    expect(of).toMatchObject({ kind: "orbitalFighter", loc: { kind: "space", hex: hexOf(s, "chien") }, orbiting: "chien" });
    expect(siteOf(p.state, "chien", "N")!.powerPlants).toBe(1);
    expect(p.state.schedule.map((o) => o.id)).toEqual(["P93"]);
  });

  it("DS 8.3 a cruiser at a base converts into a command ship for 4 points, only to replace one lost", () => {
    const s = producing((t) => {
      ship(t, "chinese", "cruiser", { body: "chien", site: "N" });
    });
    let t = play(s, "islamic", { type: "endMovement" }).state;
    const ca = t.ships[2]!.id;
    expect(choices(t, "chinese").some((c) => c.type === "convertToCommand")).toBe(false);
    expect(refuse(t, "chinese", { type: "convertToCommand", ship: ca })).toBe("CANNOT_CONVERT");
    const lost = beforeInterim(1, (u) => {
      site(u, "chien", "N", { industry: 1, population: 100, bases: 1 });
      ship(u, "chinese", "cruiser", { body: "chien", site: "N" });
      u.treasury.chinese.commandShipsLost = 1;
    });
    t = play(lost, "islamic", { type: "endMovement" }).state;
    const before = t.treasury.chinese.contingency;
    const p = play(t, "chinese", { type: "convertToCommand", ship: ca });
    expect(p.state.ships[2]!.kind).toBe("commandShip");
    expect(p.state.taskForces.map((x) => x.id)).toEqual([ca]);
    expect(before - p.state.treasury.chinese.contingency).toBe(4);
    expect(choices(p.state, "chinese").some((c) => c.type === "convertToCommand")).toBe(false);
  });

  it("DS 8.3 a battle cruiser at a base converts into a command ship for 4 points too; not in orbit, nor without a base, nor a destroyer", () => {
    const s = beforeInterim(1, (u) => {
      site(u, "chien", "N", { industry: 1, population: 100, bases: 1 });
      site(u, "ta-yu", "N", { industry: 1, population: 100 });
      ship(u, "chinese", "battleCruiser", { body: "chien", site: "N" });
      ship(u, "chinese", "battleCruiser", { orbit: "chien" });
      ship(u, "chinese", "battleCruiser", { body: "ta-yu", site: "N" });
      ship(u, "chinese", "destroyer", { body: "chien", site: "N" });
      ship(u, "chinese", "battleCruiser", { body: "chien", site: "N" });
      u.treasury.chinese.commandShipsLost = 1;
    });
    const t = play(s, "islamic", { type: "endMovement" }).state;
    const [atBase, inOrbit, noBase, dd, second] = t.ships.slice(2);
    expect(promptOf(t, "chinese")).toBe("production");
    expect(choices(t, "chinese").filter((c) => c.type === "convertToCommand")).toEqual([
      { type: "convertToCommand", ship: atBase!.id },
      { type: "convertToCommand", ship: second!.id },
    ]);
    for (const x of [inOrbit, noBase, dd]) expect(refuse(t, "chinese", { type: "convertToCommand", ship: x!.id })).toBe("CANNOT_CONVERT");
    const before = t.treasury.chinese.contingency;
    const p = play(t, "chinese", { type: "convertToCommand", ship: atBase!.id });
    expect(ofType(p.events, "ShipConverted")).toEqual([
      { type: "ShipConverted", side: "chinese", ship: atBase!.id, from: "battleCruiser", cost: 4 },
    ]);
    expect(p.state.ships.find((x) => x.id === atBase!.id)!.kind).toBe("commandShip");
    expect(p.state.taskForces).toEqual([{ id: atBase!.id, side: "chinese", formations: [] }]);
    expect(before - p.state.treasury.chinese.contingency).toBe(4);
    // One command ship lost, one replaced: the other battle cruiser at the base stays as it is.
    expect(choices(p.state, "chinese").some((c) => c.type === "convertToCommand")).toBe(false);
    expect(refuse(p.state, "chinese", { type: "convertToCommand", ship: second!.id })).toBe("CANNOT_CONVERT");
  });
});

describe("whether an interim stage waits (DS 2.3), asked without lists", () => {
  it("DS 4.7, DS 4.10, DS 8: the yes/no answers match the option lists at every interim state of seeded games", () => {
    let asked = 0;
    for (let n = 0; n < 3; n++) {
      const seed = `interim-owes-${n}`;
      let state: DoubleStarState = start(doubleStar, doubleStar.optionsSchema.parse({}), seed).state as DoubleStarState;
      for (let v = 1; v <= 2_500; v++) {
        const s = state;
        if (s.phase === "interim") {
          for (const side of ["islamic", "chinese"] as const) {
            expect(p.mayCommandPlanetoid(s, side)).toBe(p.planetoidCommands(s, side).length > 0);
            expect(p.mayDeclareImpact(s, side)).toBe(p.impactOptions(s, side).length > 0);
            expect(prod.mayOrderProduction(s, side)).toBe(prod.productionOrderOptions(s, side).length > 0);
            asked++;
          }
        }
        const seat = awaitingSeats(doubleStar, state)[0];
        if (seat === undefined) break;
        const r = stepGame(
          doubleStar,
          state,
          { version: v, seat, kind: "action", action: doubleStar.bot(state, seat, new Rng(seed, `bot:${v}:${seat}`)) },
          seed,
        );
        if (!r.ok) throw new Error(r.code);
        state = r.state as DoubleStarState;
      }
    }
    expect(asked).toBeGreaterThan(20);
  });
});
