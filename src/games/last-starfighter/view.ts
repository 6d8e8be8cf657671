// What a viewer may see (LS 10.2). Everything on the ships' cards and wheels is public; the
// only secrets are orders of the current phase, which each seat sees for itself alone (with the
// label the conformance suite looks for). Others learn only that an order exists.
import type { GameEvent, Outcome, SeatId, Viewer } from "../../engine/contract";
import type { Orders } from "./actions";
import type { LastStarfighterOptions } from "./options";
import { owingSeats } from "./owing";
import { orderLabel } from "./secrets";
import { seatSpecs } from "./seats";
import { WEAPONS, type Mount, type ShipCard, type WeaponId } from "./ships";
import type { Heading, LastStarfighterState, OrderPhase, Phase, Ship, TurnReport } from "./state";
import { bearingWeapons, isDestroyed, toHitNumber, wheelFor } from "./status";
import { shipSpecialModifier } from "./tables";
import type { WheelSetting } from "./wheel";

export interface SeatRoll {
  seat: SeatId;
  roll: number;
}

export interface WeaponView {
  id: WeaponId;
  mount: Mount;
  damaged: boolean;
  /** Working and pointing at the sector that holds the opponent now (LS 6.2). */
  bearing: boolean;
}

export interface ShipView {
  card: ShipCard;
  protection: number;
  stabilizer: number;
  targeting: number;
  /** This turn's To-Hit Number once the headings are revealed (LS 6.3). */
  toHit: number | null;
  /** Added to special damage rolls against this ship now (LS 7.2). */
  specialModifier: number;
  /** Turns of life left; null while life support is OK (LS 7.7). */
  lifeSupport: number | null;
  turret: number | null;
  /** This turn's heading change, once revealed. */
  heading: Heading | null;
  weapons: WeaponView[];
  destroyed: boolean;
  blownUp: boolean;
  pilotDead: boolean;
}

export interface PilotView {
  seat: SeatId;
  name: string;
  automaton: boolean;
  ship: ShipView | null;
  /** This seat's own Navigation Wheel: where it sees the opponent (view-port) and how (view). */
  wheel: WheelSetting | null;
}

export interface OrderStatusView {
  seat: SeatId;
  /** The seat gives an order in this phase. */
  owes: boolean;
  /** Sealed orders: the seat has posted its commitment. */
  committed: boolean;
  hash: string | null;
  /** The seat's order (or sealed reveal) is in; its content stays hidden until the phase opens. */
  ordered: boolean;
}

export interface MyOrderView {
  phase: OrderPhase;
  /** A unique label of this order, shown to its owner only. */
  label: string;
  order: Orders;
  nonce: string | null;
}

export interface LastStarfighterView {
  viewer: SeatId | null;
  /** Whose wheel `wheel` shows: the viewer's own, or the first pilot's for spectators. */
  perspective: SeatId;
  phase: Phase;
  turn: number;
  options: LastStarfighterOptions;
  awaiting: SeatId[];
  initiative: { rolls: SeatRoll[][]; winner: SeatId } | null;
  chooser: SeatId | null;
  startRolls: SeatRoll[] | null;
  wheel: WheelSetting | null;
  pilots: PilotView[];
  /** The last movement ended nose to nose: another in a row is a fly-by (LS 5.3). */
  noseToNose: boolean;
  /** Disengaging positions in a row; three end the duel unless both re-engage (LS 5.4). */
  disengagingStreak: number;
  orders: OrderStatusView[];
  myOrder: MyOrderView | null;
  reengage: { seat: SeatId; answer: boolean | null }[] | null;
  thisTurn: TurnReport;
  lastTurn: TurnReport | null;
  outcome: Outcome | null;
}

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
    weapons: WEAPONS.map((w) => ({ id: w.id, mount: w.mount, damaged: ship.damagedWeapons.includes(w.id), bearing: bearing.includes(w.id) })),
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
        ? { phase: s.phase as OrderPhase, label: orderLabel(own, s.turn, mine.order), order: structuredClone(mine.order), nonce: mine.nonce }
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
