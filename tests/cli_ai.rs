//! `hnefi ai` (docs/cli.md), end to end through the binary.

mod common;

use common::*;
use serde_json::Value;

/// The start of Noggin's and Thor Nogson's Games (the Tablut layout), Nogs
/// to move.
const NOGGIN_START: &str = "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3 d";

/// The move printed by `hnefi ai ARGS`, checked to be one `from-to` line.
fn ai(args: &[&str]) -> String {
    let mut all = vec!["ai"];
    all.extend_from_slice(args);
    let stdout = hnefi_ok(&all, "");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 1, "one line: {stdout:?}");
    let mv = lines[0].to_string();
    assert!(
        mv.split_once('-')
            .is_some_and(|(a, b)| !a.is_empty() && !b.is_empty()),
        "{mv} is from-to"
    );
    mv
}

/// The legal moves of a position, from `hnefi moves`.
fn legal(variant: &str, position: &str) -> Vec<String> {
    let stdout = hnefi_ok(&["moves", "--variant", variant, "--position", position], "");
    let Value::Array(list) = json(&stdout) else {
        panic!("moves prints an array");
    };
    list.iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn prints_a_legal_move_of_each_variant_start() {
    for (variant, position) in [
        ("brandubh", BRANDUBH_START),
        ("copenhagen", COPENHAGEN_START),
        ("noggin", NOGGIN_START),
        ("thor", NOGGIN_START),
    ] {
        let mv = ai(&["--variant", variant, "--position", position, "--depth", "2"]);
        assert!(legal(variant, position).contains(&mv), "{variant}: {mv}");
    }
}

#[test]
fn a_depth_without_a_clock_gives_the_same_move_every_time() {
    let args = [
        "--variant",
        "copenhagen",
        "--position",
        COPENHAGEN_START,
        "--depth",
        "3",
    ];
    let first = ai(&args);
    assert_eq!(ai(&args), first);
}

#[test]
fn stats_go_to_stderr_as_one_json_line() {
    // docs/cli.md `hnefi ai`: `--stats` adds the search's figures on
    // standard error; the move stays alone on standard output.
    let run = hnefi(
        &[
            "ai",
            "--variant",
            "copenhagen",
            "--moves",
            "d1-d3 e5-e2",
            "--depth",
            "3",
            "--stats",
        ],
        "",
    );
    assert!(run.success(), "{}", run.describe());
    let mv = run.stdout.trim();
    let after = "d1-d3 e5-e2".to_string();
    assert!(
        legal("copenhagen", &replayed_position(&after)).contains(&mv.to_string()),
        "{mv} is legal"
    );
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{}", run.describe());
    let stats = json(lines[0]);
    assert_eq!(stats["depth"], 3, "{stats}");
    assert!(stats["nodes"].as_u64().is_some_and(|n| n > 0), "{stats}");
    assert!(stats["score"].is_i64(), "{stats}");
    assert!(stats["ms"].is_u64(), "{stats}");
    // Without it, nothing on stderr (checked by hnefi_ok).
    assert_eq!(
        ai(&[
            "--variant",
            "copenhagen",
            "--moves",
            "d1-d3 e5-e2",
            "--depth",
            "3"
        ]),
        mv
    );
}

/// The position after `moves` from Copenhagen's start, by `hnefi replay`.
fn replayed_position(moves: &str) -> String {
    let stdout = hnefi_ok(&["replay", "--variant", "copenhagen"], moves);
    json(&stdout)["position"].as_str().unwrap().to_string()
}

#[test]
fn time_and_level_limits_are_accepted() {
    let position = BRANDUBH_START;
    let legal = legal("brandubh", position);
    for extra in [
        vec!["--time-ms", "50"],
        vec!["--time-ms", "50", "--depth", "3"],
        vec!["--level", "1", "--seed", "9"],
        vec!["--level", "3"],
        vec![],
    ] {
        let mut args = vec!["--variant", "brandubh", "--position", position];
        args.extend(extra.iter().copied());
        let mv = ai(&args);
        assert!(legal.contains(&mv), "{extra:?}: {mv}");
    }
}

#[test]
fn takes_a_win_in_one() {
    // Brandubh: the king on g3 runs to the corner g1.
    let mv = ai(&[
        "--variant",
        "brandubh",
        "--position",
        "3a3/7/a6/6a/6k/7/3a3 d",
        "--depth",
        "3",
    ]);
    assert_eq!(mv, "g3-g1");
    // Copenhagen: the attacker on c8 closes the fourth side of the king.
    let mv = ai(&[
        "--variant",
        "copenhagen",
        "--position",
        "3a3a3/5a5/4aka2a1/2a8/4d6/a8a1/6d4/1a9/5d5/11/4a6 a",
        "--depth",
        "2",
    ]);
    assert_eq!(mv, "c8-f8");
    // Thor Nogson's Game: Noggin leaps from d5 to b6, from where two edge
    // squares (a4, a8) are a leap away: TUIT NOG (rules 3.3).
    let mv = ai(&[
        "--variant",
        "thor",
        "--position",
        "9/9/3a5/9/3k5/9/1a1a5/9/8a d",
        "--depth",
        "2",
    ]);
    assert_eq!(mv, "d5-b6");
}

#[test]
fn a_named_layout_is_checked() {
    let mv = ai(&[
        "--variant",
        "magpie",
        "--layout",
        "ballinderry-2",
        "--position",
        "2a1a2/7/a2d2a/2dkd2/a2d2a/7/2a1a2 a",
        "--depth",
        "2",
    ]);
    assert!(!mv.is_empty());
    hnefi_fails(
        &[
            "ai",
            "--variant",
            "magpie",
            "--layout",
            "nowhere",
            "--position",
            "2a1a2/7/a2d2a/2dkd2/a2d2a/7/2a1a2 a",
        ],
        "",
    );
}

#[test]
fn bad_input_fails_with_one_line() {
    let cases: Vec<Vec<&str>> = vec![
        vec!["ai", "--variant", "chess", "--position", BRANDUBH_START],
        vec!["ai", "--variant", "brandubh", "--position", "3a3/3a3 a"],
        vec![
            "ai",
            "--variant",
            "brandubh",
            "--position",
            "not a position",
        ],
        vec!["ai", "--variant", "brandubh"],
        vec!["ai", "--position", BRANDUBH_START],
        vec![
            "ai",
            "--variant",
            "brandubh",
            "--position",
            BRANDUBH_START,
            "--depth",
            "0",
        ],
        vec![
            "ai",
            "--variant",
            "brandubh",
            "--position",
            BRANDUBH_START,
            "--depth",
            "65",
        ],
        vec![
            "ai",
            "--variant",
            "brandubh",
            "--position",
            BRANDUBH_START,
            "--depth",
            "-1",
        ],
        vec![
            "ai",
            "--variant",
            "brandubh",
            "--position",
            BRANDUBH_START,
            "--time-ms",
            "0",
        ],
        vec![
            "ai",
            "--variant",
            "brandubh",
            "--position",
            BRANDUBH_START,
            "--time-ms",
            "x",
        ],
        vec![
            "ai",
            "--variant",
            "brandubh",
            "--position",
            BRANDUBH_START,
            "--level",
            "6",
        ],
        vec![
            "ai",
            "--variant",
            "brandubh",
            "--position",
            BRANDUBH_START,
            "--level",
            "2",
            "--depth",
            "2",
        ],
        // The king is gone: the game is over.
        vec![
            "ai",
            "--variant",
            "brandubh",
            "--position",
            "3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a",
        ],
        // The attackers' only man cannot move.
        vec![
            "ai",
            "--variant",
            "brandubh",
            "--position",
            "7/7/7/3k3/7/1d5/1ad4 a",
        ],
    ];
    for args in cases {
        hnefi_fails(&args, "");
    }
}

#[test]
fn closed_stdout_does_not_panic() {
    let run = hnefi_closed_stdout(
        &[
            "ai",
            "--variant",
            "brandubh",
            "--position",
            BRANDUBH_START,
            "--depth",
            "2",
        ],
        "",
    );
    assert!(!run.stderr.contains("panicked"), "{}", run.describe());
}

#[test]
fn bench_reports_the_ai_figures() {
    let stdout = hnefi_ok(&["bench", "--quick", "--json", "ai"], "");
    let Value::Array(list) = json(&stdout) else {
        panic!("bench --json prints an array");
    };
    let names: Vec<&str> = list.iter().filter_map(|f| f["bench"].as_str()).collect();
    for name in [
        "ai.copenhagen_start.nodes_per_s",
        "ai.copenhagen_start.depth",
        "ai.alea_evangelii_start.nodes_per_s",
        "ai.alea_evangelii_start.depth",
        "ai.copenhagen_start.time_to_depth_4",
    ] {
        let figure = list
            .iter()
            .find(|f| f["bench"] == name)
            .unwrap_or_else(|| panic!("{name} in {names:?}"));
        assert!(
            figure["value"].as_f64().is_some_and(|v| v > 0.0),
            "{figure}"
        );
    }
}
