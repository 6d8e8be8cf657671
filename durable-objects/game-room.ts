// GameRoom: one Durable Object per game. It is the game's single writer: it runs the rules,
// owns the log (one transaction per accepted entry), snapshots, and keeps the D1 index current.
// Every public method returns a Result so errors cross the RPC boundary with their codes intact.
import { DurableObject } from "cloudflare:workers";
import type { AnyGameModule, SeatId } from "../src/engine/contract";
import { gameSeed, Rng, seedCommitment } from "../src/engine/rng";
import { awaitingSeats, start, step, replay, type LogEntry } from "../src/engine/runner";
import { indexGame, type GameIndexRow } from "../src/directory/games";
import { gameKind } from "../src/games/registry";
import { apiError, fail, illegal, ok, type Result } from "../src/service/errors";
import { randomToken } from "../src/service/ids";
import type { ActResult, Caller, FeedEntry, GameRecord, GameResource, ValidateResult, Visibility } from "../src/service/types";
import { IndexSync } from "./room/index-sync";
import { feedEntry, recordEntry, resource } from "./room/resource";
import { RoomStore, SNAPSHOT_EVERY, type GameMeta, type StoredEntry } from "./room/store";

export interface CreateInit {
  id: string;
  kind: string;
  options: unknown;
  visibility: Visibility;
  creator: { playerId: string; name: string };
  seat?: SeatId;
  entropy?: string;
}

export interface ActInput {
  action: unknown;
  expectedVersion?: number;
  idempotencyKey?: string;
}

interface Live {
  meta: GameMeta;
  game: AnyGameModule;
  /** Set once every seat is filled and the game has started. */
  seed: string | null;
  state: unknown;
  version: number;
}

export class GameRoom extends DurableObject<Env> {
  private readonly store: RoomStore;
  private live: Live | null = null;
  private readonly index: IndexSync<GameIndexRow | null>;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStore(ctx.storage);
    this.index = new IndexSync(
      () => this.indexRow(),
      async (row) => {
        if (row) await indexGame(this.env.DIRECTORY, row);
      },
    );
    // A room that was never created writes nothing: reading a made-up id leaves no trace.
    void ctx.blockConcurrencyWhile(async () => {
      if (this.store.exists()) this.live = this.load();
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
    return { meta, game, seed, state: this.stateAt(game, seed, version), version };
  }

  /** The state after `version` entries: the newest snapshot, then the tail of the log. */
  private stateAt(game: AnyGameModule, seed: string, version: number): unknown {
    const snapshot = this.store.snapshotAtOrBefore(version);
    if (!snapshot) throw new Error("started game without its set-up snapshot");
    return replay(game, snapshot.state, this.store.entries(snapshot.version, version), seed);
  }

  // ---- creating and joining ---------------------------------------------------------------

  async create(init: CreateInit): Promise<Result<GameResource>> {
    if (this.live) return fail(apiError("MALFORMED_REQUEST", "a game with this id already exists"));
    const game = gameKind(init.kind);
    if (!game) return fail(apiError("UNKNOWN_KIND", `no game kind '${init.kind}'`));
    const specs = game.seats(init.options);
    if (init.seat !== undefined && !specs.some((s) => s.id === init.seat && !s.automaton)) {
      return fail(apiError("MALFORMED_REQUEST", `no seat '${init.seat}' a player can take; seats: ${specs.filter((s) => !s.automaton).map((s) => s.id).join(", ")}`));
    }
    const creatorSeat = init.seat ?? specs.find((s) => !s.automaton)!.id;
    this.store.migrate();
    const now = Date.now();
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
    };
    this.live = { meta, game, seed: null, state: null, version: 0 };
    this.startIfFull();
    await this.index.sync();
    return ok(this.resourceFor(init.creator));
  }

  async join(caller: Caller, input: { seat?: SeatId; entropy?: string }): Promise<Result<GameResource>> {
    const live = this.live;
    if (!live || !caller) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const { meta } = live;
    if (meta.status !== "open") return fail(apiError("NO_OPEN_SEAT", "the game has already started"));
    if (meta.seats.some((s) => s.playerId === caller.playerId)) return fail(apiError("ALREADY_SEATED", "you already hold a seat in this game"));
    const free = meta.seats.filter((s) => !s.automaton && s.playerId === null);
    let target = free[0];
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
    meta.updatedAt = Date.now();
    this.startIfFull();
    await this.index.sync();
    return ok(this.resourceFor(caller));
  }

