// Table talk's shapes: a message as every surface gives it (REST, GraphQL, the message.posted
// webhook), what a player sends, and the page of a game's messages.
import { z } from "zod";
import { MAX_MESSAGE_CHARS } from "../../durable-objects/room/table-talk";
import { cursor, pageLimit } from "./inputs";
import { pageShape } from "./shapes";

export const tableMessage = z.object({
  id: z.number().int().describe("Grows with each message of the game: page with `after`"),
  at: z.iso.datetime({ offset: true }).describe("When it was written"),
  from: z.object({ seat: z.string(), name: z.string().describe("The writer's player name") }),
  to: z.string().nullable().describe("The one seat a private message is for; null for the whole table"),
  text: z.string().describe("Plain text as written: escape it wherever it is shown"),
});

export const messageBody = z.strictObject({
  text: z
    .string()
    .max(64 * 1024)
    .describe(`Plain text, 1 to ${MAX_MESSAGE_CHARS} characters once trimmed (longer: 413 MESSAGE_TOO_LONG)`),
  to: z.string().max(40).optional().describe("A seat, for a private message (games of three seats or more); left out for the whole table"),
});

export const messagesQuery = z.strictObject({
  after: z.coerce.number().int().min(0).optional().describe("Messages after this id (0 if left out); not with `cursor`"),
  limit: pageLimit("messages"),
  cursor,
});

export const messagesPage = pageShape("messages", tableMessage);

export const markReadBody = z.strictObject({
  lastId: z.number().int().min(0).describe("The id of the last message you have read: the newest one shown to you"),
});

export const messagesRead = z.object({
  lastReadId: z.number().int().describe("Your seat's read position now: it only moves forward, and never past the newest message"),
  unreadMessages: z.number().int().describe("Messages for you, written by others after it (players you muted left out)"),
});
