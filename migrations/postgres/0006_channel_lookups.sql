-- A channel's latest match or tournament (export, replay, standings) and names looked up
-- by the leaderboard and profiles are found by index, not by scanning every row.
CREATE INDEX matches_by_channel ON matches (platform, channel, thread, id);
CREATE INDEX tournaments_by_channel ON tournaments (platform, channel, thread, id);
CREATE INDEX results_by_name ON results (platform, LOWER(name));
