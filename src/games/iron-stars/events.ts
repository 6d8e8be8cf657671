// Everything that can happen, in the past tense. All events are public except the fleet inside
// FleetBought, which redact() removes for the other side until both fleets are revealed (IS 10.3).
// The types are inferred from the zod schemas in schema.ts, the one statement of their shape.
import type { RuleContext } from "../../engine/kit";
import type { IronStarsState } from "./state";
import type { IronStarsEvent } from "./schema";
export type {
  ArcRolledOff,
  CombatPhaseEnded,
  DamageApplied,
  EquipmentHit,
  EquipmentLost,
  FleetBought,
  FleetsRevealed,
  FleetsUnbalanced,
  GameEnded,
  InitiativeRolled,
  IronStarsEvent,
  MinefieldAttacked,
  MinefieldLaid,
  NetsSet,
  PlacementOrderChosen,
  PlacementOrderRolled,
  RoleChosen,
  ShipDestroyed,
  ShipHeldFire,
  ShipLeftTable,
  ShipMoved,
  ShipPlaced,
  SideResigned,
  TurnBegan,
  TurnEnded,
  VolleyFired,
} from "./schema";

/** What every rule handler works on: the kit's context over this game's state and events. */
export type Ctx = RuleContext<IronStarsState, IronStarsEvent>;
