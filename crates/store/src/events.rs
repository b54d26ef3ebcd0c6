//! `events` (the outbox) and `event_consumers` (how far each consumer has
//! accepted it).
//!
//! Events are delivered in the order of their **position**. On SQLite, one
//! writer at a time commits, so ids grow in commit order and the id is the
//! position. On PostgreSQL, transactions of several processes commit in any
//! order: an event with a lower id may become visible after one with a
//! higher id. So positions are given by [`sequence`], one process at a time
//! (an advisory lock), and only to events of transactions that have
//! finished (their transaction id below the oldest one still running), in
//! id order. Two events of one game are written by transactions that follow
//! each other, so they keep their order.

use crate::{Conn, ConsumerRow, Db, EventRow, Result, on};

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

/// The first key of the advisory lock the sequencer holds on PostgreSQL;
/// the second is the schema's, so that Hnefi databases sharing one
/// PostgreSQL database in different schemas (the tests') do not wait on
/// each other.
const SEQUENCER_LOCK: i32 = 0x686e_6566;

/// Events given a position per pass of the sequencer.
const SEQUENCE_BATCH: i64 = 1000;

/// Places up to `$1` events of finished transactions after the last
/// position; answers how many, and whether others are left unplaced. The
/// lookups for `seq IS NULL` are ordered and limited so that they scan the
/// `events_unsequenced` index, which then forgets the entries of events
/// placed long ago (a bitmap scan would visit them all on every pass until
/// the next vacuum).
const PLACE: &str = "
    WITH ready AS (
        SELECT id FROM events
        WHERE seq IS NULL AND txid < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY id LIMIT $1
    ), numbered AS (
        SELECT id, (SELECT COALESCE(MAX(seq), 0) FROM events)
                   + ROW_NUMBER() OVER (ORDER BY id) AS n
        FROM ready
    ), placed AS (
        UPDATE events e SET seq = numbered.n FROM numbered WHERE e.id = numbered.id
        RETURNING e.id
    )
    SELECT (SELECT COUNT(*) FROM placed),
           EXISTS (SELECT 1 FROM events WHERE seq IS NULL AND id NOT IN (SELECT id FROM ready))";

/// Appends an event; returns its id.
pub async fn append(
    conn: &mut impl Conn,
    kind: &str,
    game_id: Option<i64>,
    challenge_id: Option<i64>,
    payload: &str,
    now: i64,
) -> Result<i64> {
    Ok(on!(conn, |c| sqlx::query_scalar(insert_event!(
        "VALUES ($1, $2, $3, $4, $5, $5) RETURNING id"
    ))
    .bind(kind)
    .bind(game_id)
    .bind(challenge_id)
    .bind(payload)
    .bind(now)
    .fetch_one(&mut *c)
    .await)?)
}

/// What a pass of [`sequence`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sequenced {
    /// Events given a position.
    pub placed: u64,
    /// Whether events are still without one: their transactions, or one
    /// older than theirs, had not ended. Try again shortly.
    pub waiting: bool,
}

/// Gives the events of finished transactions their positions (PostgreSQL;
/// nothing to do on SQLite), in a transaction of its own: it holds the
/// sequencer's lock until it ends, so a second process sequencing waits
/// for this one and then finds the work done.
pub async fn sequence(store: &crate::Store) -> Result<Sequenced> {
    if store.backend() != crate::Backend::Postgres {
        return Ok(Sequenced::default());
    }
    let mut tx = store.write().await?;
    let Db::Postgres(c) = tx.db() else {
        return Ok(Sequenced::default());
    };
    // The lock first, in a statement of its own: the next statement's
    // snapshot, taken once it is held, sees the positions the pass before
    // gave.
    sqlx::query("SELECT pg_advisory_xact_lock($1, hashtext(current_schema()))")
        .bind(SEQUENCER_LOCK)
        .execute(&mut *c)
        .await?;
    let (placed, waiting): (i64, bool) = sqlx::query_as(PLACE)
        .bind(SEQUENCE_BATCH)
        .fetch_one(&mut *c)
        .await?;
    tx.commit().await?;
    Ok(Sequenced {
        placed: u64::try_from(placed).unwrap_or(0),
        waiting,
    })
}

