// Questions about a ship and the seats' wheels that several rules ask: which lasers work and
// bear, the To-Hit Number, whether a ship is out. Pure reads of the state.
import type { SeatId } from "../../engine/contract";
import type { ShipCard } from "./ships";
import { FIXED_SECTOR, WEAPONS, type WeaponId } from "./weapons";
import { DRONE } from "./seats";
import type { LastStarfighterState, SeatWheel, Ship } from "./state";
import { opposite, type WheelSetting } from "./wheel";
import { copyPlain } from "../../engine/plain-copy";

export function newShip(card: ShipCard): Ship {
  return {
    card: copyPlain(card),
    protection: card.protection,
    stabilizer: card.stabilizer,
    targeting: card.targeting,
    lifeSupport: null,
    lifeSupportHitOnTurn: null,
    damagedWeapons: [],
    turret: null,
    heading: null,
    blownUp: false,
    pilotDead: false,
  };
}

/** Broken apart (LS 2.6) or blown up (LS 7.8). */
export function isDestroyed(ship: Ship): boolean {
  return ship.blownUp || ship.protection <= 0;
}

/** Out of the duel: the ship is destroyed or its pilot is dead. */
export function isLost(ship: Ship): boolean {
  return isDestroyed(ship) || ship.pilotDead;
}

export function workingWeapons(ship: Ship): WeaponId[] {
  return WEAPONS.map((w) => w.id).filter((id) => !ship.damagedWeapons.includes(id));
}

export function hasWorkingTurret(ship: Ship): boolean {
  return workingWeapons(ship).some((id) => id === "turret1" || id === "turret2");
}

/** LS 6.2: the working lasers of the one sector that holds the opponent. */
export function bearingWeapons(ship: Ship, viewPort: number): WeaponId[] {
  return WEAPONS.filter((w) => !ship.damagedWeapons.includes(w.id))
    .filter((w) => (w.mount === "turret" ? ship.turret === viewPort : FIXED_SECTOR[w.mount] === viewPort))
    .map((w) => w.id);
}

/** LS 6.3: Base To-Hit Number plus the clicks turned this turn. */
export function toHitNumber(ship: Ship): number {
  return ship.targeting + (ship.heading?.clicks ?? 0);
}

export function otherSeat(s: LastStarfighterState, seat: SeatId): SeatId {
  return s.seats[0] === seat ? s.seats[1]! : s.seats[0]!;
}

/** The seats that give orders: both pilots, never the drone. */
export function pilotSeats(s: LastStarfighterState): SeatId[] {
  return s.seats.filter((seat) => seat !== DRONE);
}

export function hasDrone(s: LastStarfighterState): boolean {
  return s.seats.includes(DRONE);
}

/** A stored (first seat's) setting as `seat` reads it on its own wheel. */
export function wheelFor(s: LastStarfighterState, seat: SeatId, w: WheelSetting = s.wheel): WheelSetting {
  return seat === s.seats[0] ? { ...w } : opposite(w);
}

export function seatWheels(s: LastStarfighterState, w: WheelSetting): SeatWheel[] {
  return s.seats.map((seat) => ({ seat, ...wheelFor(s, seat, w) }));
}

/**
 * LS 8.4: the drone fires whenever it can: with a working turret laser (its die may point it at
 * the pilot) or a fixed laser that bears. Its turret is unaimed until its firing-phase die.
 */
export function droneMayFire(s: LastStarfighterState): boolean {
  const drone = s.ships[DRONE];
  if (!drone || !s.seats.includes(DRONE)) return false;
  return hasWorkingTurret(drone) || bearingWeapons(drone, wheelFor(s, DRONE).viewPort).length > 0;
}

export function shipOf(s: LastStarfighterState, seat: SeatId): Ship {
  const ship = s.ships[seat];
  if (!ship) throw new Error(`${seat} has no ship yet`);
  return ship;
}
