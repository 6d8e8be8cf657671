// The OpenAPI 3.1 document, made from the route table, the answers' zod shapes
// (src/service/shapes.ts) and each game module's own schemas (src/api/openapi/kinds.ts).
// Clients generate their types from it (openapi-typescript); `npm run lint:openapi` checks it.
import { z } from "zod";
import type { AnyGameModule } from "../engine/contract";
import { games as registeredGames } from "../games/registry";
import type { ErrorCode } from "../service/errors";
import * as shapes from "../service/shapes";
import * as pushShapes from "../service/push-shapes";
import * as inviteShapes from "../service/invitation-shapes";
import * as talkShapes from "../service/table-talk-shapes";
import * as accountShapes from "../service/account-shapes";
import * as dataShapes from "../service/account-data-shapes";
import { actionBody, createGameBody } from "../service/inputs";
import { BODY_ETAG } from "./conditional";
import type { AnyRoute } from "./route";
import { mergeComponents, pascal, ref, toComponents, type Named } from "./openapi/components";
import { everyKind } from "./openapi/kinds";
import { requirementOf, SCOPE_DESCRIPTIONS } from "./scopes";
import { webhookPayloads, webhooksSection } from "./openapi/webhooks";
import { OAUTH_SCHEMAS, OAUTH_TAG, oauthPaths } from "./openapi/oauth";
import { refusals } from "./openapi/refusals";
import { TRANSIENT_CODES } from "../service/transient";

/** Where the API runs: `npm start` locally, and your own deployment. */
export const SERVERS = [
  { url: "http://127.0.0.1:8787", description: "Local development server (`npm start`)" },
  {
    url: "https://{host}",
    description: "A deployment (`npm run deploy`): set `host` to the worker's host name that wrangler prints",
    variables: {
      host: { default: "starpost.example.workers.dev", description: "The deployment's host name (a placeholder until you deploy)" },
    },
  },
];

const TAGS = [
  { name: "players", description: "Registering, API keys, tokens with scopes, pairing codes and passkeys" },
  { name: "kinds", description: "The games on offer, with their seats, options and actions" },
  { name: "games", description: "Creating, finding, reading and joining games" },
  { name: "play", description: "Acting in a game, dry runs, suggestions, resigning and undo" },
  { name: "history", description: "A game's log, its live stream, its record and verifying one" },
  { name: "webhooks", description: "Subscriptions to your games' events, and the deliveries they receive" },
  { name: "talk", description: "Table talk: messages between a game's players, to the table or privately to one seat" },
  { name: "push", description: "Web Push to your browsers: subscriptions, what you are pushed and when, muted games" },
  { name: "service", description: "The service itself: whether it can serve" },
  OAUTH_TAG,
];

const problemSchema = {
  type: "object",
  description: "An RFC 9457 problem. `code` is stable; `detail` is for people",
  required: ["type", "title", "status", "code", "detail"],
  properties: {
    type: { type: "string", description: "A URI naming the code" },
    title: { type: "string" },
    status: { type: "integer" },
    code: {
      type: "string",
      description: "Stable: each response lists the codes it may carry; an illegal move (422) carries the game's own code",
    },
    detail: { type: "string" },
    rule: { type: "string", description: "For illegal moves: the rule that forbids them" },
    issues: { type: "array", items: { type: "string" }, description: "On a 400: each field that failed, and why" },
    currentVersion: { type: "integer", description: "On a 409 STALE_*: the game's version now" },
    decisionId: { type: ["string", "null"], description: "On a 409 STALE_*: the decision your seat owes now, if any" },
    limit: { type: "string", enum: ["burst", "sustained", "sign-in"], description: "On a 429: the request limit that was hit" },
    requests: { type: "integer", description: "On a 429: the requests that limit allows in a window" },
    periodSeconds: { type: "integer", description: "On a 429: the window's length" },
    retryAfter: {
      type: "integer",
      description: "On a 429: seconds until that window ends; on a 503: seconds to wait before sending again (also the Retry-After header)",
    },
    scope: { type: "string", description: "On a 403 INSUFFICIENT_SCOPE: the scope the operation needs" },
    acceptedScopes: {
      type: "array",
      items: { type: "string" },
      description: "On a 403 INSUFFICIENT_SCOPE: any one of these would do (`play:<gameId>` for an operation on that game)",
    },
  },
};

const linkHeader = {
  description:
    'Only when another page follows: `<URL>; rel="next"`, this request\'s absolute URL with `cursor` set to `nextCursor` (RFC 8288)',
  schema: { type: "string" },
};

function queryParameters(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: "input" }) as { properties?: Record<string, { description?: string }>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    ...(s.description ? { description: s.description } : {}),
    schema: s,
  }));
}

