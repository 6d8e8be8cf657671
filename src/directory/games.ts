// The games index in D1: written by each game's room whenever its status, seats or the set of
// seats that owe a decision change; read by the lobby and "games awaiting me".
import type { z } from "zod";
import type { Same } from "../engine/schemas";
import type { gameListItem } from "../service/shapes";
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
  /** The rules version the game was created under (its module's `rulesVersion`). */
  rulesVersion: string;
  /** The version of the room's SQLite tables (durable-objects/room/schema.ts) when it wrote this row. */
  roomSchema: number;
  /** `deadline`: when the decision the seat owes is due (room clock, ms), for the inbox's order. */
  /** `byServer`: the book's automaton or the built-in opponent holds the seat (it is not open). */
  seats: { seat: string; playerId: string | null; awaiting: boolean; deadline?: number | null; byServer?: boolean }[];
}

export async function indexGame(db: D1Database, row: GameIndexRow, roomBytes: number): Promise<void> {
  await db.batch(indexStatements(db, row, roomBytes));
}

/**
 * The statements that write `row` (one batch alone, or with a room's read: docs/ROOM.md, "A cold
 * move"), with the room's SQLite size now (`roomBytes`): it rides on the row's own write, so the
 * total of what rooms store costs no write of its own (src/directory/storage.ts). It is not part of
 * the row a room compares (IndexSync): a room whose row did not change writes nothing for its size.
 */
export function indexStatements(db: D1Database, row: GameIndexRow, roomBytes: number): D1PreparedStatement[] {
  const open = row.seats.filter((s) => s.playerId === null && !s.byServer).length;
  return [
    db
      .prepare(
        `INSERT INTO games (id, kind, status, visibility, version, seats_open, created_by, created_at, updated_at, rules_version, room_schema, room_bytes)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, version = excluded.version,
           seats_open = excluded.seats_open, updated_at = excluded.updated_at,
           rules_version = excluded.rules_version, room_schema = excluded.room_schema, room_bytes = excluded.room_bytes`,
      )
      .bind(
        row.id,
        row.kind,
        row.status,
        row.visibility,
        row.version,
        open,
        row.createdBy,
        row.createdAt,
        row.updatedAt,
        row.rulesVersion,
        row.roomSchema,
        roomBytes,
      ),
    ...row.seats.map((s) =>
      db
        .prepare(
          `INSERT INTO game_seats (game_id, seat, player_id, awaiting, deadline) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (game_id, seat) DO UPDATE SET player_id = excluded.player_id, awaiting = excluded.awaiting, deadline = excluded.deadline`,
        )
        .bind(row.id, s.seat, s.playerId, s.awaiting ? 1 : 0, s.deadline ?? null),
    ),
  ];
}

/** A game that no longer exists (an open game cancelled when its only player deleted their account). */
export async function unindexGame(db: D1Database, id: string): Promise<void> {
  await db.batch([db.prepare("DELETE FROM game_seats WHERE game_id = ?").bind(id), db.prepare("DELETE FROM games WHERE id = ?").bind(id)]);
}

/** The ids of every game a player holds a seat in, whatever its status (an account's deletion visits each). */
export async function gamesSeating(db: D1Database, playerId: string): Promise<string[]> {
  const rows = await db.prepare("SELECT DISTINCT game_id FROM game_seats WHERE player_id = ?").bind(playerId).all<{ game_id: string }>();
  return rows.results.map((r) => r.game_id);
}

/** The games not over yet where the player holds a seat: the ones that may have their live feeds open. */
export async function unfinishedGamesSeating(db: D1Database, playerId: string): Promise<string[]> {
  const rows = await db
    .prepare(
      "SELECT DISTINCT s.game_id FROM game_seats s JOIN games g ON g.id = s.game_id WHERE s.player_id = ? AND g.status != 'finished'",
    )
    .bind(playerId)
    .all<{ game_id: string }>();
  return rows.results.map((r) => r.game_id);
}

/** What a room compares of its game's stored row (`indexedAs`) when it loads. */
export interface IndexedRow {
  version: number;
  status: string;
  updated_at: number;
  rules_version: string | null;
  room_schema: number | null;
  room_bytes: number | null;
}

/** The statement that reads game `id`'s stored row as `indexedAs` compares it (alone, or in a room's batch). */
export function indexedRow(db: D1Database, id: string): D1PreparedStatement {
  return db.prepare("SELECT version, status, updated_at, rules_version, room_schema, room_bytes FROM games WHERE id = ?").bind(id);
}

/**
 * Whether the index holds this row as it is now (same version, status and last change, and the
 * same rules and table versions: a room loaded after a deploy that migrated its tables, or whose
 * row predates those columns or its room's size, writes its row again once). A size that has
 * merely changed since is not a reason to write: it goes with the row's next write.
 * `found` is the stored row (undefined: none).
 */
export function indexedAs(row: GameIndexRow, found: IndexedRow | undefined): boolean {
  return (
    found !== undefined &&
    found.version === row.version &&
    found.status === row.status &&
    found.updated_at === row.updatedAt &&
    found.rules_version === row.rulesVersion &&
    found.room_schema === row.roomSchema &&
    found.room_bytes !== null
  );
}

export interface GameListQuery {
  callerId: string | null;
  status?: GameStatus;
  kind?: string;
  mine?: boolean;
  awaitingMe?: boolean;
  /** Only games listed after this one: its [created_at, id]. */
  after?: readonly [number, string];
  limit: number;
}

