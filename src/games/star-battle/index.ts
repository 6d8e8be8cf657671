// Star Battle (Merle D. Zimmermann, revised rules of 1996) as a Starpost game module.
import type { GameModule } from "../../engine/contract";
import { actionSchema, type StarBattleAction } from "./actions";
import { bot } from "./bot";
import { assertState } from "./invariants";
import { optionsSchema, type StarBattleOptions } from "./options";
import { outcome } from "./outcome";
import { pending } from "./pending";
import { apply } from "./rules";
import { resign } from "./rules/resign";
import { schemas } from "./schema";
import { sampleOptions, secrets } from "./secrets";
import { seatSpecs } from "./seats";
import { setup } from "./setup";
import type { StarBattleState } from "./state";
import { redact, view } from "./view";

export const starBattle: GameModule<StarBattleState, StarBattleAction, StarBattleOptions> = {
  id: "star-battle",
  title: "Star Battle",
  rulesVersion: "1996-revised.1",
  optionsSchema,
  actionSchema,
  schemas,
  seats: seatSpecs,
  setup,
  pending,
  apply,
  view,
  redact,
  outcome,
  bot,
  assert: assertState,
  resign,
  secrets,
  sampleOptions,
};

export { actionSchema, optionsSchema };
export type * from "./actions";
export type * from "./events";
export type * from "./state";
export type { StarBattleOptions } from "./options";
export type { CardId, Suit } from "./cards";
export type { CellView, LordView, ShipsView, StarBattleView } from "./view";
