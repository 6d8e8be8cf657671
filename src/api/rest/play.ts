// Playing: actions, dry runs, suggestions, resignation, the feed and the record.
import { verifyRecord } from "../../engine/verify";
import { apiError, fail, ok, type Result } from "../../service/errors";
import { noSuchGame, room } from "../../service/games";
import { feedPage } from "../../service/lists";
import type { GameRecord } from "../../service/types";
import type { ActInput } from "../../../durable-objects/game-room";
import { actionJson, expectedVersionOf, GAME_ETAG, IF_MATCH_DESCRIPTION } from "../conditional";
import { pageResponse } from "../paging";
import { defineRoute } from "../route";
import { actionBody, eventsQuery, streamQuery, verifyBody } from "../schemas";
import { actResult, eventsPage, feedStreamEvent, gameRecord, gameResource, suggestion, validateResult, verification } from "../../service/shapes";

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const IF_MATCH_HEADER = { name: "If-Match", description: IF_MATCH_DESCRIPTION };

/** The action and what it answers, as the room takes them (absent fields left out); If-Match is the header spelling of expectedVersion. */
function actInput(body: { kind?: string | undefined; action: unknown; expectedVersion?: number | undefined; decisionId?: string | undefined }, ifMatch: string | undefined): Result<ActInput> {
  const expectedVersion = expectedVersionOf(body.expectedVersion, ifMatch);
  if (!expectedVersion.ok) return expectedVersion;
  return ok({
    action: body.action,
    ...(body.kind !== undefined ? { kind: body.kind } : {}),
    ...(expectedVersion.value !== undefined ? { expectedVersion: expectedVersion.value } : {}),
    ...(body.decisionId !== undefined ? { decisionId: body.decisionId } : {}),
  });
}

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
      "`If-Match` (the ETag of your game read, or `\"<version>\"`) is the header spelling of `expectedVersion`. " +
      "A retried POST with the same `Idempotency-Key` returns the first answer and is applied once (with the game as it is now). " +
      "The answer's ETag is the one a read of the game would carry for you now: send it as If-Match on your next action without reading again.",
    auth: "required",
    body: actionBody,
    headers: [{ name: "Idempotency-Key", description: "Any string up to 255 printable characters, unique per action you mean" }, IF_MATCH_HEADER],
    success: { status: 200, description: "The new version, your view of the events it produced, and the game", schema: actResult, etag: `${GAME_ETAG}; the same a read of the game right after would carry` },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_ACTION", "GAME_NOT_FOUND", "NOT_A_PLAYER", "NOT_YOUR_DECISION", "STALE_VERSION", "STALE_DECISION", "GAME_NOT_STARTED", "GAME_OVER", "ILLEGAL_ACTION", "IDEMPOTENCY_KEY_REUSED", "BODY_TOO_LARGE", "IF_MATCH_CONFLICT"],
    handler: async ({ c, env, caller, body, params }) => {
      const key = c.req.header("idempotency-key");
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) return fail(apiError("MALFORMED_REQUEST", "Idempotency-Key must be 1 to 255 printable ASCII characters"));
      const input = actInput(body, c.req.header("if-match"));
      if (!input.ok) return input;
      const stub = room(env, params.id!);
      if (!stub) return noSuchGame(params.id!);
      const answer = await stub.actJson(caller, { ...input.value, ...(key ? { idempotencyKey: key } : {}) });
      return answer.ok ? actionJson(c, answer.value) : answer;
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
    success: { status: 200, description: "Valid. The events it would produce are given only where nothing is hidden from you and no die is rolled; otherwise `withheld` says why", schema: validateResult },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_ACTION", "GAME_NOT_FOUND", "NOT_A_PLAYER", "NOT_YOUR_DECISION", "STALE_VERSION", "STALE_DECISION", "GAME_NOT_STARTED", "GAME_OVER", "ILLEGAL_ACTION", "IF_MATCH_CONFLICT"],
    handler: async ({ c, env, caller, body, params }) => {
      const input = actInput(body, c.req.header("if-match"));
      if (!input.ok) return input;
      return room(env, params.id!)?.validate(caller, input.value) ?? noSuchGame(params.id!);
    },
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/suggest",
    operationId: "suggestAction",
    tag: "play",
    summary: "A legal action for your seat from the built-in bot (not applied)",
    auth: "required",
    success: { status: 200, description: "An action you could post", schema: suggestion },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND", "NOT_A_PLAYER", "NOT_YOUR_DECISION", "GAME_NOT_STARTED", "GAME_OVER"],
    handler: ({ env, caller, params }) => room(env, params.id!)?.suggest(caller) ?? noSuchGame(params.id!),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/resign",
    operationId: "resignGame",
    tag: "play",
    summary: "Leave the game; what that means is the game's rule (in a duel, the other side wins)",
    auth: "required",
    success: { status: 200, description: "The game", schema: gameResource },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND", "NOT_A_PLAYER", "GAME_NOT_STARTED", "GAME_OVER"],
    handler: ({ env, caller, params }) => room(env, params.id!)?.resign(caller) ?? noSuchGame(params.id!),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/undo",
    operationId: "undoAction",
    tag: "play",
    summary: "Take back your own last action, while no die was rolled, nothing hidden was shown and nobody has acted since",
    auth: "required",
    success: { status: 200, description: "The game as it was before your action", schema: gameResource },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND", "NOT_A_PLAYER", "GAME_NOT_STARTED", "GAME_OVER", "UNDO_NOT_ALLOWED"],
    handler: ({ env, caller, params }) => room(env, params.id!)?.undo(caller) ?? noSuchGame(params.id!),
  }),
  defineRoute({
    method: "get",
    path: "/v1/games/{id}/stream",
    operationId: "streamGame",
    tag: "history",
    summary: "Server-sent events of your feed; reconnect with Last-Event-ID to resume after the last entry you saw",
    auth: "optional",
    query: streamQuery,
    conditional: false,
    headers: [{ name: "Last-Event-ID", description: "The last version you received; the stream resumes after it" }],
    success: { status: 200, description: "text/event-stream: `entry` events (id = version), then `end` when the game is over", schema: feedStreamEvent, mediaType: "text/event-stream" },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND"],
    handler: async ({ env, caller, params, query, c }) => {
      const stub = room(env, params.id!);
      if (!stub) return noSuchGame(params.id!);
      const header = c.req.header("last-event-id");
      const after = header !== undefined && /^\d+$/.test(header) ? Number(header) : (query.after ?? 0);
      const result = await stub.stream(caller, after);
      if (!result.ok) return result;
      return new Response(result.value, { headers: { "content-type": "text/event-stream", "cache-control": "no-cache", "x-accel-buffering": "no" } });
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
      "`nextCursor` (or the `Link: <…>; rel=\"next\"` header) page by page; `nextCursor` is null once the page reaches the game's " +
      "current version. To wait for what comes next, ask again with `after` set to the last version you have, or use the stream.",
    auth: "optional",
    query: eventsQuery,
    paged: { items: "entries" },
    success: { status: 200, description: "`entries` after `after` (or the cursor), up to `limit`, public dice included; the game's `version`; `nextCursor`", schema: eventsPage },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_CURSOR", "GAME_NOT_FOUND"],
    handler: async ({ c, env, caller, query, params }) => {
      if (query.after !== undefined && query.cursor !== undefined) return fail(apiError("MALFORMED_REQUEST", "send either after or cursor, not both"));
      const position = query.cursor !== undefined ? { cursor: query.cursor } : { after: query.after ?? 0 };
      const page = await feedPage(env, caller, params.id!, position, query.limit);
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
    handler: ({ env, caller, params }) => room(env, params.id!)?.exportRecord(caller) ?? noSuchGame(params.id!),
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
    handler: async ({ body }) => ok(verifyRecord(body as unknown as GameRecord)),
  }),
];