/// Events after `position`, in order, at most `limit`.
pub async fn after(conn: &mut impl Conn, position: i64, limit: i64) -> Result<Vec<EventRow>> {
    let rows = match conn.db() {
        Db::Sqlite(c) => {
            sqlx::query_as(
                "SELECT id, id AS position, kind, game_id, challenge_id, payload, created_at
                 FROM events WHERE id > $1 ORDER BY id LIMIT $2",
            )
            .bind(position)
            .bind(limit)
            .fetch_all(&mut *c)
            .await?
        }
        Db::Postgres(c) => {
            sqlx::query_as(
                "SELECT id, seq AS position, kind, game_id, challenge_id, payload, created_at
                 FROM events WHERE seq > $1 ORDER BY seq LIMIT $2",
            )
            .bind(position)
            .bind(limit)
            .fetch_all(&mut *c)
            .await?
        }
    };
    Ok(rows)
}

/// Events with an id above `id`, in id order, at most `limit`, placed or
/// not: the outbox as a log, for inspection.
pub async fn log_after(conn: &mut impl Conn, id: i64, limit: i64) -> Result<Vec<EventRow>> {
    // An event not placed yet has position 0.
    let sql = match conn.db() {
        Db::Sqlite(_) => {
            "SELECT id, id AS position, kind, game_id, challenge_id, payload, created_at
             FROM events WHERE id > $1 ORDER BY id LIMIT $2"
        }
        Db::Postgres(_) => {
            "SELECT id, COALESCE(seq, 0) AS position, kind, game_id, challenge_id, payload,
                    created_at
             FROM events WHERE id > $1 ORDER BY id LIMIT $2"
        }
    };
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(id)
        .bind(limit)
        .fetch_all(&mut *c)
        .await)?)
}

/// How many committed events have no place in the delivery order yet
/// (PostgreSQL: their transactions, or older ones of the server, were
/// still running when the sequencer last looked; always 0 on SQLite).
pub async fn unplaced(conn: &mut impl Conn) -> Result<i64> {
    match conn.db() {
        Db::Sqlite(_) => Ok(0),
        Db::Postgres(c) => Ok(
            sqlx::query_scalar("SELECT COUNT(*) FROM events WHERE seq IS NULL")
                .fetch_one(&mut *c)
                .await?,
        ),
    }
}

/// The position of the latest event placed in the delivery order (0 when
/// none).
pub async fn last_position(conn: &mut impl Conn) -> Result<i64> {
    let last = match conn.db() {
        Db::Sqlite(c) => {
            sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) FROM events")
                .fetch_one(&mut *c)
                .await?
        }
        Db::Postgres(c) => {
            sqlx::query_scalar("SELECT COALESCE(MAX(seq), 0) FROM events")
                .fetch_one(&mut *c)
                .await?
        }
    };
    Ok(last)
}

/// Registers a consumer that starts after position `start_after`, unless it
/// is registered already (then its position is kept). Returns its row.
pub async fn ensure_consumer(
    conn: &mut impl Conn,
    name: &str,
    start_after: i64,
    now: i64,
) -> Result<ConsumerRow> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO event_consumers (name, delivered_up_to, created_at, updated_at)
         VALUES ($1, $2, $3, $3) ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(start_after)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|_| ()))?;
    Ok(consumer(conn, name)
        .await?
        .expect("the consumer was just ensured"))
}

pub async fn consumer(conn: &mut impl Conn, name: &str) -> Result<Option<ConsumerRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT name, delivered_up_to, failures, last_error FROM event_consumers WHERE name = $1",
    )
    .bind(name)
    .fetch_optional(&mut *c)
    .await)?)
}

/// Records that `name` accepted every event up to position `up_to`,
/// clearing its failures. Never moves a consumer backwards.
pub async fn mark_delivered(conn: &mut impl Conn, name: &str, up_to: i64, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "UPDATE event_consumers
         SET delivered_up_to = CASE WHEN delivered_up_to > $2 THEN delivered_up_to ELSE $2 END,
             failures = 0, last_error = NULL, updated_at = $3
         WHERE name = $1",
    )
    .bind(name)
    .bind(up_to)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|_| ()))?;
    Ok(())
}

/// Records a failed delivery attempt of the consumer's next event.
pub async fn mark_failed(conn: &mut impl Conn, name: &str, error: &str, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "UPDATE event_consumers SET failures = failures + 1, last_error = $2, updated_at = $3
         WHERE name = $1",
    )
    .bind(name)
    .bind(error)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|_| ()))?;
    Ok(())
}
