// A person's tokens in the directory: the master key (players.key_hash, every scope) and the
// tokens of devices, apps and bots (tokens table, with scopes and an expiry). Only SHA-256
// digests of secrets are stored. An isolate remembers whose a secret is for HOLDER_TRUST_MS after
// reading it (`knownHolders`), so a client making many calls in a row pays one directory read a
// second instead of one a call. Revoking a token, replacing a master key or deleting an account
// forgets the player's secrets in the isolate that did it, so there the next call is refused at
// once; any other isolate reads the directory again within HOLDER_TRUST_MS (docs/OPERATIONS.md).
import { toHex } from "../engine/sha256";
import { randomId, randomToken } from "../service/ids";
import type { Grant, Scope } from "../api/scopes";
import { ALL_SCOPES } from "../api/scopes";

export type TokenKind = "device" | "app" | "bot";

export interface TokenRow {
  id: string;
  playerId: string;
  name: string;
  kind: TokenKind;
  scopes: Scope[];
  clientId: string | null;
  createdAt: number;
  lastUsedAt: number | null;
  expiresAt: number | null;
  revokedAt: number | null;
  /** The credential it came from (migration 0019): `master`, `tk_…`, or `passkey:<id>`; null if made before. */
  madeWith: string | null;
}

/** The master key as it is listed beside the tokens. */
export const MASTER_TOKEN_ID = "master";

/** Last-used times are written at most this often per token. */
export const LAST_USED_GRANULARITY_MS = 60_000;

const utf8 = new TextEncoder();

/** The SHA-256 of a secret, in hex: what is stored and looked up. */
export async function secretHash(secret: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", utf8.encode(secret))));
}

interface RawToken {
  id: string;
  player_id: string;
  name: string;
  kind: TokenKind;
  scopes: string;
  client_id: string | null;
  created_at: number;
  last_used_at: number | null;
  expires_at: number | null;
  revoked_at: number | null;
  made_with: string | null;
}

const fromRaw = (r: RawToken): TokenRow => ({
  id: r.id,
  playerId: r.player_id,
  name: r.name,
  kind: r.kind,
  scopes: r.scopes.split(" ").filter(Boolean) as Scope[],
  clientId: r.client_id,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  madeWith: r.made_with,
});

export interface NewToken {
  name: string;
  kind: TokenKind;
  scopes: readonly Scope[];
  /** Milliseconds from now; none: the token lasts until revoked. */
  expiresInMs?: number;
  /** The OAuth client it is granted to (issue 19 part 2). */
  clientId?: string;
  /** The credential it came from (TokenRow.madeWith). */
  madeWith?: string | null;
}

/** How a device that signed in with a passkey records it in `made_with`. */
export const passkeyMadeWith = (credentialId: string): string => `passkey:${credentialId}`;

/** Mints a token; its secret is in this answer only. */
export async function createToken(db: D1Database, playerId: string, spec: NewToken, now: number): Promise<TokenRow & { secret: string }> {
  const id = `tk_${randomId()}`;
  const secret = `spt_${randomToken()}`;
  const expiresAt = spec.expiresInMs === undefined ? null : now + spec.expiresInMs;
  const scopes = [...new Set(spec.scopes)];
  await db
    .prepare(
      "INSERT INTO tokens (id, player_id, name, kind, scopes, hash, client_id, created_at, expires_at, made_with) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(
      id,
      playerId,
      spec.name,
      spec.kind,
      scopes.join(" "),
      await secretHash(secret),
      spec.clientId ?? null,
      now,
      expiresAt,
      spec.madeWith ?? null,
    )
    .run();
  return {
    id,
    playerId,
    name: spec.name,
    kind: spec.kind,
    scopes,
    clientId: spec.clientId ?? null,
    createdAt: now,
    lastUsedAt: null,
    expiresAt,
    revokedAt: null,
    madeWith: spec.madeWith ?? null,
    secret,
  };
}

export interface Holder {
  playerId: string;
  name: string;
  grant: Grant;
  /** What a live feed opened with this secret is closed by (Credential): the token's id, or the master key's generation. */
  credentialId: string;
  expiresAt: number | null;
  revokedAt: number | null;
  lastUsedAt: number | null;
}

/**
 * Whose secret this is, with its grant, or null for a secret we never issued (or a master key
 * that was replaced): from what this isolate read less than HOLDER_TRUST_MS ago, else from the
 * directory.
 */
export function holderOf(db: D1Database, secret: string): Promise<Holder | null> {
  return knownHolders.holderOf(db, secret);
}

/** How long an isolate trusts whose a secret is without reading the directory again: the bound on a revocation made elsewhere. */
export const HOLDER_TRUST_MS = 1_000;

/** Secrets an isolate remembers at most; the oldest read is dropped first. */
const MAX_KNOWN_SECRETS = 2_000;

interface Known {
  /** The secret's SHA-256, worked out once. */
  hash: string;
  holder: Holder;
  /** When the read that found it began (the isolate's clock). */
  readAt: number;
}

