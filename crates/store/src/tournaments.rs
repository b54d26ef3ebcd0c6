//! `tournaments`, `tournament_players` and `tournament_games`.

use crate::{
    Conn, EntrantRow, Result, TournamentGameRow, TournamentRow, TournamentStatus, locking, on,
};

/// What a new tournament is made of.
#[derive(Clone, Debug)]
pub struct NewTournament<'a> {
    pub guild_id: i64,
    pub channel_id: i64,
    pub name: &'a str,
    pub variant: &'a str,
    pub format: &'a str,
    pub rounds: Option<i64>,
    pub move_time_ms: Option<i64>,
    pub bank_ms: Option<i64>,
    pub vacation: bool,
    pub max_players: i64,
    pub signup_deadline: Option<i64>,
    pub created_by: i64,
    pub now: i64,
}

pub async fn insert(conn: &mut impl Conn, new: &NewTournament<'_>) -> Result<i64> {
    let id = on!(conn, |c| sqlx::query_scalar(
        "INSERT INTO tournaments (guild_id, channel_id, name, variant, format, rounds,
                                  move_time_ms, max_players, signup_deadline, status,
                                  created_by, created_at, updated_at, bank_ms, vacation)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'signup', $10, $11, $11, $12, $13)
         RETURNING id",
    )
    .bind(new.guild_id)
    .bind(new.channel_id)
    .bind(new.name)
    .bind(new.variant)
    .bind(new.format)
    .bind(new.rounds)
    .bind(new.move_time_ms)
    .bind(new.max_players)
    .bind(new.signup_deadline)
    .bind(new.created_by)
    .bind(new.now)
    .bind(new.bank_ms)
    .bind(new.vacation)
    .fetch_one(&mut *c)
    .await)?;
    Ok(id)
}

pub async fn get(conn: &mut impl Conn, id: i64) -> Result<Option<TournamentRow>> {
    let sql = locking!(
        conn,
        "SELECT * FROM tournaments WHERE id = $1",
        " FOR UPDATE"
    );
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(id)
        .fetch_optional(&mut *c)
        .await)?)
}

/// A guild's tournaments, newest first; only those with one of `statuses`
/// when given.
pub async fn of_guild(
    conn: &mut impl Conn,
    guild_id: i64,
    statuses: &[TournamentStatus],
) -> Result<Vec<TournamentRow>> {
    let all: Vec<TournamentRow> = on!(conn, |c| sqlx::query_as(
        "SELECT * FROM tournaments WHERE guild_id = $1 ORDER BY id DESC"
    )
    .bind(guild_id)
    .fetch_all(&mut *c)
    .await)?;
    Ok(all
        .into_iter()
        .filter(|t| statuses.is_empty() || statuses.contains(&t.status))
        .collect())
}

/// Tournaments still in sign-up whose deadline is at or before `now`.
pub async fn signup_due(conn: &mut impl Conn, now: i64) -> Result<Vec<i64>> {
    let ids: Vec<(i64,)> = on!(conn, |c| {
        sqlx::query_as(
        "SELECT id FROM tournaments WHERE status = 'signup' AND signup_deadline <= $1 ORDER BY id",
    )
    .bind(now)
    .fetch_all(&mut *c)
    .await
    })?;
    Ok(ids.into_iter().map(|(id,)| id).collect())
}

/// The earliest sign-up deadline still to come.
pub async fn next_signup_deadline(conn: &mut impl Conn) -> Result<Option<i64>> {
    let next: (Option<i64>,) = on!(conn, |c| sqlx::query_as(
        "SELECT MIN(signup_deadline) FROM tournaments WHERE status = 'signup'"
    )
    .fetch_one(&mut *c)
    .await)?;
    Ok(next.0)
}

pub async fn set_message(conn: &mut impl Conn, id: i64, message_id: i64, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "UPDATE tournaments SET message_id = $2, updated_at = $3 WHERE id = $1"
    )
    .bind(id)
    .bind(message_id)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}

/// Starts a tournament in sign-up; false if it was no longer in sign-up.
pub async fn start(conn: &mut impl Conn, id: i64, rounds: i64, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE tournaments SET status = 'running', rounds = $2, current_round = 0,
                                started_at = $3, updated_at = $3
         WHERE id = $1 AND status = 'signup'",
    )
    .bind(id)
    .bind(rounds)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// Moves a running tournament from round `from` to `from + 1`; false if
/// another change got there first (the advance happens once).
pub async fn advance_round(conn: &mut impl Conn, id: i64, from: i64, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE tournaments SET current_round = $2 + 1, updated_at = $3
         WHERE id = $1 AND status = 'running' AND current_round = $2",
    )
    .bind(id)
    .bind(from)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// Ends a tournament that is in sign-up or running, as `Finished` (with
