//! `puzzles`, `puzzle_ratings`, `puzzle_players`, `puzzle_attempts`,
//! `puzzle_days` and `guild_settings.puzzle_channel_id`: puzzles found in
//! a server's games, the puzzle ratings, each player's attempts and the
//! daily puzzle (docs/learning.md 2).

use crate::{Conn, Result, locking, on};

/// A puzzle found in one of a server's finished games.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct FoundRow {
    /// `game:ID:PLY`.
    pub key: String,
    pub guild_id: i64,
    pub variant_key: String,
    pub game_id: i64,
    pub ply: i64,
    pub position: String,
    pub plies: i64,
    /// The main line, moves separated by spaces.
    pub solution: String,
}

/// A Glicko-2 puzzle rating (a player's or a puzzle's) and its tally.
#[derive(Clone, Copy, Debug, PartialEq, sqlx::FromRow)]
pub struct PuzzleRatingRow {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub attempts: i64,
    pub solved: i64,
}

/// A player's go at a puzzle.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct AttemptRow {
    pub player_id: i64,
    pub puzzle_key: String,
    pub guild_id: i64,
    /// The moves so far, separated by spaces (empty before the first).
    pub played: String,
    /// `open`, `solved`, `failed` or `skipped`.
    pub status: String,
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
    pub created_at: i64,
}

/// Stores a found puzzle; false, writing nothing, when it is known.
pub async fn insert_found(conn: &mut impl Conn, row: &FoundRow, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "INSERT INTO puzzles (key, guild_id, variant_key, game_id, ply, position, plies,
                              solution, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (key) DO NOTHING",
    )
    .bind(&row.key)
    .bind(row.guild_id)
    .bind(&row.variant_key)
    .bind(row.game_id)
    .bind(row.ply)
    .bind(&row.position)
    .bind(row.plies)
    .bind(&row.solution)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// A found puzzle by key.
pub async fn found(conn: &mut impl Conn, key: &str) -> Result<Option<FoundRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT key, guild_id, variant_key, game_id, ply, position, plies, solution
         FROM puzzles WHERE key = $1",
    )
    .bind(key)
    .fetch_optional(&mut *c)
    .await)?)
}

/// The puzzles found in a server's games of one variant (every variant
/// when `variant_key` is `None`), newest first.
pub async fn found_in_guild(
    conn: &mut impl Conn,
    guild_id: i64,
    variant_key: Option<&str>,
) -> Result<Vec<FoundRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT key, guild_id, variant_key, game_id, ply, position, plies, solution
         FROM puzzles WHERE guild_id = $1 AND ($2 IS NULL OR variant_key = $2)
         ORDER BY created_at DESC, key",
    )
    .bind(guild_id)
    .bind(variant_key)
    .fetch_all(&mut *c)
    .await)?)
}

/// A puzzle's rating, if it was ever attempted.
pub async fn puzzle_rating(conn: &mut impl Conn, key: &str) -> Result<Option<PuzzleRatingRow>> {
    let sql = locking!(
        conn,
        "SELECT rating, deviation, volatility, attempts, solved FROM puzzle_ratings
         WHERE puzzle_key = $1",
        " FOR UPDATE"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(key)
        .fetch_optional(&mut *c)
        .await)?)
}

/// The ratings of every puzzle attempted so far, by key.
pub async fn puzzle_ratings(conn: &mut impl Conn) -> Result<Vec<(String, f64)>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT puzzle_key, rating FROM puzzle_ratings"
    )
    .fetch_all(&mut *c)
    .await)?)
}

pub async fn put_puzzle_rating(
    conn: &mut impl Conn,
    key: &str,
    row: &PuzzleRatingRow,
    now: i64,
) -> Result<()> {
    let sql = upsert_rating!("puzzle_ratings", "puzzle_key");
    put_rating(conn, sql, key.to_string(), row, now).await
}

