//! [`Notifier`]: a consumer of [`Event`]s, and how the outbox's raw events
//! reach it ([`Notified`]).

use std::sync::Arc;

use super::event::Event;
use crate::core::Core;
use crate::core::clock::Timestamp;
use crate::core::consumer::{BoxFuture, NotifyError, RawConsumer, RawEvent, Taken};
use crate::core::ids::EventId;
use crate::core::variants::{is_rule_set_key, known, resolve};
use crate::events::StoredEvent;

/// An event as delivered: its place in the outbox and when it happened.
#[derive(Clone, Debug, PartialEq)]
pub struct Delivery {
    pub id: EventId,
    pub at: Timestamp,
    pub event: Event,
}

/// Receives events, in order. The bot implements it to post messages;
/// tournaments hear of finished games through one ([`super::OnGameFinished`]).
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

impl<N: Notifier> Notifier for Arc<N> {
    fn notify<'a>(&'a self, delivery: &'a Delivery) -> BoxFuture<'a, Result<(), NotifyError>> {
        (**self).notify(delivery)
    }

    fn taken_over(&self) -> BoxFuture<'_, ()> {
        (**self).taken_over()
    }
}

/// A notifier as a consumer of the outbox: each stored event is read into
/// an [`Event`] for it.
pub(crate) struct Notified {
    pub notifier: Arc<dyn Notifier>,
    pub core: Arc<Core>,
}

impl Notified {
    /// Makes sure this process knows the rule set an event names, which
    /// another process may have created: whoever says the event then names
    /// it by its name. Should the store not answer, the event is said all
    /// the same, the rule set named by its key.
    async fn learn_variant(&self, key: &str) {
        if !is_rule_set_key(key) || known(key).is_ok() {
            return;
        }
        let learnt = match self.core.read().await {
            Ok(mut conn) => resolve(&mut conn, key).await.map(|_| ()),
            Err(e) => Err(e),
        };
        if let Err(e) = learnt {
            tracing::warn!(key, "rule set unknown to this process: {e}");
        }
    }
}

impl RawConsumer for Notified {
    fn take<'a>(&'a self, raw: RawEvent<'a>) -> BoxFuture<'a, Result<Taken, NotifyError>> {
        Box::pin(async move {
            let stored = match StoredEvent::from_json(raw.payload) {
                Ok(stored) => stored,
                Err(e) => return Ok(Taken::Unreadable(e.to_string())),
            };
            if let Some(key) = stored.variant() {
                self.learn_variant(key).await;
            }
            let event = Event::from(stored);
            let delivery = Delivery {
                id: raw.id,
                at: raw.at,
                event,
            };
            self.notifier.notify(&delivery).await?;
            Ok(Taken::Accepted)
        })
    }

    fn taken_over(&self) -> BoxFuture<'_, ()> {
        self.notifier.taken_over()
    }
}
