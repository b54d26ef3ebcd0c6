//! 4.1 Copenhagen's exit fort: the king on the edge, able to move, inside a
//! fort of defenders that cannot be broken.

use crate::bitboard::Bitboard;
use crate::piece::{Piece, Side};
use crate::position::Position;
use crate::square::Direction;
use crate::variant::flag;

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
    if !variant.has(king.index(), flag::EDGE) {
        return false;
    }
    let board = variant.board();
    let attackers = pos.pieces(Side::Attackers);
    let empty = variant.usable() & !pos.occupied();
    let mut fort = Bitboard::EMPTY.with(king);
    loop {
        let reach = fort.dilate_within(variant.words());
        // An attacker touching the fort breaks it: usually seen at once.
        if reach.intersects(&attackers) {
            return false;
        }
        let grown = (reach & empty).with(king);
        if grown == fort {
            break;
        }
        fort = grown;
    }
    // He must have a square he could move to.
    if fort.count() < 2 {
        return false;
    }
    let wall = fort.dilate_within(variant.words()) & board & !fort;
    // Only the king's men may border the fort: no attacker, no Evangelist.
    let defenders = pos.pieces(Side::Defenders);
    if !(wall & !defenders).is_empty() {
        return false;
    }
    let men = if variant.spec().mechanics.evangelist_jump {
        defenders & !pos.pieces_of(Piece::Evangelist)
    } else {
        defenders
    };
    if !(wall & !men).is_empty() {
        return false;
    }
    let mut safe = men;
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
