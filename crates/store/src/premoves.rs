//! `premoves`: conditional moves, and the game's flag that they wait
//! (`games.premoves`), kept together.

use crate::{Conn, PremoveRow, Result, locking, on};

/// A player's line in a game (locked in a write transaction).
pub async fn get(conn: &mut impl Conn, game_id: i64, player_id: i64) -> Result<Option<PremoveRow>> {
    let sql = locking!(
        conn,
        "SELECT game_id, player_id, at_ply, line FROM premoves WHERE game_id = $1 AND player_id = $2",
        " FOR UPDATE"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(game_id)
        .bind(player_id)
        .fetch_optional(&mut *c)
        .await)?)
}

/// Every line waiting in a game.
pub async fn of_game(conn: &mut impl Conn, game_id: i64) -> Result<Vec<PremoveRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT game_id, player_id, at_ply, line FROM premoves WHERE game_id = $1
         ORDER BY player_id",
    )
    .bind(game_id)
    .fetch_all(&mut *c)
    .await)?)
}

/// Stores (or replaces) a player's line and sets the game's flag.
pub async fn put(conn: &mut impl Conn, row: &PremoveRow, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO premoves (game_id, player_id, at_ply, line, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT (game_id, player_id) DO UPDATE SET
             at_ply = excluded.at_ply, line = excluded.line, updated_at = excluded.updated_at",
    )
    .bind(row.game_id)
    .bind(row.player_id)
    .bind(row.at_ply)
    .bind(&row.line)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    set_flag(conn, row.game_id, now).await
}

/// Removes a player's line; whether there was one.
pub async fn clear(conn: &mut impl Conn, game_id: i64, player_id: i64, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "DELETE FROM premoves WHERE game_id = $1 AND player_id = $2"
    )
    .bind(game_id)
    .bind(player_id)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    set_flag(conn, game_id, now).await?;
    Ok(done > 0)
}

/// Removes every line of a game (it ended).
pub async fn clear_game(conn: &mut impl Conn, game_id: i64, now: i64) -> Result<()> {
    let removed = on!(conn, |c| sqlx::query(
        "DELETE FROM premoves WHERE game_id = $1"
    )
    .bind(game_id)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    if removed > 0 {
        set_flag(conn, game_id, now).await?;
    }
    Ok(())
}

/// `games.premoves` says whether a line waits.
async fn set_flag(conn: &mut impl Conn, game_id: i64, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "UPDATE games SET premoves = EXISTS (SELECT 1 FROM premoves WHERE game_id = $1),
                          updated_at = $2
         WHERE id = $1",
    )
    .bind(game_id)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}
