//! `vacations`: players' vacations on a server, and each server's yearly
//! allowance (`guild_settings.vacation_days`).

use crate::{Conn, Result, VacationRow, locking, on};

const COLUMNS: &str = "id, guild_id, player_id, started_at, until_at, ended_at, days, auto";

/// A player's vacation on a server that was not ended (it may have run
/// out: compare `until_at` with the time), locked in a write transaction.
pub async fn open_of(
    conn: &mut impl Conn,
    player_id: i64,
    guild_id: i64,
) -> Result<Option<VacationRow>> {
    let sql = locking!(
        conn,
        "SELECT id, guild_id, player_id, started_at, until_at, ended_at, days, auto
         FROM vacations WHERE player_id = $1 AND guild_id = $2 AND ended_at IS NULL
         ORDER BY until_at DESC LIMIT 1",
        " FOR UPDATE"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(player_id)
        .bind(guild_id)
        .fetch_optional(&mut *c)
        .await)?)
}

/// A player's vacations on a server that overlap `[from, ..)`: those that
/// stop a clock started at `from`. Oldest first.
pub async fn since(
    conn: &mut impl Conn,
    player_id: i64,
    guild_id: i64,
    from: i64,
) -> Result<Vec<VacationRow>> {
    Ok(on!(conn, |c| sqlx::query_as(sqlx::AssertSqlSafe(
        format!(
            "SELECT {COLUMNS} FROM vacations
         WHERE player_id = $1 AND guild_id = $2 AND COALESCE(ended_at, until_at) > $3
         ORDER BY started_at"
        )
    ))
    .bind(player_id)
    .bind(guild_id)
    .bind(from)
    .fetch_all(&mut *c)
    .await)?)
}

/// The days a player's vacations on a server started in `[from, to)` cost.
pub async fn days_used(
    conn: &mut impl Conn,
    player_id: i64,
    guild_id: i64,
    from: i64,
    to: i64,
) -> Result<i64> {
    let used: Option<i64> = on!(conn, |c| sqlx::query_scalar(
        "SELECT CAST(SUM(days) AS BIGINT) FROM vacations
         WHERE player_id = $1 AND guild_id = $2 AND started_at >= $3 AND started_at < $4",
    )
    .bind(player_id)
    .bind(guild_id)
    .bind(from)
    .bind(to)
    .fetch_one(&mut *c)
    .await)?;
    Ok(used.unwrap_or(0))
}

/// What a new vacation is made of.
#[derive(Clone, Copy, Debug)]
pub struct NewVacation {
    pub guild_id: i64,
    pub player_id: i64,
    pub started_at: i64,
    pub until_at: i64,
    pub days: i64,
    pub auto: bool,
}

pub async fn insert(conn: &mut impl Conn, new: &NewVacation) -> Result<i64> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "INSERT INTO vacations (guild_id, player_id, started_at, until_at, days, auto,
                                created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $3, $3) RETURNING id",
    )
    .bind(new.guild_id)
    .bind(new.player_id)
    .bind(new.started_at)
    .bind(new.until_at)
    .bind(new.days)
    .bind(new.auto)
    .fetch_one(&mut *c)
    .await)?)
}

/// Ends a vacation at `ended_at`, costing `days`; false if it had ended.
pub async fn end(
    conn: &mut impl Conn,
    id: i64,
    ended_at: i64,
    days: i64,
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE vacations SET ended_at = $2, days = $3, updated_at = $4
         WHERE id = $1 AND ended_at IS NULL",
    )
    .bind(id)
    .bind(ended_at)
    .bind(days)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// A server's yearly allowance of vacation days per player.
pub async fn allowance(conn: &mut impl Conn, guild_id: i64) -> Result<Option<i64>> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "SELECT vacation_days FROM guild_settings WHERE guild_id = $1"
    )
    .bind(guild_id)
    .fetch_optional(&mut *c)
    .await)?)
}

pub async fn set_allowance(conn: &mut impl Conn, guild_id: i64, days: i64, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO guild_settings (guild_id, vacation_days, created_at, updated_at)
         VALUES ($1, $2, $3, $3)
         ON CONFLICT (guild_id) DO UPDATE SET vacation_days = excluded.vacation_days,
                                              updated_at = excluded.updated_at",
    )
    .bind(guild_id)
    .bind(days)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}
