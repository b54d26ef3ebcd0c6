-- The AI's reviews of finished and imported games (docs/learning.md 1):
-- one per game, written once, so a second /review is instant. The body is
-- the review as JSON (the app's form: each move's chances, best move and
-- mark); per_position_ms is the time each position was searched.
CREATE TABLE reviews (
    game_id         INTEGER NOT NULL PRIMARY KEY REFERENCES games (id),
    requested_by    INTEGER NOT NULL,
    per_position_ms INTEGER NOT NULL,
    body            TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
