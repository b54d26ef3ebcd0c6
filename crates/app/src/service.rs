//! The service: its construction, shared helpers, and the background work
//! (outbox delivery and the deadline loop).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use hnefi_engine::{Game, MoveText, Position, variant};
use hnefi_store::{Conn, GameRow, MoveRow, Store};
use tokio::sync::{Notify, watch};
use tokio::task::JoinHandle;

use crate::clock::{Clock, SystemClock, Timestamp};
use crate::error::{Error, Result};
use crate::events::{Event, Notifier, OnGameFinished, StartAt};
use crate::outbox::Consumer;
use crate::ratings::RatingsConsumer;
use crate::tournament::TournamentsConsumer;
use crate::types::GameId;
use crate::views::{GameSummary, decode};

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
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            challenge_lifetime: Duration::from_secs(24 * 3600),
            open_challenges_per_author: 10,
            reminder_percent: 80,
        }
    }
}

/// The game service: every use case between a challenge and a recorded
/// result. Cheap to clone (all clones share one state).
#[derive(Clone)]
pub struct Service {
    pub(crate) inner: Arc<Inner>,
}

pub(crate) struct Inner {
    pub store: Store,
    pub clock: Arc<dyn Clock>,
    pub rng: Mutex<u64>,
    pub consumers: Vec<Arc<Consumer>>,
    pub cache: Mutex<GameCache>,
    /// Wakes the deadline loop (tests that move a manual clock).
    pub clock_wake: Notify,
    /// When the deadline loop means to look next (clock millis): a new
    /// deadline before it wakes the loop early.
    pub clock_next: std::sync::atomic::AtomicI64,
    pub limits: Limits,
}

/// Builds a [`Service`]: `Service::builder(store).clock(..).notifier(..).build()`.
pub struct ServiceBuilder {
    store: Store,
    clock: Arc<dyn Clock>,
    seed: Option<u64>,
    notifiers: Vec<(String, Arc<dyn Notifier>, StartAt)>,
    limits: Limits,
}

impl ServiceBuilder {
    /// The clock to read (default: the system's).
    pub fn clock(mut self, clock: Arc<dyn Clock>) -> ServiceBuilder {
        self.clock = clock;
        self
    }

    /// Seeds the lots (sides, first mover) so that games are reproducible;
    /// by default the seed comes from the system clock.
    pub fn seed(mut self, seed: u64) -> ServiceBuilder {
        self.seed = Some(seed);
        self
    }

    pub fn limits(mut self, limits: Limits) -> ServiceBuilder {
        self.limits = limits;
        self
    }

    /// Registers a consumer of events under a stable `name` (its place in
    /// the outbox is stored under it). The bot registers its notifier
    /// (e.g. `"discord"`); ratings and tournaments register their own.
    pub fn notifier(
        mut self,
        name: &str,
        notifier: Arc<dyn Notifier>,
        start: StartAt,
    ) -> ServiceBuilder {
        self.notifiers.push((name.to_string(), notifier, start));
        self
    }

    /// Registers the consumers and returns the service. Pending events are
    /// delivered by [`Service::start`] or [`Service::deliver_pending`].
    ///
    /// The service's own consumers come first: `ratings` and
    /// `tournaments` (both from the beginning of the outbox, so that a
    /// database from before them catches up).
    pub async fn build(self) -> Result<Service> {
        let now = self.clock.now();
        let mut consumers = Vec::new();
        let ratings = RatingsConsumer::new();
        let tournaments = TournamentsConsumer::new();
        let own: Vec<(String, Arc<dyn Notifier>, StartAt)> = vec![
            (
                "ratings".to_string(),
                Arc::new(OnGameFinished(ratings.clone())),
                StartAt::Beginning,
            ),
            (
                "tournaments".to_string(),
                Arc::new(OnGameFinished(tournaments.clone())),
                StartAt::Beginning,
            ),
        ];
        {
            let mut tx = self.store.write().await?;
            let last = hnefi_store::events::last_id(&mut tx).await?;
            for (name, notifier, start) in own.into_iter().chain(self.notifiers) {
                if consumers.iter().any(|c: &Arc<Consumer>| c.name == name) {
                    return Err(Error::Internal(format!("two consumers are named `{name}`")));
                }
                let after = match start {
                    StartAt::Beginning => 0,
                    StartAt::Now => last,
                };
                let row = hnefi_store::events::ensure_consumer(&mut tx, &name, after, now.millis())
                    .await?;
                consumers.push(Arc::new(Consumer::new(name, notifier, row.delivered_up_to)));
            }
            tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        }
        let seed = self.seed.unwrap_or_else(|| {
            let t = SystemClock.now().millis() as u64;
            t ^ (u64::from(std::process::id()) << 32) ^ 0x9E37_79B9_7F4A_7C15
        });
        let service = Service {
            inner: Arc::new(Inner {
                store: self.store,
                clock: self.clock,
                rng: Mutex::new(seed),
                consumers,
                cache: Mutex::new(GameCache::default()),
                clock_wake: Notify::new(),
                clock_next: std::sync::atomic::AtomicI64::new(i64::MAX),
                limits: self.limits,
            }),
        };
        let _ = ratings.service.set(service.downgrade());
        let _ = tournaments.service.set(service.downgrade());
        Ok(service)
    }
}

