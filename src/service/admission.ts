// Who may take a seat: a private game admits only the players invited to it and the holders of
// its share link. Decided from the directory before the room seats anyone (the room only holds
// the seats, and keeps those held for invited players for them).
import { decideInvitation, gameGate, invitationFor, inviteLinkMatches, reservedSeats, type InvitationRow } from "../directory/invitations";
import { secretHash } from "../directory/tokens";
import type { SeatId } from "../engine/contract";
import { apiError, fail, ok, type Result } from "./errors";

/** Who may join: the seat to give them, the seats to keep for others, and the invitation it answers. */
export interface Admission {
  seat: SeatId | undefined;
  reserved: SeatId[];
  invitation: InvitationRow | null;
}

/**
 * Whether the player may take a seat in the game: any public game (but not a seat held for someone
 * invited); a private one with a pending invitation or its share link. A game the directory does
 * not know is left to the room to refuse.
 */
export async function admission(env: Env, gameId: string, playerId: string, invite: string | undefined): Promise<Result<Admission>> {
  const db = env.DIRECTORY;
  const now = Date.now();
  const [gate, invitation] = await Promise.all([gameGate(db, gameId), invitationFor(db, gameId, playerId)]);
  const pending = invitation?.status === "pending" && invitation.expiresAt > now ? invitation : null;
  if (gate?.visibility === "private" && !gate.seated.includes(playerId)) {
    if (invite !== undefined) {
      if (!(await inviteLinkMatches(db, gameId, await secretHash(invite))))
        return fail(apiError("INVITE_LINK_INVALID", "this share link is unknown or was revoked: ask for a new one"));
    } else if (!invitation) return fail(apiError("NOT_INVITED", "this game is private: you need an invitation or its share link"));
    else if (invitation.status === "declined") return fail(apiError("INVITATION_DECLINED", "you declined the invitation to this game"));
    else if (invitation.status === "pending" && !pending)
      return fail(apiError("INVITATION_EXPIRED", "the invitation has expired: ask for a new one"));
  }
  return ok({ seat: pending?.seat ?? undefined, reserved: await reservedSeats(db, gameId, playerId, now), invitation: pending });
}

/** After a join: the invitation it answered is accepted. */
export async function admitted(env: Env, a: Admission): Promise<void> {
  if (a.invitation) await decideInvitation(env.DIRECTORY, a.invitation.id, "accepted", Date.now());
}
