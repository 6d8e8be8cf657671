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
import { beingChanged } from "../own";

type Live = Ship & { position: Point };

/** The answers kept for one ship: each filled in when first asked for. */
export interface Kept {
  inputs: unknown[];
  canFire?: boolean;
  bounds?: unknown;
  /**
   * The finished state (and its ship object) the inputs were last found equal in. A state as
   * apply made it is never changed, so asked again there (pending's bounds after its list of ships
   * still to fire, the bot, the next apply's check) the answers hold without walking the inputs.
   */
  checkedIn?: IronStarsState;
  checkedShip?: Live;
}

// By record: a ship's record is its own (newShip copies it) and never changes, while the ship
// object itself is copied at every step.
const kept = new WeakMap<ShipRecord, Kept>();

// The walk's cursor: recording appends to `inputs`, comparing checks each value against
// `inputs[at]` in turn. Module-level rather than a closure per call: keptFor runs for every ship
// still to fire several times a step (the flow's check, pending, the bot), and the closures and
// the list of the ship's own inputs were a good part of that step's garbage.
let inputs: unknown[] = [];
let at = 0;
let recording = false;

function take(v: unknown): boolean {
  if (recording) {
    inputs.push(v);
    return true;
  }
  return v === inputs[at++];
}

/**
 * Hands every value the answers read to `take`, flat, in a fixed order (positions by value, never
 * by identity), until `take` returns false; true when it took them all. One walk serves both to
 * record the inputs and to compare them with the recorded ones without building a new list.
 */
function walk(s: IronStarsState, ship: Live): boolean {
  const d = ship.damage;
  const e = ship.equipment;
  const o = s.options;
  const enemy = otherSeat(s, ship.side);
  const own =
    take(o.specialEquipment) &&
    take(o.targetSize) &&
    take(o.torpedoNets) &&
    take(s.terrain) &&
    take(ship.id) &&
    take(ship.record) &&
    take(enemy) &&
    take(ship.position.x) &&
    take(ship.position.y) &&
    take(ship.facing) &&
    take(d.primary) &&
    take(d.secondary) &&
    take(d.light) &&
    take(ship.torpedoesFired) &&
    take(e.rockets) &&
    take(e.fireArrows) &&
    take(e.lightningProjectors) &&
    take(e.keelBombard);
  if (!own) return false;
  for (const x of s.ships) {
    if (x.side !== enemy || x.position === null || x.destroyed !== null) continue;
    if (!(take(x.id) && take(x.record) && take(x.position.x) && take(x.position.y) && take(x.facing))) return false;
    if (!(take(x.damage.armour) && take(x.nets))) return false;
  }
  return true;
}

/**
 * Whether `s` holds everything the walk reads as the very objects of the finished state the inputs
 * were last found equal in: the same options, terrain and seats, this ship object, and the same
 * enemy ship objects in the same places of the list (the ship's own side may differ: the walk reads
 * none of them). A finished state's ships are never changed (own.ts: a copy copies a ship before it
 * writes it), so the same objects hold the same values, and the walk can be skipped. After a fire
 * only the firer's object is new, so this holds for every other ship of its side, in the finished
 * state and in apply's copy of it alike (bench/README 5q).
 */
function sameObjects(k: Kept, s: IronStarsState, ship: Live): boolean {
  const was = k.checkedIn;
  if (!was || k.checkedShip !== ship || was.options !== s.options || was.terrain !== s.terrain) return false;
  if (was.seats[0] !== s.seats[0] || was.seats[1] !== s.seats[1]) return false;
  const now = s.ships;
  const then = was.ships;
  if (now === then) return true;
  if (now.length !== then.length) return false;
  const own = ship.side;
  for (let i = 0; i < now.length; i++) {
    const x = now[i]!;
    const y = then[i]!;
    if (x !== y && (x.side !== own || y.side !== own)) return false;
  }
  return true;
}

/** The answers kept for this ship in this state: the last ones when nothing they read has changed, else none yet. */
export function keptFor(s: IronStarsState, ship: Live): Kept {
  const k = kept.get(ship.record);
  const finished = !beingChanged(s);
  if (k) {
    if (finished && k.checkedIn === s && k.checkedShip === ship) return k;
    if (sameObjects(k, s, ship)) {
      if (finished) k.checkedIn = s;
      return k;
    }
    inputs = k.inputs;
    at = 0;
    recording = false;
    if (walk(s, ship) && at === inputs.length) {
      if (finished) {
        k.checkedIn = s;
        k.checkedShip = ship;
      }
      return k;
    }
  }
  const fresh: Kept = { inputs: [] };
  inputs = fresh.inputs;
  recording = true;
  walk(s, ship);
  recording = false;
  if (finished) {
    fresh.checkedIn = s;
    fresh.checkedShip = ship;
  }
  kept.set(ship.record, fresh);
  return fresh;
}
