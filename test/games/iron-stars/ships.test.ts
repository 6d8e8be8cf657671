import { describe, expect, it } from "vitest";
import { designSchema } from "../../../src/games/iron-stars/actions";
import { recordFromDesign } from "../../../src/games/iron-stars/rules/purchase";
import { SCENARIO_ONE } from "../../../src/games/iron-stars/setup";
import { CLASS_IDS, equipmentItems, hullVp, recordProblems, SHIP_CLASSES, sizeOf } from "../../../src/games/iron-stars/ships";
import { vpOf } from "../../../src/games/iron-stars/status";
import { counterOf, sizeClassOf } from "../../../src/games/iron-stars/tables";
import { battle, ship } from "./helpers";

describe("IS 2 Ship Records: every record in the book as data", () => {
  it("IS 2.11 every record's printed hull VP equals round(points ÷ 2 ÷ hull), and every record passes the checks", () => {
    expect(CLASS_IDS).toHaveLength(11);
    for (const id of CLASS_IDS) {
      const r = SHIP_CLASSES[id]!;
      expect(recordProblems(r), id).toEqual([]);
      expect(r.hvp, id).toBe(Math.round(r.points / 2 / r.hull));
    }
  });

  it("IS 2.11 the formula rounds halves up: Gauntlet 95 pts / hull 19 is 2.5 → 3; Alpha 5 / 1 is 2.5 → 3", () => {
    expect(hullVp(95, 19)).toBe(3);
    expect(hullVp(5, 1)).toBe(3);
    expect(hullVp(38, 10)).toBe(2);
  });

  it("IS 2.11 a record whose printed hull VP disagrees with the formula is refused", () => {
    expect(recordProblems({ ...SHIP_CLASSES.nike!, hvp: 3 })).toContain("hull VP 3 should be 2 (points 38 ÷ 2 ÷ hull 10, rounded)");
  });

  it("IS 2 the sample record, HMES Nike: 38 pts, hull 10 (M/2), armour 2, thrust 4, 4/d10 x2, 6/d6 x1, 4 light, 4/d8 x2 torpedoes", () => {
    const n = SHIP_CLASSES.nike!;
    expect([n.points, n.hull, n.hvp, sizeOf(n), n.armour, n.thrust, n.light]).toEqual([38, 10, 2, "M", 2, 4, 4]);
    expect(n.primary).toEqual({ guns: 4, die: 10, damage: 2 });
    expect(n.secondary).toEqual({ guns: 6, die: 6, damage: 1 });
    expect(n.torpedoes).toEqual({ guns: 4, die: 8, damage: 2 });
  });

  it("IS 2.2 hull points give the size class and the counter: 1-3 VS, 4-8 S, 9-15 M, 16-24 L, 25-35 VL", () => {
    expect([1, 3, 4, 8, 9, 15, 16, 24, 25, 35].map(sizeClassOf)).toEqual(["VS", "VS", "S", "S", "M", "M", "L", "L", "VL", "VL"]);
    expect(() => sizeClassOf(36)).toThrow();
    expect(counterOf("VS")).toEqual({ widthEighths: 4, lengthEighths: 6 });
    expect(counterOf("S")).toEqual({ widthEighths: 6, lengthEighths: 9 });
    expect(counterOf("M")).toEqual({ widthEighths: 8, lengthEighths: 12 });
    expect(counterOf("L")).toEqual({ widthEighths: 12, lengthEighths: 12 });
    expect(counterOf("VL")).toEqual({ widthEighths: 12, lengthEighths: 18 });
    expect(sizeOf(SHIP_CLASSES.gauntlet!)).toBe("L");
    expect(sizeOf(SHIP_CLASSES.sycorax!)).toBe("S");
    expect(sizeOf(SHIP_CLASSES.volga!)).toBe("VS");
  });

  it("IS 8.1 Scenario One: Britain 188 points in 8 ships, Russia 192 in 9", () => {
    const total = (side: "britain" | "russia") => SCENARIO_ONE[side].ships.reduce((n, [, , cls]) => n + SHIP_CLASSES[cls]!.points, 0);
    expect(total("britain")).toBe(188);
    expect(total("russia")).toBe(192);
    expect(SCENARIO_ONE.britain.ships).toHaveLength(8);
    expect(SCENARIO_ONE.russia.ships).toHaveLength(9);
  });

  it("R1 Petrograd's light guns are d4 x1 like every light gun (the OCR reads 4/d6 x2): four of them", () => {
    expect(SHIP_CLASSES.petrograd!.light).toBe(4);
  });

  it("R2 torpedo counts follow the stated number, not the printed circles (Gauntlet 6, Tsargrad 6, Volga 6)", () => {
    expect(SHIP_CLASSES.gauntlet!.torpedoes!.guns).toBe(6);
    expect(SHIP_CLASSES.tsargrad!.torpedoes!.guns).toBe(6);
    expect(SHIP_CLASSES.volga!.torpedoes!.guns).toBe(6);
  });

  it("IS 6.12 Q circles: Petrograd's 2nd, 4th and 6th hull circles for its 3 mine factors; Volga's first two for 2; Golem's 7th for two pieces", () => {
    expect(SHIP_CLASSES.petrograd!.q).toEqual([2, 4, 6]);
    expect(equipmentItems(SHIP_CLASSES.petrograd!.equipment)).toBe(3);
    expect(SHIP_CLASSES.volga!.q).toEqual([1, 2]);
    expect(SHIP_CLASSES.golem!.q).toEqual([7]);
    expect(equipmentItems(SHIP_CLASSES.golem!.equipment)).toBe(2);
    expect(SHIP_CLASSES.gauntlet!.equipment.rockets).toBe(5);
  });

  it("IS 4.2 the book's example: Nike destroyed gives 38 VP; 4 hull hits on a surviving Nike give 8 (4 × HVP 2)", () => {
    const hit = battle([
      { id: "nike", cls: "nike", side: "britain", at: [10, 10] },
      { id: "volga", cls: "volga", side: "russia", at: [40, 40] },
    ]);
    ship(hit, "nike").damage.hull = 4;
    expect(vpOf(hit, "russia")).toBe(8);
    ship(hit, "nike").destroyed = { cause: "hull", turn: 1 };
    expect(vpOf(hit, "russia")).toBe(38);
  });
});

