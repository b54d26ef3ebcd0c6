//! Rule tests for docs/rules.md section 6, the community's standards: each
//! is built in under its key, its canonical string is the one the section
//! prints, its start is the section's board, and one rule that makes it
//! what it is works on a small diagram. The strings and boards are read
//! from docs/rules.md itself, so the test follows the document.
//!
//! Diagrams use OTN's letters (docs/rules.md 5.1): `t T` taflmen, `K` king,
//! `c C` commanders, `n N` knights, `.` empty, `x` an empty special square.

mod common;

use std::sync::Arc;

use common::{names, otn_diagram_board, play, refuse, rule_set_game};
use hnefi_engine::ruleset::{STANDARDS, SpaceKind};
use hnefi_engine::{
    Game, IllegalMove, Outcome, Piece, Position, Reason, RuleSet, Side, Variant, variant,
};

const RULES_MD: &str = include_str!("../../../docs/rules.md");

/// The text of docs/rules.md section `number` ("6.4"), heading line
/// included, up to the next heading.
fn section(number: &str) -> &'static str {
    let head = format!("\n### {number} ");
    let start = RULES_MD
        .find(&head)
        .unwrap_or_else(|| panic!("docs/rules.md has no section {number}"))
        + 1;
    let rest = &RULES_MD[start..];
    let end = [rest[1..].find("\n### "), rest[1..].find("\n## ")]
        .into_iter()
        .flatten()
        .min()
        .map_or(rest.len(), |e| e + 1);
    &rest[..end]
}

/// The key a section's heading names: `### 6.4 Sea Battle (`sea-battle`)`.
fn doc_key(number: &str) -> &'static str {
    let heading = section(number).lines().next().unwrap();
    let open = heading.rfind("(`").expect("a key in the heading") + 2;
    let close = heading.rfind("`)").expect("a key in the heading");
    &heading[open..close]
}

/// The rules string a section prints (its indented `dim:` line).
fn doc_string(number: &str) -> &'static str {
    section(number)
        .lines()
        .find(|l| l.starts_with("    dim:"))
        .unwrap_or_else(|| panic!("section {number} prints no rules string"))
        .trim()
}

/// The first board diagram of a section, if it draws one.
fn doc_diagram(number: &str) -> Option<&'static str> {
    let text = section(number);
    let start = text.find("```\n")? + 4;
    let end = text[start..].find("```")? + start;
    Some(&text[start..end])
}

const SECTIONS: [&str; 11] = [
    "6.1", "6.2", "6.3", "6.4", "6.5", "6.6", "6.7", "6.8", "6.9", "6.10", "6.11",
];

fn standard(key: &str) -> Arc<Variant> {
    variant::by_key(key).unwrap_or_else(|e| panic!("{e}"))
}

/// A game of the standard `key` from an OTN-letter diagram.
fn std_game(key: &str, diagram: &str, to_move: Side) -> Game {
    let v = standard(key);
    let board = otn_diagram_board(diagram, v.size());
    Game::new(
        Position::from_board_str(&v, &board, to_move)
            .unwrap_or_else(|e| panic!("bad test diagram: {e}")),
    )
}

fn count(pos: &Position, piece: Piece) -> usize {
    pos.pieces_of(piece).count()
}

// ------------------------------------------------------------ the strings

/// docs/rules.md 6: "These rule sets are built in, each under a key of its
/// own"; "Each is nothing but its OTN string": the built-in rule set's
/// canonical string (5.2) is the one its section prints.
#[test]
fn s6_each_standard_is_built_in_under_its_key_with_its_string() {
    for number in SECTIONS {
        let key = doc_key(number);
        let v = variant::by_key(key).unwrap_or_else(|e| panic!("6 {number}: {e}"));
        assert_eq!(v.key(), key);
        let rules = v
            .rule_set()
            .unwrap_or_else(|| panic!("{key} is not a rule set"));
        assert_eq!(rules.canonical(), doc_string(number), "{number} {key}");
        assert_eq!(v.otn_rules().as_deref(), Some(doc_string(number)));
        // Reading the printed string gives the same rule set.
        let read = RuleSet::parse(doc_string(number)).unwrap();
        assert!(read.warnings.is_empty(), "{key}: {:?}", read.warnings);
        assert_eq!(&read.rules, rules, "{key}");
        // Keys are found whatever their case.
        assert_eq!(standard(&key.to_uppercase()).key(), key);
    }
}

