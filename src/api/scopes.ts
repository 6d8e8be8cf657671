// What each operation needs a token to hold: ONE table for REST (by operationId) and GraphQL (by
// root field, `Query.game`), read by the Hono middleware below, by the GraphQL scope plugin
// (schema/scopes.ts), by the OpenAPI document (each operation's security) and by the tests that
// walk every operation. An operation missing here is refused at start-up, so a new route cannot
// ship without a scope.
import type { MiddlewareHandler } from "hono";
import { apiError, type ApiError } from "../service/errors";
import type { Caller } from "../service/types";

/** The scopes a token may hold. `play:<gameId>` is `play` (and `read`) for one game only. */
export const SCOPES = ["read", "play", "webhooks", "account"] as const;
export type BaseScope = (typeof SCOPES)[number];
export type Scope = BaseScope | `play:${string}`;

export const SCOPE_DESCRIPTIONS: Record<BaseScope | "play:<gameId>", string> = {
  read: "Read your player, the lobby, your games and their logs",
  play: "Create, join and play all your games (includes read)",
  "play:<gameId>": "Join and play that one game, and read it",
  webhooks: "Manage webhook subscriptions",
  account: "Manage tokens, passkeys, pairing codes and the master key",
};

/** What an operation needs: nothing (public), any valid token (`token`), or one scope. */
export type Requirement = "public" | "token" | BaseScope;

/** The master API key holds every scope. */
export const ALL_SCOPES: readonly Scope[] = SCOPES;

const GAME_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A scope as sent by a client, checked: one of SCOPES, or `play:` and a game id. */
export function parseScope(text: string): Scope | null {
  if ((SCOPES as readonly string[]).includes(text)) return text as BaseScope;
  if (text.startsWith("play:") && GAME_ID.test(text.slice(5))) return text as Scope;
  return null;
}

export const OPERATION_SCOPES = {
  // REST, by operationId
  registerPlayer: "public",
  getMe: "token",
  listKinds: "public",
  getKind: "public",
  getKindSeats: "public",
  verifyRecord: "public",
  getHealth: "public",
  listGames: "read",
  getGame: "read",
  listGameEvents: "read",
  streamGame: "read",
  exportGame: "read",
  createGame: "play",
  joinGame: "play",
  submitAction: "play",
  validateAction: "play",
  suggestAction: "play",
  resignGame: "play",
  undoAction: "play",
  createWebhook: "webhooks",
  listWebhooks: "webhooks",
  getWebhook: "webhooks",
  deleteWebhook: "webhooks",
  listWebhookDeliveries: "webhooks",
  redeliverWebhookDelivery: "webhooks",
  rotateWebhookSecret: "webhooks",
  listTokens: "account",
  createToken: "account",
  revokeToken: "account",
  rotateMasterKey: "account",
  // Your data: the export holds your tokens' and webhooks' metadata, so it is the account's too.
  exportAccount: "account",
  deleteAccount: "account",
  createPairingCode: "account",
  redeemPairingCode: "public",
  listPasskeys: "account",
  passkeyRegistrationOptions: "account",
  verifyPasskeyRegistration: "account",
  deletePasskey: "account",
  passkeyAuthenticationOptions: "public",
  verifyPasskeyAuthentication: "public",
  // OAuth's consent page: anyone may read what an app asks for; only the person (a token with
  // `account`, which apps never get) may answer it.
  describeOAuthRequest: "public",
  decideOAuthRequest: "account",
  // The OAuth protocol's own endpoints (src/api/openapi/oauth.ts): an app holds no key yet.
  getOAuthMetadata: "public",
  authorizeOAuthApp: "public",
  requestOAuthToken: "public",
  registerOAuthClient: "public",
  // Push: the key is public; subscriptions and preferences are the account's; the inbox and a
  // game's mute only read (a mute changes what you are told, not the game).
  getVapidPublicKey: "public",
  createPushSubscription: "account",
  listPushSubscriptions: "account",
  deletePushSubscription: "account",
  getNotificationPreferences: "account",
  updateNotificationPreferences: "account",
  listPushDeliveries: "account",
  muteGame: "read",
  getInbox: "read",
  // Table talk: reading is reading the game; writing is taking part in it.
  listGameMessages: "read",
  postGameMessage: "play",
  // A read position and a mute change what you are told, not the game (as a game's mute).
  markGameMessagesRead: "read",
  listMutedPlayers: "read",
  mutePlayer: "read",
  unmutePlayer: "read",
  // Invitations, share links, leaving, cancelling and rematches change who sits where: playing.
  invitePlayer: "play",
  listMyInvitations: "read",
  acceptInvitation: "play",
  declineInvitation: "play",
  createInviteLink: "play",
  revokeInviteLink: "play",
  leaveGame: "play",
  cancelGame: "play",
  offerRematch: "play",
  // GraphQL, by root field
  "Query.me": "token",
  "Query.kinds": "public",
  "Query.kind": "public",
  "Query.game": "read",
  "Query.games": "read",
  "Query.gamesConnection": "read",
  "Query.webhook": "webhooks",
  "Query.webhooks": "webhooks",
  "Query.webhooksConnection": "webhooks",
  "Mutation.registerPlayer": "public",
  "Mutation.joinGame": "play",
  "Mutation.undo": "play",
  "Mutation.resign": "play",
  "Mutation.createWebhook": "webhooks",
  "Mutation.deleteWebhook": "webhooks",
  "Mutation.redeliverWebhook": "webhooks",
  "Mutation.rotateWebhookSecret": "webhooks",
  "Query.inbox": "read",
  "Query.messages": "read",
  "Mutation.postMessage": "play",
  "Mutation.markMessagesRead": "read",
  "Query.mutedPlayers": "read",
  "Mutation.mutePlayer": "read",
  "Mutation.unmutePlayer": "read",
  "Query.invitations": "read",
  "Mutation.invitePlayer": "play",
  "Mutation.acceptInvitation": "play",
  "Mutation.declineInvitation": "play",
  "Mutation.createInviteLink": "play",
  "Mutation.revokeInviteLink": "play",
  "Mutation.leaveGame": "play",
  "Mutation.cancelGame": "play",
  "Mutation.offerRematch": "play",
  "Subscription.gameFeed": "read",
  "Query.tokens": "account",
  "Mutation.createToken": "account",
  "Mutation.revokeToken": "account",
  "Mutation.createPairingCode": "account",
  "Query.accountExport": "account",
  "Mutation.deleteAccount": "account",
  "Query.passkeys": "account",
  "Mutation.deletePasskey": "account",
  "Mutation.rotateMasterKey": "account",
  // Push and a person's notification settings: as their REST operations above.
  "Query.vapidPublicKey": "public",
  "Query.pushSubscriptions": "account",
  "Query.pushDeliveries": "account",
  "Mutation.createPushSubscription": "account",
  "Mutation.deletePushSubscription": "account",
  "Query.notificationPreferences": "account",
  "Mutation.updateNotificationPreferences": "account",
  "Mutation.muteGame": "read",
} as const satisfies Record<string, Requirement>;

