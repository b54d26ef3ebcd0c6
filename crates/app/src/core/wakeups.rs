//! Telling the other processes (PostgreSQL) that events were written or a
//! deadline set, so that whoever delivers or sweeps there needs not wait
//! for its next poll (the store's `wakeups` module carries them).
//!
//! Wake-ups are sent after the commit, those of the moment together, and
//! not by a NOTIFY inside the writing transaction: PostgreSQL makes the
//! commits of notifying transactions wait for one another, each for its
//! own flush to disk, and that capped a busy bot at about 1,800 moves a
//! second. A process that dies between a commit and its wake-up leaves
//! the others to find the work by polling, as after a lost connection.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use hnefi_store::Store;
use hnefi_store::wakeups::{Wake, notify};
use tokio::sync::{Notify, watch};

/// The sending loop sends at most this often: the commits in between
/// share one notification.
const SEND_EVERY: Duration = Duration::from_millis(5);

/// What the other processes have not heard yet.
#[derive(Debug, Default)]
struct Pending {
    events: bool,
    earliest_deadline: Option<i64>,
}

pub(crate) struct Waker {
    store: Store,
    /// This process, the sender of the wake-ups.
    owner: String,
    pending: Mutex<Pending>,
    ready: Notify,
    /// Whether [`Waker::run`] is sending; if not, [`Waker::tell`] sends.
    running: AtomicBool,
}

impl Waker {
    pub fn new(store: Store, owner: String) -> Waker {
        Waker {
            store,
            owner,
            pending: Mutex::new(Pending::default()),
            ready: Notify::new(),
            running: AtomicBool::new(false),
        }
    }

    /// After a commit: events were written, a deadline was set for `deadline`
    /// (Unix milliseconds of game time). Handed to the sending loop, or
    /// sent now when it does not run (an app that was never started).
    pub async fn tell(&self, events: bool, deadline: Option<i64>) {
        if self.store.backend() != hnefi_store::Backend::Postgres || (!events && deadline.is_none())
        {
            return;
        }
        {
            let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
            pending.events |= events;
            if let Some(at) = deadline {
                let earliest = pending.earliest_deadline.get_or_insert(at);
                *earliest = (*earliest).min(at);
            }
        }
        // Checked after adding, so that what the loop's last send at its
        // stop missed is sent here.
        if self.running.load(Ordering::SeqCst) {
            self.ready.notify_one();
        } else {
            self.send().await;
        }
    }

    /// Sends whatever is pending, until `stopped`, then what is left.
    pub async fn run(&self, mut stopped: watch::Receiver<bool>) {
        if self.store.backend() != hnefi_store::Backend::Postgres {
            return;
        }
        self.running.store(true, Ordering::SeqCst);
        while !*stopped.borrow() {
            tokio::select! {
                _ = self.ready.notified() => {}
                _ = stopped.changed() => break,
            }
            self.send().await;
            tokio::select! {
                _ = tokio::time::sleep(SEND_EVERY) => {}
                _ = stopped.changed() => break,
            }
        }
        self.running.store(false, Ordering::SeqCst);
        self.send().await;
    }

    async fn send(&self) {
        let wakes: Vec<Wake> = {
            let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
            let taken = std::mem::take(&mut *pending);
            taken
                .events
                .then_some(Wake::Events)
                .into_iter()
                .chain(taken.earliest_deadline.map(|at| Wake::Clock { at }))
                .collect()
        };
        if wakes.is_empty() {
            return;
        }
        let sent = async {
            let mut conn = self.store.read().await?;
            notify(&mut conn, &wakes, &self.owner).await
        };
        if let Err(e) = sent.await {
            // The others poll: they find the work later, not never.
            tracing::warn!("waking the other processes: {e}");
        }
    }
}
