// Ship movement (DS 3.5, DS 4.1–4.5, DS 4.12): facing, forward and diagonal moves, turning in
// place, landing and take-off at bases, task forces at their slowest, cargo and surface moves.
import { describe, expect, it } from "vitest";
import type { DoubleStarAction } from "../../../src/games/double-star/actions";
import { MAP, withinOutermostOrbit } from "../../../src/games/double-star/map";
import { siteOf } from "../../../src/games/double-star/queries";
import { choices, deepSpace, given, hexOf, ofType, play, promptOf, refusal, refuse, ship, site, step } from "./helpers";

const moves = (cs: DoubleStarAction[]) =>
  cs.filter((c) => c.type === "moveUnit").map((c) => `${(c as { hex: number }).hex}/${(c as { facing: number }).facing}`);

describe("DS 4.1 Ship Movement Through Space", () => {
  it("DS 4.1 a ship with one point enters the hex ahead or ahead-left/right, turning to the way it went; or turns in place", () => {
    const s = given({ options: { shipFactors: { destroyer: { movement: 1 } } } });
    const h = deepSpace();
    const dd = ship(s, "chinese", "destroyer", { hex: h }, { facing: 0 });
    const selected = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    expect(promptOf(selected, "chinese")).toBe("moveUnit");
    expect(moves(choices(selected, "chinese")).sort()).toEqual(
      [`${h}/0`, `${h}/1`, `${h}/2`, `${h}/3`, `${h}/4`, `${h}/5`, `${step(h, 0)}/0`, `${step(h, 1)}/1`, `${step(h, 5)}/5`].sort(),
    );
    const moved = play(selected, "chinese", { type: "moveUnit", unit: dd.id, hex: step(h, 1), facing: 1 });
    expect(moved.state.ships[0]!.loc).toEqual({ kind: "space", hex: step(h, 1) });
    expect(moved.state.ships[0]!.facing).toBe(1);
    expect(ofType(moved.events, "UnitMoved")[0]).toMatchObject({ path: [h, step(h, 1)], cost: 1, facing: 1 });
    expect(refuse(selected, "chinese", { type: "moveUnit", unit: dd.id, hex: step(h, 3), facing: 3 })).toBe("UNREACHABLE");
    expect(refuse(selected, "chinese", { type: "moveUnit", unit: dd.id, hex: step(h, 1), facing: 0 })).toBe("UNREACHABLE");
  });

  it("DS 4.1 two points cannot reach the hex behind; a ship may stop short of its full allowance", () => {
    const s = given({ options: { shipFactors: { destroyer: { movement: 2 } } } });
    const h = deepSpace();
    const dd = ship(s, "chinese", "destroyer", { hex: h }, { facing: 0 });
    const sel = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    const hexes = new Set(
      choices(sel, "chinese")
        .filter((c) => c.type === "moveUnit")
        .map((c) => (c as { hex: number }).hex),
    );
    expect(hexes.has(step(h, 3))).toBe(false);
    expect(hexes.has(step(step(h, 0), 0))).toBe(true);
    expect(hexes.has(step(h, 0))).toBe(true);
  });

  it("DS 4.1 points are not kept: a unit moves once per phase", () => {
    const s = given();
    const h = deepSpace();
    const dd = ship(s, "chinese", "destroyer", { hex: h });
    let t = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    t = play(t, "chinese", { type: "moveUnit", unit: dd.id, hex: step(h, 0), facing: 0 }).state;
    expect(refuse(t, "chinese", { type: "selectUnit", unit: dd.id })).toBe("CANNOT_MOVE_UNIT");
  });

  it("DS 4.1 stars cannot be entered", () => {
    const s = given();
    const star = MAP.starHex["an-nur"];
    const next = step(star, 3);
    const dd = ship(s, "chinese", "destroyer", { hex: next }, { facing: 0 });
    const sel = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    expect(choices(sel, "chinese").some((c) => c.type === "moveUnit" && c.hex === star)).toBe(false);
  });

  it("DS 4.1 orbital fighters have no movement points and are never moved", () => {
    const s = given();
    const of = ship(s, "chinese", "orbitalFighter", { orbit: "chien" });
    ship(s, "chinese", "destroyer", { orbit: "chien" });
    expect(
      choices(s, "chinese")
        .filter((c) => c.type === "selectUnit")
        .map((c) => (c as { unit: string }).unit),
    ).not.toContain(of.id);
  });

  it("DS 2.1 a side with nothing to move passes straight to its combat phase", () => {
    const s = given({ phasing: "islamic" });
    ship(s, "islamic", "destroyer", { hex: deepSpace() });
    ship(s, "chinese", "orbitalFighter", { orbit: "chien" });
    // The Islamic side (second to move) ends its movement; after the interim phase the Chinese
    // player-turn of turn 2 passes at once (only an orbital fighter).
    const p = play(s, "islamic", { type: "endMovement" });
    expect(p.state).toMatchObject({ turn: 2, phasing: "islamic", phase: "movement" });
    expect(ofType(p.events, "MovementEnded").map((e) => e.side)).toEqual(["islamic", "chinese"]);
    expect(ofType(p.events, "PlayerTurnBegan").map((e) => e.side)).toEqual(["chinese", "islamic"]);
  });
});

