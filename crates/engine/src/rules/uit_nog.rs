//! 3.1-3.3: Noggin's ways to the edge. Where he steps or slides (3.1, 3.2)
//! a way is a clear line of empty squares to the edge; where he leaps like a
//! knight (3.3) it is an edge square a legal leap away. One way is announced
//! ("UIT NOG"); two or more after a Nogs' move win at once (TUIT NOG). A
//! Noggin who steps may slide along any clear line to the edge on the Nogs'
//! turn (the swift escape, 3.1); 3.3 has none, its Noggin already leaps.

use crate::piece::Piece;
use crate::position::Position;
use crate::rules::knight;
use crate::square::{Direction, Square};
use crate::variant::{KingMovement, Movement, flag};

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

/// How many ways to the edge Noggin has, whoever is to move; none when he
/// is missing or on the edge (the trollstone counts as off the edge).
pub(crate) fn ways_out(pos: &Position) -> usize {
    let Some(king) = pos.king() else { return 0 };
    let variant = pos.variant();
    if variant.has(king.index(), flag::EDGE) {
        return 0;
    }
    match variant.spec().movement {
        Movement::Rook => Direction::ALL
            .iter()
            .filter(|&&dir| clear_line_end(pos, king, dir).is_some())
            .count(),
        Movement::Knight => knight::OFFSETS
            .iter()
            .filter_map(|&(df, dr)| king.offset(df, dr, variant.size()))
            .filter(|&to| {
                variant.has(to.index(), flag::EDGE)
                    && pos.cell_at(to).is_empty()
                    && knight::blocker(pos, Piece::King, king, to).is_none()
            })
            .count(),
    }
}

/// Whether the position calls for "UIT NOG": exactly one way out.
pub(crate) fn announced(pos: &Position) -> bool {
    pos.variant().spec().mechanics.uit_nog && ways_out(pos) == 1
}

/// Whether a Nogs' move has left two or more ways out (TUIT NOG).
pub(crate) fn tuit_nog(pos: &Position) -> bool {
    pos.variant().spec().mechanics.uit_nog && ways_out(pos) >= 2
}

/// Whether the king of this variant has the swift escape: UIT NOG is played
/// and he otherwise steps one square at a time (3.1; 3.3's reading).
pub(crate) fn has_swift_escape(pos: &Position) -> bool {
    let spec = pos.variant().spec();
    spec.mechanics.uit_nog && spec.king.movement == KingMovement::OneStep
}

/// Whether `from`-`to` is Noggin's swift escape: a straight slide along a
/// clear line that ends on the edge square, never part-way.
pub(crate) fn is_swift_escape(pos: &Position, from: Square, to: Square) -> bool {
    has_swift_escape(pos)
        && !pos.variant().has(from.index(), flag::EDGE)
        && Direction::between(from, to).and_then(|dir| clear_line_end(pos, from, dir)) == Some(to)
}
