//! `games`.

use crate::{Conn, GameRow, GameStatus, NewGame, Result, locking, on};

/// Every game query reads the game with the deadline of its running clock
/// and its players' names: one statement gives all a board shows.
macro_rules! select_games {
    ($rest:literal) => {
        concat!(
            "SELECT g.*, d.due_at AS deadline_at, d.started_at AS clock_started_at, ",
            "(SELECT MAX(v.until_at) FROM vacations v WHERE v.player_id = g.attacker_id ",
            "AND v.guild_id = COALESCE(g.guild_id, 0) AND v.ended_at IS NULL) AS attacker_away_until, ",
            "(SELECT MAX(v.until_at) FROM vacations v WHERE v.player_id = g.defender_id ",
            "AND v.guild_id = COALESCE(g.guild_id, 0) AND v.ended_at IS NULL) AS defender_away_until, ",
            "pa.display_name AS attacker_name, pd.display_name AS defender_name FROM games g ",
            "LEFT JOIN deadlines d ON d.game_id = g.id ",
            "LEFT JOIN players pa ON pa.id = g.attacker_id ",
            "LEFT JOIN players pd ON pd.id = g.defender_id ",
            $rest
        )
    };
}

pub async fn insert(conn: &mut impl Conn, new: &NewGame<'_>) -> Result<i64> {
    let id = on!(conn, |c| {
        sqlx::query_scalar(
        "INSERT INTO games (challenge_id, source, guild_id, channel_id, thread_id, variant, layout,
                            start_position, custom_start, attacker_id, defender_id, move_time_ms,
                            rated, status, winner, reason, plies, position, to_move, version,
                            record_tags, started_at, finished_at, created_at, updated_at,
                            tournament_id, rules, bank_ms, attacker_bank_ms, defender_bank_ms,
                            vacation)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
                 $19, 0, $20, $21, $22, $21, $21, $23, $24, $25, $25, $25, $26) RETURNING id",
    )
    .bind(new.challenge_id)
    .bind(new.source)
    .bind(new.guild_id)
    .bind(new.channel_id)
    .bind(new.thread_id)
    .bind(new.variant)
    .bind(new.layout)
    .bind(new.start_position)
    .bind(new.custom_start)
    .bind(new.attacker_id)
    .bind(new.defender_id)
    .bind(new.move_time_ms)
    .bind(new.rated)
    .bind(new.status.code())
    .bind(new.winner)
    .bind(new.reason)
    .bind(new.plies)
    .bind(new.position)
    .bind(new.to_move)
    .bind(new.record_tags)
    .bind(new.now)
    .bind(new.finished_at)
    .bind(new.tournament_id)
    .bind(new.rules)
    .bind(new.bank_ms)
    .bind(new.vacation)
    .fetch_one(&mut *c)
    .await
    })?;
    Ok(id)
}

/// A game (locked in a write transaction on PostgreSQL, as every read of
/// a row a change is decided on: see [`Conn::locks_reads`]).
pub async fn get(conn: &mut impl Conn, id: i64) -> Result<Option<GameRow>> {
    let sql = locking!(conn, select_games!("WHERE g.id = $1"), " FOR UPDATE OF g");
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(id)
        .fetch_optional(&mut *c)
        .await)?)
}

/// Locks a game for the rest of the transaction unless another
/// transaction holds it (PostgreSQL `FOR UPDATE SKIP LOCKED`): whether it
/// is now this transaction's. Background work claims a game this way, so
/// that processes sweeping the same due clocks pass over each other's
/// instead of queueing behind them. Always true on SQLite, whose single
/// writer holds everything.
pub async fn lock_unless_busy(conn: &mut impl Conn, id: i64) -> Result<bool> {
    if !conn.locks_reads() {
        return Ok(true);
    }
    let locked: Option<i64> = on!(conn, |c| sqlx::query_scalar(
        "SELECT id FROM games WHERE id = $1 FOR UPDATE SKIP LOCKED"
    )
    .bind(id)
    .fetch_optional(&mut *c)
    .await)?;
    Ok(locked.is_some())
}