/// docs/rules.md 6: the standards, "in the order of that section".
#[test]
fn s6_the_standards_in_the_order_of_section_6() {
    let keys: Vec<&str> = variant::standards().iter().map(|v| v.key()).collect();
    let doc: Vec<&str> = SECTIONS.iter().map(|n| doc_key(n)).collect();
    assert_eq!(keys, doc);
    let listed: Vec<&str> = STANDARDS.iter().map(|s| s.key).collect();
    assert_eq!(listed, doc);
    for (s, number) in STANDARDS.iter().zip(SECTIONS) {
        assert_eq!(s.section, number, "{}", s.key);
    }
}

/// docs/rules.md 6.1 to 6.11, **Rules**: who moves first (`atkf`).
#[test]
fn s6_who_moves_first() {
    for number in SECTIONS {
        let key = doc_key(number);
        let start = standard(key).start_position(None, None).unwrap();
        let expected = if key == "berserk" {
            Side::Defenders
        } else {
            Side::Attackers
        };
        assert_eq!(start.turn(), expected, "{key}");
    }
}

// ------------------------------------------------------------- the boards

/// The start as a position string board, and the board it should be.
fn board_of(key: &str) -> String {
    standard(key)
        .start_position(None, None)
        .unwrap()
        .board_string()
}

fn doc_board(number: &str, size: u8) -> String {
    otn_diagram_board(
        doc_diagram(number).unwrap_or_else(|| panic!("{number} draws no board")),
        size,
    )
}

/// docs/rules.md 6.1-6.11, **Board**: each start is the board drawn (or
/// named) in its section.
#[test]
fn s6_each_start_is_the_board_its_section_draws() {
    // 6.1: "Copenhagen's layout (4.1)".
    assert_eq!(board_of("fetlar"), board_of("copenhagen"));
    // 6.3, 6.4, 6.11: "As 6.2".
    for key in [
        "saami-tablut",
        "linnaean-tablut",
        "sea-battle",
        "foteviken-tablut",
    ] {
        assert_eq!(board_of(key), doc_board("6.2", 9), "{key}");
    }
    for (key, number, size) in [
        ("tawlbwrdd", "6.5", 11),
        ("lewis-cross", "6.6", 11),
        ("ard-ri", "6.7", 7),
        ("berserk", "6.8", 11),
        ("sea-battle-13", "6.9", 13),
        ("tablut-15", "6.10", 15),
    ] {
        assert_eq!(board_of(key), doc_board(number, size), "{key}");
    }
}

/// docs/rules.md 6.1-6.11, **Board**: the piece counts the sections give.
#[test]
fn s6_piece_counts_match_the_document() {
    use hnefi_engine::Square;
    let sq = |s: &str| Square::parse(s).unwrap();
    for (key, size, attackers, defenders, king) in [
        ("fetlar", 11, 24, 12, "f6"),
        ("saami-tablut", 9, 16, 8, "e5"),
        ("linnaean-tablut", 9, 16, 8, "e5"),
        ("sea-battle", 9, 16, 8, "e5"),
        ("tawlbwrdd", 11, 24, 12, "f6"),
        ("lewis-cross", 11, 24, 12, "f6"),
        ("ard-ri", 7, 16, 8, "d4"),
        ("sea-battle-13", 13, 32, 16, "g7"),
        ("tablut-15", 15, 40, 20, "h8"),
        ("foteviken-tablut", 9, 16, 8, "e5"),
    ] {
        let v = standard(key);
        assert_eq!(v.size(), size, "{key}");
        let start = v.start_position(None, None).unwrap();
        assert_eq!(count(&start, Piece::Attacker), attackers, "{key}");
        assert_eq!(count(&start, Piece::Defender), defenders, "{key}");
        assert_eq!(start.pieces(Side::Attackers).count(), attackers, "{key}");
        assert_eq!(
            start.pieces(Side::Defenders).count(),
            defenders + 1,
            "{key}"
        );
        assert_eq!(start.king(), Some(sq(king)), "{key}");
    }
    // 6.8: "20 attacking taflmen and 4 commanders, 11 defending taflmen, a
    // defending knight on e5, the king on the throne f6".
    let start = standard("berserk").start_position(None, None).unwrap();
    assert_eq!(count(&start, Piece::Attacker), 20);
    assert_eq!(count(&start, Piece::Commander(Side::Attackers)), 4);
    assert_eq!(count(&start, Piece::Defender), 11);
    assert_eq!(
        names(start.pieces_of(Piece::Knight(Side::Defenders))),
        ["e5"]
    );
    assert_eq!(start.pieces(Side::Attackers).count(), 24);
    assert_eq!(start.pieces(Side::Defenders).count(), 13);
    assert_eq!(start.king(), Some(sq("f6")));
}

