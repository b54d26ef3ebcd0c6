//! [`RecordingNotifier`]: keeps what it is given, for tests and for
//! trying the service out.

use std::sync::Mutex;

use super::event::Event;
use super::notifier::{Delivery, Notifier};
use crate::core::consumer::{BoxFuture, NotifyError};

/// A notifier that keeps every event it is given.
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
