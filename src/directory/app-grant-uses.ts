// When each app's OAuth grant was last used, for the person's token list. The grant is the OAuth
// library's (in KV); its last use is ours, in the directory beside the tokens' own `last_used_at`,
// with the same granularity: a row changes at most once a minute, and this isolate does not even
// ask D1 again within the minute, so a bot calling many times a second costs no write and no query.
import { LAST_USED_GRANULARITY_MS } from "./tokens";

/** The grants this isolate recorded within the last minute, and when. Cleared when it grows large. */
const recentlyTouched = new Map<string, number>();
const RECENT_LIMIT = 10_000;

/** Records a use of the grant, unless this isolate recorded one within the minute. */
export async function touchAppGrant(db: D1Database, playerId: string, grantId: string, now: number): Promise<void> {
  const last = recentlyTouched.get(grantId);
  if (last !== undefined && now - last < LAST_USED_GRANULARITY_MS) return;
  if (recentlyTouched.size >= RECENT_LIMIT) recentlyTouched.clear();
  recentlyTouched.set(grantId, now);
  await recordAppGrantUse(db, playerId, grantId, now);
}

/** The write itself: its condition keeps isolates that race on one grant to one change a minute. */
export async function recordAppGrantUse(db: D1Database, playerId: string, grantId: string, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO app_grant_uses (grant_id, player_id, last_used_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (grant_id) DO UPDATE SET last_used_at = ?3 WHERE app_grant_uses.last_used_at <= ?4`,
    )
    .bind(grantId, playerId, now, now - LAST_USED_GRANULARITY_MS)
    .run();
}

/** The last use of each of the player's app grants that was ever used, by grant id. */
export async function appGrantUses(db: D1Database, playerId: string): Promise<Map<string, number>> {
  const { results } = await db
    .prepare("SELECT grant_id, last_used_at FROM app_grant_uses WHERE player_id = ?")
    .bind(playerId)
    .all<{ grant_id: string; last_used_at: number }>();
  return new Map(results.map((r) => [r.grant_id, r.last_used_at]));
}

/** Forgets a revoked grant's last use (and lets this isolate record a new grant of the same id). */
export async function forgetAppGrant(db: D1Database, playerId: string, grantId: string): Promise<void> {
  recentlyTouched.delete(grantId);
  await db.prepare("DELETE FROM app_grant_uses WHERE grant_id = ? AND player_id = ?").bind(grantId, playerId).run();
}
