//! `moves`: the history of each game, one row per ply, and the one round
//! trip that records a move with everything it changes.

use crate::{Conn, Db, MoveRow, Result, on};

/// The clock of the side to move, as a move starts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockStart {
    pub side: &'static str,
    pub player: i64,
    /// The time the mover has (their move's time and their bank).
    pub budget_ms: i64,
    /// The reminder (80%), the last warning (95%) and the deadline.
    pub remind_at: i64,
    pub warn_at: i64,
    pub due_at: i64,
}

/// The clock after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockAfter {
    /// The game has no clock.
    None,
    /// The clock of the side to move starts.
    Start(ClockStart),
    /// The move ended the game: the clock stops and any pending draw offer
    /// is void.
    Stop,
}

/// Everything a move writes besides the game row (see [`play`]): the ply,
/// the clock, and its event.
#[derive(Clone, Debug)]
pub struct RecordMove<'a> {
    pub row: &'a MoveRow,
    pub clock: ClockAfter,
    /// The move's event: (kind, payload).
    pub event: (&'a str, &'a str),
    /// The player whose pending draw offer lapses with this move, if any.
    pub lapse_offer_of: Option<i64>,
    pub now: i64,
}

/// A ply is inserted several ways (on its own, in SQLite's batch, in
/// PostgreSQL's statement); all name the same columns and bind them with
/// `bind_move!`.
macro_rules! insert_move {
    ($values:literal) => {
        concat!(
            "INSERT INTO moves (game_id, ply, side, player_id, notation, captures, announcement, ",
            "played_at, created_at, updated_at) ",
            $values
        )
    };
}

/// Binds a ply's columns in the order `insert_move!` names them.
macro_rules! bind_move {
    ($query:expr, $row:expr, $now:expr) => {
        $query
            .bind($row.game_id)
            .bind($row.ply)
            .bind(&$row.side)
            .bind($row.player_id)
            .bind(&$row.notation)
            .bind(&$row.captures)
            .bind(&$row.announcement)
            .bind($row.played_at)
            .bind($now)
            .bind($now)
    };
}

/// Stores one ply; a second row for the same (game, ply) is refused by the
/// primary key ([`crate::StoreError::is_unique_violation`]).
pub async fn insert(conn: &mut impl Conn, row: &MoveRow, now: i64) -> Result<()> {
    on!(conn, |c| bind_move!(
        sqlx::query(insert_move!(
            "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
        )),
        row,
        now
    )
    .execute(&mut *c)
    .await
    .map(|_| ()))?;
    Ok(())
}

/// Every ply of a game, in order.
pub async fn of_game(conn: &mut impl Conn, game_id: i64) -> Result<Vec<MoveRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT game_id, ply, side, player_id, notation, captures, announcement, played_at
         FROM moves WHERE game_id = $1 ORDER BY ply",
    )
    .bind(game_id)
    .fetch_all(&mut *c)
    .await)?)
}

/// The first `plies` plies of a game, in order: its history as of the
/// version that had that many (moves are never changed once stored).
pub async fn of_game_upto(conn: &mut impl Conn, game_id: i64, plies: i64) -> Result<Vec<MoveRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT game_id, ply, side, player_id, notation, captures, announcement, played_at
         FROM moves WHERE game_id = $1 AND ply <= $2 ORDER BY ply",
    )
    .bind(game_id)
    .bind(plies)
    .fetch_all(&mut *c)
    .await)?)
}

/// Records a move in one round trip: the game row at `expected_version`
/// (see [`crate::games::advance`]), its ply, the clock, the lapse of the
/// pending draw offer of [`RecordMove::lapse_offer_of`], the voiding of any
/// other when the move ends the game, and its event. Returns false, having
/// written nothing, when the game was no longer active at that version.
/// Call it in a write transaction.
pub async fn play(
    conn: &mut impl Conn,
    game: &crate::games::Advance<'_>,
    r: &RecordMove<'_>,
) -> Result<bool> {
    match conn.db() {
        Db::Sqlite(c) => sqlite::play(c, game, r).await,
        Db::Postgres(c) => postgres::play(c, game, r).await,
    }
}

