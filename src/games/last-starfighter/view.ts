// What a viewer may see (LS 10.2). Everything on the ships' cards and wheels is public; the
// only secrets are orders of the current phase, which each seat sees for itself alone (with the
// label the conformance suite looks for). Others learn only that an order exists.
import type { z } from "zod";
import type { GameEvent, SeatId, Viewer } from "../../engine/contract";
import { owingSeats } from "./owing";
import type { viewSchema } from "./schema";
import { orderLabel } from "./secrets";
import { seatSpecs } from "./seats";
import { WEAPONS } from "./weapons";
import type { LastStarfighterState, OrderPhase, Ship } from "./state";
import { bearingWeapons, isDestroyed, toHitNumber, wheelFor } from "./queries";
import { shipSpecialModifier } from "./tables";

/** The view's types come from its schema (schema.ts). */
export type LastStarfighterView = z.output<typeof viewSchema>;
export type PilotView = LastStarfighterView["pilots"][number];
export type ShipView = NonNullable<PilotView["ship"]>;
export type WeaponView = ShipView["weapons"][number];
export type OrderStatusView = LastStarfighterView["orders"][number];
export type MyOrderView = NonNullable<LastStarfighterView["myOrder"]>;
export type SeatRoll = NonNullable<LastStarfighterView["startRolls"]>[number];

function shipView(s: LastStarfighterState, seat: SeatId, ship: Ship, started: boolean): ShipView {
  const bearing = started ? bearingWeapons(ship, wheelFor(s, seat).viewPort) : [];
  return {
    card: structuredClone(ship.card),
    protection: ship.protection,
    stabilizer: ship.stabilizer,
    targeting: ship.targeting,
    toHit: ship.heading ? toHitNumber(ship) : null,
    specialModifier: shipSpecialModifier(ship.protection, ship.card.protection, s.options.specialModifierByDamageTaken),
    lifeSupport: ship.lifeSupport,
    turret: ship.turret,
    heading: ship.heading ? { ...ship.heading } : null,
    weapons: WEAPONS.map((w) => ({
      id: w.id,
      mount: w.mount,
      damaged: ship.damagedWeapons.includes(w.id),
      bearing: bearing.includes(w.id),
    })),
    destroyed: isDestroyed(ship),
    blownUp: ship.blownUp,
    pilotDead: ship.pilotDead,
  };
}

export function view(s: LastStarfighterState, viewer: Viewer): LastStarfighterView {
  const own = viewer !== null && s.seats.includes(viewer) ? viewer : null;
  const perspective = own ?? s.seats[0]!;
  const started = s.startRolls !== null;
  const specs = seatSpecs(s.options);
  const mine = own ? s.orders[own]! : null;
  return {
    viewer: own,
    perspective,
    phase: s.phase,
    turn: s.turn,
    options: structuredClone(s.options),
    awaiting: owingSeats(s),
    initiative: s.initiative
      ? { rolls: s.initiative.rolls.map((pair) => s.seats.map((seat) => ({ seat, roll: pair[seat]! }))), winner: s.initiative.winner }
      : null,
    chooser: s.chooser,
    startRolls: s.startRolls ? s.seats.map((seat) => ({ seat, roll: s.startRolls![seat]! })) : null,
    wheel: started ? wheelFor(s, perspective) : null,
    pilots: specs.map((spec) => {
      const ship = s.ships[spec.id] ?? null;
      return {
        seat: spec.id,
        name: spec.name,
        automaton: spec.automaton === true,
        ship: ship ? shipView(s, spec.id, ship, started) : null,
        wheel: started ? wheelFor(s, spec.id) : null,
      };
    }),
    noseToNose: s.noseToNose,
    disengagingStreak: s.disengagingStreak,
    orders: s.seats.map((seat) => {
      const slot = s.orders[seat]!;
      return { seat, owes: slot.owes, committed: slot.hash !== null, hash: slot.hash, ordered: slot.order !== null };
    }),
    myOrder:
      own && mine?.order
        ? {
            phase: s.phase as OrderPhase,
            label: orderLabel(own, s.turn, mine.order),
            order: structuredClone(mine.order),
            nonce: mine.nonce,
          }
        : null,
    reengage: s.phase === "reengage" ? s.seats.map((seat) => ({ seat, answer: s.reengage[seat] ?? null })) : null,
    thisTurn: structuredClone(s.report),
    lastTurn: s.lastReport ? structuredClone(s.lastReport) : null,
    outcome: s.result ? structuredClone(s.result) : null,
  };
}

/** The order inside OrderGiven and OrderRevealed belongs to its seat alone until the phase opens. */
export function redact(event: GameEvent, viewer: Viewer): GameEvent | null {
  if ((event.type === "OrderGiven" || event.type === "OrderRevealed") && event.seat !== viewer) {
    const { order: _order, nonce: _nonce, ...rest } = event;
    return rest;
  }
  return event;
}
