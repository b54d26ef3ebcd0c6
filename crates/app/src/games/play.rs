//! A move (`/move`): read and checked outside the writer, then written in
//! one batch with a compare-and-set on the game's version, and returned as
//! the board the caller shows, so nothing is read again. A move that ends
//! the game, meets a conditional line (docs/correspondence.md 4) or ends
//! its player's vacation is written in one transaction with all of that.
//!
//! Decisions where the issue is silent:
//! - **Notation**: any form docs/rules.md 2 accepts. A capture suffix is
//!   optional, but if written it must be what the move captures: a player
//!   who expects a capture that does not happen is told instead of
//!   surprised.
//! - **Versions**: a game's version counts its moves and its end. Draw
//!   offers and threads do not change it, so a move based on the board a
//!   player saw still goes through when the opponent offers a draw
//!   meanwhile.

use std::time::Duration;

use hnefi_engine::{Bitboard, Game, MoveText, Outcome, Side};
use hnefi_store::games::Advance;
use hnefi_store::moves::{ClockAfter, ClockStart, RecordMove};
use hnefi_store::{GameStatus, MoveRow};

use super::Games;
use super::acts::check_player;
use super::clock::{pauses_since, plan, ran_out};
use super::lifecycle::finished_in;
use super::query::{GameRef, resolve};
use super::schedule::{Pause, run_at};
use super::view::{Banks, Board, GameSummary, PlayedMove};
use crate::core::Core;
use crate::core::clock::{Timestamp, duration_millis};
use crate::core::codes::Code;
use crate::core::event_row;
use crate::core::ids::PlayerId;
use crate::error::{Error, Result};
use crate::events::StoredEvent;

/// A move to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    pub game: GameRef,
    pub player: PlayerId,
    /// The move in the notation of docs/rules.md 2 (`e3-e6`, `e3e6`,
    /// `E3 E6`); a capture suffix, if given, must be what the move captures.
    pub notation: String,
    /// The [`GameSummary::version`] the player saw. If the game has changed
    /// since, the move is refused ([`Error::Stale`]) instead of being
    /// played on a board the player did not see. `None`: whatever the
    /// current position is.
    pub based_on: Option<i64>,
}

impl MoveRequest {
    pub fn new(game: impl Into<GameRef>, player: PlayerId, notation: &str) -> MoveRequest {
        MoveRequest {
            game: game.into(),
            player,
            notation: notation.to_string(),
            based_on: None,
        }
    }

    pub fn based_on(mut self, version: i64) -> MoveRequest {
        self.based_on = Some(version);
        self
    }
}

/// A played move and the game after it, ready to show.
#[derive(Clone, Debug)]
pub struct MovePlayed {
    /// The game after the move, and after the opponent's conditional
    /// reply if one was played (its rating change, if it ended).
    pub board: Board,
    pub mv: PlayedMove,
    /// The moves the opponent's conditional line played at once in reply
    /// (docs/correspondence.md 4): none, or one.
    pub replies: Vec<PlayedMove>,
}

/// How often a move is retried when another change of the same game got
/// in between reading and writing it.
const MOVE_ATTEMPTS: usize = 8;

fn squares(set: Bitboard) -> Vec<String> {
    set.iter().map(|s| s.to_string()).collect()
}

