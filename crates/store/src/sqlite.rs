//! The SQLite backend: one file, one process.
//!
//! [`Sqlite::open`] creates the database file if it is missing, sets WAL
//! journaling, `synchronous=NORMAL`, a busy timeout and foreign keys on
//! every connection, and applies `migrations/sqlite`.
//!
//! Writes go through **one writer connection**, each in a `BEGIN IMMEDIATE`
//! transaction: writers queue in-process on the pool instead of racing into
//! SQLite's busy handler, and the immediate lock keeps a second process (if
//! one is ever started by mistake) from interleaving a read-then-write.
//! Reads use a small pool of read connections that WAL lets run beside the
//! writer.
//!
//! The writer does not checkpoint the WAL itself (`wal_autocheckpoint=0`):
//! a checkpoint syncs the file, and done in a commit it would stall that
//! move for milliseconds. A background task checkpoints at most every half
//! second on a connection of its own (`PASSIVE`: it never blocks the
//! writer), so the WAL stays small, and only when something was written
//! since its last checkpoint: an idle bot touches no file.

use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

use crate::{BUSY_TIMEOUT, Result};

pub(crate) static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/sqlite");

/// Read connections: enough for the bot's lists and boards beside the
/// writer on a small machine.
const READERS: u32 = 4;

/// How often the WAL may be checkpointed.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(500);

#[derive(Clone, Debug)]
pub(crate) struct Sqlite {
    writer: SqlitePool,
    reader: SqlitePool,
    checkpointer: Arc<Checkpointer>,
}

#[derive(Debug)]
struct Checkpointer {
    stop: tokio::sync::watch::Sender<bool>,
    pool: SqlitePool,
    /// Counts write transactions begun; the loop checkpoints when it moved.
    writes: Arc<AtomicU64>,
}

impl Sqlite {
    pub async fn open(url: &str) -> Result<Sqlite> {
        Sqlite::open_with(SqliteConnectOptions::from_str(url)?).await
    }

    pub async fn open_path(path: &Path) -> Result<Sqlite> {
        Sqlite::open_with(SqliteConnectOptions::new().filename(path)).await
    }

    async fn open_with(options: SqliteConnectOptions) -> Result<Sqlite> {
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
        let writes = Arc::new(AtomicU64::new(0));
        tokio::spawn(checkpoint_loop(
            maintenance.clone(),
            writes.clone(),
            stopped,
        ));
        Ok(Sqlite {
            writer,
            reader,
            checkpointer: Arc::new(Checkpointer {
                stop,
                pool: maintenance,
                writes,
            }),
        })
    }

    pub async fn write(&self) -> Result<sqlx::Transaction<'static, sqlx::Sqlite>> {
        let tx = self.writer.begin_with("BEGIN IMMEDIATE").await?;
        // Counted when begun: a transaction that then rolls back costs one
        // needless checkpoint, a missed count would leave the WAL to grow.
        self.checkpointer.writes.fetch_add(1, Ordering::Relaxed);
        Ok(tx)
    }

    pub async fn read(&self) -> Result<sqlx::pool::PoolConnection<sqlx::Sqlite>> {
        Ok(self.reader.acquire().await?)
    }

    pub async fn read_tx(&self) -> Result<sqlx::Transaction<'static, sqlx::Sqlite>> {
        Ok(self.reader.begin().await?)
    }

    /// Closes every connection (checkpointing the WAL on the last one).
    pub async fn close(&self) {
        let _ = self.checkpointer.stop.send(true);
        self.checkpointer.pool.close().await;
        self.reader.close().await;
        self.writer.close().await;
    }

    pub async fn checkpoint(&self) -> Result<()> {
        checkpoint(&self.checkpointer.pool).await
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
    writes: Arc<AtomicU64>,
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
        let written = writes.load(Ordering::Relaxed);
        if written == checkpointed {
            continue;
        }
        // A failed checkpoint is tried again next time; the WAL only grows.
        if checkpoint(&pool).await.is_ok() {
            checkpointed = written;
        }
    }
}
