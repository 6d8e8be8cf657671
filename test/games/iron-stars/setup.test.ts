import { describe, expect, it } from "vitest";
import { ironStars } from "../../../src/games/iron-stars";
import { optionsSchema, sampleOptions } from "../../../src/games/iron-stars/options";
import { pending } from "../../../src/games/iron-stars/pending";
import { checkStrict, placementScan } from "../../../src/games/iron-stars/rules/placement";
import { balanced, fleetLimits } from "../../../src/games/iron-stars/rules/purchase";
import { secrets } from "../../../src/games/iron-stars/secrets";
import type { IronStarsState } from "../../../src/games/iron-stars/state";
import { events, play, refusal, refuse, scenarioStart, ScriptedRng, ship } from "./helpers";

const place = (ship: string, x: number, y: number, facing: number, momentum: number) => ({
  type: "placeShip" as const,
  ship,
  x: Math.round(x * 100),
  y: Math.round(y * 100),
  facing,
  momentum,
});

describe("IS 8.1 Scenario One: Meeting Engagement set-up", () => {
  it('IS 3.3 the side with more ships (Russia, 9 to 8) places first; its first ship goes within 12" of its (north) edge', () => {
    const s = scenarioStart();
    expect(s.phase).toBe("placement");
    const d = pending(s);
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ seat: "russia", prompt: "placeShip" });
    expect(d[0]!.bounds).toMatchObject({
      ships: [{ ship: "tsargrad", momentum: { min: 4, max: 4 } }],
      edge: { edge: "north", within: 1200 },
      formation: { kind: "lineHead" },
    });
    expect(refuse(s, "britain", place("gauntlet", 36, 10, 90, 3))).toBe("NOT_YOUR_DECISION");
  });

  it("IS 3.4 ships are placed largest first: Tsargrad (medium) before the Petrograds (small)", () => {
    const r = refusal(scenarioStart(), "russia", place("petrograd", 36, 44, 0, 4));
    expect(r).toMatchObject({ code: "SIZE_ORDER", rule: "IS 3.4 Placement by Size Class" });
    expect(r.message).toContain("place Tsargrad before Petrograd");
  });

  it('IS 3.5 the first ship within 12" of its own edge: 12.01" is refused', () => {
    const r = refusal(scenarioStart(), "russia", place("tsargrad", 36, 35.99, 0, 4));
    expect(r).toMatchObject({ code: "TOO_FAR_FROM_EDGE", rule: "IS 3.5 The First Ship" });
    expect(r.message).toContain('12.01" from your (north) edge');
    expect(play(scenarioStart(), "russia", place("tsargrad", 36, 36, 0, 4)).state.placer).toBe("britain");
  });

  it("IS 8.1 the scenario fixes starting momentum: British 3, Russian 4", () => {
    expect(refusal(scenarioStart(), "russia", place("tsargrad", 36, 44, 0, 3))).toMatchObject({
      code: "MOMENTUM_FIXED",
      rule: "IS 8.1 Scenario One: Meeting Engagement",
    });
  });

  function afterTsargrad(): IronStarsState {
    return play(scenarioStart(), "russia", place("tsargrad", 36, 44, 0, 4)).state;
  }

  it('IS 3.6 the second ship goes 24"–36" from the first', () => {
    const s = afterTsargrad();
    expect(pending(s)[0]!.bounds).toMatchObject({
      ring: { centre: { x: 3600, y: 4400 }, ship: "tsargrad", minDistance: 2400, maxDistance: 3600 },
    });
    const r = refusal(s, "britain", place("gauntlet", 36, 20.01, 90, 3));
    expect(r).toMatchObject({ code: "SECOND_SHIP_RANGE", rule: "IS 3.6 The Second Ship" });
    expect(r.message).toContain('23.99" from Tsargrad');
    expect(refuse(s, "britain", place("gauntlet", 36, 7.99, 90, 3))).toBe("SECOND_SHIP_RANGE");
    expect(play(s, "britain", place("gauntlet", 36, 14, 90, 3)).state.placer).toBe("russia");
  });

  function lines(): IronStarsState {
    let s = afterTsargrad();
    s = play(s, "britain", place("gauntlet", 36, 14, 90, 3)).state;
    return s;
  }

  it("IS 8.1 the line: the ship ahead in this ship's forward arc, this ship in its aft arc, within 6\"", () => {
    const s = lines();
    expect(refusal(s, "russia", place("petrograd", 40, 44, 0, 4))).toMatchObject({ code: "LINE_NOT_AHEAD" });
    expect(refusal(s, "russia", place("petrograd", 29.9, 44, 0, 4))).toMatchObject({ code: "TOO_FAR_FROM_FRIENDS" });
    expect(refusal(s, "russia", place("petrograd", 36, 41, 90, 4))).toMatchObject({
      code: "LINE_NOT_ASTERN",
      rule: "IS 8.1 Scenario One: Meeting Engagement",
    });
    expect(refuse(s, "russia", place("kaliningrad", 32, 44, 0, 4))).toBe("LINE_ORDER");
    expect(refusal(s, "russia", place("petrograd", 35, 44, 0, 4))).toMatchObject({
      code: "OVERLAPS_COUNTER",
      rule: "IS 5.6 Counters Never Finish on One Another",
    });
    const ok = play(s, "russia", place("petrograd", 32, 44, 0, 4)).state;
    expect(ship(ok, "petrograd").position).toEqual({ x: 3200, y: 4400 });
    const next = play(ok, "britain", place("golem", 36, 10, 90, 3)).state;
    const far = refusal(next, "russia", place("kaliningrad", 40, 44, 0, 4));
    expect(far).toMatchObject({ code: "LINE_TOO_FAR", rule: "IS 8.1 Scenario One: Meeting Engagement" });
    expect(far.message).toContain('8.00" from Petrograd, the ship ahead of it in the line');
  });

  it('IS 8.1 the destroyers: each within 6" of a line ship and in its port or starboard arc', () => {
    const s = lines();
    // Skip ahead: the rest of both lines stands placed.
    const put = (id: string, x: number, y: number, facing: number) => {
      const sh = ship(s, id);
      sh.position = { x: x * 100, y: y * 100 };
      sh.facing = facing;
      s.placed.push(id);
    };
    put("petrograd", 32, 44, 0);
    put("kaliningrad", 28, 44, 0);
    put("ekaterinburg", 24, 44, 0);
    put("golem", 36, 10, 90);
    put("sycorax", 36, 6, 90);
    s.placer = "russia";
    expect(pending(s)[0]!.bounds).toMatchObject({
      formation: { kind: "flank", lineShips: ["tsargrad", "petrograd", "kaliningrad", "ekaterinburg"] },
    });
    expect(refusal(s, "russia", place("volga-1", 40, 44, 0, 4))).toMatchObject({ code: "FLANK_OUT_OF_PLACE" });
    expect(ship(play(s, "russia", place("volga-1", 28, 47, 0, 4)).state, "volga-1").position).toEqual({ x: 2800, y: 4700 });
  });
});

