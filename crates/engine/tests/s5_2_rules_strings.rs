//! Rule tests for docs/rules.md 5.1 and 5.2: reading an OTN rules string
//! (every key, its values and its default), the errors and warnings of
//! "Reading", and the canonical string of "Writing". What each key does on
//! the board is tested in s5_4 to s5_8.

mod common;

use common::{otn_rules, sq};
use hnefi_engine::ruleset::{
    BoardRecordError, EscapeTo, Jump, KingArmed, KingStrength, RulesProblem, ShieldwallRule,
    SpaceKind, Threefold, TypeSet,
};
use hnefi_engine::{Piece, RuleSet, RulesError, RulesWarning, Side};

/// A 7x7 start: an attacker on b1, the king on d4.
const START7: &str = "start:/1t5/7/7/3K3/7/7/7/";

fn read(text: &str) -> RuleSet {
    RuleSet::parse(text)
        .unwrap_or_else(|e| panic!("`{text}` should read: {e}"))
        .rules
}

/// The rules string `dim:7 {extra} start:...`, read.
fn read7(extra: &str) -> RuleSet {
    read(&otn_rules(7, extra))
}

/// The problem of a string that must be refused, with the key it names.
fn refused(text: &str) -> (String, String, RulesProblem) {
    let e = RuleSet::parse(text).expect_err(&format!("`{text}` should be refused"));
    (e.key, e.value, e.problem)
}

/// The problem of `dim:7 {extra} start:...`, which must be refused.
fn refused7(extra: &str) -> (String, String, RulesProblem) {
    refused(&otn_rules(7, extra))
}

fn types(letters: &str) -> TypeSet {
    TypeSet::parse(letters).unwrap_or_else(|c| panic!("`{c}` is no type"))
}

fn canonical(text: &str) -> String {
    read(text).canonical()
}

// ------------------------------------------------------------- the tokens

/// docs/rules.md 5.2: "`dim` and `start` (or `starti`) are required".
#[test]
fn s5_2_dim_and_start_are_required() {
    assert!(matches!(
        refused(START7),
        (_, _, RulesProblem::Missing("dim"))
    ));
    assert!(matches!(
        refused("dim:7 esc:e"),
        (_, _, RulesProblem::Missing("start"))
    ));
    assert_eq!(read(&format!("dim:7 {START7}")).size, 7);
}

/// docs/rules.md 5.2: `dim` is an "odd number, 5 to 19".
#[test]
fn s5_2_dim_is_an_odd_number_from_5_to_19() {
    assert_eq!(read("dim:5 start:/1t3/5/2K2/5/5/").size, 5);
    let nineteen = format!(
        "dim:19 start:/1t17/{}9K9/{}",
        "19/".repeat(8),
        "19/".repeat(9)
    );
    assert_eq!(read(&nineteen).size, 19);
    for bad in ["3", "4", "6", "21", "x", "-7", ""] {
        let (key, value, problem) = refused(&format!("dim:{bad} {START7}"));
        assert_eq!((key.as_str(), value.as_str()), ("dim", bad));
        assert!(
            matches!(problem, RulesProblem::Size),
            "dim:{bad}: {problem:?}"
        );
    }
}

/// docs/rules.md 5.2: "Keys come in any order."
#[test]
fn s5_2_keys_come_in_any_order() {
    let a = read("dim:7 esc:e ks:w cor: start:/1t5/7/7/3K3/7/7/7/");
    let b = read("start:/1t5/7/7/3K3/7/7/7/ cor: ks:w esc:e dim:7");
    assert_eq!(a, b);
    assert_eq!(a.escape, EscapeTo::Edges);
}

/// docs/rules.md 5.2, Reading: "A key given twice ... [is] refused".
#[test]
fn s5_2_a_key_given_twice_is_refused() {
    let (key, _, problem) = refused7("esc:e esc:e");
    assert_eq!(key, "esc");
    assert!(matches!(problem, RulesProblem::Twice));
    let (key, _, problem) = refused7("esc:e esc:c");
    assert_eq!(key, "esc");
    assert!(matches!(problem, RulesProblem::Twice));
    assert!(matches!(
        refused("dim:7 dim:7 start:/1t5/7/7/3K3/7/7/7/"),
        (_, _, RulesProblem::Twice)
    ));
}

/// docs/rules.md 5.2, Reading: "A token that is not `key:value` (OpenTafl's
/// engine protocol writes `rules dim:...`) and a key Hnefi does not know
/// are ignored with a warning."
#[test]
fn s5_2_bare_words_and_unknown_keys_are_warnings() {
    let parsed = RuleSet::parse(&format!("rules dim:7 colour:red {START7}")).unwrap();
    assert_eq!(parsed.rules, read(&format!("dim:7 {START7}")));
    assert_eq!(
        parsed.warnings,
        [
            RulesWarning::NotAPair("rules".into()),
            RulesWarning::UnknownKey("colour".into())
        ]
    );
    // A clean string warns of nothing.
    let clean = RuleSet::parse(&format!("dim:7 {START7}")).unwrap();
    assert!(clean.warnings.is_empty(), "{:?}", clean.warnings);
}

