// Games: create, list, read, join. Each handler parses, calls the room, and returns.
import { listGames } from "../../directory/games";
import { ok } from "../../service/errors";
import { createGame, noSuchGame, room } from "../../service/games";
import { defineRoute } from "../route";
import { createGameBody, gameQuery, joinGameBody, listGamesQuery } from "../schemas";

export const gameRoutes = [
  defineRoute({
    method: "post",
    path: "/v1/games",
    tag: "games",
    summary: "Create a game and take a seat in it",
    description: "The answer carries `seedCommitment`, the hash of the server's secret seed, fixed before anyone plays.",
    auth: "required",
    body: createGameBody,
    success: { status: 201, description: "The new game" },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "UNKNOWN_KIND", "INVALID_OPTIONS", "BODY_TOO_LARGE"],
    handler: ({ env, caller, body }) => createGame(env, caller!, body),
  }),
  defineRoute({
    method: "get",
    path: "/v1/games",
    tag: "games",
    summary: "List games: the lobby, your games, or the games awaiting your decision",
    description:
      "Read from the directory, which a game brings up to date before it answers a move made a second or more after its last one. " +
      "A game moving faster (bots) is listed at most a second behind; joins, starts and ends at once. The game itself is always current.",
    auth: "optional",
    query: listGamesQuery,
    success: { status: 200, description: "Games, most recently updated first" },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST"],
    handler: async ({ env, caller, query }) => {
      if ((query.mine || query.awaiting) && !caller) return ok({ games: [] });
      const games = await listGames(env.DIRECTORY, {
        callerId: caller?.playerId ?? null,
        ...(query.status ? { status: query.status } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
        mine: query.mine ?? false,
        awaitingMe: query.awaiting === "me",
        limit: query.limit,
      });
      return ok({ games });
    },
  }),
  defineRoute({
    method: "get",
    path: "/v1/games/{id}",
    tag: "games",
    summary: "A game as you may see it: view, pending decisions with their choices, outcome",
    description: "`?at=N` gives the view as it stood at version N, with the same redaction.",
    auth: "optional",
    query: gameQuery,
    success: { status: 200, description: "The game" },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND", "VERSION_NOT_FOUND"],
    handler: ({ env, caller, query, params }) => room(env, params.id!)?.read(caller, query.at) ?? noSuchGame(params.id!),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/join",
    tag: "games",
    summary: "Take an open seat; the game starts when every seat is taken",
    auth: "required",
    body: joinGameBody,
    success: { status: 200, description: "The game" },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "GAME_NOT_FOUND", "SEAT_TAKEN", "NO_OPEN_SEAT", "ALREADY_SEATED"],
    handler: ({ env, caller, body, params }) => room(env, params.id!)?.join(caller, body) ?? noSuchGame(params.id!),
  }),
];
