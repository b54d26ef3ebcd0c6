//! `hnefi db copy` (docs/cli.md): every row of one database into another,
//! empty one, SQLite or PostgreSQL on either side.
//!
//! The source is read in **one snapshot** ([`Store::read_tx`]), so a copy
//! made while the bot still writes is a consistent past state of it; the
//! target is written in **one transaction**, so a failed copy leaves it as
//! it was. A target that holds a row in any copied table is refused before
//! anything is written: merging two communities' ids is not a copy.
//!
//! Tables are copied generically (a column list per table, rows read as
//! values of four kinds), in foreign-key order. Before copying, both
//! databases' tables and columns are checked against that list, so a
//! migration that adds a column cannot be silently left behind.
//!
//! What differs between the backends:
//!
//! - **Flags** are `INTEGER` 0/1 on SQLite and `BOOLEAN` on PostgreSQL:
//!   read and written as `bool` on both.
//! - **Event positions** (see the `events` module). On SQLite an event's
//!   position is its id; on PostgreSQL it is `seq`, given by the sequencer
//!   once the event's transaction ended. Into PostgreSQL from SQLite, every
//!   event is committed, so `seq = id`, and consumers keep their position.
//!   From PostgreSQL into SQLite, events keep their ids and a consumer's
//!   `delivered_up_to` becomes the largest id among the events it was given
//!   (`seq` at most its position; events with no `seq` yet are pending).
//!   Where the sequencer placed events out of id order, a consumer caught
//!   in the middle of them cannot be told exactly by one id: stop every
//!   process and let the outbox drain before copying (docs/cli.md).
//! - **Id counters** (SQLite's `sqlite_sequence` for its AUTOINCREMENT
//!   tables, PostgreSQL's identity sequences) are set in the target to the
//!   larger of the largest id copied and the source's own counter, so new
//!   rows never take an id that was used.
//! - **`challenges.rematch_of`** points at `games`, whose `challenge_id`
//!   points back: challenges are written without it, and it is filled in
//!   once the games are there.
//!
//! **`leases` are not copied**, nor checked for emptiness: a lease is a
//! process's claim on background work for a few seconds, meaningful only
//! to the processes of the database it was taken in (and on PostgreSQL
//! timed by that server's clock). Copied, it would only keep the target's
//! processes waiting for an owner that never comes.

use std::collections::BTreeSet;
use std::str::FromStr;

use sqlx::{Connection, Row};
use thiserror::Error;

use crate::{Backend, Conn, Db, Store, StoreError, on};

/// Why a copy failed. The target is unchanged in every case.
#[derive(Debug, Error)]
pub enum CopyError {
    #[error("no database at `{0}` to copy from")]
    NoSource(String),
    #[error("the source database: {0}")]
    Source(StoreError),
    #[error("the target database: {0}")]
    Target(StoreError),
    #[error("reading `{table}` from the source database: {error}")]
    Read {
        table: &'static str,
        error: sqlx::Error,
    },
    #[error("writing `{table}` to the target database: {error}")]
    Write {
        table: &'static str,
        error: sqlx::Error,
    },
    #[error(
        "the target database is not empty: table `{0}` has rows; copy only into a new, empty database"
    )]
    NotEmpty(&'static str),
    #[error("the {side} database does not have the tables this build copies: {detail}")]
    Schema { side: &'static str, detail: String },
}

/// What a copy moved: rows per table, in the order they were copied.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CopyReport {
    pub tables: Vec<(&'static str, u64)>,
}

impl CopyReport {
    /// Rows copied in all.
    pub fn total(&self) -> u64 {
        self.tables.iter().map(|(_, rows)| rows).sum()
    }

    /// Rows copied into `table` (`None` for a table that is not copied).
    pub fn rows(&self, table: &str) -> Option<u64> {
        self.tables
            .iter()
            .find(|(name, _)| *name == table)
            .map(|(_, rows)| *rows)
    }
}

/// The tables [`copy`] copies, in the order it copies them.
pub fn tables() -> impl Iterator<Item = &'static str> {
    TABLES.iter().map(|t| t.name)
}

/// Tables that are not copied (see the module's documentation).
pub const NOT_COPIED: &[&str] = &["leases"];

