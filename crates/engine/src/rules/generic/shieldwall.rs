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
    let flank = tables.rules.shieldwall_flank;
    // Most moves do not end on the edge: with `swf:y` they close no wall.
    if flank && !to.is_edge(size) {
        return;
    }
    let mut fallen = Bitboard::EMPTY;
    for (i, line) in Line::edges(size).into_iter().enumerate() {
        if flank {
            // The mover closes one end: the rows next to it along this edge.
            if let Some(at) = Line::place(i, to, size) {
                for step in [1, -1] {
                    if let Some(row) = row_from(pos, tables, &line, at, step, side) {
                        fallen |= row;
                    }
                }
            }
        } else {
            for at in 0..line.len {
                if let Some(row) = row_from(pos, tables, &line, at as isize, 1, side) {
                    fallen |= row;
                }
            }
        }
    }
    for sq in fallen.iter() {
        capture(pos, sq, taken);
    }
}

/// One edge of the board: its squares from one end to the other, and the
/// direction pointing into the board.
struct Line {
    first: Square,
    along: Direction,
    inward: Direction,
    len: u8,
}

impl Line {
    fn edges(size: u8) -> [Line; 4] {
        let last = size - 1;
        let corner = |file, rank| Square::new(file, rank).expect("on the board");
        let line = |first, along, inward| Line {
            first,
            along,
            inward,
            len: size,
        };
        [
            line(corner(0, 0), Direction::East, Direction::North),
            line(corner(0, last), Direction::East, Direction::South),
            line(corner(0, 0), Direction::North, Direction::East),
            line(corner(last, 0), Direction::North, Direction::West),
        ]
    }

    /// The square `i` steps from the line's first, if `i` is on it.
    fn at(&self, i: isize) -> Option<Square> {
        (0..self.len as isize).contains(&i).then(|| {
            Square::from_grid(
                (self.first.index() as isize + i * self.along.delta() as isize) as usize,
            )
        })
    }

    /// Where `sq` lies on edge `i` of [`Line::edges`], if it does.
    fn place(i: usize, sq: Square, size: u8) -> Option<isize> {
        let last = size - 1;
        let (on, at) = match i {
            0 => (sq.rank() == 0, sq.file()),
            1 => (sq.rank() == last, sq.file()),
            2 => (sq.file() == 0, sq.rank()),
            _ => (sq.file() == last, sq.rank()),
        };
        on.then_some(at as isize)
    }
}

/// Whether `sq` can close a wall of `side`: one of its pieces, or a
/// corner square under `sw:s`.
fn closes(pos: &Position, tables: &Tables, sq: Square, side: Side) -> bool {
    pos.cell_at(sq).belongs_to(side)
        || (tables.rules.shieldwall == ShieldwallRule::Strong && tables.corners.contains(sq))
}

/// The row that starts next to the line's square `at`, going `step` along
/// it, if that square closes it, it is two or more enemies long, each
/// faced by a piece of `side`, and the square after it closes it too. The
/// squares to capture: the row but its kings and guards.
fn row_from(
    pos: &Position,
    tables: &Tables,
    line: &Line,
    at: isize,
    step: isize,
    side: Side,
) -> Option<Bitboard> {
    if !closes(pos, tables, line.at(at)?, side) {
        return None;
    }
    let enemy = side.other();
    let mut row = Bitboard::EMPTY;
    let mut length = 0;
    let mut i = at + step;
    while let Some(sq) = line.at(i) {
        let cell = pos.cell_at(sq);
        if !cell.belongs_to(enemy) {
            break;
        }
        if !pos.cell(sq.step_index(line.inward)).belongs_to(side) {
            return None;
        }
        length += 1;
        if !cell.is_kind(Kind::King) && !cell.is_kind(Kind::Guard) {
            row.insert(sq);
        }
        i += step;
    }
    let closed = line.at(i).is_some_and(|sq| closes(pos, tables, sq, side));
    (length >= 2 && closed).then_some(row)
}
