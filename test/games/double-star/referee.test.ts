// The deviations an independent referee found (issue 16), each played through the public
// `apply` in the situation the referee described: training at a base, command ships landing,
// assuming an orbit, planetoid speed, the Sneak Attack clock, surface strikes by both sides.
import { describe, expect, it } from "vitest";
import { MAP, distanceFromStar, pathData, pathDirection } from "../../../src/games/double-star/map";
import type { DoubleStarState } from "../../../src/games/double-star/state";
import { siteOf } from "../../../src/games/double-star/queries";
import { choices, deepSpace, given, hexOf, ofType, play, promptOf, refuse, ship, site, step, type Where } from "./helpers";

/** The Islamic movement phase (the second player) of `turn`, a ship of each side out of the way. */
function beforeInterim(
  turn: number,
  place: (s: DoubleStarState) => void = () => {},
  options: Record<string, unknown> = {},
): DoubleStarState {
  const s = given({ phasing: "islamic", turn, options });
  ship(s, "islamic", "destroyer", { hex: step(step(step(deepSpace(), 3), 3), 3) });
  ship(s, "chinese", "destroyer", { hex: step(step(step(deepSpace(), 0), 0), 0) });
  place(s);
  return s;
}

describe("DS 7.1 and DS 7.2: training at a base", () => {
  function trainingAt(where: Where, formations: string[], place: (s: DoubleStarState) => void = () => {}) {
    return beforeInterim(2, (t) => {
      place(t);
      const cs = ship(t, "chinese", "commandShip", where);
      const tf = t.taskForces.find((x) => x.id === cs.id)!;
      tf.formations = formations as never;
      for (const f of formations) t.pools.chinese[f as "cone"]--;
    });
  }

  it("DS 7.1 a task force whose command ship is landed at a friendly base on a home world trains as in orbit there: a 3 gains", () => {
    const s = trainingAt({ body: "chien", site: "N" }, [], (t) => void site(t, "chien", "N", { bases: 1 }));
    const p = play(s, "islamic", { type: "endMovement" }, [3]);
    expect(ofType(p.events, "TrainingRolled")[0]).toMatchObject({ withinHome: true, gainDie: 3, gained: "cone", lossDie: null });
  });

  it("DS 7.2 a task force whose command ship is landed at a friendly base does not roll for loss, as in orbit over it", () => {
    const landed = trainingAt({ body: "chien", site: "N" }, ["cone"], (t) => void site(t, "chien", "N", { bases: 1 }));
    const orbit = trainingAt({ orbit: "chien" }, ["cone"], (t) => void site(t, "chien", "N", { bases: 1 }));
    // One die each (the gain roll): no loss roll in either case, and the same result.
    const a = play(landed, "islamic", { type: "endMovement" }, [2]);
    const b = play(orbit, "islamic", { type: "endMovement" }, [2]);
    expect(ofType(a.events, "TrainingRolled")[0]).toMatchObject({ withinHome: true, lossDie: null, gainDie: 2, gained: null });
    expect(ofType(a.events, "TrainingRolled")).toEqual(ofType(b.events, "TrainingRolled"));
  });
});

