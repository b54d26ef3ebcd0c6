//! `reviews`: the AI's review of a game, written once.

use crate::{Conn, Result, on};

/// A stored review.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ReviewRow {
    pub game_id: i64,
    pub requested_by: i64,
    pub per_position_ms: i64,
    pub body: String,
    pub created_at: i64,
}

/// The review of a game, if it has one.
pub async fn get(conn: &mut impl Conn, game_id: i64) -> Result<Option<ReviewRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT game_id, requested_by, per_position_ms, body, created_at
         FROM reviews WHERE game_id = $1",
    )
    .bind(game_id)
    .fetch_optional(&mut *c)
    .await)?)
}

/// Stores a game's review; false, writing nothing, when it has one already
/// (two processes that reviewed it both keep the first).
pub async fn insert(conn: &mut impl Conn, row: &ReviewRow) -> Result<bool> {
    let done = on!(conn, |c| {
        sqlx::query(
        "INSERT INTO reviews (game_id, requested_by, per_position_ms, body, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(row.game_id)
    .bind(row.requested_by)
    .bind(row.per_position_ms)
    .bind(&row.body)
    .bind(row.created_at)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected())
    })?;
    Ok(done == 1)
}
