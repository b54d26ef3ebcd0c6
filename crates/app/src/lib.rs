//! Hnefi's use cases, free of Discord: everything that happens between
//! "someone challenges someone" and "the result is recorded".
//!
//! Dependencies point inward: the bot calls this crate, this crate calls
//! the store (`hnefi-store`, SQL only), the rules engine and the AI. Data
//! flows one way: request → use case → store (the change and its event, in
//! one transaction) → outbox → [`Notifier`]s.
//!
//! ```no_run
//! # async fn run() -> Result<(), hnefi_app::Error> {
//! use std::sync::Arc;
//! use hnefi_app::*;
//!
//! let store = Store::open(&database_url_from_env()).await?;
//! let notifier = Arc::new(RecordingNotifier::new()); // the bot's own Notifier
//! let app = App::builder(store)
//!     .notifier("discord", notifier, StartAt::Beginning)
//!     .build()
//!     .await?;
//! let background = app.start(); // outbox delivery + deadline loop
//!
//! let me = Player::new(PlayerId::discord(1234), "Ragnar");
//! let mut req = ChallengeRequest::new(me, Place::new(Some(1), 2), "copenhagen");
//! req.time = "2h".parse()?;
//! let challenge = app.challenges().create(req).await?;
//! # let _ = challenge;
//! background.shutdown().await;
//! # Ok(()) }
//! ```
//!
//! # One feature, one room
//!
//! [`App`] is a thin front: it builds the features over one shared core and
//! hands out their handles. Each feature owns its use cases, its types and
//! its calls to the store:
//!
//! - [`Games`] (`games/`): moves, resignations, draws, aborts, the
//!   correspondence clock, boards and lists, records, the AI player;
//! - [`Challenges`] (`challenges/`): challenges, rematches, games against
//!   the AI;
//! - [`Ratings`] (`ratings/`): Glicko-2 per server and variant;
//! - [`Tournaments`] (`tournaments/`): round-robin, Swiss and knockout;
//! - [`Reviews`] (`reviews/`): the AI's reviews of finished games, kept
//!   once (docs/learning.md 1);
//! - [`Puzzles`] (`puzzles/`): puzzles from the corpora and from the
//!   server's own finished games, a puzzle rating per player, the daily
//!   puzzle (docs/learning.md 2);
//! - [`RuleSets`] (`rule_sets/`): a server's own rule sets, played under
//!   keys made of their rules (`core/variants.rs` turns any key into a
//!   variant, for every feature).
//!
//! The core (`core/`) holds the store behind transactions that know what
//! they wrote (so a commit wakes the outbox and the deadline loop by
//! itself), the [`Clock`], the lots and the [`Limits`]; it imports no
//! feature. Beside the features, [`events`] holds the events as the outbox
//! stores them, payload types of their own; `delivery` reads them back into
//! the features' views ([`Event`]) for the [`Notifier`]s; `background.rs`
//! runs the outbox and the deadline loop. No handle gives access to the
//! store. A feature uses another only through what its module root
//! exports; no module imports one that imports it back
//! (tests/architecture.rs).
//!
//! # Use cases return what the caller shows
//!
//! [`Games::play`] returns the board after the move ([`MovePlayed`]): the
//! game with its history, the move's captures and announcement, the
//! outcome, the clock, and the rating change when the move ended a rated
//! game. The game is read once (row, names and deadline in one query; the
//! replayed game from a cache by version) and written once (one batch).
//! Ratings change in the transaction that ends a game, wherever it ends,
//! and the change travels with the result ([`Board::rating`],
//! [`Event::GameFinished`]).
//!
//! # Events: the outbox
//!
//! Every change that others must hear about writes an event to the
//! `events` table **in the same transaction** as the change, in its stored
//! form ([`events::StoredEvent`]), which consumers receive as an [`Event`]. Delivery is a
//! separate step: each consumer (a [`Notifier`] with a stable name) has a
//! stored place in the outbox; pending events are handed to it in order,
//! and its place advances once it accepted them. A refused event is retried
//! after a pause that doubles from 1 s to 60 s, and later events wait
//! behind it, keeping the order. So a crash or restart loses nothing: on
//! [`App::start`] pending events are delivered first. The background
//! delivery stores a consumer's place at most every 200 ms (and at a
//! refusal, when idle, and at shutdown); [`App::deliver_pending`] stores it
//! every time. Delivery is therefore at least once: [`Delivery::id`] lets a
//! notifier ignore a repeat.
//!
//! The app's own consumers: `tournaments` (records finished tournament
//! games and pairs the next round, exactly once, in the transaction that
//! records the result) and, with [`AppBuilder::ai_player`], `ai` (the AI
//! answers moves). Another feature subscribes the same way, with
//! [`OnGameFinished`] or its own [`Notifier`].
//!
//! # Concurrency
//!
//! All writes go through the store's single writer connection in `BEGIN
//! IMMEDIATE` transactions. A move is read and checked on a read
//! connection, then written with a compare-and-set on the game's version:
//! if another change got in between, the move is checked again from
//! scratch. Two racing moves therefore give one applied move and one clear
//! refusal (not your turn, or [`Error::Stale`]), never a lost or doubled
//! move.
//!
//! # Refusals
//!
//! Refusals are [`Error`]s: data (which game, which side, which rule), no
//! words for players ([`Error::is_refusal`]); a refused request changes
//! nothing. Players and times: players are keyed by Discord user id (the AI
//! by negative ids, [`PlayerId::ai`]); times are Unix milliseconds (UTC).

