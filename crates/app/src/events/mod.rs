//! Events as the outbox stores them: payload types of their own, one file
//! per feature's payloads, beside the features and importing none. The
//! features convert their views into these where they write an event, and
//! back for those who read one (`delivery`); so a view can change freely,
//! and a change here is a change of the stored format.
//!
//! The format is kept by tests/fixtures/events-v1.jsonl (tests/events.rs):
//! tags, field names and codes never change; a field added later needs a
//! default, so that events written before it still load.

mod challenges;
mod games;
mod ratings;
mod tournaments;

use hnefi_engine::Side;
use hnefi_store::ChallengeStatus;
use serde::{Deserialize, Serialize};

pub use challenges::{StoredChallenge, StoredSideChoice};
pub use games::{StoredGame, StoredGameResult, StoredMove};
pub use ratings::{StoredPlayerChange, StoredRatingChange};
pub use tournaments::{
    StoredEntrant, StoredFormat, StoredStanding, StoredTournament, StoredTournamentGame,
};

use crate::core::Outgoing;
use crate::core::clock::Timestamp;
use crate::core::codes::code;
use crate::core::ids::{ChallengeId, GameId, Place, PlayerId};

/// An event as stored in the outbox, tagged by its kind (`"type"`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum StoredEvent {
    #[serde(rename = "challenge_created")]
    ChallengeCreated { challenge: StoredChallenge },
    #[serde(rename = "challenge_closed")]
    ChallengeClosed {
        challenge: ChallengeId,
        place: StoredPlace,
        message: Option<i64>,
        #[serde(with = "code")]
        status: ChallengeStatus,
        by: Option<PlayerId>,
    },
    #[serde(rename = "game_started")]
    GameStarted {
        game: StoredGame,
        challenge_message: Option<i64>,
        first_mover_drawn: bool,
        /// Written since replies followed the caller's language, and only
        /// when someone caused it, so earlier events read back unchanged.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<PlayerId>,
    },
    #[serde(rename = "move_played")]
    MovePlayed { game: StoredGame, mv: StoredMove },
    #[serde(rename = "draw_offered")]
    DrawOffered {
        game: StoredGame,
        by: PlayerId,
        to: PlayerId,
    },
    #[serde(rename = "draw_declined")]
    DrawDeclined {
        game: StoredGame,
        by: PlayerId,
        offered_by: PlayerId,
    },
    #[serde(rename = "reminder")]
    Reminder {
        game: StoredGame,
        player: PlayerId,
        #[serde(with = "code")]
        side: Side,
        due_at: Timestamp,
        /// How much of the player's time had gone: 80 (the reminder) or
        /// 95 (the last warning); reminders written before warnings: 80.
        #[serde(default = "eighty", skip_serializing_if = "is_eighty")]
        percent: u32,
    },
    #[serde(rename = "game_finished")]
    GameFinished {
        game: StoredGame,
        /// Written since ratings came with results.
        #[serde(default)]
        rating: Option<StoredRatingChange>,
        /// Written since replies followed the caller's language, and only
        /// when someone caused it, so earlier events read back unchanged.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<PlayerId>,
    },
    #[serde(rename = "tournament_round")]
    TournamentRound {
        tournament: StoredTournament,
        round: u32,
        games: Vec<StoredTournamentGame>,
    },
    #[serde(rename = "tournament_finished")]
    TournamentFinished {
        tournament: StoredTournament,
        standings: Vec<StoredStanding>,
    },
    #[serde(rename = "tournament_cancelled")]
    TournamentCancelled {
        tournament: StoredTournament,
        by: Option<PlayerId>,
    },
    /// A player's clock ran out and their automatic vacation began
    /// (docs/correspondence.md 2).
    #[serde(rename = "vacation_started")]
    VacationStarted {
        player: PlayerId,
        until: Timestamp,
        days: u32,
        game: StoredGame,
    },
    /// A player's daily digest of the games waiting for them, across
    /// servers (docs/correspondence.md 3).
    #[serde(rename = "digest")]
    Digest {
        player: PlayerId,
        /// Days since 1970-01-01 (UTC).
        day: i64,
        games: Vec<StoredGame>,
    },
    /// Discord refused a direct message to a player (code 50007): their
    /// messages stopped, said once in the game's thread.
    #[serde(rename = "dms_closed")]
    DmsClosed { player: PlayerId, game: StoredGame },
    /// A server's daily puzzle (docs/learning.md 2), to post in `channel`.
    #[serde(rename = "daily_puzzle")]
    DailyPuzzle {
        guild: i64,
        channel: i64,
        /// Days since 1970-01-01 (UTC).
        day: i64,
        /// The puzzle's key.
        puzzle: String,
        variant: String,
        plies: u8,
    },
}

