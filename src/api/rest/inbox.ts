// The inbox: what needs you, most urgent first.
import { z } from "zod";
import { inboxPage } from "../../service/inbox";
import { inbox } from "../../service/push-shapes";
import { pageResponse } from "../paging";
import { defineRoute } from "../route";
import { cursor, pageLimit } from "../../service/inputs";

const inboxQuery = z.strictObject({ limit: pageLimit("inbox"), cursor });

export const inboxRoutes = [
  defineRoute({
    method: "get",
    path: "/v1/me/inbox",
    operationId: "getInbox",
    tag: "players",
    summary: "Your inbox: games where a decision is yours, then games waiting on others, then invitations, then games you can join",
    description:
      "`yourTurn` items come first, the most urgent deadline first (games without a deadline after them); then `waiting` (your games that wait on " +
      "another seat or on players to join); then `invitations` (games you are invited to, newest invitation first, with the invitation); " +
      "then `open` (public games with a free seat, newest first). Read from the directory, as the games list is. " +
      "A game that changes section while you page may be listed twice or skipped; the first page is always current.",
    auth: "required",
    query: inboxQuery,
    paged: { items: "items" },
    success: { status: 200, description: "`items` and `nextCursor`", schema: inbox },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_CURSOR"],
    handler: async ({ c, who, query }) => {
      const page = await inboxPage(who.env, who.caller!.playerId, query.limit, query.cursor);
      return page.ok ? pageResponse(c, { items: page.value.nodes }, page.value.nextCursor) : page;
    },
  }),
];
