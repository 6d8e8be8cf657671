// Playing: actions, dry runs, suggestions, undo, resignation, the feed and the record. Each
// handler hands its input to the service (src/service/play.ts); If-Match is read here, as
// REST's header spelling of expectedVersion.
import type { Context } from "hono";
import { verifyRecord } from "../../engine/verify";
import { type ErrorCode, ok, type Result } from "../../service/errors";
import { withRoom } from "../../service/games";
import { openLiveSocket } from "../../service/live";
import { actionBody, eventsQuery, parseInput, streamQuery, suggestQuery, verifyBody } from "../../service/inputs";
import { feed } from "../../service/lists";
import { playJson, resign, suggest, undo, validate, type ActOptions } from "../../service/play";
import { actResult, eventsPage, feedStreamEvent, gameRecord, suggestion, validateResult, verification } from "../../service/shapes";
import type { GameRecord } from "../../service/types";
import type { AppEnv } from "../caller";
import { GAME_ETAG, IF_MATCH_DESCRIPTION, ifMatchVersion, taggedJsonText } from "../conditional";
import { pageResponse } from "../paging";
import { defineRoute } from "../route";

/** What an action, applied or only validated, may be refused with. */
const ACTION_ERRORS: ErrorCode[] = [
  "UNAUTHENTICATED",
  "MALFORMED_REQUEST",
  "INVALID_ACTION",
  "GAME_NOT_FOUND",
  "NOT_A_PLAYER",
  "NOT_YOUR_DECISION",
  "STALE_VERSION",
  "STALE_DECISION",
  "GAME_NOT_STARTED",
  "GAME_OVER",
  "ILLEGAL_ACTION",
];

const IF_MATCH_HEADER = { name: "If-Match", description: IF_MATCH_DESCRIPTION };

/** The If-Match header as the version it names, beside the Idempotency-Key. */
function actOptions(c: Context<AppEnv>, idempotencyKey?: string): Result<ActOptions> {
  const ifMatch = ifMatchVersion(c.req.header("if-match"));
  return ifMatch.ok ? ok({ ifMatch: ifMatch.value, idempotencyKey }) : ifMatch;
}

const ENVELOPE = "`{version, events, game}`, as an action answers";

