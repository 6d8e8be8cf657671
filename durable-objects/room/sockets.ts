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
// never get), or the game was cancelled; or when the key or token it was opened with stops working
// (room/credentials.ts): revoked or replaced (each socket is tagged with its credential's ids), or
// expired (checked before each send, for the sockets tagged as having an expiry). Connecting
// again says what became of it.
// A client keeps its connection alive by sending "ping" (answered "pong" by the runtime without
// waking the room) and resumes after a drop from the last version it saw (`?after=N`).
import type { SeatId } from "../../src/engine/contract";
import { apiError, type ApiError } from "../../src/service/errors";
import type { Credential, FeedEntry } from "../../src/service/types";
import type { BacklogPages } from "./backlog";
import { expired } from "./credentials";
import { GONE_END, UNTOLD, type FeedEndReason, type FeedEvents, type ReadersGone } from "./feed-ends";
import type { StoredEntry } from "./store";

export type { ReadersGone } from "./feed-ends";

/** The header the worker names the caller in when it hands a WebSocket upgrade to the room (never a client's: the worker builds the request). */
export const ROOM_CALLER_HEADER = "x-starpost-caller";
/** The header the worker names the caller's credential in, beside ROOM_CALLER_HEADER. */
export const ROOM_CREDENTIAL_HEADER = "x-starpost-credential";

export const SPECTATOR_TAG = "spectator";
export const seatTag = (seat: SeatId | null): string => (seat === null ? SPECTATOR_TAG : `seat:${seat}`);

/** What each socket carries through hibernation. */
export interface SocketAttachment {
  seat: SeatId | null;
  openedAt: number;
  /** Set only for a socket opened with a credential that expires (tagged EXPIRING_TAG). */
  expiresAt?: number;
  /** Set only for a socket opened with `?after=` past the game's version: live entries at or below it are not sent. */
  after?: number;
  /** Set once its end is told (the room closed it, or the runtime reported it closed): never told twice. */
  ended?: true;
}

/** The tag of sockets opened after a version the game had not reached (SocketAttachment.after). */
const AHEAD_TAG = "ahead";
/** The tag of sockets opened with a credential that expires (SocketAttachment.expiresAt). */
const EXPIRING_TAG = "expiring";
/** The tag of the sockets opened with credential `id` (one per id of it). */
const credentialTag = (id: string): string => `key:${id}`;

/** The tags of a socket for `seat`, opened with `credential`, after `ahead` when it is past the game's version. */
function socketTags(seat: SeatId | null, credential: Credential | null, ahead: number | undefined): string[] {
  const tags = [seatTag(seat), ...(credential?.ids.map(credentialTag) ?? [])];
  if (ahead !== undefined) tags.push(AHEAD_TAG);
  if (credential?.expiresAt != null) tags.push(EXPIRING_TAG);
  return tags;
}

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

/** WebSocket.readyState of an open socket. */
const OPEN = 1;

export const PING = "ping";
export const PONG = "pong";

