//! The correspondence clock (docs/correspondence.md 1 and 2): each timed
//! game has one deadline row for the side to move, replaced by every move
//! in the move's transaction. Its budget is the move's time and the
//! mover's bank; it stands still while its player is on vacation. When it
//! falls due, a reminder goes out (at 80% of the budget), a last warning
//! (95%), and then the game is lost on time, or the player's automatic
//! vacation begins; each is written with its event in one transaction, so
//! it happens once whatever restarts. This is the one place that decides a
//! clock ran out, whether the deadline loop or a late move finds it.

use std::time::Duration;

use hnefi_engine::{Outcome, Reason, Side, Winner};
use hnefi_store::{DeadlineRow, GameRow, GameStatus};

use super::Games;
use super::lifecycle::end_in;
use super::query::{row, summary};
use super::schedule::{Pause, Times, WARN_PERCENT, times};
use super::time_control::TimeControl;
use super::view::GameSummary;
use crate::core::clock::{Timestamp, duration_millis};
use crate::core::codes::decode;
use crate::core::ids::{GameId, PlayerId};
use crate::core::{Core, Tx};
use crate::error::{Error, Result};
use crate::events::StoredEvent;

/// Due clocks handled per query.
const BATCH: i64 = 100;

/// What looking at one clock did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fired {
    Nothing,
    /// Another transaction holds the game (another process firing the
    /// same clock, or a move): looked at again on the next sweep.
    Busy,
    Reminded,
    TimedOut,
    Aborted,
    /// A vacation stopped or restarted the clock: its times moved.
    Rescheduled,
    /// The clock ran out, and its player's automatic vacation began.
    AutoVacation,
}

/// How [`Games::fire`] takes the game: the deadline loop passes over a game
/// another transaction holds; a late request waits for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Claim {
    SkipIfBusy,
    Wait,
}

/// A clock about to start: the mover's budget (their move's time and
/// what is left of their bank) and its times on the wall clock, which a
/// vacation of theirs already under way pushes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Planned {
    pub budget: i64,
    pub times: Times,
}

/// The clock of a player with `bank_left` who starts to think at `now`, if
/// the game has a time control; `away_until`: the end of their vacation
/// if one stops this game's clock.
pub(crate) fn plan(
    core: &Core,
    time: TimeControl,
    bank_left: Option<Duration>,
    now: Timestamp,
    away_until: Option<Timestamp>,
) -> Option<Planned> {
    let per_move = time.duration()?;
    let budget = duration_millis(per_move + bank_left.unwrap_or_default());
    let pauses: Vec<Pause> = away_until
        .filter(|&until| until > now)
        .map(|until| Pause {
            from: now.millis(),
            to: until.millis(),
        })
        .into_iter()
        .collect();
    Some(Planned {
        budget,
        times: times(now.millis(), budget, remind_percent(core), &pauses),
    })
}

fn remind_percent(core: &Core) -> i64 {
    i64::from(core.limits().reminder_percent.min(100))
}

/// Starts the clock of the side to move after `plies`, if the game has a
/// time control.
#[allow(clippy::too_many_arguments)]
pub(crate) async fn start_clock(
    tx: &mut Tx,
    game: GameId,
    planned: Option<Planned>,
    plies: i64,
    side: Side,
    player: PlayerId,
    now: Timestamp,
) -> Result<()> {
    let Some(planned) = planned else {
        return Ok(());
    };
    hnefi_store::deadlines::set(
        tx,
        &DeadlineRow {
            game_id: game.0,
            ply: plies,
            side: side.as_str().to_string(),
            player_id: player.0,
            started_at: now.millis(),
            remind_at: planned.times.remind_at,
            reminded_at: None,
            due_at: planned.times.due_at,
            budget_ms: Some(planned.budget),
            warn_at: Some(planned.times.warn_at),
            warned_at: None,
        },
        now.millis(),
    )
    .await?;
    tx.note_deadline(Timestamp(planned.times.remind_at));
    Ok(())
}

/// Whether the clock of the player to move has run out at `now`.
pub(crate) fn ran_out(game: &GameSummary, now: Timestamp) -> bool {
    game.deadline.is_some_and(|due| due <= now)
}

