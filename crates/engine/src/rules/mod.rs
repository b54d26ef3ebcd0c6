//! Playing a move: the pipeline that moves the piece and makes every capture,
//! and one module per rule of docs/rules.md so a reader can find each rule's code
//! from its section.
//!
//! | docs/rules.md | module |
//! |---|---|
//! | 1 Custodial capture, hostile squares, armed king, king capture | [`capture`] |
//! | 1 Outcome / Order of endings, repetition rules of 1, 3.1, 3.5, 4.1, 4.2 | [`crate::game`], [`repetition`] |
//! | 3.1 troll king, trollstone, leap | [`troll_king`] |
//! | 3.1-3.3 UIT NOG, TUIT NOG, swift escape | [`uit_nog`] |
//! | 3.3 knight moves and leaping | [`knight`] |
//! | 3.4 double trap | [`double_trap`] |
//! | 3.4 / 4.1 shieldwall | [`shieldwall`] |
//! | 3.5 Evangelist jumps | [`evangelist`] |
//! | 3.5 encirclement | [`encirclement`] |
//! | 4.1 exit fort | [`exit_fort`] |
//! | 5 rule sets read from OTN strings | [`generic`] |

pub(crate) mod capture;
pub(crate) mod double_trap;
pub(crate) mod encirclement;
pub(crate) mod evangelist;
pub(crate) mod exit_fort;
pub(crate) mod generic;
pub(crate) mod knight;
pub(crate) mod repetition;
pub(crate) mod shieldwall;
pub(crate) mod troll_king;
pub(crate) mod uit_nog;

use crate::bitboard::Bitboard;
use crate::notation::Move;
use crate::outcome::{Outcome, Reason};
use crate::piece::{Piece, Side};
use crate::position::Position;
use crate::square::Square;
use crate::variant::flag;

/// What a move did besides moving its piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveEffects {
    /// Every captured piece: removed, the king and a piece removed by the
    /// troll king's leap included, or a mercenary that changed sides.
    pub captures: Bitboard,
    /// The mercenaries among the captures, which stay on the board on the
    /// capturer's side (docs/rules.md 5.6).
    pub converted: Bitboard,
    pub king_captured: bool,
    /// Where the troll king leapt to take Noggin (3.1), for display.
    pub troll_king_leap: Option<Square>,
    /// Whether no earlier position can ever occur again (a capture, or the
    /// troll king revealed).
    pub irreversible: bool,
    /// The same side moves again: its piece captured and goes berserk
    /// (docs/rules.md 5.8).
    pub again: bool,
}

/// Plays a move already known to be legal and passes the turn.
pub(crate) fn apply(pos: &mut Position, mv: Move) -> MoveEffects {
    if pos.variant().tables().is_some() {
        return generic::apply(pos, mv);
    }
    let side = pos.turn();
    let jumped = evangelist::jumped_square(pos, mv);
    let piece = pos.relocate(mv.from, mv.to);
    let revealed = piece == Piece::King && troll_king::reveal_if_left(pos);

    let mut captures = Bitboard::EMPTY;
    if let Some(jumped) = jumped {
        // 3.5: the jumped attacker goes first, then the landing captures.
        pos.take(jumped);
        captures.insert(jumped);
    }
    let mut removed = Bitboard::EMPTY;
    let mut king_captured = capture::custodial(pos, mv.to, piece, side, &mut removed);
    let mut troll_king_leap = None;
    if let Some(wall) = pos.variant().spec().mechanics.shieldwall {
        let row = shieldwall::captures(pos, mv.to, piece, side, wall);
        // Most moves close no wall: skip the set walk then.
        if row.any() {
            for sq in row.iter() {
                pos.take(sq);
            }
            removed |= row;
        }
    }
    captures |= removed;

    if side == Side::Attackers {
        if let Some(king) = pos.king() {
            if !king_captured && pos.variant().spec().mechanics.double_trap {
                king_captured = double_trap::king_caught(pos, king, removed);
            }
            if !king_captured {
                if let Some(surrounded) = troll_king::surround(pos, king) {
                    captures |= surrounded.reported;
                    troll_king_leap = surrounded.leap;
                    king_captured = true;
                }
            }
        }
    }
    if king_captured {
        if let Some(king) = pos.king() {
            pos.take(king);
            captures.insert(king);
            // 3.1: Noggin taken on the trollstone leaves it empty; the troll
            // king shows there, as he does when the final position's string
            // is read back (docs/rules.md 2 derives him from an empty stone).
            troll_king::reveal_if_left(pos);
        }
    }
    pos.pass_turn();
    MoveEffects {
        captures,
        converted: Bitboard::EMPTY,
        king_captured,
        troll_king_leap,
        irreversible: revealed || captures.any(),
        again: false,
    }
}

/// The move's own result (docs/rules.md 1, "Order of endings"): escape, capture
/// of the king, TUIT NOG, encirclement, exit fort, judged on the position
/// the move of `mover` produced.
pub(crate) fn own_result(pos: &Position, mover: Side, effects: &MoveEffects) -> Option<Outcome> {
    let variant = pos.variant();
    if variant.tables().is_some() {
        return generic::own_result(pos, effects);
    }
    let mechanics = &variant.spec().mechanics;
    match mover {
        Side::Defenders => {
            let king = pos.king()?;
            if variant.has(king.index(), flag::ESCAPE) {
                Some(Outcome::win(mover, Reason::KingEscaped))
            } else if uit_nog::tuit_nog(pos) {
                Some(Outcome::win(mover, Reason::TuitNog))
            } else if mechanics.exit_fort && exit_fort::built(pos) {
                Some(Outcome::win(mover, Reason::ExitFort))
            } else {
                None
            }
        }
        Side::Attackers => {
            if effects.king_captured {
                Some(Outcome::win(mover, Reason::KingCaptured))
            } else if mechanics.encirclement && encirclement::encircled(pos) {
                Some(Outcome::win(mover, Reason::Encircled))
            } else {
                None
            }
        }
    }
}