/** The close reason a WebSocket is given (a reader that connects again is told the rest). */
const GONE_REASON: Record<ReadersGone, string> = {
  seatLeft: "this seat's player has left the game",
  cancelled: "the game was cancelled",
  keyRevoked: "the key or token this feed was opened with was revoked or replaced",
  keyExpired: "the token this feed was opened with has expired",
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

  constructor(
    private readonly ctx: DurableObjectState,
    /** Told of each socket accepted and each that ends, once each (the room's `feed_opened` and `feed_closed` metrics). */
    private readonly told: FeedEvents = UNTOLD,
  ) {
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
  open(
    seat: SeatId | null,
    backlog: BacklogPages | null,
    finished: boolean,
    now: number,
    opened: { ahead?: number; credential?: Credential | null } = {},
  ): Response {
    const { ahead, credential = null } = opened;
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, socketTags(seat, credential, ahead));
    server.serializeAttachment({
      seat,
      openedAt: now,
      ...(ahead === undefined ? {} : { after: ahead }),
      ...(credential?.expiresAt == null ? {} : { expiresAt: credential.expiresAt }),
    } satisfies SocketAttachment);
    // Told before its backlog is sent, which may end it (an unreadable log, a finished game).
    this.told.opened(this.openCount());
    for (let page = readPage(backlog); page.length > 0 || page === UNREADABLE; page = readPage(backlog)) {
      if (page === UNREADABLE) {
        // Nothing after a hole: the watcher reconnects from the last version it got (and is
        // told what became of the game). 1011: the server met a condition it could not handle.
        this.end(server, "unreadable", this.openCount() - 1);
        server.close(1011, "the game's log could not be read; reconnect with ?after=N");
        return new Response(null, { status: 101, webSocket: client });
      }
      for (const e of page) server.send(entryFrame(e));
    }
    if (finished) {
      server.send(END_FRAME);
      this.end(server, "game_over", this.openCount() - 1);
      server.close(1000, "the game is over");
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Closes the sockets reading for `seat` (every socket, when undefined): see ReadersGone. */
  closeReaders(why: ReadersGone, seat?: SeatId | null): void {
    this.closeAll(this.ctx.getWebSockets(seat === undefined ? undefined : seatTag(seat)), why);
  }

  /** Closes the sockets opened with credential `id` (revoked or replaced). */
  closeCredential(id: string): void {
    this.closeAll(this.ctx.getWebSockets(credentialTag(id)), "keyRevoked");
  }

  /** Closes `sockets` for `why`, each told of with the room's count after it (one count for them all). */
  private closeAll(sockets: WebSocket[], why: ReadersGone): void {
    if (sockets.length === 0) return;
    let open = this.openCount();
    for (const ws of sockets) {
      if (ws.readyState === OPEN) open--;
      this.end(ws, GONE_END[why], open);
      closeQuietly(ws, GONE_REASON[why]);
    }
  }

  /**
   * The runtime reported a socket closed by its client (`clean`: with a close frame) or lost
   * (an error, or a close without a frame): told of unless the room closed it first.
   */
  reportClosed(ws: WebSocket, clean: boolean): void {
    this.end(ws, clean ? "client" : "dropped", this.openCount(ws));
  }

  /**
   * Sockets open now, less `except`, for the metric: one the room closed stays in the runtime's
   * list, closing, until its client answers the close (the cap counts it until then).
   */
  private openCount(except?: WebSocket): number {
    return this.ctx.getWebSockets().filter((ws) => ws !== except && ws.readyState === OPEN).length;
  }

  /**
   * Tells of a socket that ends, once: its attachment (which survives hibernation) keeps when it
   * opened and that it was told of. Read and written at its end only, never per frame.
   */
  private end(ws: WebSocket, why: FeedEndReason, open: number): void {
    let attachment: SocketAttachment | null;
    try {
      attachment = ws.deserializeAttachment() as SocketAttachment | null;
      if (!attachment || attachment.ended) return;
      ws.serializeAttachment({ ...attachment, ended: true } satisfies SocketAttachment);
    } catch {
      return; // gone already: told when it went
    }
    this.told.ended({ why, ms: Math.max(0, Date.now() - attachment.openedAt), open: Math.max(0, open) });
  }

  /**
   * Closes the sockets whose credential has expired, before a send: a hibernating socket is not
   * watched meanwhile, and needs not be — nothing reaches it until the next send. Attachments are
   * read only in a room that has such a socket.
   */
  private closeExpired(now: number): void {
    const gone = this.ctx.getWebSockets(EXPIRING_TAG).filter((ws) => {
      const attachment = ws.deserializeAttachment() as SocketAttachment | null;
      return expired({ expiresAt: attachment?.expiresAt ?? null }, now);
    });
    this.closeAll(gone, "keyExpired");
  }

  /** Sends a table-talk message to the watchers of each seat (null: spectators) that `gets` it. */
  pushMessage(message: unknown, seats: readonly SeatId[], gets: (seat: SeatId | null) => boolean): void {
    this.closeExpired(Date.now());
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
    let open = this.ctx.getWebSockets().length;
    if (open === 0) return;
    this.closeExpired(Date.now());
    if (finished) open = this.openCount(); // less those closed just now
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
            if (ws.readyState === OPEN) open--;
            this.end(ws, "game_over", open);
            ws.close(1000, "the game is over");
          }
        } catch {
          // closing already: the runtime reports it and forgets the socket
        }
      }
    }
  }
}

/** Closes a socket with `reason` (1000: nothing went wrong on either side); one closing already is left to finish. */
function closeQuietly(ws: WebSocket, reason: string): void {
  try {
    ws.close(1000, reason);
  } catch {
    // closing already: the runtime reports it and forgets the socket
  }
}
