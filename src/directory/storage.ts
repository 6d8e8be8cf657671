// What the rooms store in all, from the games index: each game's row carries its room's SQLite
// size as of the room's last write of that row (migration 0018; durable-objects/game-room.ts sends
// it with the row). The total is a read of every games row, so it is taken once a day, not every
// hour (the estimate for 10M games is in docs/OPERATIONS.md, "Metrics"), and in slices by rowid: D1
// runs one query at a time, and a single scan of millions of rows would hold every move's index
// write behind it for seconds; a slice holds them for a few milliseconds.

/** The hour of the day (UTC) whose hourly run also totals the rooms' bytes (src/scheduled.ts). */
export const ROOMS_STORED_HOUR_UTC = 4;

/** Games rows read per query. */
export const ROOMS_STORED_SLICE = 100_000;

export interface RoomsStored {
  /** The rooms' SQLite bytes in all, as their rows last gave them. */
  bytes: number;
  /** Games whose row carries a size; the others (written before 0018, not loaded since) are not in `bytes`. */
  counted: number;
  /** Games in the index. */
  games: number;
  /** Rows D1 read for the total (what it bills), and the queries it took. */
  rowsRead: number;
  queries: number;
}

interface Slice {
  bytes: number;
  counted: number;
  games: number;
  last: number | null;
}

/** Whether the run scheduled at `scheduledTime` is the one that totals the rooms' bytes. */
export const totalsRoomsAt = (scheduledTime: number): boolean => new Date(scheduledTime).getUTCHours() === ROOMS_STORED_HOUR_UTC;

/** Sums the rooms' bytes over every games row, a slice at a time. */
export async function roomsStored(db: D1Database, slice = ROOMS_STORED_SLICE): Promise<RoomsStored> {
  const total: RoomsStored = { bytes: 0, counted: 0, games: 0, rowsRead: 0, queries: 0 };
  for (let after = 0; ; ) {
    const r = await db
      .prepare(
        `SELECT COALESCE(SUM(room_bytes), 0) AS bytes, COUNT(room_bytes) AS counted, COUNT(*) AS games, MAX(rowid) AS last
         FROM (SELECT rowid, room_bytes FROM games WHERE rowid > ? ORDER BY rowid LIMIT ?)`,
      )
      .bind(after, slice)
      .all<Slice>();
    const s = r.results[0]!;
    total.bytes += s.bytes;
    total.counted += s.counted;
    total.games += s.games;
    total.rowsRead += r.meta.rows_read ?? 0;
    total.queries++;
    if (s.games < slice || s.last === null) return total;
    after = s.last;
  }
}