/** Each kind's own GraphQL mutations (createStarBattleGame, playStarBattle, validateStarBattleAction). */
const KIND_MUTATION = /^Mutation\.(create\w+Game|play\w+|validate\w+Action)$/;

/** The requirement of a REST operation or GraphQL root field; undefined for one not in the table. */
export function requirementOf(operation: string): Requirement | undefined {
  const listed = (OPERATION_SCOPES as Record<string, Requirement>)[operation];
  if (listed) return listed;
  return KIND_MUTATION.test(operation) ? "play" : undefined;
}

/** The game an operation acts on, when it acts on one: a `play:<id>` token may do it. */
export interface Grant {
  tokenId: string;
  kind: "master" | "device" | "app" | "bot";
  scopes: readonly Scope[];
}

/** The scopes that would let a token do `need` (on `gameId`, when the operation is on a game). */
export function acceptedScopes(need: BaseScope, gameId?: string): Scope[] {
  const gameScope: Scope[] = gameId && (need === "read" || need === "play") ? [`play:${gameId}`] : [];
  return need === "read" ? ["read", "play", ...gameScope] : [need, ...gameScope];
}

/** Null when the grant allows the operation, else the 403 that names the missing scope. */
export function scopeDenial(operation: string, grant: Grant | undefined, gameId?: string): ApiError | null {
  const need = requirementOf(operation);
  if (need === undefined) return apiError("INTERNAL", `the operation ${operation} has no scope`);
  if (need === "public" || need === "token" || !grant) return null;
  const accepted = acceptedScopes(need, gameId);
  if (accepted.some((s) => grant.scopes.includes(s))) return null;
  const missing = gameId && (need === "play" || need === "read") ? `${need}' or 'play:${gameId}` : need;
  return apiError("INSUFFICIENT_SCOPE", `this token lacks the scope '${missing}'`, { scope: need, acceptedScopes: accepted });
}

/** The grant behind a caller (the master key's, for callers made before tokens existed). */
export const grantOf = (caller: Caller): Grant | undefined => (caller as (Caller & { grant?: Grant }) | null)?.grant;

/**
 * The REST guard for one operation: after the caller is known (c.var.caller), refuses a token
 * that lacks the operation's scope. The game is the path's `{id}` under /v1/games.
 */
export function requireScope(
  operation: string,
  refuse: (c: Parameters<MiddlewareHandler>[0], error: ApiError) => Response,
): MiddlewareHandler {
  if (requirementOf(operation) === undefined) throw new Error(`${operation} is not in OPERATION_SCOPES (src/api/scopes.ts)`);
  return async (c, next) => {
    const caller = c.get("caller") as Caller | undefined;
    const gameId = c.req.path.startsWith("/v1/games/") ? c.req.param("id") : undefined;
    const denied = scopeDenial(operation, grantOf(caller ?? null), gameId);
    if (denied) return refuse(c, denied);
    await next();
  };
}
