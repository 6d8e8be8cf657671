// A live feed's backlog — the entries a reader missed before it opened its stream or socket — read
// from the room's log a page at a time, never whole: a reader of a 10,000-entry game from `after=0`
// would otherwise hold the whole log, redacted, in the room's memory (128 MB, up to 200 streams).
//
// The backlog runs from just after the reader's last version to the version current at open
// (`through`). Entries committed after that reach the reader live, so no page ever reads them: the
// range is fixed at open and each version is read once, in order. The log only grows (an undo is
// an entry of its own, after `through` if it came after the open), so a page read late holds the
// very entries a read at open would have.
import type { FeedEntry } from "../../src/service/types";

/** Entries a page reads from the log: enough that paging costs little, few enough that a page is small. */
export const BACKLOG_PAGE = 64;

/**
 * The next page of a backlog, oldest first, redacted for the reader: none once it is all read;
 * null when it cannot be read any more (the game is gone from the room). Each call reads on from
 * where the last one ended.
 */
export type BacklogPages = () => FeedEntry[] | null;

/**
 * Up to `limit` entries with `after < version <= upTo`, oldest first, as the reader sees them; null
 * when the game is gone.
 */
export type ReadEntries = (after: number, upTo: number, limit: number) => FeedEntry[] | null;

/** The backlog after `after` through `through`, read by `read` a page at a time; null when it is empty. */
export function backlogPages(after: number, through: number, read: ReadEntries, size = BACKLOG_PAGE): BacklogPages | null {
  if (!(after < through)) return null;
  let cursor = after;
  return () => {
    if (cursor >= through) return [];
    const page = read(cursor, through, size);
    if (page === null) {
      cursor = through;
      return null;
    }
    // A page short of `through` that is empty would read the same again: the log has nothing
    // more in the range, so the backlog is all read.
    cursor = page.at(-1)?.version ?? through;
    return page;
  };
}
