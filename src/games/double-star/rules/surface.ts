// After ship-to-ship combat (DS 6.1 steps 3–4): ships of both sides (DS 2.2) declare the surface hexes they will strike
// (DS 6.13), planetary defences in range fire twice each at strikers and impacting planetoids,
// the surviving strikers roll on the Surface Strike Table (DS 6.14), robot fighters dive to their
// end, and planetoids impact through the scatter diagram (DS 6.15).
import { adjacentSites, bodyData, landSites, sitesOf, type Side, type SiteId } from "../map";
import { enemyOf } from "../seats";
import type { DoubleStarState, HexCombat, PdBattery, Ship, SiteState, Strike } from "../state";
import {
  attackOf,
  bodiesInHex,
  bodyState,
  byId,
  defenseOf,
  landedAt,
  shipById,
  siteOf,
  editSite,
  siteSide,
  sitesOfBody,
  spaceShipsAt,
  tidySite,
} from "../queries";
import { ADJACENT_SURVIVAL, pdColumn, pdFire, PD_SHOTS, SCATTER_HIT_MAX, scatter, surfaceStrike, type StrikeResult } from "../tables";
import { d6, emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { destroyBody, eliminateShip, recordIndustryLoss } from "./losses";
import { editShip } from "../own";

// declarations (DS 6.13)
export function beginStrikes(c: HexCombat): void {
  c.step = "strikes";
  c.strikes = [];
  c.strikeAsked = [];
  c.strikesDeclared = false;
}

/** The sides that may strike surfaces in this combat phase: both (DS 2.2, DS 6.1 step 4), phasing side first. */
export function strikingSides(s: DoubleStarState, c: HexCombat): Side[] {
  return s.options.surfaceStrikesPhasingOnly ? [c.attacker] : [c.attacker, enemyOf(c.attacker)];
}

/**
 * Ships that may strike: in the hex, fit, with an attack factor, of a side that did not break off
 * (DS 6.1 step 4), the phasing side's first.
 */
export function strikers(s: DoubleStarState, c: HexCombat): Ship[] {
  return strikingSides(s, c)
    .filter((side) => side !== c.breakingOff)
    .flatMap((side) =>
      spaceShipsAt(s, c.hex, side)
        .filter((x) => !x.disrupted && attackOf(x) > 0)
        .sort(byId),
    );
}

/** Surface hexes of the bodies in the battle hex held by the enemy of `side`. */
export function strikeTargets(s: DoubleStarState, c: HexCombat, side: Side): { body: string; site: SiteId }[] {
  const out: { body: string; site: SiteId }[] = [];
  const enemy = enemyOf(side);
  for (const body of bodiesInHex(s, c.hex))
    for (const site of landSites(body)) if (siteSide(s, body, site) === enemy) out.push({ body, site });
  return out;
}

/** The next ship to declare its strike: the first not yet asked that has an enemy surface hex to strike. */
export function nextStriker(s: DoubleStarState, c: HexCombat): Ship | null {
  if (c.strikesDeclared) return null;
  const targets = new Map<Side, number>();
  for (const x of strikers(s, c)) {
    if (c.strikeAsked.includes(x.id)) continue;
    if (!targets.has(x.side)) targets.set(x.side, strikeTargets(s, c, x.side).length);
    if (targets.get(x.side)! > 0) return x;
  }
  return null;
}

export function needsStrikeDecision(s: DoubleStarState, c: HexCombat): boolean {
  return nextStriker(s, c) !== null;
}

/** `side` declares no more strikes; the other side's ships are asked next. */
export function strikesDone(s: DoubleStarState, c: HexCombat, side: Side): void {
  for (const x of strikers(s, c)) if (x.side === side && !c.strikeAsked.includes(x.id)) c.strikeAsked.push(x.id);
  if (!nextStriker(s, c)) c.strikesDeclared = true;
}

/** The side whose strike is being resolved or chosen (the ship that strikes). */
export function strikeSide(s: DoubleStarState, c: HexCombat, strike: Strike): Side {
  return shipById(s, strike.ship)?.side ?? c.attacker;
}

export function declareStrike(ctx: Ctx, c: HexCombat, ship: string, target: { body: string; site: SiteId } | null): void {
  c.strikeAsked.push(ship);
  if (target) {
    c.strikes.push({ ship, ...target });
    emit(ctx, { type: "StrikeDeclared", ship, body: target.body, site: target.site });
  }
}

// planetary defence fire (DS 6.13)
function inRange(body: string, pdSite: SiteId, target: { body: string; site: SiteId }): boolean {
  return body === target.body && (pdSite === target.site || adjacentSites(body, pdSite).includes(target.site));
}

export function enterPd(ctx: Ctx, c: HexCombat): void {
  const s = ctx.s;
  c.step = "pdFire";
  c.pd = [];
  const defender = enemyOf(c.attacker);
  const impacts = s.impacts.filter((i) => c.impacts.includes(i.planetoid));
  for (const side of [defender, c.attacker]) {
    // A battery fires at the enemy's strikers, and the phasing side's at planetoids impacting its bodies.
    const aims: { body: string; site: SiteId }[] = [
      ...c.strikes.filter((x) => shipById(s, x.ship)?.side === enemyOf(side)),
      ...(side === c.attacker ? impacts : []),
    ];
    for (const body of bodiesInHex(s, c.hex)) {
      for (const st of sitesOfBody(s, body)) {
        if (st.owner !== side || st.pd === 0) continue;
        if (aims.some((a) => inRange(body, st.site, a))) c.pd.push({ side, body, site: st.site, shots: PD_SHOTS * st.pd });
      }
    }
  }
}

/** What a battery may fire at: enemy strikers (and planetoids) aiming at its hex or the hexes next to it. */
export function pdTargets(s: DoubleStarState, c: HexCombat, b: PdBattery): string[] {
  const ships = c.strikes.filter((x) => inRange(b.body, b.site, x) && shipById(s, x.ship)?.side === enemyOf(b.side)).map((x) => x.ship);
  if (b.side !== c.attacker) return ships;
  const planetoids = s.impacts
    .filter((i) => c.impacts.includes(i.planetoid) && inRange(b.body, b.site, i) && bodyState(s, i.planetoid).motion.kind === "free")
    .map((i) => i.planetoid);
  return [...ships, ...planetoids];
}

export function pdFiring(s: DoubleStarState, c: HexCombat): PdBattery[] {
  return c.pd.filter((b) => b.shots > 0 && pdTargets(s, c, b).length > 0);
}

/** The side whose batteries fire now (the defender's first, then the phasing side's at planetoids). */
export function pdSide(s: DoubleStarState, c: HexCombat): Side | null {
  return pdFiring(s, c)[0]?.side ?? null;
}

export function needsPdDecision(s: DoubleStarState, c: HexCombat): boolean {
  return pdSide(s, c) !== null;
}

export function firePd(ctx: Ctx, c: HexCombat, body: string, site: SiteId, target: string): void {
  const s = ctx.s;
  const b = c.pd.find((x) => x.body === body && x.site === site)!;
  b.shots--;
  const ship = shipById(s, target);
  const column = ship ? pdColumn({ robot: ship.kind === "robotFighter", defense: defenseOf(s, ship) }) : pdColumn({ planetoid: true });
  const die = d6(ctx, `planetary defence at ${body} ${site} fires at ${target}`);
  const result = pdFire(column, die);
  emit(ctx, { type: "PdFired", side: b.side, body, site, target, column, die, result });
  if (result === "elim") {
    if (ship) eliminateShip(ctx, ship.id, `planetary defence ${body} ${site}`);
    else destroyBody(ctx, target, "shot down by planetary defence");
  } else if (result === "disrupt" && ship && !ship.disrupted) {
    editShip(s, ship.id)!.disrupted = true;
    emit(ctx, { type: "ShipDisrupted", ship: ship.id, by: `planetary defence ${body} ${site}` });
  }
}

export function pdDone(c: HexCombat, side: Side): void {
  for (const b of c.pd) if (b.side === side) b.shots = 0;
}

// surface strikes (DS 6.14)
export type LossItem = "planetaryDefense" | "powerPlant" | "base" | "ship";

/** What a 'des' result could destroy in a hex: the attacker picks one (DS 6.14). */
export function lossOptions(s: DoubleStarState, body: string, site: SiteId, attacker: Side): { item: LossItem; ship: string | null }[] {
  const st = siteOf(s, body, site);
  const out: { item: LossItem; ship: string | null }[] = [];
  if (!st) return out;
  if (st.owner && st.owner !== attacker) {
    if (st.pd > 0) out.push({ item: "planetaryDefense", ship: null });
    if (st.powerPlants > 0) out.push({ item: "powerPlant", ship: null });
    if (st.bases > 0) out.push({ item: "base", ship: null });
  }
  for (const ship of landedAt(s, body, site).sort(byId)) if (ship.side !== attacker) out.push({ item: "ship", ship: ship.id });
  return out;
}

/** Population above five per base on a planetoid hex is not supported and is lost (DS 3.1 rule 2). */
export function starvePlanetoid(ctx: Ctx, st: SiteState): void {
  if (bodyData(st.body).disc !== "small") return;
  const cap = 5 * st.bases;
  if (st.population > cap) {
    const lost = st.population - cap;
    st.population = cap;
    emit(ctx, {
      type: "CounterDestroyed",
      side: st.owner!,
      body: st.body,
      site: st.site,
      item: "population",
      count: lost,
      ship: null,
      by: "no base to support it",
    });
  }
}

export function destroyChosen(ctx: Ctx, body: string, site: SiteId, item: LossItem, ship: string | null, by: string): void {
  const s = ctx.s;
  const st = editSite(s, body, site)!;
  if (item === "ship") {
    const victim = shipById(s, ship!)!;
    emit(ctx, { type: "CounterDestroyed", side: victim.side, body, site, item: "ship", count: 1, ship: victim.id, by });
    eliminateShip(ctx, victim.id, by);
    return;
  }
  const owner = st.owner!;
  if (item === "planetaryDefense") st.pd--;
  if (item === "powerPlant") st.powerPlants--;
  if (item === "base") st.bases--;
  emit(ctx, { type: "CounterDestroyed", side: owner, body, site, item, count: 1, ship: null, by });
  starvePlanetoid(ctx, st);
  tidySite(st);
}

function applyStrike(ctx: Ctx, c: HexCombat, strike: Strike, result: StrikeResult): string | "choose" {
  const s = ctx.s;
  const st = editSite(s, strike.body, strike.site)!;
  const side = strikeSide(s, c, strike);
  const enemy = enemyOf(side);
  switch (result.kind) {
    case "none":
      return "no effect";
    case "population": {
      if (st.owner !== enemy || st.population === 0) return "no population there";
      const lost = Math.min(result.points, st.population);
      st.population -= lost;
      emit(ctx, {
        type: "CounterDestroyed",
        side: enemy,
        body: strike.body,
        site: strike.site,
        item: "population",
        count: lost,
        ship: null,
        by: strike.ship,
      });
      tidySite(st);
      return `${lost} population lost`;
    }
    case "industry": {
      if (st.owner !== enemy || st.industry === 0) return "no industry there";
      st.industry--;
      recordIndustryLoss(ctx, enemy, strike.body, 1);
      emit(ctx, {
        type: "CounterDestroyed",
        side: enemy,
        body: strike.body,
        site: strike.site,
        item: "industry",
        count: 1,
        ship: null,
        by: strike.ship,
      });
      tidySite(st);
      return "one industry destroyed";
    }
    case "destroy": {
      const options = lossOptions(s, strike.body, strike.site, side);
      if (options.length === 0) return "nothing there to destroy";
      if (options.length > 1) return "choose";
      destroyChosen(ctx, strike.body, strike.site, options[0]!.item, options[0]!.ship, strike.ship);
      return `${options[0]!.item} destroyed`;
    }
  }
}

/**
 * Resolves the declared strikes from where it left off, then the impacts. Returns true when the
 * hex is finished, false when it stopped for the attacker to choose what a 'des' destroys.
 */
export function resolveStrikes(ctx: Ctx, c: HexCombat): boolean {
  const s = ctx.s;
  while (c.struck < c.strikes.length) {
    const strike = c.strikes[c.struck]!;
    const ship = shipById(s, strike.ship);
    if (!ship || ship.disrupted || ship.loc.kind !== "space" || ship.loc.hex !== c.hex) {
      c.struck++;
      continue;
    }
    const robot = ship.kind === "robotFighter";
    const die = d6(ctx, `surface strike by ${ship.id} on ${strike.body} ${strike.site}`);
    const modified = die + (robot ? s.options.robotStrikeModifier : 0);
    const result = surfaceStrike(attackOf(ship), modified);
    const effect = applyStrike(ctx, c, strike, result);
    emit(ctx, {
      type: "SurfaceStruck",
      ship: ship.id,
      body: strike.body,
      site: strike.site,
      die,
      modified,
      result,
      effect: effect === "choose" ? "the attacker chooses what is destroyed" : effect,
    });
    if (effect === "choose") {
      c.lossChoice = strike;
      c.step = "strikeLoss";
      return false;
    }
    finishStrike(ctx, c, strike);
  }
  resolveImpacts(ctx, c);
  return true;
}

/** After a strike: robot fighters are gone (DS 6.14), and the next strike is up. */
export function finishStrike(ctx: Ctx, c: HexCombat, strike: Strike): void {
  const ship = shipById(ctx.s, strike.ship);
  if (ship?.kind === "robotFighter") {
    emit(ctx, { type: "RobotSelfDestructed", ship: ship.id });
    ctx.s.ships = ctx.s.ships.filter((x) => x.id !== ship.id);
  }
  c.struck++;
  c.lossChoice = null;
  c.step = "resolving";
}

// planetoid impacts (DS 6.15)
/** Everything in a hex is destroyed. */
function wipe(ctx: Ctx, body: string, site: SiteId, by: string): void {
  const s = ctx.s;
  const st = editSite(s, body, site);
  if (st?.owner) {
    const owner = st.owner;
    for (const item of ["population", "industry", "planetaryDefense", "base", "powerPlant"] as const) {
      const count =
        item === "population"
          ? st.population
          : item === "industry"
            ? st.industry
            : item === "planetaryDefense"
              ? st.pd
              : item === "base"
                ? st.bases
                : st.powerPlants;
      if (count === 0) continue;
      if (item === "industry") recordIndustryLoss(ctx, owner, body, count);
      emit(ctx, { type: "CounterDestroyed", side: owner, body, site, item, count, ship: null, by });
    }
    st.population = st.industry = st.pd = st.bases = st.powerPlants = 0;
    tidySite(st);
  }
  for (const ship of landedAt(s, body, site)) {
    emit(ctx, { type: "CounterDestroyed", side: ship.side, body, site, item: "ship", count: 1, ship: ship.id, by });
    eliminateShip(ctx, ship.id, by);
  }
}

/** Things next to the impact each survive on 3 or more; a hex's population stands or falls as one. */
function shake(
  ctx: Ctx,
  body: string,
  site: SiteId,
  by: string,
  rolls: { site: SiteId; item: string; die: number; survived: boolean }[],
): void {
  const s = ctx.s;
  const st = editSite(s, body, site);
  const survives = (item: string) => {
    const die = d6(ctx, `impact on ${body}: does ${item} in ${site} survive`);
    const survived = die >= ADJACENT_SURVIVAL;
    rolls.push({ site, item, die, survived });
    return survived;
  };
  if (st?.owner) {
    const owner = st.owner;
    if (st.population > 0 && !survives("population")) {
      emit(ctx, { type: "CounterDestroyed", side: owner, body, site, item: "population", count: st.population, ship: null, by });
      st.population = 0;
    }
    const counters = [
      ["industry", "industry"],
      ["pd", "planetaryDefense"],
      ["bases", "base"],
      ["powerPlants", "powerPlant"],
    ] as const;
    for (const [field, item] of counters) {
      let lost = 0;
      for (let i = st[field]; i > 0; i--) if (!survives(item)) lost++;
      if (lost === 0) continue;
      st[field] -= lost;
      if (item === "industry") recordIndustryLoss(ctx, owner, body, lost);
      emit(ctx, { type: "CounterDestroyed", side: owner, body, site, item, count: lost, ship: null, by });
    }
    starvePlanetoid(ctx, st);
    tidySite(st);
  }
  for (const ship of landedAt(s, body, site).sort(byId)) {
    if (survives(ship.id)) continue;
    emit(ctx, { type: "CounterDestroyed", side: ship.side, body, site, item: "ship", count: 1, ship: ship.id, by });
    eliminateShip(ctx, ship.id, by);
  }
}

function resolveImpacts(ctx: Ctx, c: HexCombat): void {
  const s = ctx.s;
  for (const planetoid of c.impacts) {
    const imp = s.impacts.find((i) => i.planetoid === planetoid);
    if (!imp) continue;
    s.impacts = s.impacts.filter((i) => i !== imp);
    const p = bodyState(s, planetoid);
    if (p.motion.kind === "gone" || p.hex !== bodyState(s, imp.body).hex) continue;
    const aimDie = d6(ctx, `impact of ${planetoid} on ${imp.body} ${imp.site}: on target?`);
    let hit: SiteId | null = imp.site;
    let scatterDie: number | null = null;
    if (aimDie > SCATTER_HIT_MAX) {
      if (bodyData(imp.body).disc === "small") hit = null;
      else {
        scatterDie = d6(ctx, `impact of ${planetoid}: scatter from ${imp.site}`);
        hit = scatter(imp.site, scatterDie);
      }
    }
    const rolls: { site: SiteId; item: string; die: number; survived: boolean }[] = [];
    const by = `impact of ${planetoid}`;
    if (hit) {
      wipe(ctx, imp.body, hit, by);
      for (const next of adjacentSites(imp.body, hit)) if (sitesOf(imp.body).includes(next)) shake(ctx, imp.body, next, by, rolls);
    }
    emit(ctx, { type: "ImpactResolved", planetoid, body: imp.body, site: imp.site, aimDie, scatterDie, hit, survivalRolls: rolls });
    destroyBody(ctx, planetoid, "impact");
  }
}