const sound = {
  name: "Dauntless",
  points: 40,
  hull: 10,
  armour: 2,
  thrust: 5,
  primary: { guns: 4, die: 8, damage: 2 },
  secondary: { guns: 4, die: 6, damage: 1 },
  light: 4,
  torpedoes: { guns: 2, die: 6, damage: 2 },
  track: { hull: { from: 1, to: 10 }, armour: { from: 11, to: 11 }, thrust: { from: 12, to: 13 }, primary: { from: 14, to: 15 }, secondary: { from: 16, to: 17 }, light: { from: 18, to: 20 } },
  q: [5],
  equipment: { mines: 1 },
};

describe("IS 9 Ship Construction: user-designed records checked against the book's ranges", () => {
  it("IS 9 a sound design is accepted, its size class and hull VP derived", () => {
    const r = recordFromDesign(designSchema.parse(sound));
    expect(recordProblems(r, false)).toEqual([]);
    expect(r.hvp).toBe(2);
    expect(sizeOf(r)).toBe("M");
  });

  it("IS 2.2–2.9 the schema refuses values outside the book's ranges: hull 36, armour 6, thrust 1 or 11, a d7 gun, secondary x3, torpedoes x6", () => {
    for (const bad of [{ hull: 36 }, { armour: 6 }, { thrust: 1 }, { thrust: 11 }, { primary: { guns: 1, die: 7, damage: 1 } }, { secondary: { guns: 1, die: 6, damage: 3 } }, { torpedoes: { guns: 1, die: 6, damage: 6 } }]) {
      expect(designSchema.safeParse({ ...sound, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("IS 2.8 the damage location track must cover 1–20 left to right without gaps", () => {
    const gap = recordFromDesign(designSchema.parse({ ...sound, track: { ...sound.track, thrust: { from: 13, to: 13 } } }));
    expect(recordProblems(gap, false).join()).toMatch(/thrust 13-13 should start at 12/);
    const short = recordFromDesign(designSchema.parse({ ...sound, track: { ...sound.track, light: { from: 18, to: 19 } } }));
    expect(recordProblems(short, false)).toContain("the track ends at 19, not 20");
  });

  it("IS 6.12 more Q circles than pieces of special equipment, or a Q beyond the hull, is refused", () => {
    expect(recordProblems(recordFromDesign(designSchema.parse({ ...sound, q: [2, 3] })), false)).toContain("2 Q circles but only 1 pieces of special equipment");
    expect(recordProblems(recordFromDesign(designSchema.parse({ ...sound, q: [11] })), false).join()).toMatch(/Q circle 11 is not a hull circle/);
  });

  it("IS 7.3 lightning projectors need the battery they stand for", () => {
    const r = recordFromDesign(designSchema.parse({ ...sound, secondary: null, track: { ...sound.track }, equipment: { lightningProjectors: "secondary" } }));
    expect(recordProblems(r, false)).toContain("lightning projectors need a secondary battery");
  });
});
