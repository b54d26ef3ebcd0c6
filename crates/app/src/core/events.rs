//! Events: what happened, for the bot to announce and for features
//! (tournaments, the AI) to react to. Each event is written to the outbox
//! in the transaction of the change that caused it, then delivered in order
//! to every registered [`Notifier`] (see the crate docs, "Events").

use std::future::Future;
use std::pin::Pin;
use std::sync::Mutex;

use hnefi_engine::Side;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::clock::Timestamp;
use super::codes::code;
use super::ids::{ChallengeId, EventId, Place, PlayerId};
use crate::challenges::{Challenge, ChallengeStatus};
use crate::games::{GameSummary, PlayedMove};
use crate::ratings::RatingChange;
use crate::tournaments::{Standing, Tournament, TournamentGame};

/// A boxed future, as [`Notifier`] returns.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Something that happened. Game events carry the game as it stood right
/// after the change (place, thread, players, position, deadline, result).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A challenge was posted (a rematch included).
    ChallengeCreated { challenge: Challenge },
    /// A challenge was declined, cancelled or expired. (An accepted
    /// challenge is announced by [`Event::GameStarted`].)
    ChallengeClosed {
        challenge: ChallengeId,
        place: Place,
        /// The message that shows it, to edit.
        message: Option<i64>,
        #[serde(with = "code")]
        status: ChallengeStatus,
        /// Who declined or cancelled it (`None` when it expired).
        by: Option<PlayerId>,
    },
    /// A challenge was accepted and its game begins.
    GameStarted {
        game: GameSummary,
        /// The message of the accepted challenge, to edit or thread on.
        challenge_message: Option<i64>,
        /// Whether the first mover was drawn by lot (3.7 Tafl).
        first_mover_drawn: bool,
    },
    /// A move was played. If it ended the game, [`Event::GameFinished`]
    /// follows.
    MovePlayed { game: GameSummary, mv: PlayedMove },
    /// A player offered a draw.
    DrawOffered {
        game: GameSummary,
        by: PlayerId,
        to: PlayerId,
    },
    /// A draw offer was declined.
    DrawDeclined {
        game: GameSummary,
        by: PlayerId,
        offered_by: PlayerId,
    },
    /// The player to move has used 80% of their time.
    Reminder {
        game: GameSummary,
        player: PlayerId,
        #[serde(with = "code")]
        side: Side,
        due_at: Timestamp,
    },
    /// The game ended: by rule, resignation, agreed draw, timeout or
    /// abort. `game.result` says how; `rating` is what the game did to the
    /// ratings (applied in the same transaction), if it counted.
    GameFinished {
        game: GameSummary,
        #[serde(default)]
        rating: Option<RatingChange>,
    },
    /// A tournament round was paired and its games started (its
    /// `GameStarted` events come first).
    TournamentRound {
        tournament: Tournament,
        round: u32,
        /// The round's games, byes and forfeits.
        games: Vec<TournamentGame>,
    },
    /// A tournament's last round ended: the final standings, first to last.
    TournamentFinished {
        tournament: Tournament,
        standings: Vec<Standing>,
    },
    /// A tournament was cancelled: by an organiser (`by`), or by its
    /// sign-up deadline for want of players (`by` is `None`).
    TournamentCancelled {
        tournament: Tournament,
        by: Option<PlayerId>,
    },
}

impl Event {
    /// The stable kind stored with the event: `move_played`...
    pub fn kind(&self) -> &'static str {
        match self {
            Event::ChallengeCreated { .. } => "challenge_created",
            Event::ChallengeClosed { .. } => "challenge_closed",
            Event::GameStarted { .. } => "game_started",
            Event::MovePlayed { .. } => "move_played",
            Event::DrawOffered { .. } => "draw_offered",
            Event::DrawDeclined { .. } => "draw_declined",
            Event::Reminder { .. } => "reminder",
            Event::GameFinished { .. } => "game_finished",
            Event::TournamentRound { .. } => "tournament_round",
            Event::TournamentFinished { .. } => "tournament_finished",
            Event::TournamentCancelled { .. } => "tournament_cancelled",
        }
    }

    /// The game the event is about.
    pub fn game(&self) -> Option<&GameSummary> {
        match self {
            Event::ChallengeCreated { .. }
            | Event::ChallengeClosed { .. }
            | Event::TournamentRound { .. }
            | Event::TournamentFinished { .. }
            | Event::TournamentCancelled { .. } => None,
            Event::GameStarted { game, .. }
            | Event::MovePlayed { game, .. }
            | Event::DrawOffered { game, .. }
            | Event::DrawDeclined { game, .. }
            | Event::Reminder { game, .. }
            | Event::GameFinished { game, .. } => Some(game),
        }
    }

    /// The challenge the event is about.
    pub fn challenge(&self) -> Option<ChallengeId> {
        match self {
            Event::ChallengeCreated { challenge } => Some(challenge.id),
            Event::ChallengeClosed { challenge, .. } => Some(*challenge),
            Event::GameStarted { game, .. } => game.challenge,
            _ => None,
        }
    }
}

