//! Conditional moves (`/premove`, docs/correspondence.md 4): a player
//! enters, on the opponent's turn, a line `THEIRS MINE THEIRS MINE ...`;
//! when the opponent plays the line's next move, the reply is played at
//! once in the same transaction; a different move discards the rest. Lines
//! are checked for legality when entered and hidden from the opponent.
//!
//! Decisions where the issue is silent:
//! - A line is at most [`MAX_LINE`] moves, an even number (each expected
//!   move has its reply), and entered only on the opponent's turn.
//! - Any game between two people may have lines, live or correspondence.
//! - A new line replaces the player's previous one.
//! - The opponent is never told of a line, nor of its discarding.

use hnefi_engine::{Game, Move, MoveText};
use hnefi_store::PremoveRow;

use super::Games;
use super::acts::check_player;
use super::play::Step;
use super::query::{GameRef, resolve};
use super::view::GameSummary;
use crate::core::Tx;
use crate::core::clock::Timestamp;
use crate::core::codes::move_line;
use crate::core::ids::{GameId, PlayerId};
use crate::error::{Error, PremoveLineError, Result};

/// The longest line, in moves (both sides' counted).
pub const MAX_LINE: usize = 20;

/// A player's conditional moves in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Premoves {
    pub game: GameId,
    /// Moves played when the line was entered: its first move is expected
    /// as move `at_ply + 1`.
    pub at_ply: u32,
    /// The opponent's expected moves and the replies, alternately.
    pub line: Vec<String>,
}

/// Reads a line and plays it out from `game`: every move legal where it
/// comes, and the game not over before the last. The moves as they parse.
pub(crate) fn check_line(
    game: &Game,
    line: &str,
) -> std::result::Result<Vec<Move>, PremoveLineError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.is_empty() {
        return Err(PremoveLineError::Empty);
    }
    if words.len() > MAX_LINE {
        return Err(PremoveLineError::TooLong { max: MAX_LINE });
    }
    if words.len() % 2 == 1 {
        return Err(PremoveLineError::NoReply(words.len()));
    }
    let mut game = game.clone();
    let mut moves = Vec::with_capacity(words.len());
    for (i, word) in words.iter().enumerate() {
        let index = i + 1;
        let text = MoveText::parse(word).map_err(|error| PremoveLineError::Notation {
            index,
            text: word.to_string(),
            error,
        })?;
        if game.outcome().is_some() {
            return Err(PremoveLineError::GameEnds { index });
        }
        game.play(text.mv)
            .map_err(|error| PremoveLineError::Illegal {
                index,
                text: word.to_string(),
                mine: i % 2 == 1,
                error,
            })?;
        moves.push(text.mv);
    }
    Ok(moves)
}

fn shown(row: &PremoveRow) -> Premoves {
    Premoves {
        game: GameId(row.game_id),
        at_ply: row.at_ply as u32,
        line: row.line.split(' ').map(str::to_string).collect(),
    }
}