/// docs/rules.md 6.11: "each attacking group of four stands on its fort
/// (d1 e1 f1 e2, a4 a5 a6 b5, i4 i5 i6 h5, d9 e9 f9 e8)".
#[test]
fn s6_11_foteviken_attackers_start_on_their_forts() {
    let v = standard("foteviken-tablut");
    let forts: Vec<String> = v
        .rule_set()
        .unwrap()
        .squares(SpaceKind::AttackerFort)
        .iter()
        .map(|s| s.to_string())
        .collect();
    let start = v.start_position(None, None).unwrap();
    let mut attackers = names(start.pieces(Side::Attackers));
    attackers.sort();
    let mut expected: Vec<String> = "d1 e1 f1 e2 a4 a5 a6 b5 i4 i5 i6 h5 d9 e9 f9 e8"
        .split(' ')
        .map(String::from)
        .collect();
    expected.sort();
    assert_eq!(attackers, expected);
    let mut forts = forts;
    forts.sort();
    assert_eq!(forts, expected);
}

// ------------------------------------------------------ the rules at work

/// docs/rules.md 6.1: "the king wins on a corner; he is armed and strong
/// (four sides, never on the edge ...)".
#[test]
fn s6_1_fetlar_corner_escape_and_a_strong_king() {
    let escape = "
        11 . . . . . . . . . . .
        10 . . . . . . . . . t .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . x . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 K . . . . . . . . . .
         2 . . . . . . . . . . .
         1 x . . . . . . . . . x";
    let mut g = std_game("fetlar", escape, Side::Defenders);
    assert_eq!(play(&mut g, "a3-a2").outcome, None, "an edge is no escape");
    let mut g = std_game("fetlar", escape, Side::Defenders);
    assert_eq!(
        play(&mut g, "a3-a1").outcome,
        Some(Outcome::win(Side::Defenders, Reason::KingEscaped))
    );
    let two = "
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . x . . . . .
         5 . . . . . . . . . . .
         4 . t K . . t . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .";
    let mut g = std_game("fetlar", two, Side::Attackers);
    assert_eq!(play(&mut g, "f4-d4").king_captured, None);
    // Tawlbwrdd's weak king, the same diagram: captured (6.5).
    let mut g = std_game("tawlbwrdd", two, Side::Attackers);
    assert!(play(&mut g, "f4-d4").king_captured.is_some());
}

/// docs/rules.md 6.2: "the king wins on any edge square; there are no
/// corner squares; the king is armed, needs four sides on or next to the
/// throne (the empty throne counting as one) and two elsewhere".
#[test]
fn s6_2_saami_edge_escape_no_corners_and_a_ks_c_king() {
    let away = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 t t K . t . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .";
    let mut g = std_game("saami-tablut", away, Side::Attackers);
    assert!(play(&mut g, "e3-d3").king_captured.is_some());
    let mut g = std_game("saami-tablut", away, Side::Attackers);
    play(&mut g, "a3-a1"); // no corner on a1
    let mut g = std_game("saami-tablut", away, Side::Defenders);
    assert_eq!(
        play(&mut g, "c3-c1").outcome,
        Some(Outcome::win(Side::Defenders, Reason::KingEscaped))
    );
    let next_to_throne = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . t K . t . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .";
    let mut g = std_game("saami-tablut", next_to_throne, Side::Attackers);
    assert_eq!(play(&mut g, "g4-f4").king_captured, None);
}

