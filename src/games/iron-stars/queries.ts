// Reads about ships and sides: current ratings after damage, which ships are on the table, the
// other side, victory points. No rule decisions live here, only the arithmetic of the records.
import type { SeatId } from "../../engine/contract";
import { copyPlain } from "../../engine/plain-copy";
import type { Point } from "./geometry";
import { cornersOf } from "./geometry";
import { circles, sizeOf, type Section, type ShipRecord } from "./ships";
import type { IronStarsState, Ship } from "./state";
import { counterOf, type SizeClass } from "./tables";

export function shipById(s: IronStarsState, id: string): Ship | undefined {
  return s.ships.find((x) => x.id === id);
}

export function otherSeat(s: IronStarsState, seat: SeatId): SeatId {
  return s.seats[0] === seat ? s.seats[1]! : s.seats[0]!;
}

/** Placed and neither destroyed nor off the table. */
export function onTheTable(ship: Ship): ship is Ship & { position: Point } {
  return ship.position !== null && ship.destroyed === null;
}

export function fleet(s: IronStarsState, seat: SeatId): Ship[] {
  return s.ships.filter((x) => x.side === seat);
}

export function liveFleet(s: IronStarsState, seat: SeatId): (Ship & { position: Point })[] {
  return s.ships.filter((x): x is Ship & { position: Point } => x.side === seat && onTheTable(x));
}

export function left(ship: Ship, section: Section): number {
  return circles(ship.record, section) - ship.damage[section];
}

export const hullLeft = (ship: Ship) => left(ship, "hull");
export const armourOf = (ship: Ship) => left(ship, "armour");
export const thrustOf = (ship: Ship) => left(ship, "thrust");
export const primaryGuns = (ship: Ship) => left(ship, "primary");
export const secondaryGuns = (ship: Ship) => left(ship, "secondary");
export const lightGuns = (ship: Ship) => left(ship, "light");

export function torpedoesLeft(ship: Ship): number {
  return (ship.record.torpedoes?.guns ?? 0) - ship.torpedoesFired;
}

export function sizeClass(ship: Ship): SizeClass {
  return sizeOf(ship.record);
}

export function counter(ship: Ship) {
  return counterOf(sizeClass(ship));
}

export function corners(ship: Ship & { position: Point }): Point[] {
  return cornersOf(ship.position, ship.facing, counter(ship));
}

/** IS 4.2: what `seat` has scored: each enemy ship destroyed is worth its points, each hull hit on a survivor its hull VP. */
export function vpOf(s: IronStarsState, seat: SeatId): number {
  let vp = 0;
  for (const ship of s.ships) {
    if (ship.side === seat) continue;
    vp += ship.destroyed ? ship.record.points : ship.damage.hull * ship.record.hvp;
  }
  return vp;
}

export function vpBySeat(s: IronStarsState): Record<SeatId, number> {
  return Object.fromEntries(s.seats.map((seat) => [seat, vpOf(s, seat)]));
}

export function newShip(id: string, name: string, side: SeatId, record: ShipRecord): Ship {
  return {
    id,
    name,
    side,
    record: copyPlain(record),
    position: null,
    facing: 0,
    momentum: 0,
    damage: { hull: 0, armour: 0, thrust: 0, primary: 0, secondary: 0, light: 0 },
    torpedoesFired: 0,
    equipment: copyPlain(record.equipment),
    nets: false,
    moved: false,
    fired: false,
    destroyed: null,
    lastMove: null,
  };
}

/** The side that moves or fires in the current step, if any. */
export function actingSide(s: IronStarsState): SeatId | null {
  if (s.phase !== "play" || !s.active) return null;
  switch (s.step) {
    case "activeMovement":
    case "activeCombat":
      return s.active;
    case "reactiveMovement":
    case "reactiveCombat":
      return otherSeat(s, s.active);
    default:
      return null;
  }
}

export function reconstructed(s: IronStarsState): boolean {
  return s.options.specialEquipment === "reconstructed";
}
