-- Tap-to-move pickers under boards, per channel (`buttons on|off`): 1 on, 0 off, NULL the
-- default (on).
ALTER TABLE channels ADD COLUMN buttons BIGINT;
