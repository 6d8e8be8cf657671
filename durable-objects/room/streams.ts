// Live feeds as server-sent events. Each open stream belongs to one reader (a seat or a
// spectator) and gets every new entry redacted for that reader; `id:` is the entry's version,
// so a client that reconnects with Last-Event-ID resumes exactly after what it has seen.
//
// Proxies and load balancers close a connection that has been quiet for a while (often 30 or
// 60 s), and a game can be quiet for days, so every open stream gets a comment line every
// HEARTBEAT_MS. One timer serves all of a room's streams and runs only while one is open: it
// stops when the last stream closes — the game ended, the reader cancelled, a write failed, or
// the reader is gone.
//
// A client that disconnects does not always cancel the room's end of the stream: a worker that
// cancels the body it got over RPC now does (rpc-stream.ts), at the room's next write, but a
// client that is gone without closing its connection, or one that holds it and stops reading,
// leaves frames queueing up, unread. So the heartbeat doubles as a liveness probe: a
// stream that has had frames waiting and none read for STALL_MS is closed and forgotten. A stream
// is also closed after MAX_STREAM_MS, whatever happens, so no reader can keep the room busy for
// longer than that. Either way the stream ends as a dropped connection does (no `end` event), so
// a client that is in fact still there reads what was queued and reconnects from its
// Last-Event-ID, losing nothing.
import type { SeatId } from "../../src/engine/contract";
import type { ApiError } from "../../src/service/errors";
import type { Credential, FeedEntry } from "../../src/service/types";
import type { BacklogPages } from "./backlog";
import { expired } from "./credentials";
import { GONE_END, UNTOLD, type FeedEndReason, type FeedEvents, type ReadersGone } from "./feed-ends";
import { liveFeedFull } from "./sockets";
import type { StoredEntry } from "./store";

/** How often an open stream gets a `: keep-alive` comment; under the 25 s we promise, and under common 30 s idle timeouts. */
export const HEARTBEAT_MS = 20_000;
/** How long one stream stays open before the server closes it and the client reconnects. */
export const MAX_STREAM_MS = 30 * 60_000;
/** How long a stream may leave frames unread before its reader is taken to be gone. */
export const STALL_MS = 60_000;

/**
 * The most streams (SSE and GraphQL subscriptions alike) one room keeps open. Each keeps the room
 * in memory and gets every entry: measured in workerd, a move took ~14 ms with 100 open, ~30 ms
 * with 400, ~52 ms with 800 (every stream reading). A crowd belongs on WebSockets
 * (MAX_SOCKETS_PER_ROOM), which cost nothing while the game is quiet.
 */
export const MAX_STREAMS_PER_ROOM = 200;

/**
 * The most bytes one stream may hold that its reader has not taken. A reader that stops reading
 * while the game goes on at a machine's pace would otherwise hold every new frame until the stall
 * probe (STALL_MS) gives up on it; a room's isolate has 128 MB. 512 KiB is some hundreds of
 * entries (a few KB each), far more than a reader that is reading ever leaves; at the cap of
 * streams it bounds them all to 100 MiB. Past it the stream is closed as the stall probe closes
 * one (what is queued stays readable, no `end`): a reader still there reconnects from its
 * Last-Event-ID and loses nothing. The backlog is read from the log as the reader takes it (a
 * page at a time, room/backlog.ts), so only its frames already queued count, and live frames held
 * behind it.
 */
export const MAX_UNREAD_BYTES = 512 * 1024;

export interface FeedStreamOptions {
  heartbeatMs?: number;
  maxStreamMs?: number;
  stallMs?: number;
  maxStreams?: number;
  maxUnreadBytes?: number;
}

/** Frames a stream holds before it stops asking its source for more (count, not bytes). */
const HIGH_WATER_MARK = 1;

interface Reader {
  seat: SeatId | null;
  /** The secret the stream was opened with (null: anonymous): it is closed once that stops working (room/credentials.ts). */
  credential: Credential | null;
  /**
   * The version the reader resumes after (Last-Event-ID). Live entries at or below it are not
   * sent: a reader that named a version the game had not reached gets only what comes after it,
   * as GET …/events?after= does.
   */
  after: number;
  controller: ReadableStreamDefaultController<Uint8Array>;
  openedAt: number;
  /** Frames enqueued so far; minus those still queued, it is how many the reader has taken. */
  written: number;
  taken: number;
  /** When the reader last took a frame, or had nothing waiting. */
  progressAt: number;
  /** The sizes of the frames written and not known to be taken, oldest first, and their sum. */
  sizes: number[];
  unread: number;
  /**
   * Frames not yet enqueued, fed by `pull` as the reader takes them: the rest of the backlog, read
   * from the log a page at a time (`pages`, null once it is all read) and encoded only when its
   * turn comes, so a stream holds at most a page of it (`page` from `next` on); then live frames
   * that arrived while it was fed (held here so they come after it, in order); then, if set, the
   * close.
   */
  pages: BacklogPages | null;
  page: FeedEntry[];
  next: number;
  later: Uint8Array[];
  laterBytes: number;
  closeAfter: boolean;
  /** Whether its end was told (once, whichever way it ended first). */
  ended: boolean;
}

