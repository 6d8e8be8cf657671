// Everything that can happen, in the past tense. Events are public except where they carry the
// hidden things of BS 20.2: the Naronian's purchases before his force arrives, and the identity
// of Terran reinforcements before they reach Barnard's Star; redact() strips those (view.ts).
import type { Outcome } from "../../engine/contract";
import type { Purchase, Side, UnitKind } from "./counters";
import type { AssaultResult, SpaceResult, SupportResult, Terrain } from "./tables";

export interface UnitSummary {
  id: string;
  kind: UnitKind;
  jump: boolean;
  cargo: { id: string; kind: UnitKind }[];
}

/** Naronian only (redacted to nothing for everyone else). */
export interface ForceChanged {
  type: "ForceItemBought" | "ForceItemReturned";
  item: Purchase;
  units: string[];
  pointsLeft: number;
}
export interface ForceConfirmed {
  type: "ForceConfirmed";
}
export interface UnitPlaced {
  type: "UnitPlaced";
  unit: string;
  kind: UnitKind;
  hex: number;
}
export interface GameTurnBegan {
  type: "GameTurnBegan";
  turn: number;
  eclipse: boolean;
}
export interface PhaseBegan {
  type: "PhaseBegan";
  side: Side;
  phase: string;
}
export interface NaronianFleetArrived {
  type: "NaronianFleetArrived";
  ships: UnitSummary[];
}
/** `label`, `kind`, `jump` and `cargo` are the Terran's alone until the ship arrives. */
export interface ReinforcementDrawn {
  type: "ReinforcementDrawn";
  ship: string;
  label?: string;
  kind?: UnitKind;
  jump?: boolean;
  cargo?: string[];
}
/** `kind` is the Terran's alone while the ship is hidden (a reinforcement not yet arrived). */
export interface ShipSent {
  type: "ShipSent";
  ship: string;
  hidden: boolean;
  kind?: UnitKind;
  beacons: number;
  eclipse: boolean;
  roll: number | null;
  delay: number;
  arrives: number;
}
export interface ShipArrived {
  type: "ShipArrived";
  ship: UnitSummary;
  label: string | null;
}
export interface ShipReturnedToSol {
  type: "ShipReturnedToSol";
  ship: string;
}
export interface SpaceCombatBegan {
  type: "SpaceCombatBegan";
  naronian: string[];
  terran: string[];
}
export interface ShipScreened {
  type: "ShipScreened";
  ship: string;
}
export interface LineFormed {
  type: "LineFormed";
  side: Side;
  line: string[];
  screen: string[];
}
export interface ShipWithdrew {
  type: "ShipWithdrew";
  ship: string;
  to: "sol" | "kruger";
  cargo: string[];
}
export interface FireAllocated {
  type: "FireAllocated";
  ship: string;
  target: string;
}
export interface ShipFired {
  type: "ShipFired";
  ship: string;
  target: string;
  differential: number;
  column: number | null;
  roll: number;
  result: SpaceResult;
  /** neutralized, destroyed (E or a second N), or nothing. */
  effect: "none" | "neutralized" | "destroyed";
}
export interface ExchangeEnded {
  type: "ExchangeEnded";
  side: Side;
  exchange: number;
}
export interface SpaceCombatEnded {
  type: "SpaceCombatEnded";
  reason: "oneSideGone" | "nobodyCanFire" | "exchangeLimit";
}
export interface UnitMoved {
  type: "UnitMoved";
  unit: string;
  from: number;
  to: number;
  path: number[];
  cost: number;
  stopped: boolean;
}
export interface UnitTeleported {
  type: "UnitTeleported";
  unit: string;
  from: string;
  to: string;
  fromHex: number;
  toHex: number;
}
export interface NeutralizationRemoved {
  type: "NeutralizationRemoved";
  side: Side;
  units: string[];
}
export interface ShipLanded {
  type: "ShipLanded";
  ship: string;
  hex: number;
  cargo: string[];
}
export interface JumpTroopDropped {
  type: "JumpTroopDropped";
  unit: string;
  ship: string;
  hex: number;
}
export interface CloseApproachFlown {
  type: "CloseApproachFlown";
  ship: string;
  hex: number;
}
export interface ShipStayedInOrbit {
  type: "ShipStayedInOrbit";
  ship: string;
}
export interface UnitLoaded {
  type: "UnitLoaded";
  ship: string;
  unit: string;
}
export interface ShipLiftedOff {
  type: "ShipLiftedOff";
  ship: string;
  cargo: string[];
}
export interface DefenseFired {
  type: "DefenseFired";
  unit: string;
  hex: number;
  target: string;
  strength: number;
  defense: number;
  differential: number;
  column: number | null;
  roll: number;
  result: SpaceResult;
  effect: "none" | "neutralized" | "destroyed" | "aborted";
}
export interface CargoDisembarked {
  type: "CargoDisembarked";
  ship: string;
  hex: number;
  units: string[];
  neutralized: boolean;
}
export interface ShipsReturnedToOrbit {
  type: "ShipsReturnedToOrbit";
  ships: string[];
}
export interface BattleBegan {
  type: "BattleBegan";
  kind: "assault" | "overrun" | "counterattack" | "bombardment";
  hex: number;
  attacker: Side;
  attackers: string[];
  defenders: string[];
}
export interface SupportAdded {
  type: "SupportAdded";
  side: Side;
  unit: string;
  strength: number;
}
export interface SupportDeclined {
  type: "SupportDeclined";
  side: Side;
}
export interface SupportFireResolved {
  type: "SupportFireResolved";
  hex: number;
  terrain: Terrain;
  attackerSupport: number;
  defenderSupport: number;
  multiplier: number;
  differential: number;
  column: number;
  roll: number;
  result: SupportResult;
  /** Whose units an N or E struck. */
  target: Side | null;
  modifier: number;
}
export interface BombardmentResolved {
  type: "BombardmentResolved";
  hex: number;
  terrain: Terrain;
  support: number;
  multiplier: number;
  column: number;
  rolls: { unit: string; roll: number; result: SupportResult }[];
}
export interface AssaultResolved {
  type: "AssaultResolved";
  hex: number;
  terrain: Terrain;
  attack: number;
  defense: number;
  shift: number;
  column: string | null;
  roll: number | null;
  modifier: number;
  row: number | null;
  result: AssaultResult;
  /** Why no die was rolled: odds below 1:2, or neutralized units in the attacking position. */
  automatic: "oddsBelow1to2" | "attackersNeutralized" | null;
}
export interface AssaultCalledOff {
  type: "AssaultCalledOff";
  hex: number;
}
export interface UnitNeutralized {
  type: "UnitNeutralized";
  unit: string;
  cause: string;
}
export interface UnitEliminated {
  type: "UnitEliminated";
  unit: string;
  kind: UnitKind;
  side: Side;
  cause: string;
}
export interface UnitsRetreated {
  type: "UnitsRetreated";
  side: Side;
  units: string[];
  from: number;
  to: number;
}
/** After a W the defenders advance into the hex the attackers fell back to (BS 12.4). */
export interface CounterattackAdvanced {
  type: "CounterattackAdvanced";
  side: Side;
  units: string[];
  from: number;
  to: number;
}
export interface GroundHeld {
  type: "GroundHeld";
  side: Side;
  hex: number;
}
export interface CounterattackDecided {
  type: "CounterattackDecided";
  side: Side;
  accept: boolean;
  hex: number;
}
export interface SupportUnitMoved {
  type: "SupportUnitMoved";
  unit: string;
  from: number;
  to: number;
}
export interface BattleEnded {
  type: "BattleEnded";
  hex: number;
}
export interface GameEnded {
  type: "GameEnded";
  outcome: Outcome;
}
export interface SeatResigned {
  type: "SeatResigned";
  side: Side;
}

