//! Move notation (docs/rules.md section 2, "Move"): `from-to`, then `x` and a
//! square for each captured piece in ascending square order.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::square::Square;

/// A move, identified by its origin and destination alone.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// Parses a move, ignoring any capture suffix.
    pub fn parse(text: &str) -> Result<Move, ParseMoveError> {
        MoveText::parse(text).map(|m| m.mv)
    }

    /// The move with its captures in ascending square order, rank first,
    /// e.g. `e3-e6xf6xe7` (rules 2).
    pub fn with_captures(self, captures: Bitboard) -> WithCaptures {
        WithCaptures { mv: self, captures }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        Move::parse(s)
    }
}

/// A move printed with its capture suffix.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct WithCaptures {
    pub mv: Move,
    pub captures: Bitboard,
}

impl fmt::Display for WithCaptures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mv)?;
        for sq in self.captures.iter() {
            write!(f, "x{sq}")?;
        }
        Ok(())
    }
}

/// A move as written, with the captures the writer claims, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub mv: Move,
    /// `None` when the text has no capture suffix. Repeated squares
    /// (`xk6xk6`, seen in real records) collapse into one.
    pub captures: Option<Bitboard>,
}

/// Text that is not a move.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseMoveError {
    #[error("no move")]
    Empty,
    #[error("not a move: `{0}`")]
    Malformed(String),
}

/// Longest text worth looking at (a move and a long capture list).
const MAX_LEN: usize = 200;

impl MoveText {
    /// Accepts `e3-e6`, `e3e6`, `E3 E6`, `e3 e6` and `e3-e6xe7`, in any
    /// letter case. Reads bytes without allocating: replays parse millions.
    pub fn parse(text: &str) -> Result<MoveText, ParseMoveError> {
        let bytes = text.as_bytes().trim_ascii();
        if bytes.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let malformed = || ParseMoveError::Malformed(text.trim().chars().take(24).collect());
        if bytes.len() > MAX_LEN {
            return Err(malformed());
        }
        let mut cursor = Cursor { bytes, at: 0 };
        let from = cursor.square().ok_or_else(malformed)?;
        cursor.skip_spaces();
        if cursor.eat(b'-') {
            cursor.skip_spaces();
        }
        let to = cursor.square().ok_or_else(malformed)?;
        let mut captures = None;
        while !cursor.done() {
            if !cursor.eat(b'x') {
                return Err(malformed());
            }
            let sq = cursor.square().ok_or_else(malformed)?;
            captures.get_or_insert(Bitboard::EMPTY).insert(sq);
        }
        Ok(MoveText {
            mv: Move { from, to },
            captures,
        })
    }
}

/// Reads squares and separators off the bytes of a move.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    fn done(&self) -> bool {
        self.at >= self.bytes.len()
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).map(u8::to_ascii_lowercase)
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        self.at += found as usize;
        found
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    /// A file letter `a`..`s` and a rank `1`..`19` without a leading zero.
    fn square(&mut self) -> Option<Square> {
        let bytes = self.bytes;
        let mut at = self.at;
        let file = bytes.get(at)?.to_ascii_lowercase().wrapping_sub(b'a');
        at += 1;
        let first = *bytes.get(at)?;
        if !(b'1'..=b'9').contains(&first) {
            return None;
        }
        at += 1;
        let mut rank = first - b'0';
        if let Some(&second) = bytes.get(at).filter(|b| b.is_ascii_digit()) {
            rank = rank * 10 + (second - b'0');
            at += 1;
            if bytes.get(at).is_some_and(u8::is_ascii_digit) {
                return None;
            }
        }
        self.at = at;
        Square::new(file, rank - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn s2_move_input_forms_are_accepted() {
        let expected = Move::new(sq("e3"), sq("e6"));
        for text in ["e3-e6", "e3e6", "E3 E6", "e3 e6", "e3-e6xe7", " e3 - e6 "] {
            assert_eq!(Move::parse(text), Ok(expected), "{text}");
        }
    }

    #[test]
    fn s2_capture_suffix_is_read_in_any_order_and_printed_ascending() {
        let m = MoveText::parse("e3-e6xf6xe7xf6").unwrap();
        let captures = m.captures.unwrap();
        assert_eq!(m.mv.with_captures(captures).to_string(), "e3-e6xf6xe7");
        assert_eq!(MoveText::parse("j10-j12").unwrap().captures, None);
    }

    #[test]
    fn s2_garbage_is_not_a_move() {
        for text in [
            "", "e3", "e3-", "e3-e6x", "e3-e6e7", "z1-z2", "e0-e5", "e3--e6", "e3-e6 x",
        ] {
            assert!(MoveText::parse(text).is_err(), "{text}");
        }
    }
}
