// The game's own tables (durable-objects/room/store.ts) on SQLite in Node (./sqlite.ts): the meta
// row, the log and what a read gives back of it, the snapshots kept and the heads dropped, and the
// idempotency records, each by its owner.
import { beforeEach, describe, expect, it } from "vitest";
import { MIGRATIONS, ROOM_SCHEMA_VERSION, roomSchemaVersion } from "../../durable-objects/room/schema";
import { RoomStore, SNAPSHOT_EVERY, type GameMeta, type StoredEntry } from "../../durable-objects/room/store";
import { memorySql } from "./sqlite";

let store: RoomStore;
let room: Awaited<ReturnType<typeof memorySql>>;
let transaction: <T>(fn: () => T) => T;

beforeEach(async () => {
  room = await memorySql();
  store = new RoomStore(room.storage);
  transaction = room.transactionSync;
});

const meta = (status: GameMeta["status"]): GameMeta => ({
  id: "g1",
  kind: "asteroid-nim",
  rulesVersion: "1",
  options: { asteroids: 15 },
  visibility: "public",
  status,
  createdBy: "p1",
  createdAt: 1,
  updatedAt: 2,
  serverSeed: "seed",
  seedCommitment: "commitment",
  seats: [{ seat: "red", name: "Red", automaton: false, playerId: "p1", playerName: "Ann", entropy: "" }],
  timeControl: null,
  clocks: {},
});

/** The decision book a log row carries (the seat owing after the entry, and since when). */
const book = { red: { since: 4 } };

const entry = (version: number, extra: Partial<StoredEntry> = {}): StoredEntry => ({
  version,
  seat: "red",
  kind: "action",
  action: { type: "take", count: version },
  events: [{ type: "rocksTaken", seat: "red", count: version }],
  rolls: [{ die: "d6", value: 3, purpose: "blast" }],
  at: 1000 + version,
  ...extra,
});

/** Counts the statements `sql` runs from here on. */
function countReads(sql: SqlStorage): { n: number } {
  const count = { n: 0 };
  const exec = sql.exec.bind(sql);
  sql.exec = ((query: string, ...bindings: SqlStorageValue[]) => {
    count.n++;
    return exec(query, ...bindings);
  }) as typeof sql.exec;
  return count;
}

