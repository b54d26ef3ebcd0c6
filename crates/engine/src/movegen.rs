//! Legal move generation without allocation (docs/rules.md 1 "Moves", and the
//! movement rules of each variant). [`crate::validate`] checks a single move
//! with a reason; the two are tested to agree.

use std::ops::ControlFlow;

use arrayvec::ArrayVec;

use crate::notation::Move;
use crate::piece::{Cell, Piece};
use crate::position::Position;
use crate::rules::{evangelist, knight, uit_nog};
use crate::square::{Direction, Square};
use crate::variant::{KingMovement, Movement, flag};

/// An upper bound on the legal moves of any position. A destination is
/// reached by at most one slide per direction (the nearest piece that way)
/// plus one jump per direction, or by at most eight knight leaps; a stepping
/// king's swift escapes add at most four.
pub const MAX_MOVES: usize = 8 * 361 + 4;

/// Legal moves, on the stack.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

impl Position {
    /// Every legal move of the side to move, judged on the bare position (no
    /// history: see [`crate::Game::legal_moves`] for repetition duties).
    /// Empty when the position is over by itself.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Like [`Position::legal_moves`], into a list the caller owns.
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        let _ = self.for_each_legal_move(|mv| {
            moves.push(mv);
            ControlFlow::<()>::Continue(())
        });
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        if self.outcome_by_itself().is_some() {
            return false;
        }
        // Asked after every move, and nearly always yes: where pieces slide,
        // one step onto a free square they may stop on is a legal move.
        match self.variant().tables() {
            Some(tables) => {
                if self.berserker().is_none()
                    && crate::rules::generic::moves::has_free_step(self, tables)
                {
                    return true;
                }
            }
            None => {
                if self.variant().spec().movement == Movement::Rook && self.has_free_step() {
                    return true;
                }
            }
        }
        self.for_each_legal_move(|_| ControlFlow::Break(()))
            .is_break()
    }

    /// Whether some piece of the side to move (the troll king aside) has an
    /// empty neighbouring square it may stop on.
    fn has_free_step(&self) -> bool {
        let variant = self.variant();
        self.pieces(self.turn()).iter().any(|from| {
            let cell = self.cell_at(from);
            cell != Cell::TROLL_KING
                && Direction::ALL.iter().any(|&dir| {
                    let index = from.step_index(dir);
                    self.cell(index).is_empty()
                        && (cell == Cell::KING || !variant.has(index, flag::KING_ONLY))
                })
        })
    }

    /// Calls `visit` for every legal move until it breaks.
    pub fn for_each_legal_move<B>(
        &self,
        mut visit: impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if self.outcome_by_itself().is_some() {
            return ControlFlow::Continue(());
        }
        let variant = self.variant();
        if let Some(tables) = variant.tables() {
            return crate::rules::generic::moves::for_each(self, tables, &mut visit);
        }
        let movement = variant.spec().movement;
        let king_steps = variant.spec().king.movement == KingMovement::OneStep;
        for from in self.pieces(self.turn()).iter() {
            match self.cell_at(from) {
                Cell::TROLL_KING => {}
                Cell::KING => {
                    if king_steps {
                        self.steps(from, &mut visit)?;
                        self.swift_escapes(from, &mut visit)?;
                    } else if movement == Movement::Knight {
                        self.leaps(from, Piece::King, &mut visit)?;
                    } else {
                        self.slides(from, true, &mut visit)?;
                    }
                }
                Cell::EVANGELIST => {
                    self.slides(from, false, &mut visit)?;
                    self.jumps(from, &mut visit)?;
                }
                cell => match movement {
                    Movement::Rook => self.slides(from, false, &mut visit)?,
                    Movement::Knight => {
                        let piece = cell.piece().expect("a piece of the side to move");
                        self.leaps(from, piece, &mut visit)?
                    }
                },
            }
        }
        ControlFlow::Continue(())
    }

    /// Rook moves: along each line while squares are empty and passable.
    #[inline]
    fn slides<B>(
        &self,
        from: Square,
        is_king: bool,
        visit: &mut impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let variant = self.variant();
        for dir in Direction::ALL {
            let mut index = from.step_index(dir);
            while self.cell(index).is_empty() {
                let flags = variant.flags(index);
                if is_king || flags & flag::KING_ONLY == 0 {
                    visit(Move::new(from, square(index)))?;
                }
                if !is_king && flags & flag::NO_PASS != 0 {
                    break;
                }
                index = (index as i16 + dir.delta()) as usize;
            }
        }
        ControlFlow::Continue(())
    }

    /// One step in each direction (Noggin, the leprechaun).
    fn steps<B>(
        &self,
        from: Square,
        visit: &mut impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        for dir in Direction::ALL {
            let index = from.step_index(dir);
            if self.cell(index).is_empty() {
                visit(Move::new(from, square(index)))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// 3.1's swift escape of a king that steps: slides along clear lines to
    /// the edge. A one-square slide is already a step.
    fn swift_escapes<B>(
        &self,
        from: Square,
        visit: &mut impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if !uit_nog::has_swift_escape(self) || self.variant().has(from.index(), flag::EDGE) {
            return ControlFlow::Continue(());
        }
        for dir in Direction::ALL {
            if let Some(end) = uit_nog::clear_line_end(self, from, dir) {
                if end.index() != from.step_index(dir) {
                    visit(Move::new(from, end))?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// 3.3's knight leaps.
    fn leaps<B>(
        &self,
        from: Square,
        piece: Piece,
        visit: &mut impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let variant = self.variant();
        for (df, dr) in knight::OFFSETS {
            let Some(to) = from.offset(df, dr, variant.size()) else {
                continue;
            };
            if !self.cell_at(to).is_empty()
                || (piece != Piece::King && variant.has(to.index(), flag::KING_ONLY))
                || knight::blocker(self, piece, from, to).is_some()
            {
                continue;
            }
            visit(Move::new(from, to))?;
        }
        ControlFlow::Continue(())
    }

    /// 3.5's Evangelist jumps over an adjacent attacker.
    fn jumps<B>(
        &self,
        from: Square,
        visit: &mut impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if !self.variant().spec().mechanics.evangelist_jump {
            return ControlFlow::Continue(());
        }
        for dir in Direction::ALL {
            let middle = from.step_index(dir);
            let landing = (middle as i16 + dir.delta()) as usize;
            if self.cell(middle) == Cell::ATTACKER && evangelist::may_land(self, landing) {
                visit(Move::new(from, square(landing)))?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// The square of a grid index known to be a square (an empty cell).
#[inline]
fn square(index: usize) -> Square {
    Square::from_grid(index)
}
