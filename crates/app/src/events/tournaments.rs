//! The tournaments feature's payloads: a tournament with its players, a
//! round's games, the standings.

use hnefi_engine::Winner;
use hnefi_store::TournamentStatus;
use serde::{Deserialize, Serialize};

use super::StoredPlace;
use crate::core::clock::Timestamp;
use crate::core::codes::{code, optional_code};
use crate::core::ids::{GameId, PlayerId, TournamentId};

/// A tournament as it stood after the change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredTournament {
    pub id: TournamentId,
    pub place: StoredPlace,
    pub message: Option<i64>,
    pub name: String,
    pub variant: String,
    pub format: StoredFormat,
    pub rounds: Option<u32>,
    /// Milliseconds per move; null without a clock.
    pub time: Option<i64>,
    /// Milliseconds of time bank per player; null without one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bank: Option<i64>,
    /// Whether vacations stop its games' clocks (events written before
    /// vacations existed: yes, the default).
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub vacation: bool,
    pub max_players: u32,
    pub signup_deadline: Option<Timestamp>,
    #[serde(with = "code")]
    pub status: TournamentStatus,
    pub round: u32,
    pub created_by: PlayerId,
    pub winner: Option<PlayerId>,
    pub players: Vec<StoredEntrant>,
}

/// A tournament's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StoredFormat {
    #[serde(rename = "round_robin")]
    RoundRobin,
    #[serde(rename = "swiss")]
    Swiss,
    #[serde(rename = "knockout")]
    Knockout,
}

/// A tournament player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredEntrant {
    pub player: PlayerId,
    pub withdrawn: bool,
}

/// A game, bye or forfeit of a tournament round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredTournamentGame {
    pub round: u32,
    pub pairing: u32,
    pub leg: u32,
    pub attacker: PlayerId,
    pub defender: Option<PlayerId>,
    pub game: Option<GameId>,
    #[serde(default, with = "optional_code")]
    pub result: Option<Winner>,
    pub forfeit: bool,
    pub plies: Option<u32>,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredStanding {
    pub rank: u32,
    pub player: PlayerId,
    pub points: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    pub buchholz: u32,
    pub sonneborn_berger: u32,
    pub reached: u32,
    pub withdrawn: bool,
}

fn yes() -> bool {
    true
}

fn is_yes(b: &bool) -> bool {
    *b
}