/// A service reference that does not keep it alive (for its own consumers).
#[derive(Clone)]
pub(crate) struct WeakService(std::sync::Weak<Inner>);

impl WeakService {
    pub fn upgrade(&self) -> Option<Service> {
        self.0.upgrade().map(|inner| Service { inner })
    }
}

impl Service {
    pub(crate) fn downgrade(&self) -> WeakService {
        WeakService(Arc::downgrade(&self.inner))
    }

    pub fn builder(store: Store) -> ServiceBuilder {
        ServiceBuilder {
            store,
            clock: Arc::new(SystemClock),
            seed: None,
            notifiers: Vec::new(),
            limits: Limits::default(),
        }
    }

    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    pub fn now(&self) -> Timestamp {
        self.inner.clock.now()
    }

    pub fn limits(&self) -> Limits {
        self.inner.limits
    }

    /// Closes the database (after [`Background::shutdown`]).
    pub async fn close(&self) {
        self.inner.store.close().await;
    }

    /// A fair coin from the seeded generator (SplitMix64).
    pub(crate) fn coin(&self) -> bool {
        let mut state = self.inner.rng.lock().expect("not poisoned");
        *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        z & 1 == 1
    }

    /// An event as the outbox stores it: (kind, JSON).
    pub(crate) fn payload(&self, event: &Event) -> Result<(&'static str, String)> {
        let payload =
            serde_json::to_string(event).map_err(|e| Error::Internal(format!("event: {e}")))?;
        Ok((event.kind(), payload))
    }

    /// Writes an event to the outbox inside the caller's transaction.
    pub(crate) async fn emit(&self, tx: &mut Conn, event: &Event, now: Timestamp) -> Result<()> {
        let (_, payload) = self.payload(event)?;
        hnefi_store::events::append(
            tx,
            event.kind(),
            event.game().map(|g| g.id.0),
            event.challenge().map(|c| c.0),
            &payload,
            now.millis(),
        )
        .await?;
        Ok(())
    }

    /// Tells the consumers that events were committed.
    pub(crate) fn wake_consumers(&self) {
        for consumer in &self.inner.consumers {
            consumer.wake.notify_one();
        }
    }

    /// Makes the deadline loop look at the clock again now (after a test
    /// moved a manual clock).
    pub fn wake_clock(&self) {
        self.inner.clock_wake.notify_one();
    }

    /// A deadline needing attention at `at` (clock millis) was committed:
    /// wake the deadline loop if it planned to sleep past it.
    pub(crate) fn note_deadline(&self, at: i64) {
        use std::sync::atomic::Ordering;
        if at < self.inner.clock_next.load(Ordering::Relaxed) {
            self.inner.clock_next.store(at, Ordering::Relaxed);
            self.wake_clock();
        }
    }

    /// The game row, or `UnknownGame`.
    pub(crate) async fn game_row(conn: &mut Conn, id: GameId) -> Result<GameRow> {
        hnefi_store::games::get(conn, id.0)
            .await?
            .ok_or(Error::UnknownGame(id))
    }

