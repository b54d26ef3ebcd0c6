//! A player's attempts (docs/learning.md 2): `/puzzle next` poses a
//! puzzle near the player's rating, `/puzzle solve` judges a move or a
//! line of moves, plays the loser's replies and rates the attempt once it
//! is solved or failed. One attempt per player and puzzle, at most one
//! open: asking for another leaves the open one (failed when it was begun,
//! skipped and unrated when not). Answers are compare-and-set on the moves
//! played, so of two racing answers one counts and the other is refused.

use std::collections::{HashMap, HashSet};

use hnefi_engine::{Game, Move, Position};
use hnefi_store::puzzles::{Advance, AttemptRow};

use super::answer::{Answer, answer};
use super::catalogue::{Puzzle, by_key, of_variant};
use super::rating::{from_row, rate_attempt, starting_rating, to_row};
use super::{Puzzles, lot};
use crate::core::Tx;
use crate::core::clock::Timestamp;
use crate::core::codes::{move_line, read_move_line};
use crate::core::ids::{Place, PlayerId};
use crate::core::variants::resolve;
use crate::error::{Error, Result};
use crate::ratings::Rating;

/// A player's puzzle rating and tally.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRating {
    pub rating: Rating,
    pub attempts: i64,
    pub solved: i64,
}

/// A rating before and after an attempt.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingMove {
    pub before: Rating,
    pub after: Rating,
}

/// The open puzzle a player left for another.
#[derive(Clone, Debug, PartialEq)]
pub struct Left {
    pub key: String,
    /// Begun and left: counted as failed (else skipped, unrated).
    pub failed: bool,
    pub change: Option<RatingMove>,
}

/// A puzzle posed to a player.
#[derive(Clone, Debug)]
pub struct Posed {
    pub puzzle: Puzzle,
    pub puzzle_rating: Rating,
    /// The player's puzzle rating as the puzzle is posed.
    pub player: PuzzleRating,
    pub left: Option<Left>,
}

/// One of the player's moves and the loser's reply to it, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub mv: Move,
    pub reply: Option<Move>,
}

/// Where an answer left the puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Solved,
    /// Right so far: the player has `plies_left` plies to finish.
    Going {
        plies_left: u8,
    },
    /// A move let the win go; `expected` would have kept it.
    Failed {
        expected: Move,
    },
}

/// What `/puzzle solve` shows.
#[derive(Clone, Debug)]
pub struct Answered {
    pub puzzle: Puzzle,
    /// This answer's moves, each with the bot's reply.
    pub steps: Vec<Step>,
    pub verdict: Verdict,
    /// The position after every move of the attempt so far.
    pub position: Position,
    /// The player's rating change, once the attempt is finished.
    pub change: Option<RatingMove>,
    /// Moves of the line after the one that ended the puzzle, not read.
    pub ignored: usize,
}

impl Puzzles {
    /// The player's puzzle rating (a new player's: 1500, provisional).
    pub async fn rating(&self, player: PlayerId) -> Result<PuzzleRating> {
        let mut conn = self.core.read().await?;
        self.player_rating(&mut conn, player).await
    }

    /// A puzzle by key: the starting set's, or one found on a server.
    pub async fn puzzle(&self, key: &str) -> Result<Puzzle> {
        let mut conn = self.core.read().await?;
        self.puzzle_on(&mut conn, key).await
    }

    pub(super) async fn puzzle_on(
        &self,
        conn: &mut impl hnefi_store::Conn,
        key: &str,
    ) -> Result<Puzzle> {
        if let Some(p) = by_key(key) {
            return Ok(p.clone());
        }
        let row = hnefi_store::puzzles::found(conn, key)
            .await?
            .ok_or_else(|| Error::UnknownPuzzle(key.to_string()))?;
        let variant = resolve(conn, &row.variant_key).await?;
        Puzzle::from_found(&row, &variant).map_err(Error::Internal)
    }

    /// The player's next puzzle of a variant (`/puzzle next`): of those
    /// they never tried (the starting set's and the server's own), the
    /// one rated nearest to them; ties fall differently for each player.
    pub async fn next(&self, player: PlayerId, place: Place, variant: &str) -> Result<Posed> {
        let mut tx = self.core.write().await?;
        let variant = resolve(&mut tx, variant).await?;
        let key = variant.key().to_string();
        let guild = place.guild.unwrap_or(0);
        let found = hnefi_store::puzzles::found_in_guild(&mut tx, guild, Some(&key)).await?;
        let mut candidates: Vec<(String, u8)> = of_variant(&key)
            .map(|p| (p.key.clone(), p.plies))
            .chain(found.iter().map(|f| (f.key.clone(), f.plies as u8)))
            .collect();
        if candidates.is_empty() {
            return Err(Error::NoPuzzles { variant: key });
        }
        let tried: HashSet<String> = hnefi_store::puzzles::attempted(&mut tx, player.0)
            .await?
            .into_iter()
            .collect();
        candidates.retain(|(k, _)| !tried.contains(k));
        if candidates.is_empty() {
            return Err(Error::PuzzlesExhausted { variant: key });
        }
        let me = self.player_rating(&mut tx, player).await?;
        let rated: HashMap<String, f64> = hnefi_store::puzzles::puzzle_ratings(&mut tx)
            .await?
            .into_iter()
            .collect();
        let chosen = candidates
            .iter()
            .min_by_key(|(k, plies)| {
                let rating = rated
                    .get(k)
                    .copied()
                    .unwrap_or_else(|| starting_rating(*plies).rating);
                ((rating - me.rating.rating).abs() as i64, lot((player.0, k)))
            })
            .map(|(k, _)| k.clone())
            .expect("candidates");
        let posed = self.pose(tx, player, guild, &chosen, me).await?;
        Ok(posed)
    }