/// docs/rules.md 6.3: "nobody, not even the king, may stop on the throne
/// once it is empty (`cens:`)"; the king still passes it.
#[test]
fn s6_3_linnaean_nobody_stops_on_the_empty_throne() {
    let diagram = "
        9 . . . . . . . . .
        8 t . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . K . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .";
    let mut g = std_game("linnaean-tablut", diagram, Side::Defenders);
    play(&mut g, "e5-e7");
    play(&mut g, "a8-a7");
    let r = refuse(&mut g, "e7-e5");
    assert!(matches!(r.error, IllegalMove::MayNotStop { .. }), "{r}");
    play(&mut g, "e7-e3");
    // In Saami Tablut (cens defaults to K) he comes back.
    let mut g = std_game("saami-tablut", diagram, Side::Defenders);
    play(&mut g, "e5-e7");
    play(&mut g, "a8-a7");
    play(&mut g, "e7-e5");
}

/// docs/rules.md 6.3: "Linnaean capture (5.6)".
#[test]
fn s6_3_linnaean_capture_against_the_throne() {
    let diagram = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . t . . . .
        5 . . . t K t . . .
        4 . . . . T . . . .
        3 t . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .";
    let mut g = std_game("linnaean-tablut", diagram, Side::Attackers);
    assert_eq!(names(play(&mut g, "a3-e3").captures), ["e4"]);
    let mut g = std_game("saami-tablut", diagram, Side::Attackers);
    assert!(play(&mut g, "a3-e3").captures.is_empty());
}

/// docs/rules.md 6.4: "he is unarmed ...; there is no throne and no corner
/// square, so every square is ordinary".
#[test]
fn s6_4_sea_battle_unarmed_king_and_no_throne() {
    let diagram = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 t . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . T t . . K . . .
        1 . . . . . . . . .";
    let mut g = std_game("sea-battle", diagram, Side::Defenders);
    assert!(play(&mut g, "f2-d2").captures.is_empty());
    let mut g = std_game("saami-tablut", diagram, Side::Defenders);
    assert_eq!(names(play(&mut g, "f2-d2").captures), ["c2"]);
    let mut g = std_game("sea-battle", diagram, Side::Attackers);
    play(&mut g, "a5-e5");
    let mut g = std_game("saami-tablut", diagram, Side::Attackers);
    refuse(&mut g, "a5-e5");
}

/// docs/rules.md 6.5: "he is armed and weak (two attackers capture him);
/// there is no throne and no corner square".
#[test]
fn s6_5_tawlbwrdd_weak_king_no_corners() {
    let diagram = "
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . t K . . t . . . . .
         3 t . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .";
    let mut g = std_game("tawlbwrdd", diagram, Side::Attackers);
    assert_eq!(
        play(&mut g, "f4-d4").outcome,
        Some(Outcome::win(Side::Attackers, Reason::KingCaptured))
    );
    let mut g = std_game("tawlbwrdd", diagram, Side::Attackers);
    play(&mut g, "a3-a1");
    let mut g = std_game("fetlar", diagram, Side::Attackers);
    refuse(&mut g, "a3-a1");
}

/// docs/rules.md 6.6: "**Rules.** As 6.5": only the name and the start
/// differ from Tawlbwrdd's rule set.
#[test]
fn s6_6_lewis_cross_has_tawlbwrdds_rules() {
    let tawlbwrdd = standard("tawlbwrdd").rule_set().unwrap().clone();
    let mut lewis = standard("lewis-cross").rule_set().unwrap().clone();
    assert_ne!(lewis.start, tawlbwrdd.start);
    lewis.name = tawlbwrdd.name.clone();
    lewis.start = tawlbwrdd.start.clone();
    assert_eq!(lewis, tawlbwrdd);
}

