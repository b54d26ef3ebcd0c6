//! Board diagrams in the legend of docs/rules.md section 1, so tests and
//! documentation can show positions the way the rules do:
//!
//! ```text
//! 3 . A .
//! 2 D K A
//! 1 . A .
//!   a b c
//! ```
//! `A` attacker, `D` defender, `K` king, `E` Evangelist, `T` the king on
//! the throne; `x` restricted, `o` unusable and `.` empty squares are all
//! empty. Rank numbers and the file-letter line are optional.

use std::sync::Arc;

use thiserror::Error;

use super::{Position, PositionError};
use crate::piece::Side;
use crate::variant::Variant;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DiagramError {
    #[error("diagram row {row}: {found} squares, not {expected}")]
    RowWidth {
        row: usize,
        found: usize,
        expected: u8,
    },
    #[error("not a diagram symbol: `{0}`")]
    Symbol(char),
    #[error(transparent)]
    Position(#[from] PositionError),
}

impl Position {
    /// Builds a position of `variant` from a diagram, ranks top to bottom.
    pub fn from_diagram(
        variant: &Arc<Variant>,
        diagram: &str,
        turn: Side,
    ) -> Result<Position, DiagramError> {
        let size = variant.size();
        let files: String = (b'a'..b'a' + size).map(char::from).collect();
        let mut ranks = Vec::new();
        for line in diagram.lines() {
            let squares: String = line
                .trim_start()
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            if squares.is_empty() || squares == files {
                continue;
            }
            let symbols = squares
                .chars()
                .map(|c| match c {
                    'A' => Ok(Some('a')),
                    'D' => Ok(Some('d')),
                    'K' | 'T' => Ok(Some('k')),
                    'E' => Ok(Some('e')),
                    '.' | 'x' | 'o' => Ok(None),
                    other => Err(DiagramError::Symbol(other)),
                })
                .collect::<Result<Vec<_>, _>>()?;
            let mut rank = String::new();
            super::text::encode_rank(&mut rank, symbols);
            let count = squares.chars().count();
            if count != size as usize {
                return Err(DiagramError::RowWidth {
                    row: ranks.len() + 1,
                    found: count,
                    expected: size,
                });
            }
            ranks.push(rank);
        }
        Ok(Position::from_board_str(variant, &ranks.join("/"), turn)?)
    }
}
