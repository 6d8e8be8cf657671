// Pairing codes: a signed-in device asks for one, a new device types it (or scans its QR) within
// five minutes and gets its own token. Single use; only the code's hash is stored. A code is kept
// a day past its expiry, to tell a late attempt why it failed; then the hourly purge deletes it
// (src/directory/purge.ts).
import { madeWithEnded, MASTER_TOKEN_ID, secretHash } from "./tokens";

export const PAIRING_CODE_MS = 5 * 60 * 1000;

// No I or O (they read as 1 and 0).
const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A code like ABCD-1234: 24⁴ × 10⁴ ≈ 3.3 × 10⁹ codes, rate-limited sign-in attempts, five minutes. */
export function newPairingCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const letters = [...bytes.slice(0, 4)].map((b) => LETTERS[b % LETTERS.length]).join("");
  const digits = [...bytes.slice(4)].map((b) => String(b % 10)).join("");
  return `${letters}-${digits}`;
}

/** The code as typed: case, spaces and the dash do not matter. */
export const normalizeCode = (typed: string): string => typed.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** `madeWith`: the key or token that asked for it, which the device it lets in is listed as made with. */
export async function storePairingCode(
  db: D1Database,
  playerId: string,
  madeWith: string | null,
  now: number,
): Promise<{ code: string; expiresAt: number }> {
  for (;;) {
    const code = newPairingCode();
    const expiresAt = now + PAIRING_CODE_MS;
    const inserted = await db
      .prepare("INSERT OR IGNORE INTO pairing_codes (code_hash, player_id, made_with, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
      .bind(await secretHash(normalizeCode(code)), playerId, madeWith, now, expiresAt)
      .run();
    if (inserted.meta.changes === 1) return { code, expiresAt };
  }
}

export type Redemption =
  | { ok: true; playerId: string; madeWith: string | null }
  | { ok: false; why: "unknown" | "used" | "expired" | "shownByEnded" };

/**
 * SQL that is true when the key or token that showed the code (bound to `?1`: now) no longer
 * works: a token revoked or expired, or a master key replaced since the code was made. Such a code
 * lets nobody in: whoever held a leaked token could otherwise ask for a code, wait for the person
 * to revoke the token (with what it made), and then sign a device of their own in with every scope.
 * (A master key replaced in another isolate may still show a code for up to HOLDER_TRUST_MS.)
 */
const SHOWN_BY_ENDED = `(${madeWithEnded("pairing_codes.made_with", 1)}
  OR (pairing_codes.made_with = '${MASTER_TOKEN_ID}' AND EXISTS (
    SELECT 1 FROM players p WHERE p.id = pairing_codes.player_id AND p.key_rotated_at > pairing_codes.created_at)))`;

/** Uses the code up, at most once even under concurrent redemptions. */
export async function redeemPairingCode(db: D1Database, typed: string, now: number): Promise<Redemption> {
  const hash = await secretHash(normalizeCode(typed));
  const taken = await db
    .prepare(
      `UPDATE pairing_codes SET used_at = ?1 WHERE code_hash = ?2 AND used_at IS NULL AND expires_at > ?1 AND NOT ${SHOWN_BY_ENDED}
       RETURNING player_id, made_with`,
    )
    .bind(now, hash)
    .first<{ player_id: string; made_with: string | null }>();
  if (taken) return { ok: true, playerId: taken.player_id, madeWith: taken.made_with };
  const row = await db
    .prepare(`SELECT used_at, expires_at, ${SHOWN_BY_ENDED} AS shown_by_ended FROM pairing_codes WHERE code_hash = ?2`)
    .bind(now, hash)
    .first<{ used_at: number | null; expires_at: number; shown_by_ended: number }>();
  if (!row) return { ok: false, why: "unknown" };
  if (row.used_at !== null) return { ok: false, why: "used" };
  return { ok: false, why: row.expires_at > now && row.shown_by_ended ? "shownByEnded" : "expired" };
}
