import { describe, expect, it } from "vitest";
import { ironStars } from "../../../src/games/iron-stars";
import { designSchema } from "../../../src/games/iron-stars/actions";
import { pending } from "../../../src/games/iron-stars/pending";
import { volleyHits } from "../../../src/games/iron-stars/rules/fire";
import { recordFromDesign } from "../../../src/games/iron-stars/rules/purchase";
import { SHIP_CLASSES } from "../../../src/games/iron-stars/ships";
import { gunsInArc, lightGunsPerArc } from "../../../src/games/iron-stars/tables";
import { battle, events, play, refusal, refuse, ship, type ShipSpec } from "./helpers";

/** Britain fires first (active combat). */
function combat(ships: ShipSpec[], options: Record<string, unknown> = {}) {
  return battle(ships, { step: "activeCombat", options });
}

const nikeVsTsargrad = (range = 6, extra: Partial<ShipSpec> = {}, options: Record<string, unknown> = {}) =>
  combat(
    [
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
      { id: "tsargrad", cls: "tsargrad", side: "russia", at: [20 + range, 20], facing: 90, ...extra },
    ],
    options,
  );

describe("IS 6.4 Guns per Arc", () => {
  it("IS 6.4 the table: primary ×½ fore and aft, ×1 on the beam; secondary ×¼ and ×½; fractions round up", () => {
    expect(["forward", "aft", "port", "starboard"].map((a) => gunsInArc("primary", 4, a as never))).toEqual([2, 2, 4, 4]);
    expect(["forward", "aft", "port", "starboard"].map((a) => gunsInArc("secondary", 8, a as never))).toEqual([2, 2, 4, 4]);
    expect(gunsInArc("primary", 3, "forward")).toBe(2);
  });

  it("IS 6.4 the book's example: 5 secondary guns into the forward arc → 2", () => {
    expect(gunsInArc("secondary", 5, "forward")).toBe(2);
  });

  it("IS 6.4 firing more guns than bear into the arc is refused, naming the numbers", () => {
    const s = combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 0 },
      { id: "tsargrad", cls: "tsargrad", side: "russia", at: [30, 20] },
    ]);
    const r = refusal(s, "britain", { type: "fire", ship: "nike", volleys: [{ weapon: "primary", target: "tsargrad", guns: 3 }] });
    expect(r).toMatchObject({ code: "TOO_MANY_GUNS_FOR_ARC", rule: "IS 6.4 Guns per Arc" });
    expect(r.message).toContain("3 primary guns at tsargrad in the forward arc, but only 2 of 4 bear there");
  });
});

describe("IS 6.5 Light Gun Fire", () => {
  it("IS 6.5 the book's example: 7 light guns, at most 4 into any one arc", () => {
    expect(lightGunsPerArc(7)).toBe(4);
  });

  it("IS 6.5 light guns spread over several targets, at most half (rounded up) into one arc", () => {
    // Tai Zhou: 10 light guns, 5 per arc. Two Volgas to starboard, one ahead.
    const s = combat([
      { id: "tai", cls: "taiZhou", side: "britain", at: [30, 20], facing: 90 },
      { id: "v1", cls: "volga", side: "russia", at: [36, 20] },
      { id: "v2", cls: "volga", side: "russia", at: [36, 24] },
      { id: "v3", cls: "volga", side: "russia", at: [30, 28] },
    ]);
    const r = refusal(s, "britain", {
      type: "fire",
      ship: "tai",
      volleys: [
        { weapon: "light", target: "v1", guns: 3 },
        { weapon: "light", target: "v2", guns: 3 },
      ],
    });
    expect(r).toMatchObject({ code: "TOO_MANY_GUNS_FOR_ARC", rule: "IS 6.5 Light Gun Fire" });
    expect(r.message).toContain("6 light guns into the starboard arc, but at most 5 of 10");
    const dice = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const { events: ev } = play(
      s,
      "britain",
      {
        type: "fire",
        ship: "tai",
        volleys: [
          { weapon: "light", target: "v1", guns: 3 },
          { weapon: "light", target: "v2", guns: 2 },
          { weapon: "light", target: "v3", guns: 5 },
        ],
      },
      dice,
    );
    expect(events(ev, "VolleyFired").map((v) => [v.target, v.arc, v.dice.length])).toEqual([
      ["v1", "starboard", 3],
      ["v2", "starboard", 2],
      ["v3", "forward", 5],
    ]);
    expect(
      refuse(s, "britain", {
        type: "fire",
        ship: "tai",
        volleys: [
          { weapon: "light", target: "v1", guns: 1 },
          { weapon: "light", target: "v1", guns: 1 },
        ],
      }),
    ).toBe("DUPLICATE_VOLLEY");
  });
});

