// The movement phase (DS 2.1, DS 4.1–4.5, DS 5.2): the phasing side moves its ships and task
// forces one at a time — select a unit, then post one of its reachable (hex, facing) pairs or
// landing sites — and may join and leave task forces, load and unload cargo and shift new
// installations on surfaces. Every unit moves at most once per phase.
import { bodyData, landSites, MAP, withinOutermostOrbit, type Side, type SiteId } from "../map";
import { type Destination, firstStepAt, pathOf, reachWalk, spaceDestination, type Walk } from "./reach";
import { SHIPS, type CargoKind } from "../ships";
import type { BodyState, DoubleStarState, Ship } from "../state";
import {
  bodiesInHex,
  bodyState,
  sortedById,
  landedAt,
  movementOf,
  numericId,
  shipById,
  shipHex,
  editSite,
  siteIndex,
  SITE_KEYS,
  siteOf,
  landedSides,
  spaceShipsAt,
  tidySite,
} from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { chineseBaseInAnNur, checkVictory } from "./victory";
import { editShip } from "../own";
import { lastTurn } from "./calendar";

export { type Destination, pathOf, type Walk } from "./reach";

/** The ships that move together as `unit`: a task force's command ship and members, or one ship. */
export function unitShips(s: DoubleStarState, unit: string): Ship[] {
  const lead = shipById(s, unit);
  if (!lead) return [];
  return [lead, ...s.ships.filter((x) => x.taskForce === unit)];
}

/** Movement points of a unit: a task force moves at its slowest ship's speed. */
export function unitMovement(s: DoubleStarState, unit: string): number {
  return Math.min(...unitShips(s, unit).map((x) => movementOf(s, x)));
}

export function isTaskForce(s: DoubleStarState, unit: string): boolean {
  return s.taskForces.some((t) => t.id === unit);
}

/** Units of `side` that may still move this phase: loose ships and task forces, with movement points. */
export function movableUnits(s: DoubleStarState, side: Side): string[] {
  // One pass: each task force's slowest member and whether any member has moved.
  const members = new Map<string, { moved: boolean; mp: number }>();
  for (const x of s.ships) {
    if (x.side !== side || x.taskForce === null) continue;
    const m = members.get(x.taskForce) ?? { moved: false, mp: Infinity };
    m.moved ||= x.moved;
    m.mp = Math.min(m.mp, movementOf(s, x));
    members.set(x.taskForce, m);
  }
  const out: string[] = [];
  let sorted = true;
  for (const ship of s.ships) {
    if (ship.side !== side || ship.taskForce !== null || ship.moved) continue;
    const m = members.get(ship.id);
    if (m?.moved) continue;
    if (Math.min(movementOf(s, ship), m?.mp ?? Infinity) < 1) continue;
    if (out.length > 0 && numericId(out[out.length - 1]!) > numericId(ship.id)) sorted = false;
    out.push(ship.id);
  }
  // Ships are mostly kept in the order they were made, so the sort is rarely needed.
  return sorted ? out : out.sort((a, b) => numericId(a) - numericId(b));
}

/** Where a ship may land: a friendly base, or (carrying a base) any empty land hex (DS 4.2, 4.5). */
export function landingSites(s: DoubleStarState, ship: Ship, body: string): SiteId[] {
  const out: SiteId[] = [];
  for (const site of landSites(body)) {
    const st = siteOf(s, body, site)!;
    if (st.owner === ship.side && st.bases > 0) out.push(site);
    else if (ship.cargo === "base" && st.owner === null && landedAt(s, body, site).length === 0) out.push(site);
  }
  return out;
}

/** The unit's lead ship, movement points, whether it may land, and its walk; null without such a ship. */
function unitWalk(s: DoubleStarState, unit: string): { lead: Ship; mp: number; mayLand: boolean; walk: Walk } | null {
  const lead = shipById(s, unit);
  if (!lead) return null;
  // The unit's ships in one pass (unitMovement and unitShips, without their arrays): listed and
  // then looked up again for the move played, at every move of a game.
  let mp = movementOf(s, lead);
  let members = 0;
  for (const x of s.ships)
    if (x.taskForce === unit) {
      members++;
      mp = Math.min(mp, movementOf(s, x));
    }
  // A task force with other ships keeps station in space (README D3); a command ship on its own
  // is a ship like any other and lands (DS 4.2), unless the option keeps command ships up.
  const mayLand = !isTaskForce(s, unit) || (!s.options.commandShipsStayInSpace && members === 0);
  const loc = lead.loc;
  const walk = loc.kind === "surface" ? reachWalk(bodyState(s, loc.body).hex, 0, mp, true) : reachWalk(loc.hex, lead.facing, mp, false);
  return { lead, mp, mayLand, walk };
}

