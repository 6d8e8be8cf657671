// Ground movement (BS 7.0) with terrain costs and zones of control (BS 8.0), and overruns (BS 14.0).
import { violation } from "../../../engine/contract";
import { pathTo, reachable, type Reached } from "../../../hex";
import type { ActionOf } from "../actions";
import { COUNTERS, other, type Side } from "../counters";
import { GRID, MOVE_COST } from "../map";
import { RULE } from "../rulebook";
import type { BarnardsStarState, Unit } from "../state";
import { assaultStrength, canStillMove, enemyZoc, hasEnemy, mapIndex, moveRules, remainingMp, unitList, type MapIndex } from "../queries";
import { beginBattle } from "./battle";
import { emit, type Check } from "../../../engine/kit";
import type { Ctx } from "../events";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;
const COST = MOVE_COST;
const G = GRID;

/** Hexes the unit can still reach this phase, with their costs (the start excluded). */
export function reachFor(index: MapIndex, u: Unit): Reached[] {
  if (u.where.at !== "map" || u.stopped) return [];
  const start = u.where.hex;
  return reachable(G, start, remainingMp(u), moveRules(index, u.side)).filter((r) => r.id !== start);
}

/** Enemy zones of control for `side` by hex (BS 8.0): 1 where an unneutralized enemy stands. */
export function zocMarks(s: BarnardsStarState, side: Side): Uint8Array {
  const marks = new Uint8Array(G.count);
  for (const u of unitList(s)) if (u.side !== side && u.where.at === "map" && !u.neutralized) marks[u.where.hex] = 1;
  return marks;
}

// Scratch of reachHexes, stamped per call so that a walk costs only the hexes it touches.
const seen = new Int32Array(G.count);
const best = new Int32Array(G.count);
let stamp = 0;
const buckets: number[][] = [];

/**
 * The hexes reachFor gives, as ids only, in the same order (cost, then id): the choice lists walk
 * every movable unit's reach at every step, and the kit's walk with its result objects was the
 * largest part of a movement step. Same rules: terrain costs, a zone of control entered is not
 * left, the start never stops its own unit.
 */
export function reachHexes(start: number, budget: number, zoc: Uint8Array): number[] {
  if (++stamp > 0x7ffffff0) {
    stamp = 1;
    seen.fill(0);
  }
  seen[start] = stamp;
  best[start] = 0;
  for (let c = 0; c <= budget; c++) (buckets[c] ??= []).length = 0;
  buckets[0]!.push(start);
  const touched: number[] = [];
  for (let c = 0; c <= budget; c++) {
    const bucket = buckets[c]!;
    for (let i = 0; i < bucket.length; i++) {
      const id = bucket[i]!;
      if (best[id] !== c) continue;
      if (id !== start && zoc[id]) continue;
      const adjacent = G.adjacent[id]!;
      for (let k = 0; k < adjacent.length; k++) {
        const n = adjacent[k]!;
        const total = c + COST[n]!;
        if (total > budget) continue;
        if (seen[n] === stamp) {
          if (best[n]! <= total) continue;
        } else {
          seen[n] = stamp;
          touched.push(n);
        }
        best[n] = total;
        buckets[total]!.push(n);
      }
    }
  }
  // Sorted by cost, then id (ids are below 4,096).
  const keys = new Int32Array(touched.length);
  let m = 0;
  for (const id of touched) if (id !== start) keys[m++] = best[id]! * 4096 + id;
  const sorted = keys.subarray(0, m).sort();
  const out = new Array<number>(m);
  for (let i = 0; i < m; i++) out[i] = sorted[i]! & 4095;
  return out;
}

export function checkMove(s: BarnardsStarState, side: Side, a: ActionOf<"moveUnit">): Check {
  const u = s.units[a.unit];
  if (!u || u.side !== side || u.where.at !== "map")
    return violation("NOT_YOUR_GROUND_UNIT", RULE.movement, `${a.unit} is not one of your units on the planet.`);
  if ((CV[u.kind].movement ?? 0) === 0)
    return violation("NO_MOVEMENT_ALLOWANCE", RULE.movement, `${u.id} (${u.kind}) has no movement allowance.`);
  if (u.stopped)
    return violation("STOPPED_IN_ENEMY_ZOC", RULE.zoc, `${u.id} entered an enemy zone of control and moves no further this phase.`);
  if (remainingMp(u) < 1) return violation("NO_MOVEMENT_POINTS_LEFT", RULE.movement, `${u.id} has spent its movement allowance.`);
  if (!reachFor(mapIndex(s), u).some((r) => r.id === a.to)) {
    return violation("HEX_OUT_OF_REACH", RULE.movement, `${u.id} cannot reach hex ${a.to} with ${remainingMp(u)} movement point(s) left.`);
  }
  return null;
}

export function moveUnit(ctx: Ctx, a: ActionOf<"moveUnit">): void {
  const index = mapIndex(ctx.s);
  const u = ctx.s.units[a.unit]!;
  const from = (u.where as { hex: number }).hex;
  const reached = reachable(G, from, remainingMp(u), moveRules(index, u.side));
  const hit = reached.find((r) => r.id === a.to)!;
  u.mpSpent += hit.cost;
  u.where = { at: "map", hex: a.to };
  u.stopped = enemyZoc(index, a.to, u.side);
  emit(ctx, { type: "UnitMoved", unit: u.id, from, to: a.to, path: pathTo(reached, a.to)!, cost: hit.cost, stopped: u.stopped });
}

