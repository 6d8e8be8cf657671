// The inbox from the games index: the games where a decision is the person's (the most urgent
// deadline first), then their games waiting on others or on players, then the games they are
// invited to (newest invitation first), then public games they can join (newest first). One
// query; a page starts after a keyset position.
import { LISTED_COLUMNS, listItemOf, type GameListItem, type ListedRow } from "./games";

export type InboxSection = "yourTurn" | "waiting" | "invitations" | "open";
const SECTIONS: InboxSection[] = ["yourTurn", "waiting", "invitations", "open"];

/** A deadline later than any real one: decisions with none come after those with one. */
export const NO_DEADLINE = 9_000_000_000_000_000;
/** created_at subtracted from this orders the newest first in an ascending keyset. */
const NEWEST_FIRST = 10_000_000_000_000;

/** A pending invitation as the inbox shows it. */
export interface InboxInvitation {
  id: string;
  seat: string | null;
  from: { id: string; name: string };
  expiresAt: number;
}

export interface InboxRow {
  section: InboxSection;
  /** Room clock, ms; null when the decision has none (or the game is not your turn). */
  deadline: number | null;
  muted: boolean;
  game: GameListItem;
  /** For the invitations section: the invitation. */
  invitation: InboxInvitation | null;
  /** Where the row stands in the inbox: [section, deadline, newest-first, id]. */
  key: [number, number, number, string];
}

export async function inboxOf(
  db: D1Database,
  playerId: string,
  limit: number,
  now: number,
  after?: readonly [number, number, number, string],
): Promise<InboxRow[]> {
  const rows = await db
    .prepare(
      `SELECT * FROM (
         SELECT ${LISTED_COLUMNS},
           CASE WHEN g.status = 'active' AND me.awaiting = 1 THEN 0 WHEN me.game_id IS NOT NULL THEN 1 WHEN inv.id IS NOT NULL THEN 2 ELSE 3 END AS grp,
           CASE WHEN g.status = 'active' AND me.awaiting = 1 THEN COALESCE(me.deadline, ${NO_DEADLINE}) ELSE ${NO_DEADLINE} END AS due,
           ${NEWEST_FIRST} - CASE WHEN me.game_id IS NULL AND inv.id IS NOT NULL THEN inv.created_at ELSE g.created_at END AS rev,
           EXISTS (SELECT 1 FROM game_mutes m WHERE m.player_id = ?1 AND m.game_id = g.id) AS muted,
           CASE WHEN me.game_id IS NULL THEN inv.id END AS invitation_id, inv.seat AS invitation_seat, inv.invited_by,
           (SELECT p.name FROM players p WHERE p.id = inv.invited_by) AS invited_by_name, inv.expires_at AS invitation_expires_at
         FROM games g
         LEFT JOIN (SELECT game_id, MAX(awaiting) AS awaiting, MIN(CASE WHEN awaiting = 1 THEN deadline END) AS deadline
                    FROM game_seats WHERE player_id = ?1 GROUP BY game_id) me ON me.game_id = g.id
         LEFT JOIN invitations inv ON inv.game_id = g.id AND inv.player_id = ?1 AND inv.status = 'pending' AND inv.expires_at > ?3
         WHERE (me.game_id IS NOT NULL AND g.status != 'finished')
            OR (me.game_id IS NULL AND g.status = 'open' AND (inv.id IS NOT NULL OR (g.visibility = 'public' AND g.seats_open > 0)))
       )${after ? " WHERE (grp, due, rev, id) > (?4, ?5, ?6, ?7)" : ""}
       ORDER BY grp, due, rev, id LIMIT ?2`,
    )
    .bind(playerId, limit, now, ...(after ?? []))
    .all<
      ListedRow & {
        grp: number;
        due: number;
        rev: number;
        muted: number;
        invitation_id: string | null;
        invitation_seat: string | null;
        invited_by: string | null;
        invited_by_name: string | null;
        invitation_expires_at: number | null;
      }
    >();
  return rows.results.map((r) => ({
    section: SECTIONS[r.grp]!,
    deadline: r.due === NO_DEADLINE ? null : r.due,
    muted: r.muted === 1,
    game: listItemOf(r),
    invitation:
      r.invitation_id === null
        ? null
        : {
            id: r.invitation_id,
            seat: r.invitation_seat,
            from: { id: r.invited_by!, name: r.invited_by_name ?? "" },
            expiresAt: r.invitation_expires_at!,
          },
    key: [r.grp, r.due, r.rev, r.id],
  }));
}

/** Whether `gameId` is a game this person may see (public, or they hold a seat): what a mute may name. */
export async function gameVisibleTo(db: D1Database, gameId: string, playerId: string): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS ok FROM games g WHERE g.id = ?1 AND (g.visibility = 'public' OR EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.player_id = ?2))",
    )
    .bind(gameId, playerId)
    .first<{ ok: number }>();
  return row !== null;
}
