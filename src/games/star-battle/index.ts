// Star Battle (Merle D. Zimmermann, revised rules of 1996) as a Starpost game module.
import { defineGame, randomLegalBot, type DefinedGame } from "../../engine/kit";
import { listedOnce } from "../../engine/listed";
import { actionSchema, type StarBattleAction } from "./actions";
import { assertState } from "./invariants";
import { opponent } from "./opponent";
import { optionsSchema, sampleOptions, type StarBattleOptions } from "./options";
import { pending } from "./pending";
import { apply } from "./rules";
import { resign } from "./rules/resign";
import { schemas } from "./schema";
import { secrets } from "./secrets";
import { seatSpecs } from "./seats";
import { setup } from "./setup";
import type { StarBattleState } from "./state";
import { redact, view } from "./view";

/** The module, with its view typed (the contract's `view` returns `unknown`). */
export type StarBattleModule = DefinedGame<StarBattleState, StarBattleAction, StarBattleOptions, ReturnType<typeof view>>;

// The bot picks from the engine's one listing per state (engine/listed.ts), so apply knows its
// pick is legal by identity and the list is not worked out a second time.
const listed = listedOnce(pending);

export const starBattle: StarBattleModule = defineGame<StarBattleState, StarBattleAction, StarBattleOptions, ReturnType<typeof view>>({
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
  bot: randomLegalBot(listed, "orders"),
  assert: assertState,
  resign,
  secrets,
  sampleOptions,
  opponent,
});

export { actionSchema, optionsSchema };
export type * from "./actions";
export type * from "./events";
export type * from "./state";
export type { StarBattleOptions } from "./options";
export type { CardId, Suit } from "./cards";
export type { CellView, LordView, ShipsView, StarBattleView } from "./view";
