//! The small core every feature stands on: the store behind transactions
//! that know what they wrote, the clock, the lots, the limits, and the
//! outbox (events written in the transaction of their change, delivered
//! afterwards). Features reach the database only through [`Core`]. The
//! core imports no feature: events are [`Outgoing`] to it, their stored
//! form is the events module's.

pub mod clock;
pub(crate) mod codes;
pub mod consumer;
pub mod ids;
pub(crate) mod outbox;
pub mod variants;
mod wakeups;

use std::ops::{Deref, DerefMut};
use std::sync::Mutex;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use hnefi_store::{Conn, Db, ReadConn, ReadTx, Store, WriteTx};
use tokio::sync::{Notify, watch};

use crate::error::{Error, Result};
use clock::{Clock, SystemClock, Timestamp};
use ids::{ChallengeId, GameId};

/// Limits the service enforces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long a challenge stays open.
    pub challenge_lifetime: Duration,
    /// How many open challenges one author may have at once.
    pub open_challenges_per_author: usize,
    /// The share of the per-move time after which the player to move is
    /// reminded, in percent.
    pub reminder_percent: u32,
    /// How many games one person may play against the AI at once: each
    /// costs seconds of CPU a move at the strongest level.
    pub ai_games_per_player: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            challenge_lifetime: Duration::from_secs(24 * 3600),
            open_challenges_per_author: 10,
            reminder_percent: 80,
            ai_games_per_player: 3,
        }
    }
}

/// What every feature shares. One per service; features hold it in an
/// `Arc`.
pub(crate) struct Core {
    store: Store,
    clock: std::sync::Arc<dyn Clock>,
    rng: Mutex<u64>,
    limits: Limits,
    /// Counts commits that wrote events: the delivery loops wait for it to
    /// change.
    events_written: watch::Sender<u64>,
    /// Wakes the deadline loop (a new deadline, or a test moved the clock).
    clock_wake: Notify,
    /// When the deadline loop means to look next (clock millis): a new
    /// deadline before it wakes the loop early.
    clock_next: AtomicI64,
    /// Who this process is, in leases and wake-ups: `host-pid-random`,
    /// new at every start.
    owner: String,
    /// How long a lease lasts unless renewed.
    lease_ttl: Duration,
    /// The last pass of the sequencer this process made: when it began,
    /// and whether it left events waiting. The lock makes one pass at a
    /// time.
    sequenced: tokio::sync::Mutex<(Option<std::time::Instant>, bool)>,
    /// Tells the other processes of this one's commits.
    waker: wakeups::Waker,
    /// The AI's searches (its moves, reviews): at most one fewer than the
    /// machine's cores think at once (one at least), so that people's
    /// moves always find a core free.
    ai_pool: tokio::sync::Semaphore,
}

/// How long a lease lasts unless its holder renews it: a process that dies
/// leaves its work to others for at most this long.
pub const LEASE_TTL: Duration = Duration::from_secs(15);

/// An event as the outbox writes it: its stable kind, what it is about
/// (the outbox's columns) and its stored JSON.
pub(crate) trait Outgoing {
    /// The stable kind stored with it: `move_played`...
    fn kind(&self) -> &'static str;
    fn game(&self) -> Option<GameId>;
    fn challenge(&self) -> Option<ChallengeId>;
    fn to_json(&self) -> serde_json::Result<String>;
}

/// A write transaction that remembers what its commit must announce: that
/// it wrote events, and the deadlines it set.
pub(crate) struct Tx {
    inner: WriteTx,
    wrote_events: bool,
    earliest_deadline: Option<i64>,
}

impl Tx {
    /// A deadline (a reminder, a timeout, a sign-up close) was set for
    /// `at`: after the commit the deadline loop looks at it in time.
    pub fn note_deadline(&mut self, at: Timestamp) {
        let at = at.millis();
        self.earliest_deadline = Some(self.earliest_deadline.map_or(at, |e| e.min(at)));
    }