    /// Takes up a given puzzle (the daily puzzle's button), unless the
    /// player tried it before.
    pub async fn take(&self, player: PlayerId, place: Place, key: &str) -> Result<Posed> {
        let mut tx = self.core.write().await?;
        if hnefi_store::puzzles::attempt(&mut tx, player.0, key)
            .await?
            .is_some_and(|a| a.status != "open")
        {
            return Err(Error::PuzzleTried(key.to_string()));
        }
        let me = self.player_rating(&mut tx, player).await?;
        self.pose(tx, player, place.guild.unwrap_or(0), key, me)
            .await
    }

    /// Leaves the open puzzle (unless it is `key`) and opens `key`.
    async fn pose(
        &self,
        mut tx: Tx,
        player: PlayerId,
        guild: i64,
        key: &str,
        me: PuzzleRating,
    ) -> Result<Posed> {
        let now = self.core.now();
        let puzzle = self.puzzle_on(&mut tx, key).await?;
        let open = hnefi_store::puzzles::open_attempt(&mut tx, player.0).await?;
        // Taken up again while open: nothing to write.
        let reopened = open.as_ref().is_some_and(|open| open.puzzle_key == key);
        let mut left = None;
        let mut me = me;
        if let Some(open) = open.filter(|_| !reopened) {
            let failed = !open.played.is_empty();
            let change = if failed {
                let other = self.puzzle_on(&mut tx, &open.puzzle_key).await?;
                let change = self
                    .finish(&mut tx, player, &open, &open.played, &other, false, now)
                    .await?;
                me.rating = change.after;
                me.attempts += 1;
                Some(change)
            } else {
                let skipped = Advance {
                    from_played: "",
                    played: "",
                    status: "skipped",
                    rating_before: None,
                    rating_after: None,
                };
                let at = now.millis();
                if !hnefi_store::puzzles::advance(&mut tx, player.0, &open.puzzle_key, &skipped, at)
                    .await?
                {
                    return Err(Error::PuzzleChanged);
                }
                None
            };
            left = Some(Left {
                key: open.puzzle_key,
                failed,
                change,
            });
        }
        if !reopened
            && !hnefi_store::puzzles::open(&mut tx, player.0, key, guild, now.millis()).await?
        {
            return Err(Error::PuzzleChanged);
        }
        let puzzle_rating = self.puzzle_rating(&mut tx, &puzzle).await?;
        self.core.commit(tx).await?;
        Ok(Posed {
            puzzle,
            puzzle_rating,
            player: me,
            left,
        })
    }

    /// Judges the player's answer to their open puzzle: one move, or a
    /// line of their moves (the bot's replies between them may be written
    /// too, and are passed over). A line with a move that cannot be
    /// played is refused whole, changing nothing.
    pub async fn solve(&self, player: PlayerId, line: &str) -> Result<Answered> {
        let moves = line
            .split_whitespace()
            .map(|m| Move::parse(m).map_err(Error::BadNotation))
            .collect::<Result<Vec<_>>>()?;
        if moves.is_empty() {
            return Err(Error::BadNotation(Move::parse("").unwrap_err()));
        }
        let (open, puzzle) = {
            let mut conn = self.core.read().await?;
            let open = hnefi_store::puzzles::open_attempt(&mut conn, player.0)
                .await?
                .ok_or(Error::NoOpenPuzzle)?;
            let puzzle = self.puzzle_on(&mut conn, &open.puzzle_key).await?;
            (open, puzzle)
        };
        let before = read_move_line(&open.played)?;
        let judged = {
            let puzzle = puzzle.clone();
            let before = before.clone();
            self.core
                .on_ai_pool(move || judge_line(&puzzle, &before, &moves))
                .await??
        };
        let mut played = before;
        for step in &judged.steps {
            played.push(step.mv);
            played.extend(step.reply);
        }
        let played_text = move_line(&played);
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let change = match judged.verdict {
            Verdict::Going { .. } => {
                let step = Advance {
                    from_played: &open.played,
                    played: &played_text,
                    status: "open",
                    rating_before: None,
                    rating_after: None,
                };
                if !hnefi_store::puzzles::advance(
                    &mut tx,
                    player.0,
                    &open.puzzle_key,
                    &step,
                    now.millis(),
                )
                .await?
                {
                    return Err(Error::PuzzleChanged);
                }
                None
            }
            Verdict::Solved | Verdict::Failed { .. } => {
                let solved = judged.verdict == Verdict::Solved;
                Some(
                    self.finish(&mut tx, player, &open, &played_text, &puzzle, solved, now)
                        .await?,
                )
            }
        };
        self.core.commit(tx).await?;
        let mut game = Game::new(puzzle.position.clone());
        for mv in &played {
            game.play(*mv).map_err(|e| Error::Internal(e.to_string()))?;
        }
        Ok(Answered {
            position: game.position().clone(),
            puzzle,
            steps: judged.steps,
            verdict: judged.verdict,
            change,
            ignored: judged.ignored,
        })
    }

