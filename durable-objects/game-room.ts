// GameRoom: one Durable Object per game. It is the game's single writer: it runs the rules,
// owns the log (one transaction per accepted entry, with the webhook outbox and a snapshot when
// due), keeps the D1 index current, streams the feed, and on its alarm delivers webhooks and
// enforces deadlines. Every RPC method returns a Result so error codes cross the boundary intact.
import { DurableObject } from "cloudflare:workers";
import type { AnyGameModule, GameEvent, SeatId } from "../src/engine/contract";
import { gameSeed, Rng, seedCommitment, type DieRoll } from "../src/engine/rng";
import { awaitingSeats, replay, start, step, type LogEntry, type StepResult } from "../src/engine/runner";
import { leakedTo, revealedSomething } from "../src/engine/secrets";
import { indexGame, isIndexed, type GameIndexRow } from "../src/directory/games";
import { listeningPlayers } from "../src/directory/webhooks";
import { gameKind } from "../src/games/registry";
import { apiError, fail, illegal, ok, type ApiError, type Result } from "../src/service/errors";
import { randomToken } from "../src/service/ids";
import type { ActJson, ActResult, Caller, FeedEntry, GameRecord, GameResource, ValidateResult, Visibility } from "../src/service/types";
import { initialClocks, nextClockTime, refreshClocks, type TimeControl } from "./room/deadlines";
import { runAlarm } from "./room/alarm";
import { IndexSync } from "./room/index-sync";
import { Listeners } from "./room/listeners";
import { decisionNotice, notificationsFor, type Notification } from "./room/notifications";
import { Outbox, type DeliveryRow } from "./room/outbox";
import { feedEntry, recordEntry, resource } from "./room/resource";
import { AlarmKeeper, BRISK_MS, nextAlarmAt } from "./room/schedule";
import { bookFromState, decisionId, nextDecisions, staleness } from "./room/decisions";
import { RoomStore, SNAPSHOT_EVERY, type GameMeta, type StoredEntry } from "./room/store";
import { FeedStreams } from "./room/streams";

export interface CreateInit {
  id: string;
  kind: string;
  options: unknown;
  visibility: Visibility;
  creator: { playerId: string; name: string };
  seat?: SeatId;
  entropy?: string;
  timeControl?: TimeControl;
}

export interface ActInput {
  action: unknown;
  /** The kind the client believes the game is (typed clients send it): another kind is refused. */
  kind?: string;
  /** The version the action was computed at: accepted while the seat still owes the decision it owed then. */
  expectedVersion?: number;
  /** The decision the action answers (`pending[].decisionId`): accepted only while the seat still owes it. */
  decisionId?: string;
  idempotencyKey?: string;
}

export interface Live {
  meta: GameMeta;
  game: AnyGameModule;
  /** Set once every seat is filled and the game has started. */
  seed: string | null;
  state: unknown;
  version: number;
}

/** What a new entry is, before the room gives it a version and a time. */
export type EntryDraft = { seat: SeatId; kind: LogEntry["kind"]; action?: unknown; auto?: "timeout" };

/** The room's clock. Tests move it forward instead of sleeping; nothing else touches `offset`. */
export class RoomClock {
  offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
}


