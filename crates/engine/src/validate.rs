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
    #[error("this move would repeat the position a third time: the {side} must vary")]
    Repetition { side: String },
}

impl Position {
    /// Whether `mv` is legal on the bare position.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_move(mv).is_ok()
    }

    /// Checks `mv` on the bare position (no history), with a reason when it
    /// is illegal.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        let variant = self.variant();
        let size = variant.size();
        if self.outcome_by_itself().is_some() {
            return Err(IllegalMove::GameOver);
        }
        for square in [mv.from, mv.to] {
            if !square.is_on(size) {
                return Err(IllegalMove::OffBoard { square, size });
            }
        }
        if mv.from == mv.to {
            return Err(IllegalMove::SameSquare);
        }
        let cell = self.cell_at(mv.from);
        let Some(piece) = cell.piece() else {
            return Err(IllegalMove::NoPiece(mv.from));
        };
        if !cell.belongs_to(self.turn()) {
            return Err(IllegalMove::NotYourPiece {
                square: mv.from,
                to_move: variant.side_name(self.turn()).to_string(),
            });
        }
        if piece == Piece::TrollKing {
            return Err(IllegalMove::TrollKingMoves);
        }
        if variant.has(mv.to.index(), flag::UNUSABLE) {
            return Err(IllegalMove::Unusable {
                square: mv.to,
                group: self.group_name(mv.to),
            });
        }
        if !self.cell_at(mv.to).is_empty() {
            return Err(IllegalMove::Occupied(mv.to));
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
                        Err(IllegalMove::KingOneStep {
                            king: capitalised(&spec.names.king),
                            escape: if spec.mechanics.uit_nog {
                                ", or slides to the edge along a clear line"
                            } else {
                                ""
                            },
                        })
                    };
                }
                match spec.movement {
                    Movement::Rook => self.check_slide(mv, true),
                    Movement::Knight => self.check_leap(mv, piece),
                }
            }
            Piece::Evangelist if evangelist::jumped_square(self, mv).is_some() => {
                self.check_stop(mv.to, false)
            }
            _ => match spec.movement {
                Movement::Rook => self.check_slide(mv, false),
                Movement::Knight => self.check_leap(mv, piece),
            },
        }
    }

    fn check_slide(&self, mv: Move, is_king: bool) -> Result<(), IllegalMove> {
        let dir = Direction::between(mv.from, mv.to).ok_or(IllegalMove::NotStraight)?;
        let mut index = mv.from.step_index(dir);
        while index != mv.to.index() {
            let square = Square::from_grid(index);
            if !self.cell(index).is_empty() {
                return Err(IllegalMove::Blocked {
                    from: mv.from,
                    to: mv.to,
                    at: square,
                });
            }
            if !is_king && self.variant().has(index, flag::NO_PASS) {
                return Err(IllegalMove::CannotPass {
                    square,
                    group: self.group_name(square),
                    king: self.variant().names().king.clone(),
                });
            }
            index = (index as i16 + dir.delta()) as usize;
        }
        self.check_stop(mv.to, is_king)
    }

    fn check_leap(&self, mv: Move, piece: Piece) -> Result<(), IllegalMove> {
        if !knight::is_knight_move(mv.from, mv.to) {
            return Err(IllegalMove::NotKnight);
        }
        if let Some(at) = knight::blocker(self, piece, mv.from, mv.to) {
            let names = self.variant().names();
            let side = capitalised(self.variant().side_name(piece.side()));
            return Err(
                if self.cell_at(at).belongs_to(piece.side()) && piece != Piece::Defender {
                    IllegalMove::CannotLeapOwn { side, at }
                } else {
                    IllegalMove::CannotLeap {
                        side,
                        king: names.king.clone(),
                        at,
                    }
                },
            );
        }
        self.check_stop(mv.to, piece == Piece::King)
    }

    fn check_stop(&self, to: Square, is_king: bool) -> Result<(), IllegalMove> {
        if !is_king && self.variant().has(to.index(), flag::KING_ONLY) {
            return Err(IllegalMove::CannotStop {
                square: to,
                group: self.group_name(to),
                king: self.variant().names().king.clone(),
            });
        }
        Ok(())
    }

    fn group_name(&self, sq: Square) -> String {
        self.variant()
            .square_group(sq)
            .map_or_else(|| "restricted".to_string(), |g| g.name.clone())
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
