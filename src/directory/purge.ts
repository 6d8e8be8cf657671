// What the directory keeps past its use, removed by the hourly run (src/scheduled.ts). Nothing
// else ever deletes these rows: tokens stay after they expire or are revoked (so their owner's list
// says what happened, and a client presenting one is told TOKEN_EXPIRED or TOKEN_REVOKED, not
// "unknown"; and for as long as a token or passkey they made is kept, so a cascade still reaches it), pairing codes after they expire or are used (so a late attempt is told which), an
// app grant's last use after its grant (which lives in KV and goes by KV's own expiry), the
// delivery log of webhooks and push subscriptions (a bot's webhook logs a row per decision, so it
// grows with every game played; a deleted subscription's rows stay too, as its room may still log
// a queued delivery's end), and invitations left unanswered (so a late answer is told
// INVITATION_EXPIRED, not "unknown").
//
// Not here: WebAuthn challenges (each new challenge deletes the expired ones) and idempotency
// records (each new claim prunes a batch); the OAuth library's KV records all carry a KV expiry.

import { knownHolders } from "./tokens";

/** An expired or revoked token is kept this long, then deleted. */
export const ENDED_TOKEN_KEPT_MS = 30 * 24 * 3600 * 1000;
/** A pairing code is kept this long past its expiry, then deleted. */
export const PAIRING_CODE_KEPT_MS = 24 * 3600 * 1000;
/** A delivery's log row is kept this long after its last change (its last attempt), then deleted. */
export const DELIVERY_LOG_KEPT_MS = 30 * 24 * 3600 * 1000;
/** An invitation never answered is kept this long past its expiry, then deleted. */
export const INVITATION_KEPT_MS = 30 * 24 * 3600 * 1000;

/** Rows deleted per statement, and statements per table per run: a run stays short, the next one goes on. */
const BATCH = 500;
const BATCHES_PER_RUN = 20;
/**
 * The delivery log gets more: it grows with play (a row per delivery, up to ~2 a move for a game
 * whose players listen), where the other tables grow with people. 100,000 rows an hour is 2.4M a
 * day; a run that deletes that many says the log grows faster than it goes (docs/OPERATIONS.md).
 */
export const DELIVERY_BATCHES_PER_RUN = 200;

export interface DirectoryPurge {
  /** The directory's size in bytes after the run's last statement (D1's `size_after`): pages in use and free. */
  directoryBytes: number;
  /** Webhooks disabled and push subscriptions deleted because the token that made them has expired. */
  expiredTokensWebhooks: number;
  expiredTokensPushSubscriptions: number;
  expiredTokens: number;
  revokedTokens: number;
  pairingCodes: number;
  appGrantUses: number;
  deliveries: number;
  invitations: number;
}

/** The directory's size as the last statement's result gave it (every D1 result carries it: no query of its own). */
class SizeAfter {
  bytes = 0;
  of<T extends D1Result>(result: T): T {
    if (typeof result.meta.size_after === "number") this.bytes = result.meta.size_after;
    return result;
  }
}

/** Deletes the rows of `table` matching `where` (bound to `before`), a batch at a time; how many. */
async function deleteBefore(
  db: D1Database,
  size: SizeAfter,
  table: string,
  where: string,
  before: number,
  batches = BATCHES_PER_RUN,
): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < batches; i++) {
    const r = size.of(
      await db
        .prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ?2)`)
        .bind(before, BATCH)
        .run(),
    );
    deleted += r.meta.changes;
    if (r.meta.changes < BATCH) break;
  }
  return deleted;
}

/**
 * One run at `now`. `appGrantLifetimeMs` is how long an app's grant can live after its code is
 * exchanged (fixed, however often it is refreshed): a grant last used longer ago than that is gone.
 */
export async function purgeDirectory(db: D1Database, now: number, appGrantLifetimeMs: number): Promise<DirectoryPurge> {
  const size = new SizeAfter();
  // What an expired token made goes with it (src/service/credential-ended.ts does it at once for a
  // revoked one): its webhooks stop, its push subscriptions go. Read before the token's row goes.
  const endedHere = "SELECT id FROM tokens WHERE expires_at IS NOT NULL AND expires_at <= ?1";
  const expiredTokensWebhooks = size.of(
    await db
      .prepare(
        `UPDATE webhooks SET disabled_reason = 'made with token ' || made_with || ', which has expired'
         WHERE disabled_reason IS NULL AND made_with IN (${endedHere})`,
      )
      .bind(now)
      .run(),
  ).meta.changes;
  const expiredTokensPushSubscriptions = size.of(
    await db.prepare(`DELETE FROM push_subscriptions WHERE made_with IN (${endedHere})`).bind(now).run(),
  ).meta.changes;
  const tokensBefore = now - ENDED_TOKEN_KEPT_MS;
  // An ended token stays while a token or passkey it made is still here (a token ended or not): a
  // cascade from it, or from what made it, walks `made_with` through it to what it made
  // (src/directory/tokens.ts, revokeTokensMadeWith). Chains go from their last link back, one a run.
  const madeNothingLeft = `NOT EXISTS (SELECT 1 FROM tokens c WHERE c.player_id = tokens.player_id AND c.made_with = tokens.id)
    AND NOT EXISTS (SELECT 1 FROM passkeys p WHERE p.player_id = tokens.player_id AND p.made_with = tokens.id)`;
  const expiredTokens = await deleteBefore(db, size, "tokens", `expires_at < ?1 AND ${madeNothingLeft}`, tokensBefore);
  const revokedTokens = await deleteBefore(db, size, "tokens", `revoked_at < ?1 AND ${madeNothingLeft}`, tokensBefore);
  // A deleted token is unknown from now on, here as well: this isolate forgets what it remembered.
  if (expiredTokens + revokedTokens > 0) knownHolders.forgetAll();
  const pairingCodes = await deleteBefore(db, size, "pairing_codes", "expires_at < ?1", now - PAIRING_CODE_KEPT_MS);
  const appGrantUses = await deleteBefore(db, size, "app_grant_uses", "last_used_at < ?1", now - appGrantLifetimeMs);
  const deliveries = await deleteBefore(
    db,
    size,
    "webhook_deliveries",
    "updated_at < ?1",
    now - DELIVERY_LOG_KEPT_MS,
    DELIVERY_BATCHES_PER_RUN,
  );
  const invitations = await deleteBefore(db, size, "invitations", "status = 'pending' AND expires_at < ?1", now - INVITATION_KEPT_MS);
  return {
    directoryBytes: size.bytes,
    expiredTokensWebhooks,
    expiredTokensPushSubscriptions,
    expiredTokens,
    revokedTokens,
    pairingCodes,
    appGrantUses,
    deliveries,
    invitations,
  };
}