/// its winner) or `Cancelled`; false if it had ended already.
pub async fn end(
    conn: &mut impl Conn,
    id: i64,
    status: TournamentStatus,
    winner: Option<i64>,
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE tournaments SET status = $2, winner_id = $3, finished_at = $4, updated_at = $4
         WHERE id = $1 AND status IN ('signup', 'running')",
    )
    .bind(id)
    .bind(status.code())
    .bind(winner)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// Signs a player up; false if they already were.
pub async fn add_entrant(conn: &mut impl Conn, id: i64, player_id: i64, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "INSERT INTO tournament_players (tournament_id, player_id, status, joined_at,
                                         created_at, updated_at)
         VALUES ($1, $2, 'active', $3, $3, $3)
         ON CONFLICT (tournament_id, player_id) DO NOTHING",
    )
    .bind(id)
    .bind(player_id)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// Takes a player off before the start; false if they were not signed up.
pub async fn remove_entrant(conn: &mut impl Conn, id: i64, player_id: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "DELETE FROM tournament_players WHERE tournament_id = $1 AND player_id = $2"
    )
    .bind(id)
    .bind(player_id)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// Marks a player withdrawn mid-event; false if they were not active.
pub async fn withdraw_entrant(
    conn: &mut impl Conn,
    id: i64,
    player_id: i64,
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE tournament_players SET status = 'withdrawn', withdrawn_at = $3, updated_at = $3
         WHERE tournament_id = $1 AND player_id = $2 AND status = 'active'",
    )
    .bind(id)
    .bind(player_id)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

pub async fn set_seed(conn: &mut impl Conn, id: i64, player_id: i64, rating: f64) -> Result<()> {
    on!(conn, |c| {
        sqlx::query(
        "UPDATE tournament_players SET seed_rating = $3 WHERE tournament_id = $1 AND player_id = $2",
    )
    .bind(id)
    .bind(player_id)
    .bind(rating)
    .execute(&mut *c)
    .await.map(|d| d.rows_affected())
    })?;
    Ok(())
}

/// The players, in order of joining.
pub async fn entrants(conn: &mut impl Conn, id: i64) -> Result<Vec<EntrantRow>> {
    Ok(on!(conn, |c| sqlx::query_as(
        "SELECT tournament_id, player_id, seed_rating, status, joined_at, withdrawn_at
         FROM tournament_players WHERE tournament_id = $1 ORDER BY joined_at, player_id",
    )
    .bind(id)
    .fetch_all(&mut *c)
    .await)?)
}

pub async fn insert_game(conn: &mut impl Conn, row: &TournamentGameRow, now: i64) -> Result<()> {
    on!(conn, |c| sqlx::query(
        "INSERT INTO tournament_games (tournament_id, round, pairing, leg, attacker_id,
                                       defender_id, game_id, result, forfeit, plies,
                                       created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)",
    )
    .bind(row.tournament_id)
    .bind(row.round)
    .bind(row.pairing)
    .bind(row.leg)
    .bind(row.attacker_id)
    .bind(row.defender_id)
    .bind(row.game_id)
    .bind(&row.result)
    .bind(row.forfeit)
    .bind(row.plies)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(())
}

macro_rules! select_games {
    ($rest:literal) => {
        concat!(
            "SELECT tournament_id, round, pairing, leg, attacker_id, defender_id, game_id, ",
            "result, forfeit, plies FROM tournament_games ",
            $rest
        )
    };
}

/// Every game, bye and forfeit of a tournament, by round, pairing, leg.
pub async fn games(conn: &mut impl Conn, id: i64) -> Result<Vec<TournamentGameRow>> {
    Ok(on!(conn, |c| sqlx::query_as(select_games!(
        "WHERE tournament_id = $1 ORDER BY round, pairing, leg"
    ))
    .bind(id)
    .fetch_all(&mut *c)
    .await)?)
}

pub async fn game_by_game_id(
    conn: &mut impl Conn,
    game_id: i64,
) -> Result<Option<TournamentGameRow>> {
    Ok(on!(conn, |c| sqlx::query_as(select_games!(
        "WHERE game_id = $1"
    ))
    .bind(game_id)
    .fetch_optional(&mut *c)
    .await)?)
}

/// Records a game's result; false if it had one already.
pub async fn set_result(
    conn: &mut impl Conn,
    game_id: i64,
    result: &str,
    plies: i64,
    now: i64,
) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE tournament_games SET result = $2, plies = $3, updated_at = $4
         WHERE game_id = $1 AND result IS NULL",
    )
    .bind(game_id)
    .bind(result)
    .bind(plies)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}
