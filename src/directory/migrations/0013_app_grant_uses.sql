-- When each app's OAuth grant was last used. The grant itself lives in OAUTH_KV (the OAuth
-- library's records); this row only carries its last use for the person's token list, written at
-- most once a minute per grant (src/directory/app-grant-uses.ts), and deleted when the grant is
-- revoked or by the hourly purge once the grant can no longer be alive.
CREATE TABLE app_grant_uses (
  grant_id TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  last_used_at INTEGER NOT NULL
);
CREATE INDEX app_grant_uses_player ON app_grant_uses (player_id);

-- The hourly purge (src/directory/purge.ts) finds ended tokens by these, not by reading them all.
CREATE INDEX tokens_expires ON tokens (expires_at) WHERE expires_at IS NOT NULL;
CREATE INDEX tokens_revoked ON tokens (revoked_at) WHERE revoked_at IS NOT NULL;
CREATE INDEX pairing_codes_expires ON pairing_codes (expires_at);
