-- Which of the person's keys or tokens made each webhook and push subscription, by the id the
-- token list gives it (`master`, `tk_…`, `oa_…` for an app's grant). Revoking that token, ending
-- that grant or replacing the master key disables the webhooks it made (a bot's webhook can answer
-- decisions for its player: it must not outlive a leaked key) and deletes its push subscriptions
-- (src/service/credential-ended.ts); so does the hourly purge once the token has expired. Rows
-- made before this migration are NULL: tied to no token, kept as they are.
ALTER TABLE webhooks ADD COLUMN made_with TEXT;
ALTER TABLE push_subscriptions ADD COLUMN made_with TEXT;