const pickUp = (o: Record<string, unknown> = {}) => ironStars.setup(optionsSchema.parse({ scenario: "pickUp", ...o }), new ScriptedRng([]));
const buy = (...classes: string[]) => ({ type: "buyFleet" as const, ships: classes.map((c) => ({ class: c })) });

describe("IS 3.1 / 8.2 The Pick-Up Game: choosing forces", () => {
  it("IS 3.1 the book's example: 260 and 280 points are balanced (20 is less than 26); 250 and 280 are not", () => {
    expect(balanced(260, 280)).toBe(true);
    expect(balanced(250, 280)).toBe(false);
  });

  it("IS 3.1 a fleet within 10% of the points total is balanced against it and accepted: 200 → 182 to 220", () => {
    expect(fleetLimits(200)).toEqual({ min: 182, max: 220 });
    for (let a = 182; a <= 220; a++) expect(balanced(a, 200)).toBe(true);
    expect([balanced(181, 200), balanced(221, 200)]).toEqual([false, false]);
    const s = pickUp();
    // 210 points: over the total but within 10% of it (the old rule refused it as over budget).
    expect(() => play(s, "fleet1", buy("gauntlet", "nike", "nike", "petrograd", "volga"))).not.toThrow();
    expect(refusal(s, "fleet1", buy("gauntlet", "nike", "nike", "petrograd", "volga", "volga"))).toMatchObject({
      code: "FLEET_OVER_BUDGET",
      rule: "IS 3.1 Choosing Forces (the 10% balance rule)",
    });
    expect(refusal(s, "fleet1", buy("nike", "nike", "nike", "nike")).message).toContain("costs 152 points; it must cost at least 182");
    expect(pending(s)[0]!.bounds).toMatchObject({ points: { min: 182, max: 220 }, maxShips: 24, designs: true });
  });

  it("IS 3.1 with strictFleetBudget a fleet costs 10/11 of the total to the total (200 → 182 to 200), so any two balance", () => {
    expect(fleetLimits(200, true)).toEqual({ min: 182, max: 200 });
    for (let a = 182; a <= 200; a++) for (let b = 182; b <= 200; b++) expect(balanced(a, b)).toBe(true);
    const s = pickUp({ strictFleetBudget: true });
    expect(refuse(s, "fleet1", buy("gauntlet", "nike", "nike", "petrograd", "volga"))).toBe("FLEET_OVER_BUDGET");
    expect(pending(s)[0]!.bounds).toMatchObject({ points: { min: 182, max: 200 } });
  });

  it("IS 3.1 an open purchase: the second fleet must balance the first (210 then 186 is refused, 199 accepted)", () => {
    const s = play(pickUp({ hiddenPurchase: false }), "fleet1", buy("gauntlet", "nike", "nike", "petrograd", "volga")).state;
    expect(refusal(s, "fleet2", buy("gauntlet", "tsargrad", "nike"))).toMatchObject({
      code: "FLEETS_UNBALANCED",
      rule: "IS 3.1 Choosing Forces (the 10% balance rule)",
    });
    expect(play(s, "fleet2", buy("gauntlet", "nike", "nike", "petrograd")).state.phase).not.toBe("purchase");
  });

  it("IS 3.1 hidden purchases that do not balance (210 and 186) are both void, only their totals shown, and both buy again", () => {
    let s = play(pickUp(), "fleet1", buy("gauntlet", "nike", "nike", "petrograd", "volga")).state;
    const { state, events: ev } = play(s, "fleet2", buy("gauntlet", "tsargrad", "nike"));
    expect(events(ev, "FleetsUnbalanced")[0]).toEqual({
      type: "FleetsUnbalanced",
      fleets: [
        { seat: "fleet1", points: 210 },
        { seat: "fleet2", points: 186 },
      ],
    });
    expect(events(ev, "FleetsRevealed")).toEqual([]);
    expect(state.phase).toBe("purchase");
    expect(state.ships).toEqual([]);
    expect(pending(state).map((d) => d.seat)).toEqual(["fleet1", "fleet2"]);
    s = play(state, "fleet1", buy("gauntlet", "nike", "nike", "petrograd")).state;
    expect(events(play(s, "fleet2", buy("gauntlet", "tsargrad", "nike")).events, "FleetsRevealed")).toHaveLength(1);
  });

  it("IS 10.4 a side may resign before the fleets are bought: the game is over with no ship on the table, and its invariants hold", () => {
    const one = play(pickUp(), "fleet1", buy("nike", "nike", "nike", "tsargrad", "alpha", "alpha", "alpha")).state;
    for (const s of [pickUp(), one]) {
      const { state: over } = ironStars.resign(s, "fleet2");
      expect(ironStars.outcome(over)).toMatchObject({ winners: ["fleet1"], kind: "forfeit" });
      expect(over.ships).toEqual([]);
      expect(() => ironStars.assert(over)).not.toThrow();
    }
  });

  it("IS 10.3 hidden purchase: both buy at once; neither sees the other's fleet until both have bought", () => {
    const s = pickUp();
    expect(pending(s).map((d) => d.seat)).toEqual(["fleet1", "fleet2"]);
    const one = play(s, "fleet1", buy("nike", "nike", "nike", "tsargrad", "alpha", "alpha", "alpha"));
    const label = one.state.purchases.fleet1!.label;
    expect(ironStars.view(one.state, "fleet1").myPurchase).toMatchObject({ label, points: 182 });
    expect(ironStars.view(one.state, "fleet2").myPurchase).toBeNull();
    expect(ironStars.view(one.state, "fleet2").sides[0]).toMatchObject({ bought: true, fleetPoints: null });
    expect(ironStars.redact(one.events[0]!, "fleet2")).toEqual({ type: "FleetBought", seat: "fleet1", hidden: true });
    expect(ironStars.redact(one.events[0]!, "fleet1")).toMatchObject({ items: expect.any(Array) });
    expect(secrets(one.state, "fleet2")).toEqual([label]);
    expect(secrets(one.state, null)).toEqual([label]);
    expect(secrets(one.state, "fleet1")).toEqual([]);
    expect(JSON.stringify(ironStars.view(one.state, "fleet2"))).not.toContain(label);
    expect(pending(one.state).map((d) => d.seat)).toEqual(["fleet2"]);
    const both = play(one.state, "fleet2", buy("gauntlet", "golem", "sycorax", "alpha", "alpha", "alpha", "alpha"), [5, 2]);
    expect(
      events(both.events, "FleetsRevealed")[0]!.fleets.map((f: { seat: string; points: number; ships: unknown[] }) => [
        f.seat,
        f.points,
        f.ships.length,
      ]),
    ).toEqual([
      ["fleet1", 182, 7],
      ["fleet2", 183, 7],
    ]);
    expect(secrets(both.state, "fleet2")).toEqual([]);
    expect(both.state.ships.map((x) => x.name).slice(0, 7)).toEqual([
      "Nike-1",
      "Nike-2",
      "Nike-3",
      "Tsargrad",
      "Alpha-1",
      "Alpha-2",
      "Alpha-3",
    ]);
  });

  it("IS 3.3 equal fleets: each side rolls a d6, the higher chooses whether to place first", () => {
    const one = play(pickUp(), "fleet1", buy("nike", "nike", "nike", "tsargrad", "alpha", "alpha", "alpha")).state;
    const { state, events: ev } = play(
      one,
      "fleet2",
      buy("gauntlet", "golem", "sycorax", "alpha", "alpha", "alpha", "alpha"),
      [3, 3, 2, 5],
    );
    expect(events(ev, "PlacementOrderRolled")[0]).toMatchObject({
      winner: "fleet2",
      rolls: [
        [
          { seat: "fleet1", roll: 3 },
          { seat: "fleet2", roll: 3 },
        ],
        [
          { seat: "fleet1", roll: 2 },
          { seat: "fleet2", roll: 5 },
        ],
      ],
    });
    expect(pending(state)[0]).toMatchObject({
      seat: "fleet2",
      prompt: "choosePlacementOrder",
      choices: [
        { type: "choosePlacementOrder", placeFirst: true },
        { type: "choosePlacementOrder", placeFirst: false },
      ],
    });
    const after = play(state, "fleet2", { type: "choosePlacementOrder", placeFirst: false }).state;
    expect(after.placer).toBe("fleet1");
    expect(pending(after)[0]!.bounds).toMatchObject({ edge: { edge: "south", within: 1200 } });
  });

  it("IS 10.3 open purchase: the first fleet buys, then the second", () => {
    const s = pickUp({ hiddenPurchase: false });
    expect(pending(s).map((d) => d.seat)).toEqual(["fleet1"]);
    expect(refuse(s, "fleet2", buy("nike"))).toBe("NOT_YOUR_DECISION");
    const one = play(s, "fleet1", buy("nike", "nike", "nike", "tsargrad", "alpha", "alpha", "alpha"));
    expect(ironStars.redact(one.events[0]!, "fleet2")).toMatchObject({ items: expect.any(Array) });
    expect(secrets(one.state, "fleet2")).toEqual([]);
  });

  it("IS 9 designs are refused when the game does not allow them, and when they break the ranges", () => {
    const design = {
      name: "Broken",
      points: 40,
      hull: 10,
      armour: 2,
      thrust: 5,
      track: {
        hull: { from: 1, to: 10 },
        armour: { from: 12, to: 12 },
        thrust: { from: 13, to: 20 },
        primary: null,
        secondary: null,
        light: null,
      },
    };
    const ships = [{ design }, ...buy("nike", "nike", "nike", "volga", "volga").ships];
    expect(refusal(pickUp(), "fleet1", { type: "buyFleet", ships })).toMatchObject({
      code: "DESIGN_INVALID",
      rule: "IS 9 Ship Construction (user-designed records)",
    });
    expect(refuse(pickUp({ designs: false }), "fleet1", { type: "buyFleet", ships })).toBe("DESIGNS_NOT_ALLOWED");
  });
});