/// One move ready to write: the game after it, as the row will say, and
/// everything the store writes with it.
pub(crate) struct Step {
    pub after: GameSummary,
    pub mv: PlayedMove,
    pub outcome: Option<Outcome>,
    pub stored: MoveRow,
    event: (&'static str, String),
    clock: ClockAfter,
}

impl Step {
    /// `ply` was just played on `game` by `side`'s `player` in `before`
    /// (at `version`); `banks`: what is left of the banks after it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        core: &Core,
        before: &GameSummary,
        game: &Game,
        ply: &hnefi_engine::Ply,
        player: PlayerId,
        banks: Option<Banks>,
        conditional: bool,
        now: Timestamp,
    ) -> Result<Step> {
        let side = before.to_move;
        let outcome = game.outcome();
        let next = game.turn();
        let mv = PlayedMove {
            ply: before.plies + 1,
            side,
            player,
            notation: ply.to_string(),
            captures: squares(ply.captures),
            king_captured: ply.king_captured.map(|s| s.to_string()),
            troll_king_leap: ply.troll_king_leap.map(|s| s.to_string()),
            announcement: ply.announcement.map(|a| a.as_str().to_string()),
            conditional,
        };
        let mut after = before.clone();
        after.plies = mv.ply;
        after.position = game.position().to_string();
        after.to_move = next;
        after.version = before.version + 1;
        after.banks = banks;
        let clock = match outcome {
            Some(o) => {
                after.status = GameStatus::Finished;
                after.result = Some(o.into());
                after.finished_at = Some(now);
                after.deadline = None;
                after.clock_started = None;
                ClockAfter::Stop
            }
            None => {
                // The next player's clock; a vacation of theirs under way
                // stops it from the start.
                let away = before
                    .vacation
                    .then(|| before.away_until(next, now))
                    .flatten();
                match plan(core, before.time, banks.map(|b| b.of(next)), now, away) {
                    Some(planned) => {
                        after.deadline = Some(Timestamp(planned.times.due_at));
                        after.clock_started = Some(now);
                        ClockAfter::Start(ClockStart {
                            side: next.as_str(),
                            player: after.player(next).0,
                            budget_ms: planned.budget,
                            remind_at: planned.times.remind_at,
                            warn_at: planned.times.warn_at,
                            due_at: planned.times.due_at,
                        })
                    }
                    None => {
                        after.deadline = None;
                        ClockAfter::None
                    }
                }
            }
        };
        let stored = MoveRow {
            game_id: before.id.0,
            ply: i64::from(mv.ply),
            side: side.as_str().to_string(),
            player_id: Some(player.0),
            notation: mv.notation.clone(),
            captures: mv.captures.join(" "),
            announcement: mv.announcement.clone(),
            played_at: now.millis(),
        };
        let event = event_row(&StoredEvent::MovePlayed {
            game: (&after).into(),
            mv: (&mv).into(),
        })?;
        Ok(Step {
            after,
            mv,
            outcome,
            stored,
            event,
            clock,
        })
    }

    pub(crate) fn advance(
        &self,
        expected_version: i64,
        premoves: (bool, bool),
        now: Timestamp,
    ) -> Advance<'_> {
        Advance {
            id: self.after.id.0,
            expected_version,
            plies: self.stored.ply,
            position: &self.after.position,
            to_move: self.after.to_move.as_str(),
            end: self
                .outcome
                .map(|o| (GameStatus::Finished, o.winner.code(), o.reason.code())),
            banks: self
                .after
                .banks
                .map(|b| {
                    let (a, d) = b.millis();
                    (Some(a), Some(d))
                })
                .unwrap_or((None, None)),
            premoves,
            now: now.millis(),
        }
    }

    pub(crate) fn record(&self, now: Timestamp) -> RecordMove<'_> {
        RecordMove {
            row: &self.stored,
            clock: self.clock,
            event: (self.event.0, &self.event.1),
            // A pending draw offer lapses when its maker moves.
            lapse_offer_of: Some(self.mv.player.0),
            now: now.millis(),
        }
    }

    pub(crate) fn remind_at(&self) -> Option<Timestamp> {
        match self.clock {
            ClockAfter::Start(c) => Some(Timestamp(c.remind_at)),
            _ => None,
        }
    }
}

/// What is left of the mover's bank after a move made at `now` on a clock
/// started at `started` that stood still for `pauses`.
fn bank_after(
    before: &GameSummary,
    started: Timestamp,
    pauses: &[Pause],
    now: Timestamp,
) -> Option<Banks> {
    let banks = before.banks?;
    let per_move = duration_millis(before.time.duration()?);
    let run = run_at(started.millis(), now.millis(), pauses);
    let overdraft = Duration::from_millis((run - per_move).max(0) as u64);
    let side = before.to_move;
    Some(banks.with(side, banks.of(side).saturating_sub(overdraft)))
}

