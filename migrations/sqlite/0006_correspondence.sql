-- Correspondence (docs/correspondence.md): time banks, vacations, direct
-- messages on one's turn, conditional moves.

-- A time control is a time per move and, optionally, a bank on top of it
-- (`1d+7d`): a slower move draws the excess from its side's bank.
ALTER TABLE challenges  ADD COLUMN bank_ms INTEGER CHECK (bank_ms IS NULL OR bank_ms > 0);
ALTER TABLE tournaments ADD COLUMN bank_ms INTEGER CHECK (bank_ms IS NULL OR bank_ms > 0);
ALTER TABLE games       ADD COLUMN bank_ms INTEGER CHECK (bank_ms IS NULL OR bank_ms > 0);
-- What is left of each side's bank (NULL without a bank).
ALTER TABLE games ADD COLUMN attacker_bank_ms INTEGER CHECK (attacker_bank_ms IS NULL OR attacker_bank_ms >= 0);
ALTER TABLE games ADD COLUMN defender_bank_ms INTEGER CHECK (defender_bank_ms IS NULL OR defender_bank_ms >= 0);
-- Whether a player's vacation stops this game's clock: a correspondence
-- game (a day or more a move) not in a tournament created without.
ALTER TABLE tournaments ADD COLUMN vacation INTEGER NOT NULL DEFAULT 1 CHECK (vacation IN (0, 1));
ALTER TABLE games       ADD COLUMN vacation INTEGER NOT NULL DEFAULT 0 CHECK (vacation IN (0, 1));
-- Whether a player has conditional moves waiting in this game: a move
-- then plays them in its own transaction (the one-statement move requires
-- none, so a line stored meanwhile is never passed over).
ALTER TABLE games ADD COLUMN premoves INTEGER NOT NULL DEFAULT 0 CHECK (premoves IN (0, 1));

-- The clock: budget_ms is the time the mover had when it started (the
-- move's time and their bank); the time it stood still for a vacation is
-- not counted, so due_at, remind_at (80%) and warn_at (95%) are moved on
-- when a vacation starts or ends.
ALTER TABLE deadlines ADD COLUMN budget_ms INTEGER;
ALTER TABLE deadlines ADD COLUMN warn_at   INTEGER;
ALTER TABLE deadlines ADD COLUMN warned_at INTEGER;
CREATE INDEX deadlines_warn ON deadlines (warn_at) WHERE warned_at IS NULL;

-- Each server's yearly allowance of vacation days per player.
ALTER TABLE guild_settings ADD COLUMN vacation_days INTEGER NOT NULL DEFAULT 21
    CHECK (vacation_days BETWEEN 0 AND 366);

-- A player's vacation on a server (guild 0: direct messages). `days` is
-- what it costs of the yearly allowance: as asked, or the days begun when
-- it ended early (at least one). It runs until until_at, or ended_at.
CREATE TABLE vacations (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players (id),
    started_at INTEGER NOT NULL,
    until_at   INTEGER NOT NULL,
    ended_at   INTEGER,
    days       INTEGER NOT NULL CHECK (days >= 1),
    -- Started by the bot instead of a loss on time.
    auto       INTEGER NOT NULL CHECK (auto IN (0, 1)),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    CHECK (until_at > started_at)
);
CREATE INDEX vacations_player ON vacations (player_id, guild_id, started_at);
CREATE INDEX vacations_open ON vacations (until_at) WHERE ended_at IS NULL;

-- A player's own settings, the same on every server: direct messages on
-- their turn (`off`, `each` move, a `daily` digest at digest_hour UTC),
-- time warnings, automatic vacation; the direct-message channel Discord
-- gave, and when Discord refused to deliver there (code 50007).
CREATE TABLE player_settings (
    player_id      INTEGER PRIMARY KEY REFERENCES players (id),
    notify_turn    TEXT    NOT NULL DEFAULT 'off' CHECK (notify_turn IN ('off', 'each', 'daily')),
    notify_warnings INTEGER NOT NULL DEFAULT 0 CHECK (notify_warnings IN (0, 1)),
    digest_hour    INTEGER NOT NULL DEFAULT 8 CHECK (digest_hour BETWEEN 0 AND 23),
    auto_vacation  INTEGER NOT NULL DEFAULT 0 CHECK (auto_vacation IN (0, 1)),
    dm_channel_id  INTEGER,
    dm_closed_at   INTEGER,
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL
);

-- One daily digest per player and day (days since 1970-01-01, UTC): the
-- row is written with the digest's event, so a digest goes out once.
CREATE TABLE digests (
    player_id  INTEGER NOT NULL REFERENCES players (id),
    day        INTEGER NOT NULL,
    games      INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, day)
);

-- A player's conditional moves in a game: `line` alternates the
-- opponent's expected move and the reply (`e3-e6 f7-f5 ...`), the first
-- expected as ply at_ply + 1. Hidden from the opponent.
CREATE TABLE premoves (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player_id  INTEGER NOT NULL REFERENCES players (id),
    at_ply     INTEGER NOT NULL,
    line       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id)
);
