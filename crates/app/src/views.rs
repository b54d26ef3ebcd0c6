//! What the service hands out: challenges, games and their history.

use hnefi_engine::{Game, Side};
use hnefi_store::{ChallengeRow, GameRow};
use serde::{Deserialize, Serialize};

use crate::clock::Timestamp;
use crate::error::{Error, Result};
use crate::time_control::TimeControl;
use crate::types::{
    ChallengeId, ChallengeStatus, Code, GameId, GameResult, GameStatus, Place, PlayerId,
    SideChoice, code,
};

/// A challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    #[serde(with = "code")]
    pub side: SideChoice,
    #[serde(with = "time_control_serde")]
    pub time: TimeControl,
    pub rated: bool,
    /// The game this challenge is a rematch of.
    pub rematch_of: Option<GameId>,
    #[serde(with = "code")]
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
            time: TimeControl::from_millis(row.move_time_ms),
            rated: row.rated,
            rematch_of: row.rematch_of.map(GameId),
            status: row.status().map_err(hnefi_store::StoreError::from)?,
            expires_at: Timestamp(row.expires_at),
            created_at: Timestamp(row.created_at),
        })
    }

    pub fn is_open(&self) -> bool {
        self.opponent.is_none()
    }
}

/// A game as listed: who plays what, where, and how it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    pub id: GameId,
    pub challenge: Option<ChallengeId>,
    pub place: Place,
    /// The thread the game is played in, once the bot opened one.
    pub thread: Option<i64>,
    /// Variant key.
    pub variant: String,
    pub layout: String,
    /// The position the game started from (position string).
    pub start: String,
    /// Whether `start` is a custom position rather than the layout's.
    pub custom_start: bool,
    pub attacker: PlayerId,
    pub defender: PlayerId,
    #[serde(with = "time_control_serde")]
    pub time: TimeControl,
    pub rated: bool,
    #[serde(with = "code")]
    pub status: GameStatus,
    pub result: Option<GameResult>,
    /// Moves played so far.
    pub plies: u32,
    /// The current position (position string).
    pub position: String,
    /// The side to move in `position`.
    #[serde(with = "code")]
    pub to_move: Side,
    /// Counts the game's moves and its end: a move can be based on it.
    pub version: i64,
    /// When the player to move runs out of time, if the clock runs.
    pub deadline: Option<Timestamp>,
    pub started_at: Timestamp,
    pub finished_at: Option<Timestamp>,
    /// The tournament the game is part of (events written before
    /// tournaments existed have none).
    #[serde(default)]
    pub tournament: Option<i64>,
}

impl GameSummary {
    pub(crate) fn from_row(row: &GameRow) -> Result<GameSummary> {
        let result = match (&row.winner, &row.reason) {
            (Some(w), Some(r)) => Some(GameResult {
                winner: decode(w)?,
                reason: decode(r)?,
            }),
            _ => None,
        };
        Ok(GameSummary {
            id: GameId(row.id),
            challenge: row.challenge_id.map(ChallengeId),
            place: Place::new(row.guild_id, row.channel_id),
            thread: row.thread_id,
            variant: row.variant.clone(),
            layout: row.layout.clone(),
            start: row.start_position.clone(),
            custom_start: row.custom_start,
            attacker: PlayerId(row.attacker_id),
            defender: PlayerId(row.defender_id),
            time: TimeControl::from_millis(row.move_time_ms),
            rated: row.rated,
            status: row.status().map_err(hnefi_store::StoreError::from)?,
            result,
            plies: row.plies as u32,
            position: row.position.clone(),
            to_move: decode(&row.to_move)?,
            version: row.version,
            deadline: row.deadline_at.map(Timestamp),
            started_at: Timestamp(row.started_at),
            finished_at: row.finished_at.map(Timestamp),
            tournament: row.tournament_id,
        })
    }

    pub fn is_active(&self) -> bool {
        self.status == GameStatus::Active
    }

    /// The player of a side.
    pub fn player(&self, side: Side) -> PlayerId {
        match side {
            Side::Attackers => self.attacker,
            Side::Defenders => self.defender,
        }
    }

    /// The side a player plays, if they play in this game.
    pub fn side_of(&self, player: PlayerId) -> Option<Side> {
        if player == self.attacker {
            Some(Side::Attackers)
        } else if player == self.defender {
            Some(Side::Defenders)
        } else {
            None
        }
    }

    /// Who must move now, while the game is on.
    pub fn player_to_move(&self) -> Option<PlayerId> {
        self.is_active().then(|| self.player(self.to_move))
    }

    /// Where the bot talks about this game: its thread, else its channel.
    pub fn channel(&self) -> i64 {
        self.thread.unwrap_or(self.place.channel)
    }

    /// Whether the game counts for ratings: rated and not aborted. (A
    /// custom start or the AI makes a game unrated from its challenge on;
    /// checked again here so that no path can rate them.)
    pub fn counts_for_rating(&self) -> bool {
        self.rated
            && !self.custom_start
            && self.attacker.ai_level().is_none()
            && self.defender.ai_level().is_none()
            && self.status == GameStatus::Finished
            && self
                .result
                .is_some_and(|r| r.reason != hnefi_engine::Reason::Aborted)
    }
}

/// One stored move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    /// 1 for the first move of the game.
    pub ply: u32,
    #[serde(with = "code")]
    pub side: Side,
    /// Who played it (`None` in imported records).
    pub player: Option<PlayerId>,
    /// With its capture suffix, e.g. `e3-e6xe7`.
    pub notation: String,
    /// Captured squares in ascending order.
    pub captures: Vec<String>,
    /// `uit nog`, when the move made one.
    pub announcement: Option<String>,
    pub played_at: Timestamp,
}

/// The running clock of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockState {
    #[serde(with = "code")]
    pub side: Side,
    pub player: PlayerId,
    pub started_at: Timestamp,
    pub remind_at: Timestamp,
    pub reminded: bool,
    pub due_at: Timestamp,
}

/// A pending draw offer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawOffer {
    pub by: PlayerId,
    #[serde(with = "code")]
    pub side: Side,
    /// Moves played when it was made.
    pub at_ply: u32,
    pub made_at: Timestamp,
}

/// A game with its full history, replayed by the engine.
#[derive(Clone, Debug)]
pub struct GameView {
    pub summary: GameSummary,
    /// The game replayed from its start: position, plies with captures and
    /// announcements, legal moves, outcome (an outside end such as a
    /// resignation included).
    pub game: Game,
    pub moves: Vec<MoveRecord>,
    pub attacker_name: String,
    pub defender_name: String,
    pub clock: Option<ClockState>,
    pub draw_offer: Option<DrawOffer>,
}

impl GameView {
    /// The legal moves of the player to move, as notation (for the bot's
    /// autocomplete).
    pub fn legal_moves(&self) -> Vec<String> {
        self.game
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect()
    }
}

/// Decodes a stored code or fails as a storage problem.
pub(crate) fn decode<T: Code>(text: &str) -> Result<T> {
    T::from_code(text).ok_or_else(|| {
        Error::Storage(hnefi_store::StoreError::Code(hnefi_store::CodeError {
            what: T::WHAT,
            code: text.to_string(),
        }))
    })
}

/// A time control in events: milliseconds per move, or null.
pub(crate) mod time_control_serde {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::time_control::TimeControl;

    pub fn serialize<S: Serializer>(value: &TimeControl, s: S) -> Result<S::Ok, S::Error> {
        value.millis().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<TimeControl, D::Error> {
        Ok(TimeControl::from_millis(Option::<i64>::deserialize(d)?))
    }
}
