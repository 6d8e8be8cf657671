// The room's SQLite tables and their versions. Each migration is a step from the version before
// it; a room records the version its tables are at (room_schema) and, when a deploy loads it,
// runs the steps it has not had, in order, before anything reads a row. Rooms stored before
// versions were kept have no room_schema table and count as version 0: every step is written
// so that it also brings such a room (whatever columns it already has) to its version.
//
// Steps only add (tables, columns with defaults, indexes): an older deploy rolled back to can
// still read a room a newer one migrated. A change that cannot be made that way needs its own
// plan (docs/OPERATIONS.md, "The rooms' tables").

interface Migration {
  version: number;
  /** What the step brings, and since when (the commit that first needed it). */
  why: string;
  up(sql: SqlStorage): void;
}

/** Adds each column the table lacks (a room stored before versions may already have some). */
function addColumns(sql: SqlStorage, table: string, columns: [name: string, type: string][]): void {
  const have = new Set(
    sql
      .exec<{ name: string }>(`PRAGMA table_info(${table})`)
      .toArray()
      .map((c) => c.name),
  );
  for (const [name, type] of columns) if (!have.has(name)) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    why: "the tables as first made: meta, log, snapshots, idempotency records, the outbox",
    up: (sql) =>
      sql.exec(`
CREATE TABLE IF NOT EXISTS meta (id INTEGER PRIMARY KEY CHECK (id = 1), game TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS log (
  version INTEGER PRIMARY KEY, seat TEXT NOT NULL, kind TEXT NOT NULL, action TEXT, auto TEXT,
  events TEXT NOT NULL, rolls TEXT NOT NULL, at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS snapshots (version INTEGER PRIMARY KEY, state TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS idempotency (
  player_id TEXT NOT NULL, key TEXT NOT NULL, request TEXT NOT NULL, response TEXT NOT NULL,
  PRIMARY KEY (player_id, key));
CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT, event TEXT NOT NULL, player_id TEXT NOT NULL, seat TEXT NOT NULL,
  body TEXT NOT NULL, version INTEGER NOT NULL, created_at INTEGER NOT NULL, fanned_out INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS notifications_unfanned ON notifications (fanned_out, id);
CREATE TABLE IF NOT EXISTS deliveries (
  id TEXT PRIMARY KEY, notification_id INTEGER NOT NULL, webhook_id TEXT NOT NULL, event TEXT NOT NULL,
  player_id TEXT NOT NULL, url TEXT NOT NULL, secret TEXT NOT NULL, bot INTEGER NOT NULL, body TEXT NOT NULL,
  version INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL, next_attempt_at INTEGER,
  last_status INTEGER, last_error TEXT, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at);
`),
  },
  {
    version: 2,
    why: "decisions with identities, told again and per subscription (97db1ee)",
    up: (sql) => {
      addColumns(sql, "notifications", [
        ["decision_id", "TEXT"],
        ["webhook_id", "TEXT"],
        ["deliver_at", "INTEGER"],
        ["retells", "INTEGER NOT NULL DEFAULT 0"],
      ]);
      addColumns(sql, "deliveries", [
        ["decision_id", "TEXT"],
        ["retells", "INTEGER NOT NULL DEFAULT 0"],
      ]);
    },
  },
  {
    version: 3,
    why: "Web Push deliveries beside webhooks in one outbox (91a19ed)",
    up: (sql) => addColumns(sql, "deliveries", [["channel", "TEXT NOT NULL DEFAULT 'webhook'"]]),
  },
  {
    version: 4,
    why: "the built-in opponent's level and seed on the log entries it made (issue 21)",
    up: (sql) => addColumns(sql, "log", [["opponent", "TEXT"]]),
  },
  {
    version: 5,
    why: "table talk: the players' messages, kept beside the log and never in it (issue 20)",
    up: (sql) =>
      sql.exec(`
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, from_seat TEXT NOT NULL, from_player TEXT NOT NULL,
  from_name TEXT NOT NULL, to_seat TEXT, text TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS messages_by_sender ON messages (from_player, at);
`),
  },
  {
    version: 6,
    why: "each seat's read position in the table's messages, for unread counts (issue 20)",
    up: (sql) =>
      sql.exec("CREATE TABLE IF NOT EXISTS message_reads (seat TEXT PRIMARY KEY, last_read INTEGER NOT NULL, at INTEGER NOT NULL)"),
  },
  {
    version: 7,
    why: "each entry's decision book on its log row: a move that changes nothing else in the meta writes one row (issue 22)",
    up: (sql) => addColumns(sql, "log", [["decisions", "TEXT"]]),
  },
];

/** The version this deploy's code reads and writes. */
export const ROOM_SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;

/** Whether the room's SQLite has a table by this name. */
function hasTable(sql: SqlStorage, name: string): boolean {
  return sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length > 0;
}

/** The version the room's tables are at (0: stored before versions were kept, or nothing stored). */
export function roomSchemaVersion(sql: SqlStorage): number {
  return hasTable(sql, "room_schema")
    ? (sql.exec<{ version: number }>("SELECT version FROM room_schema WHERE id = 1").toArray()[0]?.version ?? 0)
    : 0;
}

/**
 * What a room finds when it loads: whether a game is stored (its meta table) and the version of
 * its tables. One read for every room a versioned deploy has migrated (room_schema and meta are
 * asked in one statement); rooms without room_schema (nothing stored, or stored before versions
 * were kept) take the longer way.
 */
export function storedTables(sql: SqlStorage): { stored: boolean; version: number } {
  try {
    const row = sql
      .exec<{ version: number; stored: number }>(
        "SELECT version, EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta') AS stored FROM room_schema WHERE id = 1",
      )
      .toArray()[0];
    if (row) return { stored: row.stored === 1, version: row.version };
  } catch (error) {
    if (!String(error).includes("no such table")) throw error;
  }
  return { stored: hasTable(sql, "meta"), version: roomSchemaVersion(sql) };
}

/**
 * Brings the tables to ROOM_SCHEMA_VERSION; answers the version they were at (`from`, when the
 * caller has just read it). A room at a newer version (a deploy rolled back) is left as it is:
 * its steps only added, so this code reads it.
 */
export function migrateRoom(sql: SqlStorage, from = roomSchemaVersion(sql)): number {
  if (from >= ROOM_SCHEMA_VERSION) return from;
  for (const m of MIGRATIONS) if (m.version > from) m.up(sql);
  sql.exec("CREATE TABLE IF NOT EXISTS room_schema (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)");
  sql.exec(
    "INSERT INTO room_schema (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version",
    ROOM_SCHEMA_VERSION,
  );
  return from;
}
