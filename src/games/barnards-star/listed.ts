// The actions that fill the long choice lists (a unit's move to a hex, a ship's landing or close
// approach over one, a jump troop's drop, a placement) are made once per unit and hex and shared,
// frozen, by every state that lists them: a movement or interaction list holds hundreds, and the
// search lists them again at every step. Frozen, so no reader can change what another state
// lists. Unit ids are the game's own, so the tables stay small.
import type { ActionOf } from "./actions";
import { GRID } from "./map";

type Row<A> = (A | undefined)[];

function rowOf<A>(table: Map<string, Row<A>>, id: string): Row<A> {
  let row = table.get(id);
  if (!row) table.set(id, (row = new Array<A | undefined>(GRID.count)));
  return row;
}

const MOVES = new Map<string, Row<ActionOf<"moveUnit">>>();
const LANDINGS = new Map<string, Row<ActionOf<"landShip">>>();
const APPROACHES = new Map<string, Row<ActionOf<"closeApproach">>>();
const DROPS = new Map<string, Row<ActionOf<"dropJumpTroop">>>();
const PLACEMENTS = new Map<string, Row<ActionOf<"placeUnit">>>();

export function moveChoice(unit: string, to: number): ActionOf<"moveUnit"> {
  const row = rowOf(MOVES, unit);
  return (row[to] ??= Object.freeze({ type: "moveUnit" as const, unit, to }));
}

export function landChoice(ship: string, hex: number): ActionOf<"landShip"> {
  const row = rowOf(LANDINGS, ship);
  return (row[hex] ??= Object.freeze({ type: "landShip" as const, ship, hex }));
}

export function approachChoice(ship: string, hex: number): ActionOf<"closeApproach"> {
  const row = rowOf(APPROACHES, ship);
  return (row[hex] ??= Object.freeze({ type: "closeApproach" as const, ship, hex }));
}

export function dropChoice(unit: string, hex: number): ActionOf<"dropJumpTroop"> {
  const row = rowOf(DROPS, unit);
  return (row[hex] ??= Object.freeze({ type: "dropJumpTroop" as const, unit, hex }));
}

export function placeChoice(unit: string, hex: number): ActionOf<"placeUnit"> {
  const row = rowOf(PLACEMENTS, unit);
  return (row[hex] ??= Object.freeze({ type: "placeUnit" as const, unit, hex }));
}

/** Freezes an action made for one list (its arrays too), so that it can be handed out as it is. */
export function freezeChoice<A extends object>(a: A): A {
  if (Object.isFrozen(a)) return a;
  for (const v of Object.values(a)) if (Array.isArray(v)) Object.freeze(v);
  return Object.freeze(a);
}
