// Reads about a state that many rules share: where bodies and ships are, who holds a surface
// hex, the factors of a ship, what a side has left. Nothing here changes the state.
import { bodyData, BODIES, landSites, MAP, pathData, type Side, type SiteId } from "./map";
import { factorsOf } from "./options";
import { editBodies, editSiteAt } from "./own";
import { SHIPS } from "./ships";
import type { BodyState, DoubleStarState, Ship, SiteState } from "./state";

/** Every land hex of every chart, in a fixed order: the state's `sites` array follows it. */
export const SITE_KEYS: readonly { body: string; site: SiteId }[] = BODIES.flatMap((b) =>
  landSites(b.id).map((site) => ({ body: b.id, site })),
);
// A site id's place in WORLD_SITES order ("N", "S", "E1" … "E6"), or -1: compared, not looked up
// by name (a record of records read by two names was a megamorphic lookup each, bench/README 5s).
function siteSlot(site: string): number {
  switch (site) {
    case "N":
      return 0;
    case "S":
      return 1;
    case "E1":
      return 2;
    case "E2":
      return 3;
    case "E3":
      return 4;
    case "E4":
      return 5;
    case "E5":
      return 6;
    case "E6":
      return 7;
    default:
      return -1;
  }
}

// Per body, each site slot's index in SITE_KEYS (-1 where the hex is not land).
const SITE_INDEX = new Map<string, Int8Array>();
for (const [i, k] of SITE_KEYS.entries()) {
  let row = SITE_INDEX.get(k.body);
  if (!row) SITE_INDEX.set(k.body, (row = new Int8Array(8).fill(-1)));
  row[siteSlot(k.site)] = i;
}

export function siteIndex(body: string, site: SiteId): number {
  const row = SITE_INDEX.get(body);
  const slot = siteSlot(site);
  return row === undefined || slot < 0 ? -1 : row[slot]!;
}

export function siteOf(s: DoubleStarState, body: string, site: SiteId): SiteState | null {
  const i = siteIndex(body, site);
  return i < 0 ? null : s.sites[i]!;
}

/** A land hex's counters, to write (own.ts); null where the hex is not land. */
export function editSite(s: DoubleStarState, body: string, site: SiteId): SiteState | null {
  const i = siteIndex(body, site);
  return i < 0 ? null : editSiteAt(s, i);
}

const BODY_SITE_RANGE: Record<string, [number, number]> = {};
SITE_KEYS.forEach((k, i) => {
  const r = (BODY_SITE_RANGE[k.body] ??= [i, i]);
  r[1] = i;
});

/** The first and last index (SITE_KEYS order, which is landSites' order) of a body's land hexes. */
export function siteRange(body: string): readonly [number, number] | undefined {
  return BODY_SITE_RANGE[body];
}

export function sitesOfBody(s: DoubleStarState, body: string): SiteState[] {
  const r = BODY_SITE_RANGE[body];
  return r ? s.sites.slice(r[0], r[1] + 1) : [];
}

/** A body's land hexes, to write. */
export function editSitesOfBody(s: DoubleStarState, body: string): SiteState[] {
  const r = BODY_SITE_RANGE[body];
  const out: SiteState[] = [];
  if (r) for (let i = r[0]; i <= r[1]; i++) out.push(editSiteAt(s, i));
  return out;
}

// Each body's place in BODIES, which set-up's bodies array follows and no rule reorders: a body is
// looked up there first (checked by its id), and searched for only if it is not there.
const BODY_INDEX = new Map(BODIES.map((b, i) => [b.id, i]));

export function bodyState(s: DoubleStarState, id: string): BodyState {
  const i = BODY_INDEX.get(id);
  const at = i === undefined ? undefined : s.bodies[i];
  if (at !== undefined && at.id === id) return at;
  const b = s.bodies.find((x) => x.id === id);
  if (!b) throw new Error(`no body ${id}`);
  return b;
}

export function isGone(s: DoubleStarState, body: string): boolean {
  return bodyState(s, body).motion.kind === "gone";
}

/** Bodies present in a hex (placed and not gone), large discs first. */
export function bodiesInHex(s: DoubleStarState, hex: number): string[] {
  const out = s.bodies.filter((b) => b.hex === hex && b.motion.kind !== "gone" && b.motion.kind !== "unplaced").map((b) => b.id);
  return out.sort((a, b) => (bodyData(a).disc === bodyData(b).disc ? 0 : bodyData(a).disc === "large" ? -1 : 1));
}

/** Recomputes a body's hex from its motion (tied bodies follow their world). */
export function hexOfMotion(s: DoubleStarState, body: BodyState): number {
  const m = body.motion;
  switch (m.kind) {
    case "orbit":
      return pathData(m.path).hexes[m.index]!;
    case "tied":
      return hexOfMotion(s, bodyState(s, m.to));
    case "free":
      return body.hex;
    case "unplaced":
    case "gone":
      return -1;
  }
}

export function refreshBodyHexes(s: DoubleStarState): void {
  // Written only where a hex changed, so a state whose bodies stayed put keeps sharing them.
  if (s.bodies.every((b) => b.motion.kind === "free" || b.hex === hexOfMotion(s, b))) return;
  for (const b of editBodies(s)) if (b.motion.kind !== "free") b.hex = hexOfMotion(s, b);
}

export function shipById(s: DoubleStarState, id: string): Ship | null {
  return s.ships.find((x) => x.id === id) ?? null;
}

