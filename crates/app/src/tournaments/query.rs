//! Looking at tournaments: one, a guild's, which one a request means, its
//! games by round, its standings.

use hnefi_store::{Conn, TournamentRow, TournamentStatus};

use super::crosstable::{self, Crosstable};
use super::rounds::{played, seeds};
use super::standings::{self, Standing};
use super::{Tournament, TournamentGame, Tournaments};
use crate::core::ids::{GameId, PlayerId, TournamentId};
use crate::error::{Error, Result, TournamentAction};
use crate::games::{self, GameSummary};

/// The tournament row, or `UnknownTournament`.
pub(crate) async fn tournament_row(
    conn: &mut impl Conn,
    id: TournamentId,
) -> Result<TournamentRow> {
    hnefi_store::tournaments::get(conn, id.0)
        .await?
        .ok_or(Error::UnknownTournament(id))
}

/// A tournament with its players, read on `conn`.
pub(crate) async fn tournament_in(conn: &mut impl Conn, id: TournamentId) -> Result<Tournament> {
    let row = tournament_row(conn, id).await?;
    let entrants = hnefi_store::tournaments::entrants(conn, id.0).await?;
    Tournament::from_rows(&row, &entrants)
}

/// The tournament's games, byes and forfeits, by round.
pub(crate) async fn games_in(
    conn: &mut impl Conn,
    id: TournamentId,
) -> Result<Vec<TournamentGame>> {
    hnefi_store::tournaments::games(conn, id.0)
        .await?
        .iter()
        .map(TournamentGame::from_row)
        .collect()
}

/// The tournament's games still being played.
pub(crate) async fn live_games(conn: &mut impl Conn, id: TournamentId) -> Result<Vec<GameSummary>> {
    let mut live = Vec::new();
    for g in games_in(conn, id).await? {
        if g.result.is_some() {
            continue;
        }
        let Some(game) = g.game else { continue };
        let game = games::summary(conn, game).await?;
        if game.is_active() {
            live.push(game);
        }
    }
    Ok(live)
}

/// A round's games, byes and forfeits, each with its game as it stands.
#[derive(Clone, Debug)]
pub struct RoundView {
    pub tournament: Tournament,
    pub round: u32,
    pub games: Vec<(TournamentGame, Option<GameSummary>)>,
}

impl Tournaments {
    pub async fn get(&self, id: TournamentId) -> Result<Tournament> {
        let mut conn = self.core.read().await?;
        tournament_in(&mut conn, id).await
    }

    /// A guild's tournaments, newest first (only those in `statuses` if any).
    pub async fn in_guild(
        &self,
        guild: i64,
        statuses: &[TournamentStatus],
    ) -> Result<Vec<Tournament>> {
        let mut conn = self.core.read().await?;
        let rows = hnefi_store::tournaments::of_guild(&mut conn, guild, statuses).await?;
        let mut all = Vec::with_capacity(rows.len());
        for row in rows {
            let entrants = hnefi_store::tournaments::entrants(&mut conn, row.id).await?;
            all.push(Tournament::from_rows(&row, &entrants)?);
        }
        Ok(all)
    }

    /// The tournament a request to `action` means: the one given (which
    /// must be of this guild), else the newest of the guild in the first of
    /// `prefer` that has one.
    pub async fn resolve(
        &self,
        guild: Option<i64>,
        id: Option<TournamentId>,
        prefer: &[TournamentStatus],
        action: TournamentAction,
    ) -> Result<Tournament> {
        let guild = guild.ok_or(Error::NoTournamentHere(action))?;
        if let Some(id) = id {
            let t = self.get(id).await?;
            return if t.place.guild == Some(guild) {
                Ok(t)
            } else {
                Err(Error::UnknownTournament(id))
            };
        }
        let all = self.in_guild(guild, prefer).await?;
        prefer
            .iter()
            .find_map(|status| all.iter().find(|t| t.status == *status))
            .cloned()
            .ok_or(Error::NoTournamentHere(action))
    }

    /// The games, byes and forfeits of a tournament, by round.
    pub async fn games(&self, id: TournamentId) -> Result<Vec<TournamentGame>> {
        let mut conn = self.core.read().await?;
        games_in(&mut conn, id).await
    }

    /// One round (the current one if `None`), each game with where it
    /// stands.
    pub async fn round(&self, id: TournamentId, round: Option<u32>) -> Result<RoundView> {
        let mut conn = self.core.snapshot().await?;
        let tournament = tournament_in(&mut conn, id).await?;
        let round = round.unwrap_or(tournament.round);
        let mut games = Vec::new();
        for g in games_in(&mut conn, id).await? {
            if g.round != round {
                continue;
            }
            let game = match g.game {
                Some(game) => Some(games::summary(&mut conn, GameId(game.0)).await?),
                None => None,
            };
            games.push((g, game));
        }
        Ok(RoundView {
            tournament,
            round,
            games,
        })
    }

    /// The standings of a tournament as it stands (final once finished).
    pub async fn standings(&self, id: TournamentId) -> Result<(Tournament, Vec<Standing>)> {
        let mut conn = self.core.snapshot().await?;
        let tournament = tournament_in(&mut conn, id).await?;
        let entrants = hnefi_store::tournaments::entrants(&mut conn, id.0).await?;
        let games = games_in(&mut conn, id).await?;
        let table = standings::standings(tournament.format, &seeds(&entrants), &played(&games));
        Ok((tournament, table))
    }

    /// The crosstable: the standings with each pair's results and the
    /// players' names.
    pub async fn crosstable(&self, id: TournamentId) -> Result<Crosstable> {
        let mut conn = self.core.snapshot().await?;
        let tournament = tournament_in(&mut conn, id).await?;
        let entrants = hnefi_store::tournaments::entrants(&mut conn, id.0).await?;
        let games = games_in(&mut conn, id).await?;
        let table = standings::standings(tournament.format, &seeds(&entrants), &played(&games));
        let mut names = std::collections::HashMap::new();
        for e in &entrants {
            let name = hnefi_store::players::get(&mut conn, e.player_id)
                .await?
                .map_or_else(|| format!("player {}", e.player_id), |p| p.display_name);
            names.insert(PlayerId(e.player_id), name);
        }
        Ok(crosstable::crosstable(tournament, &table, &games, |p| {
            names.get(&p).cloned().unwrap_or_default()
        }))
    }

    /// The role whose members may organise tournaments in a guild.
    pub async fn organizer_role(&self, guild: i64) -> Result<Option<i64>> {
        let mut conn = self.core.read().await?;
        Ok(hnefi_store::settings::organizer_role(&mut conn, guild).await?)
    }
}
