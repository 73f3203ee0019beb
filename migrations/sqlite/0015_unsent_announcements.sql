-- A move's delivery claim remembers, until its reply is sent, the process answering it
-- and the match version the move made: when that process stops before sending (its
-- liveness lease lapses), another announces the move again.
ALTER TABLE deliveries ADD COLUMN holder TEXT;
ALTER TABLE deliveries ADD COLUMN announce_match BIGINT;
ALTER TABLE deliveries ADD COLUMN announce_version BIGINT;
CREATE INDEX deliveries_unsent ON deliveries (platform) WHERE announce_match IS NOT NULL;
