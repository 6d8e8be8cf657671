// Live feeds over WebSockets, with the Durable Object WebSocket Hibernation API. The runtime holds
// the sockets, not the room: a room whose only company is idle watchers is evicted from memory
// (hibernates) and costs nothing until something happens — a move wakes it, and it finds its
// watchers again with `getWebSockets`. Nothing here keeps a timer or a list of its own, so
// nothing can hold a dropped watcher: a closed socket is gone from `getWebSockets` as soon as
// the runtime reports the close (webSocketClose).
//
// Each socket is tagged with the seat it reads for (`seat:<id>`, or `spectator`), so a new entry
// is redacted once per seat that has watchers and sent to the sockets of that tag only: each
// socket gets exactly what its seat may see. The seat also travels in the socket's attachment
// (serializeAttachment), which survives hibernation. Frames are JSON text:
//   {"type":"entry","entry":FeedEntry}  — one per log entry, in version order
//   {"type":"message","message":Message} — a table-talk message this seat may read, as it is posted
//   {"type":"end"}                       — the game is over; the room then closes the socket (1000)
// A socket is also closed (1000, with a reason, no `end`) when what it reads for is gone: its
// seat's player left the game or Starpost (the seat may go to someone else, whose view it must
// never get), or the game was cancelled. Connecting again says what became of it.
// A client keeps its connection alive by sending "ping" (answered "pong" by the runtime without
// waking the room) and resumes after a drop from the last version it saw (`?after=N`).
import type { SeatId } from "../../src/engine/contract";
import { apiError, type ApiError } from "../../src/service/errors";
import type { FeedEntry } from "../../src/service/types";
import type { BacklogPages } from "./backlog";
import type { StoredEntry } from "./store";

/** The header the worker names the caller in when it hands a WebSocket upgrade to the room (never a client's: the worker builds the request). */
export const ROOM_CALLER_HEADER = "x-starpost-caller";

export const SPECTATOR_TAG = "spectator";
export const seatTag = (seat: SeatId | null): string => (seat === null ? SPECTATOR_TAG : `seat:${seat}`);

/** What each socket carries through hibernation. */
export interface SocketAttachment {
  seat: SeatId | null;
  openedAt: number;
  /** Set only for a socket opened with `?after=` past the game's version: live entries at or below it are not sent. */
  after?: number;
}

/** The tag of sockets opened after a version the game had not reached (SocketAttachment.after). */
const AHEAD_TAG = "ahead";

/**
 * The most watchers one room takes. Measured in workerd (test/api/live-crowd.test.ts and the
 * report of 2026-11-28): nothing failed up to 8,000 sockets on one room, but every move waits for
 * its fan-out, one send a socket — a move took ~11 ms with none, ~40–60 ms at 1,000, ~240 ms at
 * 8,000. At 1,000 a move stays within a few times its own cost; a bigger audience reads a
 * relay, or pages GET …/events.
 */
export const MAX_SOCKETS_PER_ROOM = 1000;
/** How long a refused watcher is told to wait: watchers come and go, so a seat frees up soon. */
export const FULL_RETRY_AFTER_S = 30;

/** The refusal of one more live reader in a room that has as many as it takes. */
export const liveFeedFull = (what: string, limit: number): ApiError =>
  apiError("LIVE_FEED_FULL", `this game has ${limit} ${what} open, as many as one game takes: connect again later`, {
    limit,
    retryAfter: FULL_RETRY_AFTER_S,
  });

export const PING = "ping";
export const PONG = "pong";

/**
 * Why a room closes live readers that did nothing wrong: the seat they read for changed hands
 * (its player left the game, or deleted their account), or the game is gone (cancelled).
 */
export type ReadersGone = "seatLeft" | "cancelled";

/** The close reason a WebSocket is given (a reader that connects again is told the rest). */
const GONE_REASON: Record<ReadersGone, string> = {
  seatLeft: "this seat's player has left the game",
  cancelled: "the game was cancelled",
};

const entryFrame = (e: FeedEntry) => JSON.stringify({ type: "entry", entry: e });
const END_FRAME = JSON.stringify({ type: "end" });
/** What a client is told when it sends anything but "ping": the feed only goes one way. */
export const READ_ONLY_FRAME = JSON.stringify({
  type: "error",
  code: "MALFORMED_REQUEST",
  detail: 'this feed is read-only: send "ping" to keep it open, and act over HTTP',
});

/** A backlog page that could not be read (the game left the room, or the read failed). */
const UNREADABLE: FeedEntry[] = [];

