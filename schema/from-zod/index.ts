// A game's GraphQL types, generated from the zod schemas it states once (src/games/<kind>/schema.ts
// for its view, events and bounds; options.ts and actions.ts for what it accepts). Nothing here
// knows a game: names come from `.meta({ id })`, or from the game's prefix and the path.
import { z } from "zod";
import type { AnyGameModule, GameSchemas } from "../../src/engine/contract";
import type { GameKindSchema } from "../game-kind";
import { sharedOutputs } from "./shared";
import { inputOf, toValue } from "./input";
import { outputOf, type Naming } from "./output";
import { idOf, pascal } from "./zod";

export type ZodGame = AnyGameModule & { schemas: GameSchemas };

export function gameSchemaFromZod(game: ZodGame): GameKindSchema {
  const prefix = pascal(game.id);
  // The options and actions have no meta id (their JSON Schema is served as it is); they are
  // named here. Every other name comes from the schemas.
  const presets = new Map<z.ZodType, string>([
    [game.optionsSchema, `${prefix}Options`],
    [game.actionSchema, `${prefix}Action`],
  ]);
  const naming: Naming = {
    prefix,
    presets,
    descriptions: new Map<z.ZodType, string>([
      [game.optionsSchema, "The options the game was created with"],
      [game.actionSchema, `An order a seat can give in ${game.title}`],
    ]),
    inputDescriptions: new Map([[game.optionsSchema, "Anything left out takes its default (see Kind.optionsJsonSchema)"]]),
    shared: sharedOutputs(),
  };
  const root = (s: z.ZodType, name: string) => outputOf(s, idOf(s) ?? `${prefix}${name}`, naming).type;
  const { view, event, bounds } = game.schemas;
  return {
    kind: game.id,
    name: prefix,
    viewRef: root(view, "View"),
    actionRef: root(game.actionSchema, "Action"),
    actionInputRef: inputOf(game.actionSchema, `${prefix}Action`, naming),
    toAction: (input) => toValue(game.actionSchema, input),
    optionsInputRef: inputOf(game.optionsSchema, `${prefix}Options`, naming),
    toOptions: (input) => toValue(game.optionsSchema, input ?? {}),
    eventRef: root(event, "Event"),
    ...(bounds instanceof z.ZodNever ? {} : { boundsRef: root(bounds, "Bounds") }),
  };
}
