//! A rule set's rules in words (docs/rules.md 5.3): each fact the engine
//! finds, said in the catalogue's `fact-` messages. `hnefi rules check`
//! says them in English, `/rules` in the reader's language.

use hnefi_engine::Kind;
use hnefi_engine::ruleset::{
    Access, Berserk, Jump, KingArmed, KingStrength, RuleFact, RuleSet, ShieldwallRule, SpaceKind,
    Threefold, TypeSet,
};

use crate::bot::i18n::{Lang, t};

/// A rule set's rules for players (Discord markdown): the usual rules,
/// each rule that differs from them, and a legend of what its board shows.
/// Generated from the rules, in any language, for every rule set alike.
pub fn rules_in_words(lang: Lang, name: &str, rules: &RuleSet) -> String {
    let mut out = t!(
        lang,
        "rules-generated-usual",
        name = name,
        size = rules.size
    );
    out.push_str("\n\n");
    let facts = rules.facts();
    if facts.is_empty() {
        out.push_str(&t!(lang, "rules-generated-as-usual"));
    } else {
        out.push_str(&t!(lang, "rules-generated-here"));
        for f in &facts {
            out.push_str("\n• ");
            out.push_str(&fact(lang, f));
        }
    }
    out.push_str("\n\n");
    out.push_str(&t!(lang, "rules-legend"));
    for id in legend(rules) {
        out.push_str("\n• ");
        out.push_str(&t!(lang, id));
    }
    out
}

/// What the legend explains: the sides and the king always, then each
/// special piece the start holds and each kind of square the board has.
fn legend(rules: &RuleSet) -> Vec<&'static str> {
    let mut ids = vec!["legend-sides", "legend-king"];
    let holds = |kind: Kind| rules.start.pieces.iter().any(|(_, p)| p.kind() == kind);
    for (kind, id) in [
        (Kind::Commander, "legend-commander"),
        (Kind::Knight, "legend-knight"),
        (Kind::Mercenary, "legend-mercenary"),
        (Kind::Guard, "legend-guard"),
    ] {
        if holds(kind) {
            ids.push(id);
        }
    }
    for kind in SpaceKind::ALL {
        if !rules.squares(kind).is_empty() {
            ids.push(match kind {
                SpaceKind::Corner => "legend-corners",
                SpaceKind::Throne => "legend-throne",
                SpaceKind::AttackerFort => "legend-attacker-forts",
                SpaceKind::DefenderFort => "legend-defender-forts",
            });
        }
    }
    ids
}

/// One rule in words, as a sentence.
pub fn fact(lang: Lang, fact: &RuleFact) -> String {
    let id = match fact {
        RuleFact::EscapeToEdge => "fact-escape-edge",
        RuleFact::NoWinBySurrounding => "fact-no-win-by-surrounding",
        RuleFact::DefendersFirst => "fact-defenders-first",
        RuleFact::Repetition(rule) => match rule {
            Threefold::Ignored => "fact-repetition-ignored",
            Threefold::MoverWins => "fact-repetition-mover-wins",
            Threefold::MoverLoses => "fact-repetition-mover-loses",
            // The usual rule says nothing.
            Threefold::Draw => return String::new(),
        },
        RuleFact::KingArmed(armed) => match armed {
            KingArmed::No => "fact-king-unarmed",
            KingArmed::Anvil => "fact-king-anvil",
            KingArmed::Hammer => "fact-king-hammer",
            KingArmed::Yes => return String::new(),
        },
        RuleFact::KingStrength(strength) => match strength {
            KingStrength::StrongAtThrone => "fact-king-strong-at-throne",
            KingStrength::Middleweight => "fact-king-middleweight",
            KingStrength::Weak => "fact-king-weak",
            KingStrength::Strong => return String::new(),
        },
        RuleFact::Jump { kind, jump } => return jump_fact(lang, *kind, *jump),
        RuleFact::SpeedLimit { pieces, squares } if *pieces == TypeSet::ALL => {
            return t!(lang, "fact-speed-every", squares = *squares);
        }
        RuleFact::SpeedLimit { pieces, squares } => {
            return t!(
                lang,
                "fact-speed",
                pieces = capitalised(&pieces_in_words(lang, *pieces)),
                squares = *squares
            );
        }
        RuleFact::Squares { kind, squares } => {
            let stem = stem(*kind);
            if squares.is_empty() {
                return t!(lang, &format!("fact-{stem}-none"));
            }
            let list: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
            return t!(lang, &format!("fact-{stem}-at"), squares = list.join(", "));
        }
        RuleFact::Access {
            kind,
            access,
            pieces,
        } => {
            let what = match access {
                Access::PassThrough => "pass",
                Access::StopOn => "stop",
                Access::Reenter => "reenter",
            };
            let pieces = capitalised(&pieces_in_words(lang, *pieces));
            return t!(
                lang,
                &format!("fact-{}-{what}", stem(*kind)),
                pieces = pieces
            );
        }
        RuleFact::Hostile { kind, pieces } => {
            let pieces = pieces_in_words(lang, *pieces);
            return t!(
                lang,
                &format!("fact-{}-hostile", stem(*kind)),
                pieces = pieces
            );
        }
        RuleFact::EmptyThroneHostile { pieces } => {
            let pieces = pieces_in_words(lang, *pieces);
            return t!(lang, "fact-throne-empty-hostile", pieces = pieces);
        }
        RuleFact::Shieldwall(rule) => match rule {
            ShieldwallRule::Weak => "fact-shieldwall-weak",
            ShieldwallRule::Strong => "fact-shieldwall-strong",
            ShieldwallRule::None => return String::new(),
        },
        RuleFact::ShieldwallAnyMove => "fact-shieldwall-any-move",
        RuleFact::EdgeFort => "fact-edge-fort",
        RuleFact::Linnaean => "fact-linnaean",
        RuleFact::Berserk(rule) => match rule {
            Berserk::Capture => "fact-berserk-capture",
            Berserk::Move => "fact-berserk-move",
            Berserk::None => return String::new(),
        },
    };
    t!(lang, id)
}

