// The view (DS 11.2, DS 11.6): clean JSON with the map, bodies and surface charts, ships, the fleet
// composition chart, the turn record chart and budgets; the other side's secrets never in it.
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { doubleStar } from "../../../src/games/double-star";
import { MAP } from "../../../src/games/double-star/map";
import { optionsSchema } from "../../../src/games/double-star/options";
import { SHIPS } from "../../../src/games/double-star/ships";
import { deepSpace, given, play, promptOf, refuse, ship, site } from "./helpers";

describe("DS 11.2 the view", () => {
  it("DS 11.2 a view is plain JSON: it survives a round trip unchanged", () => {
    const s = given();
    ship(s, "chinese", "commandShip", { orbit: "chien" });
    site(s, "chien", "N", { population: 100, industry: 2 });
    const v = doubleStar.view(s, "chinese");
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });

  it("DS 1 the view carries the map: every hex's coordinates, the stars, the orbital paths", () => {
    const v = doubleStar.view(given(), null);
    expect(v.map.hexCount).toBe(MAP.grid.count);
    expect(v.map.q).toHaveLength(MAP.grid.count);
    expect(v.map.stars.map((x) => [x.id, x.outermostOrbit])).toEqual([
      ["an-nur", 9],
      ["az-zarr", 7],
    ]);
    expect(v.map.paths).toHaveLength(10);
  });

  it("DS 3.1 each body shows its surface chart, oceans marked, counters and landed ships per hex", () => {
    const s = given();
    site(s, "chien", "N", { population: 100, bases: 1 });
    const dd = ship(s, "chinese", "destroyer", { body: "chien", site: "N" });
    const chien = doubleStar.view(s, null).bodies.find((b) => b.id === "chien")!;
    expect(chien.surface).toHaveLength(8);
    expect(chien.surface.find((x) => x.site === "E4")!.ocean).toBe(true);
    expect(chien.surface.find((x) => x.site === "N")).toMatchObject({ owner: "chinese", population: 100, bases: 1, ships: [dd.id] });
  });

  it("DS 5.1 the fleet composition chart lists each task force with its members and formations", () => {
    const s = given();
    const cs = ship(s, "chinese", "commandShip", { hex: deepSpace() }, { facing: 2 });
    const dd = ship(s, "chinese", "destroyer", { hex: deepSpace() }, { taskForce: cs.id, facing: 2 });
    s.taskForces[0]!.formations = ["cone"];
    s.pools.chinese.cone--;
    const v = doubleStar.view(s, "islamic");
    expect(v.taskForces).toEqual([{ id: cs.id, side: "chinese", hex: deepSpace(), facing: 2, members: [dd.id], formations: ["cone"] }]);
    expect(v.sides.find((x) => x.side === "chinese")!.formationPool).toContainEqual({ formation: "cone", count: 11 });
  });

  it("DS 2 the turn record chart shows the turn, the known last turn, shading and scheduled production", () => {
    const s = given({ turn: 4 });
    s.schedule = [{ id: "P1", side: "islamic", item: "powerPlant", arrives: 8, body: "al-razzak", site: "N", emergency: false }];
    const v = doubleStar.view(s, null);
    expect(v.turnRecord).toEqual({ turn: 4, lastTurn: 48, shaded: true, crossedOnTurn: null, orders: s.schedule });
  });

  it("DS 11.6 options: reconstructed factors may be overridden per ship kind, and the view shows the factors in play", () => {
    const options = optionsSchema.parse({ shipFactors: { battleship: { defense: 7 } } });
    expect(optionsSchema.safeParse({ shipFactors: { battleship: { defense: -1 } } }).success).toBe(false);
    expect(optionsSchema.safeParse({ nonsense: 1 }).success).toBe(false);
    const s = given({ options });
    ship(s, "chinese", "battleship", { hex: deepSpace() });
    const v = doubleStar.view(s, null);
    expect(v.ships[0]).toMatchObject({ attack: 16, defense: 7, movement: SHIPS.battleship.movement });
  });
});

describe("DS 11.1 Who Decides", () => {
  it("DS 11.1 a seat that owes nothing is refused and nothing changes; unknown seats and malformed actions too", () => {
    const s = doubleStar.setup(optionsSchema.parse({}), new Rng("x", "setup"));
    expect(promptOf(s, "chinese")).toBe("placeWorld");
    expect(refuse(s, "islamic", { type: "finishSetup" })).toBe("NOT_YOUR_DECISION");
    expect(refuse(s, "martian", { type: "finishSetup" })).toBe("UNKNOWN_SEAT");
    expect(refuse(s, "chinese", { type: "placeWorld", world: "al-razzak" })).toBe("INVALID_ACTION");
    expect(refuse(s, "chinese", { type: "finishSetup" })).toBe("WRONG_ACTION");
  });

  it("DS 11.1 every offered choice is accepted", () => {
    const s = given();
    ship(s, "chinese", "destroyer", { hex: deepSpace() });
    for (const d of doubleStar.pending(s)) for (const c of d.choices!) play(s, d.seat, c);
  });
});
