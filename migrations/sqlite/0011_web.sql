-- The website's addresses: each page (a match, a tournament, a community's leaderboard
-- of one game) is reached by an unguessable token, made the first time a link to it is
-- given. `subject` is the match's or tournament's id, or the leaderboard's rating key.
CREATE TABLE web_pages (
    token TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    platform TEXT NOT NULL,
    community TEXT NOT NULL,
    subject TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (kind, platform, community, subject)
);

-- Communities whose moderators turned their pages off (`web off`): their links answer
-- 404 until `web on`.
CREATE TABLE web_off (
    platform TEXT NOT NULL,
    community TEXT NOT NULL,
    PRIMARY KEY (platform, community)
);