/// Opens the database to copy from, like [`Store::open`], except that a
/// missing SQLite file is an error instead of being created empty: a
/// mistyped path would otherwise copy nothing, successfully.
pub async fn open_source(url: &str) -> Result<Store, CopyError> {
    if url.starts_with("sqlite:") {
        // A URL that does not parse is left to `Store::open` to report.
        if let Ok(options) = sqlx::sqlite::SqliteConnectOptions::from_str(url) {
            let path = options.get_filename();
            if !path.exists() {
                return Err(CopyError::NoSource(path.display().to_string()));
            }
        }
    }
    reach(url).await.map_err(CopyError::Source)?;
    Store::open(url).await.map_err(CopyError::Source)
}

/// Opens (creating and migrating if needed) the database to copy into.
pub async fn open_target(url: &str) -> Result<Store, CopyError> {
    reach(url).await.map_err(CopyError::Target)?;
    Store::open(url).await.map_err(CopyError::Target)
}

/// How long reaching a PostgreSQL server may take.
const REACH_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// Connects once to a PostgreSQL server before its pool does: a pool that
/// cannot connect only says that it timed out, a connection says why
/// (refused, unknown host, no such database, bad password).
async fn reach(url: &str) -> Result<(), StoreError> {
    if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
        return Ok(());
    }
    // A URL that does not parse is left to `Store::open` to report.
    let Ok(options) = sqlx::postgres::PgConnectOptions::from_str(url) else {
        return Ok(());
    };
    match tokio::time::timeout(REACH_TIMEOUT, sqlx::PgConnection::connect_with(&options)).await {
        Ok(Ok(conn)) => {
            let _ = conn.close().await;
            Ok(())
        }
        Ok(Err(e)) => Err(e.into()),
        Err(_) => Err(StoreError::Database(sqlx::Error::Io(std::io::Error::new(
            std::io::ErrorKind::TimedOut,
            "the server did not answer within 10 seconds",
        )))),
    }
}

/// Copies every row of `from` into `to`, which must be empty (both are
/// already migrated by [`Store::open`]). See the module's documentation.
pub async fn copy(from: &Store, to: &Store) -> Result<CopyReport, CopyError> {
    let plan = Plan {
        from: from.backend(),
        to: to.backend(),
    };
    let mut source = from.read_tx().await.map_err(CopyError::Source)?;
    let mut target = to.write().await.map_err(CopyError::Target)?;
    check_schema(&mut source, "source")
        .await
        .map_err(|e| e.into_copy(CopyError::Source))?;
    check_schema(&mut target, "target")
        .await
        .map_err(|e| e.into_copy(CopyError::Target))?;
    lock_target(&mut target)
        .await
        .map_err(|e| CopyError::Target(e.into()))?;
    for table in TABLES {
        let occupied = has_rows(&mut target, table.name)
            .await
            .map_err(|e| CopyError::Target(e.into()))?;
        if occupied {
            return Err(CopyError::NotEmpty(table.name));
        }
    }
    let mut report = CopyReport::default();
    let mut later = Vec::new();
    for table in TABLES {
        let copied = copy_table(&plan, &mut source, &mut target, table, &mut later).await?;
        if table.counter {
            let counter = source_counter(&mut source, table.name)
                .await
                .map_err(|error| CopyError::Read {
                    table: table.name,
                    error,
                })?;
            let last = counter.unwrap_or(0).max(copied.max_id.unwrap_or(0));
            if last > 0 {
                set_counter(&mut target, table.name, last)
                    .await
                    .map_err(|error| CopyError::Write {
                        table: table.name,
                        error,
                    })?;
            }
        }
        report.tables.push((table.name, copied.rows));
    }
    for fix in &later {
        fill_in(&mut target, fix)
            .await
            .map_err(|error| CopyError::Write {
                table: fix.table.name,
                error,
            })?;
    }
    drop(source);
    target.commit().await.map_err(CopyError::Target)?;
    Ok(report)
}

/// One column's kind, the same on both backends once read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `INTEGER` / `BIGINT`: ids, times, counts.
    Int,
    /// `INTEGER` 0/1 on SQLite, `BOOLEAN` on PostgreSQL.
    Bool,
    /// `REAL` / `DOUBLE PRECISION`.
    Real,
    Text,
}

/// One value of a row; `None` is SQL `NULL`.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    Int(Option<i64>),
    Bool(Option<bool>),
    Real(Option<f64>),
    Text(Option<String>),
}

