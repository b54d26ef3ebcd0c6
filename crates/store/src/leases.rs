//! `leases`: which process does a piece of background work.
//!
//! A lease is taken when it is free, expired, or already the taker's (a
//! renewal), in one statement, so two processes never both get it. On
//! PostgreSQL its times are the database server's clock, which every
//! process shares; on SQLite (one process) they are the caller's `now`.

use crate::{Conn, Db, Result};

/// Inserts the lease, or takes it over when it is the owner's or expired;
/// `$now` is the time expression of the backend.
macro_rules! take_lease {
    ($now:literal) => {
        concat!(
            "INSERT INTO leases (name, owner, expires_at, created_at, updated_at)
             VALUES ($1, $2, ",
            $now,
            " + $3, ",
            $now,
            ", ",
            $now,
            ")
             ON CONFLICT (name) DO UPDATE
             SET owner = excluded.owner, expires_at = excluded.expires_at,
                 updated_at = excluded.updated_at
             WHERE leases.owner = excluded.owner OR leases.expires_at <= excluded.updated_at
             RETURNING owner"
        )
    };
}

/// Takes or renews the lease `name` for `owner` for `ttl_ms`. Returns
/// whether `owner` holds it now.
pub async fn claim(
    conn: &mut impl Conn,
    name: &str,
    owner: &str,
    ttl_ms: i64,
    now: i64,
) -> Result<bool> {
    let held: Option<String> = match conn.db() {
        Db::Sqlite(c) => {
            sqlx::query_scalar(take_lease!("$4"))
                .bind(name)
                .bind(owner)
                .bind(ttl_ms)
                .bind(now)
                .fetch_optional(&mut *c)
                .await?
        }
        Db::Postgres(c) => {
            // The server's clock, which every process shares.
            sqlx::query_scalar(take_lease!(
                "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)"
            ))
            .bind(name)
            .bind(owner)
            .bind(ttl_ms)
            .fetch_optional(&mut *c)
            .await?
        }
    };
    Ok(held.is_some())
}

/// Gives the lease up, if `owner` holds it.
pub async fn release(conn: &mut impl Conn, name: &str, owner: &str) -> Result<()> {
    crate::on!(conn, |c| sqlx::query(
        "DELETE FROM leases WHERE name = $1 AND owner = $2"
    )
    .bind(name)
    .bind(owner)
    .execute(&mut *c)
    .await
    .map(|_| ()))?;
    Ok(())
}

/// Who holds the lease `name` and until when, if anyone ever took it.
pub async fn holder(conn: &mut impl Conn, name: &str) -> Result<Option<(String, i64)>> {
    Ok(crate::on!(conn, |c| sqlx::query_as(
        "SELECT owner, expires_at FROM leases WHERE name = $1"
    )
    .bind(name)
    .fetch_optional(&mut *c)
    .await)?)
}
