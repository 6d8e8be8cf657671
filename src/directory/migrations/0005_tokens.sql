-- A person's tokens, passkeys and pairing codes (issue 19). The master API key stays in
-- players.key_hash and counts as a token with every scope; each device, app and bot gets a
-- token of its own here, with scopes and an expiry, that its owner lists and revokes.
-- Secrets are never stored: only their SHA-256 (each is 256 random bits).
CREATE TABLE tokens (
  id TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('device', 'app', 'bot')),
  -- Space-separated, as OAuth writes scopes: read, play, play:<gameId>, webhooks, account.
  scopes TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  -- The OAuth client that was granted it (issue 19 part 2); null for tokens a person made.
  client_id TEXT,
  created_at INTEGER NOT NULL,
  -- Written at most once a minute per token, so a busy bot does not write on every request.
  last_used_at INTEGER,
  expires_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX tokens_player ON tokens (player_id, created_at);

-- When the master key was last used and last replaced (POST /v1/me/key/rotate).
ALTER TABLE players ADD COLUMN key_used_at INTEGER;
ALTER TABLE players ADD COLUMN key_rotated_at INTEGER;

-- Short-lived, single-use codes a signed-in device shows so another device can sign in.
CREATE TABLE pairing_codes (
  code_hash TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- Set when redeemed: a second redemption is refused (PAIRING_CODE_USED).
  used_at INTEGER
);

-- WebAuthn credentials (passkeys) of a player.
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,              -- the credential id, base64url
  player_id TEXT NOT NULL,
  public_key TEXT NOT NULL,         -- COSE public key, base64url
  counter INTEGER NOT NULL,
  transports TEXT,                  -- JSON array, as the browser reported them
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_player ON passkeys (player_id);

-- Outstanding WebAuthn challenges: single use (deleted when answered) and short-lived.
CREATE TABLE webauthn_challenges (
  challenge TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'authenticate')),
  player_id TEXT,                   -- who is registering; null for a sign-in
  expires_at INTEGER NOT NULL
);
