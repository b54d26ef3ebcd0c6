//! `deadlines`: the per-move clock of each timed game that is running.

use crate::{Conn, DeadlineRow, Result, on};

/// Starts (or restarts) the clock of a game.
pub async fn set(conn: &mut impl Conn, row: &DeadlineRow, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO deadlines (game_id, ply, side, player_id, started_at, remind_at, reminded_at,
                                due_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (game_id) DO UPDATE SET
             ply = excluded.ply, side = excluded.side, player_id = excluded.player_id,
             started_at = excluded.started_at, remind_at = excluded.remind_at,
             reminded_at = excluded.reminded_at, due_at = excluded.due_at,
             updated_at = excluded.updated_at",
    )
    .bind(row.game_id)
    .bind(row.ply)
    .bind(&row.side)
    .bind(row.player_id)
    .bind(row.started_at)
    .bind(row.remind_at)
    .bind(row.reminded_at)
    .bind(row.due_at)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}

/// Stops the clock of a game (it ended).
pub async fn clear(conn: &mut impl Conn, game_id: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "DELETE FROM deadlines WHERE game_id = $1"
    )
    .bind(game_id)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}

pub async fn get(conn: &mut impl Conn, game_id: i64) -> Result<Option<DeadlineRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT game_id, ply, side, player_id, started_at, remind_at, reminded_at, due_at
         FROM deadlines WHERE game_id = $1",
    )
    .bind(game_id)
    .fetch_optional(&mut *c)
    .await)?)
}

/// Clocks with something to do at `now`: past their deadline, or past
/// their reminder time with no reminder sent yet. Earliest first.
pub async fn due(conn: &mut impl Conn, now: i64, limit: i64) -> Result<Vec<DeadlineRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT game_id, ply, side, player_id, started_at, remind_at, reminded_at, due_at
         FROM deadlines WHERE due_at <= $1
         UNION
         SELECT game_id, ply, side, player_id, started_at, remind_at, reminded_at, due_at
         FROM deadlines WHERE reminded_at IS NULL AND remind_at <= $1
         ORDER BY remind_at, game_id LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(&mut *c)
    .await)?)
}

/// Marks the reminder of the clock started at `ply` as sent; false if it
/// was sent already or the clock has moved on.
pub async fn mark_reminded(conn: &mut impl Conn, game_id: i64, ply: i64, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE deadlines SET reminded_at = $3, updated_at = $3
         WHERE game_id = $1 AND ply = $2 AND reminded_at IS NULL",
    )
    .bind(game_id)
    .bind(ply)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// The next time a clock needs attention (a reminder or a deadline).
pub async fn next_due(conn: &mut impl Conn) -> Result<Option<i64>> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "SELECT MIN(t) FROM (
             SELECT MIN(due_at) AS t FROM deadlines
             UNION ALL
             SELECT MIN(remind_at) AS t FROM deadlines WHERE reminded_at IS NULL) AS due",
    )
    .fetch_one(&mut *c)
    .await)?)
}