    /// The engine's game for a row: from the cache when it holds this
    /// version, else replayed from the stored moves.
    pub(crate) async fn engine_game(&self, conn: &mut Conn, row: &GameRow) -> Result<Game> {
        if let Some(game) = self.cache().get(row.id, row.version) {
            return Ok(game);
        }
        // Moves committed after `row` was read are left out: the game is
        // the one of the row's version.
        let moves = hnefi_store::moves::of_game_upto(conn, row.id, row.plies).await?;
        if moves.len() as i64 != row.plies {
            return Err(Error::Internal(format!(
                "game #{} has {} of its {} moves",
                row.id,
                moves.len(),
                row.plies
            )));
        }
        let game = replay(row, &moves)?;
        if row.status == "active" {
            self.cache().put(row.id, row.version, &game);
        }
        Ok(game)
    }

    pub(crate) fn cache(&self) -> std::sync::MutexGuard<'_, GameCache> {
        self.inner.cache.lock().expect("not poisoned")
    }

    /// Starts the background work of a running bot: delivering events
    /// (pending ones first) and the deadline loop (which first catches up
    /// on everything that fell due while the bot was down). One per
    /// process. Needs a Tokio runtime.
    pub fn start(&self) -> Background {
        let (stop, stopped) = watch::channel(false);
        let mut tasks = Vec::new();
        for consumer in &self.inner.consumers {
            let service = self.clone();
            let consumer = consumer.clone();
            let stopped = stopped.clone();
            tasks.push(tokio::spawn(async move {
                service.delivery_loop(consumer, stopped).await;
            }));
        }
        let service = self.clone();
        tasks.push(tokio::spawn(async move {
            service.deadline_loop(stopped).await;
        }));
        Background { stop, tasks }
    }
}

/// The running background tasks of [`Service::start`].
pub struct Background {
    stop: watch::Sender<bool>,
    tasks: Vec<JoinHandle<()>>,
}

impl Background {
    /// Stops the loops after the work at hand and waits for them.
    pub async fn shutdown(self) {
        let _ = self.stop.send(true);
        for task in self.tasks {
            let _ = task.await;
        }
    }
}

/// Replays a stored game: its start, its moves, and an outside end
/// (resignation, timeout, agreed draw, abort) if it has one.
pub(crate) fn replay(row: &GameRow, moves: &[MoveRow]) -> Result<Game> {
    let broken = |what: String| Error::Internal(format!("game #{} is damaged: {what}", row.id));
    let variant = variant::by_key(&row.variant).map_err(|e| broken(e.to_string()))?;
    let start =
        Position::parse(&variant, &row.start_position).map_err(|e| broken(e.to_string()))?;
    let mut game = Game::new(start);
    for m in moves {
        let text = MoveText::parse(&m.notation).map_err(|e| broken(e.to_string()))?;
        game.play(text.mv)
            .map_err(|e| broken(format!("ply {} `{}`: {e}", m.ply, m.notation)))?;
    }
    if let (Some(w), Some(r)) = (&row.winner, &row.reason) {
        if !game.is_over() {
            let outcome = hnefi_engine::Outcome::new(decode(w)?, decode(r)?);
            game.finish(outcome).map_err(|e| broken(e.to_string()))?;
        }
    }
    Ok(game)
}

/// Replayed games of active games by (id, version), so that a move does
/// not replay the whole game. Versions make it safe: a stale entry is
/// never used.
#[derive(Default)]
pub(crate) struct GameCache {
    games: HashMap<i64, (i64, Game)>,
}

impl GameCache {
    const CAPACITY: usize = 4096;

    pub fn get(&self, id: i64, version: i64) -> Option<Game> {
        match self.games.get(&id) {
            Some((v, game)) if *v == version => Some(game.clone()),
            _ => None,
        }
    }

    pub fn put(&mut self, id: i64, version: i64, game: &Game) {
        if self.games.len() >= GameCache::CAPACITY && !self.games.contains_key(&id) {
            self.games.clear();
        }
        self.games.insert(id, (version, game.clone()));
    }

    pub fn remove(&mut self, id: i64) {
        self.games.remove(&id);
    }
}

/// The summary of a game after a change made in the current transaction,
/// read back on the writer connection.
pub(crate) async fn summary_in(conn: &mut Conn, id: GameId) -> Result<GameSummary> {
    GameSummary::from_row(&Service::game_row(conn, id).await?)
}
