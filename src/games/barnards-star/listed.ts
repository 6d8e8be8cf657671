// The actions that fill the long choice lists (a unit's move to a hex, a ship's landing or close
// approach over one, a jump troop's drop, a placement) are made once per unit and hex and shared,
// frozen, by every state that lists them: a movement or interaction list holds hundreds, and the
// search lists them again at every step. Frozen, so no reader can change what another state
// lists. Unit ids are the game's own, so the tables stay small.
import type { ActionOf } from "./actions";
import { GRID, SETUP_HEXES } from "./map";

/** One unit's actions by hex, made as they are first listed. */
class Table<A> {
  private readonly rows = new Map<string, (A | undefined)[]>();
  // Lists ask for one unit's actions hex after hex: the last row is kept at hand.
  private lastId = "";
  private lastRow: (A | undefined)[] = [];

  row(id: string): (A | undefined)[] {
    if (id === this.lastId) return this.lastRow;
    let row = this.rows.get(id);
    if (!row) this.rows.set(id, (row = new Array<A | undefined>(GRID.count)));
    this.lastId = id;
    this.lastRow = row;
    return row;
  }
}

const MOVES = new Table<ActionOf<"moveUnit">>();
const LANDINGS = new Table<ActionOf<"landShip">>();
const APPROACHES = new Table<ActionOf<"closeApproach">>();
const DROPS = new Table<ActionOf<"dropJumpTroop">>();
const PLACEMENTS = new Table<ActionOf<"placeUnit">>();

export function moveChoice(unit: string, to: number): ActionOf<"moveUnit"> {
  const row = MOVES.row(unit);
  return (row[to] ??= Object.freeze({ type: "moveUnit" as const, unit, to }));
}

export function landChoice(ship: string, hex: number): ActionOf<"landShip"> {
  const row = LANDINGS.row(ship);
  return (row[hex] ??= Object.freeze({ type: "landShip" as const, ship, hex }));
}

export function approachChoice(ship: string, hex: number): ActionOf<"closeApproach"> {
  const row = APPROACHES.row(ship);
  return (row[hex] ??= Object.freeze({ type: "closeApproach" as const, ship, hex }));
}

export function dropChoice(unit: string, hex: number): ActionOf<"dropJumpTroop"> {
  const row = DROPS.row(unit);
  return (row[hex] ??= Object.freeze({ type: "dropJumpTroop" as const, unit, hex }));
}

export function placeChoice(unit: string, hex: number): ActionOf<"placeUnit"> {
  const row = PLACEMENTS.row(unit);
  return (row[hex] ??= Object.freeze({ type: "placeUnit" as const, unit, hex }));
}

const ANYWHERE = new Map<string, readonly ActionOf<"placeUnit">[]>();

/** A unit's placement on every set-up hex (BS 16.2): one frozen list per unit, shared. */
export function placeAnywhere(unit: string): ActionOf<"placeUnit">[] {
  let list = ANYWHERE.get(unit);
  if (!list) ANYWHERE.set(unit, (list = Object.freeze(SETUP_HEXES.map((hex) => placeChoice(unit, hex)))));
  return list as ActionOf<"placeUnit">[];
}