const utf8 = new TextEncoder();

const frame = (e: FeedEntry) => utf8.encode(`id: ${e.version}\nevent: entry\ndata: ${JSON.stringify(e)}\n\n`);
/** A table-talk message: no `id:` line, so Last-Event-ID keeps counting log entries (messages resume from GET …/messages). */
const messageFrame = (m: unknown) => utf8.encode(`event: message\ndata: ${JSON.stringify(m)}\n\n`);
const END = utf8.encode("event: end\ndata: {}\n\n");
const HEARTBEAT = utf8.encode(": keep-alive\n\n");
/** Sent before the server closes a stream of a game still going on: come back soon, from Last-Event-ID. */
const RECONNECT = utf8.encode(": stream closed after its lifetime; reconnect with Last-Event-ID\nretry: 250\n\n");
/**
 * Sent before the server closes a stream whose seat or game is gone (ReadersGone): a client that
 * reconnects is told what became of the game (GAME_CANCELLED), or that its key no longer opens it.
 */
const GONE: Record<ReadersGone, Uint8Array> = {
  seatLeft: utf8.encode(": stream closed: this seat's player has left the game\nretry: 250\n\n"),
  cancelled: utf8.encode(": stream closed: the game was cancelled\nretry: 250\n\n"),
  keyRevoked: utf8.encode(": stream closed: the key or token it was opened with was revoked or replaced\nretry: 250\n\n"),
  keyExpired: utf8.encode(": stream closed: the token it was opened with has expired\nretry: 250\n\n"),
};
/** Sent before the server closes a stream that holds too much unread (MAX_UNREAD_BYTES). */
const OVERFULL = utf8.encode(": stream closed with too much left unread; reconnect with Last-Event-ID\nretry: 250\n\n");
/** Sent before the server closes a stream whose backlog can no longer be read (the game left the room). */
const UNREADABLE = utf8.encode(": stream closed: the game's log could not be read; reconnect with Last-Event-ID\nretry: 250\n\n");

export class FeedStreams {
  private readonly readers = new Set<Reader>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private heartbeatMs = HEARTBEAT_MS;
  private maxStreamMs = MAX_STREAM_MS;
  private stallMs = STALL_MS;
  private maxStreams = MAX_STREAMS_PER_ROOM;
  private maxUnreadBytes = MAX_UNREAD_BYTES;

  constructor(
    options: FeedStreamOptions = {},
    /** Told of each stream accepted and each that ends, once each (the room's `feed_opened` and `feed_closed` metrics). */
    private readonly told: FeedEvents = UNTOLD,
  ) {
    this.configure(options);
  }

  /** Sets the intervals (tests shorten them); a running heartbeat restarts at the new interval. */
  configure(options: FeedStreamOptions): void {
    this.heartbeatMs = options.heartbeatMs ?? this.heartbeatMs;
    this.maxStreamMs = options.maxStreamMs ?? this.maxStreamMs;
    this.stallMs = options.stallMs ?? this.stallMs;
    this.maxStreams = options.maxStreams ?? this.maxStreams;
    this.maxUnreadBytes = options.maxUnreadBytes ?? this.maxUnreadBytes;
    if (this.timer !== null) {
      this.stopHeartbeat();
      this.startHeartbeat();
    }
  }

  /** Streams open now. */
  get readerCount(): number {
    return this.readers.size;
  }

  /** Whether the heartbeat timer is running (exactly when a stream is open). */
  get beating(): boolean {
    return this.timer !== null;
  }

  /** Why one more stream is refused now (the room has as many open as it takes), or null. */
  refusal(): ApiError | null {
    return this.readers.size >= this.maxStreams ? liveFeedFull("live streams", this.maxStreams) : null;
  }

  /**
   * Backlog entries open streams hold, read from the log and not yet given to their readers, one
   * count per stream (tests: never more than a page each).
   */
  get unsentBacklog(): number[] {
    return [...this.readers].map((r) => r.page.length - r.next);
  }

  /** Open streams whose backlog is not yet all read from the log (tests: a feed met mid-backlog). */
  get readingBacklog(): number {
    return [...this.readers].filter((r) => r.pages !== null).length;
  }

