// Reads of a ship-to-ship battle (DS 6.2–6.11): which formations are in force, what fires as a
// unit, the attack and defence factors formations give, and which targets a unit may choose.
import type { Side } from "../map";
import { enemyOf } from "../seats";
import type { DoubleStarState, Group, HexCombat, Ship } from "../state";
import { attackOf, byId, defenseOf, shipById, spaceShipsAt } from "../queries";
import { bestShipResult, formationAttack, formationDefense, GLOBE_MARGIN, type Formation, type FormationShip } from "../tables";

/** The formation in force of a group, or null once it has no counter left. */
export function inForce(g: Group): Formation | null {
  return g.counters[0] ?? null;
}

/** A group fights as a formation this round (a globe fights scattered in its first round, DS 6.6). */
export function isFormed(c: HexCombat, g: Group): boolean {
  const f = inForce(g);
  if (!f) return false;
  return f !== "globe" || c.round > g.formedRound;
}

export function groupOfShip(c: HexCombat, ship: string): Group | null {
  for (const g of c.groups) if (g.ships.includes(ship)) return g;
  return null;
}

export function isScreened(c: HexCombat, ship: string): boolean {
  for (const g of c.groups) if (g.screened.includes(ship) && isFormed(c, g)) return true;
  return false;
}

function asFormationShips(s: DoubleStarState, g: Group): { ships: Ship[]; fs: FormationShip[] } {
  const ships: Ship[] = [];
  const fs: FormationShip[] = [];
  for (const id of g.ships) {
    const ship = shipById(s, id);
    if (!ship) continue;
    ships.push(ship);
    fs.push({ attack: attackOf(ship), defense: defenseOf(s, ship), screened: g.screened.includes(id) });
  }
  return { ships, fs };
}

export function groupAttack(s: DoubleStarState, g: Group): number {
  return formationAttack(inForce(g)!, asFormationShips(s, g).fs);
}

/** A ship's defence factor now: its own, or what its formation gives it (DS 6 table). */
export function shipDefense(s: DoubleStarState, c: HexCombat, ship: Ship): number {
  const g = groupOfShip(c, ship.id);
  if (!g || !isFormed(c, g)) return defenseOf(s, ship);
  const { ships, fs } = asFormationShips(s, g);
  const i = ships.findIndex((x) => x.id === ship.id);
  return formationDefense(inForce(g)!, fs, i);
}

export interface FiringUnit {
  id: string;
  side: Side;
  /** A formed group, or a ship firing on its own. */
  group: Group | null;
  attack: number;
  /** The ships whose fire this is. */
  ships: string[];
}

/** Everything of `side` that may fire this round, groups first, in id order (DS 6.9). */
export function firingUnits(s: DoubleStarState, c: HexCombat, side: Side): FiringUnit[] {
  const out: FiringUnit[] = [];
  const inFormation = new Set<string>();
  for (const g of c.groups) {
    if (g.side !== side || !isFormed(c, g)) continue;
    for (const id of g.ships) inFormation.add(id);
    const firing = g.ships.filter((id) => !g.screened.includes(id));
    if (firing.length === 0) continue;
    const attack = groupAttack(s, g);
    if (attack > 0) out.push({ id: g.id, side, group: g, attack, ships: firing });
  }
  for (const ship of spaceShipsAt(s, c.hex, side).sort(byId)) {
    if (inFormation.has(ship.id) || ship.disrupted) continue;
    const attack = attackOf(ship);
    if (attack > 0) out.push({ id: ship.id, side, group: null, attack, ships: [ship.id] });
  }
  return out;
}

/** The size of the formation a ship is in, for the globe's margin (scattered ships count one). */
function formationSize(c: HexCombat, ship: string): number {
  const g = groupOfShip(c, ship);
  return g && isFormed(c, g) ? g.ships.length : 1;
}

/**
 * A formed globe firing at `target` without three ships more than the target's formation
 * (DS 6.6: it then becomes scattered).
 */
export function globeShort(c: HexCombat, unit: FiringUnit, target: string): boolean {
  if (!unit.group || inForce(unit.group) !== "globe" || !isFormed(c, unit.group)) return false;
  return unit.group.ships.length < formationSize(c, target) + GLOBE_MARGIN;
}