describe("IS 6.6 / 6.7 Target Number and Range", () => {
  it("IS 6.6 the book's example: Nike's d10 primaries at a target 6\" away with armour 2 need 8", () => {
    const { state, events: ev } = play(
      nikeVsTsargrad(),
      "britain",
      { type: "fire", ship: "nike", volleys: [{ weapon: "primary", target: "tsargrad", guns: 4 }] },
      [8, 7, 10, 1, 1, 10, 13, 20],
    );
    const v = events(ev, "VolleyFired")[0]!;
    expect(v).toMatchObject({ weapon: "primary", arc: "starboard", range: 600, targetNumber: 8, dice: [8, 7, 10, 1], hits: 2 });
    // Each hit of a x2 gun rolls 2d20 on the track: 1 hull, 10 armour, 13 primary, 20 light guns.
    expect(v.locations.map((l: { section: string }) => l.section)).toEqual(["hull", "armour", "primary", "light"]);
    expect(ship(state, "tsargrad").damage).toEqual({ hull: 1, armour: 1, thrust: 0, primary: 1, secondary: 0, light: 1 });
  });

  it('IS 6.7 +1 per full 5": 4.99" adds nothing, 5" adds 1, and nothing reaches 35"', () => {
    const tn = (range: number) =>
      events(
        play(
          nikeVsTsargrad(range),
          "britain",
          { type: "fire", ship: "nike", volleys: [{ weapon: "light", target: "tsargrad", guns: 1 }] },
          [1],
        ).events,
        "VolleyFired",
      )[0]!.targetNumber;
    expect(tn(4.99)).toBe(2 + 2);
    expect(tn(5)).toBe(2 + 2 + 1);
    expect(tn(34.99)).toBe(2 + 2 + 6);
    const far = nikeVsTsargrad(35);
    far.ships.push({ ...ship(far, "tsargrad"), id: "near", position: { x: 2000, y: 2600 } });
    const r = refusal(far, "britain", { type: "fire", ship: "nike", volleys: [{ weapon: "light", target: "tsargrad", guns: 1 }] });
    expect(r).toMatchObject({ code: "OUT_OF_RANGE", rule: "IS 6.7 Range" });
    expect(r.message).toContain('tsargrad is 35.00" away; light guns reach only targets closer than 35.00"');
  });

  it("IS 6.1 the primary battery fires at one target, the secondary at it or at a second one", () => {
    const s = combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
      { id: "t", cls: "tsargrad", side: "russia", at: [30, 20] },
      { id: "v", cls: "volga", side: "russia", at: [10, 20] },
    ]);
    const two = play(
      s,
      "britain",
      {
        type: "fire",
        ship: "nike",
        volleys: [
          { weapon: "primary", target: "t", guns: 4 },
          { weapon: "secondary", target: "v", guns: 3 },
        ],
      },
      [1, 1, 1, 1, 1, 1, 1],
    );
    expect(events(two.events, "VolleyFired").map((v) => [v.weapon, v.target, v.arc])).toEqual([
      ["primary", "t", "starboard"],
      ["secondary", "v", "port"],
    ]);
    const r = refusal(s, "britain", {
      type: "fire",
      ship: "nike",
      volleys: [
        { weapon: "primary", target: "t", guns: 2 },
        { weapon: "primary", target: "v", guns: 2 },
      ],
    });
    expect(r).toMatchObject({ code: "ONE_TARGET_PER_WEAPON", rule: "IS 6.1 Choosing Targets" });
  });

  it("IS 6.1 only enemy ships on the table are targets", () => {
    const s = combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
      { id: "syc", cls: "sycorax", side: "britain", at: [25, 20] },
      { id: "t", cls: "tsargrad", side: "russia", at: [30, 20] },
      { id: "v", cls: "volga", side: "russia", at: [10, 20] },
    ]);
    expect(refuse(s, "britain", { type: "fire", ship: "nike", volleys: [{ weapon: "primary", target: "syc", guns: 1 }] })).toBe(
      "TARGET_NOT_ENEMY",
    );
    ship(s, "t").destroyed = { cause: "hull", turn: 1 };
    expect(refuse(s, "britain", { type: "fire", ship: "nike", volleys: [{ weapon: "primary", target: "t", guns: 1 }] })).toBe(
      "TARGET_NOT_ON_TABLE",
    );
  });
});

