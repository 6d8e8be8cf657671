-- Which credential each token came from, as webhooks keep theirs (0015): `master` or `tk_…` for a
-- token minted with that key or token, or for a device paired from it (the pairing code keeps who
-- showed it); `passkey:<credential id>` for a device that signed in with that passkey. It lets a
-- person see what a leaked token minted and revoke it all at once (`cascade=true`), and sign out
-- the devices a removed passkey let in (`signOut=true`). NULL for rows made before this migration.
ALTER TABLE tokens ADD COLUMN made_with TEXT;
ALTER TABLE pairing_codes ADD COLUMN made_with TEXT;
CREATE INDEX tokens_made_with ON tokens (player_id, made_with) WHERE made_with IS NOT NULL;
