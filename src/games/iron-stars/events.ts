// Everything that can happen, in the past tense. All events are public except the fleet inside
// FleetBought, which redact() removes for the other side until both fleets are revealed (IS 10.3).
import type { Outcome, SeatId } from "../../engine/contract";
import type { EquipmentKind, PurchaseItem, Weapon } from "./actions";
import type { Point } from "./geometry";
import type { Section } from "./ships";
import type { ArcRoll, Minefield, MovePath, SeatRoll, Step } from "./state";
import type { Arc } from "./tables";

export interface FleetBought {
  type: "FleetBought";
  seat: SeatId;
  /** Bought under hidden purchase: the listing is the buyer's alone until the fleets are revealed. */
  hidden?: boolean;
  /** The buyer's own listing; removed for everyone else until the fleets are revealed. */
  items?: PurchaseItem[];
  points?: number;
  label?: string;
}

export interface FleetsRevealed {
  type: "FleetsRevealed";
  fleets: { seat: SeatId; points: number; ships: { id: string; name: string; classId: string; points: number }[] }[];
}

/** IS 3.1: the hidden purchases did not balance; both are void and both sides buy again. */
export interface FleetsUnbalanced {
  type: "FleetsUnbalanced";
  fleets: { seat: SeatId; points: number }[];
}

export interface PlacementOrderRolled {
  type: "PlacementOrderRolled";
  rolls: SeatRoll[][];
  winner: SeatId;
}

export interface PlacementOrderChosen {
  type: "PlacementOrderChosen";
  seat: SeatId;
  placeFirst: boolean;
  first: SeatId;
}

export interface ShipPlaced {
  type: "ShipPlaced";
  seat: SeatId;
  ship: string;
  position: Point;
  facing: number;
  momentum: number;
}

export interface TurnBegan {
  type: "TurnBegan";
  turn: number;
}

export interface InitiativeRolled {
  type: "InitiativeRolled";
  turn: number;
  rolls: SeatRoll[][];
  winner: SeatId;
  tieBrokenByPreviousLoser: boolean;
}

export interface RoleChosen {
  type: "RoleChosen";
  seat: SeatId;
  role: "active" | "reactive";
  active: SeatId;
}

export interface ShipMoved extends MovePath {
  type: "ShipMoved";
  ship: string;
  momentum: number;
}

export interface ShipLeftTable {
  type: "ShipLeftTable";
  ship: string;
  at: Point;
}

export interface MinefieldLaid extends Minefield {
  type: "MinefieldLaid";
}

export interface MinefieldAttacked {
  type: "MinefieldAttacked";
  ship: string;
  minefield: string;
  dice: number[];
  hullHits: number;
}

export interface ArcRolledOff extends ArcRoll {
  type: "ArcRolledOff";
}

export interface VolleyFired {
  type: "VolleyFired";
  ship: string;
  weapon: Weapon;
  target: string;
  arc: Arc;
  range: number;
  targetNumber: number;
  die: number;
  dice: number[];
  /** Open-ended results: maximum rolls combined into one (IS 6.14). */
  combined: number[];
  hits: number;
  /** Location rolls per hit and the section each names (applied at the end of the phase). */
  locations: { roll: number; section: Section }[];
}

export interface ShipHeldFire {
  type: "ShipHeldFire";
  ship: string;
}

export interface DamageApplied {
  type: "DamageApplied";
  ship: string;
  /** Each damage point: the section rolled and the section it landed in after the progression (IS 6.10). */
  points: { rolled: Section; applied: Section }[];
  hullLeft: number;
}

export interface EquipmentHit {
  type: "EquipmentHit";
  ship: string;
  /** The hull circle (1-based) that was a Q. */
  circle: number;
}

export interface EquipmentLost {
  type: "EquipmentLost";
  ship: string;
  equipment: EquipmentKind;
  /** Rockets and fire arrows: the 2d4 rolled and how many were lost. */
  dice: number[];
  lost: number;
  /** The roll exceeded what was left, so another piece must be chosen instead. */
  insteadAnother: boolean;
}

export interface ShipDestroyed {
  type: "ShipDestroyed";
  ship: string;
  cause: "hull" | "leftTable";
  /** Victory points the other side scores for it. */
  vp: number;
}

export interface CombatPhaseEnded {
  type: "CombatPhaseEnded";
  step: Step;
}

export interface NetsSet {
  type: "NetsSet";
  seat: SeatId;
  deployed: string[];
}

export interface TurnEnded {
  type: "TurnEnded";
  turn: number;
  vp: Record<SeatId, number>;
}

export interface GameEnded {
  type: "GameEnded";
  outcome: Outcome;
}

export interface SideResigned {
  type: "SideResigned";
  seat: SeatId;
}

export type IronStarsEvent =
  | FleetBought
  | FleetsRevealed
  | FleetsUnbalanced
  | PlacementOrderRolled
  | PlacementOrderChosen
  | ShipPlaced
  | TurnBegan
  | InitiativeRolled
  | RoleChosen
  | ShipMoved
  | ShipLeftTable
  | MinefieldLaid
  | MinefieldAttacked
  | ArcRolledOff
  | VolleyFired
  | ShipHeldFire
  | DamageApplied
  | EquipmentHit
  | EquipmentLost
  | ShipDestroyed
  | CombatPhaseEnded
  | NetsSet
  | TurnEnded
  | GameEnded
  | SideResigned;