/// docs/rules.md 6.7: "encirclement does not win: the attackers must
/// capture the king" (`surf:n`); "he is armed and weak".
#[test]
fn s6_7_ard_ri_encirclement_does_not_win() {
    let ring = "
        7 . . . . . . .
        6 t . . . . . .
        5 . . t . t . .
        4 . t . K . t .
        3 . . t . t . .
        2 . . . t . . .
        1 . . . . . . .";
    let mut g = std_game("ard-ri", ring, Side::Attackers);
    assert_eq!(play(&mut g, "a6-d6").outcome, None);
    // The same rules with surf:y: encircled.
    let surf = doc_string("6.7").replace(" surf:n", "");
    let mut g = rule_set_game(&surf, ring, Side::Attackers);
    assert_eq!(
        play(&mut g, "a6-d6").outcome,
        Some(Outcome::win(Side::Attackers, Reason::Encircled))
    );
    // Weak: two attackers capture him.
    let two = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . t K . . t .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . . .";
    let mut g = std_game("ard-ri", two, Side::Attackers);
    assert!(play(&mut g, "f4-d4").king_captured.is_some());
}

/// docs/rules.md 6.8: "commanders jump without capturing and, with a second
/// commander or knight (or a corner), capture the strong king between two".
#[test]
fn s6_8_berserk_commanders_capture_the_strong_king_between_two() {
    let diagram = |arriving: char| {
        format!(
            "
            11 . . . . . . . . . . .
            10 . . . . . . . . . . .
             9 . . . . . . . . . . .
             8 . . . . . . . . . . .
             7 . . . . . . . . . . .
             6 . . . . . x . . . . .
             5 . . . . . . . . . . .
             4 . c K . . . . {arriving} . . .
             3 . . . . . . . . . . .
             2 . . . . . . . . . . .
             1 . . . . . . . . . . ."
        )
    };
    let mut g = std_game("berserk", &diagram('c'), Side::Attackers);
    assert!(play(&mut g, "h4-d4").king_captured.is_some());
    let mut g = std_game("berserk", &diagram('t'), Side::Attackers);
    assert_eq!(play(&mut g, "h4-d4").king_captured, None);
}

/// docs/rules.md 6.8: "a piece that captures goes berserk and moves again
/// while it can capture again (5.8)".
#[test]
fn s6_8_berserk_a_capturer_moves_again() {
    let diagram = "
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . K .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . x . . . . .
         5 . . . . T t . . . . .
         4 . . . . . . . . . . .
         3 . t T . . t . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .";
    let mut g = std_game("berserk", diagram, Side::Attackers);
    assert_eq!(names(play(&mut g, "f3-d3").captures), ["c3"]);
    assert_eq!(g.turn(), Side::Attackers);
    assert_eq!(common::legal(&g), ["d3-d5"]);
    let mut g = std_game("fetlar", diagram, Side::Attackers);
    play(&mut g, "f3-d3");
    assert_eq!(g.turn(), Side::Defenders);
}

/// docs/rules.md 6.8: the king "may jump an adjacent enemy onto or from
/// the throne or a corner (`kj:r`)"; "the knight jumps and captures what
/// it jumps".
#[test]
fn s6_8_berserk_restricted_king_jumps_and_capturing_knights() {
    let diagram = "
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . K . . . . .
         5 . . . . . t . . . . .
         4 . . . . . . . . . . .
         3 . . N t . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .";
    let g = std_game("berserk", diagram, Side::Defenders);
    let moves = common::legal(&g);
    assert!(moves.contains(&"f6-f4".to_string()), "from the throne");
    assert!(moves.contains(&"c3-e3".to_string()), "the knight jumps");
    let mut g = std_game("berserk", diagram, Side::Defenders);
    assert_eq!(names(play(&mut g, "c3-e3").captures), ["d3"]);
    // Off the throne the king may not jump between ordinary squares.
    let off = diagram
        .replace("6 . . . . . K", "6 . . . . . x")
        .replace("3 . . N t", "3 . . K t");
    let g = std_game("berserk", &off, Side::Defenders);
    assert!(!common::legal(&g).contains(&"c3-e3".to_string()));
}

