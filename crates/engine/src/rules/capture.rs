//! docs/rules.md section 1: custodial capture, hostile squares, the armed king,
//! and capturing the king (by enclosure or custodially, as each variant's
//! section says). Captures are active: only the piece that moved captures.

use crate::bitboard::Bitboard;
use crate::piece::{Cell, Piece, Side};
use crate::position::Position;
use crate::square::{Direction, Square};
use crate::variant::{KingCapture, Victim, flag};

/// Makes the custodial captures of the piece that just arrived on `to`
/// (docs/rules.md 1, "Custodial capture"): removes the captured men, adds their
/// squares to `captured`, and says whether the king is captured (the caller
/// removes him, after the rules that may still need him on the board).
/// Removing men at once is safe: each direction's victim and anvil are
/// squares no other direction looks at.
pub(crate) fn custodial(
    pos: &mut Position,
    to: Square,
    mover: Piece,
    side: Side,
    captured: &mut Bitboard,
) -> bool {
    let mut king = false;
    if !takes_part(pos, mover.cell()) {
        return false;
    }
    let enemy = side.other();
    for dir in Direction::ALL {
        let victim_index = to.step_index(dir);
        let victim = pos.cell(victim_index);
        if !victim.belongs_to(enemy) {
            continue;
        }
        let beyond = (victim_index as i16 + dir.delta()) as usize;
        match victim {
            // 3.1: the troll king is never captured.
            Cell::TROLL_KING => {}
            Cell::KING => king |= king_taken(pos, victim_index, beyond),
            _ => {
                let class = if victim.belongs_to(Side::Attackers) {
                    Victim::Attacker
                } else {
                    Victim::Defender
                };
                if is_anvil(pos, beyond, side, class) {
                    let sq = Square::from_grid(victim_index);
                    pos.take(sq);
                    captured.insert(sq);
                }
            }
        }
    }
    king
}

/// Whether a piece may take part in captures: every piece but an unarmed
/// king (docs/rules.md 1, "Armed king"); the troll king counts as a troll (3.1).
#[inline]
pub(crate) fn takes_part(pos: &Position, cell: Cell) -> bool {
    cell != Cell::KING || pos.variant().spec().king.armed
}

/// Whether the square beyond a victim closes the capture for `side`: a
/// piece of `side` that takes part in captures, or a square hostile to it.
#[inline]
pub(crate) fn is_anvil(pos: &Position, index: usize, side: Side, victim: Victim) -> bool {
    let cell = pos.cell(index);
    (cell.belongs_to(side) && takes_part(pos, cell))
        || pos.variant().hostile(index, victim, cell.is_empty())
}

/// Whether an attacker arriving next to the king at `king_index` captures
/// him; `beyond` is the square on the far side of the king.
fn king_taken(pos: &Position, king_index: usize, beyond: usize) -> bool {
    let variant = pos.variant();
    match &variant.spec().king.capture {
        KingCapture::Custodial { .. } => {
            if variant.has(king_index, flag::FOUR_SIDES) {
                enclosed(pos, king_index, None, false)
            } else {
                is_anvil(pos, beyond, Side::Attackers, Victim::King)
            }
        }
        KingCapture::FourSides { edge_counts } => enclosed(pos, king_index, None, *edge_counts),
        // 3.1: only the troll king's leap captures Noggin.
        KingCapture::TrollKing => false,
    }
}

/// Whether the king at `king_index` has every side closed: by an attacker,
/// by an empty square that encloses the king (throne, burg, marked square),
/// by the board edge when `edge_counts`, or by `extra` (3.4's double trap
/// treats a just-captured defender's square as an attacker).
pub(crate) fn enclosed(
    pos: &Position,
    king_index: usize,
    extra: Option<Square>,
    edge_counts: bool,
) -> bool {
    let variant = pos.variant();
    Direction::ALL.iter().all(|&dir| {
        let side = (king_index as i16 + dir.delta()) as usize;
        let cell = pos.cell(side);
        cell.belongs_to(Side::Attackers)
            || extra.is_some_and(|sq| sq.index() == side)
            || (cell.is_empty() && variant.has(side, flag::ENCLOSES_KING))
            || (edge_counts && !variant.has(side, flag::ON_BOARD))
    })
}