/**
 * Every destination of a unit this phase (DS 4.1–4.3), in the order they are listed: each
 * (hex, facing) it can reach, its own hex in any facing if it does not move, and the landing sites
 * it can reach with a point to spare. A space destination is handed over as its step of the
 * walk (`space`), with no object made for it: the moveUnit prompt lists ~140 of them and the rules
 * need only the one played (`spaceDestination`). A landing is handed over whole (`land`).
 * Either callback answers true to stop there. With `space` null only the landings are visited (in
 * order, each with its step): the caller reads the space destinations from the walk returned
 * (the first steps), as the moveUnit listing does, without a call per step.
 */
export function eachDestination(
  s: DoubleStarState,
  unit: string,
  space: ((walk: Walk, step: number) => boolean) | null,
  land: (d: Destination) => boolean,
): Walk | null {
  const u = unitWalk(s, unit);
  if (!u) return null;
  const { lead, mp, walk } = u;
  const loc = lead.loc;
  const landedNow = loc.kind === "surface";
  const bodiesAt = u.mayLand ? bodiesByHex(s) : null;
  if (!bodiesAt && !space) return walk;
  // The sites already offered, by site index (a stamp per listing instead of a Set of strings).
  const listing = nextListing();
  for (let i = 0; i < walk.hex.length; i++) {
    if (space && walk.first[i] && space(walk, i)) return walk;
    if (!bodiesAt || !walk.flown[i] || walk.cost[i]! + 1 > mp) continue;
    const hex = walk.hex[i]!;
    const bodies = bodiesAt[hex];
    if (!bodies) continue;
    for (const body of bodies) {
      for (const site of landingSites(s, lead, body)) {
        // Landing where it already is is not a move.
        if (landedNow && loc.body === body && loc.site === site) continue;
        const k = siteIndex(body, site);
        if (offered[k] === listing) continue;
        offered[k] = listing;
        const d: Destination = {
          kind: "land",
          hex,
          facing: walk.facing[i]!,
          body,
          site,
          cost: walk.cost[i]! + 1,
          tookOff: landedNow,
          walk,
          step: i,
        };
        if (land(d)) return walk;
      }
    }
  }
  return walk;
}

// Which landing sites the current listing has offered: its number, per site index. No callback
// lists destinations again before its own listing ends (a nested listing would re-offer sites).
const offered = new Int32Array(SITE_KEYS.length);
let listings = 0;

function nextListing(): number {
  if (listings === 0x7fffffff) {
    offered.fill(0);
    listings = 0;
  }
  return ++listings;
}

/** The destination a move names (a space hex and facing, or a landing site), if the unit can reach it. */
export function destinationOf(
  s: DoubleStarState,
  unit: string,
  to: { kind: "space"; hex: number; facing: number } | { kind: "land"; body: string; site: SiteId },
): Destination | null {
  // A space destination is the first step of the walk at that hex and facing: found in the walk
  // alone, without the landing sites eachDestination looks up along it (same step, same answer).
  if (to.kind === "space") {
    const walk = unitWalk(s, unit)?.walk;
    if (!walk) return null;
    const step = firstStepAt(walk, to.hex, to.facing);
    return step < 0 ? null : spaceDestination(walk, step);
  }
  let found: Destination | null = null;
  eachDestination(s, unit, null, (d) => {
    if (d.body !== to.body || d.site !== to.site) return false;
    found = d;
    return true;
  });
  return found;
}

// Bodies by hex depend only on the bodies, which a copy of the state shares until one moves
// (own.ts): worked out for one bodies array at a time, so the steps of a movement phase work them
// out once. An array indexed by hex, as it is looked up at every step of a walk; one array for
// good, of which only the hexes set last time are cleared (a new array of every hex, filled, per
// bodies array was ~1 % of a random game, bench/README 5r). Read only within one eachDestination.
let bodiesAt: (string[] | undefined)[] = [];
let bodiesAtFor: readonly BodyState[] | null = null;
const bodyHexesSet: number[] = [];

