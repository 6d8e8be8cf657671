-- When the credential that made a webhook ends by itself, where the tokens table cannot say: an
-- app's grant lives 30 days from its code's exchange and then KV drops it, with nothing in the
-- directory changing. Kept at the webhook's creation (src/service/webhooks.ts) so that every
-- delivery attempt's check (webhookActive) stops at that moment, not at the next hourly run that
-- disables it. NULL for webhooks made with the master key or a token (their end is in `tokens`),
-- and for rows made before this migration (the hourly run still covers those).
ALTER TABLE webhooks ADD COLUMN made_with_until INTEGER;
