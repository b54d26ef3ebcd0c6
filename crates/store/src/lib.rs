//! SQLite storage for Hnefi: the connection set-up, the migrations, row
//! types and the queries over them. No game rules live here: the use cases
//! in `hnefi-app` decide what to write; this crate only reads and writes.
//!
//! # Connections
//!
//! [`Store::open`] creates the database file if it is missing, sets WAL
//! journaling, `synchronous=NORMAL`, a busy timeout and foreign keys on
//! every connection, and applies the migrations of the top-level
//! `migrations/` folder (embedded with `sqlx::migrate!`).
//!
//! The writer does not checkpoint the WAL in its commits; a background task
//! does, on a connection of its own (see [`Store`]).
//!
//! Writes go through **one writer connection**, each in a `BEGIN IMMEDIATE`
//! transaction ([`Store::write`]): writers queue in-process on the pool
//! instead of racing into SQLite's busy handler, and the immediate lock
//! keeps a second process (if one is ever started by mistake) from
//! interleaving a read-then-write. Reads use a small pool of read
//! connections ([`Store::read`]) that WAL lets run beside the writer.
//!
//! # Conventions
//!
//! Times are Unix milliseconds (UTC, `i64`), Discord ids are `i64`
//! snowflakes, variants are stored by key and statuses by the stable codes
//! of [`codes`]. Query functions take a `&mut` [`Conn`], which both a
//! [`WriteTx`] and a [`ReadConn`] dereference to.

pub mod challenges;
pub mod codes;
pub mod deadlines;
pub mod draws;
pub mod events;
pub mod games;
pub mod moves;
pub mod players;
pub mod ratings;
mod rows;
pub mod settings;
pub mod tournaments;

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use thiserror::Error;

pub use codes::{
    ChallengeStatus, CodeError, DrawStatus, EntrantStatus, GameStatus, TournamentStatus,
};
pub use rows::*;

/// A connection to run queries on (what [`WriteTx`] and [`ReadConn`]
/// dereference to).
pub type Conn = sqlx::SqliteConnection;
/// A write transaction on the writer connection: commit it, or drop it to
/// roll back.
pub type WriteTx = sqlx::Transaction<'static, sqlx::Sqlite>;
/// A read connection from the reader pool.
pub type ReadConn = sqlx::pool::PoolConnection<sqlx::Sqlite>;
/// A read transaction on a reader: one consistent snapshot.
pub type ReadTx = sqlx::Transaction<'static, sqlx::Sqlite>;

/// Where the database lives when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://hnefi.db";

/// How long a connection waits for a lock held by another process before
/// giving up (in-process writers queue on the writer pool instead).
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Read connections: enough for the bot's lists and boards beside the
/// writer on a small machine.
const READERS: u32 = 4;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations");

