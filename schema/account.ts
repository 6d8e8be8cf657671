// The account in GraphQL: your tokens and app grants, minting and revoking a token, replacing the
// master key, a pairing code for another device, and listing and removing passkeys, through the
// same service functions as /v1/me/tokens, /v1/me/key/rotate, /v1/me/pairing-codes and
// /v1/me/passkeys (src/service/account.ts), with the same scopes (src/api/scopes.ts). Adding a
// passkey and signing in with one stay REST's: they are WebAuthn ceremonies a browser runs.
import type { z } from "zod";
import { accountTokens, createPairingCodeFor, createTokenFor, passkeysListed, removePasskey, revoke, rotate } from "../src/service/account";
import type {
  deletedPasskey,
  newToken,
  pairingCode,
  passkeyInfo,
  revokedToken,
  rotatedKey,
  tokenInfo,
} from "../src/service/account-shapes";
import { grantOf } from "../src/api/scopes";
import { signedIn } from "../src/service/games";
import { given } from "./args";
import { builder } from "./builder";
import { asProblem, resultUnion, unwrap } from "./errors";

type TokenInfo = z.infer<typeof tokenInfo>;
type NewToken = z.infer<typeof newToken>;
type PairingCode = z.infer<typeof pairingCode>;
type PasskeyInfo = z.infer<typeof passkeyInfo>;
type RotatedKey = z.infer<typeof rotatedKey>;
type Deleted = z.infer<typeof deletedPasskey>;
type RevokedToken = z.infer<typeof revokedToken>;

const TokenKindEnum = builder.enumType("TokenKind", {
  description: "Who holds a token: the master key, a signed-in device, a third-party app (OAuth grants too), or a bot",
  values: { master: {}, device: {}, app: {}, bot: {} } as const,
});

// revokeToken answers the same type, with the tokens revoked with it (alsoRevoked) besides.
const TokenRef = builder.objectRef<TokenInfo & { alsoRevoked?: string[]; passkeysRemoved?: string[] }>("AccessToken").implement({
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
    madeWith: t.string({
      nullable: true,
      description:
        "Where it came from: the id of the key or token it was minted with (`master`, `tk_…`) or that showed the pairing code a device " +
        "signed in with; `passkey:<id>` for a device that signed in with that passkey. Null for the master key, apps, and older tokens",
      resolve: (k) => k.madeWith,
    }),
    alsoRevoked: t.idList({
      nullable: true,
      description:
        "Only in revokeToken's answer: the tokens revoked with it (cascade: true), each one it made and what those made; empty without " +
        "cascade. Null in lists",
      resolve: (k) => k.alsoRevoked ?? null,
    }),
    passkeysRemoved: t.idList({
      nullable: true,
      description:
        "Only in revokeToken's answer: the passkeys removed with it (cascade: true), those it or a token it made added (the devices they " +
        "signed in are in alsoRevoked); empty without cascade. Null in lists",
      resolve: (k) => k.passkeysRemoved ?? null,
    }),
  }),
});

const NewTokenRef = builder.objectRef<NewToken>("CreatedToken").implement({
  fields: (t) => ({
    token: t.field({ type: TokenRef, resolve: (n) => n }),
    secret: t.string({ description: "Send it as `Authorization: Bearer <secret>`; shown only here", resolve: (n) => n.token }),
  }),
});
const CreateTokenResult = resultUnion<NewToken>("CreateTokenResult", NewTokenRef, "A new token, or why not");
const RevokeTokenResult = resultUnion<RevokedToken>("RevokeTokenResult", TokenRef, "The token with revokedAt, or why not");

const PairingCodeRef = builder.objectRef<PairingCode>("PairingCode").implement({
  description: "A single-use code another device signs in with, for five minutes",
  fields: (t) => ({
    code: t.exposeString("code", { description: "Eight characters like ABCD-1234" }),
    url: t.exposeString("url", { description: "The sign-in page with the code filled in, for a QR code" }),
    expiresAt: t.field({ type: "DateTime", resolve: (p) => p.expiresAt }),
  }),
});

const PairingCodeResult = resultUnion<PairingCode>("CreatePairingCodeResult", PairingCodeRef, "A pairing code, or why not");

