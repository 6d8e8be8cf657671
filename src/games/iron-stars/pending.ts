// The decisions owed now. Finite choices are listed (placement order, role, equipment lost);
// continuous ones come with bounds instead (IS 10.1): the fleet budget, where a ship may be
// placed, each unmoved ship's distances and turns, and each ship's weapons with their targets.
import type { PendingDecision, SeatId } from "../../engine/contract";
import { listedOnce } from "../../engine/listed";
import type { Same } from "../../engine/schemas";
import type { IronStarsAction } from "./actions";
import { inches } from "./geometry";
import { owed, type Prompt } from "./owing";
import { lossChoices } from "./rules/equipment";
import { fireBounds, type FireBounds, type TargetBounds, type WeaponBounds } from "./rules/fire";
import { moveBounds, type MoveBounds } from "./rules/move-plan";
import { placementBounds, type PlacementBounds } from "./rules/placement";
import { fleetLimits } from "./rules/purchase";
import { netShips } from "./rules/turn";
import { CLASS_IDS, RECORD_LIMITS, SHIP_CLASSES } from "./ships";
import type { BoundsShapes } from "./schema";
import type { IronStarsState } from "./state";
import { shipById } from "./queries";
import { unfiredIn, unmovedIn } from "./per-state";
import { MAX_FLEET_SHIPS } from "./tables";

export interface PurchaseBounds {
  points: { min: number; max: number };
  maxShips: number;
  classes: { class: string; name: string; type: string; points: number }[];
  designs: boolean;
  designLimits: { [K in keyof typeof RECORD_LIMITS]: { min: number; max: number } } | null;
}

export interface MovementBoundsList {
  ships: MoveBounds[];
}

export interface FiringBoundsList {
  ships: FireBounds[];
}

export interface NetsBounds {
  ships: { ship: string; deployed: boolean }[];
}

export type IronStarsBounds = PurchaseBounds | PlacementBounds | MovementBoundsList | FiringBoundsList | NetsBounds;

// The bounds handed out must say what the published schema (schema.ts) says, both ways.
const boundsAgree: [
  Same<BoundsShapes["purchase"], PurchaseBounds>,
  Same<BoundsShapes["placement"], PlacementBounds>,
  Same<BoundsShapes["shipMove"], MoveBounds>,
  Same<BoundsShapes["move"], MovementBoundsList>,
  Same<BoundsShapes["target"], TargetBounds>,
  Same<BoundsShapes["weapon"], WeaponBounds>,
  Same<BoundsShapes["shipFire"], FireBounds>,
  Same<BoundsShapes["fire"], FiringBoundsList>,
  Same<BoundsShapes["nets"], NetsBounds>,
  Same<BoundsShapes["any"], IronStarsBounds>,
] = [true, true, true, true, true, true, true, true, true, true];
void boundsAgree;
// Every prompt with bounds is one the engine knows.
const promptsKnown: "buyFleet" | "placeShip" | "move" | "fire" | "setNets" extends Prompt ? true : false = true;
void promptsKnown;

function text(s: IronStarsState, seat: SeatId, prompt: Prompt): string {
  switch (prompt) {
    case "buyFleet": {
      const { min, max } = fleetLimits(s.options.points, s.options.strictFleetBudget);
      return `Buy your fleet: ships costing ${min} to ${max} points in all, within 10% of the other fleet's cost${s.options.hiddenPurchase ? "; the other side will not see it until both have bought" : ""}.`;
    }
    case "choosePlacementOrder":
      return "You won the d6 roll for equal fleets: choose whether to place your first ship first or second.";
    case "placeShip": {
      const b = placementBounds(s, seat);
      const names = b.ships.map((x) => shipById(s, x.ship)!.name).join(", ");
      if (b.edge)
        return `Place one of ${names} within ${inches(b.edge.within)} of your (${b.edge.edge}) edge, with any facing and a starting momentum.`;
      if (b.ring)
        return `Place one of ${names} between ${inches(b.ring.minDistance)} and ${inches(b.ring.maxDistance)} from ${shipById(s, b.ring.ship)!.name}.`;
      return `Place one of ${names} within ${inches(b.nearFriendly!.within)} of a friendly ship and at least ${inches(b.awayFromEnemy!.atLeast)} from every enemy ship${b.formation && b.formation.kind !== "lineHead" ? ` (${b.formation.note})` : ""}.`;
    }
    case "chooseRole":
      return "You won the initiative: be the active side (move first, fire first) or the reactive side (move second, fire second) this turn.";
    case "move": {
      const n = unmovedIn(s, seat).length;
      return `${s.step === "activeMovement" ? "Active" : "Reactive"} movement: move your ships one at a time (${n} still to move), each within its distance bounds, with at most one turn.`;
    }
    case "fire": {
      const n = unfiredIn(s, seat).length;
      return `${s.step === "activeCombat" ? "Active" : "Reactive"} combat: fire your ships one at a time (${n} with targets still to fire); damage is applied at the end of the phase.`;
    }
    case "loseEquipment": {
      const l = lossChoices(s)!;
      return `A Q circle on ${l.ship.name} was filled: choose the piece of special equipment it loses (${l.choices.join(", ")}).`;
    }
    case "setNets":
      return "End phase: choose which of your medium and larger ships have their torpedo nets deployed next turn (deployed nets forbid turning).";
  }
}

function choices(s: IronStarsState, prompt: Prompt): IronStarsAction[] | undefined {
  switch (prompt) {
    case "choosePlacementOrder":
      return [
        { type: "choosePlacementOrder", placeFirst: true },
        { type: "choosePlacementOrder", placeFirst: false },
      ];
    case "chooseRole":
      return [
        { type: "chooseRole", role: "active" },
        { type: "chooseRole", role: "reactive" },
      ];
    case "loseEquipment": {
      const l = lossChoices(s)!;
      return l.choices.map((equipment) => ({ type: "loseEquipment", ship: l.ship.id, equipment }));
    }
    default:
      return undefined;
  }
}

export function boundsFor(s: IronStarsState, seat: SeatId, prompt: Prompt): IronStarsBounds | undefined {
  switch (prompt) {
    case "buyFleet":
      return {
        points: fleetLimits(s.options.points, s.options.strictFleetBudget),
        maxShips: MAX_FLEET_SHIPS,
        classes: CLASS_IDS.map((id) => ({
          class: id,
          name: SHIP_CLASSES[id]!.className,
          type: SHIP_CLASSES[id]!.type,
          points: SHIP_CLASSES[id]!.points,
        })),
        designs: s.options.designs,
        designLimits: s.options.designs ? RECORD_LIMITS : null,
      };
    case "placeShip":
      return placementBounds(s, seat);
    case "move":
      return { ships: unmovedIn(s, seat).map((x) => moveBounds(s, x)) };
    case "fire":
      return { ships: unfiredIn(s, seat).map((x) => fireBounds(s, x)) };
    case "setNets":
      return { ships: netShips(s, seat).map((x) => ({ ship: x.id, deployed: x.nets })) };
    default:
      return undefined;
  }
}

/** The decisions owed in `s`, worked out once per state by the engine (listed.ts): shared, never to be changed. */
export const pending = listedOnce(pendingNow);

function pendingNow(s: IronStarsState): PendingDecision<IronStarsAction>[] {
  return owed(s).map(({ seat, prompt }) => {
    const decision: PendingDecision<IronStarsAction> = { seat, prompt, text: text(s, seat, prompt) };
    const list = choices(s, prompt);
    if (list) decision.choices = list;
    const b = boundsFor(s, seat, prompt);
    if (b !== undefined) decision.bounds = b;
    return decision;
  });
}
