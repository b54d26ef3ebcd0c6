-- A server's own rule sets (docs/discord.md, "/variant"): OpenTafl rules
-- strings a server writes down once and then plays like a built-in
-- variant. Their variant key is `rs-` and a hash of the canonical rules
-- string (name included), which no built-in key is: the same rules are the
-- same key in every process and database. A row is never changed:
-- deleting one marks it (deleted_at), so the games, ratings and records
-- that name its key keep its name and rules, and its name is free again.
CREATE TABLE rule_sets (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id   INTEGER NOT NULL,
    -- As the server wrote it, and folded (lower case, single spaces) for
    -- "names are unique per server".
    name       TEXT    NOT NULL,
    name_key   TEXT    NOT NULL,
    -- The canonical rules string (docs/rules.md 5.2), and its key.
    rules       TEXT    NOT NULL,
    variant_key TEXT    NOT NULL,
    created_by INTEGER NOT NULL,
    deleted_at INTEGER,
    deleted_by INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX rule_sets_live_name ON rule_sets (guild_id, name_key) WHERE deleted_at IS NULL;
CREATE INDEX rule_sets_variant_key ON rule_sets (variant_key);

-- A game of a server's rule set keeps the rules it was started with, so a
-- later delete changes no game in progress and no finished record; NULL
-- for the built-in variants, whose key says it all.
ALTER TABLE games ADD COLUMN rules TEXT;