/** A unit that may take part in an overrun: able to attack and still moving (BS 14.0, 12.4). */
export function canOverrun(u: Unit, side: Side): boolean {
  return canStillMove(u, side) && !u.neutralized && assaultStrength(u, false) > 0 && u.startHex !== null;
}

export function checkOverrun(s: BarnardsStarState, side: Side, a: ActionOf<"overrun">): Check {
  if (new Set(a.units).size !== a.units.length) return violation("DUPLICATE_UNIT", RULE.overrun, "A unit is listed twice.");
  const units = a.units.map((id) => s.units[id]);
  if (units.some((u) => !u || u.side !== side || u.where.at !== "map"))
    return violation("NOT_YOUR_GROUND_UNIT", RULE.overrun, "Every overrunning unit must be one of yours on the planet.");
  const list = units as Unit[];
  const here = (list[0]!.where as { hex: number }).hex;
  if (list.some((u) => (u.where as { hex: number }).hex !== here))
    return violation("OVERRUN_NOT_TOGETHER", RULE.overrun, "Overrunning units move together: they must stand in the same hex.");
  if (list.some((u) => u.startHex !== list[0]!.startHex)) {
    return violation(
      "OVERRUN_START_DIFFERS",
      RULE.overrun,
      "Units that overrun together must have begun the movement phase in the same hex.",
    );
  }
  if (list.some((u) => u.neutralized))
    return violation("NEUTRALIZED_CANNOT_ATTACK", RULE.assaultResults, "A neutralized unit cannot attack.");
  if (list.some((u) => !canOverrun(u, side)))
    return violation("CANNOT_OVERRUN", RULE.overrun, "Every overrunning unit must be able to attack and still be free to move.");
  if (!G.adjacent[here]!.includes(a.to))
    return violation("OVERRUN_NOT_ADJACENT", RULE.overrun, `Hex ${a.to} is not next to the units' hex ${here}.`);
  const index = mapIndex(s);
  if (!hasEnemy(index, a.to, side)) return violation("NO_ENEMY_TO_OVERRUN", RULE.overrun, `There are no enemy units in hex ${a.to}.`);
  const cost = COST[a.to]! + 1;
  const short = list.find((u) => remainingMp(u) < cost);
  if (short)
    return violation(
      "NO_MOVEMENT_POINTS_LEFT",
      RULE.overrun,
      `${short.id} needs ${cost} movement points to overrun into hex ${a.to} (terrain +1).`,
    );
  return null;
}

export function overrun(ctx: Ctx, side: Side, a: ActionOf<"overrun">): void {
  const index = mapIndex(ctx.s);
  const cost = COST[a.to]! + 1;
  const units = a.units.map((id) => ctx.s.units[id]!);
  const from = (units[0]!.where as { hex: number }).hex;
  for (const u of units) {
    u.mpSpent += cost;
    u.where = { at: "map", hex: a.to };
    emit(ctx, { type: "UnitMoved", unit: u.id, from, to: a.to, path: [from, a.to], cost, stopped: false });
  }
  const defenders = (index.get(a.to) ?? []).filter((u) => u.side === other(side));
  beginBattle(ctx, { kind: "overrun", hex: a.to, attacker: side, attackers: [...a.units], defenders: defenders.map((u) => u.id) });
}

/** Overrun groups the prompt lists: each group whole, and each member alone when there are several. */
export function overrunChoices(s: BarnardsStarState, side: Side, index: MapIndex): ActionOf<"overrun">[] {
  const groups = new Map<string, Unit[]>();
  for (const u of unitList(s)) {
    if (!canOverrun(u, side) || remainingMp(u) < 2) continue;
    const key = `${(u.where as { hex: number }).hex}:${u.startHex}`;
    const list = groups.get(key);
    if (list) list.push(u);
    else groups.set(key, [u]);
  }
  const out: ActionOf<"overrun">[] = [];
  for (const members of groups.values()) {
    const here = (members[0]!.where as { hex: number }).hex;
    for (const to of G.adjacent[here]!) {
      if (!hasEnemy(index, to, side)) continue;
      const able = members.filter((u) => remainingMp(u) >= COST[to]! + 1);
      if (able.length === 0) continue;
      out.push({ type: "overrun", units: able.map((u) => u.id), to });
      if (able.length > 1) for (const u of able) out.push({ type: "overrun", units: [u.id], to });
    }
  }
  return out;
}

/** Whether any unit of the side can still move or overrun (else the phase ends by itself). */
export function anyMovement(s: BarnardsStarState, side: Side): boolean {
  for (const u of unitList(s)) {
    if (!canStillMove(u, side)) continue;
    const here = (u.where as { hex: number }).hex;
    const left = remainingMp(u);
    if (G.adjacent[here]!.some((h) => COST[h]! <= left)) return true;
  }
  return false;
}