export function attackOf(ship: Ship): number {
  return SHIPS[ship.kind].attack;
}

export function defenseOf(s: DoubleStarState, ship: Ship): number {
  return factorsOf(s.options)[ship.kind].defense;
}

export function movementOf(s: DoubleStarState, ship: Ship): number {
  return factorsOf(s.options)[ship.kind].movement;
}

export function shipHex(s: DoubleStarState, ship: Ship): number {
  return ship.loc.kind === "space" ? ship.loc.hex : bodyState(s, ship.loc.body).hex;
}

export function inSpaceAt(ship: Ship, hex: number): boolean {
  return ship.loc.kind === "space" && ship.loc.hex === hex;
}

export function spaceShipsAt(s: DoubleStarState, hex: number, side?: Side): Ship[] {
  return s.ships.filter((x) => x.loc.kind === "space" && x.loc.hex === hex && (side === undefined || x.side === side));
}

export function landedAt(s: DoubleStarState, body: string, site: SiteId): Ship[] {
  return s.ships.filter((x) => x.loc.kind === "surface" && x.loc.body === body && x.loc.site === site);
}

/** The side holding a surface hex: its counters' owner, else its landed ships' side (DS 3.1 rule 5). */
export function siteSide(s: DoubleStarState, body: string, site: SiteId): Side | null {
  const st = siteOf(s, body, site);
  if (st?.owner) return st.owner;
  return landedAt(s, body, site)[0]?.side ?? null;
}

/**
 * The side of the first ship landed on each land hex (by site index), from one pass over the ships:
 * for listings that ask siteSide of many hexes (siteSideOf), where each siteSide would scan them all.
 */
export function landedSides(s: DoubleStarState): (Side | undefined)[] {
  const out: (Side | undefined)[] = new Array(SITE_KEYS.length);
  for (const ship of s.ships) {
    if (ship.loc.kind !== "surface") continue;
    const i = siteIndex(ship.loc.body, ship.loc.site);
    if (i >= 0 && out[i] === undefined) out[i] = ship.side;
  }
  return out;
}

/** siteSide, with the landed ships looked up in `landed` (landedSides of the same state). */
export function siteSideOf(s: DoubleStarState, body: string, site: SiteId, landed: readonly (Side | undefined)[]): Side | null {
  const i = siteIndex(body, site);
  if (i < 0) return siteSide(s, body, site);
  return s.sites[i]!.owner ?? landed[i] ?? null;
}

export function siteEmpty(st: SiteState): boolean {
  return st.population === 0 && st.industry === 0 && st.pd === 0 && st.bases === 0 && st.powerPlants === 0;
}

/** Clears the owner of a hex whose counters are all gone. */
export function tidySite(st: SiteState): void {
  if (siteEmpty(st)) {
    st.owner = null;
    st.pdMovable = 0;
    st.basesMovable = 0;
  }
  st.pdMovable = Math.min(st.pdMovable, st.pd);
  st.basesMovable = Math.min(st.basesMovable, st.bases);
}

export function hasFriendlyBase(s: DoubleStarState, body: string, side: Side): boolean {
  return sitesOfBody(s, body).some((x) => x.owner === side && x.bases > 0);
}

export function population(s: DoubleStarState, side: Side): number {
  return s.sites.reduce((n, x) => n + (x.owner === side ? x.population : 0), 0);
}

export function industry(s: DoubleStarState, side: Side): number {
  return s.sites.reduce((n, x) => n + (x.owner === side ? x.industry : 0), 0);
}

export function worldPopulation(s: DoubleStarState, body: string, side: Side): number {
  return sitesOfBody(s, body).reduce((n, x) => n + (x.owner === side ? x.population : 0), 0);
}

/** A task force's ships: the command ship first, then its members. */
export function taskForceShips(s: DoubleStarState, tf: string): Ship[] {
  const cs = shipById(s, tf);
  return [...(cs ? [cs] : []), ...s.ships.filter((x) => x.taskForce === tf)];
}

export function numericId(id: string): number {
  // The digits after the one-letter prefix, read in place: sorts by id call this twice a
  // comparison, and a substring each time was a good part of a game's garbage (bench/README 5k).
  let n = 0;
  for (let i = 1; i < id.length; i++) {
    const d = id.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number(id.slice(1));
    n = n * 10 + d;
  }
  return id.length > 1 ? n : Number(id.slice(1));
}

export function byId<T extends { id: string }>(a: T, b: T): number {
  return numericId(a.id) - numericId(b.id);
}

/**
 * `xs` sorted by id (byId), sorted only when out of order: ships are kept mostly in the order they
 * were made, and the listings sort a filtered copy of them at every step. The same result either
 * way (ids are unique, so the order is total).
 */
export function sortedById<T extends { id: string }>(xs: T[]): T[] {
  for (let i = 1; i < xs.length; i++) if (numericId(xs[i - 1]!.id) > numericId(xs[i]!.id)) return xs.sort(byId);
  return xs;
}

export function newId(s: DoubleStarState, prefix: string): string {
  return `${prefix}${s.nextId++}`;
}

/** Hexes a ship may enter in space: on the map, not a star. */
export function enterable(hex: number): boolean {
  return hex >= 0 && hex < MAP.grid.count && hex !== MAP.starHex["an-nur"] && hex !== MAP.starHex["az-zarr"];
}
