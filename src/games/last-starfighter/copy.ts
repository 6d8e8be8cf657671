// The rules' private copy of a duel, written for the state's shape (bench/README 6zi). A deep copy
// (copyPlain) made ~45 objects at every step, half of them the last turn's report; a search step
// spent about a third of its time there. This copy makes only what the rules write in place: the
// ships, the order slots, the re-engage answers and this turn's report (its fields set, its lists
// pushed to). Everything else is shared with the state it came from, because the rules only ever
// replace it whole: the options, the seats, the initiative, the start rolls, the wheel, a ship's
// card, heading and list of damaged lasers, an order given, the reports' entries, the last turn's
// report, the result.
// A rule that wrote a shared part in place would change an earlier state:
// test/engine/copy-on-write.test.ts steps seeded games with every state deep-frozen, so such a
// write throws there. Fields are copied one by one (not spread, faster in V8: bench/README 5s), so
// a field added to state.ts must be added here too: test/games/last-starfighter/copy.test.ts
// checks that every copy reads, key for key and in order, as the state it copied.
import type { SeatId } from "../../engine/contract";
import { copyPlain } from "../../engine/plain-copy";
import type { Orders } from "./actions";
import type { LastStarfighterState, SeatOrder, Ship, TurnReport } from "./state";

export function copyState(s: LastStarfighterState): LastStarfighterState {
  return {
    options: s.options,
    seats: s.seats,
    phase: s.phase,
    turn: s.turn,
    initiative: s.initiative,
    chooser: s.chooser,
    ships: copyShips(s.ships),
    startRolls: s.startRolls,
    wheel: s.wheel,
    noseToNose: s.noseToNose,
    disengagingStreak: s.disengagingStreak,
    orders: copyOrders(s.orders),
    reengage: copyRecord(s.reengage),
    report: copyReport(s.report),
    lastReport: s.lastReport,
    result: s.result,
  };
}

/** The state with other order slots: what `determinize` draws, the rest shared, never written. */
export function withOrders(s: LastStarfighterState, orders: Record<SeatId, SeatOrder>): LastStarfighterState {
  return {
    options: s.options,
    seats: s.seats,
    phase: s.phase,
    turn: s.turn,
    initiative: s.initiative,
    chooser: s.chooser,
    ships: s.ships,
    startRolls: s.startRolls,
    wheel: s.wheel,
    noseToNose: s.noseToNose,
    disengagingStreak: s.disengagingStreak,
    orders,
    reengage: s.reengage,
    report: s.report,
    lastReport: s.lastReport,
    result: s.result,
  };
}

export function copyShip(ship: Ship): Ship {
  return {
    card: ship.card,
    protection: ship.protection,
    stabilizer: ship.stabilizer,
    targeting: ship.targeting,
    lifeSupport: ship.lifeSupport,
    lifeSupportHitOnTurn: ship.lifeSupportHitOnTurn,
    damagedWeapons: ship.damagedWeapons,
    turret: ship.turret,
    heading: ship.heading,
    blownUp: ship.blownUp,
    pilotDead: ship.pilotDead,
  };
}

export function copyOrder(slot: SeatOrder): SeatOrder {
  return { owes: slot.owes, hash: slot.hash, order: slot.order, nonce: slot.nonce };
}

/**
 * An order the rules keep (in a slot, an event, a report): one of the shared, frozen lists' own
 * (legal.ts) is kept as it is, since nobody can change it; any other, e.g. parsed from a post, is
 * copied, so that nothing its sender does later reaches the state.
 */
export function ownOrder(order: Orders): Orders {
  return Object.isFrozen(order) ? order : copyPlain(order);
}

export function copyShips(ships: Record<SeatId, Ship | null>): Record<SeatId, Ship | null> {
  const out: Record<SeatId, Ship | null> = {};
  for (const seat in ships) {
    const ship = ships[seat]!;
    out[seat] = ship === null ? null : copyShip(ship);
  }
  return out;
}

export function copyOrders(orders: Record<SeatId, SeatOrder>): Record<SeatId, SeatOrder> {
  const out: Record<SeatId, SeatOrder> = {};
  for (const seat in orders) out[seat] = copyOrder(orders[seat]!);
  return out;
}

function copyRecord<T>(record: Record<SeatId, T>): Record<SeatId, T> {
  const out: Record<SeatId, T> = {};
  for (const seat in record) out[seat] = record[seat]!;
  return out;
}

function copyReport(r: TurnReport): TurnReport {
  return {
    turn: r.turn,
    turrets: r.turrets.slice(),
    headings: r.headings.slice(),
    droneMove: r.droneMove,
    movement: r.movement,
    droneTurret: r.droneTurret,
    noFire: r.noFire,
    shots: r.shots.slice(),
    lifeSupport: r.lifeSupport.slice(),
  };
}
