-- Issue 20, notifications for a daily player: each person's own "deadline near" time, and the
-- players a person has muted at every table.

-- Hours before a deadline the person's seats are warned: NULL for the game's own warning time,
-- 0 for no warning at all, 1 to 72 otherwise.
ALTER TABLE notification_preferences ADD COLUMN deadline_warning_hours INTEGER;

-- A person hears nothing from a muted player: their messages are left out of the muter's reads,
-- unread counts, webhooks and pushes.
CREATE TABLE player_mutes (
  player_id TEXT NOT NULL,       -- who muted
  muted_id TEXT NOT NULL,        -- whom
  created_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, muted_id)
);
