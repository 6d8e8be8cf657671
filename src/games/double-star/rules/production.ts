// Production during the game (DS 8.2–8.5): robot fighters, orbital fighters and power plants,
// ordered from the subsequent production budget (six turns) or, as emergency production, from
// the contingency fund at double cost (four turns); delivered to the industry site named on the
// turn record chart. Conversions of battle cruisers and cruisers at a base replace lost command
// ships (four contingency points).
import type { Side, SiteId } from "../map";
import {
  CONVERSION_COST,
  EMERGENCY_TURNS,
  GAME_PRODUCTS,
  MAX_TASK_FORCES,
  PRODUCTION_TURNS,
  productCost,
  type GameProduct,
} from "../ships";
import type { DoubleStarState, ProductionOrder } from "../state";
import { bodyState, byId, editSite, newId, siteOf, sitesOfBody } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { newShip } from "./new-ship";
import { editShip, editSideRecord } from "../own";

export interface OrderOption {
  item: GameProduct;
  body: string;
  site: SiteId;
  emergency: boolean;
}

/** Industry sites of a side that can take delivery. */
export function industrySitesOf(s: DoubleStarState, side: Side): { body: string; site: SiteId }[] {
  return s.sites
    .filter((st) => st.owner === side && st.industry > 0 && bodyState(s, st.body).hex >= 0)
    .map((st) => ({ body: st.body, site: st.site }));
}

export function orderCost(item: GameProduct, emergency: boolean): number {
  return productCost(item) * (emergency ? 2 : 1);
}

/** The earliest turn an order placed now arrives (set-up counts as turn 0). */
export function earliestArrival(s: DoubleStarState, emergency: boolean): number {
  return s.turn + (emergency ? EMERGENCY_TURNS : PRODUCTION_TURNS);
}

/** The items `side` can pay for now, normal or emergency, in GAME_PRODUCTS order. */
export function affordable(s: DoubleStarState, side: Side): { item: GameProduct; emergency: boolean }[] {
  const t = s.treasury[side];
  const out: { item: GameProduct; emergency: boolean }[] = [];
  // Emergency production draws on the contingency fund, which exists once set-up is over (DS 8.3).
  const emergencies = s.phase === "setup" ? [false] : [false, true];
  for (const item of GAME_PRODUCTS) {
    for (const emergency of emergencies) {
      const fund = emergency ? t.contingency : t.production;
      if (orderCost(item, emergency) <= fund) out.push({ item, emergency });
    }
  }
  return out;
}

export function productionOrderOptions(s: DoubleStarState, side: Side): OrderOption[] {
  const sites = industrySitesOf(s, side);
  const out: OrderOption[] = [];
  for (const { item, emergency } of affordable(s, side)) for (const at of sites) out.push({ item, ...at, emergency });
  return out;
}

/** Whether productionOrderOptions has any, without the list: something affordable and somewhere to make it. */
export function mayOrderProduction(s: DoubleStarState, side: Side): boolean {
  // affordable()'s test without its list: asked at every interim step.
  const t = s.treasury[side];
  let any = false;
  for (const item of GAME_PRODUCTS)
    if (orderCost(item, false) <= t.production || (s.phase !== "setup" && orderCost(item, true) <= t.contingency)) any = true;
  if (!any) return false;
  for (const st of s.sites) if (st.owner === side && st.industry > 0 && bodyState(s, st.body).hex >= 0) return true;
  return false;
}

export function orderProduction(ctx: Ctx, side: Side, o: OrderOption, arrivalTurn: number | null): void {
  const s = ctx.s;
  const cost = orderCost(o.item, o.emergency);
  const t = editSideRecord(s, "treasury", side);
  if (o.emergency) t.contingency -= cost;
  else t.production -= cost;
  const order: ProductionOrder = {
    id: newId(s, "P"),
    side,
    item: o.item,
    arrives: arrivalTurn ?? earliestArrival(s, o.emergency),
    body: o.body,
    site: o.site,
    emergency: o.emergency,
  };
  s.schedule.push(order);
  emit(ctx, {
    type: "ProductionOrdered",
    side,
    order: order.id,
    item: o.item,
    body: o.body,
    site: o.site,
    arrives: order.arrives,
    emergency: o.emergency,
    cost,
  });
}

/** Cruisers and battle cruisers at a friendly base that may become command ships now. */
export function conversionOptions(s: DoubleStarState, side: Side): string[] {
  const t = s.treasury[side];
  if (t.contingency < CONVERSION_COST || t.commandShipsLost <= t.conversions) return [];
  if (s.taskForces.filter((x) => x.side === side).length >= MAX_TASK_FORCES) return [];
  return s.ships
    .filter((x) => x.side === side && (x.kind === "cruiser" || x.kind === "battleCruiser") && x.loc.kind === "surface")
    .filter((x) => {
      const loc = x.loc as { body: string; site: SiteId };
      const st = siteOf(s, loc.body, loc.site);
      return st !== null && st.owner === side && st.bases > 0;
    })
    .sort(byId)
    .map((x) => x.id);
}

export function convertToCommand(ctx: Ctx, side: Side, shipId: string): void {
  const s = ctx.s;
  const ship = editShip(s, shipId)!;
  const from = ship.kind;
  ship.kind = "commandShip";
  s.taskForces.push({ id: ship.id, side, formations: [] });
  const t = editSideRecord(s, "treasury", side);
  t.contingency -= CONVERSION_COST;
  t.conversions++;
  emit(ctx, { type: "ShipConverted", side, ship: shipId, from, cost: CONVERSION_COST });
}

/** The interim phase delivers what the turn record chart holds for this turn (DS 2). */
export function deliverProduction(ctx: Ctx): void {
  const s = ctx.s;
  const due = s.schedule.filter((o) => o.arrives === s.turn);
  s.schedule = s.schedule.filter((o) => o.arrives !== s.turn);
  for (const o of due) deliver(ctx, o);
}

function deliver(ctx: Ctx, o: ProductionOrder): void {
  const s = ctx.s;
  const named = siteOf(s, o.body, o.site);
  const at =
    named && named.owner === o.side && named.industry > 0 && bodyState(s, o.body).hex >= 0
      ? { body: o.body, site: o.site }
      : industrySitesOf(s, o.side)[0];
  if (!at) {
    emit(ctx, { type: "ProductionLost", side: o.side, order: o.id, item: o.item, reason: "no industry left to deliver it" });
    return;
  }
  if (o.item === "powerPlant") {
    const st = [siteOf(s, at.body, at.site)!, ...sitesOfBody(s, at.body).filter((x) => x.owner === o.side)].find((x) => x.powerPlants < 10);
    if (!st) {
      emit(ctx, { type: "ProductionLost", side: o.side, order: o.id, item: o.item, reason: "no room for another power plant" });
      return;
    }
    editSite(s, st.body, st.site)!.powerPlants++;
    emit(ctx, { type: "ProductionArrived", side: o.side, order: o.id, item: o.item, body: st.body, site: st.site, ship: null });
    return;
  }
  // Robot fighters appear at the industry; orbital fighters, which cannot take off, in orbit (README D4).
  const ship = newShip(s, o.side, o.item, at.body, o.item === "orbitalFighter" ? null : at.site, true);
  emit(ctx, { type: "ProductionArrived", side: o.side, order: o.id, item: o.item, body: at.body, site: at.site, ship: ship.id });
}
