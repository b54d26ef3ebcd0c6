//! What the challenges feature takes and hands out.

use std::fmt;

use hnefi_engine::Side;
use hnefi_store::ChallengeRow;

use super::ChallengeStatus;
use crate::core::clock::Timestamp;
use crate::core::codes::{Code, decode};
use crate::core::ids::{ChallengeId, GameId, Place, Player, PlayerId};
use crate::error::Result;
use crate::games::TimeControl;

/// The side the author of a challenge wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SideChoice {
    Attackers,
    Defenders,
    /// Drawn when the challenge is accepted.
    #[default]
    Random,
}

impl SideChoice {
    pub fn side(self) -> Option<Side> {
        match self {
            SideChoice::Attackers => Some(Side::Attackers),
            SideChoice::Defenders => Some(Side::Defenders),
            SideChoice::Random => None,
        }
    }
}

impl From<Side> for SideChoice {
    fn from(side: Side) -> SideChoice {
        match side {
            Side::Attackers => SideChoice::Attackers,
            Side::Defenders => SideChoice::Defenders,
        }
    }
}

impl Code for SideChoice {
    const WHAT: &'static str = "side choice";
    fn code(self) -> &'static str {
        match self {
            SideChoice::Attackers => "attackers",
            SideChoice::Defenders => "defenders",
            SideChoice::Random => "random",
        }
    }
    fn all() -> &'static [SideChoice] {
        &[
            SideChoice::Attackers,
            SideChoice::Defenders,
            SideChoice::Random,
        ]
    }
}

impl fmt::Display for SideChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// What `/challenge` asks for. [`ChallengeRequest::new`] fills in the
/// defaults of docs/discord.md: any side, 3 days per move, rated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeRequest {
    pub author: Player,
    /// `None` for an open challenge (anyone but the author may accept).
    pub opponent: Option<Player>,
    pub place: Place,
    /// Variant key (`copenhagen`...).
    pub variant: String,
    /// Layout name; the variant's default when `None`.
    pub layout: Option<String>,
    /// A custom start position (docs/rules.md 2); such games are unrated.
    pub position: Option<String>,
    /// The side the author wants.
    pub side: SideChoice,
    pub time: TimeControl,
    pub rated: bool,
}

impl ChallengeRequest {
    pub fn new(author: Player, place: Place, variant: &str) -> ChallengeRequest {
        ChallengeRequest {
            author,
            opponent: None,
            place,
            variant: variant.to_string(),
            layout: None,
            position: None,
            side: SideChoice::Random,
            time: TimeControl::DEFAULT,
            rated: true,
        }
    }
}

/// A challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub id: ChallengeId,
    pub place: Place,
    /// The bot's message showing it, once recorded.
    pub message: Option<i64>,
    pub author: PlayerId,
    /// `None` for an open challenge.
    pub opponent: Option<PlayerId>,
    /// Variant key.
    pub variant: String,
    pub layout: String,
    /// A custom start position, if any.
    pub position: Option<String>,
    /// The side the author plays.
    pub side: SideChoice,
    pub time: TimeControl,
    pub rated: bool,
    /// The game this challenge is a rematch of.
    pub rematch_of: Option<GameId>,
    pub status: ChallengeStatus,
    pub expires_at: Timestamp,
    pub created_at: Timestamp,
}

impl Challenge {
    pub(crate) fn from_row(row: &ChallengeRow) -> Result<Challenge> {
        Ok(Challenge {
            id: ChallengeId(row.id),
            place: Place::new(row.guild_id, row.channel_id),
            message: row.message_id,
            author: PlayerId(row.author_id),
            opponent: row.opponent_id.map(PlayerId),
            variant: row.variant.clone(),
            layout: row.layout.clone(),
            position: row.start_position.clone(),
            side: decode(&row.author_side)?,
            time: TimeControl::from_millis(row.move_time_ms, row.bank_ms),
            rated: row.rated,
            rematch_of: row.rematch_of.map(GameId),
            status: row.status,
            expires_at: Timestamp(row.expires_at),
            created_at: Timestamp(row.created_at),
        })
    }

    pub fn is_open(&self) -> bool {
        self.opponent.is_none()
    }
}
