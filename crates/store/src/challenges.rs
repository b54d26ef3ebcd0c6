//! `challenges`.

use crate::{ChallengeRow, ChallengeStatus, Conn, NewChallenge, Result, locking, on};

pub async fn insert(conn: &mut impl Conn, new: &NewChallenge<'_>) -> Result<i64> {
    let id = on!(conn, |c| sqlx::query_scalar(
        "INSERT INTO challenges (guild_id, channel_id, author_id, opponent_id, variant, layout,
                                 start_position, author_side, move_time_ms, rated, rematch_of,
                                 status, expires_at, created_at, updated_at, bank_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'open', $12, $13, $13, $14)
         RETURNING id",
    )
    .bind(new.guild_id)
    .bind(new.channel_id)
    .bind(new.author_id)
    .bind(new.opponent_id)
    .bind(new.variant)
    .bind(new.layout)
    .bind(new.start_position)
    .bind(new.author_side)
    .bind(new.move_time_ms)
    .bind(new.rated)
    .bind(new.rematch_of)
    .bind(new.expires_at)
    .bind(new.now)
    .bind(new.bank_ms)
    .fetch_one(&mut *c)
    .await)?;
    Ok(id)
}

pub async fn get(conn: &mut impl Conn, id: i64) -> Result<Option<ChallengeRow>> {
    let sql = locking!(
        conn,
        "SELECT * FROM challenges WHERE id = $1",
        " FOR UPDATE"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(id)
        .fetch_optional(&mut *c)
        .await)?)
}

/// Closes an open challenge; false if it was no longer open.
pub async fn close(
    conn: &mut impl Conn,
    id: i64,
    status: ChallengeStatus,
    by: Option<i64>,
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE challenges SET status = $2, closed_at = $3, closed_by = $4, updated_at = $3
         WHERE id = $1 AND status = 'open'",
    )
    .bind(id)
    .bind(status.code())
    .bind(now)
    .bind(by)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// Records the message that shows the challenge.
pub async fn set_message(conn: &mut impl Conn, id: i64, message_id: i64, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE challenges SET message_id = $2, updated_at = $3 WHERE id = $1"
    )
    .bind(id)
    .bind(message_id)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// How many open, unexpired challenges `author` has.
pub async fn count_open_by(conn: &mut impl Conn, author: i64, now: i64) -> Result<i64> {
    Ok(on!(conn, |c| {
        sqlx::query_scalar(
        "SELECT COUNT(*) FROM challenges WHERE author_id = $1 AND status = 'open' AND expires_at > $2",
    )
    .bind(author)
    .bind(now)
    .fetch_one(&mut *c)
    .await
    })?)
}

/// Open challenges that were due to expire by `now`, oldest first.
pub async fn due_to_expire(
    conn: &mut impl Conn,
    now: i64,
    limit: i64,
) -> Result<Vec<ChallengeRow>> {
    // In a write transaction on PostgreSQL, the rows come locked, and
    // those another process is expiring are passed over.
    let sql = locking!(
        conn,
        "SELECT * FROM challenges WHERE status = 'open' AND expires_at <= $1
         ORDER BY expires_at, id LIMIT $2",
        " FOR UPDATE SKIP LOCKED"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(now)
        .bind(limit)
        .fetch_all(&mut *c)
        .await)?)
}

/// When the next open challenge expires.
pub async fn next_expiry(conn: &mut impl Conn) -> Result<Option<i64>> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "SELECT MIN(expires_at) FROM challenges WHERE status = 'open'"
    )
    .fetch_one(&mut *c)
    .await)?)
}

/// The open rematch challenge of a game, if any.
pub async fn open_rematch(
    conn: &mut impl Conn,
    game_id: i64,
    now: i64,
) -> Result<Option<ChallengeRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT * FROM challenges WHERE rematch_of = $1 AND status = 'open' AND expires_at > $2
         ORDER BY id DESC LIMIT 1",
    )
    .bind(game_id)
    .bind(now)
    .fetch_optional(&mut *c)
    .await)?)
}

/// Open, unexpired challenges posted in a channel, newest first.
pub async fn open_in_channel(
    conn: &mut impl Conn,
    channel_id: i64,
    now: i64,
) -> Result<Vec<ChallengeRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT * FROM challenges WHERE channel_id = $1 AND status = 'open' AND expires_at > $2
         ORDER BY id DESC",
    )
    .bind(channel_id)
    .bind(now)
    .fetch_all(&mut *c)
    .await)?)
}

/// Open, unexpired challenges a player made or received, newest first.
pub async fn open_of_player(
    conn: &mut impl Conn,
    player: i64,
    now: i64,
) -> Result<Vec<ChallengeRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT * FROM challenges
         WHERE status = 'open' AND expires_at > $2 AND (author_id = $1 OR opponent_id = $1)
         ORDER BY id DESC",
    )
    .bind(player)
    .bind(now)
    .fetch_all(&mut *c)
    .await)?)
}
