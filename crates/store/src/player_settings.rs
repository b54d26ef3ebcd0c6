//! `player_settings`: a player's own settings (direct messages, automatic
//! vacation), the same on every server.

use crate::{Conn, PlayerSettingsRow, Result, on};

pub async fn get(conn: &mut impl Conn, player_id: i64) -> Result<PlayerSettingsRow> {
    let row: Option<PlayerSettingsRow> = on!(conn, |c| sqlx::query_as(
        "SELECT player_id, notify_turn, notify_warnings, digest_hour, auto_vacation,
                dm_channel_id, dm_closed_at
         FROM player_settings WHERE player_id = $1",
    )
    .bind(player_id)
    .fetch_optional(&mut *c)
    .await)?;
    Ok(row.unwrap_or_else(|| PlayerSettingsRow::defaults(player_id)))
}

/// Writes a player's settings (the player row must exist).
pub async fn put(conn: &mut impl Conn, row: &PlayerSettingsRow, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO player_settings (player_id, notify_turn, notify_warnings, digest_hour,
                                      auto_vacation, dm_channel_id, dm_closed_at,
                                      created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
         ON CONFLICT (player_id) DO UPDATE SET
             notify_turn = excluded.notify_turn, notify_warnings = excluded.notify_warnings,
             digest_hour = excluded.digest_hour, auto_vacation = excluded.auto_vacation,
             dm_channel_id = excluded.dm_channel_id, dm_closed_at = excluded.dm_closed_at,
             updated_at = excluded.updated_at",
    )
    .bind(row.player_id)
    .bind(&row.notify_turn)
    .bind(row.notify_warnings)
    .bind(row.digest_hour)
    .bind(row.auto_vacation)
    .bind(row.dm_channel_id)
    .bind(row.dm_closed_at)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}

/// Players who asked for a daily digest at `hour` or earlier (UTC), whose
/// direct messages are open, and who have no digest for `day` yet.
pub async fn digest_due(conn: &mut impl Conn, hour: i64, day: i64) -> Result<Vec<i64>> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "SELECT s.player_id FROM player_settings s
         WHERE s.notify_turn = 'daily' AND s.digest_hour <= $1 AND s.dm_closed_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM digests d WHERE d.player_id = s.player_id AND d.day = $2)
         ORDER BY s.player_id",
    )
    .bind(hour)
    .bind(day)
    .fetch_all(&mut *c)
    .await)?)
}

/// The hours (UTC) at which someone's daily digest goes out.
pub async fn digest_hours(conn: &mut impl Conn) -> Result<Vec<i64>> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "SELECT DISTINCT digest_hour FROM player_settings
         WHERE notify_turn = 'daily' AND dm_closed_at IS NULL ORDER BY digest_hour"
    )
    .fetch_all(&mut *c)
    .await)?)
}

/// Records the first refusal of a player's direct messages; false if one
/// was recorded already (so it is said once).
pub async fn close_dms(conn: &mut impl Conn, player_id: i64, now: i64) -> Result<bool> {
    let mut row = get(conn, player_id).await?;
    if row.dm_closed_at.is_some() {
        return Ok(false);
    }
    row.dm_closed_at = Some(now);
    put(conn, &row, now).await?;
    Ok(true)
}
