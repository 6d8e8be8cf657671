// The shapes of invitations, share links and rematches as the API hands them out (zod, written
// once: the routes validate with them and the OpenAPI document is made from them).
import { z } from "zod";
import { gameListItem, gameResource, pageShape } from "./shapes";

const time = () => z.iso.datetime({ offset: true }).describe("An RFC 3339 time");

/** A pending invitation to a game, as the invitee reads it (the inbox, the invitation.received webhook). */
export const invitationSummary = z.object({
  id: z.string().describe("Accept it with POST /v1/invitations/{id}/accept, decline it with …/decline"),
  seat: z.string().nullable().describe("The seat held for you; null: any open seat"),
  from: z.object({ id: z.string(), name: z.string() }).describe("Who invited you"),
  expiresAt: time(),
});

export const invitationResource = invitationSummary.extend({
  gameId: z.string(),
  kind: z.string(),
  playerId: z.string().describe("The invited player"),
  status: z.enum(["pending", "accepted", "declined", "expired"]),
  createdAt: time(),
});

export const invitationListItem = invitationResource.extend({ game: gameListItem });
export const invitationList = pageShape("invitations", invitationListItem);

export const inviteLink = z.object({
  gameId: z.string(),
  token: z.string().describe("Shown only here: whoever holds it may join the game (POST /v1/games/{id}/join with `invite`)"),
  url: z.string().describe("The web client's page for the game with the token in it: share this"),
});

export const revokedInviteLink = z.object({ gameId: z.string(), revoked: z.literal(true) });
export const leftGame = z.object({ gameId: z.string(), seat: z.string().describe("The seat you gave back") });
export const cancelledGame = z.object({ gameId: z.string(), cancelled: z.literal(true) });

/** A rematch's answer, with the game as one kind's (the OpenAPI document) or any kind's. */
export const rematchShape = <G extends z.ZodType>(game: G) =>
  z.object({
    game: game.describe("The new game, with you in your new seat"),
    invitations: z.array(invitationResource).describe("One per other former player, each to their new seat"),
  });
export const rematch = rematchShape(gameResource);
