//! A tournament's life: created, joined and left during sign-up, started
//! (by an organiser or its sign-up deadline), cancelled; players withdraw.

use std::time::Duration;

use hnefi_engine::{Outcome, Reason, Winner};
use hnefi_store::{GameStatus, TournamentRow, TournamentStatus};

use super::query::{live_games, tournament_in, tournament_row};
use super::{
    Format, MAX_NAME_CHARS, MAX_PLAYERS, MAX_ROUND_ROBIN_PLAYERS, MAX_SIGNUP, MAX_SWISS_ROUNDS,
    Tournament, Tournaments, pairing,
};
use crate::core::clock::Timestamp;
use crate::core::codes::{Code, decode};
use crate::core::ids::{Place, Player, PlayerId, TournamentId};
use crate::core::{Tx, remember_player};
use crate::error::{Error, Result, TournamentAction, TournamentRule};
use crate::events::StoredEvent;
use crate::games::{self, TimeControl};
use crate::ratings;

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
    /// Time control of every game (default 3 days a move).
    pub time: TimeControl,
    /// Whether players' vacations stop its games' clocks (default yes).
    pub vacation: bool,
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
            vacation: true,
            max_players: None,
            signup: None,
        }
    }
}

const DEFAULT_SWISS_ROUNDS: u32 = 4;

fn refused(rule: TournamentRule) -> Error {
    Error::BadTournament(rule)
}

/// The refusal of `action` on a tournament that is not in a state for it.
fn closed(row: &TournamentRow, action: TournamentAction) -> Error {
    Error::TournamentClosed {
        id: TournamentId(row.id),
        status: row.status,
        action,
    }
}

