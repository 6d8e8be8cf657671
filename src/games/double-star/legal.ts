// The complete postable actions of each prompt (STYLE §3): pending() lists them, apply() accepts
// exactly these (and, for two actions, documented variants: any population amount up to what is
// left, and a later arrival turn for production).
import { ActionTable } from "../../engine/listed";
import type { DoubleStarAction } from "./actions";
import { buyAction, industrySiteIndexes, pushBuys, relocations } from "./kept";
import { bodyData, landSites, type Side } from "./map";
import type { Prompt } from "./owing";
import { type GameProduct, INSTALLATION_COST } from "./ships";
import type { DoubleStarState, HexCombat } from "./state";
import { landedSides, SITE_KEYS, siteOf } from "./queries";
import { FORMATION_EFFECTS } from "./tables";
import { withdrawHexes } from "./rules/combat";
import { draftingTaskForces, freeCounters, openGroup, unassignedShips } from "./rules/formations";
import { type Destination, eachDestination, joinOptions, leaveOptions, loadOptions, movableUnits, unloadOptions } from "./rules/movement";
import { impactOptions, planetoidCommands } from "./rules/planetoids";
import { affordable, conversionOptions } from "./rules/production";
import { industrySites, ownBodies, populationRoom, targetOptions, worldHexes } from "./rules/setup-phase";
import { mayOffer } from "./rules/stalemate";
import { lossOptions, nextStriker, pdFiring, pdSide, pdTargets, strikeSide, strikeTargets } from "./rules/surface";
import { distinctFormations } from "./rules/training";
import { nextToDesignate, screenShifts } from "./rules/units";

/** Population amounts offered as choices: everything left, half of it, 100, 10 and 1 (any amount is accepted). */
export function populationAmounts(left: number, room: number): number[] {
  const cap = Math.min(left, room);
  const out = [cap, Math.ceil(cap / 2), 100, 10, 1].filter((n) => n >= 1 && n <= cap);
  return [...new Set(out)];
}

function populationChoices(s: DoubleStarState, side: Side): DoubleStarAction[] {
  const out: DoubleStarAction[] = [];
  const left = s.populationLeft[side];
  for (const body of ownBodies(side)) {
    for (const site of landSites(body)) {
      const room = populationRoom(s, side, body, site);
      for (const amount of populationAmounts(left, room)) out.push({ type: "placePopulation", body, site, amount });
      // Population on a planetoid needs a base (DS 3.1 rule 2): bases may be bought now.
      const st = siteOf(s, body, site)!;
      if (
        bodyData(body).disc === "small" &&
        st.bases === 0 &&
        (st.owner === null || st.owner === side) &&
        s.treasury[side].budget >= INSTALLATION_COST.base
      ) {
        out.push(buyAction("base", body, site));
      }
    }
  }
  return out;
}

// A production order (arrival turn left to the rules), made once per item, fund and industry site
// and shared: the index is the site's (SITE_KEYS order), plus SITE_KEYS.length for emergency ones.
const ORDERS = new ActionTable(SITE_KEYS.length * 2, (item, i): DoubleStarAction => {
  const at = SITE_KEYS[i % SITE_KEYS.length]!;
  return {
    type: "orderProduction",
    item: item as GameProduct,
    body: at.body,
    site: at.site,
    emergency: i >= SITE_KEYS.length,
    arrivalTurn: null,
  };
});

/** productionOrderOptions as actions, in its order: what the side can afford, at each industry site. */
function pushOrders(s: DoubleStarState, side: Side, out: DoubleStarAction[]): void {
  const sites = industrySiteIndexes(s, side);
  if (sites.length === 0) return;
  for (const { item, emergency } of affordable(s, side))
    for (const i of sites) out.push(ORDERS.get(item, emergency ? SITE_KEYS.length + i : i));
}

function forcesChoices(s: DoubleStarState, side: Side): DoubleStarAction[] {
  const out: DoubleStarAction[] = [];
  pushBuys(s, side, landedSides(s), out);
  pushOrders(s, side, out);
  for (const j of joinOptions(s, side)) out.push({ type: "joinTaskForce", ship: j.ship, taskForce: j.taskForce });
  out.push({ type: "finishSetup" });
  return out;
}

