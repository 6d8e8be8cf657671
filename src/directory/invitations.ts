// Invitations, share links, cancelled games and rematch links in D1 (migration 0010). The room
// never reads these: the service checks them before it seats anyone in a private game.
import type { SeatId } from "../engine/contract";
import { randomId } from "../service/ids";
import { LISTED_SEATS, listItemOf, type GameListItem, type ListedRow } from "./games";

export type InvitationStatus = "pending" | "accepted" | "declined";

export interface InvitationRow {
  id: string;
  gameId: string;
  playerId: string;
  seat: SeatId | null;
  invitedBy: string;
  invitedByName: string;
  status: InvitationStatus;
  createdAt: number;
  expiresAt: number;
  decidedAt: number | null;
}

interface Row {
  id: string;
  game_id: string;
  player_id: string;
  seat: string | null;
  invited_by: string;
  invited_by_name: string | null;
  status: InvitationStatus;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
}

const fromRow = (r: Row): InvitationRow => ({
  id: r.id,
  gameId: r.game_id,
  playerId: r.player_id,
  seat: r.seat,
  invitedBy: r.invited_by,
  invitedByName: r.invited_by_name ?? "",
  status: r.status,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  decidedAt: r.decided_at,
});

const SELECT_INVITATION = "SELECT i.*, p.name AS invited_by_name FROM invitations i LEFT JOIN players p ON p.id = i.invited_by";

/** What the directory says of a game before anyone is seated in it. */
export interface GameGate {
  kind: string;
  status: "open" | "active" | "finished";
  visibility: "public" | "private";
  createdBy: string;
  rematchOf: string | null;
  rematchId: string | null;
  /** Player ids seated now. */
  seated: string[];
}

export async function gameGate(db: D1Database, gameId: string): Promise<GameGate | null> {
  const row = await db
    .prepare(
      `SELECT g.kind, g.status, g.visibility, g.created_by, g.rematch_of, g.rematch_id,
         (SELECT json_group_array(s.player_id) FROM game_seats s WHERE s.game_id = g.id AND s.player_id IS NOT NULL) AS seated
       FROM games g WHERE g.id = ?`,
    )
    .bind(gameId)
    .first<{
      kind: string;
      status: GameGate["status"];
      visibility: GameGate["visibility"];
      created_by: string;
      rematch_of: string | null;
      rematch_id: string | null;
      seated: string;
    }>();
  if (!row) return null;
  return {
    kind: row.kind,
    status: row.status,
    visibility: row.visibility,
    createdBy: row.created_by,
    rematchOf: row.rematch_of,
    rematchId: row.rematch_id,
    seated: JSON.parse(row.seated) as string[],
  };
}

/**
 * Invites a player (again, if they declined or their invitation expired): one invitation per
 * person per game, its id kept. A pending invitation sent again only renews its seat and expiry.
 */
export function invitationStatement(
  db: D1Database,
  i: { gameId: string; playerId: string; seat: SeatId | null; invitedBy: string; now: number; expiresAt: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO invitations (id, game_id, player_id, seat, invited_by, status, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)
       ON CONFLICT (game_id, player_id) DO UPDATE SET seat = excluded.seat, invited_by = excluded.invited_by, status = 'pending',
         created_at = excluded.created_at, expires_at = excluded.expires_at, decided_at = NULL`,
    )
    .bind(`inv_${randomId()}`, i.gameId, i.playerId, i.seat, i.invitedBy, i.now, i.expiresAt);
}

export async function invitationById(db: D1Database, id: string): Promise<InvitationRow | null> {
  const row = await db.prepare(`${SELECT_INVITATION} WHERE i.id = ?`).bind(id).first<Row>();
  return row ? fromRow(row) : null;
}

export async function invitationFor(db: D1Database, gameId: string, playerId: string): Promise<InvitationRow | null> {
  const row = await db.prepare(`${SELECT_INVITATION} WHERE i.game_id = ? AND i.player_id = ?`).bind(gameId, playerId).first<Row>();
  return row ? fromRow(row) : null;
}

/** The seats held for other players' pending, unexpired invitations to the game. */
export async function reservedSeats(db: D1Database, gameId: string, exceptPlayer: string, now: number): Promise<SeatId[]> {
  const rows = await db
    .prepare(
      "SELECT seat FROM invitations WHERE game_id = ? AND player_id != ? AND status = 'pending' AND expires_at > ? AND seat IS NOT NULL",
    )
    .bind(gameId, exceptPlayer, now)
    .all<{ seat: string }>();
  return rows.results.map((r) => r.seat);
}

export async function decideInvitation(db: D1Database, id: string, status: "accepted" | "declined", now: number): Promise<void> {
  await db.prepare("UPDATE invitations SET status = ?, decided_at = ? WHERE id = ?").bind(status, now, id).run();
}

/** An invitation as its invitee lists it: with the game it is to, while that game is still open. */
export interface InvitationListed {
  invitation: InvitationRow;
  game: GameListItem;
  rematchOf: string | null;
}

/** A person's pending, unexpired invitations to games still open, newest first, after `after` ([created_at, id]). */
export async function invitationsOf(
  db: D1Database,
  playerId: string,
  now: number,
  limit: number,
  after?: readonly [number, string],
): Promise<InvitationListed[]> {
  const rows = await db
    .prepare(
      `SELECT i.*, p.name AS invited_by_name, g.id AS gid, g.kind, g.status AS game_status, g.visibility, g.version, g.seats_open,
         g.created_at AS game_created_at, g.updated_at, g.rematch_of, ${LISTED_SEATS} AS seats
       FROM invitations i JOIN games g ON g.id = i.game_id LEFT JOIN players p ON p.id = i.invited_by
       WHERE i.player_id = ?1 AND i.status = 'pending' AND i.expires_at > ?2 AND g.status = 'open'
         ${after ? "AND (i.created_at, i.id) < (?4, ?5)" : ""}
       ORDER BY i.created_at DESC, i.id DESC LIMIT ?3`,
    )
    .bind(playerId, now, limit, ...(after ?? []))
    .all<
      Row &
        Omit<ListedRow, "id" | "status" | "created_at"> & { gid: string; game_status: ListedRow["status"]; game_created_at: number } & {
          rematch_of: string | null;
        }
    >();
  return rows.results.map((r) => ({
    invitation: fromRow(r),
    game: listItemOf({ ...r, id: r.gid, status: r.game_status, created_at: r.game_created_at }),
    rematchOf: r.rematch_of,
  }));
}

// share links
export async function saveInviteLink(db: D1Database, gameId: string, tokenHash: string, by: string, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO invite_links (game_id, token_hash, created_by, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (game_id) DO UPDATE SET token_hash = excluded.token_hash, created_by = excluded.created_by, created_at = excluded.created_at`,
    )
    .bind(gameId, tokenHash, by, now)
    .run();
}

