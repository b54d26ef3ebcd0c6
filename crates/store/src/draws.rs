//! `draw_offers`.

use crate::{Conn, DrawOfferRow, DrawStatus, Result, on};

/// The pending offer of a game, if any (there is at most one).
pub async fn pending(conn: &mut impl Conn, game_id: i64) -> Result<Option<DrawOfferRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT id, game_id, player_id, side, ply, status, answered_at, created_at
         FROM draw_offers WHERE game_id = $1 AND status = 'pending'",
    )
    .bind(game_id)
    .fetch_optional(&mut *c)
    .await)?)
}

/// A player's latest offer in a game, whatever became of it.
pub async fn latest_by(
    conn: &mut impl Conn,
    game_id: i64,
    player_id: i64,
) -> Result<Option<DrawOfferRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT id, game_id, player_id, side, ply, status, answered_at, created_at
         FROM draw_offers WHERE game_id = $1 AND player_id = $2 ORDER BY id DESC LIMIT 1",
    )
    .bind(game_id)
    .bind(player_id)
    .fetch_optional(&mut *c)
    .await)?)
}

/// Records a pending offer; refused (unique violation) if one is pending.
pub async fn offer(
    conn: &mut impl Conn,
    game_id: i64,
    player_id: i64,
    side: &str,
    ply: i64,
    now: i64,
) -> Result<i64> {
    let id = on!(conn, |c| {
        sqlx::query_scalar(
        "INSERT INTO draw_offers (game_id, player_id, side, ply, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'pending', $5, $5) RETURNING id",
    )
    .bind(game_id)
    .bind(player_id)
    .bind(side)
    .bind(ply)
    .bind(now)
    .fetch_one(&mut *c)
    .await
    })?;
    Ok(id)
}

/// Closes a pending offer with `status`; false if it was not pending.
pub async fn answer(conn: &mut impl Conn, id: i64, status: DrawStatus, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE draw_offers SET status = $2, answered_at = $3, updated_at = $3
         WHERE id = $1 AND status = 'pending'",
    )
    .bind(id)
    .bind(status.code())
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// Closes the pending offer of a game made by `player_id` (the offerer
/// moved: `Lapsed`) or by anyone (`player_id` None: the game ended,
/// `Void`). Returns how many offers were closed (0 or 1).
pub async fn close_pending(
    conn: &mut impl Conn,
    game_id: i64,
    player_id: Option<i64>,
    status: DrawStatus,
    now: i64,
) -> Result<u64> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE draw_offers SET status = $3, answered_at = $4, updated_at = $4
         WHERE game_id = $1 AND status = 'pending' AND ($2 IS NULL OR player_id = $2)",
    )
    .bind(game_id)
    .bind(player_id)
    .bind(status.code())
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done)
}