/// docs/rules.md 5.2: "the value running to the end of the token (it may
/// hold no space)"; a string longer than 16 KiB is refused.
#[test]
fn s5_2_a_string_longer_than_16_kib_is_refused() {
    let base = format!("dim:7 {START7}");
    let at_limit = format!("{base}{}", " ".repeat(16 * 1024 - base.len()));
    assert_eq!(at_limit.len(), 16 * 1024);
    assert!(
        RuleSet::parse(&at_limit).is_ok(),
        "16 KiB exactly is not longer"
    );
    let over = format!("{at_limit} ");
    assert!(matches!(
        RuleSet::parse(&over).map_err(|e| e.problem),
        Err(RulesProblem::TooLong(n)) if n == 16 * 1024 + 1
    ));
}

/// docs/rules.md 5.2, Reading: the refusal is "one line naming the key, its
/// value and the problem": here the key, the value and the problem as data;
/// the one line they make is checked in the CLI's tests (tests/cli_error_words.rs).
#[test]
fn s5_2_a_refusal_is_one_line_naming_key_and_value() {
    let e = RuleSet::parse(&otn_rules(7, "ks:x")).unwrap_err();
    assert_eq!((e.key.as_str(), e.value.as_str()), ("ks", "x"));
    assert!(matches!(e.problem, RulesProblem::Expected(_)), "{e:?}");

    let e = RuleSet::parse(&otn_rules(7, "spd:1,2,3")).unwrap_err();
    assert_eq!((e.key.as_str(), e.value.as_str()), ("spd", "1,2,3"));
    assert_eq!(e.problem, RulesProblem::SpeedCount(3));
}

// ------------------------------------------------------------ the defaults

/// docs/rules.md 5.2: every key left out "takes its default" (the table's
/// third column), and "Hnefi reads every default that names a side's
/// taflman as naming that side's guard too".
#[test]
fn s5_2_defaults_when_keys_are_absent() {
    let r = read7("");
    assert_eq!(r.name, "");
    assert_eq!(r.escape, EscapeTo::Corners);
    assert!(r.surrounding_fatal);
    assert!(r.attackers_first);
    assert_eq!(r.threefold, Threefold::Draw);
    assert_eq!(r.king_armed, KingArmed::Yes);
    assert_eq!(r.king_strength, KingStrength::Strong);
    assert_eq!(
        [
            r.jumps.king,
            r.jumps.knight,
            r.jumps.commander,
            r.jumps.mercenary,
            r.jumps.guard
        ],
        [
            Jump::None,
            Jump::Capturing,
            Jump::Plain,
            Jump::None,
            Jump::None
        ]
    );
    assert_eq!(r.speeds, [None; 12]);
    assert_eq!(
        r.squares(SpaceKind::Corner),
        &[sq("a1"), sq("g1"), sq("a7"), sq("g7")]
    );
    assert_eq!(r.squares(SpaceKind::Throne), &[sq("d4")]);
    assert!(r.squares(SpaceKind::AttackerFort).is_empty());
    assert!(r.squares(SpaceKind::DefenderFort).is_empty());

    let all = types("tcnkmgTCNKMG");
    let [cor, cen, afor, dfor] = &r.spaces;
    // …p: `K`, all, all, `TCNKMG`.
    assert_eq!(cor.passable, types("K"));
    assert_eq!(cen.passable, all);
    assert_eq!(afor.passable, all);
    assert_eq!(dfor.passable, types("TCNKMG"));
    // …s: `K`, `K`, all, `TCNKMG`.
    assert_eq!(cor.stoppable, types("K"));
    assert_eq!(cen.stoppable, types("K"));
    assert_eq!(afor.stoppable, all);
    assert_eq!(dfor.stoppable, types("TCNKMG"));
    // …h: all, `TCNKMG`, `tcnkmg`; cenh `tcnkmg`, cenhe all.
    assert_eq!(cor.hostile, all);
    assert_eq!(afor.hostile, types("TCNKMG"));
    assert_eq!(dfor.hostile, types("tcnkmg"));
    assert_eq!(cen.hostile, types("tcnkmg"));
    assert_eq!(cen.hostile_empty, all);
    // …re: all.
    for space in [cor, cen, afor, dfor] {
        assert_eq!(space.reenter, all);
    }
    assert_eq!(r.shieldwall, ShieldwallRule::None);
    assert!(r.shieldwall_flank);
    assert!(!r.edge_fort);
    assert!(!r.linnaean);
    assert_eq!(r.berserk, hnefi_engine::ruleset::Berserk::None);
}

