//! 3.4's double trap: an attackers' move that captures a defender next to
//! the king also captures the king if he would be enclosed were that
//! defender's square an attacker. The moving piece need not touch the king.

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::rules::capture::enclosed;
use crate::square::Square;
use crate::variant::KingCapture;

/// Whether the king on `king` falls with one of the defenders in `captured`
/// (already removed from the board).
pub(crate) fn king_caught(pos: &Position, king: Square, captured: Bitboard) -> bool {
    let edge_counts = matches!(
        pos.variant().spec().king.capture,
        KingCapture::FourSides { edge_counts: true }
    );
    let size = pos.variant().size();
    captured.iter().any(|sq| {
        let adjacent = sq.file().abs_diff(king.file()) + sq.rank().abs_diff(king.rank()) == 1;
        adjacent && sq.is_on(size) && enclosed(pos, king.index(), Some(sq), edge_counts)
    })
}