export interface GameListItem {
  id: string;
  kind: string;
  status: GameStatus;
  visibility: Visibility;
  version: number;
  seatsOpen: number;
  createdAt: string;
  updatedAt: string;
  seats: { seat: string; playerId: string | null; awaiting: boolean }[];
  /** The finished game this one is a rematch of, and this game's own rematch once offered. */
  rematchOf: string | null;
  rematchId: string | null;
}

// The API states a GameListItem in service/shapes.ts; the two must agree.
const shapeAgrees: Same<z.infer<typeof gameListItem>, GameListItem> = true;
void shapeAgrees;

/** A listed game's place in every games list: [created_at in ms, id]. Neither ever changes. */
export const gameListKey = (g: GameListItem): [number, string] => [Date.parse(g.createdAt), g.id];

/**
 * Games newest first (created_at DESC, id DESC): an order no move can change, so a page that
 * starts after a game's key never repeats or skips one. One query, with a fixed number of bound
 * parameters whatever the page size (D1 allows 100): each game's seats come as a JSON array.
 */
export async function listGames(db: D1Database, q: GameListQuery): Promise<GameListItem[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.status) {
    where.push("g.status = ?");
    params.push(q.status);
  }
  if (q.kind) {
    where.push("g.kind = ?");
    params.push(q.kind);
  }
  if (q.mine || q.awaitingMe) {
    where.push(`g.id IN (SELECT m.game_id FROM game_seats m WHERE m.player_id = ?${q.awaitingMe ? " AND m.awaiting = 1" : ""})`);
    params.push(q.callerId);
  } else if (q.callerId !== null) {
    // The lobby: public games, plus private ones the caller sits in.
    where.push("(g.visibility = 'public' OR g.id IN (SELECT m.game_id FROM game_seats m WHERE m.player_id = ?))");
    params.push(q.callerId);
  } else {
    where.push("g.visibility = 'public'");
  }
  if (q.after) {
    where.push("(g.created_at, g.id) < (?, ?)");
    params.push(q.after[0], q.after[1]);
  }
  const games = await db
    .prepare(
      `SELECT ${LISTED_COLUMNS}
       FROM games g
       WHERE ${where.join(" AND ")}
       ORDER BY g.created_at DESC, g.id DESC LIMIT ?`,
    )
    .bind(...params, q.limit)
    .all<ListedRow>();
  return games.results.map(listItemOf);
}

/** A games row as the lists select it: `seats` is LISTED_SEATS, a JSON array. */
export interface ListedRow {
  id: string;
  kind: string;
  status: GameStatus;
  visibility: Visibility;
  version: number;
  seats_open: number;
  created_at: number;
  updated_at: number;
  seats: string;
  rematch_of: string | null;
  rematch_id: string | null;
}

/** The SQL of a listed game's seats (of `g`), one JSON array: listItemOf reads it. */
export const LISTED_SEATS =
  "(SELECT json_group_array(json_array(s.seat, s.player_id, s.awaiting, s.rowid)) FROM game_seats s WHERE s.game_id = g.id)";

/** The columns of a listed game (of `g`), as ListedRow names them. */
export const LISTED_COLUMNS = `g.id, g.kind, g.status, g.visibility, g.version, g.seats_open, g.created_at, g.updated_at, g.rematch_of, g.rematch_id,
  ${LISTED_SEATS} AS seats`;

export function listItemOf(g: ListedRow): GameListItem {
  return {
    id: g.id,
    kind: g.kind,
    status: g.status,
    visibility: g.visibility,
    version: g.version,
    seatsOpen: g.seats_open,
    createdAt: new Date(g.created_at).toISOString(),
    updatedAt: new Date(g.updated_at).toISOString(),
    // In the order the room wrote them (their rowids), which is the game's seat order.
    seats: (JSON.parse(g.seats) as [string, string | null, number, number][])
      .sort((a, b) => a[3] - b[3])
      .map(([seat, playerId, awaiting]) => ({ seat, playerId, awaiting: awaiting === 1 })),
    rematchOf: g.rematch_of,
    rematchId: g.rematch_id,
  };
}

/**
 * The ids of the games both players hold a seat in, finished ones included (their table still
 * talks), most recently moved first.
 */
export async function sharedGamesOf(db: D1Database, playerId: string, otherId: string, limit: number): Promise<string[]> {
  const rows = await db
    .prepare(
      `SELECT g.id FROM games g JOIN game_seats s ON s.game_id = g.id JOIN game_seats o ON o.game_id = g.id
        WHERE s.player_id = ? AND o.player_id = ? ORDER BY g.updated_at DESC LIMIT ?`,
    )
    .bind(playerId, otherId, limit)
    .all<{ id: string }>();
  return rows.results.map((r) => r.id);
}

/** The ids of the games a player holds a seat in that have not finished, most recently moved first. */
export async function unfinishedGamesOf(db: D1Database, playerId: string, limit: number): Promise<string[]> {
  const rows = await db
    .prepare(
      "SELECT g.id FROM games g JOIN game_seats s ON s.game_id = g.id WHERE s.player_id = ? AND g.status != 'finished' ORDER BY g.updated_at DESC LIMIT ?",
    )
    .bind(playerId, limit)
    .all<{ id: string }>();
  return rows.results.map((r) => r.id);
}
