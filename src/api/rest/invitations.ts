// Invitations, share links, leaving and cancelling a game that has not started, and rematches.
// Each handler hands its input to the service (src/service/invitations.ts, games.ts, rematch.ts).
import { z } from "zod";
import { cancelGame, leaveGame } from "../../service/games";
import {
  acceptInvitation,
  createInviteLink,
  declineInvitation,
  invitePlayer,
  myInvitations,
  revokeInviteLink,
} from "../../service/invitations";
import {
  cancelledGame,
  invitationList,
  invitationResource,
  inviteLink,
  leftGame,
  rematch,
  revokedInviteLink,
} from "../../service/invitation-shapes";
import { acceptInvitationBody, cursor, invitePlayerBody, pageLimit } from "../../service/inputs";
import { offerRematch } from "../../service/rematch";
import { actResult } from "../../service/shapes";
import { GAME_ETAG } from "../conditional";
import { pageResponse } from "../paging";
import { defineRoute } from "../route";

const invitationsQuery = z.strictObject({ limit: pageLimit("invitations"), cursor });

export const invitationRoutes = [
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/invitations",
    operationId: "invitePlayer",
    tag: "games",
    summary: "Invite a player to a game that has not started, holding a seat for them if you name one",
    description:
      "Any player seated in the game may invite. The invitee finds it in their inbox (section `invitations`) and under " +
      "GET /v1/me/invitations, and is told by an `invitation.received` webhook and push if they subscribed. Inviting the same " +
      "player again renews the invitation (after a decline, it is open again). It expires after 7 days.",
    auth: "required",
    body: invitePlayerBody,
    success: { status: 201, description: "The invitation", schema: invitationResource },
    errors: [
      "UNAUTHENTICATED",
      "MALFORMED_REQUEST",
      "GAME_NOT_FOUND",
      "GAME_CANCELLED",
      "NOT_A_PLAYER",
      "GAME_ALREADY_STARTED",
      "PLAYER_NOT_FOUND",
      "ALREADY_SEATED",
      "SEAT_TAKEN",
      "SEAT_RESERVED",
    ],
    handler: ({ who, body, params }) => invitePlayer(who, params.id!, body),
  }),
  defineRoute({
    method: "get",
    path: "/v1/me/invitations",
    operationId: "listMyInvitations",
    tag: "games",
    summary: "Your pending invitations to games that have not started, newest first",
    auth: "required",
    query: invitationsQuery,
    paged: { items: "invitations" },
    success: { status: 200, description: "`invitations` and `nextCursor`", schema: invitationList },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_CURSOR"],
    handler: async ({ c, who, query }) => {
      const page = await myInvitations(who, query.limit, query.cursor);
      return page.ok ? pageResponse(c, { invitations: page.value.nodes }, page.value.nextCursor) : page;
    },
  }),
  defineRoute({
    method: "post",
    path: "/v1/invitations/{id}/accept",
    operationId: "acceptInvitation",
    tag: "games",
    summary: "Accept an invitation: join its game, in the seat held for you",
    description: "The same as POST /v1/games/{id}/join with the seat held for you; the game starts when every seat is taken.",
    auth: "required",
    body: acceptInvitationBody,
    idempotent: true,
    success: { status: 200, description: "`{version, events, game}`, as joining answers", schema: actResult, etag: GAME_ETAG },
    errors: [
      "UNAUTHENTICATED",
      "MALFORMED_REQUEST",
      "INVITATION_NOT_FOUND",
      "INVITATION_DECLINED",
      "INVITATION_EXPIRED",
      "GAME_CANCELLED",
      "SEAT_TAKEN",
      "NO_OPEN_SEAT",
      "ALREADY_SEATED",
    ],
    handler: ({ who, body, params, idempotencyKey }) => acceptInvitation(who, params.id!, body, idempotencyKey),
  }),
  defineRoute({
    method: "post",
    path: "/v1/invitations/{id}/decline",
    operationId: "declineInvitation",
    tag: "games",
    summary: "Decline an invitation: its seat is free for others, and the game leaves your inbox",
    auth: "required",
    success: { status: 200, description: "The invitation, declined", schema: invitationResource },
    errors: ["UNAUTHENTICATED", "INVITATION_NOT_FOUND", "INVITATION_ACCEPTED"],
    handler: ({ who, params }) => declineInvitation(who, params.id!),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/invite-link",
    operationId: "createInviteLink",
    tag: "games",
    summary: "A share link to your game that has not started: whoever holds it may join, even a private game",
    description:
      "Only the game's creator makes one. The token is shown once; a new link replaces the last one (which stops working). " +
      "A joiner sends it as `invite` in POST /v1/games/{id}/join; the web client does so from the link's page.",
    auth: "required",
    success: { status: 201, description: "The token and the link", schema: inviteLink },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND", "GAME_CANCELLED", "NOT_A_PLAYER", "NOT_GAME_CREATOR", "GAME_ALREADY_STARTED"],
    handler: ({ who, params }) => createInviteLink(who, params.id!),
  }),
  defineRoute({
    method: "delete",
    path: "/v1/games/{id}/invite-link",
    operationId: "revokeInviteLink",
    tag: "games",
    summary: "Revoke your game's share link: joining with it is refused from now on (invitations stand)",
    auth: "required",
    success: { status: 200, description: "Revoked", schema: revokedInviteLink },
    errors: [
      "UNAUTHENTICATED",
      "GAME_NOT_FOUND",
      "GAME_CANCELLED",
      "NOT_A_PLAYER",
      "NOT_GAME_CREATOR",
      "GAME_ALREADY_STARTED",
      "NOT_FOUND",
    ],
    handler: ({ who, params }) => revokeInviteLink(who, params.id!),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/leave",
    operationId: "leaveGame",
    tag: "games",
    summary: "Give back your seat in a game that has not started (its creator cancels it instead)",
    auth: "required",
    success: { status: 200, description: "The seat you gave back", schema: leftGame },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND", "GAME_CANCELLED", "NOT_A_PLAYER", "GAME_ALREADY_STARTED", "CREATOR_CANNOT_LEAVE"],
    handler: ({ who, params }) => leaveGame(who, params.id!),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/cancel",
    operationId: "cancelGame",
    tag: "games",
    summary: "Cancel your game that has not started: it leaves every list and inbox, and answers 410 GAME_CANCELLED from then on",
    auth: "required",
    success: { status: 200, description: "Cancelled", schema: cancelledGame },
    errors: ["UNAUTHENTICATED", "GAME_NOT_FOUND", "GAME_CANCELLED", "NOT_GAME_CREATOR", "GAME_ALREADY_STARTED"],
    handler: ({ who, params }) => cancelGame(who, params.id!),
  }),
  defineRoute({
    method: "post",
    path: "/v1/games/{id}/rematch",
    operationId: "offerRematch",
    tag: "games",
    summary: "Offer a rematch of a finished game: same kind and options, seats moved one on (two seats: swapped)",
    description:
      "You take your new seat; every other former player is invited to theirs (accepting is joining); a seat the built-in " +
      "opponent held moves on with it, at the same level. The new game's `rematchOf` names this game, and this game's list " +
      "item names its `rematchId`. A game has one rematch: offering again answers REMATCH_EXISTS with its id.",
    auth: "required",
    idempotent: true,
    success: { status: 201, description: "The new game and the invitations", schema: rematch },
    errors: [
      "UNAUTHENTICATED",
      "GAME_NOT_FOUND",
      "NOT_A_PLAYER",
      "GAME_NOT_FINISHED",
      "REMATCH_EXISTS",
      "CREATION_LIMITED",
      "OPEN_GAMES_LIMIT",
    ],
    handler: ({ who, params, idempotencyKey }) => offerRematch(who, params.id!, idempotencyKey),
  }),
];
