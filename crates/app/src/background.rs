//! The work nobody asks for: delivering the outbox to its consumers, and
//! the deadline loop that does whatever falls due (reminders, timeouts,
//! expired challenges, closed sign-ups). One per process. The front
//! (`App`) hands it the outbox and the features that keep deadlines.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::challenges::Challenges;
use crate::core::Core;
use crate::core::clock::Timestamp;
use crate::core::ids::GameId;
use crate::core::outbox::Outbox;
use crate::error::Result;
use crate::games::Games;
use crate::notices::Notices;
use crate::puzzles::Puzzles;
use crate::tournaments::Tournaments;

/// The longest the deadline loop sleeps without looking.
const LOOK_AT_LEAST_EVERY: Duration = Duration::from_secs(30);

/// What a sweep did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SweepReport {
    /// Games whose player to move was reminded.
    pub reminded: Vec<GameId>,
    /// Games lost on time.
    pub timed_out: Vec<GameId>,
    /// Games aborted because a side never made its first move in time.
    pub aborted: Vec<GameId>,
    /// Challenges that expired.
    pub expired_challenges: usize,
    /// Tournaments whose sign-up deadline passed: started, or cancelled
    /// for want of players.
    pub tournaments_started: usize,
    pub tournaments_cancelled: usize,
    /// Daily digests written.
    pub digests: usize,
    /// Daily puzzles sent to servers.
    pub daily_puzzles: usize,
}

impl SweepReport {
    pub fn is_empty(&self) -> bool {
        self == &SweepReport::default()
    }
}

/// The features whose deadlines fall due: games' clocks, challenges'
/// expiry, tournaments' sign-ups.
#[derive(Clone)]
pub(crate) struct Deadlines {
    pub core: Arc<Core>,
    pub games: Games,
    pub challenges: Challenges,
    pub tournaments: Tournaments,
    pub notices: Notices,
    pub puzzles: Puzzles,
}

impl Deadlines {
    /// Does everything that is due at the clock's time (see `App::sweep`).
    pub async fn sweep(&self) -> Result<SweepReport> {
        let now = self.core.now();
        let (reminded, timed_out, aborted) = self.games.sweep_clocks(now).await?;
        let expired_challenges = self.challenges.expire_due(now).await?;
        let (tournaments_started, tournaments_cancelled) =
            self.tournaments.close_due_signups(now).await?;
        let digests = self.notices.sweep_digests(now).await?;
        let daily_puzzles = self.puzzles.sweep_daily(now).await?;
        Ok(SweepReport {
            reminded,
            timed_out,
            aborted,
            expired_challenges,
            tournaments_started,
            tournaments_cancelled,
            digests,
            daily_puzzles,
        })
    }

    /// When the next clock, challenge or sign-up needs attention.
    pub async fn next_due(&self) -> Result<Option<Timestamp>> {
        let clock = self.games.next_clock().await?;
        let challenge = self.challenges.next_expiry().await?;
        let signup = self.tournaments.next_signup_deadline().await?;
        let digest = self.notices.next_digest(self.core.now()).await?;
        let daily = self.puzzles.next_daily(self.core.now()).await?;
        Ok([clock, challenge, signup, digest, daily]
            .into_iter()
            .flatten()
            .min())
    }

    async fn deadline_loop(&self, mut stopped: watch::Receiver<bool>) {
        let core = &self.core;
        loop {
            if *stopped.borrow() {
                return;
            }
            // While sweeping, any new deadline wakes the loop again: the
            // sweep may have read the table before that deadline's commit.
            core.plan_next_look(i64::MAX);
            let pause = match self.sweep_once().await {
                Ok(next) => {
                    let now = core.now();
                    let next = next.min(now.plus(LOOK_AT_LEAST_EVERY));
                    core.plan_next_look(next.millis());
                    core.clock()
                        .wall_time(next.since(now))
                        .max(Duration::from_millis(10))
                }
                Err(e) => {
                    tracing::error!("clock sweep: {e:?}");
                    Duration::from_secs(1)
                }
            };
            tokio::select! {
                _ = tokio::time::sleep(pause) => {}
                _ = core.clock_woken() => {}
                _ = stopped.changed() => return,
            }
        }
    }

    /// One sweep, logged; when to look next.
    async fn sweep_once(&self) -> Result<Timestamp> {
        let report = self.sweep().await?;
        if !report.is_empty() {
            tracing::info!(
                reminded = report.reminded.len(),
                timed_out = report.timed_out.len(),
                aborted = report.aborted.len(),
                expired_challenges = report.expired_challenges,
                tournaments_started = report.tournaments_started,
                tournaments_cancelled = report.tournaments_cancelled,
                digests = report.digests,
                daily_puzzles = report.daily_puzzles,
                "clock sweep"
            );
        }
        let later = self.core.now().plus(LOOK_AT_LEAST_EVERY);
        Ok(self.next_due().await?.map_or(later, |next| next.min(later)))
    }
}

/// Starts the background work (see `App::start`): a delivery loop per
/// consumer, the deadline loop, and the wake-ups sent to and heard from
/// other processes. Needs a Tokio runtime.
pub(crate) fn start(outbox: Arc<Outbox>, deadlines: Deadlines) -> Background {
    let (stop, stopped) = watch::channel(false);
    let mut tasks = Vec::new();
    for consumer in outbox.consumers() {
        let outbox = Arc::clone(&outbox);
        let consumer = Arc::clone(consumer);
        let stopped = stopped.clone();
        tasks.push(tokio::spawn(async move {
            outbox.delivery_loop(consumer, stopped).await;
        }));
    }
    let core = Arc::clone(&deadlines.core);
    let looking = stopped.clone();
    tasks.push(tokio::spawn(async move {
        deadlines.deadline_loop(looking).await;
    }));
    let sender = Arc::clone(&core);
    let sending = stopped.clone();
    tasks.push(tokio::spawn(async move {
        sender.send_wakeups(sending).await;
    }));
    tasks.push(tokio::spawn(async move {
        core.listen(stopped).await;
    }));
    Background { stop, tasks }
}

/// The running background tasks of [`App::start`].
pub struct Background {
    stop: watch::Sender<bool>,
    tasks: Vec<JoinHandle<()>>,
}

impl Background {
    /// Stops the loops at once, as a crash would: no place is stored and no
    /// lease given up, so another process takes the work over only when
    /// the leases expire. For tests of that takeover.
    pub fn abort(self) {
        for task in self.tasks {
            task.abort();
        }
    }

    /// Stops the loops after the work at hand and waits for them.
    pub async fn shutdown(self) {
        let _ = self.stop.send(true);
        for task in self.tasks {
            let _ = task.await;
        }
    }
}
