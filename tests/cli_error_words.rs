//! The words `hnefi` says its errors in (docs/cli.md, "Exit codes and errors"): the bot's
//! English catalogue, in the variant's own names, through the binary. The
//! engine's own `Display` is terse and for logs; its tests check errors as
//! data. These checks stand for the words a person reads; change them when
//! the wording changes on purpose.

mod common;

use common::*;
use serde_json::{Value, json};

/// The message of the first move `hnefi replay` refuses.
fn refusal(args: &[&str], moves: &str) -> String {
    let report = replay_one(args, moves);
    match &report["error"]["message"] {
        Value::String(message) => message.clone(),
        other => panic!("{moves}: a move should be refused, got {other}: {report}"),
    }
}

fn start(variant: &'static str, position: &'static str) -> [&'static str; 4] {
    ["--variant", variant, "--start", position]
}

/// docs/rules.md 1: the side to move, named as the variant names it.
#[test]
fn not_your_piece_names_the_side_to_move_as_the_variant_does() {
    assert_eq!(
        refusal(&["--variant", "brandubh"], "d4-c4"),
        "the piece on d4 is not yours: the Attackers are to move"
    );
    assert_eq!(
        refusal(&["--variant", "noggin"], "d1-d2"),
        "the piece on d1 is not yours: the Nogs are to move"
    );
    assert_eq!(
        refusal(&["--variant", "magpie"], "d3-c3"),
        "the piece on d3 is not yours: the Thieves are to move"
    );
}

/// A defender rook on c2, an attacker on f2, Brandubh's corners.
const ROOK: &str = "7/7/7/3k3/7/2d2a1/7 d";

#[test]
fn a_blocked_slide_names_where_and_an_off_board_square_the_size() {
    let rook = start("brandubh", ROOK);
    assert_eq!(
        refusal(&rook, "c2-g2"),
        "the way from c2 to g2 is blocked at f2"
    );
    assert_eq!(refusal(&rook, "c2-h2"), "h2 is off the 7x7 board");
    assert_eq!(refusal(&rook, "c2-d2-d3"), "`c2-d2-d3` is not a move");
    assert_eq!(refusal(&rook, "hello"), "`hello` is not a move");
}

/// docs/rules.md 3: restricted squares by their names: Copenhagen's throne
/// and corners, King's Table's throne that none but the king may pass,
/// Alea Evangelii's unusable corners.
#[test]
fn restricted_squares_are_named_as_the_variant_names_them() {
    let copenhagen = position(11, &[("f9", 'k'), ("f4", 'a'), ("a3", 'a')], 'a');
    let copenhagen = ["--variant", "copenhagen", "--start", &copenhagen];
    assert_eq!(
        refusal(&copenhagen, "f4-f6"),
        "f6 is the throne: only the king may stop there"
    );
    assert_eq!(
        refusal(&copenhagen, "a3-a1"),
        "a1 is a corner: only the king may stop there"
    );

    let kings_table = position(13, &[("g2", 'k'), ("a7", 'a')], 'a');
    assert_eq!(
        refusal(
            &["--variant", "kings-table", "--start", &kings_table],
            "a7-m7"
        ),
        "g7 is the throne: only the king may pass through it"
    );

    let alea = position(19, &[("j10", 'k'), ("a3", 'a')], 'a');
    assert_eq!(
        refusal(&["--variant", "alea-evangelii", "--start", &alea], "a3-a1"),
        "a1 is an unusable square: no piece may enter it"
    );
}

/// docs/cli.md: a move after the end is `game is over`, word for word.
#[test]
fn a_move_after_the_end_is_game_is_over() {
    assert_eq!(
        refusal(
            &start("brandubh", "3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a"),
            "d2-e2"
        ),
        "game is over"
    );
}

