// The range a side wants to fight at (src/games/iron-stars/opponent-range.ts), read off the two
// fleets' guns, and how a thorough level's move scoring weighs it (opponent-moves.ts).
import { describe, expect, it } from "vitest";
import { ironStars } from "../../../src/games/iron-stars";
import { distance } from "../../../src/games/iron-stars/geometry";
import { moveCandidates } from "../../../src/games/iron-stars/opponent-moves";
import { edgeAt, rangeEdge } from "../../../src/games/iron-stars/opponent-range";
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
  it("IS 6.6–6.7, IS 6.13: Russia's light guns, d6 batteries and torpedoes outscore Britain at point-blank range; past 10\" Britain's d8s are ahead", () => {
    const s = rows(20);
    const russia = rangeEdge(s, "russia");
    const britain = rangeEdge(s, "britain");
    expect(russia).toHaveLength(36);
    expect(russia[0]).toBeGreaterThan(20);
    expect(russia[12]).toBeLessThan(0);
    for (let i = 0; i < russia.length; i++) expect(britain[i]! + russia[i]!).toBe(0);
    expect(edgeAt(russia, 250)).toBe(russia[2]);
    expect(edgeAt(russia, 9_000)).toBe(russia[35]);
    expect(russia[35]).toBe(0);
  });

  it("IS 6.9 the edge follows the damage: with Russia's light guns shot away its point-blank edge shrinks", () => {
    const whole = rangeEdge(rows(20), "russia");
    const gunless = rangeEdge(rows(20, null, 99), "russia");
    expect(gunless[0]).toBeLessThan(whole[0]! - 5);
    // Past the light guns' reach against the British armour the two agree.
    expect(gunless[30]).toBe(whole[30]);
  });

  it("IS 5.1 a thorough level's Volga closes to torpedo range where the plain scoring holds 10\" off", () => {
    const s = rows(10, "volga-1");
    const [plain] = moveCandidates(s, "russia", null, 1, () => {}, false);
    const [ranged] = moveCandidates(s, "russia", null, 1, () => {}, true);
    expect(plain!.ship).toBe("volga-1");
    expect(rangeLeft(s, "volga-1", plain!)).toBeGreaterThanOrEqual(10);
    expect(rangeLeft(s, "volga-1", ranged!)).toBeLessThan(5);
    // The thorough rollout plays the range-weighed end; what a plain level weighs at its root is unchanged.
    expect(ironStars.opponent!.rollout!(s, "russia", null as never, { thorough: true, work: () => {} })).toEqual(ranged);
  });
});
