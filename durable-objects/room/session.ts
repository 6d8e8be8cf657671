// GameSession: the loaded game and every decision about it — who may act, what an action does,
// what one commit writes, what the clocks and the built-in bot do. It runs on narrow ports (a
// store, an outbox, a clock, a transaction), so it runs the same inside the Durable Object and in
// plain Node with in-memory ports (test/room/session.test.ts). The Durable Object (game-room.ts)
// owns the platform: RPC, concurrency, storage transactions, the alarm and the directory.
import type { AnyGameModule, GameEvent, SeatId } from "../../src/engine/contract";
import type { OpponentLevel, OpponentMark } from "../../src/engine/opponent/level-names";
import { opponentAction, opponentSecret, opponentSeed } from "../../src/engine/opponent/levels";
import { gameSeed, Rng, seedCommitment, type DieRoll } from "../../src/engine/rng";
import { awaitingSeats, replay, start, step, type LogEntry, type StepResult } from "../../src/engine/runner";
import { leakedTo, revealedSomething } from "../../src/engine/secrets";
import type { GameIndexRow } from "../../src/directory/games";
import { describeError, log } from "../../src/observe/log";
import { gameKind, knownRulesVersions, rulesFor } from "../../src/games/registry";
import { apiError, fail, illegal, ok, type ApiError, type Result } from "../../src/service/errors";
import { randomToken } from "../../src/service/ids";
import { HOUR_MS } from "../../src/service/time-control";
import type { Caller, ValidateResult, Visibility } from "../../src/service/types";
import { dueClockWork, drawVacation, initialClocks, refreshClocks, type SeatWarnings, type TimeControl } from "./deadlines";
import { bookFromState, decisionId, nextDecisions, staleness, type DecisionBook } from "./decisions";
import { DELETED_ID, type Departure, forgetHolder, nobodyLeft, opponentsStillIn } from "./departure";
import { decisionNotice, notificationsFor, type Notification } from "./notifications";
import type { DeliveryRow, Retell } from "./outbox";
import { hiddenFrom, redactFor, seatOf } from "./reader";
import { MACHINE_PACE_MS } from "./schedule";
import { SNAPSHOT_EVERY, type GameMeta, type LogHead, type StoredEntry, type StoredGame, type StoredSnapshot } from "./store";

export interface CreateInit {
  id: string;
  kind: string;
  options: unknown;
  visibility: Visibility;
  creator: { playerId: string; name: string };
  seat?: SeatId;
  entropy?: string;
  timeControl?: TimeControl;
  /** Seats the built-in opponent holds from the start, at these levels. */
  opponents?: Record<SeatId, OpponentLevel>;
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

/** A game waiting for players: no seed, no state, version 0. */
export interface OpenGame {
  status: "open";
  meta: GameMeta;
  game: AnyGameModule;
}

/** A game every seat of which is filled: its seed is fixed and its state is the fold of its log. */
export interface StartedGame {
  status: "started";
  meta: GameMeta;
  game: AnyGameModule;
  seed: string;
  state: unknown;
  version: number;
}

export type LoadedGame = OpenGame | StartedGame;

/** What a new entry is, before the session gives it a version and a time. */
export type EntryDraft = { seat: SeatId; kind: LogEntry["kind"]; action?: unknown; auto?: "timeout"; opponent?: OpponentMark };

/** The game's log, snapshots, meta and idempotency records (room/store.ts in the Durable Object). */
export interface Store {
  /** The version of the room's tables (room/schema.ts) once migrated, for the index row. */
  readonly tablesAt: number;
  /** The meta row and the newest log row's version, time and decision book (null: the log is empty), in one read. */
  readGame(): StoredGame;
  writeMeta(meta: GameMeta): void;
  /** One log row: the entry, with the decision book after it. One statement, so all or nothing by itself. */
  append(entry: StoredEntry, decisions: DecisionBook): void;
  /** Entries with `after < version <= upTo`, oldest first, at most `limit` (-1: all). */
  entries(after: number, upTo?: number, limit?: number): StoredEntry[];
  writeSnapshot(version: number, state: unknown): void;
  snapshotAtOrBefore(version: number): { version: number; state: unknown } | null;
  idempotent(playerId: string, key: string): { request: string; response: string } | null;
  rememberIdempotent(playerId: string, key: string, request: string, response: string): void;
}

/** Where notifications wait for the alarm to deliver them (room/outbox.ts in the Durable Object). */
export interface Outbox {
  enqueue(notifications: Notification[], version: number, now: number, retell?: Retell): void;
}

/** The room's clock (tests move it on instead of sleeping). */
export interface Clock {
  now(): number;
}

export interface SessionPorts {
  store: Store;
  outbox: Outbox;
  clock: Clock;
  /** Runs `writes` all or nothing (the Durable Object's transactionSync). */
  transaction(writes: () => void): void;
  /** The notifications for players who listen (all of them while that is not known). */
  audience(make: () => Notification[]): Notification[];
  /** An entry was committed: the room streams it to open feeds. */
  committed(entry: StoredEntry, game: AnyGameModule, finished: boolean): void;
}

/** Deadline work the clocks hold now: notices to send (with the clocks as they now stand), and a seat that timed out. */
export interface DueDeadlines {
  notices: Notification[];
  /** Whether there is anything to write (a notice, or a vacation day drawn): the clocks go with it. */
  worthWriting: boolean;
  timeout: SeatId | null;
}

type Accepted = Extract<StepResult, { ok: true }>;

/** A commit worked out by `GameSession.prepare` and not yet made. */
export interface PreparedCommit {
  /** The game it was worked out on. */
  of: StartedGame;
  version: number;
  draft: EntryDraft;
  result: { state: unknown; events: GameEvent[]; rolls: DieRoll[] };
  /** The commit's time (the entry's, the meta's last change, the clocks'). */
  now: number;
  /** The seats that owe a decision before and after it. */
  before: SeatId[];
  after: SeatId[];
  /** Whether it ends the game. */
  finished: boolean;
  clocks: GameMeta["clocks"];
}

/** A player who may act now, and the seat they act for. */
export interface Actor {
  seat: SeatId;
  playerId: string;
}

/** A seat nobody holds yet: not the book's automaton, not the built-in opponent's, no player in it. */
export function openSeat(s: GameMeta["seats"][number]): boolean {
  return !s.automaton && s.opponent === undefined && s.playerId === null;
}

/** The seat a new game's creator takes, or why the game cannot be made (its opponents included). */
export function creatorSeat(init: CreateInit): Result<{ game: AnyGameModule; seat: SeatId }> {
  const game = gameKind(init.kind);
  if (!game) return fail(apiError("UNKNOWN_KIND", `no game kind '${init.kind}'`));
  const playable = game
    .seats(init.options)
    .filter((s) => !s.automaton)
    .map((s) => s.id);
  if (init.seat !== undefined && !playable.includes(init.seat)) {
    return fail(apiError("MALFORMED_REQUEST", `no seat '${init.seat}' a player can take; seats: ${playable.join(", ")}`));
  }
  const opponents = Object.keys(init.opponents ?? {});
  const unknown = opponents.find((seat) => !playable.includes(seat));
  if (unknown !== undefined) {
    return fail(
      apiError("MALFORMED_REQUEST", `opponents: no seat '${unknown}' the built-in opponent can take; seats: ${playable.join(", ")}`),
    );
  }
  if (init.seat !== undefined && opponents.includes(init.seat)) {
    return fail(apiError("MALFORMED_REQUEST", `seat '${init.seat}' cannot be both yours and the built-in opponent's`));
  }
  // A game needs a person in it: nobody would watch over (or resign) a game the server plays
  // against itself, and it would spend the server's time for nobody. bench/ is for that.
  const free = playable.filter((seat) => !opponents.includes(seat));
  if (free.length === 0) {
    return fail(apiError("NO_HUMAN_SEAT", `the built-in opponent cannot take every seat (${playable.join(", ")}): leave one for a person`));
  }
  return ok({ game, seat: init.seat ?? free[0]! });
}

export class GameSession {
  /** Null while no game is stored here. */
  #game: LoadedGame | null = null;
  #refusal: ApiError | null = null;
  /** Set while the stop rule resigns the opponents' seats (their resignations commit through commit, which checks the rule). */
  #stopping = false;