/// docs/rules.md 6.9: "As 6.4 on the larger board": the unarmed king.
#[test]
fn s6_9_sea_battle_13_unarmed_king() {
    let diagram = "
        13 . . . . . . . . . . . . .
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . . . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 t . . . . . . . . . . . .
         2 . T t . . K . . . . . . .
         1 . . . . . . . . . . . . .";
    let mut g = std_game("sea-battle-13", diagram, Side::Defenders);
    assert!(play(&mut g, "f2-d2").captures.is_empty());
    let mut g = std_game("sea-battle-13", diagram, Side::Attackers);
    play(&mut g, "a3-a1"); // no corners
}

/// docs/rules.md 6.10: "nobody may stop on the throne once he has left
/// it, every piece may pass it".
#[test]
fn s6_10_tablut_15_nobody_stops_on_the_empty_throne() {
    let diagram = "
        15 . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . .
        10 . . . . . . . . . . . . . . .
         9 . . . . . . . . . . . . . . .
         8 . . t . . . . K . . . . . . .
         7 . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . .
         2 . . . . . . . . . . . . . . .
         1 . . . . . . . . . . . . . . .";
    let mut g = std_game("tablut-15", diagram, Side::Defenders);
    play(&mut g, "h8-h10");
    refuse(&mut g, "c8-h8");
    play(&mut g, "c8-j8");
    refuse(&mut g, "h10-h8");
    play(&mut g, "h10-h6");
}

/// docs/rules.md 6.11: "no piece that does not start on a fort may pass or
/// enter one, while the attackers move freely within their own".
#[test]
fn s6_11_foteviken_forts_keep_out_those_not_on_them() {
    let diagram = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . K . . . .
        4 . . . . . . . . .
        3 . . . t . . . . .
        2 . T . . x . . . .
        1 . . . x t x . . .";
    let g = std_game("foteviken-tablut", diagram, Side::Attackers);
    let moves = common::legal(&g);
    for m in ["e1-d1", "e1-f1", "e1-e2", "d3-d2"] {
        assert!(moves.contains(&m.to_string()), "{m}: {moves:?}");
    }
    assert!(!moves.contains(&"d3-d1".to_string()), "d1 is a fort");
    let g = std_game("foteviken-tablut", diagram, Side::Defenders);
    let moves = common::legal(&g);
    assert!(moves.contains(&"b2-d2".to_string()));
    assert!(!moves.contains(&"b2-e2".to_string()), "e2 is a fort");
    assert!(!moves.contains(&"b2-f2".to_string()), "nor passed");
    // The king leaves the throne for good (cens:, cenre:).
    let mut g = std_game("foteviken-tablut", diagram, Side::Defenders);
    play(&mut g, "e5-e7");
    play(&mut g, "d3-c3");
    let r = refuse(&mut g, "e7-e3");
    assert!(matches!(r.error, IllegalMove::MayNotPass { .. }), "{r}");
}

/// docs/rules.md 6.11: "the empty throne is hostile to everyone, the
/// occupied throne and the forts to nobody".
#[test]
fn s6_11_foteviken_hostility_of_throne_and_forts() {
    let throne = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . K . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . T . . . .
        3 t . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .";
    let mut g = std_game("foteviken-tablut", throne, Side::Attackers);
    assert_eq!(names(play(&mut g, "a3-e3").captures), ["e4"]);
    // e3 against the empty fort square e2: not captured; with the
    // default `aforh` (hostile to the defenders) it would be.
    let fort = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . K . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . t . .
        3 . . . . T . . . .
        2 . . . . x . . . .
        1 . . . x . x . . .";
    let mut g = std_game("foteviken-tablut", fort, Side::Attackers);
    assert!(play(&mut g, "g4-e4").captures.is_empty());
    let hostile = doc_string("6.11").replace(" aforh:", "");
    let mut g = rule_set_game(&hostile, fort, Side::Attackers);
    assert_eq!(names(play(&mut g, "g4-e4").captures), ["e3"]);
}
