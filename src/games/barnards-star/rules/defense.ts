// Planetary defense fire (BS 11.0): in the Naronian turn the Terran's batteries and beacons fire
// at Naronian ships and jump troops placed on the map in the space–planet interaction phase.
import { violation } from "../../../engine/contract";
import { distance } from "../../../hex";
import type { ActionOf } from "../actions";
import { COUNTERS, JUMP_TROOP_LANDING_DEFENSE } from "../counters";
import { GRID } from "../map";
import { RULE } from "../rulebook";
import type { BarnardsStarState, Unit } from "../state";
import { mapIndex, supportRange, supportStrength, unitList } from "../queries";
import { spaceResult } from "../tables";
import { d6, emit, type Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { eliminate, neutralize } from "./units";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;
const G = GRID;

/** Naronian units in a hex that planetary defense may fire at now. */
export function defenseTargets(s: BarnardsStarState, hex: number): Unit[] {
  return unitList(s).filter(
    (u) =>
      u.side === "naronian" &&
      ((u.where.at === "map" && u.where.hex === hex && u.landing) || (u.where.at === "approach" && u.where.hex === hex)),
  );
}

export function targetHexes(s: BarnardsStarState): number[] {
  const hexes = new Set<number>();
  for (const u of unitList(s)) {
    if (u.side !== "naronian") continue;
    if ((u.where.at === "map" && u.landing) || u.where.at === "approach") hexes.add(u.where.hex);
  }
  return [...hexes].sort((a, b) => a - b);
}

/** Batteries and beacons able to fire: on the map, not neutralized, not fired yet this turn. */
export function defenseUnits(s: BarnardsStarState): Unit[] {
  return unitList(s).filter(
    (u) => u.side === "terran" && (u.kind === "PD" || u.kind === "B") && u.where.at === "map" && !u.supportUsed && supportStrength(u) > 0,
  );
}

export function defenseChoices(s: BarnardsStarState): ActionOf<"defenseFire">[] {
  const hexes = targetHexes(s);
  const out: ActionOf<"defenseFire">[] = [];
  for (const u of defenseUnits(s)) {
    const from = (u.where as { hex: number }).hex;
    for (const hex of hexes) if (distance(G, from, hex) <= supportRange(u)) out.push({ type: "defenseFire", unit: u.id, hex });
  }
  return out;
}

export function checkDefenseFire(s: BarnardsStarState, a: ActionOf<"defenseFire">): Check {
  const u = s.units[a.unit];
  if (u?.side !== "terran" || (u.kind !== "PD" && u.kind !== "B") || u.where.at !== "map") {
    return violation("NOT_A_DEFENSE_UNIT", RULE.defenseFire, `${a.unit} is not one of your planetary defense batteries or beacons.`);
  }
  if (u.neutralized) return violation("NEUTRALIZED_CANNOT_FIRE", RULE.defenseFire, `${u.id} is neutralized and has no support strength.`);
  if (u.supportUsed) return violation("ALREADY_FIRED", RULE.defenseFire, `${u.id} has already fired this phase.`);
  if (defenseTargets(s, a.hex).length === 0)
    return violation("NO_TARGET_IN_HEX", RULE.defenseFire, `Nothing landed, dropped or on close approach in hex ${a.hex}.`);
  if (distance(G, u.where.hex, a.hex) > supportRange(u))
    return violation("OUT_OF_RANGE", RULE.defenseFire, `Hex ${a.hex} is beyond ${u.id}'s range of ${supportRange(u)}.`);
  return null;
}

/** Strength a target defends with against planetary defense fire (BS 10.3, 11.0). */
export function defenseOf(u: Unit): number {
  return u.kind === "JTr" ? JUMP_TROOP_LANDING_DEFENSE : CV[u.kind].support;
}

export function defenseFire(ctx: Ctx, a: ActionOf<"defenseFire">): void {
  const u = ctx.s.units[a.unit]!;
  u.supportUsed = true; // it may not support in the combat phase that follows (BS 11.0)
  const strength = supportStrength(u);
  for (const target of defenseTargets(ctx.s, a.hex)) {
    // One fire at each target in the hex, reusing the strength (BS 11.0).
    const roll = d6(ctx, `planetary defense ${u.id} at ${target.id}`);
    const defense = defenseOf(target);
    const differential = strength - defense;
    const { column, result } = spaceResult(differential, roll);
    let effect: "none" | "neutralized" | "destroyed" | "aborted" = "none";
    if (result === "E") effect = "destroyed";
    else if (result === "N") {
      target.hits += 1;
      // A second N in this single exchange destroys, as in space combat (BS 6.2, README R19).
      if (target.hits >= 2) effect = "destroyed";
      else if (target.where.at === "approach") effect = "aborted";
      else if (
        target.kind === "JTr" &&
        mapIndex(ctx.s)
          .get((target.where as { hex: number }).hex)
          ?.some((x) => x.side === "terran")
      )
        effect = "destroyed";
      else effect = "neutralized";
    }
    emit(ctx, {
      type: "DefenseFired",
      unit: u.id,
      hex: a.hex,
      target: target.id,
      strength,
      defense,
      differential,
      column,
      roll,
      result,
      effect,
    });
    if (effect === "destroyed")
      eliminate(ctx, target, result === "E" ? "planetary defense fire" : "planetary defense fire (neutralized where it cannot be)");
    else if (effect === "aborted") target.where = { at: "orbit" };
    else if (effect === "neutralized") {
      neutralize(ctx, target, "planetary defense fire");
      if (target.kind === "TN")
        for (const c of unitList(ctx.s)) if (c.where.at === "aboard" && c.where.ship === target.id) c.neutralized = true;
    }
  }
}
