-- Webhook signing secrets rotate with an overlap (POST /v1/webhooks/{id}/rotate-secret): until
-- previous_secret_expires_at, every delivery is signed with the new secret and the previous one.
ALTER TABLE webhooks ADD COLUMN previous_secret TEXT;
ALTER TABLE webhooks ADD COLUMN previous_secret_expires_at INTEGER;

-- Creation caps (src/service/caps.ts): who registered a player (a SHA-256 of the address, never
-- the address), and a player's newest games, counted over the last hour and while open.
ALTER TABLE players ADD COLUMN created_from TEXT;
CREATE INDEX players_created_from ON players (created_from, created_at);
CREATE INDEX games_created_by ON games (created_by, status, created_at);
