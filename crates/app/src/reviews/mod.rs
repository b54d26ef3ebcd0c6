//! `/review game` (docs/learning.md 1): the AI's review of a finished or
//! imported game, searched position by position on the core's bounded AI
//! pool, stored once, so that a second `/review` of the game is instant.
//!
//! One review at a time per person, and one per game: on PostgreSQL,
//! where several processes serve, under leases (`review-by:PLAYER`,
//! `review-of:GAME`) renewed as the review goes, so a process killed
//! mid-review frees both when the leases expire; in this process also by a
//! set of what is running (SQLite has one process and no leases). At most
//! [`QUEUED_REVIEWS`] reviews wait for the pool at once in a process: more
//! are refused as busy rather than queued for minutes.

mod stored;

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use hnefi_ai::SearchLimits;
use hnefi_ai::review::{self, GameReview, Judgement};
use hnefi_engine::Game;
use hnefi_store::GameStatus;
use tokio::sync::Semaphore;

use crate::core::Core;
use crate::core::clock::Timestamp;
use crate::core::ids::{GameId, PlayerId};
use crate::error::{Error, Result};
use crate::games::{Board, GameRef, Games};

/// Reviews that may wait for the AI pool at once in one process.
pub const QUEUED_REVIEWS: usize = 4;

/// A game and its review.
#[derive(Clone, Debug)]
pub struct Reviewed {
    /// The game as it stands (its players, its moves for the pictures).
    pub board: Board,
    pub review: GameReview,
    /// The time each position was searched.
    pub per_position: Duration,
    pub reviewed_at: Timestamp,
    /// Whether it was made for this request (else it was stored).
    pub fresh: bool,
}

/// What [`Reviews::begin`] found.
pub enum Begun {
    /// The game was reviewed before.
    Stored(Box<Reviewed>),
    /// A review to make, with [`Reviews::finish`].
    Ticket(Ticket),
}

/// A review about to be made: the game, and the places it holds (given
/// back when the ticket is dropped, used or not).
pub struct Ticket {
    board: Box<Board>,
    started: Started,
}

impl Ticket {
    /// The game to review.
    pub fn board(&self) -> &Board {
        &self.board
    }
}

/// The reviews feature.
#[derive(Clone)]
pub struct Reviews {
    core: Arc<Core>,
    games: Games,
    /// Who and what is being reviewed in this process.
    running: Arc<Mutex<Running>>,
    queue: Arc<Semaphore>,
    /// The time each position gets; `None` for the review's own share of
    /// its time box (`hnefi_ai::review::time_per_position`).
    per_position: Option<Duration>,
}

#[derive(Default)]
struct Running {
    players: HashSet<PlayerId>,
    games: HashSet<GameId>,
}

impl Reviews {
    pub(crate) fn new(core: Arc<Core>, games: Games, per_position: Option<Duration>) -> Reviews {
        Reviews {
            core,
            games,
            running: Arc::default(),
            queue: Arc::new(Semaphore::new(QUEUED_REVIEWS)),
            per_position,
        }
    }

    /// The stored review of the game `which` means, if it has one.
    pub async fn stored(
        &self,
        which: impl Into<GameRef>,
        by: PlayerId,
    ) -> Result<Option<Reviewed>> {
        let board = self.games.board(which, by).await?;
        Ok(self.stored_of(board).await?.ok())
    }

    /// The review of the game `which` means: the stored one, else a new
    /// one (searched now, which takes up to about a minute, then stored).
    pub async fn review(&self, which: impl Into<GameRef>, by: PlayerId) -> Result<Reviewed> {
        match self.begin(which, by).await? {
            Begun::Stored(done) => Ok(*done),
            Begun::Ticket(ticket) => self.finish(ticket).await,
        }
    }

    /// Everything that may refuse a review, at once: the stored review if
    /// there is one, else a ticket holding the person's and the game's
    /// places for [`Reviews::finish`] (a bot answers a refusal privately,
    /// then says it is working).
    pub async fn begin(&self, which: impl Into<GameRef>, by: PlayerId) -> Result<Begun> {
        let board = self.games.board(which, by).await?;
        let id = board.summary.id;
        if board.summary.status == GameStatus::Active {
            return Err(Error::ReviewUnfinished(id));
        }
        if board.game.plies().is_empty() {
            return Err(Error::NothingToReview(id));
        }
        let board = match self.stored_of(board).await? {
            Ok(done) => return Ok(Begun::Stored(Box::new(done))),
            Err(board) => board,
        };
        let started = self.start(id, by).await?;
        Ok(Begun::Ticket(Ticket {
            board: Box::new(board),
            started,
        }))
    }

