//! The correspondence clock: reminders at 80% of the time, timeouts at the
//! deadline, expired challenges; swept from the database so that each
//! fires exactly once, across restarts and after downtime.

use std::time::Duration;

use hnefi_engine::{Outcome, Reason, Winner};
use hnefi_store::GameStatus;
use tokio::sync::watch;

use crate::clock::Timestamp;
use crate::error::Result;
use crate::events::Event;
use crate::service::{Service, summary_in};
use crate::types::GameId;
use crate::views::decode;

/// Due clocks or challenges handled per query.
const BATCH: i64 = 100;
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

/// What one clock did when looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fired {
    Nothing,
    Reminded,
    TimedOut,
    Aborted,
}

impl Service {
    /// Does everything that is due at the clock's time: reminders, timeouts
    /// (aborts when the side to move has not made its first move), expired
    /// challenges. Each is written with its event in one transaction and
    /// happens once however often this runs. The deadline loop of
    /// [`Service::start`] calls it; tests call it after moving the clock.
    pub async fn sweep(&self) -> Result<SweepReport> {
        let now = self.now();
        let mut report = SweepReport::default();
        loop {
            let due = {
                let mut conn = self.store().read().await?;
                hnefi_store::deadlines::due(&mut conn, now.millis(), BATCH).await?
            };
            let mut changed = 0;
            for d in &due {
                let game = GameId(d.game_id);
                match self.fire_clock(game, now).await? {
                    Fired::Nothing => continue,
                    Fired::Reminded => report.reminded.push(game),
                    Fired::TimedOut => report.timed_out.push(game),
                    Fired::Aborted => report.aborted.push(game),
                }
                changed += 1;
            }
            if (due.len() as i64) < BATCH || changed == 0 {
                break;
            }
        }
        loop {
            let due = {
                let mut conn = self.store().read().await?;
                hnefi_store::challenges::due_to_expire(&mut conn, now.millis(), BATCH).await?
            };
            if due.is_empty() {
                break;
            }
            let mut tx = self.store().write().await?;
            for row in &due {
                if self.expire_challenge(&mut tx, row, now).await? {
                    report.expired_challenges += 1;
                }
            }
            tx.commit().await.map_err(hnefi_store::StoreError::from)?;
            if (due.len() as i64) < BATCH {
                break;
            }
        }
        self.sweep_tournament_signups(now, &mut report).await?;
        if !report.is_empty() {
            self.wake_consumers();
        }
        Ok(report)
    }

    /// Looks at one game's clock at `now`, in one write transaction: a
    /// passed deadline ends the game, a passed reminder time (not yet
    /// reminded) sends the reminder. Re-checked under the write lock, so a
    /// move that got in first wins and nothing fires twice.
    pub(crate) async fn fire_clock(&self, game: GameId, now: Timestamp) -> Result<Fired> {
        let mut tx = self.store().write().await?;
        let Some(clock) = hnefi_store::deadlines::get(&mut tx, game.0).await? else {
            return Ok(Fired::Nothing);
        };
        let row = Self::game_row(&mut tx, game).await?;
        if row.status().map_err(hnefi_store::StoreError::from)? != GameStatus::Active {
            // A leftover of a game that ended: remove it.
            hnefi_store::deadlines::clear(&mut tx, game.0).await?;
            tx.commit().await.map_err(hnefi_store::StoreError::from)?;
            return Ok(Fired::Nothing);
        }
        if row.plies != clock.ply {
            // Cannot happen (a move restarts the clock in its transaction).
            return Ok(Fired::Nothing);
        }
        let side = decode::<hnefi_engine::Side>(&clock.side)?;
        let fired = if clock.due_at <= now.millis() {
            // The side to move has not moved in time. If it never made its
            // first move, the game did not really start: abort it (but a
            // tournament game is lost, or the round would never end).
            let (status, outcome, fired) = if row.plies < 2 && row.tournament_id.is_none() {
                (
                    GameStatus::Aborted,
                    Outcome::new(Winner::Draw, Reason::Aborted),
                    Fired::Aborted,
                )
            } else {
                (
                    GameStatus::Finished,
                    Outcome::win(side.other(), Reason::Timeout),
                    Fired::TimedOut,
                )
            };
            self.end_game(&mut tx, game, status, outcome, now).await?;
            fired
        } else if clock.reminded_at.is_none() && clock.remind_at <= now.millis() {
            if !hnefi_store::deadlines::mark_reminded(&mut tx, game.0, clock.ply, now.millis())
                .await?
            {
                return Ok(Fired::Nothing);
            }
            let summary = summary_in(&mut tx, game).await?;
            self.emit(
                &mut tx,
                &Event::Reminder {
                    player: crate::types::PlayerId(clock.player_id),
                    side,
                    due_at: Timestamp(clock.due_at),
                    game: summary,
                },
                now,
            )
            .await?;
            Fired::Reminded
        } else {
            return Ok(Fired::Nothing);
        };
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        if matches!(fired, Fired::TimedOut | Fired::Aborted) {
            self.cache().remove(game.0);
        }
        self.wake_consumers();
        Ok(fired)
    }

    /// When the next clock or challenge needs attention.
    pub async fn next_due(&self) -> Result<Option<Timestamp>> {
        let mut conn = self.store().read().await?;
        let clock = hnefi_store::deadlines::next_due(&mut conn).await?;
        let challenge = hnefi_store::challenges::next_expiry(&mut conn).await?;
        let signup = hnefi_store::tournaments::next_signup_deadline(&mut conn).await?;
        Ok([clock, challenge, signup]
            .into_iter()
            .flatten()
            .min()
            .map(Timestamp))
    }

    pub(crate) async fn deadline_loop(&self, mut stopped: watch::Receiver<bool>) {
        loop {
            if *stopped.borrow() {
                return;
            }
            // While sweeping, any new deadline wakes the loop again: the
            // sweep may have read the table before that deadline's commit.
            self.inner
                .clock_next
                .store(i64::MAX, std::sync::atomic::Ordering::Relaxed);
            let pause = match self.sweep().await {
                Ok(report) => {
                    if !report.is_empty() {
                        tracing::info!(
                            reminded = report.reminded.len(),
                            timed_out = report.timed_out.len(),
                            aborted = report.aborted.len(),
                            expired_challenges = report.expired_challenges,
                            "clock sweep"
                        );
                    }
                    let now = self.now();
                    let latest = now.plus(LOOK_AT_LEAST_EVERY);
                    let next = match self.next_due().await {
                        Ok(Some(next)) => Ok(next.min(latest)),
                        Ok(None) => Ok(latest),
                        Err(e) => Err(e),
                    };
                    match next {
                        Ok(next) => {
                            self.inner
                                .clock_next
                                .store(next.millis(), std::sync::atomic::Ordering::Relaxed);
                            self.inner
                                .clock
                                .wall_time(next.since(now))
                                .max(Duration::from_millis(10))
                        }
                        Err(e) => {
                            tracing::error!("clock sweep: {e:?}");
                            Duration::from_secs(1)
                        }
                    }
                }
                Err(e) => {
                    tracing::error!("clock sweep: {e:?}");
                    Duration::from_secs(1)
                }
            };
            tokio::select! {
                _ = tokio::time::sleep(pause) => {}
                _ = self.inner.clock_wake.notified() => {}
                _ = stopped.changed() => return,
            }
        }
    }
}
