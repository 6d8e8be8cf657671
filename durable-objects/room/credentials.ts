// Live readers and the secrets that opened them. A stream or socket is opened once and then read
// for as long as its reader likes, with no request to check its key against: so each one keeps
// the credential it opened with (src/service/types.ts, Credential), and the room closes it when
// that credential stops working — revoked or replaced (the worker tells every room where the
// player sits, src/service/live.ts), or past its expiry (checked before each frame is sent, so
// nothing committed after it reaches the reader).
//
// Another worker isolate may still trust a revoked secret for a moment (HOLDER_TRUST_MS,
// src/directory/tokens.ts; an app's token is read from KV, which may take a minute to agree
// everywhere), and a feed it opens could reach the room just after the room was told to close that
// credential's readers. So the room remembers what it was told for a while and refuses such a feed
// too — in its own storage as well as in memory, since a room with no reader left may be evicted
// long before the while is over.
import { apiError, type ApiError } from "../../src/service/errors";
import type { Credential } from "../../src/service/types";

/** How long a room refuses feeds opened with a credential it was told is revoked: far past any isolate's trust in it. */
export const REVOKED_MEMORY_MS = 60_000;

/** Whether `credential` (null: an anonymous reader, which has none to lose) has expired at `now`. */
export const expired = (credential: Pick<Credential, "expiresAt"> | null, now: number): boolean =>
  credential !== null && credential.expiresAt !== null && credential.expiresAt <= now;

/** Where the room keeps what it was told past an eviction: its storage's key-value API (SQLite-backed). */
export type RevokedStore = Pick<SyncKvStorage, "get" | "put" | "delete" | "list">;

/** The storage keys of remembered credentials: the prefix, then the id. */
const KEY = "revoked:";

export class RevokedCredentials {
  /** Each credential id the room was told is revoked, and until when it refuses it. */
  readonly #until = new Map<string, number>();

  constructor(private readonly store: RevokedStore | null = null) {}

  remember(id: string, now: number): void {
    for (const [known, until] of this.#until) if (until <= now) this.#until.delete(known);
    this.#until.set(id, now + REVOKED_MEMORY_MS);
    if (this.store === null) return;
    for (const [key, until] of this.store.list<number>({ prefix: KEY })) if (until <= now) this.store.delete(key);
    this.store.put(KEY + id, now + REVOKED_MEMORY_MS);
  }

  /** Until when the room refuses credential `id` (0: it was not told, or has forgotten). */
  #refusedUntil(id: string): number {
    const known = this.#until.get(id);
    if (known !== undefined) return known;
    const stored = this.store?.get<number>(KEY + id);
    return typeof stored === "number" ? stored : 0;
  }

  /** Why a feed opened with `credential` is refused now, or null. */
  refusal(credential: Credential | null, now: number): ApiError | null {
    if (credential === null) return null;
    if (credential.ids.some((id) => this.#refusedUntil(id) > now))
      return apiError("TOKEN_REVOKED", "the key or token this feed was opened with was revoked or replaced");
    if (expired(credential, now)) return apiError("TOKEN_EXPIRED", "the token this feed was opened with has expired");
    return null;
  }
}
