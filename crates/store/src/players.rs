//! `players`: who plays, by Discord user id, with the name to show.

use crate::{Conn, PlayerRow, Result, on};

/// Creates the player or refreshes the name shown for them.
pub async fn upsert(
    conn: &mut impl Conn,
    id: i64,
    kind: &str,
    display_name: &str,
    now: i64,
) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO players (id, kind, display_name, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (id) DO UPDATE SET display_name = excluded.display_name,
                                        updated_at = excluded.updated_at
         WHERE players.display_name <> excluded.display_name",
    )
    .bind(id)
    .bind(kind)
    .bind(display_name)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}

pub async fn get(conn: &mut impl Conn, id: i64) -> Result<Option<PlayerRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT * FROM players WHERE id = $1"
    )
    .bind(id)
    .fetch_optional(&mut *c)
    .await)?)
}
