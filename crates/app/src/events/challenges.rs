//! The challenges feature's payloads: a challenge as posted.

use hnefi_store::ChallengeStatus;
use serde::{Deserialize, Serialize};

use super::StoredPlace;
use crate::core::clock::Timestamp;
use crate::core::codes::code;
use crate::core::ids::{ChallengeId, GameId, PlayerId};

/// A challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredChallenge {
    pub id: ChallengeId,
    pub place: StoredPlace,
    pub message: Option<i64>,
    pub author: PlayerId,
    pub opponent: Option<PlayerId>,
    pub variant: String,
    pub layout: String,
    pub position: Option<String>,
    /// The side the author plays.
    pub side: StoredSideChoice,
    /// Milliseconds per move; null without a clock.
    pub time: Option<i64>,
    /// Milliseconds of time bank per player; null without one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bank: Option<i64>,
    pub rated: bool,
    pub rematch_of: Option<GameId>,
    #[serde(with = "code")]
    pub status: ChallengeStatus,
    pub expires_at: Timestamp,
    pub created_at: Timestamp,
}

/// The side the author of a challenge wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StoredSideChoice {
    #[serde(rename = "attackers")]
    Attackers,
    #[serde(rename = "defenders")]
    Defenders,
    #[serde(rename = "random")]
    Random,
}
