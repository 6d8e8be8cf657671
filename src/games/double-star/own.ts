// Copy-on-write for the state's three large arrays, its task forces and each side's pools, treasury
// and industry lost. apply() works on a copy of
// the state, but most steps change one ship or nothing at all of the 65 surface sites, 18 bodies,
// every ship and every task force, so the
// copy (clone.ts) shares those arrays and their objects with the state it came from, and the rules
// write them only through these helpers: the first write to an array or object in a copy copies it
// and puts the copy in its place; later writes in the same copy find it their own. A rule that
// writes a site, ship, body or task force takes it from here (never from a read such as siteOf or shipById,
// which may be the earlier state's), and takes it before it reads what it will write.
//
// A state that no copy made (set-up, a test's position) owns everything: writes go in place.
import { memoOf } from "../../engine/listed";
import type { Side } from "./map";
import type { BodyState, DoubleStarState, Motion, Ship, SiteState, TaskForce } from "./state";

// What a copy owns is kept in the state's memo (engine/listed.ts), on the state object itself: a
// WeakMap entry per state was work for the collector at every state (bench/README 5l).
// What a copy owns before its first write: nothing. Shared by every such copy (never added to), so
// a step that writes none of these (a selection, a pass) makes no Set.
const NOTHING_YET: ReadonlySet<object> = new Set();

/** Marks `next` as a copy that shares its sites, ships and bodies until it writes them. */
export function adoptCopy(next: DoubleStarState): void {
  memoOf(next).game = NOTHING_YET;
}

/** What `s` owns, to add to (undefined for a state no copy made, which owns everything). */
function ownedBy(s: DoubleStarState): Set<object> | undefined {
  const memo = memoOf(s);
  let mine = memo.game as Set<object> | undefined;
  if (mine === NOTHING_YET) memo.game = mine = new Set();
  return mine;
}

/** The state's own array under `key`, copied first if it is shared. */
function ownArray<K extends "sites" | "ships" | "bodies">(s: DoubleStarState, key: K, mine: Set<object>): DoubleStarState[K] {
  let arr = s[key];
  if (!mine.has(arr)) {
    arr = [...arr] as DoubleStarState[K];
    s[key] = arr;
    mine.add(arr);
  }
  return arr;
}

/** The site at `index` of `s.sites` (queries.ts's SITE_KEYS order), to write. */
export function editSiteAt(s: DoubleStarState, index: number): SiteState {
  const mine = ownedBy(s);
  const st = s.sites[index]!;
  if (!mine || mine.has(st)) return st;
  const copy = copySite(st);
  ownArray(s, "sites", mine)[index] = copy;
  mine.add(copy);
  return copy;
}

/** The ship with this id, to write (null when there is none). */
export function editShip(s: DoubleStarState, id: string): Ship | null {
  const i = s.ships.findIndex((x) => x.id === id);
  return i < 0 ? null : editShipAt(s, i, ownedBy(s));
}

/** The ship at `index` of `s.ships`, to write; `mine`: ownedBy(s). */
function editShipAt(s: DoubleStarState, index: number, mine: Set<object> | undefined): Ship {
  const ship = s.ships[index]!;
  if (!mine || mine.has(ship)) return ship;
  const copy = copyShip(ship);
  ownArray(s, "ships", mine)[index] = copy;
  mine.add(copy);
  return copy;
}

/**
 * The task force with this id, to write (null when there is none). The copy's list of task forces
 * is its own (clone.ts), its task forces shared until written: a write copies one and its counters.
 */
export function editTaskForce(s: DoubleStarState, id: string): TaskForce | null {
  const i = s.taskForces.findIndex((t) => t.id === id);
  if (i < 0) return null;
  const tf = s.taskForces[i]!;
  const mine = ownedBy(s);
  if (!mine || mine.has(tf)) return tf;
  const copy: TaskForce = { id: tf.id, side: tf.side, formations: [...tf.formations] };
  s.taskForces[i] = copy;
  mine.add(copy);
  return copy;
}

