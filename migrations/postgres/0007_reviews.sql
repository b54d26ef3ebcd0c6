-- The AI's reviews of finished and imported games (docs/learning.md 1):
-- one per game, written once, so a second /review is instant. The body is
-- the review as JSON (the app's form: each move's chances, best move and
-- mark); per_position_ms is the time each position was searched.
CREATE TABLE reviews (
    game_id         BIGINT NOT NULL PRIMARY KEY REFERENCES games (id),
    requested_by    BIGINT NOT NULL,
    per_position_ms BIGINT NOT NULL,
    body            TEXT NOT NULL,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
