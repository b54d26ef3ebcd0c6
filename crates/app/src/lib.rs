//! Hnefi's use cases, free of Discord: everything that happens to a game
//! between "someone challenges someone" and "the result is recorded".
//!
//! Dependencies point inward: the bot calls this crate, this crate calls
//! the store (`hnefi-store`, SQL only) and the rules engine
//! (`hnefi-engine`). Data flows one way: command → [`Service`] → store →
//! event → [`Notifier`].
//!
//! ```no_run
//! # async fn run() -> Result<(), hnefi_app::Error> {
//! use std::sync::Arc;
//! use hnefi_app::*;
//!
//! let store = Store::open(&database_url_from_env()).await?;
//! let notifier = Arc::new(RecordingNotifier::new()); // the bot's own Notifier
//! let service = Service::builder(store)
//!     .notifier("discord", notifier, StartAt::Beginning)
//!     .build()
//!     .await?;
//! let background = service.start(); // outbox delivery + deadline loop
//!
//! let me = Player::new(PlayerId::discord(1234), "Ragnar");
//! let place = Place::new(Some(1), 2);
//! let mut req = ChallengeRequest::new(me, place, "copenhagen");
//! req.time = "2h".parse()?;
//! let challenge = service.create_challenge(req).await?;
//! # let _ = challenge;
//! background.shutdown().await;
//! # Ok(()) }
//! ```
//!
//! # The service
//!
//! [`Service`] holds the store, an injected [`Clock`] ([`SystemClock`], or
//! a [`ManualClock`] that tests move by hand), a seeded random generator
//! for lots, and the registered notifiers. Its methods are the use cases:
//!
//! - challenges: [`Service::create_challenge`], [`Service::accept_challenge`]
//!   (starts the game), [`Service::decline_challenge`],
//!   [`Service::cancel_challenge`], [`Service::rematch`],
//!   [`Service::challenge`], [`Service::open_challenges_in`],
//!   [`Service::open_challenges_of`], [`Service::set_challenge_message`];
//! - games: [`Service::submit_move`], [`Service::resign`],
//!   [`Service::offer_draw`] (accepts a pending offer of the opponent),
//!   [`Service::accept_draw`], [`Service::decline_draw`], [`Service::abort`],
//!   [`Service::game`], [`Service::load_game`] (full history, replayed),
//!   [`Service::active_games_of`], [`Service::finished_games_of`],
//!   [`Service::games_in`], [`Service::active_games_here`] and
//!   [`Service::resolve_game`] (the `game` option left out),
//!   [`Service::set_game_thread`], [`Service::export`], [`Service::import`];
//! - ratings: [`Service::settle_rating`], [`Service::rating_change`],
//!   [`Service::rating`], [`Service::ratings_of`], [`Service::leaderboard`];
//! - tournaments: [`Service::create_tournament`],
//!   [`Service::join_tournament`], [`Service::leave_tournament`],
//!   [`Service::start_tournament`], [`Service::cancel_tournament`],
//!   [`Service::tournament_standings`], [`Service::tournament_games`],
//!   [`Service::resolve_tournament`], [`Service::set_organizer_role`];
//! - the clock and the outbox: [`Service::start`] (background loops),
//!   [`Service::sweep`], [`Service::deliver_pending`], [`Service::next_due`].
//!
//! Refusals are [`Error`]s whose message tells the player what to do
//! instead ([`Error::is_refusal`]); a refused request changes nothing.
//!
//! # Events: the outbox
//!
//! Every change that others must hear about writes an [`Event`] to the
//! `events` table **in the same transaction** as the change. Delivery is a
//! separate step: each registered consumer (a [`Notifier`] with a stable
//! name) has a stored place in the outbox (`event_consumers`); pending
//! events (after that place) are handed to it in order, and its place
//! advances once it accepted them. A refused event is retried after a
//! pause that doubles from 1 s to 60 s, and later events wait behind it,
//! keeping the order. So a crash or restart loses nothing: on
//! [`Service::start`] pending events are delivered first. The background
//! delivery stores a consumer's place at most every 200 ms (and at a
//! refusal, when idle, and at shutdown) rather than after every event,
//! which would double the writes of a busy bot; [`Service::deliver_pending`]
//! stores it every time. Delivery is therefore at least once: a crash can
//! repeat the deliveries of its last moment, and [`Delivery::id`] lets a
//! notifier ignore a repeat.
//!
//! # Subscribing to finished games (ratings, tournaments)
//!
//! Later features do not get called by the game code. They register a
//! consumer of their own, with its own place in the outbox, and react to
//! [`Event::GameFinished`]. The service's own `ratings` (Glicko-2, see
//! `ratings.rs`) and `tournaments` (recording results and pairing the next
//! round, see [`tournament`]) consumers are registered by
//! [`ServiceBuilder::build`]; another feature looks like this:
//!
//! ```no_run
//! # use std::sync::Arc;
//! # use hnefi_app::*;
//! struct Tally;
//! impl GameFinishedSubscriber for Tally {
//!     fn game_finished<'a>(&'a self, id: EventId, game: &'a GameSummary)
//!         -> BoxFuture<'a, Result<(), NotifyError>> {
//!         Box::pin(async move {
//!             if game.counts_for_rating() { /* count it, idempotent on `id` */ }
//!             Ok(())
//!         })
//!     }
//! }
//! # async fn build(store: Store) -> Result<Service, Error> {
//! Service::builder(store)
//!     .notifier("tally", Arc::new(OnGameFinished(Tally)), StartAt::Beginning)
//!     .build().await
//! # }
//! ```
//!
//! Being separate consumers, a failing Discord post never holds back the
//! ratings, and a new feature registered with [`StartAt::Beginning`] sees
//! every game ever finished.
//!
//! # The correspondence clock
//!
//! A timed game has one row in `deadlines`: the side and player to move,
//! when their time started, when to remind them (80% of the per-move time)
//! and when it runs out. Each move replaces it in the move's transaction;
//! the end of a game removes it. [`Service::sweep`] looks for due rows and
//! handles each in its own write transaction, re-checked under the lock:
//! a reminder sets `reminded_at` and writes [`Event::Reminder`]; a passed
//! deadline ends the game ([`Reason::Timeout`](hnefi_engine::Reason), the
//! side that failed to move loses; if that side never made its first move
//! the game is aborted instead) and writes [`Event::GameFinished`]. State
//! and event commit together, so each fires exactly once, whatever
//! restarts. The deadline loop of [`Service::start`] (one per process)
//! sweeps at once when started (catching up on everything that fell due
//! while the bot was down), then sleeps until the next due time (at most
//! 30 s). A move, resignation or draw sent after the deadline but before
//! the sweep ends the game on time first and is refused.
//!
//! # Concurrency
//!
//! All writes go through the store's single writer connection in `BEGIN
//! IMMEDIATE` transactions. A move is read and checked on a read
//! connection (the replayed game is cached by game and version), then
//! written with a compare-and-set on the game's version (the rest of the
//! move, its ply, clock, draw-offer lapse and events, follows in one batch
//! of statements): if another change got in between, the move is checked
//! again from scratch. Two racing
//! moves therefore give one applied move and one clear refusal (not your
//! turn, or [`Error::Stale`] for a move based on an older version), never
//! a lost or doubled move; the `(game, ply)` primary key of `moves` backs
//! this up.
//!
//! # Decisions where the issue is silent
//!
//! - **Ids and times.** Players are keyed by Discord user id (`kind`
//!   column `human`; non-human players will get negative ids). Times are
//!   Unix milliseconds (UTC). Guild, channel, thread and message ids are
//!   integers.
//! - **Rated.** A custom start position makes a challenge unrated (as
//!   discord.md says); aborted games never count
//!   ([`GameSummary::counts_for_rating`]). Imported records are unrated.
//! - **Custom starts** must be playable positions of the variant and not
//!   already decided. A custom start equal to the layout's start is not
//!   custom. The side to move written in a custom position moves first,
//!   even in Tafl (no lot).
//! - **Lots.** The author's side `random` and Tafl's first mover are drawn
//!   when the challenge is accepted; [`GameStarted`](Event::GameStarted)
//!   says whether the first mover was drawn.
//! - **Challenges** last 24 hours. An author may have at most 10 open
//!   challenges. Only the addressee may decline a direct challenge; an
//!   open challenge cannot be declined (it is ignored, cancelled by its
//!   author, or expires). Accepting an expired challenge expires it on the
//!   spot and says so.
//! - **Moves** are given in notation (any form rules.md 2 accepts). A
//!   capture suffix is optional, but if written it must be what the move
//!   captures: a player who expects a capture that does not happen is
//!   told instead of surprised.
//! - **Versions.** A game's version counts its moves and its end. Draw
//!   offers and threads do not change it, so a move based on the board a
//!   player saw still goes through when the opponent offers a draw
//!   meanwhile.
//! - **Draws.** `/draw` offers, or accepts the opponent's pending offer.
//!   Either player may offer at any time of a live game, one offer pending
//!   per game. An offer lapses when its maker moves (so offer after your
//!   move, as over the board); moving does not decline the opponent's
//!   offer. After a declined offer, its maker must move before offering
//!   again. A game that ends otherwise voids a pending offer.
//! - **Abort** is allowed to either player while at least one side has
//!   not made a move (fewer than two plies). A timeout in that phase
//!   aborts too.
//! - **Resign** is allowed at any time of a live game, on either turn.
//! - **Reminders** go out once per move, at 80% of the per-move time; a
//!   deadline that passed while the bot was down ends the game without a
//!   reminder first.
//! - **Rematch** is asked by either player of a game that is over (not of
//!   an imported record): a direct challenge to the opponent with sides
//!   swapped, same variant, layout, custom start, time and rating, one
//!   pending rematch per game.
//! - **Import** stores a record (native or OpenTafl) as an archived game
//!   owned by the importer (status `imported`): checked by replaying it,
//!   shown, exported (with its original headers) and replayed, never
//!   played on or rated.
//! - **Export** writes the native record with `attackers`, `defenders`,
//!   their ids, `date`, `time`, `rated`, `game`, `site` headers.
//! - **The game option.** [`Service::resolve_game`] picks the caller's only
//!   active game whose channel or thread is where the command was used.
//!   The bot records the thread it opens with [`Service::set_game_thread`].