/// docs/rules.md 5.2: "Hnefi reads every default that names a side's
/// taflman as naming that side's guard too ... A list written out in a
/// string is taken exactly as written."
#[test]
fn s5_2_guards_follow_taflmen_in_defaults_but_not_in_written_lists() {
    let r = read7("");
    let [_, cen, _, dfor] = &r.spaces;
    for (list, what) in [
        (cen.passable, "cenp"),
        (cen.hostile, "cenh"),
        (cen.hostile_empty, "cenhe"),
        (dfor.hostile, "dforh"),
    ] {
        assert!(list.has(Piece::Attacker), "{what}");
        assert!(
            list.has(Piece::Guard(Side::Attackers)),
            "{what}: g follows t"
        );
    }
    assert!(
        dfor.passable.has(Piece::Guard(Side::Defenders)),
        "dforp: G follows T"
    );
    // Written out, a list is taken as written: no guard unless named.
    let written = read7("cenp:tT cenh:t");
    assert_eq!(written.spaces[1].passable, types("tT"));
    assert!(
        !written.spaces[1]
            .passable
            .has(Piece::Guard(Side::Attackers))
    );
    assert!(!written.spaces[1].hostile.has(Piece::Guard(Side::Attackers)));
}

/// docs/rules.md 5.2: "A key given with nothing after the colon (`cenh:`)
/// is an *empty list*, which is not the same as leaving the key out."
#[test]
fn s5_2_an_empty_value_is_an_empty_list_not_the_default() {
    let r = read7("cenh: cor: cens:");
    assert!(r.spaces[1].hostile.is_empty());
    assert!(r.spaces[1].stoppable.is_empty());
    assert!(r.squares(SpaceKind::Corner).is_empty());
    let d = read7("");
    assert!(!d.spaces[1].hostile.is_empty());
    assert_eq!(d.squares(SpaceKind::Corner).len(), 4);
}

// --------------------------------------------------------------- the keys

/// docs/rules.md 5.2: `name`, "text, `_` for a space".
#[test]
fn s5_2_name_reads_underscores_as_spaces() {
    assert_eq!(read7("name:Sea_Battle").name, "Sea Battle");
    assert_eq!(read7("").name, "");
    assert!(canonical(&otn_rules(7, "name:Sea_Battle")).contains(" name:Sea_Battle "));
}

/// A two-valued key reads its values and refuses anything else.
fn check_choice<T: PartialEq + std::fmt::Debug>(
    key: &str,
    cases: &[(&str, T)],
    field: impl Fn(&RuleSet) -> T,
) {
    for (value, expected) in cases {
        assert_eq!(
            &field(&read7(&format!("{key}:{value}"))),
            expected,
            "{key}:{value}"
        );
    }
    for bad in ["x", "", "yes", "Y"] {
        let (k, v, problem) = refused7(&format!("{key}:{bad}"));
        assert_eq!((k.as_str(), v.as_str()), (key, bad));
        assert!(
            matches!(problem, RulesProblem::Expected(_)),
            "{key}:{bad}: {problem:?}"
        );
    }
}

/// docs/rules.md 5.2: `esc` is `c` or `e`; 5.9: `esc:x` is refused.
#[test]
fn s5_2_esc_values() {
    check_choice(
        "esc",
        &[("c", EscapeTo::Corners), ("e", EscapeTo::Edges)],
        |r| r.escape,
    );
}

/// docs/rules.md 5.2: `surf`, `atkf`, `swf`, `efe`, `linc` are `y` or `n`.
#[test]
fn s5_2_yes_no_keys_values() {
    let yes_no = [("y", true), ("n", false)];
    check_choice("surf", &yes_no, |r| r.surrounding_fatal);
    check_choice("atkf", &yes_no, |r| r.attackers_first);
    check_choice("swf", &yes_no, |r| r.shieldwall_flank);
    check_choice("efe", &yes_no, |r| r.edge_fort);
    check_choice("linc", &yes_no, |r| r.linnaean);
}

/// docs/rules.md 5.2: `tfr` is `i`, `d`, `w` or `l`.
#[test]
fn s5_2_tfr_values() {
    check_choice(
        "tfr",
        &[
            ("i", Threefold::Ignored),
            ("d", Threefold::Draw),
            ("w", Threefold::MoverWins),
            ("l", Threefold::MoverLoses),
        ],
        |r| r.threefold,
    );
}

/// docs/rules.md 5.2: `ka` is `y`, `n`, `a` or `h`.
#[test]
fn s5_2_ka_values() {
    check_choice(
        "ka",
        &[
            ("y", KingArmed::Yes),
            ("n", KingArmed::No),
            ("a", KingArmed::Anvil),
            ("h", KingArmed::Hammer),
        ],
        |r| r.king_armed,
    );
}

