//! OTN position records (docs/rules.md 5.2 `start`, and section 2): rows
//! between slashes, rank 1 first (`starti` lists the top rank first), a
//! letter per piece, a decimal count per run of empty squares.

use thiserror::Error;

use crate::piece::{Piece, Side};
use crate::position::{RankProblem, encode_rank, read_rank};
use crate::square::Square;

/// A position record that does not describe a board of the size wanted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardRecordError {
    #[error("{found} ranks, not {expected}")]
    RankCount { expected: u8, found: usize },
    #[error("rank {rank}: {found} squares, not {expected}")]
    RankWidth {
        rank: u8,
        expected: u8,
        found: usize,
    },
    #[error("not an OTN piece: `{0}`")]
    BadChar(char),
    #[error("empty run of 0")]
    ZeroRun,
    #[error("attacking king")]
    AttackerKing,
}

/// The piece an OTN letter stands for.
fn piece_of(letter: char) -> Result<Piece, BoardRecordError> {
    let side = if letter.is_ascii_uppercase() {
        Side::Defenders
    } else {
        Side::Attackers
    };
    Ok(match letter.to_ascii_lowercase() {
        't' if side == Side::Attackers => Piece::Attacker,
        't' => Piece::Defender,
        'k' if side == Side::Defenders => Piece::King,
        'k' => return Err(BoardRecordError::AttackerKing),
        'c' => Piece::Commander(side),
        'n' => Piece::Knight(side),
        'm' => Piece::Mercenary(side),
        'g' => Piece::Guard(side),
        _ => return Err(BoardRecordError::BadChar(letter)),
    })
}

/// Reads a position record of a `size` board: the pieces in ascending
/// square order. `inverted` reads `starti`, whose first row is the top rank.
/// The outer slashes may be left out.
pub fn parse_board_record(
    record: &str,
    size: u8,
    inverted: bool,
) -> Result<Vec<(Square, Piece)>, BoardRecordError> {
    let inner = record.strip_prefix('/').unwrap_or(record);
    let inner = inner.strip_suffix('/').unwrap_or(inner);
    let rows: Vec<&str> = inner.split('/').collect();
    if rows.len() != size as usize {
        return Err(BoardRecordError::RankCount {
            expected: size,
            found: rows.len(),
        });
    }
    let mut pieces = Vec::new();
    for (row, text) in rows.iter().enumerate() {
        let rank = if inverted {
            size - 1 - row as u8
        } else {
            row as u8
        };
        read_rank(text, size, rank, piece_of, &mut pieces).map_err(|problem| match problem {
            RankProblem::Width(found) => BoardRecordError::RankWidth {
                rank: rank + 1,
                expected: size,
                found,
            },
            RankProblem::ZeroRun => BoardRecordError::ZeroRun,
            RankProblem::Piece(e) => e,
        })?;
    }
    pieces.sort_by_key(|&(square, _)| square);
    Ok(pieces)
}

/// Writes the record of a `size` board, rank 1 first, slashes around:
/// `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`. `letter` names each square's
/// piece, `None` for an empty square or a piece OTN cannot write.
pub fn write_board_record(size: u8, letter: impl Fn(Square) -> Option<char>) -> String {
    let mut out = String::from("/");
    for rank in 0..size {
        encode_rank(
            &mut out,
            (0..size).map(|file| letter(Square::new(file, rank).expect("inside the board"))),
        );
        out.push('/');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brandubh_reads_rank_one_first_and_writes_back() {
        let record = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
        let pieces = parse_board_record(record, 7, false).unwrap();
        assert_eq!(pieces.len(), 13);
        let d1 = Square::parse("d1").unwrap();
        assert_eq!(pieces[0], (d1, Piece::Attacker));
        let written = write_board_record(7, |sq| {
            pieces
                .iter()
                .find(|(s, _)| *s == sq)
                .and_then(|(_, p)| p.otn_letter())
        });
        assert_eq!(written, record);
    }

    #[test]
    fn starti_lists_the_top_rank_first() {
        let start = parse_board_record("/t4/5/5/5/4K/", 5, false).unwrap();
        let starti = parse_board_record("/4K/5/5/5/t4/", 5, true).unwrap();
        assert_eq!(start, starti);
        assert_eq!(start[0].0, Square::parse("a1").unwrap());
    }

    #[test]
    fn malformed_records_say_what_is_wrong() {
        use BoardRecordError::*;
        assert!(matches!(
            parse_board_record("/5/5/5/5/", 5, false),
            Err(RankCount { .. })
        ));
        assert!(matches!(
            parse_board_record("/6/5/5/5/5/", 5, false),
            Err(RankWidth { .. })
        ));
        assert!(matches!(
            parse_board_record("/4x/5/5/5/5/", 5, false),
            Err(BadChar('x'))
        ));
        assert!(matches!(
            parse_board_record("/05/5/5/5/5/", 5, false),
            Err(ZeroRun)
        ));
        assert!(matches!(
            parse_board_record("/4k/5/5/5/5/", 5, false),
            Err(AttackerKing)
        ));
    }
}
