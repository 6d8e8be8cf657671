// Your data: export everything Starpost keeps about you, and delete your account (issue 22).
import { deleteAccount } from "../../service/account-delete";
import { accountDeleted, accountExport, deleteAccountBody, exportQuery } from "../../service/account-data-shapes";
import { exportAccount } from "../../service/account-export";
import type { Player } from "../../service/types";
import { pageResponse } from "../paging";
import { defineRoute } from "../route";

export const accountDataRoutes = [
  defineRoute({
    method: "get",
    path: "/v1/me/export",
    operationId: "exportAccount",
    tag: "players",
    summary: "Everything Starpost keeps about you, as JSON: your account, then your games page by page",
    description:
      "The first page holds `account` (your player, tokens' and passkeys' metadata, webhooks without secrets, push subscriptions, " +
      "notification preferences and mutes) and your newest games; follow `nextCursor` (or the Link header) for the rest. Each game " +
      "comes with its record as your seat may see it (never another seat's hidden information) and the table talk you may read.",
    auth: "required",
    conditional: false,
    query: exportQuery,
    paged: { items: "games" },
    success: { status: 200, description: "A page of your data", schema: accountExport },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_CURSOR"],
    handler: async ({ c, who, query }) => {
      const page = await exportAccount(who as Player, query.limit, query.cursor);
      if (!page.ok) return page;
      const { nextCursor, ...body } = page.value;
      return pageResponse(c, body, nextCursor);
    },
  }),
  defineRoute({
    method: "delete",
    path: "/v1/me",
    operationId: "deleteAccount",
    tag: "players",
    summary: "Delete your account, for good; send your player id as `confirm`",
    description:
      "Each of your games first: an open game only you were in is cancelled; an open game others joined gets your seat back; in a running game " +
      "your seat is handed to the game's timeout policy (it resigns under `forfeit` or without time control; under `bot` the built-in bot makes its " +
      "decisions); finished games keep your seat as 'deleted player'. Then every key, token, passkey, webhook and push subscription stops at once " +
      "(the next request with them gets 401). If a game cannot be left just now, nothing else is deleted: 503 ACCOUNT_DELETION_INCOMPLETE, send it again.",
    auth: "required",
    body: deleteAccountBody,
    success: { status: 200, description: "What became of each of your games", schema: accountDeleted },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "BODY_TOO_LARGE", "CONFIRMATION_REQUIRED", "ACCOUNT_DELETION_INCOMPLETE"],
    handler: ({ who, body }) => deleteAccount(who as Player, body),
  }),
];