/// docs/rules.md 5.2: `ks` is `s`, `c`, `m`, `w` (`y` = `s`, `n` = `w`).
#[test]
fn s5_2_ks_values_with_y_and_n_as_s_and_w() {
    check_choice(
        "ks",
        &[
            ("s", KingStrength::Strong),
            ("y", KingStrength::Strong),
            ("c", KingStrength::StrongAtThrone),
            ("m", KingStrength::Middleweight),
            ("w", KingStrength::Weak),
            ("n", KingStrength::Weak),
        ],
        |r| r.king_strength,
    );
}

/// docs/rules.md 5.2: `kj` `nj` `cj` `mj` `gj` take `n`, `r`, `j`, `c`.
#[test]
fn s5_2_jump_keys_values() {
    let values = [
        ("n", Jump::None),
        ("r", Jump::Restricted),
        ("j", Jump::Plain),
        ("c", Jump::Capturing),
    ];
    check_choice("kj", &values, |r| r.jumps.king);
    check_choice("nj", &values, |r| r.jumps.knight);
    check_choice("cj", &values, |r| r.jumps.commander);
    check_choice("mj", &values, |r| r.jumps.mercenary);
    check_choice("gj", &values, |r| r.jumps.guard);
}

/// docs/rules.md 5.2: `sw` is `n`, `w` or `s`; `ber` is `n`, `c` or `m`.
#[test]
fn s5_2_sw_and_ber_values() {
    check_choice(
        "sw",
        &[
            ("n", ShieldwallRule::None),
            ("w", ShieldwallRule::Weak),
            ("s", ShieldwallRule::Strong),
        ],
        |r| r.shieldwall,
    );
    use hnefi_engine::ruleset::Berserk;
    check_choice(
        "ber",
        &[
            ("n", Berserk::None),
            ("c", Berserk::Capture),
            ("m", Berserk::Move),
        ],
        |r| r.berserk,
    );
}

/// docs/rules.md 5.2: special squares are "squares, comma after each
/// (`a1,k1,`)"; a square off the board is refused.
#[test]
fn s5_2_cor_cen_afor_dfor_custom_squares() {
    let r = read7("cor:b2,f6, cen:c3,e5, afor:a4,b4, dfor:g4,");
    assert_eq!(r.squares(SpaceKind::Corner), &[sq("b2"), sq("f6")]);
    assert_eq!(r.squares(SpaceKind::Throne), &[sq("c3"), sq("e5")]);
    assert_eq!(r.squares(SpaceKind::AttackerFort), &[sq("a4"), sq("b4")]);
    assert_eq!(r.squares(SpaceKind::DefenderFort), &[sq("g4")]);
    assert_eq!(r.kind_of(sq("e5")), Some(SpaceKind::Throne));
    assert_eq!(r.kind_of(sq("d4")), None, "d4 is no longer the throne");

    let (key, value, problem) = refused7("cor:a1,h8,");
    assert_eq!((key.as_str(), value.as_str()), ("cor", "a1,h8,"));
    assert!(matches!(
        problem,
        RulesProblem::OffBoard { square, size: 7 } if square == sq("h8")
    ));
    let (key, _, problem) = refused7("afor:zz,");
    assert_eq!(key, "afor");
    assert!(matches!(problem, RulesProblem::NotASquare(ref s) if s == "zz"));
}

/// docs/rules.md 5.1: "A square is of at most one kind; a string that
/// names a square twice is refused." (5.2: "named as two kinds").
#[test]
fn s5_2_a_square_of_two_kinds_is_refused() {
    // d4 is the default throne.
    let (key, _, problem) = refused7("cor:d4,");
    assert!(key == "cor" || key == "cen", "{key}");
    assert!(matches!(problem, RulesProblem::TwoKinds { square, .. } if square == sq("d4")));
    let (_, _, problem) = refused7("afor:b2,c3, dfor:c3,");
    assert!(matches!(problem, RulesProblem::TwoKinds { square, .. } if square == sq("c3")));
    // With the throne moved away, d4 may be a corner.
    assert_eq!(
        read7("esc:e cen:c3, cor:d4,").squares(SpaceKind::Corner),
        &[sq("d4")]
    );
}

/// docs/rules.md 5.1: "A list of piece types (`cenh:tcnkm`) is written in
/// the order `tcnkmgTCNKMG`; the order read in does not matter." 5.2: "a
/// letter that is no piece type" is refused.
#[test]
fn s5_2_type_lists_read_in_any_order_and_refuse_other_letters() {
    assert_eq!(
        read7("cenh:mKtg").spaces[1].hostile,
        read7("cenh:tgKm").spaces[1].hostile
    );
    assert_eq!(read7("cenh:mKtg").spaces[1].hostile, types("tmgK"));
    for key in [
        "corp", "cenp", "aforp", "dforp", "cors", "cens", "afors", "dfors", "corh", "cenh",
        "cenhe", "aforh", "dforh", "corre", "cenre", "aforre", "dforre",
    ] {
        let (k, v, problem) = refused7(&format!("{key}:tKx"));
        assert_eq!((k.as_str(), v.as_str()), (key, "tKx"));
        assert!(
            matches!(problem, RulesProblem::NotAType('x')),
            "{key}: {problem:?}"
        );
    }
}

