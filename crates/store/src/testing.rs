//! Test support (feature `testing`): a fresh database per test on either
//! backend, and [`both_backends`], which runs one test body on each.
//!
//! PostgreSQL tests find the server through [`POSTGRES_ENV`]
//! (`HNEFI_TEST_POSTGRES=postgres://postgres@127.0.0.1:5432/postgres`).
//! Each test gets a schema of its own in that database (cheaper than a
//! database, and tests run in parallel), dropped when the [`TestDb`] is;
//! schemas left by a test process that died are dropped by the next one.
//! Without the variable, PostgreSQL tests pass without running and say so
//! on the terminal, past the test harness's capture.

use std::future::Future;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};

use sqlx::Connection;
use sqlx::postgres::{PgConnectOptions, PgConnection};

use crate::{Backend, Result, Store};

pub use hnefi_test_macros::both_backends;

/// The environment variable that points tests at a PostgreSQL server.
pub const POSTGRES_ENV: &str = "HNEFI_TEST_POSTGRES";

/// The prefix of every test schema.
const SCHEMA_PREFIX: &str = "hnefi_t_";

tokio::task_local! {
    static BACKEND: Backend;
}

/// The PostgreSQL server tests use, if [`POSTGRES_ENV`] names one.
pub fn postgres_server() -> Option<String> {
    std::env::var(POSTGRES_ENV)
        .ok()
        .filter(|url| !url.trim().is_empty())
}

/// Runs `test` with [`backend`] answering `backend`; on PostgreSQL without
/// a server, skips it loudly instead.
pub async fn run(backend: Backend, test: impl Future<Output = ()>) {
    if backend == Backend::Postgres && postgres_server().is_none() {
        skipped_loudly();
        return;
    }
    BACKEND.scope(backend, test).await;
}

/// The backend of the running test ([`run`]); SQLite outside one.
pub fn backend() -> Backend {
    BACKEND.try_with(|b| *b).unwrap_or(Backend::Sqlite)
}

fn skipped_loudly() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // Straight to the terminal: the harness captures `eprintln!`.
        let _ = writeln!(
            std::io::stderr(),
            "\n*** PostgreSQL tests SKIPPED: set {POSTGRES_ENV} (e.g. \
             postgres://postgres@127.0.0.1:5432/postgres) to run them ***\n"
        );
    });
}

/// A fresh, empty database for one test: an SQLite file in a temp dir, or
/// a PostgreSQL schema. Removed when dropped.
#[derive(Debug)]
pub struct TestDb {
    url: String,
    place: Place,
}

#[derive(Debug)]
enum Place {
    Dir(PathBuf),
    Schema { server: String, schema: String },
}

impl TestDb {
    /// A database on the running test's [`backend`].
    pub async fn new(name: &str) -> TestDb {
        TestDb::on(backend(), name).await
    }

