//! The app's own consumers: which events tournaments and the AI hear, as
//! the bot's notifier decides which events it says.

use super::event::Event;
use super::notifier::{Delivery, Notifier};
use crate::core::consumer::{BoxFuture, NotifyError};
use crate::games::{AiMover, GameFinishedSubscriber};

/// Passes [`Event::GameFinished`] to a [`GameFinishedSubscriber`] and
/// accepts every other event untouched.
pub struct OnGameFinished<S>(pub S);

impl<S: GameFinishedSubscriber> Notifier for OnGameFinished<S> {
    fn notify<'a>(&'a self, delivery: &'a Delivery) -> BoxFuture<'a, Result<(), NotifyError>> {
        match &delivery.event {
            Event::GameFinished { game, .. } => self.0.game_finished(delivery.id, game),
            _ => Box::pin(async { Ok(()) }),
        }
    }
}

/// The AI hears of games that started or moved on (it may be its turn)
/// and of draws offered (perhaps to it).
impl Notifier for AiMover {
    fn notify<'a>(&'a self, delivery: &'a Delivery) -> BoxFuture<'a, Result<(), NotifyError>> {
        match &delivery.event {
            Event::GameStarted { game, .. } | Event::MovePlayed { game, .. } => {
                self.think_if_its_turn(game);
            }
            Event::DrawOffered { game, to, .. } => self.draw_offered(game.id, *to),
            _ => {}
        }
        Box::pin(async { Ok(()) })
    }

    fn taken_over(&self) -> BoxFuture<'_, ()> {
        Box::pin(self.resume())
    }
}