/**
 * The holders of the secrets this isolate has seen, by the secret as sent. A secret the directory
 * does not know is never remembered (a key registered elsewhere a moment ago must work here).
 */
export class KnownHolders {
  readonly #known = new Map<string, Known>();
  /** Bumped by every forget, so a read that began before one cannot store what it found. */
  #generation = 0;

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly trustMs = HOLDER_TRUST_MS,
  ) {}

  async holderOf(db: D1Database, secret: string): Promise<Holder | null> {
    const startedAt = this.clock();
    const known = this.#known.get(secret);
    if (known && startedAt >= known.readAt && startedAt - known.readAt < this.trustMs) return known.holder;
    const generation = this.#generation;
    const hash = known?.hash ?? (await secretHash(secret));
    const holder = await holderByHash(db, hash);
    this.#known.delete(secret);
    if (holder && generation === this.#generation) {
      this.#known.set(secret, { hash, holder, readAt: startedAt });
      if (this.#known.size > MAX_KNOWN_SECRETS) this.#known.delete(this.#known.keys().next().value!);
    }
    return holder;
  }

  /** Forgets every secret (tokens deleted in bulk: the purge). */
  forgetAll(): void {
    this.#generation++;
    this.#known.clear();
  }

  /** Forgets every secret of the player (a token revoked, the master key replaced, the account deleted). */
  forgetPlayer(playerId: string): void {
    this.#generation++;
    for (const [secret, known] of this.#known) if (known.holder.playerId === playerId) this.#known.delete(secret);
  }
}

/** This isolate's holders: resolveCaller reads through it, and every revocation forgets through it. */
export const knownHolders = new KnownHolders();

/**
 * A player's master key of one generation, as a live feed keeps it: a replaced key closes the
 * feeds opened with it, not those opened with its successor (both are listed as `master`).
 */
export const masterCredentialId = (playerId: string, since: number): string => `${MASTER_TOKEN_ID}@${playerId}.${since}`;

/**
 * SQL that is true when `column` (a row's `made_with`) names a token revoked, or expired at the time
 * bound to parameter `?<nowParam>`: nothing is sent to a webhook or push subscription it made from
 * then on, though the revocation's clean-up or the hourly purge has not reached the row yet.
 */
export const madeWithEnded = (column: string, nowParam: number): string =>
  `EXISTS (SELECT 1 FROM tokens t WHERE t.id = ${column} AND (t.revoked_at IS NOT NULL OR t.expires_at <= ?${nowParam}))`;

/** Whose secret has this SHA-256. One query covers the master key and every token. */
async function holderByHash(db: D1Database, hash: string): Promise<Holder | null> {
  const row = await db
    .prepare(
      `SELECT p.id AS player_id, p.name AS name, NULL AS token_id, NULL AS kind, NULL AS scopes, NULL AS expires_at, NULL AS revoked_at, p.key_used_at AS last_used_at,
              COALESCE(p.key_rotated_at, p.created_at) AS key_since
         FROM players p WHERE p.key_hash = ?1
       UNION ALL
       SELECT p.id, p.name, t.id, t.kind, t.scopes, t.expires_at, t.revoked_at, t.last_used_at, NULL
         FROM tokens t JOIN players p ON p.id = t.player_id WHERE t.hash = ?1
       LIMIT 1`,
    )
    .bind(hash)
    .first<{
      player_id: string;
      name: string;
      token_id: string | null;
      kind: TokenKind | null;
      scopes: string | null;
      expires_at: number | null;
      revoked_at: number | null;
      last_used_at: number | null;
      key_since: number | null;
    }>();
  if (!row) return null;
  const grant: Grant =
    row.token_id === null
      ? { tokenId: MASTER_TOKEN_ID, kind: "master", scopes: ALL_SCOPES }
      : { tokenId: row.token_id, kind: row.kind!, scopes: row.scopes!.split(" ").filter(Boolean) as Scope[] };
  return {
    playerId: row.player_id,
    name: row.name,
    grant,
    credentialId: row.token_id ?? masterCredentialId(row.player_id, row.key_since!),
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
  };
}

/**
 * Records a use, at most once a minute per token (the condition makes racing writers harmless).
 * The holder an isolate remembers is marked used too, so it does not write again within the minute.
 */
export async function touch(db: D1Database, holder: Holder, now: number): Promise<void> {
  if (holder.lastUsedAt !== null && now - holder.lastUsedAt < LAST_USED_GRANULARITY_MS) return;
  holder.lastUsedAt = now;
  const stale = now - LAST_USED_GRANULARITY_MS;
  if (holder.grant.tokenId === MASTER_TOKEN_ID) {
    await db
      .prepare("UPDATE players SET key_used_at = ? WHERE id = ? AND (key_used_at IS NULL OR key_used_at <= ?)")
      .bind(now, holder.playerId, stale)
      .run();
  } else {
    await db
      .prepare("UPDATE tokens SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at <= ?)")
      .bind(now, holder.grant.tokenId, stale)
      .run();
  }
}

/** A player's tokens that still work or were revoked or expired, newest first (secrets are never kept). */
export async function listTokens(db: D1Database, playerId: string): Promise<TokenRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM tokens WHERE player_id = ? ORDER BY created_at DESC, id DESC LIMIT 500")
    .bind(playerId)
    .all<RawToken>();
  return results.map(fromRaw);
}

