-- The version of how a match's record is stored, by the process that last wrote it: a
-- process meeting a newer one leaves the match alone.
ALTER TABLE matches ADD COLUMN record_format BIGINT NOT NULL DEFAULT 1;