  /** Every human seat is taken: fix the seed, deal, and snapshot version 0. */
  private startIfFull(): void {
    const live = this.live!;
    const { meta, game } = live;
    if (meta.seats.some((s) => !s.automaton && s.playerId === null)) {
      this.store.writeMeta(meta);
      return;
    }
    const seed = gameSeed(meta.serverSeed, meta.seats.map((s) => s.entropy));
    const { state } = start(game, meta.options, seed);
    meta.status = game.outcome(state) ? "finished" : "active";
    this.ctx.storage.transactionSync(() => {
      this.store.writeMeta(meta);
      this.store.writeSnapshot(0, state);
    });
    Object.assign(live, { seed, state, version: 0 });
    this.playAutomatons();
  }

  // ---- reading -----------------------------------------------------------------------------

  async read(caller: Caller, at?: number): Promise<Result<GameResource>> {
    const denied = this.denyReader(caller);
    if (denied) return denied;
    if (at !== undefined && at !== this.live!.version) {
      const live = this.live!;
      if (!live.seed || at < 0 || at > live.version) return fail(apiError("VERSION_NOT_FOUND", `versions run from 0 to ${live.version}`));
      return ok(resource(live, this.stateAt(live.game, live.seed, at), at, caller));
    }
    return ok(this.resourceFor(caller));
  }

  async feed(caller: Caller, after: number, limit: number): Promise<Result<{ entries: FeedEntry[]; version: number }>> {
    const denied = this.denyReader(caller);
    if (denied) return denied;
    const live = this.live!;
    const seat = seatOf(live.meta, caller);
    const entries = this.store.entries(after, Number.MAX_SAFE_INTEGER, limit).map((e) => feedEntry(live.game, e, seat));
    return ok({ entries, version: live.version });
  }

