// Reads about the state: where units are, their values now, zones of control, support
// eligibility, beacons and troops. Nothing here changes the state.
import { distance } from "../../hex";
import { COUNTERS, isTroopKind, isWarshipKind, NEUTRALIZED_ASSAULT, other, type Side } from "./counters";
import { GRID, MOVE_COST, VOLCANO_BY_HEX } from "./map";
import { type BarnardsStarState, type Battle, type Unit, unitList, unitsChanged } from "./state";
import { TERRAIN_EFFECTS } from "./tables";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;
const COST = MOVE_COST;
const G = GRID;

/** The unit list is kept beside the copy that fills it (state.ts); the rules read it from here. */
export { unitList, unitsChanged };

export function unit(s: BarnardsStarState, id: string): Unit {
  const u = s.units[id];
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

/** The hex a unit stands on (on the planet), or null. */
export const mapHex = (u: Unit): number | null => (u.where.at === "map" ? u.where.hex : null);
/** The hex a unit supports from: its map hex, or the hex of its close approach mission. */
export const fireHex = (u: Unit): number | null => (u.where.at === "map" || u.where.at === "approach" ? u.where.hex : null);
export const isShip = (u: Unit): boolean => CV[u.kind].ship;
export const isWarship = (u: Unit): boolean => isWarshipKind(u.kind);
export const inOrbit = (u: Unit): boolean => u.where.at === "orbit";
/** In the Barnard's Star system and not landed: in orbit or on a close approach mission (BS 16.4). */
export const inSystemSpace = (u: Unit): boolean => u.where.at === "orbit" || u.where.at === "approach";

/** Units on the planet, by hex. */
export type MapIndex = Map<number, Unit[]>;

export function mapIndex(s: BarnardsStarState): MapIndex {
  const index: MapIndex = new Map();
  for (const u of unitList(s)) {
    if (u.where.at !== "map") continue;
    const list = index.get(u.where.hex);
    if (list) list.push(u);
    else index.set(u.where.hex, [u]);
  }
  return index;
}

export const unitsAt = (index: MapIndex, hex: number): Unit[] => index.get(hex) ?? [];
export const sideAt = (index: MapIndex, hex: number, side: Side): Unit[] => unitsAt(index, hex).filter((u) => u.side === side);

/** An enemy zone of control: some unneutralized unit of the other side in the hex (BS 8.0). */
export function enemyZoc(index: MapIndex, hex: number, side: Side): boolean {
  const list = index.get(hex);
  if (!list) return false;
  for (const u of list) if (u.side !== side && !u.neutralized) return true;
  return false;
}

export function hasEnemy(index: MapIndex, hex: number, side: Side): boolean {
  const list = index.get(hex);
  return !!list && list.some((u) => u.side !== side);
}

/** Movement allowance now: as printed, or 1 when neutralized unless it is 0 (BS 12.4). */
export function movementAllowance(u: Unit): number {
  const printed = CV[u.kind].movement ?? 0;
  return u.neutralized ? Math.min(1, printed) : printed;
}

/** Assault strength now. Neutralized units cannot attack and defend with 1 (BS 12.4). */
export function assaultStrength(u: Unit, defending: boolean): number {
  if (u.neutralized) return defending ? NEUTRALIZED_ASSAULT : 0;
  return CV[u.kind].assault ?? 0;
}

/** Support strength usable on the ground now: none when neutralized or bracketed (BS 12.4, 6.2). */
export function supportStrength(u: Unit): number {
  if (u.neutralized || CV[u.kind].defendsOnly) return 0;
  return CV[u.kind].support;
}

/** Support range: as printed, +1 for a planetary defense battery on a volcano (BS 12.1, T5). */
export function supportRange(u: Unit): number {
  const range = CV[u.kind].range ?? 0;
  const hex = fireHex(u);
  if (u.kind === "PD" && hex !== null && VOLCANO_BY_HEX[hex]) return range + TERRAIN_EFFECTS.volcano.pdRangeBonus;
  return range;
}

export function inRange(u: Unit, hex: number): boolean {
  const from = fireHex(u);
  return from !== null && distance(G, from, hex) <= supportRange(u);
}

/** A beacon that is on the map and not neutralized (BS 5.2). */
export function functioningBeacons(s: BarnardsStarState): number {
  return unitList(s).filter((u) => u.kind === "B" && u.where.at === "map" && !u.neutralized).length;
}

export const beaconsLeft = (s: BarnardsStarState): number => unitList(s).filter((u) => u.kind === "B" && u.where.at === "map").length;

/** The ship carrying a unit, following cargo to its transport. */
export function carrier(s: BarnardsStarState, u: Unit): Unit | null {
  return u.where.at === "aboard" ? unit(s, u.where.ship) : null;
}

export function cargoOf(s: BarnardsStarState, shipId: string): Unit[] {
  return unitList(s).filter((u) => u.where.at === "aboard" && u.where.ship === shipId);
}

/** At Barnard's Star: on the planet, in the system's space, or aboard a ship that is. */
export function atBarnard(s: BarnardsStarState, u: Unit): boolean {
  const c = carrier(s, u);
  const w = c ? c.where : u.where;
  return w.at === "map" || w.at === "orbit" || w.at === "approach";
}

/** Jump troops and regulars still in the battle (README R12): on the planet or aboard ships at Barnard's Star. */
export function troopsInBattle(s: BarnardsStarState, side: Side): number {
  return unitList(s).filter((u) => u.side === side && isTroopKind(u.kind) && atBarnard(s, u)).length;
}

export function troopsOnMap(s: BarnardsStarState, side: Side): number {
  return unitList(s).filter((u) => u.side === side && isTroopKind(u.kind) && u.where.at === "map").length;
}

export function shipsInSystem(s: BarnardsStarState, side: Side): number {
  return unitList(s).filter((u) => u.side === side && isShip(u) && inSystemSpace(u)).length;
}

export function shipsInOrbit(s: BarnardsStarState, side: Side): Unit[] {
  return unitList(s).filter((u) => u.side === side && isShip(u) && inOrbit(u));
}

/** Enterable-hex test and costs for one unit's move (BS 7.0, 8.0). */
export function moveRules(index: MapIndex, side: Side) {
  return {
    enter: (to: number) => COST[to]!,
    stops: (hex: number) => enemyZoc(index, hex, side),
  };
}

export const remainingMp = (u: Unit): number => movementAllowance(u) - u.mpSpent;

/** A unit of the phasing side that may still move this phase. */
export function canStillMove(u: Unit, side: Side): boolean {
  return u.side === side && u.where.at === "map" && !u.stopped && remainingMp(u) >= 1;
}

/** Units of `side` that may add support to `battle` now (BS 12.1, 14.0, 12.4). */
export function supportCandidates(s: BarnardsStarState, battle: Battle, side: Side): Unit[] {
  const committed = new Set([...battle.support.attacker, ...battle.support.defender]);
  const excluded = new Set(battle.excluded);
  return unitList(s).filter(
    (u) =>
      u.side === side &&
      (u.where.at === "map" || u.where.at === "approach") &&
      !u.supportUsed &&
      supportStrength(u) > 0 &&
      !committed.has(u.id) &&
      !excluded.has(u.id) &&
      inRange(u, battle.hex),
  );
}

/** The battle's units of one side still in its hex. */
export function presentIn(s: BarnardsStarState, battle: Battle, side: Side): Unit[] {
  const ids = side === battle.attacker ? battle.attackers : battle.defenders;
  return ids.map((id) => s.units[id]).filter((u): u is Unit => !!u && u.where.at === "map" && u.where.hex === battle.hex);
}

export const defenderSide = (battle: Battle): Side => other(battle.attacker);

export const isStation = (u: Unit): boolean => u.kind === "TP" || u.kind === "B";
