//! Checking one move and saying why it is illegal, as data that the
//! variant's own words can be put on (docs/rules.md 1 "Moves", restricted
//! squares, and each variant's movement rules).

use thiserror::Error;

use crate::notation::Move;
use crate::piece::{Piece, Side};
use crate::position::Position;
use crate::rules::{evangelist, knight, uit_nog};
use crate::square::{Direction, Square};
use std::ops::ControlFlow;

use crate::rules::generic::{self, tables::Tables};
use crate::ruleset::Berserk;
use crate::variant::{KingMovement, Movement, flag};

/// A well-formed move that may not be played here, as data: which square,
/// which piece, which side, which rule. `Display` is terse and for logs;
/// players and the command line read it in the bot's catalogue, in the
/// variant's own names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum IllegalMove {
    #[error("game over")]
    GameOver,
    #[error("off the {size}x{size} board: {square}")]
    OffBoard { square: Square, size: u8 },
    #[error("same square")]
    SameSquare,
    #[error("no piece on {0}")]
    NoPiece(Square),
    #[error("not the mover's piece: {square} ({to_move} to move)")]
    NotYourPiece { square: Square, to_move: Side },
    #[error("the troll king never moves")]
    TrollKingMoves,
    #[error("occupied: {0}")]
    Occupied(Square),
    #[error("not along a rank or file")]
    NotStraight,
    #[error("not a knight's move")]
    NotKnight,
    #[error("{from}-{to} blocked at {at}")]
    Blocked {
        from: Square,
        to: Square,
        at: Square,
    },
    /// A restricted square only the king may stop on.
    #[error("cannot stop on restricted {square}")]
    CannotStop { square: Square },
    /// A restricted square only the king may pass through.
    #[error("cannot pass restricted {square}")]
    CannotPass { square: Square },
    /// A square no piece may enter.
    #[error("unusable square {square}")]
    Unusable { square: Square },
    /// The king steps; where he may also slide to the edge along a clear
    /// line (3.1), `swift_escape` says so.
    #[error("king steps one square")]
    KingOneStep { swift_escape: bool },
    /// `piece` may not leap over what stands on `at` (3.3).
    #[error("{piece:?} cannot leap over {at}")]
    CannotLeap { piece: Piece, at: Square },
    #[error("third repetition: {side} must vary")]
    Repetition { side: Side },
    /// A rule set's square this piece may not move through (5.4).
    #[error("{piece:?} cannot pass {square}")]
    MayNotPass { square: Square, piece: Piece },
    /// A rule set's square this piece may not stop on (5.4).
    #[error("{piece:?} cannot stop on {square}")]
    MayNotStop { square: Square, piece: Piece },
    /// The piece's speed limit (5.4).
    #[error("{piece:?} moves at most {limit}")]
    TooFar { piece: Piece, limit: u8 },
    /// Two squares over a piece, where this piece may not jump (5.4).
    #[error("{piece:?} cannot jump over {over}")]
    CannotJump { piece: Piece, over: Square },
    /// The piece that captured moves again, and only it (5.8).
    #[error("berserker on {square} moves again")]
    Berserker { square: Square },
    /// Under `ber:c` the berserker's move must capture (5.8).
    #[error("berserk move must capture")]
    MustCapture,
}

/// Why a move is illegal, in a form that is cheap to return on the hot
/// path; turned into an [`IllegalMove`] with the variant's words only when
/// a move is actually refused.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Refusal {
    GameOver,
    OffBoard(Square),
    SameSquare,
    NoPiece(Square),
    NotYourPiece(Square),
    TrollKingMoves,
    Unusable(Square),
    Occupied(Square),
    NotStraight,
    NotKnight,
    Blocked(Square),
    CannotStop(Square),
    CannotPass(Square),
    KingOneStep,
    CannotLeap(Piece, Square),
    MayNotPass(Square),
    MayNotStop(Square),
    TooFar(u8),
    CannotJump(Square),
    Berserker(Square),
    MustCapture,
}

