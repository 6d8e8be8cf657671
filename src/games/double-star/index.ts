// Double Star (GDW, 1979) as a Starpost game module.
import { defineGame, type DefinedGame } from "../../engine/kit";
import { actionSchema, type DoubleStarAction } from "./actions";
import { bot } from "./bot";
import { assertState } from "./invariants";
import { opponent } from "./opponent";
import { optionsSchema, sampleOptions, type DoubleStarOptions } from "./options";
import { pending } from "./pending";
import { apply } from "./rules";
import { resign } from "./rules/resign";
import { boundsSchema, eventSchema, viewSchema } from "./schema";
import { seatSpecs } from "./seats";
import { secrets } from "./secrets";
import { setup } from "./setup";
import type { DoubleStarState } from "./state";
import { redact, view } from "./view";

/** The module, with its view typed (the contract's `view` returns `unknown`). */
export type DoubleStarModule = DefinedGame<DoubleStarState, DoubleStarAction, DoubleStarOptions, ReturnType<typeof view>>;

export const doubleStar: DoubleStarModule = defineGame<DoubleStarState, DoubleStarAction, DoubleStarOptions, ReturnType<typeof view>>({
  id: "double-star",
  title: "Double Star",
  rulesVersion: "gdw-1979.1",
  optionsSchema,
  actionSchema,
  schemas: { view: viewSchema, event: eventSchema, bounds: boundsSchema },
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

export { actionSchema } from "./actions";
export { optionsSchema } from "./options";
export { BODIES, MAP, OCEANS, STARS } from "./map";
export { SHIPS } from "./ships";
export { SCENARIOS } from "./scenarios";
export type * from "./actions";
export type * from "./events";
export type * from "./state";
export type { DoubleStarOptions } from "./options";
export type { ArrivalBounds, BoundsByPrompt, DoubleStarBounds, PopulationBounds } from "./pending";
export type { Prompt } from "./owing";
export type * from "./view";
