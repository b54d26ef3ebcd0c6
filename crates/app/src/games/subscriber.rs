//! Hearing of finished games: a feature that reacts to them (tournaments
//! do) implements [`GameFinishedSubscriber`], and is registered as a
//! consumer of the outbox wrapped in `OnGameFinished`.

use crate::core::consumer::{BoxFuture, NotifyError};
use crate::core::ids::EventId;
use crate::error::Result;

use super::view::GameSummary;

/// A subscriber to finished games only.
pub trait GameFinishedSubscriber: Send + Sync + 'static {
    fn game_finished<'a>(
        &'a self,
        id: EventId,
        game: &'a GameSummary,
    ) -> BoxFuture<'a, Result<(), NotifyError>>;
}

/// What a subscriber's work on a finished game means for its delivery:
/// done; a refusal (logged as `what` failing, and passed over, since
/// delivering the event again cannot change it); or a failure (storage),
/// retried.
pub(crate) fn settled<T>(
    done: Result<T>,
    game: &GameSummary,
    what: &str,
) -> std::result::Result<(), NotifyError> {
    match done {
        Ok(_) => Ok(()),
        Err(e) if e.is_refusal() => {
            tracing::error!(game = game.id.0, "{what}: {e}");
            Ok(())
        }
        Err(e) => Err(NotifyError::new(e.to_string())),
    }
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
