//! 4.1 Copenhagen's exit fort: the king on the edge, able to move, inside a
//! fort of defenders that cannot be broken.

use crate::bitboard::Bitboard;
use crate::piece::Piece;
use crate::position::Position;
use crate::square::Direction;

/// Whether the defenders have built an exit fort (checked after their move).
///
/// F is the king's square with every empty square he can reach through
/// empty squares. Every neighbour of F must be off the board, a defender or
/// in F, and every defender next to F must be safe: on each axis at least
/// one neighbour is off the board, in F, or a safe defender (the largest
/// such set, found by striking out defenders until none fails).
pub(crate) fn built(pos: &Position) -> bool {
    let variant = pos.variant();
    let Some(king) = pos.king() else { return false };
    if !king.is_edge(variant.size()) {
        return false;
    }
    let board = variant.board();
    let empty = variant.usable() & !pos.occupied();
    let mut fort = Bitboard::EMPTY.with(king);
    loop {
        let grown = (fort.dilate() & empty).with(king);
        if grown == fort {
            break;
        }
        fort = grown;
    }
    // He must have a square he could move to.
    if fort.count() < 2 {
        return false;
    }
    let defenders = pos.pieces_of(Piece::Defender);
    let wall = fort.dilate() & board & !fort;
    if !(wall & !defenders).is_empty() {
        return false;
    }
    let mut safe = defenders;
    loop {
        let good = fort | safe;
        let still_safe: Bitboard = safe
            .iter()
            .filter(|sq| {
                let holds = |dir: Direction| match sq.neighbour(dir, variant.size()) {
                    None => true,
                    Some(n) => good.contains(n),
                };
                (holds(Direction::East) || holds(Direction::West))
                    && (holds(Direction::North) || holds(Direction::South))
            })
            .collect();
        if still_safe == safe {
            break;
        }
        safe = still_safe;
    }
    (wall & !safe).is_empty()
}
