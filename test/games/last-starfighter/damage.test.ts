import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../src/engine/contract";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import type { Ctx } from "../../../src/games/last-starfighter/events";
import { takeHit } from "../../../src/games/last-starfighter/rules/damage";
import { countDownLifeSupport } from "../../../src/games/last-starfighter/rules/life-support";
import type { Ship } from "../../../src/games/last-starfighter/state";
import { DAMAGE_TABLE, SPECIAL_DAMAGE_TABLE, specialModifier, specialResult } from "../../../src/games/last-starfighter/tables";
import { given, ofType, play, ScriptedRng, straight, types } from "./helpers";

/** pilot2 takes one hit with the given dice (damage pair, then special and weapon-table dice). */
function hit(target: Partial<Ship>, dice: number[], turn = 1) {
  const rng = new ScriptedRng(dice);
  const ctx: Ctx = { s: given({ phase: "fire", turn, ships: { pilot2: target } }), events: [], rng };
  const report = takeHit(ctx, "pilot2");
  expect(rng.left, "unused dice").toBe(0);
  return { report, ship: ctx.s.ships.pilot2!, events: ctx.events as GameEvent[] };
}

/** Damage dice for a given 2d6 total. */
const pair = (total: number) => (total <= 7 ? [1, total - 1] : [6, total - 6]);

describe("LS 7.1 Damage Table", () => {
  const rows = [
    [2, 2, true],
    [3, 2, true],
    [4, 2, false],
    [5, 1, false],
    [6, 1, false],
    [7, 1, false],
    [8, 1, false],
    [9, 1, false],
    [10, 2, false],
    [11, 2, true],
    [12, 2, true],
  ] as const;

  it.each(rows)("LS 7.1 a damage roll of %i takes %i protection (special damage: %s)", (total, lost, special) => {
    expect(DAMAGE_TABLE[total]).toEqual({ protectionLost: lost, special });
    // Special damage is rolled on an undamaged ship with a 1 (stabilizer), so the effect is visible.
    const { ship, report } = hit({}, special ? [...pair(total), 1] : pair(total));
    expect(ship.protection).toBe(10 - lost);
    expect(report.special !== null).toBe(special);
  });

  it("LS 7.1 every hit costs at least one protection point", () => {
    for (let total = 2; total <= 12; total++) expect(DAMAGE_TABLE[total]!.protectionLost).toBeGreaterThanOrEqual(1);
  });

  it("LS 2.6 at 0 protection the starfighter breaks apart, and no special damage is rolled", () => {
    const { ship, events } = hit({ protection: 2 }, [1, 1]);
    expect(ship.protection).toBe(0);
    expect(types(events)).toEqual(["DamageDone", "ShipDestroyed"]);
    expect(ofType(events, "ShipDestroyed")[0]).toMatchObject({ seat: "pilot2", cause: "brokeApart" });
  });

  it("LS 2.6 protection never goes below 0", () => {
    expect(hit({ protection: 1 }, [6, 6]).ship.protection).toBe(0);
  });
});

describe("LS 7.2 Special Damage modifiers", () => {
  it("LS 7.2 +1 from 7 protection points left, +2 from 5, +3 from 3", () => {
    expect([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(specialModifier)).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 3, 3]);
  });

  it("LS 7.2 the modifier reads the protection left after the hit's own loss", () => {
    // 9 − 2 = 7: +1, so a 5 becomes 6 and the ship blows up.
    const { report, ship } = hit({ protection: 9 }, [1, 1, 5]);
    expect(report.special).toMatchObject({ die: 5, modifier: 1, total: 6, result: "blowUp" });
    expect(ship.blownUp).toBe(true);
    // 10 − 2 = 8: no modifier, a 5 is life support.
    expect(hit({ protection: 10 }, [1, 1, 5]).report.special).toMatchObject({ modifier: 0, result: "lifeSupport" });
  });

  it("LS 7.2 at 3 protection points or less, more than half of all special damage blows the ship up", () => {
    const blowUps = [1, 2, 3, 4, 5, 6].filter((die) => specialResult(die + specialModifier(3)) === "blowUp").length;
    expect(blowUps / 6).toBeGreaterThan(0.5);
    expect(blowUps).toBe(4);
  });
});