impl Value {
    fn int(&self) -> Option<i64> {
        match self {
            Value::Int(v) => *v,
            _ => None,
        }
    }
}

/// A copied table: its columns as in migrations/, its primary key (to page
/// through it in order) and whether the database numbers its `id`.
struct Table {
    name: &'static str,
    columns: &'static [(&'static str, Kind)],
    key: &'static [&'static str],
    /// An `id` the database gives (AUTOINCREMENT, identity): its counter
    /// is carried over.
    counter: bool,
    /// A column that points forward in the copy order: written once every
    /// table is in.
    later: Option<&'static str>,
}

use Kind::{Bool, Int, Real, Text};

/// Every table but [`NOT_COPIED`], parents before children. (`tournaments`
/// before `games`, which name them; `challenges` before `games` but for
/// `rematch_of`, see the module's documentation.)
const TABLES: &[Table] = &[
    Table {
        name: "rule_sets",
        columns: &[
            ("id", Int),
            ("guild_id", Int),
            ("name", Text),
            ("name_key", Text),
            ("rules", Text),
            ("variant_key", Text),
            ("created_by", Int),
            ("deleted_at", Int),
            ("deleted_by", Int),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["id"],
        counter: true,
        later: None,
    },
    Table {
        name: "players",
        columns: &[
            ("id", Int),
            ("kind", Text),
            ("display_name", Text),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["id"],
        counter: false,
        later: None,
    },
    Table {
        name: "tournaments",
        columns: &[
            ("id", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("message_id", Int),
            ("name", Text),
            ("variant", Text),
            ("format", Text),
            ("rounds", Int),
            ("move_time_ms", Int),
            ("max_players", Int),
            ("signup_deadline", Int),
            ("status", Text),
            ("current_round", Int),
            ("created_by", Int),
            ("winner_id", Int),
            ("started_at", Int),
            ("finished_at", Int),
            ("created_at", Int),
            ("updated_at", Int),
            ("bank_ms", Int),
            ("vacation", Bool),
        ],
        key: &["id"],
        counter: true,
        later: None,
    },
    Table {
        name: "challenges",
        columns: &[
            ("id", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("message_id", Int),
            ("author_id", Int),
            ("opponent_id", Int),
            ("variant", Text),
            ("layout", Text),
            ("start_position", Text),
            ("author_side", Text),
            ("move_time_ms", Int),
            ("rated", Bool),
            ("rematch_of", Int),
            ("status", Text),
            ("expires_at", Int),
            ("closed_at", Int),
            ("closed_by", Int),
            ("created_at", Int),
            ("updated_at", Int),
            ("bank_ms", Int),
        ],
        key: &["id"],
        counter: true,
        later: Some("rematch_of"),
    },
    Table {
        name: "games",
        columns: &[
            ("id", Int),
            ("challenge_id", Int),
            ("source", Text),
            ("guild_id", Int),
            ("channel_id", Int),
            ("thread_id", Int),
            ("variant", Text),
            ("layout", Text),
            ("start_position", Text),
            ("custom_start", Bool),
            ("attacker_id", Int),
            ("defender_id", Int),
            ("move_time_ms", Int),
            ("rated", Bool),
            ("status", Text),
            ("winner", Text),
            ("reason", Text),
            ("plies", Int),
            ("position", Text),
            ("to_move", Text),
            ("version", Int),
            ("record_tags", Text),
            ("started_at", Int),
            ("finished_at", Int),
            ("created_at", Int),
            ("updated_at", Int),
            ("tournament_id", Int),
            ("rules", Text),
            ("bank_ms", Int),
            ("attacker_bank_ms", Int),
            ("defender_bank_ms", Int),
            ("vacation", Bool),
            ("premoves", Bool),
        ],
        key: &["id"],
        counter: true,
        later: None,
    },
    Table {
        name: "moves",
        columns: &[
            ("game_id", Int),
            ("ply", Int),
            ("side", Text),
            ("player_id", Int),
            ("notation", Text),
            ("captures", Text),
            ("announcement", Text),
            ("played_at", Int),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["game_id", "ply"],
        counter: false,
        later: None,
    },
    Table {
        name: "deadlines",
        columns: &[
            ("game_id", Int),
            ("ply", Int),
            ("side", Text),
            ("player_id", Int),
            ("started_at", Int),
            ("remind_at", Int),
            ("reminded_at", Int),
            ("due_at", Int),
            ("created_at", Int),
            ("updated_at", Int),
            ("budget_ms", Int),
            ("warn_at", Int),
            ("warned_at", Int),
        ],
        key: &["game_id"],
        counter: false,
        later: None,
    },
    Table {
        name: "draw_offers",
        columns: &[
            ("id", Int),
            ("game_id", Int),
            ("player_id", Int),
            ("side", Text),
            ("ply", Int),
            ("status", Text),
            ("answered_at", Int),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["id"],
        counter: true,
        later: None,
    },
    Table {
        name: "events",
        // PostgreSQL's `txid` and `seq` are handled apart (see `POSTGRES_ONLY`).
        columns: &[
            ("id", Int),
            ("kind", Text),
            ("game_id", Int),
            ("challenge_id", Int),
            ("payload", Text),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["id"],
        counter: true,
        later: None,
    },
    Table {
        name: "event_consumers",
        columns: &[
            ("name", Text),
            ("delivered_up_to", Int),
            ("failures", Int),
            ("last_error", Text),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["name"],
        counter: false,
        later: None,
    },
    Table {
        name: "ratings",
        columns: &[
            ("guild_id", Int),
            ("variant", Text),
            ("player_id", Int),
            ("rating", Real),
            ("deviation", Real),
            ("volatility", Real),
            ("attacker_wins", Int),
            ("attacker_losses", Int),
            ("attacker_draws", Int),
            ("defender_wins", Int),
            ("defender_losses", Int),
            ("defender_draws", Int),
            ("last_game_at", Int),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["guild_id", "variant", "player_id"],
        counter: false,
        later: None,
    },
    Table {
        name: "rating_changes",
        columns: &[
            ("game_id", Int),
            ("guild_id", Int),
            ("variant", Text),
            ("attacker_id", Int),
            ("attacker_before", Real),
            ("attacker_after", Real),
            ("attacker_deviation", Real),
            ("defender_id", Int),
            ("defender_before", Real),
            ("defender_after", Real),
            ("defender_deviation", Real),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["game_id"],
        counter: false,
        later: None,
    },
    Table {
        name: "guild_settings",
        columns: &[
            ("guild_id", Int),
            ("organizer_role_id", Int),
            ("locale", Text),
            ("created_at", Int),
            ("updated_at", Int),
            ("vacation_days", Int),
            ("puzzle_channel_id", Int),
        ],
        key: &["guild_id"],
        counter: false,
        later: None,
    },
    Table {
        name: "player_locales",
        columns: &[
            ("player_id", Int),
            ("locale", Text),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["player_id"],
        counter: false,
        later: None,
    },
    Table {
        name: "tournament_players",
        columns: &[
            ("tournament_id", Int),
            ("player_id", Int),
            ("seed_rating", Real),
            ("status", Text),
            ("joined_at", Int),
            ("withdrawn_at", Int),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["tournament_id", "player_id"],
        counter: false,
        later: None,
    },
    Table {
        name: "tournament_games",
        columns: &[
            ("tournament_id", Int),
            ("round", Int),
            ("pairing", Int),
            ("leg", Int),
            ("attacker_id", Int),
            ("defender_id", Int),
            ("game_id", Int),
            ("result", Text),
            ("forfeit", Bool),
            ("plies", Int),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["tournament_id", "round", "pairing", "leg"],
        counter: false,
        later: None,
    },
    Table {
        name: "vacations",
        columns: &[
            ("id", Int),
            ("guild_id", Int),
            ("player_id", Int),
            ("started_at", Int),
            ("until_at", Int),
            ("ended_at", Int),
            ("days", Int),
            ("auto", Bool),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["id"],
        counter: true,
        later: None,
    },
    Table {
        name: "player_settings",
        columns: &[
            ("player_id", Int),
            ("notify_turn", Text),
            ("notify_warnings", Bool),
            ("digest_hour", Int),
            ("auto_vacation", Bool),
            ("dm_channel_id", Int),
            ("dm_closed_at", Int),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["player_id"],
        counter: false,
        later: None,
    },
    Table {
        name: "digests",
        columns: &[
            ("player_id", Int),
            ("day", Int),
            ("games", Int),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["player_id", "day"],
        counter: false,
        later: None,
    },
    Table {
        name: "premoves",
        columns: &[
            ("game_id", Int),
            ("player_id", Int),
            ("at_ply", Int),
            ("line", Text),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["game_id", "player_id"],
        counter: false,
        later: None,
    },
    Table {
        name: "reviews",
        columns: &[
            ("game_id", Int),
            ("requested_by", Int),
            ("per_position_ms", Int),
            ("body", Text),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["game_id"],
        counter: false,
        later: None,
    },
    Table {
        name: "puzzles",
        columns: &[
            ("key", Text),
            ("guild_id", Int),
            ("variant_key", Text),
            ("game_id", Int),
            ("ply", Int),
            ("position", Text),
            ("plies", Int),
            ("solution", Text),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["key"],
        counter: false,
        later: None,
    },
    Table {
        name: "puzzle_ratings",
        columns: &[
            ("puzzle_key", Text),
            ("rating", Real),
            ("deviation", Real),
            ("volatility", Real),
            ("attempts", Int),
            ("solved", Int),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["puzzle_key"],
        counter: false,
        later: None,
    },
    Table {
        name: "puzzle_players",
        columns: &[
            ("player_id", Int),
            ("rating", Real),
            ("deviation", Real),
            ("volatility", Real),
            ("attempts", Int),
            ("solved", Int),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["player_id"],
        counter: false,
        later: None,
    },
    Table {
        name: "puzzle_attempts",
        columns: &[
            ("player_id", Int),
            ("puzzle_key", Text),
            ("guild_id", Int),
            ("played", Text),
            ("status", Text),
            ("rating_before", Real),
            ("rating_after", Real),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["player_id", "puzzle_key"],
        counter: false,
        later: None,
    },
    Table {
        name: "puzzle_days",
        columns: &[
            ("guild_id", Int),
            ("day", Int),
            ("channel_id", Int),
            ("puzzle_key", Text),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        key: &["guild_id", "day"],
        counter: false,
        later: None,
    },
];

/// Columns only PostgreSQL has: the transaction that wrote an event (the
/// copy's own, in a PostgreSQL target: it has ended once the copy is
/// committed) and its delivery position.
const POSTGRES_ONLY: &[(&str, &str)] = &[("events", "txid"), ("events", "seq")];

/// Rows read from the source per query.
const PAGE: i64 = 500;

/// Values bound per insert statement (far below both backends' limits).
const PARAMETERS: usize = 1000;

struct Plan {
    from: Backend,
    to: Backend,
}

/// What copying one table gave.
struct Copied {
    rows: u64,
    /// The largest `id`, for a table with a counter.
    max_id: Option<i64>,
}

/// A value written once every table is in: `table.later` of the row whose
/// key is `key`.
struct Later {
    table: &'static Table,
    key: Vec<Value>,
    value: Value,
}

/// Binds one [`Value`] to a query of either backend.
macro_rules! bind_value {
    ($query:expr, $value:expr) => {
        match $value {
            Value::Int(v) => $query.bind(*v),
            Value::Bool(v) => $query.bind(*v),
            Value::Real(v) => $query.bind(*v),
            Value::Text(v) => $query.bind(v.as_deref()),
        }
    };
}

/// Reads column `$i` of `$row` as a [`Value`] of `$kind`.
macro_rules! get_value {
    ($row:expr, $i:expr, $kind:expr) => {
        match $kind {
            Kind::Int => $row.try_get($i).map(Value::Int),
            Kind::Bool => $row.try_get($i).map(Value::Bool),
            Kind::Real => $row.try_get($i).map(Value::Real),
            Kind::Text => $row.try_get($i).map(Value::Text),
        }
    };
}

async fn copy_table(
    plan: &Plan,
    source: &mut impl Conn,
    target: &mut impl Conn,
    table: &'static Table,
    later: &mut Vec<Later>,
) -> Result<Copied, CopyError> {
    let read_error = |error| CopyError::Read {
        table: table.name,
        error,
    };
    let write_error = |error| CopyError::Write {
        table: table.name,
        error,
    };
    let events = table.name == "events";
    // Reading: the table's columns, and `seq` of PostgreSQL's events.
    let mut read: Vec<(&str, Kind)> = table.columns.to_vec();
    if events && plan.from == Backend::Postgres {
        read.push(("seq", Int));
    }
    let mut written: Vec<&str> = table.columns.iter().map(|(name, _)| *name).collect();
    if events && plan.to == Backend::Postgres {
        written.push("seq");
    }
    let key_at: Vec<usize> = table
        .key
        .iter()
        .filter_map(|k| table.columns.iter().position(|(name, _)| name == k))
        .collect();
    let id_at = table.columns.iter().position(|(name, _)| *name == "id");
    let later_at = table
        .later
        .and_then(|l| table.columns.iter().position(|(name, _)| *name == l));
    let delivered_at = table
        .columns
        .iter()
        .position(|(name, _)| *name == "delivered_up_to");
    let convert_positions = table.name == "event_consumers"
        && plan.from == Backend::Postgres
        && plan.to == Backend::Sqlite;

    let columns = read
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ");
    let order = table.key.join(", ");
    let first_page = format!(
        "SELECT {columns} FROM {} ORDER BY {order} LIMIT {PAGE}",
        table.name
    );
    let next_page = format!(
        "SELECT {columns} FROM {} WHERE {} ORDER BY {order} LIMIT {PAGE}",
        table.name,
        after_key(table.key)
    );
    let kinds: Vec<Kind> = read.iter().map(|(_, kind)| *kind).collect();

    let mut copied = Copied {
        rows: 0,
        max_id: None,
    };
    let mut after: Option<Vec<Value>> = None;
    loop {
        let sql = if after.is_some() {
            &next_page
        } else {
            &first_page
        };
        let rows = read_page(source, sql, &kinds, after.as_deref().unwrap_or(&[]))
            .await
            .map_err(read_error)?;
        let full = rows.len() as i64 == PAGE;
        after = rows
            .last()
            .map(|row| key_at.iter().filter_map(|&i| row.get(i).cloned()).collect());
        let mut out = Vec::with_capacity(rows.len());
        for mut row in rows {
            if let Some(id) = id_at.and_then(|i| row.get(i)).and_then(Value::int) {
                copied.max_id = Some(copied.max_id.map_or(id, |m| m.max(id)));
            }
            if events {
                // SQLite's position is the id: every event there is
                // committed, in id order.
                let seq = if plan.from == Backend::Postgres {
                    row.pop().unwrap_or(Value::Int(None))
                } else {
                    Value::Int(id_at.and_then(|i| row.get(i)).and_then(Value::int))
                };
                if plan.to == Backend::Postgres {
                    row.push(seq);
                }
            }
            if convert_positions {
                if let Some(slot) = delivered_at.and_then(|i| row.get_mut(i)) {
                    let position = slot.int().unwrap_or(0);
                    let id = last_delivered_id(source, position)
                        .await
                        .map_err(read_error)?;
                    *slot = Value::Int(Some(id));
                }
            }
            if let Some(slot) = later_at.and_then(|i| row.get_mut(i)) {
                if !matches!(slot, Value::Int(None)) {
                    let value = std::mem::replace(slot, Value::Int(None));
                    let key = key_at.iter().filter_map(|&i| row.get(i).cloned()).collect();
                    later.push(Later { table, key, value });
                }
            }
            out.push(row);
        }
        insert_rows(target, table.name, &written, &out)
            .await
            .map_err(write_error)?;
        copied.rows += out.len() as u64;
        if !full {
            break;
        }
    }
    Ok(copied)
}

/// `key > (the last key read)`, as a row value comparison (both backends
/// compare row values column by column, as `ORDER BY` sorts them).
fn after_key(key: &[&str]) -> String {
    let params: Vec<String> = (1..=key.len()).map(|n| format!("${n}")).collect();
    if key.len() == 1 {
        format!("{} > $1", key[0])
    } else {
        format!("({}) > ({})", key.join(", "), params.join(", "))
    }
}

async fn read_page(
    conn: &mut impl Conn,
    sql: &str,
    kinds: &[Kind],
    after: &[Value],
) -> Result<Vec<Vec<Value>>, sqlx::Error> {
    on!(conn, |c| {
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        for value in after {
            query = bind_value!(query, value);
        }
        let rows = query.fetch_all(&mut *c).await?;
        rows.iter()
            .map(|row| {
                kinds
                    .iter()
                    .enumerate()
                    .map(|(i, kind)| get_value!(row, i, kind))
                    .collect::<Result<Vec<Value>, sqlx::Error>>()
            })
            .collect()
    })
}

async fn insert_rows(
    conn: &mut impl Conn,
    table: &str,
    columns: &[&str],
    rows: &[Vec<Value>],
) -> Result<(), sqlx::Error> {
    let per_statement = (PARAMETERS / columns.len().max(1)).max(1);
    for chunk in rows.chunks(per_statement) {
        let mut n = 0;
        let tuples: Vec<String> = chunk
            .iter()
            .map(|row| {
                let params: Vec<String> = row
                    .iter()
                    .map(|_| {
                        n += 1;
                        format!("${n}")
                    })
                    .collect();
                format!("({})", params.join(", "))
            })
            .collect();
        let sql = format!(
            "INSERT INTO {table} ({}) VALUES {}",
            columns.join(", "),
            tuples.join(", ")
        );
        on!(conn, |c| {
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
            for value in chunk.iter().flatten() {
                query = bind_value!(query, value);
            }
            query.execute(&mut *c).await.map(|_| ())
        })?;
    }
    Ok(())
}

async fn fill_in(conn: &mut impl Conn, later: &Later) -> Result<(), sqlx::Error> {
    let Some(column) = later.table.later else {
        return Ok(());
    };
    let condition: Vec<String> = later
        .table
        .key
        .iter()
        .enumerate()
        .map(|(i, k)| format!("{k} = ${}", i + 2))
        .collect();
    let sql = format!(
        "UPDATE {} SET {column} = $1 WHERE {}",
        later.table.name,
        condition.join(" AND ")
    );
    on!(conn, |c| {
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        query = bind_value!(query, &later.value);
        for value in &later.key {
            query = bind_value!(query, value);
        }
        query.execute(&mut *c).await.map(|_| ())
    })
}

/// The largest id among the PostgreSQL events placed at or before
/// `position` (0 when none): where an SQLite consumer that was given
/// exactly those stands.
async fn last_delivered_id(conn: &mut impl Conn, position: i64) -> Result<i64, sqlx::Error> {
    on!(conn, |c| sqlx::query_scalar(
        "SELECT COALESCE(MAX(id), 0) FROM events WHERE seq <= $1"
    )
    .bind(position)
    .fetch_one(&mut *c)
    .await)
}

/// The id counter of `table` in the source: the last id it gave (`None`
/// if it never gave one).
async fn source_counter(conn: &mut impl Conn, table: &str) -> Result<Option<i64>, sqlx::Error> {
    match conn.db() {
        Db::Sqlite(c) => {
            let seq: Option<i64> =
                sqlx::query_scalar("SELECT seq FROM sqlite_sequence WHERE name = $1")
                    .bind(table)
                    .fetch_optional(&mut *c)
                    .await?;
            Ok(seq)
        }
        Db::Postgres(c) => {
            sqlx::query_scalar(
                "SELECT pg_sequence_last_value(pg_get_serial_sequence($1, 'id')::regclass)",
            )
            .bind(table)
            .fetch_one(&mut *c)
            .await
        }
    }
}

/// Makes the next id `table` gives in the target `last + 1`.
async fn set_counter(conn: &mut impl Conn, table: &str, last: i64) -> Result<(), sqlx::Error> {
    match conn.db() {
        Db::Sqlite(c) => {
            // Inserting ids already raised it to the largest; the source's
            // counter may be higher still (ids of deleted rows).
            let updated = sqlx::query("UPDATE sqlite_sequence SET seq = $2 WHERE name = $1")
                .bind(table)
                .bind(last)
                .execute(&mut *c)
                .await?;
            if updated.rows_affected() == 0 {
                sqlx::query("INSERT INTO sqlite_sequence (name, seq) VALUES ($1, $2)")
                    .bind(table)
                    .bind(last)
                    .execute(&mut *c)
                    .await?;
            }
        }
        Db::Postgres(c) => {
            sqlx::query("SELECT setval(pg_get_serial_sequence($1, 'id'), $2)")
                .bind(table)
                .bind(last)
                .execute(&mut *c)
                .await?;
        }
    }
    Ok(())
}

/// Keeps other processes from writing to a PostgreSQL target while it is
/// checked and filled (reads go on); gives up rather than wait long for a
/// process that holds its tables. SQLite's `BEGIN IMMEDIATE` did as much.
async fn lock_target(conn: &mut impl Conn) -> Result<(), sqlx::Error> {
    let Db::Postgres(c) = conn.db() else {
        return Ok(());
    };
    sqlx::query("SET LOCAL lock_timeout = '10s'")
        .execute(&mut *c)
        .await?;
    let names: Vec<&str> = TABLES.iter().map(|t| t.name).collect();
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "LOCK TABLE {} IN EXCLUSIVE MODE",
        names.join(", ")
    )))
    .execute(&mut *c)
    .await?;
    Ok(())
}

async fn has_rows(conn: &mut impl Conn, table: &str) -> Result<bool, sqlx::Error> {
    let sql = format!("SELECT EXISTS (SELECT 1 FROM {table})");
    on!(conn, |c| sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
        .fetch_one(&mut *c)
        .await)
}

/// A failed schema check: the database could not be read, or differs.
enum SchemaError {
    Database(sqlx::Error),
    Differs(CopyError),
}

impl SchemaError {
    fn into_copy(self, wrap: fn(StoreError) -> CopyError) -> CopyError {
        match self {
            SchemaError::Database(e) => wrap(e.into()),
            SchemaError::Differs(e) => e,
        }
    }
}

/// Checks that the database holds exactly the tables and columns of
/// [`TABLES`] (and [`NOT_COPIED`]), so that nothing is left behind.
async fn check_schema(conn: &mut impl Conn, side: &'static str) -> Result<(), SchemaError> {
    let found: Vec<(String, String)> = match conn.db() {
        Db::Sqlite(c) => sqlx::query_as(
            "SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p
             WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
               AND m.name NOT LIKE '\\_sqlx%' ESCAPE '\\'",
        )
        .fetch_all(&mut *c)
        .await
        .map_err(SchemaError::Database)?,
        Db::Postgres(c) => sqlx::query_as(
            "SELECT c.table_name::text, c.column_name::text
             FROM information_schema.columns c
             JOIN information_schema.tables t
               ON t.table_schema = c.table_schema AND t.table_name = c.table_name
             WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
               AND c.table_name NOT LIKE '\\_sqlx%'",
        )
        .fetch_all(&mut *c)
        .await
        .map_err(SchemaError::Database)?,
    };
    let postgres = matches!(conn.db(), Db::Postgres(_));
    let found: BTreeSet<(String, String)> = found.into_iter().collect();
    let found_tables: BTreeSet<String> = found.iter().map(|(t, _)| t.clone()).collect();
    let mut expected: BTreeSet<(String, String)> = TABLES
        .iter()
        .flat_map(|t| {
            t.columns
                .iter()
                .map(|(c, _)| (t.name.to_string(), c.to_string()))
        })
        .collect();
    if postgres {
        expected.extend(
            POSTGRES_ONLY
                .iter()
                .map(|(t, c)| (t.to_string(), c.to_string())),
        );
    }
    // Tables not copied must exist; their columns are theirs.
    let mut problems: Vec<String> = NOT_COPIED
        .iter()
        .filter(|t| !found_tables.contains(**t))
        .map(|t| format!("no table `{t}`"))
        .collect();
    let found: BTreeSet<(String, String)> = found
        .into_iter()
        .filter(|(t, _)| !NOT_COPIED.contains(&t.as_str()))
        .collect();
    problems.extend(
        expected
            .difference(&found)
            .map(|(t, c)| format!("no column `{t}.{c}`")),
    );
    let known: BTreeSet<&str> = TABLES.iter().map(|t| t.name).collect();
    problems.extend(
        found_tables
            .iter()
            .filter(|t| !known.contains(t.as_str()) && !NOT_COPIED.contains(&t.as_str()))
            .map(|t| format!("an unknown table `{t}`")),
    );
    problems.extend(
        found
            .difference(&expected)
            .filter(|(t, _)| known.contains(t.as_str()))
            .map(|(t, c)| format!("an unknown column `{t}.{c}`")),
    );
    if problems.is_empty() {
        Ok(())
    } else {
        Err(SchemaError::Differs(CopyError::Schema {
            side,
            detail: problems.join(", "),
        }))
    }
}