/// The game a challenge started.
pub async fn by_challenge(conn: &mut impl Conn, challenge_id: i64) -> Result<Option<GameRow>> {
    let sql = locking!(
        conn,
        select_games!("WHERE g.challenge_id = $1"),
        " FOR UPDATE OF g"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(challenge_id)
        .fetch_optional(&mut *c)
        .await)?)
}

/// A move to record on a game.
#[derive(Clone, Copy, Debug)]
pub struct Advance<'a> {
    pub id: i64,
    /// The version the move was checked against.
    pub expected_version: i64,
    pub plies: i64,
    /// The position after the move, and the side to move in it.
    pub position: &'a str,
    pub to_move: &'a str,
    /// How the game ended, if the move ended it: (status, winner, reason).
    pub end: Option<(GameStatus, &'a str, &'a str)>,
    /// What is left of each side's bank after the move (attackers',
    /// defenders'), `None` without a bank.
    pub banks: (Option<i64>, Option<i64>),
    /// Whether conditional moves waited when the move was checked, and
    /// whether any still wait after it: the move is refused if that flag
    /// changed meanwhile, as if the version had.
    pub premoves: (bool, bool),
    pub now: i64,
}

/// Records a move on an active game at `expected_version`: the position
/// after it, the side to move, the ply count, the end if it ended the game,
/// and version + 1. False when the game was not active at that version any
/// more (nothing is written).
pub async fn advance(conn: &mut impl Conn, a: &Advance<'_>) -> Result<bool> {
    let (status, winner, reason) = match a.end {
        Some((status, winner, reason)) => (status, Some(winner), Some(reason)),
        None => (GameStatus::Active, None, None),
    };
    let done = on!(conn, |c| sqlx::query(
        "UPDATE games SET plies = $3, position = $4, to_move = $5, version = version + 1,
                          status = $6, winner = $7, reason = $8,
                          finished_at = CASE WHEN $7 IS NULL THEN NULL ELSE $9 END,
                          updated_at = $9, attacker_bank_ms = $10, defender_bank_ms = $11,
                          premoves = $13
         WHERE id = $1 AND version = $2 AND status = 'active' AND premoves = $12",
    )
    .bind(a.id)
    .bind(a.expected_version)
    .bind(a.plies)
    .bind(a.position)
    .bind(a.to_move)
    .bind(status.code())
    .bind(winner)
    .bind(reason)
    .bind(a.now)
    .bind(a.banks.0)
    .bind(a.banks.1)
    .bind(a.premoves.0)
    .bind(a.premoves.1)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// Ends an active game (version + 1). With `expected_version`, only at
/// that version. False when it was not active (at that version).
pub async fn finish(
    conn: &mut impl Conn,
    id: i64,
    expected_version: Option<i64>,
    status: GameStatus,
    winner: &str,
    reason: &str,
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE games SET status = $3, winner = $4, reason = $5, finished_at = $6,
                          version = version + 1, updated_at = $6
         WHERE id = $1 AND status = 'active' AND ($2 IS NULL OR version = $2)",
    )
    .bind(id)
    .bind(expected_version)
    .bind(status.code())
    .bind(winner)
    .bind(reason)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// Records the thread the game is played in.
pub async fn set_thread(conn: &mut impl Conn, id: i64, thread_id: i64, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE games SET thread_id = $2, updated_at = $3 WHERE id = $1"
    )
    .bind(id)
    .bind(thread_id)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// A player's active games, oldest first.
pub async fn active_of_player(conn: &mut impl Conn, player: i64) -> Result<Vec<GameRow>> {
    let sql = locking!(
        conn,
        select_games!(
            "WHERE g.status = 'active' AND (g.attacker_id = $1 OR g.defender_id = $1) ORDER BY g.id"
        ),
        " FOR UPDATE OF g"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(player)
        .fetch_all(&mut *c)
        .await)?)
}

/// A player's active games played in a channel or thread, oldest first:
/// games whose channel or thread is `place`.
pub async fn active_of_player_in(
    conn: &mut impl Conn,
    player: i64,
    place: i64,
) -> Result<Vec<GameRow>> {
    let sql = locking!(
        conn,
        select_games!(
            "WHERE g.status = 'active' AND (g.attacker_id = $1 OR g.defender_id = $1)
               AND (g.channel_id = $2 OR g.thread_id = $2) ORDER BY g.id"
        ),
        " FOR UPDATE OF g"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(player)
        .bind(place)
        .fetch_all(&mut *c)
        .await)?)
}