/// The times a player's clock stood still since `started` in a game whose
/// clock vacations stop (none in another).
pub(crate) async fn pauses_since(
    conn: &mut impl hnefi_store::Conn,
    game: &GameSummary,
    player: PlayerId,
    started: i64,
) -> Result<Vec<Pause>> {
    if !game.vacation {
        return Ok(Vec::new());
    }
    let guild = game.place.guild.unwrap_or(0);
    let vacations = hnefi_store::vacations::since(conn, player.0, guild, started).await?;
    Ok(vacations.iter().map(Pause::of).collect())
}

/// A running clock's budget (clocks started before banks: their span).
fn budget_of(clock: &DeadlineRow) -> i64 {
    clock.budget_ms.unwrap_or(clock.due_at - clock.started_at)
}

/// Moves a running clock's times to where its player's vacations put them
/// now (a vacation started or ended). Whether they moved.
pub(crate) async fn replan(
    core: &Core,
    tx: &mut Tx,
    game: &GameSummary,
    clock: &DeadlineRow,
    now: Timestamp,
) -> Result<bool> {
    let pauses = pauses_since(tx, game, PlayerId(clock.player_id), clock.started_at).await?;
    let t = times(
        clock.started_at,
        budget_of(clock),
        remind_percent(core),
        &pauses,
    );
    move_times(tx, clock, t, now).await
}

/// Writes a clock's times where they now fall, if they moved.
async fn move_times(tx: &mut Tx, clock: &DeadlineRow, t: Times, now: Timestamp) -> Result<bool> {
    if (t.remind_at, Some(t.warn_at), t.due_at) == (clock.remind_at, clock.warn_at, clock.due_at) {
        return Ok(false);
    }
    hnefi_store::deadlines::reschedule(
        tx,
        clock.game_id,
        clock.ply,
        (t.remind_at, Some(t.warn_at), t.due_at),
        now.millis(),
    )
    .await?;
    tx.note_deadline(Timestamp(
        t.remind_at.min(t.warn_at).min(t.due_at).max(now.millis()),
    ));
    Ok(true)
}

impl Games {
    /// The refusal of a request that came after the clock ran out: the
    /// game is first lost (or aborted) on time. `None` when the clock had
    /// not run out after all (a vacation stopped it, or the player's
    /// automatic vacation began): the request may go on. Call it outside
    /// any write transaction.
    pub(crate) async fn too_late(&self, game: GameId, now: Timestamp) -> Option<Error> {
        let over = async {
            let fired = self.fire(game, now, Claim::Wait).await?;
            Ok::<_, Error>((fired, self.game(game).await?))
        };
        match over.await {
            Ok((fired, over)) if over.is_active() => {
                // A clock that stayed due would be asked about for ever.
                (fired == Fired::Nothing && ran_out(&over, now))
                    .then(|| Error::Internal(format!("the clock of game #{game} is stuck")))
            }
            Ok((_, over)) => Some(Error::GameOver {
                game,
                variant: over.variant,
                result: over.result,
            }),
            Err(e) => Some(e),
        }
    }

    /// Reminds or ends every game whose clock is due at `now`; the games
    /// reminded, timed out and aborted.
    pub(crate) async fn sweep_clocks(
        &self,
        now: Timestamp,
    ) -> Result<(Vec<GameId>, Vec<GameId>, Vec<GameId>)> {
        let (mut reminded, mut timed_out, mut aborted) = (Vec::new(), Vec::new(), Vec::new());
        loop {
            let due = {
                let mut conn = self.core.read().await?;
                hnefi_store::deadlines::due(&mut conn, now.millis(), BATCH).await?
            };
            let mut changed = 0;
            for d in &due {
                let game = GameId(d.game_id);
                match self.fire(game, now, Claim::SkipIfBusy).await? {
                    Fired::Nothing | Fired::Busy => continue,
                    Fired::Rescheduled | Fired::AutoVacation => {}
                    Fired::Reminded => reminded.push(game),
                    Fired::TimedOut => timed_out.push(game),
                    Fired::Aborted => aborted.push(game),
                }
                changed += 1;
            }
            if (due.len() as i64) < BATCH || changed == 0 {
                return Ok((reminded, timed_out, aborted));
            }
        }
    }

