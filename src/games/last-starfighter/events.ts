// Everything that can happen, in the past tense. Events are public except the order inside
// OrderGiven / OrderRevealed, which redact() removes for every other viewer (LS 10.2).
import type { Outcome, SeatId } from "../../engine/contract";
import type { Orders } from "./actions";
import type { ShipCard, WeaponId } from "./ships";
import type { DroneMoveReport, OrderPhase, SeatWheel } from "./state";
import type { SpecialResult } from "./tables";

export interface ShipChosen {
  type: "ShipChosen";
  seat: SeatId;
  card: ShipCard;
  /** The seat was given the ship left over rather than choosing (LS 3.1, LS 8.1). */
  assigned: boolean;
}

export interface StartingPositionsRolled {
  type: "StartingPositionsRolled";
  rolls: { seat: SeatId; roll: number }[];
  wheels: SeatWheel[];
}

export interface TurnBegan {
  type: "TurnBegan";
  turn: number;
}

/** A secret order was given. Other viewers see only that it exists. */
export interface OrderGiven {
  type: "OrderGiven";
  seat: SeatId;
  phase: OrderPhase;
  order?: Orders;
}

export interface OrdersCommitted {
  type: "OrdersCommitted";
  seat: SeatId;
  phase: OrderPhase;
  hash: string;
}

/** A sealed order was revealed to the server; others learn it when the phase opens. */
export interface OrderRevealed {
  type: "OrderRevealed";
  seat: SeatId;
  phase: OrderPhase;
  order?: Orders;
  nonce?: string;
}

/** Every seat has ordered: the orders are shown to all, with the nonces of sealed ones. */
export interface OrdersOpened {
  type: "OrdersOpened";
  phase: OrderPhase;
  orders: { seat: SeatId; order: Orders; hash: string | null; nonce: string | null }[];
}

export interface DroneMoved extends DroneMoveReport {
  type: "DroneMoved";
}

export interface ShipsMoved {
  type: "ShipsMoved";
  afterHeadings: SeatWheel[];
  afterMove: SeatWheel[];
}

export interface FlewBy {
  type: "FlewBy";
  wheels: SeatWheel[];
}

export interface DisengagingPositionReached {
  type: "DisengagingPositionReached";
  streak: number;
}

export interface FlewOutOfRange {
  type: "FlewOutOfRange";
}

export interface DroneTurretRolled {
  type: "DroneTurretRolled";
  roll: number;
  bears: boolean;
  sector: number | null;
}

export interface FiringSkipped {
  type: "FiringSkipped";
  reason: "flyBy" | "outOfRange" | "noWeaponsBear";
}

export interface ShotFired {
  type: "ShotFired";
  seat: SeatId;
  target: SeatId;
  weapon: WeaponId;
  toHit: number;
  dice: number[];
  total: number;
  hit: boolean;
}

export interface DamageDone {
  type: "DamageDone";
  target: SeatId;
  dice: number[];
  total: number;
  protectionLost: number;
  protectionLeft: number;
  special: boolean;
}

export interface SpecialDamageTaken {
  type: "SpecialDamageTaken";
  target: SeatId;
  die: number;
  modifier: number;
  total: number;
  result: SpecialResult;
  weapon: WeaponId | null;
  weaponRolls: number[];
  effect: string;
}

export interface ShipDestroyed {
  type: "ShipDestroyed";
  seat: SeatId;
  cause: "brokeApart" | "blewUp";
}

export interface LifeSupportCountedDown {
  type: "LifeSupportCountedDown";
  seat: SeatId;
  turnsLeft: number;
}

export interface PilotDied {
  type: "PilotDied";
  seat: SeatId;
}

export interface ReengageAnswered {
  type: "ReengageAnswered";
  seat: SeatId;
  reengage: boolean;
}

export interface Reengaged {
  type: "Reengaged";
  wheels: SeatWheel[];
}

export interface TurnEnded {
  type: "TurnEnded";
  turn: number;
}

export interface DuelEnded {
  type: "DuelEnded";
  outcome: Outcome;
}

export interface PilotResigned {
  type: "PilotResigned";
  seat: SeatId;
}

export type LastStarfighterEvent =
  | ShipChosen
  | StartingPositionsRolled
  | TurnBegan
  | OrderGiven
  | OrdersCommitted
  | OrderRevealed
  | OrdersOpened
  | DroneMoved
  | ShipsMoved
  | FlewBy
  | DisengagingPositionReached
  | FlewOutOfRange
  | DroneTurretRolled
  | FiringSkipped
  | ShotFired
  | DamageDone
  | SpecialDamageTaken
  | ShipDestroyed
  | LifeSupportCountedDown
  | PilotDied
  | ReengageAnswered
  | Reengaged
  | TurnEnded
  | DuelEnded
  | PilotResigned;
