//! A challenge in the outbox's stored form, and back.

use super::view::{Challenge, SideChoice};
use crate::events::{StoredChallenge, StoredSideChoice};
use crate::games::TimeControl;

impl From<&Challenge> for StoredChallenge {
    fn from(challenge: &Challenge) -> StoredChallenge {
        StoredChallenge {
            id: challenge.id,
            place: challenge.place.into(),
            message: challenge.message,
            author: challenge.author,
            opponent: challenge.opponent,
            variant: challenge.variant.clone(),
            layout: challenge.layout.clone(),
            position: challenge.position.clone(),
            side: challenge.side.into(),
            time: challenge.time.millis(),
            bank: challenge.time.bank_millis(),
            rated: challenge.rated,
            rematch_of: challenge.rematch_of,
            status: challenge.status,
            expires_at: challenge.expires_at,
            created_at: challenge.created_at,
        }
    }
}

impl From<StoredChallenge> for Challenge {
    fn from(challenge: StoredChallenge) -> Challenge {
        Challenge {
            id: challenge.id,
            place: challenge.place.into(),
            message: challenge.message,
            author: challenge.author,
            opponent: challenge.opponent,
            variant: challenge.variant,
            layout: challenge.layout,
            position: challenge.position,
            side: challenge.side.into(),
            time: TimeControl::from_millis(challenge.time, challenge.bank),
            rated: challenge.rated,
            rematch_of: challenge.rematch_of,
            status: challenge.status,
            expires_at: challenge.expires_at,
            created_at: challenge.created_at,
        }
    }
}

impl From<SideChoice> for StoredSideChoice {
    fn from(side: SideChoice) -> StoredSideChoice {
        match side {
            SideChoice::Attackers => StoredSideChoice::Attackers,
            SideChoice::Defenders => StoredSideChoice::Defenders,
            SideChoice::Random => StoredSideChoice::Random,
        }
    }
}

impl From<StoredSideChoice> for SideChoice {
    fn from(side: StoredSideChoice) -> SideChoice {
        match side {
            StoredSideChoice::Attackers => SideChoice::Attackers,
            StoredSideChoice::Defenders => SideChoice::Defenders,
            StoredSideChoice::Random => SideChoice::Random,
        }
    }
}