// The movement prompt's actions that name one unit (or none), made once and shared: the prompt is
// listed afresh at every step of a movement phase, and most of its entries are these.
const UNIT_ACTIONS = ["selectUnit", "leaveTaskForce", "unloadCargo", "holdUnit"] as const;
const BY_UNIT = new ActionTable(UNIT_ACTIONS.length, (unit, i): DoubleStarAction => {
  const type = UNIT_ACTIONS[i]!;
  return type === "selectUnit" || type === "holdUnit" ? { type, unit } : { type, ship: unit };
});
const byUnit = (type: (typeof UNIT_ACTIONS)[number], unit: string) => BY_UNIT.get(unit, UNIT_ACTIONS.indexOf(type));
const END_MOVEMENT: DoubleStarAction = Object.freeze({ type: "endMovement" });
const OFFER_STALEMATE: DoubleStarAction = Object.freeze({ type: "offerStalemate" });

function movementChoices(s: DoubleStarState, side: Side): DoubleStarAction[] {
  const out: DoubleStarAction[] = [];
  for (const unit of movableUnits(s, side)) out.push(byUnit("selectUnit", unit));
  for (const j of joinOptions(s, side)) out.push({ type: "joinTaskForce", ship: j.ship, taskForce: j.taskForce });
  for (const ship of leaveOptions(s, side)) out.push(byUnit("leaveTaskForce", ship));
  for (const l of loadOptions(s, side)) out.push({ type: "loadCargo", ship: l.ship, cargo: l.cargo });
  for (const ship of unloadOptions(s, side)) out.push(byUnit("unloadCargo", ship));
  for (const r of relocations(s, side)) out.push(r);
  out.push(END_MOVEMENT);
  if (mayOffer(s, side)) out.push(OFFER_STALEMATE);
  return out;
}

// The moveUnit list is made at its exact size: its length is known before any action is made (the
// walk's first steps, the landings and the hold), so each action goes straight into a new array.
// Gathered in an array kept between listings and copied out, as it once was, each of the ~170
// stores of a new action into that long-lived array was recorded for the collector (a pointer
// from the old generation to the young), ~a quarter of the listing's own time (bench/README 5s).
// Grown by push from empty, its entries cost about three times their size in discarded arrays.
//
// Each move is a new object, as each landing is. They were once made once per unit, hex and
// facing in a table and shared (frozen) by every list, but in random games most moves are listed
// once: the table made nearly as many objects, each frozen and kept for good, and every one of them
// survived the young generation into the old; fresh ones die young. Measured 1.02–1.27× a playout
// (bench/README 5n).
//
// The landings of the listing under way, in order (each knows its step of the walk).
const LANDINGS: Destination[] = [];

function moveChoices(s: DoubleStarState): DoubleStarAction[] {
  const unit = s.moving!;
  // The landings first, then one loop over the walk that lists each first step (a space
  // destination) followed by the landings found at that step: eachDestination's order, without a
  // callback per step (~160 of them).
  let landings = 0;
  const walk = eachDestination(s, unit, null, (d) => {
    LANDINGS[landings++] = d;
    return false;
  });
  let size = landings + 1;
  if (walk) for (let i = 0; i < walk.first.length; i++) size += walk.first[i]!;
  const out: DoubleStarAction[] = new Array(size);
  let n = 0;
  if (walk) {
    const hexes = walk.hex;
    const facings = walk.facing;
    const first = walk.first;
    let next = 0;
    for (let i = 0; i < hexes.length; i++) {
      if (first[i]) out[n++] = { type: "moveUnit", unit, hex: hexes[i]!, facing: facings[i]! };
      for (; next < landings && LANDINGS[next]!.step === i; next++) {
        const d = LANDINGS[next]!;
        out[n++] = { type: "landUnit", unit, body: d.body!, site: d.site! };
      }
    }
  }
  out[n++] = byUnit("holdUnit", unit);
  LANDINGS.length = 0;
  return out;
}

function formationChoices(s: DoubleStarState, c: HexCombat, side: Side): DoubleStarAction[] {
  const draft = c.drafts[side]!;
  const out: DoubleStarAction[] = [];
  const g = openGroup(draft);
  if (g) {
    const screens = FORMATION_EFFECTS[g.counters[0]!].screens;
    for (const ship of unassignedShips(s, c, draft, g.taskForce)) {
      out.push({ type: "addToGroup", ship, screened: false });
      if (screens) out.push({ type: "addToGroup", ship, screened: true });
    }
    for (const f of new Set(freeCounters(s, draft, g.taskForce))) out.push({ type: "addBackup", formation: f });
    out.push({ type: "closeGroup" });
    out.push({ type: "formationsReady" });
    return out;
  }
  for (const tf of draftingTaskForces(s, c, side)) {
    if (unassignedShips(s, c, draft, tf).length === 0) continue;
    for (const f of new Set(freeCounters(s, draft, tf))) out.push({ type: "formGroup", taskForce: tf, formation: f });
  }
  out.push({ type: "formationsReady" });
  return out;
}

