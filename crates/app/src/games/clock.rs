//! The correspondence clock: each timed game has one deadline row for the
//! side to move, replaced by every move in the move's transaction. When it
//! falls due, a reminder goes out (at 80% of the time) and then the game is
//! lost on time; each is written with its event in one transaction, so it
//! happens once whatever restarts. This is the one place that decides a
//! clock ran out, whether the deadline loop or a late move finds it.

use std::time::Duration;

use hnefi_engine::{Outcome, Reason, Side, Winner};
use hnefi_store::{DeadlineRow, GameStatus};

use super::Games;
use super::lifecycle::end_in;
use super::query::{row, summary};
use super::time_control::TimeControl;
use super::view::GameSummary;
use crate::core::clock::Timestamp;
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
}

/// How [`Games::fire`] takes the game: the deadline loop passes over a game
/// another transaction holds; a late request waits for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Claim {
    SkipIfBusy,
    Wait,
}

/// Starts the clock of the side to move after `plies` moves, if the game
/// has a time control.
#[allow(clippy::too_many_arguments)]
pub(crate) async fn start_clock(
    core: &Core,
    tx: &mut Tx,
    game: GameId,
    time: TimeControl,
    plies: i64,
    side: Side,
    player: PlayerId,
    now: Timestamp,
) -> Result<()> {
    let Some(per_move) = time.duration() else {
        return Ok(());
    };
    let remind_at = now.plus(remind_after(core, per_move));
    hnefi_store::deadlines::set(
        tx,
        &DeadlineRow {
            game_id: game.0,
            ply: plies,
            side: side.as_str().to_string(),
            player_id: player.0,
            started_at: now.millis(),
            remind_at: remind_at.millis(),
            reminded_at: None,
            due_at: now.plus(per_move).millis(),
        },
        now.millis(),
    )
    .await?;
    tx.note_deadline(remind_at);
    Ok(())
}

/// How long after a clock starts its player is reminded.
pub(crate) fn remind_after(core: &Core, per_move: Duration) -> Duration {
    per_move * core.limits().reminder_percent.min(100) / 100
}

/// Whether the clock of the player to move has run out at `now`.
pub(crate) fn ran_out(game: &GameSummary, now: Timestamp) -> bool {
    game.deadline.is_some_and(|due| due <= now)
}

impl Games {
    /// The refusal of a request that came after the clock ran out: the
    /// game is first lost (or aborted) on time. Call it outside any write
    /// transaction.
    pub(crate) async fn too_late(&self, game: GameId, now: Timestamp) -> Error {
        let over = async {
            self.fire(game, now, Claim::Wait).await?;
            self.game(game).await
        };
        match over.await {
            Ok(over) => Error::GameOver {
                game,
                variant: over.variant,
                result: over.result,
            },
            Err(e) => e,
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
        if row.status != GameStatus::Active {
            // A leftover of a game that ended: remove it.
            hnefi_store::deadlines::clear(&mut tx, game.0).await?;
            core.commit(tx).await?;
            return Ok(Fired::Nothing);
        }
        if row.plies != clock.ply {
            // Cannot happen (a move restarts the clock in its transaction).
            return Ok(Fired::Nothing);
        }
        let side = decode::<Side>(&clock.side)?;
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
            end_in(core, &mut tx, game, status, outcome, None, now).await?;
            fired
        } else if clock.reminded_at.is_none() && clock.remind_at <= now.millis() {
            if !hnefi_store::deadlines::mark_reminded(&mut tx, game.0, clock.ply, now.millis())
                .await?
            {
                return Ok(Fired::Nothing);
            }
            let game = summary(&mut tx, game).await?;
            core.emit(
                &mut tx,
                &StoredEvent::Reminder {
                    player: PlayerId(clock.player_id),
                    side,
                    due_at: Timestamp(clock.due_at),
                    game: (&game).into(),
                },
                now,
            )
            .await?;
            Fired::Reminded
        } else {
            return Ok(Fired::Nothing);
        };
        core.commit(tx).await?;
        if matches!(fired, Fired::TimedOut | Fired::Aborted) {
            self.cache().remove(game.0);
        }
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
