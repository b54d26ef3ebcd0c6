//! 3.3 Thor Nogson's Game: every piece moves like a chess knight. The path
//! of a leap is the two squares of its long leg, taken first. Trolls and
//! Noggin leap over Nogs only, never over a troll or the troll king; Nog
//! warriors may not leap at all.

use crate::piece::{Piece, Side};
use crate::position::Position;
use crate::square::Square;

/// (files, ranks) of the eight knight moves (3.3).
pub const OFFSETS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Whether `from`-`to` has a knight's shape.
pub(crate) fn is_knight_move(from: Square, to: Square) -> bool {
    let df = from.file().abs_diff(to.file());
    let dr = from.rank().abs_diff(to.rank());
    (df, dr) == (1, 2) || (df, dr) == (2, 1)
}

/// The two squares of the long leg of a knight move.
pub(crate) fn path(from: Square, to: Square, size: u8) -> [Square; 2] {
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let (step_f, step_r) = if dr.abs() == 2 {
        (0, dr.signum())
    } else {
        (df.signum(), 0)
    };
    let first = from
        .offset(step_f, step_r, size)
        .expect("path lies between on-board squares");
    let second = first
        .offset(step_f, step_r, size)
        .expect("path lies between on-board squares");
    [first, second]
}

/// The first square of the path that `piece` may not leap over, if any:
/// any piece for a Nog warrior, a troll or the troll king for the others.
pub(crate) fn blocker(pos: &Position, piece: Piece, from: Square, to: Square) -> Option<Square> {
    path(from, to, pos.variant().size())
        .into_iter()
        .find(|&sq| {
            let cell = pos.cell_at(sq);
            match piece {
                Piece::Defender => !cell.is_empty(),
                _ => cell.belongs_to(Side::Attackers),
            }
        })
}