/** The answers' names, and where a shape varies by kind, the document's version of it with each game's schemas. */
function answers(kinds: ReturnType<typeof everyKind>): Map<z.ZodType, Named> {
  const entry = shapes.feedEntryShape(kinds.event);
  const table: [z.ZodType, string, z.ZodType?][] = [
    [shapes.gameResource, "Game", kinds.game],
    [shapes.feedEntry, "FeedEntry", entry],
    [shapes.actResult, "ActResult", shapes.actResultShape(kinds.event, kinds.game)],
    [shapes.validateResult, "ValidateResult", shapes.validateResultShape(kinds.event)],
    [shapes.eventsPage, "EventsPage", shapes.eventsPageShape(entry)],
    [shapes.gameRecord, "GameRecord", shapes.gameRecordShape(kinds.event, kinds.action)],
    [shapes.suggestion, "Suggestion", shapes.suggestionShape(kinds.action)],
    [shapes.feedStreamEvent, "FeedStreamEvent"],
    [shapes.newPlayer, "NewPlayer"],
    [shapes.player, "Player"],
    [shapes.kindList, "KindList", shapes.kindListShape(kinds.kind)],
    [shapes.kindInfo, "Kind", kinds.kind],
    [shapes.kindSeats, "KindSeats", kinds.seats],
    [shapes.gameList, "GameList"],
    [shapes.gameListItem, "GameListItem"],
    [shapes.verification, "Verification"],
    [shapes.healthReport, "HealthReport"],
    [shapes.webhook, "Webhook"],
    [shapes.newWebhook, "NewWebhook"],
    [shapes.webhookList, "WebhookList"],
    [shapes.delivery, "Delivery"],
    [shapes.deliveryList, "DeliveryList"],
    [shapes.deletedWebhook, "DeletedWebhook"],
    [shapes.queuedDelivery, "QueuedDelivery"],
    [shapes.rotatedSecret, "RotatedWebhookSecret"],
    [shapes.outcome, "Outcome"],
    [shapes.dieRoll, "DieRoll"],
    [shapes.seatInfo, "Seat"],
    [pushShapes.vapidPublicKey, "VapidPublicKey"],
    [pushShapes.pushSubscription, "PushSubscription"],
    [pushShapes.pushSubscriptionList, "PushSubscriptionList"],
    [pushShapes.deletedPushSubscription, "DeletedPushSubscription"],
    [pushShapes.notificationPreferences, "NotificationPreferences"],
    [pushShapes.muteState, "MuteState"],
    [pushShapes.inbox, "Inbox"],
    [inviteShapes.invitationSummary, "InvitationSummary"],
    [inviteShapes.invitationResource, "Invitation"],
    [inviteShapes.invitationList, "InvitationList"],
    [inviteShapes.inviteLink, "InviteLink"],
    [inviteShapes.revokedInviteLink, "RevokedInviteLink"],
    [inviteShapes.leftGame, "LeftGame"],
    [inviteShapes.cancelledGame, "CancelledGame"],
    [inviteShapes.rematch, "Rematch", inviteShapes.rematchShape(kinds.game)],
    [talkShapes.tableMessage, "TableMessage"],
    [talkShapes.messagesPage, "TableMessageList"],
    [talkShapes.messagesRead, "MessagesRead"],
    [pushShapes.mutedPlayerList, "MutedPlayerList"],
    [pushShapes.mutedPlayer, "MutedPlayer"],
    [pushShapes.playerMuteState, "PlayerMuteState"],
    [accountShapes.tokenInfo, "Token"],
    [accountShapes.revokedToken, "RevokedToken"],
    [accountShapes.tokenList, "TokenList"],
    [accountShapes.newToken, "NewToken"],
    [accountShapes.rotatedKey, "RotatedKey"],
    [accountShapes.pairingCode, "PairingCode"],
    [accountShapes.signedIn, "SignedIn"],
    [accountShapes.passkeyInfo, "Passkey"],
    [accountShapes.passkeyList, "PasskeyList"],
    [accountShapes.deletedPasskey, "DeletedPasskey"],
    [accountShapes.webauthnOptions, "WebAuthnOptions"],
    [accountShapes.appRequestInfo, "OAuthRequest"],
    [accountShapes.appDecision, "OAuthDecision"],
    [dataShapes.accountExport, "AccountExport", dataShapes.accountExportShape(shapes.gameRecordShape(kinds.event, kinds.action))],
    [dataShapes.accountDeleted, "AccountDeleted"],
  ];
  return new Map(table.map(([generic, name, doc]) => [generic, { name, schema: doc ?? generic }]));
}

/** A success answer's headers: the ETag of a game and of every conditional GET, and a list's Link. */
function headersOf(r: AnyRoute) {
  const etag = r.success.etag ?? (r.method === "get" && r.conditional !== false ? BODY_ETAG : undefined);
  const headers = {
    ...(etag ? { ETag: { description: etag, schema: { type: "string" } } } : {}),
    ...(r.paged ? { Link: linkHeader } : {}),
  };
  return Object.keys(headers).length > 0 ? { headers } : {};
}

/** The scope an operation needs (src/api/scopes.ts), as its security requirement's list. */
function scopeOf(r: AnyRoute): string[] {
  const need = requirementOf(r.operationId);
  if (need === undefined) throw new Error(`${r.operationId} is not in OPERATION_SCOPES (src/api/scopes.ts)`);
  return need === "public" || need === "token" ? [] : [need];
}

