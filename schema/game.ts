// What every game shares in GraphQL: the Game interface, seats, outcomes, the lobby and the
// mutations that need no game-specific types (register, join, resign).
import { z } from "zod";
import type { GameListItem } from "../src/directory/games";
import { listGames } from "../src/service/lists";
import { PAGE_SIZES } from "../src/service/pages";
import { games, gameKind } from "../src/games/registry";
import { join, readGame } from "../src/service/games";
import { resign, undo } from "../src/service/play";
import { register } from "../src/service/players";
import type { ActResult, GameResource, SeatInfo } from "../src/service/types";
import type { Outcome } from "../src/engine/contract";
import type { UnionRef } from "@pothos/core";
import { given, stripNulls } from "./args";
import { builder, type BuilderTypes } from "./builder";
import { afterArg, connectionOf, firstArg, pageOrThrow, pageSize } from "./connections";
import { problemTypes, resultUnion, unwrap, type ProblemShape } from "./errors";
import { OpponentLevelEnum } from "./opponents";
import { TimeControlRef } from "./time-control";

export const GameStatusEnum = builder.enumType("GameStatus", { values: ["open", "active", "finished"] as const });
export const VisibilityEnum = builder.enumType("Visibility", { values: ["public", "private"] as const });
export const VictoryKindEnum = builder.enumType("VictoryKind", {
  values: ["decisive", "marginal", "strategic", "tactical", "stalemate", "draw", "score", "elimination", "forfeit"] as const,
});

export const PlayerRef = builder.objectRef<{ id: string; name: string }>("Player").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const SeatRef = builder.objectRef<SeatInfo>("Seat").implement({
  fields: (t) => ({
    seat: t.exposeString("seat"),
    name: t.exposeString("name"),
    automaton: t.exposeBoolean("automaton", { description: "Played by the server by the book's own procedure" }),
    opponent: t.field({
      type: OpponentLevelEnum,
      nullable: true,
      description: "The built-in opponent's level where it holds the seat; null for a person's seat",
      resolve: (s) => s.opponent,
    }),
    player: t.field({ type: PlayerRef, nullable: true, resolve: (s) => s.player }),
    // The name GameSummarySeat, You, Invitation and the mute types give the same id, so a client
    // reads a seat's player the same way from a game and from a list of games.
    playerId: t.id({
      nullable: true,
      description: "The seated player's id (player.id), as GameSummarySeat.playerId names it; null while player is",
      resolve: (s) => s.playerId,
    }),
  }),
});

export const SeatScoreRef = builder.objectRef<{ seat: string; score: number }>("SeatScore").implement({
  fields: (t) => ({ seat: t.exposeString("seat"), score: t.exposeFloat("score") }),
});

export const OutcomeRef = builder.objectRef<Outcome>("Outcome").implement({
  fields: (t) => ({
    winners: t.exposeStringList("winners"),
    kind: t.field({ type: VictoryKindEnum, resolve: (o) => o.kind }),
    reason: t.exposeString("reason"),
    scores: t.field({
      type: [SeatScoreRef],
      resolve: (o) => Object.entries(o.scores ?? {}).map(([seat, score]) => ({ seat, score })),
    }),
  }),
});

const YouRef = builder.objectRef<{ playerId: string; seat: string; unreadMessages: number }>("You").implement({
  fields: (t) => ({
    playerId: t.exposeID("playerId"),
    seat: t.exposeString("seat"),
    unreadMessages: t.exposeInt("unreadMessages", {
      description: "Table messages for you, written by others after your read position (markMessagesRead); players you muted left out",
    }),
  }),
});

/** Each kind's GraphQL object type, by kind id; filled in by defineGameSchema. */
export const gameTypeNames = new Map<string, string>();

/** Each kind's feed entry type (`StarBattleFeedEntry`), by kind id; filled in by defineGameSchema for the gameFeed subscription. */
export const feedEntryRefs = new Map<string, object>();