    pub async fn on(backend: Backend, name: &str) -> TestDb {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::SeqCst);
        let pid = std::process::id();
        match backend {
            Backend::Sqlite => {
                let nanos = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_nanos())
                    .unwrap_or(0);
                let dir = std::env::temp_dir().join(format!("hnefi-{name}-{pid}-{n}-{nanos}"));
                std::fs::create_dir_all(&dir).expect("temp dir");
                TestDb {
                    url: format!("sqlite://{}", dir.join("hnefi.db").display()),
                    place: Place::Dir(dir),
                }
            }
            Backend::Postgres => {
                let server = postgres_server().unwrap_or_else(|| {
                    panic!("{POSTGRES_ENV} is unset: run PostgreSQL tests through testing::run")
                });
                let slug: String = name
                    .chars()
                    .map(|c| {
                        if c.is_ascii_alphanumeric() {
                            c.to_ascii_lowercase()
                        } else {
                            '_'
                        }
                    })
                    .take(30)
                    .collect();
                let schema = format!("{SCHEMA_PREFIX}{pid}_{n}_{slug}");
                let mut conn = connect(&server).await;
                drop_stale_schemas(&mut conn).await;
                sqlx::query(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {schema}")))
                    .execute(&mut conn)
                    .await
                    .expect("test schema");
                let _ = conn.close().await;
                let separator = if server.contains('?') { '&' } else { '?' };
                TestDb {
                    url: format!("{server}{separator}options[search_path]={schema}"),
                    place: Place::Schema { server, schema },
                }
            }
        }
    }

    /// The database's URL, for [`Store::open`] or a child process.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The SQLite file, on SQLite.
    pub fn path(&self) -> Option<PathBuf> {
        match &self.place {
            Place::Dir(dir) => Some(dir.join("hnefi.db")),
            Place::Schema { .. } => None,
        }
    }

    /// A directory for the test's other files (SQLite only).
    pub fn dir(&self) -> Option<&Path> {
        match &self.place {
            Place::Dir(dir) => Some(dir),
            Place::Schema { .. } => None,
        }
    }

    pub fn backend(&self) -> Backend {
        match self.place {
            Place::Dir(_) => Backend::Sqlite,
            Place::Schema { .. } => Backend::Postgres,
        }
    }

    /// Opens (and migrates) the database.
    pub async fn open(&self) -> Result<Store> {
        Store::open(&self.url).await
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        match &self.place {
            Place::Dir(dir) => {
                let _ = std::fs::remove_dir_all(dir);
            }
            Place::Schema { server, schema } => {
                // Drop runs inside the test's runtime, which cannot be
                // blocked on: a thread with a runtime of its own drops it.
                let (server, schema) = (server.clone(), schema.clone());
                let _ = std::thread::spawn(move || {
                    let runtime = tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build()
                        .expect("runtime");
                    runtime.block_on(async {
                        let mut conn = connect(&server).await;
                        // A store still open elsewhere must not hang the test:
                        // the schema is then left to the next run's sweep.
                        let _ = sqlx::query("SET lock_timeout = '2s'")
                            .execute(&mut conn)
                            .await;
                        let _ = sqlx::query(sqlx::AssertSqlSafe(format!(
                            "DROP SCHEMA IF EXISTS {schema} CASCADE"
                        )))
                        .execute(&mut conn)
                        .await;
                        let _ = conn.close().await;
                    });
                })
                .join();
            }
        }
    }
}

async fn connect(server: &str) -> PgConnection {
    let options = PgConnectOptions::from_str(server)
        .unwrap_or_else(|e| panic!("{POSTGRES_ENV} is not a PostgreSQL URL: {e}"));
    PgConnection::connect_with(&options)
        .await
        .unwrap_or_else(|e| panic!("cannot reach the PostgreSQL server of {POSTGRES_ENV}: {e}"))
}

/// Drops the schemas of test processes that are gone (once per process).
async fn drop_stale_schemas(conn: &mut PgConnection) {
    static SWEPT: tokio::sync::OnceCell<()> = tokio::sync::OnceCell::const_new();
    SWEPT
        .get_or_init(|| async {
            let schemas: Vec<String> = sqlx::query_scalar(
                "SELECT nspname::text FROM pg_namespace WHERE starts_with(nspname, $1)",
            )
            .bind(SCHEMA_PREFIX)
            .fetch_all(&mut *conn)
            .await
            .unwrap_or_default();
            for schema in schemas {
                let pid = schema[SCHEMA_PREFIX.len()..]
                    .split('_')
                    .next()
                    .unwrap_or("");
                let alive = !pid.is_empty() && Path::new("/proc").join(pid).exists();
                if !alive {
                    let _ = sqlx::query(sqlx::AssertSqlSafe(format!(
                        "DROP SCHEMA IF EXISTS {schema} CASCADE"
                    )))
                    .execute(&mut *conn)
                    .await;
                }
            }
        })
        .await;
}

/// Moves a consumer's place in the outbox back to `position`, as a crash
/// between a delivery and the record of it would leave it: its events are
/// delivered again. For tests of what a repeated delivery does.
pub async fn rewind_consumer(store: &Store, name: &str, position: i64) -> Result<()> {
    let mut tx = store.write().await?;
    crate::on!(&mut tx, |c| sqlx::query(
        "UPDATE event_consumers SET delivered_up_to = $2 WHERE name = $1"
    )
    .bind(name)
    .bind(position)
    .execute(&mut *c)
    .await
    .map(|_| ()))?;
    tx.commit().await
}