impl Games {
    /// `/premove set`: stores the caller's line in a game where the
    /// opponent is to move, replacing any earlier one.
    pub async fn set_premoves(
        &self,
        which: GameRef,
        player: PlayerId,
        line: &str,
    ) -> Result<Premoves> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let row = resolve(&mut tx, player, which).await?;
        let summary = GameSummary::from_row(&row)?;
        let side = check_player(&summary, player)?;
        if !summary.is_active() {
            return Err(Error::GameOver {
                game: summary.id,
                variant: summary.variant.clone(),
                result: summary.result,
            });
        }
        if summary.to_move == side {
            return Err(Error::PremoveOnYourTurn(summary.id));
        }
        let game = self.engine_game(&mut tx, &row).await?;
        let moves = check_line(&game, line).map_err(|error| Error::BadPremoveLine {
            variant: summary.variant.clone(),
            error,
        })?;
        let stored = PremoveRow {
            game_id: row.id,
            player_id: player.0,
            at_ply: row.plies,
            line: move_line(&moves),
        };
        hnefi_store::premoves::put(&mut tx, &stored, now.millis()).await?;
        self.core.commit(tx).await?;
        Ok(shown(&stored))
    }

    /// `/premove show`: the caller's line in a game, if any.
    pub async fn premoves(&self, which: GameRef, player: PlayerId) -> Result<Option<Premoves>> {
        let mut conn = self.core.read().await?;
        let row = resolve(&mut conn, player, which).await?;
        check_player(&GameSummary::from_row(&row)?, player)?;
        Ok(hnefi_store::premoves::get(&mut conn, row.id, player.0)
            .await?
            .filter(|p| p.at_ply == row.plies)
            .as_ref()
            .map(shown))
    }

    /// `/premove clear`: removes the caller's line; refused if there was
    /// none.
    pub async fn clear_premoves(&self, which: GameRef, player: PlayerId) -> Result<GameId> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let row = resolve(&mut tx, player, which).await?;
        check_player(&GameSummary::from_row(&row)?, player)?;
        if !hnefi_store::premoves::clear(&mut tx, row.id, player.0, now.millis()).await? {
            return Err(Error::NoPremoves(GameId(row.id)));
        }
        self.core.commit(tx).await?;
        Ok(GameId(row.id))
    }

    /// After `step` (the opponent's move `played`, written in `tx`, which
    /// holds the game), plays the reply of the line that expected it, or
    /// discards a line that expected another move. `game`: the engine's
    /// game after `step`, moved on by the reply.
    pub(crate) async fn answer_in(
        &self,
        tx: &mut Tx,
        step: &Step,
        game: &mut Game,
        played: Move,
        flag: bool,
        now: Timestamp,
    ) -> Result<Option<Step>> {
        let after = &step.after;
        let owner = after.player(after.to_move);
        let game_id = after.id.0;
        let Some(row) = hnefi_store::premoves::get(tx, game_id, owner.0).await? else {
            return Ok(None);
        };
        let expected: Vec<Option<Move>> = row
            .line
            .split(' ')
            .map(|w| MoveText::parse(w).ok().map(|t| t.mv))
            .collect();
        let meets = row.at_ply + 1 == i64::from(after.plies)
            && expected.first() == Some(&Some(played))
            && expected.len() >= 2;
        if !meets {
            hnefi_store::premoves::clear(tx, game_id, owner.0, now.millis()).await?;
            return Ok(None);
        }
        let Some(reply) = expected[1] else {
            hnefi_store::premoves::clear(tx, game_id, owner.0, now.millis()).await?;
            return Ok(None);
        };
        let mut moved = game.clone();
        let Ok(ply) = moved.play(reply) else {
            // Checked when entered; a line the rules now refuse is dropped.
            hnefi_store::premoves::clear(tx, game_id, owner.0, now.millis()).await?;
            return Ok(None);
        };
        let answer = Step::new(
            &self.core,
            after,
            &moved,
            &ply,
            owner,
            after.banks,
            true,
            now,
        )?;
        let written = hnefi_store::moves::play(
            tx,
            &answer.advance(after.version, (flag, flag), now),
            &answer.record(now),
        )
        .await?;
        if !written {
            return Err(Error::Internal(format!(
                "game #{game_id}: the conditional reply could not be written"
            )));
        }
        if let Some(remind_at) = answer.remind_at() {
            tx.note_deadline(remind_at);
        }
        let rest = &row.line.split(' ').skip(2).collect::<Vec<_>>().join(" ");
        if rest.is_empty() || answer.outcome.is_some() {
            hnefi_store::premoves::clear(tx, game_id, owner.0, now.millis()).await?;
        } else {
            let kept = PremoveRow {
                game_id,
                player_id: owner.0,
                at_ply: answer.stored.ply,
                line: rest.clone(),
            };
            hnefi_store::premoves::put(tx, &kept, now.millis()).await?;
        }
        *game = moved;
        Ok(Some(answer))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brandubh() -> Game {
        let v = hnefi_engine::variant::by_key("brandubh").unwrap();
        Game::new(v.start_position(None, None).unwrap())
    }

    #[test]
    fn a_line_is_checked_move_by_move() {
        let game = brandubh();
        assert_eq!(check_line(&game, "  "), Err(PremoveLineError::Empty));
        assert_eq!(
            check_line(&game, "d2-b2"),
            Err(PremoveLineError::NoReply(1))
        );
        let long = ["d2-b2"; 22].join(" ");
        assert_eq!(
            check_line(&game, &long),
            Err(PremoveLineError::TooLong { max: MAX_LINE })
        );
        assert!(matches!(
            check_line(&game, "d2-b2 zz"),
            Err(PremoveLineError::Notation { index: 2, .. })
        ));
        // The reply names the player's own move that cannot be played.
        assert!(matches!(
            check_line(&game, "d2-b2 d2-b2"),
            Err(PremoveLineError::Illegal {
                index: 2,
                mine: true,
                ..
            })
        ));
        assert!(matches!(
            check_line(&game, "a1-a2 c4-c2"),
            Err(PremoveLineError::Illegal {
                index: 1,
                mine: false,
                ..
            })
        ));
        assert_eq!(check_line(&game, "d2-b2 c4-c2").map(|m| m.len()), Ok(2));
    }
}