/// `INSERT` or replace a rating row of `$table`, keyed by `$key`.
macro_rules! upsert_rating {
    ($table:literal, $key:literal) => {
        concat!(
            "INSERT INTO ",
            $table,
            " (",
            $key,
            ", rating, deviation, volatility, attempts, solved,
                                       created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
             ON CONFLICT (",
            $key,
            ") DO UPDATE SET rating = excluded.rating,
                 deviation = excluded.deviation, volatility = excluded.volatility,
                 attempts = excluded.attempts, solved = excluded.solved,
                 updated_at = excluded.updated_at"
        )
    };
}
use upsert_rating;

async fn put_rating<K>(
    conn: &mut impl Conn,
    sql: &'static str,
    key: K,
    row: &PuzzleRatingRow,
    now: i64,
) -> Result<()>
where
    K: for<'q> sqlx::Encode<'q, sqlx::Sqlite>
        + sqlx::Type<sqlx::Sqlite>
        + for<'q> sqlx::Encode<'q, sqlx::Postgres>
        + sqlx::Type<sqlx::Postgres>
        + Clone
        + Send
        + 'static,
{
    on!(conn, |c| sqlx::query(sql)
        .bind(key.clone())
        .bind(row.rating)
        .bind(row.deviation)
        .bind(row.volatility)
        .bind(row.attempts)
        .bind(row.solved)
        .bind(now)
        .execute(&mut *c)
        .await
        .map(|d| d.rows_affected()))?;
    Ok(())
}

/// A player's puzzle rating, if they ever finished a puzzle.
pub async fn player_rating(
    conn: &mut impl Conn,
    player_id: i64,
) -> Result<Option<PuzzleRatingRow>> {
    let sql = locking!(
        conn,
        "SELECT rating, deviation, volatility, attempts, solved FROM puzzle_players
         WHERE player_id = $1",
        " FOR UPDATE"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(player_id)
        .fetch_optional(&mut *c)
        .await)?)
}

pub async fn put_player_rating(
    conn: &mut impl Conn,
    player_id: i64,
    row: &PuzzleRatingRow,
    now: i64,
) -> Result<()> {
    let sql = upsert_rating!("puzzle_players", "player_id");
    put_rating(conn, sql, player_id, row, now).await
}

/// `SELECT` of an attempt's columns, then `$rest`.
macro_rules! select_attempt {
    ($rest:literal) => {
        concat!(
            "SELECT player_id, puzzle_key, guild_id, played, status, rating_before, rating_after,
                    created_at FROM puzzle_attempts ",
            $rest
        )
    };
}

/// The player's open attempt, if any.
pub async fn open_attempt(conn: &mut impl Conn, player_id: i64) -> Result<Option<AttemptRow>> {
    Ok(on!(conn, |c| sqlx::query_as(select_attempt!(
        "WHERE player_id = $1 AND status = 'open'"
    ))
    .bind(player_id)
    .fetch_optional(&mut *c)
    .await)?)
}

/// The player's attempt at a puzzle, if any.
pub async fn attempt(
    conn: &mut impl Conn,
    player_id: i64,
    puzzle_key: &str,
) -> Result<Option<AttemptRow>> {
    Ok(on!(conn, |c| sqlx::query_as(select_attempt!(
        "WHERE player_id = $1 AND puzzle_key = $2"
    ))
    .bind(player_id)
    .bind(puzzle_key)
    .fetch_optional(&mut *c)
    .await)?)
}

/// The keys of every puzzle the player attempted.
pub async fn attempted(conn: &mut impl Conn, player_id: i64) -> Result<Vec<String>> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "SELECT puzzle_key FROM puzzle_attempts WHERE player_id = $1"
    )
    .bind(player_id)
    .fetch_all(&mut *c)
    .await)?)
}

/// Opens an attempt; false, writing nothing, when the player attempted
/// the puzzle before or has another open.
pub async fn open(
    conn: &mut impl Conn,
    player_id: i64,
    puzzle_key: &str,
    guild_id: i64,
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "INSERT INTO puzzle_attempts (player_id, puzzle_key, guild_id, played, status,
                                      created_at, updated_at)
         VALUES ($1, $2, $3, '', 'open', $4, $4) ON CONFLICT DO NOTHING",
    )
    .bind(player_id)
    .bind(puzzle_key)
    .bind(guild_id)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// How an open attempt moves on.
