//! A rating change in the outbox's stored form, and back.

use super::{PlayerChange, RatingChange};
use crate::events::{StoredPlayerChange, StoredRatingChange};

impl From<&RatingChange> for StoredRatingChange {
    fn from(change: &RatingChange) -> StoredRatingChange {
        StoredRatingChange {
            game: change.game,
            attacker: change.attacker.into(),
            defender: change.defender.into(),
        }
    }
}

impl From<StoredRatingChange> for RatingChange {
    fn from(change: StoredRatingChange) -> RatingChange {
        RatingChange {
            game: change.game,
            attacker: change.attacker.into(),
            defender: change.defender.into(),
        }
    }
}

impl From<PlayerChange> for StoredPlayerChange {
    fn from(change: PlayerChange) -> StoredPlayerChange {
        StoredPlayerChange {
            player: change.player,
            before: change.before,
            after: change.after,
            deviation: change.deviation,
        }
    }
}

impl From<StoredPlayerChange> for PlayerChange {
    fn from(change: StoredPlayerChange) -> PlayerChange {
        PlayerChange {
            player: change.player,
            before: change.before,
            after: change.after,
            deviation: change.deviation,
        }
    }
}
