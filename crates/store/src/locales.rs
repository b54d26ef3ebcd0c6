//! `player_locales` and `guild_settings.locale`: the Discord locales the
//! bot last saw a person use and each server prefers.

use crate::{Conn, Result, on};

/// The locale a person last used, if the bot has seen one.
pub async fn of_player(conn: &mut impl Conn, player_id: i64) -> Result<Option<String>> {
    let row: Option<(String,)> = on!(conn, |c| sqlx::query_as(
        "SELECT locale FROM player_locales WHERE player_id = $1"
    )
    .bind(player_id)
    .fetch_optional(&mut *c)
    .await)?;
    Ok(row.map(|(locale,)| locale))
}

/// A server's preferred locale, if the bot has seen one.
pub async fn of_guild(conn: &mut impl Conn, guild_id: i64) -> Result<Option<String>> {
    let row: Option<(Option<String>,)> = on!(conn, |c| sqlx::query_as(
        "SELECT locale FROM guild_settings WHERE guild_id = $1"
    )
    .bind(guild_id)
    .fetch_optional(&mut *c)
    .await)?;
    Ok(row.and_then(|(locale,)| locale))
}

pub async fn set_player(
    conn: &mut impl Conn,
    player_id: i64,
    locale: &str,
    now: i64,
) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO player_locales (player_id, locale, created_at, updated_at)
         VALUES ($1, $2, $3, $3)
         ON CONFLICT (player_id) DO UPDATE SET locale = excluded.locale,
                                               updated_at = excluded.updated_at
         WHERE player_locales.locale <> excluded.locale",
    )
    .bind(player_id)
    .bind(locale)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}

pub async fn set_guild(conn: &mut impl Conn, guild_id: i64, locale: &str, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO guild_settings (guild_id, locale, created_at, updated_at)
         VALUES ($1, $2, $3, $3)
         ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale,
                                              updated_at = excluded.updated_at
         WHERE guild_settings.locale IS DISTINCT FROM excluded.locale",
    )
    .bind(guild_id)
    .bind(locale)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}
