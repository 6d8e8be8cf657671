// Live feeds opened and ended, as the room tells the operator (the `feed_opened` and `feed_closed`
// metrics, docs/OPERATIONS.md). Each feed is told of twice at most, when the room accepts it and
// when it ends, never per frame: opens less ends counts the feeds open now, and the ends say how
// long they were open and why they ended.

/**
 * Why a room closes live readers that did nothing wrong: the seat they read for changed hands
 * (its player left the game, or deleted their account), the game is gone (cancelled), or the key
 * or token they were opened with stopped working.
 */
export type ReadersGone = "seatLeft" | "cancelled" | "keyRevoked" | "keyExpired";

export type FeedTransport = "sse" | "websocket";

/**
 * client: its client closed it (an SSE stream cancelled, a socket's close frame); dropped: its
 * connection went without a close (a write failed, a socket's error or unclean close); the room's
 * own: game_over, seat_left, cancelled, key_revoked, key_expired, lifetime (a stream's 30 min),
 * stalled (nothing read for a minute), overfull (too much unread), unreadable (the log could not
 * be read).
 */
export type FeedEndReason =
  | "client"
  | "dropped"
  | "game_over"
  | "seat_left"
  | "cancelled"
  | "key_revoked"
  | "key_expired"
  | "lifetime"
  | "stalled"
  | "overfull"
  | "unreadable";

export const GONE_END: Record<ReadersGone, FeedEndReason> = {
  seatLeft: "seat_left",
  cancelled: "cancelled",
  keyRevoked: "key_revoked",
  keyExpired: "key_expired",
};

/** One feed that ended: why, how long it was open (ms), and the room's feeds of its transport still open after it. */
export interface FeedEnd {
  why: FeedEndReason;
  ms: number;
  open: number;
}

/** Told of each feed that ends (the room records the metric). */
export type FeedEnded = (end: FeedEnd) => void;

/**
 * Told of each feed the room accepts, once, before anything can end it (the room records the
 * metric), with the room's feeds of its transport open after it, itself included.
 */
export type FeedOpened = (open: number) => void;

/** What a room's feeds of one transport tell it. */
export interface FeedEvents {
  opened: FeedOpened;
  ended: FeedEnded;
}

/** Tells nobody (a room's parts tested alone). */
export const UNTOLD: FeedEvents = { opened: () => {}, ended: () => {} };
