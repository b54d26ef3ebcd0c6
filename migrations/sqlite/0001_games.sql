-- Hnefi's first schema: players, challenges, games, moves, per-move
-- deadlines, draw offers and the event outbox.
--
-- Conventions (see README.md beside this file):
--   * times are Unix milliseconds (UTC) in INTEGER columns, `*_at`;
--   * Discord ids (users, guilds, channels, threads, messages) are INTEGER
--     snowflakes (they fit in a signed 64-bit integer);
--   * variants are stored by key (`copenhagen`), sides as `attackers` /
--     `defenders`, statuses and reasons as the lower-case codes listed in
--     the CHECK constraints, never display names;
--   * every table has created_at and updated_at.

-- A person (or, later, a bot opponent). Humans are keyed by their Discord
-- user id; non-human players will use negative ids, which no snowflake is.
CREATE TABLE players (
    id           INTEGER PRIMARY KEY,
    kind         TEXT    NOT NULL DEFAULT 'human' CHECK (kind IN ('human', 'ai')),
    display_name TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL
);

-- A challenge: direct (opponent_id set) or open (opponent_id NULL).
CREATE TABLE challenges (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id       INTEGER,
    channel_id     INTEGER NOT NULL,
    message_id     INTEGER,
    author_id      INTEGER NOT NULL REFERENCES players (id),
    opponent_id    INTEGER REFERENCES players (id),
    variant        TEXT    NOT NULL,
    layout         TEXT    NOT NULL,
    -- A custom start position (rules.md 2), NULL for the layout's start.
    start_position TEXT,
    author_side    TEXT    NOT NULL CHECK (author_side IN ('attackers', 'defenders', 'random')),
    -- Per-move time; NULL for no time limit.
    move_time_ms   INTEGER CHECK (move_time_ms IS NULL OR move_time_ms > 0),
    rated          INTEGER NOT NULL CHECK (rated IN (0, 1)),
    rematch_of     INTEGER REFERENCES games (id),
    status         TEXT    NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    expires_at     INTEGER NOT NULL,
    closed_at      INTEGER,
    closed_by      INTEGER REFERENCES players (id),
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL,
    CHECK (opponent_id IS NULL OR opponent_id <> author_id)
);
CREATE INDEX challenges_open_expiry ON challenges (expires_at) WHERE status = 'open';
CREATE INDEX challenges_author ON challenges (author_id, status);
CREATE INDEX challenges_rematch ON challenges (rematch_of) WHERE rematch_of IS NOT NULL;

-- A game. `position`, `to_move` and `plies` describe the position after
-- the last move (a cache for lists and boards); the moves table is the
-- history that is replayed from `start_position`. `version` counts the
-- changes a move can be based on (each move, and the end of the game).
CREATE TABLE games (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    challenge_id   INTEGER UNIQUE REFERENCES challenges (id),
    source         TEXT    NOT NULL CHECK (source IN ('challenge', 'import')),
    guild_id       INTEGER,
    channel_id     INTEGER NOT NULL,
    thread_id      INTEGER,
    variant        TEXT    NOT NULL,
    layout         TEXT    NOT NULL,
    -- The position the game started from (the drawn first mover included).
    start_position TEXT    NOT NULL,
    -- Whether start_position is a custom one rather than the layout's.
    custom_start   INTEGER NOT NULL CHECK (custom_start IN (0, 1)),
    attacker_id    INTEGER NOT NULL REFERENCES players (id),
    defender_id    INTEGER NOT NULL REFERENCES players (id),
    move_time_ms   INTEGER CHECK (move_time_ms IS NULL OR move_time_ms > 0),
    rated          INTEGER NOT NULL CHECK (rated IN (0, 1)),
    status         TEXT    NOT NULL CHECK (status IN ('active', 'finished', 'aborted', 'imported')),
    winner         TEXT    CHECK (winner IN ('attackers', 'defenders', 'draw')),
    reason         TEXT    CHECK (reason IN ('king_captured', 'king_escaped', 'encircled', 'no_legal_moves',
                                             'repetition', 'resigned', 'timeout', 'draw_agreed', 'aborted',
                                             'tuit_nog', 'exit_fort')),
    plies          INTEGER NOT NULL DEFAULT 0 CHECK (plies >= 0),
    position       TEXT    NOT NULL,
    to_move        TEXT    NOT NULL CHECK (to_move IN ('attackers', 'defenders')),
    version        INTEGER NOT NULL DEFAULT 0,
    -- Extra header lines of an imported record (`key: value`, one a line).
    record_tags    TEXT,
    started_at     INTEGER NOT NULL,
    finished_at    INTEGER,
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL,
    CHECK ((status = 'active') = (winner IS NULL) OR status = 'imported'),
    CHECK ((winner IS NULL) = (reason IS NULL))
);
CREATE INDEX games_attacker ON games (attacker_id, status);
CREATE INDEX games_defender ON games (defender_id, status);
CREATE INDEX games_channel ON games (channel_id, status);
CREATE INDEX games_thread ON games (thread_id, status) WHERE thread_id IS NOT NULL;

