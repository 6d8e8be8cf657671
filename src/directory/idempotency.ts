// The idempotency records of creating POSTs (migration 0004): a key is claimed before the work
// and holds the answer after it. Only the service's once() (src/service/idempotency.ts) calls these.

export interface IdempotencyRow {
  fingerprint: string;
  status: "pending" | "done";
  answer: string | null;
  startedAt: number;
}

/** Expired records removed per claim: enough to keep up with the claims, never a long delete. */
const PRUNE_BATCH = 50;

/**
 * Claims (caller, key) for a request with `fingerprint`: true when this request may do the work.
 * A record that has expired is free again; so is a pending one of the same request whose holder
 * stopped before `staleBefore` (its worker was restarted mid-request, or failed). Expired records
 * are pruned a batch at a time in the same round trip.
 */
export async function claimKey(
  db: D1Database,
  claim: { caller: string; keyHash: string; fingerprint: string; now: number; expiresAt: number; staleBefore: number },
): Promise<boolean> {
  const [, inserted] = await db.batch([
    db
      .prepare("DELETE FROM idempotency WHERE rowid IN (SELECT rowid FROM idempotency WHERE expires_at <= ? LIMIT ?)")
      .bind(claim.now, PRUNE_BATCH),
    db
      .prepare(
        `INSERT INTO idempotency (caller, key_hash, fingerprint, status, answer, started_at, expires_at) VALUES (?1, ?2, ?3, 'pending', NULL, ?4, ?5)
         ON CONFLICT (caller, key_hash) DO UPDATE SET fingerprint = ?3, status = 'pending', answer = NULL, started_at = ?4, expires_at = ?5
         WHERE idempotency.expires_at <= ?4 OR (idempotency.status = 'pending' AND idempotency.fingerprint = ?3 AND idempotency.started_at <= ?6)`,
      )
      .bind(claim.caller, claim.keyHash, claim.fingerprint, claim.now, claim.expiresAt, claim.staleBefore),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}

export async function keyRecord(db: D1Database, caller: string, keyHash: string): Promise<IdempotencyRow | null> {
  const row = await db
    .prepare("SELECT fingerprint, status, answer, started_at FROM idempotency WHERE caller = ? AND key_hash = ?")
    .bind(caller, keyHash)
    .first<{ fingerprint: string; status: "pending" | "done"; answer: string | null; started_at: number }>();
  return row ? { fingerprint: row.fingerprint, status: row.status, answer: row.answer, startedAt: row.started_at } : null;
}

/** The work is done: keep its answer for replays. */
export async function settleKey(db: D1Database, caller: string, keyHash: string, startedAt: number, answer: string): Promise<void> {
  await db
    .prepare("UPDATE idempotency SET status = 'done', answer = ? WHERE caller = ? AND key_hash = ? AND started_at = ?")
    .bind(answer, caller, keyHash, startedAt)
    .run();
}

/** The request was refused and changed nothing: free the key, so sending it again runs it again. */
export async function releaseKey(db: D1Database, caller: string, keyHash: string, startedAt: number): Promise<void> {
  await db
    .prepare("DELETE FROM idempotency WHERE caller = ? AND key_hash = ? AND started_at = ? AND status = 'pending'")
    .bind(caller, keyHash, startedAt)
    .run();
}
