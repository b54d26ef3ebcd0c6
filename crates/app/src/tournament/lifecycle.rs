//! A tournament's life: created, joined and left during sign-up, started
//! (by an organiser or its sign-up deadline), cancelled; players withdraw.

use std::time::Duration;

use hnefi_engine::{Outcome, Reason, Winner};
use hnefi_store::{GameStatus, TournamentRow, WriteTx};

use super::{
    Format, MAX_NAME_CHARS, MAX_PLAYERS, MAX_ROUND_ROBIN_PLAYERS, MAX_SIGNUP, MAX_SWISS_ROUNDS,
    Tournament, TournamentGame, TournamentStatus, pairing,
};
use crate::challenges::upsert_player;
use crate::clock::Timestamp;
use crate::clockwork::SweepReport;
use crate::error::{Error, Result};
use crate::events::Event;
use crate::ratings::{Rating, guild_key};
use crate::service::Service;
use crate::time_control::TimeControl;
use crate::types::{GameId, Place, Player, PlayerId, TournamentId};
use crate::views::decode;

/// What `/tournament create` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRequest {
    pub organizer: Player,
    pub place: Place,
    pub name: String,
    /// Variant key.
    pub variant: String,
    pub format: Format,
    /// Swiss only (default 4).
    pub rounds: Option<u32>,
    /// Per-move time of every game (default 3 days).
    pub time: TimeControl,
    /// Default: 16 for a round-robin, 64 otherwise.
    pub max_players: Option<u32>,
    /// How long sign-up stays open; without it, until an organiser starts.
    pub signup: Option<Duration>,
}

impl TournamentRequest {
    pub fn new(organizer: Player, place: Place, name: &str, variant: &str, format: Format) -> Self {
        TournamentRequest {
            organizer,
            place,
            name: name.to_string(),
            variant: variant.to_string(),
            format,
            rounds: None,
            time: TimeControl::PerMove(Duration::from_secs(3 * 24 * 3600)),
            max_players: None,
            signup: None,
        }
    }
}

const DEFAULT_SWISS_ROUNDS: u32 = 4;

fn bad(text: impl Into<String>) -> Error {
    Error::BadTournament(text.into())
}

fn closed(t: &TournamentRow, what: &'static str) -> Error {
    let status = match t.status.as_str() {
        "signup" => "not started yet",
        "running" => "already started",
        "finished" => "finished",
        _ => "been cancelled",
    };
    Error::TournamentClosed {
        id: TournamentId(t.id),
        status,
        what,
    }
}

