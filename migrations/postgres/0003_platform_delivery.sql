-- Users who opened a private chat with the bot (Telegram lets a bot write only to them),
-- and platform deliveries already handled (an update delivered twice is handled once).
CREATE TABLE private_chats (
    platform TEXT NOT NULL,
    user_id TEXT NOT NULL,
    opened_at BIGINT NOT NULL,
    PRIMARY KEY (platform, user_id)
);

CREATE TABLE deliveries (
    platform TEXT NOT NULL,
    delivery TEXT NOT NULL,
    handled_at BIGINT NOT NULL,
    PRIMARY KEY (platform, delivery)
);
CREATE INDEX deliveries_age ON deliveries (handled_at);
