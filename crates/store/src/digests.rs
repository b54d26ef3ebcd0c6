//! `digests`: the daily digest each player was sent, one per day.

use crate::{Conn, Result, on};

/// Records the digest of `day` (days since 1970-01-01, UTC) for a player;
/// false, writing nothing, if it was recorded already.
pub async fn record(
    conn: &mut impl Conn,
    player_id: i64,
    day: i64,
    games: i64,
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "INSERT INTO digests (player_id, day, games, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4) ON CONFLICT (player_id, day) DO NOTHING",
    )
    .bind(player_id)
    .bind(day)
    .bind(games)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}
