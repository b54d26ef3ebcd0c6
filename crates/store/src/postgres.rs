//! The PostgreSQL backend: one database shared by several bot processes.
//!
//! Write transactions run at READ COMMITTED. What SQLite's single writer
//! gives for free, they get by locking: a transaction that reads a row to
//! decide how to change it locks it first (the `lock` functions of the
//! query modules, `SELECT ... FOR UPDATE`), so two processes acting on the
//! same game, challenge or tournament take turns, and work on different
//! ones runs side by side. Read snapshots are REPEATABLE READ, READ ONLY.
//! The migrator takes an advisory lock: processes started together migrate
//! once.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};

use crate::Result;

pub(crate) static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/postgres");

/// Connections per process: a bot's commands, its deliveries and its
/// deadline loop, beside a worker's claims.
const CONNECTIONS: u32 = 16;

#[derive(Clone, Debug)]
pub(crate) struct Postgres {
    pool: PgPool,
}

impl Postgres {
    pub async fn open(url: &str) -> Result<Postgres> {
        let options = PgConnectOptions::from_str(url)?;
        let pool = PgPoolOptions::new()
            .max_connections(CONNECTIONS)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await?;
        MIGRATOR.run(&pool).await?;
        Ok(Postgres { pool })
    }

    pub async fn write(&self) -> Result<sqlx::Transaction<'static, sqlx::Postgres>> {
        Ok(self.pool.begin().await?)
    }

    pub async fn read(&self) -> Result<sqlx::pool::PoolConnection<sqlx::Postgres>> {
        Ok(self.pool.acquire().await?)
    }

    pub async fn read_tx(&self) -> Result<sqlx::Transaction<'static, sqlx::Postgres>> {
        Ok(self
            .pool
            .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            .await?)
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }
}
