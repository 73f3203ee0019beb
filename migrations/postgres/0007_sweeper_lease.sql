-- One sweeper per platform at a time across processes: the process holding a lease
-- sweeps until it lapses, renewing it on each sweep; another takes over once it lapsed.
CREATE TABLE leases (
    name TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    until_ms BIGINT NOT NULL
);
