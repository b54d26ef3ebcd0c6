//! A rule set in words (docs/rules.md 5.3): one sentence per rule that
//! differs from the defaults, in the order of the canonical string.

use super::parse::{DEFAULT_JUMPS, default_spaces};
use super::{
    Berserk, EscapeTo, Jump, KingArmed, KingStrength, RuleSet, ShieldwallRule, SpaceKind,
    Threefold, TypeSet,
};

/// Names of the six piece types, plural, for the attackers' and the
/// defenders' side.
const TYPE_NAMES: [&str; 6] = [
    "taflmen",
    "commanders",
    "knights",
    "kings",
    "mercenaries",
    "guards",
];

/// A set of piece types in words: "every piece", "the king and the
/// defenders' taflmen", "no piece".
pub(crate) fn types_in_words(set: TypeSet) -> String {
    if set == TypeSet::ALL {
        return "every piece".into();
    }
    if set.is_empty() {
        return "no piece".into();
    }
    let mut parts = Vec::new();
    for (side, offset) in [("attackers'", 0), ("defenders'", 6)] {
        let side_set = TypeSet::of(if offset == 0 { "tcnkmg" } else { "TCNKMG" });
        if set.bits() & side_set.bits() == side_set.bits() {
            parts.push(format!("all {} pieces", side.trim_end_matches('\'')));
            continue;
        }
        for (i, name) in TYPE_NAMES.iter().enumerate() {
            if !set.contains(offset + i) {
                continue;
            }
            parts.push(if offset == 6 && i == 3 {
                "the king".to_string()
            } else {
                format!("{side} {name}")
            });
        }
    }
    join(&parts)
}

fn join(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn jump_words(jump: Jump) -> &'static str {
    match jump {
        Jump::None => "never jump",
        Jump::Restricted => {
            "jump over an adjacent enemy without capturing it, only from or to a throne, a corner or their own fort"
        }
        Jump::Plain => "jump over an adjacent enemy without capturing it",
        Jump::Capturing => "jump over an adjacent enemy and capture it",
    }
}