/// Games played in a channel or thread (as channel or as thread), newest
/// first, active ones only or all, at most `limit`.
pub async fn in_place(
    conn: &mut impl Conn,
    place: i64,
    active_only: bool,
    limit: i64,
) -> Result<Vec<GameRow>> {
    Ok(on!(conn, |c| sqlx::query_as(select_games!(
        "WHERE (g.channel_id = $1 OR g.thread_id = $1) AND (NOT $2 OR g.status = 'active')
             ORDER BY g.id DESC LIMIT $3"
    ))
    .bind(place)
    .bind(active_only)
    .bind(limit)
    .fetch_all(&mut *c)
    .await)?)
}

/// A player's games that are over, newest first, at most `limit`.
pub async fn finished_of_player(
    conn: &mut impl Conn,
    player: i64,
    limit: i64,
) -> Result<Vec<GameRow>> {
    Ok(on!(conn, |c| sqlx::query_as(select_games!(
        "WHERE g.status IN ('finished', 'aborted') AND (g.attacker_id = $1 OR g.defender_id = $1)
             ORDER BY g.id DESC LIMIT $2"
    ))
    .bind(player)
    .bind(limit)
    .fetch_all(&mut *c)
    .await)?)
}

/// A player's last game that is over, played in a channel or thread.
pub async fn last_finished_of_player_in(
    conn: &mut impl Conn,
    player: i64,
    place: i64,
) -> Result<Option<GameRow>> {
    Ok(on!(conn, |c| sqlx::query_as(select_games!(
        "WHERE g.status IN ('finished', 'aborted') AND (g.attacker_id = $1 OR g.defender_id = $1)
               AND (g.channel_id = $2 OR g.thread_id = $2) ORDER BY g.id DESC LIMIT 1"
    ))
    .bind(player)
    .bind(place)
    .fetch_optional(&mut *c)
    .await)?)
}

/// How many active games a player plays against non-human players
/// (negative ids).
pub async fn active_against_ai(conn: &mut impl Conn, player: i64) -> Result<i64> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "SELECT COUNT(*) FROM games
         WHERE status = 'active'
           AND ((attacker_id = $1 AND defender_id < 0) OR (defender_id = $1 AND attacker_id < 0))",
    )
    .bind(player)
    .fetch_one(&mut *c)
    .await)?)
}

/// Whether `channel` is the thread of some game.
pub async fn is_game_thread(conn: &mut impl Conn, channel: i64) -> Result<bool> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM games WHERE thread_id = $1)"
    )
    .bind(channel)
    .fetch_one(&mut *c)
    .await)?)
}

/// How each finished game of a variant on a server ended (guild 0:
/// outside any): (winner, reason, plies). Aborted and imported games are
/// not counted.
pub async fn finished_results(
    conn: &mut impl Conn,
    guild_id: i64,
    variant: &str,
) -> Result<Vec<(String, String, i64)>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT winner, reason, plies FROM games
         WHERE COALESCE(guild_id, 0) = $1 AND variant = $2 AND status = 'finished'
           AND winner IS NOT NULL AND reason IS NOT NULL",
    )
    .bind(guild_id)
    .bind(variant)
    .fetch_all(&mut *c)
    .await)?)
}
