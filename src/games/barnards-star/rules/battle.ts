// A battle in one hex (BS 12–14): support allocation, support fire, the assault and its results,
// losses, retreats and the counterattack after a W; bombardment (BS 13) uses the same support
// allocation and fires alone. A battle is a queue of steps: automatic steps run at once, and the
// first step that needs a decision waits for the seat that owes it.
import { distance } from "../../../hex";
import { COUNTERS, other, type Side } from "../counters";
import { combatTerrain, GRID } from "../map";
import type { Battle, BattleStep, Unit } from "../state";
import {
  assaultStrength,
  enemyZoc,
  mapIndex,
  movementAllowance,
  presentIn,
  supportCandidates,
  supportStrength,
  unit,
  unitList,
} from "../queries";
import {
  ASSAULT_COLUMNS,
  ASSAULT_LOSSES,
  assaultResult,
  clampAssaultRow,
  halfRoundedUp,
  oddsColumnIndex,
  supportResult,
  TERRAIN_EFFECTS,
  type AssaultResult,
} from "../tables";
import { d6, emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { eliminate, neutralize } from "./units";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;
const G = GRID;

export interface BattleSpec {
  kind: Battle["kind"];
  hex: number;
  attacker: Side;
  attackers: string[];
  defenders: string[];
  excluded?: string[];
  origin?: number | null;
  /** No support fire at all (a counterattack after an overrun, README R15). */
  noSupport?: boolean;
}

export function beginBattle(ctx: Ctx, spec: BattleSpec): void {
  const b: Battle = {
    kind: spec.kind,
    hex: spec.hex,
    attacker: spec.attacker,
    attackers: spec.attackers,
    defenders: spec.defenders,
    support: { turn: spec.attacker, declined: spec.kind === "bombardment" ? other(spec.attacker) : null, attacker: [], defender: [] },
    queue: [],
    modifier: 0,
    result: null,
    retreatHex: null,
    excluded: spec.excluded ?? [],
    origin: spec.origin ?? null,
  };
  ctx.s.battle = b;
  emit(ctx, {
    type: "BattleBegan",
    kind: b.kind,
    hex: b.hex,
    attacker: b.attacker,
    attackers: [...b.attackers],
    defenders: [...b.defenders],
  });
  const attackers = presentIn(ctx.s, b, b.attacker);
  if (b.kind === "bombardment") {
    b.queue = [{ t: "support" }];
  } else if (attackers.every((u) => u.neutralized)) {
    // Neutralized units in an attacking position suffer an immediate W (BS 12.4).
    emit(ctx, {
      type: "AssaultResolved",
      hex: b.hex,
      terrain: combatTerrain(b.hex),
      attack: 0,
      defense: defenseStrength(ctx, b),
      shift: 0,
      column: null,
      roll: null,
      modifier: 0,
      row: null,
      result: "W",
      automatic: "attackersNeutralized",
    });
    applyAssaultResult(ctx, "W");
  } else {
    // Beside fresh attackers, each neutralized one takes its W alone: it falls back one hex and is
    // out of the battle, which goes on without it (BS 12.4; the option "all" keeps it in the hex).
    const fallBack = ctx.s.options.neutralizedAttackers === "each" ? attackers.filter((u) => u.neutralized).map((u) => u.id) : [];
    const first: BattleStep[] = fallBack.length > 0 ? [{ t: "retreat", side: b.attacker, forced: true, units: fallBack }] : [];
    if (b.kind === "overrun") {
      // Only the defending units in the hex support against an overrun, and they always may (BS 14.0).
      b.support.defender = presentIn(ctx.s, b, other(b.attacker))
        .filter((u) => supportStrength(u) > 0)
        .map((u) => u.id);
      for (const id of b.support.defender)
        emit(ctx, { type: "SupportAdded", side: other(b.attacker), unit: id, strength: supportStrength(unit(ctx.s, id)) });
      b.queue = [...first, { t: "fire" }];
    } else if (spec.noSupport) {
      b.queue = [...first, { t: "fire" }];
    } else {
      b.queue = [...first, { t: "support" }];
    }
  }
  runBattle(ctx);
}

function defenseStrength(ctx: Ctx, b: Battle): number {
  return presentIn(ctx.s, b, other(b.attacker)).reduce((sum, u) => sum + assaultStrength(u, true), 0);
}

/** Runs automatic steps until a decision is owed or the battle is over. */
export function runBattle(ctx: Ctx): void {
  for (let guard = 0; guard < 200; guard++) {
    const b = ctx.s.battle;
    if (!b || ctx.s.result) return;
    const step = b.queue[0];
    if (!step) return endBattle(ctx);
    if (!settle(ctx, b, step)) return;
  }
  throw new Error("battle did not settle");
}

/** Resolves the step if no decision is needed (true: go on), or leaves it waiting (false). */
function settle(ctx: Ctx, b: Battle, step: BattleStep): boolean {
  switch (step.t) {
    case "support":
      return settleSupport(ctx, b);
    case "press":
      return false;
    case "fire":
      b.queue.shift();
      resolveSupportFire(ctx);
      return true;
    case "lose": {
      const pool = lossPool(ctx, b, step);
      if (step.count <= 0 || pool.length === 0) {
        b.queue.shift();
        return true;
      }
      if (step.count >= pool.length) {
        for (const u of pool) eliminate(ctx, u, `assault result ${b.result}`);
        b.queue.shift();
        return true;
      }
      return false;
    }
    case "retreat": {
      const movers = stepMovers(ctx, b, step);
      const otherPresent = presentIn(ctx.s, b, other(step.side)).length > 0;
      if (movers.length === 0 || (!step.forced && !otherPresent)) {
        b.queue.shift();
        return true;
      }
      if (retreatHexes(ctx, b, step.side).length === 0) {
        if (step.forced) for (const u of movers) eliminate(ctx, u, "could not retreat");
        b.queue.shift();
        return true;
      }
      return false;
    }
    case "counter":
      if (b.kind === "counterattack" || b.retreatHex === null || counterForce(ctx, b).length === 0) {
        b.queue.shift();
        return true;
      }
      return false;
    case "counterMoves":
      if (counterMoveCandidates(ctx, b, step.moved).length === 0) {
        startCounterattack(ctx);
        return true;
      }
      return false;
  }
}

// support allocation (BS 12.1)
function settleSupport(ctx: Ctx, b: Battle): boolean {
  for (;;) {
    const side = b.support.turn;
    if (supportCandidates(ctx.s, b, side).length > 0) return false;
    if (!declineFor(ctx, b, side, true)) return true;
  }
}

/** The side adds no more; true while the allocation goes on, false once support is resolved. */
function declineFor(ctx: Ctx, b: Battle, side: Side, automatic: boolean): boolean {
  if (!automatic) emit(ctx, { type: "SupportDeclined", side });
  if (b.support.declined === null) {
    b.support.declined = side;
    b.support.turn = other(side);
    return true;
  }
  b.queue.shift();
  if (b.kind === "bombardment") resolveBombardment(ctx);
  else resolveSupportFire(ctx);
  return false;
}

export function addSupport(ctx: Ctx, side: Side, id: string): void {
  const b = ctx.s.battle!;
  (side === b.attacker ? b.support.attacker : b.support.defender).push(id);
  emit(ctx, { type: "SupportAdded", side, unit: id, strength: supportStrength(unit(ctx.s, id)) });
  if (b.support.declined === null) b.support.turn = other(side);
  runBattle(ctx);
}

export function declineSupport(ctx: Ctx, side: Side): void {
  declineFor(ctx, ctx.s.battle!, side, false);
  runBattle(ctx);
}

// support fire (BS 12.2)
function resolveSupportFire(ctx: Ctx): void {
  const b = ctx.s.battle!;
  const sum = (ids: string[]) => ids.reduce((t, id) => t + supportStrength(unit(ctx.s, id)), 0);
  const terrain = combatTerrain(b.hex);
  const multiplier = TERRAIN_EFFECTS[terrain].support;
  const attackerSupport = sum(b.support.attacker);
  const defenderSupport = sum(b.support.defender);
  const a = attackerSupport * multiplier;
  const d = defenderSupport * multiplier;
  const differential = Math.floor(Math.abs(a - d));
  const roll = d6(ctx, `support fire at hex ${b.hex}`);
  const { column, result } = supportResult(differential, roll);
  // Support is spent once per combat phase; against an overrun the defenders keep it (BS 12.1, 14.0).
  if (b.kind !== "overrun") for (const id of [...b.support.attacker, ...b.support.defender]) unit(ctx.s, id).supportUsed = true;
  const lower: Side | null = a > d ? other(b.attacker) : a < d ? b.attacker : null;
  let modifier = 0;
  if (result.kind === "modifier") modifier = a > d ? -result.value : result.value;
  emit(ctx, {
    type: "SupportFireResolved",
    hex: b.hex,
    terrain,
    attackerSupport,
    defenderSupport,
    multiplier,
    differential,
    column,
    roll,
    result,
    target: result.kind === "N" || result.kind === "E" ? lower : null,
    modifier,
  });
  b.modifier = modifier;
  if ((result.kind === "N" || result.kind === "E") && lower) {
    for (const u of presentIn(ctx.s, b, lower)) {
      if (result.kind === "N") neutralize(ctx, u, "support fire");
      else eliminate(ctx, u, "support fire");
    }
  }
  const attackers = presentIn(ctx.s, b, b.attacker);
  const defenders = presentIn(ctx.s, b, other(b.attacker));
  if (attackers.length === 0 || defenders.length === 0) {
    b.queue = [];
    return;
  }
  if (result.kind === "N" && lower === other(b.attacker)) {
    // Defenders neutralized by support fire lose their zone of control: the assault is optional (BS 8.0).
    b.queue = [{ t: "press" }];
    return;
  }
  resolveAssault(ctx);
}

export function pressAssault(ctx: Ctx, press: boolean): void {
  const b = ctx.s.battle!;
  b.queue.shift();
  if (press) resolveAssault(ctx);
  else {
    emit(ctx, { type: "AssaultCalledOff", hex: b.hex });
    b.queue = [];
  }
  runBattle(ctx);
}

// bombardment (BS 13.0)
function resolveBombardment(ctx: Ctx): void {
  const b = ctx.s.battle!;
  const terrain = combatTerrain(b.hex);
  const multiplier = TERRAIN_EFFECTS[terrain].support;
  const support = b.support.attacker.reduce((t, id) => t + supportStrength(unit(ctx.s, id)), 0);
  for (const id of b.support.attacker) unit(ctx.s, id).supportUsed = true;
  const differential = Math.floor(support * multiplier);
  const targets = presentIn(ctx.s, b, other(b.attacker));
  const rolls: { unit: string; roll: number; result: ReturnType<typeof supportResult>["result"] }[] = [];
  let column = 0;
  for (const u of targets) {
    const roll = d6(ctx, `bombardment of ${u.id}`);
    const r = supportResult(differential, roll);
    column = r.column;
    rolls.push({ unit: u.id, roll, result: r.result });
  }
  emit(ctx, { type: "BombardmentResolved", hex: b.hex, terrain, support, multiplier, column, rolls });
  for (const r of rolls) {
    const u = unit(ctx.s, r.unit);
    if (r.result.kind === "N") neutralize(ctx, u, "bombardment");
    if (r.result.kind === "E") eliminate(ctx, u, "bombardment");
  }
  b.queue = [];
}

// assault (BS 12.3–12.4)
function resolveAssault(ctx: Ctx): void {
  const b = ctx.s.battle!;
  const attackers = presentIn(ctx.s, b, b.attacker);
  const terrain = combatTerrain(b.hex);
  const defense = defenseStrength(ctx, b);
  if (attackers.every((u) => u.neutralized)) {
    emit(ctx, {
      type: "AssaultResolved",
      hex: b.hex,
      terrain,
      attack: 0,
      defense,
      shift: 0,
      column: null,
      roll: null,
      modifier: b.modifier,
      row: null,
      result: "W",
      automatic: "attackersNeutralized",
    });
    return applyAssaultResult(ctx, "W");
  }
  const attack = attackers.reduce((t, u) => t + assaultStrength(u, false), 0);
  const shift = TERRAIN_EFFECTS[terrain].assaultShift;
  const col = oddsColumnIndex(attack, defense, shift);
  if (col < 0) {
    emit(ctx, {
      type: "AssaultResolved",
      hex: b.hex,
      terrain,
      attack,
      defense,
      shift,
      column: null,
      roll: null,
      modifier: b.modifier,
      row: null,
      result: "W",
      automatic: "oddsBelow1to2",
    });
    return applyAssaultResult(ctx, "W");
  }
  const roll = d6(ctx, `assault at hex ${b.hex}`);
  const row = clampAssaultRow(roll + b.modifier);
  const result = assaultResult(ctx.s.options.assaultTable, col, roll + b.modifier);
  emit(ctx, {
    type: "AssaultResolved",
    hex: b.hex,
    terrain,
    attack,
    defense,
    shift,
    column: ASSAULT_COLUMNS[col]!,
    roll,
    modifier: b.modifier,
    row,
    result,
    automatic: null,
  });
  applyAssaultResult(ctx, result);
}

const notBeacon = (u: Unit) => u.kind !== "B";

function applyAssaultResult(ctx: Ctx, result: AssaultResult): void {
  const b = ctx.s.battle!;
  b.result = result;
  const defenderSide = other(b.attacker);
  const attackers = presentIn(ctx.s, b, b.attacker);
  const defenders = presentIn(ctx.s, b, defenderSide);
  if (result === "W") {
    for (const u of attackers) neutralize(ctx, u, "assault result W");
    b.queue = [{ t: "retreat", side: b.attacker, forced: true }, { t: "counter" }];
    return;
  }
  if (result === "C") {
    b.queue = [{ t: "retreat", side: b.attacker, forced: true }];
    return;
  }
  const losses = ASSAULT_LOSSES[result];
  // No attacker losses when the defenders were neutralized (BS 12.4).
  const defendersNeutralized = defenders.every((u) => u.neutralized);
  const queue: BattleStep[] = [];
  if (losses.attacker > 0 && !defendersNeutralized) {
    // Beacons fall only to 100% losses and are not counted in 50% (BS 12.4).
    const pool = attackers.filter(notBeacon);
    queue.push({ t: "lose", side: b.attacker, count: halfRoundedUp(pool.length), pool: pool.map((u) => u.id) });
  }
  if (losses.defender === 1) {
    for (const u of defenders) eliminate(ctx, u, `assault result ${result}`);
  } else if (losses.defender > 0) {
    const pool = defenders.filter(notBeacon);
    queue.push({ t: "lose", side: defenderSide, count: halfRoundedUp(pool.length), pool: pool.map((u) => u.id) });
  }
  queue.push({ t: "retreat", side: b.attacker, forced: false }, { t: "retreat", side: defenderSide, forced: false });
  b.queue = queue;
}

// losses
export function lossPool(ctx: Ctx, b: Battle, step: Extract<BattleStep, { t: "lose" }>): Unit[] {
  const here = new Set(presentIn(ctx.s, b, step.side).map((u) => u.id));
  return step.pool.filter((id) => here.has(id)).map((id) => unit(ctx.s, id));
}

export function chooseLoss(ctx: Ctx, id: string): void {
  const b = ctx.s.battle!;
  const step = b.queue[0] as Extract<BattleStep, { t: "lose" }>;
  eliminate(ctx, unit(ctx.s, id), `assault result ${b.result} (chosen loss)`);
  step.count -= 1;
  if (step.count <= 0) b.queue.shift();
  runBattle(ctx);
}

// retreats (BS 12.4)
/** The side's battle units still in the hex that can move: units with no movement allowance stay (README R14). */
export function retreatMovers(ctx: Ctx, b: Battle, side: Side): Unit[] {
  return presentIn(ctx.s, b, side).filter((u) => (CV[u.kind].movement ?? 0) > 0);
}

/** Adjacent hexes without an enemy zone of control (there is no stacking limit, BS 7.0). */
export function retreatHexes(ctx: Ctx, b: Battle, side: Side): number[] {
  const index = mapIndex(ctx.s);
  return G.adjacent[b.hex]!.filter((h) => !enemyZoc(index, h, side));
}

/** The units a retreat step moves: the side's movers, or only the listed ones. */
function stepMovers(ctx: Ctx, b: Battle, step: Extract<BattleStep, { t: "retreat" }>): Unit[] {
  const movers = retreatMovers(ctx, b, step.side);
  return step.units ? movers.filter((u) => step.units!.includes(u.id)) : movers;
}

export function retreat(ctx: Ctx, side: Side, to: number): void {
  const b = ctx.s.battle!;
  const step = b.queue.shift() as Extract<BattleStep, { t: "retreat" }>;
  const movers = stepMovers(ctx, b, step);
  for (const u of movers) {
    u.where = { at: "map", hex: to };
    if (ctx.s.phase === "movement" && u.side === ctx.s.player) u.stopped = true;
  }
  emit(ctx, { type: "UnitsRetreated", side, units: movers.map((u) => u.id), from: b.hex, to });
  if (step.forced && side === b.attacker && !step.units) b.retreatHex = to;
  runBattle(ctx);
}

export function holdGround(ctx: Ctx, side: Side): void {
  const b = ctx.s.battle!;
  b.queue.shift();
  emit(ctx, { type: "GroundHeld", side, hex: b.hex });
  runBattle(ctx);
}

// counterattack (BS 12.4)
/** The defenders that can counterattack: unneutralized and able to move. */
export function counterForce(ctx: Ctx, b: Battle): Unit[] {
  return presentIn(ctx.s, b, other(b.attacker)).filter((u) => !u.neutralized && (CV[u.kind].movement ?? 0) > 0);
}

export function decideCounterattack(ctx: Ctx, accept: boolean): void {
  const b = ctx.s.battle!;
  b.queue.shift();
  emit(ctx, { type: "CounterattackDecided", side: other(b.attacker), accept, hex: b.retreatHex! });
  if (accept) {
    if (b.kind === "overrun") startCounterattack(ctx);
    else b.queue = [{ t: "counterMoves", moved: [] }];
  }
  runBattle(ctx);
}

/** Units within two hexes of the counterattack hex that may move one hex to support it. */
export function counterMoveCandidates(ctx: Ctx, b: Battle, moved: string[]): Unit[] {
  const side = other(b.attacker);
  const target = b.retreatHex!;
  const index = mapIndex(ctx.s);
  const skip = new Set([...b.attackers, ...b.defenders, ...moved]);
  return unitList(ctx.s).filter(
    (u) =>
      u.side === side &&
      u.where.at === "map" &&
      !skip.has(u.id) &&
      !u.supportUsed &&
      supportStrength(u) > 0 &&
      movementAllowance(u) >= 1 &&
      distance(G, u.where.hex, target) <= 2 &&
      !enemyZoc(index, u.where.hex, side) &&
      counterMoveHexes(ctx, b, u).length > 0,
  );
}

/** One hex, not into an enemy zone of control nor into the counterattack hex (README R16). */
export function counterMoveHexes(ctx: Ctx, b: Battle, u: Unit): number[] {
  if (u.where.at !== "map") return [];
  const index = mapIndex(ctx.s);
  return G.adjacent[u.where.hex]!.filter((h) => h !== b.retreatHex && !enemyZoc(index, h, u.side));
}

export function supportMove(ctx: Ctx, id: string, to: number): void {
  const b = ctx.s.battle!;
  const step = b.queue[0] as Extract<BattleStep, { t: "counterMoves" }>;
  const u = unit(ctx.s, id);
  const from = (u.where as { hex: number }).hex;
  u.where = { at: "map", hex: to };
  step.moved.push(id);
  emit(ctx, { type: "SupportUnitMoved", unit: id, from, to });
  runBattle(ctx);
}

export function endSupportMoves(ctx: Ctx): void {
  startCounterattack(ctx);
  runBattle(ctx);
}

function startCounterattack(ctx: Ctx): void {
  const old = ctx.s.battle!;
  const side = other(old.attacker);
  const target = old.retreatHex!;
  const movers = counterForce(ctx, old);
  for (const u of movers) u.where = { at: "map", hex: target };
  emit(ctx, { type: "CounterattackAdvanced", side, units: movers.map((u) => u.id), from: old.hex, to: target });
  const here = unitList(ctx.s).filter((u) => u.where.at === "map" && u.where.hex === target);
  if (ctx.s.phase === "combat" && !ctx.s.attacked.includes(target)) ctx.s.attacked.push(target);
  emit(ctx, { type: "BattleEnded", hex: old.hex });
  beginBattle(ctx, {
    kind: "counterattack",
    hex: target,
    attacker: side,
    attackers: here.filter((u) => u.side === side).map((u) => u.id),
    defenders: here.filter((u) => u.side !== side).map((u) => u.id),
    excluded: [...old.attackers, ...old.defenders],
    origin: old.hex,
    noSupport: old.kind === "overrun",
  });
}

// the end of a battle
function endBattle(ctx: Ctx): void {
  const b = ctx.s.battle!;
  ctx.s.battle = null;
  emit(ctx, { type: "BattleEnded", hex: b.hex });
  if (ctx.s.phase === "movement" && b.kind === "overrun") {
    // Overrunners may go on only if the hex no longer holds an enemy zone of control (BS 14.0, 8.0).
    const zoc = enemyZoc(mapIndex(ctx.s), b.hex, b.attacker);
    for (const id of b.attackers) {
      const u = ctx.s.units[id];
      if (u && u.where.at === "map" && u.where.hex === b.hex) u.stopped = u.stopped || zoc;
    }
  }
}
