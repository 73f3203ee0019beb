-- A tournament's page lists its games' pages by the matches' tournament.
CREATE INDEX matches_by_tournament ON matches (tournament_id) WHERE tournament_id IS NOT NULL;