pub(super) fn summary(rules: &RuleSet) -> Vec<String> {
    let mut out = Vec::new();
    if rules.escape == EscapeTo::Edges {
        out.push("The king wins by reaching any square on the edge.".into());
    }
    if !rules.surrounding_fatal {
        out.push(
            "Shutting the defenders in does not win: the attackers must capture the king.".into(),
        );
    }
    if !rules.attackers_first {
        out.push("The defenders move first.".into());
    }
    match rules.threefold {
        Threefold::Draw => {}
        Threefold::Ignored => out.push("Repeating a position has no consequence.".into()),
        Threefold::MoverWins => {
            out.push("The player whose move repeats a position for the third time wins.".into())
        }
        Threefold::MoverLoses => {
            out.push("The player whose move repeats a position for the third time loses.".into())
        }
    }
    match rules.king_armed {
        KingArmed::Yes => {}
        KingArmed::No => out.push("The king is unarmed: he takes no part in captures.".into()),
        KingArmed::Anvil => out.push(
            "The king is an anvil only: he closes captures but does not make them by moving."
                .into(),
        ),
        KingArmed::Hammer => out.push(
            "The king is a hammer only: he captures by moving but does not close a capture.".into(),
        ),
    }
    match rules.king_strength {
        KingStrength::Strong => {}
        KingStrength::StrongAtThrone => out.push(
            "The king needs enemies on all four sides on or next to the throne, and on two opposite sides elsewhere.".into(),
        ),
        KingStrength::Middleweight => out.push(
            "The king is taken when every square next to him is hostile, so the edge helps to take him.".into(),
        ),
        KingStrength::Weak => out.push("The king is taken between two enemies, like any piece.".into()),
    }
    let jumps = [
        ("Kings", rules.jumps.king, DEFAULT_JUMPS.king),
        ("Knights", rules.jumps.knight, DEFAULT_JUMPS.knight),
        ("Commanders", rules.jumps.commander, DEFAULT_JUMPS.commander),
        (
            "Mercenaries",
            rules.jumps.mercenary,
            DEFAULT_JUMPS.mercenary,
        ),
        ("Guards", rules.jumps.guard, DEFAULT_JUMPS.guard),
    ];
    for (who, jump, default) in jumps {
        if jump != default {
            out.push(format!("{who} {}.", jump_words(jump)));
        }
    }
    if rules.speeds != [None; 12] {
        let mut limits: Vec<(u8, TypeSet)> = Vec::new();
        for (t, speed) in rules.speeds.iter().enumerate() {
            if let Some(n) = speed {
                match limits.iter_mut().find(|(m, _)| m == n) {
                    Some((_, set)) => *set = set.union(TypeSet::of(&type_letter(t))),
                    None => limits.push((*n, TypeSet::of(&type_letter(t)))),
                }
            }
        }
        for (n, set) in limits {
            let squares = if n == 1 { "square" } else { "squares" };
            out.push(format!(
                "{} move at most {n} {squares} at a time.",
                capitalised(&types_in_words(set))
            ));
        }
    }
    let defaults = SpaceKind::ALL.map(|kind| default_spaces(kind, rules.size));
    for kind in SpaceKind::ALL {
        let ours = &rules.spaces[kind.index()];
        let default = &defaults[kind.index()];
        let plural = match kind {
            SpaceKind::Corner => "corners",
            SpaceKind::Throne => "throne squares",
            SpaceKind::AttackerFort => "attackers' forts",
            SpaceKind::DefenderFort => "defenders' forts",
        };
        if ours.squares != default.squares {
            if ours.squares.is_empty() {
                out.push(format!("There are no {plural}."));
            } else {
                let list: Vec<String> = ours.squares.iter().map(|s| s.to_string()).collect();
                out.push(format!("The {plural} are {}.", list.join(", ")));
            }
        }
        if ours.squares.is_empty() {
            continue;
        }
        let mut say = |what: &str, ours: TypeSet, default: TypeSet| {
            if ours != default {
                out.push(format!(
                    "{} may {what} the {plural}.",
                    capitalised(&types_in_words(ours))
                ));
            }
        };
        say("pass through", ours.passable, default.passable);
        say("stop on", ours.stoppable, default.stoppable);
        say(
            "come from other squares onto",
            ours.reenter,
            default.reenter,
        );
        if ours.hostile != default.hostile {
            let when = if kind == SpaceKind::Throne {
                " while occupied"
            } else {
                ""
            };
            out.push(format!(
                "The {plural} are hostile{when} to {}.",
                types_in_words(ours.hostile)
            ));
        }
        if kind == SpaceKind::Throne && ours.hostile_empty != default.hostile_empty {
            out.push(format!(
                "The empty throne is hostile to {}.",
                types_in_words(ours.hostile_empty)
            ));
        }
    }
    match rules.shieldwall {
        ShieldwallRule::None => {}
        ShieldwallRule::Weak => out.push(
            "Shieldwalls: two or more pieces in a row on the edge, each faced by an enemy, are captured when enemies close both ends.".into(),
        ),
        ShieldwallRule::Strong => out.push(
            "Shieldwalls: two or more pieces in a row on the edge, each faced by an enemy, are captured when enemies or corners close both ends.".into(),
        ),
    }
    if rules.shieldwall != ShieldwallRule::None && !rules.shieldwall_flank {
        out.push(
            "Any move that closes a shieldwall captures it, not only a move to one of its ends."
                .into(),
        );
    }
    if rules.edge_fort {
        out.push("The defenders win when the king, on the edge or able to reach it and with a move left, is walled in by defenders that cannot be captured (edge fort).".into());
    }
    if rules.linnaean {
        out.push("With the king on the throne and attackers on three sides of it, a defender on the fourth side is captured against the throne (Linnaean capture).".into());
    }
    match rules.berserk {
        Berserk::None => {}
        Berserk::Capture => out.push(
            "Berserk: a piece that captures moves again at once if it can capture again, and that move must capture.".into(),
        ),
        Berserk::Move => out.push("Berserk: a piece that captures moves again at once.".into()),
    }
    out
}

fn type_letter(t: usize) -> String {
    super::TYPE_LETTERS[t..t + 1].to_string()
}

/// The text with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
