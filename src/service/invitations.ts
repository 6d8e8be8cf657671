// Invitations and share links, as REST and GraphQL both serve them: invite, list, accept (which
// is joining), decline; a private game's share link made and revoked. Who may join is decided in
// admission.ts.
import type { z } from "zod";
import {
  decideInvitation,
  deleteInviteLink,
  gameGate,
  invitationById,
  invitationFor,
  invitationsOf,
  invitationStatement,
  reservedSeats,
  saveInviteLink,
  type GameGate,
  type InvitationRow,
} from "../directory/invitations";
import { secretHash } from "../directory/tokens";
import type { SeatId } from "../engine/contract";
import { positionOf, type CursorScope } from "./cursor";
import { apiError, fail, ok, type Result } from "./errors";
import { gameGone, join, room, signedIn } from "./games";
import { randomToken } from "./ids";
import { acceptInvitationBody, invitePlayerBody, parseInput } from "./inputs";
import { pageOf, type Page } from "./pages";
import type { invitationResource, invitationSummary, inviteLink } from "./invitation-shapes";
import type { ActResult, Requester } from "./types";

/** How long an invitation holds its seat: a week, as long as a correspondence player may be away. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

export type Invitation = z.infer<typeof invitationResource>;
export type InviteLink = z.infer<typeof inviteLink>;

export const summaryOf = (i: InvitationRow): z.infer<typeof invitationSummary> => ({
  id: i.id,
  seat: i.seat,
  from: { id: i.invitedBy, name: i.invitedByName },
  expiresAt: new Date(i.expiresAt).toISOString(),
});

const resourceOf = (i: InvitationRow, kind: string): Invitation => ({
  ...summaryOf(i),
  gameId: i.gameId,
  kind,
  playerId: i.playerId,
  status: i.status === "pending" && i.expiresAt <= Date.now() ? "expired" : i.status,
  createdAt: new Date(i.createdAt).toISOString(),
});

/**
 * The game as a seated player who would change its seating sees it, or the refusal: a private
 * game is not found by those outside it, only a player seated in it may invite or share, and
 * only before it starts.
 */
async function seatedIn(who: Requester, gameId: string, playerId: string): Promise<Result<GameGate>> {
  const gate = await gameGate(who.env.DIRECTORY, gameId);
  if (!gate) return gameGone(who, gameId);
  const seated = gate.seated.includes(playerId);
  if (!seated && gate.visibility === "private") return gameGone(who, gameId);
  if (!seated) return fail(apiError("NOT_A_PLAYER", "only the game's players invite to it"));
  if (gate.status !== "open") return fail(apiError("GAME_ALREADY_STARTED", "the game has started: every seat is taken"));
  return ok(gate);
}

/** Invites a named player to a game that has not started, holding a seat for them if one is named. */
export async function invitePlayer(who: Requester, gameId: string, input: unknown): Promise<Result<Invitation>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const body = parseInput(invitePlayerBody, input, "body");
  if (!body.ok) return body;
  const me = player.value.caller.playerId;
  const gate = await seatedIn(who, gameId, me);
  if (!gate.ok) return gate;
  return sendInvitation(who.env, gameId, gate.value, me, body.value.playerId, body.value.seat ?? null);
}

/** Writes the invitation and tells the invitee (invitation.received): what invitePlayer and a rematch both do. */
export async function sendInvitation(
  env: Env,
  gameId: string,
  gate: Pick<GameGate, "kind" | "seated" | "rematchOf">,
  from: string,
  to: string,
  seat: SeatId | null,
): Promise<Result<Invitation>> {
  const db = env.DIRECTORY;
  if (gate.seated.includes(to)) return fail(apiError("ALREADY_SEATED", "that player already holds a seat in this game"));
  const invitee = await db.prepare("SELECT id FROM players WHERE id = ?").bind(to).first<{ id: string }>();
  if (!invitee) return fail(apiError("PLAYER_NOT_FOUND", `no player '${to}'`));
  const now = Date.now();
  if (seat !== null) {
    const row = await db
      .prepare("SELECT player_id FROM game_seats WHERE game_id = ? AND seat = ?")
      .bind(gameId, seat)
      .first<{ player_id: string | null }>();
    if (!row) return fail(apiError("MALFORMED_REQUEST", `no seat '${seat}' in this game`));
    if (row.player_id !== null) return fail(apiError("SEAT_TAKEN", `seat '${seat}' is taken`));
    if ((await reservedSeats(db, gameId, to, now)).includes(seat))
      return fail(apiError("SEAT_RESERVED", `seat '${seat}' is held for another invited player`));
  }
  await invitationStatement(db, { gameId, playerId: to, seat, invitedBy: from, now, expiresAt: now + INVITATION_TTL_MS }).run();
  const invitation = (await invitationFor(db, gameId, to))!;
  const told = await room(env, gameId)!.tellInvitation({
    playerId: to,
    seat: seat ?? "",
    data: { gameId, kind: gate.kind, version: 0, seat: seat ?? "", invitation: summaryOf(invitation), rematchOf: gate.rematchOf },
  });
  if (!told.ok) return told;
  return ok(resourceOf(invitation, gate.kind));
}