    /// Searches, stores and returns the review a ticket is for.
    pub async fn finish(&self, ticket: Ticket) -> Result<Reviewed> {
        let Ticket { board, started } = ticket;
        let board = *board;
        let (id, by) = (started.game, started.by);
        // Another process may have finished it meanwhile.
        let board = match self.stored_of(board).await? {
            Ok(done) => return Ok(done),
            Err(board) => board,
        };
        let per_position = self
            .per_position
            .unwrap_or_else(|| review::time_per_position(&board.game));
        let (anchor, judged) = self.search(&board.game, per_position, id, by).await?;
        let reviewed = review::assemble(&board.game, &judged, anchor);
        let now = self.core.now();
        let row = hnefi_store::reviews::ReviewRow {
            game_id: id.0,
            requested_by: by.0,
            per_position_ms: per_position.as_millis() as i64,
            body: stored::to_json(&reviewed),
            created_at: now.millis(),
        };
        let mut tx = self.core.write().await?;
        let written = hnefi_store::reviews::insert(&mut tx, &row).await?;
        self.core.commit(tx).await?;
        drop(started);
        if !written {
            // Someone else's review got in first: show theirs, as stored.
            if let Ok(done) = self.stored_of(board.clone()).await? {
                return Ok(done);
            }
        }
        Ok(Reviewed {
            board,
            review: reviewed,
            per_position,
            reviewed_at: now,
            fresh: true,
        })
    }

    /// The board with its stored review, or the board back when it has none.
    async fn stored_of(&self, board: Board) -> Result<std::result::Result<Reviewed, Board>> {
        let mut conn = self.core.read().await?;
        let Some(row) = hnefi_store::reviews::get(&mut conn, board.summary.id.0).await? else {
            return Ok(Err(board));
        };
        let review = stored::from_json(&row.body, &board.game)?;
        Ok(Ok(Reviewed {
            board,
            review,
            per_position: Duration::from_millis(row.per_position_ms.max(0) as u64),
            reviewed_at: Timestamp(row.created_at),
            fresh: false,
        }))
    }

    /// Takes the person's and the game's places, or says why not.
    async fn start(&self, game: GameId, by: PlayerId) -> Result<Started> {
        let queued = self
            .queue
            .clone()
            .try_acquire_owned()
            .map_err(|_| Error::ReviewsBusy)?;
        {
            let mut running = self.running.lock().expect("running reviews");
            if running.players.contains(&by) {
                return Err(Error::ReviewRunning);
            }
            if running.games.contains(&game) {
                return Err(Error::ReviewUnderWay(game));
            }
            running.players.insert(by);
            running.games.insert(game);
        }
        let started = Started {
            reviews: self.clone(),
            game,
            by,
            leased: Vec::new(),
            _queued: queued,
        };
        self.lease(started).await
    }

    async fn lease(&self, mut started: Started) -> Result<Started> {
        let (by, game) = (started.by, started.game);
        if !self.core.claim(&player_lease(by)).await? {
            return Err(Error::ReviewRunning);
        }
        started.leased.push(player_lease(by));
        if !self.core.claim(&game_lease(game)).await? {
            return Err(Error::ReviewUnderWay(game));
        }
        started.leased.push(game_lease(game));
        Ok(started)
    }

    /// The even point of the game's variant and one search per position,
    /// each waiting its turn in the AI pool; the leases are renewed as it
    /// goes.
    async fn search(
        &self,
        game: &Game,
        per_position: Duration,
        id: GameId,
        by: PlayerId,
    ) -> Result<(i32, Vec<Judgement>)> {
        let limits = SearchLimits::time(per_position);
        let variant = game.start().variant().clone();
        let anchor = self
            .core
            .on_ai_pool(move || review::start_anchor(&variant))
            .await?;
        let renew_every = self.core.lease_ttl() / 3;
        let mut renewed = std::time::Instant::now();
        let mut judged = Vec::new();
        for prefix in review::positions(game) {
            if renewed.elapsed() >= renew_every {
                if !self.core.claim(&player_lease(by)).await?
                    || !self.core.claim(&game_lease(id)).await?
                {
                    // The leases lapsed (a stalled process): another may
                    // have started the same review; leave it to that one.
                    return Err(Error::ReviewUnderWay(id));
                }
                renewed = std::time::Instant::now();
            }
            let limits = limits.clone();
            let found = self
                .core
                .on_ai_pool(move || review::judge(&prefix, &limits))
                .await?;
            match found {
                Ok(judgement) => judged.push(judgement),
                // The position has no move: nothing after it to judge.
                Err(_) => break,
            }
        }
        Ok((anchor, judged))
    }
}

fn player_lease(by: PlayerId) -> String {
    format!("review-by:{}", by.0)
}

fn game_lease(game: GameId) -> String {
    format!("review-of:{}", game.0)
}

/// A review under way: gives its places back when dropped, however the
/// review ended.
struct Started {
    reviews: Reviews,
    game: GameId,
    by: PlayerId,
    leased: Vec<String>,
    _queued: tokio::sync::OwnedSemaphorePermit,
}

impl Drop for Started {
    fn drop(&mut self) {
        {
            let mut running = self.reviews.running.lock().expect("running reviews");
            running.players.remove(&self.by);
            running.games.remove(&self.game);
        }
        let leased = std::mem::take(&mut self.leased);
        if leased.is_empty() {
            return;
        }
        let core = self.reviews.core.clone();
        // Released at once so the person can ask again; if this fails (or
        // the runtime is gone), the leases expire by themselves.
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        runtime.spawn(async move {
            for name in leased {
                if let Err(e) = core.release(&name).await {
                    tracing::warn!("releasing {name}: {e}");
                }
            }
        });
    }
}