/** Revokes the game's share link; false when it had none. */
export async function deleteInviteLink(db: D1Database, gameId: string): Promise<boolean> {
  const r = await db.prepare("DELETE FROM invite_links WHERE game_id = ?").bind(gameId).run();
  return r.meta.changes > 0;
}

export async function inviteLinkMatches(db: D1Database, gameId: string, tokenHash: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS ok FROM invite_links WHERE game_id = ? AND token_hash = ?")
    .bind(gameId, tokenHash)
    .first<{ ok: number }>();
  return row !== null;
}

// cancelled games
/**
 * Takes a cancelled game out of the index, in one batch: a tombstone naming its players and
 * invitees (who are told GAME_CANCELLED), then its rows, invitations and link are gone.
 */
export async function recordCancellation(db: D1Database, gameId: string, by: string, now: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO cancelled_games (game_id, kind, visibility, cancelled_by, cancelled_at, players)
         SELECT g.id, g.kind, g.visibility, ?2, ?3,
           (SELECT json_group_array(p) FROM (SELECT player_id AS p FROM game_seats WHERE game_id = ?1 AND player_id IS NOT NULL
                                             UNION SELECT player_id FROM invitations WHERE game_id = ?1))
         FROM games g WHERE g.id = ?1`,
      )
      .bind(gameId, by, now),
    db.prepare("DELETE FROM game_seats WHERE game_id = ?").bind(gameId),
    db.prepare("DELETE FROM games WHERE id = ?").bind(gameId),
    db.prepare("DELETE FROM invitations WHERE game_id = ?").bind(gameId),
    db.prepare("DELETE FROM invite_links WHERE game_id = ?").bind(gameId),
    db.prepare("DELETE FROM game_mutes WHERE game_id = ?").bind(gameId),
  ]);
}

/** Whether `gameId` was cancelled and the reader may know it (a public game, or one they sat in or were invited to). */
export async function cancelledFor(db: D1Database, gameId: string, playerId: string | null): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS ok FROM cancelled_games c WHERE c.game_id = ?1 AND (c.visibility = 'public' OR EXISTS (SELECT 1 FROM json_each(c.players) WHERE value = ?2))",
    )
    .bind(gameId, playerId)
    .first<{ ok: number }>();
  return row !== null;
}

// rematches
/** Claims the finished game's one rematch for `rematchId`; false when it already has one (or is not finished). */
export async function claimRematch(db: D1Database, gameId: string, rematchId: string): Promise<boolean> {
  const r = await db
    .prepare("UPDATE games SET rematch_id = ? WHERE id = ? AND status = 'finished' AND rematch_id IS NULL")
    .bind(rematchId, gameId)
    .run();
  return r.meta.changes > 0;
}

/** Gives a claim back (the rematch could not be made). */
export async function releaseRematch(db: D1Database, gameId: string, rematchId: string): Promise<void> {
  await db.prepare("UPDATE games SET rematch_id = NULL WHERE id = ? AND rematch_id = ?").bind(gameId, rematchId).run();
}

export function rematchOfStatement(db: D1Database, rematchId: string, gameId: string): D1PreparedStatement {
  return db.prepare("UPDATE games SET rematch_of = ? WHERE id = ?").bind(gameId, rematchId);
}
