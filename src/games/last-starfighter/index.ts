// The Last Starfighter: Duel in Space (FASA, 1984) as a Starpost game module.
import { defineGame, type DefinedGame } from "../../engine/kit";
import { actionSchema, type LastStarfighterAction } from "./actions";
import { bot } from "./bot";
import { assertState } from "./invariants";
import { opponent } from "./opponent";
import { optionsSchema, sampleOptions, type LastStarfighterOptions } from "./options";
import { pending } from "./pending";
import { apply } from "./rules";
import { resign } from "./rules/resign";
import { schemas } from "./schema";
import { seatSpecs } from "./seats";
import { secrets } from "./secrets";
import { setup } from "./setup";
import type { LastStarfighterState } from "./state";
import { redact, view } from "./view";

/** The module, with its view typed (the contract's `view` returns `unknown`). */
export type LastStarfighterModule = DefinedGame<
  LastStarfighterState,
  LastStarfighterAction,
  LastStarfighterOptions,
  ReturnType<typeof view>
>;

export const lastStarfighter: LastStarfighterModule = defineGame<
  LastStarfighterState,
  LastStarfighterAction,
  LastStarfighterOptions,
  ReturnType<typeof view>
>({
  id: "last-starfighter",
  title: "The Last Starfighter: Duel in Space",
  rulesVersion: "fasa-1984.1",
  optionsSchema,
  actionSchema,
  schemas,
  seats: seatSpecs,
  setup,
  pending,
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

export { actionSchema, ordersSchema } from "./actions";
export { optionsSchema } from "./options";
export { canonicalJson, sealHash } from "./sealed";
export { computeWheelTable, COMPUTED_WHEEL_TABLE, WHEEL_STEP } from "./wheel";
export type * from "./actions";
export type * from "./events";
export type * from "./state";
export type { LastStarfighterOptions } from "./options";
export type { Design, ShipCard, ShipKind, StockShip } from "./ships";
export type { Mount, WeaponId } from "./weapons";
export type { SpecialResult } from "./tables";
export type { WheelSetting, WheelTable } from "./wheel";
export type { LastStarfighterView, MyOrderView, OrderStatusView, PilotView, SeatRoll, ShipView, WeaponView } from "./view";
