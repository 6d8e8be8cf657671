// A game's GraphQL types, generated from the zod schemas it states once (src/games/<kind>/schema.ts
// for its view, events and bounds; options.ts and actions.ts for what it accepts). Nothing here
// knows a game: names come from `.meta({ id })`, or from the game's prefix and the path.
import type { InputRef, OutputRef } from "@pothos/core";
import { z } from "zod";
import type { AnyGameModule, GameSchemas } from "../../src/engine/contract";
import type { GameKindSchema } from "../game-kind";
import { sharedOutputs } from "./shared";
import { inputOf, toValue } from "./input";
import { outputOf, type Naming } from "./output";
import { idOf, pascal } from "./zod";

export type ZodGame = AnyGameModule & { schemas: GameSchemas };

/**
 * A game's root types are always named refs (an object, a union or a @oneOf input), never a list
 * or a scalar's name: the shape the per-kind factory (schema/game-kind.ts) builds its fields on.
 */
function named<R extends OutputRef | InputRef<Record<string, unknown>>>(type: unknown, path: string): R {
  if (typeof type !== "object" || type === null || Array.isArray(type) || !("name" in type) || !("kind" in type))
    throw new Error(`${path}: a game's root GraphQL type must be a named type`);
  return type as R;
}

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
  const root = (s: z.ZodType, name: string) =>
    named<OutputRef>(outputOf(s, idOf(s) ?? `${prefix}${name}`, naming).type, `${prefix}${name}`);
  const input = (s: z.ZodType, name: string) => named<InputRef<Record<string, unknown>>>(inputOf(s, name, naming), name);
  const { view, event, bounds } = game.schemas;
  return {
    kind: game.id,
    name: prefix,
    viewRef: root(view, "View"),
    actionRef: root(game.actionSchema, "Action"),
    actionInputRef: input(game.actionSchema, `${prefix}Action`),
    toAction: (input) => toValue(game.actionSchema, input),
    optionsInputRef: input(game.optionsSchema, `${prefix}Options`),
    toOptions: (input) => toValue(game.optionsSchema, input ?? {}),
    eventRef: root(event, "Event"),
    ...(bounds instanceof z.ZodNever ? {} : { boundsRef: root(bounds, "Bounds") }),
  };
}