/// The start of the catalogue ids about a kind of square.
fn stem(kind: SpaceKind) -> &'static str {
    match kind {
        SpaceKind::Corner => "corners",
        SpaceKind::Throne => "throne",
        SpaceKind::AttackerFort => "attacker-forts",
        SpaceKind::DefenderFort => "defender-forts",
    }
}

fn jump_fact(lang: Lang, kind: Kind, jump: Jump) -> String {
    let how = match jump {
        Jump::None => "none",
        Jump::Restricted => "restricted",
        Jump::Plain => "plain",
        Jump::Capturing => "capturing",
    };
    let jumpers = match kind {
        // The only king has his own sentences.
        Kind::King => return t!(lang, &format!("fact-king-jump-{how}")),
        Kind::Knight | Kind::Evangelist => "jumpers-knights",
        Kind::Commander => "jumpers-commanders",
        Kind::Mercenary => "jumpers-mercenaries",
        Kind::Guard => "jumpers-guards",
        // Neither jumps in a rule set; said plainly all the same.
        Kind::Man | Kind::TrollKing => "pieces-every",
    };
    let pieces = capitalised(&t!(lang, jumpers));
    t!(lang, &format!("fact-jump-{how}"), pieces = pieces)
}

/// The catalogue ids of the types, in the order of `tcnkmgTCNKMG`.
const TYPE_IDS: [&str; 12] = [
    "pieces-attackers-taflmen",
    "pieces-attackers-commanders",
    "pieces-attackers-knights",
    // An attacking king is refused when a rule set is read.
    "pieces-king",
    "pieces-attackers-mercenaries",
    "pieces-attackers-guards",
    "pieces-defenders-taflmen",
    "pieces-defenders-commanders",
    "pieces-defenders-knights",
    "pieces-king",
    "pieces-defenders-mercenaries",
    "pieces-defenders-guards",
];

/// A set of piece types in words: "every piece", "the king and the
/// defenders' taflmen", "no piece".
pub fn pieces_in_words(lang: Lang, set: TypeSet) -> String {
    if set == TypeSet::ALL {
        return t!(lang, "pieces-every");
    }
    if set.is_empty() {
        return t!(lang, "pieces-none");
    }
    let mut parts: Vec<String> = Vec::new();
    for (side, offset, all) in [
        (TypeSet::ATTACKERS, 0, "pieces-all-attackers"),
        (TypeSet::DEFENDERS, 6, "pieces-all-defenders"),
    ] {
        if set.bits() & side.bits() == side.bits() {
            parts.push(t!(lang, all));
            continue;
        }
        for (i, id) in TYPE_IDS[offset..offset + 6].iter().enumerate() {
            let word = t!(lang, id);
            if set.contains(offset + i) && !parts.contains(&word) {
                parts.push(word);
            }
        }
    }
    and_list(lang, &parts)
}

/// "a, b and c", with the language's "and".
fn and_list(lang: Lang, parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => t!(lang, "list-and", rest = rest.join(", "), last = last),
    }
}

