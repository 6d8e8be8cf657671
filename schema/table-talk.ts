// Table talk in GraphQL: the same pages and posting as GET/POST /v1/games/{id}/messages (src/service/table-talk.ts).
import type { MessagesRead, TableMessageOut } from "../durable-objects/game-room";
import { mutedPlayers, mutePlayer } from "../src/service/mutes";
import type { mutedPlayer, playerMuteState } from "../src/service/push-shapes";
import { markMessagesRead, messages, postMessage } from "../src/service/table-talk";
import type { z } from "zod";
import { given } from "./args";
import { builder } from "./builder";
import { afterArg, connectionOf, firstArg, pageOrThrow, pageSize } from "./connections";
import { resultUnion, unwrap } from "./errors";
import { IDEMPOTENCY_ARG } from "./game";
import { fail } from "../src/service/errors";
import { keyRequired } from "../src/service/games";

const MessageSenderRef = builder.objectRef<TableMessageOut["from"]>("MessageSender").implement({
  fields: (t) => ({ seat: t.exposeString("seat"), name: t.exposeString("name", { description: "The writer's player name" }) }),
});

const TableMessageRef = builder.objectRef<TableMessageOut>("TableMessage").implement({
  description: "A message at a game's table: plain text, escape it wherever it is shown",
  fields: (t) => ({
    id: t.exposeInt("id", { description: "Grows with each message of the game" }),
    at: t.field({ type: "DateTime", resolve: (m) => m.at }),
    from: t.field({ type: MessageSenderRef, resolve: (m) => m.from }),
    to: t.exposeString("to", { nullable: true, description: "The one seat a private message is for; null for the whole table" }),
    text: t.exposeString("text"),
  }),
});

const MessageConnectionRef = builder.connectionObject({ type: TableMessageRef, name: "TableMessageConnection" });

const PostMessageResult = resultUnion<TableMessageOut>(
  "PostMessageResult",
  TableMessageRef,
  "The message as its readers see it, or why not",
);

const MessagesReadRef = builder.objectRef<MessagesRead>("MessagesRead").implement({
  description: "Your seat's read position in a game's messages, and how many are still unread",
  fields: (t) => ({
    lastReadId: t.exposeInt("lastReadId", { description: "It only moves forward, and never past the newest message" }),
    unreadMessages: t.exposeInt("unreadMessages", {
      description: "Messages for you, written by others after it (players you muted left out)",
    }),
  }),
});
const MarkReadResult = resultUnion<MessagesRead>("MarkMessagesReadResult", MessagesReadRef, "Your read position now, or why not");

const MutedPlayerRef = builder.objectRef<z.infer<typeof mutedPlayer>>("MutedPlayer").implement({
  fields: (t) => ({
    playerId: t.exposeID("playerId"),
    name: t.exposeString("name"),
    mutedAt: t.field({ type: "DateTime", resolve: (m) => m.mutedAt }),
  }),
});
const PlayerMuteRef = builder.objectRef<z.infer<typeof playerMuteState>>("PlayerMute").implement({
  fields: (t) => ({ playerId: t.exposeID("playerId"), muted: t.exposeBoolean("muted") }),
});
const PlayerMuteResult = resultUnion<z.infer<typeof playerMuteState>>(
  "PlayerMuteResult",
  PlayerMuteRef,
  "Whether the player is muted now, or why not",
);

const MUTE_DESCRIPTION =
  "A muted player's messages are left out of your reads and unread counts, and never pushed or sent by webhook to you, in every game you share";

builder.queryFields((t) => ({
  mutedPlayers: t.field({
    type: [MutedPlayerRef],
    description: "The players you muted, oldest first; empty without a key",
    resolve: async (_, __, { env, caller }) => {
      if (!caller) return [];
      const list = await mutedPlayers(env, caller.playerId);
      return list.ok ? list.value.players : [];
    },
  }),
  messages: t.field({
    type: MessageConnectionRef,
    description:
      "A game's table talk you may read, oldest first: its players read the public messages and their own private ones; " +
      "anyone else who may see the game reads the public ones once it is over",
    args: { gameId: t.arg.id(), first: t.arg.int(firstArg("messages")), after: t.arg.string(afterArg) },
    resolve: async (_, args, who) =>
      connectionOf(pageOrThrow(await messages(who, String(args.gameId), { cursor: args.after }, pageSize(args.first, "messages")))),
  }),
}));

builder.mutationFields((t) => ({
  markMessagesRead: t.field({
    type: MarkReadResult,
    description:
      "Your seat has read the game's messages up to lastId (the newest one shown to you); reading messages marks nothing. Answers what is still unread",
    args: { gameId: t.arg.id(), lastId: t.arg.int() },
    resolve: async (_, args, who) => unwrap(await markMessagesRead(who, String(args.gameId), { lastId: args.lastId })),
  }),
  mutePlayer: t.field({
    type: PlayerMuteResult,
    description: MUTE_DESCRIPTION,
    args: { playerId: t.arg.id() },
    resolve: async (_, args, { env, caller }) =>
      unwrap(caller ? await mutePlayer(env, caller.playerId, String(args.playerId), true) : fail(keyRequired())),
  }),
  unmutePlayer: t.field({
    type: PlayerMuteResult,
    description: "Hear a muted player again: their messages are read and counted again; only new ones are pushed",
    args: { playerId: t.arg.id() },
    resolve: async (_, args, { env, caller }) =>
      unwrap(caller ? await mutePlayer(env, caller.playerId, String(args.playerId), false) : fail(keyRequired())),
  }),
  postMessage: t.field({
    type: PostMessageResult,
    description: "Write to the table, or privately to one seat (games of three seats or more)",
    args: {
      gameId: t.arg.id(),
      text: t.arg.string(),
      to: t.arg.string({ required: false, description: "A seat, for a private message" }),
      idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }),
    },
    resolve: async (_, args, who) =>
      unwrap(await postMessage(who, String(args.gameId), { text: args.text, to: given(args.to) }, given(args.idempotencyKey))),
  }),
}));
