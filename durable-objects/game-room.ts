// GameRoom: one Durable Object per game, the adapter between the platform and the game's
// session (room/session.ts, which holds the game and its decisions). The room owns what is the
// platform's: the RPC methods (each returns a Result so error codes cross the boundary intact),
// concurrency (blockConcurrencyWhile), storage transactions, the alarm (webhook deliveries and
// deadlines, room/alarm.ts), the live feeds and the D1 index.
import { DurableObject } from "cloudflare:workers";
import type { SeatId } from "../src/engine/contract";
import type { OpponentLevel } from "../src/engine/opponent/level-names";
import { verifyRecord } from "../src/engine/verify";
import { audienceRead } from "../src/directory/audience";
import { indexedAs, indexedRow, indexGame, indexStatements, unindexGame, type GameIndexRow, type IndexedRow } from "../src/directory/games";
import { recordCancellation } from "../src/directory/invitations";
import type { TableSettings } from "../src/directory/mutes";
import { metricsTo, type Metrics } from "../src/observe/metrics";
import { describeError, log, logFailure, wasReset } from "../src/observe/log";
import { vapidKeys } from "../src/push/vapid";
import { apiError, fail, ok, type ApiError, type Result } from "../src/service/errors";
import type {
  ActJson,
  ActResult,
  Caller,
  Credential,
  FeedEntry,
  GameRecord,
  GameResource,
  ReplayCheck,
  ValidateResult,
} from "../src/service/types";
import { runAlarm, type AlarmHost } from "./room/alarm";
import type { Departure } from "./room/departure";
import type { Notification } from "./room/notifications";
import { nextClockTime } from "./room/deadlines";
import { IndexSync } from "./room/index-sync";
import { Listeners } from "./room/listeners";
import { Outbox, type DeliveryRow } from "./room/outbox";
import { feedEntry, gameResource, hiddenFrom, redactFor, seatOf } from "./room/reader";
import { gameRecord } from "./room/record";
import { AlarmKeeper, type FailedRun, MACHINE_PACE_MS, nextAlarmAt, THROWN_FAILURES } from "./room/schedule";
import { backlogPages, type BacklogPages } from "./room/backlog";
import { RevokedCredentials } from "./room/credentials";
import { creatorSeat, GameSession, type ActInput, type CreateInit, type SessionPorts } from "./room/session";
import { RoomStore } from "./room/store";
import { overRpc } from "./room/rpc-stream";
import { FeedStreams } from "./room/streams";
import type { FeedEvents, FeedTransport } from "./room/feed-ends";
import {
  MAX_MESSAGE_CHARS,
  MESSAGE_BURST,
  messageNotices,
  PRIVATE_FROM_SEATS,
  liveReaderGets,
  publicMessage,
  type TableMessage,
  TableTalk,
  talkReader,
} from "./room/table-talk";

/** A message as the room answers it. */
export type TableMessageOut = ReturnType<typeof publicMessage>;
/** A seat's read position in the table's messages, and how many it has not read. */
export interface MessagesRead {
  lastReadId: number;
  unreadMessages: number;
}
import { LiveSockets, READ_ONLY_FRAME, ROOM_CALLER_HEADER, ROOM_CREDENTIAL_HEADER, type ReadersGone } from "./room/sockets";

export type { ActInput, CreateInit, LoadedGame } from "./room/session";

/** The room's clock. Tests move it forward instead of sleeping; nothing else touches `offset`. */
export class RoomClock {
  offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
}

/** The session's ports as the Durable Object fills them, and the two platform writes after a commit. */
export interface RoomPorts extends SessionPorts {
  store: RoomStore;
  outbox: Outbox;
  clock: RoomClock;
  setAlarm(at: number): Promise<void>;
  writeIndex(row: GameIndexRow): Promise<void>;
  /** Moves, loads and deliveries counted (src/observe/metrics.ts); tests put a recorder here. */
  metrics: Metrics;
}

/** The key under which a room keeps its failed alarm runs in a row across evictions. */
const ALARM_FAILURES_KEY = "alarm-failures";

/**
 * What tests inside workerd reach (through runInDurableObject), and all they reach: the session,
 * its ports — which a test may replace to inject a fault — and the open feeds.
 */
export interface RoomSeams {
  readonly ports: RoomPorts;
  readonly session: GameSession;
  readonly streams: FeedStreams;
  readonly sockets: LiveSockets;
  /** Resolves once a cold move's read of who listens (sent after its answer) is done and its held notifications resolved. */
  settled(): Promise<void>;
}

