// Everything that can happen, in the past tense. Events are public except where they carry the
// hidden things of BS 20.2: the Naronian's purchases before his force arrives, and the identity
// of Terran reinforcements before they reach Barnard's Star; redact() strips those (view.ts).
import type { z } from "zod";
import type { eventSchema, unitSummary } from "./schema";
import type { RuleContext } from "../../engine/kit";
import type { BarnardsStarState } from "./state";

/** Every event, as the schema states it (schema.ts). */
export type BarnardsStarEvent = z.infer<typeof eventSchema>;
export type EventType = BarnardsStarEvent["type"];
type EventOf<T extends EventType> = Extract<BarnardsStarEvent, { type: T }>;

// Each event by name, for the rules that build them and the layers that show them.

export type UnitSummary = z.infer<typeof unitSummary>;
/** Naronian only (redacted to nothing for everyone else). */
export type ForceChanged = EventOf<"ForceItemBought" | "ForceItemReturned">;
export type ForceConfirmed = EventOf<"ForceConfirmed">;
export type UnitPlaced = EventOf<"UnitPlaced">;
export type GameTurnBegan = EventOf<"GameTurnBegan">;
export type PhaseBegan = EventOf<"PhaseBegan">;
export type NaronianFleetArrived = EventOf<"NaronianFleetArrived">;
export type ReinforcementDrawn = EventOf<"ReinforcementDrawn">;
export type ShipSent = EventOf<"ShipSent">;
export type ShipArrived = EventOf<"ShipArrived">;
export type ShipReturnedToSol = EventOf<"ShipReturnedToSol">;
export type SpaceCombatBegan = EventOf<"SpaceCombatBegan">;
export type ShipScreened = EventOf<"ShipScreened">;
export type LineFormed = EventOf<"LineFormed">;
export type ShipWithdrew = EventOf<"ShipWithdrew">;
export type FireAllocated = EventOf<"FireAllocated">;
export type ShipFired = EventOf<"ShipFired">;
export type ExchangeEnded = EventOf<"ExchangeEnded">;
export type SpaceCombatEnded = EventOf<"SpaceCombatEnded">;
export type UnitMoved = EventOf<"UnitMoved">;
export type UnitTeleported = EventOf<"UnitTeleported">;
export type NeutralizationRemoved = EventOf<"NeutralizationRemoved">;
export type ShipLanded = EventOf<"ShipLanded">;
export type JumpTroopDropped = EventOf<"JumpTroopDropped">;
export type CloseApproachFlown = EventOf<"CloseApproachFlown">;
export type ShipStayedInOrbit = EventOf<"ShipStayedInOrbit">;
export type UnitLoaded = EventOf<"UnitLoaded">;
export type ShipLiftedOff = EventOf<"ShipLiftedOff">;
export type DefenseFired = EventOf<"DefenseFired">;
export type CargoDisembarked = EventOf<"CargoDisembarked">;
export type ShipsReturnedToOrbit = EventOf<"ShipsReturnedToOrbit">;
export type BattleBegan = EventOf<"BattleBegan">;
export type SupportAdded = EventOf<"SupportAdded">;
export type SupportDeclined = EventOf<"SupportDeclined">;
export type SupportFireResolved = EventOf<"SupportFireResolved">;
export type BombardmentResolved = EventOf<"BombardmentResolved">;
export type AssaultResolved = EventOf<"AssaultResolved">;
export type AssaultCalledOff = EventOf<"AssaultCalledOff">;
export type UnitNeutralized = EventOf<"UnitNeutralized">;
export type UnitEliminated = EventOf<"UnitEliminated">;
export type UnitsRetreated = EventOf<"UnitsRetreated">;
export type CounterattackAdvanced = EventOf<"CounterattackAdvanced">;
export type GroundHeld = EventOf<"GroundHeld">;
export type CounterattackDecided = EventOf<"CounterattackDecided">;
export type SupportUnitMoved = EventOf<"SupportUnitMoved">;
export type BattleEnded = EventOf<"BattleEnded">;
export type GameEnded = EventOf<"GameEnded">;
export type SeatResigned = EventOf<"SeatResigned">;

/** What every rule handler works on: the kit's context over this game's state and events. */
export type Ctx = RuleContext<BarnardsStarState, BarnardsStarEvent>;
