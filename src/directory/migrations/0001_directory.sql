-- The directory: who the players are and which games exist. Each game's own state lives in
-- its GameRoom Durable Object; these rows are an index the room keeps current.
CREATE TABLE players (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);

CREATE TABLE games (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'active', 'finished')),
  visibility TEXT NOT NULL CHECK (visibility IN ('public', 'private')),
  version INTEGER NOT NULL,
  seats_open INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX games_lobby ON games (status, visibility, kind, updated_at);

CREATE TABLE game_seats (
  game_id TEXT NOT NULL,
  seat TEXT NOT NULL,
  player_id TEXT,
  awaiting INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_seats_player ON game_seats (player_id, awaiting);
