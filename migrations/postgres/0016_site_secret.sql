-- The key that signs the website's personal links (a player's seat in one match): made
-- once, at random, by the first process that needs it, and shared by every process on the
-- database, so links outlive restarts and work whichever process serves them.
CREATE TABLE site_secrets (
    name TEXT PRIMARY KEY,
    secret TEXT NOT NULL
);
