//! `hnefi review` (docs/cli.md "hnefi review"), end to end through the
//! binary: one JSON object, a report per move with the mover's win chance,
//! the AI's best move and its chance, and the mark; a known blunder is
//! marked (docs/learning.md 1); bad input fails with one line.

mod common;

use common::*;
use serde_json::Value;

/// docs/rules.md 4.2, Brandubh, the defenders to move: the king on c6
/// steps to c3, between the attacker on b3 and d3, which g3 reaches.
const KING_INTO_A_TRAP: &str = "7/2k4/4d2/7/1a4a/7/7 d";

/// The king's step into the trap and the capture, searched 3 plies deep.
const BLUNDER: [&str; 8] = [
    "--variant",
    "brandubh",
    "--start",
    KING_INTO_A_TRAP,
    "--moves",
    "c6-c3 g3-d3",
    "--depth",
    "3",
];

fn review(args: &[&str]) -> Value {
    let mut full = vec!["review"];
    full.extend_from_slice(args);
    let out = hnefi_ok(&full, "");
    assert_eq!(out.lines().count(), 1, "one line: {out}");
    json(&out)
}

fn chance(v: &Value) -> f64 {
    let c = v.as_f64().unwrap_or_else(|| panic!("{v} is a number"));
    assert!((0.0..=1.0).contains(&c), "{c} is a chance");
    c
}

#[test]
fn a_blunder_is_marked_with_the_better_move_in_the_contracts_shape() {
    let report = review(&BLUNDER);
    let plies = report["plies"].as_array().unwrap();
    assert_eq!(plies.len(), 2);
    for (i, ply) in plies.iter().enumerate() {
        assert_eq!(ply["ply"], i);
        let keys: Vec<&str> = ply
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        for key in [
            "ply",
            "side",
            "move",
            "win_chance",
            "best",
            "best_win_chance",
            "mark",
        ] {
            assert!(keys.contains(&key), "{key} in {ply}");
        }
        assert!(chance(&ply["best_win_chance"]) >= chance(&ply["win_chance"]));
    }
    assert_eq!(plies[0]["side"], "defenders");
    assert_eq!(plies[0]["move"], "c6-c3");
    assert_eq!(plies[0]["mark"], "blunder");
    assert_eq!(plies[0]["win_chance"], 0.0);
    assert_ne!(plies[0]["best"], "c6-c3");
    assert_eq!(plies[1]["side"], "attackers");
    assert_eq!(plies[1]["mark"], Value::Null);
    assert_eq!(plies[1]["win_chance"], 1.0);
    assert_eq!(report["outcome"]["winner"], "attackers");
    assert_eq!(report["outcome"]["reason"], "king captured");
    assert_eq!(report["time_per_position_ms"], Value::Null);
    // Deterministic at a fixed depth.
    let again = review(&BLUNDER);
    assert_eq!(again["plies"], report["plies"]);
}

#[test]
fn a_game_that_goes_on_is_reviewed_to_its_last_move_under_a_time_per_position() {
    let report = review(&[
        "--variant",
        "copenhagen",
        "--moves",
        "d1-d3 f4-c4 h1-h3",
        "--time-ms",
        "50",
    ]);
    assert_eq!(report["plies"].as_array().unwrap().len(), 3);
    assert_eq!(report["outcome"], Value::Null);
    assert_eq!(report["time_per_position_ms"], 50);
    let rules = review(&[
        "--rules",
        "dim:7 esc:c ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
        "--moves",
        "d2-e2 c4-c5",
        "--depth",
        "2",
    ]);
    assert_eq!(rules["plies"].as_array().unwrap().len(), 2);
    assert_eq!(rules["plies"][1]["side"], "defenders");
}

#[test]
fn bad_input_fails_with_one_line() {
    for (args, code) in [
        (vec!["--variant", "brandubh", "--moves", "d2-e2 zz"], 1),
        (vec!["--variant", "brandubh", "--moves", "d2-d4"], 1),
        (vec!["--variant", "nope", "--moves", "d2-e2"], 1),
        (
            vec!["--variant", "brandubh", "--moves", "d2-e2", "--depth", "0"],
            1,
        ),
        (
            vec![
                "--variant",
                "brandubh",
                "--moves",
                "d2-e2",
                "--time-ms",
                "0",
            ],
            1,
        ),
        (vec!["--variant", "brandubh"], 2),
        (
            vec![
                "--variant",
                "brandubh",
                "--moves",
                "d2-e2",
                "--start",
                "x y",
            ],
            1,
        ),
    ] {
        let mut full = vec!["review"];
        full.extend_from_slice(&args);
        let run = hnefi(&full, "");
        assert_one_line_failure(&full, &run);
        assert_eq!(run.code, Some(code), "{full:?}");
    }
    let line = hnefi_fails(
        &["review", "--variant", "brandubh", "--moves", "d2-e2 zz"],
        "",
    );
    assert!(line.contains("zz"), "{line}");
}