  constructor(readonly ports: SessionPorts) {}

  get game(): LoadedGame | null {
    return this.#game;
  }

  /** The started game; for callers that checked (through `actor`) that it has started. */
  started(): StartedGame {
    const g = this.#game;
    if (g?.status !== "started") throw new Error("the game has not started");
    return g;
  }

  /** The version readers are shown (0 while open). */
  get version(): number {
    return this.#game?.status === "started" ? this.#game.version : 0;
  }

  /**
   * Why the stored game cannot be loaded by this deploy (its rules version is one no module here
   * has), or null. While set, the game is not loaded and the room answers this to every call:
   * a game is never replayed under rules it did not begin with (docs/OPERATIONS.md).
   */
  get refusal(): ApiError | null {
    return this.#refusal;
  }

  /** Loads the game from the store (none stored: null), or from what the room's load read of it (`stored`). */
  load(stored: StoredGame = this.ports.store.readGame()): void {
    this.#refusal = null;
    const { meta, head, snapshot } = stored;
    const game = meta && rulesFor(meta.kind, meta.rulesVersion);
    if (meta && !game) {
      this.#game = null;
      this.#refusal = apiError(
        "RULES_VERSION_UNKNOWN",
        `game ${meta.id} was created under ${meta.kind} rules ${meta.rulesVersion}; this deploy has ${knownRulesVersions(meta.kind).join(", ") || "no rules of that kind"}. It is kept as it is, untouched, until a deploy that has those rules (or a migration) loads it.`,
        { rulesVersion: meta.rulesVersion, knownRulesVersions: knownRulesVersions(meta.kind) },
      );
      return;
    }
    this.#game = meta && game ? this.#read(meta, head, game, snapshot) : null;
  }

