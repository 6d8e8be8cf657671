// The built-in opponent's evaluation of an Iron Stars position (src/games/iron-stars/evaluation.ts):
// where a rollout is cut short, the points lead as it stands, with the hits still pending counted
// as landed and each side's expected fire from where its ships lie while a combat is to come.
import { describe, expect, it } from "vitest";
import { ironStars } from "../../../src/games/iron-stars";
import { leadOf } from "../../../src/games/iron-stars/evaluation";
import { battle, ship } from "./helpers";

const evaluate = ironStars.opponent!.evaluate!;

/** A British and a Russian ship `apart` inches apart, side by side, the Briton's guns (and rockets) gone when `britishGunsGone`. */
function pair(apart: number, britishGunsGone = false, turn = 1) {
  const gone = { primary: 99, secondary: 99, light: 99 };
  return battle(
    [
      {
        id: "gauntlet",
        cls: "gauntlet",
        side: "britain",
        at: [20, 20],
        facing: 0,
        damage: britishGunsGone ? gone : {},
        torpedoesFired: britishGunsGone ? 99 : 0,
        equipment: britishGunsGone ? { rockets: 0, fireArrows: 0, keelBombard: false } : {},
      },
      { id: "volga-1", cls: "volga", side: "russia", at: [20 + apart, 20], facing: 90 },
    ],
    { turn, step: "activeCombat" },
  );
}

describe("the opponent's evaluation of Iron Stars", () => {
  it("IS 4.2 an even position out of range of every gun is worth ½ to either side", () => {
    const s = pair(60);
    expect(leadOf(s, "britain")).toBe(0);
    expect(evaluate(s, "britain")).toBe(0.5);
    expect(evaluate(s, "russia")).toBe(0.5);
  });

  it("IS 6.11 a hit still waiting for the end of its combat phase counts as landed: it destroys the ship and scores its points", () => {
    const s = pair(60);
    const volga = ship(s, "volga-1");
    volga.damage = { ...volga.damage, hull: volga.record.hull - 1 };
    const before = leadOf(s, "britain");
    s.hits = [{ target: "volga-1", firer: "gauntlet", weapon: "primary", die: 20, roll: 1, section: "hull" }];
    expect(leadOf(s, "britain")).toBe(volga.record.points);
    expect(before).toBe((volga.record.hull - 1) * volga.record.hvp);
    expect(evaluate(s, "britain")).toBeGreaterThan(0.5);
    expect(evaluate(s, "russia")).toBeCloseTo(1 - evaluate(s, "britain"), 10);
  });

  it("IS 6.6 guns in range count while a combat is to come: the side that can fire and is not fired on leads", () => {
    const s = pair(3, true);
    expect(leadOf(s, "russia")).toBeGreaterThan(0);
    expect(evaluate(s, "russia")).toBeGreaterThan(0.5);
    // Out of range, the same damage is worth nothing to either side.
    expect(leadOf(pair(60, true), "russia")).toBe(0);
  });

  it("IS 4.1 after the last turn's combat only the points scored count", () => {
    const s = pair(3, true, 6);
    s.step = "end";
    expect(leadOf(s, "russia")).toBe(0);
  });
});