describe("IS 3.5–3.7 Pick-up placement", () => {
  function placing(): IronStarsState {
    const one = play(pickUp({ points: 60 }), "fleet1", buy("nike", "volga", "alpha", "alpha")).state;
    return play(play(one, "fleet2", buy("nike", "volga", "alpha", "alpha"), [6, 1]).state, "fleet1", {
      type: "choosePlacementOrder",
      placeFirst: true,
    }).state;
  }

  it("IS 5.2 a ship starts with any momentum from 0 to its thrust: Nike (thrust 4) may not start at 5", () => {
    const s = placing();
    expect(refusal(s, "fleet1", place("fleet1-1", 36, 6, 90, 5))).toMatchObject({
      code: "MOMENTUM_ABOVE_THRUST",
      rule: "IS 5.2 Starting Momentum",
    });
  });

  it('IS 3.7 later ships within 6" of a friendly ship and at least 24" from every enemy; a full placement starts turn 1', () => {
    let s = placing();
    s = play(s, "fleet1", place("fleet1-1", 36, 6, 90, 4)).state;
    s = play(s, "fleet2", place("fleet2-1", 36, 30.01, 270, 0)).state;
    const r = refusal(s, "fleet1", place("fleet1-2", 36, 12.5, 90, 0));
    expect(r).toMatchObject({ code: "TOO_FAR_FROM_FRIENDS", rule: "IS 3.7 Subsequent Ships" });
    expect(r.message).toContain('6.50" from the nearest friendly ship');
    const close = refusal(s, "fleet1", place("fleet1-2", 37, 6.5, 90, 0));
    expect(close).toMatchObject({ code: "TOO_CLOSE_TO_ENEMY" });
    expect(close.message).toContain('23.53" from Nike');
    s = play(s, "fleet1", place("fleet1-2", 32, 6, 90, 0)).state;
    s = play(s, "fleet2", place("fleet2-2", 32, 30.01, 270, 0)).state;
    s = play(s, "fleet1", place("fleet1-3", 28, 6, 90, 0)).state;
    s = play(s, "fleet2", place("fleet2-3", 28, 30.01, 270, 0)).state;
    s = play(s, "fleet1", place("fleet1-4", 24, 6, 90, 0)).state;
    const { state, events: ev } = play(s, "fleet2", place("fleet2-4", 24, 30.01, 270, 0), [4, 4, 6, 2]);
    expect(events(ev, "TurnBegan")[0]).toMatchObject({ turn: 1 });
    expect(events(ev, "InitiativeRolled")[0]).toMatchObject({ turn: 1, winner: "fleet1", tieBrokenByPreviousLoser: false });
    expect(events(ev, "InitiativeRolled")[0]!.rolls).toHaveLength(2);
    expect(state.phase).toBe("play");
    expect(pending(state)[0]).toMatchObject({ seat: "fleet1", prompt: "chooseRole" });
  });
});

