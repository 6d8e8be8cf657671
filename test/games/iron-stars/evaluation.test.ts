// How the built-in opponent prices a position's expected fire (src/games/iron-stars/evaluation.ts,
// evaluation-kill.ts): the hits laid on one ship priced together, her kill by its chance (IS 4.2).
import { describe, expect, it } from "vitest";
import { leadOf } from "../../../src/games/iron-stars/evaluation";
import { hullShare, yieldOf } from "../../../src/games/iron-stars/evaluation-kill";
import { battle, type ShipSpec, ship } from "./helpers";

/** The Tsargrad's guns all shot away and her torpedoes spent: she can score nothing back. */
const GUNLESS = { primary: 4, secondary: 8, light: 8 };

/** Britain's Gauntlet 3" astern of Russia's Tsargrad, which has `hullHits` hull circles filled. */
function duel(hullHits: number, pending: number = 0) {
  const specs: ShipSpec[] = [
    { id: "gauntlet", cls: "gauntlet", side: "britain", at: [30, 30], facing: 0 },
    { id: "tsargrad", cls: "tsargrad", side: "russia", at: [30, 27], facing: 0, damage: { ...GUNLESS, hull: hullHits }, torpedoesFired: 6 },
  ];
  const s = battle(specs, { step: "activeMovement" });
  // A primary hit rolled 5 on her track: a hull circle (IS 6.10), landing at the phase's end (IS 6.11).
  for (let i = 0; i < pending; i++)
    s.hits.push({ target: "tsargrad", firer: "gauntlet", weapon: "primary", die: 20, roll: 5, section: "hull" });
  return s;
}

describe("the opponent's price of a likely kill in Iron Stars", () => {
  it("IS 4.2 a ship one volley from death yields most of her point value; a healthy one under the same fire little beyond her circles", () => {
    const s = duel(0);
    const tsargrad = ship(s, "tsargrad"); // 53 points, 12 circles at 2 VP: her kill adds 29
    const cripple = yieldOf(tsargrad, 1, 2);
    expect(cripple).toBeGreaterThan(0.8 * (2 + 29));
    expect(cripple).toBeLessThanOrEqual(2 + 29);
    const healthy = yieldOf(tsargrad, 12, 2);
    expect(healthy).toBeGreaterThan(2 * 2 * 0.95);
    expect(healthy - 2 * 2).toBeLessThan(0.01);
  });

  it("IS 4.2 fire past the last hull circle yields nothing more: ten hits on a ship with one circle left are worth her circle and her kill", () => {
    const tsargrad = ship(duel(11), "tsargrad");
    expect(yieldOf(tsargrad, 1, 10)).toBeCloseTo(31, 2);
    expect(yieldOf(tsargrad, 1, 40)).toBeCloseTo(31, 6);
    expect(yieldOf(tsargrad, 0, 5)).toBe(0);
  });

  it("IS 6.10 a ship whose other sections are filled takes every damage roll in her hull", () => {
    const tsargrad = ship(duel(0), "tsargrad");
    expect(hullShare(tsargrad, tsargrad.damage)).toBeCloseTo(9 / 20, 9);
    const wreck = { ...tsargrad.damage, armour: 2, thrust: 6, primary: 4, secondary: 8, light: 8 };
    expect(hullShare(tsargrad, wreck)).toBe(1);
  });

  it("IS 4.2, IS 6.6 the lead counts most of a cripple's kill where the guns can reach her, never more than she has left", () => {
    // The Tsargrad can answer nothing, so Britain's lead is her filled circles plus the Gauntlet's expected fire.
    const crippled = leadOf(duel(11), "britain");
    expect(crippled).toBeGreaterThan(11 * 2 + 0.6 * (2 + 29));
    expect(crippled).toBeLessThanOrEqual(53);
    // Healthy, the same guns are worth their circles: the kill is out of one phase's reach.
    const healthy = leadOf(duel(0), "britain");
    expect(healthy).toBeLessThan(12);
    expect(healthy).toBeGreaterThan(2);
    // From the other seat's view the same figures, negated.
    expect(leadOf(duel(11), "russia")).toBeCloseTo(-crippled, 9);
  });

  it("IS 6.11 a ship the pending hits destroy is scored at her point value and draws no more fire", () => {
    expect(leadOf(duel(11, 1), "britain")).toBe(53);
  });
});