/** The master key's own line: when the player registered or last rotated it, and its last use. */
export async function masterKeyInfo(db: D1Database, playerId: string): Promise<{ createdAt: number; lastUsedAt: number | null } | null> {
  const row = await db
    .prepare("SELECT created_at, key_used_at, key_rotated_at FROM players WHERE id = ?")
    .bind(playerId)
    .first<{ created_at: number; key_used_at: number | null; key_rotated_at: number | null }>();
  return row ? { createdAt: row.key_rotated_at ?? row.created_at, lastUsedAt: row.key_used_at } : null;
}

/** Revokes one of the player's tokens; false when the player has no such token. Revoking twice keeps the first time. */
export async function revokeToken(db: D1Database, playerId: string, tokenId: string, now: number): Promise<TokenRow | null> {
  await db
    .prepare("UPDATE tokens SET revoked_at = ? WHERE id = ? AND player_id = ? AND revoked_at IS NULL")
    .bind(now, tokenId, playerId)
    .run();
  knownHolders.forgetPlayer(playerId);
  const row = await db.prepare("SELECT * FROM tokens WHERE id = ? AND player_id = ?").bind(tokenId, playerId).first<RawToken>();
  return row ? fromRaw(row) : null;
}

/**
 * Revokes every token of the player that came from `madeWith`. With `descendants`, also what those
 * made in turn, however deep, passkeys included: a token with `account` can add a passkey, which
 * outlives it, so the passkeys it (or a token it made) added are removed, and the devices they
 * signed in (`passkey:<id>`) revoked, with it. Answers the tokens this call revoked, not those
 * revoked before (a token revoked earlier is still walked through: what it made may still work),
 * and the passkeys it removed. One transaction: the walk reads the passkeys before they go.
 */
export async function revokeTokensMadeWith(
  db: D1Database,
  playerId: string,
  madeWith: string,
  descendants: boolean,
  now: number,
): Promise<{ tokens: TokenRow[]; passkeys: string[] }> {
  const passkey = passkeyMadeWith("");
  // Tokens and passkeys alike, each by the id a `made_with` names it with.
  const made = descendants
    ? `WITH RECURSIVE made_things(id, made_with) AS (
         SELECT id, made_with FROM tokens WHERE player_id = ?1 AND made_with IS NOT NULL
         UNION ALL SELECT '${passkey}' || id, made_with FROM passkeys WHERE player_id = ?1 AND made_with IS NOT NULL
       ), made(id) AS (
         SELECT id FROM made_things WHERE made_with = ?2
         UNION SELECT n.id FROM made_things n JOIN made m ON n.made_with = m.id
       ) `
    : "WITH made(id) AS (SELECT id FROM tokens WHERE player_id = ?1 AND made_with = ?2) ";
  const statements = [
    db
      .prepare(`${made}UPDATE tokens SET revoked_at = ?3 WHERE id IN (SELECT id FROM made) AND revoked_at IS NULL RETURNING *`)
      .bind(playerId, madeWith, now),
    ...(descendants
      ? [
          db
            .prepare(`${made}DELETE FROM passkeys WHERE player_id = ?1 AND '${passkey}' || id IN (SELECT id FROM made) RETURNING id`)
            .bind(playerId, madeWith),
        ]
      : []),
  ];
  const [revoked, removed] = await db.batch<Record<string, unknown>>(statements);
  const tokens = (revoked!.results as unknown as RawToken[]).map(fromRaw);
  if (tokens.length) knownHolders.forgetPlayer(playerId);
  return { tokens, passkeys: ((removed?.results ?? []) as { id: string }[]).map((r) => r.id) };
}

/**
 * A new master key for the player: the old one stops at once; games, tokens and passkeys stay.
 * Answers the key and the credential id of the one it replaced (its live feeds are closed).
 */
export async function rotateMasterKey(db: D1Database, playerId: string, now: number): Promise<{ apiKey: string; replaced: string | null }> {
  const apiKey = `sp_${randomToken()}`;
  const [before] = await db.batch<{ since: number }>([
    db.prepare("SELECT COALESCE(key_rotated_at, created_at) AS since FROM players WHERE id = ?").bind(playerId),
    db
      .prepare("UPDATE players SET key_hash = ?, key_rotated_at = ?, key_used_at = NULL WHERE id = ?")
      .bind(await secretHash(apiKey), now, playerId),
  ]);
  knownHolders.forgetPlayer(playerId);
  const since = before?.results[0]?.since;
  return { apiKey, replaced: since === undefined ? null : masterCredentialId(playerId, since) };
}
