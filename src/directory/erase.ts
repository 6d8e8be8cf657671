// A deleted account's rows, erased from the directory in one batch (D1 runs a batch as one
// transaction): the player, the master key with it, every token, passkey, pending WebAuthn
// challenge and pairing code, every webhook with its delivery log, push subscriptions,
// notification preferences, mutes (of games and of players, both ways), invitations to and from
// them, their share links, their app grants' last uses, and kept Idempotency-Key answers. The games index keeps the
// games (their rooms rewrote the person's seats as they left); only who created a game is blanked.
// OAuth app grants live in KV, not here (src/service/account-delete.ts revokes them).
import { DELETED_ID } from "../../durable-objects/room/departure";
import { knownHolders } from "./tokens";

export async function eraseAccount(db: D1Database, playerId: string): Promise<void> {
  const each = (sql: string, ...values: unknown[]) => db.prepare(sql).bind(...values);
  await db.batch([
    each("DELETE FROM webhook_deliveries WHERE webhook_id IN (SELECT id FROM webhooks WHERE player_id = ?)", playerId),
    each("DELETE FROM webhooks WHERE player_id = ?", playerId),
    each("DELETE FROM tokens WHERE player_id = ?", playerId),
    each("DELETE FROM passkeys WHERE player_id = ?", playerId),
    each("DELETE FROM webauthn_challenges WHERE player_id = ?", playerId),
    each("DELETE FROM pairing_codes WHERE player_id = ?", playerId),
    each("DELETE FROM push_subscriptions WHERE player_id = ?", playerId),
    each("DELETE FROM notification_preferences WHERE player_id = ?", playerId),
    each("DELETE FROM game_mutes WHERE player_id = ?", playerId),
    // Mutes both ways (theirs, and others' of them), invitations to and from them, and their links.
    each("DELETE FROM player_mutes WHERE player_id = ?1 OR muted_id = ?1", playerId),
    each("DELETE FROM invitations WHERE player_id = ?1 OR invited_by = ?1", playerId),
    each("DELETE FROM invite_links WHERE created_by = ?", playerId),
    each("DELETE FROM app_grant_uses WHERE player_id = ?", playerId),
    each("DELETE FROM idempotency WHERE caller = ?", `player:${playerId}`),
    each("UPDATE games SET created_by = ? WHERE created_by = ?", DELETED_ID, playerId),
    each("UPDATE game_seats SET player_id = NULL, awaiting = 0, deadline = NULL WHERE player_id = ?", playerId),
    each("DELETE FROM players WHERE id = ?", playerId),
  ]);
  // This isolate's remembered key and tokens go with them, so its next call is refused at once.
  knownHolders.forgetPlayer(playerId);
}
