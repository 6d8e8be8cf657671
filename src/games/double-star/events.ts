// Everything that can happen, in the past tense. Events are public except two kinds of secret:
// the world a raider designates (DS 10.3) and a side's formation declarations before both sides
// are ready (DS 11.2); redact() strips those for everyone but their owner.
import type { Outcome } from "../../engine/contract";
import type { Side, SiteId } from "./map";
import type { CargoKind, GameProduct, Installation, ShipKind } from "./ships";
import type { Group, ShotResult } from "./state";
import type { Formation, PdColumn, PdResult, StrikeResult } from "./tables";

export type DoubleStarEvent =
  | { type: "WorldPlaced"; side: Side; world: string; hex: number }
  | { type: "PopulationPlaced"; side: Side; body: string; site: SiteId; amount: number; left: number }
  | { type: "IndustryPlaced"; side: Side; body: string; site: SiteId }
  | { type: "CounterBought"; side: Side; item: ShipKind | Installation; ship: string | null; body: string; site: SiteId | null; cost: number; budgetLeft: number }
  | { type: "SetupFinished"; side: Side; contingency: number }
  | { type: "TargetDesignated"; side: Side; world?: string; label?: string }
  | { type: "TargetsRevealed"; targets: { side: Side; world: string; label: string }[] }
  | { type: "ProductionOrdered"; side: Side; order: string; item: GameProduct; body: string; site: SiteId; arrives: number; emergency: boolean; cost: number }
  | { type: "ProductionArrived"; side: Side; order: string; item: GameProduct; body: string; site: SiteId; ship: string | null }
  | { type: "ProductionLost"; side: Side; order: string; item: GameProduct; reason: string }
  | { type: "ShipConverted"; side: Side; ship: string; from: ShipKind; cost: number }
  | { type: "TurnBegan"; turn: number; shaded: boolean }
  | { type: "PlayerTurnBegan"; side: Side; turn: number }
  | { type: "UnitSelected"; side: Side; unit: string }
  | { type: "UnitMoved"; side: Side; unit: string; ships: string[]; from: number; to: number; facing: number; path: number[]; cost: number; tookOff: boolean }
  | { type: "UnitLanded"; side: Side; unit: string; body: string; site: SiteId; path: number[]; cost: number; basePlaced: boolean }
  | { type: "UnitHeld"; side: Side; unit: string }
  | { type: "TaskForceJoined"; side: Side; ship: string; taskForce: string }
  | { type: "TaskForceLeft"; side: Side; ship: string; taskForce: string }
  | { type: "TaskForceDissolved"; side: Side; taskForce: string; formationsReturned: Formation[] }
  | { type: "CargoLoaded"; side: Side; ship: string; cargo: CargoKind; body: string; site: SiteId }
  | { type: "CargoUnloaded"; side: Side; ship: string; cargo: CargoKind; body: string; site: SiteId }
  | { type: "CounterRelocated"; side: Side; body: string; from: SiteId; to: SiteId; item: Installation }
  | { type: "MovementEnded"; side: Side }
  | { type: "OrbitCrossed"; turn: number; ship: string; endsAfterTurn: number }
  | { type: "CombatBegan"; combat: number; hex: number }
  | { type: "FormationDraftChanged"; side: Side; combat: number; detail?: string; label?: string }
  | { type: "FormationsRevealed"; combat: number; groups: Group[]; scattered: string[] }
  | { type: "FormationCounterLost"; side: Side; taskForce: string; formation: Formation; reason: "broken" | "belowMinimum" | "training"; group: string | null }
  | { type: "FormationAssumed"; side: Side; group: string; formation: Formation }
  | { type: "GroupScattered"; side: Side; group: string; ships: string[] }
  | { type: "RoundBegan"; combat: number; round: number }
  | { type: "ScreenShifted"; side: Side; ship: string; screened: boolean }
  | { type: "FireDesignated"; side: Side; unit: string; target: string | null }
  | ({ type: "ShotResolved" } & ShotResult)
  | { type: "ShipDisrupted"; ship: string; by: string }
  | { type: "ShipEliminated"; ship: string; side: Side; kind: ShipKind; by: string }
  | { type: "BrokeOff"; side: Side; combat: number }
  | { type: "Withdrew"; side: Side; ships: string[]; from: number; to: number | null }
  | { type: "ShipCombatEnded"; combat: number; reason: "destroyed" | "noEffectiveAttacks" | "bothHeld" | "brokeOff" | "roundLimit" | "noCombat" }
  | { type: "StrikeDeclared"; ship: string; body: string; site: SiteId }
  | { type: "PdFired"; side: Side; body: string; site: SiteId; target: string; column: PdColumn; die: number; result: PdResult }
  | { type: "SurfaceStruck"; ship: string; body: string; site: SiteId; die: number; modified: number; result: StrikeResult; effect: string }
  | { type: "CounterDestroyed"; side: Side; body: string; site: SiteId; item: Installation | "industry" | "population" | "ship"; count: number; ship: string | null; by: string }
  | { type: "RobotSelfDestructed"; ship: string }
  | { type: "ImpactResolved"; planetoid: string; body: string; site: SiteId; aimDie: number; scatterDie: number | null; hit: SiteId | null; survivalRolls: { site: SiteId; item: string; die: number; survived: boolean }[] }
  | { type: "PlanetoidDestroyed"; planetoid: string; reason: string }
  | { type: "CombatEnded"; combat: number; hex: number }
  | { type: "InterimBegan"; turn: number; shaded: boolean }
  | { type: "OrbitBroken"; side: Side; planetoid: string; facing: number }
  | { type: "PlanetoidThrust"; side: Side; planetoid: string; change: string; speed: number; facing: number }
  | { type: "OrbitAssumed"; side: Side; planetoid: string; path: string | null; tiedTo: string | null }
  | { type: "BodiesOrbited"; moves: { body: string; from: number; to: number }[] }
  | { type: "PlanetoidMoved"; planetoid: string; from: number; to: number | null; path: number[] }
  | { type: "GravitationalTieBroken"; moon: string; from: string; path: string }
  | { type: "ImpactDeclared"; side: Side; planetoid: string; body: string; site: SiteId }
  | { type: "PowerPlantExpended"; side: Side; body: string; site: SiteId; left: number }
  | { type: "TrainingRolled"; side: Side; taskForce: string; withinHome: boolean; gainDie: number | null; gained: Formation | null; lossDie: number | null; lost: boolean }
  | { type: "DisruptionCleared"; ships: string[] }
  | { type: "StalemateOffered"; side: Side }
  | { type: "StalemateAnswered"; side: Side; accepted: boolean }
  | { type: "SideResigned"; side: Side }
  | { type: "GameEnded"; outcome: Outcome };

export type EventType = DoubleStarEvent["type"];
