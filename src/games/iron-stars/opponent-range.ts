// The range a side wants to fight at, read off the two fleets' guns (bench/README.md 6m). Each
// weapon's target number rises with range and falls with the die (IS 6.6–6.7, torpedoes IS 6.13),
// so fleets armed differently gain by different ranges: in Scenario One Russia's many d4 light
// guns, d6 batteries and torpedoes outscore Britain's fire by some 40 VP a phase at point-blank
// range, while past 12" Britain's d8 batteries are level or ahead. The edge at a range is what one
// side's whole fleet can expect to score against the other's, every ship that far from every enemy
// and every weapon at the best target for it, less the same the other way: a rough figure, but one
// that says which way a ship should want the range to go, from the guns alone and for any fleets
// (pick-up fleets too), never from the seat's name. A thorough level's move scoring
// (opponent-moves.ts) adds a share of it at the range each end leaves to the nearest enemy.
import type { SeatId } from "../../engine/contract";
import { hitChance, pointValue } from "./evaluation";
import { once } from "./once";
import { liveFleet, otherSeat } from "./queries";
import { allowanceInArc, targetNumber, weaponsOf } from "./rules/fire";
import { SECTIONS } from "./ships";
import type { IronStarsState, Ship } from "./state";
import { ARCS, GUN_MAX_RANGE, INCH } from "./tables";

/** The edge is read at whole inches 0 … 35 (no gun reaches 35", IS 6.7). */
const INCHES = GUN_MAX_RANGE / INCH + 1;

/** Curves worked out, by the fleets' state (guns left, armour, hulls): damage changes them only once a combat phase. */
const curves = new Map<string, number[]>();
const MAX_CURVES = 2_000;

/**
 * What `ships` can expect to score on `enemies` at each whole inch, each weapon at its best target
 * from its best arc (as shotValue prices a shot): the target numbers at no range are worked out
 * once and each band of range adds one (IS 6.7, IS 6.13), so the 36 ranges cost little more than one.
 */
function fleetFire(s: IronStarsState, ships: Ship[], enemies: Ship[]): number[] {
  const total = new Array<number>(INCHES).fill(0);
  const values = enemies.map((e) => pointValue(e));
  for (const ship of ships) {
    for (const profile of weaponsOf(s, ship)) {
      let guns = 0;
      for (const arc of ARCS) guns = Math.max(guns, allowanceInArc(profile, arc));
      const base = enemies.map((e) => targetNumber(s, profile, e, 0, false));
      for (let inches = 0; inches < INCHES && inches * INCH < profile.maxRange; inches++) {
        const bands = Math.floor((inches * INCH) / profile.band);
        let best = 0;
        for (let i = 0; i < enemies.length; i++)
          best = Math.max(best, guns * hitChance(profile.die, base[i]! + bands) * profile.damage * values[i]!);
        total[inches]! += profile.torpedoLike ? best / 2 : best;
      }
    }
  }
  return total;
}

/** What keys a curve: every live ship with its damage, spent torpedoes and equipment (its weapons, armour and point value follow). */
function signature(ships: Ship[]): string {
  return ships
    .map((x) => `${x.id}:${SECTIONS.map((at) => x.damage[at]).join(",")},${x.torpedoesFired},${JSON.stringify(x.equipment)}`)
    .join("|");
}

/**
 * `seat`'s edge in expected victory points a combat phase, by whole inch of range (index 0 … 35),
 * for the fleets as they stand. Worked out once per state and kept by the fleets' state.
 */
export function rangeEdge(s: IronStarsState, seat: SeatId): number[] {
  return once(s, `rangeEdge:${seat}`, () => {
    const mine = liveFleet(s, seat);
    const theirs = liveFleet(s, otherSeat(s, seat));
    const key = `${seat}#${signature(mine)}#${signature(theirs)}`;
    const known = curves.get(key);
    if (known) return known;
    const ours = fleetFire(s, mine, theirs);
    const against = fleetFire(s, theirs, mine);
    const edge = ours.map((v, i) => v - against[i]!);
    if (curves.size >= MAX_CURVES) curves.clear();
    curves.set(key, edge);
    return edge;
  });
}

/** The edge at `range` (hundredths of an inch), past the longest gun the last inch's. */
export function edgeAt(edge: number[], range: number): number {
  return edge[Math.min(edge.length - 1, Math.floor(range / INCH))]!;
}
