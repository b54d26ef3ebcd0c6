-- Ratings (Glicko-2 per guild and variant), per-guild settings and
-- tournaments. Games outside a server are rated under guild_id 0.

-- A player's rating in one guild and variant, with their rated record.
CREATE TABLE ratings (
    guild_id        INTEGER NOT NULL,
    variant         TEXT    NOT NULL,
    player_id       INTEGER NOT NULL REFERENCES players (id),
    rating          REAL    NOT NULL,
    deviation       REAL    NOT NULL,
    volatility      REAL    NOT NULL,
    attacker_wins   INTEGER NOT NULL DEFAULT 0,
    attacker_losses INTEGER NOT NULL DEFAULT 0,
    attacker_draws  INTEGER NOT NULL DEFAULT 0,
    defender_wins   INTEGER NOT NULL DEFAULT 0,
    defender_losses INTEGER NOT NULL DEFAULT 0,
    defender_draws  INTEGER NOT NULL DEFAULT 0,
    last_game_at    INTEGER NOT NULL,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    PRIMARY KEY (guild_id, variant, player_id)
) WITHOUT ROWID;
CREATE INDEX ratings_leaderboard ON ratings (guild_id, variant, rating DESC);

-- The change a rated game made: one row per game, so no game counts twice.
CREATE TABLE rating_changes (
    game_id            INTEGER PRIMARY KEY REFERENCES games (id),
    guild_id           INTEGER NOT NULL,
    variant            TEXT    NOT NULL,
    attacker_id        INTEGER NOT NULL REFERENCES players (id),
    attacker_before    REAL    NOT NULL,
    attacker_after     REAL    NOT NULL,
    attacker_deviation REAL    NOT NULL,
    defender_id        INTEGER NOT NULL REFERENCES players (id),
    defender_before    REAL    NOT NULL,
    defender_after     REAL    NOT NULL,
    defender_deviation REAL    NOT NULL,
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL
);

-- What a server set for the bot: the role whose members may organise
-- tournaments (beside those with the Manage Server permission).
CREATE TABLE guild_settings (
    guild_id          INTEGER PRIMARY KEY,
    organizer_role_id INTEGER,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
);

CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    -- The announcement with the Join button, once posted.
    message_id      INTEGER,
    name            TEXT    NOT NULL,
    variant         TEXT    NOT NULL,
    format          TEXT    NOT NULL CHECK (format IN ('round_robin', 'swiss', 'knockout')),
    -- Swiss: as asked at creation; every format: the number played, set at start.
    rounds          INTEGER CHECK (rounds IS NULL OR rounds >= 1),
    move_time_ms    INTEGER CHECK (move_time_ms IS NULL OR move_time_ms > 0),
    max_players     INTEGER NOT NULL CHECK (max_players >= 2),
    signup_deadline INTEGER,
    status          TEXT    NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    -- The round being played (0 before the start).
    current_round   INTEGER NOT NULL DEFAULT 0,
    created_by      INTEGER NOT NULL REFERENCES players (id),
    winner_id       INTEGER REFERENCES players (id),
    started_at      INTEGER,
    finished_at     INTEGER,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE INDEX tournaments_guild ON tournaments (guild_id, status);
CREATE INDEX tournaments_signup ON tournaments (signup_deadline) WHERE status = 'signup';

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    player_id     INTEGER NOT NULL REFERENCES players (id),
    -- The player's rating when the tournament started (seeding, tie-breaks).
    seed_rating   REAL,
    status        TEXT    NOT NULL CHECK (status IN ('active', 'withdrawn')),
    joined_at     INTEGER NOT NULL,
    withdrawn_at  INTEGER,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, player_id)
) WITHOUT ROWID;

-- What each round holds: games (two legs of one pairing share `pairing`),
-- byes (defender_id NULL) and forfeits of withdrawn players (no game).
CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    pairing       INTEGER NOT NULL,
    leg           INTEGER NOT NULL CHECK (leg IN (1, 2)),
    attacker_id   INTEGER NOT NULL REFERENCES players (id),
    defender_id   INTEGER REFERENCES players (id),
    game_id       INTEGER UNIQUE REFERENCES games (id),
    -- NULL while the game is played; a bye holds `attackers` (its player wins).
    result        TEXT    CHECK (result IN ('attackers', 'defenders', 'draw')),
    forfeit       INTEGER NOT NULL DEFAULT 0 CHECK (forfeit IN (0, 1)),
    plies         INTEGER,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round, pairing, leg)
) WITHOUT ROWID;

ALTER TABLE games ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);
