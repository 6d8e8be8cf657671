-- Each game's row carries its room's SQLite size (bytes: pages in use and free) as of the room's
-- last write of that row, so the hourly run can total what the rooms store (src/directory/storage.ts,
-- docs/OPERATIONS.md "Metrics"). The room sends it with the row it writes anyway: no write, no round
-- trip of its own. Rows written before this migration read NULL until their room next loads (it then
-- writes its row once). No index: only the once-a-day total reads it, and an index here would be
-- rewritten on every move's index write.
ALTER TABLE games ADD COLUMN room_bytes INTEGER;
