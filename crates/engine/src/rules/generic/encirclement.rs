//! Encirclement under a rule set (docs/rules.md 5.7, `surf`): the
//! attackers win when no defender can reach the edge, by stepping through
//! squares no attacker holds or by a jump onto the edge.

use std::ops::ControlFlow;

use super::moves::piece_moves;
use super::tables::Tables;
use crate::piece::Side;
use crate::position::Position;
use crate::ruleset::Jump;

pub(crate) fn encircled(pos: &Position, tables: &Tables) -> bool {
    let size = tables.rules.size;
    // Shut in by section 3.5's flood; a jump onto the edge still gets out.
    crate::rules::encirclement::encircled(pos)
        && !pos.pieces(Side::Defenders).iter().any(|from| {
            tables.jump[pos.cell_at(from).type_index()] != Jump::None
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
