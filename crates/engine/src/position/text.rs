//! Position strings (docs/rules.md section 2, "Position"): ranks from the top
//! separated by `/`, runs of empty squares as decimal numbers, pieces `a`
//! `d` `k` `e`, then a space and the side to move.

use std::fmt;
use std::sync::Arc;

use thiserror::Error;

use super::Position;
use super::setup::{self, SetupError};
use crate::piece::{Cell, Piece, Side};
use crate::square::Square;
use crate::variant::Variant;

/// Text that is not a playable position of the variant.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("not board and side")]
    Shape,
    #[error("too long")]
    TooLong,
    #[error("{found} ranks, not {expected}")]
    RankCount { expected: u8, found: usize },
    #[error("rank {rank}: {found} squares, not {expected}")]
    RankWidth {
        rank: u8,
        expected: u8,
        found: usize,
    },
    #[error("not a piece: `{0}`")]
    BadChar(char),
    /// In a rule set (docs/rules.md 5), whose special pieces have letters too.
    #[error("not a rule set's piece: `{0}`")]
    BadRuleSetChar(char),
    #[error("empty run of 0")]
    ZeroRun,
    #[error("not a side: `{0}`")]
    BadSide(String),
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Record(#[from] crate::ruleset::BoardRecordError),
}

/// Longest text worth looking at: a 19x19 board spelt out square by square.
const MAX_LEN: usize = 19 * 20 + 8;

impl Position {
    /// Parses a full position string (board, space, side to move) and checks
    /// that it can be played in `variant` (docs/rules.md 2, "Custom start positions").
    pub fn parse(variant: &Arc<Variant>, text: &str) -> Result<Position, PositionError> {
        let (board, turn) = board_and_side(text)?;
        Position::from_board_str(variant, board, turn)
    }

    /// Parses the board part of a position string with a given side to move.
    pub fn from_board_str(
        variant: &Arc<Variant>,
        board: &str,
        turn: Side,
    ) -> Result<Position, PositionError> {
        if board.len() > MAX_LEN {
            return Err(PositionError::TooLong);
        }
        let size = variant.size();
        let rule_set = variant.rule_set().is_some();
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != size as usize {
            return Err(PositionError::RankCount {
                expected: size,
                found: ranks.len(),
            });
        }
        let mut pieces = Vec::new();
        for (row, text) in ranks.iter().enumerate() {
            let rank = size - 1 - row as u8;
            let letter = |c| match Piece::from_letter(c) {
                Some(p) if rule_set || matches!(c, 'a' | 'd' | 'k' | 'e') => Ok(p),
                _ if rule_set => Err(PositionError::BadRuleSetChar(c)),
                _ => Err(PositionError::BadChar(c)),
            };
            read_rank(text, size, rank, letter, &mut pieces).map_err(|problem| match problem {
                RankProblem::Width(found) => PositionError::RankWidth {
                    rank: rank + 1,
                    expected: size,
                    found,
                },
                RankProblem::ZeroRun => PositionError::ZeroRun,
                RankProblem::Piece(e) => e,
            })?;
        }
        Position::from_pieces(variant, &pieces, turn)
    }

    /// The board part of the position string.
    pub fn board_string(&self) -> String {
        let size = self.variant.size();
        let mut out = String::with_capacity(size as usize * 4);
        for rank in (0..size).rev() {
            encode_rank(
                &mut out,
                (0..size).map(|file| {
                    let sq = Square::new(file, rank).expect("inside the board");
                    // The troll king is hidden state (docs/rules.md 2): shown as empty.
                    match self.cell_at(sq) {
                        Cell::BLOCKED => None,
                        cell => cell.piece().and_then(Piece::letter),
                    }
                }),
            );
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }
}

impl Position {
    /// The board as an OTN position record, rank 1 first (docs/rules.md 2
    /// and 5.2): `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`. The troll king, whom
    /// OTN cannot write, is left out; an Evangelist is written `N`.
    pub fn otn_board(&self) -> String {
        crate::ruleset::write_board_record(self.variant.size(), |sq| {
            self.piece_at(sq).and_then(Piece::otn_letter)
        })
    }

