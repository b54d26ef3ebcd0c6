//! A position: the pieces on the board of a variant and the side to move.

mod diagram;
mod setup;
mod text;

use std::fmt;
use std::sync::Arc;

use crate::bitboard::Bitboard;
use crate::outcome::{Outcome, Reason};
use crate::piece::{Cell, Piece, Side};
use crate::square::{GRID, Square};
use crate::variant::{Variant, flag};
use crate::zobrist;

pub use diagram::DiagramError;
pub use setup::SetupError;
pub use text::PositionError;
pub(crate) use text::{RankProblem, encode_rank, read_rank};

/// Pieces on the board of a variant and the side to move. Positions know
/// nothing of history; [`crate::Game`] adds it.
#[derive(Clone)]
pub struct Position {
    variant: Arc<Variant>,
    cells: [Cell; GRID],
    by_side: [Bitboard; 2],
    king: Option<Square>,
    turn: Side,
    /// The piece that captured and must move again (docs/rules.md 5.8).
    berserker: Option<Square>,
    hash: u64,
}

impl Position {
    /// An empty board with every off-board and unusable cell blocked.
    pub(crate) fn empty(variant: &Arc<Variant>, turn: Side) -> Position {
        let mut cells = [Cell::BLOCKED; GRID];
        for sq in variant.board().iter() {
            if !variant.has(sq.index(), flag::UNUSABLE) {
                cells[sq.index()] = Cell::EMPTY;
            }
        }
        Position {
            variant: Arc::clone(variant),
            cells,
            by_side: [Bitboard::EMPTY; 2],
            king: None,
            turn,
            berserker: None,
            hash: zobrist::side_key(turn),
        }
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    /// The side to move.
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Zobrist hash of the pieces and the side to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The piece that captured and moves again before the turn passes, in
    /// a rule set with berserk (docs/rules.md 5.8): only it may move.
    pub fn berserker(&self) -> Option<Square> {
        self.berserker
    }

    /// Where the king stands, if he is on the board.
    pub fn king(&self) -> Option<Square> {
        self.king
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.cells[sq.index()].piece()
    }

    /// Every piece of `side`, the king and the troll king included.
    pub fn pieces(&self, side: Side) -> Bitboard {
        self.by_side[side.index()]
    }

    /// Squares holding exactly this kind of piece.
    pub fn pieces_of(&self, piece: Piece) -> Bitboard {
        self.pieces(piece.side())
            .iter()
            .filter(|&sq| self.cells[sq.index()] == piece.cell())
            .collect()
    }

    /// Every piece of both sides.
    pub fn occupied(&self) -> Bitboard {
        self.by_side[0] | self.by_side[1]
    }

    /// Where the revealed troll king stands (3.1), if he is on the board.
    pub fn troll_king(&self) -> Option<Square> {
        self.pieces(Side::Attackers)
            .iter()
            .find(|&sq| self.cells[sq.index()] == Cell::TROLL_KING)
    }

    /// Plays a move the caller knows to be legal (from [`Position::legal_moves`]
    /// or [`Position::check_move`]) and passes the turn; for searches that
    /// keep their own history. [`crate::Game::play`] is the checked way, with
    /// repetition and outcomes.
    pub fn play_unchecked(&mut self, mv: crate::Move) -> crate::MoveEffects {
        debug_assert!(self.is_legal(mv), "{mv} is not legal in {self}");
        crate::rules::apply(self, mv)
    }

    /// The result a move by `mover` produced by itself (escape, capture of
    /// the king, TUIT NOG, encirclement, exit fort), judged on this position,
    /// the one it led to. Repetition and the next side's lack of moves are
    /// for the caller to judge.
    pub fn result_of_move(&self, mover: Side, effects: &crate::MoveEffects) -> Option<Outcome> {
        crate::rules::own_result(self, mover, effects)
    }

    /// Whether the position is over by itself, without any move: the king is
    /// missing (captured) or stands on a square he wins by reaching.
    pub fn outcome_by_itself(&self) -> Option<Outcome> {
        match self.king {
            None => Some(Outcome::win(Side::Attackers, Reason::KingCaptured)),
            Some(k) if self.variant.has(k.index(), flag::ESCAPE) => {
                Some(Outcome::win(Side::Defenders, Reason::KingEscaped))
            }
            Some(_) => None,
        }
    }

    #[inline]
    pub(crate) fn cell(&self, index: usize) -> Cell {
        self.cells[index]
    }

    #[inline]
    pub(crate) fn cell_at(&self, sq: Square) -> Cell {
        self.cells[sq.index()]
    }

    /// Puts `piece` on the empty square `sq`.
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(self.cells[sq.index()].is_empty());
        self.cells[sq.index()] = piece.cell();
        self.by_side[piece.side().index()].insert(sq);
        self.hash ^= zobrist::piece_key(piece, sq);
        if piece == Piece::King {
            self.king = Some(sq);
        }
    }

    /// Removes and returns the piece on `sq`.
    pub(crate) fn take(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.cells[sq.index()].piece()?;
        self.cells[sq.index()] = Cell::EMPTY;
        self.by_side[piece.side().index()].remove(sq);
        self.hash ^= zobrist::piece_key(piece, sq);
        if piece == Piece::King {
            self.king = None;
        }
        Some(piece)
    }

    /// Moves a piece without any rule; captures are the caller's business.
    #[inline]
    pub(crate) fn relocate(&mut self, from: Square, to: Square) -> Piece {
        let cell = self.cells[from.index()];
        let piece = cell.piece().expect("relocate moves a piece");
        debug_assert!(self.cells[to.index()].is_empty());
        self.cells[from.index()] = Cell::EMPTY;
        self.cells[to.index()] = cell;
        let own = &mut self.by_side[piece.side().index()];
        own.remove(from);
        own.insert(to);
        self.hash ^= zobrist::piece_key(piece, from) ^ zobrist::piece_key(piece, to);
        if piece == Piece::King {
            self.king = Some(to);
        }
        piece
    }

    pub(crate) fn set_berserker(&mut self, berserker: Option<Square>) {
        if let Some(old) = self.berserker {
            self.hash ^= zobrist::berserker_key(old);
        }
        if let Some(new) = berserker {
            self.hash ^= zobrist::berserker_key(new);
        }
        self.berserker = berserker;
    }

    pub(crate) fn set_turn(&mut self, side: Side) {
        if side != self.turn {
            self.hash ^= zobrist::DEFENDERS_TO_MOVE;
            self.turn = side;
        }
    }

    /// Hands the move to the other side.
    #[inline]
    pub(crate) fn pass_turn(&mut self) {
        self.set_turn(self.turn.other());
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.variant.key() == other.variant.key()
            && self.turn == other.turn
            && self.berserker == other.berserker
            && self.cells == other.cells
    }
}

impl Eq for Position {}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({} {})", self.variant.key(), self)
    }
}
