// The game's own SQLite: the log of accepted entries, snapshots, and idempotency records.
// Every value is a bound parameter. The tables and their versions are room/schema.ts, migrated
// once, under blockConcurrencyWhile, when the room loads (`open`).
import type { LogEntry } from "../../src/engine/runner";
import type { GameEvent } from "../../src/engine/contract";
import type { OpponentLevel, OpponentMark } from "../../src/engine/opponent/level-names";
import type { DieRoll } from "../../src/engine/rng";
import type { GameStatus, Visibility } from "../../src/service/types";
import type { Clocks, SeatWarnings, TimeControl } from "./deadlines";
import type { DecisionBook } from "./decisions";
import { migrateRoom, ROOM_SCHEMA_VERSION, storedTables } from "./schema";

/**
 * A snapshot every this many entries keeps loading a long game as cheap as a short one, and
 * reading the game as it stood at any version replays at most this many entries. Between them
 * the room may also keep its newest state (a "head"; see GameSession.commit), only until a newer
 * one is written.
 */
export const SNAPSHOT_EVERY = 64;

export interface GameMeta {
  id: string;
  kind: string;
  rulesVersion: string;
  options: unknown;
  visibility: Visibility;
  status: GameStatus;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  /** Secret until the game is over. */
  serverSeed: string;
  seedCommitment: string;
  /**
   * Seat id → who holds it (null while open), in the game's seat order. `opponent`: the seat is
   * the built-in opponent's at that level (no player holds it; the room plays it from its alarm).
   */
  seats: {
    seat: string;
    name: string;
    automaton: boolean;
    opponent?: OpponentLevel;
    playerId: string | null;
    playerName: string | null;
    entropy: string;
    /** The person is out: the seat resigned, or its person deleted their account (room/departure.ts). */
    left?: "resigned" | "deleted";
  }[];
  /** Deadlines, when the game was created with time controls. */
  timeControl: TimeControl | null;
  clocks: Clocks;
  /** The warning time each seat's holder chose (notification preferences), where they chose one. */
  warnings?: SeatWarnings;
  /** The decision each seat owes now and since when (absent in games stored before it was kept). */
  decisions?: DecisionBook;
}

export interface StoredEntry extends LogEntry {
  events: GameEvent[];
  rolls: DieRoll[];
}

/**
 * The newest log row as the room loads it. A commit that changes nothing in the meta but the
 * decision book and the time (`updatedAt`, the entry's `at`) writes only its log row, carrying
 * the book: so the meta row may be older than the log, and a started game's book and `updatedAt`
 * are the newest row's whenever it carries a book (rows written before the book was kept there
 * carry none: then the meta row's are current).
 */
export interface LogHead {
  version: number;
  at: number;
  decisions: DecisionBook | null;
}

/** What a room reads of its game when it loads (RoomStore.readGame: one statement). */
export interface StoredGame {
  meta: GameMeta | null;
  /** The log's newest row (null: the log is empty). */
  head: LogHead | null;
  /** Whether the table has any message (table talk): a table without one owes no unread count a read. */
  talk: boolean;
  /** Whether the outbox holds work (a notification not fanned out, or a pending delivery): Outbox.loaded. */
  outboxWork: boolean;
  /** Whether it holds notifications written before who listens was read, never resolved (a room that died first): Outbox.loaded. */
  outboxHeld: boolean;
  /**
   * The newest snapshot (its state as stored, parsed only if used), when the read brought it: a
   * game moved at a person's pace keeps one at its head, and its load then reads nothing more.
   */
  snapshot?: StoredSnapshot | null;
}

/** A snapshot row as stored: the state still JSON text. */
export interface StoredSnapshot {
  version: number;
  state: string;
}