export const GameRef = builder.interfaceRef<GameResource>("Game").implement({
  description: "A game as the caller may see it. Each kind's type adds its typed view, pending choices and actions.",
  resolveType: (g) => gameTypeNames.get(g.kind) ?? null,
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind"),
    title: t.exposeString("title"),
    rulesVersion: t.exposeString("rulesVersion"),
    status: t.field({ type: GameStatusEnum, resolve: (g) => g.status }),
    visibility: t.field({ type: VisibilityEnum, resolve: (g) => g.visibility }),
    version: t.exposeInt("version"),
    seats: t.field({ type: [SeatRef], resolve: (g) => g.seats }),
    you: t.field({ type: YouRef, nullable: true, resolve: (g) => g.you }),
    outcome: t.field({ type: OutcomeRef, nullable: true, resolve: (g) => g.outcome }),
    seedCommitment: t.exposeString("seedCommitment", { description: "SHA-256 commitment to the server seed, published at creation" }),
    seed: t.string({ nullable: true, description: "The server seed, revealed when the game is over", resolve: (g) => g.seed }),
    timeControl: t.field({
      type: TimeControlRef,
      nullable: true,
      description: "Deadlines and each seat's clock; null without time controls",
      resolve: (g) => g.timeControl,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

/** Each kind's Game object type, registered by defineGameSchema (a union cannot hold the interface). */
export const gameObjectRefs: object[] = [];

export const GameResultUnion = builder.unionType("GameResult", {
  description: "A game of any kind, or why not",
  types: () => [...gameObjectRefs, ...problemTypes] as never[],
  resolveType: (value: GameResource | ProblemShape) =>
    "__typename" in value ? value.__typename : (gameTypeNames.get((value as GameResource).kind) ?? null),
}) as unknown as UnionRef<BuilderTypes, GameResource | ProblemShape, GameResource | ProblemShape>;

/** Each kind's answer to a change (`StarBattlePlayed`: version, typed events, game), and its type name by kind id; registered by defineGameSchema. */
export const changeObjectRefs: object[] = [];
export const changeTypeNames = new Map<string, string>();

export const GameChangeResultUnion = builder.unionType("GameChangeResult", {
  description:
    "What joinGame, undo and resign answer, the same envelope as an action's: the kind's `…Played` (version, events, game), or why not",
  types: () => [...changeObjectRefs, ...problemTypes] as never[],
  resolveType: (value: ActResult | ProblemShape) =>
    "__typename" in value ? value.__typename : (changeTypeNames.get((value as ActResult).game.kind) ?? null),
}) as unknown as UnionRef<BuilderTypes, ActResult | ProblemShape, ActResult | ProblemShape>;

export const IDEMPOTENCY_ARG =
  "Any string up to 255 printable characters (a UUID), unique per request you mean: a resend with the same key is answered as the first and applied once";

const KindSeatRef = builder.objectRef<{ id: string; name: string; automaton: boolean }>("KindSeat").implement({
  fields: (t) => ({ id: t.exposeString("id"), name: t.exposeString("name"), automaton: t.exposeBoolean("automaton") }),
});

const KindRef = builder.objectRef<(typeof games)[number]>("Kind").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    title: t.exposeString("title"),
    rulesVersion: t.exposeString("rulesVersion"),
    seats: t.field({
      type: [KindSeatRef],
      description: "With the default options",
      resolve: (g) => g.seats(g.optionsSchema.parse({})).map((s) => ({ ...s, automaton: s.automaton ?? false })),
    }),
    optionsJsonSchema: t.string({
      description: "The options as JSON Schema (JSON text); the typed input is each kind's create mutation",
      resolve: (g) => JSON.stringify(z.toJSONSchema(g.optionsSchema, { io: "input" })),
    }),
  }),
});

const SummarySeatRef = builder.objectRef<{ seat: string; playerId: string | null; awaiting: boolean }>("GameSummarySeat").implement({
  fields: (t) => ({
    seat: t.exposeString("seat"),
    playerId: t.string({ nullable: true, resolve: (s) => s.playerId }),
    awaiting: t.exposeBoolean("awaiting", { description: "This seat owes a decision now" }),
  }),
});

export const GameSummaryRef = builder.objectRef<GameListItem>("GameSummary").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind"),
    status: t.field({ type: GameStatusEnum, resolve: (g) => g.status }),
    visibility: t.field({ type: VisibilityEnum, resolve: (g) => g.visibility }),
    version: t.exposeInt("version"),
    seatsOpen: t.exposeInt("seatsOpen"),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the game was created: lists are ordered by it, newest first" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    seats: t.field({ type: [SummarySeatRef], resolve: (g) => g.seats }),
    rematchOf: t.exposeID("rematchOf", { nullable: true, description: "The finished game this one is a rematch of" }),
    rematchId: t.exposeID("rematchId", { nullable: true, description: "Once this finished game's rematch was offered: the new game" }),
  }),
});

const GameSummaryConnectionRef = builder.connectionObject({ type: GameSummaryRef, name: "GameSummaryConnection" });

const LIST_FRESHNESS =
  "A game moving faster than a move a second (bots) is listed at most a second behind; otherwise lists are current once a move is answered";

