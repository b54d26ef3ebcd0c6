//! Storage for Hnefi: the connection set-up, the migrations, row types and
//! the queries over them, on SQLite (the default: one process, one file) or
//! PostgreSQL (several processes sharing the work). No game rules live
//! here: the use cases in `hnefi-app` decide what to write; this crate only
//! reads and writes.
//!
//! # One seam, two backends
//!
//! [`Store::open`] picks the backend from the URL (`sqlite://...` or
//! `postgres://...`). Query functions take any [`Conn`] (a write
//! transaction, a read connection, a read snapshot) and run the same code on
//! either backend through the private `on!` macro, which type-checks each
//! query for both; where the dialects differ, a function says so in a
//! `match`. SQL is written with `$1` placeholders, which both accept.
//! Migrations live in `migrations/sqlite` and `migrations/postgres`.
//!
//! - **SQLite** (`sqlite.rs`): WAL journaling, one writer connection whose
//!   `BEGIN IMMEDIATE` transactions queue in-process, a few readers, and a
//!   checkpointer that runs only after writes.
//! - **PostgreSQL** (`postgres.rs`): a pool; write transactions at READ
//!   COMMITTED that lock what they read before changing it (the `lock`
//!   functions, no-ops on SQLite, whose single writer serialises anyway).
//!
//! # Conventions
//!
//! Times are Unix milliseconds (UTC, `i64`), Discord ids are `i64`
//! snowflakes, variants are stored by key and statuses by the stable codes
//! of [`codes`].

pub mod challenges;
pub mod codes;
pub mod copy;
pub mod deadlines;
pub mod digests;
pub mod draws;
pub mod events;
pub mod games;
pub mod leases;
pub mod locales;
pub mod moves;
pub mod player_settings;
pub mod players;
mod postgres;
pub mod premoves;
pub mod puzzles;
pub mod ratings;
pub mod reviews;
mod rows;
pub mod rule_sets;
pub mod scratch;
pub mod settings;
mod sqlite;
#[cfg(feature = "testing")]
pub mod testing;
pub mod tournaments;
pub mod vacations;
pub mod wakeups;

use std::path::Path;
use std::time::Duration;

use thiserror::Error;

pub use codes::{
    ChallengeStatus, CodeError, DrawStatus, EntrantStatus, GameStatus, TournamentStatus,
};
pub use rows::*;

/// Where the database lives when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://hnefi.db";

/// How long a connection waits for a lock held by another process before
/// giving up (in-process writers queue on the writer pool instead).
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// A storage failure. None of these is a player's fault.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("database migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("database holds an unexpected value: {0}")]
    Code(#[from] CodeError),
    #[error("`{0}` is not a database URL: use sqlite://FILE or postgres://HOST/DATABASE")]
    Url(String),
}

impl StoreError {
    /// Whether a unique constraint refused the write (a move stored twice,
    /// a second pending draw offer...).
    pub fn is_unique_violation(&self) -> bool {
        match self {
            StoreError::Database(sqlx::Error::Database(e)) => e.is_unique_violation(),
            _ => false,
        }
    }
}

pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// `DATABASE_URL` from the environment, or [`DEFAULT_DATABASE_URL`].
pub fn database_url_from_env() -> String {
    std::env::var("DATABASE_URL")
        .ok()
        .filter(|url| !url.trim().is_empty())
        .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string())
}

/// Which database a store runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The database: SQLite or PostgreSQL.
#[derive(Clone, Debug)]
pub struct Store {
    inner: Inner,
}

#[derive(Clone, Debug)]
enum Inner {
    Sqlite(sqlite::Sqlite),
    Postgres(postgres::Postgres),
}

