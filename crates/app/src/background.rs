//! The work nobody asks for: delivering the outbox to its consumers, and
//! the deadline loop that does whatever falls due (reminders, timeouts,
//! expired challenges, closed sign-ups). One per process.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::App;
use crate::core::clock::Timestamp;
use crate::core::ids::GameId;
use crate::error::Result;

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
}

impl SweepReport {
    pub fn is_empty(&self) -> bool {
        self == &SweepReport::default()
    }
}

impl App {
    /// Does everything that is due at the clock's time: reminders, timeouts
    /// (aborts when the side to move has not made its first move), expired
    /// challenges, closed sign-ups. Each is written with its event in one
    /// transaction and happens once however often this runs. The deadline
    /// loop calls it; tests call it after moving the clock.
    pub async fn sweep(&self) -> Result<SweepReport> {
        let now = self.core().now();
        let (reminded, timed_out, aborted) = self.games().sweep_clocks(now).await?;
        let expired_challenges = self.challenges().expire_due(now).await?;
        let (tournaments_started, tournaments_cancelled) =
            self.tournaments().close_due_signups(now).await?;
        Ok(SweepReport {
            reminded,
            timed_out,
            aborted,
            expired_challenges,
            tournaments_started,
            tournaments_cancelled,
        })
    }

    /// When the next clock, challenge or sign-up needs attention.
    pub async fn next_due(&self) -> Result<Option<Timestamp>> {
        let clock = self.games().next_clock().await?;
        let challenge = self.challenges().next_expiry().await?;
        let signup = self.tournaments().next_signup_deadline().await?;
        Ok([clock, challenge, signup].into_iter().flatten().min())
    }

    /// Makes the deadline loop look at the clock again now (after a test
    /// moved a manual clock).
    pub fn wake_clock(&self) {
        self.core().wake_clock();
    }

    /// Starts the background work of a running bot: delivering events
    /// (pending ones first) and the deadline loop (which first catches up
    /// on everything that fell due while the bot was down); the AI picks up
    /// the games it was left to move in. Needs a Tokio runtime.
    pub fn start(&self) -> Background {
        let (stop, stopped) = watch::channel(false);
        let mut tasks = Vec::new();
        for consumer in self.outbox().consumers() {
            let app = self.clone();
            let consumer = Arc::clone(consumer);
            let stopped = stopped.clone();
            tasks.push(tokio::spawn(async move {
                app.outbox().delivery_loop(consumer, stopped).await;
            }));
        }
        let app = self.clone();
        let deadlines = stopped.clone();
        tasks.push(tokio::spawn(async move {
            app.deadline_loop(deadlines).await;
        }));
        let app = self.clone();
        let sending = stopped.clone();
        tasks.push(tokio::spawn(async move {
            app.core().send_wakeups(sending).await;
        }));
        let app = self.clone();
        tasks.push(tokio::spawn(async move {
            app.core().listen(stopped).await;
        }));
        Background { stop, tasks }
    }

    async fn deadline_loop(&self, mut stopped: watch::Receiver<bool>) {
        let core = self.core();
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
                "clock sweep"
            );
        }
        let later = self.core().now().plus(LOOK_AT_LEAST_EVERY);
        Ok(self.next_due().await?.map_or(later, |next| next.min(later)))
    }
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