/// docs/rules.md 5.2, Speeds: "`spd:-1` (no limit), one number for every
/// piece (`spd:1`), two for the attackers and the defenders (`spd:2,3`),
/// or one per type: 12 in the order `tcnkmgTCNKMG`, or the older 10
/// (`tcnkmTCNKM`) and 8 (`tcnkTCNK`) lists, whose missing types have no
/// limit."
#[test]
fn s5_2_spd_lists_of_1_2_8_10_and_12() {
    assert_eq!(read7("spd:-1").speeds, [None; 12]);
    assert_eq!(read7("spd:1").speeds, [Some(1); 12]);
    let two = read7("spd:2,3").speeds;
    assert_eq!(two[..6], [Some(2); 6]);
    assert_eq!(two[6..], [Some(3); 6]);
    // 8: t c n k T C N K; m g M G unlimited.
    assert_eq!(
        read7("spd:1,2,3,4,5,6,7,8").speeds,
        [
            Some(1),
            Some(2),
            Some(3),
            Some(4),
            None,
            None,
            Some(5),
            Some(6),
            Some(7),
            Some(8),
            None,
            None
        ]
    );
    // 10: t c n k m T C N K M; g G unlimited.
    assert_eq!(
        read7("spd:1,2,3,4,5,6,7,8,9,10").speeds,
        [
            Some(1),
            Some(2),
            Some(3),
            Some(4),
            Some(5),
            None,
            Some(6),
            Some(7),
            Some(8),
            Some(9),
            Some(10),
            None
        ]
    );
    let twelve: Vec<Option<u8>> = (1..=12).map(Some).collect();
    assert_eq!(
        read7("spd:1,2,3,4,5,6,7,8,9,10,11,12,").speeds.to_vec(),
        twelve
    );
    assert_eq!(read7("spd:255,-1").speeds[0], Some(255));
    assert_eq!(read7("spd:255,-1").speeds[6], None);
}

/// docs/rules.md 5.2: "a speed list of the wrong length" is refused; "A
/// speed is -1 or a number from 1 to 255" (5.9: "a speed of 0" refused).
#[test]
fn s5_2_spd_wrong_length_and_bad_speeds_are_refused() {
    for (list, n) in [("1,2,3", 3), ("1,2,3,4", 4), ("1,1,1,1,1,1,1,1,1", 9)] {
        let (key, value, problem) = refused7(&format!("spd:{list}"));
        assert_eq!((key.as_str(), value.as_str()), ("spd", list));
        assert!(
            matches!(problem, RulesProblem::SpeedCount(c) if c == n),
            "spd:{list}: {problem:?}"
        );
    }
    for bad in ["0", "256", "-2", "x", "1,0"] {
        let (key, _, problem) = refused7(&format!("spd:{bad}"));
        assert_eq!(key, "spd");
        assert!(
            matches!(problem, RulesProblem::Speed(_)),
            "spd:{bad}: {problem:?}"
        );
    }
}

// ---------------------------------------------------------- the positions

/// docs/rules.md 5.2: "A position record lists the ranks between slashes,
/// rank 1 first for `start` and the top rank first for `starti`".
#[test]
fn s5_2_start_lists_rank_1_first_and_starti_the_top_rank_first() {
    let r = read("dim:5 start:/1t3/5/2K2/5/3T1/");
    assert_eq!(
        r.start.pieces,
        vec![
            (sq("b1"), Piece::Attacker),
            (sq("c3"), Piece::King),
            (sq("d5"), Piece::Defender)
        ]
    );
    let i = read("dim:5 starti:/3T1/5/2K2/5/1t3/");
    assert_eq!(i.start, r.start);
    // Every OTN letter, lower case the attackers'.
    let all = read("dim:7 start:/tcnmg2/7/7/3K3/7/7/TCNMG2/");
    assert_eq!(all.start.pieces.len(), 11);
    assert!(
        all.start
            .pieces
            .contains(&(sq("c1"), Piece::Knight(Side::Attackers)))
    );
    assert!(
        all.start
            .pieces
            .contains(&(sq("e7"), Piece::Guard(Side::Defenders)))
    );
    assert!(
        all.start
            .pieces
            .contains(&(sq("d7"), Piece::Mercenary(Side::Defenders)))
    );
    // Given both, it is refused.
    assert!(matches!(
        refused("dim:5 start:/1t3/5/2K2/5/5/ starti:/5/5/2K2/5/1t3/"),
        (_, _, RulesProblem::BothStarts)
    ));
}

