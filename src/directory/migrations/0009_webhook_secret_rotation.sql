-- Webhook signing secrets rotate with an overlap (POST /v1/webhooks/{id}/rotate-secret): until
-- previous_secret_expires_at, every delivery is signed with the new secret and the previous one.
ALTER TABLE webhooks ADD COLUMN previous_secret TEXT;
ALTER TABLE webhooks ADD COLUMN previous_secret_expires_at INTEGER;
