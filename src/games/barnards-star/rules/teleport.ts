// Transportation movement (BS 9.0): the Terran teleports ground units between transportation
// points and beacons, one unit into and one out of each station per turn.
import { violation } from "../../../engine/contract";
import type { ActionOf } from "../actions";
import { COUNTERS } from "../counters";
import { RULE } from "../rulebook";
import type { BarnardsStarState, Unit } from "../state";
import { enemyZoc, isStation, mapIndex, unitList, type MapIndex } from "../queries";
import { emit, type Check } from "../../../engine/kit";
import type { Ctx } from "../events";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;

/** A station able to teleport this phase: on the map, not neutralized, not itself teleported (BS 9.0). */
function working(u: Unit): boolean {
  return isStation(u) && u.where.at === "map" && !u.neutralized && !u.teleported;
}

/** The stations a unit could leave from: in its hex, with their one departure unused. */
export function departureStations(index: MapIndex, u: Unit): Unit[] {
  if (u.where.at !== "map") return [];
  return (index.get(u.where.hex) ?? []).filter((st) => st.side === "terran" && st.id !== u.id && working(st) && st.teleportOut < 1);
}

export function canBeTeleported(index: MapIndex, u: Unit): boolean {
  return (
    u.side === "terran" &&
    u.where.at === "map" &&
    !CV[u.kind].ship &&
    (CV[u.kind].movement ?? 0) > 0 &&
    !u.neutralized &&
    !enemyZoc(index, u.where.hex, "terran") &&
    departureStations(index, u).length > 0
  );
}

export function arrivalStations(s: BarnardsStarState, index: MapIndex, u: Unit): Unit[] {
  if (u.where.at !== "map") return [];
  const here = u.where.hex;
  return unitList(s).filter(
    (st) =>
      st.side === "terran" &&
      working(st) &&
      st.id !== u.id &&
      st.teleportIn < 1 &&
      (st.where as { hex: number }).hex !== here &&
      !enemyZoc(index, (st.where as { hex: number }).hex, "terran"),
  );
}

export function checkTeleport(s: BarnardsStarState, a: ActionOf<"teleport">): Check {
  const u = s.units[a.unit];
  const index = mapIndex(s);
  if (u?.side !== "terran" || u.where.at !== "map")
    return violation("NOT_YOUR_GROUND_UNIT", RULE.teleport, `${a.unit} is not one of your units on the planet.`);
  if ((CV[u.kind].movement ?? 0) === 0 || CV[u.kind].ship)
    return violation("CANNOT_TELEPORT", RULE.teleport, `${u.id} has no movement allowance and cannot be teleported.`);
  if (u.neutralized) return violation("NEUTRALIZED_CANNOT_TELEPORT", RULE.teleport, `${u.id} is neutralized.`);
  if (enemyZoc(index, u.where.hex, "terran"))
    return violation("TELEPORT_FROM_ENEMY_ZOC", RULE.teleport, `${u.id} stands in an enemy zone of control.`);
  if (departureStations(index, u).length === 0) {
    return violation(
      "NO_DEPARTURE_STATION",
      RULE.teleport,
      `No working transportation point or beacon with its departure unused stands with ${u.id}.`,
    );
  }
  const to = s.units[a.to];
  if (!to || !arrivalStations(s, index, u).some((st) => st.id === to.id)) {
    return violation(
      "NO_ARRIVAL_STATION",
      RULE.teleport,
      `${a.to} is not a working station elsewhere, outside enemy zones of control, with its one arrival this turn unused.`,
    );
  }
  return null;
}

export function teleport(ctx: Ctx, a: ActionOf<"teleport">): void {
  const index = mapIndex(ctx.s);
  const u = ctx.s.units[a.unit]!;
  const from = departureStations(index, u)[0]!;
  const to = ctx.s.units[a.to]!;
  const fromHex = (u.where as { hex: number }).hex;
  const toHex = (to.where as { hex: number }).hex;
  from.teleportOut += 1;
  to.teleportIn += 1;
  u.where = { at: "map", hex: toHex };
  if (u.kind === "TP") u.teleported = true;
  emit(ctx, { type: "UnitTeleported", unit: u.id, from: from.id, to: to.id, fromHex, toHex });
}

export function teleportChoices(s: BarnardsStarState): ActionOf<"teleport">[] {
  const index = mapIndex(s);
  const out: ActionOf<"teleport">[] = [];
  for (const u of unitList(s)) {
    if (!canBeTeleported(index, u)) continue;
    for (const st of arrivalStations(s, index, u)) out.push({ type: "teleport", unit: u.id, to: st.id });
  }
  return out;
}
