//! 3.1 (and 3.3): the troll king under the trollstone. Revealed once Noggin
//! leaves the stone, he blocks it for everyone, is never captured, counts as
//! a troll, and leaps onto Noggin's last free side ("HNEFETAFL").

use crate::bitboard::Bitboard;
use crate::piece::{Piece, Side};
use crate::position::Position;
use crate::square::{Direction, Square};

/// Puts the troll king on the trollstone if Noggin is not standing on it
/// and it is empty; returns whether he appeared. Used after Noggin moves and
/// when reading a position, where the reveal is derived from the board.
pub(crate) fn reveal_if_left(pos: &mut Position) -> bool {
    let Some(stone) = pos.variant().spec().mechanics.troll_king else {
        return false;
    };
    if pos.king() == Some(stone) || !pos.cell_at(stone).is_empty() {
        return false;
    }
    pos.put(stone, Piece::TrollKing);
    true
}

/// What the troll king did to Noggin.
pub(crate) struct Surrounded {
    /// Noggin's square, and the fourth square when a piece stood there.
    pub reported: Bitboard,
    /// Where the troll king leapt, when he did.
    pub leap: Option<Square>,
}

/// After a trolls' move: if Noggin is enclosed by trolls (three sides off the
/// stone, four on it) the trolls win. With exactly three, the troll king
/// leaps to the fourth square, removing what stands there. Not an active
/// capture: whichever troll moved, the check is made.
///
/// The caller removes Noggin. The troll king himself stays recorded on the
/// trollstone: the game is over, and a position string can only show him
/// there (hidden state, docs/rules.md 2), so the final position reads back
/// exactly; the leap is reported for display instead.
pub(crate) fn surround(pos: &mut Position, king: Square) -> Option<Surrounded> {
    let stone = pos.variant().spec().mechanics.troll_king?;
    let mut open = None;
    let mut trolls = 0;
    for dir in Direction::ALL {
        let index = king.step_index(dir);
        if pos.cell(index).belongs_to(Side::Attackers) {
            trolls += 1;
        } else {
            open = Square::from_index(index).filter(|sq| sq.is_on(pos.variant().size()));
        }
    }
    let mut reported = Bitboard::EMPTY.with(king);
    match trolls {
        4 => Some(Surrounded {
            reported,
            leap: None,
        }),
        3 if king != stone => {
            // Off the board there is nowhere to leap to; Noggin on the edge
            // has already escaped, so this only guards odd custom positions.
            let fourth = open?;
            if fourth == stone {
                return Some(Surrounded {
                    reported,
                    leap: None,
                });
            }
            if pos.take(fourth).is_some() {
                reported.insert(fourth);
            }
            Some(Surrounded {
                reported,
                leap: Some(fourth),
            })
        }
        _ => None,
    }
}