impl Service {
    /// Creates a tournament in sign-up (`/tournament create`). `organizer`
    /// says whether the bot found the caller allowed to organise.
    pub async fn create_tournament(
        &self,
        req: TournamentRequest,
        organizer: bool,
    ) -> Result<Tournament> {
        if !organizer {
            return Err(Error::NotOrganizer);
        }
        let Some(guild) = req.place.guild else {
            return Err(bad(
                "tournaments are held in a server, not in direct messages",
            ));
        };
        let name = req.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
            return Err(bad(format!(
                "give the tournament a name of 1 to {MAX_NAME_CHARS} characters"
            )));
        }
        let variant = hnefi_engine::variant::by_key(&req.variant).map_err(Error::UnknownVariant)?;
        let rounds = match (req.format, req.rounds) {
            (Format::Swiss, rounds) => {
                let rounds = rounds.unwrap_or(DEFAULT_SWISS_ROUNDS);
                if !(1..=MAX_SWISS_ROUNDS).contains(&rounds) {
                    return Err(bad(format!(
                        "a Swiss tournament has 1 to {MAX_SWISS_ROUNDS} rounds"
                    )));
                }
                Some(rounds)
            }
            (format, Some(_)) => {
                return Err(bad(format!(
                    "the number of rounds is set only for Swiss: a {format} sets its own"
                )));
            }
            (_, None) => None,
        };
        let cap = match req.format {
            Format::RoundRobin => MAX_ROUND_ROBIN_PLAYERS,
            _ => MAX_PLAYERS,
        };
        let max_players = req.max_players.unwrap_or(cap);
        if !(2..=cap).contains(&max_players) {
            return Err(bad(format!("a {} takes 2 to {cap} players", req.format)));
        }
        if req.signup.is_some_and(|d| d > MAX_SIGNUP || d.is_zero()) {
            return Err(bad("sign-up can stay open for at most 60 days"));
        }
        let now = self.now();
        let mut tx = self.store().write().await?;
        upsert_player(&mut tx, &req.organizer, now).await?;
        let id = hnefi_store::tournaments::insert(
            &mut tx,
            &hnefi_store::tournaments::NewTournament {
                guild_id: guild,
                channel_id: req.place.channel,
                name,
                variant: variant.key(),
                format: crate::types::Code::code(req.format),
                rounds: rounds.map(i64::from),
                move_time_ms: req.time.millis(),
                max_players: i64::from(max_players),
                signup_deadline: req.signup.map(|d| now.plus(d).millis()),
                created_by: req.organizer.id.0,
                now: now.millis(),
            },
        )
        .await?;
        let tournament = self.tournament_in(&mut tx, TournamentId(id)).await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        if let Some(deadline) = tournament.signup_deadline {
            self.note_deadline(deadline.millis());
        }
        Ok(tournament)
    }

    /// Records the announcement message (with the Join button).
    pub async fn set_tournament_message(&self, id: TournamentId, message: i64) -> Result<()> {
        let now = self.now();
        let mut tx = self.store().write().await?;
        hnefi_store::tournaments::set_message(&mut tx, id.0, message, now.millis()).await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        Ok(())
    }

    pub async fn tournament(&self, id: TournamentId) -> Result<Tournament> {
        let mut conn = self.store().read().await?;
        self.tournament_in(&mut conn, id).await
    }

    pub(crate) async fn tournament_in(
        &self,
        conn: &mut hnefi_store::Conn,
        id: TournamentId,
    ) -> Result<Tournament> {
        let row = hnefi_store::tournaments::get(conn, id.0)
            .await?
            .ok_or(Error::UnknownTournament(id))?;
        let entrants = hnefi_store::tournaments::entrants(conn, id.0).await?;
        Tournament::from_rows(&row, &entrants)
    }

    /// A guild's tournaments, newest first (only those in `statuses` if any).
    pub async fn tournaments_in(
        &self,
        guild: i64,
        statuses: &[TournamentStatus],
    ) -> Result<Vec<Tournament>> {
        let codes: Vec<&str> = statuses.iter().map(|s| s.code()).collect();
        let mut conn = self.store().read().await?;
        let rows = hnefi_store::tournaments::of_guild(&mut conn, guild, &codes).await?;
        let mut all = Vec::with_capacity(rows.len());
        for row in rows {
            let entrants = hnefi_store::tournaments::entrants(&mut conn, row.id).await?;
            all.push(Tournament::from_rows(&row, &entrants)?);
        }
        Ok(all)
    }

    /// The tournament a command means: the one given (which must be of
    /// this guild), else the newest of the guild in the first of `prefer`
    /// that has one.
    pub async fn resolve_tournament(
        &self,
        guild: Option<i64>,
        id: Option<TournamentId>,
        prefer: &[TournamentStatus],
        what: &'static str,
    ) -> Result<Tournament> {
        let guild = guild.ok_or(Error::NoTournamentHere(what))?;
        if let Some(id) = id {
            let t = self.tournament(id).await?;
            return if t.place.guild == Some(guild) {
                Ok(t)
            } else {
                Err(Error::UnknownTournament(id))
            };
        }
        let all = self.tournaments_in(guild, &[]).await?;
        prefer
            .iter()
            .find_map(|status| all.iter().find(|t| t.status == *status))
            .cloned()
            .ok_or(Error::NoTournamentHere(what))
    }

    /// Signs a player up (the Join button, `/tournament join`).
    pub async fn join_tournament(&self, id: TournamentId, player: &Player) -> Result<Tournament> {
        if player.id.ai_level().is_some() {
            return Err(bad("the AI does not play in tournaments"));
        }
        let now = self.now();
        let mut tx = self.store().write().await?;
        let row = tournament_row(&mut tx, id).await?;
        if row.status != "signup" {
            return Err(closed(&row, "sign-up is closed"));
        }
        if row.signup_deadline.is_some_and(|d| d <= now.millis()) {
            return Err(Error::TournamentClosed {
                id,
                status: "reached its sign-up deadline",
                what: "sign-up is closed",
            });
        }
        let entrants = hnefi_store::tournaments::entrants(&mut tx, id.0).await?;
        if entrants.iter().any(|e| e.player_id == player.id.0) {
            return Err(Error::AlreadyJoined(id));
        }
        if entrants.len() as i64 >= row.max_players {
            return Err(Error::TournamentFull(id));
        }
        upsert_player(&mut tx, player, now).await?;
        hnefi_store::tournaments::add_entrant(&mut tx, id.0, player.id.0, now.millis()).await?;
        let tournament = self.tournament_in(&mut tx, id).await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        Ok(tournament)
    }

    /// Leaves a tournament: before the start, off the list; after it, a
    /// withdrawal that resigns the player's running games and forfeits the
    /// rest.
    pub async fn leave_tournament(&self, id: TournamentId, player: PlayerId) -> Result<Tournament> {
        let now = self.now();
        let mut tx = self.store().write().await?;
        let row = tournament_row(&mut tx, id).await?;
        match row.status.as_str() {
            "signup" => {
                if !hnefi_store::tournaments::remove_entrant(&mut tx, id.0, player.0).await? {
                    return Err(Error::NotInTournament(id));
                }
            }
            "running" => {
                if !hnefi_store::tournaments::withdraw_entrant(
                    &mut tx,
                    id.0,
                    player.0,
                    now.millis(),
                )
                .await?
                {
                    return Err(Error::NotInTournament(id));
                }
                for game in self.live_games_of_tournament(&mut tx, id).await? {
                    let Some(side) = game.side_of(player) else {
                        continue;
                    };
                    let outcome = Outcome::win(side.other(), Reason::Resigned);
                    self.end_game(&mut tx, game.id, GameStatus::Finished, outcome, now)
                        .await?;
                    self.cache().remove(game.id.0);
                }
            }
            _ => return Err(closed(&row, "there is nothing to leave")),
        }
        let tournament = self.tournament_in(&mut tx, id).await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        self.wake_consumers();
        Ok(tournament)
    }

    /// Starts a tournament in sign-up: seeds, pairs round 1 and starts its
    /// games. Its creator may, and anyone the bot finds an organiser.
    pub async fn start_tournament(
        &self,
        id: TournamentId,
        by: PlayerId,
        organizer: bool,
    ) -> Result<Tournament> {
        let now = self.now();
        let mut tx = self.store().write().await?;
        let row = tournament_row(&mut tx, id).await?;
        if !organizer && PlayerId(row.created_by) != by {
            return Err(Error::NotOrganizer);
        }
        if row.status != "signup" {
            return Err(closed(&row, "it cannot be started"));
        }
        let deadlines = self.start_in(&mut tx, &row, now).await?;
        let tournament = self.tournament_in(&mut tx, id).await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        self.after_round_commit(&deadlines);
        Ok(tournament)
    }

    /// Starts `row` in `tx`; returns the reminder times of the new games.
    async fn start_in(
        &self,
        tx: &mut WriteTx,
        row: &TournamentRow,
        now: Timestamp,
    ) -> Result<Vec<Timestamp>> {
        let id = TournamentId(row.id);
        let entrants = hnefi_store::tournaments::entrants(tx, row.id).await?;
        let n = entrants.len();
        if n < 2 {
            return Err(Error::TooFewPlayers(id));
        }
        for e in &entrants {
            let rating = hnefi_store::ratings::get(
                tx,
                guild_key(Some(row.guild_id)),
                &row.variant,
                e.player_id,
            )
            .await?
            .map_or(Rating::initial().rating, |r| r.rating);
            hnefi_store::tournaments::set_seed(tx, row.id, e.player_id, rating).await?;
        }
        let format: Format = decode(&row.format)?;
        let rounds = match format {
            Format::RoundRobin => pairing::round_robin_rounds(n),
            Format::Swiss => (row.rounds.unwrap_or(1) as usize).min(n - 1).max(1),
            Format::Knockout => pairing::knockout_rounds(n),
        };
        if !hnefi_store::tournaments::start(tx, row.id, rounds as i64, now.millis()).await? {
            return Err(Error::Internal(format!("tournament #{id} did not start")));
        }
        self.next_round_in(tx, id, now).await
    }

    /// Cancels a tournament: its running games are aborted (unrated).
    pub async fn cancel_tournament(
        &self,
        id: TournamentId,
        by: PlayerId,
        organizer: bool,
    ) -> Result<Tournament> {
        let now = self.now();
        let mut tx = self.store().write().await?;
        let row = tournament_row(&mut tx, id).await?;
        if !organizer && PlayerId(row.created_by) != by {
            return Err(Error::NotOrganizer);
        }
        if !matches!(row.status.as_str(), "signup" | "running") {
            return Err(closed(&row, "it cannot be cancelled"));
        }
        self.cancel_in(&mut tx, id, Some(by), now).await?;
        let tournament = self.tournament_in(&mut tx, id).await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        self.wake_consumers();
        Ok(tournament)
    }

    async fn cancel_in(
        &self,
        tx: &mut WriteTx,
        id: TournamentId,
        by: Option<PlayerId>,
        now: Timestamp,
    ) -> Result<()> {
        // The tournament ends first, so that the aborted games' events find
        // it over and are not recorded as results.
        hnefi_store::tournaments::end(tx, id.0, "cancelled", None, now.millis()).await?;
        for game in self.live_games_of_tournament(tx, id).await? {
            let outcome = Outcome::new(Winner::Draw, Reason::Aborted);
            self.end_game(tx, game.id, GameStatus::Aborted, outcome, now)
                .await?;
            self.cache().remove(game.id.0);
        }
        let tournament = self.tournament_in(tx, id).await?;
        self.emit(tx, &Event::TournamentCancelled { tournament, by }, now)
            .await?;
        Ok(())
    }

    /// Starts (or, short of players, cancels) every tournament whose
    /// sign-up deadline has passed.
    pub(crate) async fn sweep_tournament_signups(
        &self,
        now: Timestamp,
        report: &mut SweepReport,
    ) -> Result<()> {
        let due = {
            let mut conn = self.store().read().await?;
            hnefi_store::tournaments::signup_due(&mut conn, now.millis()).await?
        };
        for id in due {
            let mut tx = self.store().write().await?;
            let row = tournament_row(&mut tx, TournamentId(id)).await?;
            if row.status != "signup" || row.signup_deadline.is_none_or(|d| d > now.millis()) {
                continue;
            }
            let players = hnefi_store::tournaments::entrants(&mut tx, id).await?.len();
            let deadlines = if players >= 2 {
                report.tournaments_started += 1;
                self.start_in(&mut tx, &row, now).await?
            } else {
                report.tournaments_cancelled += 1;
                self.cancel_in(&mut tx, TournamentId(id), None, now).await?;
                Vec::new()
            };
            tx.commit().await.map_err(hnefi_store::StoreError::from)?;
            self.after_round_commit(&deadlines);
        }
        Ok(())
    }

    /// The games, byes and forfeits of a tournament, by round.
    pub async fn tournament_games(&self, id: TournamentId) -> Result<Vec<TournamentGame>> {
        let mut conn = self.store().read().await?;
        hnefi_store::tournaments::games(&mut conn, id.0)
            .await?
            .iter()
            .map(TournamentGame::from_row)
            .collect()
    }

    /// The role whose members may organise tournaments in a guild.
    pub async fn organizer_role(&self, guild: i64) -> Result<Option<i64>> {
        let mut conn = self.store().read().await?;
        Ok(hnefi_store::settings::organizer_role(&mut conn, guild).await?)
    }

    pub async fn set_organizer_role(&self, guild: i64, role: Option<i64>) -> Result<()> {
        let now = self.now();
        let mut tx = self.store().write().await?;
        hnefi_store::settings::set_organizer_role(&mut tx, guild, role, now.millis()).await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        Ok(())
    }

    /// The tournament's games still being played.
    pub(crate) async fn live_games_of_tournament(
        &self,
        conn: &mut hnefi_store::Conn,
        id: TournamentId,
    ) -> Result<Vec<crate::views::GameSummary>> {
        let mut live = Vec::new();
        for row in hnefi_store::tournaments::games(conn, id.0).await? {
            if row.result.is_some() {
                continue;
            }
            let Some(game) = row.game_id else { continue };
            let summary = crate::service::summary_in(conn, GameId(game)).await?;
            if summary.is_active() {
                live.push(summary);
            }
        }
        Ok(live)
    }
}

pub(crate) async fn tournament_row(
    conn: &mut hnefi_store::Conn,
    id: TournamentId,
) -> Result<TournamentRow> {
    hnefi_store::tournaments::get(conn, id.0)
        .await?
        .ok_or(Error::UnknownTournament(id))
}