  /**
   * A stream for `seat`: the greeting, the backlog (`backlog`, read as the reader takes it), then
   * live frames; `end` after the backlog when `finished`. It is closed when `credential` stops
   * working (closeCredential, or its expiry).
   */
  open(
    seat: SeatId | null,
    backlog: BacklogPages | null,
    finished: boolean,
    after = 0,
    credential: Credential | null = null,
  ): ReadableStream<Uint8Array> {
    let reader: Reader;
    return new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          const now = Date.now();
          reader = {
            seat,
            credential,
            after,
            controller,
            openedAt: now,
            written: 0,
            taken: 0,
            progressAt: now,
            sizes: [],
            unread: 0,
            pages: backlog,
            page: [],
            next: 0,
            later: [],
            laterBytes: 0,
            closeAfter: false,
            ended: false,
          };
          write(reader, utf8.encode(": starpost feed\nretry: 3000\n\n"));
          if (finished) {
            reader.later.push(END);
            reader.closeAfter = true;
          } else {
            this.add(reader);
          }
          // Told before its backlog is fed, which may end it. A finished game's stream is not among
          // the readers (it gets no live entry) but is open until its backlog is taken: counted too.
          this.told.opened(this.readers.size + (finished ? 1 : 0));
          this.feed(reader);
        },
        pull: () => {
          this.feed(reader);
        },
        cancel: () => {
          this.end(reader, "client");
        },
      },
      { highWaterMark: HIGH_WATER_MARK },
    );
  }

  push(entry: StoredEntry, view: (e: StoredEntry, seat: SeatId | null) => FeedEntry, finished: boolean): void {
    // Redacted and encoded once per seat, not once per reader: a crowd reads a few views. Each
    // stream gets its own copy of the bytes (a chunk's buffer may be handed on, and so detached).
    const frames = new Map<SeatId | null, Uint8Array>();
    const frameFor = (seat: SeatId | null) => {
      let bytes = frames.get(seat);
      if (bytes === undefined) frames.set(seat, (bytes = frame(view(entry, seat))));
      return bytes.slice();
    };
    const now = Date.now();
    for (const r of this.readers) {
      try {
        if (this.closedAtExpiry(r, now)) continue;
        if (entry.version > r.after) send(r, frameFor(r.seat));
        if (finished) {
          send(r, END);
          if (pending(r)) r.closeAfter = true;
          else r.controller.close();
          this.end(r, "game_over");
        } else {
          this.closeIfOverfull(r);
        }
      } catch {
        this.end(r, "dropped"); // the reader went away
      }
    }
  }

  /** Sends a table-talk message to the open streams whose seat `gets` it. */
  pushMessage(message: unknown, gets: (seat: SeatId | null) => boolean): void {
    const now = Date.now();
    for (const r of this.readers) {
      if (!gets(r.seat)) continue;
      try {
        if (this.closedAtExpiry(r, now)) continue;
        send(r, messageFrame(message));
        this.closeIfOverfull(r);
      } catch {
        this.end(r, "dropped"); // the reader went away
      }
    }
  }

  /**
   * Closes the streams reading for `seat` (every stream, when undefined) as a dropped connection
   * ends, with a note saying why (ReadersGone). A stream keeps the seat it opened with, so one
   * left open after its seat changed hands would read the next occupant's view.
   */
  closeReaders(why: ReadersGone, seat?: SeatId | null): void {
    for (const r of [...this.readers]) {
      if (seat !== undefined && r.seat !== seat) continue;
      try {
        this.closeForReconnect(r, GONE[why], GONE_END[why]);
      } catch {
        this.end(r, "dropped"); // its reader is gone already: nothing to tell
      }
    }
  }

  /** Closes the streams opened with credential `id` (revoked or replaced), as closeReaders does. */
  closeCredential(id: string): void {
    for (const r of [...this.readers]) {
      if (!r.credential?.ids.includes(id)) continue;
      try {
        this.closeForReconnect(r, GONE.keyRevoked, "key_revoked");
      } catch {
        this.end(r, "dropped");
      }
    }
  }

  /** Closes a stream whose credential has expired, before anything more is sent on it; whether it did. */
  private closedAtExpiry(r: Reader, now: number): boolean {
    if (!expired(r.credential, now)) return false;
    this.closeForReconnect(r, GONE.keyExpired, "key_expired");
    return true;
  }

  /** Closes a stream holding more unread bytes than MAX_UNREAD_BYTES, as the stall probe closes one. */
  private closeIfOverfull(r: Reader): void {
    if (unreadBytes(r) + r.laterBytes <= this.maxUnreadBytes) return;
    // What is already queued stays readable, in order; the frames held back are dropped, and the
    // reader gets them again when it reconnects from the last id it read.
    this.closeForReconnect(r, OVERFULL, "overfull");
  }

  /**
   * Closes a stream as a dropped connection ends (no `end`): what is queued stays readable, in
   * order; the frames held back — the rest of the backlog, live frames behind it — are dropped, and
   * the reader gets them again when it reconnects from the last id it read.
   */
  private closeForReconnect(r: Reader, note: Uint8Array, why: FeedEndReason): void {
    r.pages = null;
    r.page = [];
    r.next = 0;
    r.later = [];
    r.laterBytes = 0;
    r.closeAfter = false;
    write(r, note);
    r.controller.close();
    this.end(r, why);
  }

  /**
   * Enqueues held-back frames while the stream wants more (one at a time: HIGH_WATER_MARK),
   * reading the backlog's next page from the log when the last one is used up.
   */
  private feed(r: Reader): void {
    try {
      while ((r.controller.desiredSize ?? 0) > 0 && pending(r)) {
        const e = r.page[r.next];
        if (e !== undefined) {
          r.next++;
          write(r, frame(e));
          continue;
        }
        if (r.pages !== null) {
          const page = readPage(r.pages);
          r.page = page ?? [];
          r.next = 0;
          if (page === null) {
            // The game left the room while its backlog was read, or the read failed. (A started
            // game is never deleted today: a cancel is refused once it starts, and a player who
            // leaves an open game empties one that has no backlog.) The reader is sent nothing
            // more rather than a feed with a hole in it: it reconnects from its last id and reads
            // on, or is told what became of the game.
            return this.closeForReconnect(r, UNREADABLE, "unreadable");
          }
          if (page.length === 0) r.pages = null;
          continue;
        }
        const bytes = r.later.shift() as Uint8Array;
        r.laterBytes -= bytes.byteLength;
        write(r, bytes);
      }
      if (r.next >= r.page.length) {
        r.page = [];
        r.next = 0;
      }
      if (r.closeAfter && !pending(r)) {
        r.closeAfter = false;
        r.controller.close();
        this.end(r, "game_over"); // a finished game's stream, its backlog all taken
      }
    } catch {
      // the stream is closed or errored; nothing more to feed
    }
  }

  private add(reader: Reader): void {
    this.readers.add(reader);
    this.startHeartbeat();
  }

  /** Forgets a stream that ended and tells of it, once. */
  private end(reader: Reader, why: FeedEndReason): void {
    this.readers.delete(reader);
    if (this.readers.size === 0) this.stopHeartbeat();
    if (reader.ended) return;
    reader.ended = true;
    this.told.ended({ why, ms: Math.max(0, Date.now() - reader.openedAt), open: this.readers.size });
  }

  private startHeartbeat(): void {
    if (this.timer === null) this.timer = setInterval(() => this.beat(), this.heartbeatMs);
  }

  private stopHeartbeat(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** One heartbeat to every open stream; closes the ones past their time and forgets the ones that are gone. */
  private beat(): void {
    const now = Date.now();
    for (const r of this.readers) {
      try {
        const waiting = queued(r);
        const taken = r.written - waiting;
        if (taken > r.taken || waiting === 0) r.progressAt = now;
        r.taken = taken;
        if (this.closedAtExpiry(r, now)) continue;
        if (now - r.progressAt >= this.stallMs) {
          this.closeForReconnect(r, RECONNECT, "stalled");
        } else if (now - r.openedAt >= this.maxStreamMs) {
          this.closeForReconnect(r, RECONNECT, "lifetime");
        } else {
          write(r, HEARTBEAT);
        }
      } catch {
        this.end(r, "dropped");
      }
    }
  }
}