describe("IS 3.2 Table Edges", () => {
  it("IS 3.2 each side keeps its own long edge whoever places first: the first seat the south, the second the north", () => {
    const one = play(pickUp(), "fleet1", buy("nike", "nike", "nike", "tsargrad", "alpha", "alpha", "alpha")).state;
    const rolled = play(one, "fleet2", buy("gauntlet", "golem", "sycorax", "alpha", "alpha", "alpha", "alpha"), [2, 5]).state;
    const s = play(rolled, "fleet2", { type: "choosePlacementOrder", placeFirst: true }).state;
    expect(ironStars.view(s, null).sides.map((x) => [x.seat, x.edge])).toEqual([
      ["fleet1", "south"],
      ["fleet2", "north"],
    ]);
    expect(pending(s)[0]).toMatchObject({ seat: "fleet2", bounds: { edge: { edge: "north", within: 1200 } } });
    const south = refusal(s, "fleet2", place("fleet2-1", 36, 6, 270, 0));
    expect(south).toMatchObject({ code: "TOO_FAR_FROM_EDGE", rule: "IS 3.5 The First Ship" });
    expect(south.message).toContain('42.00" from your (north) edge');
    expect(ship(play(s, "fleet2", place("fleet2-1", 36, 40, 270, 0)).state, "fleet2-1").position).toEqual({ x: 3600, y: 4000 });
  });
});

