-- Challenges for more than two players, players indexed for private messages, and the
-- deadline of a pending secret decision (SQLite).
ALTER TABLE challenges ADD COLUMN seats BIGINT NOT NULL DEFAULT 2;
ALTER TABLE challenges ADD COLUMN invited TEXT NOT NULL DEFAULT '[]';
ALTER TABLE challenges ADD COLUMN joined TEXT NOT NULL DEFAULT '[]';
UPDATE challenges SET invited = json_array(json_object('id', challenged_id, 'name', challenged_name))
    WHERE challenged_id IS NOT NULL;
ALTER TABLE challenges DROP COLUMN challenged_id;
ALTER TABLE challenges DROP COLUMN challenged_name;

ALTER TABLE matches ADD COLUMN deadline_at BIGINT;
CREATE INDEX matches_deadline ON matches (deadline_at) WHERE status = 'active' AND deadline_at IS NOT NULL;

CREATE TABLE match_players (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    platform TEXT NOT NULL,
    user_id TEXT NOT NULL,
    seat BIGINT NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX match_players_user ON match_players (platform, user_id);
INSERT INTO match_players (match_id, platform, user_id, seat)
    SELECT m.id, m.platform, json_extract(p.value, '$.id'), p.key FROM matches m, json_each(m.players) p;
