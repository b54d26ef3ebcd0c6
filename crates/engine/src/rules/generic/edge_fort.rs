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
use crate::square::Direction;

pub(crate) fn built(pos: &Position, tables: &Tables) -> bool {
    let Some(king) = pos.king() else { return false };
    let size = tables.rules.size;
    // F: the king's square and every square he reaches by sliding and
    // sliding again, judged from his own square (he stays there: OpenTafl's
    // reading), jumps aside.
    let t = pos.cell_at(king).type_index();
    let start = tables.start_kind(king.index());
    let mut fort = Bitboard::EMPTY.with(king);
    let mut frontier = vec![king];
    while let Some(from) = frontier.pop() {
        let _ = slides(pos, tables, t, start, from, &mut |mv| {
            if !fort.contains(mv.to) {
                fort.insert(mv.to);
                frontier.push(mv.to);
            }
            ControlFlow::<()>::Continue(())
        });
    }
    let reaches_edge = if king.is_edge(size) {
        has_move(pos, tables, king)
    } else {
        fort.iter().any(|sq| sq.is_edge(size))
    };
    if !reaches_edge {
        return false;
    }
    let mut wall = Bitboard::EMPTY;
    for sq in fort.iter() {
        for dir in Direction::ALL {
            let Some(n) = sq.neighbour(dir, size) else {
                continue;
            };
            let cell = pos.cell_at(n);
            if cell.belongs_to(Side::Attackers) {
                return false;
            }
            if cell.belongs_to(Side::Defenders) && !fort.contains(n) {
                wall.insert(n);
            }
        }
    }
    // The wall must hold: every wall piece safe, a piece being safe when on
    // each axis one neighbour is off the board, in the fort, or a safe
    // defender (the largest such set); guards are never captured.
    let guards: Bitboard = pos
        .pieces(Side::Defenders)
        .iter()
        .filter(|&sq| pos.cell_at(sq).is_kind(Kind::Guard))
        .collect();
    let mut safe = pos.pieces(Side::Defenders);
    loop {
        let good = fort | safe;
        let holds = |sq: crate::Square| {
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
