// The combat phase (BS 12.0, 13.0): the phasing player attacks every hex where his units share
// a hex with an enemy zone of control, may attack where the enemy is neutralized, and may
// bombard enemy units standing alone.
import { violation } from "../../../engine/contract";
import type { ActionOf } from "../actions";
import { other, type Side } from "../counters";
import { RULE } from "../rulebook";
import type { BarnardsStarState, Battle } from "../state";
import { enemyZoc, inRange, mapIndex, supportStrength, unitList, type MapIndex } from "../queries";
import { beginBattle } from "./battle";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";

/** Hexes holding units of both sides, not yet attacked this phase. */
export function contestedHexes(s: BarnardsStarState, index: MapIndex = mapIndex(s)): number[] {
  const out: number[] = [];
  for (const [hex, list] of index) {
    if (s.attacked.includes(hex)) continue;
    if (list.some((u) => u.side === s.player) && list.some((u) => u.side !== s.player)) out.push(hex);
  }
  return out.sort((a, b) => a - b);
}

/** Attacks the phasing player still owes: his units in an enemy zone of control (BS 8.0, 12.0). */
export function mandatoryAttacks(s: BarnardsStarState, index: MapIndex = mapIndex(s)): number[] {
  return contestedHexes(s, index).filter((hex) => enemyZoc(index, hex, s.player));
}

/** Units of the side that could fire support at a hex (BS 12.1). */
function supporters(s: BarnardsStarState, side: Side, hex: number) {
  return unitList(s).filter(
    (u) =>
      u.side === side && (u.where.at === "map" || u.where.at === "approach") && !u.supportUsed && supportStrength(u) > 0 && inRange(u, hex),
  );
}

/** Hexes of enemy units without friendly units in them, within reach of some unused support (BS 13.0). */
export function bombardTargets(s: BarnardsStarState, index: MapIndex = mapIndex(s)): number[] {
  const side = s.player;
  const out: number[] = [];
  const ready = unitList(s).filter(
    (u) => u.side === side && (u.where.at === "map" || u.where.at === "approach") && !u.supportUsed && supportStrength(u) > 0,
  );
  if (ready.length === 0) return out;
  for (const [hex, list] of index) {
    if (!list.some((u) => u.side !== side) || list.some((u) => u.side === side)) continue;
    if (ready.some((u) => inRange(u, hex))) out.push(hex);
  }
  return out.sort((a, b) => a - b);
}

export function checkAttack(s: BarnardsStarState, a: ActionOf<"attack">): Check {
  if (s.attacked.includes(a.hex))
    return violation("ALREADY_ATTACKED", RULE.groundCombat, `Hex ${a.hex} has already seen combat this phase.`);
  if (!contestedHexes(s).includes(a.hex))
    return violation("NOTHING_TO_ATTACK", RULE.groundCombat, `Hex ${a.hex} does not hold both your units and enemy units.`);
  return null;
}

export function attack(ctx: Ctx, a: ActionOf<"attack">): void {
  const s = ctx.s;
  s.attacked.push(a.hex);
  const here = mapIndex(s).get(a.hex) ?? [];
  beginBattle(ctx, {
    kind: "assault",
    hex: a.hex,
    attacker: s.player,
    attackers: here.filter((u) => u.side === s.player).map((u) => u.id),
    defenders: here.filter((u) => u.side !== s.player).map((u) => u.id),
  });
}

export function checkBombard(s: BarnardsStarState, a: ActionOf<"bombard">): Check {
  const index = mapIndex(s);
  const list = index.get(a.hex) ?? [];
  if (!list.some((u) => u.side !== s.player))
    return violation("NO_ENEMY_IN_HEX", RULE.bombardment, `There are no enemy units in hex ${a.hex}.`);
  if (list.some((u) => u.side === s.player))
    return violation("FRIENDLY_IN_HEX", RULE.bombardment, `Your own units share hex ${a.hex}: attack it instead.`);
  if (supporters(s, s.player, a.hex).length === 0)
    return violation(
      "NO_SUPPORT_IN_RANGE",
      RULE.bombardment,
      `None of your units with unused support strength is in range of hex ${a.hex}.`,
    );
  return null;
}

export function bombard(ctx: Ctx, a: ActionOf<"bombard">): void {
  const s = ctx.s;
  const here = mapIndex(s).get(a.hex) ?? [];
  beginBattle(ctx, {
    kind: "bombardment",
    hex: a.hex,
    attacker: s.player,
    attackers: [],
    defenders: here.filter((u) => u.side === other(s.player)).map((u) => u.id),
  });
}

export function checkEndCombat(s: BarnardsStarState): Check {
  const owed = mandatoryAttacks(s);
  if (owed.length > 0) {
    return violation(
      "MANDATORY_ATTACK_LEFT",
      RULE.zoc,
      `Your units stand in enemy zones of control in hex(es) ${owed.join(", ")}: those attacks are mandatory.`,
    );
  }
  return null;
}

/** Whether the side may still decline to add support: a bombardment needs at least one unit. */
export function mayDecline(b: Battle, side: Side): boolean {
  return !(b.kind === "bombardment" && side === b.attacker && b.support.attacker.length === 0);
}
