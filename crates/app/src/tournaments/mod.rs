//! Server tournaments (issue 7): round-robin, Swiss and knockout events
//! whose games are ordinary rated games of the service.
//!
//! - [`pairing`]: who plays whom (pure);
//! - [`standings`]: scores and tie-breaks (pure);
//! - `lifecycle`: create, join, leave (withdraw), start, cancel;
//! - `rounds`: recording finished games and pairing the next round,
//!   exactly once, as the `tournaments` consumer of the outbox;
//! - `stored`: the views in the outbox's stored form, and back.
//!
//! Decisions where the issue is silent (also in the README):
//! - **Matches.** A round-robin pairing and a knockout match are two games
//!   played at the same time in one round, one on each side; a Swiss
//!   round is one game per pairing. So a round-robin of n players takes
//!   n-1 rounds (n if odd, each player sitting out once, for no points).
//! - **Seeds** are the players' ratings in the guild and variant when the
//!   tournament starts (1500 for the unrated).
//! - **Sign-up deadline.** When it passes, the tournament starts by itself
//!   if at least two players joined, and is cancelled otherwise.
//! - **Swiss rounds** are capped at players - 1 at the start.
//! - **Tournament games** are rated, cannot be aborted, and a player who
//!   lets the clock run out loses even before their first move.
//! - **Withdrawal** (`leave` after the start) resigns the player's running
//!   games; their later round-robin games are lost by forfeit, Swiss
//!   leaves them out of the pairing, and a knockout opponent goes on.
//! - **Who organises:** members with the Manage Server permission or the
//!   guild's organiser role (the bot decides); the creator of a tournament
//!   may always start or cancel it.

mod crosstable;
mod lifecycle;
pub mod pairing;
mod query;
mod rounds;
pub mod standings;
mod stored;

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use hnefi_engine::Winner;
use hnefi_store::{EntrantRow, EntrantStatus, TournamentGameRow, TournamentRow};

pub use crosstable::{CrossRow, Crosstable};
pub use hnefi_store::TournamentStatus;
pub use lifecycle::TournamentRequest;
pub use query::RoundView;
pub use standings::Standing;

use crate::core::Core;
use crate::core::clock::Timestamp;
use crate::core::codes::{Code, decode};
use crate::core::ids::{GameId, Place, PlayerId, TournamentId};
use crate::error::{Error, Result, TournamentRule};
use crate::games::TimeControl;

/// The tournaments feature.
#[derive(Clone)]
pub struct Tournaments {
    core: Arc<Core>,
}

impl Tournaments {
    pub(crate) fn new(core: Arc<Core>) -> Tournaments {
        Tournaments { core }
    }
}

/// A tournament's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    RoundRobin,
    Swiss,
    Knockout,
}

impl Format {
    pub const ALL: [Format; 3] = [Format::RoundRobin, Format::Swiss, Format::Knockout];

    pub fn name(self) -> &'static str {
        match self {
            Format::RoundRobin => "round-robin",
            Format::Swiss => "Swiss",
            Format::Knockout => "knockout",
        }
    }
}

impl Code for Format {
    const WHAT: &'static str = "tournament format";
    fn code(self) -> &'static str {
        match self {
            Format::RoundRobin => "round_robin",
            Format::Swiss => "swiss",
            Format::Knockout => "knockout",
        }
    }
    fn all() -> &'static [Format] {
        &Format::ALL
    }
}

