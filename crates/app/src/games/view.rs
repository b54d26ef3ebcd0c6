//! What the games feature hands out: a game as listed, the board a
//! message shows, the game with its history, a move as played.

use std::fmt;
use std::time::Duration;

use hnefi_engine::{Game, Reason, Side, Winner};
use hnefi_store::{GameRow, GameStatus};

use super::time_control::TimeControl;
use crate::core::clock::Timestamp;
use crate::core::codes::decode;
use crate::core::ids::{ChallengeId, GameId, Place, PlayerId};
use crate::error::Result;
use crate::ratings::{FinishedGame, RatingChange};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    pub winner: Winner,
    pub reason: Reason,
}

impl GameResult {
    pub fn outcome(self) -> hnefi_engine::Outcome {
        hnefi_engine::Outcome::new(self.winner, self.reason)
    }
}

impl From<hnefi_engine::Outcome> for GameResult {
    fn from(o: hnefi_engine::Outcome) -> GameResult {
        GameResult {
            winner: o.winner,
            reason: o.reason,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.outcome(), f)
    }
}

/// A game as listed: who plays what, where, and how it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The players' names as they last gave them (events written before
    /// names were carried have none).
    pub attacker_name: String,
    pub defender_name: String,
    pub time: TimeControl,
    pub rated: bool,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    /// Moves played so far.
    pub plies: u32,
    /// The current position (position string).
    pub position: String,
    /// The side to move in `position`.
    pub to_move: Side,
    /// Counts the game's moves and its end: a move can be based on it.
    pub version: i64,
    /// When the player to move runs out of time, if the clock runs.
    pub deadline: Option<Timestamp>,
    pub started_at: Timestamp,
    pub finished_at: Option<Timestamp>,
    /// The tournament the game is part of (events written before
    /// tournaments existed have none).
    pub tournament: Option<i64>,
    /// What is left of each side's time bank, with a banked time control.
    pub banks: Option<Banks>,
    /// When the running clock started.
    pub clock_started: Option<Timestamp>,
    /// Whether a player's vacation stops this game's clock (a
    /// correspondence game not in a tournament without vacations).
    pub vacation: bool,
    /// The end of each player's open vacation on the game's server (it
    /// may have run out: see [`GameSummary::away_until`]).
    pub attacker_away: Option<Timestamp>,
    pub defender_away: Option<Timestamp>,
}

/// What is left of each side's time bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Banks {
    pub attackers: Duration,
    pub defenders: Duration,
}

