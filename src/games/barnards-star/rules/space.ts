// Space events (BS 5, 6, 15, 16.3): the Naronian arrival, the Terran's reinforcement draw,
// navigation from Sol with its delays, and space combat with its lines and exchanges of fire.
import { violation } from "../../../engine/contract";
import type { ActionOf } from "../actions";
import { BATTALIONS, COUNTERS, other, type Side } from "../counters";
import type { UnitSummary } from "../events";
import { RULE } from "../rulebook";
import type { BarnardsStarState, BowlCounter, Unit } from "../state";
import { cargoOf, functioningBeacons, isWarship, shipsInOrbit, unitList, unitsChanged } from "../queries";
import { navigationDelay, spaceResult } from "../tables";
import { newUnit } from "../setup";
import { d6, emit, type Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { eliminate } from "./units";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;

/** Eclipse turns: 12, and 28 if the game lasts that long (BS 15.0). */
export const ECLIPSE_TURNS: readonly number[] = [12, 28];
export const isEclipse = (turn: number): boolean => ECLIPSE_TURNS.includes(turn);
/** Safety bound on exchanges in one space combat (README R11). */
export const MAX_EXCHANGES = 60;

export function summary(s: BarnardsStarState, u: Unit): UnitSummary {
  return { id: u.id, kind: u.kind, jump: u.jump, cargo: cargoOf(s, u.id).map((c) => ({ id: c.id, kind: c.kind })) };
}

// arrivals (BS 5.1, 16.3)
/** Turn 1: every Naronian ship comes from Kruger 60 without delay (BS 5.1). */
export function naronianArrival(ctx: Ctx): void {
  const ships: UnitSummary[] = [];
  for (const u of unitList(ctx.s)) {
    if (u.side !== "naronian") continue;
    u.hidden = false;
    if (u.where.at === "kruger") {
      u.where = { at: "orbit" };
      ships.push(summary(ctx.s, u));
    }
  }
  ctx.s.naronianArrived = true;
  emit(ctx, { type: "NaronianFleetArrived", ships });
}

/** The Terran draws one ship from the bowl at random, hidden from the Naronian (BS 16.3). */
export function drawReinforcement(ctx: Ctx): void {
  const s = ctx.s;
  if (s.bowl.length === 0 || !ctx.rng) return;
  const index = ctx.rng.pick(
    s.bowl.map((_, i) => i),
    "Terran reinforcement drawn from the bowl",
    true,
  );
  const [counter] = s.bowl.splice(index, 1);
  s.draws += 1;
  const id = `R${s.draws}`;
  const made = reinforcementUnits(id, counter!, { at: "sol" });
  for (const u of made) s.units[u.id] = u;
  unitsChanged(s);
  const cargo = made.slice(1).map((c) => c.id);
  emit(ctx, { type: "ReinforcementDrawn", ship: id, label: counter!.label, kind: counter!.kind, jump: counter!.jump, cargo });
}

/**
 * A drawn bowl counter as units: the hidden ship `id` and, for a transport, its battalion aboard
 * (ids `${id}.1` …). The built-in opponent also deals counters with it when it resamples the bowl.
 */
export function reinforcementUnits(id: string, counter: BowlCounter, where: Unit["where"]): Unit[] {
  const ship = newUnit(id, "terran", counter.kind, where, counter.jump);
  ship.label = counter.label;
  ship.hidden = true;
  const out = [ship];
  if (counter.kind === "TN") {
    BATTALIONS[counter.jump ? "jump" : "regular"].forEach((kind, i) => {
      const c = newUnit(`${id}.${i + 1}`, "terran", kind, { at: "aboard", ship: id });
      c.hidden = true;
      out.push(c);
    });
  }
  return out;
}

function reveal(ctx: Ctx, ship: Unit): void {
  ship.where = { at: "orbit" };
  ship.hidden = false;
  for (const c of cargoOf(ctx.s, ship.id)) c.hidden = false;
  emit(ctx, { type: "ShipArrived", ship: summary(ctx.s, ship), label: ship.label });
}

/** Delayed ships due this turn arrive (BS 5.2). */
export function arrivalsDue(ctx: Ctx): void {
  for (const u of unitList(ctx.s)) if (u.where.at === "transit" && u.where.arrives <= ctx.s.turn) reveal(ctx, u);
}

// Terran navigation (BS 5.2, 15.0)
export function checkSend(s: BarnardsStarState, a: ActionOf<"sendShip">): Check {
  const u = s.units[a.ship];
  if (u?.side !== "terran" || u.where.at !== "sol")
    return violation("NOT_AT_SOL", RULE.terranNavigation, `${a.ship} is not one of your ships at Sol.`);
  if (u.decided)
    return violation("ALREADY_MOVED", RULE.terranNavigation, `${a.ship} has already moved between Sol and Barnard's Star this phase.`);
  return null;
}

/** Beacons the navigation roll counts: none in an eclipse turn (BS 15.0). */
export function navigationBeacons(s: BarnardsStarState): number {
  return isEclipse(s.turn) ? 0 : functioningBeacons(s);
}

export function sendShip(ctx: Ctx, a: ActionOf<"sendShip">): void {
  const u = ctx.s.units[a.ship]!;
  u.decided = true;
  const beacons = navigationBeacons(ctx.s);
  const roll = beacons >= 6 ? null : d6(ctx, `navigation of ${u.id} with ${beacons} beacon(s)`);
  const delay = roll === null ? 0 : navigationDelay(beacons, roll);
  const arrives = ctx.s.turn + delay;
  emit(ctx, {
    type: "ShipSent",
    ship: u.id,
    hidden: u.hidden,
    kind: u.kind,
    beacons,
    eclipse: isEclipse(ctx.s.turn),
    roll,
    delay,
    arrives,
  });
  if (delay === 0) reveal(ctx, u);
  else u.where = { at: "transit", arrives };
}

export function checkReturn(s: BarnardsStarState, a: ActionOf<"returnToSol">): Check {
  const u = s.units[a.ship];
  if (u?.side !== "terran" || u.where.at !== "orbit")
    return violation("NOT_IN_ORBIT", RULE.terranNavigation, `${a.ship} is not one of your ships in the Barnard's Star system.`);
  if (u.decided)
    return violation("ALREADY_MOVED", RULE.terranNavigation, `${a.ship} has already moved between Sol and Barnard's Star this phase.`);
  if (shipsInOrbit(s, "naronian").length > 0) {
    return violation(
      "MUST_FIGHT_FIRST",
      RULE.terranNavigation,
      "Naronian ships are present: ships leave for Sol only by withdrawing from space combat (BS 6.3).",
    );
  }
  return null;
}

export function returnToSol(ctx: Ctx, a: ActionOf<"returnToSol">): void {
  const u = ctx.s.units[a.ship]!;
  u.where = { at: "sol" };
  u.decided = true;
  emit(ctx, { type: "ShipReturnedToSol", ship: a.ship });
}

export function dispatchChoices(s: BarnardsStarState): (ActionOf<"sendShip"> | ActionOf<"returnToSol">)[] {
  const out: (ActionOf<"sendShip"> | ActionOf<"returnToSol">)[] = [];
  const naronianHere = shipsInOrbit(s, "naronian").length > 0;
  for (const u of unitList(s)) {
    if (u.side !== "terran" || u.decided) continue;
    if (u.where.at === "sol") out.push({ type: "sendShip", ship: u.id });
    else if (u.where.at === "orbit" && !naronianHere) out.push({ type: "returnToSol", ship: u.id });
  }
  return out;
}

// space combat (BS 6)
/** Space combat is mandatory when both sides have ships in the system (BS 6.0). */
export function beginSpaceCombat(ctx: Ctx): boolean {
  const s = ctx.s;
  const naronian = shipsInOrbit(s, "naronian");
  const terran = shipsInOrbit(s, "terran");
  if (naronian.length === 0 || terran.length === 0) return false;
  for (const u of [...naronian, ...terran]) {
    u.area = "line";
    u.neutralized = false;
    u.hits = 0;
  }
  const defender = other(s.player);
  s.space = { stage: "form", forming: defender, firing: defender, allocations: [], exchanges: 0 };
  s.phase = "spaceCombat";
  emit(ctx, { type: "SpaceCombatBegan", naronian: naronian.map((u) => u.id), terran: terran.map((u) => u.id) });
  settleSpace(ctx);
  return true;
}

const lineOf = (s: BarnardsStarState, side: Side) => shipsInOrbit(s, side).filter((u) => u.area === "line");

export function checkScreen(s: BarnardsStarState, side: Side, a: ActionOf<"screenShip">): Check {
  const u = s.units[a.ship];
  if (!u || u.side !== side || u.where.at !== "orbit" || u.area !== "line")
    return violation("NOT_IN_FIRING_LINE", RULE.spaceProcedure, `${a.ship} is not one of your ships in the firing line.`);
  if (lineOf(s, side).length <= 1)
    return violation("LINE_NEEDS_A_SHIP", RULE.spaceProcedure, "At least one ship stays in the firing line.");
  return null;
}

export function screenShip(ctx: Ctx, a: ActionOf<"screenShip">): void {
  ctx.s.units[a.ship]!.area = "screen";
  emit(ctx, { type: "ShipScreened", ship: a.ship });
  settleSpace(ctx);
}

export function closeLine(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  const sp = s.space!;
  const ships = shipsInOrbit(s, side);
  emit(ctx, {
    type: "LineFormed",
    side,
    line: ships.filter((u) => u.area === "line").map((u) => u.id),
    screen: ships.filter((u) => u.area === "screen").map((u) => u.id),
  });
  if (side !== s.player) sp.forming = s.player;
  else {
    sp.stage = "exchange";
    sp.forming = null;
    sp.firing = other(s.player); // the defender fires first (BS 6.1)
  }
  settleSpace(ctx);
}

/** Ships of the side that fire in its exchange: warships in the line, not neutralized (BS 6.1–6.2). */
export function firers(s: BarnardsStarState, side: Side): Unit[] {
  return lineOf(s, side).filter((u) => isWarship(u) && !u.neutralized);
}

/** Targets the firer may take now, given the allocations so far (BS 6.1). */
export function validTargets(s: BarnardsStarState, side: Side): Unit[] {
  const sp = s.space!;
  const enemy = other(side);
  const line = lineOf(s, enemy);
  const covered = new Set(sp.allocations.map((x) => x.target));
  const uncovered = line.filter((u) => !covered.has(u.id));
  const allocated = new Set(sp.allocations.map((x) => x.ship));
  const remaining = firers(s, side).filter((u) => !allocated.has(u.id)).length;
  // Each line ship must draw fire before any ship doubles up or fires at the screen.
  if (remaining - 1 >= uncovered.length) return shipsInOrbit(s, enemy);
  return uncovered;
}

export function checkWithdraw(s: BarnardsStarState, side: Side, a: ActionOf<"withdrawShip">): Check {
  const u = s.units[a.ship];
  if (!u || u.side !== side || u.where.at !== "orbit")
    return violation("NOT_IN_COMBAT", RULE.withdrawal, `${a.ship} is not one of your ships in the space combat.`);
  if (s.space!.allocations.length > 0)
    return violation("FIRE_ALREADY_ALLOCATED", RULE.withdrawal, "Ships withdraw before fire is allocated in the exchange.");
  return null;
}

export function withdrawShip(ctx: Ctx, side: Side, a: ActionOf<"withdrawShip">): void {
  const u = ctx.s.units[a.ship]!;
  u.area = null;
  u.neutralized = false;
  u.where = side === "terran" ? { at: "sol" } : { at: "withdrawn" };
  emit(ctx, { type: "ShipWithdrew", ship: u.id, to: side === "terran" ? "sol" : "kruger", cargo: cargoOf(ctx.s, u.id).map((c) => c.id) });
  settleSpace(ctx);
}

export function checkAllocate(s: BarnardsStarState, side: Side, a: ActionOf<"allocateFire">): Check {
  const u = s.units[a.ship];
  if (!u || u.side !== side || !firers(s, side).some((f) => f.id === u.id)) {
    return violation(
      "CANNOT_FIRE",
      RULE.spaceResolution,
      `${a.ship} is not one of your warships in the firing line able to fire (neutralized ships and transports cannot).`,
    );
  }
  if (s.space!.allocations.some((x) => x.ship === a.ship))
    return violation("ALREADY_ALLOCATED", RULE.spaceProcedure, `${a.ship} already has a target.`);
  if (!validTargets(s, side).some((t) => t.id === a.target)) {
    return violation(
      "TARGET_NOT_ALLOWED",
      RULE.spaceProcedure,
      `Every enemy ship in the firing line must draw fire before ships double up or fire at the screen; ${a.target} cannot be taken now.`,
    );
  }
  return null;
}

export function allocateFire(ctx: Ctx, side: Side, a: ActionOf<"allocateFire">): void {
  ctx.s.space!.allocations.push({ ship: a.ship, target: a.target });
  emit(ctx, { type: "FireAllocated", ship: a.ship, target: a.target });
  if (ctx.s.space!.allocations.length === firers(ctx.s, side).length) resolveExchange(ctx, side);
  settleSpace(ctx);
}

export function checkHoldFire(s: BarnardsStarState, side: Side): Check {
  if (firers(s, side).length > 0)
    return violation("MUST_FIRE", RULE.spaceProcedure, "Your ships in the firing line able to fire must fire; allocate their targets.");
  return null;
}

export function holdFire(ctx: Ctx, side: Side): void {
  resolveExchange(ctx, side);
  settleSpace(ctx);
}

function resolveExchange(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  const sp = s.space!;
  for (const { ship, target } of sp.allocations) {
    const f = s.units[ship]!;
    const t = s.units[target]!;
    if (t.where.at !== "orbit") continue; // already destroyed in this exchange
    const roll = d6(ctx, `space fire ${f.id} at ${t.id}`);
    const differential = CV[f.kind].support - CV[t.kind].support;
    const { column, result } = spaceResult(differential, roll);
    let effect: "none" | "neutralized" | "destroyed" = "none";
    if (result === "E") effect = "destroyed";
    else if (result === "N") {
      t.hits += 1;
      effect = t.hits >= 2 ? "destroyed" : "neutralized";
    }
    emit(ctx, { type: "ShipFired", ship: f.id, target: t.id, differential, column, roll, result, effect });
    if (effect === "destroyed") eliminate(ctx, t, result === "E" ? "space combat" : "space combat (neutralized twice in one exchange)");
  }
  // The firing side's neutralized ships sat this exchange out; ships hit now miss the next (BS 6.2).
  for (const u of shipsInOrbit(s, side)) u.neutralized = false;
  for (const u of shipsInOrbit(s, other(side))) {
    if (u.hits > 0) u.neutralized = true;
    u.hits = 0;
  }
  sp.allocations = [];
  sp.exchanges += 1;
  emit(ctx, { type: "ExchangeEnded", side, exchange: sp.exchanges });
  sp.firing = other(side);
}

/**
 * Fire goes on until one side is gone (BS 6.1): a side whose firing line was shot empty (or
 * withdrawn) brings its screened ships into the line; and when neither line holds a warship, the
 * screened warships of each side join theirs, since fire could otherwise never go on. The option
 * "screenStays" keeps screened ships out of the fight (README R11).
 */
function joinScreens(ctx: Ctx): void {
  const s = ctx.s;
  if (s.options.emptyLine !== "screenJoins") return;
  const screen = (side: Side) => shipsInOrbit(s, side).filter((u) => u.area === "screen");
  const stalled = !lineOf(s, "naronian").some(isWarship) && !lineOf(s, "terran").some(isWarship);
  for (const side of [other(s.player), s.player]) {
    const waiting = screen(side);
    const join = lineOf(s, side).length === 0 ? waiting : stalled ? waiting.filter(isWarship) : [];
    if (join.length === 0) continue;
    for (const u of join) u.area = "line";
    const ships = shipsInOrbit(s, side);
    emit(ctx, {
      type: "LineFormed",
      side,
      line: ships.filter((u) => u.area === "line").map((u) => u.id),
      screen: ships.filter((u) => u.area === "screen").map((u) => u.id),
    });
  }
}

/** Ends the combat when it is decided or nothing more can happen. */
export function settleSpace(ctx: Ctx): void {
  const s = ctx.s;
  const sp = s.space;
  if (!sp) return;
  if (sp.stage === "exchange") joinScreens(ctx);
  const gone = shipsInOrbit(s, "naronian").length === 0 || shipsInOrbit(s, "terran").length === 0;
  const armed = (side: Side) => lineOf(s, side).some(isWarship);
  let reason: "oneSideGone" | "nobodyCanFire" | "exchangeLimit" | null = null;
  if (gone) reason = "oneSideGone";
  else if (sp.stage === "exchange" && !armed("naronian") && !armed("terran")) reason = "nobodyCanFire";
  else if (sp.exchanges >= MAX_EXCHANGES) reason = "exchangeLimit";
  if (reason) {
    for (const u of unitList(s)) {
      if (!CV[u.kind].ship) continue;
      u.area = null;
      u.hits = 0;
      if (u.where.at === "orbit" || u.where.at === "sol" || u.where.at === "withdrawn") u.neutralized = false;
    }
    s.space = null;
    emit(ctx, { type: "SpaceCombatEnded", reason });
    return;
  }
  // A side forming its line with a single ship has nothing to choose.
  if (sp.stage === "form" && sp.forming && lineOf(s, sp.forming).length <= 1 && shipsInOrbit(s, sp.forming).length <= 1)
    closeLine(ctx, sp.forming);
}