describe("DS 4.2 Landings and DS 4.3 Take-offs", () => {
  it("DS 4.2 a ship lands at a friendly base in a hex it reaches with a point to spare", () => {
    const s = given();
    site(s, "chien", "E1", { bases: 1 });
    const dd = ship(s, "chinese", "destroyer", { orbit: "chien" });
    const sel = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    const lands = choices(sel, "chinese").filter((c) => c.type === "landUnit");
    expect(lands).toEqual([{ type: "landUnit", unit: dd.id, body: "chien", site: "E1" }]);
    const landed = play(sel, "chinese", lands[0]!);
    expect(landed.state.ships[0]!.loc).toEqual({ kind: "surface", body: "chien", site: "E1" });
    expect(ofType(landed.events, "UnitLanded")[0]).toMatchObject({ cost: 1, basePlaced: false });
  });

  it("DS 4.2 no landing at an enemy base, or where there is no base", () => {
    const s = given();
    site(s, "al-razzak", "N", { bases: 1, owner: "islamic" });
    const dd = ship(s, "chinese", "destroyer", { orbit: "al-razzak" });
    const sel = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    expect(choices(sel, "chinese").filter((c) => c.type === "landUnit")).toEqual([]);
    expect(refuse(sel, "chinese", { type: "landUnit", unit: dd.id, body: "al-razzak", site: "N" })).toBe("CANNOT_LAND");
  });

  it("DS 4.5 a ship carrying a base lands on any empty land hex and sets the base down", () => {
    const s = given();
    site(s, "al-razzak", "N", { population: 50 });
    const tr = ship(s, "chinese", "transport", { orbit: "al-mughni" }, { cargo: "base" });
    const sel = play(s, "chinese", { type: "selectUnit", unit: tr.id }).state;
    const lands = choices(sel, "chinese").filter((c) => c.type === "landUnit" && c.body === "al-mughni");
    expect(lands.map((c) => (c as { site: string }).site)).toEqual(["N", "S", "E1", "E3", "E4", "E6"]);
    const landed = play(sel, "chinese", { type: "landUnit", unit: tr.id, body: "al-mughni", site: "E3" });
    expect(siteOf(landed.state, "al-mughni", "E3")).toMatchObject({ owner: "chinese", bases: 1 });
    expect(landed.state.ships[0]!.cargo).toBeNull();
  });

  it("DS 4.3 a landed ship takes off for one point, facing any way, and flies on with the rest", () => {
    const s = given({ options: { shipFactors: { destroyer: { movement: 2 } } } });
    site(s, "chien", "N", { bases: 1 });
    const dd = ship(s, "chinese", "destroyer", { body: "chien", site: "N" }, { fresh: true });
    const sel = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    const h = hexOf(s, "chien");
    const ms = moves(choices(sel, "chinese"));
    for (let f = 0; f < 6; f++) expect(ms).toContain(`${h}/${f}`);
    for (let f = 0; f < 6; f++) expect(ms).toContain(`${step(h, f)}/${f}`);
    const up = play(sel, "chinese", { type: "moveUnit", unit: dd.id, hex: step(h, 2), facing: 2 });
    expect(up.state.ships[0]).toMatchObject({ loc: { kind: "space", hex: step(h, 2) }, fresh: false });
    expect(ofType(up.events, "UnitMoved")[0]).toMatchObject({ tookOff: true, cost: 2 });
  });

  it("DS 4.4 a ship that ends its move in a body's hex orbits that body", () => {
    const s = given();
    const dd = ship(s, "chinese", "destroyer", { orbit: "chien" });
    const h = hexOf(s, "chien");
    let t = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    t = play(t, "chinese", { type: "moveUnit", unit: dd.id, hex: step(h, 0), facing: 0 }).state;
    expect(t.ships[0]!.orbiting).toBe(null);
  });
});