describe("IS 6.8 Line of Sight", () => {
  it("IS 10.4 a side that resigns during a combat phase ends the game at once: the hits still waiting never land, and the invariants hold", () => {
    // Sycorax has yet to fire, so the phase is still open and Nike's hits wait for its end.
    const open = combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
      { id: "syc", cls: "sycorax", side: "britain", at: [22.5, 20] },
      { id: "tsargrad", cls: "tsargrad", side: "russia", at: [26, 20], facing: 90 },
    ]);
    const { state } = play(
      open,
      "britain",
      { type: "fire", ship: "nike", volleys: [{ weapon: "primary", target: "tsargrad", guns: 4 }] },
      [8, 7, 10, 1, 1, 10, 13, 20],
    );
    expect(state.hits.length).toBeGreaterThan(0);
    const { state: over } = ironStars.resign(state, "russia");
    expect(ironStars.outcome(over)).toMatchObject({ winners: ["britain"], kind: "forfeit" });
    expect(over.ships.find((x) => x.id === "tsargrad")).toEqual(state.ships.find((x) => x.id === "tsargrad"));
    expect(() => ironStars.assert(over)).not.toThrow();
  });

  it("IS 6.8 ships never block: counters squarely between firer and target change neither what may fire nor the number needed", () => {
    const screened = combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
      { id: "syc", cls: "sycorax", side: "britain", at: [22.5, 20] },
      { id: "v", cls: "volga", side: "russia", at: [24, 20] },
      { id: "tsargrad", cls: "tsargrad", side: "russia", at: [26, 20], facing: 90 },
    ]);
    const primaryAt = (s: ReturnType<typeof combat>) =>
      (pending(s)[0]!.bounds as { ships: { weapons: { weapon: string; targets: { target: string }[] }[] }[] }).ships[0]!.weapons.find(
        (w) => w.weapon === "primary",
      )!.targets.find((t) => t.target === "tsargrad");
    expect(primaryAt(screened)).toEqual(primaryAt(nikeVsTsargrad()));
    expect(primaryAt(screened)).toMatchObject({ arcs: ["starboard"], range: 600, targetNumber: 8, maxGuns: 4 });
    const { state, events: ev } = play(
      screened,
      "britain",
      { type: "fire", ship: "nike", volleys: [{ weapon: "primary", target: "tsargrad", guns: 4 }] },
      [8, 7, 10, 1, 1, 10, 13, 20],
    );
    expect(events(ev, "VolleyFired")[0]).toMatchObject({ target: "tsargrad", targetNumber: 8, hits: 2 });
    // Every point rolled lands on Tsargrad; the ships in between take none (it is applied when the phase ends).
    expect(state.hits.map((h) => [h.target, h.section])).toEqual([
      ["tsargrad", "hull"],
      ["tsargrad", "armour"],
      ["tsargrad", "primary"],
      ["tsargrad", "light"],
    ]);
    const after = play(state, "britain", { type: "ceaseFire" }).state;
    expect(ship(after, "tsargrad").damage).toMatchObject({ hull: 1, armour: 1, primary: 1, light: 1 });
    expect([ship(after, "syc").damage, ship(after, "v").damage]).toEqual([ship(screened, "syc").damage, ship(screened, "v").damage]);
  });
});