/// docs/rules.md 5.2: "a malformed record [is] refused".
#[test]
fn s5_2_a_malformed_record_is_refused() {
    let board = |record: &str| match refused(&format!("dim:5 start:{record}")) {
        (key, _, RulesProblem::Board(e)) => {
            assert_eq!(key, "start");
            e
        }
        other => panic!("{record}: {other:?}"),
    };
    assert!(matches!(
        board("/1t3/5/2K2/5/"),
        BoardRecordError::RankCount {
            expected: 5,
            found: 4
        }
    ));
    assert!(matches!(
        board("/1t3/6/2K2/5/5/"),
        BoardRecordError::RankWidth { .. }
    ));
    assert!(matches!(
        board("/1t3/5/2K2/5/4/"),
        BoardRecordError::RankWidth { .. }
    ));
    assert!(matches!(
        board("/1t3/5/2K2/5/4x/"),
        BoardRecordError::BadChar('x')
    ));
    assert!(matches!(
        board("/1t3/5/2K2/5/05/"),
        BoardRecordError::ZeroRun
    ));
}

/// docs/rules.md 5.1: "`K` king: the defenders' king; an attacking king
/// `k` is refused".
#[test]
fn s5_2_an_attacking_king_is_refused() {
    assert!(matches!(
        refused("dim:5 start:/1t2k/5/2K2/5/5/"),
        (_, _, RulesProblem::Board(BoardRecordError::AttackerKing))
    ));
}

/// docs/rules.md 5.2: "The start must have exactly one king, at least one
/// attacking piece, and the king must not already stand where he wins."
#[test]
fn s5_2_the_start_needs_one_king_an_attacker_and_no_escaped_king() {
    assert!(matches!(
        refused("dim:5 start:/1t3/5/5/5/5/"),
        (_, _, RulesProblem::KingCount(0))
    ));
    assert!(matches!(
        refused("dim:5 start:/1t3/5/1K1K1/5/5/"),
        (_, _, RulesProblem::KingCount(2))
    ));
    assert!(matches!(
        refused("dim:5 start:/1T3/5/2K2/5/5/"),
        (_, _, RulesProblem::NoAttackers)
    ));
    // Any attacking type counts.
    assert!(RuleSet::parse("dim:5 start:/1g3/5/2K2/5/5/").is_ok());
    // esc:c: on a corner (default or listed) he has already won.
    assert!(matches!(
        refused("dim:5 start:/K1t2/5/5/5/5/"),
        (_, _, RulesProblem::KingEscaped(s)) if s == sq("a1")
    ));
    assert!(matches!(
        refused("dim:5 cor:b2, start:/1t3/1K3/5/5/5/"),
        (_, _, RulesProblem::KingEscaped(s)) if s == sq("b2")
    ));
    // On an edge square that is no corner he has not, under esc:c ...
    assert!(RuleSet::parse("dim:5 start:/1tK2/5/5/5/5/").is_ok());
    // ... but has under esc:e.
    assert!(matches!(
        refused("dim:5 esc:e start:/1tK2/5/5/5/5/"),
        (_, _, RulesProblem::KingEscaped(s)) if s == sq("c1")
    ));
}

/// docs/rules.md 5.2: `atkf`, "the attackers move first" (default `y`).
#[test]
fn s5_2_atkf_decides_who_moves_first() {
    for (extra, first) in [
        ("", Side::Attackers),
        ("atkf:y", Side::Attackers),
        ("atkf:n", Side::Defenders),
    ] {
        let v = common::rule_set_variant(&otn_rules(7, extra));
        assert_eq!(
            v.start_position(None, None).unwrap().turn(),
            first,
            "{extra}"
        );
    }
}

/// docs/rules.md 5.1: "A square is of at most one kind; a string that
/// names a square twice is refused." Read literally, the same square twice
/// in one list is named twice too.
#[test]
fn s5_2_a_square_named_twice_in_one_list_is_refused() {
    assert!(matches!(
        RuleSet::parse(&otn_rules(7, "cor:a1,a1,")),
        Err(RulesError {
            problem: RulesProblem::SquareTwice(_),
            ..
        })
    ));
}

