//! `ratings` and `rating_changes`.

use crate::{Conn, RatingChangeRow, RatingRow, Result, locking, on};

pub async fn get(
    conn: &mut impl Conn,
    guild_id: i64,
    variant: &str,
    player_id: i64,
) -> Result<Option<RatingRow>> {
    let sql = locking!(
        conn,
        "SELECT * FROM ratings WHERE guild_id = $1 AND variant = $2 AND player_id = $3",
        " FOR UPDATE"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(guild_id)
        .bind(variant)
        .bind(player_id)
        .fetch_optional(&mut *c)
        .await)?)
}

/// Every variant a player is rated in, in one guild.
pub async fn of_player(
    conn: &mut impl Conn,
    guild_id: i64,
    player_id: i64,
) -> Result<Vec<RatingRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT * FROM ratings WHERE guild_id = $1 AND player_id = $2 ORDER BY variant",
    )
    .bind(guild_id)
    .bind(player_id)
    .fetch_all(&mut *c)
    .await)?)
}

/// The best-rated players of a guild and variant (those whose deviation is
/// at most `max_deviation`, i.e. not provisional, when given).
pub async fn top(
    conn: &mut impl Conn,
    guild_id: i64,
    variant: &str,
    max_deviation: Option<f64>,
    limit: i64,
) -> Result<Vec<RatingRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT * FROM ratings WHERE guild_id = $1 AND variant = $2
           AND ($3 IS NULL OR deviation <= $3)
         ORDER BY rating DESC, player_id LIMIT $4",
    )
    .bind(guild_id)
    .bind(variant)
    .bind(max_deviation)
    .bind(limit)
    .fetch_all(&mut *c)
    .await)?)
}

/// A rating row is written two ways (replacing, and only if missing); both
/// name the same columns and bind them in the same order.
macro_rules! insert_rating {
    ($on_conflict:literal) => {
        concat!(
            "INSERT INTO ratings (guild_id, variant, player_id, rating, deviation, volatility,
                                  attacker_wins, attacker_losses, attacker_draws,
                                  defender_wins, defender_losses, defender_draws,
                                  last_game_at, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) ",
            $on_conflict
        )
    };
}

async fn write(conn: &mut impl Conn, sql: &'static str, row: &RatingRow, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(sql)
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
        .execute(&mut *c)
        .await
        .map(|_| ()))?;
    Ok(())
}

/// Writes a rating (insert or replace).
pub async fn put(conn: &mut impl Conn, row: &RatingRow, now: i64) -> Result<()> {
    let sql = insert_rating!(
        "ON CONFLICT (guild_id, variant, player_id) DO UPDATE SET
           rating = excluded.rating, deviation = excluded.deviation,
           volatility = excluded.volatility,
           attacker_wins = excluded.attacker_wins, attacker_losses = excluded.attacker_losses,
           attacker_draws = excluded.attacker_draws, defender_wins = excluded.defender_wins,
           defender_losses = excluded.defender_losses, defender_draws = excluded.defender_draws,
           last_game_at = excluded.last_game_at, updated_at = excluded.updated_at"
    );
    write(conn, sql, row, now).await
}

/// Writes a rating unless the player has one: on PostgreSQL, a first game
/// ending beside another of the same player then waits for it, and reads
/// (and locks) its result, instead of both starting from nothing.
pub async fn put_if_missing(conn: &mut impl Conn, row: &RatingRow, now: i64) -> Result<()> {
    let sql = insert_rating!("ON CONFLICT (guild_id, variant, player_id) DO NOTHING");
    write(conn, sql, row, now).await
}

/// Records a game's rating change; false if that game was counted before.
pub async fn insert_change(conn: &mut impl Conn, row: &RatingChangeRow, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "INSERT INTO rating_changes (game_id, guild_id, variant, attacker_id, attacker_before,
                                     attacker_after, attacker_deviation, defender_id,
                                     defender_before, defender_after, defender_deviation,
                                     created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
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
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

pub async fn change_of_game(conn: &mut impl Conn, game_id: i64) -> Result<Option<RatingChangeRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT * FROM rating_changes WHERE game_id = $1"
    )
    .bind(game_id)
    .fetch_optional(&mut *c)
    .await)?)
}

/// A player's rating around each rated game of a variant in a guild,
/// oldest first: (when, before, after), from the rating changes.
pub async fn history(
    conn: &mut impl Conn,
    guild_id: i64,
    variant: &str,
    player_id: i64,
) -> Result<Vec<(i64, f64, f64)>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT created_at,
                CASE WHEN attacker_id = $3 THEN attacker_before ELSE defender_before END,
                CASE WHEN attacker_id = $3 THEN attacker_after ELSE defender_after END
         FROM rating_changes
         WHERE guild_id = $1 AND variant = $2 AND (attacker_id = $3 OR defender_id = $3)
         ORDER BY created_at, game_id",
    )
    .bind(guild_id)
    .bind(variant)
    .bind(player_id)
    .fetch_all(&mut *c)
    .await)?)
}