function readPage(backlog: BacklogPages | null): FeedEntry[] {
  if (backlog === null) return [];
  try {
    return backlog() ?? UNREADABLE;
  } catch {
    return UNREADABLE;
  }
}

export class LiveSockets {
  /** The most sockets this room takes (tests lower it; a room woken from hibernation starts at the default). */
  limit = MAX_SOCKETS_PER_ROOM;

  constructor(private readonly ctx: DurableObjectState) {
    // Answered by the runtime itself: a watcher's keep-alive never wakes a hibernating room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  /** Sockets open now (the runtime's count: closed ones are not in it). */
  get count(): number {
    return this.ctx.getWebSockets().length;
  }

  /** Why one more watcher is refused now (the room has `limit`), or null. */
  refusal(): ApiError | null {
    return this.count >= this.limit ? liveFeedFull("live sockets", this.limit) : null;
  }

  /**
   * Accepts a watcher reading for `seat`, sends it `backlog`, and answers the upgrade. The backlog
   * is read, built and sent a page at a time (room/backlog.ts), so a long game's whole log never
   * exists redacted at once. All of it is sent before this returns, with nothing awaited: no
   * commit can come between two pages, and a live entry (sent by `push` to every accepted socket)
   * can only come after the last one.
   */
  open(seat: SeatId | null, backlog: BacklogPages | null, finished: boolean, now: number, ahead?: number): Response {
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, ahead === undefined ? [seatTag(seat)] : [seatTag(seat), AHEAD_TAG]);
    server.serializeAttachment({ seat, openedAt: now, ...(ahead === undefined ? {} : { after: ahead }) } satisfies SocketAttachment);
    for (let page = readPage(backlog); page.length > 0 || page === UNREADABLE; page = readPage(backlog)) {
      if (page === UNREADABLE) {
        // Nothing after a hole: the watcher reconnects from the last version it got (and is
        // told what became of the game). 1011: the server met a condition it could not handle.
        server.close(1011, "the game's log could not be read; reconnect with ?after=N");
        return new Response(null, { status: 101, webSocket: client });
      }
      for (const e of page) server.send(entryFrame(e));
    }
    if (finished) {
      server.send(END_FRAME);
      server.close(1000, "the game is over");
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Closes the sockets reading for `seat` (every socket, when undefined): see ReadersGone. */
  closeReaders(why: ReadersGone, seat?: SeatId | null): void {
    for (const ws of this.ctx.getWebSockets(seat === undefined ? undefined : seatTag(seat))) {
      try {
        ws.close(1000, GONE_REASON[why]);
      } catch {
        // closing already: the runtime reports it and forgets the socket
      }
    }
  }

  /** Sends a table-talk message to the watchers of each seat (null: spectators) that `gets` it. */
  pushMessage(message: unknown, seats: readonly SeatId[], gets: (seat: SeatId | null) => boolean): void {
    const frame = JSON.stringify({ type: "message", message });
    for (const seat of [...seats, null]) {
      if (!gets(seat)) continue;
      for (const ws of this.ctx.getWebSockets(seatTag(seat))) {
        try {
          ws.send(frame);
        } catch {
          // closing already: the runtime reports it and forgets the socket
        }
      }
    }
  }

  /** Sends a committed entry to every watcher, redacted once per seat that has watchers. */
  push(entry: StoredEntry, view: (e: StoredEntry, seat: SeatId | null) => FeedEntry, seats: readonly SeatId[], finished: boolean): void {
    // Most rooms have no watcher: one call finds none, instead of one a seat on every commit.
    if (this.ctx.getWebSockets().length === 0) return;
    // A socket opened past the game's version gets only what comes after it; its attachment is
    // read only in a room that has such a socket (rarely any), not on every send.
    const skipping = this.ctx.getWebSockets(AHEAD_TAG).length > 0;
    const skips = (ws: WebSocket) => skipping && entry.version <= ((ws.deserializeAttachment() as SocketAttachment | null)?.after ?? 0);
    for (const seat of [...seats, null]) {
      const sockets = this.ctx.getWebSockets(seatTag(seat));
      if (sockets.length === 0) continue;
      const frame = entryFrame(view(entry, seat));
      for (const ws of sockets) {
        try {
          if (!skips(ws)) ws.send(frame);
          if (finished) {
            ws.send(END_FRAME);
            ws.close(1000, "the game is over");
          }
        } catch {
          // closing already: the runtime reports it and forgets the socket
        }
      }
    }
  }
}