/// docs/rules.md 5.3: "A rule set is shown to players as ... every rule
/// that differs from the defaults above ... The defaults are the rules of
/// Fetlar (6.1)".
#[test]
fn s5_3_the_facts_are_only_what_differs_from_the_defaults() {
    use hnefi_engine::ruleset::{Access, KingStrength, RuleFact, SpaceKind, TypeSet};
    assert_eq!(read7("").facts(), Vec::<RuleFact>::new());
    let fetlar = hnefi_engine::variant::by_key("fetlar").unwrap();
    assert_eq!(fetlar.rule_set().unwrap().facts(), Vec::<RuleFact>::new());
    for key in [
        "esc:e", "surf:n", "atkf:n", "tfr:l", "ka:n", "ks:w", "kj:j", "nj:n", "cj:c", "mj:j",
        "gj:j", "spd:2", "cor:", "cen:c3,", "afor:b2,", "cens:tK", "cenh:", "cenhe:K", "corre:",
        "sw:w", "efe:y", "linc:y", "ber:c",
    ] {
        assert_eq!(
            read7(key).facts().len(),
            1,
            "{key}: {:?}",
            read7(key).facts()
        );
    }
    assert_eq!(
        read7("ks:c cor: cens:tK").facts(),
        [
            RuleFact::KingStrength(KingStrength::StrongAtThrone),
            RuleFact::Squares {
                kind: SpaceKind::Corner,
                squares: vec![],
            },
            RuleFact::Access {
                kind: SpaceKind::Throne,
                access: Access::StopOn,
                pieces: TypeSet::parse("tK").unwrap(),
            },
        ]
    );
}

/// docs/rules.md 5.1: "In position strings (section 2) the pieces of a
/// rule set are written `a` (attacking taflman), `d` (defending taflman),
/// `k` (king) and OTN's own letters for the others: `c n m g` for the
/// attackers', `C N M G` for the defenders'. OTN position records
/// (`/3t3/.../`) are read too".
#[test]
fn s5_1_rule_set_positions_use_a_d_k_and_otns_letters() {
    use hnefi_engine::Position;
    let v = common::rule_set_variant(&otn_rules(5, ""));
    let pos = Position::parse(&v, "cnmga/5/2k2/5/CNMGd a").unwrap();
    assert_eq!(
        pos.piece_at(sq("a5")),
        Some(Piece::Commander(Side::Attackers))
    );
    assert_eq!(pos.piece_at(sq("b1")), Some(Piece::Knight(Side::Defenders)));
    assert_eq!(
        pos.piece_at(sq("c1")),
        Some(Piece::Mercenary(Side::Defenders))
    );
    assert_eq!(pos.piece_at(sq("d5")), Some(Piece::Guard(Side::Attackers)));
    assert_eq!(pos.piece_at(sq("e1")), Some(Piece::Defender));
    assert_eq!(pos.to_string(), "cnmga/5/2k2/5/CNMGd a");
    let otn = Position::parse_otn(&v, "/CNMGT/5/2K2/5/cnmgt/ a").unwrap();
    assert_eq!(otn, pos);
    assert_eq!(pos.otn_board(), "/CNMGT/5/2K2/5/cnmgt/");
    // OTN's taflman letters are no position-string letters, and a rule set
    // has no Evangelist.
    assert!(Position::parse(&v, "t4/5/2k2/5/5 a").is_err());
    assert!(Position::parse(&v, "e4/5/2k2/5/4a a").is_err());
}

// ------------------------------------------------------------- writing

/// docs/rules.md 5.2, Writing: "The canonical string writes the keys in
/// OpenTafl's order (`dim name esc surf atkf tfr ka ks kj nj cj mj gj cor
/// cen afor dfor spd corp cenp aforp dforp cors cens afors dfors corh cenh
/// cenhe aforh dforh corre cenre aforre dforre sw swf efe linc ber start`)".
#[test]
fn s5_2_canonical_key_order() {
    let scrambled = "ber:m linc:y efe:y swf:n sw:s dforre:T aforre:t cenre:K corre:K \
        dforh:t aforh:T cenhe:K cenh:T corh:K dfors:T afors:t cens:tK cors:tK dforp:T \
        aforp:t cenp:K corp:tK spd:2 dfor:c6, afor:c2, cen:d4,e4, cor:a1, gj:j mj:c \
        cj:c nj:j kj:r ks:m ka:h tfr:w atkf:n surf:n esc:e name:Test \
        start:/1t5/7/7/3K3/7/7/7/ dim:7";
    assert_eq!(
        canonical(scrambled),
        "dim:7 name:Test esc:e surf:n atkf:n tfr:w ka:h ks:m kj:r nj:j cj:c mj:c gj:j \
         cor:a1, cen:d4,e4, afor:c2, dfor:c6, spd:2 corp:tK cenp:K aforp:t dforp:T \
         cors:tK cens:tK afors:t dfors:T corh:K cenh:T cenhe:K aforh:T dforh:t \
         corre:K cenre:K aforre:t dforre:T sw:s swf:n efe:y linc:y ber:m \
         start:/1t5/7/7/3K3/7/7/7/"
    );
}