const PasskeyRef = builder.objectRef<PasskeyInfo>("Passkey").implement({
  description: "A passkey that signs you in: its name and dates (the key itself stays on the device)",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
    lastUsedAt: t.field({ type: "DateTime", nullable: true, description: "The last sign-in with it", resolve: (p) => p.lastUsedAt }),
    madeWith: t.string({
      nullable: true,
      description:
        "The id of the key or token that added it (`master`, `tk_…`): revokeToken(cascade: true) on that token removes it. Null for older passkeys",
      resolve: (p) => p.madeWith,
    }),
  }),
});
const DeletedPasskeyRef = builder.objectRef<Deleted>("DeletedPasskey").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    deleted: t.exposeBoolean("deleted"),
    signedOut: t.idList({ description: "The device tokens revoked with it (signOut: true); empty without", resolve: (d) => d.signedOut }),
  }),
});
const DeletePasskeyResult = resultUnion<Deleted>("DeletePasskeyResult", DeletedPasskeyRef, "Removed, or why not");

const RotatedKeyRef = builder.objectRef<RotatedKey>("RotatedMasterKey").implement({
  fields: (t) => ({
    apiKey: t.exposeString("apiKey", { description: "The new master key, shown only here; the old one no longer works" }),
    createdAt: t.field({ type: "DateTime", resolve: (k) => k.createdAt }),
  }),
});
const RotateMasterKeyResult = resultUnion<RotatedKey>("RotateMasterKeyResult", RotatedKeyRef, "The new master key, or why not");

const TokenKindInput = builder.enumType("NewTokenKind", { values: { device: {}, app: {}, bot: {} } as const });

builder.queryFields((t) => ({
  tokens: t.field({
    type: [TokenRef],
    description: "Your master key first, then your tokens and apps, newest first (empty without a key)",
    resolve: async (_, __, who) => (who.caller ? accountTokens(who.env, who.url ?? "", who.caller.playerId, grantOf(who.caller)) : []),
  }),
  passkeys: t.field({
    type: [PasskeyRef],
    description: "Your passkeys, oldest first (empty without a key)",
    resolve: async (_, __, { env, caller }) => (caller ? passkeysListed(env, caller.playerId) : []),
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
      "push subscriptions last sent with it deleted. With cascade, every token it made (minted with it, or a device paired from it), and " +
      "what those made, is revoked too, each as if alone, and the passkeys it or they added are removed (with the devices they signed in)",
    args: {
      id: t.arg.id(),
      cascade: t.arg.boolean({ required: false, description: "Also revoke every token it made, however deep (default false)" }),
    },
    resolve: async (_, { id, cascade }, who) => {
      const player = signedIn(who);
      if (!player.ok) return asProblem(player.error);
      return unwrap(await revoke(who.env, who.url ?? "", player.value.caller.playerId, String(id), grantOf(who.caller), cascade === true));
    },
  }),
  rotateMasterKey: t.field({
    type: RotateMasterKeyResult,
    description:
      "Replace your master API key: the old one stops at once, and its new one is shown only in this answer. Your games, tokens and " +
      "passkeys stay. Before this answers, the live feeds opened with the old key are closed, the webhooks it made disabled and the push " +
      "subscriptions last sent with it deleted",
    resolve: async (_, __, who) => {
      const player = signedIn(who);
      return player.ok ? rotate(who.env, player.value.caller.playerId) : asProblem(player.error);
    },
  }),
  deletePasskey: t.field({
    type: DeletePasskeyResult,
    description:
      "Remove a passkey: it no longer signs in. With signOut, the devices that signed in with it are signed out too (each token revoked " +
      "as revokeToken would); without, their tokens stay until revoked",
    args: {
      id: t.arg.id(),
      signOut: t.arg.boolean({ required: false, description: "Also sign out the devices it signed in (default false)" }),
    },
    resolve: async (_, { id, signOut }, who) => {
      const player = signedIn(who);
      return player.ok
        ? unwrap(await removePasskey(who.env, player.value.caller.playerId, String(id), signOut === true))
        : asProblem(player.error);
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
