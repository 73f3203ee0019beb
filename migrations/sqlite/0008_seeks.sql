-- Seeks: players waiting in a community's queue for an opponent. `terms` is the match's
-- key (the rating key, the game's options in order, rated or casual): two seeks pair only
-- with equal terms, by the nearest rating. A seek is claimed by deleting its row, so two
-- processes never pair it twice.
CREATE TABLE seeks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    platform TEXT NOT NULL,
    community TEXT NOT NULL,
    channel TEXT NOT NULL,
    thread TEXT NOT NULL,
    user_id TEXT NOT NULL,
    user_name TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    terms TEXT NOT NULL,
    clock TEXT NOT NULL,
    rating REAL NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    ai_after BIGINT
);
CREATE INDEX seeks_by_rating ON seeks (platform, community, terms, rating);
CREATE INDEX seeks_by_age ON seeks (platform, community, terms, created_at);
CREATE INDEX seeks_by_expiry ON seeks (platform, expires_at);
CREATE UNIQUE INDEX seeks_one_per_player ON seeks (platform, community, user_id, terms);

-- A community's lobby: the channel where seeks are announced, and the role they ping.
CREATE TABLE lobbies (
    platform TEXT NOT NULL,
    community TEXT NOT NULL,
    channel TEXT NOT NULL,
    thread TEXT NOT NULL,
    role TEXT NOT NULL,
    PRIMARY KEY (platform, community)
);

-- Where each user's notifications go: channel (the default), dm, both or off; `closed`
-- is channel after private messages failed, until the channel is told once.
CREATE TABLE notify_settings (
    platform TEXT NOT NULL,
    user_id TEXT NOT NULL,
    mode TEXT NOT NULL,
    PRIMARY KEY (platform, user_id)
);
