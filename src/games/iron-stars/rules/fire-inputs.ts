// What a ship's fire depends on, to keep what is worked out from it. Whether a ship can fire and
// its firing bounds (fire.ts) read only its own guns, torpedoes, equipment, place and facing, each
// enemy on the table's place, facing, record, armour and nets, three options and the terrain.
// Within a combat phase none of that changes for a ship still to fire (nothing moves, and damage
// waits for the phase's end, IS 6.11), yet every step asks again for every such ship; so the
// answers are kept per ship with those inputs, and worked out anew as soon as any input differs.
import type { Point } from "../geometry";
import type { ShipRecord } from "../ships";
import type { IronStarsState, Ship } from "../state";
import { otherSeat } from "../queries";

type Live = Ship & { position: Point };

/** The answers kept for one ship: each filled in when first asked for. */
export interface Kept {
  inputs: unknown[];
  canFire?: boolean;
  bounds?: unknown;
}

// By record: a ship's record is its own (newShip copies it) and never changes, while the ship
// object itself is copied at every step.
const kept = new WeakMap<ShipRecord, Kept>();

/** Every value the answers read, flat, in a fixed order (positions by value, never by identity). */
function inputsOf(s: IronStarsState, ship: Live): unknown[] {
  const d = ship.damage;
  const e = ship.equipment;
  const o = s.options;
  const enemy = otherSeat(s, ship.side);
  const inputs: unknown[] = [
    o.specialEquipment,
    o.targetSize,
    o.torpedoNets,
    s.terrain,
    ship.id,
    ship.record,
    enemy,
    ship.position.x,
    ship.position.y,
    ship.facing,
    d.primary,
    d.secondary,
    d.light,
    ship.torpedoesFired,
    e.rockets,
    e.fireArrows,
    e.lightningProjectors,
    e.keelBombard,
  ];
  for (const x of s.ships) {
    if (x.side !== enemy || x.position === null || x.destroyed !== null) continue;
    inputs.push(x.id, x.record, x.position.x, x.position.y, x.facing, x.damage.armour, x.nets);
  }
  return inputs;
}

function same(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The answers kept for this ship in this state: the last ones when nothing they read has changed, else none yet. */
export function keptFor(s: IronStarsState, ship: Live): Kept {
  const inputs = inputsOf(s, ship);
  let k = kept.get(ship.record);
  if (!k || !same(k.inputs, inputs)) kept.set(ship.record, (k = { inputs }));
  return k;
}
