//! Shieldwalls under a rule set (docs/rules.md 5.6, `sw`, `swf`): a row
//! of two or more enemy pieces along an edge, each faced by a piece of the
//! mover's side one square inward, closed at both ends by the mover's
//! pieces on the edge (or, with `sw:s`, a corner square). Its pieces are
//! captured, kings and guards excepted. With `swf:y` the mover must close
//! one end; with `swf:n` every closed wall of the mover's side falls.

use super::capture::{Taken, capture, may_capture};
use super::tables::Tables;
use crate::bitboard::Bitboard;
use crate::piece::{Kind, Side};
use crate::position::Position;
use crate::ruleset::ShieldwallRule;
use crate::square::{Direction, Square};

/// Makes the shieldwall captures of `side`'s move to `to`.
pub(crate) fn capture_walls(
    pos: &mut Position,
    tables: &Tables,
    to: Square,
    side: Side,
    taken: &mut Taken,
) {
    if tables.rules.shieldwall == ShieldwallRule::None || !may_capture(tables, pos.cell_at(to)) {
        return;
    }
    let size = tables.rules.size;
    let mut fallen = Bitboard::EMPTY;
    for (line, inward) in edge_lines(size) {
        if tables.rules.shieldwall_flank {
            // The mover closes one end: the rows next to it along this edge.
            if let Some(at) = line.iter().position(|&sq| sq == to) {
                if let Some(row) = row_from(pos, tables, &line, at, 1, inward, side) {
                    fallen |= row;
                }
                if at > 0 {
                    if let Some(row) = row_from(pos, tables, &line, at, -1, inward, side) {
                        fallen |= row;
                    }
                }
            }
        } else {
            for at in 0..line.len() {
                if closes(pos, tables, line[at], side) {
                    if let Some(row) = row_from(pos, tables, &line, at, 1, inward, side) {
                        fallen |= row;
                    }
                }
            }
        }
    }
    for sq in fallen.iter() {
        capture(pos, sq, taken);
    }
}

/// The four edges as lines of squares from one end to the other, each
/// with the direction pointing into the board.
fn edge_lines(size: u8) -> [(Vec<Square>, Direction); 4] {
    let last = size - 1;
    let line = |f: &dyn Fn(u8) -> (u8, u8)| -> Vec<Square> {
        (0..size)
            .map(|i| {
                let (file, rank) = f(i);
                Square::new(file, rank).expect("on the board")
            })
            .collect()
    };
    [
        (line(&|i| (i, 0)), Direction::North),
        (line(&|i| (i, last)), Direction::South),
        (line(&|i| (0, i)), Direction::East),
        (line(&|i| (last, i)), Direction::West),
    ]
}

/// Whether `sq` can close a wall of `side`: one of its pieces, or a
/// corner square under `sw:s`.
fn closes(pos: &Position, tables: &Tables, sq: Square, side: Side) -> bool {
    pos.cell_at(sq).belongs_to(side)
        || (tables.rules.shieldwall == ShieldwallRule::Strong && tables.corners.contains(sq))
}

/// The row that starts next to `line[at]` going `step` along the line, if
/// `line[at]` closes it, it is two or more enemies long, each faced by a
/// piece of `side`, and the square after it closes it too. The squares to
/// capture: the row but its kings and guards.
fn row_from(
    pos: &Position,
    tables: &Tables,
    line: &[Square],
    at: usize,
    step: isize,
    inward: Direction,
    side: Side,
) -> Option<Bitboard> {
    if !closes(pos, tables, line[at], side) {
        return None;
    }
    let enemy = side.other();
    let mut row = Bitboard::EMPTY;
    let mut length = 0;
    let mut i = at as isize + step;
    while i >= 0 && (i as usize) < line.len() {
        let sq = line[i as usize];
        let cell = pos.cell_at(sq);
        if !cell.belongs_to(enemy) {
            break;
        }
        if !pos.cell(sq.step_index(inward)).belongs_to(side) {
            return None;
        }
        length += 1;
        if !cell.is_kind(Kind::King) && !cell.is_kind(Kind::Guard) {
            row.insert(sq);
        }
        i += step;
    }
    let closed = i >= 0 && (i as usize) < line.len() && closes(pos, tables, line[i as usize], side);
    (length >= 2 && closed).then_some(row)
}