impl Banks {
    pub fn of(self, side: Side) -> Duration {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    pub(crate) fn from_millis(attackers: i64, defenders: i64) -> Banks {
        let d = |ms: i64| Duration::from_millis(ms.max(0) as u64);
        Banks {
            attackers: d(attackers),
            defenders: d(defenders),
        }
    }

    /// With one side's bank replaced.
    pub(crate) fn with(self, side: Side, left: Duration) -> Banks {
        match side {
            Side::Attackers => Banks {
                attackers: left,
                ..self
            },
            Side::Defenders => Banks {
                defenders: left,
                ..self
            },
        }
    }

    /// As the games row stores them: (attackers', defenders').
    pub(crate) fn millis(self) -> (i64, i64) {
        (
            crate::core::clock::duration_millis(self.attackers),
            crate::core::clock::duration_millis(self.defenders),
        )
    }
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
        let name =
            |name: &Option<String>, id: i64| name.clone().unwrap_or_else(|| format!("player {id}"));
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
            attacker_name: name(&row.attacker_name, row.attacker_id),
            defender_name: name(&row.defender_name, row.defender_id),
            time: TimeControl::from_millis(row.move_time_ms, row.bank_ms),
            rated: row.rated,
            status: row.status,
            result,
            plies: row.plies as u32,
            position: row.position.clone(),
            to_move: decode(&row.to_move)?,
            version: row.version,
            deadline: row.deadline_at.map(Timestamp),
            started_at: Timestamp(row.started_at),
            finished_at: row.finished_at.map(Timestamp),
            tournament: row.tournament_id,
            banks: match (row.attacker_bank_ms, row.defender_bank_ms) {
                (Some(a), Some(d)) => Some(Banks::from_millis(a, d)),
                _ => None,
            },
            clock_started: row.clock_started_at.map(Timestamp),
            vacation: row.vacation,
            attacker_away: row.attacker_away_until.map(Timestamp),
            defender_away: row.defender_away_until.map(Timestamp),
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

    /// The name of a side's player.
    pub fn name(&self, side: Side) -> &str {
        match side {
            Side::Attackers => &self.attacker_name,
            Side::Defenders => &self.defender_name,
        }
    }

    /// When a side's player is away until, if on vacation at `now`.
    pub fn away_until(&self, side: Side, now: Timestamp) -> Option<Timestamp> {
        let until = match side {
            Side::Attackers => self.attacker_away,
            Side::Defenders => self.defender_away,
        };
        until.filter(|&u| u > now)
    }

    /// Whether the game counts for ratings (see [`FinishedGame::counts`]).
    pub fn counts_for_rating(&self) -> bool {
        self.finished().is_some_and(|f| f.counts())
    }

    /// The game as ratings see it, once it is over.
    pub(crate) fn finished(&self) -> Option<FinishedGame<'_>> {
        let result = self.result?;
        Some(FinishedGame {
            id: self.id,
            guild: self.place.guild,
            variant: &self.variant,
            attacker: self.attacker,
            defender: self.defender,
            rated: self.rated && self.status == GameStatus::Finished,
            custom_start: self.custom_start,
            winner: result.winner,
            reason: result.reason,
            finished_at: self.finished_at.unwrap_or(self.started_at),
        })
    }
}

/// One move as played, with what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// 1 for the first move of the game.
    pub ply: u32,
    pub side: Side,
    pub player: PlayerId,
    /// With its capture suffix, e.g. `e3-e6xe7`.
    pub notation: String,
    /// Removed pieces, ascending (a captured king and a piece taken by the
    /// troll king's leap included).
    pub captures: Vec<String>,
    /// Where the king was captured, if this move captured him.
    pub king_captured: Option<String>,
    /// Where the troll king leapt to ("HNEFETAFL!").
    pub troll_king_leap: Option<String>,
    /// `uit nog`, when the move made the announcement.
    pub announcement: Option<String>,
    /// Played from its player's conditional moves.
    pub conditional: bool,
}

/// What a board message shows: the game as it stands (its history marks
/// the last move and its captures), and what the action that produced it
/// did to the ratings, when it ended a rated game.
#[derive(Clone, Debug)]
pub struct Board {
    pub summary: GameSummary,
    /// The game replayed from its start: position, plies, legal moves,
    /// outcome (an outside end such as a resignation included).
    pub game: Game,
    pub rating: Option<RatingChange>,
}

impl Board {
    /// The legal moves of the player to move, as notation.
    pub fn legal_moves(&self) -> Vec<String> {
        self.game
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect()
    }
}

/// One stored move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    /// 1 for the first move of the game.
    pub ply: u32,
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockState {
    pub side: Side,
    pub player: PlayerId,
    pub started_at: Timestamp,
    pub remind_at: Timestamp,
    pub reminded: bool,
    pub due_at: Timestamp,
}

/// A pending draw offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawOffer {
    pub by: PlayerId,
    pub side: Side,
    /// Moves played when it was made.
    pub at_ply: u32,
    pub made_at: Timestamp,
}

/// A game with its stored history: the board, every move as stored, the
/// running clock and a pending draw offer, read in one snapshot.
#[derive(Clone, Debug)]
pub struct GameView {
    pub board: Board,
    pub moves: Vec<MoveRecord>,
    pub clock: Option<ClockState>,
    pub draw_offer: Option<DrawOffer>,
}
