-- Every list pages by keyset on an immutable key (src/service/pages.ts): games newest first by
-- (created_at, id), webhooks oldest first by (created_at, id), deliveries newest first by
-- (created_at, id). These indexes give each list its order without a sort, and a page its start
-- without a scan; the ones they replace are dropped.

-- The lobby, newest first, unfiltered or by status or by kind. A player's own games are found
-- through game_seats_player and sorted (a player's games, not the whole table).
CREATE INDEX games_newest ON games (created_at, id);
CREATE INDEX games_status_newest ON games (status, created_at, id);
CREATE INDEX games_kind_newest ON games (kind, created_at, id);
-- Ordered the lobby by updated_at, which lists no longer use; it was rewritten on every move.
DROP INDEX games_lobby;

CREATE INDEX webhooks_player_oldest ON webhooks (player_id, created_at, id);
DROP INDEX webhooks_player;

CREATE INDEX webhook_deliveries_by_hook_newest ON webhook_deliveries (webhook_id, created_at, id);
DROP INDEX webhook_deliveries_by_hook;
