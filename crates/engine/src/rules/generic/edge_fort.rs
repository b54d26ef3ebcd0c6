//! Edge fort escape (docs/rules.md 5.7, `efe`): the defenders win when the
//! king, on the edge or able to reach it, is walled in by defenders whom
//! the attackers cannot capture, with no attacker touching his fort and a
//! move left to him.

use std::ops::ControlFlow;

use super::moves::{has_move, slides};
use super::tables::Tables;
use crate::bitboard::Bitboard;
use crate::piece::{Kind, Side};
use crate::position::Position;
use crate::square::{Direction, Square};

pub(crate) fn built(pos: &Position, tables: &Tables) -> bool {
    let Some(king) = pos.king() else { return false };
    !ruled_out(pos, tables, king) && built_around(pos, tables, king)
}

/// Asked after every move, and nearly always yes: an attacker next to the
/// king, or next to a square he may step to, touches his fort; and a king
/// off the edge without a square to step to reaches no edge.
#[inline]
fn ruled_out(pos: &Position, tables: &Tables, king: Square) -> bool {
    let t = pos.cell_at(king).type_index();
    let start = tables.start_kind(king.index());
    let (pass, stop) = (tables.passable(t, start), tables.stoppable(t, start));
    let attacker_at = |index: usize| pos.cell(index).belongs_to(Side::Attackers);
    let mut steps = false;
    for dir in Direction::ALL {
        let index = king.step_index(dir);
        if attacker_at(index) {
            return true;
        }
        if pos.cell(index).is_empty() && pass.contains_index(index) && stop.contains_index(index) {
            if Direction::ALL
                .iter()
                .any(|&d| attacker_at((index as i16 + d.delta()) as usize))
            {
                return true;
            }
            steps = true;
        }
    }
    // Off the edge he must step somewhere to reach it (a square he may only
    // pass through is judged by the whole test).
    !steps
        && !king.is_edge(tables.rules.size)
        && !Direction::ALL.iter().any(|&dir| {
            let index = king.step_index(dir);
            pos.cell(index).is_empty() && pass.contains_index(index)
        })
}

/// The whole test, once no attacker is near.
#[inline(never)]
fn built_around(pos: &Position, tables: &Tables, king: Square) -> bool {
    let variant = pos.variant();
    let size = tables.rules.size;
    let t = pos.cell_at(king).type_index();
    let start = tables.start_kind(king.index());
    let (pass, stop) = (tables.passable(t, start), tables.stoppable(t, start));
    // R: the empty squares joined to the king's. F lies within R, and is R
    // when the king may pass and stop everywhere in R (he slides there as
    // far as he likes and turns anywhere): then bitboards decide, and an
    // attacker touching R ends the search.
    let touched = pos.pieces(Side::Attackers).dilate_within(variant.words());
    let free = *pass & *stop;
    let empty = variant.board() & !pos.occupied();
    let may_restrict = (empty & !free).any();
    let mut restricted = false;
    // The king's square joins the region once; the loop only masks.
    let open = empty.with(king);
    let unfree = empty & !free;
    let mut region = Bitboard::EMPTY.with(king);
    loop {
        let grown = region.dilate_within(variant.words()) & open;
        if may_restrict && !restricted {
            restricted = grown.intersects(&unfree);
        }
        if !restricted && grown.intersects(&touched) {
            return false;
        }
        if grown == region {
            break;
        }
        region = grown;
    }
    let fort = if restricted {
        match reachable(pos, tables, king, &touched) {
            Some(fort) => fort,
            None => return false,
        }
    } else {
        region
    };
    let reaches_edge = if king.is_edge(size) {
        has_move(pos, tables, king)
    } else {
        fort.iter().any(|sq| sq.is_edge(size))
    };
    if !reaches_edge {
        return false;
    }
    // No attacker touches F (checked above); its wall is the defenders
    // next to it. The wall must hold: every wall piece safe, a piece being
    // safe when on each axis one neighbour is off the board, in the fort,
    // or a safe defender (the largest such set); guards are never captured.
    let wall = fort.dilate_within(variant.words()) & pos.pieces(Side::Defenders) & !fort;
    let guards: Bitboard = pos
        .pieces(Side::Defenders)
        .iter()
        .filter(|&sq| pos.cell_at(sq).is_kind(Kind::Guard))
        .collect();
    let mut safe = pos.pieces(Side::Defenders);
    loop {
        let good = fort | safe;
        let holds = |sq: Square| {
            let side = |dir| sq.neighbour(dir, size).is_none_or(|n| good.contains(n));
            (side(Direction::East) || side(Direction::West))
                && (side(Direction::North) || side(Direction::South))
        };
        let still: Bitboard = safe
            .iter()
            .filter(|&sq| guards.contains(sq) || holds(sq))
            .collect();
        if still == safe {
            break;
        }
        safe = still;
    }
    (wall & !safe).is_empty()
}

/// F square by square, by the king's own slides judged from his square
/// (he stays there: OpenTafl's reading), jumps aside; `None` as soon as a
/// square of it is next to an attacker.
fn reachable(
    pos: &Position,
    tables: &Tables,
    king: Square,
    touched: &Bitboard,
) -> Option<Bitboard> {
    let t = pos.cell_at(king).type_index();
    let start = tables.start_kind(king.index());
    let mut fort = Bitboard::EMPTY.with(king);
    let mut frontier = fort;
    while let Some(from) = frontier.first() {
        frontier.remove(from);
        let broken = slides(pos, tables, t, start, from, &mut |mv| {
            if fort.contains(mv.to) {
                return ControlFlow::Continue(());
            }
            if touched.contains(mv.to) {
                return ControlFlow::Break(());
            }
            fort.insert(mv.to);
            frontier.insert(mv.to);
            ControlFlow::Continue(())
        });
        if broken.is_break() {
            return None;
        }
    }
    Some(fort)
}
