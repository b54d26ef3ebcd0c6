//! Delivering the outbox: every consumer receives every event in order,
//! and its place is stored once it accepted them. Events pass through as
//! stored (kind and JSON): reading them is the consumers' business.
//!
//! With several processes on PostgreSQL, every process registers the same
//! consumers, and the one holding a consumer's lease (`outbox:NAME`)
//! delivers to it: the holder renews the lease as it goes and stops the
//! moment it finds it lost; the others try to take it every third of its
//! lifetime, so the work of a process that died resumes within about
//! 1.3 lifetimes, from the place it last stored (at least once: the posts
//! carry nonces, AI moves are checked against the game's version). On
//! SQLite the one process always holds every lease.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;
use tokio::time::Instant;

use super::Core;
use super::clock::Timestamp;
use super::consumer::{RawConsumer, RawEvent, StartAt, Taken};
use super::ids::EventId;
use crate::error::{Error, Result};

/// Events read from the outbox at a time.
const BATCH: i64 = 64;
/// The background delivery stores a consumer's place at most this often
/// (and at a refusal, when idle, and at shutdown): one write per event
/// would double the writes of a busy bot. A crash can therefore repeat
/// the deliveries of this last moment.
const STORE_PLACE_EVERY: Duration = Duration::from_millis(200);
/// On PostgreSQL a consumer's runs start at most this often: under load
/// every commit writes events, and a run per commit would make a pass of
/// the sequencer and a read per commit instead of one for many.
const RUN_EVERY: Duration = Duration::from_millis(10);
/// How long a consumer with nothing to do sleeps before looking again
/// anyway (events written by another process are found this way).
const IDLE: Duration = Duration::from_secs(30);
/// Pauses after a refused delivery: doubling from the first to the last.
const FIRST_RETRY: Duration = Duration::from_secs(1);
const LAST_RETRY: Duration = Duration::from_secs(60);

pub(crate) struct Consumer {
    pub name: String,
    taker: Arc<dyn RawConsumer>,
    /// Where the consumer stands; the lock makes one delivery run at a time.
    place: tokio::sync::Mutex<Place>,
}

impl Consumer {
    fn new(name: String, taker: Arc<dyn RawConsumer>, cursor: i64) -> Consumer {
        Consumer {
            name,
            taker,
            place: tokio::sync::Mutex::new(Place {
                accepted: cursor,
                stored: cursor,
                stored_at: Instant::now(),
                renewed_at: None,
            }),
        }
    }
}

/// A consumer's place in the outbox: the last event it accepted, and the
/// last one stored as accepted; and when this process last took or renewed
/// the consumer's lease (`None` while another holds it).
struct Place {
    accepted: i64,
    stored: i64,
    stored_at: Instant,
    renewed_at: Option<Instant>,
}

/// When to store a consumer's place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Store {
    /// After every run.
    Always,
    /// Only if [`STORE_PLACE_EVERY`] has passed since the last time.
    Lazily,
}

/// How long to wait for events held back by transactions still running
/// (PostgreSQL: see `Core::sequence_events`).
const HELD_BACK: Duration = Duration::from_millis(5);

/// How a delivery run ended.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Run {
    /// Everything pending was accepted (this many events).
    Done(usize),
    /// Everything placed was accepted (this many), but events are held
    /// back until the transactions before them end.
    HeldBack(usize),
    /// The notifier refused an event after accepting this many.
    Refused(usize),
    /// Another process holds the consumer's lease (after this many, if
    /// the lease was lost on the way).
    Elsewhere(usize),
}

/// The outbox's consumers and their delivery.
pub(crate) struct Outbox {
    core: Arc<Core>,
    consumers: Vec<Arc<Consumer>>,
}

impl Outbox {
    /// Registers the consumers (keeping the place of those registered
    /// before) in order; their names must differ.
    pub async fn register(
        core: Arc<Core>,
        consumers: Vec<(String, Arc<dyn RawConsumer>, StartAt)>,
    ) -> Result<Outbox> {
        let now = core.now();
        let mut registered: Vec<Arc<Consumer>> = Vec::new();
        let mut tx = core.write().await?;
        let last = hnefi_store::events::last_position(&mut tx).await?;
        for (name, taker, start) in consumers {
            if registered.iter().any(|c| c.name == name) {
                return Err(Error::Internal(format!("two consumers are named `{name}`")));
            }
            let after = match start {
                StartAt::Beginning => 0,
                StartAt::Now => last,
            };
            let row =
                hnefi_store::events::ensure_consumer(&mut tx, &name, after, now.millis()).await?;
            registered.push(Arc::new(Consumer::new(name, taker, row.delivered_up_to)));
        }
        core.commit(tx).await?;
        Ok(Outbox {
            core,
            consumers: registered,
        })
    }

