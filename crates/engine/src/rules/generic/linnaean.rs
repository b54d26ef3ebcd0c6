//! Linnaean capture (docs/rules.md 5.6, `linc`): with the king on the
//! centre square and attackers on three of its sides, an attacker that
//! arrives two squares from the centre captures the defender on the
//! fourth side against the throne.

use super::capture::{Taken, capture, may_capture};
use super::tables::Tables;
use crate::piece::{Cell, Kind, Side};
use crate::position::Position;
use crate::square::{Direction, Square};

pub(crate) fn capture_against_throne(
    pos: &mut Position,
    tables: &Tables,
    to: Square,
    side: Side,
    taken: &mut Taken,
) {
    if !tables.rules.linnaean || side != Side::Attackers || !may_capture(tables, pos.cell_at(to)) {
        return;
    }
    let centre = tables.centre;
    if pos.cell_at(centre) != Cell::KING {
        return;
    }
    for dir in Direction::ALL {
        let target = centre.step_index(dir);
        if (target as i16 + dir.delta()) as usize != to.index() {
            continue;
        }
        let defender = pos.cell(target);
        if !defender.belongs_to(Side::Defenders) || defender.is_kind(Kind::Guard) {
            return;
        }
        let others = Direction::ALL
            .iter()
            .filter(|&&d| d != dir)
            .all(|&d| pos.cell(centre.step_index(d)).belongs_to(Side::Attackers));
        if others {
            capture(pos, Square::from_grid(target), taken);
        }
        return;
    }
}
