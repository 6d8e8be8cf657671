import { describe, expect, it } from "vitest";
import { ironStars } from "../../../src/games/iron-stars";
import { battle, scenarioStart } from "./helpers";

function integersOnly(value: unknown, path = "view"): void {
  if (typeof value === "number") expect(Number.isInteger(value), `${path} = ${value}`).toBe(true);
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) integersOnly(v, `${path}[${i}]`);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) integersOnly(v, `${path}.${k}`);
}

describe("IS 10.2 The view: the table and its ships in hundredths and whole degrees", () => {
  it("IS 10.2 ships carry position, facing, momentum, counter, corners, tracks, and where each enemy lies", () => {
    const s = battle([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90, momentum: 3, damage: { hull: 2, light: 1 } },
      { id: "t", cls: "tsargrad", side: "russia", at: [26, 20], facing: 180 },
    ]);
    const v = ironStars.view(s, "britain");
    expect(v.table).toEqual({ width: 7200, height: 4800 });
    const nike = v.ships.find((x) => x.id === "nike")!;
    expect(nike).toMatchObject({
      position: { x: 2000, y: 2000 },
      facing: 90,
      momentum: 3,
      sizeClass: "M",
      counter: { widthEighths: 8, lengthEighths: 12 },
      hull: { circles: 10, filled: 2, left: 8, q: [] },
      armour: 2,
      thrust: 4,
      primary: { guns: 4, of: 4, die: 10, damage: 2 },
      light: { guns: 3, of: 4 },
      torpedoes: { left: 4, of: 4, die: 8, damage: 2 },
      sightings: [{ ship: "t", arcs: ["starboard"], range: 600 }],
    });
    expect(nike.corners).toEqual([
      { x: 1950, y: 2075 },
      { x: 1950, y: 1925 },
      { x: 2050, y: 1925 },
      { x: 2050, y: 2075 },
    ]);
    expect(nike.track[0]).toEqual({ section: "hull", from: 1, to: 10, circles: 10, filled: 2, left: 8 });
    expect(v.sides.map((x) => [x.seat, x.vp, x.edge])).toEqual([
      ["britain", 0, "south"],
      ["russia", 4, "north"],
    ]);
    integersOnly(v.ships);
  });

  it("IS 10.1 the view names who is awaited; spectators see the same table", () => {
    const s = scenarioStart();
    const spectator = ironStars.view(s, null);
    expect(spectator.awaiting).toEqual(["russia"]);
    expect(spectator.viewer).toBeNull();
    expect(spectator.ships).toHaveLength(17);
    expect(spectator.ships.every((x) => x.position === null && x.corners === null)).toBe(true);
    expect(JSON.parse(JSON.stringify(spectator))).toEqual(spectator);
  });
});