describe("LS 7.3 Special Damage Table", () => {
  it("LS 7.3 rows 1–6, and modified rolls above 6 read the last row", () => {
    expect(SPECIAL_DAMAGE_TABLE).toEqual(["stabilizer", "targeting", "laser", "targetingAndLaser", "lifeSupport", "blowUp"]);
    expect([7, 8, 9].map(specialResult)).toEqual(["blowUp", "blowUp", "blowUp"]);
  });
});

describe("LS 7.4 Stabilizer Damaged", () => {
  it("LS 7.4 each hit takes one click off the stabilizer, down to 0", () => {
    expect(hit({}, [1, 1, 1]).ship.stabilizer).toBe(5);
    const zero = hit({ stabilizer: 0 }, [1, 1, 1]);
    expect(zero.ship.stabilizer).toBe(0);
    expect(zero.report.special!.effect).toMatch(/no further effect/);
  });
});

describe("LS 7.5 Targeting Computer Damaged", () => {
  it("LS 7.5 each hit raises the Base To-Hit Number by one, up to 13 where it cannot hit", () => {
    expect(hit({}, [1, 1, 2]).ship.targeting).toBe(5);
    const last = hit({ targeting: 12 }, [1, 1, 2]);
    expect(last.ship.targeting).toBe(13);
    expect(last.report.special!.effect).toMatch(/can no longer hit/);
    expect(hit({ targeting: 13 }, [1, 1, 2]).ship.targeting).toBe(13);
  });

  it("LS 7.3 a 4 damages both the targeting computer and a laser", () => {
    const { ship, report } = hit({}, [1, 1, 4, 6]);
    expect(ship.targeting).toBe(5);
    expect(ship.damagedWeapons).toEqual(["aft"]);
    expect(report.special).toMatchObject({ result: "targetingAndLaser", weapon: "aft", weaponRolls: [6] });
  });
});

describe("LS 7.6 Laser Damaged: the Damaged Weapon Table", () => {
  it.each([
    [1, "forward1"],
    [2, "forward2"],
    [3, "forward3"],
    [4, "turret1"],
    [5, "turret2"],
    [6, "aft"],
  ] as const)("LS 7.6 a weapon-table roll of %i destroys %s", (roll, weapon) => {
    expect(hit({}, [1, 1, 3, roll]).ship.damagedWeapons).toEqual([weapon]);
  });

  it("LS 7.6 a laser already destroyed is rolled again", () => {
    const { ship, report, events } = hit({ damagedWeapons: ["forward1", "aft"] }, [1, 1, 3, 1, 6, 4]);
    expect(ship.damagedWeapons).toEqual(["forward1", "turret1", "aft"]);
    expect(report.special).toMatchObject({ weapon: "turret1", weaponRolls: [1, 6, 4] });
    expect(ofType(events, "SpecialDamageTaken")[0]).toMatchObject({ weaponRolls: [1, 6, 4] });
  });

  it("LS 7.6 with every laser already gone nothing is rolled", () => {
    const all = ["forward1", "forward2", "forward3", "turret1", "turret2", "aft"] as const;
    const { report } = hit({ damagedWeapons: [...all] }, [1, 1, 3]);
    expect(report.special).toMatchObject({ weapon: null, weaponRolls: [] });
  });
});

describe("LS 7.7 Life Support System Damaged", () => {
  it("LS 7.7 the counter goes to 6 and moves down at the end of each following turn; at 0 the pilot is dead", () => {
    const rng = new ScriptedRng([1, 1, 5]);
    const ctx: Ctx = { s: given({ phase: "fire", turn: 3 }), events: [], rng };
    takeHit(ctx, "pilot2");
    const ship = () => ctx.s.ships.pilot2!;
    expect(ship().lifeSupport).toBe(6);
    const seen: number[] = [];
    for (let turn = 3; turn <= 9; turn++) {
      ctx.s.turn = turn;
      countDownLifeSupport(ctx);
      seen.push(ship().lifeSupport!);
    }
    // Hit in turn 3: no change at its end; 6 full turns (4–9) later the pilot dies.
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0]);
    expect(ship().pilotDead).toBe(true);
    expect(types(ctx.events).slice(-2)).toEqual(["LifeSupportCountedDown", "PilotDied"]);
  });

  it("LS 7.7 a second life support hit while the counter runs changes nothing (reconstructed)", () => {
    const { ship, report } = hit({ lifeSupport: 2, lifeSupportHitOnTurn: 1 }, [1, 1, 5], 5);
    expect(ship.lifeSupport).toBe(2);
    expect(report.special!.effect).toMatch(/already failing/);
  });

  it("LS 7.7 / 4.5 when the pilot dies at the end of a turn, the other pilot wins", () => {
    let s = given({ phase: "heading", turn: 5, wheel: [3, 7], ships: { pilot1: { lifeSupport: 1, lifeSupportHitOnTurn: 2 } } });
    s = play(s, "pilot1", straight).state;
    const { state, events } = play(s, "pilot2", straight);
    expect(types(events)).toEqual(expect.arrayContaining(["LifeSupportCountedDown", "PilotDied", "TurnEnded", "DuelEnded"]));
    expect(lastStarfighter.outcome(state)).toMatchObject({ winners: ["pilot2"], kind: "decisive" });
    expect(lastStarfighter.outcome(state)!.reason).toMatch(/life support/);
  });
});

