//! Captures under a rule set (docs/rules.md 5.5-5.6): custodial capture
//! with hostile squares, the armed king, guards, the king's strength,
//! the commanders' sandwich of a strong king, capture by jumping, and the
//! mercenary who changes sides instead of leaving the board.

use super::tables::Tables;
use crate::bitboard::Bitboard;
use crate::piece::{Cell, Kind, Side};
use crate::position::Position;
use crate::ruleset::KingStrength;
use crate::square::{Direction, Square};

/// OTN type index of the king (`K`).
const KING_TYPE: usize = 9;

/// What a move captured so far.
#[derive(Default)]
pub(crate) struct Taken {
    /// Every captured piece's square, mercenaries that changed sides included.
    pub captures: Bitboard,
    /// The mercenaries among them.
    pub converted: Bitboard,
    pub king: bool,
}

/// Captures the piece on `sq`: a mercenary changes sides and stays (5.6),
/// anything else leaves the board. The king is left for the caller.
pub(crate) fn capture(pos: &mut Position, sq: Square, taken: &mut Taken) {
    let Some(piece) = pos.take(sq) else { return };
    if piece.kind() == Kind::Mercenary {
        pos.put(sq, piece.turned());
        taken.converted.insert(sq);
    }
    taken.captures.insert(sq);
}

/// Whether a piece of this kind may capture by moving (5.5): not a guard,
/// not a king who is unarmed or only an anvil.
pub(crate) fn may_capture(tables: &Tables, mover: Cell) -> bool {
    if mover.is_kind(Kind::Guard) {
        return false;
    }
    !mover.is_kind(Kind::King) || tables.rules.king_armed.hammer()
}

/// Whether the square at `index` closes a capture of a piece of type
/// `victim` for `side` (5.5): a piece of `side` other than a guard (the
/// king only if he is an anvil), else a special square hostile to the victim.
#[inline]
pub(crate) fn anvil(
    pos: &Position,
    tables: &Tables,
    index: usize,
    side: Side,
    victim: usize,
) -> bool {
    let cell = pos.cell(index);
    if cell.belongs_to(side) {
        if cell.is_kind(Kind::King) {
            if tables.rules.king_armed.anvil() {
                return true;
            }
        } else {
            return !cell.is_kind(Kind::Guard);
        }
    }
    tables.hostile(index, victim, cell.is_empty())
}

/// The custodial captures of the piece that arrived on `to`; says in
/// `taken.king` whether it captured the king (who stays on the board for
/// the rules still to come).
pub(crate) fn custodial(
    pos: &mut Position,
    tables: &Tables,
    to: Square,
    side: Side,
    taken: &mut Taken,
) {
    let mover = pos.cell_at(to);
    if !may_capture(tables, mover) {
        return;
    }
    let enemy = side.other();
    for dir in Direction::ALL {
        let victim_index = to.step_index(dir);
        let victim = pos.cell(victim_index);
        if !victim.belongs_to(enemy) || victim.is_kind(Kind::Guard) {
            continue;
        }
        if victim.is_kind(Kind::King) {
            taken.king |= king_taken(pos, tables, victim_index, to, dir, mover);
            continue;
        }
        let beyond = (victim_index as i16 + dir.delta()) as usize;
        if anvil(pos, tables, beyond, side, victim.type_index()) {
            capture(pos, Square::from_grid(victim_index), taken);
        }
    }
}

/// Whether an attacker arriving on `to` next to the king (in `dir` from
/// `to`) captures him, by the king's strength (5.5).
fn king_taken(
    pos: &Position,
    tables: &Tables,
    king: usize,
    to: Square,
    dir: Direction,
    mover: Cell,
) -> bool {
    let strong = match tables.rules.king_strength {
        KingStrength::Weak => false,
        KingStrength::Strong => true,
        KingStrength::StrongAtThrone => tables.throne_zone.contains_index(king),
        KingStrength::Middleweight => return enclosed(pos, tables, king, to, false),
    };
    let beyond = (king as i16 + dir.delta()) as usize;
    if !strong {
        return anvil(pos, tables, beyond, Side::Attackers, KING_TYPE);
    }
    enclosed(pos, tables, king, to, true)
        || commanders_sandwich(pos, tables, king, to, beyond, mover)
}

/// Whether every side of the king is hostile to him, `to` (where an
/// attacker just arrived) included; with `all_four` a side off the board
/// saves him, without it (middleweight) it does not count.
pub(crate) fn enclosed(
    pos: &Position,
    tables: &Tables,
    king: usize,
    to: Square,
    all_four: bool,
) -> bool {
    Direction::ALL.iter().all(|&dir| {
        let side = (king as i16 + dir.delta()) as usize;
        if side == to.index() {
            return true;
        }
        if pos.cell(side) == Cell::BLOCKED {
            return !all_four;
        }
        anvil(pos, tables, side, Side::Attackers, KING_TYPE)
    })
}

/// 5.5: a strong king taken between two pieces where commanders or
/// knights make up the sandwich: at least two of the moving piece being
/// one, the piece beyond being one, and hostile corners on either side;
/// never on a throne or against one.
fn commanders_sandwich(
    pos: &Position,
    tables: &Tables,
    king: usize,
    to: Square,
    beyond: usize,
    mover: Cell,
) -> bool {
    if !anvil(pos, tables, beyond, Side::Attackers, KING_TYPE) {
        return false;
    }
    let thrones = &tables.thrones;
    if thrones.contains_index(king) || thrones.contains_index(beyond) || thrones.contains(to) {
        return false;
    }
    let leader = |cell: Cell| cell.is_kind(Kind::Commander) || cell.is_kind(Kind::Knight);
    let far = pos.cell(beyond);
    let mut count = 0;
    if far.belongs_to(Side::Attackers) && leader(far) {
        count += 1;
    }
    if tables.corners.contains_index(beyond) {
        count += 1;
    }
    if tables.corners.contains(to) && tables.hostile(to.index(), KING_TYPE, true) {
        count += 1;
    }
    if leader(mover) {
        count += 1;
    }
    count >= 2
}
