//! The canonical rules string (docs/rules.md 5.2): OpenTafl's key order,
//! every key whose value is the default left out except `atkf`, which
//! OpenTafl always writes; lists as OpenTafl writes them (`cor:a1,k1,`).

use std::fmt::Write as _;

use super::parse::{DEFAULT_JUMPS, default_spaces};
use super::{
    Berserk, EscapeTo, Jump, KingArmed, KingStrength, RuleSet, ShieldwallRule, SpaceKind,
    Threefold, TypeSet, write_board_record,
};

pub(super) fn canonical(rules: &RuleSet) -> String {
    let mut out = format!("dim:{}", rules.size);
    let mut put = |key: &str, value: &str| {
        let _ = write!(out, " {key}:{value}");
    };
    if !rules.name.is_empty() {
        put("name", &rules.name.replace(' ', "_"));
    }
    if rules.escape == EscapeTo::Edges {
        put("esc", "e");
    }
    if !rules.surrounding_fatal {
        put("surf", "n");
    }
    put("atkf", yes_no(rules.attackers_first));
    let tfr = match rules.threefold {
        Threefold::Ignored => "i",
        Threefold::Draw => "",
        Threefold::MoverWins => "w",
        Threefold::MoverLoses => "l",
    };
    if !tfr.is_empty() {
        put("tfr", tfr);
    }
    let ka = match rules.king_armed {
        KingArmed::Yes => "",
        KingArmed::No => "n",
        KingArmed::Anvil => "a",
        KingArmed::Hammer => "h",
    };
    if !ka.is_empty() {
        put("ka", ka);
    }
    let ks = match rules.king_strength {
        KingStrength::Strong => "",
        KingStrength::StrongAtThrone => "c",
        KingStrength::Middleweight => "m",
        KingStrength::Weak => "w",
    };
    if !ks.is_empty() {
        put("ks", ks);
    }
    let jumps = [
        ("kj", rules.jumps.king, DEFAULT_JUMPS.king),
        ("nj", rules.jumps.knight, DEFAULT_JUMPS.knight),
        ("cj", rules.jumps.commander, DEFAULT_JUMPS.commander),
        ("mj", rules.jumps.mercenary, DEFAULT_JUMPS.mercenary),
        ("gj", rules.jumps.guard, DEFAULT_JUMPS.guard),
    ];
    for (key, jump, default) in jumps {
        if jump != default {
            put(key, jump_letter(jump));
        }
    }
    let defaults = SpaceKind::ALL.map(|kind| default_spaces(kind, rules.size));
    for kind in SpaceKind::ALL {
        let squares = rules.squares(kind);
        if squares != defaults[kind.index()].squares {
            let list: String = squares.iter().map(|sq| format!("{sq},")).collect();
            put(kind.key(), &list);
        }
    }
    if rules.speeds != [None; 12] {
        let speed = |s: Option<u8>| s.map_or_else(|| "-1".to_string(), |n| n.to_string());
        let value = if rules.speeds.iter().all(|&s| s == rules.speeds[0]) {
            speed(rules.speeds[0])
        } else {
            rules
                .speeds
                .iter()
                .map(|&s| format!("{},", speed(s)))
                .collect()
        };
        put("spd", &value);
    }
    // OpenTafl's order: every kind's passable lists, then stoppable,
    // hostile (the empty throne after the throne), re-entry.
    let lists: [(&str, ListOf); 3] = [
        ("p", |s| s.passable),
        ("s", |s| s.stoppable),
        ("h", |s| s.hostile),
    ];
    for (suffix, get) in lists {
        for kind in SpaceKind::ALL {
            let (ours, default) = (&rules.spaces[kind.index()], &defaults[kind.index()]);
            if get(ours) != get(default) {
                put(&format!("{}{suffix}", kind.key()), &get(ours).to_string());
            }
            if suffix == "h"
                && kind == SpaceKind::Throne
                && ours.hostile_empty != default.hostile_empty
            {
                put("cenhe", &ours.hostile_empty.to_string());
            }
        }
    }
    for kind in SpaceKind::ALL {
        let (ours, default) = (&rules.spaces[kind.index()], &defaults[kind.index()]);
        if ours.reenter != default.reenter {
            put(&format!("{}re", kind.key()), &ours.reenter.to_string());
        }
    }
    match rules.shieldwall {
        ShieldwallRule::None => {}
        ShieldwallRule::Weak => put("sw", "w"),
        ShieldwallRule::Strong => put("sw", "s"),
    }
    if !rules.shieldwall_flank {
        put("swf", "n");
    }
    if rules.edge_fort {
        put("efe", "y");
    }
    if rules.linnaean {
        put("linc", "y");
    }
    match rules.berserk {
        Berserk::None => {}
        Berserk::Capture => put("ber", "c"),
        Berserk::Move => put("ber", "m"),
    }
    let record = write_board_record(rules.size, |sq| {
        rules
            .start
            .pieces
            .iter()
            .find(|(s, _)| *s == sq)
            .and_then(|(_, p)| p.otn_letter())
    });
    put("start", &record);
    out
}

/// Reads one type list of a kind's squares.
type ListOf = fn(&super::Spaces) -> TypeSet;

fn yes_no(value: bool) -> &'static str {
    if value { "y" } else { "n" }
}

fn jump_letter(jump: Jump) -> &'static str {
    match jump {
        Jump::None => "n",
        Jump::Restricted => "r",
        Jump::Plain => "j",
        Jump::Capturing => "c",
    }
}