/// An event as delivered: its place in the outbox and when it happened.
#[derive(Clone, Debug, PartialEq)]
pub struct Delivery {
    pub id: EventId,
    pub at: Timestamp,
    pub event: Event,
}

/// A notifier could not take an event now; it is offered again later.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct NotifyError(pub String);

impl NotifyError {
    pub fn new(reason: impl Into<String>) -> NotifyError {
        NotifyError(reason.into())
    }
}

/// Receives events, in order. The bot implements it to post messages;
/// tournaments implement it to react to [`Event::GameFinished`].
///
/// Return `Ok` once the event is handled (or deliberately ignored: a
/// message to a deleted channel can never be posted). Return `Err` only for
/// a passing failure (Discord unreachable, rate limited): the same event is
/// offered again after a pause, and later events wait behind it, so that
/// order is kept. Delivery is at least once: after a crash between handling
/// and the record of it, an event comes again with the same
/// [`Delivery::id`].
///
/// With several processes on PostgreSQL, one process at a time delivers to
/// a consumer (it holds the consumer's lease); [`Notifier::taken_over`]
/// tells it when that starts.
pub trait Notifier: Send + Sync + 'static {
    fn notify<'a>(&'a self, delivery: &'a Delivery) -> BoxFuture<'a, Result<(), NotifyError>>;

    /// This process starts delivering to the consumer: at start, or when
    /// it takes the consumer over from another process (which stopped or
    /// died). A notifier that keeps work outside the outbox (the AI's
    /// thinking) picks it up here.
    fn taken_over(&self) -> BoxFuture<'_, ()> {
        Box::pin(async {})
    }
}

/// Where a newly registered consumer starts in the outbox. A consumer
/// registered before keeps its place whatever this says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartAt {
    /// Every event ever written (a new ratings table built from history).
    Beginning,
    /// Only events written from now on.
    Now,
}

/// A subscriber to finished games only: wrap it in [`OnGameFinished`] to
/// register it as a [`Notifier`].
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

/// A notifier that keeps every event it is given: for tests, and for
/// trying the service out.
#[derive(Debug, Default)]
pub struct RecordingNotifier {
    deliveries: Mutex<Vec<Delivery>>,
    /// While set, refuse deliveries with this reason.
    failing: Mutex<Option<String>>,
}

impl RecordingNotifier {
    pub fn new() -> RecordingNotifier {
        RecordingNotifier::default()
    }

    /// The events received so far, in order.
    pub fn events(&self) -> Vec<Event> {
        self.deliveries().into_iter().map(|d| d.event).collect()
    }

    pub fn deliveries(&self) -> Vec<Delivery> {
        self.deliveries.lock().expect("not poisoned").clone()
    }

    /// Removes and returns the events received so far.
    pub fn take(&self) -> Vec<Event> {
        std::mem::take(&mut *self.deliveries.lock().expect("not poisoned"))
            .into_iter()
            .map(|d| d.event)
            .collect()
    }

    /// The kinds of the events received so far.
    pub fn kinds(&self) -> Vec<&'static str> {
        self.events().iter().map(Event::kind).collect()
    }

    /// Makes deliveries fail (`Some(reason)`) or succeed again (`None`).
    pub fn fail_with(&self, reason: Option<&str>) {
        *self.failing.lock().expect("not poisoned") = reason.map(str::to_string);
    }
}

impl Notifier for RecordingNotifier {
    fn notify<'a>(&'a self, delivery: &'a Delivery) -> BoxFuture<'a, Result<(), NotifyError>> {
        let result = match self.failing.lock().expect("not poisoned").clone() {
            Some(reason) => Err(NotifyError(reason)),
            None => {
                self.deliveries
                    .lock()
                    .expect("not poisoned")
                    .push(delivery.clone());
                Ok(())
            }
        };
        Box::pin(async move { result })
    }
}

impl<N: Notifier> Notifier for std::sync::Arc<N> {
    fn notify<'a>(&'a self, delivery: &'a Delivery) -> BoxFuture<'a, Result<(), NotifyError>> {
        (**self).notify(delivery)
    }
}
