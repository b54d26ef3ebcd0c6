-- Leases: who does a piece of background work that several processes
-- could do (delivering the outbox to a consumer, the AI's thinking). A
-- process holds a lease until expires_at (the database server's clock, in
-- Unix milliseconds, so that the processes' own clocks need not agree)
-- and renews it while it works; when it dies, another takes the lease once
-- it expired.
CREATE TABLE leases (
    name       TEXT   PRIMARY KEY,
    owner      TEXT   NOT NULL,
    expires_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