impl Store {
    /// Opens and migrates the database at `url`: `sqlite://hnefi.db`,
    /// `sqlite:///var/lib/hnefi/games.db` (created if missing), or
    /// `postgres://user@host/database`.
    pub async fn open(url: &str) -> Result<Store> {
        let inner = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Inner::Postgres(postgres::Postgres::open(url).await?)
        } else if url.starts_with("sqlite:") {
            Inner::Sqlite(sqlite::Sqlite::open(url).await?)
        } else {
            return Err(StoreError::Url(url.chars().take(80).collect()));
        };
        Ok(Store { inner })
    }

    /// Opens (creating if missing) and migrates the SQLite file at `path`.
    pub async fn open_path(path: &Path) -> Result<Store> {
        Ok(Store {
            inner: Inner::Sqlite(sqlite::Sqlite::open_path(path).await?),
        })
    }

    pub fn backend(&self) -> Backend {
        match &self.inner {
            Inner::Sqlite(_) => Backend::Sqlite,
            Inner::Postgres(_) => Backend::Postgres,
        }
    }

    /// Starts a write transaction (SQLite: `BEGIN IMMEDIATE` on the one
    /// writer, waiting for the writer before it; PostgreSQL: READ
    /// COMMITTED, rows locked as they are read for change).
    pub async fn write(&self) -> Result<WriteTx> {
        Ok(match &self.inner {
            Inner::Sqlite(db) => WriteTx::Sqlite(db.write().await?),
            Inner::Postgres(db) => WriteTx::Postgres(db.write().await?),
        })
    }

    /// A read connection. It sees every committed write.
    pub async fn read(&self) -> Result<ReadConn> {
        Ok(match &self.inner {
            Inner::Sqlite(db) => ReadConn::Sqlite(db.read().await?),
            Inner::Postgres(db) => ReadConn::Postgres(db.read().await?),
        })
    }

    /// A read transaction: every query in it sees the same snapshot.
    pub async fn read_tx(&self) -> Result<ReadTx> {
        Ok(match &self.inner {
            Inner::Sqlite(db) => ReadTx::Sqlite(db.read_tx().await?),
            Inner::Postgres(db) => ReadTx::Postgres(db.read_tx().await?),
        })
    }

    /// Closes every connection.
    pub async fn close(&self) {
        match &self.inner {
            Inner::Sqlite(db) => db.close().await,
            Inner::Postgres(db) => db.close().await,
        }
    }

    /// Listens for the wake-ups other processes send (PostgreSQL; `None`
    /// on SQLite, where one process does everything).
    pub async fn listen(&self) -> Result<Option<wakeups::Listener>> {
        match &self.inner {
            Inner::Sqlite(_) => Ok(None),
            Inner::Postgres(db) => Ok(Some(wakeups::Listener::start(db.pool()).await?)),
        }
    }

    /// Checkpoints an SQLite WAL now (`PASSIVE`; nothing on PostgreSQL).
    pub async fn checkpoint(&self) -> Result<()> {
        match &self.inner {
            Inner::Sqlite(db) => db.checkpoint().await,
            Inner::Postgres(_) => Ok(()),
        }
    }

    /// The migrations this build knows for the store's backend, as
    /// (version, description).
    pub fn migrations(&self) -> Vec<(i64, String)> {
        let migrator = match &self.inner {
            Inner::Sqlite(_) => &sqlite::MIGRATOR,
            Inner::Postgres(_) => &postgres::MIGRATOR,
        };
        migrator
            .iter()
            .map(|m| (m.version, m.description.to_string()))
            .collect()
    }
}

/// A connection borrowed for one query, on either backend.
pub enum Db<'c> {
    Sqlite(&'c mut sqlx::SqliteConnection),
    Postgres(&'c mut sqlx::PgConnection),
}

/// Something queries can run on: a [`WriteTx`], a [`ReadConn`], a
/// [`ReadTx`] (or the app's wrappers of them).
pub trait Conn: Send {
    fn db(&mut self) -> Db<'_>;

    /// Whether reads lock the rows they return until the transaction ends:
    /// PostgreSQL write transactions do, so that what was read to decide
    /// a change cannot change meanwhile (SQLite's single writer ensures
    /// that by itself).
    fn locks_reads(&self) -> bool {
        false
    }
}

impl<T: Conn + ?Sized> Conn for &mut T {
    fn db(&mut self) -> Db<'_> {
        (**self).db()
    }

    fn locks_reads(&self) -> bool {
        (**self).locks_reads()
    }
}

/// A write transaction: commit it, or drop it to roll back.
pub enum WriteTx {
    Sqlite(sqlx::Transaction<'static, sqlx::Sqlite>),
    Postgres(sqlx::Transaction<'static, sqlx::Postgres>),
}

impl WriteTx {
    pub async fn commit(self) -> Result<()> {
        match self {
            WriteTx::Sqlite(tx) => tx.commit().await?,
            WriteTx::Postgres(tx) => tx.commit().await?,
        }
        Ok(())
    }
}

impl Conn for WriteTx {
    fn db(&mut self) -> Db<'_> {
        match self {
            WriteTx::Sqlite(tx) => Db::Sqlite(tx),
            WriteTx::Postgres(tx) => Db::Postgres(tx),
        }
    }

    fn locks_reads(&self) -> bool {
        matches!(self, WriteTx::Postgres(_))
    }
}

/// A read connection from the pool.
pub enum ReadConn {
    Sqlite(sqlx::pool::PoolConnection<sqlx::Sqlite>),
    Postgres(sqlx::pool::PoolConnection<sqlx::Postgres>),
}

impl Conn for ReadConn {
    fn db(&mut self) -> Db<'_> {
        match self {
            ReadConn::Sqlite(c) => Db::Sqlite(c),
            ReadConn::Postgres(c) => Db::Postgres(c),
        }
    }
}

/// A read transaction: one consistent snapshot (ended when dropped).
pub enum ReadTx {
    Sqlite(sqlx::Transaction<'static, sqlx::Sqlite>),
    Postgres(sqlx::Transaction<'static, sqlx::Postgres>),
}

impl Conn for ReadTx {
    fn db(&mut self) -> Db<'_> {
        match self {
            ReadTx::Sqlite(tx) => Db::Sqlite(tx),
            ReadTx::Postgres(tx) => Db::Postgres(tx),
        }
    }
}

/// Runs `$body` with `$c` bound to the backend's connection: one text of
/// code, type-checked for each backend.
macro_rules! on {
    ($conn:expr, |$c:ident| $body:expr) => {
        match $crate::Conn::db($conn) {
            $crate::Db::Sqlite($c) => $body,
            $crate::Db::Postgres($c) => $body,
        }
    };
}
pub(crate) use on;

/// The query `$sql`, locking the rows it reads (`$lock`, a `FOR UPDATE`
/// clause) when the connection [`Conn::locks_reads`].
macro_rules! locking {
    ($conn:expr, $sql:expr, $lock:literal) => {
        if $crate::Conn::locks_reads(&*$conn) {
            concat!($sql, $lock)
        } else {
            $sql
        }
    };
}
pub(crate) use locking;
