-- One network of communities (issue 69). A community that joined, under the name the
-- network's directory shows.
CREATE TABLE network_members (
    platform TEXT NOT NULL,
    community TEXT NOT NULL,
    name TEXT NOT NULL,
    joined_at BIGINT NOT NULL,
    PRIMARY KEY (platform, community)
);

-- A community's block of another: no network match starts between them, either way.
CREATE TABLE network_blocks (
    platform TEXT NOT NULL,
    community TEXT NOT NULL,
    blocked_platform TEXT NOT NULL,
    blocked_community TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (platform, community, blocked_platform, blocked_community)
);
