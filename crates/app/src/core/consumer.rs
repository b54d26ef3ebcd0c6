//! What the outbox delivers to, as the core sees it: a consumer takes each
//! event as stored (its JSON, which the core never reads) and accepts it,
//! skips it as unreadable, or refuses it for now.

use std::future::Future;
use std::pin::Pin;

use thiserror::Error;

use super::clock::Timestamp;
use super::ids::EventId;

/// A boxed future, as consumers and notifiers return.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A consumer could not take an event now; it is offered again later.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct NotifyError(pub String);

impl NotifyError {
    pub fn new(reason: impl Into<String>) -> NotifyError {
        NotifyError(reason.into())
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

/// An event as the outbox holds it: its place, when it was written, and
/// its stored JSON.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RawEvent<'a> {
    pub id: EventId,
    pub at: Timestamp,
    pub payload: &'a str,
}

/// How a consumer took an event it did not refuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Taken {
    Accepted,
    /// It cannot be read by this build (another version wrote it): it is
    /// skipped, so that it does not block the events after it.
    Unreadable(String),
}

/// A consumer of the outbox, given events raw. `Err` refuses the event for now: it is
/// offered again after a pause, and later events wait behind it.
pub(crate) trait RawConsumer: Send + Sync + 'static {
    fn take<'a>(&'a self, event: RawEvent<'a>) -> BoxFuture<'a, Result<Taken, NotifyError>>;

    /// This process starts delivering to the consumer (at start, or taking
    /// it over from a process that stopped or died).
    fn taken_over(&self) -> BoxFuture<'_, ()>;
}