/** Bodies by hex, large discs first: landing sites are looked up for every reachable hex. */
function bodiesByHex(s: DoubleStarState): (string[] | undefined)[] {
  if (bodiesAtFor === s.bodies) return bodiesAt;
  if (bodiesAt.length === 0) bodiesAt = new Array(MAP.grid.count).fill(undefined);
  for (const hex of bodyHexesSet) bodiesAt[hex] = undefined;
  bodyHexesSet.length = 0;
  // The hexes holding more than one body, to sort: a few, where walking all ~1,000 hexes to find
  // them was most of this.
  const shared: string[][] = [];
  for (const b of s.bodies) {
    if (b.hex < 0 || b.motion.kind === "gone") continue;
    const list = bodiesAt[b.hex];
    if (!list) {
      bodiesAt[b.hex] = [b.id];
      bodyHexesSet.push(b.hex);
    } else if (list.push(b.id) === 2) shared.push(list);
  }
  for (const list of shared) list.sort((a, b) => (bodyData(a).disc === bodyData(b).disc ? 0 : bodyData(a).disc === "large" ? -1 : 1));
  bodiesAtFor = s.bodies;
  return bodiesAt;
}

export function selectUnit(ctx: Ctx, unit: string): void {
  ctx.s.moving = unit;
  emit(ctx, { type: "UnitSelected", side: ctx.s.phasing!, unit });
}

function placeInSpace(s: DoubleStarState, ships: Ship[], hex: number, facing: number): void {
  const orbit = bodiesInHex(s, hex)[0] ?? null;
  for (const ship of ships) {
    ship.loc = { kind: "space", hex };
    ship.facing = facing;
    ship.orbiting = orbit;
  }
}

/**
 * DS 10.1: the Sneak Attack's clock starts when a Chinese ship first crosses the outermost Islamic
 * orbit, however it gets there — under its own power, withdrawing, or carried by a world or a free
 * planetoid it orbits or has landed on. `path` holds the hexes a carrying planetoid flew through
 * (its straight flight may cut inside and out again). A ship's own move counts where it ends: the
 * path between is the engine's choice (README D2), not the player's.
 */
export function checkCrossing(ctx: Ctx, ships: Ship[], path: readonly number[] = []): void {
  const s = ctx.s;
  if (s.scenario !== "sneakAttack" || s.crossedOnTurn !== null) return;
  const chinese = ships.filter((x) => x.side === "chinese");
  if (chinese.length === 0) return;
  const inside = (hex: number) => hex >= 0 && withinOutermostOrbit(hex, "an-nur");
  const crosser = chinese.find((x) => inside(shipHex(s, x))) ?? (path.some(inside) ? chinese[0] : undefined);
  if (!crosser) return;
  s.crossedOnTurn = s.turn;
  emit(ctx, { type: "OrbitCrossed", turn: s.turn, ship: crosser.id, endsAfterTurn: lastTurn(s) });
}

export function moveUnit(ctx: Ctx, unit: string, d: Destination): void {
  const s = ctx.s;
  const ships = unitShips(s, unit).map((x) => editShip(s, x.id)!);
  const from = ships[0]!.loc.kind === "space" ? ships[0]!.loc.hex : bodyState(s, (ships[0]!.loc as { body: string }).body).hex;
  for (const ship of ships) {
    ship.moved = true;
    if (d.tookOff) ship.fresh = false;
  }
  s.moving = null;
  if (d.kind === "space") {
    placeInSpace(s, ships, d.hex, d.facing);
    emit(ctx, {
      type: "UnitMoved",
      side: s.phasing!,
      unit,
      ships: ships.map((x) => x.id),
      from,
      to: d.hex,
      facing: d.facing,
      path: pathOf(d),
      cost: d.cost,
      tookOff: d.tookOff,
    });
    checkCrossing(ctx, ships);
    return;
  }
  const lead = ships[0]!;
  const st = editSite(s, d.body!, d.site!)!;
  let basePlaced = false;
  if (!(st.owner === lead.side && st.bases > 0)) {
    // DS 4.5 exception: a ship carrying a base lands anywhere empty and sets the base down.
    st.owner = lead.side;
    st.bases = 1;
    st.basesMovable = 0;
    lead.cargo = null;
    basePlaced = true;
  }
  lead.loc = { kind: "surface", body: d.body!, site: d.site! };
  lead.orbiting = null;
  lead.facing = d.facing;
  emit(ctx, { type: "UnitLanded", side: s.phasing!, unit, body: d.body!, site: d.site!, path: pathOf(d), cost: d.cost, basePlaced });
  checkCrossing(ctx, ships);
  if (basePlaced && s.scenario === "sneakAttack" && chineseBaseInAnNur(s)) checkVictory(ctx);
}

