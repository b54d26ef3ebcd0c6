//! Hearing of finished games: a feature that reacts to them (tournaments
//! do) implements [`GameFinishedSubscriber`], and is registered as a
//! consumer of the outbox wrapped in `OnGameFinished`.

use crate::core::consumer::{BoxFuture, NotifyError};
use crate::core::ids::EventId;

use super::view::GameSummary;

/// A subscriber to finished games only.
pub trait GameFinishedSubscriber: Send + Sync + 'static {
    fn game_finished<'a>(
        &'a self,
        id: EventId,
        game: &'a GameSummary,
    ) -> BoxFuture<'a, Result<(), NotifyError>>;
}

impl<S: GameFinishedSubscriber> GameFinishedSubscriber for std::sync::Arc<S> {
    fn game_finished<'a>(
        &'a self,
        id: EventId,
        game: &'a GameSummary,
    ) -> BoxFuture<'a, Result<(), NotifyError>> {
        (**self).game_finished(id, game)
    }
}
