// Copy-on-write for the ships. apply() works on a copy of the state (state.ts), but a step changes
// one ship or none of the ~17, so the copy shares every ship object with the state it came from and
// the rules write a ship only through these helpers: the first write to a ship in a copy copies it
// and puts the copy in the copy's own ship list; later writes in the same copy find it their own.
// A rule that writes a ship takes it from here (never from a read such as shipById or liveFleet,
// which may be the earlier state's), and takes it before it reads what it will write.
//
// A state that no copy made (set-up, a test's position) owns its ships: writes go in place.
//
// Which copy is being changed, and the ships it has copied so far, sit in two module-level slots
// rather than a WeakMap entry and a Set per copy (3.7 % of a random playout in bench/README 5q):
// apply and resign change their copy from copyState to finishCopy without calling out, so only one
// copy is ever being changed at a time. A copy left unfinished (a rule that threw) is let go by
// the next copyState; nothing writes a state after that.
import { cloneState, type IronStarsState, type Ship } from "./state";

let changing: IronStarsState | null = null;
/** The ships `changing` has copied so far (a step writes one or two of the ~17). */
const mine: Ship[] = [];

/** A copy of `s` for apply() to change: its own lists, sharing every ship until a rule writes one here. */
export function copyState(s: IronStarsState): IronStarsState {
  const next = cloneState(s);
  changing = next;
  mine.length = 0;
  return next;
}

/**
 * Apply is done with its copy: from here on it is a state as apply made it, never written again
 * (a later write would go in place, as for set-up's state). So whatever is kept for finished
 * states (fire-inputs.ts) can tell it from a copy still being changed.
 */
export function finishCopy(s: IronStarsState): void {
  if (changing !== s) return;
  changing = null;
  mine.length = 0;
}

/** Whether `s` is apply's copy, still being changed by the rules. */
export function beingChanged(s: IronStarsState): boolean {
  return s === changing;
}

/**
 * The ship at `index` of `s.ships`, to write. Field by field, as state.ts's copy used to be made: a
 * spread of ships of different origins (parsed from a snapshot, made by newShip) gave them
 * different shapes.
 */
export function editShipAt(s: IronStarsState, index: number): Ship {
  const x = s.ships[index]!;
  if (s !== changing || mine.includes(x)) return x;
  const copy: Ship = {
    id: x.id,
    name: x.name,
    side: x.side,
    record: x.record,
    position: x.position,
    facing: x.facing,
    momentum: x.momentum,
    damage: x.damage,
    torpedoesFired: x.torpedoesFired,
    equipment: x.equipment,
    nets: x.nets,
    moved: x.moved,
    fired: x.fired,
    destroyed: x.destroyed,
    lastMove: x.lastMove,
  };
  s.ships[index] = copy;
  mine.push(copy);
  return copy;
}

/** The ship with this id, to write (it must exist). */
export function editShip(s: IronStarsState, id: string): Ship {
  const i = s.ships.findIndex((x) => x.id === id);
  if (i < 0) throw new Error(`no ship "${id}"`);
  return editShipAt(s, i);
}

/** Every ship matching `which`, to write, in list order (only those are copied). */
export function editShips(s: IronStarsState, which: (ship: Ship) => boolean): Ship[] {
  const out: Ship[] = [];
  for (let i = 0; i < s.ships.length; i++) if (which(s.ships[i]!)) out.push(editShipAt(s, i));
  return out;
}