/// Records a move as a transaction of its own, as [`play`] does. On
/// PostgreSQL it is the one statement outside any transaction: a move costs
/// no BEGIN or COMMIT round trips of its own. On SQLite it is the batch in
/// a write transaction.
pub async fn play_alone(
    store: &crate::Store,
    game: &crate::games::Advance<'_>,
    r: &RecordMove<'_>,
) -> Result<bool> {
    if store.backend() == crate::Backend::Postgres {
        let mut conn = store.read().await?;
        if let Db::Postgres(c) = conn.db() {
            return postgres::play(c, game, r).await;
        }
    }
    let mut tx = store.write().await?;
    let played = play(&mut tx, game, r).await?;
    if played {
        tx.commit().await?;
    }
    Ok(played)
}

/// (status, winner, reason, finished_at) of the game row after the move.
fn end_columns<'a>(
    game: &crate::games::Advance<'a>,
) -> (
    crate::GameStatus,
    Option<&'a str>,
    Option<&'a str>,
    Option<i64>,
) {
    match game.end {
        Some((status, winner, reason)) => (status, Some(winner), Some(reason), Some(game.now)),
        None => (crate::GameStatus::Active, None, None, None),
    }
}

mod sqlite {
    use super::{ClockAfter, RecordMove, end_columns};
    use crate::{MoveRow, Result};

