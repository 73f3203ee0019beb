-- A running match whose record no longer replays is set aside: 1 until its channel is
-- told, then 2. The rules version that last wrote each match, for diagnosis.
ALTER TABLE matches ADD COLUMN quarantined BIGINT NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN rules_version BIGINT NOT NULL DEFAULT 1;