describe("DS 5.2 Joining or Leaving Task Forces, and task force movement", () => {
  it("DS 5.2 a loose ship in the task force's hex joins it; the task force moves as one at its slowest ship's speed", () => {
    const s = given();
    const h = deepSpace();
    const cs = ship(s, "chinese", "commandShip", { hex: h }, { facing: 0 });
    const bb = ship(s, "chinese", "battleship", { hex: h }, { facing: 3 });
    let t = play(s, "chinese", { type: "joinTaskForce", ship: bb.id, taskForce: cs.id }).state;
    expect(t.ships[1]).toMatchObject({ taskForce: cs.id, facing: 0 });
    expect(choices(t, "chinese").filter((c) => c.type === "selectUnit")).toEqual([{ type: "selectUnit", unit: cs.id }]);
    t = play(t, "chinese", { type: "selectUnit", unit: cs.id }).state;
    const far = Math.max(
      ...choices(t, "chinese")
        .filter((c) => c.type === "moveUnit")
        .map((c) => MAP.grid.q[(c as { hex: number }).hex]! - MAP.grid.q[h]!),
    );
    expect(far).toBe(3);
    const moved = play(t, "chinese", { type: "moveUnit", unit: cs.id, hex: step(step(h, 0), 0), facing: 0 });
    expect(moved.state.ships.map((x) => x.loc)).toEqual([
      { kind: "space", hex: step(step(h, 0), 0) },
      { kind: "space", hex: step(step(h, 0), 0) },
    ]);
  });

  it("DS 5.2 a member leaves its task force and is a loose ship again", () => {
    const s = given();
    const h = deepSpace();
    const cs = ship(s, "chinese", "commandShip", { hex: h });
    const dd = ship(s, "chinese", "destroyer", { hex: h }, { taskForce: cs.id });
    const p = play(s, "chinese", { type: "leaveTaskForce", ship: dd.id });
    expect(p.state.ships[1]!.taskForce).toBeNull();
    expect(refuse(p.state, "chinese", { type: "leaveTaskForce", ship: dd.id })).toBe("CANNOT_LEAVE");
    expect(refuse(s, "chinese", { type: "joinTaskForce", ship: dd.id, taskForce: cs.id })).toBe("CANNOT_JOIN");
  });
});