    pub fn consumers(&self) -> &[Arc<Consumer>] {
        &self.consumers
    }

    /// Delivers every pending event to every consumer, in order, now.
    /// Returns how many deliveries were accepted. A consumer that refuses
    /// an event keeps it (and those after it) for the next run.
    pub async fn deliver_pending(&self) -> Result<usize> {
        let mut delivered = 0;
        for consumer in &self.consumers {
            loop {
                match self.deliver_to(consumer, Store::Always).await? {
                    Run::HeldBack(n) => {
                        delivered += n;
                        tokio::time::sleep(HELD_BACK).await;
                    }
                    Run::Done(n) | Run::Refused(n) | Run::Elsewhere(n) => {
                        delivered += n;
                        break;
                    }
                }
            }
        }
        Ok(delivered)
    }

    /// How many events a consumer has not accepted yet.
    pub async fn pending_events(&self, consumer: &str) -> Result<usize> {
        self.core.sequence_events().await?;
        let mut conn = self.core.read().await?;
        let Some(row) = hnefi_store::events::consumer(&mut conn, consumer).await? else {
            return Ok(0);
        };
        let last = hnefi_store::events::last_position(&mut conn).await?;
        // Events not placed yet are pending too (PostgreSQL).
        let unplaced = hnefi_store::events::unplaced(&mut conn).await?;
        Ok(((last - row.delivered_up_to).max(0) + unplaced) as usize)
    }

    /// The stored JSON of the events written after `after` (at most
    /// 10 000), oldest first: the outbox as a log, for tests and inspection.
    pub async fn payloads_since(&self, after: EventId) -> Result<Vec<String>> {
        let mut conn = self.core.read().await?;
        let rows = hnefi_store::events::log_after(&mut conn, after.0, 10_000).await?;
        Ok(rows.into_iter().map(|row| row.payload).collect())
    }

    /// Makes sure this process holds the consumer's lease, renewing it
    /// when a third of its lifetime has passed; whether it does. On taking
    /// it (over), the place is read again, since another process may have
    /// moved it, and the notifier is told.
    async fn hold(&self, consumer: &Consumer, place: &mut Place) -> Result<bool> {
        let renew_every = self.core.lease_ttl() / 3;
        if place
            .renewed_at
            .is_some_and(|at| at.elapsed() < renew_every)
        {
            return Ok(true);
        }
        // Timed from before the claim, so that the lease is never thought
        // to last longer than it does.
        let asked_at = Instant::now();
        let held = self.core.claim(&lease_name(&consumer.name)).await?;
        let taken = held && place.renewed_at.is_none();
        place.renewed_at = held.then_some(asked_at);
        if taken {
            let mut conn = self.core.read().await?;
            if let Some(row) = hnefi_store::events::consumer(&mut conn, &consumer.name).await? {
                place.accepted = place.accepted.max(row.delivered_up_to);
                place.stored = place.stored.max(row.delivered_up_to);
            }
            drop(conn);
            consumer.taker.taken_over().await;
        }
        Ok(held)
    }

    pub(crate) async fn deliver_to(&self, consumer: &Consumer, store: Store) -> Result<Run> {
        let mut place = consumer.place.lock().await;
        if !self.hold(consumer, &mut place).await? {
            return Ok(Run::Elsewhere(0));
        }
        let mut delivered = 0;
        let mut refusal = None;
        let mut lost = false;
        let mut held_back;
        loop {
            held_back = self.core.sequence_events().await?;
            let batch = {
                let mut conn = self.core.read().await?;
                hnefi_store::events::after(&mut conn, place.accepted, BATCH).await?
            };
            for row in &batch {
                if !self.hold(consumer, &mut place).await? {
                    lost = true;
                    break;
                }
                let event = RawEvent {
                    id: EventId(row.id),
                    at: Timestamp(row.created_at),
                    payload: &row.payload,
                };
                match consumer.taker.take(event).await {
                    Ok(Taken::Accepted) => {
                        place.accepted = row.position;
                        delivered += 1;
                    }
                    Ok(Taken::Unreadable(e)) => {
                        // Written by another version of the bot: it can never
                        // be read here, so it must not block the rest.
                        tracing::error!(
                            consumer = %consumer.name,
                            event = row.id,
                            kind = %row.kind,
                            "skipping an event that cannot be read: {e}"
                        );
                        place.accepted = row.position;
                    }
                    Err(e) => {
                        refusal = Some(e);
                        break;
                    }
                }
            }
            if lost || refusal.is_some() || (batch.len() as i64) < BATCH {
                break;
            }
        }
        let due = store == Store::Always
            || lost
            || refusal.is_some()
            || place.stored_at.elapsed() >= STORE_PLACE_EVERY;
        if due {
            self.store_place(consumer, &mut place, refusal.as_ref().map(|e| e.0.as_str()))
                .await?;
        }
        match refusal {
            _ if lost => Ok(Run::Elsewhere(delivered)),
            Some(e) => {
                tracing::warn!(consumer = %consumer.name, "delivery refused, will retry: {e}");
                Ok(Run::Refused(delivered))
            }
            None if held_back => Ok(Run::HeldBack(delivered)),
            None => Ok(Run::Done(delivered)),
        }
    }

