//! The rules of a rule set read from an OTN string (docs/rules.md section
//! 5), one module per mechanism:
//!
//! | docs/rules.md | module |
//! |---|---|
//! | 5.4 moves, special squares, speeds, jumps | [`moves`], [`tables`] |
//! | 5.5 custodial capture, hostility, the king's strength, commanders | [`capture`] |
//! | 5.6 mercenaries, shieldwalls, Linnaean capture | [`capture`], [`shieldwall`], [`linnaean`] |
//! | 5.7 endings: escape, edge fort, encirclement | this module, [`edge_fort`], [`encirclement`] |
//! | 5.8 berserk | this module, [`moves`] |

pub(crate) mod capture;
pub(crate) mod edge_fort;
pub(crate) mod encirclement;
pub(crate) mod linnaean;
pub(crate) mod moves;
pub(crate) mod shieldwall;
pub(crate) mod tables;

use capture::Taken;
use tables::Tables;

use crate::notation::Move;
use crate::outcome::{Outcome, Reason};
use crate::piece::{Kind, Side};

use crate::position::Position;
use crate::rules::MoveEffects;
use crate::ruleset::{Berserk, Jump};

/// Moves the piece and makes every capture, without deciding whose turn
/// follows (a berserker's side may move again).
fn play(pos: &mut Position, tables: &Tables, mv: Move) -> (Taken, bool) {
    let side = pos.turn();
    let jumped = moves::jumped_square(pos, mv);
    pos.relocate(mv.from, mv.to);
    let mover = pos.cell_at(mv.to);
    let mut taken = Taken::default();
    if let Some(middle) = jumped {
        // 5.4: a capturing jump takes what it jumps, a guard excepted, if
        // the jumper captures at all (not a guard, not a king who is no hammer).
        let victim = pos.cell_at(middle);
        if tables.jump[mover.type_index()] == Jump::Capturing
            && capture::may_capture(tables, mover)
            && victim.belongs_to(side.other())
            && !victim.is_kind(Kind::Guard)
        {
            capture::capture(pos, middle, &mut taken);
        }
    }
    capture::custodial(pos, tables, mv.to, side, &mut taken);
    shieldwall::capture_walls(pos, tables, mv.to, side, &mut taken);
    linnaean::capture_against_throne(pos, tables, mv.to, side, &mut taken);
    let irreversible = (taken.captures & !taken.converted).any();
    (taken, irreversible)
}

/// Plays a legal move: captures, the king's capture, and the turn, which
/// stays with the mover while a berserker goes on (5.8).
pub(crate) fn apply(pos: &mut Position, mv: Move) -> MoveEffects {
    // SAFETY: the tables belong to the variant the position holds an `Arc`
    // of for the whole call, and nothing here replaces the position's
    // variant. Borrowing them through a pointer spares an atomic count on
    // every move (a clone of the `Arc` cost 7% of a corpus replay).
    let tables: &Tables =
        unsafe { &*std::ptr::from_ref(pos.variant().tables().expect("a rule set's variant")) };
    let (taken, irreversible) = play(pos, tables, mv);
    let mut captures = taken.captures;
    if taken.king {
        if let Some(king) = pos.king() {
            pos.take(king);
            captures.insert(king);
        }
    }
    let again = captures.any() && !taken.king && goes_berserk(pos, tables, mv);
    pos.set_berserker(again.then_some(mv.to));
    if !again {
        pos.pass_turn();
    }
    MoveEffects {
        captures,
        converted: taken.converted,
        king_captured: taken.king,
        troll_king_leap: None,
        irreversible: irreversible || taken.king,
        again,
    }
}

/// Whether the piece that captured on `mv.to` moves again (5.8).
fn goes_berserk(pos: &Position, tables: &Tables, mv: Move) -> bool {
    match tables.rules.berserk {
        Berserk::None => false,
        Berserk::Move => moves::has_move(pos, tables, mv.to),
        Berserk::Capture => moves::piece_moves(pos, tables, mv.to, &mut |next| {
            if captures_something(pos, tables, next) {
                std::ops::ControlFlow::Break(())
            } else {
                std::ops::ControlFlow::Continue(())
            }
        })
        .is_break(),
    }
}

/// Whether playing `mv` would capture anything, the king included.
pub(crate) fn captures_something(pos: &Position, tables: &Tables, mv: Move) -> bool {
    let mut next = pos.clone();
    let (taken, ..) = play(&mut next, tables, mv);
    taken.captures.any() || taken.king
}

/// The move's own result (5.7), on the position it led to: the king
/// captured or escaped, the attackers without a piece, an edge fort,
/// encirclement; judged after every move, whoever made it.
pub(crate) fn own_result(pos: &Position, effects: &MoveEffects) -> Option<Outcome> {
    let tables = pos.variant().tables()?;
    if effects.king_captured {
        return Some(Outcome::win(Side::Attackers, Reason::KingCaptured));
    }
    if let Some(outcome) = pos.outcome_by_itself() {
        return Some(outcome);
    }
    if pos.pieces(Side::Attackers).is_empty() {
        return Some(Outcome::win(Side::Defenders, Reason::NoLegalMoves));
    }
    if tables.rules.edge_fort && edge_fort::built(pos, tables) {
        return Some(Outcome::win(Side::Defenders, Reason::ExitFort));
    }
    // Judged after the defenders' moves too: a start may already shut
    // them in, and OpenTafl then ends the game after the first move.
    if tables.rules.surrounding_fatal && encirclement::encircled(pos, tables) {
        return Some(Outcome::win(Side::Attackers, Reason::Encircled));
    }
    None
}