export class GameRoom extends DurableObject<Env> {
  readonly #ports: RoomPorts;
  readonly #session: GameSession;
  readonly #streams = new FeedStreams({}, this.#feedEvents("sse"));
  /** Credentials the worker said were revoked: feeds opened with them are refused for a while (room/credentials.ts). */
  readonly #revoked: RevokedCredentials;
  readonly #talk: TableTalk;
  readonly #sockets: LiveSockets;
  /**
   * Read with the listeners (and as often): whom the players mute, and their deadline-warning
   * times. Kept past the listeners' TTL: a stale answer is better than none for a read.
   */
  #settings: TableSettings = { mutes: new Map(), warningHours: new Map() };
  /** Whether the last read brought the mutes (a table without messages reads none). */
  #mutesRead = false;
  readonly #listeners = new Listeners<GameIndexRow>(async (extra, row) => {
    const meta = this.#session.game?.meta;
    const seated = meta?.seats.flatMap((s) => (s.playerId ? [s.playerId] : [])) ?? [];
    const players = [...new Set([...seated, ...extra])];
    const db = this.env.DIRECTORY;
    // A table without messages needs no mutes (they filter only messages), and a game without
    // time controls no warning times (a game is created with them or without): its read leaves
    // them out. Before a game exists (its creation) both are read.
    const wanted = { mutes: !this.#talk.silent, warnings: !meta || meta.timeControl !== null };
    const audience = audienceRead(db, players, meta?.id ?? "", wanted);
    // The load's check of the directory's row, when still owed, rides in the same batch; a cold
    // move's row sent with it (docs/ROOM.md, "A cold move") makes the check needless.
    const owed = this.#takeIndexCheck();
    const check = row === null ? owed : null;
    const statements = [
      ...audience.statements,
      ...(row !== null ? indexStatements(db, row, this.ctx.storage.sql.databaseSize) : check !== null ? [indexedRow(db, check)] : []),
    ];
    let results: D1Result[];
    try {
      results = statements.length > 0 ? await db.batch(statements) : [];
    } catch (error) {
      if (check !== null) this.#checkIndexAlone(check);
      throw error;
    }
    if (row !== null) this.#index.wroteElsewhere(row);
    if (check !== null) this.#checkIndex(async () => results.at(-1)!.results[0] as IndexedRow | undefined);
    const { listening, settings } = audience.answer(results);
    // A part left out keeps what was last read; the first message's post reads the mutes first (postMessage).
    this.#settings = {
      mutes: wanted.mutes ? settings.mutes : this.#settings.mutes,
      warningHours: wanted.warnings ? settings.warningHours : this.#settings.warningHours,
    };
    this.#mutesRead = wanted.mutes;
    if (wanted.warnings) this.#session.setWarnings(settings.warningHours);
    return listening;
  });
  /**
   * Set when the room loads a game: a room that died between a commit and its index write left
   * the directory (the lobby, "awaiting me") a move behind, so the loaded room reads its row once
   * and writes it if it is behind — with the room's first D1 read, or alone just after the load.
   */
  #indexCheckOwed = false;
  readonly #index = new IndexSync<GameIndexRow | null>(
    () => this.#session.indexRow(),
    async (row) => {
      if (row) await this.#ports.writeIndex(row);
    },
    () => this.#ports.clock.now(),
  );
  readonly #alarms = new AlarmKeeper(
    (at) => this.#ports.setAlarm(at),
    () => this.#nextWorkAt(),
    () => Date.now(),
    () => this.ctx.storage.getAlarm(),
    {
      failed: (run) => this.#alarmFailed(run),
      counts: (error) => !wasReset(error),
      // In the room's own storage, beside its tables: one key, written only by a failed run and
      // the first run that succeeds after (room/schedule.ts, FailureMemory).
      memory: {
        read: () => this.ctx.storage.kv.get<{ failures: number; notBefore: number }>(ALARM_FAILURES_KEY) ?? null,
        write: (kept) => (kept ? this.ctx.storage.kv.put(ALARM_FAILURES_KEY, kept) : this.ctx.storage.kv.delete(ALARM_FAILURES_KEY)),
      },
    },
  );
  /** When the last alarm run began (real clock). */
  #alarmStartedAt = 0;
  /** The alarm runs that threw since the last line told of them: the first's time, how many, the last's error (see alarm()). */
  #alarmFailure: { at: number; runs: number; error: ReturnType<typeof describeError> } | null = null;
  /** Whether the last fan-out found no subscriber for any notification (then runs are spaced). */
  #lastFanOutFoundNoSubscriber = false;
  /** When a deferred index write is owed (room clock), or null. */
  #indexDueAt: number | null = null;
  /** A cold move's read of who listens, while under way (#readAfterCommit). */
  #reading: Promise<void> | null = null;
  /** The game's kind, kept for the feeds' metric past the game (a cancelled game's feeds end after it is forgotten). */
  #feedKind = "";
  readonly seams: RoomSeams;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#ports = {
      store: new RoomStore(ctx.storage),
      outbox: new Outbox(ctx.storage.sql),
      clock: new RoomClock(),
      transaction: (writes) => {
        ctx.storage.transactionSync(writes);
      },
      audience: (make) => this.#listeners.only(make),
      committed: (entry, game, finished) => {
        this.#ports.metrics.record({ name: "move", kind: game.id, entry: entry.kind, auto: entry.auto ?? "", version: entry.version });
        const view = (e: typeof entry, seat: SeatId | null) => feedEntry(game, e, seat);
        this.#streams.push(entry, view, finished);
        const seats = this.#session.game?.meta.seats.map((s) => s.seat) ?? [];
        this.#sockets.push(entry, view, seats, finished);
      },
      setAlarm: (at) => ctx.storage.setAlarm(at),
      // The room's size rides on its row's write (read in-process, no I/O): the operator's total of
      // what rooms store (src/directory/storage.ts).
      writeIndex: (row) => indexGame(env.DIRECTORY, row, ctx.storage.sql.databaseSize),
      metrics: metricsTo(env.METRICS),
    };
    this.#session = new GameSession(this.#ports);
    this.#talk = new TableTalk(ctx.storage.sql);
    this.#sockets = new LiveSockets(ctx, this.#feedEvents("websocket"));
    this.#revoked = new RevokedCredentials(ctx.storage.kv);
    this.seams = {
      ports: this.#ports,
      session: this.#session,
      streams: this.#streams,
      sockets: this.#sockets,
      settled: async () => {
        while (this.#reading) await this.#reading;
      },
    };
    // A room that was never created writes nothing: reading a made-up id leaves no trace.
    void ctx.blockConcurrencyWhile(async () => {
      // One SQLite statement for a room this deploy has migrated: the game, its log's head,
      // whether the table has any message and whether the outbox holds work (room/store.ts, `open`).
      const stored = this.#ports.store.open();
      if (stored) {
        const started = performance.now();
        this.#session.load(stored);
        this.#talk.loaded(stored.talk);
        // Held notifications found here were never resolved (the room died before its read of who
        // listens answered): they count as work, so the alarm reads who listens and resolves them.
        this.#ports.outbox.loaded(stored.outboxWork, stored.outboxHeld);
        this.#recordLoad(performance.now() - started);
        // A room that died between a commit and setting its alarm still owes those deliveries
        // (the stored alarm is read only when some work is owed: room/schedule.ts).
        await this.#scheduleAlarm();
        // … and one that died before its index write left the directory a move behind. The
        // request that woke the room usually reads the directory first (who listens): the check
        // goes with that read. Otherwise (a reader without a seat) it goes alone, on a timer.
        this.#indexCheckOwed = this.#session.game !== null;
        setTimeout(() => {
          if (this.#reading) return; // a cold move's read, sent once its commit is durable, takes it
          const id = this.#takeIndexCheck();
          if (id !== null) this.#checkIndexAlone(id);
        }, 0);
      }
    });
  }

  /** The game's id when the load's index check is still owed (it is no longer, once taken), else null. */
  #takeIndexCheck(): string | null {
    if (!this.#indexCheckOwed) return null;
    this.#indexCheckOwed = false;
    return this.#session.game?.meta.id ?? null;
  }

  /** The load's index check on its own round trip. */
  #checkIndexAlone(id: string): void {
    this.#checkIndex(async () => (await indexedRow(this.env.DIRECTORY, id).first<IndexedRow>()) ?? undefined);
  }

  /** Writes the directory's row of the game if the one stored (`stored`) is behind the room. */
  #checkIndex(stored: () => Promise<IndexedRow | undefined>): void {
    void this.#index
      .verify(async (row) => row !== null && indexedAs(row, await stored()))
      .catch((error) => logFailure("the games index could not be brought up to date", { gameId: this.#session.game?.meta.id }, error));
  }

  #recordLoad(ms: number): void {
    const loaded = this.#session.game;
    if (!loaded) return;
    this.#feedKind = loaded.meta.kind; // a hibernated socket's end is told after a load
    const version = loaded.status === "started" ? loaded.version : 0;
    // The file's size (pages in use and free), read where the load already is: an operator's only
    // view of what rooms hold (docs/OPERATIONS.md).
    const bytes = this.ctx.storage.sql.databaseSize;
    this.#ports.metrics.record({ name: "room_loaded", kind: loaded.meta.kind, ms: Math.round(ms * 100) / 100, version, bytes });
  }

  // creating and joining
  async create(init: CreateInit): Promise<Result<GameResource>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    if (this.#session.game) return fail(apiError("MALFORMED_REQUEST", "a game with this id already exists"));
    const seat = creatorSeat(init);
    if (!seat.ok) return seat;
    await this.#listeners.ensure([init.creator.playerId]);
    if (this.#session.game) return fail(apiError("MALFORMED_REQUEST", "a game with this id already exists"));
    this.#ports.store.migrate();
    this.#session.create(init, seat.value.game, seat.value.seat);
    // The settings were read with the creator before the seat was theirs: apply them to it now.
    this.#session.setWarnings(this.#settings.warningHours);
    await this.#startIfFull();
    return ok(this.#resourceFor(init.creator));
  }

  async join(caller: Caller, input: { seat?: SeatId; entropy?: string; reserved?: SeatId[] }): Promise<Result<ActResult>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    // Read first, with the joining player: from here to the start of the game nothing awaits.
    if (this.#session.game && caller) await this.#listeners.ensure([caller.playerId]);
    const before = this.#session.version;
    const joined = this.#session.join(caller, input);
    if (!joined.ok) return joined;
    this.#session.setWarnings(this.#settings.warningHours);
    await this.#startIfFull();
    return ok(this.#changed(caller, before));
  }

  /** Gives back the caller's seat in a game that has not started. */
  async leave(caller: Caller): Promise<Result<{ gameId: string; seat: SeatId }>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    const left = this.#session.leave(caller);
    if (!left.ok) return left;
    this.#closeReaders("seatLeft", left.value);
    await this.#startIfFull();
    return ok({ gameId: this.#session.game!.meta.id, seat: left.value });
  }

  /**
   * Its creator cancels a game that has not started: the directory keeps a tombstone (readers are
   * told GAME_CANCELLED) and the room forgets the game. No other call runs meanwhile, so nobody
   * is seated between the check and the end.
   */
  async cancel(caller: Caller): Promise<Result<{ gameId: string; cancelled: true }>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    return this.ctx.blockConcurrencyWhile(async () => {
      const may = this.#session.mayCancel(caller);
      if (!may.ok) return may;
      const { id } = may.value;
      await recordCancellation(this.env.DIRECTORY, id, caller!.playerId, Date.now());
      await this.ctx.storage.deleteAlarm();
      await this.#ports.store.deleteAll();
      this.#talk.emptied();
      this.#session.forget();
      this.#closeReaders("cancelled");
      return ok({ gameId: id, cancelled: true as const });
    });
  }

  /**
   * A key or token of a player who sits here stopped working (revoked, or a master key replaced):
   * the live readers opened with it are closed, and feeds opened with it are refused for a while
   * (an isolate may still trust it for a moment: room/credentials.ts). The game is not touched.
   */
  async credentialRevoked(id: string): Promise<Result<null>> {
    // A room with no game (cancelled meanwhile) has no feed to close or open: nothing is written
    // into an object that should stay empty.
    if (!this.#session.game) return ok(null);
    this.#revoked.remember(id, Date.now());
    this.#streams.closeCredential(id);
    this.#sockets.closeCredential(id);
    return ok(null);
  }

  /** Closes the live readers (streams and sockets) of `seat`, or all of them: see ReadersGone. */
  #closeReaders(why: ReadersGone, seat?: SeatId | null): void {
    this.#streams.closeReaders(why, seat);
    this.#sockets.closeReaders(why, seat);
  }

  /** Tells a player invited to this game (invitation.received), through the outbox, if they listen. */
  async tellInvitation(notice: Omit<Notification, "event">): Promise<Result<null>> {
    const loaded = this.#session.game;
    if (!loaded) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    await this.#listeners.ensure([notice.playerId]);
    const now = this.#ports.clock.now();
    this.#ports.transaction(() => {
      this.#ports.outbox.enqueue(
        this.#ports.audience(() => [{ ...notice, event: "invitation.received" }]),
        this.#session.version,
        now,
      );
    });
    await this.#scheduleAlarm();
    return ok(null);
  }

  async #startIfFull(): Promise<void> {
    if (this.#session.startIfFull()) await this.#afterCommit();
    else await this.#index.sync();
  }

  // reading
  async read(caller: Caller, at?: number): Promise<Result<GameResource>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    const loaded = this.#session.game;
    if (!loaded || hiddenFrom(loaded.meta, caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    // A seat's unread count leaves out the players it muted: know them (read at most once a TTL).
    if (seatOf(loaded.meta, caller)) await this.#listeners.ensure();
    const version = this.#session.version;
    if (at !== undefined && at !== version) {
      if (loaded.status !== "started" || at < 0 || at > version)
        return fail(apiError("VERSION_NOT_FOUND", `versions run from 0 to ${version}`));
      return ok(gameResource(loaded, this.#session.stateAt(at), at, caller, undefined, this.#unreadOf(caller)));
    }
    return ok(this.#resourceFor(caller));
  }

  async feed(caller: Caller, after: number, limit: number): Promise<Result<{ entries: FeedEntry[]; version: number }>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    const loaded = this.#session.game;
    if (!loaded || hiddenFrom(loaded.meta, caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const seat = seatOf(loaded.meta, caller);
    const entries = this.#session.entries(after, Number.MAX_SAFE_INTEGER, limit).map((e) => feedEntry(loaded.game, e, seat));
    return ok({ entries, version: this.#session.version });
  }

  /** Server-sent events of the caller's feed, from just after `lastEventId`, closed once `credential` stops working. */
  async stream(caller: Caller, lastEventId: number, credential: Credential | null = null): Promise<Result<ReadableStream<Uint8Array>>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    const revoked = this.#revoked.refusal(credential, Date.now());
    if (revoked) return fail(revoked);
    const loaded = this.#session.game;
    if (!loaded || hiddenFrom(loaded.meta, caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    // A finished game's stream ends with its backlog: it never joins the readers the cap counts.
    const full = loaded.meta.status === "finished" ? null : this.#streams.refusal();
    if (full) return fail(full);
    const seat = seatOf(loaded.meta, caller);
    const finished = loaded.meta.status === "finished";
    this.#feedKind = loaded.meta.kind;
    return ok(overRpc(this.#streams.open(seat, this.#backlog(seat, lastEventId), finished, lastEventId, credential)));
  }

  /**
   * The entries after `after` up to the version now, redacted for `seat`, read from the log a page
   * at a time as a live feed sends them (room/backlog.ts): a feed never holds a long game's log.
   *
   * What a page read later than the open may meet, and why the reader still gets each version
   * once, in order, and only what its seat may see:
   * - An undo (or any move) committed while the backlog is read is an entry of its own, after
   *   the version current at open where the backlog stops: it reaches the reader live, behind
   *   the backlog, never in a page. The log only
   *   grows, so the undone action stays in the backlog, as in GET …/events; a page read now holds
   *   what a read at open would have (before paging, the backlog was that read, whole).
   * - Redaction depends on the entry and the seat fixed at open, not on the game's state then, so
   *   a late page shows no more than an early one would have.
   * - A game that left the room (a cancelled game, or one whose only player deleted their
   *   account) is read no further: the page is null and the feed is closed as a dropped connection
   *   (the reader comes back and is told GAME_NOT_FOUND or GAME_CANCELLED). Only an open game is
   *   ever deleted, and it has no backlog, so no reader can meet this half-way through one; the
   *   guard keeps a page from reading a room emptied (or holding another game) under it.
   */
  #backlog(seat: SeatId | null, after: number): BacklogPages | null {
    const loaded = this.#session.game!;
    return backlogPages(after, this.#session.version, (from, upTo, limit) => {
      const now = this.#session.game;
      if (now?.meta.id !== loaded.meta.id || now.status !== "started") return null;
      return this.#session.entries(from, upTo, limit).map((e) => feedEntry(now.game, e, seat));
    });
  }

  /**
   * A WebSocket upgrade for the caller's live feed (room/sockets.ts), from just after `?after=`.
   * Only the worker reaches this (Durable Objects have no public address); it names the caller in
   * ROOM_CALLER_HEADER. A refusal is the ApiError as JSON, with its status.
   */
  override async fetch(request: Request): Promise<Response> {
    const refuse = (error: ApiError) => Response.json(error, { status: error.status });
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket")
      return refuse(apiError("MALFORMED_REQUEST", "the room answers WebSocket upgrades only"));
    const caller = JSON.parse(request.headers.get(ROOM_CALLER_HEADER) ?? "null") as Caller;
    const credential = JSON.parse(request.headers.get(ROOM_CREDENTIAL_HEADER) ?? "null") as Credential | null;
    const revoked = this.#revoked.refusal(credential, Date.now());
    if (revoked) return refuse(revoked);
    const loaded = this.#session.game;
    if (!loaded || hiddenFrom(loaded.meta, caller)) return refuse(apiError("GAME_NOT_FOUND", "no such game"));
    const full = loaded.meta.status === "finished" ? null : this.#sockets.refusal();
    if (full) return refuse(full);
    const after = Number(new URL(request.url).searchParams.get("after") ?? 0);
    const seat = seatOf(loaded.meta, caller);
    const ahead = after > this.#session.version ? after : undefined;
    this.#feedKind = loaded.meta.kind;
    return this.#sockets.open(seat, this.#backlog(seat, after), loaded.meta.status === "finished", Date.now(), { ahead, credential });
  }

  /** A watcher sent something other than "ping" (which the runtime answers alone): the feed is one-way. */
  override async webSocketMessage(ws: WebSocket): Promise<void> {
    ws.send(READ_ONLY_FRAME);
  }

  /**
   * The runtime reports a closed socket (and forgets it), after a wake if the room hibernated:
   * its end is told (unless the room closed it), then the closing handshake finished; nothing
   * else holds it.
   */
  override async webSocketClose(ws: WebSocket, code: number, _reason: string, wasClean: boolean): Promise<void> {
    this.#sockets.reportClosed(ws, wasClean && code !== 1006);
    try {
      ws.close(1000, "closed");
    } catch {
      // already closed
    }
  }

  /** The runtime reports a socket lost (its connection failed): told of as dropped. */
  override async webSocketError(ws: WebSocket): Promise<void> {
    this.#sockets.reportClosed(ws, false);
  }

  /**
   * What the room's feeds of `transport` tell it (room/feed-ends.ts), as metrics: each accepted
   * and each ended once, never per frame — opens less ends is the operator's count of feeds open.
   */
  #feedEvents(transport: FeedTransport): FeedEvents {
    const kind = () => this.#session.game?.meta.kind ?? this.#feedKind;
    return {
      opened: (open) => this.#ports.metrics.record({ name: "feed_opened", kind: kind(), transport, open }),
      ended: (end) =>
        this.#ports.metrics.record({ name: "feed_closed", kind: kind(), transport, why: end.why, ms: end.ms, open: end.open }),
    };
  }

  async exportRecord(caller: Caller): Promise<Result<GameRecord>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    const loaded = this.#session.game;
    if (!loaded || hiddenFrom(loaded.meta, caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const over = loaded.meta.status === "finished";
    return ok(gameRecord(loaded, this.#session.version, this.#session.entries(0), seatOf(loaded.meta, caller), over));
  }

  /**
   * The operator's replay check (GET /v1/operator/replays, docs/OPERATIONS.md): the whole log
   * replayed from the seed under this deploy's rules, as `npm run check-games` replays a record,
   * finished or not. The seed and the hidden events stay here: only the verdict leaves, and while
   * the game is in play it names no action or event (verifyRecord's `inPlay`).
   */
  async replayCheck(): Promise<Result<ReplayCheck>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    const loaded = this.#session.game;
    if (!loaded) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const { meta } = loaded;
    const about = { kind: meta.kind, rulesVersion: meta.rulesVersion, status: meta.status, version: this.#session.version };
    if (loaded.status !== "started") return ok({ ...about, replayed: false, entries: 0, rolls: 0, problems: [] });
    const record = gameRecord(loaded, this.#session.version, this.#session.entries(0), null, true);
    const verdict = verifyRecord(record, { inPlay: meta.status !== "finished" });
    return ok({ ...about, replayed: true, entries: verdict.entries, rolls: verdict.rolls, problems: verdict.problems });
  }

  /**
   * What a person's account export holds of this game (GET /v1/me/export): the record as their
   * seat may see it (exportRecord) and the table talk they may read.
   */
  async exportFor(caller: Caller): Promise<Result<{ seat: SeatId | null; record: GameRecord; messages: TableMessageOut[] }>> {
    const record = await this.exportRecord(caller);
    if (!record.ok) return record;
    const meta = this.#session.game!.meta;
    const seat = seatOf(meta, caller);
    const reader = talkReader(meta, seat);
    // -1: SQLite's "no limit"; a table's talk is bounded by its rate limit and the game's length.
    const messages = reader ? this.#talk.readable(reader, 0, -1).map(publicMessage) : [];
    return ok({ seat, record: record.value, messages });
  }

  /**
   * `playerId` deleted their account (DELETE /v1/me): their seat here is left as GameSession.leave
   * says, their messages keep only the deleted name, and what the room kept for them (answers to
   * their Idempotency-Keys, their notifications and deliveries) goes. A cancelled game is
   * deleted whole, its alarm and its directory rows with it.
   */
  async removePlayer(playerId: string): Promise<Result<{ outcome: Departure }>> {
    if (this.#session.refusal) return ok({ outcome: "kept" });
    if (!this.#session.game) return ok({ outcome: "absent" });
    await this.#listeners.ensure();
    const seats = this.#session.game.meta.seats.flatMap((s) => (s.playerId === playerId ? [s.seat] : []));
    const outcome = this.#session.depart(playerId);
    if (outcome === "absent") return ok({ outcome });
    if (outcome === "cancelled") {
      const id = this.#session.game.meta.id;
      this.#session.forget();
      await this.ctx.storage.deleteAlarm();
      await this.#ports.store.deleteAll();
      this.#talk.emptied();
      this.#closeReaders("cancelled");
      await unindexGame(this.env.DIRECTORY, id);
      return ok({ outcome });
    }
    // The seat's readers were the player's own (a stream keeps the seat it opened with): their
    // key is gone, and a freed seat may go to someone else.
    if (outcome !== "kept") for (const seat of seats) this.#closeReaders("seatLeft", seat);
    this.#ports.transaction(() => {
      this.#talk.forget(playerId);
      this.#ports.store.forgetIdempotent(playerId);
      this.#ports.outbox.forgetPlayer(playerId);
    });
    this.#listeners.invalidate();
    await this.#afterCommit();
    return ok({ outcome });
  }

  // table talk (room/table-talk.ts)
  async messages(caller: Caller, after: number, limit: number): Promise<Result<{ messages: TableMessageOut[] }>> {
    const loaded = this.#session.game;
    if (!loaded || hiddenFrom(loaded.meta, caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const reader = talkReader(loaded.meta, seatOf(loaded.meta, caller));
    if (!reader) return fail(apiError("NOT_A_PLAYER", "the table's talk is for its players until the game is over"));
    await this.#listeners.ensure();
    return ok({ messages: this.#talk.readable(reader, after, limit, this.#mutedBy(caller)).map(publicMessage) });
  }

  /** The caller's seat has read the table's messages up to `lastId`: its read position and what is left unread. */
  async markMessagesRead(caller: Caller, lastId: number): Promise<Result<MessagesRead>> {
    const loaded = this.#session.game;
    if (!loaded || hiddenFrom(loaded.meta, caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const seat = seatOf(loaded.meta, caller);
    if (!seat) return fail(apiError("NOT_A_PLAYER", "only the game's players keep a read position in its talk"));
    await this.#listeners.ensure();
    const lastReadId = this.#talk.markRead(seat, lastId, this.#ports.clock.now());
    return ok({ lastReadId, unreadMessages: this.#talk.unread(seat, this.#mutedBy(caller)) });
  }

  /** How many of the table's messages the player's seat has not read (0 for anyone without a seat): for the inbox. */
  async unreadMessages(playerId: string): Promise<number> {
    const loaded = this.#session.game;
    if (!loaded) return 0;
    const seat = seatOf(loaded.meta, { playerId, name: "" });
    if (!seat) return 0;
    await this.#listeners.ensure();
    return this.#talk.unread(seat, this.#settings.mutes.get(playerId));
  }

  /** The players the caller muted, as last read. */
  #mutedBy(caller: Caller): ReadonlySet<string> {
    return (caller && this.#settings.mutes.get(caller.playerId)) || new Set();
  }

  /** The caller's seat's unread count, for the game view. */
  #unreadOf(caller: Caller): (seat: SeatId) => number {
    return (seat) => this.#talk.unread(seat, this.#mutedBy(caller));
  }

  async postMessage(caller: Caller, input: { text: string; to?: SeatId | undefined }): Promise<Result<TableMessageOut>> {
    const loaded = this.#session.game;
    if (!loaded || hiddenFrom(loaded.meta, caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const { meta } = loaded;
    const from = meta.seats.find((s) => caller && s.playerId === caller.playerId);
    if (!from) return fail(apiError("NOT_A_PLAYER", "only the game's players write at its table"));
    const text = input.text.trim();
    if (text.length === 0) return fail(apiError("MALFORMED_REQUEST", "a message needs some text"));
    if ([...text].length > MAX_MESSAGE_CHARS)
      return fail(apiError("MESSAGE_TOO_LONG", `a message is at most ${MAX_MESSAGE_CHARS} characters`, { maxChars: MAX_MESSAGE_CHARS }));
    const to = input.to ?? null;
    if (to !== null) {
      if (meta.seats.length < PRIVATE_FROM_SEATS)
        return fail(apiError("INVALID_RECIPIENT", `private messages need a game of ${PRIVATE_FROM_SEATS} seats or more`));
      if (to === from.seat || !meta.seats.some((s) => s.seat === to))
        return fail(apiError("INVALID_RECIPIENT", `'${to}' is not another seat of this game`));
    }
    const now = this.#ports.clock.now();
    const wait = this.#talk.nextAllowedAt(from.playerId!, now);
    if (wait !== null) {
      const retryAfter = Math.max(1, Math.ceil((wait - now) / 1000));
      return fail(apiError("RATE_LIMITED", `at most ${MESSAGE_BURST} messages a minute; retry after ${retryAfter} s`, { retryAfter }));
    }
    if (!this.#mutesRead) {
      // The table's first message since its reads left the mutes out: read them before they filter it.
      this.#talk.expectMessage();
      this.#listeners.invalidate();
    }
    await this.#listeners.ensure();
    let posted: TableMessage | null = null;
    this.#ports.transaction(() => {
      posted = this.#talk.add({
        at: now,
        fromSeat: from.seat,
        fromPlayerId: from.playerId!,
        fromName: from.playerName ?? from.name,
        to,
        text,
      });
      this.#ports.outbox.enqueue(
        this.#ports.audience(() => messageNotices(meta, this.#session.version, posted!, (p) => this.#settings.mutes.get(p))),
        this.#session.version,
        now,
      );
    });
    await this.#scheduleAlarm();
    // The live feeds of the seats that may read it (and of watchers, once the game is over).
    const message = publicMessage(posted!);
    const gets = (seat: SeatId | null) => liveReaderGets(meta, posted!, seat, (p) => this.#settings.mutes.get(p));
    this.#streams.pushMessage(message, gets);
    this.#sockets.pushMessage(
      message,
      meta.seats.map((s) => s.seat),
      gets,
    );
    return ok(message);
  }

  // acting
  async act(caller: Caller, input: ActInput): Promise<Result<ActResult>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    // Who listens (and the settings) is read by #play: a cold move's read goes after its answer,
    // with its directory row (docs/ROOM.md, "A cold move").
    // The request as its idempotency record keeps it: written only when a key asks for one.
    const request = input.idempotencyKey
      ? JSON.stringify([input.action, input.expectedVersion ?? null, ...(input.decisionId === undefined ? [] : [input.decisionId])])
      : undefined;
    // A retry is answered as the first attempt was, whatever has happened since — even when that
    // first attempt ended the game — so the idempotency record is read before any other check.
    if (input.idempotencyKey && caller && this.#session.seatOf(caller)) {
      const seen = this.#ports.store.idempotent(caller.playerId, input.idempotencyKey);
      if (seen) {
        if (seen.request !== request)
          return fail(apiError("IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was already used with a different body"));
        const earlier = JSON.parse(seen.response) as { version: number; events: ActResult["events"] };
        await this.#listeners.ensure(); // the answer's unread count leaves out whom the caller muted
        return ok({ ...earlier, game: this.#resourceFor(caller) });
      }
    }
    const actor = this.#session.actor(caller);
    if (!actor.ok) return actor;
    const played = await this.#play(actor.value, input, request);
    return played.ok ? ok({ ...played.value, game: this.#resourceFor(caller) }) : played;
  }

  /**
   * `act`, answered as JSON text for REST: one string crosses the RPC boundary instead of a
   * structured clone of the game, and the worker sends it as it is. The game is written last
   * and on its own, so its text is the very text a read gives this caller now and the worker
   * can tag the answer with its ETag (src/api/conditional.ts).
   */
  async actJson(caller: Caller, input: ActInput): Promise<Result<ActJson>> {
    const result = await this.act(caller, input);
    if (!result.ok) return result;
    const { version, events, game } = result.value;
    const head = `${JSON.stringify({ version, events }).slice(0, -1)},"game":`;
    return ok({ jsonText: `${head}${JSON.stringify(game)}}`, gameStart: head.length, gameVersion: game.version });
  }

  /**
   * Plays `actor`'s action: the rules, then the commit (with the idempotency record, when
   * `request` has a key), the index and the alarm. When who listens is not known (a cold move:
   * docs/ROOM.md) the commit holds its notifications and the read goes after the answer, with the move's
   * directory row when due; the answer does not wait for it. Answers the version and the events
   * as the seat sees them.
   */
  async #play(
    actor: { seat: SeatId; playerId: string },
    input: ActInput,
    request?: string,
  ): Promise<Result<Pick<ActResult, "version" | "events">>> {
    // A cold move's read still out: wait for it, so this move's row cannot overtake that one's.
    if (this.#reading) await this.#reading;
    const proposed = this.#session.propose(actor.seat, input);
    if (!proposed.ok) return proposed;
    const { entry, result } = proposed.value;
    const { game, meta } = this.#session.started();
    const mine = redactFor(game, result.events, actor.seat);
    const key = input.idempotencyKey;
    const commit = () =>
      this.#session.commit(
        entry,
        result,
        key && request !== undefined
          ? (version) => this.#ports.store.rememberIdempotent(actor.playerId, key, request, JSON.stringify({ version, events: mine }))
          : undefined,
      );
    if (this.#listeners.known() !== null) {
      commit();
      await this.#afterCommit({ deferIndexWrite: meta.status === "active" });
      return ok({ version: entry.version, events: mine });
    }
    this.#ports.outbox.hold(commit);
    // The row goes with the read when it would be written now and no other write of it is under way.
    const row = this.#indexWriteWaits() || this.#index.busy ? null : this.#session.indexRow();
    const reading = this.#readAfterCommit(row);
    this.#reading = reading;
    this.ctx.waitUntil(reading);
    await this.#afterCommit({ deferIndexWrite: meta.status === "active", rowSent: row !== null });
    return ok({ version: entry.version, events: mine });
  }

  /**
   * A cold move's read of who listens (and the settings), sent once its commit is durable, with its
   * directory row (`row`) when due; nobody waits for it but the next move. Then the move's held
   * notifications are resolved. If it fails, the alarm reads again, resolves them and writes the row.
   */
  async #readAfterCommit(row: GameIndexRow | null): Promise<void> {
    try {
      // Sent once the commit is durable, which is when the answer may leave (the output gate):
      // the directory's row never tells of a commit that could still be lost (docs/ROOM.md,
      // "A cold move"). No wait beyond that: on Cloudflare the batch is a subrequest to D1,
      // which costs the answer nothing (bench/README.md, Round 12, at the merge).
      await this.ctx.storage.sync();
      await this.#listeners.ensure([], row);
      await this.#resolveHeld();
    } catch (error) {
      const gameId = this.#session.game?.meta.id;
      logFailure("who listens could not be read after a cold move; the alarm reads it", { gameId }, error);
      if (row !== null) {
        this.#index.unsure(); // the row's fate is unknown
        this.#indexDueAt = this.#ports.clock.now();
      }
      this.#ports.outbox.orphaned();
      await this.#scheduleAlarm().catch((again) => logFailure("no alarm set after a failed read of who listens", { gameId }, again));
    } finally {
      this.#reading = null;
    }
  }

  /** Notifications held for a read of who listens, kept for those who do and deleted for the rest, once the set is known. */
  async #resolveHeld(): Promise<void> {
    const listening = this.#listeners.known();
    if (!this.#ports.outbox.mayHold || listening === null) return;
    // Nobody listens (most games): the resolution is one DELETE, atomic alone, with no transaction.
    if (listening.size === 0) {
      this.#ports.outbox.resolve(listening);
      return;
    }
    let kept = false;
    this.#ports.transaction(() => {
      kept = this.#ports.outbox.resolve(listening);
    });
    if (kept) await this.#scheduleAlarm();
  }

  /** A webhook bot answered a decision.required: its seat's action, against the decision it was told of. */
  async #applyBotAnswer(told: Pick<DeliveryRow, "playerId" | "decisionId" | "version">, action: unknown): Promise<Result<null>> {
    const actor = this.#session.seatedActor(told.playerId);
    if (!actor.ok) return actor;
    // Against the decision the delivery told of (deliveries made before decisions had ids: its version).
    const against = told.decisionId !== null ? { decisionId: told.decisionId } : { expectedVersion: told.version };
    const played = await this.#play(actor.value, { action, ...against });
    return played.ok ? ok(null) : played;
  }

  async validate(caller: Caller, input: ActInput): Promise<Result<ValidateResult>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    const actor = this.#session.actor(caller);
    return actor.ok ? this.#session.validate(actor.value.seat, input) : actor;
  }

  async suggest(caller: Caller, level?: OpponentLevel): Promise<Result<{ action: unknown }>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    const actor = this.#session.actor(caller);
    return actor.ok ? this.#session.suggest(actor.value.seat, level) : actor;
  }

  async resign(caller: Caller): Promise<Result<ActResult>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    if (this.#reading) await this.#reading; // a cold move's row still out: this one's must not overtake it
    await this.#listeners.ensure();
    const actor = this.#session.actor(caller);
    if (!actor.ok) return actor;
    const before = this.#session.version;
    const result = this.#session.resign(actor.value.seat);
    if (!result.ok) return result;
    await this.#afterCommit();
    return ok(this.#changed(caller, before));
  }

  /** Takes back the caller's own last action, while the undo rule allows (GameSession.undo). */
  async undo(caller: Caller): Promise<Result<ActResult>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    if (this.#reading) await this.#reading; // a cold move's row still out: this one's must not overtake it
    await this.#listeners.ensure();
    const actor = this.#session.actor(caller);
    if (!actor.ok) return actor;
    const before = this.#session.version;
    const result = this.#session.undo(actor.value.seat);
    if (!result.ok) return result;
    await this.#afterCommit();
    return ok(this.#changed(caller, before));
  }

  // alarm: deadlines and webhook deliveries
  /** The platform ran the alarm: deadlines, fan-out and deliveries, one run at a time. */
  override async alarm(info?: AlarmInvocationInfo): Promise<void> {
    const loaded = this.#session.game;
    if (!loaded) return;
    try {
      await this.#alarms.fire(() => this.#alarmRun(loaded.meta.id), info?.retryCount ?? 0);
    } catch (error) {
      // A run that throws is tried again (room/schedule.ts). Its line waits for a run that
      // returns: a line from a run that then fails never leaves the Workers Vitest pool, and the
      // test run hangs at its end (cloudflare/workers-sdk#14180; the pool that fixes it needs a
      // newer wrangler than this project pins). A reset object's run is not a failure of ours.
      if (!wasReset(error)) {
        const first = this.#alarmFailure;
        this.#alarmFailure = { at: first?.at ?? Date.now(), runs: (first?.runs ?? 0) + 1, error: describeError(error) };
      }
      throw error;
    }
    this.#tellAlarmFailure(info?.retryCount ?? 0);
  }

  /** The line of the runs that threw since the last one told, from a run that returns. */
  #tellAlarmFailure(retryCount: number): void {
    const failed = this.#alarmFailure;
    const meta = this.#session.game?.meta;
    if (!failed) return;
    this.#alarmFailure = null;
    log("error", "the room's alarm failed; it is tried again", {
      gameId: meta?.id,
      kind: meta?.kind,
      failedAt: new Date(failed.at).toISOString(),
      failedRuns: failed.runs,
      retryCount,
      error: failed.error,
    });
  }

  /**
   * A run failed (counted by the keeper, its next alarm set): the operator's metric; and once the
   * room retries on its own, the line, written now (that run returns, so it may write one).
   */
  #alarmFailed(run: FailedRun): void {
    const meta = this.#session.game?.meta;
    const nextInMs = run.nextAt === null ? 0 : Math.max(0, run.nextAt - Date.now());
    const { failures, retryCount } = run;
    const handling = run.thrown ? "thrown" : "own_retry";
    this.#ports.metrics.record({ name: "alarm_failed", kind: meta?.kind ?? "", handling, failures, retryCount, nextInMs });
    if (run.thrown) return;
    this.#tellAlarmFailure(retryCount); // the runs before it, which threw
    const msg =
      failures === THROWN_FAILURES + 1
        ? "the room's alarm keeps failing: it stops handing the failures to the runtime's retries and tries again itself, further apart"
        : "the room's alarm failed again; it tries again itself";
    log("error", msg, {
      gameId: meta?.id,
      kind: meta?.kind,
      failures,
      retryCount,
      nextInMs,
      owed: run.nextAt !== null,
      error: describeError(run.error),
    });
  }

  /** One alarm run: a cold move's read still out, who listens, held notifications, then the due work (room/alarm.ts). */
  async #alarmRun(gameId: string): Promise<void> {
    this.#alarmStartedAt = Date.now();
    if (this.#reading) await this.#reading; // a cold move's row still out: the run's must not overtake it
    await this.#listeners.ensure();
    await this.#resolveHeld();
    await runAlarm({
      host: this.#alarmHost(gameId),
      db: this.env.DIRECTORY,
      allowPrivate: this.env.ALLOW_PRIVATE_WEBHOOKS === "true",
      resolver: this.env.WEBHOOK_DNS_RESOLVER,
      vapid: () => vapidKeys(this.env),
      transaction: (fn) => this.#ports.transaction(fn),
      metrics: this.#ports.metrics,
    });
    this.#recordBacklog();
  }

  /**
   * What a run left waiting, for the operator: each room keeps its own outbox, so this is the only
   * place a delivery backlog can be seen (docs/OPERATIONS.md). Nothing is written by a run that
   * left none, which is nearly every run.
   */
  #recordBacklog(): void {
    const kind = this.#session.game?.meta.kind;
    const { waiting, retrying, earliest } = this.#ports.outbox.backlog();
    if (!kind || waiting === 0 || earliest === null) return;
    const now = this.#ports.clock.now();
    this.#ports.metrics.record({
      name: "outbox",
      kind,
      waiting,
      retrying,
      overdueMs: Math.max(0, now - earliest),
      nextInMs: Math.max(0, earliest - now),
    });
  }

  #alarmHost(gameId: string): AlarmHost {
    const ports = this.#ports;
    const session = this.#session;
    return {
      gameId,
      get outbox() {
        return ports.outbox;
      },
      now: () => ports.clock.now(),
      dueDeadlines: () => session.dueDeadlines(),
      enqueue: (notices) => session.enqueueNotices(notices),
      applyTimeout: (seat) => session.applyTimeout(seat),
      opponentOwing: () => session.opponentOwing(),
      playOpponent: (seat, level) => session.playOpponent(seat, level),
      playGoneSeats: () => session.playGoneSeats(),
      afterCommit: () => this.#afterCommit(),
      fannedOut: (foundNoSubscriber) => {
        this.#lastFanOutFoundNoSubscriber = foundNoSubscriber;
      },
      owingSeat: (d) => session.owingSeat(d),
      retell: (d, delayMs) => session.retell(d, delayMs),
      applyBotAnswer: (told, action) => this.#applyBotAnswer(told, action),
    };
  }

  /**
   * A subscription or a setting covering this game changed: read who listens (and the players'
   * settings) again before the next commit. A game on the clock reads them now, so a changed
   * warning time moves its alarm.
   */
  async listenersChanged(): Promise<void> {
    this.#listeners.invalidate();
    const meta = this.#session.game?.meta;
    if (meta?.timeControl && meta.status === "active") {
      await this.#listeners.ensure();
      await this.#scheduleAlarm();
    }
  }

  /** Asks for the same delivery to be sent again now (the subscriber's "redeliver"). */
  async redeliver(playerId: string, deliveryId: string): Promise<Result<{ id: string; status: string }>> {
    if (this.#session.refusal) return fail(this.#session.refusal);
    const d = this.#ports.outbox.byId(deliveryId);
    if (!d || d.playerId !== playerId) return fail(apiError("NOT_FOUND", `no delivery '${deliveryId}'`));
    this.#ports.outbox.update({ ...d, status: "pending", nextAttemptAt: this.#ports.clock.now() });
    await this.#scheduleAlarm();
    return ok({ id: d.id, status: "pending" });
  }

  /** Sets the alarm for the earliest work owed (outbox, deferred index write, deadlines), if not set already. */
  async #scheduleAlarm(): Promise<void> {
    await this.#alarms.ensure();
  }

  /** The real time the room next owes work, or null. */
  #nextWorkAt(): number | null {
    const loaded = this.#session.game;
    if (!loaded) return null;
    const { timeControl, clocks, status } = loaded.meta;
    return nextAlarmAt({
      outboxAt: this.#ports.outbox.nextWork(),
      indexDueAt: this.#indexDueAt,
      clockAt: timeControl && status === "active" ? nextClockTime(timeControl, clocks, loaded.meta.warnings) : null,
      opponentAt: this.#session.opponentOwing() || this.#session.goneOwing() !== null ? this.#ports.clock.now() : null,
      now: Date.now(),
      offset: this.#ports.clock.offset,
      lastFanOutFoundNoSubscriber: this.#lastFanOutFoundNoSubscriber,
      lastRunAt: this.#alarmStartedAt,
    });
  }

  /**
   * After commits: the D1 index and the alarm that drains the outbox. With `deferIndexWrite` (a
   * move that left the game going), an index written within MACHINE_PACE_MS is written again
   * only when that window ends, by the alarm.
   */
  async #afterCommit({ deferIndexWrite = false, rowSent = false } = {}): Promise<void> {
    if (deferIndexWrite && this.#indexWriteWaits()) {
      this.#indexDueAt ??= this.#index.lastWriteAt + MACHINE_PACE_MS;
      await this.#scheduleAlarm();
      return;
    }
    this.#indexDueAt = null;
    await this.#scheduleAlarm();
    if (!rowSent) await this.#index.sync(); // a row sent with a cold move's read counts as written once it lands
  }

  /** Whether a move now would have its index write deferred: the last one began within MACHINE_PACE_MS. */
  #indexWriteWaits(): boolean {
    return this.#ports.clock.now() < this.#index.lastWriteAt + MACHINE_PACE_MS;
  }

  /**
   * What join, resign and undo answer, in the shape of an action's answer: the version, the
   * events the caller's own entries since `before` caused as its seat sees them (an undo and a
   * join cause none), and the game.
   */
  #changed(caller: Caller, before: number): ActResult {
    const game = this.#resourceFor(caller);
    const loaded = this.#session.game;
    const seat = loaded ? seatOf(loaded.meta, caller) : null;
    const own = loaded && seat !== null && game.version > before ? this.#session.entries(before).filter((e) => e.seat === seat) : [];
    return { version: game.version, events: loaded ? own.flatMap((e) => feedEntry(loaded.game, e, seat).events) : [], game };
  }

  #resourceFor(caller: Caller): GameResource {
    const loaded = this.#session.game;
    if (!loaded) throw new Error("no game in this room");
    return loaded.status === "started"
      ? gameResource(loaded, loaded.state, loaded.version, caller, loaded.meta.decisions, this.#unreadOf(caller))
      : gameResource(loaded, null, 0, caller, loaded.meta.decisions, this.#unreadOf(caller));
  }
}

export type { ApiError };
