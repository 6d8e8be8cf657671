-- Web Push (RFC 8030): the browsers' subscriptions, the server's VAPID key pair when no secret
-- provides one, each person's notification preferences and muted games, and each seat's deadline
-- in the games index (the inbox puts the most urgent decision first).

-- A browser's PushSubscription: where to POST (a URL the client gave us, checked like a webhook
-- target) and the two keys RFC 8291 encrypts with. One row per endpoint and person.
CREATE TABLE push_subscriptions (
  id TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,          -- the browser's P-256 public key, base64url (65 bytes, uncompressed)
  auth TEXT NOT NULL,            -- the browser's authentication secret, base64url (16 bytes)
  created_at INTEGER NOT NULL,
  UNIQUE (player_id, endpoint)
);
CREATE INDEX push_subscriptions_player_oldest ON push_subscriptions (player_id, created_at, id);

-- The VAPID key pair (RFC 8292) made on first use where no VAPID_* secret is set (`npm start`):
-- one row, kept so that subscriptions made against its public key stay valid across restarts.
CREATE TABLE vapid_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,      -- base64url, 65 bytes uncompressed: the browser's applicationServerKey
  private_jwk TEXT NOT NULL,     -- JSON Web Key of the ECDSA P-256 private key
  created_at INTEGER NOT NULL
);

-- Which events a person is pushed, and the hours they are not (in their own time zone).
CREATE TABLE notification_preferences (
  player_id TEXT PRIMARY KEY,
  events TEXT NOT NULL,          -- JSON array of the push events wanted
  quiet_start TEXT,              -- "HH:MM" local time, or NULL for no quiet hours
  quiet_end TEXT,
  time_zone TEXT,                -- IANA name, e.g. Europe/Paris
  updated_at INTEGER NOT NULL
);

-- Games a person hears nothing from by push.
CREATE TABLE game_mutes (
  player_id TEXT NOT NULL,
  game_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, game_id)
);

-- The deadline (room clock, ms) of the decision a seat owes, or NULL.
ALTER TABLE game_seats ADD COLUMN deadline INTEGER;
