// Your tokens and your master key: list, mint, revoke, rotate (issue 19).
import { ok } from "../../service/errors";
import { accountTokens, createTokenFor, revoke, rotate } from "../../service/account";
import type { Player } from "../../service/types";
import { newToken, revokedToken, rotatedKey, tokenList } from "../../service/account-shapes";
import { createTokenBody, revokeTokenQuery } from "../account-schemas";
import { defineRoute } from "../route";
import { grantOf } from "../scopes";

export const meRoutes = [
  defineRoute({
    method: "get",
    path: "/v1/me/tokens",
    operationId: "listTokens",
    tag: "players",
    summary: "Your master key, devices, apps and bots: name, kind, scopes, created, last used, expiry",
    description: "Secrets are never shown again. Revoked and expired tokens stay listed with their time.",
    auth: "required",
    conditional: false,
    success: { status: 200, description: "The master key first, then tokens, newest first", schema: tokenList },
    errors: ["UNAUTHENTICATED"],
    handler: async ({ c, who }) => ok({ tokens: await accountTokens(who.env, c.req.url, who.caller!.playerId, grantOf(who.caller)) }),
  }),
  defineRoute({
    method: "post",
    path: "/v1/me/tokens",
    operationId: "createToken",
    tag: "players",
    summary: "Mint a token with some scopes and an expiry, for a bot, an app or a device",
    description: "`play:<gameId>` lets a bot play one game and nothing else. The token is shown only in this answer.",
    auth: "required",
    body: createTokenBody,
    success: { status: 201, description: "The token with its secret", schema: newToken },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "BODY_TOO_LARGE"],
    handler: ({ who, body: raw }) => createTokenFor(who as Player, raw),
  }),
  defineRoute({
    method: "delete",
    path: "/v1/me/tokens/{id}",
    operationId: "revokeToken",
    tag: "players",
    summary: "Revoke a token (its next request gets 401 TOKEN_REVOKED) or an app's grant (`oa_…`: its tokens get 401 APP_TOKEN_INVALID)",
    description:
      "Live feeds opened with it (streams, WebSockets, GraphQL subscriptions) are closed before this answers, as a dropped connection " +
      "ends (no `end`); connecting again with it is refused 401. The webhooks it made are disabled and the push subscriptions last " +
      "sent with it deleted (their `madeWith`), also before this answers. With `cascade=true` every token it made (its `madeWith`: " +
      "minted with it, or a device paired from it), and what those made, is revoked too, each as if revoked alone: what a leaked token " +
      "minted goes with it. A passkey it, or a token it made, added is removed too (`passkeysRemoved`), and the devices that passkey " +
      "signed in revoked: a passkey would outlive the token. Without, those stay (a bot's token made on a device outlives the device's sign-out).",
    auth: "required",
    query: revokeTokenQuery,
    success: { status: 200, description: "The token, with `revokedAt`, and what was revoked with it", schema: revokedToken },
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "MALFORMED_REQUEST"],
    handler: ({ c, who, params, query }) =>
      revoke(who.env, c.req.url, who.caller!.playerId, params.id!, grantOf(who.caller), query.cascade),
  }),
  defineRoute({
    method: "post",
    path: "/v1/me/key/rotate",
    operationId: "rotateMasterKey",
    tag: "players",
    summary: "Replace your master API key; the old one stops at once",
    description:
      "Your games, tokens and passkeys stay as they are. The new key is shown only in this answer. Live feeds opened with the old key " +
      "(streams, WebSockets, GraphQL subscriptions) are closed before this answers, as a dropped connection ends (no `end`): open them again with the new one. " +
      "The webhooks the old key made are disabled and the push subscriptions last sent with it deleted (`madeWith` `master`), also before this answers.",
    auth: "required",
    success: { status: 200, description: "The new master key", schema: rotatedKey },
    errors: ["UNAUTHENTICATED"],
    handler: async ({ who }) => ok(await rotate(who.env, who.caller!.playerId)),
  }),
];
