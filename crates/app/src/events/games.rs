//! The games feature's payloads: a game as it stood after the change, its
//! result, a move as played.

use hnefi_engine::{Reason, Side, Winner};
use hnefi_store::GameStatus;
use serde::{Deserialize, Serialize};

use super::StoredPlace;
use crate::core::clock::Timestamp;
use crate::core::codes::code;
use crate::core::ids::{ChallengeId, GameId, PlayerId};

/// A game as it stood right after the change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredGame {
    pub id: GameId,
    pub challenge: Option<ChallengeId>,
    pub place: StoredPlace,
    pub thread: Option<i64>,
    pub variant: String,
    pub layout: String,
    pub start: String,
    pub custom_start: bool,
    pub attacker: PlayerId,
    pub defender: PlayerId,
    /// Written since names were carried.
    #[serde(default)]
    pub attacker_name: String,
    #[serde(default)]
    pub defender_name: String,
    /// Milliseconds per move; null without a clock.
    pub time: Option<i64>,
    /// Milliseconds of time bank per player; null without one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bank: Option<i64>,
    pub rated: bool,
    #[serde(with = "code")]
    pub status: GameStatus,
    pub result: Option<StoredGameResult>,
    pub plies: u32,
    pub position: String,
    #[serde(with = "code")]
    pub to_move: Side,
    pub version: i64,
    pub deadline: Option<Timestamp>,
    pub started_at: Timestamp,
    pub finished_at: Option<Timestamp>,
    /// Written since tournaments existed.
    #[serde(default)]
    pub tournament: Option<i64>,
    /// Written since correspondence clocks (docs/correspondence.md): what
    /// is left of each side's bank (attackers', defenders'), when the
    /// running clock started, whether vacations stop it, and each
    /// player's vacation end, if one is open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub banks: Option<(i64, i64)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_started: Option<Timestamp>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub vacation: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacker_away: Option<Timestamp>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defender_away: Option<Timestamp>,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredGameResult {
    #[serde(with = "code")]
    pub winner: Winner,
    #[serde(with = "code")]
    pub reason: Reason,
}

/// One move as played, with what it did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredMove {
    pub ply: u32,
    #[serde(with = "code")]
    pub side: Side,
    pub player: PlayerId,
    pub notation: String,
    pub captures: Vec<String>,
    pub king_captured: Option<String>,
    pub troll_king_leap: Option<String>,
    pub announcement: Option<String>,
    /// Played from its player's conditional moves (docs/correspondence.md 4).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub conditional: bool,
}
