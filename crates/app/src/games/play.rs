//! A move (`/move`): read and checked outside the writer, then written in
//! one batch with a compare-and-set on the game's version, and returned as
//! the board the caller shows, so nothing is read again.
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

use hnefi_engine::{Bitboard, MoveText};
use hnefi_store::games::Advance;
use hnefi_store::moves::{ClockAfter, RecordMove};
use hnefi_store::{GameStatus, MoveRow};

use super::Games;
use super::acts::check_player;
use super::clock::{ran_out, remind_after};
use super::lifecycle::finished_in;
use super::query::{GameRef, resolve};
use super::view::{Board, GameSummary, PlayedMove};
use crate::core::clock::Timestamp;
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
    /// The game after the move (its rating change, if the move ended it).
    pub board: Board,
    pub mv: PlayedMove,
}

/// How often a move is retried when another change of the same game got
/// in between reading and writing it.
const MOVE_ATTEMPTS: usize = 8;

fn squares(set: Bitboard) -> Vec<String> {
    set.iter().map(|s| s.to_string()).collect()
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
                return Err(self.too_late(id, now).await);
            }
            if before.to_move != side {
                return Err(Error::NotYourTurn {
                    game: id,
                    variant: before.variant.clone(),
                    to_move: before.to_move,
                });
            }
            let mut game = self.engine_game(&mut conn, &row).await?;
            drop(conn);
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
            let outcome = game.outcome();
            let next = game.turn();
            let mv = PlayedMove {
                ply: before.plies + 1,
                side,
                player: req.player,
                notation: ply.to_string(),
                captures: squares(ply.captures),
                king_captured: ply.king_captured.map(|s| s.to_string()),
                troll_king_leap: ply.troll_king_leap.map(|s| s.to_string()),
                announcement: ply.announcement.map(|a| a.as_str().to_string()),
            };
            // The game as it stands after the move, as the row will say.
            let mut after = before;
            after.plies = mv.ply;
            after.position = game.position().to_string();
            after.to_move = next;
            after.version = row.version + 1;
            let clock = match (outcome, after.time.duration()) {
                (Some(o), _) => {
                    after.status = GameStatus::Finished;
                    after.result = Some(o.into());
                    after.finished_at = Some(now);
                    after.deadline = None;
                    ClockAfter::Stop
                }
                (None, None) => {
                    after.deadline = None;
                    ClockAfter::None
                }
                (None, Some(per_move)) => {
                    let due = now.plus(per_move);
                    after.deadline = Some(due);
                    ClockAfter::Start(
                        next.as_str(),
                        after.player(next).0,
                        now.plus(remind_after(core, per_move)).millis(),
                        due.millis(),
                    )
                }
            };
            let stored = MoveRow {
                game_id: row.id,
                ply: i64::from(mv.ply),
                side: side.as_str().to_string(),
                player_id: Some(req.player.0),
                notation: mv.notation.clone(),
                captures: mv.captures.join(" "),
                announcement: mv.announcement.clone(),
                played_at: now.millis(),
            };
            let (kind, payload) = event_row(&StoredEvent::MovePlayed {
                game: (&after).into(),
                mv: (&mv).into(),
            })?;
            let advance = Advance {
                id: row.id,
                expected_version: row.version,
                plies: stored.ply,
                position: &after.position,
                to_move: next.as_str(),
                end: outcome.map(|o| (GameStatus::Finished, o.winner.code(), o.reason.code())),
                now: now.millis(),
            };
            let record = RecordMove {
                row: &stored,
                clock,
                event: (kind, &payload),
                // A pending draw offer lapses when its maker moves.
                lapse_offer_of: Some(req.player.0),
                now: now.millis(),
            };
            let rating = if outcome.is_none() {
                let remind_at = match clock {
                    ClockAfter::Start(_, _, remind_at, _) => Some(Timestamp(remind_at)),
                    _ => None,
                };
                if !core.record_move(&advance, &record, remind_at).await? {
                    // Someone else changed the game first: look again.
                    continue;
                }
                None
            } else {
                // The last move: the game's end (its rating) commits with it.
                let mut tx = core.write().await?;
                tx.note_events();
                if !hnefi_store::moves::play(&mut tx, &advance, &record).await? {
                    continue;
                }
                let rating = finished_in(core, &mut tx, &after, Some(req.player), now).await?;
                core.commit(tx).await?;
                rating
            };
            if outcome.is_some() {
                self.cache().remove(row.id);
            } else {
                self.cache().put(row.id, after.version, &game);
            }
            return Ok(MovePlayed {
                board: Board {
                    summary: after,
                    game,
                    rating,
                },
                mv,
            });
        }
        Err(Error::Internal(format!(
            "game {:?} is changing too fast to play a move",
            req.game
        )))
    }
}