/** The caller's pending invitations to games still open, newest first. */
export async function myInvitations(who: Requester, limit: number, cursor?: string | null): Promise<Result<Page<InvitationListItem>>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const me = player.value.caller.playerId;
  const scope: CursorScope = { list: "invitations", filter: { reader: me } };
  const after = positionOf(cursor, scope, ["int", "id"]);
  if (!after.ok) return after;
  const rows = await invitationsOf(who.env.DIRECTORY, me, Date.now(), limit + 1, after.value);
  const items = rows.map((r) => ({ ...resourceOf(r.invitation, r.game.kind), game: r.game }));
  const keys = new Map(rows.map((r) => [r.invitation.id, [r.invitation.createdAt, r.invitation.id] as const]));
  return ok(pageOf(items, limit, scope, (item) => keys.get(item.id)!));
}

export type InvitationListItem = Invitation & { game: Awaited<ReturnType<typeof invitationsOf>>[number]["game"] };

/** One of the caller's own invitations, or INVITATION_NOT_FOUND (someone else's is not theirs to see). */
async function ownInvitation(who: Requester, id: string): Promise<Result<InvitationRow>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const found = id.length <= 40 ? await invitationById(who.env.DIRECTORY, id) : null;
  if (!found || found.playerId !== player.value.caller.playerId)
    return fail(apiError("INVITATION_NOT_FOUND", `no invitation '${id}' of yours`));
  return ok(found);
}

export async function declineInvitation(who: Requester, id: string): Promise<Result<Invitation>> {
  const found = await ownInvitation(who, id);
  if (!found.ok) return found;
  if (found.value.status === "accepted") return fail(apiError("INVITATION_ACCEPTED", "you accepted it: leave the game instead"));
  const now = Date.now();
  if (found.value.status === "pending") await decideInvitation(who.env.DIRECTORY, id, "declined", now);
  const gate = await gameGate(who.env.DIRECTORY, found.value.gameId);
  return ok(resourceOf({ ...found.value, status: "declined", decidedAt: found.value.decidedAt ?? now }, gate?.kind ?? ""));
}

/** Accepting is joining: the seat held for the caller, through the same checks as POST /v1/games/{id}/join. */
export async function acceptInvitation(who: Requester, id: string, input: unknown, key?: string): Promise<Result<ActResult>> {
  const body = parseInput(acceptInvitationBody, input ?? {}, "body");
  if (!body.ok) return body;
  const found = await ownInvitation(who, id);
  if (!found.ok) return found;
  if (found.value.status === "declined") return fail(apiError("INVITATION_DECLINED", "you declined this invitation: ask for a new one"));
  if (found.value.status === "pending" && found.value.expiresAt <= Date.now())
    return fail(apiError("INVITATION_EXPIRED", "the invitation has expired: ask for a new one"));
  return join(who, found.value.gameId, body.value, key);
}

/** A new share link for a private game that has not started (its creator's): any earlier link stops working. */
export async function createInviteLink(who: Requester, gameId: string): Promise<Result<InviteLink>> {
  const gate = await creatorsOpenGame(who, gameId);
  if (!gate.ok) return gate;
  const token = randomToken();
  await saveInviteLink(who.env.DIRECTORY, gameId, await secretHash(token), who.caller!.playerId, Date.now());
  const query = new URLSearchParams({ id: gameId, invite: token });
  return ok({ gameId, token, url: `${new URL(who.url ?? "http://localhost/").origin}/game.html?${query}` });
}

/** Revokes the game's share link: joining with it is refused from now on (invitations stand). */
export async function revokeInviteLink(who: Requester, gameId: string): Promise<Result<{ gameId: string; revoked: true }>> {
  const gate = await creatorsOpenGame(who, gameId);
  if (!gate.ok) return gate;
  if (!(await deleteInviteLink(who.env.DIRECTORY, gameId))) return fail(apiError("NOT_FOUND", "this game has no share link"));
  return ok({ gameId, revoked: true });
}

async function creatorsOpenGame(who: Requester, gameId: string): Promise<Result<GameGate>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const gate = await seatedIn(who, gameId, player.value.caller.playerId);
  if (!gate.ok) return gate;
  if (gate.value.createdBy !== player.value.caller.playerId)
    return fail(apiError("NOT_GAME_CREATOR", "only the game's creator shares or revokes its link"));
  return ok(gate.value);
}