impl StoredEvent {
    /// The stable kind stored with the event, also its tag.
    pub fn kind(&self) -> &'static str {
        match self {
            StoredEvent::ChallengeCreated { .. } => "challenge_created",
            StoredEvent::ChallengeClosed { .. } => "challenge_closed",
            StoredEvent::GameStarted { .. } => "game_started",
            StoredEvent::MovePlayed { .. } => "move_played",
            StoredEvent::DrawOffered { .. } => "draw_offered",
            StoredEvent::DrawDeclined { .. } => "draw_declined",
            StoredEvent::Reminder { .. } => "reminder",
            StoredEvent::GameFinished { .. } => "game_finished",
            StoredEvent::TournamentRound { .. } => "tournament_round",
            StoredEvent::TournamentFinished { .. } => "tournament_finished",
            StoredEvent::TournamentCancelled { .. } => "tournament_cancelled",
            StoredEvent::VacationStarted { .. } => "vacation_started",
            StoredEvent::Digest { .. } => "digest",
            StoredEvent::DmsClosed { .. } => "dms_closed",
            StoredEvent::DailyPuzzle { .. } => "daily_puzzle",
        }
    }

    /// Reads an event as the outbox stores it.
    pub fn from_json(payload: &str) -> serde_json::Result<StoredEvent> {
        serde_json::from_str(payload)
    }

    /// The event as the outbox stores it.
    pub fn to_json(&self) -> serde_json::Result<String> {
        serde_json::to_string(self)
    }

    /// The key of the variant the event's game, challenge or tournament is
    /// played in.
    pub fn variant(&self) -> Option<&str> {
        match self {
            StoredEvent::ChallengeCreated { challenge } => Some(&challenge.variant),
            StoredEvent::DailyPuzzle { variant, .. } => Some(variant),
            StoredEvent::TournamentRound { tournament, .. }
            | StoredEvent::TournamentFinished { tournament, .. }
            | StoredEvent::TournamentCancelled { tournament, .. } => Some(&tournament.variant),
            _ => self.game().map(|g| g.variant.as_str()),
        }
    }

    /// The game the event is about.
    pub fn game(&self) -> Option<&StoredGame> {
        match self {
            StoredEvent::ChallengeCreated { .. }
            | StoredEvent::ChallengeClosed { .. }
            | StoredEvent::TournamentRound { .. }
            | StoredEvent::TournamentFinished { .. }
            | StoredEvent::TournamentCancelled { .. }
            | StoredEvent::Digest { .. }
            | StoredEvent::DailyPuzzle { .. } => None,
            StoredEvent::GameStarted { game, .. }
            | StoredEvent::VacationStarted { game, .. }
            | StoredEvent::DmsClosed { game, .. }
            | StoredEvent::MovePlayed { game, .. }
            | StoredEvent::DrawOffered { game, .. }
            | StoredEvent::DrawDeclined { game, .. }
            | StoredEvent::Reminder { game, .. }
            | StoredEvent::GameFinished { game, .. } => Some(game),
        }
    }

    /// The challenge the event is about.
    pub fn challenge(&self) -> Option<ChallengeId> {
        match self {
            StoredEvent::ChallengeCreated { challenge } => Some(challenge.id),
            StoredEvent::ChallengeClosed { challenge, .. } => Some(*challenge),
            StoredEvent::GameStarted { game, .. } => game.challenge,
            _ => None,
        }
    }
}

impl Outgoing for StoredEvent {
    fn kind(&self) -> &'static str {
        StoredEvent::kind(self)
    }

    fn game(&self) -> Option<GameId> {
        StoredEvent::game(self).map(|g| g.id)
    }

    fn challenge(&self) -> Option<ChallengeId> {
        StoredEvent::challenge(self)
    }

    fn to_json(&self) -> serde_json::Result<String> {
        StoredEvent::to_json(self)
    }
}

/// Where something happened: the server (none in direct messages) and the
/// channel or thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPlace {
    pub guild: Option<i64>,
    pub channel: i64,
}

impl From<Place> for StoredPlace {
    fn from(place: Place) -> StoredPlace {
        StoredPlace {
            guild: place.guild,
            channel: place.channel,
        }
    }
}

impl From<StoredPlace> for Place {
    fn from(place: StoredPlace) -> Place {
        Place::new(place.guild, place.channel)
    }
}

fn eighty() -> u32 {
    80
}

fn is_eighty(percent: &u32) -> bool {
    *percent == 80
}
