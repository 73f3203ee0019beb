-- Community play: match clocks (the next alarm stays in deadline_at), ranked or casual
-- matches, takeback offers, the community (server or group) a match belongs to, ratings
-- and results, a channel's default clock, and tournaments.
ALTER TABLE matches ADD COLUMN community TEXT NOT NULL DEFAULT '';
ALTER TABLE matches ADD COLUMN ranked BIGINT NOT NULL DEFAULT 1;
ALTER TABLE matches ADD COLUMN clock TEXT;
ALTER TABLE matches ADD COLUMN takeback_offer BIGINT;
ALTER TABLE matches ADD COLUMN tournament_id BIGINT;
ALTER TABLE channels ADD COLUMN clock TEXT;

CREATE TABLE ratings (
    platform TEXT NOT NULL,
    user_id TEXT NOT NULL,
    game TEXT NOT NULL,
    name TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    PRIMARY KEY (platform, user_id, game)
);

-- One row per player of every finished match that was not aborted.
CREATE TABLE results (
    match_id BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    platform TEXT NOT NULL,
    community TEXT NOT NULL,
    game TEXT NOT NULL,
    user_id TEXT NOT NULL,
    name TEXT NOT NULL,
    verdict TEXT NOT NULL,
    rated BIGINT NOT NULL,
    rating_after REAL,
    opponents TEXT NOT NULL,
    ended_at BIGINT NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX results_player ON results (platform, user_id, ended_at);

-- Who has played rated games of a game in a community: the leaderboard's members.
CREATE TABLE community_players (
    platform TEXT NOT NULL,
    community TEXT NOT NULL,
    game TEXT NOT NULL,
    user_id TEXT NOT NULL,
    PRIMARY KEY (platform, community, game, user_id)
);

CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY,
    platform TEXT NOT NULL,
    channel TEXT NOT NULL,
    thread TEXT NOT NULL,
    community TEXT NOT NULL,
    creator_id TEXT NOT NULL,
    creator_name TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    phase TEXT NOT NULL,
    state TEXT NOT NULL,
    version BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX tournaments_one_per_channel ON tournaments (platform, channel, thread)
    WHERE phase IN ('open', 'running');