    /// Stores how far a consumer got (and a refusal, if any).
    async fn store_place(
        &self,
        consumer: &Consumer,
        place: &mut Place,
        refusal: Option<&str>,
    ) -> Result<()> {
        if place.accepted == place.stored && refusal.is_none() {
            place.stored_at = Instant::now();
            return Ok(());
        }
        let now = self.core.now().millis();
        let mut tx = self.core.write().await?;
        if place.accepted > place.stored {
            hnefi_store::events::mark_delivered(&mut tx, &consumer.name, place.accepted, now)
                .await?;
        }
        if let Some(reason) = refusal {
            hnefi_store::events::mark_failed(&mut tx, &consumer.name, reason, now).await?;
        }
        self.core.commit(tx).await?;
        place.stored = place.accepted;
        place.stored_at = Instant::now();
        Ok(())
    }

    /// Stores a consumer's place if it moved since it was last stored.
    async fn flush_place(&self, consumer: &Consumer) -> Result<()> {
        let mut place = consumer.place.lock().await;
        self.store_place(consumer, &mut place, None).await
    }

    /// Delivers to one consumer until `stopped`: whenever events were
    /// written, at the latest every [`IDLE`] (every third of a lease's life
    /// while several processes share the work, to renew the lease or try
    /// to take it), after a refusal with a growing pause. At the end the
    /// lease is given up, for another process to take at once.
    pub async fn delivery_loop(&self, consumer: Arc<Consumer>, mut stopped: watch::Receiver<bool>) {
        let mut written = self.core.watch_events();
        let mut retry = FIRST_RETRY;
        let shared = self.core.backend() == hnefi_store::Backend::Postgres;
        let idle = if shared {
            IDLE.min(self.core.lease_ttl() / 3)
        } else {
            IDLE
        };
        let pace = if shared { RUN_EVERY } else { Duration::ZERO };
        loop {
            if *stopped.borrow() {
                break;
            }
            let run_started = tokio::time::Instant::now();
            let (refused, held_back, elsewhere) =
                match self.deliver_to(&consumer, Store::Lazily).await {
                    Ok(Run::Done(_)) => (false, false, false),
                    Ok(Run::HeldBack(_)) => (false, true, false),
                    Ok(Run::Refused(_)) => (true, false, false),
                    Ok(Run::Elsewhere(_)) => (false, false, true),
                    Err(e) => {
                        tracing::error!(consumer = %consumer.name, "delivering events: {e:?}");
                        (true, false, false)
                    }
                };
            let unstored = {
                let place = consumer.place.lock().await;
                place.accepted > place.stored
            };
            let pause = if refused {
                let pause = retry;
                retry = (retry * 2).min(LAST_RETRY);
                pause
            } else if held_back {
                HELD_BACK
            } else {
                retry = FIRST_RETRY;
                if unstored { STORE_PLACE_EVERY } else { idle }
            };
            // While another process holds the lease, new events are its
            // business: only the timer brings this one back.
            tokio::select! {
                _ = written.changed(), if !refused && !elsewhere => {
                    tokio::time::sleep_until(run_started + pace).await;
                }
                _ = tokio::time::sleep(pause) => {
                    if unstored {
                        if let Err(e) = self.flush_place(&consumer).await {
                            tracing::error!(consumer = %consumer.name, "storing the outbox place: {e:?}");
                        }
                    }
                }
                _ = stopped.changed() => break,
            }
        }
        if let Err(e) = self.flush_place(&consumer).await {
            tracing::error!(consumer = %consumer.name, "storing the outbox place: {e:?}");
        }
        self.release(&consumer).await;
    }

    /// Gives up the consumer's lease if this process holds it.
    async fn release(&self, consumer: &Consumer) {
        if consumer.place.lock().await.renewed_at.take().is_some() {
            if let Err(e) = self.core.release(&lease_name(&consumer.name)).await {
                tracing::warn!(consumer = %consumer.name, "giving the lease up: {e:?}");
            }
        }
    }

    /// Gives up every lease this process holds (before closing), so that
    /// another process takes the work over at once.
    pub async fn release_all(&self) {
        for consumer in &self.consumers {
            self.release(consumer).await;
        }
    }
}

/// The lease under which one process delivers to a consumer.
fn lease_name(consumer: &str) -> String {
    format!("outbox:{consumer}")
}