    /// Looks at one game's clock at `now`, in one write transaction: a
    /// passed deadline ends the game, a passed reminder time (not yet
    /// reminded) sends the reminder. Re-checked under the write lock, so a
    /// move that got in first wins and nothing fires twice.
    ///
    /// On PostgreSQL the sweep claims the game with `SKIP LOCKED`: several
    /// processes sweeping the same due clocks each take different games,
    /// and the transaction is the claim, so a process that dies mid-way
    /// leaves the game to the next sweep (docs/cli.md, several processes).
    pub(crate) async fn fire(&self, game: GameId, now: Timestamp, claim: Claim) -> Result<Fired> {
        let core = &self.core;
        let mut tx = core.write().await?;
        if claim == Claim::SkipIfBusy
            && !hnefi_store::games::lock_unless_busy(&mut tx, game.0).await?
        {
            return Ok(Fired::Busy);
        }
        let Some(clock) = hnefi_store::deadlines::get(&mut tx, game.0).await? else {
            return Ok(Fired::Nothing);
        };
        let row = row(&mut tx, game).await?;
        let fired = self.settle_in(&mut tx, &row, &clock, now).await?;
        if fired != Fired::Nothing {
            core.commit(tx).await?;
        }
        if matches!(fired, Fired::TimedOut | Fired::Aborted) {
            self.cache().remove(game.0);
        }
        Ok(fired)
    }

    /// Does what one clock needs at `now`, in `tx`, which holds its game.
    pub(crate) async fn settle_in(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        clock: &DeadlineRow,
        now: Timestamp,
    ) -> Result<Fired> {
        let core = &self.core;
        let game = GameId(row.id);
        if row.status != GameStatus::Active {
            // A leftover of a game that ended: remove it.
            hnefi_store::deadlines::clear(tx, game.0).await?;
            return Ok(Fired::Rescheduled);
        }
        if row.plies != clock.ply {
            // Cannot happen (a move restarts the clock in its transaction).
            return Ok(Fired::Nothing);
        }
        let before = GameSummary::from_row(row)?;
        let side = decode::<Side>(&clock.side)?;
        let player = PlayerId(clock.player_id);
        // Where the clock stands, its player's vacations counted: read
        // under the game's lock, so a vacation that began or ended since
        // the clock's times were written is seen here.
        let pauses = pauses_since(tx, &before, player, clock.started_at).await?;
        let budget = budget_of(clock);
        let t = times(clock.started_at, budget, remind_percent(core), &pauses);
        let fired = if t.due_at <= now.millis() {
            // The automatic vacation moves this clock with the player's others.
            if before.vacation && self.auto_vacation_in(tx, &before, player, now).await? {
                Fired::AutoVacation
            } else {
                // The side to move has not moved in time. If it never made
                // its first move, the game did not really start: abort it
                // (but a tournament game is lost, or the round would never
                // end).
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
                end_in(core, tx, game, status, outcome, None, now).await?;
                fired
            }
        } else {
            let remind = clock.reminded_at.is_none() && t.remind_at <= now.millis();
            let warn =
                clock.warned_at.is_none() && clock.warn_at.is_some() && t.warn_at <= now.millis();
            if remind {
                hnefi_store::deadlines::mark_reminded(tx, game.0, clock.ply, now.millis()).await?;
            }
            if warn {
                hnefi_store::deadlines::mark_warned(tx, game.0, clock.ply, now.millis()).await?;
            }
            let moved = move_times(tx, clock, t, now).await?;
            if remind || warn {
                // Both fall due together only after a long wait (a bot
                // that was down): the later one says all.
                let percent = if warn {
                    WARN_PERCENT
                } else {
                    remind_percent(core)
                };
                let game = summary(tx, game).await?;
                core.emit(
                    tx,
                    &StoredEvent::Reminder {
                        player,
                        side,
                        due_at: Timestamp(t.due_at),
                        percent: percent as u32,
                        game: (&game).into(),
                    },
                    now,
                )
                .await?;
                Fired::Reminded
            } else if moved {
                Fired::Rescheduled
            } else {
                return Ok(Fired::Nothing);
            }
        };
        Ok(fired)
    }

    /// When the next clock needs attention.
    pub(crate) async fn next_clock(&self) -> Result<Option<Timestamp>> {
        let mut conn = self.core.read().await?;
        Ok(hnefi_store::deadlines::next_due(&mut conn)
            .await?
            .map(Timestamp))
    }
}
