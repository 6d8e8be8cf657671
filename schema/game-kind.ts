// One factory gives every game kind the same GraphQL surface: its Game type (typed view,
// pending choices, suggestion, feed), and its create / play / validate mutations. The kind's
// view, actions, events and options come as GraphQL types generated from its zod schemas
// (schema/from-zod/).
import { createGame, room } from "../src/service/games";
import { feed } from "../src/service/lists";
import { play, suggest, validate } from "../src/service/play";
import type { ActResult, FeedEntry, GameResource, PendingInfo, Requester, ValidateResult } from "../src/service/types";
import type { OpponentLevel } from "../src/engine/opponent/level-names";
import type { DieRoll } from "../src/engine/rng";
import type { InputRef, OutputRef } from "@pothos/core";
import { given, stripNulls } from "./args";
import { builder } from "./builder";
import { afterArg, connectionOf, firstArg, pageOrThrow, pageSize } from "./connections";
import { resultUnion, unwrap } from "./errors";
import {
  changeObjectRefs,
  changeTypeNames,
  feedEntryRefs,
  GameRef,
  gameObjectRefs,
  gameTypeNames,
  IDEMPOTENCY_ARG,
  VisibilityEnum,
} from "./game";
import { OpponentLevelEnum, OpponentSeatInput, opponentsMap } from "./opponents";
import { TimeControlInput } from "./time-control";

export { stripNulls } from "./args";

export interface GameKindSchema {
  kind: string;
  /** Type-name prefix, e.g. "StarBattle". */
  name: string;
  viewRef: OutputRef;
  /** Output type of one action (a union over the action variants). */
  actionRef: OutputRef;
  /** A @oneOf input with one field per action variant. */
  actionInputRef: InputRef<Record<string, unknown>>;
  /** Converts a parsed action input into the engine's action object. */
  toAction: (input: Record<string, unknown>) => unknown;
  optionsInputRef: InputRef<Record<string, unknown>>;
  /** Converts the parsed options input into what the game's optionsSchema parses. */
  toOptions: (input: Record<string, unknown> | null | undefined) => unknown;
  eventRef: OutputRef;
  /** Where a kind's decisions can carry bounds instead of (or beside) choices: their type. */
  boundsRef?: OutputRef;
}

export const DieRollRef = builder.objectRef<DieRoll>("DieRoll").implement({
  description: "One die roll, coin flip or random pick, with what it decided",
  fields: (t) => ({
    die: t.exposeString("die"),
    value: t.exposeInt("value"),
    of: t.exposeInt("of", { nullable: true, description: "For a pick: how many items it chose among (value is an index below it)" }),
    purpose: t.exposeString("purpose"),
  }),
});

