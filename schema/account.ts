// The account in GraphQL: your tokens and app grants, minting and revoking a token, and a pairing
// code for another device, through the same service functions as /v1/me/tokens and
// /v1/me/pairing-codes (src/service/account.ts), with the same scopes (src/api/scopes.ts).
import type { z } from "zod";
import { accountTokens, createPairingCodeFor, createTokenFor, revoke } from "../src/service/account";
import type { newToken, pairingCode, tokenInfo } from "../src/service/account-shapes";
import { grantOf } from "../src/api/scopes";
import { signedIn } from "../src/service/games";
import { given } from "./args";
import { builder } from "./builder";
import { asProblem, resultUnion, unwrap } from "./errors";

type TokenInfo = z.infer<typeof tokenInfo>;
type NewToken = z.infer<typeof newToken>;
type PairingCode = z.infer<typeof pairingCode>;

const TokenKindEnum = builder.enumType("TokenKind", {
  description: "Who holds a token: the master key, a signed-in device, a third-party app (OAuth grants too), or a bot",
  values: { master: {}, device: {}, app: {}, bot: {} } as const,
});

const TokenRef = builder.objectRef<TokenInfo>("AccessToken").implement({
  description: "Your master key, a device, an app or a bot: never its secret",
  fields: (t) => ({
    id: t.exposeID("id", { description: '"master" for the master key; `oa_…` for an app\'s OAuth grant' }),
    name: t.exposeString("name"),
    kind: t.field({ type: TokenKindEnum, resolve: (k) => k.kind }),
    scopes: t.exposeStringList("scopes", { description: "read, play, play:<gameId>, webhooks, account" }),
    clientId: t.string({ nullable: true, description: "The OAuth client it was granted to", resolve: (k) => k.clientId }),
    createdAt: t.field({ type: "DateTime", resolve: (k) => k.createdAt }),
    lastUsedAt: t.field({ type: "DateTime", nullable: true, resolve: (k) => k.lastUsedAt }),
    expiresAt: t.field({ type: "DateTime", nullable: true, resolve: (k) => k.expiresAt }),
    revokedAt: t.field({ type: "DateTime", nullable: true, resolve: (k) => k.revokedAt }),
    current: t.exposeBoolean("current", { description: "This request was made with it" }),
  }),
});

const NewTokenRef = builder.objectRef<NewToken>("CreatedToken").implement({
  fields: (t) => ({
    token: t.field({ type: TokenRef, resolve: (n) => n }),
    secret: t.string({ description: "Send it as `Authorization: Bearer <secret>`; shown only here", resolve: (n) => n.token }),
  }),
});
const CreateTokenResult = resultUnion<NewToken>("CreateTokenResult", NewTokenRef, "A new token, or why not");
const RevokeTokenResult = resultUnion<TokenInfo>("RevokeTokenResult", TokenRef, "The token with revokedAt, or why not");

const PairingCodeRef = builder.objectRef<PairingCode>("PairingCode").implement({
  description: "A single-use code another device signs in with, for five minutes",
  fields: (t) => ({
    code: t.exposeString("code", { description: "Eight characters like ABCD-1234" }),
    url: t.exposeString("url", { description: "The sign-in page with the code filled in, for a QR code" }),
    expiresAt: t.field({ type: "DateTime", resolve: (p) => p.expiresAt }),
  }),
});

const PairingCodeResult = resultUnion<PairingCode>("CreatePairingCodeResult", PairingCodeRef, "A pairing code, or why not");

const TokenKindInput = builder.enumType("NewTokenKind", { values: { device: {}, app: {}, bot: {} } as const });

builder.queryFields((t) => ({
  tokens: t.field({
    type: [TokenRef],
    description: "Your master key first, then your tokens and apps, newest first (empty without a key)",
    resolve: async (_, __, who) => (who.caller ? accountTokens(who.env, who.url ?? "", who.caller.playerId, grantOf(who.caller)) : []),
  }),
}));

builder.mutationFields((t) => ({
  createToken: t.field({
    type: CreateTokenResult,
    description: "Mint a token with some scopes and an expiry, for a bot, an app or a device; its secret is shown only in this answer",
    args: {
      name: t.arg.string(),
      kind: t.arg({ type: TokenKindInput, required: false, description: "bot when not given" }),
      scopes: t.arg.stringList({ description: "read, play, play:<gameId>, webhooks, account" }),
      expiresIn: t.arg.int({
        required: false,
        description: "Seconds until it stops working (60 s to 366 days); without it, until revoked",
      }),
    },
    resolve: async (_, args, who) => {
      const player = signedIn(who);
      if (!player.ok) return asProblem(player.error);
      return unwrap(
        await createTokenFor(player.value, {
          name: args.name,
          scopes: args.scopes,
          ...(given(args.kind) ? { kind: args.kind } : {}),
          ...(given(args.expiresIn) !== undefined ? { expiresIn: args.expiresIn } : {}),
        }),
      );
    },
  }),
  revokeToken: t.field({
    type: RevokeTokenResult,
    description:
      "Revoke a token (its next request gets 401 TOKEN_REVOKED) or an app's grant (`oa_…`). Before this answers, the live feeds opened " +
      "with it are closed (a gameFeed subscription ends with TOKEN_REVOKED or APP_TOKEN_INVALID), the webhooks it made disabled and the " +
      "push subscriptions last sent with it deleted",
    args: { id: t.arg.id() },
    resolve: async (_, { id }, who) => {
      const player = signedIn(who);
      if (!player.ok) return asProblem(player.error);
      return unwrap(await revoke(who.env, who.url ?? "", player.value.caller.playerId, String(id), grantOf(who.caller)));
    },
  }),
  createPairingCode: t.field({
    type: PairingCodeResult,
    description: "A short single-use code another device can sign in with, for five minutes",
    resolve: async (_, __, who) => {
      const player = signedIn(who);
      return player.ok ? createPairingCodeFor(player.value) : asProblem(player.error);
    },
  }),
}));
