// The one platform interface the room's SQL modules use (the Durable Object's `storage.sql`, and
// `transactionSync`), served in Node by SQLite itself: sql.js, SQLite compiled to WebAssembly.
// Only the cursor members the room uses are here (toArray, one, iteration, rowsWritten); the SQL, its
// constraints, ordering and ALTER TABLE are SQLite's own, so store.ts and outbox.ts are tested as
// they run, not against a copy of their logic. The workerd tests (test/api/) cover the real thing.
import initSqlJs, { type Database, type SqlValue } from "sql.js";

const sqlJs = initSqlJs();

type Row = Record<string, SqlValue>;

function cursor(rows: Row[], rowsWritten = 0) {
  return {
    rowsWritten,
    toArray: () => rows,
    one: () => {
      if (rows.length !== 1) throw new Error(`expected exactly one row, got ${rows.length}`);
      return rows[0]!;
    },
    [Symbol.iterator]: () => rows[Symbol.iterator](),
  };
}

/** A fresh in-memory database, as `storage.sql` and as the `storage` that RoomStore takes. */
export async function memorySql(): Promise<{
  sql: SqlStorage;
  storage: DurableObjectStorage;
  db: Database;
  transactionSync<T>(fn: () => T): T;
}> {
  const db = new (await sqlJs).Database();
  const exec = (query: string, ...bindings: SqlValue[]) => {
    if (bindings.length === 0) {
      // Several statements at once (a schema): the rows of the last, as workerd gives them.
      const results = db.exec(query);
      const last = results.at(-1);
      return cursor(
        last ? last.values.map((values) => Object.fromEntries(last.columns.map((c, i) => [c, values[i]!]))) : [],
        db.getRowsModified(),
      );
    }
    const statement = db.prepare(query);
    try {
      statement.bind(bindings);
      const rows: Row[] = [];
      while (statement.step()) rows.push(statement.getAsObject());
      return cursor(rows, db.getRowsModified());
    } finally {
      statement.free();
    }
  };
  const transactionSync = <T>(fn: () => T): T => {
    db.exec("SAVEPOINT tx");
    try {
      const result = fn();
      db.exec("RELEASE tx");
      return result;
    } catch (error) {
      db.exec("ROLLBACK TO tx; RELEASE tx");
      throw error;
    }
  };
  const sql = { exec } as unknown as SqlStorage;
  const storage = { sql, transactionSync } as unknown as DurableObjectStorage;
  return { sql, storage, db, transactionSync };
}
