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
use crate::variant::{KingMovement, Movement, Variant, flag};

/// A well-formed move that may not be played here, as data: which square,
/// which piece, which side, which rule. `Display` says it with the general
/// names (attackers, the king, a restricted square);
/// [`IllegalMove::in_words`] with the variant's own (Trolls, Noggin, the
/// throne), as a player should read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
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
    NotYourPiece { square: Square, to_move: Side },
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
    /// A restricted square only the king may stop on.
    #[error("{square} is restricted: only the king may stop there")]
    CannotStop { square: Square },
    /// A restricted square only the king may pass through.
    #[error("{square} is restricted: only the king may pass through it")]
    CannotPass { square: Square },
    /// A square no piece may enter.
    #[error("{square} is unusable: no piece may enter it")]
    Unusable { square: Square },
    /// The king steps; where he may also slide to the edge along a clear
    /// line (3.1), `swift_escape` says so.
    #[error("the king moves one square at a time")]
    KingOneStep { swift_escape: bool },
    /// `piece` may not leap over what stands on `at` (3.3).
    #[error("{} may not leap over {at}", piece_words(*piece))]
    CannotLeap { piece: Piece, at: Square },
    #[error("this move would repeat the position a third time: the {side} must vary")]
    Repetition { side: Side },
    /// A rule set's square this piece may not move through (5.4).
    #[error("{} may not pass through {square}", piece_words(*piece))]
    MayNotPass { square: Square, piece: Piece },
    /// A rule set's square this piece may not stop on (5.4).
    #[error("{} may not stop on {square}", piece_words(*piece))]
    MayNotStop { square: Square, piece: Piece },
    /// The piece's speed limit (5.4).
    #[error("{} moves at most {limit} squares at a time", piece_words(*piece))]
    TooFar { piece: Piece, limit: u8 },
    /// Two squares over a piece, where this piece may not jump (5.4).
    #[error("{} may not jump over {over}", piece_words(*piece))]
    CannotJump { piece: Piece, over: Square },
    /// The piece that captured moves again, and only it (5.8).
    #[error("the piece on {square} captured and goes berserk: it moves again")]
    Berserker { square: Square },
    /// Under `ber:c` the berserker's move must capture (5.8).
    #[error("a berserk move must capture")]
    MustCapture,
}

fn piece_words(piece: Piece) -> &'static str {
    match piece {
        Piece::King => "the king",
        Piece::Defender => "a defender",
        Piece::Evangelist => "an Evangelist",
        Piece::Commander(_) => "a commander",
        Piece::Knight(_) => "a knight",
        Piece::Mercenary(_) => "a mercenary",
        Piece::Guard(_) => "a guard",
        Piece::Attacker | Piece::TrollKing => "an attacker",
    }
}

impl IllegalMove {
    /// What a player reads: the refusal in the variant's own names.
    pub fn in_words(&self, variant: &Variant) -> String {
        let names = variant.names();
        let group = |square: Square| {
            variant
                .square_group(square)
                .map_or_else(|| "restricted".to_string(), |g| g.name.clone())
        };
        match *self {
            IllegalMove::NotYourPiece { square, to_move } => format!(
                "the piece on {square} is not yours: it is the {}' turn",
                variant.side_name(to_move)
            ),
            IllegalMove::CannotStop { square } => format!(
                "{square} is {}: only {} may stop there",
                group(square),
                names.king
            ),
            IllegalMove::CannotPass { square } => format!(
                "{square} is {}: only {} may pass through it",
                group(square),
                names.king
            ),
            IllegalMove::Unusable { square } => {
                format!("{square} is {}: no piece may enter it", group(square))
            }
            IllegalMove::KingOneStep { swift_escape } => format!(
                "{} moves one square at a time{}",
                capitalised(&names.king),
                if swift_escape {
                    ", or slides to the edge along a clear line"
                } else {
                    ""
                }
            ),
            IllegalMove::CannotLeap { piece, at } => match piece {
                Piece::King => format!(
                    "{} may leap over {} only: {at} is in the way",
                    capitalised(&names.king),
                    names.defenders
                ),
                Piece::Defender => format!(
                    "{} may not leap over pieces: {at} is in the way (only {} may)",
                    capitalised(variant.side_name(Side::Defenders)),
                    names.king
                ),
                _ => format!(
                    "{} may not leap over their own pieces: {at} is in the way",
                    capitalised(variant.side_name(piece.side()))
                ),
            },
            IllegalMove::MayNotPass { square, piece } => format!(
                "{} may not pass through {square} ({})",
                capitalised(piece_words(piece)),
                group(square)
            ),
            IllegalMove::MayNotStop { square, piece } => format!(
                "{} may not stop on {square} ({})",
                capitalised(piece_words(piece)),
                group(square)
            ),
            IllegalMove::Repetition { side } => format!(
                "this move would repeat the position a third time: the {} must vary",
                variant.side_name(side)
            ),
            other => other.to_string(),
        }
    }
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

/// The text with its first letter in upper case.
pub(crate) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
