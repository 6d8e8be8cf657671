import { registerPlayer } from "../../directory/players";
import { ok } from "../../service/errors";
import { defineRoute } from "../route";
import { registerPlayerBody } from "../schemas";
import { newPlayer, player } from "../../service/shapes";

export const playerRoutes = [
  defineRoute({
    method: "post",
    path: "/v1/players",
    operationId: "registerPlayer",
    tag: "players",
    summary: "Register a player (or a bot)",
    description: "Returns the player's API key. It is shown only in this answer: keep it.",
    auth: "none",
    body: registerPlayerBody,
    success: { status: 201, description: "The new player with its API key", schema: newPlayer },
    errors: ["MALFORMED_REQUEST", "BODY_TOO_LARGE"],
    handler: async ({ env, body }) => {
      const player = await registerPlayer(env.DIRECTORY, body.name, Date.now());
      return ok({ id: player.id, name: player.name, apiKey: player.apiKey, createdAt: new Date(player.createdAt).toISOString() });
    },
  }),
  defineRoute({
    method: "get",
    path: "/v1/me",
    operationId: "getMe",
    tag: "players",
    summary: "Who the API key belongs to",
    auth: "required",
    success: { status: 200, description: "The player", schema: player },
    errors: ["UNAUTHENTICATED"],
    handler: async ({ caller }) => ok({ id: caller!.playerId, name: caller!.name }),
  }),
];