  #read(meta: GameMeta, head: LogHead | null, game: AnyGameModule, snapshot?: StoredSnapshot | null): LoadedGame {
    if (meta.status === "open") return { status: "open", meta, game };
    const seed = gameSeed(
      meta.serverSeed,
      meta.seats.map((s) => s.entropy),
    );
    const version = head?.version ?? 0;
    // The meta row is written only when a commit changed more than the book and the time: the
    // newest log row carries those (store.ts, LogHead).
    if (head?.decisions) {
      meta.decisions = head.decisions;
      meta.updatedAt = head.at;
    }
    // The load's read brought the newest snapshot (the log never shrinks, so it is at or before the head).
    const newest =
      snapshot && snapshot.version <= version ? { version: snapshot.version, state: JSON.parse(snapshot.state) as unknown } : undefined;
    const state = this.#stateAt(game, seed, version, newest);
    // A game stored before decisions had identities starts its book here.
    meta.decisions ??= bookFromState(meta.status === "active" ? awaitingSeats(game, state) : [], version);
    return { status: "started", meta, game, seed, state, version };
  }

  /** The state after `version` entries: the newest snapshot, then the tail of the log. */
  stateAt(version: number): unknown {
    const { game, seed } = this.started();
    return this.#stateAt(game, seed, version);
  }

  /** `newest`: the snapshot the caller read already, at or before `version`. */
  #stateAt(game: AnyGameModule, seed: string, version: number, newest?: { version: number; state: unknown }): unknown {
    const snapshot = newest ?? this.ports.store.snapshotAtOrBefore(version);
    if (!snapshot) throw new Error("started game without its set-up snapshot");
    // A snapshot at the version itself (a head, at a person's pace) needs no read of the log.
    if (snapshot.version === version) return snapshot.state;
    return replay(game, snapshot.state, this.ports.store.entries(snapshot.version, version), seed, (v) => this.#stateAt(game, seed, v));
  }

  entries(after: number, upTo?: number, limit?: number): StoredEntry[] {
    return this.ports.store.entries(after, upTo, limit);
  }

  // seating
  /** A new game, open, with its creator in `seat` (checked by `creatorSeat`). Written by `startIfFull`. */
  create(init: CreateInit, game: AnyGameModule, seat: SeatId): void {
    const now = this.ports.clock.now();
    const serverSeed = randomToken();
    const specs = game.seats(init.options);
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
        ...(init.opponents?.[s.id] ? { opponent: init.opponents[s.id] } : {}),
        playerId: s.id === seat ? init.creator.playerId : null,
        playerName: s.id === seat ? init.creator.name : null,
        entropy: s.id === seat ? (init.entropy ?? "") : "",
      })),
      timeControl: init.timeControl ?? null,
      clocks: init.timeControl
        ? initialClocks(
            init.timeControl,
            specs.filter((s) => !s.automaton && !init.opponents?.[s.id]).map((s) => s.id),
          )
        : {},
    };
    this.#game = { status: "open", meta, game };
  }

  /**
   * Seats `caller` (in `input.seat`, or the first open seat not `reserved` for someone invited to
   * it). Written by `startIfFull`. Who may join a private game the service checks in the directory.
   */
  join(caller: Caller, input: { seat?: SeatId; entropy?: string; reserved?: SeatId[] }): Result<null> {
    const g = this.#game;
    if (!g || !caller) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const { meta } = g;
    if (meta.status !== "open") return fail(apiError("NO_OPEN_SEAT", "the game has already started"));
    if (meta.seats.some((s) => s.playerId === caller.playerId))
      return fail(apiError("ALREADY_SEATED", "you already hold a seat in this game"));
    const reserved = input.reserved ?? [];
    let target = meta.seats.find((s) => openSeat(s) && !reserved.includes(s.seat));
    if (input.seat !== undefined) {
      const wanted = meta.seats.find((s) => s.seat === input.seat && !s.automaton);
      if (!wanted)
        return fail(
          apiError(
            "MALFORMED_REQUEST",
            `no seat '${input.seat}' a player can take; seats: ${meta.seats
              .filter((s) => !s.automaton)
              .map((s) => s.seat)
              .join(", ")}`,
          ),
        );
      if (!openSeat(wanted))
        return fail(apiError("SEAT_TAKEN", `seat '${input.seat}' is taken${wanted.opponent ? " by the built-in opponent" : ""}`));
      if (reserved.includes(wanted.seat)) return fail(apiError("SEAT_RESERVED", `seat '${input.seat}' is held for an invited player`));
      target = wanted;
    }
    if (!target) return fail(apiError("NO_OPEN_SEAT", "every seat is taken"));
    target.playerId = caller.playerId;
    target.playerName = caller.name;
    target.entropy = input.entropy ?? "";
    meta.updatedAt = this.ports.clock.now();
    return ok(null);
  }

  /** Gives back the seat `caller` took in a game that has not started (its creator cancels instead). Written by `startIfFull`. */
  leave(caller: Caller): Result<SeatId> {
    const g = this.#game;
    if (!g || !caller || hiddenFrom(g.meta, caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const { meta } = g;
    const mine = meta.seats.find((s) => s.playerId === caller.playerId);
    if (!mine) return fail(apiError("NOT_A_PLAYER", "you hold no seat in this game"));
    if (meta.status !== "open") return fail(apiError("GAME_ALREADY_STARTED", "the game has started: resign instead"));
    if (meta.createdBy === caller.playerId)
      return fail(apiError("CREATOR_CANNOT_LEAVE", "you created this game: cancel it instead (DELETE /v1/games/{id})"));
    mine.playerId = null;
    mine.playerName = null;
    mine.entropy = "";
    meta.updatedAt = this.ports.clock.now();
    return ok(mine.seat);
  }

  /** Checks that `caller` may cancel the game: its creator, before it started. */
  mayCancel(caller: Caller): Result<GameMeta> {
    const g = this.#game;
    if (!g || !caller || hiddenFrom(g.meta, caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    if (g.meta.createdBy !== caller.playerId) return fail(apiError("NOT_GAME_CREATOR", "only the game's creator may cancel it"));
    if (g.meta.status !== "open") return fail(apiError("GAME_ALREADY_STARTED", "the game has started: resign instead"));
    return ok(g.meta);
  }

  /** The room's storage was emptied (a cancelled game): nothing is loaded any more. */
  forget(): void {
    this.#game = null;
  }

  /**
   * Writes an open game; once every human seat is taken, starts it: fixes the seed, deals,
   * snapshots version 0, tells the players. True when it started.
   */
  startIfFull(): boolean {
    const g = this.#game;
    if (g?.status !== "open") throw new Error("no open game to start");
    const { meta, game } = g;
    if (meta.seats.some(openSeat)) {
      this.ports.store.writeMeta(meta);
      return false;
    }
    const seed = gameSeed(
      meta.serverSeed,
      meta.seats.map((s) => s.entropy),
    );
    const { state } = start(game, meta.options, seed);
    const now = this.ports.clock.now();
    const awaiting = awaitingSeats(game, state);
    meta.updatedAt = now;
    meta.status = game.outcome(state) ? "finished" : "active";
    meta.decisions = nextDecisions(game, {}, null, state, awaiting, null, 0);
    if (meta.timeControl) meta.clocks = refreshClocks(meta.timeControl, meta.clocks, [], awaiting, null, now);
    const notifications = this.ports.audience(() =>
      notificationsFor({ game, meta, version: 0, state, actor: null, kind: "start", events: [], deadlines: deadlinesOf(meta) }),
    );
    this.#persist(() => {
      this.ports.store.writeMeta(meta);
      this.ports.store.writeSnapshot(0, state);
      this.ports.outbox.enqueue(notifications, 0, now);
    });
    this.#game = { status: "started", meta, game, seed, state, version: 0 };
    this.playAutomatons();
    return true;
  }

  // who may act
  seatOf(caller: Caller): SeatId | null {
    return this.#game ? seatOf(this.#game.meta, caller) : null;
  }

  /** Checks that `caller` may act now: its seat. */
  actor(caller: Caller): Result<Actor> {
    const g = this.#game;
    if (!g || !caller || hiddenFrom(g.meta, caller)) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    return this.seatedActor(caller.playerId);
  }

  /** Checks that the player may act now (a player the room told of a decision): its seat. */
  seatedActor(playerId: string): Result<Actor> {
    const g = this.#game;
    if (!g) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const seat = g.meta.seats.find((s) => s.playerId === playerId)?.seat;
    if (!seat) return fail(apiError("NOT_A_PLAYER", "you hold no seat in this game"));
    if (g.meta.status === "open") return fail(apiError("GAME_NOT_STARTED", "the game is waiting for players"));
    if (g.meta.status === "finished") return fail(apiError("GAME_OVER", "the game is over"));
    return ok({ seat, playerId });
  }

  /** The seats that owe a decision now. */
  awaiting(): SeatId[] {
    const g = this.#game;
    return g?.status === "started" ? awaitingSeats(g.game, g.state) : [];
  }

  // commands
  /** Runs an action against the current state without committing anything. */
  propose(seat: SeatId, input: ActInput, seed?: string): Result<{ entry: EntryDraft & { version: number }; result: Accepted }> {
    const g = this.started();
    if (input.kind !== undefined && input.kind !== g.meta.kind) {
      return fail(apiError("INVALID_ACTION", `this game is of kind '${g.meta.kind}', not '${input.kind}'`));
    }
    const book = g.meta.decisions ?? {};
    const stale = staleness(book, seat, g.version, {
      ...(input.expectedVersion !== undefined ? { version: input.expectedVersion } : {}),
      ...(input.decisionId !== undefined ? { decision: input.decisionId } : {}),
    });
    if (stale) {
      const owed = book[seat];
      return fail(
        apiError(stale.kind === "decision" ? "STALE_DECISION" : "STALE_VERSION", stale.detail, {
          currentVersion: g.version,
          decisionId: owed ? decisionId(seat, owed) : null,
        }),
      );
    }
    if (!awaitingSeats(g.game, g.state).includes(seat)) {
      return fail(apiError("NOT_YOUR_DECISION", `seat '${seat}' owes no decision at version ${g.version}`));
    }
    const parsed = g.game.actionSchema.safeParse(input.action);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "action"}: ${i.message}`);
      return fail(apiError("INVALID_ACTION", issues.join("; "), { issues }));
    }
    const entry = { version: g.version + 1, seat, kind: "action" as const, action: parsed.data };
    const result = step(g.game, g.state, entry, seed ?? g.seed);
    if (!result.ok) return fail(illegal(result.code, result.message, result.rule));
    return ok({ entry, result });
  }

  /** What an action would do, without committing it: its events, or why they are withheld. */
  validate(seat: SeatId, input: ActInput): Result<ValidateResult> {
    // Throwaway dice: a dry run must not preview the rolls the real action would get.
    const proposed = this.propose(seat, input, randomToken());
    if (!proposed.ok) return proposed;
    const { game, state } = this.started();
    const { result } = proposed.value;
    // What the action would show is withheld whenever it could tell the caller something it may
    // not know yet: while anything is hidden from the caller, an event may carry it in a shape no
    // check can recognise (an opened order), and throwaway dice would only mislead. The hidden
    // case is decided first, from the caller's side alone: whether the action would roll dice
    // can hang on what is hidden (an opponent's sealed order decides whether anyone fires), so
    // answering "dice" there would tell the caller something about it.
    const hidden = "the game holds hidden information, which the action's events could reveal";
    if (game.secrets(state, seat).length > 0) return ok({ valid: true, events: [], withheld: hidden });
    if (result.rolls.length > 0)
      return ok({ valid: true, events: [], withheld: "the action rolls dice; what they show is decided only when it is played" });
    if (leakedTo(game, state, result.state, seat, result.events).length > 0) return ok({ valid: true, events: [], withheld: hidden });
    return ok({ valid: true, events: redactFor(game, result.events, seat) });
  }

  /**
   * A choice for a seat that owes a decision: the built-in bot's, or the built-in opponent's at
   * `level` (searching from the seat's own information, as it plays its own seats).
   */
  suggest(seat: SeatId, level?: OpponentLevel): Result<{ action: unknown }> {
    const g = this.started();
    if (!awaitingSeats(g.game, g.state).includes(seat)) {
      return fail(apiError("NOT_YOUR_DECISION", `seat '${seat}' owes no decision at version ${g.version}`));
    }
    if (level === undefined) return ok({ action: this.#botAction(g, seat) });
    // Its own seed label: a suggestion never tells what the opponent's seed for that entry is.
    return ok({ action: opponentAction(g.game, g.state, seat, level, opponentSeed(g.seed, g.version + 1, `suggest:${seat}`)) });
  }

  /** The built-in bot's choice for a seat, from a dice stream of its own. */
  #botAction(g: StartedGame, seat: SeatId): unknown {
    return g.game.bot(g.state, seat, new Rng(g.seed, `bot:${g.version}:${seat}`));
  }

  resign(seat: SeatId, auto?: "timeout"): Result<null> {
    const g = this.started();
    const entry = { version: g.version + 1, seat, kind: "resign" as const, ...(auto ? { auto } : {}) };
    const result = step(g.game, g.state, entry, g.seed);
    if (!result.ok) return fail(illegal(result.code, result.message, result.rule));
    this.commit(entry, result);
    return ok(null);
  }

  /**
   * Takes back `seat`'s own last action, only while that is safe: nobody has acted since, no die
   * was rolled, and nothing hidden was shown to anyone (ARCHITECTURE §2).
   */
  undo(seat: SeatId): Result<null> {
    const g = this.started();
    const last = this.ports.store.entries(g.version - 1, g.version)[0];
    const refuse = (detail: string) =>
      fail({
        ...apiError("UNDO_NOT_ALLOWED", detail),
        rule: "Starpost undo rule: only your own last action, before any die, reveal or other move",
      });
    if (!last || last.seat !== seat || last.kind !== "action" || last.auto)
      return refuse("your seat's action is not the last entry of the log: someone else has acted since, or you have not acted");
    if (last.rolls.length > 0) return refuse(`dice were rolled for it (${last.rolls.map((r) => r.die).join(", ")})`);
    const before = this.stateAt(g.version - 1);
    const viewers = [null, ...g.meta.seats.map((s) => s.seat)];
    if (revealedSomething(g.game, before, g.state, last.events, viewers)) return refuse("it revealed hidden information");
    this.commit({ seat, kind: "undo" }, { state: before, events: [], rolls: [] });
    return ok(null);
  }

  /**
   * The server acts for a seat whose deadline passed: the built-in bot's move. Where the bot
   * cannot act for the seat (it cannot reveal a sealed order only the seat knows), the seat
   * forfeits instead, so a game never stalls on a decision nobody can make.
   */
  playForSeat(seat: SeatId): Result<null> {
    const g = this.started();
    let action: unknown;
    try {
      action = this.#botAction(g, seat);
    } catch {
      return this.resign(seat, "timeout");
    }
    const entry = { version: g.version + 1, seat, kind: "action" as const, action, auto: "timeout" as const };
    const result = step(g.game, g.state, entry, g.seed);
    if (!result.ok) return this.resign(seat, "timeout");
    this.commit(entry, result);
    return ok(null);
  }

  /** The first seat held by the built-in opponent that owes a decision now, with its level; null when none. */
  opponentOwing(): { seat: SeatId; level: OpponentLevel } | null {
    const g = this.#game;
    if (g?.status !== "started" || g.meta.status !== "active") return null;
    for (const seat of awaitingSeats(g.game, g.state)) {
      const level = g.meta.seats.find((m) => m.seat === seat)?.opponent;
      if (level) return { seat, level };
    }
    return null;
  }

  /**
   * The built-in opponent makes `seat`'s decision: its search sees what the seat may see (the
   * game's determinize) and runs on a seed worked out from the game's seed, the entry's version
   * and the seat, kept with the entry so the choice can be reproduced once the seed is revealed.
   * The entry goes through commit like any seat's action (log, feed, webhooks, pushes). Should
   * the search fail or choose an illegal action (a fault in a game's opponent), the uniform bot
   * moves instead, and where that fails too the seat resigns, so a game never stalls on it.
   */
  playOpponent(seat: SeatId, level: OpponentLevel): void {
    const g = this.started();
    const version = g.version + 1;
    const seed = opponentSeed(g.seed, version, seat);
    const tryAction = (choose: () => unknown, mark?: OpponentMark): boolean => {
      let action: unknown;
      try {
        action = choose();
      } catch (error) {
        log("error", "the built-in opponent could not choose", {
          gameId: g.meta.id,
          seat,
          opponentLevel: level,
          error: describeError(error),
        });
        return false;
      }
      const entry = { version, seat, kind: "action" as const, action, ...(mark ? { opponent: mark } : {}) };
      const illegal = (fields: Record<string, unknown>) =>
        log("error", "the built-in opponent chose an illegal action", { gameId: g.meta.id, seat, opponentLevel: level, ...fields });
      // A person's action is checked against the kind's schema before the rules see it; the
      // opponent's is not, and the rules may throw on a shape they do not know.
      let result: ReturnType<typeof step>;
      try {
        result = step(g.game, g.state, entry, g.seed);
      } catch (error) {
        illegal({ error: describeError(error) });
        return false;
      }
      if (!result.ok) {
        illegal({ code: result.code });
        return false;
      }
      this.commit(entry, result);
      return true;
    };
    // Sealed orders: the opponent's commitments use a nonce only the room knows (see
    // OpponentKnowledge.sealed), and its reveals are found again from the same secret.
    const sealed = g.game.opponent?.sealed;
    const secret = opponentSecret(g.seed, seat);
    const sealedReveal = sealed?.reveal(g.state, seat, secret);
    if (sealedReveal && tryAction(() => sealedReveal, { level, seed })) return;
    const sealIt = (action: unknown) => (sealed ? sealed.seal(g.state, seat, action, secret) : action);
    if (tryAction(() => sealIt(opponentAction(g.game, g.state, seat, level, seed)), { level, seed })) return;
    if (tryAction(() => sealIt(this.#botAction(g, seat)))) return;
    this.resign(seat);
  }

  /** Seats the book plays itself (the Last Starfighter drone) move as soon as they owe one. */
  playAutomatons(): void {
    const g = this.started();
    for (let guard = 0; guard < 1000 && g.meta.status === "active"; guard++) {
      const automaton = awaitingSeats(g.game, g.state).find((s) => g.meta.seats.find((m) => m.seat === s)?.automaton);
      if (!automaton) return;
      const entry = { version: g.version + 1, seat: automaton, kind: "action" as const, action: this.#botAction(g, automaton) };
      const result = step(g.game, g.state, entry, g.seed);
      if (!result.ok) throw new Error(`automaton ${automaton} chose an illegal action: ${result.code}`);
      this.commit(entry, result);
    }
  }

  /**
   * One transaction per accepted entry: the log row (with the decision book), a snapshot when
   * due, the meta when more than the book and the time changed (status, a resignation,
   * deadlines), the webhook outbox, and whatever else the caller must keep with it
   * (`alsoInTransaction`: given only when there is something to write). A move that needs only
   * its log row — at a machine's pace, nobody to tell, nothing else changed — is that one
   * statement, atomic by itself, without a transaction around it (issue 22: the commit's
   * SQLite work was the largest share of a warm move left).
   */
  commit(
    draft: EntryDraft,
    result: { state: unknown; events: GameEvent[]; rolls: DieRoll[] },
    alsoInTransaction?: (version: number) => void,
  ): void {
    this.commitPrepared(this.prepare(draft, result), alsoInTransaction);
  }

  /** A commit worked out and not made: what it will make of the status, the clocks and the seats that owe a decision, and at what time. */
  prepare(draft: EntryDraft, result: { state: unknown; events: GameEvent[]; rolls: DieRoll[] }): PreparedCommit {
    const g = this.started();
    const before = awaitingSeats(g.game, g.state);
    const after = awaitingSeats(g.game, result.state);
    const now = this.ports.clock.now();
    const tc = g.meta.timeControl;
    return {
      of: g,
      version: g.version + 1,
      draft,
      result,
      now,
      before,
      after,
      finished: Boolean(g.game.outcome(result.state)),
      clocks: tc ? refreshClocks(tc, g.meta.clocks, before, after, draft.seat, now) : g.meta.clocks,
    };
  }

  /** Makes the commit `prepare` worked out. */
  commitPrepared(p: PreparedCommit, alsoInTransaction?: (version: number) => void): void {
    const g = p.of;
    const { meta, game } = g;
    const { draft, result, version, now } = p;
    const personPace = now - meta.updatedAt >= MACHINE_PACE_MS;
    const statusBefore = meta.status;
    meta.updatedAt = now;
    if (draft.kind === "resign") {
      const leaving = meta.seats.find((s) => s.seat === draft.seat);
      if (leaving) leaving.left = "resigned";
    }
    if (p.finished) meta.status = "finished";
    meta.decisions = nextDecisions(game, meta.decisions ?? {}, g.state, result.state, p.after, draft.seat, version);
    if (meta.timeControl) meta.clocks = p.clocks;
    const notifications = this.ports.audience(() =>
      notificationsFor({
        game,
        meta,
        version,
        state: result.state,
        actor: draft.seat,
        kind: draft.auto ?? draft.kind,
        events: result.events,
        deadlines: deadlinesOf(meta),
      }),
    );
    const entry: StoredEntry = { ...draft, version, at: now, events: result.events, rolls: result.rolls };
    const snapshot = version % SNAPSHOT_EVERY === 0 || personPace;
    // Whatever else changed in the meta: the clocks (refreshed on every commit of a game on the
    // clock, which also carries what the alarm marked on them without writing), a status, a seat.
    const metaToo = meta.timeControl !== null || meta.status !== statusBefore || draft.kind === "resign";
    const rowAlone = !snapshot && !metaToo && notifications.length === 0 && !alsoInTransaction;
    this.#persist(() => {
      this.ports.store.append(entry, meta.decisions!);
      if (snapshot) this.ports.store.writeSnapshot(version, result.state);
      if (metaToo) this.ports.store.writeMeta(meta);
      this.ports.outbox.enqueue(notifications, version, now);
      alsoInTransaction?.(version);
    }, rowAlone);
    g.state = result.state;
    g.version = version;
    this.ports.committed(entry, game, meta.status === "finished");
    this.playAutomatons();
    this.#stopIfNobodyLeft();
  }

  /**
   * The stop rule (room/departure.ts): once no person is left in an active game, the server's
   * seats resign one by one through the game's own resignation rule (Star Battle SB 6.6; with one
   * lord left, SB 6.4 ends the game and that lord wins by forfeit), so the server never plays a
   * game against itself with nobody to watch it. First the seats the bot plays for deleted
   * people (their timeout policy runs out: a forfeit), then the built-in opponent's in seat order.
   */
  #stopIfNobodyLeft(): void {
    const g = this.#game;
    if (g?.status !== "started" || this.#stopping || !nobodyLeft(g.meta)) return;
    this.#stopping = true;
    try {
      for (const seat of g.meta.seats.filter((s) => s.left === "deleted")) {
        if (g.meta.status !== "active") return;
        this.resign(seat.seat, "timeout");
      }
      for (const seat of opponentsStillIn(g.meta)) {
        if (g.meta.status !== "active") return;
        this.resign(seat.seat);
      }
    } finally {
      this.#stopping = false;
    }
  }

  /**
   * Runs one transaction (`oneStatement`: writes that are a single statement, atomic without
   * one). If it fails, what the session holds in memory may already say more than the disk does
   * (a status, a deadline): forget it and load the game again from disk.
   */
  #persist(writes: () => void, oneStatement = false): void {
    try {
      if (oneStatement) writes();
      else this.ports.transaction(writes);
    } catch (error) {
      this.load();
      throw error;
    }
  }

  // a person leaves for good (their account deleted)
  /**
   * `playerId` deleted their account: what becomes of their seat here (room/departure.ts). An open
   * game only they were in is to be cancelled (the room deletes it: "cancelled" is answered before
   * anything is written); an open game others joined gets the seat back; in a running game the
   * seat is handed to the game's timeout policy exactly as if its deadline had passed: under
   * `forfeit` (and in a game without time control, where nobody else could ever end the wait) it
   * resigns now through applyTimeout; under `bot` the built-in bot makes each of its decisions as
   * it comes (playGoneSeats, from the alarm). Records keep the seat under DELETED_NAME.
   */
  depart(playerId: string): Departure {
    const g = this.#game;
    const seat = g?.meta.seats.find((s) => s.playerId === playerId);
    if (!g || !seat) return "absent";
    const { meta } = g;
    if (meta.createdBy === playerId) meta.createdBy = DELETED_ID;
    if (g.status === "open") {
      if (!meta.seats.some((s) => s !== seat && s.playerId !== null)) return "cancelled";
      seat.playerId = null;
      seat.playerName = null;
      seat.entropy = "";
      meta.updatedAt = this.ports.clock.now();
      this.#persist(() => this.ports.store.writeMeta(meta));
      return "seatFreed";
    }
    const resigned = seat.left === "resigned";
    forgetHolder(seat);
    if (resigned) seat.left = "resigned";
    this.#persist(() => this.ports.store.writeMeta(meta));
    if (meta.status !== "active" || resigned) return "renamed";
    if (meta.timeControl?.onTimeout === "bot") {
      // With nobody else left the stop rule ends the game at once, the seat forfeiting first.
      this.#stopIfNobodyLeft();
      this.playGoneSeats();
      return seat.left === "resigned" ? "forfeited" : "botPlays";
    }
    if (meta.timeControl) this.applyTimeout(seat.seat);
    else this.resign(seat.seat, "timeout");
    return "forfeited";
  }

  /** A seat a deleted person left under the `bot` timeout policy that owes a decision now, or null. */
  goneOwing(): SeatId | null {
    const g = this.#game;
    if (g?.status !== "started" || g.meta.status !== "active") return null;
    const gone = new Set(g.meta.seats.filter((s) => s.left === "deleted").map((s) => s.seat));
    return awaitingSeats(g.game, g.state).find((seat) => gone.has(seat)) ?? null;
  }

  /** Each decision owed by a deleted person's seat is answered at once by the timeout policy (applyTimeout). */
  playGoneSeats(): void {
    for (let guard = 0; guard < 200; guard++) {
      const seat = this.goneOwing();
      if (seat === null) return;
      this.applyTimeout(seat);
    }
  }

  // deadlines and notices
  /** Each seat's deadline (room clock), or null. */
  deadlines(): Record<SeatId, number | null> {
    return this.#game ? deadlinesOf(this.#game.meta) : {};
  }

  /**
   * The deadline work due now, with warnings marked and vacation days drawn on the clocks (the
   * caller writes them with the notices, through `enqueue`); null when none is due.
   */
  dueDeadlines(): DueDeadlines | null {
    const g = this.#game;
    const tc = g?.meta.timeControl;
    if (!g || !tc || g.meta.status !== "active") return null;
    const { meta } = g;
    const work = dueClockWork(tc, meta.clocks, this.ports.clock.now(), meta.warnings);
    if (work.length === 0) return null;
    const notices: Notification[] = [];
    for (const w of work) {
      const clock = meta.clocks[w.seat]!;
      const holder = meta.seats.find((s) => s.seat === w.seat);
      if (w.kind === "warn") {
        meta.clocks[w.seat] = { ...clock, warned: true };
        if (holder?.playerId) {
          notices.push({
            event: "deadline.warning",
            playerId: holder.playerId,
            seat: w.seat,
            data: {
              gameId: meta.id,
              kind: meta.kind,
              version: this.version,
              seat: w.seat,
              deadline: new Date(clock.deadline!).toISOString(),
              vacationLeftHours: clock.vacationLeftMs / HOUR_MS,
              // Deprecated: the same bank in milliseconds, kept for subscribers that read it (every other time control is in hours).
              vacationLeftMs: clock.vacationLeftMs,
            },
          });
        }
      } else if (w.kind === "vacation") {
        meta.clocks[w.seat] = drawVacation(clock);
      }
    }
    return {
      notices,
      worthWriting: notices.length > 0 || work.some((w) => w.kind === "vacation"),
      timeout: work.find((w) => w.kind === "timeout")?.seat ?? null,
    };
  }

  /**
   * The warning times the seats' holders chose (room/deadlines.ts, SeatWarnings), as the directory
   * last said; written with the meta when they changed. Answers whether they did.
   */
  setWarnings(byPlayer: Map<string, number>): boolean {
    const g = this.#game;
    if (!g) return false;
    const warnings: SeatWarnings = {};
    for (const s of g.meta.seats) {
      const hours = s.playerId ? byPlayer.get(s.playerId) : undefined;
      if (hours !== undefined) warnings[s.seat] = hours * HOUR_MS;
    }
    if (JSON.stringify(warnings) === JSON.stringify(g.meta.warnings ?? {})) return false;
    g.meta.warnings = warnings;
    this.#persist(() => this.ports.store.writeMeta(g.meta));
    return true;
  }

  /** A seat's time ran out: it forfeits, or the built-in bot moves for it, as the game's time control says. */
  applyTimeout(seat: SeatId): void {
    if (this.started().meta.timeControl?.onTimeout === "forfeit") this.resign(seat, "timeout");
    else this.playForSeat(seat);
  }

  /** Writes the meta (its clocks) and adds deadline notices to the outbox. */
  enqueueNotices(notifications: Notification[]): void {
    const g = this.#game;
    if (!g) throw new Error("no game to tell of");
    const now = this.ports.clock.now();
    this.#persist(() => {
      this.ports.store.writeMeta(g.meta);
      this.ports.outbox.enqueue(
        this.ports.audience(() => notifications),
        this.version,
        now,
      );
    });
  }

  /** The seat a decision.required delivery told, if it still owes that decision (or, for one made before decisions had ids, any). */
  owingSeat(d: Pick<DeliveryRow, "playerId" | "decisionId">): SeatId | null {
    const g = this.#game;
    if (!g) return null;
    const seat = g.meta.seats.find((s) => s.playerId === d.playerId)?.seat;
    const open = seat ? g.meta.decisions?.[seat] : undefined;
    if (!seat || !open || g.meta.status !== "active") return null;
    return d.decisionId === null || d.decisionId === decisionId(seat, open) ? seat : null;
  }

  /**
   * Tells a seat again, through the one subscription `d` went to, of the decision `d` told of,
   * if the seat still owes it (a newer decision was told of when it opened). After `delayMs`.
   */
  retell(d: DeliveryRow, delayMs: number): void {
    const seat = this.owingSeat(d);
    if (!seat) return;
    const g = this.started();
    const notice = decisionNotice(g.game, g.meta, g.version, g.state, seat, this.deadlines());
    if (!notice) return;
    const now = this.ports.clock.now();
    this.#persist(() =>
      this.ports.outbox.enqueue([notice], g.version, now, { webhookId: d.webhookId, deliverAt: now + delayMs, retells: d.retells + 1 }),
    );
  }

  /** The game's line in the directory (the lobby, "games awaiting me"), or null when there is no game. */
  indexRow(): GameIndexRow | null {
    const g = this.#game;
    if (!g) return null;
    return this.#rowOf(g.meta, this.version, g.meta.status === "active" ? this.awaiting() : []);
  }

  #rowOf(meta: GameMeta, version: number, awaiting: SeatId[]): GameIndexRow {
    return {
      id: meta.id,
      kind: meta.kind,
      status: meta.status,
      visibility: meta.visibility,
      version,
      createdBy: meta.createdBy,
      createdAt: meta.createdAt,
      updatedAt: meta.updatedAt,
      rulesVersion: meta.rulesVersion,
      roomSchema: this.ports.store.tablesAt,
      seats: meta.seats.map((s) => ({
        seat: s.seat,
        playerId: s.playerId,
        byServer: s.automaton || s.opponent !== undefined || s.left !== undefined,
        awaiting: awaiting.includes(s.seat),
        deadline: awaiting.includes(s.seat) ? (meta.clocks[s.seat]?.deadline ?? null) : null,
      })),
    };
  }
}

function deadlinesOf(meta: GameMeta): Record<SeatId, number | null> {
  return Object.fromEntries(Object.entries(meta.clocks).map(([seat, c]) => [seat, c.deadline]));
}
