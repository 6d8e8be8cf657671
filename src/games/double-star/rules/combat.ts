// The combat phase (DS 2.2, DS 6): every hex with combat is fought to the end in turn, in the
// order of its hex id. In each: formations are assumed (DS 6.8), ship-to-ship rounds are fought
// (DS 6.9–6.12), then planetary defences fire (DS 6.13), surface strikes land (DS 6.14) and
// planetoids impact (DS 6.15). advanceCombat() runs everything that needs no decision.
import { MAP, type Side } from "../map";
import { enemyOf, SIDES } from "../seats";
import type { DoubleStarState, HexCombat, ShotResult } from "../state";
import { bodiesInHex, bodyState, landedSides, shipById, siteRange, spaceShipsAt, enterable, hasFriendlyBase } from "../queries";
import { directionTo } from "../../../hex";
import { bodyData } from "../map";
import { shipToShip } from "../tables";
import { d6, emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { breakGroup, checkMinimums, draftingTaskForces, revealFormations } from "./formations";
import { eliminateShip, removeFromGroups } from "./losses";
import { checkCrossing } from "./movement";
import { needsStrikeDecision, needsPdDecision, beginStrikes, enterPd, resolveStrikes } from "./surface";
import { canAttackEffectively, firingUnits, groupOfShip, inForce, isFormed, nextToDesignate, screenShifts, shipDefense } from "./units";
import { checkVictory } from "./victory";
import { editShip } from "../own";

// Scratch for combatHexes, by hex: stamps of the call that marked a hex (enemy ships in space there;
// the sides holding a surface of a body there; already listed), so each call clears nothing. Bounded
// by the map; no answer outlives its call.
const enemyShipsAt = new Int32Array(MAP.grid.count);
const surfacesAt = new Int32Array(MAP.grid.count);
const surfaceHolders = new Uint8Array(MAP.grid.count);
const listedAt = new Int32Array(MAP.grid.count);
let combatHexesCall = 0;

/** A side's bit in surfaceHolders (a comparison, not a lookup by the side's name). */
const holds = (side: Side): number => (side === "islamic" ? 1 : 2);

/** Hexes where the phasing side has combat this phase (DS 6.1), in id order. */
export function combatHexes(s: DoubleStarState, side: Side): number[] {
  const enemy = enemyOf(side);
  // This runs at every player-turn's end, over every ship: one pass over the ships for the hexes
  // holding enemy ships in space, one over the bodies for the sides holding a surface hex in each
  // body's hex, then each ship looks its hex up (no Set or Map per call, bench/README 5s).
  if (combatHexesCall === 0x7fffffff) {
    enemyShipsAt.fill(0);
    surfacesAt.fill(0);
    listedAt.fill(0);
    combatHexesCall = 0;
  }
  const call = ++combatHexesCall;
  for (const ship of s.ships) if (ship.side === enemy && ship.loc.kind === "space") enemyShipsAt[ship.loc.hex] = call;
  // Who has landed where, from one pass over the ships, made only if a body is in play.
  let landed: (Side | undefined)[] | null = null;
  const sites = s.sites;
  for (const b of s.bodies) {
    if (b.hex < 0) continue;
    const kind = b.motion.kind;
    if (kind === "gone" || kind === "unplaced") continue;
    if (surfacesAt[b.hex] !== call) {
      surfacesAt[b.hex] = call;
      surfaceHolders[b.hex] = 0;
    }
    // The body's land hexes by their indexes (siteRange: landSites' order), each held by its
    // counters' owner, else by whoever has landed there (siteSideOf).
    const range = siteRange(b.id);
    if (!range) continue;
    let holders = surfaceHolders[b.hex]!;
    for (let i = range[0]; i <= range[1]; i++) {
      const holder = sites[i]!.owner ?? (landed ??= landedSides(s))[i];
      if (holder) holders |= holds(holder);
    }
    surfaceHolders[b.hex] = holders;
  }
  // Whether a body in `hex` has a surface hex held by the enemy of `of`.
  const enemySurface = (hex: number, of: Side): boolean => surfacesAt[hex] === call && (surfaceHolders[hex]! & holds(enemyOf(of))) !== 0;
  const hexes: number[] = [];
  const add = (hex: number) => {
    if (listedAt[hex] === call) return;
    listedAt[hex] = call;
    hexes.push(hex);
  };
  for (const ship of s.ships) {
    if (ship.side !== side || ship.loc.kind !== "space") continue;
    const hex = ship.loc.hex;
    if (enemyShipsAt[hex] === call || enemySurface(hex, side)) add(hex);
  }
  // Both players may attack in a combat phase (DS 2.2): the other side's ships over this side's surfaces.
  if (!s.options.surfaceStrikesPhasingOnly) {
    for (const ship of s.ships) {
      if (ship.side !== enemy || ship.loc.kind !== "space") continue;
      if (enemySurface(ship.loc.hex, enemy)) add(ship.loc.hex);
    }
  }
  for (const imp of impactsAgainst(s, side)) {
    const hex = bodyState(s, imp.body).hex;
    if (hex >= 0) add(hex);
  }
  return hexes.sort((a, b) => a - b);
}

/** Impacts to resolve in `side`'s combat phase: those aimed at its own bodies (DS 4.10). */
export function impactsAgainst(s: DoubleStarState, side: Side) {
  return s.impacts.filter((i) => bodyData(i.body).side === side);
}

export function startCombatPhase(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = "combat";
  s.moving = null;
  s.combat = { queue: combatHexes(s, s.phasing!), current: null, nextId: s.combat?.nextId ?? 1 };
}

function beginHex(ctx: Ctx, hex: number): HexCombat {
  const s = ctx.s;
  const attacker = s.phasing!;
  const cp = s.combat!;
  const c: HexCombat = {
    id: cp.nextId++,
    hex,
    attacker,
    step: "formations",
    round: 0,
    groups: [],
    drafts: { islamic: null, chinese: null },
    designations: [],
    results: [],
    breakingOff: null,
    withdrawing: null,
    shipCombatOver: false,
    strikes: [],
    strikeAsked: [],
    strikesDeclared: false,
    pd: [],
    impacts: impactsAgainst(s, attacker)
      .filter((i) => bodyState(s, i.body).hex === hex)
      .map((i) => i.planetoid),
    lossChoice: null,
    struck: 0,
  };
  cp.current = c;
  emit(ctx, { type: "CombatBegan", combat: c.id, hex });
  const both = SIDES.every((side) => spaceShipsAt(s, hex, side).length > 0);
  if (!both) {
    endShipCombat(ctx, c, "noCombat");
    return c;
  }
  for (const side of SIDES) {
    if (draftingTaskForces(s, c, side).length > 0) c.drafts[side] = { groups: [], open: null, ready: false, opened: 0 };
  }
  if (!c.drafts.islamic && !c.drafts.chinese) beginRound(ctx, c);
  return c;
}

export function beginRound(ctx: Ctx, c: HexCombat): void {
  const s = ctx.s;
  c.round++;
  c.designations = [];
  c.results = [];
  c.breakingOff = null;
  if (SIDES.some((side) => spaceShipsAt(s, c.hex, side).length === 0)) return endShipCombat(ctx, c, "destroyed");
  if (c.round > s.options.maxCombatRounds) return endShipCombat(ctx, c, "roundLimit");
  if (!canAttackEffectively(s, c, c.attacker) && !canAttackEffectively(s, c, enemyOf(c.attacker)))
    return endShipCombat(ctx, c, "noEffectiveAttacks");
  emit(ctx, { type: "RoundBegan", combat: c.id, round: c.round });
  c.step = screenShifts(s, c, enemyOf(c.attacker)).length > 0 ? "screens" : "attackerFire";
}

function unitAttack(s: DoubleStarState, c: HexCombat, side: Side, unit: string): number | null {
  return firingUnits(s, c, side).find((u) => u.id === unit)?.attack ?? null;
}

function roll(ctx: Ctx, c: HexCombat, side: Side, unit: string, target: string, firstFire: boolean): ShotResult | null {
  const s = ctx.s;
  const attack = unitAttack(s, c, side, unit);
  const t = shipById(s, target);
  if (attack === null || !t) return null;
  const defense = shipDefense(s, c, t);
  const die = d6(ctx, `ship-to-ship: ${unit} (${attack}) at ${target} (${defense})`);
  const result: ShotResult = { side, unit, target, attack, defense, die, result: shipToShip(attack - defense, die), firstFire };
  emit(ctx, { type: "ShotResolved", ...result });
  return result;
}

/** The attacker has designated: formed globes fire first and their results stand at once (DS 6.10). */
export function resolveAttackerFire(ctx: Ctx, c: HexCombat): void {
  const mine = c.designations.filter((d) => d.side === c.attacker && d.target);
  const isGlobe = (unit: string) => {
    const g = c.groups.find((x) => x.id === unit);
    return g !== undefined && inForce(g) === "globe" && isFormed(c, g);
  };
  for (const d of mine.filter((x) => isGlobe(x.unit))) {
    const r = roll(ctx, c, c.attacker, d.unit, d.target!, true);
    if (r) implement(ctx, c, [r]);
  }
  for (const d of mine.filter((x) => !isGlobe(x.unit))) {
    const r = roll(ctx, c, c.attacker, d.unit, d.target!, false);
    if (r) c.results.push(r);
  }
  checkMinimums(ctx, c);
  c.step = "defenderFire";
}

/** The defender's counter-fire, then every loss of the round at once (DS 6.9). */
export function resolveDefenderFire(ctx: Ctx, c: HexCombat): void {
  const defender = enemyOf(c.attacker);
  if (c.breakingOff !== defender) {
    for (const d of c.designations.filter((x) => x.side === defender && x.target)) {
      const r = roll(ctx, c, defender, d.unit, d.target!, false);
      if (r) c.results.push(r);
    }
  }
  implement(ctx, c, c.results);
  c.results = [];
  checkMinimums(ctx, c);
  if (c.breakingOff) {
    c.withdrawing = c.breakingOff;
    c.step = "withdraw";
    return;
  }
  if (!c.designations.some((d) => d.target)) return endShipCombat(ctx, c, "bothHeld");
  beginRound(ctx, c);
}

/** Results take effect (DS 6.11): D disrupts and removes from the formation, E eliminates, B also breaks it. */
function implement(ctx: Ctx, c: HexCombat, results: ShotResult[]): void {
  const s = ctx.s;
  for (const r of results) {
    const t = shipById(s, r.target);
    if (!t || r.result === "-") continue;
    if (r.result === "D") {
      if (!t.disrupted) {
        editShip(s, t.id)!.disrupted = true;
        removeFromGroups(c, t.id);
        emit(ctx, { type: "ShipDisrupted", ship: t.id, by: r.unit });
      }
      continue;
    }
    const g = r.result === "B" ? groupOfShip(c, t.id) : null;
    eliminateShip(ctx, t.id, r.unit);
    // A globe in its first round counts as scattered ships (DS 6.6), so a B has no formation to
    // break there; it is broken from its second round on (README D23).
    if (g && (isFormed(c, g) || s.options.globeBreaksInFirstRound)) breakGroup(ctx, c, g);
  }
}

/** Hexes the survivors of a break-off may withdraw to (DS 6.12). */
export function withdrawHexes(s: DoubleStarState, c: HexCombat, side: Side): number[] {
  return MAP.grid.adjacent[c.hex]!.filter((h) => enterable(h) && bodiesInHex(s, h).every((b) => hasFriendlyBase(s, b, side)));
}

export function withdrawingShips(s: DoubleStarState, c: HexCombat, side: Side) {
  return spaceShipsAt(s, c.hex, side).filter((x) => x.kind !== "orbitalFighter");
}

export function withdraw(ctx: Ctx, c: HexCombat, to: number | null): void {
  const s = ctx.s;
  const side = c.withdrawing!;
  const ships = withdrawingShips(s, c, side);
  if (to !== null) {
    for (const [i, x] of ships.entries()) ships[i] = editShip(s, x.id)!;
    const facing = directionTo(MAP.grid, c.hex, to);
    const orbit = bodiesInHex(s, to)[0] ?? null;
    for (const ship of ships) {
      ship.loc = { kind: "space", hex: to };
      ship.facing = facing;
      ship.orbiting = orbit;
    }
    // Orbital fighters stay with their world (counter chart) and leave their task forces.
    for (const of of spaceShipsAt(s, c.hex, side)) if (of.taskForce) editShip(s, of.id)!.taskForce = null;
    checkCrossing(ctx, ships);
  }
  emit(ctx, { type: "Withdrew", side, ships: ships.map((x) => x.id), from: c.hex, to });
  c.withdrawing = null;
  endShipCombat(ctx, c, "brokeOff");
}

function endShipCombat(
  ctx: Ctx,
  c: HexCombat,
  reason: "destroyed" | "noEffectiveAttacks" | "bothHeld" | "brokeOff" | "roundLimit" | "noCombat",
): void {
  c.shipCombatOver = true;
  c.groups = [];
  c.designations = [];
  c.drafts = { islamic: null, chinese: null };
  if (reason !== "noCombat") emit(ctx, { type: "ShipCombatEnded", combat: c.id, reason });
  beginStrikes(c);
}

/** Whether the current step of the battle waits for a seat. */
export function needsDecision(s: DoubleStarState, c: HexCombat): boolean {
  switch (c.step) {
    case "formations":
      return SIDES.some((side) => c.drafts[side] && !c.drafts[side]!.ready);
    case "screens":
    case "attackerFire":
    case "strikeLoss":
      return true;
    case "defenderFire": {
      const defender = enemyOf(c.attacker);
      if (c.breakingOff === c.attacker) return nextToDesignate(s, c, defender) !== null;
      return true;
    }
    case "withdraw":
      return withdrawingShips(s, c, c.withdrawing!).length > 0 && withdrawHexes(s, c, c.withdrawing!).length > 0;
    case "strikes":
      return needsStrikeDecision(s, c);
    case "pdFire":
      return needsPdDecision(s, c);
    case "resolving":
      return false;
  }
}

/**
 * Runs the battle (and the next ones) until a seat owes a decision or the phase ends; true when
 * the last battle is over, and the sequence of play (flow.ts) ends the player-turn.
 */
export function advanceCombat(ctx: Ctx): boolean {
  for (let guard = 0; guard < 10_000; guard++) {
    const s = ctx.s;
    if (s.result || s.phase !== "combat") return false;
    const cp = s.combat!;
    if (!cp.current) {
      const hex = cp.queue.shift();
      if (hex === undefined) return true;
      beginHex(ctx, hex);
      continue;
    }
    const c = cp.current;
    if (needsDecision(s, c)) return false;
    switch (c.step) {
      case "formations":
        revealFormations(ctx, c);
        beginRound(ctx, c);
        break;
      case "defenderFire":
        resolveDefenderFire(ctx, c);
        break;
      case "withdraw":
        withdraw(ctx, c, null);
        break;
      case "strikes":
        enterPd(ctx, c);
        break;
      case "pdFire":
        c.step = "resolving";
        break;
      case "resolving":
        if (resolveStrikes(ctx, c)) {
          emit(ctx, { type: "CombatEnded", combat: c.id, hex: c.hex });
          cp.current = null;
          checkVictory(ctx);
        }
        break;
      default:
        throw new Error(`combat step ${c.step} cannot advance by itself`);
    }
  }
  throw new Error("combat did not settle");
}
