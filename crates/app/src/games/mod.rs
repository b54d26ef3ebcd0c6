//! Games: playing them (moves, resignations, draws, aborts), the
//! correspondence clock, looking at them, their records, and the AI as a
//! player.
//!
//! - `play`: a move, checked and written with everything it changes;
//! - `acts`: resigning, aborting, offering and answering draws;
//! - `lifecycle`: a game's start (from a challenge or a tournament round)
//!   and its end (by rule, resignation, agreement, timeout, withdrawal),
//!   which applies the rating change in the same transaction;
//! - `clock`: reminders, warnings and timeouts, the one place that decides
//!   a clock ran out; `schedule`: where a clock's times fall, vacations
//!   counted; `vacation`: players' vacations; `premove`: conditional moves;
//! - `query`: which game a request means, lists, boards, full views;
//! - `records`: export and import of game records;
//! - `cache`: replayed games kept between moves;
//! - `ai`: the AI answering moves by itself;
//! - `stored`: the views in the outbox's stored form, and back;
//! - `subscriber`: what a feature implements to hear of finished games.
//!
//! Other features use what this root exports, never its files.

mod acts;
mod ai;
mod cache;
mod clock;
mod lifecycle;
mod play;
mod premove;
mod query;
mod records;
mod schedule;
mod stored;
mod subscriber;
mod time_control;
mod vacation;
mod view;

use std::sync::{Arc, Mutex};

pub use acts::DrawOutcome;
pub use ai::{AiMover, ai_name};
pub(crate) use lifecycle::{GameSetup, end_in, start_in};
pub use play::{MovePlayed, MoveRequest};
pub use premove::{MAX_LINE, Premoves};
pub use query::{GameRef, GameScope};
pub(crate) use query::{resolve, summary};
pub use records::{Exported, RecordFormat};
pub use subscriber::GameFinishedSubscriber;
pub(crate) use subscriber::settled;
pub use time_control::{TimeControl, TimeControlError, format_duration};
pub use vacation::{DEFAULT_ALLOWANCE, MAX_ALLOWANCE, Vacation, VacationStatus};
pub use view::{
    Banks, Board, ClockState, DrawOffer, GameResult, GameSummary, GameView, MoveRecord, PlayedMove,
};

use crate::core::Core;
use cache::GameCache;

/// The games feature: every use case on a game once it started.
#[derive(Clone)]
pub struct Games {
    core: Arc<Core>,
    /// Replayed games of active games, so a move does not replay the game.
    cache: Arc<Mutex<GameCache>>,
}

impl Games {
    pub(crate) fn new(core: Arc<Core>) -> Games {
        Games {
            core,
            cache: Arc::new(Mutex::new(GameCache::default())),
        }
    }
}
