// Barnard's Star (Maquib Enterprises, 1993) as a Starpost game module.
import { defineGame, type DefinedGame } from "../../engine/kit";
import { actionSchema, type BarnardsStarAction } from "./actions";
import { bot } from "./bot";
import { assertState } from "./invariants";
import { opponent } from "./opponent";
import { optionsSchema, sampleOptions, type BarnardsStarOptions } from "./options";
import { pending } from "./pending";
import { apply } from "./rules";
import { resign } from "./rules/resign";
import { boundsSchema, eventSchema, viewSchema } from "./schema";
import { seatSpecs } from "./seats";
import { secrets } from "./secrets";
import { setup } from "./setup";
import type { BarnardsStarState } from "./state";
import { redact, view } from "./view";

/** The module, with its view typed (the contract's `view` returns `unknown`). */
export type BarnardsStarModule = DefinedGame<BarnardsStarState, BarnardsStarAction, BarnardsStarOptions, ReturnType<typeof view>>;

export const barnardsStar: BarnardsStarModule = defineGame<
  BarnardsStarState,
  BarnardsStarAction,
  BarnardsStarOptions,
  ReturnType<typeof view>
>({
  id: "barnards-star",
  title: "Barnard's Star: The First Interstellar War",
  rulesVersion: "maquib-1993.1",
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
export type * from "./actions";
export type * from "./events";
export type * from "./state";
export type { BarnardsStarOptions } from "./options";
export type { Side, UnitKind, GroundKind, ShipKind, Purchase } from "./counters";
export type { Terrain, AssaultResult, SpaceResult, SupportResult, OddsColumn } from "./tables";
export type { Ground } from "./map";
export type {
  BarnardsStarView,
  BattleView,
  BowlView,
  ForceView,
  HexView,
  MapView,
  SideStatus,
  SpaceView,
  TurnTrackEntry,
  UnitView,
  VictoryView,
} from "./view";