describe("IS 10.5 Options Fixed at Creation", () => {
  it("IS 10.5 the defaults are Scenario One under the basic rules with the reconstructed equipment; unknown keys and values out of range are refused", () => {
    expect(optionsSchema.parse({})).toEqual({
      scenario: "meetingEngagement",
      points: 200,
      hiddenPurchase: true,
      designs: true,
      turns: null,
      movingBackwards: false,
      advancedTurning: false,
      torpedoNets: false,
      openEnded: false,
      targetSize: false,
      terrain: false,
      strictFleetBudget: false,
      nikeTrack: "text",
      specialEquipment: "reconstructed",
    });
    for (const bad of [
      { fog: true },
      { scenario: "nightAction" },
      { points: 59 },
      { points: 1001 },
      { turns: 0 },
      { turns: 31 },
      { specialEquipment: "off" },
    ]) {
      expect(optionsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    for (const o of sampleOptions) expect(optionsSchema.safeParse(o).success, JSON.stringify(o)).toBe(true);
  });

  it("IS 10.5 the options chosen at creation shape the game, and no action can change them afterwards", () => {
    expect(ironStars.seats(optionsSchema.parse({})).map((x) => x.id)).toEqual(["britain", "russia"]);
    expect(ironStars.seats(optionsSchema.parse({ scenario: "pickUp" })).map((x) => x.id)).toEqual(["fleet1", "fleet2"]);
    const s = pickUp({ points: 120, hiddenPurchase: false });
    expect(pending(s)[0]!.bounds).toMatchObject({ points: { min: 110, max: 132 } });
    expect(refuse(s, "fleet1", { type: "setOptions", options: { points: 1000 } })).toBe("INVALID_ACTION");
    expect(refuse(s, "fleet1", { ...buy("tsargrad", "tsargrad", "volga"), options: { points: 1000 } })).toBe("INVALID_ACTION");
    const before = structuredClone(s.options);
    const bought = play(s, "fleet1", buy("tsargrad", "tsargrad", "volga")).state;
    expect(bought.options).toEqual(before);
  });
});

describe("R15 Crowded set-up", () => {
  it('R15 when no legal spot exists anywhere, a ship may be set down anywhere clear within 12" of its own edge', () => {
    let s = play(pickUp({ points: 60 }), "fleet1", buy("nike", "volga", "alpha", "alpha")).state;
    s = play(play(s, "fleet2", buy("nike", "volga", "alpha", "alpha"), [6, 1]).state, "fleet1", {
      type: "choosePlacementOrder",
      placeFirst: true,
    }).state;
    // Nike in the south-west corner; the enemy 24.01" away on the diagonal leaves no room within 6" of her.
    s = play(s, "fleet1", { type: "placeShip", ship: "fleet1-1", x: 0, y: 0, facing: 0, momentum: 0 }).state;
    s = play(s, "fleet2", { type: "placeShip", ship: "fleet2-1", x: 1698, y: 1698, facing: 0, momentum: 0 }).state;
    const { state } = play(s, "fleet1", { type: "placeShip", ship: "fleet1-2", x: 3600, y: 600, facing: 90, momentum: 0 });
    expect(state.ships.find((x) => x.id === "fleet1-2")!.position).toEqual({ x: 3600, y: 600 });
    expect(refuse(s, "fleet1", { type: "placeShip", ship: "fleet1-2", x: 3600, y: 1300, facing: 90, momentum: 0 })).toBe(
      "TOO_FAR_FROM_FRIENDS",
    );
  });

  it('IS 3.7 a thin legal spot the old coarse scan (every 10°, 1.5" steps, 15° facings) missed still bars the crowded set-up escape (R15)', () => {
    let s = play(pickUp({ points: 60 }), "fleet1", buy("nike", "volga", "alpha", "alpha")).state;
    s = play(play(s, "fleet2", buy("nike", "volga", "alpha", "alpha"), [6, 1]).state, "fleet1", {
      type: "choosePlacementOrder",
      placeFirst: true,
    }).state;
    // Nike in the south-west corner, the enemy 24.35" away: only a sliver hugging the west edge, just
    // above Nike's counter, is within 6" of her and 24" from the enemy. The old scan's nearest
    // point there, 1.5" north, is 23.90" from the enemy, so it let the escape apply.
    s = play(s, "fleet1", { type: "placeShip", ship: "fleet1-1", x: 0, y: 0, facing: 0, momentum: 0 }).state;
    s = play(s, "fleet2", { type: "placeShip", ship: "fleet2-1", x: 2300, y: 800, facing: 0, momentum: 0 }).state;
    const r = refusal(s, "fleet1", { type: "placeShip", ship: "fleet1-2", x: 3600, y: 600, facing: 90, momentum: 0 });
    expect(r).toMatchObject({ code: "TOO_FAR_FROM_FRIENDS", rule: "IS 3.7 Subsequent Ships" });
    expect(r.message).toContain("Only if no legal spot exists anywhere");
    expect(refuse(s, "fleet1", { type: "placeShip", ship: "fleet1-2", x: 0, y: 150, facing: 0, momentum: 0 })).toBe("TOO_CLOSE_TO_ENEMY");
    const spot = placementScan(s, "fleet1", "fleet1-2", 0)!;
    expect(spot).toMatchObject({ x: 0, y: 77, facing: 0 });
    expect(play(s, "fleet1", spot).state.ships.find((x) => x.id === "fleet1-2")!.position).toEqual({ x: 0, y: 77 });
    // One hundredth lower the Alpha's counter touches Nike's with positive area.
    expect(refuse(s, "fleet1", { ...spot, y: 74 })).toBe("OVERLAPS_COUNTER");
  });

  it("IS 3.6 R15 the exact search finds the second ship's ring and checks every spot it returns by the rules", () => {
    let s = play(pickUp({ points: 60 }), "fleet1", buy("nike", "volga", "alpha", "alpha")).state;
    s = play(play(s, "fleet2", buy("nike", "volga", "alpha", "alpha"), [6, 1]).state, "fleet1", {
      type: "choosePlacementOrder",
      placeFirst: true,
    }).state;
    s = play(s, "fleet1", { type: "placeShip", ship: "fleet1-1", x: 7200, y: 0, facing: 0, momentum: 0 }).state;
    const spot = placementScan(s, "fleet2", "fleet2-1", 0)!;
    expect(checkStrict(s, "fleet2", spot)).toBeNull();
    expect((spot.x - 7200) ** 2 + spot.y ** 2).toBeGreaterThanOrEqual(2400 ** 2);
    expect(refuse(s, "fleet2", { ...spot, x: 7200, y: 2399 })).toBe("SECOND_SHIP_RANGE");
  });

  it("R15 while a legal spot exists, the ordinary rules stand", () => {
    let s = play(pickUp({ points: 60 }), "fleet1", buy("nike", "volga", "alpha", "alpha")).state;
    s = play(play(s, "fleet2", buy("nike", "volga", "alpha", "alpha"), [6, 1]).state, "fleet1", {
      type: "choosePlacementOrder",
      placeFirst: true,
    }).state;
    s = play(s, "fleet1", { type: "placeShip", ship: "fleet1-1", x: 3600, y: 600, facing: 0, momentum: 0 }).state;
    s = play(s, "fleet2", { type: "placeShip", ship: "fleet2-1", x: 3600, y: 3600, facing: 0, momentum: 0 }).state;
    const r = refusal(s, "fleet1", { type: "placeShip", ship: "fleet1-2", x: 1000, y: 600, facing: 90, momentum: 0 });
    expect(r.code).toBe("TOO_FAR_FROM_FRIENDS");
    expect(r.message).toContain('Only if no legal spot exists anywhere may a ship be set down within 12.00" of its own edge instead.');
  });
});
