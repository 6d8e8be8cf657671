// After ship-to-ship combat (DS 6.13–6.15): strikes are declared, planetary defences in range fire
// twice each, the surviving strikers roll on the Surface Strike Table (robots at −2 and gone
// after), and planetoids impact through the scatter diagram.
import { describe, expect, it } from "vitest";
import type { DoubleStarState } from "../../../src/games/double-star/state";
import { siteOf } from "../../../src/games/double-star/queries";
import { choices, given, ofType, play, promptOf, refuse, ship, site } from "./helpers";

/** Chinese ships orbiting Al-Razzak, the Islamic surface set up by `place`; movement ended. */
function raid(place: (s: DoubleStarState) => void, options: Record<string, unknown> = {}): DoubleStarState {
  const s = given({ options });
  place(s);
  return play(s, "chinese", { type: "endMovement" }).state;
}

describe("DS 6.13 Planetary Defense Fire", () => {
  it("DS 6.13 ships declare the surface hexes they strike, ship by ship; only enemy-held hexes are offered", () => {
    const s = raid((t) => {
      ship(t, "chinese", "cruiser", { orbit: "al-razzak" });
      site(t, "al-razzak", "N", { population: 100 });
      site(t, "al-razzak", "E1", { population: 50 });
    });
    const ca = s.ships[0]!.id;
    expect(promptOf(s, "chinese")).toBe("strikes");
    expect(choices(s, "chinese")).toEqual([
      { type: "strike", ship: ca, body: "al-razzak", site: "N" },
      { type: "strike", ship: ca, body: "al-razzak", site: "E1" },
      { type: "noStrike", ship: ca },
      { type: "strikesDone" },
    ]);
    expect(refuse(s, "chinese", { type: "strike", ship: ca, body: "al-razzak", site: "E2" })).toBe("ILLEGAL_STRIKE");
  });

  it("DS 6.13 a defence fires twice at a striker aiming at its hex or a hex next to it; a 3 disrupts a defence-5 ship, which then cannot strike", () => {
    const s = raid((t) => {
      ship(t, "chinese", "cruiser", { orbit: "al-razzak" });
      site(t, "al-razzak", "N", { population: 100, pd: 1 });
      site(t, "al-razzak", "E1", { population: 50 });
    });
    const ca = s.ships[0]!.id;
    const declared = play(s, "chinese", { type: "strike", ship: ca, body: "al-razzak", site: "E1" }).state;
    expect(promptOf(declared, "islamic")).toBe("pdFire");
    expect(choices(declared, "islamic")).toEqual([{ type: "pdFire", body: "al-razzak", site: "N", target: ca }, { type: "pdDone" }]);
    const one = play(declared, "islamic", { type: "pdFire", body: "al-razzak", site: "N", target: ca }, [3]);
    expect(ofType(one.events, "PdFired")[0]).toMatchObject({ column: "shipDef5OrMore", die: 3, result: "disrupt" });
    const two = play(one.state, "islamic", { type: "pdFire", body: "al-razzak", site: "N", target: ca }, [5]);
    expect(ofType(two.events, "SurfaceStruck")).toEqual([]);
    expect(siteOf(two.state, "al-razzak", "E1")!.population).toBe(50);
  });

  it("DS 6.13 a defence out of range does not fire; ships that declare no strike are never in range", () => {
    const s = raid((t) => {
      ship(t, "chinese", "cruiser", { orbit: "al-razzak" });
      site(t, "al-razzak", "E1", { pd: 1 });
      site(t, "al-razzak", "E4", { population: 40 });
    });
    const ca = s.ships[0]!.id;
    // E4 touches E3, E5 and the poles, not E1: the strike goes in unopposed. Cruiser (8), die 2: p−6.
    const p = play(s, "chinese", { type: "strike", ship: ca, body: "al-razzak", site: "E4" }, [2]);
    expect(ofType(p.events, "PdFired")).toEqual([]);
    expect(siteOf(p.state, "al-razzak", "E4")!.population).toBe(34);
    const none = play(s, "chinese", { type: "noStrike", ship: ca });
    expect(ofType(none.events, "PdFired")).toEqual([]);
  });

  it("DS 6.13 a 1 or 2 eliminates the striker", () => {
    const s = raid((t) => {
      ship(t, "chinese", "destroyer", { orbit: "al-razzak" });
      site(t, "al-razzak", "N", { population: 100, pd: 1 });
    });
    const dd = s.ships[0]!.id;
    let t = play(s, "chinese", { type: "strike", ship: dd, body: "al-razzak", site: "N" }).state;
    const p = play(t, "islamic", { type: "pdFire", body: "al-razzak", site: "N", target: dd }, [2]);
    expect(ofType(p.events, "ShipEliminated")).toHaveLength(1);
    expect(p.state.ships).toEqual([]);
    t = p.state;
  });
});