  async exportRecord(caller: Caller): Promise<Result<GameRecord>> {
    const denied = this.denyReader(caller);
    if (denied) return denied;
    const live = this.live!;
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
      log: this.store.entries(0).map((e) => (over ? recordEntry(e) : { ...feedEntry(live.game, e, seat) })),
      outcome: live.state ? live.game.outcome(live.state) : null,
    });
  }

  // ---- acting ------------------------------------------------------------------------------

  async act(caller: Caller, input: ActInput): Promise<Result<ActResult>> {
    const live = this.live;
    const seat = this.checkActor(caller);
    if (!seat.ok) return seat;
    const playerId = caller!.playerId;
    const request = JSON.stringify([input.action, input.expectedVersion ?? null]);
    if (input.idempotencyKey) {
      const seen = this.store.idempotent(playerId, input.idempotencyKey);
      if (seen) {
        if (seen.request !== request) return fail(apiError("IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was already used with a different body"));
        const earlier = JSON.parse(seen.response) as { version: number; events: ActResult["events"] };
        return ok({ ...earlier, game: this.resourceFor(caller) });
      }
    }
    const proposed = this.propose(seat.value, input);
    if (!proposed.ok) return proposed;
    const { entry, result } = proposed.value;
    const events = this.commit(entry, result.state, result.events, result.rolls, (version) => {
      if (input.idempotencyKey) {
        const mine = redactFor(live!.game, result.events, seat.value);
        this.store.rememberIdempotent(playerId, input.idempotencyKey, request, JSON.stringify({ version, events: mine }));
      }
    });
    await this.index.sync();
    return ok({ version: entry.version, events: redactFor(live!.game, events, seat.value), game: this.resourceFor(caller) });
  }

  async validate(caller: Caller, input: ActInput): Promise<Result<ValidateResult>> {
    const seat = this.checkActor(caller);
    if (!seat.ok) return seat;
    const proposed = this.propose(seat.value, input);
    if (!proposed.ok) return proposed;
    return ok({ valid: true, events: redactFor(this.live!.game, proposed.value.result.events, seat.value) });
  }

  async suggest(caller: Caller): Promise<Result<{ action: unknown }>> {
    const seat = this.checkActor(caller);
    if (!seat.ok) return seat;
    const live = this.live!;
    if (!awaitingSeats(live.game, live.state).includes(seat.value)) {
      return fail(apiError("NOT_YOUR_DECISION", `seat '${seat.value}' owes no decision at version ${live.version}`));
    }
    return ok({ action: live.game.bot(live.state, seat.value, new Rng(live.seed!, `bot:${live.version}:${seat.value}`)) });
  }

  async resign(caller: Caller): Promise<Result<GameResource>> {
    const live = this.live;
    if (!live || !caller) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const seat = seatOf(live.meta, caller);
    if (!seat) return fail(apiError("NOT_A_PLAYER", "you hold no seat in this game"));
    if (live.meta.status !== "active") return fail(apiError(live.meta.status === "open" ? "GAME_NOT_STARTED" : "GAME_OVER", `the game is ${live.meta.status}`));
    const entry = { version: live.version + 1, seat, kind: "resign" as const };
    const result = step(live.game, live.state, entry, live.seed!);
    if (!result.ok) return fail(illegal(result.code, result.message, result.rule));
    this.commit(entry, result.state, result.events, result.rolls);
    await this.index.sync();
    return ok(this.resourceFor(caller));
  }

  /** Checks that `caller` may act now and returns its seat. */
  private checkActor(caller: Caller): Result<SeatId> {
    const live = this.live;
    if (!live || !caller) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    const seat = seatOf(live.meta, caller);
    if (!seat) return fail(apiError(live.meta.visibility === "private" ? "GAME_NOT_FOUND" : "NOT_A_PLAYER", live.meta.visibility === "private" ? "no such game" : "you hold no seat in this game"));
    if (live.meta.status === "open") return fail(apiError("GAME_NOT_STARTED", "the game is waiting for players"));
    if (live.meta.status === "finished") return fail(apiError("GAME_OVER", "the game is over"));
    return ok(seat);
  }

  /** Runs an action against the current state without committing anything. */
  private propose(seat: SeatId, input: ActInput) {
    const live = this.live!;
    if (input.expectedVersion !== undefined && input.expectedVersion !== live.version) {
      return fail(apiError("STALE_VERSION", `you sent version ${input.expectedVersion}; the game is at ${live.version}`, { currentVersion: live.version }));
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
    const result = step(live.game, live.state, entry, live.seed!);
    if (!result.ok) return fail(illegal(result.code, result.message, result.rule));
    return ok({ entry, result });
  }

  /** One transaction per accepted entry: the log row, a snapshot when due, and the meta. */
  private commit(
    entry: Omit<LogEntry, "at">,
    state: unknown,
    events: StoredEntry["events"],
    rolls: StoredEntry["rolls"],
    alsoInTransaction?: (version: number) => void,
  ): StoredEntry["events"] {
    const live = this.live!;
    const now = Date.now();
    const finished = live.game.outcome(state) !== null;
    live.meta.updatedAt = now;
    if (finished) live.meta.status = "finished";
    this.ctx.storage.transactionSync(() => {
      this.store.append({ ...entry, at: now, events, rolls });
      if (entry.version % SNAPSHOT_EVERY === 0) this.store.writeSnapshot(entry.version, state);
      this.store.writeMeta(live.meta);
      alsoInTransaction?.(entry.version);
    });
    live.state = state;
    live.version = entry.version;
    this.playAutomatons();
    return events;
  }

  /** Seats the book plays itself (the Last Starfighter drone) move as soon as they owe one. */
  private playAutomatons(): void {
    const live = this.live!;
    for (let guard = 0; guard < 1000 && live.meta.status === "active"; guard++) {
      const automaton = awaitingSeats(live.game, live.state).find((s) => live.meta.seats.find((m) => m.seat === s)?.automaton);
      if (!automaton) return;
      const action = live.game.bot(live.state, automaton, new Rng(live.seed!, `bot:${live.version}:${automaton}`));
      const entry = { version: live.version + 1, seat: automaton, kind: "action" as const, action };
      const result = step(live.game, live.state, entry, live.seed!);
      if (!result.ok) throw new Error(`automaton ${automaton} chose an illegal action: ${result.code}`);
      this.commit(entry, result.state, result.events, result.rolls);
    }
  }

  // ---- helpers -----------------------------------------------------------------------------

  private denyReader(caller: Caller): { ok: false; error: ReturnType<typeof apiError> } | null {
    const live = this.live;
    if (!live) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    if (live.meta.visibility === "private" && !live.meta.seats.some((s) => s.playerId === caller?.playerId)) {
      return fail(apiError("GAME_NOT_FOUND", "no such game"));
    }
    return null;
  }

  private resourceFor(caller: Caller): GameResource {
    const live = this.live!;
    return resource(live, live.state, live.version, caller);
  }

  private indexRow(): GameIndexRow | null {
    const live = this.live;
    if (!live) return null;
    const awaiting = live.state === null ? [] : awaitingSeats(live.game, live.state);
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

function seatOf(meta: GameMeta, caller: Caller): SeatId | null {
  if (!caller) return null;
  return meta.seats.find((s) => s.playerId === caller.playerId)?.seat ?? null;
}

function redactFor(game: AnyGameModule, events: StoredEntry["events"], seat: SeatId | null) {
  return events.map((e) => game.redact(e, seat)).filter((e) => e !== null);
}
