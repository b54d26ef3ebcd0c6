//! 3.1: clear lines from Noggin to the edge. One clear line is announced
//! ("UIT NOG"); on the Nogs' turn Noggin may slide along any clear line to
//! the edge (the swift escape); two or more after a Nogs' move win at once
//! (TUIT NOG).

use crate::position::Position;
use crate::square::{Direction, Square};
use crate::variant::flag;

/// The edge square ending a clear line from the king in `dir`: every square
/// from his neighbour to the edge is empty. `None` when blocked, or when
/// the king already stands on that edge.
pub(crate) fn clear_line_end(pos: &Position, king: Square, dir: Direction) -> Option<Square> {
    let variant = pos.variant();
    let mut index = king.step_index(dir);
    let mut last = None;
    while variant.has(index, flag::ON_BOARD) {
        if !pos.cell(index).is_empty() {
            return None;
        }
        last = Some(index);
        index = (index as i16 + dir.delta()) as usize;
    }
    last.and_then(Square::from_index)
}

/// How many clear lines Noggin has; none when he is missing or on the edge
/// (the trollstone counts as off the edge).
pub(crate) fn clear_lines(pos: &Position) -> usize {
    let Some(king) = pos.king() else { return 0 };
    if pos.variant().has(king.index(), flag::EDGE) {
        return 0;
    }
    Direction::ALL
        .iter()
        .filter(|&&dir| clear_line_end(pos, king, dir).is_some())
        .count()
}

/// Whether the position calls for "UIT NOG": exactly one clear line.
pub(crate) fn announced(pos: &Position) -> bool {
    pos.variant().spec().mechanics.uit_nog && clear_lines(pos) == 1
}

/// Whether a Nogs' move has left two or more clear lines (TUIT NOG).
pub(crate) fn tuit_nog(pos: &Position) -> bool {
    pos.variant().spec().mechanics.uit_nog && clear_lines(pos) >= 2
}

/// Whether `from`-`to` is Noggin's swift escape: a straight slide along a
/// clear line that ends on the edge square, never part-way.
pub(crate) fn is_swift_escape(pos: &Position, from: Square, to: Square) -> bool {
    pos.variant().spec().mechanics.uit_nog
        && !pos.variant().has(from.index(), flag::EDGE)
        && Direction::between(from, to).and_then(|dir| clear_line_end(pos, from, dir)) == Some(to)
}