describe("IS 6.3 Targets on an Arc Line", () => {
  const onLine = () =>
    combat([
      { id: "gauntlet", cls: "gauntlet", side: "britain", at: [20, 20], facing: 0 },
      { id: "t", cls: "tsargrad", side: "russia", at: [27, 27] },
    ]);

  it("IS 6.3 a target exactly on a diagonal: both sides roll a d6; the firer wins and takes the beam, where all 4 primaries bear", () => {
    const { events: ev } = play(
      onLine(),
      "britain",
      { type: "fire", ship: "gauntlet", volleys: [{ weapon: "primary", target: "t", guns: 4 }] },
      [5, 3, 1, 1, 1, 1],
    );
    expect(events(ev, "ArcRolledOff")[0]).toMatchObject({ arcs: ["forward", "port"], winner: "britain", arc: "port" });
    expect(events(ev, "VolleyFired")[0]!.dice).toHaveLength(4);
  });

  it("IS 6.3 the defender wins the roll (after a tie is rolled again) and puts the target in the forward arc: only 2 fire", () => {
    const { events: ev } = play(
      onLine(),
      "britain",
      { type: "fire", ship: "gauntlet", volleys: [{ weapon: "primary", target: "t", guns: 4 }] },
      [4, 4, 2, 6, 1, 1],
    );
    const r = events(ev, "ArcRolledOff")[0]!;
    expect(r.rolls).toHaveLength(2);
    expect(r).toMatchObject({ winner: "russia", arc: "forward" });
    expect(events(ev, "VolleyFired")[0]).toMatchObject({ arc: "forward", dice: [1, 1] });
  });

  it("IS 6.3 / IS 6.13 torpedoes alone at a target on a diagonal need no roll-off: they fire in full into any arc", () => {
    const { events: ev } = play(
      onLine(),
      "britain",
      { type: "fire", ship: "gauntlet", volleys: [{ weapon: "torpedoes", target: "t", guns: 2 }] },
      [1, 1],
    );
    expect(events(ev, "ArcRolledOff")).toEqual([]);
    expect(events(ev, "VolleyFired")[0]!.dice).toHaveLength(2);
  });

  it("IS 6.3 / IS 7.4 a rocket volley alone at a target on a diagonal needs no roll-off", () => {
    const { events: ev } = play(
      onLine(),
      "britain",
      { type: "fire", ship: "gauntlet", volleys: [{ weapon: "rockets", target: "t", guns: 2 }] },
      [1, 1],
    );
    expect(events(ev, "ArcRolledOff")).toEqual([]);
    expect(events(ev, "VolleyFired")[0]).toMatchObject({ weapon: "rockets", dice: [1, 1] });
  });

  it("IS 6.3 torpedoes beside a gun volley at the same target still share its one roll-off", () => {
    const { events: ev } = play(
      onLine(),
      "britain",
      {
        type: "fire",
        ship: "gauntlet",
        volleys: [
          { weapon: "torpedoes", target: "t", guns: 1 },
          { weapon: "primary", target: "t", guns: 4 },
        ],
      },
      [5, 3, 1, 1, 1, 1, 1],
    );
    expect(events(ev, "ArcRolledOff")).toHaveLength(1);
    expect(events(ev, "VolleyFired").map((v) => v.arc)).toEqual(["port", "port"]);
  });

  it("IS 6.3 the firer may claim the other arc, and not one the target is not on", () => {
    expect(
      refuse(onLine(), "britain", { type: "fire", ship: "gauntlet", volleys: [{ weapon: "primary", target: "t", guns: 2, arc: "aft" }] }),
    ).toBe("ARC_CLAIM_INVALID");
  });
});

describe("IS 6.13 Torpedo Attacks", () => {
  it('IS 6.13 torpedoes: half armour rounded up, +1 per full 2", d12 on the track, expended once fired, into any arc', () => {
    // Nike 4/d8 x2 at Tsargrad (armour 2) 6" off, astern: 4 + 1 + 3 = 8.
    const s = combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 0 },
      { id: "t", cls: "tsargrad", side: "russia", at: [14, 20] },
    ]);
    const { state, events: ev } = play(
      s,
      "britain",
      { type: "fire", ship: "nike", volleys: [{ weapon: "torpedoes", target: "t", guns: 3 }] },
      [8, 2, 3, 12, 9],
    );
    const v = events(ev, "VolleyFired")[0]!;
    expect(v).toMatchObject({ arc: "aft", targetNumber: 8, hits: 1, die: 8 });
    expect(v.locations).toEqual([
      { roll: 12, section: "thrust" },
      { roll: 9, section: "hull" },
    ]);
    expect(ship(state, "nike").torpedoesFired).toBe(3);
    expect(state.ships.find((x) => x.id === "nike")!.torpedoesFired).toBe(3);
    expect(
      refuse({ ...s, ships: s.ships.map((x) => (x.id === "nike" ? { ...x, torpedoesFired: 3 } : x)) }, "britain", {
        type: "fire",
        ship: "nike",
        volleys: [{ weapon: "torpedoes", target: "t", guns: 2 }],
      }),
    ).toBe("TOO_MANY_GUNS");
  });

  it('IS 6.13 torpedoes reach only targets closer than 14"; all go at one target', () => {
    const far = nikeVsTsargrad(14);
    expect(
      refusal(far, "britain", { type: "fire", ship: "nike", volleys: [{ weapon: "torpedoes", target: "tsargrad", guns: 1 }] }),
    ).toMatchObject({ code: "OUT_OF_RANGE", rule: "IS 6.13 Torpedo Attacks" });
    const two = combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20] },
      { id: "a", cls: "volga", side: "russia", at: [24, 20] },
      { id: "b", cls: "volga", side: "russia", at: [16, 20] },
    ]);
    expect(
      refuse(two, "britain", {
        type: "fire",
        ship: "nike",
        volleys: [
          { weapon: "torpedoes", target: "a", guns: 1 },
          { weapon: "torpedoes", target: "b", guns: 1 },
        ],
      }),
    ).toBe("ONE_TARGET_PER_WEAPON");
  });
});

