-- The hourly purge (src/directory/purge.ts) finds old delivery log rows and long-expired
-- invitations by these, not by reading the tables whole: a bot's webhook logs a row per decision,
-- so a service that runs for years would otherwise keep every delivery it ever made.
CREATE INDEX webhook_deliveries_updated ON webhook_deliveries (updated_at);
CREATE INDEX invitations_pending_expires ON invitations (expires_at) WHERE status = 'pending';
