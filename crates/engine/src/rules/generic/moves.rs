//! Moves under a rule set (docs/rules.md 5.4): slides through squares a
//! piece may pass, ending where it may stop, within its speed; jumps over
//! an adjacent enemy; and the berserker's turn (5.8).

use std::ops::ControlFlow;

use super::tables::{PASS, STOP, Tables};
use crate::notation::Move;
use crate::piece::{Cell, Kind, Side};
use crate::position::Position;
use crate::ruleset::{Berserk, Jump};
use crate::square::{Direction, Square};

/// Calls `visit` with every legal move of the side to move.
pub(crate) fn for_each<B>(
    pos: &Position,
    tables: &Tables,
    visit: &mut impl FnMut(Move) -> ControlFlow<B>,
) -> ControlFlow<B> {
    if let Some(berserker) = pos.berserker() {
        return berserker_moves(pos, tables, berserker, visit);
    }
    for from in pos.pieces(pos.turn()).iter() {
        piece_moves(pos, tables, from, visit)?;
    }
    ControlFlow::Continue(())
}

/// 5.8: only the berserker moves; under `ber:c` only its capturing moves.
fn berserker_moves<B>(
    pos: &Position,
    tables: &Tables,
    from: Square,
    visit: &mut impl FnMut(Move) -> ControlFlow<B>,
) -> ControlFlow<B> {
    if tables.rules.berserk == Berserk::Capture {
        piece_moves(pos, tables, from, &mut |mv| {
            if super::captures_something(pos, tables, mv) {
                visit(mv)
            } else {
                ControlFlow::Continue(())
            }
        })
    } else {
        piece_moves(pos, tables, from, visit)
    }
}

/// The moves of the piece on `from`, berserk aside.
pub(crate) fn piece_moves<B>(
    pos: &Position,
    tables: &Tables,
    from: Square,
    visit: &mut impl FnMut(Move) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let cell = pos.cell_at(from);
    let t = cell.type_index();
    let start = tables.start_kind(from.index());
    slides(pos, tables, t, start, from, visit)?;
    let stop = tables.stoppable(t, start);
    let jump = tables.jump[t];
    if jump != Jump::None {
        let side = if cell.belongs_to(Side::Attackers) {
            Side::Attackers
        } else {
            Side::Defenders
        };
        for dir in Direction::ALL {
            if let Some(to) = jump_landing(pos, tables, from, dir, side, jump, stop) {
                visit(Move::new(from, to))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The slides of a piece of type `t` whose own square is of kind `start`,
/// from `from` (its square, or one it could reach, for the edge fort).
pub(crate) fn slides<B>(
    pos: &Position,
    tables: &Tables,
    t: usize,
    start: usize,
    from: Square,
    visit: &mut impl FnMut(Move) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let steps = tables.steps(t, start);
    let limit = tables.speed[t];
    for dir in Direction::ALL {
        let delta = dir.delta();
        let mut index = from.step_index(dir);
        // Most pieces have no speed limit: a loop without the count.
        if limit == u8::MAX {
            while pos.cell(index).is_empty() && steps[index] & PASS != 0 {
                if steps[index] & STOP != 0 {
                    visit(Move::new(from, Square::from_grid(index)))?;
                }
                index = (index as i16 + delta) as usize;
            }
        } else {
            for _ in 0..limit {
                if !pos.cell(index).is_empty() || steps[index] & PASS == 0 {
                    break;
                }
                if steps[index] & STOP != 0 {
                    visit(Move::new(from, Square::from_grid(index)))?;
                }
                index = (index as i16 + delta) as usize;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Where a jump from `from` over the neighbour in `dir` lands, if it may:
/// the neighbour is an enemy other than a king, knight or commander, the
/// square beyond is empty and one the piece may stop on, and a restricted
/// jump starts or lands on a throne, a corner or one of its side's forts.
fn jump_landing(
    pos: &Position,
    tables: &Tables,
    from: Square,
    dir: Direction,
    side: Side,
    jump: Jump,
    stop: &crate::Bitboard,
) -> Option<Square> {
    let middle = pos.cell(from.step_index(dir));
    if !middle.belongs_to(side.other()) || !jumpable(middle) {
        return None;
    }
    let landing = (from.step_index(dir) as i16 + dir.delta()) as usize;
    if !pos.cell(landing).is_empty() || !stop.contains_index(landing) {
        return None;
    }
    if jump == Jump::Restricted {
        let points = tables.jump_points(side);
        if !points.contains(from) && !points.contains_index(landing) {
            return None;
        }
    }
    Some(Square::from_grid(landing))
}

/// Kings, knights and commanders cannot be jumped (5.4).
#[inline]
pub(crate) fn jumpable(cell: Cell) -> bool {
    !(cell.is_kind(Kind::King) || cell.is_kind(Kind::Knight) || cell.is_kind(Kind::Commander))
}

/// The square a move jumps over, if it is a jump: two squares along a line
/// with a piece between (a slide never passes a piece).
pub(crate) fn jumped_square(pos: &Position, mv: Move) -> Option<Square> {
    let dir = Direction::between(mv.from, mv.to)?;
    let middle = mv.from.step_index(dir);
    if (middle as i16 + dir.delta()) as usize != mv.to.index() || pos.cell(middle).is_empty() {
        return None;
    }
    Some(Square::from_grid(middle))
}

/// Whether the side to move's piece on `from` has any move (berserk aside).
pub(crate) fn has_move(pos: &Position, tables: &Tables, from: Square) -> bool {
    piece_moves(pos, tables, from, &mut |_| ControlFlow::Break(())).is_break()
}

/// Whether some piece of the side to move may step onto an empty
/// neighbour: the quick yes to "has a legal move" (a speed is at least 1).
pub(crate) fn has_free_step(pos: &Position, tables: &Tables) -> bool {
    pos.pieces(pos.turn()).iter().any(|from| {
        let t = pos.cell_at(from).type_index();
        let start = tables.start_kind(from.index());
        let (pass, stop) = (tables.passable(t, start), tables.stoppable(t, start));
        Direction::ALL.iter().any(|&dir| {
            let index = from.step_index(dir);
            pos.cell(index).is_empty() && pass.contains_index(index) && stop.contains_index(index)
        })
    })
}