export const playRoutes = [
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/actions",
    operationId: "submitAction",
    tag: "play",
    summary: "Submit an action for your seat",
    description:
      "Post one of your `pending` choices as it is. With `expectedVersion` (the version you read) or `decisionId` (your pending decision's id) " +
      "the action is accepted while your seat still owes that same decision, whatever other seats did since, and refused with 409 once your decision changed. " +
      '`If-Match` (the ETag of your game read, or `"<version>"`) is the header spelling of `expectedVersion`. ' +
      "A retried POST with the same `Idempotency-Key` returns the first answer and is applied once (with the game as it is now). " +
      "The answer's ETag is the one a read of the game would carry for you now: send it as If-Match on your next action without reading again.",
    auth: "required",
    body: actionBody,
    headers: [IF_MATCH_HEADER],
    idempotent: true,
    success: {
      status: 200,
      description: "The new version, your view of the events it produced, and the game",
      schema: actResult,
      etag: `${GAME_ETAG}; the same a read of the game right after would carry`,
    },
    errors: [...ACTION_ERRORS, "BODY_TOO_LARGE", "IF_MATCH_CONFLICT"],
    handler: async ({ c, who, body, params, idempotencyKey }) => {
      const options = actOptions(c, idempotencyKey);
      if (!options.ok) return options;
      const answer = await playJson(who, params.id!, body, options.value);
      return answer.ok ? taggedJsonText(c, answer.value) : answer;
    },
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/actions/validate",
    operationId: "validateAction",
    tag: "play",
    summary: "Dry run: would this action be accepted? Nothing is applied",
    auth: "required",
    body: actionBody,
    headers: [IF_MATCH_HEADER],
    success: {
      status: 200,
      description:
        "Valid. The events it would produce are given only where nothing is hidden from you and no die is rolled; otherwise `withheld` says why",
      schema: validateResult,
    },
    errors: [...ACTION_ERRORS, "IF_MATCH_CONFLICT"],
    handler: async ({ c, who, body, params }) => {
      const options = actOptions(c);
      return options.ok ? validate(who, params.id!, body, options.value) : options;
    },
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/suggest",
    operationId: "suggestAction",
    tag: "play",
    summary: "A legal action for your seat from the built-in bot, or the built-in opponent at `level` (not applied)",
    auth: "required",
    query: suggestQuery,
    success: { status: 200, description: "An action you could post", schema: suggestion },
    errors: [
      "MALFORMED_REQUEST",
      "UNAUTHENTICATED",
      "GAME_NOT_FOUND",
      "NOT_A_PLAYER",
      "NOT_YOUR_DECISION",
      "GAME_NOT_STARTED",
      "GAME_OVER",
    ],
    handler: ({ who, params, query }) => suggest(who, params.id!, query.level),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/resign",
    operationId: "resignGame",
    tag: "play",
    summary: "Leave the game; what that means is the game's rule (in a duel, the other side wins)",
    auth: "required",
    idempotent: true,
    success: { status: 200, description: `${ENVELOPE}: the events of your resignation and the game`, schema: actResult, etag: GAME_ETAG },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND", "NOT_A_PLAYER", "GAME_NOT_STARTED", "GAME_OVER"],
    handler: ({ who, params, idempotencyKey }) => resign(who, params.id!, idempotencyKey),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/undo",
    operationId: "undoAction",
    tag: "play",
    summary: "Take back your own last action, while no die was rolled, nothing hidden was shown and nobody has acted since",
    auth: "required",
    idempotent: true,
    success: {
      status: 200,
      description: `${ENVELOPE}: the undo's new version (events: none) and the game as it was before your action`,
      schema: actResult,
      etag: GAME_ETAG,
    },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND", "NOT_A_PLAYER", "GAME_NOT_STARTED", "GAME_OVER", "UNDO_NOT_ALLOWED"],
    handler: ({ who, params, idempotencyKey }) => undo(who, params.id!, idempotencyKey),
  }),
  defineRoute({
    method: "get",
    path: "/v1/games/{id}/stream",
    operationId: "streamGame",
    tag: "history",
    summary: "Your live feed: server-sent events, or a WebSocket (send `Upgrade: websocket`); resume after the last version you saw",
    description:
      "Two transports of the same feed, redacted for you. **Server-sent events** (the default): `entry` events with `id` = version, " +
      "`end` when the game is over, `message` (no id) for each table-talk message you may read as it is posted, a keep-alive " +
      "comment every 20 s; reconnect with Last-Event-ID. Simple, but an open stream keeps " +
      "the game's room in memory for as long as it is open (up to 30 min, then the client reconnects). **WebSocket** (send the " +
      'upgrade request, HTTP 101): text frames `{"type":"entry","entry":…}`, `{"type":"message","message":…}` and ' +
      '`{"type":"end"}`, after which the server closes ' +
      'the socket; send "ping" to keep an idle connection open (answered "pong"); resume with `?after=N`. An idle WebSocket costs ' +
      "nothing: the room sleeps (hibernates) until the next move, which wakes it and reaches every watcher. " +
      "Either is closed without `end` when what it reads for is gone: your seat (you gave it back, or deleted your account) " +
      "or the game (cancelled). Connecting again reads as you now are: a spectator once your seat is given back (404 in a private game), 401 once your " +
      "account is deleted (the key goes last, after every game is left: a reconnect in between reads as a spectator, or 404), " +
      "410 GAME_CANCELLED for a cancelled game. " +
      "It is closed the same way when the key or token that opened it stops working: revoked or replaced (closed before that call " +
      "answers; connecting again answers 401 TOKEN_REVOKED, UNAUTHENTICATED or APP_TOKEN_INVALID), or past its expiry (nothing " +
      "committed after it is sent; 401 TOKEN_EXPIRED).",
    auth: "optional",
    query: streamQuery,
    conditional: false,
    headers: [{ name: "Last-Event-ID", description: "The last version you received; the stream resumes after it" }],
    success: {
      status: 200,
      description: "text/event-stream: `entry` events (id = version), then `end` when the game is over",
      schema: feedStreamEvent,
      mediaType: "text/event-stream",
    },
    errors: [
      "UNAUTHENTICATED",
      "TOKEN_REVOKED",
      "TOKEN_EXPIRED",
      "APP_TOKEN_INVALID",
      "GAME_NOT_FOUND",
      "GAME_CANCELLED",
      "LIVE_FEED_FULL",
    ],
    handler: async ({ who, params, query, c }) => {
      const header = c.req.header("last-event-id");
      const after = header !== undefined && /^\d+$/.test(header) ? Number(header) : (query.after ?? 0);
      if (c.req.header("upgrade")?.toLowerCase() === "websocket") {
        const socket = await openLiveSocket(who, params.id!, after);
        return socket.ok ? socket.value : socket;
      }
      const result = await withRoom(who, params.id!, (stub) => stub.stream(who.caller, after, who.credential ?? null));
      if (!result.ok) return result;
      return new Response(result.value, {
        headers: { "content-type": "text/event-stream", "cache-control": "no-cache", "x-accel-buffering": "no" },
      });
    },
  }),
  defineRoute({
    method: "get",
    path: "/v1/games/{id}/events",
    operationId: "listGameEvents",
    tag: "history",
    summary: "The game's log as you may see it, oldest first",
    description:
      "Ordered by version, which only grows (an undo is an entry of its own). Start after a version with `after`, or follow " +
      '`nextCursor` (or the `Link: <…>; rel="next"` header) page by page; `nextCursor` is null once the page reaches the game\'s ' +
      "current version. To wait for what comes next, ask again with `after` set to the last version you have, or use the stream.",
    auth: "optional",
    query: eventsQuery,
    paged: { items: "entries" },
    success: {
      status: 200,
      description: "`entries` after `after` (or the cursor), up to `limit`, public dice included; the game's `version`; `nextCursor`",
      schema: eventsPage,
    },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_CURSOR", "GAME_NOT_FOUND"],
    handler: async ({ c, who, query, params }) => {
      const page = await feed(who, params.id!, { after: query.after, cursor: query.cursor }, query.limit);
      if (!page.ok) return page;
      return pageResponse(c, { entries: page.value.nodes, version: page.value.version }, page.value.nextCursor, ["after"]);
    },
  }),
  defineRoute({
    method: "get",
    path: "/v1/games/{id}/export",
    operationId: "exportGame",
    tag: "history",
    summary: "The whole game as one record; once it is over, with the seed, every action and every roll",
    auth: "optional",
    success: { status: 200, description: "The record (format starpost-game/1)", schema: gameRecord },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND"],
    handler: ({ who, params }) => withRoom(who, params.id!, (stub) => stub.exportRecord(who.caller)),
  }),
  defineRoute({
    method: "post",
    path: "/v1/verify",
    operationId: "verifyRecord",
    tag: "history",
    summary: "Re-run a finished game's record and check the seed, every roll and the outcome",
    auth: "none",
    body: verifyBody,
    success: { status: 200, description: "`verified` with the counts checked, or the problems found", schema: verification },
    errors: ["MALFORMED_REQUEST", "BODY_TOO_LARGE"],
    handler: async ({ body }) => {
      const record = parseInput(verifyBody, body, "body");
      return record.ok ? ok(verifyRecord(record.value as unknown as GameRecord)) : record;
    },
  }),
];
