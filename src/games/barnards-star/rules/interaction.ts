// The space–planet interaction phase (BS 10): landing transports, dropping jump troops, close
// approach missions, loading and lift-off; and what follows it without a decision: cargo
// disembarks (after the planetary defense phase in the Naronian turn, BS 10.2).
import { violation } from "../../../engine/contract";
import type { ActionOf } from "../actions";
import { COUNTERS, LIFT_OFF_CAPACITY, type Side } from "../counters";
import { RULE } from "../rulebook";
import type { BarnardsStarState, Unit } from "../state";
import { cargoOf, hasEnemy, isWarship, mapIndex, unitList } from "../queries";
import { emit, type Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { nextDropHexes } from "./drop-pattern";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;

const own = (s: BarnardsStarState, id: string, side: Side): Unit | null => {
  const u = s.units[id];
  return u && u.side === side ? u : null;
};

/** A ship of the side in orbit that has not acted this phase. */
export function readyInOrbit(s: BarnardsStarState, id: string, side: Side): Unit | null {
  const u = own(s, id, side);
  return u && CV[u.kind].ship && u.where.at === "orbit" && !u.decided ? u : null;
}

export function jumpCargo(s: BarnardsStarState, shipId: string): Unit[] {
  return cargoOf(s, shipId).filter((u) => u.kind === "JTr");
}

/** A landed transport that may load and lift off: it did not land in this phase (README R17). */
export function landedTransport(s: BarnardsStarState, id: string, side: Side): Unit | null {
  const u = own(s, id, side);
  return u && u.kind === "TN" && u.where.at === "map" && !u.landing ? u : null;
}

/** Landed transports holding units loaded for lift-off: they must lift off before the phase ends. */
export function loadedTransports(s: BarnardsStarState, side: Side): Unit[] {
  return unitList(s).filter((u) => u.side === side && u.kind === "TN" && u.where.at === "map" && !u.landing && cargoOf(s, u.id).length > 0);
}

export function checkLand(s: BarnardsStarState, side: Side, a: ActionOf<"landShip">): Check {
  if (s.dropping) return violation("DROP_IN_PROGRESS", RULE.jumpDrop, "Finish dropping the jump troop battalion first.");
  const u = readyInOrbit(s, a.ship, side);
  if (u?.kind !== "TN")
    return violation("NOT_A_TRANSPORT_IN_ORBIT", RULE.landing, `${a.ship} is not one of your transports in orbit free to act this phase.`);
  if (hasEnemy(mapIndex(s), a.hex, side))
    return violation("LANDING_ON_ENEMY", RULE.landing, `Hex ${a.hex} holds enemy units: transports land only where there are none.`);
  return null;
}

export function landShip(ctx: Ctx, a: ActionOf<"landShip">): void {
  const u = ctx.s.units[a.ship]!;
  u.where = { at: "map", hex: a.hex };
  u.landing = true;
  u.decided = true;
  emit(ctx, { type: "ShipLanded", ship: u.id, hex: a.hex, cargo: cargoOf(ctx.s, u.id).map((c) => c.id) });
}

/**
 * Where the next jump troop of a transport's battalion may land (BS 10.3): the drop in progress,
 * or a new one from `ship`. The finished pattern is what the book judges (rules/drop-pattern.ts).
 */
export function dropHexes(s: BarnardsStarState, ship: string = s.dropping!.ship): readonly number[] {
  const dropped = s.dropping?.ship === ship ? s.dropping.dropped : [];
  const at = dropped.map((id) => (s.units[id]!.where as { hex: number }).hex);
  return nextDropHexes(at, jumpCargo(s, ship).length, s.options.jumpDrops);
}

export function checkDrop(s: BarnardsStarState, side: Side, a: ActionOf<"dropJumpTroop">): Check {
  const u = own(s, a.unit, side);
  if (u?.kind !== "JTr" || u.where.at !== "aboard")
    return violation("NOT_A_JUMP_TROOP_ABOARD", RULE.jumpDrop, `${a.unit} is not one of your jump troops aboard a transport.`);
  const ship = u.where.ship;
  if (s.dropping && s.dropping.ship !== ship)
    return violation("DROP_IN_PROGRESS", RULE.jumpDrop, `Finish dropping the battalion of ${s.dropping.ship} first.`);
  if (!s.dropping && !readyInOrbit(s, ship, side)) {
    return violation("NOT_IN_ORBIT", RULE.spaceTransport, `Jump troops drop only from a transport in orbit free to act this phase.`);
  }
  if (!s.dropping && s.options.jumpDrops === "pattern" && jumpCargo(s, ship).length < 2) {
    return violation(
      "LONE_JUMP_TROOP",
      RULE.jumpDrop,
      `${a.unit} is the only jump troop aboard ${ship}: a drop needs troops of a battalion to land near each other; land the transport instead (BS 10.2).`,
    );
  }
  if (!dropHexes(s, ship).includes(a.hex)) {
    return violation(
      "DROP_SPACING",
      RULE.jumpDrop,
      s.options.jumpDrops === "chained"
        ? `Each next jump troop lands within 2 hexes of one already down and within 5 of all of them; hex ${a.hex} is not.`
        : `From hex ${a.hex} the battalion can no longer finish its drop with every troop within 2 hexes of another and within 5 of all.`,
    );
  }
  return null;
}

export function dropJumpTroop(ctx: Ctx, a: ActionOf<"dropJumpTroop">): void {
  const u = ctx.s.units[a.unit]!;
  const ship = (u.where as { ship: string }).ship;
  ctx.s.dropping ??= { ship, dropped: [] };
  u.where = { at: "map", hex: a.hex };
  u.landing = true;
  ctx.s.dropping.dropped.push(u.id);
  emit(ctx, { type: "JumpTroopDropped", unit: u.id, ship, hex: a.hex });
  if (jumpCargo(ctx.s, ship).length === 0) ctx.s.dropping = null;
}

export function checkApproach(s: BarnardsStarState, side: Side, a: ActionOf<"closeApproach">): Check {
  if (s.dropping) return violation("DROP_IN_PROGRESS", RULE.jumpDrop, "Finish dropping the jump troop battalion first.");
  const u = readyInOrbit(s, a.ship, side);
  if (!u || !isWarship(u))
    return violation(
      "NOT_A_WARSHIP_IN_ORBIT",
      RULE.closeApproach,
      `${a.ship} is not one of your warships in orbit free to act this phase (transports only defend).`,
    );
  return null;
}

export function closeApproach(ctx: Ctx, a: ActionOf<"closeApproach">): void {
  const u = ctx.s.units[a.ship]!;
  u.where = { at: "approach", hex: a.hex };
  u.decided = true;
  emit(ctx, { type: "CloseApproachFlown", ship: u.id, hex: a.hex });
}

export function checkStay(s: BarnardsStarState, side: Side, a: ActionOf<"stayInOrbit">): Check {
  if (s.dropping) return violation("DROP_IN_PROGRESS", RULE.jumpDrop, "Finish dropping the jump troop battalion first.");
  if (!readyInOrbit(s, a.ship, side))
    return violation("NOT_A_SHIP_IN_ORBIT", RULE.spaceTransport, `${a.ship} is not one of your ships in orbit free to act this phase.`);
  return null;
}

export function stayInOrbit(ctx: Ctx, a: ActionOf<"stayInOrbit">): void {
  ctx.s.units[a.ship]!.decided = true;
  emit(ctx, { type: "ShipStayedInOrbit", ship: a.ship });
}

export function loadableUnits(s: BarnardsStarState, ship: Unit): Unit[] {
  if (ship.where.at !== "map" || cargoOf(s, ship.id).length >= LIFT_OFF_CAPACITY) return [];
  const hex = ship.where.hex;
  return unitList(s).filter(
    (u) =>
      u.side === ship.side &&
      u.where.at === "map" &&
      u.where.hex === hex &&
      !CV[u.kind].ship &&
      (CV[u.kind].movement ?? 0) > 0 &&
      !u.landing,
  );
}

export function checkLoad(s: BarnardsStarState, side: Side, a: ActionOf<"loadUnit">): Check {
  if (s.dropping) return violation("DROP_IN_PROGRESS", RULE.jumpDrop, "Finish dropping the jump troop battalion first.");
  const ship = landedTransport(s, a.ship, side);
  if (!ship) return violation("NOT_A_LANDED_TRANSPORT", RULE.liftOff, `${a.ship} is not one of your transports landed before this phase.`);
  if (cargoOf(s, ship.id).length >= LIFT_OFF_CAPACITY)
    return violation("TRANSPORT_FULL", RULE.liftOff, `A transport lifts off with at most ${LIFT_OFF_CAPACITY} units.`);
  if (!loadableUnits(s, ship).some((u) => u.id === a.unit)) {
    return violation("CANNOT_LOAD", RULE.liftOff, `${a.unit} is not one of your units with a movement allowance in the transport's hex.`);
  }
  return null;
}

export function loadUnit(ctx: Ctx, a: ActionOf<"loadUnit">): void {
  ctx.s.units[a.unit]!.where = { at: "aboard", ship: a.ship };
  emit(ctx, { type: "UnitLoaded", ship: a.ship, unit: a.unit });
}

export function checkLiftOff(s: BarnardsStarState, side: Side, a: ActionOf<"liftOff">): Check {
  if (s.dropping) return violation("DROP_IN_PROGRESS", RULE.jumpDrop, "Finish dropping the jump troop battalion first.");
  if (!landedTransport(s, a.ship, side))
    return violation("NOT_A_LANDED_TRANSPORT", RULE.liftOff, `${a.ship} is not one of your transports landed before this phase.`);
  return null;
}

export function liftOff(ctx: Ctx, a: ActionOf<"liftOff">): void {
  const u = ctx.s.units[a.ship]!;
  u.where = { at: "orbit" };
  u.decided = true;
  emit(ctx, { type: "ShipLiftedOff", ship: u.id, cargo: cargoOf(ctx.s, u.id).map((c) => c.id) });
}

export function checkEndInteraction(s: BarnardsStarState, side: Side): Check {
  if (s.dropping) return violation("DROP_IN_PROGRESS", RULE.jumpDrop, "Every jump troop of a battalion must land: finish the drop.");
  const loaded = loadedTransports(s, side);
  if (loaded.length > 0)
    return violation(
      "LOADED_TRANSPORT_MUST_LIFT_OFF",
      RULE.liftOff,
      `${loaded[0]!.id} has units aboard: lift it off before ending the phase.`,
    );
  return null;
}

/** After the interaction phase (and the planetary defense phase that may follow it): cargo disembarks. */
export function disembark(ctx: Ctx, side: Side): void {
  for (const ship of unitList(ctx.s)) {
    if (ship.side !== side) continue;
    if (ship.kind === "TN" && ship.where.at === "map" && ship.landing) {
      const hex = ship.where.hex;
      const cargo = cargoOf(ctx.s, ship.id);
      for (const c of cargo) {
        c.where = { at: "map", hex };
        if (ship.neutralized) c.neutralized = true;
      }
      if (cargo.length > 0)
        emit(ctx, { type: "CargoDisembarked", ship: ship.id, hex, units: cargo.map((c) => c.id), neutralized: ship.neutralized });
    }
  }
  for (const u of unitList(ctx.s)) {
    u.landing = false;
    u.hits = 0;
  }
}
