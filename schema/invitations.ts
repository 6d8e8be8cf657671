// Invitations, share links, leaving, cancelling and rematches in GraphQL: the same service calls
// as the REST routes of src/api/rest/invitations.ts.
import type { z } from "zod";
import { cancelGame, leaveGame } from "../src/service/games";
import type { invitationSummary } from "../src/service/invitation-shapes";
import {
  acceptInvitation,
  createInviteLink,
  declineInvitation,
  invitePlayer,
  myInvitations,
  revokeInviteLink,
  type Invitation,
  type InvitationListItem,
  type InviteLink,
} from "../src/service/invitations";
import { offerRematch, type Rematch } from "../src/service/rematch";
import { given, stripNulls } from "./args";
import { builder } from "./builder";
import { afterArg, connectionOf, firstArg, pageOrThrow, pageSize } from "./connections";
import { resultUnion, unwrap } from "./errors";
import { GameChangeResultUnion, GameRef, GameSummaryRef, IDEMPOTENCY_ARG, PlayerRef } from "./game";

const InvitationStatusEnum = builder.enumType("InvitationStatus", { values: ["pending", "accepted", "declined", "expired"] as const });

export const InvitationSummaryRef = builder.objectRef<z.infer<typeof invitationSummary>>("InvitationSummary").implement({
  description: "An invitation as its invitee reads it",
  fields: (t) => ({
    id: t.exposeID("id", { description: "Accept it with acceptInvitation, decline it with declineInvitation" }),
    seat: t.exposeString("seat", { nullable: true, description: "The seat held for you; null: any open seat" }),
    from: t.field({ type: PlayerRef, description: "Who invited you", resolve: (i) => i.from }),
    expiresAt: t.field({ type: "DateTime", resolve: (i) => i.expiresAt }),
  }),
});

const InvitationRef = builder.objectRef<Invitation>("Invitation").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    gameId: t.exposeID("gameId"),
    kind: t.exposeString("kind"),
    playerId: t.exposeID("playerId", { description: "The invited player" }),
    seat: t.exposeString("seat", { nullable: true, description: "The seat held for the invitee; null: any open seat" }),
    from: t.field({ type: PlayerRef, resolve: (i) => i.from }),
    status: t.field({ type: InvitationStatusEnum, resolve: (i) => i.status }),
    createdAt: t.field({ type: "DateTime", resolve: (i) => i.createdAt }),
    expiresAt: t.field({ type: "DateTime", resolve: (i) => i.expiresAt }),
  }),
});

const InvitationListItemRef = builder.objectRef<InvitationListItem>("InvitationListItem").implement({
  fields: (t) => ({
    invitation: t.field({ type: InvitationRef, resolve: (i) => i }),
    game: t.field({ type: GameSummaryRef, resolve: (i) => i.game }),
  }),
});
const InvitationConnectionRef = builder.connectionObject({ type: InvitationListItemRef, name: "InvitationConnection" });

const InviteLinkRef = builder.objectRef<InviteLink>("InviteLink").implement({
  fields: (t) => ({
    gameId: t.exposeID("gameId"),
    token: t.exposeString("token", { description: "Shown only here: whoever holds it may join the game (joinGame's `invite`)" }),
    url: t.exposeString("url", { description: "The web client's page for the game with the token in it" }),
  }),
});

const GameIdRef = builder.objectRef<{ gameId: string; seat?: string; cancelled?: true; revoked?: true }>("GameSeatingChange").implement({
  description: "A seat given back, a game cancelled or a share link revoked",
  fields: (t) => ({
    gameId: t.exposeID("gameId"),
    seat: t.string({ nullable: true, description: "leaveGame: the seat you gave back", resolve: (r) => r.seat ?? null }),
  }),
});

const RematchRef = builder.objectRef<Rematch>("Rematch").implement({
  fields: (t) => ({
    game: t.field({ type: GameRef, description: "The new game, with you in your new seat", resolve: (r) => r.game }),
    invitations: t.field({ type: [InvitationRef], description: "One per other former player", resolve: (r) => r.invitations }),
  }),
});

const InvitationResult = resultUnion<Invitation>("InvitationResult", InvitationRef, "The invitation, or why not");
const InviteLinkResult = resultUnion<InviteLink>("InviteLinkResult", InviteLinkRef, "The share link, or why not");
const SeatingChangeResult = resultUnion<{ gameId: string }>("SeatingChangeResult", GameIdRef, "Done, or why not");
const RematchResult = resultUnion<Rematch>("RematchResult", RematchRef, "The rematch and its invitations, or why not");

builder.queryFields((t) => ({
  invitations: t.field({
    type: InvitationConnectionRef,
    description: "Your pending invitations to games that have not started, newest first",
    args: { first: t.arg.int(firstArg("invitations")), after: t.arg.string(afterArg) },
    resolve: async (_, args, who) => connectionOf(pageOrThrow(await myInvitations(who, pageSize(args.first, "invitations"), args.after))),
  }),
}));

builder.mutationFields((t) => ({
  invitePlayer: t.field({
    type: InvitationResult,
    description: "Invite a player to a game that has not started, holding a seat for them if you name one",
    args: { gameId: t.arg.id(), playerId: t.arg.id(), seat: t.arg.string({ required: false }) },
    resolve: async (_, { gameId, playerId, seat }, who) =>
      unwrap(await invitePlayer(who, String(gameId), { playerId: String(playerId), ...stripNulls({ seat }) })),
  }),
  acceptInvitation: t.field({
    type: GameChangeResultUnion,
    description: "Accept an invitation: join its game, in the seat held for you",
    args: {
      id: t.arg.id(),
      entropy: t.arg.string({ required: false }),
      idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }),
    },
    resolve: async (_, { id, entropy, idempotencyKey }, who) =>
      unwrap(await acceptInvitation(who, String(id), stripNulls({ entropy }), given(idempotencyKey))),
  }),
  declineInvitation: t.field({
    type: InvitationResult,
    args: { id: t.arg.id() },
    resolve: async (_, { id }, who) => unwrap(await declineInvitation(who, String(id))),
  }),
  createInviteLink: t.field({
    type: InviteLinkResult,
    description: "A share link to your game that has not started (a new one replaces the last)",
    args: { gameId: t.arg.id() },
    resolve: async (_, { gameId }, who) => unwrap(await createInviteLink(who, String(gameId))),
  }),
  revokeInviteLink: t.field({
    type: SeatingChangeResult,
    args: { gameId: t.arg.id() },
    resolve: async (_, { gameId }, who) => unwrap(await revokeInviteLink(who, String(gameId))),
  }),
  leaveGame: t.field({
    type: SeatingChangeResult,
    description: "Give back your seat in a game that has not started",
    args: { gameId: t.arg.id() },
    resolve: async (_, { gameId }, who) => unwrap(await leaveGame(who, String(gameId))),
  }),
  cancelGame: t.field({
    type: SeatingChangeResult,
    description: "Cancel your game that has not started: it leaves every list, and answers GAME_CANCELLED from then on",
    args: { gameId: t.arg.id() },
    resolve: async (_, { gameId }, who) => unwrap(await cancelGame(who, String(gameId))),
  }),
  offerRematch: t.field({
    type: RematchResult,
    description: "Offer a rematch of a finished game: same kind and options, seats moved one on, the others invited",
    args: { gameId: t.arg.id(), idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }) },
    resolve: async (_, { gameId, idempotencyKey }, who) => unwrap(await offerRematch(who, String(gameId), given(idempotencyKey))),
  }),
}));
