// Muting a player: their messages are left out of your reads, unread counts, webhooks and pushes, at every table.
import { mutedPlayers, mutePlayer } from "../../service/mutes";
import { mutedPlayerList, playerMuteState } from "../../service/push-shapes";
import { defineRoute } from "../route";

const DESCRIPTION =
  "A muted player's messages are left out of what you read (REST, GraphQL), of your unread counts, and are never pushed or sent by webhook to you, " +
  "in every game you share. They are not told.";

export const muteRoutes = [
  defineRoute({
    method: "get",
    path: "/v1/me/muted-players",
    operationId: "listMutedPlayers",
    tag: "talk",
    summary: "The players you muted, oldest first",
    auth: "required",
    success: { status: 200, description: "`players`", schema: mutedPlayerList },
    errors: ["UNAUTHENTICATED"],
    handler: ({ who }) => mutedPlayers(who.env, who.caller!.playerId),
  }),
  defineRoute({
    method: "put",
    path: "/v1/me/muted-players/{playerId}",
    operationId: "mutePlayer",
    tag: "talk",
    summary: "Mute a player's messages",
    description: `${DESCRIPTION} Muting again changes nothing.`,
    auth: "required",
    success: { status: 200, description: "Muted", schema: playerMuteState },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "NOT_FOUND"],
    handler: ({ who, params }) => mutePlayer(who.env, who.caller!.playerId, params.playerId!, true),
  }),
  defineRoute({
    method: "delete",
    path: "/v1/me/muted-players/{playerId}",
    operationId: "unmutePlayer",
    tag: "talk",
    summary: "Hear a muted player again",
    description: "Their messages, the earlier ones too, are read and counted again; only new ones are pushed.",
    auth: "required",
    success: { status: 200, description: "Not muted", schema: playerMuteState },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST"],
    handler: ({ who, params }) => mutePlayer(who.env, who.caller!.playerId, params.playerId!, false),
  }),
];