export function holdUnit(ctx: Ctx, unit: string): void {
  for (const ship of unitShips(ctx.s, unit)) editShip(ctx.s, ship.id)!.moved = true;
  ctx.s.moving = null;
  emit(ctx, { type: "UnitHeld", side: ctx.s.phasing!, unit });
}

// task forces (DS 5.2)
/** Loose ships of `side` in space sharing a hex with one of its task forces. */
export function joinOptions(s: DoubleStarState, side: Side): { ship: string; taskForce: string }[] {
  const out: { ship: string; taskForce: string }[] = [];
  for (const tf of s.taskForces) {
    if (tf.side !== side) continue;
    const cs = shipById(s, tf.id);
    if (cs?.loc.kind !== "space") continue;
    for (const ship of sortedById(spaceShipsAt(s, cs.loc.hex, side))) {
      if (ship.taskForce !== null || ship.kind === "commandShip") continue;
      out.push({ ship: ship.id, taskForce: tf.id });
    }
  }
  return out;
}

export function leaveOptions(s: DoubleStarState, side: Side): string[] {
  return sortedById(s.ships.filter((x) => x.side === side && x.taskForce !== null)).map((x) => x.id);
}

export function joinTaskForce(ctx: Ctx, ship: string, taskForce: string): void {
  const s = ctx.s;
  const x = editShip(s, ship)!;
  const cs = shipById(s, taskForce)!;
  x.taskForce = taskForce;
  x.facing = cs.facing;
  x.orbiting = cs.orbiting;
  emit(ctx, { type: "TaskForceJoined", side: x.side, ship, taskForce });
}

export function leaveTaskForce(ctx: Ctx, ship: string): void {
  const x = editShip(ctx.s, ship)!;
  const tf = x.taskForce!;
  x.taskForce = null;
  emit(ctx, { type: "TaskForceLeft", side: x.side, ship, taskForce: tf });
}

// cargo (DS 4.5) and surface movement (DS 4.12)
const STACK_MAX: Record<CargoKind, number> = { planetaryDefense: 3, base: 1, powerPlant: 10 };

function movableCount(st: { pdMovable: number; basesMovable: number; powerPlants: number }, item: CargoKind): number {
  return item === "planetaryDefense" ? st.pdMovable : item === "base" ? st.basesMovable : st.powerPlants;
}

function stackCount(st: { pd: number; bases: number; powerPlants: number }, item: CargoKind): number {
  return item === "planetaryDefense" ? st.pd : item === "base" ? st.bases : st.powerPlants;
}

export function loadOptions(s: DoubleStarState, side: Side): { ship: string; cargo: CargoKind }[] {
  const out: { ship: string; cargo: CargoKind }[] = [];
  // Filtered before sorting (the same order): few ships are landed transports.
  for (const ship of sortedById(s.ships.filter((x) => x.side === side && x.loc.kind === "surface"))) {
    if (ship.side !== side || ship.loc.kind !== "surface" || ship.cargo || !SHIPS[ship.kind].carriesCargo) continue;
    const st = siteOf(s, ship.loc.body, ship.loc.site);
    if (!st || st.owner !== side) continue;
    for (const cargo of ["powerPlant", "base", "planetaryDefense"] as const) {
      if (movableCount(st, cargo) === 0) continue;
      // A base holding up population on a planetoid may not be carried off.
      if (cargo === "base" && bodyData(st.body).disc === "small" && st.population > 5 * (st.bases - 1)) continue;
      out.push({ ship: ship.id, cargo });
    }
  }
  return out;
}

export function unloadOptions(s: DoubleStarState, side: Side): string[] {
  const out: string[] = [];
  for (const ship of sortedById(s.ships.filter((x) => x.side === side && x.loc.kind === "surface"))) {
    if (ship.side !== side || ship.loc.kind !== "surface" || !ship.cargo) continue;
    const st = siteOf(s, ship.loc.body, ship.loc.site);
    if (!st || st.owner !== side || st.bases === 0) continue;
    if (stackCount(st, ship.cargo) >= STACK_MAX[ship.cargo]) continue;
    out.push(ship.id);
  }
  return out;
}