const RegisteredPlayerRef = builder.objectRef<{ id: string; name: string; apiKey: string }>("RegisteredPlayer").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    apiKey: t.exposeString("apiKey", { description: "Shown only here: keep it" }),
  }),
});
const RegisterResultUnion = resultUnion<{ id: string; name: string; apiKey: string }>(
  "RegisterPlayerResult",
  RegisteredPlayerRef,
  "A new player, or why not",
);

builder.queryFields((t) => ({
  me: t.field({
    type: PlayerRef,
    nullable: true,
    description: "The player the API key belongs to",
    resolve: (_, __, { caller }) => (caller ? { id: caller.playerId, name: caller.name } : null),
  }),
  kinds: t.field({ type: [KindRef], resolve: () => [...games] }),
  kind: t.field({ type: KindRef, nullable: true, args: { id: t.arg.string() }, resolve: (_, { id }) => gameKind(id) ?? null }),
  game: t.field({
    type: GameResultUnion,
    description: "A game as you may see it; `at` gives it as it stood at that version",
    args: { id: t.arg.id(), at: t.arg.int({ required: false }) },
    resolve: async (_, { id, at }, who) => unwrap(await readGame(who, String(id), given(at))),
  }),
  games: t.field({
    type: [GameSummaryRef],
    description: `The newest games of the lobby (public games and yours), or only yours, or only those awaiting your decision (limit 1 to 200, default 50, larger values clamped). ${LIST_FRESHNESS}`,
    deprecationReason: "Reaches only the first page: use gamesConnection",
    args: {
      status: t.arg({ type: GameStatusEnum, required: false }),
      kind: t.arg.string({ required: false }),
      mine: t.arg.boolean({ required: false }),
      awaitingMe: t.arg.boolean({ required: false }),
      limit: t.arg.int({ required: false }),
    },
    resolve: async (_, args, who) => {
      const limit = Math.min(Math.max(args.limit ?? PAGE_SIZES.games.default, 1), PAGE_SIZES.games.max);
      const page = await listGames(
        who,
        { status: args.status ?? undefined, kind: args.kind ?? undefined, mine: args.mine ?? false, awaitingMe: args.awaitingMe ?? false },
        limit,
      );
      return page.ok ? page.value.nodes : [];
    },
  }),
  gamesConnection: t.field({
    type: GameSummaryConnectionRef,
    description:
      "The lobby (public games and yours), or only yours, or only those awaiting your decision, newest created first (then by id, descending). " +
      "A game keeps its place however often it moves, so paging to the end lists every game that matched once; games created meanwhile come on a new first page, " +
      "and a game enters or leaves a filtered list (status, awaitingMe) as it changes. A cursor belongs to its arguments and to you: elsewhere it is refused (INVALID_CURSOR). " +
      LIST_FRESHNESS,
    args: {
      first: t.arg.int(firstArg("games")),
      after: t.arg.string(afterArg),
      status: t.arg({ type: GameStatusEnum, required: false }),
      kind: t.arg.string({ required: false }),
      mine: t.arg.boolean({ required: false }),
      awaitingMe: t.arg.boolean({ required: false }),
    },
    resolve: async (_, args, who) => {
      const filter = {
        status: args.status ?? undefined,
        kind: args.kind ?? undefined,
        mine: args.mine ?? false,
        awaitingMe: args.awaitingMe ?? false,
      };
      return connectionOf(pageOrThrow(await listGames(who, filter, pageSize(args.first, "games"), args.after)));
    },
  }),
}));

builder.mutationFields((t) => ({
  registerPlayer: t.field({
    type: RegisterResultUnion,
    args: { name: t.arg.string(), idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }) },
    resolve: async (_, { name, idempotencyKey }, who) => unwrap(await register(who, { name }, given(idempotencyKey))),
  }),
  joinGame: t.field({
    type: GameChangeResultUnion,
    args: {
      id: t.arg.id(),
      seat: t.arg.string({ required: false }),
      entropy: t.arg.string({ required: false }),
      invite: t.arg.string({ required: false, description: "A private game's share-link token" }),
      idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }),
    },
    resolve: async (_, { id, idempotencyKey, ...input }, who) =>
      unwrap(await join(who, String(id), stripNulls(input), given(idempotencyKey))),
  }),
  undo: t.field({
    type: GameChangeResultUnion,
    description: "Take back your own last action, while no die was rolled, nothing hidden was shown and nobody has acted since",
    args: { id: t.arg.id(), idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }) },
    resolve: async (_, { id, idempotencyKey }, who) => unwrap(await undo(who, String(id), given(idempotencyKey))),
  }),
  resign: t.field({
    type: GameChangeResultUnion,
    args: { id: t.arg.id(), idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }) },
    resolve: async (_, { id, idempotencyKey }, who) => unwrap(await resign(who, String(id), given(idempotencyKey))),
  }),
}));
