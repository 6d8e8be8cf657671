-- The answers to creating POSTs sent with an Idempotency-Key (src/service/idempotency.ts), so a
-- request resent after a lost answer is applied once and answered as it was the first time.
-- Actions keep theirs in the game's own storage, committed with the move.
CREATE TABLE idempotency (
  caller TEXT NOT NULL,          -- player:<id>, or address:<ip> for an anonymous caller
  key_hash TEXT NOT NULL,        -- SHA-256 of the key: the key itself, which unlocks the answer, is not kept
  fingerprint TEXT NOT NULL,     -- SHA-256 of the operation and its parsed input
  status TEXT NOT NULL CHECK (status IN ('pending', 'done')),
  answer TEXT,                   -- the first answer, sealed with a key derived from the Idempotency-Key
  started_at INTEGER NOT NULL,   -- when the request that holds a pending key began
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (caller, key_hash)
);
CREATE INDEX idempotency_expiry ON idempotency (expires_at);