    /// Reads an OTN position record followed by a space and the side to
    /// move (`a` or `d`), as `--position` takes it (docs/cli.md).
    pub fn parse_otn(variant: &Arc<Variant>, text: &str) -> Result<Position, PositionError> {
        let (record, turn) = board_and_side(text)?;
        let pieces = crate::ruleset::parse_board_record(record, variant.size(), false)?;
        Position::from_pieces(variant, &pieces, turn)
    }

    /// A position of `variant` with these pieces, checked as a start.
    pub(crate) fn from_pieces(
        variant: &Arc<Variant>,
        pieces: &[(Square, Piece)],
        turn: Side,
    ) -> Result<Position, PositionError> {
        setup::check(variant, pieces)?;
        let mut position = Position::empty(variant, turn);
        for &(sq, piece) in pieces {
            position.put(sq, piece);
        }
        crate::rules::troll_king::reveal_if_left(&mut position);
        Ok(position)
    }
}

/// A position's two parts: the board and the side to move (`a` or `d`).
fn board_and_side(text: &str) -> Result<(&str, Side), PositionError> {
    if text.len() > MAX_LEN {
        return Err(PositionError::TooLong);
    }
    let mut parts = text.split_whitespace();
    let (Some(board), Some(side), None) = (parts.next(), parts.next(), parts.next()) else {
        return Err(PositionError::Shape);
    };
    let turn = match side {
        "a" => Side::Attackers,
        "d" => Side::Defenders,
        other => return Err(PositionError::BadSide(other.chars().take(8).collect())),
    };
    Ok((board, turn))
}

/// What is wrong with one rank of a run-length board.
pub(crate) enum RankProblem<E> {
    /// It covers this many squares, not the board's width.
    Width(usize),
    ZeroRun,
    /// A letter that names no piece, as the caller's `letter` says.
    Piece(E),
}

/// Reads one rank of a `size` board: a letter per piece (read by
/// `letter`), a decimal count per run of empty squares; the pieces go to
/// `out` with their squares.
pub(crate) fn read_rank<E>(
    text: &str,
    size: u8,
    rank: u8,
    mut letter: impl FnMut(char) -> Result<Piece, E>,
    out: &mut Vec<(Square, Piece)>,
) -> Result<(), RankProblem<E>> {
    let mut file = 0usize;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(digit) = c.to_digit(10) {
            if digit == 0 {
                return Err(RankProblem::ZeroRun);
            }
            let mut run = digit as usize;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                chars.next();
                run = run * 10 + d as usize;
                if run > size as usize {
                    return Err(RankProblem::Width(file + run));
                }
            }
            file += run;
        } else {
            let piece = letter(c).map_err(RankProblem::Piece)?;
            if file < size as usize {
                out.push((
                    Square::new(file as u8, rank).expect("inside the board"),
                    piece,
                ));
            }
            file += 1;
        }
        if file > size as usize {
            return Err(RankProblem::Width(file));
        }
    }
    if file != size as usize {
        return Err(RankProblem::Width(file));
    }
    Ok(())
}

/// Appends one rank in run-length form: a letter per piece, a decimal count
/// per run of empty squares (`None`).
pub(crate) fn encode_rank(out: &mut String, squares: impl IntoIterator<Item = Option<char>>) {
    let mut run = 0;
    for square in squares {
        match square {
            None => run += 1,
            Some(letter) => {
                if run > 0 {
                    out.push_str(&run.to_string());
                    run = 0;
                }
                out.push(letter);
            }
        }
    }
    if run > 0 {
        out.push_str(&run.to_string());
    }
}

impl fmt::Display for Position {
    /// The position string: board, a space, the side to move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.board_string(), self.turn().letter())
    }
}
