// Table talk: a game's messages between its players (durable-objects/room/table-talk.ts says who reads what).
import { markMessagesRead, messages, postMessage } from "../../service/table-talk";
import { markReadBody, messageBody, messagesPage, messagesQuery, messagesRead, tableMessage } from "../../service/table-talk-shapes";
import { MAX_MESSAGE_CHARS, MESSAGE_BURST } from "../../../durable-objects/room/table-talk";
import { pageResponse } from "../paging";
import { defineRoute } from "../route";

export const messageRoutes = [
  defineRoute({
    method: "get",
    path: "/v1/games/{id}/messages",
    operationId: "listGameMessages",
    tag: "talk",
    summary: "The table's messages you may read, oldest first",
    description:
      "A player reads every message to the whole table and the private ones they wrote or were sent. Anyone else who may see the game reads " +
      "the messages to the whole table once the game is over (403 NOT_A_PLAYER before); no one but its two seats ever reads a private message. " +
      "Page with `after` (the last id you have) or `nextCursor`.",
    auth: "optional",
    query: messagesQuery,
    paged: { items: "messages" },
    success: {
      status: 200,
      description: "`messages` after `after` (or the cursor), up to `limit`, and `nextCursor`",
      schema: messagesPage,
    },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_CURSOR", "GAME_NOT_FOUND", "NOT_A_PLAYER"],
    handler: async ({ c, who, query, params }) => {
      const page = await messages(who, params.id!, { after: query.after, cursor: query.cursor }, query.limit);
      return page.ok ? pageResponse(c, { messages: page.value.nodes }, page.value.nextCursor, ["after"]) : page;
    },
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/messages",
    operationId: "postGameMessage",
    tag: "talk",
    summary: "Write to the table, or privately to one seat",
    description:
      `Plain text up to ${MAX_MESSAGE_CHARS} characters, to the whole table or (in games of three seats or more) to one seat. ` +
      `Only the game's players write, at most ${MESSAGE_BURST} messages a minute each (429 RATE_LIMITED with Retry-After). ` +
      "The readers are told with a `message.posted` webhook and push (a private message: its one reader only).",
    auth: "required",
    body: messageBody,
    idempotent: true,
    success: { status: 201, description: "The message as its readers see it", schema: tableMessage },
    errors: [
      "UNAUTHENTICATED",
      "MALFORMED_REQUEST",
      "GAME_NOT_FOUND",
      "NOT_A_PLAYER",
      "INVALID_RECIPIENT",
      "MESSAGE_TOO_LONG",
      "BODY_TOO_LARGE",
      "RATE_LIMITED",
    ],
    handler: ({ who, params, body, idempotencyKey }) => postMessage(who, params.id!, body, idempotencyKey),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/messages/read",
    operationId: "markGameMessagesRead",
    tag: "talk",
    summary: "Mark the table's messages read, up to the last one you were shown",
    description:
      "Your seat's read position moves to `lastId` (never back, and never past the newest message); the answer says how many messages for you " +
      "others wrote after it. Reading messages (GET) marks nothing: a bot's or a prefetch's read must not clear what you have not seen. " +
      "Your game view (`you.unreadMessages`) and inbox items (`unreadMessages`) count from this position.",
    auth: "required",
    body: markReadBody,
    success: { status: 200, description: "Your read position and what is still unread", schema: messagesRead },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "GAME_NOT_FOUND", "NOT_A_PLAYER"],
    handler: ({ who, params, body }) => markMessagesRead(who, params.id!, body),
  }),
];