    /// Events were written by a statement of the caller's own (a move's,
    /// with [`event_row`]): the commit wakes the delivery.
    pub fn note_events(&mut self) {
        self.wrote_events = true;
    }
}

impl Conn for Tx {
    fn db(&mut self) -> Db<'_> {
        self.inner.db()
    }

    fn locks_reads(&self) -> bool {
        self.inner.locks_reads()
    }
}

impl Deref for Tx {
    type Target = WriteTx;
    fn deref(&self) -> &WriteTx {
        &self.inner
    }
}

impl DerefMut for Tx {
    fn deref_mut(&mut self) -> &mut WriteTx {
        &mut self.inner
    }
}

impl Core {
    pub fn new(
        store: Store,
        clock: std::sync::Arc<dyn Clock>,
        seed: Option<u64>,
        limits: Limits,
        lease_ttl: Duration,
    ) -> Core {
        let seed = seed.unwrap_or_else(|| {
            let t = SystemClock.now().millis() as u64;
            t ^ (u64::from(std::process::id()) << 32) ^ 0x9E37_79B9_7F4A_7C15
        });
        let owner = owner_id();
        Core {
            waker: wakeups::Waker::new(store.clone(), owner.clone()),
            store,
            clock,
            rng: Mutex::new(seed),
            limits,
            events_written: watch::Sender::new(0),
            clock_wake: Notify::new(),
            clock_next: AtomicI64::new(i64::MAX),
            owner,
            lease_ttl,
            sequenced: tokio::sync::Mutex::new((None, false)),
            ai_pool: tokio::sync::Semaphore::new(ai_threads()),
        }
    }

    /// Runs `search` (an AI search: a move, a review's position) on a
    /// blocking thread once the bounded AI pool has a place for it.
    pub async fn on_ai_pool<T: Send + 'static>(
        &self,
        search: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T> {
        let _turn = self
            .ai_pool
            .acquire()
            .await
            .map_err(|e| Error::Internal(format!("AI pool: {e}")))?;
        tokio::task::spawn_blocking(search)
            .await
            .map_err(|e| Error::Internal(format!("AI thread: {e}")))
    }

    pub fn lease_ttl(&self) -> Duration {
        self.lease_ttl
    }

    pub fn backend(&self) -> hnefi_store::Backend {
        self.store.backend()
    }

    /// Takes or renews the lease `name`; whether this process holds it.
    /// On SQLite, where one process does everything, it always does.
    pub async fn claim(&self, name: &str) -> Result<bool> {
        if self.backend() == hnefi_store::Backend::Sqlite {
            return Ok(true);
        }
        let ttl = i64::try_from(self.lease_ttl.as_millis()).unwrap_or(i64::MAX);
        let mut tx = self.store.write().await?;
        let held = hnefi_store::leases::claim(&mut tx, name, &self.owner, ttl, self.now().millis())
            .await?;
        tx.commit().await?;
        Ok(held)
    }