mod background;
pub mod challenges;
mod core;
mod delivery;
mod error;
pub mod events;
pub mod games;
pub mod locales;
pub mod notices;
pub mod puzzles;
pub mod ratings;
pub mod reviews;
pub mod rule_sets;
pub mod stats;
pub mod tournaments;

use std::sync::Arc;

pub use background::{Background, SweepReport};
pub use challenges::{Challenge, ChallengeRequest, ChallengeStatus, Challenges, SideChoice};
pub use core::clock::{Clock, FastClock, ManualClock, SystemClock, Timestamp};
pub use core::consumer::{BoxFuture, NotifyError, StartAt};
pub use core::ids::{ChallengeId, EventId, GameId, Place, Player, PlayerId, TournamentId};
pub use core::variants::{is_rule_set_key, known as known_variant, rule_set_key};
pub use core::{LEASE_TTL, Limits};
pub use delivery::{Delivery, Event, Notifier, OnGameFinished, RecordingNotifier};
pub use error::{Error, PremoveLineError, Result, TournamentAction, TournamentRule};
pub use games::{
    Banks, Board, ClockState, DEFAULT_ALLOWANCE, DrawOffer, DrawOutcome, Exported,
    GameFinishedSubscriber, GameRef, GameResult, GameScope, GameSummary, GameView, Games,
    MAX_ALLOWANCE, MAX_LINE, MovePlayed, MoveRecord, MoveRequest, PlayedMove, Premoves,
    RecordFormat, TimeControl, TimeControlError, Vacation, VacationStatus, ai_name,
    format_duration,
};
pub use hnefi_store::{
    Backend, DEFAULT_DATABASE_URL, GameStatus, Store, StoreError, database_url_from_env,
};
pub use locales::Locales;
pub use notices::{NoticeSettings, Notices, TurnNotice};
pub use puzzles::{Answered, Posed, Puzzle, PuzzleRating, Puzzles, RatingMove, Step, Verdict};
pub use ratings::{PlayerChange, Rating, RatingCard, RatingChange, Ratings, Record};
pub use reviews::{Begun, Reviewed, Reviews, Ticket};
pub use rule_sets::{Created, RuleSetView, RuleSets};
pub use stats::{Figures, Stats, VariantStats};
pub use tournaments::{
    CrossRow, Crosstable, Entrant, Format, RoundView, Standing, Tournament, TournamentGame,
    TournamentRequest, TournamentStatus, Tournaments,
};

use background::Deadlines;
use core::Core;
use core::consumer::RawConsumer;
use core::outbox::Outbox;
use delivery::Notified;
use events::StoredEvent;
use games::AiMover;
use puzzles::PuzzleFinder;

/// The front: the features over one core, and the background work.
/// Cheap to clone (all clones share one state).
#[derive(Clone)]
pub struct App {
    inner: Arc<Inner>,
}