export function defineGameSchema(spec: GameKindSchema): void {
  const { name, kind } = spec;
  if (gameTypeNames.has(kind)) throw new Error(`${kind} has GraphQL types twice`);
  gameTypeNames.set(kind, `${name}Game`);
  const PendingRef = builder.objectRef<PendingInfo>(`${name}Pending`).implement({
    description: "A decision a seat owes now. `choices` are filled in only for your own seat.",
    fields: (t) => ({
      seat: t.exposeString("seat"),
      prompt: t.exposeString("prompt"),
      text: t.exposeString("text"),
      decisionId: t.string({
        nullable: true,
        description:
          "Your own seat only: this decision's identity. An action sent with it is accepted while your seat still owes this decision, whatever other seats do meanwhile",
        resolve: (p: PendingInfo) => p.decisionId ?? null,
      }),
      choices: t.field({ type: [spec.actionRef], resolve: (p: PendingInfo) => p.choices ?? [] }),
      ...(spec.boundsRef
        ? {
            bounds: t.field({
              type: spec.boundsRef,
              nullable: true,
              description: "Limits of a decision that is not a list of choices; your own seat only",
              resolve: (p: PendingInfo) => p.bounds ?? null,
            }),
          }
        : {}),
    }),
  });

  const FeedEntryRef = builder.objectRef<FeedEntry>(`${name}FeedEntry`).implement({
    fields: (t) => ({
      version: t.exposeInt("version"),
      seat: t.exposeString("seat"),
      kind: t.exposeString("kind"),
      opponentLevel: t.field({
        type: OpponentLevelEnum,
        nullable: true,
        description: "The built-in opponent's level, when it chose this entry's action for its seat",
        resolve: (e: FeedEntry) => e.opponent?.level ?? null,
      }),
      at: t.expose("at", { type: "DateTime" }),
      events: t.field({ type: [spec.eventRef], resolve: (e: FeedEntry) => e.events }),
      rolls: t.field({ type: [DieRollRef], resolve: (e: FeedEntry) => e.rolls }),
    }),
  });

  feedEntryRefs.set(kind, FeedEntryRef);
  const FeedConnectionRef = builder.connectionObject({ type: FeedEntryRef, name: `${name}FeedConnection` });

  const GameTypeRef = builder.objectRef<GameResource>(`${name}Game`).implement({
    description: `A game of ${kind}, as the caller may see it`,
    interfaces: [GameRef],
    isTypeOf: (g) => typeof g === "object" && g !== null && "kind" in g && g.kind === kind,
    fields: (t) => ({
      view: t.field({
        type: spec.viewRef,
        nullable: true,
        description: "Null until every seat is taken",
        resolve: (g: GameResource) => g.view,
      }),
      pending: t.field({ type: [PendingRef], resolve: (g: GameResource) => g.pending }),
      suggestedAction: t.field({
        type: spec.actionRef,
        nullable: true,
        description: "A legal action for your seat from the built-in bot (or the built-in opponent at `level`), or null if you owe nothing",
        args: { level: t.arg({ type: OpponentLevelEnum, required: false }) },
        resolve: async (g: GameResource, args: { level?: OpponentLevel | null }, who: Requester) => {
          if (!g.you || !g.pending.some((p) => p.seat === g.you!.seat)) return null;
          const result = await suggest(who, g.id, args.level ?? undefined);
          return result.ok ? result.value.action : null;
        },
      }),
      events: t.field({
        type: [FeedEntryRef],
        description: "The log as you may see it, after `after`",
        args: { after: t.arg.int({ required: false }), limit: t.arg.int({ required: false }) },
        resolve: async (g, args, { env, caller }) => {
          const result = await room(env, g.id)!.feed(caller, Math.max(args.after ?? 0, 0), Math.min(Math.max(args.limit ?? 100, 1), 500));
          return result.ok ? result.value.entries : [];
        },
      }),
      eventsConnection: t.field({
        type: FeedConnectionRef,
        description:
          "The log as you may see it, oldest first, by version (which only grows: an undo is an entry of its own). hasNextPage is false once a page reaches the current version; to wait for more, ask again with after set to the last endCursor",
        args: { first: t.arg.int(firstArg("events")), after: t.arg.string(afterArg) },
        resolve: async (g: GameResource, args: { first?: number | null; after?: string | null }, who: Requester) =>
          connectionOf(pageOrThrow(await feed(who, g.id, { cursor: args.after }, pageSize(args.first, "events")))),
      }),
    }),
  });

  gameObjectRefs.push(GameTypeRef);
  const GameResult = resultUnion(`${name}GameResult`, GameTypeRef, `A game of ${kind}, or why not`);

  const PlayedRef = builder.objectRef<ActResult>(`${name}Played`).implement({
    description:
      "What an action, a join, an undo or a resignation answers: the new version, what it caused as you may see it, and the game",
    fields: (t) => ({
      version: t.exposeInt("version"),
      events: t.field({
        type: [spec.eventRef],
        description: "What your action caused, as you may see it (none for a join or an undo)",
        resolve: (r: ActResult) => r.events,
      }),
      game: t.field({ type: GameTypeRef, resolve: (r: ActResult) => r.game }),
    }),
  });
  changeObjectRefs.push(PlayedRef);
  changeTypeNames.set(kind, `${name}Played`);
  const PlayResult = resultUnion(`${name}PlayResult`, PlayedRef, "The action was applied, or why not");

  const ValidatedRef = builder.objectRef<ValidateResult>(`${name}Validated`).implement({
    fields: (t) => ({
      valid: t.exposeBoolean("valid"),
      events: t.field({ type: [spec.eventRef], resolve: (r: ValidateResult) => r.events }),
      withheld: t.string({
        nullable: true,
        description: "Why the events are withheld (hidden information, or dice not yet rolled)",
        resolve: (r: ValidateResult) => r.withheld ?? null,
      }),
    }),
  });
  const ValidateResult = resultUnion(`${name}ValidateResult`, ValidatedRef, "The action would be accepted, or why not");

  /** The arguments as REST's action body (src/service/inputs.ts actionBody). */
  const actionOf = (args: { action: Record<string, unknown>; expectedVersion?: number | null; decisionId?: string | null }) => ({
    action: spec.toAction(args.action),
    ...stripNulls({ expectedVersion: args.expectedVersion, decisionId: args.decisionId }),
  });

  builder.mutationFields((t) => {
    const actionArgs = () => ({
      gameId: t.arg.id(),
      action: t.arg({ type: spec.actionInputRef }),
      expectedVersion: t.arg.int({
        required: false,
        description: "The version you read: accepted while your seat still owes the decision it owed then (STALE_VERSION otherwise)",
      }),
      decisionId: t.arg.string({
        required: false,
        description: "Your pending decision's id: accepted only while your seat still owes it (STALE_DECISION otherwise)",
      }),
    });
    return {
      [`create${name}Game`]: t.field({
        type: GameResult,
        description: `Create a game of ${kind} and take a seat`,
        args: {
          options: t.arg({ type: spec.optionsInputRef, required: false }),
          seat: t.arg.string({ required: false }),
          visibility: t.arg({ type: VisibilityEnum, required: false }),
          entropy: t.arg.string({ required: false }),
          timeControl: t.arg({ type: TimeControlInput, required: false }),
          opponents: t.arg({
            type: [OpponentSeatInput],
            required: false,
            description: "Seats the built-in opponent takes; the game starts once the others are filled (one must be left for a person)",
          }),
          idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }),
        },
        resolve: async (_: unknown, { options, timeControl, opponents, idempotencyKey, ...args }, who) =>
          unwrap(
            await createGame(
              who,
              {
                kind,
                options: spec.toOptions ? spec.toOptions(options) : stripNulls(options),
                ...stripNulls(args),
                ...(timeControl ? { timeControl: stripNulls(timeControl) } : {}),
                ...(opponents?.length ? { opponents: opponentsMap(opponents) } : {}),
              },
              given(idempotencyKey),
            ),
          ),
      }),
      [`play${name}`]: t.field({
        type: PlayResult,
        description: "Submit an action for your seat. A retry with the same idempotencyKey is applied once.",
        args: { ...actionArgs(), idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }) },
        resolve: async (_, args, who) =>
          unwrap(await play(who, String(args.gameId), actionOf(args), { idempotencyKey: given(args.idempotencyKey) })),
      }),
      [`validate${name}Action`]: t.field({
        type: ValidateResult,
        description: "Dry run: would the action be accepted? Nothing is applied.",
        args: actionArgs(),
        resolve: async (_, args, who) => unwrap(await validate(who, String(args.gameId), actionOf(args))),
      }),
    };
  });
}