    // The statements of a move, sent as one batch in one round trip.
    // Parameters are plain `?`, bound in the order they appear across the
    // statements (sqlx binds a batch that way; numbered parameters do not
    // carry across statements).
    //
    // The batch applies whole or not at all: the first statement is the
    // compare-and-set on the game's version; each statement after it runs
    // only if the one before changed a row (`changes() = 1`), and the
    // statements that may change no row (lapsing or voiding an offer,
    // stopping the clock) check that this move's ply was stored.
    const CAS_SQL: &str =
        "UPDATE games SET plies = ?, position = ?, to_move = ?, version = version + 1,
                          status = ?, winner = ?, reason = ?, finished_at = ?, updated_at = ?,
                          attacker_bank_ms = ?, defender_bank_ms = ?, premoves = ?
         WHERE id = ? AND version = ? AND status = 'active' AND premoves = ?;";
    const MOVE_SQL: &str = concat!(
        insert_move!("SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1"),
        ";"
    );
    const EVENT_SQL: &str = concat!(
        crate::events::insert_event!("SELECT ?, ?, NULL, ?, ?, ? WHERE changes() = 1"),
        ";"
    );
    const CLOCK_SQL: &str =
        "INSERT INTO deadlines (game_id, ply, side, player_id, started_at, remind_at,
                                reminded_at, due_at, created_at, updated_at, budget_ms,
                                warn_at, warned_at)
         SELECT ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, NULL WHERE changes() = 1
         ON CONFLICT (game_id) DO UPDATE SET
             ply = excluded.ply, side = excluded.side,
             player_id = excluded.player_id, started_at = excluded.started_at,
             remind_at = excluded.remind_at, reminded_at = NULL,
             due_at = excluded.due_at, updated_at = excluded.updated_at,
             budget_ms = excluded.budget_ms, warn_at = excluded.warn_at, warned_at = NULL;";
    // `?` x5 after the statement's own: game, ply, player, played_at,
    // notation. Whose offer lapses is the caller's rule.
    const LAPSE_SQL: &str =
        "UPDATE draw_offers SET status = 'lapsed', answered_at = ?, updated_at = ?
         WHERE game_id = ? AND status = 'pending' AND player_id = ?
           AND EXISTS (SELECT 1 FROM moves WHERE game_id = ? AND ply = ?
                       AND player_id = ? AND played_at = ? AND notation = ?);";
    const STOP_SQL: &str = "DELETE FROM deadlines WHERE game_id = ?
           AND EXISTS (SELECT 1 FROM moves WHERE game_id = ? AND ply = ?
                       AND player_id = ? AND played_at = ? AND notation = ?);
         UPDATE draw_offers SET status = 'void', answered_at = ?, updated_at = ?
         WHERE game_id = ? AND status = 'pending'
           AND EXISTS (SELECT 1 FROM moves WHERE game_id = ? AND ply = ?
                       AND player_id = ? AND played_at = ? AND notation = ?);";

    type Batch<'q> = sqlx::query::Query<'q, sqlx::Sqlite, sqlx::sqlite::SqliteArguments>;

    /// Binds the five parameters that identify a stored ply.
    fn stored_ply<'q>(query: Batch<'q>, row: &MoveRow) -> Batch<'q> {
        query
            .bind(row.game_id)
            .bind(row.ply)
            .bind(row.player_id)
            .bind(row.played_at)
            .bind(row.notation.clone())
    }

    pub(super) async fn play(
        c: &mut sqlx::SqliteConnection,
        game: &crate::games::Advance<'_>,
        r: &RecordMove<'_>,
    ) -> Result<bool> {
        static UNTIMED: std::sync::LazyLock<String> =
            std::sync::LazyLock::new(|| [CAS_SQL, MOVE_SQL, EVENT_SQL, LAPSE_SQL].concat());
        static TIMED: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
            [CAS_SQL, MOVE_SQL, EVENT_SQL, CLOCK_SQL, LAPSE_SQL].concat()
        });
        static FINAL: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
            [CAS_SQL, MOVE_SQL, EVENT_SQL, LAPSE_SQL, STOP_SQL].concat()
        });
        let sql: &'static str = match r.clock {
            ClockAfter::None => UNTIMED.as_str(),
            ClockAfter::Start(..) => TIMED.as_str(),
            ClockAfter::Stop => FINAL.as_str(),
        };
        let (row, now) = (r.row, r.now);
        let (status, winner, reason, finished_at) = end_columns(game);
        let (kind, payload) = r.event;
        let query = sqlx::query(sqlx::AssertSqlSafe(sql))
            // CAS_SQL
            .bind(game.plies)
            .bind(game.position)
            .bind(game.to_move)
            .bind(status.code())
            .bind(winner)
            .bind(reason)
            .bind(finished_at)
            .bind(game.now)
            .bind(game.banks.0)
            .bind(game.banks.1)
            .bind(game.premoves.1)
            .bind(game.id)
            .bind(game.expected_version)
            .bind(game.premoves.0);
        // MOVE_SQL
        let mut query = bind_move!(query, row, now)
            // EVENT_SQL
            .bind(kind)
            .bind(row.game_id)
            .bind(payload)
            .bind(now)
            .bind(now);
        if let ClockAfter::Start(clock) = r.clock {
            query = query
                // CLOCK_SQL
                .bind(row.game_id)
                .bind(row.ply)
                .bind(clock.side)
                .bind(clock.player)
                .bind(now)
                .bind(clock.remind_at)
                .bind(clock.due_at)
                .bind(now)
                .bind(now)
                .bind(clock.budget_ms)
                .bind(clock.warn_at);
        }
        // LAPSE_SQL
        query = stored_ply(
            query
                .bind(now)
                .bind(now)
                .bind(row.game_id)
                .bind(r.lapse_offer_of),
            row,
        );
        if r.clock == ClockAfter::Stop {
            // STOP_SQL
            query = stored_ply(query.bind(row.game_id), row);
            query = stored_ply(query.bind(now).bind(now).bind(row.game_id), row);
        }
        let done = query.execute(&mut *c).await?;
        Ok(done.rows_affected() > 0)
    }
}

mod postgres {
    use super::{ClockAfter, RecordMove, end_columns};
    use crate::Result;