describe("DS 4.2 Landings: command ships", () => {
  it("DS 4.2 a lone command ship over a friendly base may land like any ship", () => {
    const s = given({ phasing: "islamic" });
    site(s, "al-razzak", "N", { bases: 1 });
    const cs = ship(s, "islamic", "commandShip", { orbit: "al-razzak" });
    const t = play(s, "islamic", { type: "selectUnit", unit: cs.id }).state;
    expect(choices(t, "islamic")).toContainEqual({ type: "landUnit", unit: cs.id, body: "al-razzak", site: "N" });
    const p = play(t, "islamic", { type: "landUnit", unit: cs.id, body: "al-razzak", site: "N" });
    expect(p.state.ships.find((x) => x.id === cs.id)!.loc).toEqual({ kind: "surface", body: "al-razzak", site: "N" });
  });

  it("DS 4.2 a command ship bought landed at set-up takes off and can come back down at a friendly base", () => {
    const s = given({ phasing: "islamic" });
    site(s, "al-razzak", "N", { bases: 1 });
    site(s, "al-razzak", "E1", { bases: 1 });
    const cs = ship(s, "islamic", "commandShip", { body: "al-razzak", site: "N" });
    const t = play(s, "islamic", { type: "selectUnit", unit: cs.id }).state;
    // Take off (one point) and land again at the other base (one more).
    expect(choices(t, "islamic")).toContainEqual({ type: "landUnit", unit: cs.id, body: "al-razzak", site: "E1" });
    const p = play(t, "islamic", { type: "landUnit", unit: cs.id, body: "al-razzak", site: "E1" });
    expect(ofType(p.events, "UnitLanded")[0]).toMatchObject({ unit: cs.id, body: "al-razzak", site: "E1", cost: 2 });
  });

  it("DS 4.2 a task force with other ships in it keeps station in space (README D3); the option keeps every command ship up", () => {
    const s = given({ phasing: "islamic" });
    site(s, "al-razzak", "N", { bases: 1 });
    const cs = ship(s, "islamic", "commandShip", { orbit: "al-razzak" });
    ship(s, "islamic", "destroyer", { orbit: "al-razzak" }, { taskForce: cs.id });
    const t = play(s, "islamic", { type: "selectUnit", unit: cs.id }).state;
    expect(choices(t, "islamic").some((c) => c.type === "landUnit")).toBe(false);
    expect(refuse(t, "islamic", { type: "landUnit", unit: cs.id, body: "al-razzak", site: "N" })).toBe("CANNOT_LAND");

    const o = given({ phasing: "islamic", options: { commandShipsStayInSpace: true } });
    site(o, "al-razzak", "N", { bases: 1 });
    const lone = ship(o, "islamic", "commandShip", { orbit: "al-razzak" });
    const u = play(o, "islamic", { type: "selectUnit", unit: lone.id }).state;
    expect(choices(u, "islamic").some((c) => c.type === "landUnit")).toBe(false);
  });
});

describe("DS 4.9 Assumption of Orbit and DS 4.8 Free Planetoid Movement", () => {
  /** K'un B free in Ta Yu's hex with a power plant, at the given speed and facing. */
  function freeAtTaYu(speed: number, facing: (ringDir: number) => number, options: Record<string, unknown> = {}) {
    const ring = pathData("ring:az-zarr:3");
    const dir = pathDirection(ring, 0);
    const s = beforeInterim(
      2,
      (t) => {
        const moon = t.bodies.find((b) => b.id === "kun-b")!;
        moon.motion = { kind: "free", facing: facing(dir), speed };
        moon.hex = hexOf(t, "ta-yu");
        site(t, "kun-b", "N", { powerPlants: 1 });
      },
      options,
    );
    return play(s, "islamic", { type: "endMovement" }).state;
  }

  it("DS 4.9 a planetoid at speed 6 in a world's hex cannot stop dead and become its moon", () => {
    const t = freeAtTaYu(6, (d) => d);
    expect(promptOf(t, "chinese")).toBe("planetoids");
    expect(choices(t, "chinese").some((c) => c.type === "assumeOrbit")).toBe(false);
    expect(refuse(t, "chinese", { type: "assumeOrbit", planetoid: "kun-b" })).toBe("NO_ORBIT_TO_ASSUME");
  });

  it("DS 4.9 at speed 1 but facing across the printed orbit, no orbit may be assumed", () => {
    const t = freeAtTaYu(1, (d) => (d + 3) % 6);
    expect(choices(t, "chinese").some((c) => c.type === "assumeOrbit")).toBe(false);
  });

  it("DS 4.9 at speed 1 facing along the printed orbit in a world's hex, the planetoid goes into orbit round that world", () => {
    const t = freeAtTaYu(1, (d) => d);
    expect(choices(t, "chinese")).toContainEqual({ type: "assumeOrbit", planetoid: "kun-b" });
    const p = play(t, "chinese", { type: "assumeOrbit", planetoid: "kun-b" });
    expect(ofType(p.events, "OrbitAssumed")).toEqual([
      { type: "OrbitAssumed", side: "chinese", planetoid: "kun-b", path: null, tiedTo: "ta-yu" },
    ]);
    expect(p.state.bodies.find((b) => b.id === "kun-b")!.hex).toBe(p.state.bodies.find((b) => b.id === "ta-yu")!.hex);
  });

  it("DS 4.9 option orbitCaptureAnySpeed keeps the earlier reading: any speed settles round a world in its hex", () => {
    const t = freeAtTaYu(6, (d) => (d + 2) % 6, { orbitCaptureAnySpeed: true });
    const p = play(t, "chinese", { type: "assumeOrbit", planetoid: "kun-b" });
    expect(p.state.bodies.find((b) => b.id === "kun-b")!.motion).toEqual({ kind: "tied", to: "ta-yu" });
  });

  /** K'un B free in deep space at `speed`, facing away from both stars along the corridor, one power plant. */
  function fast(speed: number, options: Record<string, unknown> = {}) {
    const s = beforeInterim(
      1,
      (t) => {
        const moon = t.bodies.find((b) => b.id === "kun-b")!;
        moon.motion = { kind: "free", facing: 1, speed };
        moon.hex = deepSpace();
        site(t, "kun-b", "N", { powerPlants: 1 });
      },
      options,
    );
    return play(s, "islamic", { type: "endMovement" }).state;
  }

  it("DS 4.8 the book sets no top speed: a planetoid at 6 may be pushed to 7", () => {
    const t = fast(6);
    expect(choices(t, "chinese")).toContainEqual({ type: "thrust", planetoid: "kun-b", change: "accelerate" });
    const p = play(t, "chinese", { type: "thrust", planetoid: "kun-b", change: "accelerate" });
    expect(ofType(p.events, "PlanetoidThrust")[0]).toMatchObject({ speed: 7 });
  });

  it("DS 4.8 option planetoidMaxSpeed: 6 keeps the earlier cap", () => {
    const t = fast(6, { planetoidMaxSpeed: 6 });
    expect(choices(t, "chinese")).not.toContainEqual({ type: "thrust", planetoid: "kun-b", change: "accelerate" });
    expect(refuse(t, "chinese", { type: "thrust", planetoid: "kun-b", change: "accelerate" })).toBe("CANNOT_THRUST");
  });
});

