//! `deadlines`: the per-move clock of each timed game that is running.

use crate::{Conn, DeadlineRow, Result, on};

/// Starts (or restarts) the clock of a game.
pub async fn set(conn: &mut impl Conn, row: &DeadlineRow, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO deadlines (game_id, ply, side, player_id, started_at, remind_at, reminded_at,
                                due_at, created_at, updated_at, budget_ms, warn_at, warned_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12)
         ON CONFLICT (game_id) DO UPDATE SET
             ply = excluded.ply, side = excluded.side, player_id = excluded.player_id,
             started_at = excluded.started_at, remind_at = excluded.remind_at,
             reminded_at = excluded.reminded_at, due_at = excluded.due_at,
             updated_at = excluded.updated_at, budget_ms = excluded.budget_ms,
             warn_at = excluded.warn_at, warned_at = excluded.warned_at",
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
    .bind(row.budget_ms)
    .bind(row.warn_at)
    .bind(row.warned_at)
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
        "SELECT game_id, ply, side, player_id, started_at, remind_at, reminded_at, due_at,
                budget_ms, warn_at, warned_at
         FROM deadlines WHERE game_id = $1",
    )
    .bind(game_id)
    .fetch_optional(&mut *c)
    .await)?)
}

/// Clocks with something to do at `now`: past their deadline, or past
/// their reminder or warning time with it not given yet. Earliest first.
pub async fn due(conn: &mut impl Conn, now: i64, limit: i64) -> Result<Vec<DeadlineRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT game_id, ply, side, player_id, started_at, remind_at, reminded_at, due_at,
                budget_ms, warn_at, warned_at
         FROM deadlines WHERE due_at <= $1
         UNION
         SELECT game_id, ply, side, player_id, started_at, remind_at, reminded_at, due_at,
                budget_ms, warn_at, warned_at
         FROM deadlines WHERE reminded_at IS NULL AND remind_at <= $1
         UNION
         SELECT game_id, ply, side, player_id, started_at, remind_at, reminded_at, due_at,
                budget_ms, warn_at, warned_at
         FROM deadlines WHERE warned_at IS NULL AND warn_at <= $1
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
    mark(
        conn,
        "UPDATE deadlines SET reminded_at = $3, updated_at = $3
         WHERE game_id = $1 AND ply = $2 AND reminded_at IS NULL",
        (game_id, ply, now),
    )
    .await
}

/// Marks the last warning of the clock started at `ply` as given; false if
/// it was given already or the clock has moved on.
pub async fn mark_warned(conn: &mut impl Conn, game_id: i64, ply: i64, now: i64) -> Result<bool> {
    mark(
        conn,
        "UPDATE deadlines SET warned_at = $3, updated_at = $3
         WHERE game_id = $1 AND ply = $2 AND warned_at IS NULL",
        (game_id, ply, now),
    )
    .await
}

/// Runs one of the marks above: whether it marked the clock.
async fn mark(
    conn: &mut impl Conn,
    sql: &'static str,
    (game_id, ply, now): (i64, i64, i64),
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(sql)
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
             SELECT MIN(remind_at) AS t FROM deadlines WHERE reminded_at IS NULL
             UNION ALL
             SELECT MIN(warn_at) AS t FROM deadlines WHERE warned_at IS NULL) AS due",
    )
    .fetch_one(&mut *c)
    .await)?)
}

/// Moves a running clock's times (a vacation stopped or restarted it).
pub async fn reschedule(
    conn: &mut impl Conn,
    game_id: i64,
    ply: i64,
    (remind_at, warn_at, due_at): (i64, Option<i64>, i64),
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE deadlines SET remind_at = $3, warn_at = $4, due_at = $5, updated_at = $6
         WHERE game_id = $1 AND ply = $2",
    )
    .bind(game_id)
    .bind(ply)
    .bind(remind_at)
    .bind(warn_at)
    .bind(due_at)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// The running clocks of a player on a server (guild 0: outside any),
/// in games a vacation stops.
pub async fn of_player_on_vacation_terms(
    conn: &mut impl Conn,
    player_id: i64,
    guild_id: i64,
) -> Result<Vec<DeadlineRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT d.game_id, d.ply, d.side, d.player_id, d.started_at, d.remind_at, d.reminded_at,
                d.due_at, d.budget_ms, d.warn_at, d.warned_at
         FROM deadlines d JOIN games g ON g.id = d.game_id
         WHERE d.player_id = $1 AND COALESCE(g.guild_id, 0) = $2 AND g.vacation
         ORDER BY d.game_id",
    )
    .bind(player_id)
    .bind(guild_id)
    .fetch_all(&mut *c)
    .await)?)
}
