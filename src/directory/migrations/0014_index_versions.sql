-- The games index names, for each game, the rules version it was created under and the version of
-- its room's SQLite tables when the room last wrote its row, so an operator can list stored games
-- by version (`npm run games-by-version`) and know when an old rules module or a schema step's
-- compatibility can go. Rows written before this migration read NULL until their room next loads.
-- No index: the listing is a rare operator query, and an index here would be rewritten on every
-- move's index write.
ALTER TABLE games ADD COLUMN rules_version TEXT;
ALTER TABLE games ADD COLUMN room_schema INTEGER;
