// Everything that can happen, in the past tense; the shapes are stated once in schema.ts. Events
// are public except the order inside OrderGiven / OrderRevealed, which redact() removes for every
// other viewer (LS 10.2).
import type { z } from "zod";
import type * as s from "./schema";
import type { RuleContext } from "../../engine/kit";
import type { LastStarfighterState } from "./state";

export type ShipChosen = z.output<typeof s.shipChosen>;
export type StartingPositionsRolled = z.output<typeof s.startingPositionsRolled>;
export type TurnBegan = z.output<typeof s.turnBegan>;
export type OrderGiven = z.output<typeof s.orderGiven>;
export type OrdersCommitted = z.output<typeof s.ordersCommitted>;
export type OrderRevealed = z.output<typeof s.orderRevealed>;
export type OrdersOpened = z.output<typeof s.ordersOpened>;
export type DroneMoved = z.output<typeof s.droneMoved>;
export type ShipsMoved = z.output<typeof s.shipsMoved>;
export type FlewBy = z.output<typeof s.flewBy>;
export type DisengagingPositionReached = z.output<typeof s.disengagingPositionReached>;
export type FlewOutOfRange = z.output<typeof s.flewOutOfRange>;
export type DroneTurretRolled = z.output<typeof s.droneTurretRolled>;
export type FiringSkipped = z.output<typeof s.firingSkipped>;
export type ShotFired = z.output<typeof s.shotFired>;
export type DamageDone = z.output<typeof s.damageDone>;
export type SpecialDamageTaken = z.output<typeof s.specialDamageTaken>;
export type ShipDestroyed = z.output<typeof s.shipDestroyed>;
export type LifeSupportCountedDown = z.output<typeof s.lifeSupportCountedDown>;
export type PilotDied = z.output<typeof s.pilotDied>;
export type ReengageAnswered = z.output<typeof s.reengageAnswered>;
export type Reengaged = z.output<typeof s.reengaged>;
export type TurnEnded = z.output<typeof s.turnEnded>;
export type DuelEnded = z.output<typeof s.duelEnded>;
export type PilotResigned = z.output<typeof s.pilotResigned>;

export type LastStarfighterEvent = z.output<typeof s.eventSchema>;

/** What every rule handler works on: the kit's context over this game's state and events. */
export type Ctx = RuleContext<LastStarfighterState, LastStarfighterEvent>;
