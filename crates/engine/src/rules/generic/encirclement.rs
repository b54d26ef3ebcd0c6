//! Encirclement under a rule set (docs/rules.md 5.7, `surf`): the
//! attackers win when no defender can reach the edge, by stepping through
//! squares no attacker holds or by a jump onto the edge.

use std::ops::ControlFlow;

use super::moves::piece_moves;
use super::tables::Tables;
use crate::piece::Side;
use crate::position::Position;

pub(crate) fn encircled(pos: &Position, tables: &Tables) -> bool {
    let size = tables.rules.size;
    let variant = pos.variant();
    let edge = variant.edge();
    let defenders = pos.pieces(Side::Defenders);
    let mut region = defenders;
    if region.intersects(&edge) {
        return false;
    }
    let open = variant.board() & !pos.pieces(Side::Attackers);
    loop {
        let grown = region.dilate_within(variant.words()) & open;
        if grown.intersects(&edge) {
            return false;
        }
        if grown == region {
            break;
        }
        region = grown;
    }
    // Shut in by the flood; a jump onto the edge still gets out.
    !defenders.iter().any(|from| {
        tables.jump[pos.cell_at(from).type_index()] != crate::ruleset::Jump::None
            && piece_moves(pos, tables, from, &mut |mv| {
                if mv.to.is_edge(size) {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })
            .is_break()
    })
}
