//! `ratings` and `rating_changes`.

use crate::{Conn, RatingChangeRow, RatingRow, Result};

pub async fn get(
    conn: &mut Conn,
    guild_id: i64,
    variant: &str,
    player_id: i64,
) -> Result<Option<RatingRow>> {
    Ok(sqlx::query_as(
        "SELECT * FROM ratings WHERE guild_id = ?1 AND variant = ?2 AND player_id = ?3",
    )
    .bind(guild_id)
    .bind(variant)
    .bind(player_id)
    .fetch_optional(&mut *conn)
    .await?)
}

/// Every variant a player is rated in, in one guild.
pub async fn of_player(conn: &mut Conn, guild_id: i64, player_id: i64) -> Result<Vec<RatingRow>> {
    Ok(sqlx::query_as(
        "SELECT * FROM ratings WHERE guild_id = ?1 AND player_id = ?2 ORDER BY variant",
    )
    .bind(guild_id)
    .bind(player_id)
    .fetch_all(&mut *conn)
    .await?)
}

/// The best-rated players of a guild and variant (those whose deviation is
/// at most `max_deviation`, i.e. not provisional, when given).
pub async fn top(
    conn: &mut Conn,
    guild_id: i64,
    variant: &str,
    max_deviation: Option<f64>,
    limit: i64,
) -> Result<Vec<RatingRow>> {
    Ok(sqlx::query_as(
        "SELECT * FROM ratings WHERE guild_id = ?1 AND variant = ?2
           AND (?3 IS NULL OR deviation <= ?3)
         ORDER BY rating DESC, player_id LIMIT ?4",
    )
    .bind(guild_id)
    .bind(variant)
    .bind(max_deviation)
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?)
}

/// Writes a rating (insert or replace).
pub async fn put(conn: &mut Conn, row: &RatingRow, now: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO ratings (guild_id, variant, player_id, rating, deviation, volatility,
                              attacker_wins, attacker_losses, attacker_draws,
                              defender_wins, defender_losses, defender_draws,
                              last_game_at, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?14)
         ON CONFLICT (guild_id, variant, player_id) DO UPDATE SET
           rating = excluded.rating, deviation = excluded.deviation,
           volatility = excluded.volatility,
           attacker_wins = excluded.attacker_wins, attacker_losses = excluded.attacker_losses,
           attacker_draws = excluded.attacker_draws, defender_wins = excluded.defender_wins,
           defender_losses = excluded.defender_losses, defender_draws = excluded.defender_draws,
           last_game_at = excluded.last_game_at, updated_at = excluded.updated_at",
    )
    .bind(row.guild_id)
    .bind(&row.variant)
    .bind(row.player_id)
    .bind(row.rating)
    .bind(row.deviation)
    .bind(row.volatility)
    .bind(row.attacker_wins)
    .bind(row.attacker_losses)
    .bind(row.attacker_draws)
    .bind(row.defender_wins)
    .bind(row.defender_losses)
    .bind(row.defender_draws)
    .bind(row.last_game_at)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Records a game's rating change; false if that game was counted before.
pub async fn insert_change(conn: &mut Conn, row: &RatingChangeRow, now: i64) -> Result<bool> {
    let done = sqlx::query(
        "INSERT INTO rating_changes (game_id, guild_id, variant, attacker_id, attacker_before,
                                     attacker_after, attacker_deviation, defender_id,
                                     defender_before, defender_after, defender_deviation,
                                     created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12)
         ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(row.game_id)
    .bind(row.guild_id)
    .bind(&row.variant)
    .bind(row.attacker_id)
    .bind(row.attacker_before)
    .bind(row.attacker_after)
    .bind(row.attacker_deviation)
    .bind(row.defender_id)
    .bind(row.defender_before)
    .bind(row.defender_after)
    .bind(row.defender_deviation)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn change_of_game(conn: &mut Conn, game_id: i64) -> Result<Option<RatingChangeRow>> {
    Ok(
        sqlx::query_as("SELECT * FROM rating_changes WHERE game_id = ?1")
            .bind(game_id)
            .fetch_optional(&mut *conn)
            .await?,
    )
}