/** A side may break off before it has designated anything this round (DS 6.12). */
export function mayBreakOff(c: HexCombat, side: Side): boolean {
  if (c.breakingOff) return false;
  return !c.designations.some((d) => d.side === side);
}

function fireChoices(s: DoubleStarState, c: HexCombat, side: Side): DoubleStarAction[] {
  const out: DoubleStarAction[] = [];
  if (side === c.attacker && !c.designations.some((d) => d.side === side))
    for (const ship of screenShifts(s, c, side)) out.push({ type: "shiftScreen", ship });
  const next = nextToDesignate(s, c, side);
  if (next) {
    for (const t of next.targets) out.push({ type: "attack", unit: next.unit.id, target: t.target });
    out.push({ type: "holdFire", unit: next.unit.id });
    out.push({ type: "autoTarget" });
  }
  out.push({ type: "ceaseFire" });
  if (mayBreakOff(c, side)) out.push({ type: "breakOff" });
  return out;
}

export function choicesFor(s: DoubleStarState, seat: Side, prompt: Prompt): DoubleStarAction[] {
  const c = s.combat?.current ?? null;
  switch (prompt) {
    case "placeWorld": {
      const world = s.worldsToPlace[0]!;
      return worldHexes(world).map((hex) => ({ type: "placeWorld", world, hex }));
    }
    case "placePopulation":
      return populationChoices(s, seat);
    case "placeIndustry":
      return industrySites(s, seat).map((x) => ({ type: "placeIndustry", body: x.body, site: x.site }));
    case "buyForces":
      return forcesChoices(s, seat);
    case "designateTarget":
      return targetOptions(s, seat).map((world) => ({ type: "designateTarget", world }));
    case "movement":
      return movementChoices(s, seat);
    case "moveUnit":
      return moveChoices(s);
    case "formations":
      return formationChoices(s, c!, seat);
    case "screens":
      return [...screenShifts(s, c!, seat).map((ship) => ({ type: "shiftScreen", ship }) as DoubleStarAction), { type: "screensSet" }];
    case "fire":
      return fireChoices(s, c!, seat);
    case "withdraw":
      return withdrawHexes(s, c!, seat).map((hex) => ({ type: "withdraw", hex }));
    case "strikes": {
      const ship = nextStriker(s, c!)!;
      return [
        ...strikeTargets(s, c!, ship.side).map((t) => ({ type: "strike", ship: ship.id, body: t.body, site: t.site }) as DoubleStarAction),
        { type: "noStrike", ship: ship.id },
        { type: "strikesDone" },
      ];
    }
    case "pdFire": {
      const out: DoubleStarAction[] = [];
      const side = pdSide(s, c!);
      for (const b of pdFiring(s, c!))
        if (b.side === side) for (const target of pdTargets(s, c!, b)) out.push({ type: "pdFire", body: b.body, site: b.site, target });
      out.push({ type: "pdDone" });
      return out;
    }
    case "strikeLoss": {
      const l = c!.lossChoice!;
      return lossOptions(s, l.body, l.site, strikeSide(s, c!, l)).map((o) => ({ type: "chooseLoss", item: o.item, ship: o.ship }));
    }
    case "planetoids":
      return [...planetoidCommands(s, seat).map((x) => x as DoubleStarAction), { type: "planetoidsDone" }];
    case "impacts":
      return [
        ...impactOptions(s, seat).map(
          (o) => ({ type: "declareImpact", planetoid: o.planetoid, body: o.body, site: o.site }) as DoubleStarAction,
        ),
        { type: "impactsDone" },
      ];
    case "trainingLoss": {
      const tf = s.taskForces.find((t) => t.id === s.interim!.lossFor)!;
      return distinctFormations(tf).map((formation) => ({ type: "chooseTrainingLoss", formation }));
    }
    case "production": {
      const out: DoubleStarAction[] = [];
      pushOrders(s, seat, out);
      for (const ship of conversionOptions(s, seat)) out.push({ type: "convertToCommand", ship });
      out.push({ type: "productionDone" });
      if (mayOffer(s, seat)) out.push({ type: "offerStalemate" });
      return out;
    }
    case "stalemate":
      return [
        { type: "answerStalemate", accept: true },
        { type: "answerStalemate", accept: false },
      ];
  }
}

/** Actions compared field by field, whatever the order of their keys. */
export function sameAction(a: DoubleStarAction, b: DoubleStarAction): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  if (ka.length !== kb.length) return false;
  return ka.every((k, i) => k === kb[i] && (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}
