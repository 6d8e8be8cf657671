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

/**
 * Hands every value the answers read to `take`, flat, in a fixed order (positions by value, never
 * by identity), until `take` returns false; true when it took them all. One walk serves both to
 * record the inputs and to compare them with the recorded ones without building a new list.
 */
function walk(s: IronStarsState, ship: Live, take: (value: unknown) => boolean): boolean {
  const d = ship.damage;
  const e = ship.equipment;
  const o = s.options;
  const enemy = otherSeat(s, ship.side);
  const own = [
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
  for (const v of own) if (!take(v)) return false;
  for (const x of s.ships) {
    if (x.side !== enemy || x.position === null || x.destroyed !== null) continue;
    if (!(take(x.id) && take(x.record) && take(x.position.x) && take(x.position.y) && take(x.facing))) return false;
    if (!(take(x.damage.armour) && take(x.nets))) return false;
  }
  return true;
}

/** The answers kept for this ship in this state: the last ones when nothing they read has changed, else none yet. */
export function keptFor(s: IronStarsState, ship: Live): Kept {
  const k = kept.get(ship.record);
  if (k) {
    let i = 0;
    const inputs = k.inputs;
    if (walk(s, ship, (v) => v === inputs[i++]) && i === inputs.length) return k;
  }
  const inputs: unknown[] = [];
  walk(s, ship, (v) => inputs.push(v) > 0);
  const fresh: Kept = { inputs };
  kept.set(ship.record, fresh);
  return fresh;
}
