-- The name each user was last seen with on their platform, next to their id: a Discord
-- user's server nickname or display name, a Telegram user's name. Leaderboards and match
-- pages show it, so that a rename shows everywhere and names recorded before the bot
-- kept them (a Discord mention such as `<@123>`) read as names.
CREATE TABLE people (
    platform TEXT NOT NULL,
    user_id TEXT NOT NULL,
    name TEXT NOT NULL,
    seen_at BIGINT NOT NULL,
    PRIMARY KEY (platform, user_id)
);
