//! Wake-ups between processes (PostgreSQL `LISTEN`/`NOTIFY`): a commit
//! that wrote events or set a deadline tells the other processes at once,
//! so that whoever delivers or sweeps needs not wait for its next poll.
//! Notifications go out only when the transaction commits, and may be lost
//! while a listener reconnects: polling stays as the fallback. Payloads
//! carry the schema, so that Hnefi databases sharing one PostgreSQL
//! database in different schemas (the tests') wake only their own.

use sqlx::postgres::PgListener;

use crate::{Conn, Db, Result};

/// The one channel Hnefi notifies on.
const CHANNEL: &str = "hnefi";

/// What a wake-up says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wake {
    /// Events were written: deliver.
    Events,
    /// A deadline was set: look at the clock.
    Clock,
    /// The listener lost its connection: anything may have been missed.
    Missed,
}

impl Wake {
    fn word(self) -> &'static str {
        match self {
            Wake::Events => "events",
            Wake::Clock => "clock",
            Wake::Missed => "missed",
        }
    }
}

/// Sends `wake` to every listening process when `conn`'s transaction
/// commits (PostgreSQL; nothing on SQLite, whose one process wakes itself).
pub async fn notify(conn: &mut impl Conn, wake: Wake) -> Result<()> {
    if let Db::Postgres(c) = conn.db() {
        sqlx::query("SELECT pg_notify($1, $2 || ':' || current_schema())")
            .bind(CHANNEL)
            .bind(wake.word())
            .execute(&mut *c)
            .await?;
    }
    Ok(())
}

/// Hears the wake-ups of the other processes (see [`crate::Store::listen`]).
pub struct Listener {
    listener: PgListener,
    events: String,
    clock: String,
}

impl Listener {
    pub(crate) async fn start(pool: &sqlx::PgPool) -> Result<Listener> {
        let mut listener = PgListener::connect_with(pool).await?;
        let schema: String = sqlx::query_scalar("SELECT current_schema()::text")
            .fetch_one(&mut listener)
            .await?;
        listener.listen(CHANNEL).await?;
        Ok(Listener {
            listener,
            events: format!("{}:{schema}", Wake::Events.word()),
            clock: format!("{}:{schema}", Wake::Clock.word()),
        })
    }

    /// The next wake-up for this database.
    pub async fn next(&mut self) -> Result<Wake> {
        loop {
            match self.listener.try_recv().await? {
                None => return Ok(Wake::Missed),
                Some(n) if n.payload() == self.events => return Ok(Wake::Events),
                Some(n) if n.payload() == self.clock => return Ok(Wake::Clock),
                Some(_) => continue,
            }
        }
    }
}
