//! Wake-ups between processes (PostgreSQL `LISTEN`/`NOTIFY`): a commit
//! that wrote events or set a deadline tells the other processes, so that
//! whoever delivers or sweeps needs not wait for its next poll (the app
//! sends them just after its commits, gathered). A notification goes out
//! when the transaction sending it commits, and may be lost while a
//! listener reconnects: polling stays as the fallback.
//!
//! A payload reads `WORD AT SCHEMA SENDER`: the schema, so that Hnefi
//! databases sharing one PostgreSQL database in different schemas (the
//! tests') wake only their own; the sender, so that a process does not
//! wake itself twice; for a deadline, its time, so that a process whose
//! clock loop looks earlier anyway is not woken at all.

use sqlx::postgres::PgListener;

use crate::{Conn, Db, Result};

/// The one channel Hnefi notifies on.
const CHANNEL: &str = "hnefi";

/// What a wake-up says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wake {
    /// Events were written: deliver.
    Events,
    /// A deadline was set for this time (Unix milliseconds of game time).
    Clock { at: i64 },
    /// The listener lost its connection: anything may have been missed.
    Missed,
}

/// Sends `wakes` from `sender` to every listening process, in one
/// statement: when `conn`'s transaction commits, or at once on a connection
/// outside one (PostgreSQL; nothing on SQLite, whose one process wakes
/// itself). `sender` must contain no space.
pub async fn notify(conn: &mut impl Conn, wakes: &[Wake], sender: &str) -> Result<()> {
    let heads: Vec<String> = wakes
        .iter()
        .filter_map(|wake| match wake {
            Wake::Events => Some("events 0".to_string()),
            Wake::Clock { at } => Some(format!("clock {at}")),
            Wake::Missed => None,
        })
        .collect();
    if heads.is_empty() {
        return Ok(());
    }
    if let Db::Postgres(c) = conn.db() {
        sqlx::query(
            "SELECT pg_notify($1, head || ' ' || current_schema() || ' ' || $3)
             FROM unnest($2::text[]) AS head",
        )
        .bind(CHANNEL)
        .bind(heads)
        .bind(sender)
        .execute(&mut *c)
        .await?;
    }
    Ok(())
}

/// Hears the wake-ups of the other processes (see [`crate::Store::listen`]).
pub struct Listener {
    listener: PgListener,
    schema: String,
}

impl Listener {
    pub(crate) async fn start(pool: &sqlx::PgPool) -> Result<Listener> {
        let mut listener = PgListener::connect_with(pool).await?;
        let schema: String = sqlx::query_scalar("SELECT current_schema()::text")
            .fetch_one(&mut listener)
            .await?;
        listener.listen(CHANNEL).await?;
        Ok(Listener { listener, schema })
    }

    /// The next wake-up for this database from a sender other than `me`.
    /// After a lost connection it answers [`Wake::Missed`] and listens
    /// again.
    pub async fn next(&mut self, me: &str) -> Result<Wake> {
        loop {
            let Some(notification) = self.listener.try_recv().await? else {
                return Ok(Wake::Missed);
            };
            if let Some(wake) = parse(notification.payload(), &self.schema, me) {
                return Ok(wake);
            }
        }
    }
}

/// The wake-up a payload carries for `schema`, unless `me` sent it.
fn parse(payload: &str, schema: &str, me: &str) -> Option<Wake> {
    let mut words = payload.split(' ');
    let (word, at, their_schema, sender) =
        (words.next()?, words.next()?, words.next()?, words.next()?);
    if their_schema != schema || sender == me || words.next().is_some() {
        return None;
    }
    match word {
        "events" => Some(Wake::Events),
        "clock" => Some(Wake::Clock {
            at: at.parse().ok()?,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_are_read_for_their_own_schema_from_others_only() {
        assert_eq!(
            parse("events 0 public b", "public", "a"),
            Some(Wake::Events)
        );
        assert_eq!(
            parse("clock 1700 public b", "public", "a"),
            Some(Wake::Clock { at: 1700 })
        );
        assert_eq!(parse("events 0 public a", "public", "a"), None);
        assert_eq!(parse("events 0 other b", "public", "a"), None);
        assert_eq!(parse("clock x public b", "public", "a"), None);
        assert_eq!(parse("events 0 public", "public", "a"), None);
        assert_eq!(parse("events 0 public b c", "public", "a"), None);
        assert_eq!(parse("", "public", "a"), None);
    }
}
