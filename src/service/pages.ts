// One page of a list, as REST and GraphQL both give it: the items, each one's cursor, and the
// cursor of the next page (null on the last). Every list pages by keyset on an immutable key,
// so an item never moves within its list: paging never repeats or skips one.
import { encodeCursor, type CursorScope } from "./cursor";

export interface Page<T> {
  nodes: T[];
  /** The cursor that continues the list just after `node`. */
  cursorOf(node: T): string;
  /** The cursor that continues after the last node, or null when nothing followed it. */
  nextCursor: string | null;
}

/** Page sizes per list: the default when none is asked for, and the most one page holds. */
export const PAGE_SIZES = {
  games: { default: 50, max: 200 },
  events: { default: 100, max: 500 },
  webhooks: { default: 100, max: 200 },
  deliveries: { default: 50, max: 200 },
  pushSubscriptions: { default: 50, max: 200 },
  inbox: { default: 50, max: 200 },
  messages: { default: 50, max: 200 },
  invitations: { default: 50, max: 200 },
  // Each item is a whole game record: a few hundred entries of a long game each.
  export: { default: 20, max: 50 },
  // Each item is a whole game replayed in its room (docs/OPERATIONS.md): the page waits for all of them.
  replays: { default: 20, max: 50 },
} as const;

/**
 * A page from rows fetched with `limit + 1`: a row past the limit means another page follows,
 * without a second query or a count.
 */
export function pageOf<T>(rows: T[], limit: number, scope: CursorScope, keyOf: (row: T) => readonly (string | number)[]): Page<T> {
  const nodes = rows.slice(0, limit);
  const cursorOf = (node: T) => encodeCursor(scope, keyOf(node));
  return { nodes, cursorOf, nextCursor: rows.length > limit && nodes.length > 0 ? cursorOf(nodes[nodes.length - 1]!) : null };
}

export const emptyPage = <T>(): Page<T> => ({ nodes: [], cursorOf: () => "", nextCursor: null });