/// A storage failure. None of these is a player's fault.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("database migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("database holds an unexpected value: {0}")]
    Code(#[from] CodeError),
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

/// How often the WAL is checkpointed (see [`Store`]).
const CHECKPOINT_EVERY: Duration = Duration::from_millis(500);

/// The database: one writer connection, a few readers, and a checkpointer.
///
/// The writer does not checkpoint the WAL itself (`wal_autocheckpoint=0`):
/// a checkpoint syncs the file, and done in a commit it would stall that
/// move for milliseconds. A background task checkpoints at most every half
/// second on a connection of its own (`PASSIVE`: it never blocks the
/// writer), so the WAL stays small, and only when something was written
/// since its last checkpoint: an idle bot touches no file.
#[derive(Clone, Debug)]
pub struct Store {
    writer: SqlitePool,
    reader: SqlitePool,
    checkpointer: std::sync::Arc<Checkpointer>,
}

#[derive(Debug)]
struct Checkpointer {
    stop: tokio::sync::watch::Sender<bool>,
    pool: SqlitePool,
    /// Counts write transactions begun; the loop checkpoints when it moved.
    writes: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

/// `DATABASE_URL` from the environment, or [`DEFAULT_DATABASE_URL`].
pub fn database_url_from_env() -> String {
    std::env::var("DATABASE_URL")
        .ok()
        .filter(|url| !url.trim().is_empty())
        .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string())
}

impl Store {
    /// Opens (creating if missing) and migrates the database at `url`, such
    /// as `sqlite://hnefi.db` or `sqlite:///var/lib/hnefi/games.db`.
    pub async fn open(url: &str) -> Result<Store> {
        let options = SqliteConnectOptions::from_str(url)?;
        Store::open_with(options).await
    }

    /// Opens (creating if missing) and migrates the database file at `path`.
    pub async fn open_path(path: &Path) -> Result<Store> {
        Store::open_with(SqliteConnectOptions::new().filename(path)).await
    }

    async fn open_with(options: SqliteConnectOptions) -> Result<Store> {
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(BUSY_TIMEOUT)
            .foreign_keys(true);
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            // The connection is in-process: no ping before each use.
            .test_before_acquire(false)
            // A queued writer waits for the one connection, not for ever.
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options.clone().pragma("wal_autocheckpoint", "0"))
            .await?;
        MIGRATOR.run(&writer).await?;
        let maintenance = SqlitePoolOptions::new()
            .max_connections(1)
            .test_before_acquire(false)
            .connect_with(options.clone())
            .await?;
        let reader = SqlitePoolOptions::new()
            .max_connections(READERS)
            .test_before_acquire(false)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options.read_only(true))
            .await?;
        let (stop, stopped) = tokio::sync::watch::channel(false);
        let writes = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
        tokio::spawn(checkpoint_loop(
            maintenance.clone(),
            writes.clone(),
            stopped,
        ));
        Ok(Store {
            writer,
            reader,
            checkpointer: std::sync::Arc::new(Checkpointer {
                stop,
                pool: maintenance,
                writes,
            }),
        })
    }

    /// Starts a write transaction (`BEGIN IMMEDIATE`) on the writer
    /// connection, waiting for the writer before it if there is one.
    pub async fn write(&self) -> Result<WriteTx> {
        let tx = self.writer.begin_with("BEGIN IMMEDIATE").await?;
        // Counted when begun: a transaction that then rolls back costs one
        // needless checkpoint, a missed count would leave the WAL to grow.
        self.checkpointer
            .writes
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Ok(tx)
    }

    /// A read connection. It sees every committed write.
    pub async fn read(&self) -> Result<ReadConn> {
        Ok(self.reader.acquire().await?)
    }

    /// A read transaction: every query in it sees the same snapshot.
    pub async fn read_tx(&self) -> Result<ReadTx> {
        Ok(self.reader.begin().await?)
    }

    /// Closes every connection (checkpointing the WAL on the last one).
    pub async fn close(&self) {
        let _ = self.checkpointer.stop.send(true);
        self.checkpointer.pool.close().await;
        self.reader.close().await;
        self.writer.close().await;
    }

    /// Checkpoints the WAL now (`PASSIVE`). The background task does this
    /// at most every half second, after writes.
    pub async fn checkpoint(&self) -> Result<()> {
        checkpoint(&self.checkpointer.pool).await
    }

    /// The migrations this build knows, as (version, description).
    pub fn migrations() -> impl Iterator<Item = (i64, String)> {
        MIGRATOR
            .iter()
            .map(|m| (m.version, m.description.to_string()))
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        let _ = self.stop.send(true);
    }
}

async fn checkpoint(pool: &SqlitePool) -> Result<()> {
    sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
        .execute(pool)
        .await?;
    Ok(())
}

async fn checkpoint_loop(
    pool: SqlitePool,
    writes: std::sync::Arc<std::sync::atomic::AtomicU64>,
    mut stopped: tokio::sync::watch::Receiver<bool>,
) {
    let mut checkpointed = 0;
    loop {
        tokio::select! {
            _ = tokio::time::sleep(CHECKPOINT_EVERY) => {}
            _ = stopped.changed() => return,
        }
        if pool.is_closed() {
            return;
        }
        let written = writes.load(std::sync::atomic::Ordering::Relaxed);
        if written == checkpointed {
            continue;
        }
        // A failed checkpoint is tried again next time; the WAL only grows.
        if checkpoint(&pool).await.is_ok() {
            checkpointed = written;
        }
    }
}
