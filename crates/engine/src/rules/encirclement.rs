//! 3.5 (and 4.1, 4.2): encirclement. After an attackers' move, if no
//! defender can reach the edge through squares not holding an attacker, the
//! attackers win.

use crate::piece::Side;
use crate::position::Position;

/// Whether the defenders (king and Evangelists included) are shut in: a
/// flood fill from every defender through every square not holding an
/// attacker, special squares included, reaches no edge square.
pub(crate) fn encircled(pos: &Position) -> bool {
    let variant = pos.variant();
    let edge = variant.edge();
    let mut region = pos.pieces(Side::Defenders);
    if region.intersects(&edge) {
        return false;
    }
    let open = variant.board() & !pos.pieces(Side::Attackers);
    loop {
        let grown = region.dilate_within(variant.words()) & open;
        if grown.intersects(&edge) {
            return false;
        }
        if grown == region {
            return true;
        }
        region = grown;
    }
}
