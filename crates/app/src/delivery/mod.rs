//! Events as consumers receive them: each stored event read back into the
//! features' views ([`Event`]) and handed, in order, to every registered
//! [`Notifier`] (see the crate docs, "Events"). The bot is one notifier;
//! the app's own consumers (tournaments, the AI) are others.
//!
//! This module stands on the features (their views, their stored forms)
//! and on the stored events; none of them imports it.

mod app_consumers;
mod event;
mod notifier;
mod recording;

pub use app_consumers::OnGameFinished;
pub use event::Event;
pub(crate) use notifier::Notified;
pub use notifier::{Delivery, Notifier};
pub use recording::RecordingNotifier;
