import { ok } from "../../service/errors";
import { registerPlayerBody } from "../../service/inputs";
import { register } from "../../service/players";
import { newPlayer, player } from "../../service/shapes";
import { defineRoute } from "../route";

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
    idempotent: true,
    success: { status: 201, description: "The new player with its API key", schema: newPlayer },
    errors: ["MALFORMED_REQUEST", "BODY_TOO_LARGE", "CREATION_LIMITED"],
    handler: ({ who, body, idempotencyKey }) => register(who, body, idempotencyKey),
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
    handler: async ({ who }) => ok({ id: who.caller!.playerId, name: who.caller!.name }),
  }),
];
