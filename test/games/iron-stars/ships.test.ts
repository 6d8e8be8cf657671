import { describe, expect, it } from "vitest";
import { ironStars } from "../../../src/games/iron-stars";
import { designSchema } from "../../../src/games/iron-stars/actions";
import { optionsSchema } from "../../../src/games/iron-stars/options";
import { pending } from "../../../src/games/iron-stars/pending";
import type { FiringBoundsList, MovementBoundsList } from "../../../src/games/iron-stars/pending";
import { recordFromDesign } from "../../../src/games/iron-stars/rules/purchase";
import { SCENARIO_ONE } from "../../../src/games/iron-stars/setup";
import {
  CLASS_IDS,
  equipmentItems,
  hullVp,
  NO_EQUIPMENT,
  recordProblems,
  SHIP_CLASSES,
  sizeOf,
  type Equipment,
} from "../../../src/games/iron-stars/ships";
import { vpOf } from "../../../src/games/iron-stars/queries";
import { counterOf, sizeClassOf } from "../../../src/games/iron-stars/tables";
import { battle, events, play, refusal, ScriptedRng, ship, type ShipSpec } from "./helpers";

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
  track: {
    hull: { from: 1, to: 10 },
    armour: { from: 11, to: 11 },
    thrust: { from: 12, to: 13 },
    primary: { from: 14, to: 15 },
    secondary: { from: 16, to: 17 },
    light: { from: 18, to: 20 },
  },
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

  it("IS 2.8 the damage location track must cover 1–20 left to right without gaps", () => {
    const gap = recordFromDesign(designSchema.parse({ ...sound, track: { ...sound.track, thrust: { from: 13, to: 13 } } }));
    expect(recordProblems(gap, false).join()).toMatch(/thrust 13-13 should start at 12/);
    const short = recordFromDesign(designSchema.parse({ ...sound, track: { ...sound.track, light: { from: 18, to: 19 } } }));
    expect(recordProblems(short, false)).toContain("the track ends at 19, not 20");
  });

  it("IS 6.12 more Q circles than pieces of special equipment, or a Q beyond the hull, is refused", () => {
    expect(recordProblems(recordFromDesign(designSchema.parse({ ...sound, q: [2, 3] })), false)).toContain(
      "2 Q circles but only 1 pieces of special equipment",
    );
    expect(recordProblems(recordFromDesign(designSchema.parse({ ...sound, q: [11] })), false).join()).toMatch(
      /Q circle 11 is not a hull circle/,
    );
  });

  it("IS 7.3 lightning projectors need the battery they stand for", () => {
    const r = recordFromDesign(
      designSchema.parse({ ...sound, secondary: null, track: { ...sound.track }, equipment: { lightningProjectors: "secondary" } }),
    );
    expect(recordProblems(r, false)).toContain("lightning projectors need a secondary battery");
  });
});

