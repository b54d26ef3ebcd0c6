//! `hnefi moves` (docs/cli.md), end to end through the binary.

mod common;

use common::*;
use serde_json::Value;

/// The moves printed for `position`, checked to be one sorted JSON array of
/// `from-to` strings.
fn moves(variant: &str, extra: &[&str], position: &str) -> Vec<String> {
    let mut args = vec!["moves", "--variant", variant];
    args.extend_from_slice(extra);
    args.extend(["--position", position]);
    let stdout = hnefi_ok(&args, "");
    assert_eq!(
        stdout.trim_end().lines().count(),
        1,
        "one JSON array on one line: {stdout}"
    );
    let Value::Array(list) = json(&stdout) else {
        panic!("`moves` prints a JSON array: {stdout}");
    };
    let list: Vec<String> = list
        .into_iter()
        .map(|m| m.as_str().expect("moves are strings").to_string())
        .collect();
    for m in &list {
        let (from, to) = m
            .split_once('-')
            .unwrap_or_else(|| panic!("{m} is not from-to"));
        for square in [from, to] {
            let mut chars = square.chars();
            assert!(
                chars.next().is_some_and(|c| c.is_ascii_lowercase())
                    && square.len() >= 2
                    && square[1..].parse::<u32>().is_ok_and(|r| r >= 1),
                "{m}: {square} is not a square name"
            );
        }
    }
    let mut sorted = list.clone();
    sorted.sort();
    assert_eq!(list, sorted, "the moves are sorted");
    sorted.dedup();
    assert_eq!(list.len(), sorted.len(), "no move twice");
    list
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn brandubh_start_attackers_has_the_forty_hand_counted_moves() {
    let expected = sorted(&[
        "d7-b7", "d7-c7", "d7-e7", "d7-f7", // not a7/g7 (corners)
        "d6-a6", "d6-b6", "d6-c6", "d6-e6", "d6-f6", "d6-g6", //
        "a4-a2", "a4-a3", "a4-a5", "a4-a6", //
        "b4-b1", "b4-b2", "b4-b3", "b4-b5", "b4-b6", "b4-b7", //
        "f4-f1", "f4-f2", "f4-f3", "f4-f5", "f4-f6", "f4-f7", //
        "g4-g2", "g4-g3", "g4-g5", "g4-g6", //
        "d2-a2", "d2-b2", "d2-c2", "d2-e2", "d2-f2", "d2-g2", //
        "d1-b1", "d1-c1", "d1-e1", "d1-f1",
    ]);
    assert_eq!(expected.len(), 40);
    assert_eq!(moves("brandubh", &[], BRANDUBH_START), expected);
}

#[test]
fn brandubh_start_defenders_to_move() {
    let expected = sorted(&[
        "d5-a5", "d5-b5", "d5-c5", "d5-e5", "d5-f5", "d5-g5", //
        "c4-c1", "c4-c2", "c4-c3", "c4-c5", "c4-c6", "c4-c7", //
        "e4-e1", "e4-e2", "e4-e3", "e4-e5", "e4-e6", "e4-e7", //
        "d3-a3", "d3-b3", "d3-c3", "d3-e3", "d3-f3", "d3-g3",
    ]);
    assert_eq!(
        moves("brandubh", &[], "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d"),
        expected
    );
}

/// Magpie: the leprechaun steps one square; others pass the empty centre
/// but never stop on it; nobody but him stops on a corner.
#[test]
fn magpie_defenders_hand_checked() {
    // Leprechaun b2, friend d3, thief d6.
    let expected = sorted(&[
        "b2-a2", "b2-b1", "b2-b3", "b2-c2", // one step only
        "d3-d5", "d3-d2", "d3-d1", // passes d4, stops on d5 below the thief
        "d3-a3", "d3-b3", "d3-c3", "d3-e3", "d3-f3", "d3-g3",
    ]);
    assert_eq!(moves("magpie", &[], "7/3a3/7/7/3d3/1k5/7 d"), expected);
}

#[test]
fn magpie_attackers_hand_checked() {
    // Thieves a4 and d6, leprechaun b2.
    let expected = sorted(&[
        "a4-a2", "a4-a3", "a4-a5", "a4-a6", // not a1/a7
        "a4-b4", "a4-c4", "a4-e4", "a4-f4", "a4-g4", // through d4, not onto it
        "d6-a6", "d6-b6", "d6-c6", "d6-e6", "d6-f6", "d6-g6", "d6-d7", //
        "d6-d5", "d6-d3", "d6-d2", "d6-d1",
    ]);
    assert_eq!(moves("magpie", &[], "7/3a3/7/a6/7/1k5/7 a"), expected);
}

#[test]
fn magpie_leprechaun_may_stop_on_marked_squares() {
    assert_eq!(
        moves("magpie", &[], "3a3/7/7/7/7/k6/7 d"),
        sorted(&["a2-a1", "a2-a3", "a2-b2"])
    );
    assert_eq!(
        moves("magpie", &[], "3a3/7/3k3/7/7/7/7 d"),
        sorted(&["d5-c5", "d5-d4", "d5-d6", "d5-e5"])
    );
}

#[test]
fn layout_is_accepted_and_checked() {
    let plain = moves("magpie", &[], BRANDUBH_START);
    assert_eq!(plain.len(), 40);
    for layout in ["cross", "ballinderry-2", "ballinderry-3"] {
        assert_eq!(
            moves("magpie", &["--layout", layout], BRANDUBH_START),
            plain
        );
    }
}

#[test]
fn empty_when_no_move_exists() {
    // Magpie: friends and leprechaun boxed in by thieves.
    assert!(moves("magpie", &[], "7/3a3/2ada2/1adkda1/2ada2/3a3/7 d").is_empty());
}

#[test]
fn empty_when_the_king_is_missing() {
    assert!(moves("brandubh", &[], "3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a").is_empty());
    assert!(moves("brandubh", &[], "3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 d").is_empty());
    assert!(
        moves(
            "copenhagen",
            &[],
            "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1dd1dd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a"
        )
        .is_empty()
    );
}

#[test]
fn empty_when_the_king_stands_on_an_escape_square() {
    // Brandubh corner.
    assert!(moves("brandubh", &[], "3a3/7/7/7/7/7/k6 a").is_empty());
    assert!(moves("brandubh", &[], "3a3/7/7/7/7/7/k6 d").is_empty());
    // Copenhagen corner.
    let corner = position(11, &[("k11", 'k'), ("c9", 'a'), ("c3", 'd')], 'a');
    assert!(moves("copenhagen", &[], &corner).is_empty());
    // Noggin: every edge square is an escape.
    assert!(moves("noggin", &[], "4k4/9/9/9/9/9/9/9/4a4 a").is_empty());
    assert!(moves("noggin", &[], "9/9/9/9/k8/9/9/9/4a4 d").is_empty());
}

#[test]
fn the_king_on_a_plain_edge_square_is_not_over_in_brandubh() {
    // Brandubh escapes are corners only: a king on b1 still plays.
    let list = moves("brandubh", &[], "3a3/7/7/7/7/7/1k5 d");
    assert!(list.contains(&"b1-a1".to_string()), "{list:?}");
    assert!(list.contains(&"b1-b7".to_string()), "{list:?}");
}

/// The position is judged bare: a move that replay refuses as a third
/// repetition in Noggin is listed, and so is one after Brandubh's
/// repetition ending.
#[test]
fn no_repetition_rule_applies() {
    let report = replay_one(
        &["--variant", "noggin"],
        "g5-g6 d9-c9 g6-g5 c9-d9 g5-g6 d9-c9 g6-g5 c9-d9 g5-g6",
    );
    assert_eq!(report["error"]["move"], "g5-g6", "{report}");
    let position = report["position"].as_str().unwrap();
    let list = moves("noggin", &[], position);
    assert!(list.contains(&"g5-g6".to_string()), "{list:?}");
    assert_eq!(list.len(), 56, "{list:?}");

    let report = replay_one(
        &["--variant", "brandubh"],
        "a4-a5 d5-c5 a5-a4 c5-d5 a4-a5 d5-c5 a5-a4 c5-d5",
    );
    assert_eq!(report["outcome"]["reason"], "repetition", "{report}");
    let list = moves("brandubh", &[], report["position"].as_str().unwrap());
    assert_eq!(list.len(), 40);
    assert!(list.contains(&"a4-a5".to_string()));
}

#[test]
fn copenhagen_start_moves_are_sorted_and_complete_for_one_piece() {
    let list = moves("copenhagen", &[], COPENHAGEN_START);
    // f10: left to a10, right to k10; f11 blocks upwards, the defender on f8 downwards.
    let f10: Vec<&String> = list.iter().filter(|m| m.starts_with("f10-")).collect();
    let mut want = vec![
        "f10-a10", "f10-b10", "f10-c10", "f10-d10", "f10-e10", "f10-f9", "f10-g10", "f10-h10",
        "f10-i10", "f10-j10", "f10-k10",
    ];
    want.sort();
    assert_eq!(f10, want);
    // The king on the throne is walled in by his defenders.
    assert!(!list.iter().any(|m| m.starts_with("f6-")));
}

#[test]
fn bad_arguments_fail_with_one_line() {
    let start = BRANDUBH_START;
    let cases: [&[&str]; 15] = [
        &["moves", "--variant", "nope", "--position", start],
        &[
            "moves",
            "--variant",
            "magpie",
            "--layout",
            "nope",
            "--position",
            start,
        ],
        &[
            "moves",
            "--variant",
            "brandubh",
            "--layout",
            "cross",
            "--position",
            start,
        ],
        &["moves", "--variant", "brandubh", "--position", "garbage"],
        &["moves", "--variant", "brandubh", "--position", ""],
        &[
            "moves",
            "--variant",
            "brandubh",
            "--position",
            "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3",
        ],
        &[
            "moves",
            "--variant",
            "brandubh",
            "--position",
            "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 x",
        ],
        &[
            "moves",
            "--variant",
            "brandubh",
            "--position",
            "99999999999999999999/7/7/3k3/7/7/7 a",
        ],
        &[
            "moves",
            "--variant",
            "brandubh",
            "--position",
            "3a3/3a3/3d3/aadkdka/3d3/3a3/3a3 a",
        ],
        &["moves", "--variant", "copenhagen", "--position", start],
        &[
            "moves",
            "--variant",
            "brandubh",
            "--position",
            "3a3/3a3/3d3/aadkdae/3d3/3a3/3a3 a",
        ],
        &[
            "moves",
            "--variant",
            "brandubh",
            "--position",
            start,
            "--bogus",
        ],
        &["moves", "--variant", "brandubh"],
        &["moves", "--position", start],
        &["moves"],
    ];
    for args in cases {
        hnefi_fails(args, "");
    }
}

#[test]
fn a_missing_flag_is_named_in_the_message() {
    let line = hnefi_fails(&["moves", "--variant", "brandubh"], "");
    assert!(
        line.contains("--position"),
        "the one-line message should say what is missing: {line:?}"
    );
}

#[test]
fn odd_positions_never_panic() {
    for text in [
        " ",
        "/",
        "////// a",
        "7/7/7/7/7/7/7 a",
        "7/7/7/7/7/7/7/7 a",
        "0k6/7/7/7/7/7/7 a",
        "07/7/7/3k3/7/7/7 a",
        "-1/7/7/3k3/7/7/7 a",
        "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a a",
        "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3  a",
        "3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 A",
        "k6/7/7/7/7/7/7 a",
        "ä/7/7/3k3/7/7/7 a",
        "18446744073709551617k/7/7/7/7/7/7 a",
    ] {
        let run = hnefi(&["moves", "--variant", "brandubh", "--position", text], "");
        if run.success() {
            assert!(
                matches!(json(&run.stdout), Value::Array(_)),
                "{text:?}: {}",
                run.describe()
            );
        } else {
            assert_one_line_failure(&["moves", "--position", text], &run);
        }
    }
}

#[test]
fn closed_stdout_does_not_panic() {
    let run = hnefi_closed_stdout(
        &[
            "moves",
            "--variant",
            "brandubh",
            "--position",
            BRANDUBH_START,
        ],
        "",
    );
    assert!(
        !run.stderr.contains("panicked"),
        "`moves` with its stdout closed panicked:\n{}",
        run.describe()
    );
}
