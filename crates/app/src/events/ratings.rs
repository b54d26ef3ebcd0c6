//! The ratings feature's payloads: what a rated game did to both ratings.

use serde::{Deserialize, Serialize};

use crate::core::ids::{GameId, PlayerId};

/// What a rated game did to both ratings.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredRatingChange {
    pub game: GameId,
    pub attacker: StoredPlayerChange,
    pub defender: StoredPlayerChange,
}

/// One player's side of a rating change.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredPlayerChange {
    pub player: PlayerId,
    pub before: f64,
    pub after: f64,
    pub deviation: f64,
}
