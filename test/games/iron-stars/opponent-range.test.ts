// The range a ship wants to fight at (src/games/iron-stars/opponent-range.ts), read off its guns
// and the enemy fleet's, and how a thorough level's move scoring weighs it (opponent-moves.ts).
import { describe, expect, it } from "vitest";
import { ironStars } from "../../../src/games/iron-stars";
import { distance } from "../../../src/games/iron-stars/geometry";
import { moveCandidates } from "../../../src/games/iron-stars/opponent-moves";
import { edgeAt, shipEdge } from "../../../src/games/iron-stars/opponent-range";
import { planForward } from "../../../src/games/iron-stars/rules/move-plan";
import { SCENARIO_ONE } from "../../../src/games/iron-stars/setup";
import type { MoveShipAction } from "../../../src/games/iron-stars/actions";
import type { Ship } from "../../../src/games/iron-stars/state";
import { battle, type ShipSpec, ship } from "./helpers";

/**
 * Scenario One's two fleets in two rows `gap` inches apart, Britain's moved, Russia's still to move
 * but for `toMove` (every ship when null); `russianLight` damage on each Russian light gun track.
 */
function rows(gap: number, toMove: string | null = null, russianLight = 0) {
  const specs: ShipSpec[] = [];
  SCENARIO_ONE.britain.ships.forEach(([id, , cls], i) => {
    specs.push({ id, cls, side: "britain", at: [20 + 4 * i, 34], facing: 0, momentum: 3, moved: true });
  });
  SCENARIO_ONE.russia.ships.forEach(([id, , cls], i) => {
    const moved = toMove !== null && id !== toMove;
    specs.push({ id, cls, side: "russia", at: [18 + 4 * i, 34 - gap], facing: 0, momentum: 4, moved, damage: { light: russianLight } });
  });
  return battle(specs, { active: "russia" });
}

/** The range from where `a` leaves the ship to the nearest British ship, in inches. */
function rangeLeft(s: ReturnType<typeof rows>, id: string, a: MoveShipAction): number {
  const mover = ship(s, id) as Ship & { position: { x: number; y: number } };
  const to = planForward(mover, a.first, a.turn, a.second).path.to;
  return Math.min(...s.ships.filter((x) => x.side === "britain").map((b) => distance(to, b.position!))) / 100;
}

describe("the range the opponent wants to fight at in Iron Stars", () => {
  it("IS 6.6–6.7, IS 6.13: the Tsargrad's batteries gain by closing; an Alpha (armour 0, one hull) loses at every range, least far off; a Volga gains only inside its torpedoes' first bands", () => {
    const s = rows(20);
    const tsargrad = shipEdge(s, ship(s, "tsargrad"));
    const volga = shipEdge(s, ship(s, "volga-1"));
    const alpha = shipEdge(s, ship(s, "alpha-1"));
    expect(tsargrad).toHaveLength(36);
    expect(tsargrad[0]).toBeGreaterThan(tsargrad[12]!);
    expect(tsargrad[12]).toBeGreaterThan(0);
    for (const v of alpha) expect(v).toBeLessThanOrEqual(0);
    expect(alpha[0]).toBeLessThan(alpha[20]!);
    expect(volga[1]).toBeGreaterThan(0);
    expect(volga[8]).toBeLessThan(0);
    expect(volga[1]).toBeLessThan(tsargrad[1]! / 2);
    expect(edgeAt(tsargrad, 250)).toBe(tsargrad[2]);
    expect(edgeAt(tsargrad, 9_000)).toBe(tsargrad[35]);
    expect(tsargrad[35]).toBe(0);
  });

  it("IS 6.9 the edge follows the damage: with the Tsargrad's light guns shot away its point-blank edge shrinks", () => {
    const whole = shipEdge(rows(20), ship(rows(20), "tsargrad"));
    const damaged = rows(20, null, 99);
    const gunless = shipEdge(damaged, ship(damaged, "tsargrad"));
    expect(gunless[0]).toBeLessThan(whole[0]! - 1);
    // Past the light guns' reach against the British armour the two agree.
    expect(gunless[30]).toBe(whole[30]);
  });

  it("IS 5.1 a thorough Volga closes to its torpedoes' reach from 8\" where the plain scoring holds 8\", and keeps off from 16\" where the plain scoring closes", () => {
    const near = rows(8, "volga-1");
    const [plain] = moveCandidates(near, "russia", null, 1, () => {}, false);
    const [ranged] = moveCandidates(near, "russia", null, 1, () => {}, true);
    expect(plain!.ship).toBe("volga-1");
    expect(rangeLeft(near, "volga-1", plain!)).toBeGreaterThanOrEqual(8);
    expect(rangeLeft(near, "volga-1", ranged!)).toBeLessThan(4);
    // The thorough rollout plays the range-weighed end; what a plain level weighs at its root is unchanged.
    expect(ironStars.opponent!.rollout!(near, "russia", null as never, { thorough: true, work: () => {} })).toEqual(ranged);
    const far = rows(16, "volga-1");
    const [plainFar] = moveCandidates(far, "russia", null, 1, () => {}, false);
    const [rangedFar] = moveCandidates(far, "russia", null, 1, () => {}, true);
    expect(rangeLeft(far, "volga-1", plainFar!)).toBeLessThan(16);
    expect(rangeLeft(far, "volga-1", rangedFar!)).toBeGreaterThan(20);
  });
});