    /// Gives the lease `name` up (at shutdown), so that another process
    /// takes the work over at once rather than after it expired.
    pub async fn release(&self, name: &str) -> Result<()> {
        if self.backend() == hnefi_store::Backend::Sqlite {
            return Ok(());
        }
        let mut tx = self.store.write().await?;
        hnefi_store::leases::release(&mut tx, name, &self.owner).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Hears the other processes' wake-ups (PostgreSQL) and passes them
    /// on to this process's loops, until `stopped`.
    pub async fn listen(&self, mut stopped: watch::Receiver<bool>) {
        use hnefi_store::wakeups::Wake;
        let mut listener = None;
        loop {
            if *stopped.borrow() {
                return;
            }
            if listener.is_none() {
                match self.store.listen().await {
                    Ok(Some(l)) => listener = Some(l),
                    Ok(None) => return,
                    Err(e) => {
                        tracing::warn!("listening for other processes: {e}");
                        tokio::select! {
                            _ = tokio::time::sleep(Duration::from_secs(1)) => continue,
                            _ = stopped.changed() => return,
                        }
                    }
                }
                // Whatever was said before we listened is unheard.
                self.heard(Wake::Missed);
            }
            let heard = tokio::select! {
                heard = listener.as_mut().expect("listening").next(&self.owner) => heard,
                _ = stopped.changed() => return,
            };
            match heard {
                Ok(wake) => self.heard(wake),
                Err(e) => {
                    tracing::warn!("listening for other processes: {e}");
                    listener = None;
                }
            }
        }
    }

    fn heard(&self, wake: hnefi_store::wakeups::Wake) {
        use hnefi_store::wakeups::Wake;
        match wake {
            Wake::Events => self.events_written.send_modify(|n| *n = n.wrapping_add(1)),
            Wake::Clock { at } => self.note_deadline(at),
            Wake::Missed => {
                self.events_written.send_modify(|n| *n = n.wrapping_add(1));
                self.wake_clock();
            }
        }
    }

    pub fn now(&self) -> Timestamp {
        self.clock.now()
    }

    pub fn clock(&self) -> &dyn Clock {
        self.clock.as_ref()
    }

    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Starts a write transaction (the store queues writers).
    pub async fn write(&self) -> Result<Tx> {
        Ok(Tx {
            inner: self.store.write().await?,
            wrote_events: false,
            earliest_deadline: None,
        })
    }

    /// Commits, then wakes whoever must hear of it: the delivery loops if
    /// events were written, the deadline loop if a deadline was set, here
    /// and in the other processes.
    pub async fn commit(&self, tx: Tx) -> Result<()> {
        let Tx {
            inner,
            wrote_events,
            earliest_deadline,
        } = tx;
        inner.commit().await?;
        self.wake(wrote_events, earliest_deadline).await;
        Ok(())
    }

    /// Records a move that does not end its game (so changes nothing
    /// else) as a transaction of its own, with its event, and a deadline
    /// at `remind_at` if its clock starts; then wakes whoever must hear of
    /// it, as [`Core::commit`] does. On PostgreSQL this is one statement,
    /// the busiest write of a bot in one round trip. False, having written
    /// nothing, if the game was no longer at the expected version.
    pub async fn record_move(
        &self,
        game: &hnefi_store::games::Advance<'_>,
        record: &hnefi_store::moves::RecordMove<'_>,
        remind_at: Option<Timestamp>,
    ) -> Result<bool> {
        let played = hnefi_store::moves::play_alone(&self.store, game, record).await?;
        if played {
            self.wake(true, remind_at.map(Timestamp::millis)).await;
        }
        Ok(played)
    }

    /// After a commit that wrote events or set a deadline (at `deadline`):
    /// wakes this process's delivery loops and deadline loop, and tells the
    /// other processes.
    async fn wake(&self, wrote_events: bool, deadline: Option<i64>) {
        if wrote_events {
            self.events_written.send_modify(|n| *n = n.wrapping_add(1));
        }
        if let Some(at) = deadline {
            self.note_deadline(at);
        }
        self.waker.tell(wrote_events, deadline).await;
    }

    /// Sends this process's wake-ups to the others until `stopped`
    /// (PostgreSQL; returns at once on SQLite).
    pub async fn send_wakeups(&self, stopped: watch::Receiver<bool>) {
        self.waker.run(stopped).await;
    }

    /// Places committed events in the delivery order (PostgreSQL, where
    /// processes commit side by side; on SQLite the order is the ids').
    /// Whether some are still waiting for their transactions (or older
    /// ones) to end.
    ///
    /// The delivery loops of all consumers ask at once: a pass that began
    /// after the caller asked answers for it, so that a busy process makes
    /// one pass where it would make one per consumer.
    pub async fn sequence_events(&self) -> Result<bool> {
        if self.store.backend() == hnefi_store::Backend::Sqlite {
            return Ok(false);
        }
        let asked = std::time::Instant::now();
        let mut last = self.sequenced.lock().await;
        if let (Some(began), waiting) = *last {
            if began >= asked {
                return Ok(waiting);
            }
        }
        let began = std::time::Instant::now();
        let sequenced = hnefi_store::events::sequence(&self.store).await?;
        *last = (Some(began), sequenced.waiting);
        Ok(sequenced.waiting)
    }

    /// A read connection: it sees every committed write.
    pub async fn read(&self) -> Result<ReadConn> {
        Ok(self.store.read().await?)
    }

    /// A read transaction: one consistent snapshot.
    pub async fn snapshot(&self) -> Result<ReadTx> {
        Ok(self.store.read_tx().await?)
    }

    /// Closes the database.
    pub async fn close(&self) {
        self.store.close().await;
    }

    /// A fair coin from the seeded generator (SplitMix64).
    pub fn coin(&self) -> bool {
        let mut state = self.rng.lock().expect("not poisoned");
        *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        z & 1 == 1
    }

    /// Writes an event to the outbox inside `tx`.
    pub async fn emit(&self, tx: &mut Tx, event: &impl Outgoing, now: Timestamp) -> Result<()> {
        let payload = payload(event)?;
        hnefi_store::events::append(
            tx,
            event.kind(),
            event.game().map(|g| g.0),
            event.challenge().map(|c| c.0),
            &payload,
            now.millis(),
        )
        .await?;
        tx.wrote_events = true;
        Ok(())
    }

    /// The delivery loops wait on this for new events.
    pub fn watch_events(&self) -> watch::Receiver<u64> {
        self.events_written.subscribe()
    }

    /// Makes the deadline loop look at the clock again now.
    pub fn wake_clock(&self) {
        self.clock_wake.notify_one();
    }

    /// Waits until [`Core::wake_clock`] is called.
    pub async fn clock_woken(&self) {
        self.clock_wake.notified().await
    }

    /// Says when the deadline loop means to look next (`i64::MAX`: it is
    /// looking now, so every new deadline wakes it).
    pub fn plan_next_look(&self, at: i64) {
        self.clock_next.store(at, Ordering::Relaxed);
    }

    /// A deadline needing attention at `at` (clock millis) was committed:
    /// wake the deadline loop if it planned to sleep past it.
    fn note_deadline(&self, at: i64) {
        if at < self.clock_next.load(Ordering::Relaxed) {
            self.clock_next.store(at, Ordering::Relaxed);
            self.wake_clock();
        }
    }
}

/// A name for this process that no other process shares, now or later.
/// How many AI searches run at once: one fewer than the cores, one at least.
fn ai_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores.saturating_sub(1).max(1)
}