/// The text with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::i18n::Lang;

    /// A 7x7 rule set with `extra` keys.
    fn rules(extra: &str) -> RuleSet {
        let text = format!("dim:7 {extra} start:/3t3/3t3/7/ttTKTtt/7/3t3/3t3/");
        RuleSet::parse(&text)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .rules
    }

    /// Every key that can differ from the defaults, each value that says
    /// something different (docs/rules.md 5.2).
    const CHANGES: [&str; 52] = [
        "esc:e",
        "surf:n",
        "atkf:n",
        "tfr:i",
        "tfr:w",
        "tfr:l",
        "ka:n",
        "ka:a",
        "ka:h",
        "ks:c",
        "ks:m",
        "ks:w",
        "kj:r",
        "kj:j",
        "kj:c",
        "nj:n",
        "nj:r",
        "nj:j",
        "cj:n",
        "cj:c",
        "mj:j",
        "gj:c",
        "spd:1",
        "spd:2,3",
        "cor:",
        "cor:a1,g7,",
        "cen:",
        "cen:c3,",
        "afor:b2,",
        "dfor:f6,",
        "corp:tK",
        "cors:tK",
        "corre:",
        "corh:",
        "cenp:K",
        "cens:tK",
        "cenh:",
        "cenhe:K",
        "cenre:",
        "afor:b2, aforp:t",
        "afor:b2, afors:",
        "afor:b2, aforh:",
        "afor:b2, aforre:t",
        "dfor:f6, dforp:T",
        "dfor:f6, dfors:TK",
        "dfor:f6, dforh:",
        "dfor:f6, dforre:",
        "sw:w",
        "sw:s swf:n",
        "efe:y",
        "linc:y",
        "ber:m",
    ];

    #[test]
    fn every_fact_is_a_sentence_in_every_language() {
        for extra in CHANGES {
            let facts = rules(extra).facts();
            assert!(!facts.is_empty(), "{extra} says nothing");
            for lang in Lang::ALL {
                for f in &facts {
                    let said = fact(lang, f);
                    assert!(said.chars().count() > 10, "{lang:?} {extra}: {said:?}");
                    assert!(!said.contains('{'), "{lang:?} {extra}: {said}");
                    let first = said.chars().next().unwrap();
                    assert!(!first.is_lowercase(), "{lang:?} {extra}: {said}");
                }
            }
        }
    }

    #[test]
    fn facts_in_english() {
        let said = |extra: &str| -> Vec<String> {
            rules(extra)
                .facts()
                .iter()
                .map(|f| fact(Lang::En, f))
                .collect()
        };
        assert_eq!(
            said("esc:e ks:c cor:"),
            [
                "The king wins by reaching any square on the edge.",
                "The king needs enemies on all four sides on or next to the throne, and on two opposite sides elsewhere.",
                "There are no corners.",
            ]
        );
        assert_eq!(
            said("spd:1"),
            ["Every piece moves at most 1 square at a time."]
        );
        assert_eq!(
            said("spd:2,3"),
            [
                "All the attackers' pieces: at most 2 squares a move.",
                "All the defenders' pieces: at most 3 squares a move.",
            ]
        );
        assert_eq!(
            said("cens:tK"),
            ["The attackers' taflmen and the king may stop on the throne squares."]
        );
        assert_eq!(
            said("kj:j"),
            ["The king jumps over an adjacent enemy without capturing it."]
        );
        assert_eq!(said("nj:n"), ["Knights never jump."]);
        assert_eq!(
            said("spd:-1,-1,-1,1,-1,-1,-1,-1,-1,1,-1,-1,"),
            ["The king: at most 1 square a move."]
        );
        assert_eq!(said("cor:a1,g7,"), ["The corners are a1, g7."]);
        assert_eq!(
            said("cenhe:K"),
            ["The empty throne is hostile to the king."]
        );
    }

    #[test]
    fn the_rules_in_words_say_the_usual_rules_what_differs_and_the_legend() {
        let usual = rules_in_words(Lang::En, "Plain", &rules(""));
        assert!(
            usual.contains("**Plain** is played on a 7x7 board"),
            "{usual}"
        );
        assert!(
            usual.contains("Nothing differs from the usual rules."),
            "{usual}"
        );
        assert!(
            usual.contains("the piece with a gold crown is the king"),
            "{usual}"
        );
        assert!(usual.contains("hatched with diagonal stripes"), "{usual}");
        assert!(!usual.contains("red star"), "no commander: {usual}");

        let text = "dim:7 esc:e cor: afor:a1, start:/3t3/3c3/7/ttMKNtt/7/3G3/3t3/";
        let special = RuleSet::parse(text).unwrap().rules;
        let words = rules_in_words(Lang::En, "Special", &special);
        for expected in [
            "**Here:**",
            "• The king wins by reaching any square on the edge.",
            "• There are no corners.",
            "red star marks a commander",
            "blue lozenge marks a knight",
            "coin of both colours marks a mercenary",
            "green shield marks a guard",
            "an attackers' fort",
        ] {
            assert!(words.contains(expected), "{expected}: {words}");
        }
        assert!(!words.contains("hatched"), "no corners to show: {words}");
        for lang in Lang::ALL {
            let words = rules_in_words(lang, "Special", &special);
            assert!(!words.contains('{'), "{lang:?}: {words}");
        }
    }
}