describe("LS 7.8 Starfighter Blows Up", () => {
  it("LS 7.8 a special damage of 6 destroys the ship and the shooter wins", () => {
    const { ship, events } = hit({}, [6, 6, 6]);
    expect(ship.blownUp).toBe(true);
    expect(ofType(events, "ShipDestroyed")).toEqual([{ type: "ShipDestroyed", seat: "pilot2", cause: "blewUp" }]);

    const s = given({
      phase: "fire",
      wheel: [1, 3],
      owes: ["pilot1"],
      ships: { pilot1: { heading: { direction: "straight", clicks: 0 } }, pilot2: { heading: { direction: "straight", clicks: 0 } } },
    });
    const { state } = play(s, "pilot1", { type: "fire", weapons: ["forward2"] }, [6, 6, 6, 6, 6]);
    expect(lastStarfighter.outcome(state)).toMatchObject({ winners: ["pilot1"], kind: "decisive" });
    expect(lastStarfighter.outcome(state)!.reason).toMatch(/blew up in turn 1/);
  });
});

describe("LS 7.2 Special Damage modifiers for designs (LS 9.4)", () => {
  function designHit(protection: number, dice: number[], options: Record<string, unknown> = {}, left = protection) {
    const rng = new ScriptedRng(dice);
    const s = given({ phase: "fire", options: { designYourOwn: true, ...options } });
    const card = { ...s.ships.pilot2!.card, protection };
    s.ships.pilot2 = { ...s.ships.pilot2!, card, protection: left };
    const ctx: Ctx = { s, events: [], rng };
    const report = takeHit(ctx, "pilot2");
    expect(rng.left, "unused dice").toBe(0);
    return report;
  }

  it("LS 7.2 a design that starts with 7 protection reads the points left: its first special roll, at 5 left, is +2", () => {
    expect(designHit(7, [1, 1, 3]).special).toMatchObject({ die: 3, modifier: 2, total: 5, result: "lifeSupport" });
    expect(designHit(6, [1, 1, 3]).special).toMatchObject({ modifier: 2 });
    // A design of 20 has no modifier until it is down to 7 left.
    expect(designHit(20, [1, 1, 1]).special).toMatchObject({ modifier: 0, result: "stabilizer" });
  });

  it("LS 7.2 with specialModifierByDamageTaken the modifier counts points lost: a 7-point design 2 down rolls +0", () => {
    expect(designHit(7, [1, 1, 1], { specialModifierByDamageTaken: true }).special).toMatchObject({
      die: 1,
      modifier: 0,
      result: "stabilizer",
    });
    // A design of 20 hit at 15 (7 lost after the hit, 13 left) rolls +3, as a stock ship at 3 left would.
    expect(designHit(20, [1, 1, 3], { specialModifierByDamageTaken: true }, 15).special).toMatchObject({
      modifier: 3,
      total: 6,
      result: "blowUp",
    });
    expect(designHit(20, [1, 1, 1], {}, 15).special).toMatchObject({ modifier: 0, result: "stabilizer" });
    // A stock ship of 10 reads the same either way: 10 − 2 = 8 left, 2 lost.
    expect(designHit(10, [1, 1, 5], { specialModifierByDamageTaken: true }).special).toMatchObject({ modifier: 0, result: "lifeSupport" });
  });
});
