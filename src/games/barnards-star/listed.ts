// The actions that fill the long choice lists (a unit's move to a hex, a ship's landing or close
// approach over one, a jump troop's drop, a placement) are made once per unit and hex and shared,
// frozen, by every state that lists them (the engine's ActionTable).
import { ActionTable } from "../../engine/listed";
import type { ActionOf } from "./actions";
import { GRID, SETUP_HEXES } from "./map";

const MOVES = new ActionTable(GRID.count, (unit, to): ActionOf<"moveUnit"> => ({ type: "moveUnit", unit, to }));
const LANDINGS = new ActionTable(GRID.count, (ship, hex): ActionOf<"landShip"> => ({ type: "landShip", ship, hex }));
const APPROACHES = new ActionTable(GRID.count, (ship, hex): ActionOf<"closeApproach"> => ({ type: "closeApproach", ship, hex }));
const DROPS = new ActionTable(GRID.count, (unit, hex): ActionOf<"dropJumpTroop"> => ({ type: "dropJumpTroop", unit, hex }));
const PLACEMENTS = new ActionTable(GRID.count, (unit, hex): ActionOf<"placeUnit"> => ({ type: "placeUnit", unit, hex }));

export const moveChoice = (unit: string, to: number) => MOVES.get(unit, to);
export const landChoice = (ship: string, hex: number) => LANDINGS.get(ship, hex);
export const approachChoice = (ship: string, hex: number) => APPROACHES.get(ship, hex);
export const dropChoice = (unit: string, hex: number) => DROPS.get(unit, hex);
export const placeChoice = (unit: string, hex: number) => PLACEMENTS.get(unit, hex);

const ANYWHERE = new Map<string, readonly ActionOf<"placeUnit">[]>();

/** A unit's placement on every set-up hex (BS 16.2): one frozen list per unit, shared. */
export function placeAnywhere(unit: string): ActionOf<"placeUnit">[] {
  let list = ANYWHERE.get(unit);
  if (!list) ANYWHERE.set(unit, (list = Object.freeze(SETUP_HEXES.map((hex) => placeChoice(unit, hex)))));
  return list as ActionOf<"placeUnit">[];
}
