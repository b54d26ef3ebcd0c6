//! Games: playing them (moves, resignations, draws, aborts), the
//! correspondence clock, looking at them, their records, and the AI as a
//! player.
//!
//! - `play`: a move, checked and written with everything it changes;
//! - `acts`: resigning, aborting, offering and answering draws;
//! - `lifecycle`: a game's start (from a challenge or a tournament round)
//!   and its end (by rule, resignation, agreement, timeout, withdrawal),
//!   which applies the rating change in the same transaction;
//! - `clock`: reminders and timeouts, the one place that decides a clock
//!   ran out;
//! - `query`: which game a request means, lists, boards, full views;
//! - `records`: export and import of game records;
//! - `cache`: replayed games kept between moves;
//! - `ai`: the AI answering moves by itself.

mod acts;
mod ai;
mod cache;
pub(crate) mod clock;
pub(crate) mod lifecycle;
mod play;
pub(crate) mod query;
mod records;
pub use records::Exported;
mod time_control;
mod view;

use std::sync::{Arc, Mutex};

pub use acts::DrawOutcome;
pub use ai::{AiMover, ai_name};
pub use play::{MovePlayed, MoveRequest};
pub use query::{GameRef, GameScope};
pub use time_control::{TimeControl, TimeControlError};
pub(crate) use view::time_control_serde;
pub use view::{
    Board, ClockState, DrawOffer, GameResult, GameSummary, GameView, MoveRecord, PlayedMove,
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