/// docs/rules.md 5.4 and 5.8: a rule set's speed limit, and berserk's
/// refusals, naming the berserker.
#[test]
fn rule_set_refusals_name_the_piece_and_the_limit() {
    let slow = "dim:7 spd:1 start:/1t5/7/7/3K3/7/7/7/";
    let one_attacker = position(7, &[("d4", 'k'), ("b2", 'a')], 'a');
    assert_eq!(
        refusal(&["--rules", slow, "--start", &one_attacker], "b2-b4"),
        "an attacker moves at most 1 square at a time"
    );

    let berserk = "dim:7 ber:c start:/1t5/7/7/3K3/7/7/7/";
    let capture_then_again = position(
        7,
        &[
            ("b6", 'k'),
            ("e5", 'd'),
            ("f5", 'a'),
            ("b3", 'a'),
            ("c3", 'd'),
            ("f3", 'a'),
        ],
        'a',
    );
    let args = ["--rules", berserk, "--start", &capture_then_again];
    assert_eq!(
        refusal(&args, "f3-d3 f5-f4"),
        "the piece on d3 captured and goes berserk: it moves again"
    );
    assert_eq!(refusal(&args, "f3-d3 d3-d2"), "a berserk move must capture");
}

/// docs/rules.md 2: a position that cannot be played says why, in the
/// variant's names.
#[test]
fn positions_that_cannot_be_played_say_why() {
    let fails = |variant: &str, text: &str| {
        hnefi_fails(&["moves", "--variant", variant, "--position", text], "")
    };
    assert_eq!(
        fails("brandubh", "3a3/3a3/3d3/aakkdaa/3d3/3a3/3a3 a"),
        "position: the position has 2 kings: it needs exactly one (or none, for a finished game)"
    );
    assert_eq!(
        fails("knut", "9/9/9/9/4a4/4k4/9/9/9 d"),
        "position: e5 is Noggin's home: only Noggin may stand there"
    );
    assert_eq!(
        fails("brandubh", "3a3/3a3/3d3/aaekdaa/3d3/3a3/3a3 a"),
        "position: Brandubh has no Evangelists (e): they play only in Alea Evangelii"
    );
}

/// docs/rules.md 5.2, Reading: the refusal of a rules string is "one line
/// naming the key, its value and the problem"; what was ignored is a
/// warning in words.
#[test]
fn rules_strings_are_refused_naming_the_key_the_value_and_the_problem() {
    let fails = |rules: &str| hnefi_fails(&["rules", "check", rules], "");
    let start = "start:/1t5/7/7/3K3/7/7/7/";
    assert_eq!(
        fails(&format!("dim:7 ks:x {start}")),
        "`ks:x`: expected s, c, m or w"
    );
    assert_eq!(
        fails(&format!("dim:7 esc:x {start}")),
        "`esc:x`: expected c or e"
    );
    assert_eq!(
        fails(&format!("dim:7 spd:1,2,3 {start}")),
        "`spd:1,2,3`: a speed list has 1, 2, 8, 10 or 12 values, not 3"
    );
    assert_eq!(
        fails(&format!("dim:7 cor:a1 cen:a1 {start}")),
        "`cen:a1`: a1 is already listed in `cor`"
    );
    assert_eq!(fails(start), "a rules string needs `dim`");
    assert_eq!(
        fails("dim:7 start:/1t5/7/7/3K3/7/7/8/"),
        "`start:/1t5/7/7/3K3/7/7/8/`: rank 7 covers 8 squares but the board is 7 wide"
    );
    assert_eq!(
        fails("dim:7 start:/1t5/7/7/3K3/7/7/6q/"),
        "`start:/1t5/7/7/3K3/7/7/6q/`: `q` is not a piece (pieces are t c n k m g, upper case for the defenders)"
    );

    let checked = json(&hnefi_ok(
        &["rules", "check", &format!("rules dim:7 colour:red {start}")],
        "",
    ));
    assert_eq!(
        checked["warnings"],
        json!([
            "`rules` is not a key:value pair; ignored",
            "unknown key `colour` ignored"
        ])
    );
}

#[test]
fn unknown_variants_and_layouts_list_what_there_is() {
    let line = hnefi_fails(&["moves", "--variant", "nosuch", "--position", "x a"], "");
    assert!(
        line.starts_with("There is no game `nosuch` (games: ") && line.contains("copenhagen"),
        "{line}"
    );
    let line = hnefi_fails(
        &[
            "moves",
            "--variant",
            "brandubh",
            "--layout",
            "nosuch",
            "--position",
            "x a",
        ],
        "",
    );
    assert!(
        line.starts_with("Brandubh has no layout `nosuch` (layouts: "),
        "{line}"
    );
}