#[derive(Clone, Debug, PartialEq)]
pub struct Advance<'a> {
    /// The moves it must have now (else another answer got in first).
    pub from_played: &'a str,
    pub played: &'a str,
    pub status: &'a str,
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
}

/// Moves an open attempt on, if it is still open at `from_played`;
/// whether it did (a compare-and-set: of two racing answers, one wins).
pub async fn advance(
    conn: &mut impl Conn,
    player_id: i64,
    puzzle_key: &str,
    step: &Advance<'_>,
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE puzzle_attempts SET played = $3, status = $4, rating_before = $5,
                rating_after = $6, updated_at = $7
         WHERE player_id = $1 AND puzzle_key = $2 AND status = 'open' AND played = $8",
    )
    .bind(player_id)
    .bind(puzzle_key)
    .bind(step.played)
    .bind(step.status)
    .bind(step.rating_before)
    .bind(step.rating_after)
    .bind(now)
    .bind(step.from_played)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// The channel of a server's daily puzzle, if it has one.
pub async fn daily_channel(conn: &mut impl Conn, guild_id: i64) -> Result<Option<i64>> {
    let channel: Option<(Option<i64>,)> = on!(conn, |c| sqlx::query_as(
        "SELECT puzzle_channel_id FROM guild_settings WHERE guild_id = $1"
    )
    .bind(guild_id)
    .fetch_optional(&mut *c)
    .await)?;
    Ok(channel.and_then(|(c,)| c))
}

/// Sets (or, with `None`, stops) a server's daily puzzle.
pub async fn set_daily_channel(
    conn: &mut impl Conn,
    guild_id: i64,
    channel_id: Option<i64>,
    now: i64,
) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO guild_settings (guild_id, puzzle_channel_id, created_at, updated_at)
         VALUES ($1, $2, $3, $3)
         ON CONFLICT (guild_id) DO UPDATE SET puzzle_channel_id = excluded.puzzle_channel_id,
                                              updated_at = excluded.updated_at",
    )
    .bind(guild_id)
    .bind(channel_id)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}

/// The servers with a daily puzzle and none sent on `day`, with their
/// channels.
pub async fn daily_due(conn: &mut impl Conn, day: i64) -> Result<Vec<(i64, i64)>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT s.guild_id, s.puzzle_channel_id FROM guild_settings s
         WHERE s.puzzle_channel_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM puzzle_days d WHERE d.guild_id = s.guild_id AND d.day = $1)
         ORDER BY s.guild_id",
    )
    .bind(day)
    .fetch_all(&mut *c)
    .await)?)
}

/// Whether any server has a daily puzzle.
pub async fn any_daily(conn: &mut impl Conn) -> Result<bool> {
    let n: i64 = on!(conn, |c| sqlx::query_scalar(
        "SELECT COUNT(*) FROM guild_settings WHERE puzzle_channel_id IS NOT NULL"
    )
    .fetch_one(&mut *c)
    .await)?;
    Ok(n > 0)
}

/// Records a server's daily puzzle of `day`; false, writing nothing, if
/// that day has one.
pub async fn record_day(
    conn: &mut impl Conn,
    guild_id: i64,
    day: i64,
    channel_id: i64,
    puzzle_key: &str,
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| {
        sqlx::query(
        "INSERT INTO puzzle_days (guild_id, day, channel_id, puzzle_key, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (guild_id, day) DO NOTHING",
    )
    .bind(guild_id)
    .bind(day)
    .bind(channel_id)
    .bind(puzzle_key)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected())
    })?;
    Ok(done == 1)
}

/// The keys of the daily puzzles a server was sent, oldest first.
pub async fn days_sent(conn: &mut impl Conn, guild_id: i64) -> Result<Vec<String>> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "SELECT puzzle_key FROM puzzle_days WHERE guild_id = $1 ORDER BY day"
    )
    .bind(guild_id)
    .fetch_all(&mut *c)
    .await)?)
}