fn owner_id() -> String {
    let host = std::env::var("HOSTNAME")
        .ok()
        .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
        .unwrap_or_default();
    let host: String = host
        .trim()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '.')
        .take(40)
        .collect();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let random = std::collections::hash_map::RandomState::new();
    let salt = std::hash::BuildHasher::hash_one(&random, nanos);
    format!(
        "{}-{}-{:08x}",
        if host.is_empty() { "host" } else { &host },
        std::process::id(),
        salt as u32
    )
}

fn payload(event: &impl Outgoing) -> Result<String> {
    event
        .to_json()
        .map_err(|e| Error::Internal(format!("event: {e}")))
}

/// An event as the outbox stores it: (kind, payload).
pub(crate) fn event_row(event: &impl Outgoing) -> Result<(&'static str, String)> {
    Ok((event.kind(), payload(event)?))
}

/// Records who a player is now (their name as last given), in `tx`.
pub(crate) async fn remember_player(
    tx: &mut Tx,
    player: &ids::Player,
    now: Timestamp,
) -> Result<()> {
    let name = player.name.trim();
    let name = if name.is_empty() {
        format!("player {}", player.id)
    } else {
        name.chars().take(100).collect()
    };
    hnefi_store::players::upsert(tx, player.id.0, "human", &name, now.millis()).await?;
    Ok(())
}