describe("DS 10.1 Sneak Attack: the clock however a Chinese ship crosses", () => {
  /** A hex 11 out from An-Nur whose line in towards the star meets no body by ring 9, and that direction. */
  function approach(s: DoubleStarState): { from: number; dir: number } {
    const star = MAP.starHex["an-nur"];
    for (let d = 0; d < 6; d++) {
      let h = star;
      const line = [h];
      for (let i = 0; i < 11; i++) line.push((h = step(h, d)));
      if (line.some((x) => x < 0)) continue;
      if (s.bodies.some((b) => b.hex === line[9] || b.hex === line[10])) continue;
      return { from: line[11]!, dir: (d + 3) % 6 };
    }
    throw new Error("no clear approach");
  }

  function carriedIn(carry: (t: DoubleStarState, planetoidHex: number) => void) {
    const s = beforeInterim(1, (t) => {
      const { from, dir } = approach(t);
      const moon = t.bodies.find((b) => b.id === "kun-b")!;
      moon.motion = { kind: "free", facing: dir, speed: 2 };
      moon.hex = from;
      carry(t, from);
    });
    return play(s, "islamic", { type: "endMovement" });
  }

  it("DS 10.1 a Chinese ship landed on a free planetoid that flies inside the outermost Islamic orbit starts the clock", () => {
    const p = carriedIn((t) => {
      site(t, "kun-b", "N", { bases: 1 });
      ship(t, "chinese", "cruiser", { body: "kun-b", site: "N" });
    });
    const moon = p.state.bodies.find((b) => b.id === "kun-b")!;
    expect(distanceFromStar(moon.hex, "an-nur")).toBe(9);
    expect(p.state.crossedOnTurn).toBe(1);
    expect(ofType(p.events, "OrbitCrossed")).toMatchObject([{ turn: 1, endsAfterTurn: 13 }]);
  });

  it("DS 10.1 a Chinese ship orbiting a free planetoid is carried across too", () => {
    const p = carriedIn((t, hex) => {
      const x = ship(t, "chinese", "cruiser", { hex });
      x.orbiting = "kun-b";
    });
    expect(p.state.ships.find((x) => x.kind === "cruiser")!.loc).toEqual({
      kind: "space",
      hex: p.state.bodies.find((b) => b.id === "kun-b")!.hex,
    });
    expect(p.state.crossedOnTurn).toBe(1);
  });

  it("DS 10.1 a Chinese ship carried round by a body orbiting inside the outermost Islamic orbit starts the clock at the orbital move", () => {
    // A planetoid that has assumed An-Nur's ninth ring carries its orbiting ship round with it on a shaded turn.
    const ring = pathData("ring:an-nur:9");
    const s = beforeInterim(2, (t) => {
      const moon = t.bodies.find((b) => b.id === "kun-b")!;
      moon.motion = { kind: "orbit", path: ring.id, index: 5 };
      moon.hex = ring.hexes[5]!;
      ship(t, "chinese", "cruiser", { orbit: "kun-b" });
      // Not yet counted: the ship was placed there by the test.
      t.crossedOnTurn = null;
    });
    const p = play(s, "islamic", { type: "endMovement" });
    expect(p.state.crossedOnTurn).toBe(2);
  });
});