describe("room store", () => {
  it("exists only once its tables are made, and making them again changes nothing", () => {
    expect(store.exists()).toBe(false);
    store.migrate();
    store.writeMeta(meta("open"));
    store.migrate();
    expect(store.exists()).toBe(true);
    expect(store.readGame().meta?.status).toBe("open");
  });

  it("opens a stored room with one read once its tables carry their version: the game, its log's head, whether anyone talked; makes none where no game is stored", async () => {
    expect(store.open()).toBeNull();
    expect(room.sql.exec("SELECT name FROM sqlite_master").toArray(), "a room nobody made stays empty").toEqual([]);
    store.migrate();
    store.writeMeta(meta("active"));
    store.append(entry(1), book);
    store.append(entry(2), book);
    // The same SQLite as a new instance finds it after an eviction: one statement says it all.
    const reads = countReads(room.sql);
    const reloaded = new RoomStore(room.storage);
    expect(reloaded.open()).toEqual({
      meta: meta("active"),
      head: { version: 2, at: entry(2).at, decisions: book },
      talk: false,
      outboxWork: false,
      outboxHeld: false,
      snapshot: null,
    });
    expect([reloaded.tablesAt, reads.n]).toEqual([ROOM_SCHEMA_VERSION, 1]);
    reloaded.migrate(); // this instance has: nothing is read again
    expect(reads.n).toBe(1);
    // The newest snapshot comes with it, its state as stored (a head at a person's pace: the load replays nothing).
    store.writeSnapshot(0, { rocks: 15 });
    store.writeSnapshot(2, { rocks: 12 });
    expect(new RoomStore(room.storage).open()?.snapshot).toEqual({ version: 2, state: JSON.stringify({ rocks: 12 }) });
    room.sql.exec("INSERT INTO messages (at, from_seat, from_player, from_name, to_seat, text) VALUES (1, 'red', 'p1', 'Ann', NULL, 'hi')");
    expect(new RoomStore(room.storage).open()?.talk, "a table with a message says so").toBe(true);
    room.sql.exec(
      "INSERT INTO deliveries (id, notification_id, webhook_id, event, player_id, url, secret, bot, body, version, status, created_at) VALUES ('d1', 1, 'w1', 'turn.started', 'p1', 'https://x', 's', 0, '{}', 1, 'done', 1)",
    );
    expect(new RoomStore(room.storage).open()?.outboxWork, "a delivery done is no work").toBe(false);
    room.sql.exec("UPDATE deliveries SET status = 'pending', next_attempt_at = 5");
    expect(new RoomStore(room.storage).open()?.outboxWork, "a pending delivery is").toBe(true);
    room.sql.exec("DELETE FROM deliveries");
    room.sql.exec(
      "INSERT INTO notifications (event, player_id, seat, body, version, created_at) VALUES ('turn.started', 'p1', 'red', '{}', 1, 1)",
    );
    expect(new RoomStore(room.storage).open()?.outboxWork, "so is a notification not fanned out").toBe(true);
    room.sql.exec("UPDATE notifications SET fanned_out = 2");
    const held = new RoomStore(room.storage).open();
    expect(
      [held?.outboxWork, held?.outboxHeld],
      "one held for a read of who listens that never came is not work yet, but is found",
    ).toEqual([false, true]);
  });

  it("opens a room stored before its tables carried a version, and migrates it", async () => {
    const old = await memorySql();
    old.sql.exec("CREATE TABLE meta (id INTEGER PRIMARY KEY CHECK (id = 1), game TEXT NOT NULL)");
    const opened = new RoomStore(old.storage);
    expect(opened.open()).toEqual({ meta: null, head: null, talk: false, outboxWork: false, outboxHeld: false, snapshot: null });
    expect(opened.tablesAt).toBe(ROOM_SCHEMA_VERSION);
    expect(roomSchemaVersion(old.sql)).toBe(ROOM_SCHEMA_VERSION);
  });

  it("opens a room an older versioned deploy migrated (the one read fails on the column it lacks), migrates it and reads its game", async () => {
    const old = await memorySql();
    const stepsBefore = MIGRATIONS.filter((m) => m.version < ROOM_SCHEMA_VERSION);
    for (const m of stepsBefore) m.up(old.sql);
    old.sql.exec("CREATE TABLE room_schema (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)");
    old.sql.exec("INSERT INTO room_schema (id, version) VALUES (1, ?)", ROOM_SCHEMA_VERSION - 1);
    old.sql.exec("INSERT INTO meta (id, game) VALUES (1, ?)", JSON.stringify(meta("active")));
    old.sql.exec("INSERT INTO log (version, seat, kind, events, rolls, at) VALUES (1, 'red', 'resign', '[]', '[]', 7)");
    const opened = new RoomStore(old.storage);
    expect(opened.open()).toEqual({
      meta: meta("active"),
      head: { version: 1, at: 7, decisions: null },
      talk: false,
      outboxWork: false,
      outboxHeld: false,
      snapshot: null,
    });
    expect([opened.tablesAt, roomSchemaVersion(old.sql)]).toEqual([ROOM_SCHEMA_VERSION, ROOM_SCHEMA_VERSION]);
  });

  it("migrates a room whose version is behind even when the one read finds every table and column it names", async () => {
    store.migrate();
    store.writeMeta(meta("open"));
    // As if a step were added that the read does not name: the version alone says a step is owed.
    room.sql.exec("UPDATE room_schema SET version = ?", ROOM_SCHEMA_VERSION - 1);
    const reads = countReads(room.sql);
    const opened = new RoomStore(room.storage);
    expect(opened.open()?.meta).toEqual(meta("open"));
    expect(roomSchemaVersion(room.sql)).toBe(ROOM_SCHEMA_VERSION);
    expect(reads.n, "the version, the step and the read again").toBeGreaterThan(1);
  });

  it("keeps one meta row: a write replaces the last", () => {
    store.migrate();
    expect(store.readGame().meta).toBeNull();
    store.writeMeta(meta("open"));
    store.writeMeta(meta("active"));
    expect(store.readGame().meta).toEqual(meta("active"));
  });

  it("gives entries back as they were appended, oldest first, between two versions and up to a limit", () => {
    store.migrate();
    expect(store.readGame().head).toBeNull();
    for (let v = 1; v <= 5; v++) store.append(entry(v), book);
    expect(store.readGame().head).toEqual({ version: 5, at: entry(5).at, decisions: book });
    expect(store.entries(0)).toEqual([1, 2, 3, 4, 5].map((v) => entry(v)));
    expect(store.entries(1, 3).map((e) => e.version)).toEqual([2, 3]);
    expect(store.entries(0, Number.MAX_SAFE_INTEGER, 2).map((e) => e.version)).toEqual([1, 2]);
    expect(store.entries(5)).toEqual([]);
  });

  it("a row written before the log carried decision books gives none back (the meta row's book is then the current one)", () => {
    store.migrate();
    room.sql.exec("INSERT INTO log (version, seat, kind, events, rolls, at) VALUES (1, 'red', 'resign', '[]', '[]', 7)");
    expect(store.readGame().head).toEqual({ version: 1, at: 7, decisions: null });
  });

  it("reads a resignation, an undo and a timeout move without the fields they do not have", () => {
    store.migrate();
    store.append({ version: 1, seat: "red", kind: "resign", events: [], rolls: [], at: 5 }, book);
    store.append({ version: 2, seat: "blue", kind: "undo", events: [], rolls: [], at: 6 }, book);
    store.append(entry(3, { auto: "timeout" }), book);
    const [resign, undo, timeout] = store.entries(0);
    expect(resign).toEqual({ version: 1, seat: "red", kind: "resign", events: [], rolls: [], at: 5 });
    expect(undo).not.toHaveProperty("action");
    expect(timeout?.auto).toBe("timeout");
  });

  it("refuses a second entry at a version, and a transaction with it writes nothing", () => {
    store.migrate();
    store.append(entry(1), book);
    expect(() =>
      transaction(() => {
        store.writeMeta(meta("finished"));
        store.append(entry(1), book);
      }),
    ).toThrow();
    expect(store.readGame().meta).toBeNull();
    expect(store.entries(0)).toEqual([entry(1)]);
  });

  it(`keeps a snapshot every ${SNAPSHOT_EVERY} versions and only the newest head since the last of them`, () => {
    store.migrate();
    store.writeSnapshot(0, { v: 0 });
    store.writeSnapshot(3, { v: 3 });
    store.writeSnapshot(5, { v: 5 });
    // The head at 3 went when the one at 5 was written.
    expect(store.snapshotAtOrBefore(4)).toEqual({ version: 0, state: { v: 0 } });
    expect(store.snapshotAtOrBefore(9)).toEqual({ version: 5, state: { v: 5 } });
    store.writeSnapshot(SNAPSHOT_EVERY, { v: SNAPSHOT_EVERY });
    store.writeSnapshot(SNAPSHOT_EVERY + 2, { v: SNAPSHOT_EVERY + 2 });
    store.writeSnapshot(SNAPSHOT_EVERY + 4, { v: SNAPSHOT_EVERY + 4 });
    expect(store.snapshotAtOrBefore(SNAPSHOT_EVERY + 3)).toEqual({ version: SNAPSHOT_EVERY, state: { v: SNAPSHOT_EVERY } });
    expect(store.snapshotAtOrBefore(5)).toEqual({ version: 0, state: { v: 0 } });
    expect(store.snapshotAtOrBefore(SNAPSHOT_EVERY + 9)?.version).toBe(SNAPSHOT_EVERY + 4);
  });

  it("writing the snapshot of a version again replaces it", () => {
    store.migrate();
    store.writeSnapshot(0, { v: "first" });
    store.writeSnapshot(0, { v: "second" });
    expect(store.snapshotAtOrBefore(0)).toEqual({ version: 0, state: { v: "second" } });
  });

  it("finds an idempotency record only for the player who made it, and refuses to overwrite it", () => {
    store.migrate();
    expect(store.idempotent("p1", "k")).toBeNull();
    store.rememberIdempotent("p1", "k", "request", "response");
    expect(store.idempotent("p1", "k")).toEqual({ request: "request", response: "response" });
    expect(store.idempotent("p2", "k")).toBeNull();
    expect(() => store.rememberIdempotent("p1", "k", "other", "other")).toThrow();
    expect(store.idempotent("p1", "k")?.request).toBe("request");
  });

  it("binds every value: a quote in a value is stored as it is", () => {
    store.migrate();
    const odd = "x'); DROP TABLE log; --";
    store.append(entry(1, { seat: odd }), book);
    store.rememberIdempotent(odd, odd, odd, odd);
    expect(store.entries(0)[0]?.seat).toBe(odd);
    expect(store.idempotent(odd, odd)?.response).toBe(odd);
  });
});