/** Whether frames are held back (backlog, in a page or still in the log, or later) that the reader has not been given yet. */
function pending(r: Reader): boolean {
  return r.next < r.page.length || r.pages !== null || r.later.length > 0;
}

/** A live frame: straight to the queue, or behind the backlog still being fed. */
function send(r: Reader, bytes: Uint8Array): void {
  if (!pending(r)) return write(r, bytes);
  r.later.push(bytes);
  r.laterBytes += bytes.byteLength;
}

/** The backlog's next page; null when it cannot be read (a failed read counts as one). */
function readPage(pages: BacklogPages): FeedEntry[] | null {
  try {
    return pages();
  } catch {
    return null;
  }
}

function write(r: Reader, bytes: Uint8Array): void {
  r.controller.enqueue(bytes);
  r.written++;
  r.sizes.push(bytes.byteLength);
  r.unread += bytes.byteLength;
}

/** Bytes written and not yet taken by the reader (the frames still queued, newest last). */
function unreadBytes(r: Reader): number {
  const taken = r.sizes.length - queued(r);
  if (taken > 0) for (const size of r.sizes.splice(0, taken)) r.unread -= size;
  return r.unread;
}

/** Frames written and not yet taken by the reader. */
function queued(r: Reader): number {
  return HIGH_WATER_MARK - (r.controller.desiredSize ?? HIGH_WATER_MARK);
}
