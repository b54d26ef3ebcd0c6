//! `guild_settings`.

use crate::{Conn, Result, on};

/// The role whose members may organise tournaments in a guild.
pub async fn organizer_role(conn: &mut impl Conn, guild_id: i64) -> Result<Option<i64>> {
    let role: Option<(Option<i64>,)> = on!(conn, |c| sqlx::query_as(
        "SELECT organizer_role_id FROM guild_settings WHERE guild_id = $1"
    )
    .bind(guild_id)
    .fetch_optional(&mut *c)
    .await)?;
    Ok(role.and_then(|(r,)| r))
}

pub async fn set_organizer_role(
    conn: &mut impl Conn,
    guild_id: i64,
    role: Option<i64>,
    now: i64,
) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO guild_settings (guild_id, organizer_role_id, created_at, updated_at)
         VALUES ($1, $2, $3, $3)
         ON CONFLICT (guild_id) DO UPDATE SET organizer_role_id = excluded.organizer_role_id,
                                              updated_at = excluded.updated_at",
    )
    .bind(guild_id)
    .bind(role)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}
