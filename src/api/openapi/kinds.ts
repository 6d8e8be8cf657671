// The schemas that differ from game kind to kind, made from each game module: its options and
// actions (every game has them) and its view, events and bounds (GameSchemas, where the game
// states them; a loose stand-in until it does). A game whose schemas land is fully typed in the
// document with no edit here.
import { z } from "zod";
import type { AnyGameModule } from "../../engine/contract";
import { anyGameEvent, gameShape, kindSeatsShape, kindShape } from "../../service/shapes";
import { actionBody, createGameBody } from "../../service/inputs";
import { pascal, type Named } from "./components";

/** The name a game gave its schema with `.meta({ id })`, else ours. */
const nameOf = (schema: z.ZodType, fallback: string) => (z.globalRegistry.get(schema)?.id as string | undefined) ?? fallback;

export interface KindSchemas {
  game: AnyGameModule;
  /** The game resource of this kind: `kind` fixed, and the kind's view, options, actions and bounds. */
  resource: z.ZodType;
  /** The kind as `GET /v1/kinds` describes it: `id` fixed, `defaultOptions` of the kind's options type. */
  info: z.ZodType;
  /** The seats for given options as `GET /v1/kinds/{kind}/seats` answers: `kind` fixed, `options` of the kind's type. */
  seats: z.ZodType;
  event: z.ZodType;
  action: z.ZodType;
  /** The bounds of this kind's continuous decisions (`z.never()` where every decision is a list of choices). */
  bounds: z.ZodType;
  /** A request body naming this kind, so a client's types accept only its actions. */
  actionRequest: z.ZodType;
  createRequest: z.ZodType;
  /** Every schema of the kind that is published as a component, answers and requests apart. */
  answers: Named[];
  requests: Named[];
}

export function kindSchemas(game: AnyGameModule): KindSchemas {
  const prefix = pascal(game.id);
  const own = game.schemas;
  const view = own?.view ?? z.unknown().describe(`${game.title}: what a reader sees (its schema is not stated yet)`);
  const event = own?.event ?? z.looseObject({ type: z.string() }).describe(`${game.title}: an event (its schema is not stated yet)`);
  const bounds = own?.bounds ?? z.unknown().describe(`${game.title}: the bounds of a continuous choice (not stated yet)`);
  const kind = z.literal(game.id);
  const resource = gameShape({ kind, view, options: game.optionsSchema, action: game.actionSchema, bounds });
  const info = kindShape(kind, game.optionsSchema);
  const seats = kindSeatsShape(kind, game.optionsSchema);
  const actionRequest = actionBody.extend({
    kind: kind.describe("The game's kind: a request naming another kind is refused with 400 INVALID_ACTION"),
    action: game.actionSchema,
  });
  const createRequest = createGameBody.extend({
    kind,
    options: game.optionsSchema.optional().describe("The kind's options; anything left out takes its default"),
  });
  const shared = [
    { name: nameOf(game.optionsSchema, `${prefix}Options`), schema: game.optionsSchema },
    { name: nameOf(game.actionSchema, `${prefix}Action`), schema: game.actionSchema },
  ];
  return {
    game,
    resource,
    info,
    seats,
    event,
    action: game.actionSchema,
    bounds,
    actionRequest,
    createRequest,
    answers: [
      ...shared,
      { name: nameOf(view, `${prefix}View`), schema: view },
      { name: nameOf(event, `${prefix}Event`), schema: event },
      { name: nameOf(bounds, `${prefix}Bounds`), schema: bounds },
      { name: `${prefix}Game`, schema: resource },
      { name: `${prefix}Kind`, schema: info },
      { name: `${prefix}Seats`, schema: seats },
    ],
    requests: [
      ...shared,
      { name: `${prefix}ActionRequest`, schema: actionRequest },
      { name: `${prefix}CreateGameRequest`, schema: createRequest },
    ],
  };
}

/** A union of one or more schemas (zod wants at least two for z.union). */
const unionOf = (schemas: z.ZodType[]) => (schemas.length === 1 ? schemas[0]! : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]]));
const byKind = (schemas: z.ZodType[]) => z.discriminatedUnion("kind", schemas as [z.ZodObject, ...z.ZodObject[]]);

/** The unions over every kind: a game (by `kind`), a kind's description (by `id`), any kind's event and action, and the requests (by `kind`). */
export function everyKind(games: readonly AnyGameModule[]) {
  const kinds = games.map(kindSchemas);
  return {
    kinds,
    game: byKind(kinds.map((k) => k.resource)).describe("A game; `kind` tells which game's view, options and actions it has"),
    kind: z
      .discriminatedUnion("id", kinds.map((k) => k.info) as [z.ZodObject, ...z.ZodObject[]])
      .describe("A game kind; `id` tells which kind's options `defaultOptions` are"),
    seats: byKind(kinds.map((k) => k.seats)).describe("A kind's seats for given options; `kind` tells which kind's options `options` are"),
    event:
      kinds.length > 0
        ? unionOf(kinds.map((k) => k.event)).describe("An event of any kind (each kind's events are discriminated by `type`)")
        : anyGameEvent,
    action: unionOf(kinds.map((k) => k.action)).describe("An action of any kind (each kind's actions are discriminated by `type`)"),
    actionRequest: byKind(kinds.map((k) => k.actionRequest)),
    createRequest: byKind(kinds.map((k) => k.createRequest)),
  };
}