    // One statement: the compare-and-set on the game's version, and the rest
    // in data-modifying parts that take effect only when it changed the row
    // (`FROM cas`). The lapse and the void touch different offers (the
    // mover's, the others').
    macro_rules! move_statement {
        ($($extra:literal),*) => {
            concat!(
                "WITH cas AS (
                     UPDATE games SET plies = $1, position = $2, to_move = $3,
                                      version = version + 1, status = $4, winner = $5,
                                      reason = $6, finished_at = $7, updated_at = $8,
                                      attacker_bank_ms = $23, defender_bank_ms = $24,
                                      premoves = $26
                     WHERE id = $9 AND version = $10 AND status = 'active' AND premoves = $25
                     RETURNING id
                 ), mv AS (",
                insert_move!("SELECT $11, $12, $13, $14, $15, $16, $17, $18, $19, $19 FROM cas"),
                "), ev AS (",
                crate::events::insert_event!("SELECT $20, $9, NULL, $21, $19, $19 FROM cas"),
                "), lapse AS (
                     UPDATE draw_offers SET status = 'lapsed', answered_at = $19, updated_at = $19
                     WHERE game_id = $9 AND status = 'pending' AND player_id = $22
                       AND EXISTS (SELECT 1 FROM cas)
                 )",
                $($extra,)*
                " SELECT COUNT(*) FROM cas"
            )
        };
    }

    const UNTIMED: &str = move_statement!();
    const TIMED: &str = move_statement!(
        ", clock AS (
             INSERT INTO deadlines (game_id, ply, side, player_id, started_at, remind_at,
                                    reminded_at, due_at, created_at, updated_at, budget_ms,
                                    warn_at, warned_at)
             SELECT $9, $12, $27, $28, $19, $29, NULL, $30, $19, $19, $31, $32, NULL FROM cas
             ON CONFLICT (game_id) DO UPDATE SET
                 ply = excluded.ply, side = excluded.side,
                 player_id = excluded.player_id, started_at = excluded.started_at,
                 remind_at = excluded.remind_at, reminded_at = NULL,
                 due_at = excluded.due_at, updated_at = excluded.updated_at,
                 budget_ms = excluded.budget_ms, warn_at = excluded.warn_at, warned_at = NULL
         )"
    );
    const FINAL: &str = move_statement!(
        ", stop AS (
             DELETE FROM deadlines WHERE game_id = $9 AND EXISTS (SELECT 1 FROM cas)
         ), void AS (
             UPDATE draw_offers SET status = 'void', answered_at = $19, updated_at = $19
             WHERE game_id = $9 AND status = 'pending' AND player_id IS DISTINCT FROM $22
               AND EXISTS (SELECT 1 FROM cas)
         )"
    );

    pub(super) async fn play(
        c: &mut sqlx::PgConnection,
        game: &crate::games::Advance<'_>,
        r: &RecordMove<'_>,
    ) -> Result<bool> {
        let sql = match r.clock {
            ClockAfter::None => UNTIMED,
            ClockAfter::Start(..) => TIMED,
            ClockAfter::Stop => FINAL,
        };
        let (row, now) = (r.row, r.now);
        let (status, winner, reason, finished_at) = end_columns(game);
        let (kind, payload) = r.event;
        let query = sqlx::query_scalar(sql)
            .bind(game.plies)
            .bind(game.position)
            .bind(game.to_move)
            .bind(status.code())
            .bind(winner)
            .bind(reason)
            .bind(finished_at)
            .bind(game.now)
            .bind(game.id)
            .bind(game.expected_version)
            .bind(row.game_id)
            .bind(row.ply)
            .bind(&row.side)
            .bind(row.player_id)
            .bind(&row.notation)
            .bind(&row.captures)
            .bind(&row.announcement)
            .bind(row.played_at)
            .bind(now)
            .bind(kind)
            .bind(payload)
            .bind(r.lapse_offer_of)
            .bind(game.banks.0)
            .bind(game.banks.1)
            .bind(game.premoves.0)
            .bind(game.premoves.1);
        let query = match r.clock {
            ClockAfter::Start(clock) => query
                .bind(clock.side)
                .bind(clock.player)
                .bind(clock.remind_at)
                .bind(clock.due_at)
                .bind(clock.budget_ms)
                .bind(clock.warn_at),
            _ => query,
        };
        let played: i64 = query.fetch_one(&mut *c).await?;
        Ok(played == 1)
    }
}