const security = (r: AnyRoute) => {
  const scheme = { apiKey: scopeOf(r) };
  return r.auth === "required" ? [scheme] : r.auth === "optional" ? [{}, scheme] : [];
};

const SCOPE_DOC =
  "The master API key from POST /v1/players (every scope), or a token from POST /v1/me/tokens, a pairing code or a passkey sign-in, which holds only its scopes. " +
  "Each operation lists the scope it needs in its security requirement (and `x-scope`); `play:<gameId>` stands in for `play` and `read` on that game. " +
  "A token without it gets 403 INSUFFICIENT_SCOPE; an expired or revoked one 401 TOKEN_EXPIRED or TOKEN_REVOKED. Scopes: " +
  Object.entries(SCOPE_DESCRIPTIONS)
    .map(([scope, what]) => `\`${scope}\`: ${what}`)
    .join("; ");

export function openApiDocument(routes: readonly AnyRoute[], games: readonly AnyGameModule[] = registeredGames) {
  const kinds = everyKind(games);
  const answerNames = answers(kinds);
  // Request bodies that name a kind, so a client's types accept only that kind's options and actions.
  const requestNames = new Map<z.ZodType, Named>([
    [actionBody, { name: "ActionRequest", schema: kinds.actionRequest }],
    [createGameBody, { name: "CreateGameRequest", schema: kinds.createRequest }],
  ]);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const answer = answerNames.get(r.success.schema);
    if (!answer) throw new Error(`${r.operationId}: its answer's shape has no name in the OpenAPI document`);
    let body: Named | undefined;
    if (r.body) {
      body = requestNames.get(r.body) ?? { name: `${pascal(r.operationId)}Request`, schema: r.body };
      requestNames.set(r.body, body);
    }
    const pathParams = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const headerParams = (r.headers ?? []).map((h) => ({
      name: h.name,
      in: "header",
      required: false,
      description: h.description,
      schema: { type: "string" },
    }));
    // Every route spends the caller's request budget (src/api/rate-limit.ts).
    // and every route that reads a key refuses expired and revoked tokens, and those without its scope.
    const tokenCodes: ErrorCode[] =
      r.auth === "none" ? [] : ["TOKEN_EXPIRED", "TOKEN_REVOKED", ...(scopeOf(r).length > 0 ? (["INSUFFICIENT_SCOPE"] as const) : [])];
    // and any may meet a platform failure that passes (src/service/transient.ts): a 503 with Retry-After.
    const codes: ErrorCode[] = [...new Set([...r.errors, ...tokenCodes, "RATE_LIMITED" as const, ...TRANSIENT_CODES])];
    const stream = r.success.mediaType === "text/event-stream";
    (paths[r.path] ??= {})[r.method] = {
      operationId: r.operationId,
      tags: [r.tag],
      summary: r.summary,
      ...(r.description ? { description: r.description } : {}),
      security: security(r),
      "x-scope": requirementOf(r.operationId),
      parameters: [...pathParams, ...(r.query ? queryParameters(r.query) : []), ...headerParams],
      ...(body ? { requestBody: { required: true, content: { "application/json": { schema: ref(body.name) } } } } : {}),
      responses: {
        [r.success.status]: {
          description: r.success.description,
          ...headersOf(r),
          content: stream
            ? {
                "text/event-stream": {
                  schema: {
                    type: "array",
                    description: "The events in the order they are sent; `: keep-alive` comments between them",
                    items: ref(answer.name),
                  },
                },
              }
            : { "application/json": { schema: ref(answer.name) } },
        },
        ...refusals(codes),
        ...(r.success.alsoAs
          ? {
              [r.success.alsoAs.status]: {
                description: r.success.alsoAs.description,
                content: { "application/json": { schema: ref(answer.name) } },
              },
            }
          : {}),
      },
    };
  }
  const answerComponents = toComponents(
    [
      ...answerNames.values(),
      ...kinds.kinds.flatMap((k) => k.answers),
      { name: "GameEvent", schema: kinds.event },
      { name: "Action", schema: kinds.action },
      ...webhookPayloads(kinds.kinds, kinds.action, kinds.event),
    ],
    "output",
  );
  const requestComponents = toComponents([...requestNames.values(), ...kinds.kinds.flatMap((k) => k.requests)], "input");
  return {
    openapi: "3.1.0",
    info: {
      title: "Starpost",
      version: "1",
      description:
        "Classic space wargames as a service. Every path under /v1 is a promise to client authors. GraphQL with the same capabilities is at /graphql. " +
        "A game's view, options, actions and events differ by kind: `Game` is discriminated by `kind`, and each kind's actions and events by `type`.",
    },
    servers: SERVERS,
    security: [{ apiKey: [] }],
    tags: TAGS,
    paths: { ...paths, ...oauthPaths() },
    webhooks: webhooksSection(),
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: SCOPE_DOC, "x-scopes": SCOPE_DESCRIPTIONS } },
      schemas: { Problem: problemSchema, ...OAUTH_SCHEMAS, ...mergeComponents(answerComponents, requestComponents) },
    },
  };
}
