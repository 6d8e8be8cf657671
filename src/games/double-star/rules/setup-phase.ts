// Setting up (DS 9, DS 8.1, DS 10): the side that sets up first places the other side's worlds on
// their orbital paths, then the other side places the first's; each side in turn (the first
// first) places its population, then its three industry counters, then buys its initial forces
// and schedules production; in the Raid both then secretly designate a target world.
import { bodyData, BODIES, landSites, pathData, type Side, type SiteId } from "../map";
import { INDUSTRY_MIN_POPULATION, SCENARIOS } from "../scenarios";
import { enemyOf } from "../seats";
import { INSTALLATION_COST, MAX_TASK_FORCES, MAX_TRANSPORTS, SHIPS, type Installation, type ShipKind } from "../ships";
import type { DoubleStarState } from "../state";
import { bodyState, editSite, refreshBodyHexes, siteOf, siteRange, worldPopulation } from "../queries";
import { editBodies, editSideRecord } from "../own";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { startGame } from "./flow";
import { newShip } from "./new-ship";
import { worldsPlacedBy } from "../setup";

// worlds (DS 9.1)
export function worldHexes(world: string): number[] {
  const home = bodyData(world).home;
  if (home.kind !== "path") return [];
  return pathData(home.path).hexes;
}

export function placeWorld(ctx: Ctx, world: string, hex: number): void {
  const s = ctx.s;
  editBodies(s);
  const b = bodyState(s, world);
  const home = bodyData(world).home as { kind: "path"; path: string };
  b.motion = { kind: "orbit", path: home.path, index: pathData(home.path).hexes.indexOf(hex) };
  refreshBodyHexes(s);
  const placer = (s.setup as { seat: Side }).seat;
  emit(ctx, { type: "WorldPlaced", side: placer, world, hex });
  s.worldsToPlace.shift();
  if (s.worldsToPlace.length > 0) return;
  const first = SCENARIOS[s.scenario].setsUpFirst;
  if (placer === first) {
    s.setup = { kind: "worlds", seat: enemyOf(first) };
    s.worldsToPlace = worldsPlacedBy(enemyOf(first));
  } else s.setup = { kind: "population", seat: first };
}

// population (DS 9.2) and industry (DS 9.3)
/** The most population a hex may take now: any on a world, five per base on a planetoid. */
export function populationRoom(s: DoubleStarState, side: Side, body: string, site: SiteId): number {
  const st = siteOf(s, body, site);
  if (!st || (st.owner !== null && st.owner !== side)) return 0;
  if (bodyData(body).disc === "large") return Number.MAX_SAFE_INTEGER;
  return Math.max(0, 5 * st.bases - st.population);
}

// Each side's bodies never change: worked out once, not at every item of every forces listing.
const OWN_BODIES: Record<Side, readonly string[]> = {
  islamic: BODIES.filter((b) => b.side === "islamic").map((b) => b.id),
  chinese: BODIES.filter((b) => b.side === "chinese").map((b) => b.id),
};

export function ownBodies(side: Side): readonly string[] {
  return OWN_BODIES[side];
}

export function placePopulation(ctx: Ctx, side: Side, body: string, site: SiteId, amount: number): void {
  const s = ctx.s;
  const st = editSite(s, body, site)!;
  st.population += amount;
  st.owner = side;
  s.populationLeft[side] -= amount;
  emit(ctx, { type: "PopulationPlaced", side, body, site, amount, left: s.populationLeft[side] });
  if (s.populationLeft[side] === 0) s.setup = { kind: "industry", seat: side };
}

export function industrySites(s: DoubleStarState, side: Side): { body: string; site: SiteId }[] {
  const out: { body: string; site: SiteId }[] = [];
  for (const body of ownBodies(side)) {
    if (bodyData(body).disc !== "large" || worldPopulation(s, body, side) < INDUSTRY_MIN_POPULATION) continue;
    for (const site of landSites(body)) {
      const st = siteOf(s, body, site)!;
      if ((st.owner === null || st.owner === side) && st.industry < 3) out.push({ body, site });
    }
  }
  return out;
}

export function placeIndustry(ctx: Ctx, side: Side, body: string, site: SiteId): void {
  const s = ctx.s;
  const st = editSite(s, body, site)!;
  st.industry++;
  st.owner = side;
  s.industryLeft[side]--;
  emit(ctx, { type: "IndustryPlaced", side, body, site });
  if (s.industryLeft[side] === 0) s.setup = { kind: "forces", seat: side };
}

// initial forces (DS 8.1)
export type BuyItem = ShipKind | Installation;

export function itemCost(item: BuyItem): number {
  return item in SHIPS ? SHIPS[item as ShipKind].cost : INSTALLATION_COST[item as Installation];
}

const STACK: Record<Installation, (st: { pd: number; bases: number; powerPlants: number }) => boolean> = {
  base: (st) => st.bases < 1,
  planetaryDefense: (st) => st.pd < 3,
  powerPlant: (st) => st.powerPlants < 10,
};