describe("DS 6.14 Surface Strikes", () => {
  it("DS 6.14 'des': the attacker chooses a planetary defence, power plant, ship or base in the hex", () => {
    const s = raid((t) => {
      ship(t, "chinese", "cruiser", { orbit: "al-razzak" });
      site(t, "al-razzak", "E4", { bases: 1, powerPlants: 2 });
      ship(t, "islamic", "destroyer", { body: "al-razzak", site: "E4" });
    });
    const ca = s.ships[0]!.id;
    const dd = s.ships[1]!.id;
    const p = play(s, "chinese", { type: "strike", ship: ca, body: "al-razzak", site: "E4" }, [3]);
    expect(promptOf(p.state, "chinese")).toBe("strikeLoss");
    expect(choices(p.state, "chinese")).toEqual([
      { type: "chooseLoss", item: "powerPlant", ship: null },
      { type: "chooseLoss", item: "base", ship: null },
      { type: "chooseLoss", item: "ship", ship: dd },
    ]);
    const chosen = play(p.state, "chinese", { type: "chooseLoss", item: "ship", ship: dd });
    expect(chosen.state.ships.map((x) => x.id)).toEqual([ca]);
  });

  it("DS 6.14 a battleship's 5 destroys an industry counter", () => {
    const s = raid((t) => {
      ship(t, "chinese", "battleship", { orbit: "al-razzak" });
      site(t, "al-razzak", "S", { industry: 2, population: 10 });
    });
    const p = play(s, "chinese", { type: "strike", ship: s.ships[0]!.id, body: "al-razzak", site: "S" }, [5]);
    expect(siteOf(p.state, "al-razzak", "S")!.industry).toBe(1);
    expect(p.state.industryLost.islamic).toEqual({ "al-razzak": 1 });
  });

  it("DS 6.14 robot fighters strike with −2 on the die and dive to their destruction; the +2 reading is an option", () => {
    const s = raid((t) => {
      ship(t, "chinese", "robotFighter", { orbit: "al-razzak" });
      site(t, "al-razzak", "N", { population: 100 });
    });
    // A 4, less 2, reads row 2 of the attack-2 column: p−2.
    const p = play(s, "chinese", { type: "strike", ship: s.ships[0]!.id, body: "al-razzak", site: "N" }, [4]);
    expect(ofType(p.events, "SurfaceStruck")[0]).toMatchObject({ die: 4, modified: 2, result: { kind: "population", points: 2 } });
    expect(ofType(p.events, "RobotSelfDestructed")).toHaveLength(1);
    expect(p.state.ships).toEqual([]);
    expect(siteOf(p.state, "al-razzak", "N")!.population).toBe(98);
    const plus = raid(
      (t) => {
        ship(t, "chinese", "robotFighter", { orbit: "al-razzak" });
        site(t, "al-razzak", "N", { population: 100 });
      },
      { robotStrikeModifier: 2 },
    );
    const q = play(plus, "chinese", { type: "strike", ship: plus.ships[0]!.id, body: "al-razzak", site: "N" }, [1]);
    expect(ofType(q.events, "SurfaceStruck")[0]).toMatchObject({ modified: 3, result: { kind: "destroy" } });
  });

  it("DS 6.13 robots are shot at on their own column: a 3 eliminates them", () => {
    const s = raid((t) => {
      ship(t, "chinese", "robotFighter", { orbit: "al-razzak" });
      site(t, "al-razzak", "N", { population: 100, pd: 1 });
    });
    const rf = s.ships[0]!.id;
    const t = play(s, "chinese", { type: "strike", ship: rf, body: "al-razzak", site: "N" }).state;
    const p = play(t, "islamic", { type: "pdFire", body: "al-razzak", site: "N", target: rf }, [3]);
    expect(ofType(p.events, "PdFired")[0]).toMatchObject({ column: "robot", result: "elim" });
  });
});

