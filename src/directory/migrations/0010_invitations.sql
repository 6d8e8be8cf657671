-- Invitations and rematches (src/directory/invitations.ts). A private game admits only the
-- players invited to it and the holders of its share link; the room never learns of either (the
-- service checks here before it seats anyone).

-- One invitation per person per game: inviting again after a decline opens it again.
CREATE TABLE invitations (
  id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  player_id TEXT NOT NULL,
  -- The seat held for the invitee (other joiners cannot take it while the invitation is pending); null: any open seat.
  seat TEXT,
  invited_by TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE UNIQUE INDEX invitations_once ON invitations (game_id, player_id);
CREATE INDEX invitations_player ON invitations (player_id, status, created_at);

-- A private game's share link: the SHA-256 of its token (never the token). Revoking deletes the row.
CREATE TABLE invite_links (
  game_id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- A game its creator cancelled before it started: its rows leave the games index; this row lets
-- its players (and anyone, for a public game) be told 410 GAME_CANCELLED rather than 404.
CREATE TABLE cancelled_games (
  game_id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  visibility TEXT NOT NULL,
  cancelled_by TEXT NOT NULL,
  cancelled_at INTEGER NOT NULL,
  -- JSON array of the player ids who held a seat or an invitation.
  players TEXT NOT NULL
);

-- A rematch links both ways: the new game names the old one, the old game names its one rematch.
ALTER TABLE games ADD COLUMN rematch_of TEXT;
ALTER TABLE games ADD COLUMN rematch_id TEXT;
