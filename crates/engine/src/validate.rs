//! Checking one move and saying, in the variant's own words, why it is
//! illegal (rules.md 1 "Moves", restricted squares, and each variant's
//! movement rules).

use thiserror::Error;

use crate::notation::Move;
use crate::piece::Piece;
use crate::position::Position;
use crate::rules::{evangelist, knight, uit_nog};
use crate::square::{Direction, Square};
use crate::variant::{KingMovement, Movement, flag};

/// A well-formed move that may not be played here. Messages tell the player
/// what is wrong in the variant's own names.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum IllegalMove {
    #[error("game is over")]
    GameOver,
    #[error("{square} is off the {size}x{size} board")]
    OffBoard { square: Square, size: u8 },
    #[error("a move must leave its square")]
    SameSquare,
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    #[error("the piece on {square} is not yours: it is the {to_move}' turn")]
    NotYourPiece { square: Square, to_move: String },
    #[error("the troll king never moves: he only leaps when Noggin is surrounded")]
    TrollKingMoves,
    #[error("{0} is occupied")]
    Occupied(Square),
    #[error("pieces move along a rank or file, never diagonally")]
    NotStraight,
    #[error("every piece moves like a chess knight in this game")]
    NotKnight,
    #[error("the way from {from} to {to} is blocked at {at}")]
    Blocked {
        from: Square,
        to: Square,
        at: Square,
    },
    #[error("{square} is {group}: only {king} may stop there")]
    CannotStop {
        square: Square,
        group: String,
        king: String,
    },
    #[error("{square} is {group}: only {king} may pass through it")]
    CannotPass {
        square: Square,
        group: String,
        king: String,
    },
    #[error("{square} is {group}: no piece may enter it")]
    Unusable { square: Square, group: String },
    #[error("{king} moves one square at a time{escape}")]
    KingOneStep { king: String, escape: &'static str },
    #[error("{side} may not leap over pieces: {at} is in the way (only {king} may)")]
    CannotLeap {
        side: String,
        king: String,
        at: Square,
    },
    #[error("{side} may not leap over their own pieces: {at} is in the way")]
    CannotLeapOwn { side: String, at: Square },
    #[error("{king} may leap over {defenders} only: {at} is in the way")]
    KingCannotLeap {
        king: String,
        defenders: String,
        at: Square,
    },
    #[error("this move would repeat the position a third time: the {side} must vary")]
    Repetition { side: String },
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

    /// The refusal in the variant's own words.
    pub(crate) fn explain(&self, mv: Move, refusal: Refusal) -> IllegalMove {
        let variant = self.variant();
        let names = variant.names();
        let group = |square: Square| {
            variant
                .square_group(square)
                .map_or_else(|| "restricted".to_string(), |g| g.name.clone())
        };
        match refusal {
            Refusal::GameOver => IllegalMove::GameOver,
            Refusal::OffBoard(square) => IllegalMove::OffBoard {
                square,
                size: variant.size(),
            },
            Refusal::SameSquare => IllegalMove::SameSquare,
            Refusal::NoPiece(square) => IllegalMove::NoPiece(square),
            Refusal::NotYourPiece(square) => IllegalMove::NotYourPiece {
                square,
                to_move: variant.side_name(self.turn()).to_string(),
            },
            Refusal::TrollKingMoves => IllegalMove::TrollKingMoves,
            Refusal::Unusable(square) => IllegalMove::Unusable {
                square,
                group: group(square),
            },
            Refusal::Occupied(square) => IllegalMove::Occupied(square),
            Refusal::NotStraight => IllegalMove::NotStraight,
            Refusal::NotKnight => IllegalMove::NotKnight,
            Refusal::Blocked(at) => IllegalMove::Blocked {
                from: mv.from,
                to: mv.to,
                at,
            },
            Refusal::CannotStop(square) => IllegalMove::CannotStop {
                square,
                group: group(square),
                king: names.king.clone(),
            },
            Refusal::CannotPass(square) => IllegalMove::CannotPass {
                square,
                group: group(square),
                king: names.king.clone(),
            },
            Refusal::KingOneStep => IllegalMove::KingOneStep {
                king: capitalised(&names.king),
                escape: if uit_nog::has_swift_escape(self) {
                    ", or slides to the edge along a clear line"
                } else {
                    ""
                },
            },
            Refusal::CannotLeap(piece, at) => {
                let side = capitalised(variant.side_name(piece.side()));
                match piece {
                    Piece::King => IllegalMove::KingCannotLeap {
                        king: capitalised(&names.king),
                        defenders: names.defenders.clone(),
                        at,
                    },
                    Piece::Defender => IllegalMove::CannotLeap {
                        side,
                        king: names.king.clone(),
                        at,
                    },
                    _ => IllegalMove::CannotLeapOwn { side, at },
                }
            }
        }
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