/** A side's record under `key` (formation pools, treasury, industry lost), to write: a copy shares both sides' records until it writes one. */
export function editSideRecord<K extends "pools" | "treasury" | "industryLost">(
  s: DoubleStarState,
  key: K,
  side: Side,
): DoubleStarState[K][Side] {
  const mine = ownedBy(s);
  const record = s[key][side];
  if (!mine || mine.has(record)) return record;
  let both = s[key];
  if (!mine.has(both)) {
    both = { ...both };
    s[key] = both;
    mine.add(both);
  }
  const copy = { ...record };
  both[side] = copy;
  mine.add(copy);
  return copy;
}

/** Adds a new ship (the state's own from the start). */
export function addShip(s: DoubleStarState, ship: Ship): void {
  const mine = ownedBy(s);
  if (!mine) {
    s.ships.push(ship);
    return;
  }
  ownArray(s, "ships", mine).push(ship);
  mine.add(ship);
}

/** Every ship matching `which`, to write, in list order. */
export function editShips(s: DoubleStarState, which: (ship: Ship) => boolean): Ship[] {
  const out: Ship[] = [];
  // By index, where each ship was once looked up again by its id (every ship that moved, at every
  // player-turn's start). A copy of the array made by the first write keeps every ship's index.
  const mine = ownedBy(s);
  for (let i = 0; i < s.ships.length; i++) if (which(s.ships[i]!)) out.push(editShipAt(s, i, mine));
  return out;
}

/**
 * Every body, to write: bodies change together (orbital movement moves them all, a planetoid's
 * change of course reaches its moons), so the first write copies all 18 and their motions.
 */
export function editBodies(s: DoubleStarState): BodyState[] {
  const mine = ownedBy(s);
  if (!mine || mine.has(s.bodies)) return s.bodies;
  const bodies = s.bodies;
  const copy: BodyState[] = new Array(bodies.length);
  for (let i = 0; i < bodies.length; i++) {
    const b = bodies[i]!;
    copy[i] = { id: b.id, motion: copyMotion(b.motion), hex: b.hex };
  }
  s.bodies = copy;
  mine.add(copy);
  return copy;
}

// A body's motion written out by its kind, its fields in the order state.ts gives them (the order
// every rule makes them in, so JSON of a copy reads as before): a spread of motions of five shapes
// took V8's slow path, ~2 % of a random game where orbital movement and world placement copy all
// 18 bodies (bench/README 5s).
function copyMotion(m: Motion): Motion {
  switch (m.kind) {
    case "orbit":
      return { kind: "orbit", path: m.path, index: m.index };
    case "tied":
      return { kind: "tied", to: m.to };
    case "free":
      return { kind: "free", facing: m.facing, speed: m.speed };
    case "unplaced":
      return { kind: "unplaced" };
    case "gone":
      return { kind: "gone" };
  }
}

// Ships, sites and task forces copied field by field, in the order the rules make them
// (rules/new-ship.ts, setup.ts), so JSON of a copy reads as before. A spread took V8's slow path
// here: the objects reaching one spread have many shapes (a ship's location, cargo and task force
// change kind), and the slow path defines each field by a call, ~2k instructions a step of a
// random game (bench/README 5s).
function copyShip(x: Ship): Ship {
  return {
    id: x.id,
    side: x.side,
    kind: x.kind,
    loc: x.loc,
    facing: x.facing,
    disrupted: x.disrupted,
    cargo: x.cargo,
    taskForce: x.taskForce,
    orbiting: x.orbiting,
    fresh: x.fresh,
    moved: x.moved,
    home: x.home,
  };
}

function copySite(x: SiteState): SiteState {
  return {
    body: x.body,
    site: x.site,
    owner: x.owner,
    population: x.population,
    industry: x.industry,
    pd: x.pd,
    pdMovable: x.pdMovable,
    bases: x.bases,
    basesMovable: x.basesMovable,
    powerPlants: x.powerPlants,
  };
}
