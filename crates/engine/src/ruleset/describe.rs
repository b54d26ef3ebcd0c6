//! A rule set's rules as facts (docs/rules.md 5.3): one fact per rule that
//! differs from the defaults, in the order of the canonical string. Facts
//! are data; their words live with whoever shows them (the bot's message
//! catalogue, in every language).

use super::parse::{DEFAULT_JUMPS, default_spaces};
use super::{
    Berserk, EscapeTo, Jump, KingArmed, KingStrength, RuleSet, ShieldwallRule, SpaceKind,
    Threefold, TypeSet,
};
use crate::piece::Kind;
use crate::square::Square;

/// A rule that differs from the defaults (Fetlar's, docs/rules.md 5.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleFact {
    /// `esc:e`: the king wins on any edge square.
    EscapeToEdge,
    /// `surf:n`: shutting the defenders in does not win.
    NoWinBySurrounding,
    /// `atkf:n`.
    DefendersFirst,
    /// `tfr`, when it is not a draw.
    Repetition(Threefold),
    /// `ka`, when the king is not fully armed.
    KingArmed(KingArmed),
    /// `ks`, when the king is not strong.
    KingStrength(KingStrength),
    /// A kind of piece that jumps otherwise than by default (`kj`, `nj`,
    /// `cj`, `mj`, `gj`).
    Jump { kind: Kind, jump: Jump },
    /// `spd`: these pieces move at most `squares` squares at a time.
    SpeedLimit { pieces: TypeSet, squares: u8 },
    /// The squares of a kind, where they differ from the default ones
    /// (empty: there are none).
    Squares {
        kind: SpaceKind,
        squares: Vec<Square>,
    },
    /// Which pieces may use the squares of a kind, where that differs.
    Access {
        kind: SpaceKind,
        access: Access,
        pieces: TypeSet,
    },
    /// `…h`: the squares of a kind are hostile to these pieces (the throne:
    /// while occupied).
    Hostile { kind: SpaceKind, pieces: TypeSet },
    /// `cenhe`: the empty throne is hostile to these pieces.
    EmptyThroneHostile { pieces: TypeSet },
    /// `sw`.
    Shieldwall(ShieldwallRule),
    /// `swf:n`: any move that closes a shieldwall captures it.
    ShieldwallAnyMove,
    /// `efe:y`.
    EdgeFort,
    /// `linc:y`.
    Linnaean,
    /// `ber`.
    Berserk(Berserk),
}

/// What a piece may do with a special square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// `…p`: move through it.
    PassThrough,
    /// `…s`: stop on it.
    StopOn,
    /// `…re`: come onto it from other squares.
    Reenter,
}

pub(super) fn facts(rules: &RuleSet) -> Vec<RuleFact> {
    let mut out = Vec::new();
    if rules.escape == EscapeTo::Edges {
        out.push(RuleFact::EscapeToEdge);
    }
    if !rules.surrounding_fatal {
        out.push(RuleFact::NoWinBySurrounding);
    }
    if !rules.attackers_first {
        out.push(RuleFact::DefendersFirst);
    }
    if rules.threefold != Threefold::Draw {
        out.push(RuleFact::Repetition(rules.threefold));
    }
    if rules.king_armed != KingArmed::Yes {
        out.push(RuleFact::KingArmed(rules.king_armed));
    }
    if rules.king_strength != KingStrength::Strong {
        out.push(RuleFact::KingStrength(rules.king_strength));
    }
    let jumps = [
        (Kind::King, rules.jumps.king, DEFAULT_JUMPS.king),
        (Kind::Knight, rules.jumps.knight, DEFAULT_JUMPS.knight),
        (
            Kind::Commander,
            rules.jumps.commander,
            DEFAULT_JUMPS.commander,
        ),
        (
            Kind::Mercenary,
            rules.jumps.mercenary,
            DEFAULT_JUMPS.mercenary,
        ),
        (Kind::Guard, rules.jumps.guard, DEFAULT_JUMPS.guard),
    ];
    for (kind, jump, default) in jumps {
        if jump != default {
            out.push(RuleFact::Jump { kind, jump });
        }
    }
    // One fact per limit, naming every type that has it.
    let mut limits: Vec<(u8, TypeSet)> = Vec::new();
    for (t, speed) in rules.speeds.iter().enumerate() {
        if let Some(n) = *speed {
            let one = TypeSet::of(&super::TYPE_LETTERS[t..t + 1]);
            match limits.iter_mut().find(|(m, _)| *m == n) {
                Some((_, set)) => *set = set.union(one),
                None => limits.push((n, one)),
            }
        }
    }
    out.extend(
        limits
            .into_iter()
            .map(|(squares, pieces)| RuleFact::SpeedLimit { pieces, squares }),
    );
    for kind in SpaceKind::ALL {
        spaces(rules, kind, &mut out);
    }
    if rules.shieldwall != ShieldwallRule::None {
        out.push(RuleFact::Shieldwall(rules.shieldwall));
        if !rules.shieldwall_flank {
            out.push(RuleFact::ShieldwallAnyMove);
        }
    }
    if rules.edge_fort {
        out.push(RuleFact::EdgeFort);
    }
    if rules.linnaean {
        out.push(RuleFact::Linnaean);
    }
    if rules.berserk != Berserk::None {
        out.push(RuleFact::Berserk(rules.berserk));
    }
    out
}

/// The facts about one kind of special square.
fn spaces(rules: &RuleSet, kind: SpaceKind, out: &mut Vec<RuleFact>) {
    let ours = &rules.spaces[kind.index()];
    let default = default_spaces(kind, rules.size);
    if ours.squares != default.squares {
        out.push(RuleFact::Squares {
            kind,
            squares: ours.squares.clone(),
        });
    }
    // What the squares do matters only where there are some.
    if ours.squares.is_empty() {
        return;
    }
    let accesses = [
        (Access::PassThrough, ours.passable, default.passable),
        (Access::StopOn, ours.stoppable, default.stoppable),
        (Access::Reenter, ours.reenter, default.reenter),
    ];
    for (access, pieces, default) in accesses {
        if pieces != default {
            out.push(RuleFact::Access {
                kind,
                access,
                pieces,
            });
        }
    }
    if ours.hostile != default.hostile {
        out.push(RuleFact::Hostile {
            kind,
            pieces: ours.hostile,
        });
    }
    if kind == SpaceKind::Throne && ours.hostile_empty != default.hostile_empty {
        out.push(RuleFact::EmptyThroneHostile {
            pieces: ours.hostile_empty,
        });
    }
}