describe("DS 4.5 Cargo Transport and DS 4.12 Surface Movement", () => {
  it("DS 4.5 a landed transport picks up a power plant and discharges it at a friendly base elsewhere", () => {
    const s = given();
    site(s, "chien", "N", { bases: 1, industry: 1, powerPlants: 2 });
    site(s, "kan", "N", { bases: 1 });
    const tr = ship(s, "chinese", "transport", { body: "chien", site: "N" });
    const t = play(s, "chinese", { type: "loadCargo", ship: tr.id, cargo: "powerPlant" }).state;
    expect(siteOf(t, "chien", "N")!.powerPlants).toBe(1);
    expect(t.ships[0]!.cargo).toBe("powerPlant");
    expect(refuse(t, "chinese", { type: "loadCargo", ship: tr.id, cargo: "powerPlant" })).toBe("CANNOT_LOAD");
    // Fly it to K'an's base by hand and unload.
    t.ships[0]!.loc = { kind: "surface", body: "kan", site: "N" };
    const u = play(t, "chinese", { type: "unloadCargo", ship: tr.id });
    expect(siteOf(u.state, "kan", "N")!.powerPlants).toBe(1);
    expect(u.state.ships[0]!.cargo).toBeNull();
  });

  it("DS 4.5 only transports carry cargo, and only from their own hex", () => {
    const s = given();
    site(s, "chien", "N", { bases: 1, powerPlants: 2 });
    const dd = ship(s, "chinese", "destroyer", { body: "chien", site: "N" });
    expect(refuse(s, "chinese", { type: "loadCargo", ship: dd.id, cargo: "powerPlant" })).toBe("CANNOT_LOAD");
  });

  it("DS 4.12 new bases and defences move once on their surface and are then emplaced; power plants always move", () => {
    const s = given();
    site(s, "chien", "N", { pd: 1, pdMovable: 1, powerPlants: 1 });
    const moved = play(s, "chinese", { type: "relocate", body: "chien", from: "N", to: "E1", item: "planetaryDefense" });
    expect(siteOf(moved.state, "chien", "E1")).toMatchObject({ pd: 1, pdMovable: 0 });
    expect(refuse(moved.state, "chinese", { type: "relocate", body: "chien", from: "E1", to: "E2", item: "planetaryDefense" })).toBe(
      "CANNOT_RELOCATE",
    );
    const pp = play(moved.state, "chinese", { type: "relocate", body: "chien", from: "N", to: "E2", item: "powerPlant" });
    expect(siteOf(pp.state, "chien", "E2")!.powerPlants).toBe(1);
    expect(refuse(s, "chinese", { type: "relocate", body: "chien", from: "N", to: "E4", item: "powerPlant" })).toBe("CANNOT_RELOCATE");
  });

  it("DS 3.2 a hex holding ten power plants takes no more, whether moved across the surface or unloaded from a transport", () => {
    const s = given();
    site(s, "chien", "N", { powerPlants: 1 });
    site(s, "chien", "E1", { powerPlants: 10 });
    site(s, "chien", "E2", { powerPlants: 9 });
    site(s, "kan", "N", { bases: 1, powerPlants: 10 });
    site(s, "kan", "S", { bases: 1, powerPlants: 9 });
    const full = ship(s, "chinese", "transport", { body: "kan", site: "N" }, { cargo: "powerPlant" });
    const room = ship(s, "chinese", "transport", { body: "kan", site: "S" }, { cargo: "powerPlant" });
    const listed = choices(s, "chinese");
    const targets = listed
      .filter((c) => c.type === "relocate" && c.from === "N" && c.item === "powerPlant")
      .map((c) => (c as { to: string }).to);
    expect(targets).not.toContain("E1");
    expect(targets).toContain("E2");
    expect(refusal(s, "chinese", { type: "relocate", body: "chien", from: "N", to: "E1", item: "powerPlant" })).toMatchObject({
      code: "CANNOT_RELOCATE",
      rule: "DS 4.12 Surface Movement",
    });
    expect(listed).not.toContainEqual({ type: "unloadCargo", ship: full.id });
    expect(listed).toContainEqual({ type: "unloadCargo", ship: room.id });
    expect(refusal(s, "chinese", { type: "unloadCargo", ship: full.id })).toMatchObject({
      code: "CANNOT_UNLOAD",
      rule: "DS 4.5 Cargo Transport",
    });
    // The tenth is still taken.
    const moved = play(s, "chinese", { type: "relocate", body: "chien", from: "N", to: "E2", item: "powerPlant" });
    expect(siteOf(moved.state, "chien", "E2")!.powerPlants).toBe(10);
    const unloaded = play(s, "chinese", { type: "unloadCargo", ship: room.id });
    expect(siteOf(unloaded.state, "kan", "S")!.powerPlants).toBe(10);
  });
});

describe("DS 10.1 Sneak Attack: the clock", () => {
  it("DS 10.1 the game's end is fixed when a Chinese ship first crosses the outermost Islamic orbit: 12 turns on", () => {
    const s = given({ turn: 5 });
    const outside = MAP.grid.index.get("11,0")!;
    expect(withinOutermostOrbit(outside, "an-nur")).toBe(false);
    const dd = ship(s, "chinese", "destroyer", { hex: outside }, { facing: 3 });
    let t = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    const p = play(t, "chinese", { type: "moveUnit", unit: dd.id, hex: step(step(outside, 3), 3), facing: 3 });
    expect(p.state.crossedOnTurn).toBe(5);
    expect(ofType(p.events, "OrbitCrossed")).toEqual([{ type: "OrbitCrossed", turn: 5, ship: dd.id, endsAfterTurn: 17 }]);
    t = p.state;
    expect(t.crossedOnTurn).toBe(5);
  });
});