export function loadCargo(ctx: Ctx, shipId: string, cargo: CargoKind): void {
  const s = ctx.s;
  const ship = editShip(s, shipId)!;
  const loc = ship.loc as { body: string; site: SiteId };
  const st = editSite(s, loc.body, loc.site)!;
  if (cargo === "planetaryDefense") {
    st.pd--;
    st.pdMovable--;
  } else if (cargo === "base") {
    st.bases--;
    st.basesMovable--;
  } else st.powerPlants--;
  tidySite(st);
  ship.cargo = cargo;
  emit(ctx, { type: "CargoLoaded", side: ship.side, ship: shipId, cargo, body: loc.body, site: loc.site });
}

export function unloadCargo(ctx: Ctx, shipId: string): void {
  const s = ctx.s;
  const ship = editShip(s, shipId)!;
  const loc = ship.loc as { body: string; site: SiteId };
  const st = editSite(s, loc.body, loc.site)!;
  const cargo = ship.cargo!;
  // Discharged installations are emplaced: they may not move again (DS 4.12); power plants may.
  if (cargo === "planetaryDefense") st.pd++;
  else if (cargo === "base") st.bases++;
  else st.powerPlants++;
  st.owner = ship.side;
  ship.cargo = null;
  emit(ctx, { type: "CargoUnloaded", side: ship.side, ship: shipId, cargo, body: loc.body, site: loc.site });
  if (cargo === "base") checkVictory(ctx);
}

export interface Relocation {
  body: string;
  from: SiteId;
  to: SiteId;
  item: CargoKind;
}

const RELOCATABLE = ["powerPlant", "base", "planetaryDefense"] as const;

/**
 * Visits every relocation `side` may make (DS 4.13), in relocateOptions' order, by the site indexes
 * (SITE_KEYS order) it moves from and to: the movement prompt makes its shared actions from these
 * without an object per relocation. `landed`: landedSides of the same state.
 */
export function eachRelocation(
  s: DoubleStarState,
  side: Side,
  landed: readonly (Side | undefined)[],
  visit: (from: number, to: number, item: CargoKind) => void,
): void {
  const sites = s.sites;
  for (let i = 0; i < sites.length; i++) {
    const st = sites[i]!;
    if (st.owner !== side) continue;
    for (const item of RELOCATABLE) {
      if (movableCount(st, item) === 0) continue;
      if (item === "base" && bodyData(st.body).disc === "small" && st.population > 5 * (st.bases - 1)) continue;
      for (const to of landSites(st.body)) {
        if (to === st.site) continue;
        const j = siteIndex(st.body, to);
        const dest = sites[j]!;
        // siteSideOf: the counters' owner, else whoever has landed there.
        const holder = dest.owner ?? landed[j] ?? null;
        if (holder !== null && holder !== side) continue;
        if (stackCount(dest, item) >= STACK_MAX[item]) continue;
        visit(i, j, item);
      }
    }
  }
}

/** `landed`: landedSides of the same state, where the caller has it already. */
export function relocateOptions(s: DoubleStarState, side: Side, landed = landedSides(s)): Relocation[] {
  const out: Relocation[] = [];
  eachRelocation(s, side, landed, (from, to, item) =>
    out.push({ body: SITE_KEYS[from]!.body, from: SITE_KEYS[from]!.site, to: SITE_KEYS[to]!.site, item }),
  );
  return out;
}

export function relocate(ctx: Ctx, r: Relocation): void {
  const s = ctx.s;
  const from = editSite(s, r.body, r.from)!;
  const to = editSite(s, r.body, r.to)!;
  if (r.item === "planetaryDefense") {
    from.pd--;
    from.pdMovable--;
    to.pd++;
  } else if (r.item === "base") {
    from.bases--;
    from.basesMovable--;
    to.bases++;
  } else {
    from.powerPlants--;
    to.powerPlants++;
  }
  to.owner = from.owner;
  tidySite(from);
  emit(ctx, { type: "CounterRelocated", side: to.owner!, body: r.body, from: r.from, to: r.to, item: r.item });
}

/** Whether the side has anything at all to do in its movement phase. */
export function hasMovementChoices(s: DoubleStarState, side: Side): boolean {
  return (
    movableUnits(s, side).length > 0 ||
    joinOptions(s, side).length > 0 ||
    leaveOptions(s, side).length > 0 ||
    loadOptions(s, side).length > 0 ||
    unloadOptions(s, side).length > 0 ||
    relocateOptions(s, side).length > 0
  );
}