/// docs/rules.md 5.2, Writing: "leaves out every key whose value is the
/// default except `atkf`, which OpenTafl always writes".
#[test]
fn s5_2_canonical_drops_defaults_but_always_writes_atkf() {
    let bare = format!("dim:7 {START7}");
    assert_eq!(canonical(&bare), format!("dim:7 atkf:y {START7}"));
    let defaults = "dim:7 esc:c surf:y atkf:y tfr:d ka:y ks:s kj:n nj:c cj:j mj:n gj:n \
        cor:a1,g1,a7,g7, cen:d4, afor: dfor: spd:-1 corp:K cenp:tcnkmgTCNKMG \
        aforp:tcnkmgTCNKMG dforp:TCNKMG cors:K cens:K afors:tcnkmgTCNKMG dfors:TCNKMG \
        corh:tcnkmgTCNKMG cenh:tcnkmg cenhe:tcnkmgTCNKMG aforh:TCNKMG dforh:tcnkmg \
        corre:tcnkmgTCNKMG cenre:tcnkmgTCNKMG aforre:tcnkmgTCNKMG dforre:tcnkmgTCNKMG \
        sw:n swf:y efe:n linc:n ber:n start:/1t5/7/7/3K3/7/7/7/";
    assert_eq!(canonical(defaults), format!("dim:7 atkf:y {START7}"));
    // ks:y is s, the default; ks:n is w and is written as such.
    assert_eq!(
        canonical(&otn_rules(7, "ks:y")),
        format!("dim:7 atkf:y {START7}")
    );
    assert_eq!(
        canonical(&otn_rules(7, "ks:n")),
        format!("dim:7 atkf:y ks:w {START7}")
    );
    // atkf:n is written too.
    assert_eq!(
        canonical(&otn_rules(7, "atkf:n")),
        format!("dim:7 atkf:n {START7}")
    );
}

/// docs/rules.md 5.2, Writing: "squares in ascending order with a comma
/// after each, types in the order above"; an empty list is written as the
/// bare key.
#[test]
fn s5_2_canonical_lists_trailing_commas_and_type_order() {
    let c = canonical(&otn_rules(7, "cor:g7,a2,b1, cenh:KTt cens:"));
    assert!(c.contains(" cor:b1,a2,g7, "), "{c}");
    assert!(c.contains(" cenh:tTK "), "{c}");
    assert!(c.contains(" cens: "), "{c}");
    assert!(canonical(&otn_rules(7, "cor:")).contains(" cor: "));
}

/// docs/rules.md 5.2, Writing: "speeds as one number when all are the
/// same, else all twelve with a comma after each".
#[test]
fn s5_2_canonical_speeds() {
    assert!(canonical(&otn_rules(7, "spd:3")).contains(" spd:3 "));
    assert!(canonical(&otn_rules(7, "spd:3,3")).contains(" spd:3 "));
    assert!(!canonical(&otn_rules(7, "spd:-1")).contains("spd"));
    let c = canonical(&otn_rules(7, "spd:1,2"));
    assert!(c.contains(" spd:1,1,1,1,1,1,2,2,2,2,2,2, "), "{c}");
    let c = canonical(&otn_rules(7, "spd:1,2,3,4,5,6,7,8"));
    assert!(c.contains(" spd:1,2,3,4,-1,-1,5,6,7,8,-1,-1, "), "{c}");
}

/// docs/rules.md 5.2, Writing: the start is written as `start`, rank 1
/// first, even when read from `starti`.
#[test]
fn s5_2_canonical_writes_starti_as_start() {
    assert_eq!(
        canonical("dim:5 starti:/3T1/5/2K2/5/1t3/"),
        "dim:5 atkf:y start:/1t3/5/2K2/5/3T1/"
    );
}

/// docs/rules.md 5.2, Writing: "Reading the canonical string gives the
/// same rule set back."
#[test]
fn s5_2_parse_write_parse_is_the_identity() {
    let strings = [
        otn_rules(7, ""),
        otn_rules(7, "esc:e ks:c cor: cens: cenh: cenhe:K linc:y"),
        otn_rules(
            7,
            "name:A_B surf:n atkf:n tfr:l ka:a kj:r nj:j cj:c mj:j gj:c cor:b2,f6, \
             cen:c3,e5, afor:a4, dfor:g4, spd:1,2,3,4,5,6,7,8,9,10 corp:tK cenp: aforp:t \
             dforp:TG cors:tK cens:tK afors: dfors:G corh:K cenh:Tg cenhe:tT aforh:g \
             dforh:G corre: cenre:K aforre:t dforre:T sw:s swf:n efe:y ber:c",
        ),
        "dim:9 starti:/3tmt3/4g4/4N4/t3C3t/ttTMKGTtt/t3T3t/4T4/4c4/3tnt3/".to_string(),
    ];
    for text in strings {
        let first = read(&text);
        let written = first.canonical();
        let second = read(&written);
        assert_eq!(first, second, "{text}\n-> {written}");
        assert_eq!(second.canonical(), written);
    }
    for standard in hnefi_engine::ruleset::STANDARDS {
        let first = read(standard.rules);
        assert_eq!(read(&first.canonical()), first, "{}", standard.key);
    }
}