/** Command ships are shielded while any other ship of their task force here is fit (DS 5.3). */
export function isShielded(s: DoubleStarState, c: HexCombat, ship: Ship): boolean {
  if (ship.kind !== "commandShip") return false;
  return s.ships.some((x) => x.taskForce === ship.id && x.loc.kind === "space" && x.loc.hex === c.hex && !x.disrupted);
}

/** Ships of the globe that fired on this formation this round, if any (DS 6.9). */
function globeBinding(c: HexCombat, unit: FiringUnit): Set<string> | null {
  if (!unit.group) return null;
  for (const d of c.designations) {
    if (d.side === unit.side || !d.target || d.targetGroup !== unit.group.id) continue;
    const g = c.groups.find((x) => x.id === d.unit);
    if (g && inForce(g) === "globe" && isFormed(c, g)) return new Set(g.ships);
  }
  return null;
}

export interface TargetOption {
  target: string;
  defense: number;
  superiority: number;
}

/** The enemy ships a unit may fire at, with the superiority it would have (DS 6.9–6.11). */
export function targetsFor(s: DoubleStarState, c: HexCombat, unit: FiringUnit): TargetOption[] {
  const enemy = enemyOf(unit.side);
  const bound = unit.side !== c.attacker ? globeBinding(c, unit) : null;
  const isGlobe = unit.group !== null && inForce(unit.group) === "globe";
  const out: TargetOption[] = [];
  for (const t of spaceShipsAt(s, c.hex, enemy).sort(byId)) {
    if (isScreened(c, t.id) || isShielded(s, c, t)) continue;
    if (bound && !bound.has(t.id)) continue;
    if (isGlobe && s.options.globeMarginLimitsTargets && globeShort(c, unit, t.id)) continue;
    const defense = shipDefense(s, c, t);
    const superiority = unit.attack - defense;
    if (superiority < 0) continue;
    out.push({ target: t.id, defense, superiority });
  }
  return out;
}

/** A side can make an effective attack: some unit has a target it could harm on a 6 (DS 6.12). */
export function canAttackEffectively(s: DoubleStarState, c: HexCombat, side: Side): boolean {
  for (const u of firingUnits(s, c, side)) {
    for (const t of targetsFor(s, c, u)) if (bestShipResult(t.superiority) !== "-") return true;
  }
  return false;
}

/** The units of `side` still to be given a target this round, each with at least one target. */
export function unitsToDesignate(s: DoubleStarState, c: HexCombat, side: Side): { unit: FiringUnit; targets: TargetOption[] }[] {
  const done = new Set(c.designations.filter((d) => d.side === side).map((d) => d.unit));
  const out: { unit: FiringUnit; targets: TargetOption[] }[] = [];
  for (const u of firingUnits(s, c, side)) {
    if (done.has(u.id)) continue;
    const targets = targetsFor(s, c, u);
    if (targets.length > 0) out.push({ unit: u, targets });
  }
  return out;
}

/** The next unit of `side` to designate, or null when all have. */
export function nextToDesignate(s: DoubleStarState, c: HexCombat, side: Side): { unit: FiringUnit; targets: TargetOption[] } | null {
  const done = new Set(c.designations.filter((d) => d.side === side).map((d) => d.unit));
  for (const u of firingUnits(s, c, side)) {
    if (done.has(u.id)) continue;
    const targets = targetsFor(s, c, u);
    if (targets.length > 0) return { unit: u, targets };
  }
  return null;
}

/** Cylinder ships that may move between formation and screen now (DS 6.5). */
export function screenShifts(s: DoubleStarState, c: HexCombat, side: Side): string[] {
  const out: string[] = [];
  for (const g of c.groups) {
    if (g.side !== side || inForce(g) !== "cylinder" || !isFormed(c, g)) continue;
    const unscreened = g.ships.length - g.screened.length;
    for (const id of g.ships) {
      const screened = g.screened.includes(id);
      // Screening one more may not drop the formation below its six unscreened ships.
      if (!screened && unscreened <= 6) continue;
      if (shipById(s, id)?.disrupted) continue;
      out.push(id);
    }
  }
  return out;
}
