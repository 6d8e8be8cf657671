-- Which key or token added each passkey (as tokens keep theirs, 0019): a token with `account`
-- can add one, and a passkey outlives the token that added it, so whoever held a leaked token could
-- keep signing in with a passkey of their own. A cascade (`cascade=true`) from that token removes
-- it, and signs out the devices it signed in. NULL for passkeys added before this migration.
ALTER TABLE passkeys ADD COLUMN made_with TEXT;
CREATE INDEX passkeys_made_with ON passkeys (player_id, made_with) WHERE made_with IS NOT NULL;
