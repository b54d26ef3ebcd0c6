//! The shieldwall (docs/rules.md 3.4, extended in 4.1): a row of two or more
//! enemy pieces on an edge, each faced by one of the mover's pieces, is
//! captured whole when the mover closes one end while the other end is
//! already closed.

use crate::bitboard::Bitboard;
use crate::piece::{Cell, Piece, Side};
use crate::position::Position;
use crate::rules::capture::takes_part;
use crate::square::{Direction, Square};
use crate::variant::{Shieldwall, flag};

/// Pieces captured by shieldwalls that the piece arriving on `to` closes.
pub(crate) fn captures(
    pos: &Position,
    to: Square,
    mover: Piece,
    side: Side,
    wall: Shieldwall,
) -> Bitboard {
    let size = pos.variant().size();
    let mut captured = Bitboard::EMPTY;
    if !pos.variant().has(to.index(), flag::EDGE) || !takes_part(pos, mover.cell()) {
        return captured;
    }
    // Each edge the mover stands on: the two directions along it, and inward.
    let last = size - 1;
    let mut edges = [None; 4];
    if to.rank() == 0 {
        edges[0] = Some((Direction::East, Direction::North));
    }
    if to.rank() == last {
        edges[1] = Some((Direction::East, Direction::South));
    }
    if to.file() == 0 {
        edges[2] = Some((Direction::North, Direction::East));
    }
    if to.file() == last {
        edges[3] = Some((Direction::North, Direction::West));
    }
    for (along, inward) in edges.into_iter().flatten() {
        for dir in [along, along.opposite()] {
            captured |= row_captured(pos, to, dir, inward, side, wall);
        }
    }
    captured
}

/// The row starting next to `to` in `dir`, if it is captured.
fn row_captured(
    pos: &Position,
    to: Square,
    dir: Direction,
    inward: Direction,
    side: Side,
    wall: Shieldwall,
) -> Bitboard {
    let enemy = side.other();
    let mut row = Bitboard::EMPTY;
    let mut length = 0;
    let mut index = to.step_index(dir);
    loop {
        let cell = pos.cell(index);
        let in_row = match cell {
            // The king is no ordinary piece: he ends a 3.4 row, and in 4.1
            // counts towards it without being captured.
            Cell::KING => cell.belongs_to(enemy) && wall.king_in_row,
            Cell::TROLL_KING => false,
            _ => cell.belongs_to(enemy),
        };
        if !in_row {
            break;
        }
        // Every member needs one of the mover's pieces directly in front.
        let front = pos.cell((index as i16 + inward.delta()) as usize);
        if !(front.belongs_to(side) && takes_part(pos, front)) {
            return Bitboard::EMPTY;
        }
        length += 1;
        if cell != Cell::KING {
            row.insert(Square::from_index(index).expect("a piece stands on a square"));
        }
        index = (index as i16 + dir.delta()) as usize;
    }
    let bracket = pos.cell(index);
    let closed = (bracket.belongs_to(side) && takes_part(pos, bracket))
        || (bracket.is_empty() && pos.variant().has(index, flag::BRACKET));
    if length >= 2 && closed {
        row
    } else {
        Bitboard::EMPTY
    }
}