export type BarnardsStarEvent =
  | ForceChanged
  | ForceConfirmed
  | UnitPlaced
  | GameTurnBegan
  | PhaseBegan
  | NaronianFleetArrived
  | ReinforcementDrawn
  | ShipSent
  | ShipArrived
  | ShipReturnedToSol
  | SpaceCombatBegan
  | ShipScreened
  | LineFormed
  | ShipWithdrew
  | FireAllocated
  | ShipFired
  | ExchangeEnded
  | SpaceCombatEnded
  | UnitMoved
  | UnitTeleported
  | NeutralizationRemoved
  | ShipLanded
  | JumpTroopDropped
  | CloseApproachFlown
  | ShipStayedInOrbit
  | UnitLoaded
  | ShipLiftedOff
  | DefenseFired
  | CargoDisembarked
  | ShipsReturnedToOrbit
  | BattleBegan
  | SupportAdded
  | SupportDeclined
  | SupportFireResolved
  | BombardmentResolved
  | AssaultResolved
  | AssaultCalledOff
  | UnitNeutralized
  | UnitEliminated
  | UnitsRetreated
  | CounterattackAdvanced
  | GroundHeld
  | CounterattackDecided
  | SupportUnitMoved
  | BattleEnded
  | GameEnded
  | SeatResigned;