describe("DS 6.15 Planetoid Impacts and the Scatter Diagram", () => {
  /** K'un B flown free into Al-Razzak's hex and aimed at a hex; the Islamic combat phase resolves it. */
  function impact(target: "N" | "E2", place: (s: DoubleStarState) => void): DoubleStarState {
    const s = given({ phasing: "islamic" });
    const hex = s.bodies.find((b) => b.id === "al-razzak")!.hex;
    const moon = s.bodies.find((b) => b.id === "kun-b")!;
    moon.motion = { kind: "free", facing: 0, speed: 1 };
    moon.hex = hex;
    s.impacts = [{ planetoid: "kun-b", side: "chinese", body: "al-razzak", site: target }];
    place(s);
    ship(s, "islamic", "destroyer", { hex: 5 });
    return s;
  }

  it("DS 6.15 a planetoid on target destroys everything in the hex; next to it things survive on 3 or more; the planetoid is gone", () => {
    const s = impact("N", (t) => {
      site(t, "al-razzak", "N", { population: 300, industry: 2, powerPlants: 1 });
      site(t, "al-razzak", "E1", { population: 40, industry: 1 });
      ship(t, "islamic", "destroyer", { body: "al-razzak", site: "N" });
    });
    // Aim 4 (hits); E1: population survives on 3, industry falls on 2.
    const p = play(s, "islamic", { type: "endMovement" }, [4, 3, 2]);
    const r = ofType(p.events, "ImpactResolved")[0]!;
    expect(r).toMatchObject({ planetoid: "kun-b", aimDie: 4, scatterDie: null, hit: "N" });
    expect(siteOf(p.state, "al-razzak", "N")).toMatchObject({ population: 0, industry: 0, powerPlants: 0, owner: null });
    expect(siteOf(p.state, "al-razzak", "E1")).toMatchObject({ population: 40, industry: 0 });
    expect(p.state.ships.filter((x) => x.loc.kind === "surface")).toEqual([]);
    expect(p.state.bodies.find((b) => b.id === "kun-b")!.motion).toEqual({ kind: "gone" });
    expect(p.state.industryLost.islamic).toEqual({ "al-razzak": 3 });
  });

  it("DS 6.15 above 4 a planetoid misses its aim: on a world it scatters by the diagram", () => {
    const s = impact("E2", (t) => {
      site(t, "al-razzak", "E1", { population: 20 });
    });
    // Aim 6 misses; scatter 2 from E2 lands on E1. Nothing stands next to E1.
    const p = play(s, "islamic", { type: "endMovement" }, [6, 2]);
    expect(ofType(p.events, "ImpactResolved")[0]).toMatchObject({ aimDie: 6, scatterDie: 2, hit: "E1" });
    expect(siteOf(p.state, "al-razzak", "E1")!.population).toBe(0);
  });

  it("DS 6.15 against a planetoid a miss misses entirely", () => {
    const s = given({ phasing: "islamic" });
    const hex = s.bodies.find((b) => b.id === "al-mughni")!.hex;
    const moon = s.bodies.find((b) => b.id === "kun-b")!;
    moon.motion = { kind: "free", facing: 0, speed: 1 };
    moon.hex = hex;
    s.impacts = [{ planetoid: "kun-b", side: "chinese", body: "al-mughni-a", site: "N" }];
    site(s, "al-mughni-a", "N", { bases: 1, population: 5 });
    ship(s, "islamic", "destroyer", { hex: 5 });
    const p = play(s, "islamic", { type: "endMovement" }, [5]);
    expect(ofType(p.events, "ImpactResolved")[0]).toMatchObject({ aimDie: 5, hit: null });
    expect(siteOf(p.state, "al-mughni-a", "N")!.population).toBe(5);
  });

  it("DS 6.13 the owner's planetary defences fire at an impacting planetoid first: a 1 or 2 destroys it", () => {
    const s = impact("N", (t) => {
      site(t, "al-razzak", "E5", { pd: 1, population: 10 });
      site(t, "al-razzak", "N", { population: 300 });
    });
    const t = play(s, "islamic", { type: "endMovement" }).state;
    expect(promptOf(t, "islamic")).toBe("pdFire");
    expect(choices(t, "islamic")).toEqual([{ type: "pdFire", body: "al-razzak", site: "E5", target: "kun-b" }, { type: "pdDone" }]);
    const p = play(t, "islamic", { type: "pdFire", body: "al-razzak", site: "E5", target: "kun-b" }, [2]);
    expect(ofType(p.events, "ImpactResolved")).toEqual([]);
    expect(siteOf(p.state, "al-razzak", "N")!.population).toBe(300);
    expect(p.state.impacts).toEqual([]);
  });
});
