// The games index in D1: written by each game's room whenever its status, seats or the set of
// seats that owe a decision change; read by the lobby and "games awaiting me".
import type { GameStatus, Visibility } from "../service/types";

export interface GameIndexRow {
  id: string;
  kind: string;
  status: GameStatus;
  visibility: Visibility;
  version: number;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  seats: { seat: string; playerId: string | null; awaiting: boolean }[];
}

export async function indexGame(db: D1Database, row: GameIndexRow): Promise<void> {
  const open = row.seats.filter((s) => s.playerId === null).length;
  await db.batch([
    db
      .prepare(
        `INSERT INTO games (id, kind, status, visibility, version, seats_open, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, version = excluded.version,
           seats_open = excluded.seats_open, updated_at = excluded.updated_at`,
      )
      .bind(row.id, row.kind, row.status, row.visibility, row.version, open, row.createdBy, row.createdAt, row.updatedAt),
    ...row.seats.map((s) =>
      db
        .prepare(
          `INSERT INTO game_seats (game_id, seat, player_id, awaiting) VALUES (?, ?, ?, ?)
           ON CONFLICT (game_id, seat) DO UPDATE SET player_id = excluded.player_id, awaiting = excluded.awaiting`,
        )
        .bind(row.id, s.seat, s.playerId, s.awaiting ? 1 : 0),
    ),
  ]);
}

/** Whether the index holds this row as it is now (same version, status and last change). */
export async function isIndexed(db: D1Database, row: GameIndexRow): Promise<boolean> {
  const found = await db.prepare("SELECT version, status, updated_at FROM games WHERE id = ?").bind(row.id).first<{ version: number; status: string; updated_at: number }>();
  return found !== null && found.version === row.version && found.status === row.status && found.updated_at === row.updatedAt;
}

export interface GameListQuery {
  callerId: string | null;
  status?: GameStatus;
  kind?: string;
  mine?: boolean;
  awaitingMe?: boolean;
  limit: number;
}

export interface GameListItem {
  id: string;
  kind: string;
  status: GameStatus;
  visibility: Visibility;
  version: number;
  seatsOpen: number;
  updatedAt: string;
  seats: { seat: string; playerId: string | null; awaiting: boolean }[];
}

export async function listGames(db: D1Database, q: GameListQuery): Promise<GameListItem[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.status) where.push("g.status = ?"), params.push(q.status);
  if (q.kind) where.push("g.kind = ?"), params.push(q.kind);
  if (q.mine || q.awaitingMe) {
    where.push(`EXISTS (SELECT 1 FROM game_seats m WHERE m.game_id = g.id AND m.player_id = ?${q.awaitingMe ? " AND m.awaiting = 1" : ""})`);
    params.push(q.callerId);
  } else {
    // The lobby: public games, plus private ones the caller sits in.
    where.push("(g.visibility = 'public' OR EXISTS (SELECT 1 FROM game_seats m WHERE m.game_id = g.id AND m.player_id = ?))");
    params.push(q.callerId);
  }
  const games = await db
    .prepare(
      `SELECT g.id, g.kind, g.status, g.visibility, g.version, g.seats_open, g.updated_at FROM games g
       WHERE ${where.join(" AND ")} ORDER BY g.updated_at DESC LIMIT ?`,
    )
    .bind(...params, q.limit)
    .all<{ id: string; kind: string; status: GameStatus; visibility: Visibility; version: number; seats_open: number; updated_at: number }>();
  if (games.results.length === 0) return [];
  const ids = games.results.map((g) => g.id);
  const seats = await db
    .prepare(`SELECT game_id, seat, player_id, awaiting FROM game_seats WHERE game_id IN (${ids.map(() => "?").join(",")}) ORDER BY rowid`)
    .bind(...ids)
    .all<{ game_id: string; seat: string; player_id: string | null; awaiting: number }>();
  return games.results.map((g) => ({
    id: g.id,
    kind: g.kind,
    status: g.status,
    visibility: g.visibility,
    version: g.version,
    seatsOpen: g.seats_open,
    updatedAt: new Date(g.updated_at).toISOString(),
    seats: seats.results.filter((s) => s.game_id === g.id).map((s) => ({ seat: s.seat, playerId: s.player_id, awaiting: s.awaiting === 1 })),
  }));
}

/** The ids of the games a player holds a seat in that have not finished, most recently moved first. */
export async function unfinishedGamesOf(db: D1Database, playerId: string, limit: number): Promise<string[]> {
  const rows = await db
    .prepare("SELECT g.id FROM games g JOIN game_seats s ON s.game_id = g.id WHERE s.player_id = ? AND g.status != 'finished' ORDER BY g.updated_at DESC LIMIT ?")
    .bind(playerId, limit)
    .all<{ id: string }>();
  return rows.results.map((r) => r.id);
}