    /// Closes an open attempt as solved or failed and rates it.
    #[allow(clippy::too_many_arguments)]
    async fn finish(
        &self,
        tx: &mut Tx,
        player: PlayerId,
        open: &AttemptRow,
        played: &str,
        puzzle: &Puzzle,
        solved: bool,
        now: Timestamp,
    ) -> Result<RatingMove> {
        let mine = hnefi_store::puzzles::player_rating(tx, player.0).await?;
        let (me, attempts, wins) = from_row(mine, Rating::initial());
        let theirs = hnefi_store::puzzles::puzzle_rating(tx, &puzzle.key).await?;
        let (it, its_attempts, its_solved) = from_row(theirs, starting_rating(puzzle.plies));
        let (me_after, it_after) = rate_attempt(me, it, solved);
        let won = i64::from(solved);
        let step = Advance {
            from_played: &open.played,
            played,
            status: if solved { "solved" } else { "failed" },
            rating_before: Some(me.rating),
            rating_after: Some(me_after.rating),
        };
        if !hnefi_store::puzzles::advance(tx, player.0, &open.puzzle_key, &step, now.millis())
            .await?
        {
            return Err(Error::PuzzleChanged);
        }
        hnefi_store::puzzles::put_player_rating(
            tx,
            player.0,
            &to_row(me_after, attempts + 1, wins + won),
            now.millis(),
        )
        .await?;
        hnefi_store::puzzles::put_puzzle_rating(
            tx,
            &puzzle.key,
            &to_row(it_after, its_attempts + 1, its_solved + won),
            now.millis(),
        )
        .await?;
        Ok(RatingMove {
            before: me,
            after: me_after,
        })
    }

    async fn player_rating(
        &self,
        conn: &mut impl hnefi_store::Conn,
        player: PlayerId,
    ) -> Result<PuzzleRating> {
        let row = hnefi_store::puzzles::player_rating(conn, player.0).await?;
        let (rating, attempts, solved) = from_row(row, Rating::initial());
        Ok(PuzzleRating {
            rating,
            attempts,
            solved,
        })
    }

    pub(crate) async fn puzzle_rating(
        &self,
        conn: &mut impl hnefi_store::Conn,
        puzzle: &Puzzle,
    ) -> Result<Rating> {
        let row = hnefi_store::puzzles::puzzle_rating(conn, &puzzle.key).await?;
        Ok(from_row(row, starting_rating(puzzle.plies)).0)
    }
}

/// An answer judged, before it is stored.
struct Judged {
    steps: Vec<Step>,
    verdict: Verdict,
    ignored: usize,
}

fn judge_line(puzzle: &Puzzle, before: &[Move], moves: &[Move]) -> Result<Judged> {
    let mut played = before.to_vec();
    let mut steps: Vec<Step> = Vec::new();
    let mut verdict = None;
    let mut read = 0;
    for (index, &mv) in moves.iter().enumerate() {
        read = index + 1;
        // The bot's reply written out in the line: passed over.
        if steps.last().and_then(|s| s.reply) == Some(mv) {
            continue;
        }
        match answer(puzzle, &played, mv) {
            Answer::Illegal => {
                return Err(Error::PuzzleIllegalMove {
                    mv,
                    index: index + 1,
                });
            }
            Answer::Solved => {
                steps.push(Step { mv, reply: None });
                verdict = Some(Verdict::Solved);
                break;
            }
            Answer::Wrong { expected } => {
                steps.push(Step { mv, reply: None });
                verdict = Some(Verdict::Failed { expected });
                break;
            }
            Answer::Right { reply, plies_left } => {
                steps.push(Step {
                    mv,
                    reply: Some(reply),
                });
                played.push(mv);
                played.push(reply);
                verdict = Some(Verdict::Going { plies_left });
            }
        }
    }
    Ok(Judged {
        steps,
        verdict: verdict.expect("a line has a move"),
        ignored: moves.len() - read,
    })
}