describe("DS 2.2 and DS 6.1 step 4: surface strikes by both sides", () => {
  it("DS 2.2 in the Chinese combat phase an Islamic cruiser over a Chinese world strikes it; Chinese defences fire at it", () => {
    const s = given();
    ship(s, "islamic", "cruiser", { orbit: "chien" });
    site(s, "chien", "N", { population: 100 });
    site(s, "chien", "E1", { pd: 1 });
    const ca = s.ships[0]!.id;
    const t = play(s, "chinese", { type: "endMovement" }).state;
    expect(promptOf(t, "islamic")).toBe("strikes");
    expect(choices(t, "islamic")).toContainEqual({ type: "strike", ship: ca, body: "chien", site: "N" });
    const declared = play(t, "islamic", { type: "strike", ship: ca, body: "chien", site: "N" }).state;
    // The Chinese defence next to the pole fires twice; both miss, then the cruiser (8) rolls a 2: p−6.
    expect(promptOf(declared, "chinese")).toBe("pdFire");
    const one = play(declared, "chinese", { type: "pdFire", body: "chien", site: "E1", target: ca }, [6]).state;
    const two = play(one, "chinese", { type: "pdFire", body: "chien", site: "E1", target: ca }, [6, 2]);
    expect(ofType(two.events, "SurfaceStruck")[0]).toMatchObject({ ship: ca, body: "chien", site: "N", die: 2 });
    expect(siteOf(two.state, "chien", "N")!.population).toBe(94);
  });

  it("DS 6.1 after ship-to-ship combat both sides' survivors strike, the phasing side first; each chooses what its 'des' destroys", () => {
    const s = given({ options: { scenario: "armageddon" } });
    ship(s, "chinese", "destroyer", { orbit: "al-razzak" });
    ship(s, "islamic", "destroyer", { orbit: "al-razzak" });
    site(s, "al-razzak", "N", { population: 100 });
    site(s, "al-razzak", "E1", { owner: "chinese", bases: 1, powerPlants: 1 });
    const [cdd, idd] = s.ships.map((x) => x.id);
    // Destroyer against destroyer (4 − 4 = 0) can do nothing: ship-to-ship ends at once.
    let t = play(s, "chinese", { type: "endMovement" }).state;
    expect(promptOf(t, "chinese")).toBe("strikes");
    expect(choices(t, "chinese")).toContainEqual({ type: "strike", ship: cdd!, body: "al-razzak", site: "N" });
    t = play(t, "chinese", { type: "strikesDone" }).state;
    expect(promptOf(t, "islamic")).toBe("strikes");
    expect(choices(t, "islamic")).toEqual([
      { type: "strike", ship: idd!, body: "al-razzak", site: "E1" },
      { type: "noStrike", ship: idd! },
      { type: "strikesDone" },
    ]);
    // Attack 4, die 3: 'des'. A base and a power plant there: the Islamic striker chooses.
    t = play(t, "islamic", { type: "strike", ship: idd!, body: "al-razzak", site: "E1" }, [3]).state;
    expect(promptOf(t, "islamic")).toBe("strikeLoss");
    const p = play(t, "islamic", { type: "chooseLoss", item: "base", ship: null });
    expect(siteOf(p.state, "al-razzak", "E1")!.bases).toBe(0);
  });

  it("DS 6.1 option surfaceStrikesPhasingOnly: the other side's ships do not strike", () => {
    const s = given({ options: { surfaceStrikesPhasingOnly: true } });
    ship(s, "islamic", "cruiser", { orbit: "chien" });
    site(s, "chien", "N", { population: 100 });
    const p = play(s, "chinese", { type: "endMovement" });
    expect(ofType(p.events, "CombatBegan")).toEqual([]);
    expect(promptOf(p.state, "islamic")).toBe("movement");
  });
});