export class GameRoom extends DurableObject<Env> {
  readonly clock = new RoomClock();
  readonly store: RoomStore;
  readonly outbox: Outbox;
  live: Live | null = null;
  private readonly index: IndexSync<GameIndexRow | null>;
  private readonly streams = new FeedStreams();
  private readonly listeners = new Listeners(async (extra) => {
    const seated = this.live?.meta.seats.flatMap((s) => (s.playerId ? [s.playerId] : [])) ?? [];
    return new Set(await listeningPlayers(this.env.DIRECTORY, [...new Set([...seated, ...extra])], this.live?.meta.id ?? ""));
  });

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStore(ctx.storage);
    this.outbox = new Outbox(ctx.storage.sql);
    this.index = new IndexSync(
      () => this.indexRow(),
      async (row) => {
        if (row) await indexGame(this.env.DIRECTORY, row);
      },
      () => this.clock.now(),
    );
    // A room that was never created writes nothing: reading a made-up id leaves no trace.
    void ctx.blockConcurrencyWhile(async () => {
      if (this.store.exists()) {
        this.store.migrate();
        this.outbox.migrate();
        this.live = this.load();
        this.alarms.loaded(await ctx.storage.getAlarm());
        // A room that died between a commit and setting its alarm still owes those deliveries.
        await this.scheduleAlarm();
        // … and one that died before its index write left the directory (the lobby, "awaiting
        // me") a move behind: check the row (a read) and write it if it is behind, once the
        // request that woke the room has been served (a timer: it waits its turn after it).
        setTimeout(() => {
          void this.index
            .verify(async (row) => row !== null && (await isIndexed(this.env.DIRECTORY, row)))
            .catch((error) => console.error("the games index could not be brought up to date", error));
        }, 0);
      }
    });
  }

  // ---- loading -------------------------------------------------------------------------

  private load(): Live | null {
    const meta = this.store.readMeta();
    if (!meta) return null;
    const game = gameKind(meta.kind);
    if (!game) throw new Error(`game ${meta.id} has unknown kind ${meta.kind}`);
    if (meta.status === "open") return { meta, game, seed: null, state: null, version: 0 };
    const seed = gameSeed(meta.serverSeed, meta.seats.map((s) => s.entropy));
    const version = this.store.version();
    const state = this.stateAt(game, seed, version);
    // A game stored before decisions had identities starts its book here.
    meta.decisions ??= bookFromState(meta.status === "active" ? awaitingSeats(game, state) : [], version);
    return { meta, game, seed, state, version };
  }

  /** The state after `version` entries: the newest snapshot, then the tail of the log. */
  stateAt(game: AnyGameModule, seed: string, version: number): unknown {
    const snapshot = this.store.snapshotAtOrBefore(version);
    if (!snapshot) throw new Error("started game without its set-up snapshot");
    return replay(game, snapshot.state, this.store.entries(snapshot.version, version), seed, (v) => this.stateAt(game, seed, v));
  }

  // ---- creating and joining ---------------------------------------------------------------

  async create(init: CreateInit): Promise<Result<GameResource>> {
    if (this.live) return fail(apiError("MALFORMED_REQUEST", "a game with this id already exists"));
    const game = gameKind(init.kind);
    if (!game) return fail(apiError("UNKNOWN_KIND", `no game kind '${init.kind}'`));
    const specs = game.seats(init.options);
    const playable = specs.filter((s) => !s.automaton).map((s) => s.id);
    if (init.seat !== undefined && !playable.includes(init.seat)) {
      return fail(apiError("MALFORMED_REQUEST", `no seat '${init.seat}' a player can take; seats: ${playable.join(", ")}`));
    }
    const creatorSeat = init.seat ?? playable[0]!;
    await this.listeners.ensure([init.creator.playerId]);
    if (this.live) return fail(apiError("MALFORMED_REQUEST", "a game with this id already exists"));
    this.store.migrate();
    this.outbox.migrate();
    const now = this.clock.now();
    const serverSeed = randomToken();
    const meta: GameMeta = {
      id: init.id,
      kind: game.id,
      rulesVersion: game.rulesVersion,
      options: init.options,
      visibility: init.visibility,
      status: "open",
      createdBy: init.creator.playerId,
      createdAt: now,
      updatedAt: now,
      serverSeed,
      seedCommitment: seedCommitment(serverSeed),
      seats: specs.map((s) => ({
        seat: s.id,
        name: s.name,
        automaton: s.automaton ?? false,
        playerId: s.id === creatorSeat ? init.creator.playerId : null,
        playerName: s.id === creatorSeat ? init.creator.name : null,
        entropy: s.id === creatorSeat ? (init.entropy ?? "") : "",
      })),
      timeControl: init.timeControl ?? null,
      clocks: init.timeControl ? initialClocks(init.timeControl, playable) : {},
    };
    this.live = { meta, game, seed: null, state: null, version: 0 };
    await this.startIfFull();
    return ok(this.resourceFor(init.creator));
  }

  async join(caller: Caller, input: { seat?: SeatId; entropy?: string }): Promise<Result<GameResource>> {
    // Read first, with the joining player: from here to the start of the game nothing awaits.
    if (this.live && caller) await this.listeners.ensure([caller.playerId]);
    const live = this.live;
    // A private game's id is its invitation: whoever has it may take an open seat.
    if (!live || !caller) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const { meta } = live;
    if (meta.status !== "open") return fail(apiError("NO_OPEN_SEAT", "the game has already started"));
    if (meta.seats.some((s) => s.playerId === caller.playerId)) return fail(apiError("ALREADY_SEATED", "you already hold a seat in this game"));
    let target = meta.seats.find((s) => !s.automaton && s.playerId === null);
    if (input.seat !== undefined) {
      const wanted = meta.seats.find((s) => s.seat === input.seat && !s.automaton);
      if (!wanted) return fail(apiError("MALFORMED_REQUEST", `no seat '${input.seat}' a player can take; seats: ${meta.seats.filter((s) => !s.automaton).map((s) => s.seat).join(", ")}`));
      if (wanted.playerId !== null) return fail(apiError("SEAT_TAKEN", `seat '${input.seat}' is taken`));
      target = wanted;
    }
    if (!target) return fail(apiError("NO_OPEN_SEAT", "every seat is taken"));
    target.playerId = caller.playerId;
    target.playerName = caller.name;
    target.entropy = input.entropy ?? "";
    meta.updatedAt = this.clock.now();
    await this.startIfFull();
    return ok(this.resourceFor(caller));
  }

  /** Every human seat is taken: fix the seed, deal, snapshot version 0, tell the players. */
  private async startIfFull(): Promise<void> {
    const live = this.live!;
    const { meta, game } = live;
    if (meta.seats.some((s) => !s.automaton && s.playerId === null)) {
      this.store.writeMeta(meta);
      await this.index.sync();
      return;
    }
    const seed = gameSeed(meta.serverSeed, meta.seats.map((s) => s.entropy));
    const { state } = start(game, meta.options, seed);
    const now = this.clock.now();
    const awaiting = awaitingSeats(game, state);
    meta.updatedAt = now;
    meta.status = game.outcome(state) ? "finished" : "active";
    meta.decisions = nextDecisions(game, {}, null, state, awaiting, null, 0);
    if (meta.timeControl) meta.clocks = refreshClocks(meta.timeControl, meta.clocks, [], awaiting, null, now);
    const notifications = this.listeners.only(() => notificationsFor({ game, meta, version: 0, state, actor: null, kind: "start", events: [], deadlines: this.deadlines() }));
    this.persist(() => {
      this.store.writeMeta(meta);
      this.store.writeSnapshot(0, state);
      this.outbox.enqueue(notifications, 0, now);
    });
    Object.assign(live, { seed, state, version: 0 });
    this.playAutomatons();
    await this.afterCommit();
  }

  // ---- reading -----------------------------------------------------------------------------

  async read(caller: Caller, at?: number): Promise<Result<GameResource>> {
    const live = this.live;
    if (!live || this.hiddenFrom(caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    if (at !== undefined && at !== live.version) {
      if (!live.seed || at < 0 || at > live.version) return fail(apiError("VERSION_NOT_FOUND", `versions run from 0 to ${live.version}`));
      return ok(resource(live, this.stateAt(live.game, live.seed, at), at, caller));
    }
    return ok(this.resourceFor(caller));
  }

  async feed(caller: Caller, after: number, limit: number): Promise<Result<{ entries: FeedEntry[]; version: number }>> {
    const live = this.live;
    if (!live || this.hiddenFrom(caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const seat = seatOf(live.meta, caller);
    const entries = this.store.entries(after, Number.MAX_SAFE_INTEGER, limit).map((e) => feedEntry(live.game, e, seat));
    return ok({ entries, version: live.version });
  }

  /** Server-sent events of the caller's feed, from just after `lastEventId`. */
  async stream(caller: Caller, lastEventId: number): Promise<Result<ReadableStream<Uint8Array>>> {
    const live = this.live;
    if (!live || this.hiddenFrom(caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const seat = seatOf(live.meta, caller);
    const backlog = this.store.entries(lastEventId).map((e) => feedEntry(live.game, e, seat));
    return ok(this.streams.open(seat, backlog, live.meta.status === "finished"));
  }

  async exportRecord(caller: Caller): Promise<Result<GameRecord>> {
    const live = this.live;
    if (!live || this.hiddenFrom(caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const { meta } = live;
    const over = meta.status === "finished";
    const seat = seatOf(meta, caller);
    return ok({
      format: "starpost-game/1",
      id: meta.id,
      kind: meta.kind,
      rulesVersion: meta.rulesVersion,
      options: meta.options,
      seats: meta.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, name: s.playerName })),
      seedCommitment: meta.seedCommitment,
      entropy: meta.seats.map((s) => s.entropy),
      serverSeed: over ? meta.serverSeed : null,
      createdAt: new Date(meta.createdAt).toISOString(),
      status: meta.status,
      version: live.version,
      log: this.store.entries(0).map((e) => (over ? recordEntry(e) : feedEntry(live.game, e, seat))),
      outcome: live.state ? live.game.outcome(live.state) : null,
    });
  }

  // ---- acting ------------------------------------------------------------------------------

  async act(caller: Caller, input: ActInput): Promise<Result<ActResult>> {
    await this.listeners.ensure();
    const request = JSON.stringify([input.action, input.expectedVersion ?? null, ...(input.decisionId === undefined ? [] : [input.decisionId])]);
    // A retry is answered as the first attempt was, whatever has happened since — even when that
    // first attempt ended the game — so the idempotency record is read before any other check.
    if (input.idempotencyKey && caller && this.live && seatOf(this.live.meta, caller)) {
      const seen = this.store.idempotent(caller.playerId, input.idempotencyKey);
      if (seen) {
        if (seen.request !== request) return fail(apiError("IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was already used with a different body"));
        const earlier = JSON.parse(seen.response) as { version: number; events: ActResult["events"] };
        return ok({ ...earlier, game: this.resourceFor(caller) });
      }
    }
    const seat = this.checkActor(caller);
    if (!seat.ok) return seat;
    const live = this.live!;
    const playerId = caller!.playerId;
    const proposed = this.propose(seat.value, input);
    if (!proposed.ok) return proposed;
    const { entry, result } = proposed.value;
    const mine = redactFor(live.game, result.events, seat.value);
    this.commit(entry, result, (version) => {
      if (input.idempotencyKey) this.store.rememberIdempotent(playerId, input.idempotencyKey, request, JSON.stringify({ version, events: mine }));
    });
    await this.afterCommit({ fold: live.meta.status === "active" });
    return ok({ version: entry.version, events: mine, game: this.resourceFor(caller) });
  }

  /**
   * `act`, answered as JSON text (REST sends it as it is). The game is serialized on its own and
   * placed last, so its text is the very text a read of the game gives this caller now, and the
   * worker can tag the answer with the game's ETag.
   */
  async actJson(caller: Caller, input: ActInput): Promise<Result<ActJson>> {
    const result = await this.act(caller, input);
    if (!result.ok) return result;
    const { version, events, game } = result.value;
    const head = `${JSON.stringify({ version, events }).slice(0, -1)},"game":`;
    return ok({ jsonText: `${head}${JSON.stringify(game)}}`, gameStart: head.length, gameVersion: game.version });
  }

  async validate(caller: Caller, input: ActInput): Promise<Result<ValidateResult>> {
    const seat = this.checkActor(caller);
    if (!seat.ok) return seat;
    // Throwaway dice: a dry run must not preview the rolls the real action would get.
    const proposed = this.propose(seat.value, input, randomToken());
    if (!proposed.ok) return proposed;
    const live = this.live!;
    const { result } = proposed.value;
    // What the action would show is withheld whenever it could tell the caller something it may
    // not know yet: while anything is hidden from the caller, an event may carry it in a shape no
    // check can recognise (an opened order), and throwaway dice would only mislead. The hidden
    // case is decided first, from the caller's side alone: whether the action would roll dice
    // can hang on what is hidden (an opponent's sealed order decides whether anyone fires), so
    // answering "dice" there would tell the caller something about it.
    const hidden = "the game holds hidden information, which the action's events could reveal";
    if (live.game.secrets(live.state, seat.value).length > 0) return ok({ valid: true, events: [], withheld: hidden });
    if (result.rolls.length > 0) return ok({ valid: true, events: [], withheld: "the action rolls dice; what they show is decided only when it is played" });
    if (leakedTo(live.game, live.state, result.state, seat.value, result.events).length > 0) return ok({ valid: true, events: [], withheld: hidden });
    return ok({ valid: true, events: redactFor(live.game, result.events, seat.value) });
  }

  async suggest(caller: Caller): Promise<Result<{ action: unknown }>> {
    const seat = this.checkActor(caller);
    if (!seat.ok) return seat;
    const live = this.live!;
    if (!awaitingSeats(live.game, live.state).includes(seat.value)) {
      return fail(apiError("NOT_YOUR_DECISION", `seat '${seat.value}' owes no decision at version ${live.version}`));
    }
    return ok({ action: this.botAction(seat.value) });
  }

  async resign(caller: Caller): Promise<Result<GameResource>> {
    await this.listeners.ensure();
    const seat = this.checkActor(caller);
    if (!seat.ok) return seat;
    const result = this.resignSeat(seat.value);
    if (!result.ok) return result;
    await this.afterCommit();
    return ok(this.resourceFor(caller));
  }

  /**
   * Takes back the caller's own last action, only while that is safe: nobody has acted since,
   * no die was rolled, and nothing hidden was shown to anyone (ARCHITECTURE §2).
   */
  async undo(caller: Caller): Promise<Result<GameResource>> {
    await this.listeners.ensure();
    const seat = this.checkActor(caller);
    if (!seat.ok) return seat;
    const live = this.live!;
    const last = this.store.entries(live.version - 1, live.version)[0];
    const refuse = (detail: string) => fail({ ...apiError("UNDO_NOT_ALLOWED", detail), rule: "Starpost undo rule: only your own last action, before any die, reveal or other move" });
    if (!last || last.seat !== seat.value || last.kind !== "action" || last.auto) return refuse("your seat's action is not the last entry of the log: someone else has acted since, or you have not acted");
    if (last.rolls.length > 0) return refuse(`dice were rolled for it (${last.rolls.map((r) => r.die).join(", ")})`);
    const before = this.stateAt(live.game, live.seed!, live.version - 1);
    const viewers = [null, ...live.meta.seats.map((s) => s.seat)];
    if (revealedSomething(live.game, before, live.state, last.events, viewers)) return refuse("it revealed hidden information");
    this.commit({ seat: seat.value, kind: "undo" }, { state: before, events: [], rolls: [] });
    await this.afterCommit();
    return ok(this.resourceFor(caller));
  }

  // ---- alarm: deadlines and webhook deliveries ---------------------------------------------

  /** When the last alarm run began (real clock), and whether its fan-out found no subscriber. */
  private alarmStartedAt = 0;
  quietOutbox = false;

  /** The platform ran the alarm: deadlines, fan-out and deliveries, one run at a time. */
  override async alarm(): Promise<void> {
    if (!this.live) return;
    return this.alarms.fire(async () => {
      this.alarmStartedAt = Date.now();
      await this.listeners.ensure();
      await runAlarm({
        room: this,
        db: this.env.DIRECTORY,
        allowPrivate: this.env.ALLOW_PRIVATE_WEBHOOKS === "true",
        resolver: this.env.WEBHOOK_DNS_RESOLVER,
        transaction: (fn) => this.ctx.storage.transactionSync(fn),
      });
    });
  }

  /** A subscription covering this game was made: read who listens again before the next commit. */
  async listenersChanged(): Promise<void> {
    this.listeners.invalidate();
  }

  /** Asks for the same delivery to be sent again now (the subscriber's "redeliver"). */
  async redeliver(playerId: string, deliveryId: string): Promise<Result<{ id: string; status: string }>> {
    const d = this.outbox.byId(deliveryId);
    if (!d || d.playerId !== playerId) return fail(apiError("NOT_FOUND", `no delivery '${deliveryId}'`));
    this.outbox.update({ ...d, status: "pending", nextAttemptAt: this.clock.now() });
    await this.scheduleAlarm();
    return ok({ id: d.id, status: "pending" });
  }

  /** Sets the alarm for the earliest work owed (outbox, folded index write, deadlines), if not set already. */
  async scheduleAlarm(): Promise<void> {
    await this.alarms.ensure();
  }

  /** The real time the room next owes work, or null. */
  private nextWorkAt(): number | null {
    const live = this.live;
    if (!live) return null;
    const { timeControl, clocks, status } = live.meta;
    return nextAlarmAt({
      outboxAt: this.outbox.nextWork(),
      indexDueAt: this.indexDueAt,
      clockAt: timeControl && status === "active" ? nextClockTime(timeControl, clocks) : null,
      now: Date.now(),
      offset: this.clock.offset,
      quietOutbox: this.quietOutbox,
      lastRunAt: this.alarmStartedAt,
    });
  }

  private readonly alarms = new AlarmKeeper(
    (at) => this.ctx.storage.setAlarm(at),
    () => this.nextWorkAt(),
  );

  // ---- committing ---------------------------------------------------------------------------

  /** Checks that `caller` may act now and returns its seat. */
  private checkActor(caller: Caller): Result<SeatId> {
    const live = this.live;
    if (!live || !caller || this.hiddenFrom(caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const seat = seatOf(live.meta, caller);
    if (!seat) return fail(apiError("NOT_A_PLAYER", "you hold no seat in this game"));
    if (live.meta.status === "open") return fail(apiError("GAME_NOT_STARTED", "the game is waiting for players"));
    if (live.meta.status === "finished") return fail(apiError("GAME_OVER", "the game is over"));
    return ok(seat);
  }

  /** Runs an action against the current state without committing anything. */
  private propose(seat: SeatId, input: ActInput, seed = this.live!.seed!): Result<{ entry: EntryDraft & { version: number }; result: Extract<StepResult, { ok: true }> }> {
    const live = this.live!;
    if (input.kind !== undefined && input.kind !== live.meta.kind) {
      return fail(apiError("INVALID_ACTION", `this game is of kind '${live.meta.kind}', not '${input.kind}'`));
    }
    const book = live.meta.decisions ?? {};
    const stale = staleness(book, seat, live.version, { ...(input.expectedVersion !== undefined ? { version: input.expectedVersion } : {}), ...(input.decisionId !== undefined ? { decision: input.decisionId } : {}) });
    if (stale) {
      const owed = book[seat];
      return fail(apiError(stale.kind === "decision" ? "STALE_DECISION" : "STALE_VERSION", stale.detail, { currentVersion: live.version, decisionId: owed ? decisionId(seat, owed) : null }));
    }
    if (!awaitingSeats(live.game, live.state).includes(seat)) {
      return fail(apiError("NOT_YOUR_DECISION", `seat '${seat}' owes no decision at version ${live.version}`));
    }
    const parsed = live.game.actionSchema.safeParse(input.action);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "action"}: ${i.message}`);
      return fail(apiError("INVALID_ACTION", issues.join("; "), { issues }));
    }
    const entry = { version: live.version + 1, seat, kind: "action" as const, action: parsed.data };
    const result = step(live.game, live.state, entry, seed);
    if (!result.ok) return fail(illegal(result.code, result.message, result.rule));
    return ok({ entry, result });
  }

  /** The built-in bot's choice for a seat, from a dice stream of its own. */
  botAction(seat: SeatId): unknown {
    const live = this.live!;
    return live.game.bot(live.state, seat, new Rng(live.seed!, `bot:${live.version}:${seat}`));
  }

  resignSeat(seat: SeatId, auto?: "timeout"): Result<null> {
    const live = this.live!;
    const entry = { version: live.version + 1, seat, kind: "resign" as const, ...(auto ? { auto } : {}) };
    const result = step(live.game, live.state, entry, live.seed!);
    if (!result.ok) return fail(illegal(result.code, result.message, result.rule));
    this.commit(entry, result);
    return ok(null);
  }

  /**
   * The server acts for a seat whose deadline passed: the built-in bot's move. Where the bot
   * cannot act for the seat (it cannot reveal a sealed order only the seat knows), the seat
   * forfeits instead, so a game never stalls on a decision nobody can make.
   */
  playForSeat(seat: SeatId): Result<null> {
    const live = this.live!;
    let action: unknown;
    try {
      action = this.botAction(seat);
    } catch {
      return this.resignSeat(seat, "timeout");
    }
    const entry = { version: live.version + 1, seat, kind: "action" as const, action, auto: "timeout" as const };
    const result = step(live.game, live.state, entry, live.seed!);
    if (!result.ok) return this.resignSeat(seat, "timeout");
    this.commit(entry, result);
    return ok(null);
  }

  /**
   * Tells a seat again, through the one subscription `d` went to, of the decision `d` told of,
   * if the seat still owes it (a newer decision was told of when it opened). After `delayMs`.
   */
  retell(d: DeliveryRow, delayMs: number): void {
    const live = this.live!;
    const seat = this.owingSeat(d);
    if (!seat) return;
    const notice = decisionNotice(live.game, live.meta, live.version, live.state, seat, this.deadlines());
    if (!notice) return;
    const now = this.clock.now();
    this.persist(() => this.outbox.enqueue([notice], live.version, now, { webhookId: d.webhookId, deliverAt: now + delayMs, retells: d.retells + 1 }));
  }

  /** The seat a decision.required delivery told, if it still owes that decision (or, for one made before decisions had ids, any). */
  owingSeat(d: DeliveryRow): SeatId | null {
    const live = this.live!;
    const seat = live.meta.seats.find((s) => s.playerId === d.playerId)?.seat;
    const open = seat ? live.meta.decisions?.[seat] : undefined;
    if (!seat || !open || live.meta.status !== "active") return null;
    return d.decisionId === null || d.decisionId === decisionId(seat, open) ? seat : null;
  }

  /** Adds deadline notices to the outbox (the alarm found them due). */
  enqueueNotices(notifications: Notification[]): void {
    const live = this.live!;
    const now = this.clock.now();
    this.persist(() => {
      this.store.writeMeta(live.meta);
      this.outbox.enqueue(this.listeners.only(() => notifications), live.version, now);
    });
  }

  /**
   * One transaction per accepted entry: the log row, a snapshot when due, the meta (status,
   * deadlines), the webhook outbox, and whatever else the caller must keep with it.
   */
  private commit(draft: EntryDraft, result: { state: unknown; events: GameEvent[]; rolls: DieRoll[] }, alsoInTransaction?: (version: number) => void): void {
    const live = this.live!;
    const { meta, game } = live;
    const version = live.version + 1;
    const now = this.clock.now();
    const before = awaitingSeats(game, live.state);
    const after = awaitingSeats(game, result.state);
    const personPace = now - meta.updatedAt >= BRISK_MS;
    meta.updatedAt = now;
    if (game.outcome(result.state)) meta.status = "finished";
    meta.decisions = nextDecisions(game, meta.decisions ?? {}, live.state, result.state, after, draft.seat, version);
    if (meta.timeControl) meta.clocks = refreshClocks(meta.timeControl, meta.clocks, before, after, draft.seat, now);
    const notifications = this.listeners.only(() =>
      notificationsFor({
        game,
        meta,
        version,
        state: result.state,
        actor: draft.seat,
        kind: draft.auto ?? draft.kind,
        events: result.events,
        deadlines: this.deadlines(),
      }),
    );
    const entry: StoredEntry = { ...draft, version, at: now, events: result.events, rolls: result.rolls };
    this.persist(() => {
      this.store.append(entry);
      if (version % SNAPSHOT_EVERY === 0 || personPace) this.store.writeSnapshot(version, result.state);
      this.store.writeMeta(meta);
      this.outbox.enqueue(notifications, version, now);
      alsoInTransaction?.(version);
    });
    live.state = result.state;
    live.version = version;
    this.streams.push(entry, (e, seat) => feedEntry(game, e, seat), meta.status === "finished");
    this.playAutomatons();
  }

  /**
   * Runs one storage transaction. If it fails, what the room holds in memory may already say
   * more than the disk does (a status, a deadline): forget it and load the game again from disk.
   */
  private persist(writes: () => void): void {
    try {
      this.ctx.storage.transactionSync(writes);
    } catch (error) {
      this.live = this.load();
      throw error;
    }
  }

  /** When a folded index write is owed (room clock), or null. */
  private indexDueAt: number | null = null;

  /**
   * After commits: the D1 index and the alarm that drains the outbox. With `fold` (a move that
   * left the game going), an index written within BRISK_MS is written again only when
   * the window ends, by the alarm.
   */
  async afterCommit({ fold = false } = {}): Promise<void> {
    const due = this.index.lastWriteAt + BRISK_MS;
    if (fold && this.clock.now() < due) {
      this.indexDueAt ??= due;
      await this.scheduleAlarm();
      return;
    }
    this.indexDueAt = null;
    await this.scheduleAlarm();
    await this.index.sync();
  }

  /** Seats the book plays itself (the Last Starfighter drone) move as soon as they owe one. */
  private playAutomatons(): void {
    const live = this.live!;
    for (let guard = 0; guard < 1000 && live.meta.status === "active"; guard++) {
      const automaton = awaitingSeats(live.game, live.state).find((s) => live.meta.seats.find((m) => m.seat === s)?.automaton);
      if (!automaton) return;
      const entry = { version: live.version + 1, seat: automaton, kind: "action" as const, action: this.botAction(automaton) };
      const result = step(live.game, live.state, entry, live.seed!);
      if (!result.ok) throw new Error(`automaton ${automaton} chose an illegal action: ${result.code}`);
      this.commit(entry, result);
    }
  }

  // ---- helpers -----------------------------------------------------------------------------

  /** Private games are invisible to everyone but their players. */
  private hiddenFrom(caller: Caller): boolean {
    const meta = this.live!.meta;
    return meta.visibility === "private" && !meta.seats.some((s) => s.playerId !== null && s.playerId === caller?.playerId);
  }

  deadlines(): Record<SeatId, number | null> {
    return Object.fromEntries(Object.entries(this.live!.meta.clocks).map(([seat, c]) => [seat, c.deadline]));
  }

  private resourceFor(caller: Caller): GameResource {
    const live = this.live!;
    return resource(live, live.state, live.version, caller, live.meta.decisions);
  }

  private indexRow(): GameIndexRow | null {
    const live = this.live;
    if (!live) return null;
    const awaiting = live.state === null || live.meta.status !== "active" ? [] : awaitingSeats(live.game, live.state);
    const { meta } = live;
    return {
      id: meta.id,
      kind: meta.kind,
      status: meta.status,
      visibility: meta.visibility,
      version: live.version,
      createdBy: meta.createdBy,
      createdAt: meta.createdAt,
      updatedAt: meta.updatedAt,
      seats: meta.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, awaiting: awaiting.includes(s.seat) })),
    };
  }
}

export function seatOf(meta: GameMeta, caller: Caller): SeatId | null {
  if (!caller) return null;
  return meta.seats.find((s) => s.playerId === caller.playerId)?.seat ?? null;
}

function redactFor(game: AnyGameModule, events: GameEvent[], seat: SeatId | null): GameEvent[] {
  return events.map((e) => game.redact(e, seat)).filter((e) => e !== null);
}

export type { ApiError };