mod ai_player;
mod challenges;
mod clock;
mod clockwork;
mod error;
mod events;
mod games;
mod outbox;
mod ratings;
mod service;
mod time_control;
pub mod tournament;
mod types;
mod views;

pub use ai_player::{AiMover, ai_name};
pub use challenges::ChallengeRequest;
pub use clock::{Clock, FastClock, ManualClock, SystemClock, Timestamp};
pub use clockwork::SweepReport;
pub use error::{Error, Result};
pub use events::{
    BoxFuture, Delivery, Event, GameFinishedSubscriber, Notifier, NotifyError, OnGameFinished,
    PlayedMove, RecordingNotifier, StartAt,
};
pub use games::{DrawOutcome, MoveOutcome, MoveRequest};
pub use hnefi_store::{DEFAULT_DATABASE_URL, Store, StoreError, database_url_from_env};
pub use ratings::{
    PROVISIONAL_DEVIATION, PlayerChange, Rating, RatingCard, RatingChange, Record, rate_game,
    rate_period,
};
pub use service::{Background, Limits, Service, ServiceBuilder};
pub use time_control::{TimeControl, TimeControlError};
pub use tournament::{
    Entrant, Format, Standing, Tournament, TournamentGame, TournamentRequest, TournamentStatus,
};
pub use types::{
    ChallengeId, ChallengeStatus, EventId, GameId, GameResult, GameStatus, Place, Player, PlayerId,
    SideChoice, TournamentId,
};
pub use views::{Challenge, ClockState, DrawOffer, GameSummary, GameView, MoveRecord};