/**
 * Where an item may be bought, each place handed to `visit` in order: null site = in orbit (ships
 * only), with the site's index (SITE_KEYS order; -1 in orbit). Rules of DS 3.1 and DS 8.1. (A
 * visit, not a list: the forces prompt asks for every item at every step of set-up, so the sites
 * are read by index, without looking each up by name.)
 */
export function eachBuyLocation(
  s: DoubleStarState,
  side: Side,
  item: BuyItem,
  landed: readonly (Side | undefined)[],
  visit: (body: string, site: SiteId | null, index: number) => void,
): void {
  if (mayBuy(s, side, item)) eachBuyPlace(s, side, item, landed, visit);
}

/** Whether `side` may buy `item` at all now: its budget, the transports' and task forces' limits (DS 8.1). */
export function mayBuy(s: DoubleStarState, side: Side, item: BuyItem): boolean {
  const t = s.treasury[side];
  if (itemCost(item) > t.budget) return false;
  if (item === "transport" && t.transportsBought >= MAX_TRANSPORTS) return false;
  if (item === "commandShip" && s.taskForces.filter((x) => x.side === side).length >= MAX_TASK_FORCES) return false;
  return true;
}

/**
 * eachBuyLocation's places without its gates (mayBuy): they depend only on the bodies (placed or
 * not), the sites and `landed`, which lets the forces prompt keep them between states (kept.ts).
 */
export function eachBuyPlace(
  s: DoubleStarState,
  side: Side,
  item: BuyItem,
  landed: readonly (Side | undefined)[],
  visit: (body: string, site: SiteId | null, index: number) => void,
): void {
  const ship = item in SHIPS;
  for (const body of ownBodies(side)) {
    if (bodyState(s, body).hex < 0) continue;
    if (ship) visit(body, null, -1);
    if (item === "orbitalFighter") continue;
    const range = siteRange(body);
    if (!range) continue;
    for (let i = range[0]; i <= range[1]; i++) {
      const st = s.sites[i]!;
      if (ship) {
        if (st.owner === side && (st.bases > 0 || st.industry > 0)) visit(body, st.site, i);
        continue;
      }
      // siteSideOf: the counters' owner, else whoever has landed there.
      const holder = st.owner ?? landed[i] ?? null;
      if (holder !== null && holder !== side) continue;
      if (STACK[item as Installation](st)) visit(body, st.site, i);
    }
  }
}

export function buy(ctx: Ctx, side: Side, item: BuyItem, body: string, site: SiteId | null): void {
  const s = ctx.s;
  const cost = itemCost(item);
  const t = editSideRecord(s, "treasury", side);
  t.budget -= cost;
  let shipId: string | null = null;
  if (item in SHIPS) {
    const st = site ? siteOf(s, body, site) : null;
    const ship = newShip(s, side, item as ShipKind, body, site, st !== null && st.bases === 0);
    shipId = ship.id;
    if (item === "transport") t.transportsBought++;
  } else {
    const st = editSite(s, body, site!)!;
    st.owner = side;
    // Bought bases and defences are new production: movable, or loadable as cargo, until first moved (DS 4.12).
    if (item === "base") {
      st.bases++;
      st.basesMovable++;
    }
    if (item === "planetaryDefense") {
      st.pd++;
      st.pdMovable++;
    }
    if (item === "powerPlant") st.powerPlants++;
  }
  emit(ctx, { type: "CounterBought", side, item, ship: shipId, body, site, cost, budgetLeft: t.budget });
}

export function finishSetup(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  const t = editSideRecord(s, "treasury", side);
  t.contingency += t.budget;
  t.budget = 0;
  emit(ctx, { type: "SetupFinished", side, contingency: t.contingency });
  const first = SCENARIOS[s.scenario].setsUpFirst;
  if (side === first) {
    s.setup = { kind: "population", seat: enemyOf(first) };
    return;
  }
  if (SCENARIOS[s.scenario].secretTarget) {
    s.setup = { kind: "targets" };
    return;
  }
  startGame(ctx);
}

// the Raid's secret targets (DS 10.3)
/** Enemy worlds (large discs) with at least one enemy industry counter. */
export function targetOptions(s: DoubleStarState, side: Side): string[] {
  const enemy = enemyOf(side);
  return ownBodies(enemy).filter(
    (b) => bodyData(b).disc === "large" && s.sites.some((st) => st.body === b && st.owner === enemy && st.industry > 0),
  );
}

export function targetLabel(side: Side, world: string): string {
  return `raid-target:${side}:${world}`;
}

export function designateTarget(ctx: Ctx, side: Side, world: string): void {
  const s = ctx.s;
  const label = targetLabel(side, world);
  s.targets[side] = { world, label };
  emit(ctx, { type: "TargetDesignated", side, world, label });
  if (s.targets.islamic && s.targets.chinese) startGame(ctx);
}