describe("IS 6.11 Damage at the End of the Phase", () => {
  it("IS 6.11 a second ship's fire in the same phase still meets the target's armour as it was", () => {
    const s = combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
      { id: "nike2", cls: "nike", side: "britain", at: [20, 24], facing: 90 },
      { id: "t", cls: "tsargrad", side: "russia", at: [26, 20] },
    ]);
    // Nike hits twice: the four damage rolls are all 10, armour.
    const one = play(
      s,
      "britain",
      { type: "fire", ship: "nike", volleys: [{ weapon: "primary", target: "t", guns: 4 }] },
      [10, 10, 1, 1, 10, 10, 10, 10],
    );
    expect(ship(one.state, "t").damage.armour).toBe(0);
    expect(one.state.hits).toHaveLength(4);
    const two = play(one.state, "britain", { type: "fire", ship: "nike2", volleys: [{ weapon: "light", target: "t", guns: 1 }] }, [1]);
    expect(events(two.events, "VolleyFired")[0]!.targetNumber).toBe(2 + 2 + 1);
    // Now the phase is over: 2 armour circles, then the progression sends the rest to hull.
    expect(events(two.events, "DamageApplied")[0]).toMatchObject({
      ship: "t",
      points: [
        { rolled: "armour", applied: "armour" },
        { rolled: "armour", applied: "armour" },
        { rolled: "armour", applied: "hull" },
        { rolled: "armour", applied: "hull" },
      ],
    });
    expect(ship(two.state, "t").damage).toMatchObject({ armour: 2, hull: 2 });
    expect(two.state.step).toBe("reactiveCombat");
  });

  it("IS 6.11 a ship destroyed in the active combat phase cannot return fire in the reactive phase", () => {
    const s = combat([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
      { id: "alpha", cls: "alpha", side: "russia", at: [24, 20] },
      { id: "volga", cls: "volga", side: "russia", at: [60, 45] },
    ]);
    const { state, events: ev } = play(
      s,
      "britain",
      { type: "fire", ship: "nike", volleys: [{ weapon: "light", target: "alpha", guns: 1 }] },
      [4, 1, 3, 5],
    );
    expect(events(ev, "ShipDestroyed")[0]).toMatchObject({ ship: "alpha", cause: "hull", vp: 5 });
    // The reactive side has only the far Volga left, out of range: the turn ends and the next begins.
    expect(state.turn).toBe(2);
    expect(state.step).toBe("initiative");
    expect(events(ev, "TurnEnded")[0]).toMatchObject({ turn: 1, vp: { britain: 5, russia: 0 } });
  });

  it("IS 4.6 the firing side fires one ship at a time; pending lists each ship's weapons and targets", () => {
    const s = nikeVsTsargrad();
    const d = pending(s)[0]!;
    expect(d).toMatchObject({ seat: "britain", prompt: "fire" });
    const b = d.bounds as {
      ships: {
        ship: string;
        weapons: { weapon: string; targets: { target: string; arcs: string[]; range: number; targetNumber: number; maxGuns: number }[] }[];
      }[];
    };
    expect(b.ships[0]!.ship).toBe("nike");
    expect(b.ships[0]!.weapons.find((w) => w.weapon === "primary")!.targets[0]).toEqual({
      target: "tsargrad",
      arcs: ["starboard"],
      range: 600,
      targetNumber: 8,
      maxGuns: 4,
    });
    expect(b.ships[0]!.weapons.find((w) => w.weapon === "torpedoes")!.targets[0]).toMatchObject({ targetNumber: 8 });
  });

  it("IS 4.6 holding fire and ceasing fire", () => {
    const held = play(nikeVsTsargrad(), "britain", { type: "fire", ship: "nike", volleys: [] });
    expect(events(held.events, "ShipHeldFire")).toHaveLength(1);
    expect(held.state.step).toBe("reactiveCombat");
    const ceased = play(nikeVsTsargrad(), "britain", { type: "ceaseFire" });
    expect(ceased.state.step).toBe("reactiveCombat");
  });
});