impl Position {
    /// Whether `mv` is legal on the bare position.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.refusal(mv).is_ok()
    }

    /// Checks `mv` on the bare position (no history), with a reason when it
    /// is illegal.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        self.refusal(mv).map_err(|r| self.explain(mv, r))
    }

    pub(crate) fn refusal(&self, mv: Move) -> Result<(), Refusal> {
        let variant = self.variant();
        if self.outcome_by_itself().is_some() {
            return Err(Refusal::GameOver);
        }
        for square in [mv.from, mv.to] {
            if !variant.has(square.index(), flag::ON_BOARD) {
                return Err(Refusal::OffBoard(square));
            }
        }
        if mv.from == mv.to {
            return Err(Refusal::SameSquare);
        }
        let cell = self.cell_at(mv.from);
        let Some(piece) = cell.piece() else {
            return Err(Refusal::NoPiece(mv.from));
        };
        if !cell.belongs_to(self.turn()) {
            return Err(Refusal::NotYourPiece(mv.from));
        }
        if piece == Piece::TrollKing {
            return Err(Refusal::TrollKingMoves);
        }
        if variant.has(mv.to.index(), flag::UNUSABLE) {
            return Err(Refusal::Unusable(mv.to));
        }
        if !self.cell_at(mv.to).is_empty() {
            return Err(Refusal::Occupied(mv.to));
        }
        if let Some(tables) = variant.tables() {
            return self.rule_set_refusal(tables, mv);
        }
        let spec = variant.spec();
        match piece {
            Piece::King => {
                if uit_nog::is_swift_escape(self, mv.from, mv.to) {
                    return Ok(());
                }
                if spec.king.movement == KingMovement::OneStep {
                    let distance = mv.from.file().abs_diff(mv.to.file())
                        + mv.from.rank().abs_diff(mv.to.rank());
                    return if distance == 1 {
                        Ok(())
                    } else {
                        Err(Refusal::KingOneStep)
                    };
                }
                match spec.movement {
                    Movement::Rook => self.slide_refusal(mv, true),
                    Movement::Knight => self.leap_refusal(mv, piece),
                }
            }
            Piece::Evangelist if evangelist::jumped_square(self, mv).is_some() => {
                self.stop_refusal(mv.to, false)
            }
            _ => match spec.movement {
                Movement::Rook => self.slide_refusal(mv, false),
                Movement::Knight => self.leap_refusal(mv, piece),
            },
        }
    }

    /// Docs/rules.md 5.4 and 5.8: a slide along a clear line through
    /// squares the piece may pass, within its speed, to one it may stop on;
    /// or one of its jumps.
    fn rule_set_refusal(&self, tables: &Tables, mv: Move) -> Result<(), Refusal> {
        if let Some(berserker) = self.berserker() {
            if mv.from != berserker {
                return Err(Refusal::Berserker(berserker));
            }
        }
        let refusal = self.rule_set_path(tables, mv);
        let refusal = match refusal {
            // Two squares over a piece: perhaps a jump.
            Err(Refusal::Blocked(over)) if generic::moves::jumped_square(self, mv).is_some() => {
                let is_jump = generic::moves::piece_moves(self, tables, mv.from, &mut |m| {
                    if m == mv {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                })
                .is_break();
                if is_jump {
                    Ok(())
                } else {
                    Err(Refusal::CannotJump(over))
                }
            }
            other => other,
        };
        refusal?;
        let must_capture = self.berserker().is_some() && tables.rules.berserk == Berserk::Capture;
        if must_capture && !generic::captures_something(self, tables, mv) {
            return Err(Refusal::MustCapture);
        }
        Ok(())
    }

    /// The slide of `mv`, square by square: the first thing that forbids it.
    fn rule_set_path(&self, tables: &Tables, mv: Move) -> Result<(), Refusal> {
        let dir = Direction::between(mv.from, mv.to).ok_or(Refusal::NotStraight)?;
        let t = self.cell_at(mv.from).type_index();
        let start = tables.start_kind(mv.from.index());
        let mut index = mv.from.step_index(dir);
        let mut distance = 1;
        loop {
            let square = Square::from_grid(index);
            if !self.cell(index).is_empty() {
                return Err(Refusal::Blocked(square));
            }
            if distance > tables.speed[t] {
                return Err(Refusal::TooFar(tables.speed[t]));
            }
            if !tables.passable(t, start).contains_index(index) {
                return Err(Refusal::MayNotPass(square));
            }
            if index == mv.to.index() {
                return if tables.stoppable(t, start).contains_index(index) {
                    Ok(())
                } else {
                    Err(Refusal::MayNotStop(square))
                };
            }
            index = (index as i16 + dir.delta()) as usize;
            distance += 1;
        }
    }

    fn slide_refusal(&self, mv: Move, is_king: bool) -> Result<(), Refusal> {
        let dir = Direction::between(mv.from, mv.to).ok_or(Refusal::NotStraight)?;
        let mut index = mv.from.step_index(dir);
        while index != mv.to.index() {
            if !self.cell(index).is_empty() {
                return Err(Refusal::Blocked(Square::from_grid(index)));
            }
            if !is_king && self.variant().has(index, flag::NO_PASS) {
                return Err(Refusal::CannotPass(Square::from_grid(index)));
            }
            index = (index as i16 + dir.delta()) as usize;
        }
        self.stop_refusal(mv.to, is_king)
    }

    fn leap_refusal(&self, mv: Move, piece: Piece) -> Result<(), Refusal> {
        if !knight::is_knight_move(mv.from, mv.to) {
            return Err(Refusal::NotKnight);
        }
        if let Some(at) = knight::blocker(self, piece, mv.from, mv.to) {
            return Err(Refusal::CannotLeap(piece, at));
        }
        self.stop_refusal(mv.to, piece == Piece::King)
    }

    fn stop_refusal(&self, to: Square, is_king: bool) -> Result<(), Refusal> {
        if !is_king && self.variant().has(to.index(), flag::KING_ONLY) {
            return Err(Refusal::CannotStop(to));
        }
        Ok(())
    }

    /// The refusal as data, with what only the position knows.
    pub(crate) fn explain(&self, mv: Move, refusal: Refusal) -> IllegalMove {
        match refusal {
            Refusal::GameOver => IllegalMove::GameOver,
            Refusal::OffBoard(square) => IllegalMove::OffBoard {
                square,
                size: self.variant().size(),
            },
            Refusal::SameSquare => IllegalMove::SameSquare,
            Refusal::NoPiece(square) => IllegalMove::NoPiece(square),
            Refusal::NotYourPiece(square) => IllegalMove::NotYourPiece {
                square,
                to_move: self.turn(),
            },
            Refusal::TrollKingMoves => IllegalMove::TrollKingMoves,
            Refusal::Unusable(square) => IllegalMove::Unusable { square },
            Refusal::Occupied(square) => IllegalMove::Occupied(square),
            Refusal::NotStraight => IllegalMove::NotStraight,
            Refusal::NotKnight => IllegalMove::NotKnight,
            Refusal::Blocked(at) => IllegalMove::Blocked {
                from: mv.from,
                to: mv.to,
                at,
            },
            Refusal::CannotStop(square) => IllegalMove::CannotStop { square },
            Refusal::CannotPass(square) => IllegalMove::CannotPass { square },
            Refusal::KingOneStep => IllegalMove::KingOneStep {
                swift_escape: uit_nog::has_swift_escape(self),
            },
            Refusal::CannotLeap(piece, at) => IllegalMove::CannotLeap { piece, at },
            Refusal::MayNotPass(square) => IllegalMove::MayNotPass {
                square,
                piece: self.mover(mv),
            },
            Refusal::MayNotStop(square) => IllegalMove::MayNotStop {
                square,
                piece: self.mover(mv),
            },
            Refusal::TooFar(limit) => IllegalMove::TooFar {
                piece: self.mover(mv),
                limit,
            },
            Refusal::CannotJump(over) => IllegalMove::CannotJump {
                piece: self.mover(mv),
                over,
            },
            Refusal::Berserker(square) => IllegalMove::Berserker { square },
            Refusal::MustCapture => IllegalMove::MustCapture,
        }
    }

    /// The piece a refused move would have moved (it is known to exist).
    fn mover(&self, mv: Move) -> Piece {
        self.piece_at(mv.from).unwrap_or(Piece::Attacker)
    }
}