struct Inner {
    core: Arc<Core>,
    games: Games,
    challenges: Challenges,
    ratings: Ratings,
    locales: Locales,
    rule_sets: RuleSets,
    tournaments: Tournaments,
    notices: Notices,
    stats: Stats,
    reviews: Reviews,
    puzzles: Puzzles,
    outbox: Arc<Outbox>,
}

/// Builds an [`App`]: `App::builder(store).clock(..).notifier(..).build()`.
pub struct AppBuilder {
    store: Store,
    clock: Arc<dyn Clock>,
    seed: Option<u64>,
    notifiers: Vec<(String, Arc<dyn Notifier>, StartAt)>,
    limits: Limits,
    ai_player: bool,
    lease_ttl: std::time::Duration,
    review_time: Option<std::time::Duration>,
}

impl AppBuilder {
    /// The clock to read (default: the system's).
    pub fn clock(mut self, clock: Arc<dyn Clock>) -> AppBuilder {
        self.clock = clock;
        self
    }

    /// Seeds the lots (sides, first mover) so that games are reproducible;
    /// by default the seed comes from the system clock.
    pub fn seed(mut self, seed: u64) -> AppBuilder {
        self.seed = Some(seed);
        self
    }

    pub fn limits(mut self, limits: Limits) -> AppBuilder {
        self.limits = limits;
        self
    }

    /// How long a lease on background work lasts unless renewed
    /// (default [`LEASE_TTL`]): with several processes on PostgreSQL, the
    /// work of one that died is taken over after at most about this long.
    /// Tests shorten it.
    pub fn lease_ttl(mut self, ttl: std::time::Duration) -> AppBuilder {
        self.lease_ttl = ttl.max(std::time::Duration::from_millis(30));
        self
    }

    /// The time a review searches each position (default: its own share
    /// of its time box, `hnefi_ai::review::time_per_position`). Tests
    /// shorten it.
    pub fn review_time(mut self, per_position: std::time::Duration) -> AppBuilder {
        self.review_time = Some(per_position.max(std::time::Duration::from_millis(1)));
        self
    }

    /// Registers a consumer of events under a stable `name` (its place in
    /// the outbox is stored under it), such as the bot's `discord`.
    pub fn notifier(
        mut self,
        name: &str,
        notifier: Arc<dyn Notifier>,
        start: StartAt,
    ) -> AppBuilder {
        self.notifiers.push((name.to_string(), notifier, start));
        self
    }

    /// Lets the AI play: it answers every move in games against it (the
    /// `ai` consumer), and [`App::start`] resumes games it was left to move
    /// in.
    pub fn ai_player(mut self) -> AppBuilder {
        self.ai_player = true;
        self
    }

    /// Builds the features and registers the consumers: the app's own
    /// first (`tournaments` from the beginning of the outbox, so that a
    /// database from before them catches up; `ai` from now on), then the
    /// given ones. Pending events are delivered by [`App::start`] or
    /// [`App::deliver_pending`].
    pub async fn build(self) -> Result<App> {
        let core = Arc::new(Core::new(
            self.store,
            self.clock,
            self.seed,
            self.limits,
            self.lease_ttl,
        ));
        let games = Games::new(core.clone());
        let tournaments = Tournaments::new(core.clone());
        let mut notifiers: Vec<(String, Arc<dyn Notifier>, StartAt)> = vec![
            (
                "tournaments".to_string(),
                Arc::new(OnGameFinished(tournaments.clone())),
                StartAt::Beginning,
            ),
            (
                "puzzles".to_string(),
                Arc::new(OnGameFinished(PuzzleFinder::new(
                    core.clone(),
                    games.clone(),
                ))),
                StartAt::Now,
            ),
        ];
        if self.ai_player {
            let ai = Arc::new(AiMover::new(games.clone()));
            notifiers.push(("ai".to_string(), ai, StartAt::Now));
        }
        notifiers.extend(self.notifiers);
        let consumers = notifiers
            .into_iter()
            .map(|(name, notifier, start)| {
                let consumer: Arc<dyn RawConsumer> = Arc::new(Notified {
                    notifier,
                    core: core.clone(),
                });
                (name, consumer, start)
            })
            .collect();
        let outbox = Arc::new(Outbox::register(core.clone(), consumers).await?);
        Ok(App {
            inner: Arc::new(Inner {
                challenges: Challenges::new(core.clone()),
                ratings: Ratings::new(core.clone()),
                locales: Locales::new(core.clone()),
                rule_sets: RuleSets::new(core.clone()),
                notices: Notices::new(core.clone(), games.clone()),
                stats: Stats::new(core.clone()),
                reviews: Reviews::new(core.clone(), games.clone(), self.review_time),
                puzzles: Puzzles::new(core.clone()),
                games,
                tournaments,
                outbox,
                core,
            }),
        })
    }
}

