//! 3.5 Alea Evangelii: an Evangelist may jump over an orthogonally adjacent
//! attacker onto the empty square beyond (not the throne, a red corner or
//! an unusable square); the jumped attacker is removed. A two-square move
//! over an attacker is always this jump.

use crate::notation::Move;
use crate::piece::Cell;
use crate::position::Position;
use crate::square::{Direction, Square};
use crate::variant::flag;

/// The attacker an Evangelist's move jumps over, if the move is a jump.
#[inline]
pub(crate) fn jumped_square(pos: &Position, mv: Move) -> Option<Square> {
    if !pos.variant().spec().mechanics.evangelist_jump || pos.cell_at(mv.from) != Cell::EVANGELIST {
        return None;
    }
    let dir = Direction::between(mv.from, mv.to)?;
    let middle = mv.from.neighbour(dir, pos.variant().size())?;
    let two_squares = middle.neighbour(dir, pos.variant().size()) == Some(mv.to);
    (two_squares && pos.cell_at(middle) == Cell::ATTACKER).then_some(middle)
}

/// Whether an Evangelist may land on the square at `index` after a jump.
#[inline]
pub(crate) fn may_land(pos: &Position, index: usize) -> bool {
    pos.cell(index).is_empty() && !pos.variant().has(index, flag::KING_ONLY)
}
