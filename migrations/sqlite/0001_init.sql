-- Channels, pending challenges and matches (SQLite).
CREATE TABLE channels (
    platform TEXT NOT NULL,
    channel TEXT NOT NULL,
    thread TEXT NOT NULL,
    lang TEXT NOT NULL,
    PRIMARY KEY (platform, channel, thread)
);

CREATE TABLE challenges (
    platform TEXT NOT NULL,
    channel TEXT NOT NULL,
    thread TEXT NOT NULL,
    challenger_id TEXT NOT NULL,
    challenger_name TEXT NOT NULL,
    challenged_id TEXT,
    challenged_name TEXT,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    PRIMARY KEY (platform, channel, thread)
);

CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    platform TEXT NOT NULL,
    channel TEXT NOT NULL,
    thread TEXT NOT NULL,
    game TEXT NOT NULL,
    players TEXT NOT NULL,
    record TEXT NOT NULL,
    status TEXT NOT NULL,
    result TEXT,
    end_reason TEXT,
    draw_offer BIGINT,
    version BIGINT NOT NULL,
    started_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE UNIQUE INDEX matches_one_active_per_channel ON matches (platform, channel, thread) WHERE status = 'active';