impl App {
    pub fn builder(store: Store) -> AppBuilder {
        AppBuilder {
            store,
            clock: Arc::new(SystemClock),
            seed: None,
            notifiers: Vec::new(),
            limits: Limits::default(),
            ai_player: false,
            lease_ttl: LEASE_TTL,
            review_time: None,
        }
    }

    pub fn games(&self) -> &Games {
        &self.inner.games
    }

    pub fn challenges(&self) -> &Challenges {
        &self.inner.challenges
    }

    pub fn ratings(&self) -> &Ratings {
        &self.inner.ratings
    }

    pub fn tournaments(&self) -> &Tournaments {
        &self.inner.tournaments
    }

    pub fn locales(&self) -> &Locales {
        &self.inner.locales
    }

    pub fn rule_sets(&self) -> &RuleSets {
        &self.inner.rule_sets
    }

    pub fn notices(&self) -> &Notices {
        &self.inner.notices
    }

    pub fn stats(&self) -> &Stats {
        &self.inner.stats
    }

    pub fn reviews(&self) -> &Reviews {
        &self.inner.reviews
    }

    pub fn puzzles(&self) -> &Puzzles {
        &self.inner.puzzles
    }

    pub fn now(&self) -> Timestamp {
        self.inner.core.now()
    }

    pub fn limits(&self) -> Limits {
        self.inner.core.limits()
    }

    /// Delivers every pending event to every consumer, in order, now;
    /// how many deliveries were accepted.
    pub async fn deliver_pending(&self) -> Result<usize> {
        self.inner.outbox.deliver_pending().await
    }

    /// How many events a consumer has not accepted yet.
    pub async fn pending_events(&self, consumer: &str) -> Result<usize> {
        self.inner.outbox.pending_events(consumer).await
    }

    /// The events written after `after` (at most 10 000), oldest first:
    /// the outbox as a log, for tests and inspection. Events this build
    /// cannot read are left out.
    pub async fn events_since(&self, after: EventId) -> Result<Vec<Event>> {
        let payloads = self.inner.outbox.payloads_since(after).await?;
        Ok(payloads
            .iter()
            .filter_map(|payload| StoredEvent::from_json(payload).ok())
            .map(Event::from)
            .collect())
    }

    /// Does everything that is due at the clock's time: reminders, timeouts
    /// (aborts when the side to move has not made its first move), expired
    /// challenges, closed sign-ups. Each is written with its event in one
    /// transaction and happens once however often this runs. The deadline
    /// loop calls it; tests call it after moving the clock.
    pub async fn sweep(&self) -> Result<SweepReport> {
        self.deadlines().sweep().await
    }

    /// When the next clock, challenge or sign-up needs attention.
    pub async fn next_due(&self) -> Result<Option<Timestamp>> {
        self.deadlines().next_due().await
    }

    /// Makes the deadline loop look at the clock again now (after a test
    /// moved a manual clock).
    pub fn wake_clock(&self) {
        self.inner.core.wake_clock();
    }

    /// Starts the background work of a running bot: delivering events
    /// (pending ones first) and the deadline loop (which first catches up
    /// on everything that fell due while the bot was down); the AI picks up
    /// the games it was left to move in. Needs a Tokio runtime.
    pub fn start(&self) -> Background {
        background::start(self.inner.outbox.clone(), self.deadlines())
    }

    /// Gives up this process's leases and closes the database (after
    /// [`Background::shutdown`]).
    pub async fn close(&self) {
        self.inner.outbox.release_all().await;
        self.inner.core.close().await;
    }

    fn deadlines(&self) -> Deadlines {
        Deadlines {
            core: self.inner.core.clone(),
            games: self.inner.games.clone(),
            challenges: self.inner.challenges.clone(),
            tournaments: self.inner.tournaments.clone(),
            notices: self.inner.notices.clone(),
            puzzles: self.inner.puzzles.clone(),
        }
    }
}