impl Tournaments {
    /// Creates a tournament in sign-up (`/tournament create`).
    /// `organizer` says whether the caller may organise here.
    pub async fn create(&self, req: TournamentRequest, organizer: bool) -> Result<Tournament> {
        if !organizer {
            return Err(Error::NotOrganizer);
        }
        let Some(guild) = req.place.guild else {
            return Err(refused(TournamentRule::NotInServer));
        };
        let name = req.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
            return Err(refused(TournamentRule::Name {
                max: MAX_NAME_CHARS,
            }));
        }
        let variant = {
            let mut conn = self.core.read().await?;
            crate::core::variants::resolve(&mut conn, &req.variant).await?
        };
        let rounds = match (req.format, req.rounds) {
            (Format::Swiss, rounds) => {
                let rounds = rounds.unwrap_or(DEFAULT_SWISS_ROUNDS);
                if !(1..=MAX_SWISS_ROUNDS).contains(&rounds) {
                    return Err(refused(TournamentRule::SwissRounds {
                        max: MAX_SWISS_ROUNDS,
                    }));
                }
                Some(rounds)
            }
            (format, Some(_)) => return Err(refused(TournamentRule::RoundsOnlyForSwiss(format))),
            (_, None) => None,
        };
        let cap = match req.format {
            Format::RoundRobin => MAX_ROUND_ROBIN_PLAYERS,
            _ => MAX_PLAYERS,
        };
        let max_players = req.max_players.unwrap_or(cap);
        if !(2..=cap).contains(&max_players) {
            return Err(refused(TournamentRule::Players {
                format: req.format,
                max: cap,
            }));
        }
        if req.signup.is_some_and(|d| d > MAX_SIGNUP || d.is_zero()) {
            return Err(refused(TournamentRule::Signup {
                max_days: (MAX_SIGNUP.as_secs() / 86_400) as u32,
            }));
        }
        let now = self.core.now();
        let signup_deadline = req.signup.map(|d| now.plus(d));
        let mut tx = self.core.write().await?;
        remember_player(&mut tx, &req.organizer, now).await?;
        let id = hnefi_store::tournaments::insert(
            &mut tx,
            &hnefi_store::tournaments::NewTournament {
                guild_id: guild,
                channel_id: req.place.channel,
                name,
                variant: variant.key(),
                format: req.format.code(),
                rounds: rounds.map(i64::from),
                move_time_ms: req.time.millis(),
                bank_ms: req.time.bank_millis(),
                vacation: req.vacation,
                max_players: i64::from(max_players),
                signup_deadline: signup_deadline.map(Timestamp::millis),
                created_by: req.organizer.id.0,
                now: now.millis(),
            },
        )
        .await?;
        if let Some(deadline) = signup_deadline {
            tx.note_deadline(deadline);
        }
        let tournament = tournament_in(&mut tx, TournamentId(id)).await?;
        self.core.commit(tx).await?;
        Ok(tournament)
    }

    /// Records the announcement message (with the Join button).
    pub async fn set_message(&self, id: TournamentId, message: i64) -> Result<()> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        hnefi_store::tournaments::set_message(&mut tx, id.0, message, now.millis()).await?;
        self.core.commit(tx).await
    }

    /// Signs a player up (the Join button, `/tournament join`).
    pub async fn join(&self, id: TournamentId, player: &Player) -> Result<Tournament> {
        if player.id.ai_level().is_some() {
            return Err(refused(TournamentRule::NoAi));
        }
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let row = tournament_row(&mut tx, id).await?;
        if row.status != TournamentStatus::Signup {
            return Err(closed(&row, TournamentAction::Join));
        }
        if row.signup_deadline.is_some_and(|d| d <= now.millis()) {
            return Err(Error::SignupClosed(id));
        }
        let entrants = hnefi_store::tournaments::entrants(&mut tx, id.0).await?;
        if entrants.iter().any(|e| e.player_id == player.id.0) {
            return Err(Error::AlreadyJoined(id));
        }
        if entrants.len() as i64 >= row.max_players {
            return Err(Error::TournamentFull(id));
        }
        remember_player(&mut tx, player, now).await?;
        hnefi_store::tournaments::add_entrant(&mut tx, id.0, player.id.0, now.millis()).await?;
        let tournament = tournament_in(&mut tx, id).await?;
        self.core.commit(tx).await?;
        Ok(tournament)
    }

    /// Leaves a tournament: before the start, off the list; after it, a
    /// withdrawal that resigns the player's running games and forfeits the
    /// rest.
    pub async fn leave(&self, id: TournamentId, player: PlayerId) -> Result<Tournament> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let row = tournament_row(&mut tx, id).await?;
        match row.status {
            TournamentStatus::Signup => {
                if !hnefi_store::tournaments::remove_entrant(&mut tx, id.0, player.0).await? {
                    return Err(Error::NotInTournament(id));
                }
            }
            TournamentStatus::Running => {
                let withdrawn = hnefi_store::tournaments::withdraw_entrant(
                    &mut tx,
                    id.0,
                    player.0,
                    now.millis(),
                )
                .await?;
                if !withdrawn {
                    return Err(Error::NotInTournament(id));
                }
                for game in live_games(&mut tx, id).await? {
                    if let Some(side) = game.side_of(player) {
                        let outcome = Outcome::win(side.other(), Reason::Resigned);
                        let status = GameStatus::Finished;
                        games::end_in(
                            &self.core,
                            &mut tx,
                            game.id,
                            status,
                            outcome,
                            Some(player),
                            now,
                        )
                        .await?;
                    }
                }
            }
            _ => return Err(closed(&row, TournamentAction::Leave)),
        }
        let tournament = tournament_in(&mut tx, id).await?;
        self.core.commit(tx).await?;
        Ok(tournament)
    }

    /// Opens a write transaction on a tournament for an organiser's
    /// `action` (starting it during sign-up, cancelling it before it
    /// ends): its creator may, and anyone the bot found an organiser.
    async fn organise(
        &self,
        id: TournamentId,
        by: PlayerId,
        organizer: bool,
        action: TournamentAction,
    ) -> Result<(Tx, TournamentRow)> {
        let mut tx = self.core.write().await?;
        let row = tournament_row(&mut tx, id).await?;
        if !organizer && PlayerId(row.created_by) != by {
            return Err(Error::NotOrganizer);
        }
        let allowed = match action {
            TournamentAction::Start => row.status == TournamentStatus::Signup,
            _ => matches!(
                row.status,
                TournamentStatus::Signup | TournamentStatus::Running
            ),
        };
        if !allowed {
            return Err(closed(&row, action));
        }
        Ok((tx, row))
    }

    /// Starts a tournament in sign-up: seeds, pairs round 1 and starts its
    /// games.
    pub async fn start(
        &self,
        id: TournamentId,
        by: PlayerId,
        organizer: bool,
    ) -> Result<Tournament> {
        let now = self.core.now();
        let start = TournamentAction::Start;
        let (mut tx, row) = self.organise(id, by, organizer, start).await?;
        self.start_in(&mut tx, &row, now).await?;
        let tournament = tournament_in(&mut tx, id).await?;
        self.core.commit(tx).await?;
        Ok(tournament)
    }

    /// Starts `row` in `tx`: seeds by rating, fixes the number of rounds,
    /// pairs round 1.
    async fn start_in(&self, tx: &mut Tx, row: &TournamentRow, now: Timestamp) -> Result<()> {
        let id = TournamentId(row.id);
        let entrants = hnefi_store::tournaments::entrants(tx, row.id).await?;
        let n = entrants.len();
        if n < 2 {
            return Err(Error::TooFewPlayers(id));
        }
        for e in &entrants {
            let rating =
                ratings::current_in(tx, Some(row.guild_id), &row.variant, PlayerId(e.player_id))
                    .await?;
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
    pub async fn cancel(
        &self,
        id: TournamentId,
        by: PlayerId,
        organizer: bool,
    ) -> Result<Tournament> {
        let now = self.core.now();
        let cancel = TournamentAction::Cancel;
        let (mut tx, _) = self.organise(id, by, organizer, cancel).await?;
        self.cancel_in(&mut tx, id, Some(by), now).await?;
        let tournament = tournament_in(&mut tx, id).await?;
        self.core.commit(tx).await?;
        Ok(tournament)
    }

    async fn cancel_in(
        &self,
        tx: &mut Tx,
        id: TournamentId,
        by: Option<PlayerId>,
        now: Timestamp,
    ) -> Result<()> {
        // The tournament ends first, so that the aborted games' events find
        // it over and are not recorded as results.
        hnefi_store::tournaments::end(tx, id.0, TournamentStatus::Cancelled, None, now.millis())
            .await?;
        for game in live_games(tx, id).await? {
            let outcome = Outcome::new(Winner::Draw, Reason::Aborted);
            games::end_in(
                &self.core,
                tx,
                game.id,
                GameStatus::Aborted,
                outcome,
                by,
                now,
            )
            .await?;
        }
        let tournament = tournament_in(tx, id).await?;
        let cancelled = StoredEvent::TournamentCancelled {
            tournament: (&tournament).into(),
            by,
        };
        self.core.emit(tx, &cancelled, now).await
    }

    /// Starts (or, short of players, cancels) every tournament whose
    /// sign-up deadline has passed: (started, cancelled).
    pub(crate) async fn close_due_signups(&self, now: Timestamp) -> Result<(usize, usize)> {
        let due = {
            let mut conn = self.core.read().await?;
            hnefi_store::tournaments::signup_due(&mut conn, now.millis()).await?
        };
        let (mut started, mut cancelled) = (0, 0);
        for id in due {
            let id = TournamentId(id);
            let mut tx = self.core.write().await?;
            let row = tournament_row(&mut tx, id).await?;
            if row.status != TournamentStatus::Signup
                || row.signup_deadline.is_none_or(|d| d > now.millis())
            {
                continue;
            }
            let players = hnefi_store::tournaments::entrants(&mut tx, id.0)
                .await?
                .len();
            if players >= 2 {
                started += 1;
                self.start_in(&mut tx, &row, now).await?;
            } else {
                cancelled += 1;
                self.cancel_in(&mut tx, id, None, now).await?;
            }
            self.core.commit(tx).await?;
        }
        Ok((started, cancelled))
    }

    /// When the next sign-up deadline falls.
    pub(crate) async fn next_signup_deadline(&self) -> Result<Option<Timestamp>> {
        let mut conn = self.core.read().await?;
        Ok(hnefi_store::tournaments::next_signup_deadline(&mut conn)
            .await?
            .map(Timestamp))
    }

    /// Names the role whose members may organise tournaments in a guild.
    pub async fn set_organizer_role(&self, guild: i64, role: Option<i64>) -> Result<()> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        hnefi_store::settings::set_organizer_role(&mut tx, guild, role, now.millis()).await?;
        self.core.commit(tx).await
    }
}