describe("IS 6.14 Open-Ended Results (advanced)", () => {
  it("IS 6.14 the book's example: four 6s on d6s combine into two 7s or one 9; the engine takes the grouping with the most hits", () => {
    expect(volleyHits([6, 6, 6, 6], 6, 7, true)).toEqual({ hits: 2, combined: [7, 7] });
    expect(volleyHits([6, 6, 6, 6], 6, 9, true)).toEqual({ hits: 1, combined: [9] });
    expect(volleyHits([6, 6, 6, 6], 6, 10, true)).toEqual({ hits: 0, combined: [] });
    expect(volleyHits([6, 6, 6, 6], 6, 9, false)).toEqual({ hits: 0, combined: [] });
    // A single maximum cannot combine; within reach, maxima simply hit.
    expect(volleyHits([6, 1, 2], 6, 7, true)).toEqual({ hits: 0, combined: [] });
    expect(volleyHits([6, 6, 5], 6, 5, true)).toEqual({ hits: 3, combined: [] });
  });

  it("IS 6.14 in play: Petrograd's d4 secondaries need 4 against armour 2, 6 against armour 4, where three 4s make one 6", () => {
    const s = combat(
      [
        { id: "p", cls: "petrograd", side: "britain", at: [20, 20], facing: 90 },
        { id: "t", cls: "tsargrad", side: "russia", at: [23, 20] },
      ],
      { openEnded: true },
    );
    const { events: ev } = play(
      s,
      "britain",
      { type: "fire", ship: "p", volleys: [{ weapon: "secondary", target: "t", guns: 3 }] },
      [4, 4, 4, 1, 1, 1],
    );
    expect(events(ev, "VolleyFired")[0]).toMatchObject({ targetNumber: 4, hits: 3 });
    const armoured = combat(
      [
        { id: "p", cls: "petrograd", side: "britain", at: [20, 20], facing: 90 },
        { id: "t", cls: { ...SHIP_CLASSES.tsargrad!, armour: 4 }, side: "russia", at: [23, 20] },
      ],
      { openEnded: true },
    );
    const hit = play(
      armoured,
      "britain",
      { type: "fire", ship: "p", volleys: [{ weapon: "secondary", target: "t", guns: 3 }] },
      [4, 4, 4, 5],
    );
    expect(events(hit.events, "VolleyFired")[0]).toMatchObject({ targetNumber: 6, hits: 1, combined: [6] });
  });
});

describe("IS 6.15 Target Size (advanced)", () => {
  it("IS 6.15 the book's example: d10 guns against a medium target add +1", () => {
    const { events: ev } = play(
      nikeVsTsargrad(6, {}, {}),
      "britain",
      { type: "fire", ship: "nike", volleys: [{ weapon: "primary", target: "tsargrad", guns: 1 }] },
      [1],
    );
    expect(events(ev, "VolleyFired")[0]!.targetNumber).toBe(8);
    const sized = play(
      nikeVsTsargrad(6, {}, { targetSize: true }),
      "britain",
      {
        type: "fire",
        ship: "nike",
        volleys: [
          { weapon: "primary", target: "tsargrad", guns: 1 },
          { weapon: "light", target: "tsargrad", guns: 1 },
          { weapon: "torpedoes", target: "tsargrad", guns: 1 },
        ],
      },
      [1, 1, 1],
    );
    expect(events(sized.events, "VolleyFired").map((v) => v.targetNumber)).toEqual([9, 2 + 2 + 1, 4 + 1 + 3]);
  });
});