impl Games {
    /// Plays a move: only the player to move, only a legal move, in the
    /// game's current version (or the one it was based on).
    pub async fn play(&self, req: MoveRequest) -> Result<MovePlayed> {
        let text = MoveText::parse(&req.notation).map_err(Error::BadNotation)?;
        let core = &self.core;
        for _ in 0..MOVE_ATTEMPTS {
            let now = core.now();
            // Read and check outside the writer; write only if nothing
            // changed. The game is read once, with its names and deadline.
            let mut conn = core.read().await?;
            let row = resolve(&mut conn, req.player, req.game).await?;
            let before = GameSummary::from_row(&row)?;
            let id = before.id;
            let side = check_player(&before, req.player)?;
            if req.based_on.is_some_and(|v| v != row.version) {
                return Err(Error::Stale {
                    game: id,
                    plies: before.plies,
                });
            }
            if ran_out(&before, now) {
                drop(conn);
                match self.too_late(id, now).await {
                    // A vacation stopped the clock meanwhile: look again.
                    None => continue,
                    Some(refusal) => return Err(refusal),
                }
            }
            if before.to_move != side {
                return Err(Error::NotYourTurn {
                    game: id,
                    variant: before.variant.clone(),
                    to_move: before.to_move,
                });
            }
            let mut game = self.engine_game(&mut conn, &row).await?;
            let ply = game.play(text.mv).map_err(|error| Error::IllegalMove {
                game: id,
                variant: before.variant.clone(),
                error,
            })?;
            if let Some(claimed) = text.captures {
                if !ply.agrees_with(claimed) {
                    return Err(Error::WrongCaptures {
                        mv: text.mv,
                        claimed: claimed.iter().collect(),
                        actual: ply.captures.iter().collect(),
                    });
                }
            }
            let banks = match (before.banks, before.clock_started) {
                (Some(_), Some(started)) => {
                    let pauses =
                        pauses_since(&mut conn, &before, req.player, started.millis()).await?;
                    bank_after(&before, started, &pauses, now)
                }
                (banks, _) => banks,
            };
            drop(conn);
            // A move in a game a vacation stops ends its player's vacation:
            // the board after it no longer shows them away.
            let ends_vacation = before.vacation && before.away_until(side, now).is_some();
            let mut before = before;
            if ends_vacation {
                match side {
                    Side::Attackers => before.attacker_away = None,
                    Side::Defenders => before.defender_away = None,
                }
            }
            let step = Step::new(core, &before, &game, &ply, req.player, banks, false, now)?;
            if step.outcome.is_none() && !row.premoves && !ends_vacation {
                let advance = step.advance(row.version, (false, false), now);
                if !core
                    .record_move(&advance, &step.record(now), step.remind_at())
                    .await?
                {
                    // Someone else changed the game first: look again.
                    continue;
                }
                self.cache().put(row.id, step.after.version, &game);
                return Ok(MovePlayed {
                    board: Board {
                        summary: step.after,
                        game,
                        rating: None,
                    },
                    mv: step.mv,
                    replies: Vec::new(),
                });
            }
            // The last move, a conditional reply, or the end of a vacation:
            // all of it in one transaction.
            let mut tx = core.write().await?;
            tx.note_events();
            let premoves = row.premoves;
            if !hnefi_store::moves::play(
                &mut tx,
                &step.advance(row.version, (premoves, premoves), now),
                &step.record(now),
            )
            .await?
            {
                continue;
            }
            if let Some(remind_at) = step.remind_at() {
                tx.note_deadline(remind_at);
            }
            if ends_vacation {
                self.end_vacation_in(&mut tx, req.player, before.place.guild, now, true)
                    .await?;
            }
            let mut board_summary = step.after.clone();
            let mut rating = None;
            let mut replies = Vec::new();
            if step.outcome.is_some() {
                rating = finished_in(core, &mut tx, &step.after, Some(req.player), now).await?;
                if premoves {
                    hnefi_store::premoves::clear_game(&mut tx, id.0, now.millis()).await?;
                }
            } else if premoves {
                if let Some(reply) = self
                    .answer_in(&mut tx, &step, &mut game, text.mv, premoves, now)
                    .await?
                {
                    board_summary = reply.after.clone();
                    if reply.outcome.is_some() {
                        rating =
                            finished_in(core, &mut tx, &reply.after, Some(reply.mv.player), now)
                                .await?;
                    }
                    replies.push(reply.mv);
                }
            }
            core.commit(tx).await?;
            if board_summary.is_active() {
                self.cache().put(row.id, board_summary.version, &game);
            } else {
                self.cache().remove(row.id);
            }
            return Ok(MovePlayed {
                board: Board {
                    summary: board_summary,
                    game,
                    rating,
                },
                mv: step.mv,
                replies,
            });
        }
        Err(Error::Internal(format!(
            "game {:?} is changing too fast to play a move",
            req.game
        )))
    }
}
