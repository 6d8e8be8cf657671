// Games: create, list, read, join. Each handler hands its input to the service (src/service/).
import { createGame, join, readGame } from "../../service/games";
import { createGameBody, gameQuery, joinGameBody, listGamesQuery } from "../../service/inputs";
import { listGames } from "../../service/lists";
import { actResult, gameList, gameResource } from "../../service/shapes";
import { GAME_ETAG } from "../conditional";
import { pageResponse } from "../paging";
import { defineRoute } from "../route";

export const gameRoutes = [
  defineRoute({
    method: "post",
    path: "/v1/games",
    operationId: "createGame",
    tag: "games",
    summary: "Create a game and take a seat in it",
    description:
      "The answer carries `seedCommitment`, the hash of the server's secret seed, fixed before anyone plays. " +
      "Seats named in `opponents` are the server's built-in opponent's from the start: the room plays them itself, from its own view of " +
      "the game, and the game starts as soon as the other seats are filled (at once when you are the only person).",
    auth: "required",
    body: createGameBody,
    idempotent: true,
    success: { status: 201, description: "The new game", schema: gameResource },
    errors: [
      "UNAUTHENTICATED",
      "MALFORMED_REQUEST",
      "UNKNOWN_KIND",
      "INVALID_OPTIONS",
      "BODY_TOO_LARGE",
      "CREATION_LIMITED",
      "OPEN_GAMES_LIMIT",
      "NO_HUMAN_SEAT",
    ],
    handler: ({ who, body, idempotencyKey }) => createGame(who, body, idempotencyKey),
  }),
  defineRoute({
    method: "get",
    path: "/v1/games",
    operationId: "listGames",
    tag: "games",
    summary: "List games: the lobby, your games, or the games awaiting your decision",
    description:
      "Newest created first (then by id, descending): a game keeps its place however often it moves, so following `nextCursor` " +
      '(or the `Link: <…>; rel="next"` header) to the end lists every game that matched once and only once; games created ' +
      "meanwhile appear on a new first page. A game enters or leaves a filtered list (status, awaiting) as it changes. `nextCursor` " +
      "is null on the last page. A cursor is bound to its filter and to you: send it with the same query (the Link URL does), " +
      "or it is refused with INVALID_CURSOR. " +
      "Read from the directory, which a game brings up to date before it answers a move made a second or more after its last one. " +
      "A game moving faster (bots) is listed at most a second behind; joins, starts and ends at once. The game itself is always current.",
    auth: "optional",
    query: listGamesQuery,
    paged: { items: "games" },
    success: { status: 200, description: "`games`, newest created first, and `nextCursor`", schema: gameList },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_CURSOR"],
    handler: async ({ c, who, query }) => {
      const filter = { status: query.status, kind: query.kind, mine: query.mine ?? false, awaitingMe: query.awaiting === "me" };
      const page = await listGames(who, filter, query.limit, query.cursor);
      return page.ok ? pageResponse(c, { games: page.value.nodes }, page.value.nextCursor) : page;
    },
  }),
  defineRoute({
    method: "get",
    path: "/v1/games/{id}",
    operationId: "getGame",
    tag: "games",
    summary: "A game as you may see it: view, pending decisions with their choices, outcome",
    description:
      '`?at=N` gives the view as it stood at version N, with the same redaction. The ETag is `"<version>.<digest of this body>"`: ' +
      "send it back as If-None-Match for a 304 while nothing you see changed, or as If-Match on an action to say which version you read.",
    auth: "optional",
    query: gameQuery,
    success: { status: 200, description: "The game", schema: gameResource, etag: GAME_ETAG },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND", "VERSION_NOT_FOUND"],
    handler: ({ who, query, params }) => readGame(who, params.id!, query.at),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/join",
    operationId: "joinGame",
    tag: "games",
    summary: "Take an open seat; the game starts when every seat is taken",
    auth: "required",
    body: joinGameBody,
    idempotent: true,
    success: {
      status: 200,
      description: "`{version, events, game}` like an action's answer: the game with you seated (events: none)",
      schema: actResult,
      etag: GAME_ETAG,
    },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "GAME_NOT_FOUND", "SEAT_TAKEN", "NO_OPEN_SEAT", "ALREADY_SEATED"],
    handler: ({ who, body, params, idempotencyKey }) => join(who, params.id!, body, idempotencyKey),
  }),
];
