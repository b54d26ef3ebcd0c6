//! `events` (the outbox) and `event_consumers` (how far each consumer has
//! accepted it).

use crate::{Conn, ConsumerRow, EventRow, Result};

/// An event is inserted two ways (on its own, and within a move's batch);
/// both name the same columns.
macro_rules! insert_event {
    ($values:literal) => {
        concat!(
            "INSERT INTO events (kind, game_id, challenge_id, payload, created_at, updated_at) ",
            $values
        )
    };
}
pub(crate) use insert_event;

/// Appends an event; returns its id (ids grow with every event).
pub async fn append(
    conn: &mut Conn,
    kind: &str,
    game_id: Option<i64>,
    challenge_id: Option<i64>,
    payload: &str,
    now: i64,
) -> Result<i64> {
    let done = sqlx::query(insert_event!("VALUES (?1, ?2, ?3, ?4, ?5, ?5)"))
        .bind(kind)
        .bind(game_id)
        .bind(challenge_id)
        .bind(payload)
        .bind(now)
        .execute(&mut *conn)
        .await?;
    Ok(done.last_insert_rowid())
}

/// Events after `id`, in order, at most `limit`.
pub async fn after(conn: &mut Conn, id: i64, limit: i64) -> Result<Vec<EventRow>> {
    Ok(sqlx::query_as(
        "SELECT id, kind, game_id, challenge_id, payload, created_at
         FROM events WHERE id > ?1 ORDER BY id LIMIT ?2",
    )
    .bind(id)
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?)
}

/// The id of the latest event (0 when there is none).
pub async fn last_id(conn: &mut Conn) -> Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) FROM events")
            .fetch_one(&mut *conn)
            .await?,
    )
}

/// Registers a consumer that starts after event `start_after`, unless it
/// is registered already (then its position is kept). Returns its row.
pub async fn ensure_consumer(
    conn: &mut Conn,
    name: &str,
    start_after: i64,
    now: i64,
) -> Result<ConsumerRow> {
    sqlx::query(
        "INSERT INTO event_consumers (name, delivered_up_to, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?3) ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(start_after)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(consumer(conn, name)
        .await?
        .expect("the consumer was just ensured"))
}

pub async fn consumer(conn: &mut Conn, name: &str) -> Result<Option<ConsumerRow>> {
    Ok(sqlx::query_as(
        "SELECT name, delivered_up_to, failures, last_error FROM event_consumers WHERE name = ?1",
    )
    .bind(name)
    .fetch_optional(&mut *conn)
    .await?)
}

/// Records that `name` accepted every event up to `up_to`, clearing its
/// failures. Never moves a consumer backwards.
pub async fn mark_delivered(conn: &mut Conn, name: &str, up_to: i64, now: i64) -> Result<()> {
    sqlx::query(
        "UPDATE event_consumers
         SET delivered_up_to = MAX(delivered_up_to, ?2), failures = 0, last_error = NULL,
             updated_at = ?3
         WHERE name = ?1",
    )
    .bind(name)
    .bind(up_to)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Records a failed delivery attempt of the consumer's next event.
pub async fn mark_failed(conn: &mut Conn, name: &str, error: &str, now: i64) -> Result<()> {
    sqlx::query(
        "UPDATE event_consumers SET failures = failures + 1, last_error = ?2, updated_at = ?3
         WHERE name = ?1",
    )
    .bind(name)
    .bind(error)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
