-- Webhook subscriptions and the log of their deliveries (which a subscriber can read).
-- Pending work lives in each game's own outbox; these rows are what the API shows.
CREATE TABLE webhooks (
  id TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  url TEXT NOT NULL,
  events TEXT NOT NULL,          -- JSON array of event types
  game_id TEXT,                  -- only this game's events, when set
  bot INTEGER NOT NULL DEFAULT 0, -- a 2xx answer to decision.required may carry an action
  secret TEXT NOT NULL,          -- whsec_…, needed to sign every delivery
  disabled_reason TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX webhooks_player ON webhooks (player_id);

CREATE TABLE webhook_deliveries (
  id TEXT PRIMARY KEY,           -- also the webhook-id header
  webhook_id TEXT NOT NULL,
  game_id TEXT NOT NULL,
  event TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL,
  last_status INTEGER,
  last_error TEXT,
  next_attempt_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX webhook_deliveries_by_hook ON webhook_deliveries (webhook_id, created_at);
