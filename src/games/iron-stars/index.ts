// Iron Stars (Majestic Twelve Games, 2004) as a Starpost game module.
import { defineGame, type DefinedGame } from "../../engine/kit";
import { actionSchema, type IronStarsAction } from "./actions";
import { bot } from "./bot";
import { assertState } from "./invariants";
import { opponent } from "./opponent";
import { optionsSchema, sampleOptions, type IronStarsOptions } from "./options";
import { owingSeats } from "./owing";
import { pending } from "./pending";
import { apply } from "./rules";
import { resign } from "./rules/resign";
import { boundsSchema, eventSchema, viewSchema } from "./schema";
import { seatSpecs } from "./seats";
import { secrets } from "./secrets";
import { setup } from "./setup";
import type { IronStarsState } from "./state";
import { redact, view } from "./view";

/** The module, with its view typed (the contract's `view` returns `unknown`). */
export type IronStarsModule = DefinedGame<IronStarsState, IronStarsAction, IronStarsOptions, ReturnType<typeof view>>;

export const ironStars: IronStarsModule = defineGame<IronStarsState, IronStarsAction, IronStarsOptions, ReturnType<typeof view>>({
  id: "iron-stars",
  title: "Iron Stars",
  rulesVersion: "mj12-2004.1",
  optionsSchema,
  actionSchema,
  schemas: { view: viewSchema, event: eventSchema, bounds: boundsSchema },
  seats: seatSpecs,
  setup,
  pending,
  // Who owes, without pending()'s bounds for every ship (owing.ts): the runner asks it every step.
  owing: owingSeats,
  apply,
  view,
  redact,
  bot,
  assert: assertState,
  resign,
  secrets,
  sampleOptions,
  opponent,
});

export { actionSchema, designSchema, volleySchema } from "./actions";
export { optionsSchema } from "./options";
export { boundsSchema, eventSchema, viewSchema } from "./schema";
export { SHIP_CLASSES, hullVp, recordProblems } from "./ships";
export type * from "./actions";
export type * from "./events";
export type * from "./state";
export type { IronStarsOptions } from "./options";
export type { Battery, Equipment, Section, ShipRecord, Track, TrackRange } from "./ships";
export type { Point } from "./geometry";
export type { Arc, Die, SizeClass } from "./tables";
export type { MoveBounds, TurnLimits } from "./rules/move-plan";
export type { FireBounds, TargetBounds, WeaponBounds } from "./rules/fire";
export type { PlacementBounds, FormationRule } from "./rules/placement";
export type { IronStarsBounds, PurchaseBounds, MovementBoundsList, FiringBoundsList, NetsBounds } from "./pending";
export type { IronStarsView, ShipView, SideView, SightingView, TrackSectionView, BatteryView, MyPurchaseView } from "./view";
