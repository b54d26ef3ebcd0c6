-- Puzzles (docs/learning.md 2). The starting set, mined from the corpora,
-- is compiled into the app; this table holds the puzzles found in a
-- server's own finished games: the position before the winner's first
-- move, the plies of the forced win (1, 3 or 5) and its main line.
-- key is `game:ID:PLY`.
CREATE TABLE puzzles (
    key         TEXT    NOT NULL PRIMARY KEY,
    guild_id    BIGINT  NOT NULL,
    variant_key TEXT    NOT NULL,
    game_id     BIGINT  NOT NULL REFERENCES games (id),
    ply         BIGINT  NOT NULL,
    position    TEXT    NOT NULL,
    plies       BIGINT  NOT NULL CHECK (plies IN (1, 3, 5)),
    solution    TEXT    NOT NULL,
    created_at  BIGINT  NOT NULL,
    updated_at  BIGINT  NOT NULL
);
CREATE INDEX puzzles_guild ON puzzles (guild_id, variant_key);

-- Each puzzle's Glicko-2 rating (every rated attempt is a game between
-- the player and the puzzle); a puzzle without a row has the starting
-- rating of its length.
CREATE TABLE puzzle_ratings (
    puzzle_key TEXT    NOT NULL PRIMARY KEY,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    attempts   BIGINT  NOT NULL DEFAULT 0,
    solved     BIGINT  NOT NULL DEFAULT 0,
    created_at BIGINT  NOT NULL,
    updated_at BIGINT  NOT NULL
);

-- A player's puzzle rating: one, the same on every server.
CREATE TABLE puzzle_players (
    player_id  BIGINT  NOT NULL PRIMARY KEY,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    attempts   BIGINT  NOT NULL DEFAULT 0,
    solved     BIGINT  NOT NULL DEFAULT 0,
    created_at BIGINT  NOT NULL,
    updated_at BIGINT  NOT NULL
);

-- A player's go at a puzzle: the moves played so far (the player's and
-- the bot's replies, in turn), open until solved, failed or skipped. One
-- per player and puzzle; at most one open per player (the current one).
CREATE TABLE puzzle_attempts (
    player_id     BIGINT  NOT NULL,
    puzzle_key    TEXT    NOT NULL,
    guild_id      BIGINT  NOT NULL,
    played        TEXT    NOT NULL DEFAULT '',
    status        TEXT    NOT NULL DEFAULT 'open'
        CHECK (status IN ('open', 'solved', 'failed', 'skipped')),
    rating_before DOUBLE PRECISION,
    rating_after  DOUBLE PRECISION,
    created_at    BIGINT  NOT NULL,
    updated_at    BIGINT  NOT NULL,
    PRIMARY KEY (player_id, puzzle_key)
);
CREATE UNIQUE INDEX puzzle_attempts_open ON puzzle_attempts (player_id) WHERE status = 'open';

-- The daily puzzle each server was sent: one per server and day (days
-- since 1970-01-01, UTC), however many processes sweep.
CREATE TABLE puzzle_days (
    guild_id   BIGINT  NOT NULL,
    day        BIGINT  NOT NULL,
    channel_id BIGINT  NOT NULL,
    puzzle_key TEXT    NOT NULL,
    created_at BIGINT  NOT NULL,
    updated_at BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, day)
);

-- The channel where a server's daily puzzle is posted (none: no daily).
ALTER TABLE guild_settings ADD COLUMN puzzle_channel_id BIGINT;