impl FromStr for Format {
    type Err = Error;
    fn from_str(s: &str) -> Result<Format> {
        let key = s.trim().to_ascii_lowercase().replace(['-', ' '], "_");
        match key.as_str() {
            "round_robin" | "roundrobin" | "rr" => Ok(Format::RoundRobin),
            "swiss" => Ok(Format::Swiss),
            "knockout" | "ko" | "elimination" => Ok(Format::Knockout),
            _ => Err(Error::BadTournament(TournamentRule::UnknownFormat(
                s.trim().chars().take(24).collect(),
            ))),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A tournament player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub player: PlayerId,
    pub withdrawn: bool,
}

/// A tournament as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub id: TournamentId,
    pub place: Place,
    /// The announcement with the Join button.
    pub message: Option<i64>,
    pub name: String,
    pub variant: String,
    pub format: Format,
    /// Swiss: as asked; every format once started: the rounds played.
    pub rounds: Option<u32>,
    pub time: TimeControl,
    /// Whether players' vacations stop its games' clocks.
    pub vacation: bool,
    pub max_players: u32,
    pub signup_deadline: Option<Timestamp>,
    pub status: TournamentStatus,
    /// The round being played (0 before the start).
    pub round: u32,
    pub created_by: PlayerId,
    pub winner: Option<PlayerId>,
    /// In order of joining.
    pub players: Vec<Entrant>,
}

impl Tournament {
    pub(crate) fn from_rows(row: &TournamentRow, entrants: &[EntrantRow]) -> Result<Tournament> {
        Ok(Tournament {
            id: TournamentId(row.id),
            place: Place::new(Some(row.guild_id), row.channel_id),
            message: row.message_id,
            name: row.name.clone(),
            variant: row.variant.clone(),
            format: decode(&row.format)?,
            rounds: row.rounds.map(|r| r as u32),
            time: TimeControl::from_millis(row.move_time_ms, row.bank_ms),
            vacation: row.vacation,
            max_players: row.max_players as u32,
            signup_deadline: row.signup_deadline.map(Timestamp),
            status: row.status,
            round: row.current_round as u32,
            created_by: PlayerId(row.created_by),
            winner: row.winner_id.map(PlayerId),
            players: entrants
                .iter()
                .map(|e| Entrant {
                    player: PlayerId(e.player_id),
                    withdrawn: e.status == EntrantStatus::Withdrawn,
                })
                .collect(),
        })
    }

    pub fn has_player(&self, player: PlayerId) -> bool {
        self.players.iter().any(|e| e.player == player)
    }

    pub fn active_players(&self) -> usize {
        self.players.iter().filter(|e| !e.withdrawn).count()
    }

    pub fn is_open_for_signup(&self) -> bool {
        self.status == TournamentStatus::Signup
    }

    /// `Spring Cup (#3)`.
    pub fn title(&self) -> String {
        format!("{} (#{})", self.name, self.id)
    }
}

/// A game, bye or forfeit of a tournament round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentGame {
    pub round: u32,
    /// The pairing (match) within the round; two legs share it.
    pub pairing: u32,
    pub leg: u32,
    pub attacker: PlayerId,
    /// `None` for a bye of `attacker`.
    pub defender: Option<PlayerId>,
    pub game: Option<GameId>,
    pub result: Option<Winner>,
    pub forfeit: bool,
    pub plies: Option<u32>,
}

impl TournamentGame {
    pub(crate) fn from_row(row: &TournamentGameRow) -> Result<TournamentGame> {
        Ok(TournamentGame {
            round: row.round as u32,
            pairing: row.pairing as u32,
            leg: row.leg as u32,
            attacker: PlayerId(row.attacker_id),
            defender: row.defender_id.map(PlayerId),
            game: row.game_id.map(GameId),
            result: row.result.as_deref().map(decode).transpose()?,
            forfeit: row.forfeit,
            plies: row.plies.map(|p| p as u32),
        })
    }

    pub fn is_bye(&self) -> bool {
        self.defender.is_none()
    }

    pub(crate) fn played(&self) -> standings::Played {
        standings::Played {
            round: self.round,
            pairing: self.pairing,
            leg: self.leg,
            attacker: self.attacker,
            defender: self.defender,
            result: self.result,
            forfeit: self.forfeit,
            plies: self.plies,
        }
    }
}

/// Limits on tournaments.
pub(crate) const MAX_PLAYERS: u32 = pairing::SWISS_MAX_PLAYERS as u32;
/// A round-robin of more would take too long to finish by correspondence.
pub(crate) const MAX_ROUND_ROBIN_PLAYERS: u32 = 16;
pub(crate) const MAX_SWISS_ROUNDS: u32 = 15;
pub(crate) const MAX_NAME_CHARS: usize = 80;
pub(crate) const MAX_SIGNUP: Duration = Duration::from_secs(60 * 24 * 3600);