describe("IS 6.16 Torpedo Nets (advanced)", () => {
  it("IS 6.16 deployed nets add +1 to torpedoes fired from the target's port or starboard arc, not from ahead", () => {
    const beam = nikeVsTsargrad(6, { facing: 90, nets: true }, { torpedoNets: true });
    expect(
      events(
        play(beam, "britain", { type: "fire", ship: "nike", volleys: [{ weapon: "torpedoes", target: "tsargrad", guns: 1 }] }, [1]).events,
        "VolleyFired",
      )[0]!.targetNumber,
    ).toBe(8 + 1);
    const ahead = nikeVsTsargrad(6, { facing: 180, nets: true }, { torpedoNets: true });
    expect(
      events(
        play(ahead, "britain", { type: "fire", ship: "nike", volleys: [{ weapon: "torpedoes", target: "tsargrad", guns: 1 }] }, [1]).events,
        "VolleyFired",
      )[0]!.targetNumber,
    ).toBe(8);
  });
});

describe("IS 7 Special Equipment (reconstructed)", () => {
  const golem = (range: number, options: Record<string, unknown> = {}) =>
    combat(
      [
        { id: "golem", cls: "golem", side: "britain", at: [20, 20], facing: 90 },
        { id: "t", cls: "tsargrad", side: "russia", at: [20 + range, 20] },
      ],
      options,
    );

  it('IS 7.3 lightning projectors ignore armour and reach only targets closer than 15"', () => {
    expect(
      events(
        play(golem(6), "britain", { type: "fire", ship: "golem", volleys: [{ weapon: "primary", target: "t", guns: 1 }] }, [1]).events,
        "VolleyFired",
      )[0]!.targetNumber,
    ).toBe(4 + 0 + 1);
    expect(
      refusal(golem(15), "britain", { type: "fire", ship: "golem", volleys: [{ weapon: "primary", target: "t", guns: 1 }] }),
    ).toMatchObject({ code: "OUT_OF_RANGE", rule: "IS 7.3 Lightning Projectors (reconstructed)" });
    // Played inert, they are ordinary d8 guns.
    expect(
      events(
        play(
          golem(15, { specialEquipment: "inert" }),
          "britain",
          { type: "fire", ship: "golem", volleys: [{ weapon: "primary", target: "t", guns: 1 }] },
          [1],
        ).events,
        "VolleyFired",
      )[0]!.targetNumber,
    ).toBe(4 + 2 + 3);
  });

  it('IS 7.4 Congreve rockets: fired like torpedoes at d6 x1, +1 per full 3", d12 locations, expended; none at 21"', () => {
    const s = combat([
      { id: "g", cls: "gauntlet", side: "britain", at: [20, 20], facing: 90 },
      { id: "t", cls: "tsargrad", side: "russia", at: [26, 20] },
    ]);
    const { state, events: ev } = play(
      s,
      "britain",
      { type: "fire", ship: "g", volleys: [{ weapon: "rockets", target: "t", guns: 2 }] },
      [6, 1, 11],
    );
    expect(events(ev, "VolleyFired")[0]).toMatchObject({
      weapon: "rockets",
      targetNumber: 3 + 1 + 2,
      hits: 1,
      locations: [{ roll: 11, section: "thrust" }],
    });
    expect(ship(state, "g").equipment.rockets).toBe(3);
    const far = combat([
      { id: "g", cls: "gauntlet", side: "britain", at: [20, 20], facing: 90 },
      { id: "t", cls: "tsargrad", side: "russia", at: [41, 20] },
    ]);
    expect(refuse(far, "britain", { type: "fire", ship: "g", volleys: [{ weapon: "rockets", target: "t", guns: 1 }] })).toBe(
      "OUT_OF_RANGE",
    );
    expect(
      refuse(
        combat(
          [
            { id: "g", cls: "gauntlet", side: "britain", at: [20, 20] },
            { id: "t", cls: "tsargrad", side: "russia", at: [26, 20] },
          ],
          { specialEquipment: "inert" },
        ),
        "britain",
        { type: "fire", ship: "g", volleys: [{ weapon: "rockets", target: "t", guns: 1 }] },
      ),
    ).toBe("EQUIPMENT_INERT");
  });

  it('IS 7.5 the Fei Yu\'s five fire arrows fire like rockets: d6 x1, half armour, +1 per full 3", d12 locations, expended, none at 21"; nets do not stop them', () => {
    const feiYu = (range: number, extra: Partial<ShipSpec> = {}, options: Record<string, unknown> = {}) =>
      combat(
        [
          { id: "fy", cls: "feiYu", side: "britain", at: [20, 20], facing: 90 },
          { id: "t", cls: "tsargrad", side: "russia", at: [20 + range, 20], facing: 90, ...extra },
        ],
        options,
      );
    expect(SHIP_CLASSES.feiYu!.equipment.fireArrows).toBe(5);
    const { state, events: ev } = play(
      feiYu(6),
      "britain",
      { type: "fire", ship: "fy", volleys: [{ weapon: "fireArrows", target: "t", guns: 2 }] },
      [6, 1, 11],
    );
    expect(events(ev, "VolleyFired")[0]).toMatchObject({
      weapon: "fireArrows",
      die: 6,
      targetNumber: 3 + 1 + 2,
      hits: 1,
      locations: [{ roll: 11, section: "thrust" }],
    });
    expect(ship(state, "fy").equipment.fireArrows).toBe(3);
    expect(refuse(feiYu(6), "britain", { type: "fire", ship: "fy", volleys: [{ weapon: "fireArrows", target: "t", guns: 6 }] })).toBe(
      "TOO_MANY_GUNS",
    );
    expect(
      events(
        play(feiYu(20.99), "britain", { type: "fire", ship: "fy", volleys: [{ weapon: "fireArrows", target: "t", guns: 1 }] }, [1]).events,
        "VolleyFired",
      )[0]!.targetNumber,
    ).toBe(3 + 1 + 6);
    expect(
      refusal(feiYu(21), "britain", { type: "fire", ship: "fy", volleys: [{ weapon: "fireArrows", target: "t", guns: 1 }] }),
    ).toMatchObject({ code: "OUT_OF_RANGE", rule: "IS 7.5 Fire Arrows (reconstructed)" });
    expect(
      refusal(feiYu(6, {}, { specialEquipment: "inert" }), "britain", {
        type: "fire",
        ship: "fy",
        volleys: [{ weapon: "fireArrows", target: "t", guns: 1 }],
      }),
    ).toMatchObject({ code: "EQUIPMENT_INERT", rule: "IS 7.5 Fire Arrows (reconstructed)" });
    // Tsargrad's nets are out and the Fei Yu is off its port beam: torpedoes need one more, fire arrows do not.
    const netted = feiYu(6, { nets: true }, { torpedoNets: true });
    const both = play(
      netted,
      "britain",
      {
        type: "fire",
        ship: "fy",
        volleys: [
          { weapon: "fireArrows", target: "t", guns: 1 },
          { weapon: "torpedoes", target: "t", guns: 1 },
        ],
      },
      [1, 1],
    );
    expect(events(both.events, "VolleyFired").map((v) => [v.weapon, v.targetNumber])).toEqual([
      ["fireArrows", 6],
      ["torpedoes", 3 + 1 + 3 + 1],
    ]);
  });

  it("IS 7.1 a keel bombard is one d12 x3 gun firing into the forward arc only", () => {
    const design = recordFromDesign(
      designSchema.parse({
        name: "Monitor",
        points: 30,
        hull: 8,
        armour: 1,
        thrust: 4,
        light: 2,
        track: {
          hull: { from: 1, to: 10 },
          armour: { from: 11, to: 12 },
          thrust: { from: 13, to: 17 },
          primary: null,
          secondary: null,
          light: { from: 18, to: 20 },
        },
        q: [3],
        equipment: { keelBombard: true },
      }),
    );
    const s = combat([
      { id: "m", cls: design, side: "britain", at: [20, 20], facing: 0 },
      { id: "ahead", cls: "volga", side: "russia", at: [26, 20] },
      { id: "beam", cls: "volga", side: "russia", at: [20, 26] },
    ]);
    expect(refusal(s, "britain", { type: "fire", ship: "m", volleys: [{ weapon: "keelBombard", target: "beam", guns: 1 }] })).toMatchObject(
      { code: "NOT_IN_FORWARD_ARC", rule: "IS 7.1 Keel Bombard (reconstructed)" },
    );
    const { events: ev } = play(
      s,
      "britain",
      { type: "fire", ship: "m", volleys: [{ weapon: "keelBombard", target: "ahead", guns: 1 }] },
      [12, 1, 2, 3],
    );
    expect(events(ev, "VolleyFired")[0]).toMatchObject({ die: 12, targetNumber: 6 + 0 + 1, hits: 1 });
    expect(events(ev, "VolleyFired")[0]!.locations).toHaveLength(3);
  });
});
