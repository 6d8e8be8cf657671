// The game session on in-memory ports, shared by the session's tests: a store of plain values
// whose transaction puts them back when a write throws, an outbox, a clock, and a started game.
import { expect } from "vitest";
import type { Notification } from "../../durable-objects/room/notifications";
import type { Retell } from "../../durable-objects/room/outbox";
import { creatorSeat, GameSession, type CreateInit, type SessionPorts, type Store } from "../../durable-objects/room/session";
import { SNAPSHOT_EVERY, type GameMeta, type StoredEntry } from "../../durable-objects/room/store";
import type { DecisionBook } from "../../durable-objects/room/decisions";
import { gameKind } from "../../src/games/registry";
import type { ApiError, Result } from "../../src/service/errors";

/** The game's SQLite tables as plain values; `transaction` puts them back when the writes throw. */
export class MemoryStore implements Store {
  readonly tablesAt = 5;
  meta: string | null = null;
  log: StoredEntry[] = [];
  /** The decision book each log row carries, by version. */
  books = new Map<number, DecisionBook>();
  snapshots = new Map<number, string>();
  idempotency = new Map<string, { request: string; response: string }>();
  /** Throws from inside a write, to stand for a disk that fails mid-transaction. */
  fault: ((write: string, arg: unknown) => void) | null = null;

  readMeta(): GameMeta | null {
    return this.meta === null ? null : (JSON.parse(this.meta) as GameMeta);
  }
  readGame() {
    const newest = Math.max(-1, ...this.snapshots.keys());
    const snapshot = newest < 0 ? null : { version: newest, state: this.snapshots.get(newest)! };
    return { meta: this.readMeta(), head: this.head(), talk: false, outboxWork: false, outboxHeld: false, snapshot };
  }
  writeMeta(meta: GameMeta): void {
    this.fault?.("meta", meta);
    this.meta = JSON.stringify(meta);
  }
  head() {
    const last = this.log.at(-1);
    return last ? { version: last.version, at: last.at, decisions: structuredClone(this.books.get(last.version) ?? null) } : null;
  }
  append(entry: StoredEntry, decisions: DecisionBook): void {
    this.fault?.("append", entry);
    this.log.push(JSON.parse(JSON.stringify(entry)) as StoredEntry);
    this.books.set(entry.version, structuredClone(decisions));
  }
  entries(after: number, upTo = Number.MAX_SAFE_INTEGER, limit = -1): StoredEntry[] {
    const found = this.log.filter((e) => e.version > after && e.version <= upTo).map((e) => JSON.parse(JSON.stringify(e)) as StoredEntry);
    return limit < 0 ? found : found.slice(0, limit);
  }
  writeSnapshot(version: number, state: unknown): void {
    this.fault?.("snapshot", version);
    const keptBelow = Math.floor((version - 1) / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    for (const v of this.snapshots.keys()) if (v > keptBelow && v < version) this.snapshots.delete(v);
    this.snapshots.set(version, JSON.stringify(state));
  }
  snapshotAtOrBefore(version: number): { version: number; state: unknown } | null {
    const at = Math.max(-1, ...[...this.snapshots.keys()].filter((v) => v <= version));
    return at < 0 ? null : { version: at, state: JSON.parse(this.snapshots.get(at)!) };
  }
  idempotent(playerId: string, key: string) {
    return this.idempotency.get(`${playerId} ${key}`) ?? null;
  }
  rememberIdempotent(playerId: string, key: string, request: string, response: string): void {
    this.idempotency.set(`${playerId} ${key}`, { request, response });
  }
  /** Everything stored, to compare before and after. */
  dump(): string {
    return JSON.stringify([this.meta, this.log, [...this.books], [...this.snapshots], [...this.idempotency]]);
  }
  restore(dump: string): void {
    const [meta, log, books, snapshots, idempotency] = JSON.parse(dump) as [
      string | null,
      StoredEntry[],
      [number, DecisionBook][],
      [number, string][],
      [string, { request: string; response: string }][],
    ];
    Object.assign(this, { meta, log, books: new Map(books), snapshots: new Map(snapshots), idempotency: new Map(idempotency) });
  }
}

type Queued = { n: Notification; version: number; retell?: Retell };

export function memoryRoom() {
  const store = new MemoryStore();
  const outbox: Queued[] = [];
  const committed: StoredEntry[] = [];
  const clock = { at: 1_000_000, now: () => clock.at };
  const ports: SessionPorts = {
    store,
    outbox: { enqueue: (ns, version, _now, retell) => outbox.push(...ns.map((n) => ({ n, version, ...(retell ? { retell } : {}) }))) },
    clock,
    transaction(writes) {
      const before = store.dump();
      const queued = outbox.length;
      try {
        writes();
      } catch (error) {
        store.restore(before);
        outbox.length = queued;
        throw error;
      }
    },
    audience: (make) => make(),
    committed: (entry) => committed.push(entry),
  };
  return { session: new GameSession(ports), store, outbox, committed, clock };
}

export const alice = { playerId: "p-alice", name: "Alice" };
export const bob = { playerId: "p-bob", name: "Bob" };

/** A new game of `kind`, its options parsed as the service parses them. */
export function init(kind: string, extra: Partial<CreateInit> = {}): CreateInit {
  const options = gameKind(kind)?.optionsSchema.parse(extra.options ?? {}) ?? {};
  return { id: "g1", kind, visibility: "public", creator: alice, ...extra, options };
}

/** A room with a two-seat game of `kind`, started (Alice and Bob seated). */
export function startedRoom(kind = "star-battle", extra: Partial<CreateInit> = {}) {
  const room = memoryRoom();
  const i = init(kind, extra);
  const seat = value(creatorSeat(i));
  room.session.create(i, seat.game, seat.seat);
  expect(room.session.startIfFull()).toBe(false);
  value(room.session.join(bob, {}));
  expect(room.session.startIfFull()).toBe(true);
  return room;
}

export function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.detail}`);
  return r.value;
}

export function code<T>(r: Result<T>): ApiError["code"] | "ok" {
  return r.ok ? "ok" : r.error.code;
}
