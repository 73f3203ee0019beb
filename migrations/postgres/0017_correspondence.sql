-- Correspondence play. A player's vacations (per platform identity): each pauses their
-- correspondence clocks from its start to its end, which `vacation off` brings forward;
-- the days taken over the last 365 count against the yearly allowance.
CREATE TABLE vacations (
    platform TEXT NOT NULL,
    user_id TEXT NOT NULL,
    starts_at BIGINT NOT NULL,
    ends_at BIGINT NOT NULL,
    PRIMARY KEY (platform, user_id, starts_at)
);

-- A player's daily digest (`notify digest 08:00 Europe/Rome`): the local minute of the
-- day and the time zone, when the next one is due, and the "your games" message kept up
-- to date (the platform's id for it, to edit it in place), in the language of the
-- channel where it was asked for.
CREATE TABLE digests (
    platform TEXT NOT NULL,
    user_id TEXT NOT NULL,
    minute_of_day BIGINT NOT NULL,
    zone TEXT NOT NULL,
    next_at BIGINT NOT NULL,
    message TEXT,
    lang TEXT NOT NULL DEFAULT 'en',
    PRIMARY KEY (platform, user_id)
);
CREATE INDEX digests_due ON digests (next_at);