export class RoomStore {
  /** The version the tables are at once migrated (a room a newer deploy migrated keeps its newer one); 0 before. */
  tablesAt = 0;

  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  exists(): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").toArray().length > 0;
  }

  /**
   * Brings the room's tables to the current version (room/schema.ts); answers the version they
   * were at. Once this instance has done so it reads nothing again (only `deleteAll` drops them).
   */
  migrate(from?: number): number {
    if (this.tablesAt > 0) return this.tablesAt;
    const was = migrateRoom(this.sql, from);
    this.tablesAt = Math.max(was, ROOM_SCHEMA_VERSION);
    return was;
  }

  /**
   * When the room loads: what is stored (null: no game, and nothing is made), its tables migrated.
   * A room this deploy's code has migrated (or a newer one) answers in one statement, its tables'
   * version read with the game. Any other takes the longer way — its version, its migration, then
   * the read: one at an older version (the statement may fail on a table or column it lacks, or
   * succeed on one that has them all), or stored before versions were kept (no room_schema).
   */
  open(): StoredGame | null {
    let found: { stored: boolean; version: number };
    try {
      const read = this.#read(true);
      if (read && read.tables >= ROOM_SCHEMA_VERSION) {
        this.tablesAt = read.tables;
        return read.game;
      }
      // A room_schema row is written after the first step, which makes meta: a game is stored.
      found = read ? { stored: true, version: read.tables } : storedTables(this.sql);
    } catch (error) {
      if (!/no such (table|column)/.test(String(error))) throw error;
      found = storedTables(this.sql);
    }
    if (!found.stored) return null;
    this.migrate(found.version);
    return this.readGame();
  }

  /** Deletes everything the room stores (a cancelled game): the next game here starts from no tables. */
  async deleteAll(): Promise<void> {
    await this.storage.deleteAll();
    this.tablesAt = 0;
  }

  /** The meta row, the log's head and the newest snapshot, whether the table has any message and whether the outbox holds work: one statement. */
  readGame(): StoredGame {
    return this.#read(false)!.game;
  }

  /**
   * The one statement of `readGame`, with (`versioned`) the tables' version from room_schema:
   * then null when that row is missing (a room no versioned deploy migrated). Every table it
   * names is made by a migration, so it runs only where they were (`open`).
   */
  #read(versioned: boolean): { tables: number; game: StoredGame } | null {
    const row = this.sql
      .exec<{
        tables: number;
        game: string | null;
        version: number | null;
        at: number | null;
        decisions: string | null;
        talk: number;
        outbox: number;
        held: number;
        snapshot_version: number | null;
        snapshot_state: string | null;
      }>(
        `SELECT ${versioned ? "r.version" : "0"} AS tables, (SELECT game FROM meta WHERE id = 1) AS game,
           h.version AS version, h.at AS at, h.decisions AS decisions, EXISTS (SELECT 1 FROM messages) AS talk,
           EXISTS (SELECT 1 FROM notifications WHERE fanned_out = 0) OR EXISTS (SELECT 1 FROM deliveries WHERE status = 'pending') AS outbox,
           EXISTS (SELECT 1 FROM notifications WHERE fanned_out = 2) AS held,
           s.version AS snapshot_version, s.state AS snapshot_state
         FROM ${versioned ? "room_schema r" : "(SELECT 1 AS id) r"}
         LEFT JOIN (SELECT version, at, decisions FROM log ORDER BY version DESC LIMIT 1) h ON 1
         LEFT JOIN (SELECT version, state FROM snapshots ORDER BY version DESC LIMIT 1) s ON 1
         WHERE r.id = 1`,
      )
      .toArray()[0];
    if (!row) return null;
    const head: LogHead | null =
      row.version === null
        ? null
        : { version: row.version, at: row.at!, decisions: row.decisions === null ? null : (JSON.parse(row.decisions) as DecisionBook) };
    return {
      tables: row.tables,
      game: {
        meta: row.game === null ? null : (JSON.parse(row.game) as GameMeta),
        head,
        talk: row.talk === 1,
        outboxWork: row.outbox === 1,
        outboxHeld: row.held === 1,
        snapshot: row.snapshot_version === null ? null : { version: row.snapshot_version, state: row.snapshot_state! },
      },
    };
  }

  writeMeta(meta: GameMeta): void {
    this.sql.exec("INSERT INTO meta (id, game) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET game = excluded.game", JSON.stringify(meta));
  }

  /** One log row: the entry and the decision book as it stands after it (see LogHead). */
  append(entry: StoredEntry, decisions: DecisionBook): void {
    this.sql.exec(
      "INSERT INTO log (version, seat, kind, action, auto, opponent, events, rolls, at, decisions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      entry.version,
      entry.seat,
      entry.kind,
      entry.action === undefined ? null : JSON.stringify(entry.action),
      entry.auto ?? null,
      entry.opponent ? JSON.stringify(entry.opponent) : null,
      JSON.stringify(entry.events),
      JSON.stringify(entry.rolls),
      entry.at,
      JSON.stringify(decisions),
    );
  }

  /** Entries with `after < version <= upTo`, oldest first. */
  entries(after: number, upTo = Number.MAX_SAFE_INTEGER, limit = -1): StoredEntry[] {
    return this.sql
      .exec<{
        version: number;
        seat: string;
        kind: string;
        action: string | null;
        auto: string | null;
        opponent: string | null;
        events: string;
        rolls: string;
        at: number;
      }>(
        "SELECT version, seat, kind, action, auto, opponent, events, rolls, at FROM log WHERE version > ? AND version <= ? ORDER BY version LIMIT ?",
        after,
        upTo,
        limit,
      )
      .toArray()
      .map((r) => ({
        version: r.version,
        seat: r.seat,
        kind: r.kind as StoredEntry["kind"],
        ...(r.action === null ? {} : { action: JSON.parse(r.action) }),
        ...(r.auto === null ? {} : { auto: r.auto as "timeout" }),
        ...(r.opponent === null ? {} : { opponent: JSON.parse(r.opponent) as OpponentMark }),
        events: JSON.parse(r.events) as GameEvent[],
        rolls: JSON.parse(r.rolls) as DieRoll[],
        at: r.at,
      }));
  }

  /** Stores the state at `version`, and drops any head written since the last kept snapshot. */
  writeSnapshot(version: number, state: unknown): void {
    const keptBelow = Math.floor((version - 1) / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    this.sql.exec("DELETE FROM snapshots WHERE version > ? AND version < ?", keptBelow, version);
    this.sql.exec("INSERT OR REPLACE INTO snapshots (version, state) VALUES (?, ?)", version, JSON.stringify(state));
  }

  /** The newest snapshot at or before `version`. */
  snapshotAtOrBefore(version: number): { version: number; state: unknown } | null {
    const row = this.sql
      .exec<{ version: number; state: string }>(
        "SELECT version, state FROM snapshots WHERE version <= ? ORDER BY version DESC LIMIT 1",
        version,
      )
      .toArray()[0];
    return row ? { version: row.version, state: JSON.parse(row.state) } : null;
  }

  idempotent(playerId: string, key: string): { request: string; response: string } | null {
    return (
      this.sql
        .exec<{ request: string; response: string }>(
          "SELECT request, response FROM idempotency WHERE player_id = ? AND key = ?",
          playerId,
          key,
        )
        .toArray()[0] ?? null
    );
  }

  rememberIdempotent(playerId: string, key: string, request: string, response: string): void {
    this.sql.exec("INSERT INTO idempotency (player_id, key, request, response) VALUES (?, ?, ?, ?)", playerId, key, request, response);
  }

  /** Drops a deleted person's idempotency records (their answers may hold what their seat saw). */
  forgetIdempotent(playerId: string): void {
    this.sql.exec("DELETE FROM idempotency WHERE player_id = ?", playerId);
  }
}
