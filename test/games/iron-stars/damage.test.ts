import { describe, expect, it } from "vitest";
import { designSchema } from "../../../src/games/iron-stars/actions";
import { pending } from "../../../src/games/iron-stars/pending";
import { landingSection } from "../../../src/games/iron-stars/rules/damage";
import { sectionFor } from "../../../src/games/iron-stars/rules/fire";
import { recordFromDesign, recordOf } from "../../../src/games/iron-stars/rules/purchase";
import { recordProblems, SHIP_CLASSES } from "../../../src/games/iron-stars/ships";
import { vpOf } from "../../../src/games/iron-stars/queries";
import type { Point } from "../../../src/games/iron-stars/geometry";
import { clearMove } from "../../../src/games/iron-stars/rules/boxed-in";
import type { Ship } from "../../../src/games/iron-stars/state";
import { battle, events, play, refusal, refuse, ship, shipFrom } from "./helpers";

describe("IS 6.9 Damage Roll: the location track", () => {
  it("IS 2.8 / IS 6.9 Nike's track as the text reads it: 1-10 hull, 11 armour, 12-13 thrust; then 14-16 primary, 17-18 secondary, 19-20 light guns (R4)", () => {
    const nike = shipFrom({ id: "n", cls: "nike", side: "britain", at: [1, 1] });
    expect([1, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20].map((r) => sectionFor(nike, r))).toEqual([
      "hull",
      "hull",
      "armour",
      "thrust",
      "thrust",
      "primary",
      "primary",
      "secondary",
      "secondary",
      "light",
      "light",
    ]);
    expect(recordProblems(SHIP_CLASSES.nike!, true)).toEqual([]);
  });

  it('IS 2.8 with nikeTrack "printed" a bought Nike carries her record\'s row, 1-12 hull, 13 armour, 14-15 thrust, 16 primary (R4)', () => {
    const printed = shipFrom({
      id: "n",
      cls: { ...SHIP_CLASSES.nike!, track: recordOf({ class: "nike" }, "printed").track },
      side: "britain",
      at: [1, 1],
    });
    expect([1, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((r) => sectionFor(printed, r))).toEqual([
      "hull",
      "hull",
      "armour",
      "thrust",
      "thrust",
      "primary",
      "secondary",
      "secondary",
      "light",
      "light",
    ]);
    expect(recordOf({ class: "nike" }).track).toEqual(SHIP_CLASSES.nike!.track);
  });

  it("IS 6.13 torpedo d12s reach only the low end: a Volga's 1-6 hull, 7-14 thrust", () => {
    const volga = shipFrom({ id: "v", cls: "volga", side: "russia", at: [1, 1] });
    expect([1, 6, 7, 12].map((r) => sectionFor(volga, r))).toEqual(["hull", "hull", "thrust", "thrust"]);
  });
});

describe("IS 6.10 Damage Progression", () => {
  it("IS 6.10 a full section passes the point left: light → secondary → primary → thrust → armour → hull", () => {
    const nike = shipFrom({ id: "n", cls: "nike", side: "britain", at: [1, 1], damage: { light: 4 } });
    expect(landingSection(nike, "light")).toBe("secondary");
    nike.damage.secondary = 6;
    expect(landingSection(nike, "light")).toBe("primary");
    nike.damage.primary = 4;
    nike.damage.thrust = 4;
    expect(landingSection(nike, "light")).toBe("armour");
    nike.damage.armour = 2;
    expect(landingSection(nike, "light")).toBe("hull");
    expect(landingSection(nike, "thrust")).toBe("hull");
  });

  it("IS 6.10 sections a record lacks count as full: an Alpha's light-gun hits, once both guns are gone, fall through to thrust", () => {
    const alpha = shipFrom({ id: "a", cls: "alpha", side: "britain", at: [1, 1], damage: { light: 2 } });
    expect(landingSection(alpha, "light")).toBe("thrust");
    // Golem's track names no armour results, but its armour circle can still take progressed damage.
    const golem = shipFrom({ id: "g", cls: "golem", side: "britain", at: [1, 1], damage: { thrust: 5 } });
    expect(landingSection(golem, "thrust")).toBe("armour");
  });
});

describe("IS 6.12 Special Equipment Hits", () => {
  const russiaFires = (target: Parameters<typeof shipFrom>[0]) =>
    battle(
      [
        { id: "t", cls: "tsargrad", side: "russia", at: [20, 20], facing: 90 },
        target,
        { id: "far", cls: "alpha", side: "britain", at: [70, 2] },
      ],
      { step: "activeCombat", active: "russia" },
    );

  it("IS 6.12 Petrograd's second hull circle is a Q: a mine factor is lost (the only kind aboard, so no choice is asked)", () => {
    const s = russiaFires({ id: "p", cls: "petrograd", side: "britain", at: [26, 20], damage: { hull: 1 } });
    const { state, events: ev } = play(
      s,
      "russia",
      { type: "fire", ship: "t", volleys: [{ weapon: "light", target: "p", guns: 1 }] },
      [4, 1],
    );
    expect(events(ev, "EquipmentHit")[0]).toMatchObject({ ship: "p", circle: 2 });
    expect(events(ev, "EquipmentLost")[0]).toMatchObject({ ship: "p", equipment: "mine", lost: 1 });
    expect(ship(state, "p").equipment.mines).toBe(2);
    expect(ship(state, "p").damage.hull).toBe(2);
  });

  it("IS 6.12 Golem's Q: her owner chooses between lightning projectors and the gyroscopic stabilizer before play goes on", () => {
    const s = russiaFires({ id: "golem", cls: "golem", side: "britain", at: [26, 20], damage: { hull: 6 } });
    const { state } = play(s, "russia", { type: "fire", ship: "t", volleys: [{ weapon: "light", target: "golem", guns: 1 }] }, [4, 1]);
    const d = pending(state);
    expect(d).toEqual([
      expect.objectContaining({
        seat: "britain",
        prompt: "loseEquipment",
        choices: [
          { type: "loseEquipment", ship: "golem", equipment: "lightningProjectors" },
          { type: "loseEquipment", ship: "golem", equipment: "gyroscopicStabilizer" },
        ],
      }),
    ]);
    expect(refuse(state, "britain", { type: "loseEquipment", ship: "golem", equipment: "mine" })).toBe("EQUIPMENT_NOT_ABOARD");
    const after = play(state, "britain", { type: "loseEquipment", ship: "golem", equipment: "gyroscopicStabilizer" }).state;
    expect(ship(after, "golem").equipment).toMatchObject({ gyroscopicStabilizer: false, lightningProjectors: "primary" });
    expect(after.step).toBe("reactiveCombat");
    expect(pending(after)[0]).toMatchObject({ seat: "britain", prompt: "fire" });
  });

  it("IS 6.12 rockets lose 2d4; more than are left, with nothing else aboard, loses them all", () => {
    const three = play(
      russiaFires({ id: "g", cls: "gauntlet", side: "britain", at: [26, 20], damage: { hull: 9, armour: 3 } }),
      "russia",
      { type: "fire", ship: "t", volleys: [{ weapon: "light", target: "g", guns: 1 }] },
      [4, 1, 1, 2],
    );
    expect(events(three.events, "EquipmentLost")[0]).toMatchObject({ equipment: "rockets", dice: [1, 2], lost: 3, insteadAnother: false });
    expect(ship(three.state, "g").equipment.rockets).toBe(2);
    const all = play(
      russiaFires({ id: "g", cls: "gauntlet", side: "britain", at: [26, 20], damage: { hull: 9, armour: 3 } }),
      "russia",
      { type: "fire", ship: "t", volleys: [{ weapon: "light", target: "g", guns: 1 }] },
      [4, 1, 4, 3],
    );
    expect(ship(all.state, "g").equipment.rockets).toBe(0);
  });

  it("IS 6.12 rockets rolling more than are left, with other equipment aboard: another piece must be taken instead", () => {
    const raider = recordFromDesign(
      designSchema.parse({
        name: "Raider",
        points: 20,
        hull: 4,
        armour: 0,
        thrust: 8,
        light: 2,
        track: {
          hull: { from: 1, to: 8 },
          armour: null,
          thrust: { from: 9, to: 16 },
          primary: null,
          secondary: null,
          light: { from: 17, to: 20 },
        },
        q: [1],
        equipment: { rockets: 2, mines: 2 },
      }),
    );
    const { state } = play(
      russiaFires({ id: "r", cls: raider, side: "britain", at: [26, 20] }),
      "russia",
      { type: "fire", ship: "t", volleys: [{ weapon: "light", target: "r", guns: 1 }] },
      [4, 1],
    );
    expect(pending(state)[0]!.choices).toEqual([
      { type: "loseEquipment", ship: "r", equipment: "rockets" },
      { type: "loseEquipment", ship: "r", equipment: "mine" },
    ]);
    const { state: after, events: ev } = play(state, "britain", { type: "loseEquipment", ship: "r", equipment: "rockets" }, [2, 3]);
    expect(events(ev, "EquipmentLost")).toEqual([
      expect.objectContaining({ equipment: "rockets", dice: [2, 3], lost: 0, insteadAnother: true }),
      expect.objectContaining({ equipment: "mine", lost: 1 }),
    ]);
    expect(ship(after, "r").equipment).toMatchObject({ rockets: 2, mines: 1 });
  });

  it("IS 7.5 a Q hit on the Fei Yu costs 2d4 of its fire arrows; rolling more than are left, with nothing else aboard, costs them all", () => {
    const feiYuHit = (lossDice: [number, number]) =>
      play(
        russiaFires({ id: "fy", cls: "feiYu", side: "britain", at: [26, 20] }),
        "russia",
        { type: "fire", ship: "t", volleys: [{ weapon: "light", target: "fy", guns: 1 }] },
        [4, 1, ...lossDice],
      );
    const three = feiYuHit([1, 2]);
    expect(events(three.events, "EquipmentHit")[0]).toMatchObject({ ship: "fy", circle: 1 });
    expect(events(three.events, "EquipmentLost")[0]).toMatchObject({
      ship: "fy",
      equipment: "fireArrows",
      dice: [1, 2],
      lost: 3,
      insteadAnother: false,
    });
    expect(ship(three.state, "fy").equipment.fireArrows).toBe(2);
    expect(ship(three.state, "fy").destroyed).toBeNull();
    expect(three.rolls.slice(2).map((r) => r.die)).toEqual(["d4", "d4"]);
    const all = feiYuHit([4, 3]);
    expect(events(all.events, "EquipmentLost")[0]).toMatchObject({ equipment: "fireArrows", dice: [4, 3], lost: 5 });
    expect(ship(all.state, "fy").equipment.fireArrows).toBe(0);
  });

  it("IS 6.12 a Q hit that destroys the ship costs nothing more: the ship is gone", () => {
    const { state, events: ev } = play(
      russiaFires({ id: "fy", cls: "feiYu", side: "britain", at: [26, 20], damage: { hull: 1 } }),
      "russia",
      { type: "fire", ship: "t", volleys: [{ weapon: "light", target: "fy", guns: 1 }] },
      [4, 1, 3, 5],
    );
    expect(events(ev, "EquipmentLost")).toHaveLength(0);
    expect(ship(state, "fy").destroyed).toEqual({ cause: "hull", turn: 1 });
    expect(vpOf(state, "russia")).toBe(8);
  });
});

describe("IS 7.6 Mines (reconstructed)", () => {
  const layer = () =>
    battle(
      [
        { id: "v", cls: "volga", side: "russia", at: [30, 20], facing: 0, momentum: 4 },
        { id: "nike", cls: "nike", side: "britain", at: [26, 20], facing: 0, momentum: 4 },
      ],
      { active: "russia" },
    );

  it('IS 7.6 a ship lays 1–3 mine factors where its move starts: a 3", 4" or 5" minefield', () => {
    const { state, events: ev } = play(layer(), "russia", { type: "moveShip", ship: "v", first: 800, mines: 2 });
    expect(events(ev, "MinefieldLaid")[0]).toMatchObject({
      id: "minefield-1",
      layer: "v",
      centre: { x: 3000, y: 2000 },
      radius: 200,
      factors: 2,
    });
    expect(ship(state, "v").equipment.mines).toBe(0);
    expect(refuse(layer(), "russia", { type: "moveShip", ship: "v", first: 800, mines: 3 })).toBe("NOT_ENOUGH_MINES");
  });

  it("IS 7.6 a ship moving through rolls a d6 per factor and takes a hull hit on each 6", () => {
    const laid = play(layer(), "russia", { type: "moveShip", ship: "v", first: 800, mines: 2 }).state;
    const { state, events: ev } = play(laid, "britain", { type: "moveShip", ship: "nike", first: 800 }, [6, 3]);
    expect(events(ev, "MinefieldAttacked")[0]).toMatchObject({ ship: "nike", minefield: "minefield-1", dice: [6, 3], hullHits: 1 });
    expect(ship(state, "nike").damage.hull).toBe(1);
  });

  it("IS 7.6 a ship whose path misses the field is not attacked; inert equipment lays nothing", () => {
    const laid = play(layer(), "russia", { type: "moveShip", ship: "v", first: 800, mines: 1 }).state;
    const { events: ev } = play(laid, "britain", { type: "moveShip", ship: "nike", first: 0, turn: 90, second: 0 });
    expect(events(ev, "MinefieldAttacked")).toHaveLength(0);
    const inert = layer();
    inert.options = { ...inert.options, specialEquipment: "inert" };
    expect(refuse(inert, "russia", { type: "moveShip", ship: "v", first: 800, mines: 1 })).toBe("EQUIPMENT_INERT");
  });
});

describe("IS 5.6 Boxed in, decided exactly", () => {
  // An Alpha (thrust 1 left, momentum 3: 2" to 4") in a ring of large counters. The coarse scan
  // (every 1/24 of the range, turns every 5°, the pivot halfway) found no clear end here.
  const ring = () =>
    battle(
      [
        { id: "a", cls: "alpha", side: "britain", at: [30, 30], facing: 0, momentum: 3, damage: { thrust: 8 } },
        { id: "A", cls: "gauntlet", side: "russia", at: [31.45, 30], facing: 0 },
        { id: "B", cls: "gauntlet", side: "russia", at: [33.55, 30], facing: 0 },
        { id: "o0", cls: "gauntlet", side: "russia", at: [32.39, 28.74], facing: 45 },
        { id: "o1", cls: "gauntlet", side: "russia", at: [32.32, 31.18], facing: 15 },
        { id: "o2", cls: "gauntlet", side: "russia", at: [33.98, 29.33], facing: 30 },
        { id: "o3", cls: "gauntlet", side: "russia", at: [31.76, 30.57], facing: 45 },
      ],
      { active: "britain" },
    );

  it('IS 5.6 a clear end the coarse scan missed is found (1.99", a 36° pivot, 1.99"), so the ship is not boxed in', () => {
    const s = ring();
    const a = s.ships[0] as Ship & { position: Point };
    const found = clearMove(s, a);
    expect(found).not.toBeNull();
    expect(() => play(s, "britain", found!)).not.toThrow();
    expect(play(s, "britain", { type: "moveShip", ship: "a", first: 199, turn: 36, second: 199 }).state.ships[0]!.position).not.toBeNull();
  });

  it("IS 5.6 while that clear end exists, a move finishing on a counter is refused, not carried on past the ship's maximum", () => {
    const s = ring();
    expect(refusal(s, "britain", { type: "moveShip", ship: "a", first: 200 })).toMatchObject({
      code: "ENDS_ON_COUNTER",
      rule: "IS 5.6 Counters Never Finish on One Another",
    });
  });
});

describe("R14 Boxed in", () => {
  it("R14 a ship that cannot finish clear anywhere in its bounds is carried on straight ahead until its counter is clear", () => {
    // Volga-5's case from a playout: thrust 0, momentum 1, a large ship's counter across its only moves.
    const s = battle(
      [
        { id: "v", cls: "volga", side: "russia", at: [28.44, 35.65], facing: 252, momentum: 1, damage: { thrust: 8 } },
        { id: "g", cls: "gauntlet", side: "britain", at: [27.98, 34.27], facing: 72 },
      ],
      { active: "russia" },
    );
    const { state, events: ev } = play(s, "russia", { type: "moveShip", ship: "v", first: 100 });
    const moved = events(ev, "ShipMoved")[0]!;
    expect(moved.distance).toBeGreaterThan(100);
    expect(ship(state, "v").momentum).toBe(Math.ceil(moved.distance / 200));
    // A ship with a clear move available is still refused when it ends on a counter.
    const free = battle(
      [
        { id: "nike", cls: "nike", side: "russia", at: [20, 20], momentum: 4 },
        { id: "syc", cls: "sycorax", side: "britain", at: [24, 20] },
      ],
      { active: "russia" },
    );
    expect(refuse(free, "russia", { type: "moveShip", ship: "nike", first: 400 })).toBe("ENDS_ON_COUNTER");
  });
});
