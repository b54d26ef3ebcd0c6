-- Leases: who does a piece of background work that several processes
-- could do (delivering the outbox to a consumer, the AI's thinking). A
-- process holds a lease until expires_at and renews it while it works;
-- when it dies, another takes the lease once it expired. On SQLite one
-- process does everything, so this table stays empty; it exists so that
-- both backends hold the same tables (and `hnefi db copy` moves them).
CREATE TABLE leases (
    name       TEXT    PRIMARY KEY,
    owner      TEXT    NOT NULL,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
