// Table talk in GraphQL: the same pages and posting as GET/POST /v1/games/{id}/messages (src/service/table-talk.ts).
import type { TableMessageOut } from "../durable-objects/game-room";
import { messages, postMessage } from "../src/service/table-talk";
import { given } from "./args";
import { builder } from "./builder";
import { afterArg, connectionOf, firstArg, pageOrThrow, pageSize } from "./connections";
import { resultUnion, unwrap } from "./errors";
import { IDEMPOTENCY_ARG } from "./game";

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

builder.queryFields((t) => ({
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