describe("IS 2 The ship record, section by section", () => {
  /** Whether the design schema takes `sound` with these fields changed. */
  const takes = (change: Record<string, unknown>) => designSchema.safeParse({ ...sound, ...change }).success;
  /** A battle in Britain's (active) combat phase. */
  const combat = (ships: ShipSpec[]) => battle(ships, { step: "activeCombat" });
  const nikeAndTsargrad = (nike: Partial<ShipSpec> = {}, tsargrad: Partial<ShipSpec> = {}) =>
    combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90, ...nike },
      { id: "t", cls: "tsargrad", side: "russia", at: [26, 20], facing: 90, ...tsargrad },
    ]);
  /** How many guns of a weapon the pending fire decision offers the first ship. */
  const offered = (s: ReturnType<typeof combat>, weapon: string) =>
    (pending(s)[0]!.bounds as FiringBoundsList).ships[0]!.weapons.find((w) => w.weapon === weapon)?.guns ?? 0;

  it("IS 2.1 the point value is what a ship costs in a pick-up fleet and what its destruction scores", () => {
    const s = ironStars.setup(optionsSchema.parse({ scenario: "pickUp", points: 100 }), new ScriptedRng([]));
    // Tsargrad (53) and Nike (38) make 91, the least a 100-point fleet may cost.
    const bought = play(s, "fleet1", { type: "buyFleet", ships: [{ class: "tsargrad" }, { class: "nike" }] });
    expect(ironStars.view(bought.state, "fleet1").myPurchase).toMatchObject({ points: 91 });
    // 102 is within 10% of 100 (IS 3.1); with three Alphas more, 117, it is not.
    expect(
      ironStars.view(
        play(s, "fleet1", { type: "buyFleet", ships: [{ class: "tsargrad" }, { class: "nike" }, { class: "volga" }] }).state,
        "fleet1",
      ).myPurchase,
    ).toMatchObject({ points: 102 });
    expect(
      refusal(s, "fleet1", {
        type: "buyFleet",
        ships: [{ class: "tsargrad" }, { class: "nike" }, { class: "volga" }, { class: "alpha" }, { class: "alpha" }, { class: "alpha" }],
      }).message,
    ).toContain("costs 117 points");
    for (const id of CLASS_IDS) {
      const b = battle([
        { id: "x", cls: id, side: "britain", at: [10, 10] },
        { id: "y", cls: "volga", side: "russia", at: [60, 40] },
      ]);
      ship(b, "x").destroyed = { cause: "hull", turn: 1 };
      expect(vpOf(b, "russia"), id).toBe(SHIP_CLASSES[id]!.points);
    }
  });

  it("IS 2.2 a design's hull runs from 1 to 35: 35 is a very large ship, 0 and 36 are refused", () => {
    expect([1, 35, 0, 36].map((hull) => takes({ hull }))).toEqual([true, true, false, false]);
    expect(sizeOf(recordFromDesign(designSchema.parse({ ...sound, hull: 35 })))).toBe("VL");
  });

  it("IS 2.3 armour runs from 0 to 5, and each armour hit takes one off the number needed to hit the ship", () => {
    expect([0, 5, -1, 6].map((armour) => takes({ armour }))).toEqual([true, true, false, false]);
    // A light gun (d4) at Tsargrad (armour 2) 6" off needs 2 + 2 + 1.
    const needs = (armourHits: number) =>
      events(
        play(
          nikeAndTsargrad({}, { damage: { armour: armourHits } }),
          "britain",
          { type: "fire", ship: "nike", volleys: [{ weapon: "light", target: "t", guns: 1 }] },
          [1],
        ).events,
        "VolleyFired",
      )[0]!.targetNumber;
    expect([needs(0), needs(1), needs(2)]).toEqual([5, 4, 3]);
  });

  it("IS 2.4 thrust runs from 2 to 10, and each thrust hit takes an inch off the move a ship may make", () => {
    expect([2, 10, 1, 11].map((thrust) => takes({ thrust }))).toEqual([true, true, false, false]);
    const moving = (thrustHits: number) =>
      battle([
        { id: "nike", cls: "nike", side: "britain", at: [20, 20], damage: { thrust: thrustHits } },
        { id: "v", cls: "volga", side: "russia", at: [60, 40] },
      ]);
    const most = (thrustHits: number) => (pending(moving(thrustHits))[0]!.bounds as MovementBoundsList).ships[0]!.maxDistance;
    expect([most(0), most(1), most(4)]).toEqual([400, 300, 0]);
    expect(refusal(moving(1), "britain", { type: "moveShip", ship: "nike", first: 301 }).code).toBe("MOVE_TOO_LONG");
  });

  it("IS 2.5 a primary battery rolls d4 to d12 for x1 to x3 damage, and each primary hit silences one of its guns", () => {
    expect(takes({ primary: { guns: 2, die: 12, damage: 3 } })).toBe(true);
    for (const bad of [
      { guns: 2, die: 7, damage: 1 },
      { guns: 2, die: 20, damage: 1 },
      { guns: 2, die: 8, damage: 4 },
      { guns: 0, die: 8, damage: 1 },
    ]) {
      expect(takes({ primary: bad }), JSON.stringify(bad)).toBe(false);
    }
    expect(offered(nikeAndTsargrad(), "primary")).toBe(4);
    const hit = nikeAndTsargrad({ damage: { primary: 1 } });
    expect(offered(hit, "primary")).toBe(3);
    expect(refusal(hit, "britain", { type: "fire", ship: "nike", volleys: [{ weapon: "primary", target: "t", guns: 4 }] }).code).toBe(
      "TOO_MANY_GUNS",
    );
  });

  it("IS 2.6 a secondary battery does x1 or x2 damage, never x3, and each secondary hit silences one of its guns", () => {
    expect([1, 2, 3].map((damage) => takes({ secondary: { guns: 2, die: 6, damage } }))).toEqual([true, true, false]);
    expect(offered(nikeAndTsargrad(), "secondary")).toBe(6);
    expect(offered(nikeAndTsargrad({ damage: { secondary: 2 } }), "secondary")).toBe(4);
  });

  it("IS 2.7 light guns are all d4 x1: a record gives only how many, and a hit rolls one location", () => {
    expect(takes({ light: 6 })).toBe(true);
    expect(takes({ light: { guns: 6, die: 6, damage: 2 } })).toBe(false);
    const s = combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
      { id: "v", cls: "volga", side: "russia", at: [26, 20] },
    ]);
    const { events: ev, rolls } = play(
      s,
      "britain",
      { type: "fire", ship: "nike", volleys: [{ weapon: "light", target: "v", guns: 2 }] },
      [3, 1, 16],
    );
    expect(events(ev, "VolleyFired")[0]).toMatchObject({
      die: 4,
      targetNumber: 2 + 0 + 1,
      hits: 1,
      locations: [{ roll: 16, section: "light" }],
    });
    expect(rolls.map((r) => r.die)).toEqual(["d4", "d4", "d20"]);
  });

  it("IS 2.9 torpedoes roll d4 to d12 for x1 to x5 damage: a x5 torpedo hit rolls five d12s on the track", () => {
    expect([1, 5, 6].map((damage) => takes({ torpedoes: { guns: 2, die: 12, damage } }))).toEqual([true, true, false]);
    expect(takes({ torpedoes: { guns: 2, die: 20, damage: 1 } })).toBe(false);
    const heavy = recordFromDesign(designSchema.parse({ ...sound, torpedoes: { guns: 2, die: 4, damage: 5 } }));
    const s = combat([
      { id: "d", cls: heavy, side: "britain", at: [20, 20], facing: 90 },
      { id: "v", cls: "volga", side: "russia", at: [23, 20] },
    ]);
    // Half of d4, no armour, +1 for one full 2": 3 to hit. The locations are read on the Volga's track (1-6 hull, 7-14 thrust).
    const { events: ev, rolls } = play(
      s,
      "britain",
      { type: "fire", ship: "d", volleys: [{ weapon: "torpedoes", target: "v", guns: 1 }] },
      [4, 1, 2, 3, 7, 12],
    );
    expect(events(ev, "VolleyFired")[0]).toMatchObject({ die: 4, targetNumber: 3, hits: 1 });
    expect(events(ev, "VolleyFired")[0]!.locations.map((l: { section: string }) => l.section)).toEqual([
      "hull",
      "hull",
      "hull",
      "thrust",
      "thrust",
    ]);
    expect(rolls.slice(1).map((r) => r.die)).toEqual(["d12", "d12", "d12", "d12", "d12"]);
  });

  it("IS 2.10 the notes carry each record's special equipment: Gauntlet's rockets, Fei Yu's fire arrows, Golem's projectors and stabilizer, the Russian mine factors; the rest carry none", () => {
    const notes = Object.fromEntries(
      CLASS_IDS.map((id) => {
        const e = SHIP_CLASSES[id]!.equipment;
        return [id, Object.fromEntries(Object.entries(e).filter(([k, v]) => v !== NO_EQUIPMENT[k as keyof Equipment]))];
      }),
    );
    expect(notes).toEqual({
      nike: {},
      gauntlet: { rockets: 5 },
      golem: { lightningProjectors: "primary", gyroscopicStabilizer: true },
      sycorax: {},
      alpha: {},
      tsargrad: {},
      petrograd: { mines: 3 },
      volga: { mines: 2 },
      taiZhou: {},
      minZhou: {},
      feiYu: { fireArrows: 5 },
    });
    const v = ironStars.view(
      battle([
        { id: "fy", cls: "feiYu", side: "britain", at: [10, 10] },
        { id: "g", cls: "gauntlet", side: "russia", at: [60, 40] },
      ]),
      "britain",
    );
    expect(v.ships.map((x) => [x.id, x.equipment.fireArrows, x.equipment.rockets])).toEqual([
      ["fy", 5, 0],
      ["g", 0, 5],
    ]);
  });
});