-- One row per ply; (game_id, ply) is unique, so a move can never be
-- stored twice.
CREATE TABLE moves (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply          INTEGER NOT NULL CHECK (ply >= 1),
    side         TEXT    NOT NULL CHECK (side IN ('attackers', 'defenders')),
    -- Who played it; NULL for the plies of an imported record.
    player_id    INTEGER REFERENCES players (id),
    -- The move with its capture suffix (rules.md 2), e.g. `e3-e6xe7`.
    notation     TEXT    NOT NULL,
    -- Captured squares, space-separated, in ascending square order.
    captures     TEXT    NOT NULL DEFAULT '',
    announcement TEXT,
    played_at    INTEGER NOT NULL,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

-- The running clock of a game with a per-move time: the side to move must
-- move by due_at; the reminder goes out at remind_at. reminded_at is set
-- once the reminder is written to the outbox.
CREATE TABLE deadlines (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- Plies played when this clock started: the awaited move is ply + 1.
    ply         INTEGER NOT NULL,
    side        TEXT    NOT NULL CHECK (side IN ('attackers', 'defenders')),
    player_id   INTEGER NOT NULL REFERENCES players (id),
    started_at  INTEGER NOT NULL,
    remind_at   INTEGER NOT NULL,
    reminded_at INTEGER,
    due_at      INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE INDEX deadlines_due ON deadlines (due_at);
CREATE INDEX deadlines_remind ON deadlines (remind_at) WHERE reminded_at IS NULL;

-- Draw offers. At most one pending offer per game.
CREATE TABLE draw_offers (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player_id   INTEGER NOT NULL REFERENCES players (id),
    side        TEXT    NOT NULL CHECK (side IN ('attackers', 'defenders')),
    -- Plies played when the offer was made.
    ply         INTEGER NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('pending', 'accepted', 'declined', 'lapsed', 'void')),
    answered_at INTEGER,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE UNIQUE INDEX draw_offers_pending ON draw_offers (game_id) WHERE status = 'pending';
CREATE INDEX draw_offers_game ON draw_offers (game_id, player_id);

-- The outbox: every event, written in the transaction of the change that
-- caused it, in order. payload is the event as JSON (hnefi-app's Event).
CREATE TABLE events (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    kind         TEXT    NOT NULL,
    game_id      INTEGER,
    challenge_id INTEGER,
    payload      TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL
);

-- Who receives events, and how far each has accepted them: events with an
-- id above delivered_up_to are pending for that consumer.
CREATE TABLE event_consumers (
    name            TEXT    PRIMARY KEY,
    delivered_up_to INTEGER NOT NULL DEFAULT 0,
    failures        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
) WITHOUT ROWID;
