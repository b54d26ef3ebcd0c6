//! `hnefi replay` (docs/cli.md), end to end through the binary.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use common::*;
use serde_json::{Value, json};

const BRANDUBH: [&str; 2] = ["--variant", "brandubh"];

/// Brandubh shuffle: attackers a4<->a5, defenders d5<->c5. The eighth ply
/// recreates the start position for the third time.
const SHUFFLE: [&str; 8] = [
    "a4-a5", "d5-c5", "a5-a4", "c5-d5", "a4-a5", "d5-c5", "a5-a4", "c5-d5",
];

/// Brandubh from the start: the attackers surround and take c4 on ply 7.
const TAKE_C4: &str = "b4-b5 d3-e3 b5-c5 e3-f3 d2-c2 f3-e3 c2-c3";
const AFTER_TAKE_C4: &str = "3a3/3a3/2ad3/a2kdaa/2a1d2/7/3a3 d";

/// Brandubh, attackers to move: c1-c2 takes b2 (a2 behind), d2 (e2 behind)
/// and c3 (c4 behind) at once.
fn triple_capture_start() -> String {
    position(
        7,
        &[
            ("f6", 'k'),
            ("c4", 'a'),
            ("c3", 'd'),
            ("a2", 'a'),
            ("b2", 'd'),
            ("d2", 'd'),
            ("e2", 'a'),
            ("c1", 'a'),
        ],
        'a',
    )
}
const AFTER_TRIPLE: &str = "7/5k1/7/2a4/7/a1a1a2/7 d";

/// Brandubh, attackers to move: e1-e6 takes the king on f6 (g6 behind him).
const KING_TAKEN_START: &str = "7/5ka/7/7/7/7/4a2 a";

fn args<'a>(base: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
    let mut all = base.to_vec();
    all.extend_from_slice(extra);
    all
}

// --- output shape and streaming -------------------------------------------

#[test]
fn no_moves_applied_reports_the_start_position() {
    // A non-empty line whose first token is refused: nothing applied.
    let report = replay_one(&BRANDUBH, "nonsense");
    assert_eq!(report["plies"], 0);
    assert_eq!(report["captures"], json!([]));
    assert_eq!(report["announcements"], json!([]));
    assert_eq!(report["outcome"], Value::Null);
    assert_eq!(report["position"], BRANDUBH_START);
    assert_eq!(report["error"]["ply"], 0);
    assert_eq!(report["error"]["move"], "nonsense");
}

#[test]
fn a_clean_game_reports_every_field_exactly() {
    let report = replay_one(&BRANDUBH, "a4-a5 d5-c5 a5-a4");
    assert_eq!(
        report,
        json!({
            "plies": 3,
            "captures": [[], [], []],
            "announcements": [null, null, null],
            "outcome": null,
            "position": "3a3/3a3/2d4/aadkdaa/3d3/3a3/3a3 d",
            "otn_position": "/3t3/3t3/3T3/ttTKTtt/2T4/3t3/3t3/",
            "error": null,
        })
    );
}

#[test]
fn one_report_per_line_in_order_each_on_one_line() {
    let input = "a4-a5\na4-a5 d5-c5 a5-a4\nzz\na4-a5 d5-c5\n";
    let stdout = hnefi_ok(&args(&["replay"], &BRANDUBH), input);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    let plies: Vec<Value> = lines.iter().map(|l| json(l)["plies"].clone()).collect();
    assert_eq!(plies, [json!(1), json!(3), json!(0), json!(2)]);
    assert_eq!(json(lines[2])["error"]["move"], "zz");
    assert_eq!(
        json(lines[0])["position"],
        "3a3/3a3/a2d3/1adkdaa/3d3/3a3/3a3 d"
    );
}

#[test]
fn blank_lines_are_skipped() {
    let input = "\n   \n\t\na4-a5\n\n \t \nzz\n\n";
    let reports = replay(&BRANDUBH, input);
    assert_eq!(reports.len(), 2, "{reports:?}");
    assert_eq!(reports[0]["plies"], 1);
    assert_eq!(reports[1]["error"]["move"], "zz");
}

#[test]
fn empty_input_prints_nothing() {
    assert_eq!(hnefi_ok(&args(&["replay"], &BRANDUBH), ""), "");
    assert_eq!(hnefi_ok(&args(&["replay"], &BRANDUBH), "\n\n  \n"), "");
}

#[test]
fn last_line_without_newline_is_a_game() {
    let reports = replay(&BRANDUBH, "a4-a5\na4-a5 d5-c5");
    assert_eq!(reports.len(), 2);
    assert_eq!(reports[1]["plies"], 2);
}

#[test]
fn two_thousand_games_give_two_thousand_reports_in_order() {
    let mut input = String::new();
    let mut expected = Vec::new();
    for i in 0..2000usize {
        let n = i % 8; // 0..=7 plies: never the repetition ending
        let mut line = SHUFFLE[..n].join(" ");
        if i % 5 == 0 {
            line.push_str(" zz");
        }
        if line.is_empty() {
            line.push_str("zz");
        }
        input.push_str(&line);
        input.push('\n');
        expected.push(n);
    }
    let reports = replay(&BRANDUBH, &input);
    assert_eq!(reports.len(), 2000);
    for (i, (report, n)) in reports.iter().zip(&expected).enumerate() {
        assert_eq!(report["plies"], *n, "game {i}: {report}");
        let erroneous = i % 5 == 0 || *n == 0;
        assert_eq!(report["error"].is_null(), !erroneous, "game {i}: {report}");
        assert_eq!(report["outcome"], Value::Null, "game {i}: {report}");
    }
}

/// A report comes out as soon as its line is read, before the input ends.
#[test]
fn streams_line_by_line() {
    let mut child = Command::new(binary())
        .args(["replay", "--variant", "brandubh"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start hnefi");
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (sender, lines) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if sender.send(line.expect("read stdout")).is_err() {
                break;
            }
        }
    });
    let timeout = Duration::from_secs(60);
    for (game, plies) in [("a4-a5", 1), ("a4-a5 d5-c5 a5-a4", 3)] {
        writeln!(stdin, "{game}").unwrap();
        stdin.flush().unwrap();
        let line = lines.recv_timeout(timeout).unwrap_or_else(|_| {
            let _ = child.kill();
            panic!("no report for {game:?} while standard input stays open")
        });
        let report = json(&line);
        check_report_shape(&report);
        assert_eq!(report["plies"], plies, "{line}");
    }
    drop(stdin);
    let status = child.wait().expect("wait");
    reader.join().unwrap();
    assert!(status.success(), "{status:?}");
}

/// Four Copenhagen defenders walk a reflected Gray code over files b..j of
/// ranks 2, 3, 9 and 10 (each step one square) while an attacker shuttles
/// b6<->c6: every position is new, so 13,120 plies with no ending.
#[test]
fn a_game_of_thirteen_thousand_plies() {
    const RANKS: [usize; 4] = [1, 2, 8, 9]; // ranks 2, 3, 9, 10 from 0
    let mut states: Vec<Vec<usize>> = vec![vec![]];
    for _ in 0..RANKS.len() {
        let mut next = Vec::new();
        for top in 0..9 {
            let lower: Vec<&Vec<usize>> = if top % 2 == 0 {
                states.iter().collect()
            } else {
                states.iter().rev().collect()
            };
            for state in lower {
                let mut s = vec![top];
                s.extend(state);
                next.push(s);
            }
        }
        states = next;
    }
    assert_eq!(states.len(), 6561);
    let pieces = |state: &[usize], attacker: &str| -> String {
        let mut list: Vec<(String, char)> = vec![("f6".into(), 'k'), (attacker.into(), 'a')];
        for (digit, rank) in state.iter().zip(RANKS) {
            list.push((square_name(1 + digit, rank), 'd'));
        }
        let refs: Vec<(&str, char)> = list.iter().map(|(s, c)| (s.as_str(), *c)).collect();
        position(11, &refs, 'a')
    };
    let start = pieces(&states[0], "b6");
    let mut moves = Vec::new();
    for (i, pair) in states.windows(2).enumerate() {
        moves.push(if i % 2 == 0 { "b6-c6" } else { "c6-b6" }.to_string());
        let (from, to) = (&pair[0], &pair[1]);
        let k = (0..4).find(|&k| from[k] != to[k]).unwrap();
        assert_eq!(from[k].abs_diff(to[k]), 1);
        moves.push(format!(
            "{}-{}",
            square_name(1 + from[k], RANKS[k]),
            square_name(1 + to[k], RANKS[k])
        ));
    }
    assert_eq!(moves.len(), 13_120);
    let report = replay_one(
        &["--variant", "copenhagen", "--start", &start],
        &moves.join(" "),
    );
    assert_eq!(report["error"], Value::Null, "{}", report["error"]);
    assert_eq!(report["outcome"], Value::Null);
    assert_eq!(report["plies"], 13_120);
    assert!(
        report["captures"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c == &json!([]))
    );
    assert!(
        report["announcements"]
            .as_array()
            .unwrap()
            .iter()
            .all(Value::is_null)
    );
    let last = states.last().unwrap();
    assert_eq!(report["position"], pieces(last, "b6"));
}

#[test]
fn closed_stdout_does_not_panic() {
    let input = "a4-a5 d5-c5\n".repeat(20_000);
    let run = hnefi_closed_stdout(&args(&["replay"], &BRANDUBH), &input);
    assert!(
        !run.stderr.contains("panicked"),
        "replay into a closed pipe panicked:\n{}",
        run.describe()
    );
}

// --- captures ---------------------------------------------------------------

#[test]
fn a_capture_is_reported_on_its_ply() {
    let report = replay_one(&BRANDUBH, TAKE_C4);
    assert_eq!(report["plies"], 7);
    assert_eq!(report["captures"], json!([[], [], [], [], [], [], ["c4"]]));
    assert_eq!(report["position"], AFTER_TAKE_C4);
    assert_eq!(report["outcome"], Value::Null);
    assert_eq!(report["error"], Value::Null);
}

#[test]
fn several_captures_are_listed_rank_first_then_file() {
    let start = triple_capture_start();
    let report = replay_one(&["--variant", "brandubh", "--start", &start], "c1-c2");
    // Ascending rank first: b2 d2 (rank 2) before c3, not b2 c3 d2.
    assert_eq!(report["captures"], json!([["b2", "d2", "c3"]]));
    assert_eq!(report["position"], AFTER_TRIPLE);
    assert_eq!(report["error"], Value::Null);
}

#[test]
fn a_captured_king_is_listed_and_ends_the_game() {
    let report = replay_one(
        &["--variant", "brandubh", "--start", KING_TAKEN_START],
        "e1-e6",
    );
    assert_eq!(
        report,
        json!({
            "plies": 1,
            "captures": [["f6"]],
            "announcements": [null],
            "outcome": {"winner": "attackers", "reason": "king captured"},
            "position": "7/4a1a/7/7/7/7/7 d",
            "otn_position": "/7/7/7/7/7/4t1t/7/",
            "error": null,
        })
    );
}

/// Noggin: a troll reaching d6 leaves Noggin (d5) with trolls on three
/// sides (c5, d6 and the troll king on e5): the troll king leaps onto d4
/// and removes the Nog there; the moving troll also takes e6 (f6 behind).
#[test]
fn the_troll_kings_leap_reports_the_removed_piece_and_noggin() {
    let start = position(
        9,
        &[
            ("d8", 'a'),
            ("e6", 'd'),
            ("f6", 'a'),
            ("c5", 'a'),
            ("d5", 'k'),
            ("d4", 'd'),
        ],
        'a',
    );
    let report = replay_one(&["--variant", "noggin", "--start", &start], "d8-d6");
    assert_eq!(report["captures"], json!([["d4", "d5", "e6"]]));
    assert_eq!(
        report["outcome"],
        json!({"winner": "attackers", "reason": "king captured"})
    );
    assert_eq!(report["error"], Value::Null);
}

// --- outcomes and announcements -----------------------------------------------

#[test]
fn king_escaped() {
    let report = replay_one(
        &["--variant", "brandubh", "--start", "5a1/7/7/7/7/k6/7 d"],
        "a2-a1",
    );
    assert_eq!(
        report["outcome"],
        json!({"winner": "defenders", "reason": "king escaped"})
    );
    assert_eq!(report["position"], "5a1/7/7/7/7/7/k6 a");
    assert_eq!(report["captures"], json!([[]]));
}

#[test]
fn encircled_is_decided_before_no_legal_moves() {
    // King d4 and defender d3 shut in by attackers; d1-d2 closes the ring.
    let report = replay_one(
        &[
            "--variant",
            "brandubh",
            "--start",
            "7/7/3a3/2aka2/2ada2/7/3a3 a",
        ],
        "d1-d2",
    );
    assert_eq!(
        report["outcome"],
        json!({"winner": "attackers", "reason": "encircled"})
    );
    assert_eq!(report["position"], "7/7/3a3/2aka2/2ada2/3a3/7 d");
    assert_eq!(report["captures"], json!([[]]));
}

#[test]
fn no_legal_moves_loses() {
    // Magpie has no encirclement: the friends and the leprechaun are boxed in.
    let report = replay_one(
        &[
            "--variant",
            "magpie",
            "--start",
            "3a3/7/2ada2/1adkda1/2ada2/3a3/7 a",
        ],
        "d7-d6",
    );
    assert_eq!(
        report["outcome"],
        json!({"winner": "attackers", "reason": "no legal moves"})
    );
    assert_eq!(report["position"], "7/3a3/2ada2/1adkda1/2ada2/3a3/7 d");
}

#[test]
fn repetition_ends_brandubh_against_the_repeating_side() {
    let report = replay_one(&BRANDUBH, &SHUFFLE.join(" "));
    assert_eq!(report["plies"], 8);
    assert_eq!(
        report["outcome"],
        json!({"winner": "attackers", "reason": "repetition"})
    );
    assert_eq!(report["position"], BRANDUBH_START);
    assert_eq!(report["error"], Value::Null);
    // Seven plies are not enough.
    let report = replay_one(&BRANDUBH, &SHUFFLE[..7].join(" "));
    assert_eq!(report["outcome"], Value::Null);
    assert_eq!(report["position"], "3a3/3a3/2d4/aadkdaa/3d3/3a3/3a3 d");
}

#[test]
fn repetition_draws_magpie() {
    let report = replay_one(&["--variant", "magpie"], &SHUFFLE.join(" "));
    assert_eq!(
        report["outcome"],
        json!({"winner": "draw", "reason": "repetition"})
    );
}

#[test]
fn exit_fort_wins_copenhagen() {
    let pieces = [
        ("d9", 'a'),
        ("h9", 'a'),
        ("b3", 'd'),
        ("f3", 'd'),
        ("e2", 'd'),
        ("g2", 'd'),
        ("e1", 'd'),
        ("f1", 'k'),
        ("g1", 'd'),
    ];
    let start = position(11, &pieces, 'd');
    let args = ["--variant", "copenhagen", "--start", &start];
    // b3-e3 closes the fort around f1-f2.
    let report = replay_one(&args, "b3-e3");
    assert_eq!(
        report["outcome"],
        json!({"winner": "defenders", "reason": "exit fort"})
    );
    // b3-c3 leaves f3 unprotected: the game goes on.
    let report = replay_one(&args, "b3-c3");
    assert_eq!(report["outcome"], Value::Null);
}

/// Noggin on c3, blocked left (troll a3), down (troll c1), right (Nog d3);
/// c5-d5 opens the file upwards: exactly one clear line, "uit nog".
const UIT_NOG_START: &str = "8a/9/9/9/2d6/9/a1kd5/9/2a6 d";

#[test]
fn uit_nog_is_announced_and_the_swift_escape_wins() {
    // OTN cannot write Noggin's troll king (docs/cli.md "hnefi replay").
    for (variant, otn) in [
        ("noggin", Value::Null),
        ("knut", json!("/2t6/9/t2T5/9/3T5/9/9/8t/2K6/")),
    ] {
        let report = replay_one(
            &["--variant", variant, "--start", UIT_NOG_START],
            "c5-d5 i9-i8 c3-c9",
        );
        assert_eq!(
            report,
            json!({
                "plies": 3,
                "captures": [[], [], []],
                "announcements": ["uit nog", "uit nog", null],
                "outcome": {"winner": "defenders", "reason": "king escaped"},
                "position": "2k6/8a/9/9/3d5/9/a2d5/9/2a6 a",
                "otn_position": otn,
                "error": null,
            }),
            "{variant}"
        );
    }
}

#[test]
fn tuit_nog_wins_and_two_lines_are_not_announced() {
    let report = replay_one(
        &["--variant", "noggin", "--start", UIT_NOG_START],
        "c5-d5 i9-i8 d3-d2",
    );
    assert_eq!(report["announcements"], json!(["uit nog", "uit nog", null]));
    assert_eq!(
        report["outcome"],
        json!({"winner": "defenders", "reason": "tuit nog"})
    );
    assert_eq!(report["position"], "9/8a/9/9/3d5/9/a1k6/3d5/2a6 a");
}

#[test]
fn no_announcements_outside_noggin_variants() {
    let report = replay_one(&BRANDUBH, TAKE_C4);
    assert_eq!(
        report["announcements"],
        json!([null, null, null, null, null, null, null])
    );
}

// --- errors ---------------------------------------------------------------------

#[test]
fn the_first_bad_move_is_reported_and_later_moves_ignored() {
    let report = replay_one(&BRANDUBH, "a4-a5 d5-c5 zz a5-a4 c5-d5");
    assert_eq!(report["plies"], 2);
    assert_eq!(
        report["error"],
        json!({"ply": 2, "move": "zz", "message": report["error"]["message"]})
    );
    assert_eq!(report["position"], "3a3/3a3/a1d4/1adkdaa/3d3/3a3/3a3 a");
    // An illegal move followed by legal ones.
    let report = replay_one(&BRANDUBH, "a4-a5 a5-a4 d5-c5");
    assert_eq!(report["plies"], 1);
    assert_eq!(report["error"]["ply"], 1);
    assert_eq!(report["error"]["move"], "a5-a4");
    assert_eq!(report["position"], "3a3/3a3/a2d3/1adkdaa/3d3/3a3/3a3 d");
}

#[test]
fn garbage_notation_is_an_error_at_its_ply() {
    for token in [
        "zz",
        "x",
        "-",
        "a4-",
        "-a5",
        "a4--a5",
        "a0-a1",
        "z1-z2",
        "a4-a5-a6",
        "a99999999999999999999-a1",
        "é4-é5",
        "a4-a5xq",
        "🂡",
    ] {
        let report = replay_one(&BRANDUBH, &format!("a4-a5 {token} d5-c5"));
        assert_eq!(report["plies"], 1, "{token}: {report}");
        assert_eq!(report["error"]["ply"], 1, "{token}: {report}");
        assert_eq!(report["error"]["move"], token, "{token}: {report}");
        let message = report["error"]["message"].as_str().unwrap();
        assert_ne!(message, "game is over", "{token}");
    }
}

#[test]
fn illegal_moves_are_explained() {
    // (move, a square the message must name) from the Brandubh start.
    for (mv, named) in [
        ("a4-a1", "a1"), // corner
        ("d1-d3", "d3"), // occupied
        ("d7-d5", "d5"), // occupied
        ("c6-c7", "c6"), // empty square
        ("d5-c5", "d5"), // the defenders' piece on the attackers' turn
        ("a4-h4", "h4"), // off the board
        ("d7-a7", "a7"), // corner at the end of a clear path
    ] {
        let report = replay_one(&BRANDUBH, mv);
        assert_eq!(report["plies"], 0, "{mv}");
        assert_eq!(report["error"]["move"], mv);
        let message = report["error"]["message"].as_str().unwrap();
        assert!(
            message.contains(named),
            "the message for {mv} should name {named}: {message:?}"
        );
    }
    for mv in ["a4-b5", "a4-a4"] {
        let report = replay_one(&BRANDUBH, mv);
        assert_eq!(report["plies"], 0, "{mv}");
        let message = report["error"]["message"].as_str().unwrap();
        assert!(
            message.len() > 5 && message != "game is over",
            "{mv}: {message}"
        );
    }
}

#[test]
fn a_move_after_the_end_is_game_is_over() {
    let report = replay_one(
        &["--variant", "brandubh", "--start", KING_TAKEN_START],
        "e1-e6 g6-g5 zz",
    );
    assert_eq!(report["plies"], 1);
    assert_eq!(
        report["error"],
        json!({"ply": 1, "move": "g6-g5", "message": "game is over"})
    );
    assert_eq!(
        report["outcome"],
        json!({"winner": "attackers", "reason": "king captured"})
    );
    assert_eq!(report["position"], "7/4a1a/7/7/7/7/7 d");

    let mut moves = SHUFFLE.join(" ");
    moves.push_str(" a4-a5 garbage");
    let report = replay_one(&BRANDUBH, &moves);
    assert_eq!(report["plies"], 8);
    assert_eq!(
        report["error"],
        json!({"ply": 8, "move": "a4-a5", "message": "game is over"})
    );
    assert_eq!(report["position"], BRANDUBH_START);
}

#[test]
fn a_start_without_king_refuses_every_move_as_game_over() {
    let report = replay_one(
        &[
            "--variant",
            "brandubh",
            "--start",
            "3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a",
        ],
        "d1-c1",
    );
    assert_eq!(report["plies"], 0);
    assert_eq!(
        report["error"],
        json!({"ply": 0, "move": "d1-c1", "message": "game is over"})
    );
    assert_eq!(report["outcome"]["winner"], "attackers");
}

#[test]
fn noggin_may_not_repeat_a_third_time() {
    let moves = "g5-g6 d9-c9 g6-g5 c9-d9 g5-g6 d9-c9 g6-g5 c9-d9 g5-g6 d9-c9";
    let report = replay_one(&["--variant", "noggin"], moves);
    assert_eq!(report["plies"], 8);
    assert_eq!(report["error"]["ply"], 8);
    assert_eq!(report["error"]["move"], "g5-g6");
    assert_ne!(report["error"]["message"], "game is over");
    assert_eq!(report["outcome"], Value::Null);
    assert_eq!(report["position"], format!("{TABLUT_BOARD} d"));
}

// --- notation and capture suffixes --------------------------------------------------

#[test]
fn accepted_move_forms() {
    let report = replay_one(&BRANDUBH, "a4a5 D5-C5 a5-a4xb5");
    assert_eq!(report["plies"], 3, "{report}");
    assert_eq!(report["position"], "3a3/3a3/2d4/aadkdaa/3d3/3a3/3a3 d");
}

#[test]
fn capture_suffixes_are_ignored_without_check_captures() {
    // Wrong suffix on a quiet move, no suffix on a capture, wrong suffix on a capture.
    let report = replay_one(&BRANDUBH, "a4-a5xb5xc5 d5-c5xa1");
    assert_eq!(report["plies"], 2);
    assert_eq!(report["error"], Value::Null);
    assert_eq!(report["captures"], json!([[], []]));
    let start = triple_capture_start();
    for mv in ["c1-c2", "c1-c2xe7", "c1-c2xd2", "c1-c2xb2xd2xc3"] {
        let report = replay_one(&["--variant", "brandubh", "--start", &start], mv);
        assert_eq!(report["error"], Value::Null, "{mv}");
        assert_eq!(report["captures"], json!([["b2", "d2", "c3"]]), "{mv}");
    }
}

#[test]
fn check_captures_accepts_the_right_suffixes() {
    let moves = "b4-b5 d3-e3 b5-c5 e3-f3 d2-c2 f3-e3 c2-c3xc4";
    let report = replay_one(&["--variant", "brandubh", "--check-captures"], moves);
    assert_eq!(report["error"], Value::Null);
    assert_eq!(report["plies"], 7);
    assert_eq!(report["position"], AFTER_TAKE_C4);
    let start = triple_capture_start();
    let report = replay_one(
        &[
            "--variant",
            "brandubh",
            "--start",
            &start,
            "--check-captures",
        ],
        "c1-c2xb2xd2xc3",
    );
    assert_eq!(report["error"], Value::Null);
    assert_eq!(report["captures"], json!([["b2", "d2", "c3"]]));
    // A captured king may be marked.
    let report = replay_one(
        &[
            "--variant",
            "brandubh",
            "--start",
            KING_TAKEN_START,
            "--check-captures",
        ],
        "e1-e6xf6",
    );
    assert_eq!(report["error"], Value::Null);
    assert_eq!(report["captures"], json!([["f6"]]));
}

#[test]
fn check_captures_refuses_a_differing_suffix() {
    // On the seventh ply: wrong square, missing suffix, extra square.
    for last in ["c2-c3xc5", "c2-c3", "c2-c3xc4xd3"] {
        let moves = format!("b4-b5 d3-e3 b5-c5 e3-f3 d2-c2 f3-e3 {last} d5-d6");
        let report = replay_one(&["--variant", "brandubh", "--check-captures"], &moves);
        assert_eq!(report["plies"], 6, "{last}: {report}");
        assert_eq!(report["error"]["ply"], 6, "{last}");
        assert_eq!(report["error"]["move"], last);
        assert_ne!(report["error"]["message"], "game is over");
        // The refused move is not applied.
        assert_eq!(
            report["position"], "3a3/3a3/2ad3/a1dkdaa/4d2/2a4/3a3 a",
            "{last}"
        );
    }
    // A suffix on a move that captures nothing.
    let report = replay_one(&["--variant", "brandubh", "--check-captures"], "a4-a5xb5");
    assert_eq!(report["plies"], 0);
    assert_eq!(report["error"]["move"], "a4-a5xb5");
    assert_eq!(report["position"], BRANDUBH_START);
    // Part of a multiple capture.
    let start = triple_capture_start();
    let report = replay_one(
        &[
            "--variant",
            "brandubh",
            "--start",
            &start,
            "--check-captures",
        ],
        "c1-c2xd2",
    );
    assert_eq!(report["plies"], 0);
    assert_eq!(report["error"]["move"], "c1-c2xd2");
    assert_eq!(report["position"], start);
}

// --- --start, --first, --layout -----------------------------------------------------

#[test]
fn start_replaces_the_start_position_and_side_to_move() {
    let start = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d";
    let report = replay_one(&["--variant", "brandubh", "--start", start], "d5-c5");
    assert_eq!(report["error"], Value::Null);
    assert_eq!(report["position"], "3a3/3a3/2d4/aadkdaa/3d3/3a3/3a3 a");
    // The attackers may not move first from it.
    let report = replay_one(&["--variant", "brandubh", "--start", start], "a4-a5");
    assert_eq!(report["plies"], 0);
    assert_eq!(report["position"], start);
}

#[test]
fn first_decides_who_moves_first_in_tafl9() {
    let tafl = ["--variant", "tafl9"];
    // Without --first, replay assumes the attackers.
    let report = replay_one(&tafl, "e6-h6");
    assert_eq!(report["plies"], 0, "{report}");
    assert_eq!(report["position"], format!("{TABLUT_BOARD} a"));
    let report = replay_one(&tafl, "e8-h8");
    assert_eq!(report["error"], Value::Null);

    let report = replay_one(&args(&tafl, &["--first", "defenders"]), "e6-h6 e8-g8");
    assert_eq!(report["error"], Value::Null, "{report}");
    assert_eq!(report["plies"], 2);
    assert_eq!(
        report["position"],
        "3aaa3/6a2/4d4/a6da/aaddkddaa/a3d3a/4d4/4a4/3aaa3 d"
    );
    let report = replay_one(&args(&tafl, &["--first", "defenders"]), "e8-h8");
    assert_eq!(report["plies"], 0);
    assert_eq!(report["position"], format!("{TABLUT_BOARD} d"));

    let report = replay_one(&args(&tafl, &["--first", "attackers"]), "e8-h8");
    assert_eq!(report["error"], Value::Null);
    assert_eq!(
        report["position"],
        "3aaa3/7a1/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3 d"
    );
}

#[test]
fn start_wins_over_first() {
    let attackers = format!("{TABLUT_BOARD} a");
    let report = replay_one(
        &[
            "--variant",
            "tafl9",
            "--first",
            "defenders",
            "--start",
            &attackers,
        ],
        "e8-h8",
    );
    assert_eq!(report["error"], Value::Null, "{report}");
    let report = replay_one(
        &[
            "--variant",
            "tafl9",
            "--start",
            &attackers,
            "--first",
            "defenders",
        ],
        "e6-h6",
    );
    assert_eq!(report["plies"], 0, "{report}");
    assert_eq!(report["position"], attackers);

    let defenders = format!("{TABLUT_BOARD} d");
    let report = replay_one(
        &[
            "--variant",
            "tafl9",
            "--first",
            "attackers",
            "--start",
            &defenders,
        ],
        "e6-h6",
    );
    assert_eq!(report["error"], Value::Null, "{report}");
}

#[test]
fn layout_picks_the_magpie_layout() {
    // c7 holds a thief in ballinderry-2 only; b6 in ballinderry-3 only.
    let report = replay_one(
        &["--variant", "magpie", "--layout", "ballinderry-2"],
        "c7-c6",
    );
    assert_eq!(report["error"], Value::Null, "{report}");
    assert_eq!(report["position"], "4a2/2a4/a2d2a/2dkd2/a2d2a/7/2a1a2 d");
    let report = replay_one(
        &["--variant", "magpie", "--layout", "ballinderry-3"],
        "b6-b5",
    );
    assert_eq!(report["error"], Value::Null, "{report}");
    for layout in [None, Some("cross")] {
        let mut a = vec!["--variant", "magpie"];
        if let Some(layout) = layout {
            a.extend(["--layout", layout]);
        }
        let report = replay_one(&a, "c7-c6");
        assert_eq!(report["plies"], 0, "{layout:?}");
        assert_eq!(report["position"], BRANDUBH_START, "{layout:?}");
    }
}

// --- bad input ------------------------------------------------------------------------

#[test]
fn bad_arguments_fail_with_one_line() {
    let cases: [&[&str]; 16] = [
        &["replay", "--variant", "nope"],
        &["replay", "--variant", ""],
        &["replay", "--variant", "magpie", "--layout", "nope"],
        &["replay", "--variant", "brandubh", "--layout", "cross"],
        &["replay", "--variant", "brandubh", "--start", "garbage"],
        &["replay", "--variant", "brandubh", "--start", "3a3/3a3"],
        &[
            "replay",
            "--variant",
            "brandubh",
            "--start",
            "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3",
        ],
        &[
            "replay",
            "--variant",
            "brandubh",
            "--start",
            "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 x",
        ],
        &[
            "replay",
            "--variant",
            "brandubh",
            "--start",
            "3a3/3a3/3d3/aadkdka/3d3/3a3/3a3 a",
        ],
        &[
            "replay",
            "--variant",
            "brandubh",
            "--start",
            "a2a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a",
        ],
        &[
            "replay",
            "--variant",
            "brandubh",
            "--start",
            "3a3/3a3/3d3/aadkdae/3d3/3a3/3a3 a",
        ],
        &[
            "replay",
            "--variant",
            "brandubh",
            "--start",
            "3a3/3a3/3d3/aadkdaaa/3d3/3a3/3a3 a",
        ],
        &[
            "replay",
            "--variant",
            "noggin",
            "--start",
            "3aaa3/4a4/4d4/a3d3a/aadddkdaa/a3d3a/4d4/4a4/3aaa3 d",
        ],
        &["replay", "--variant", "tafl9", "--first", "nobody"],
        &["replay", "--variant", "brandubh", "--bogus"],
        &["replay"],
    ];
    for args in cases {
        // Even with games waiting on stdin, nothing is printed on stdout.
        hnefi_fails(args, "a4-a5\n");
    }
}

#[test]
fn a_missing_flag_is_named_in_the_message() {
    let line = hnefi_fails(&["replay"], "");
    assert!(
        line.contains("--variant"),
        "the one-line message should say what is missing: {line:?}"
    );
}

#[test]
fn odd_input_never_panics_and_gets_one_report_per_line() {
    let mut input: Vec<u8> = Vec::new();
    input.extend_from_slice(b"\xff\xfe\xfd\n");
    input.extend_from_slice(b"a4-a5\0d5-c5\n");
    input.extend_from_slice(&b"a4-a5 ".repeat(10_000));
    input.push(b'\n');
    input.extend_from_slice(&[b'a'; 100_000]);
    input.push(b'\n');
    input.extend_from_slice(b"a4-a5\r\n");
    input.extend_from_slice("e\u{301}3-e6 \u{202e}a4-a5\n".as_bytes());
    let run = hnefi_bytes(&["replay", "--variant", "brandubh"], &input);
    assert!(run.success(), "{}", run.describe());
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 6, "{}", run.describe());
    for line in &lines {
        check_report_shape(&json(line));
    }
    assert_eq!(json(lines[2])["plies"], 1);
    assert_eq!(json(lines[2])["error"]["ply"], 1);
    assert_eq!(json(lines[4])["plies"], 1);
    assert_eq!(json(lines[4])["error"], Value::Null);
}

// --- the Copenhagen corpus ----------------------------------------------------------

#[test]
fn copenhagen_corpus_replays_with_checked_captures() {
    let path = data_dir().join("copenhagen.csv");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!(
            "\n!!!!! SKIPPED copenhagen_corpus_replays_with_checked_captures: {} not found !!!!!\n",
            path.display()
        );
        return;
    };
    let mut games = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let moves = line.split(',').next().unwrap_or("");
        let mut tokens: Vec<&str> = moves.split_whitespace().collect();
        if tokens.last() == Some(&"timeout") {
            tokens.pop();
        }
        // A record without moves would be a blank line: nothing to replay.
        if !tokens.is_empty() {
            games.push(tokens);
        }
    }
    assert!(games.len() > 1000, "{} games", games.len());
    let input: String = games.iter().map(|g| g.join(" ") + "\n").collect();
    let reports = replay(&["--variant", "copenhagen", "--check-captures"], &input);
    assert_eq!(reports.len(), games.len());
    let mut failures = Vec::new();
    let mut ended_early = 0;
    for (i, (report, game)) in reports.iter().zip(&games).enumerate() {
        match &report["error"] {
            Value::Null => {
                if report["plies"] != game.len() {
                    failures.push(format!(
                        "game {}: plies {} of {}",
                        i + 1,
                        report["plies"],
                        game.len()
                    ));
                }
            }
            error if error["message"] == "game is over" => {
                ended_early += 1;
                if report["outcome"].is_null() {
                    failures.push(format!("game {}: over without outcome: {report}", i + 1));
                }
            }
            error => failures.push(format!("game {} (line {}): {error}", i + 1, i + 1)),
        }
        // Independently of --check-captures: the reported captures are the
        // record's suffixes (a captured king is not marked in the record).
        let captures = report["captures"].as_array().unwrap();
        let king_taken = report["outcome"]["reason"] == "king captured";
        for (ply, (reported, token)) in captures.iter().zip(game).enumerate() {
            let mut claimed: Vec<&str> = token.split('x').skip(1).collect();
            claimed.sort_unstable();
            claimed.dedup();
            let mut got: Vec<&str> = reported
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap())
                .collect();
            got.sort_unstable();
            let last = ply + 1 == captures.len();
            let agrees = got == claimed
                || (last
                    && king_taken
                    && got.len() == claimed.len() + 1
                    && claimed.iter().all(|c| got.contains(c)));
            if !agrees {
                failures.push(format!(
                    "game {} ply {ply} {token}: reported {reported}",
                    i + 1
                ));
            }
        }
    }
    eprintln!(
        "copenhagen corpus: {} games, {} ended early by our rules",
        games.len(),
        ended_early
    );
    assert!(
        failures.is_empty(),
        "{} of {} games disagree:\n{}",
        failures.len(),
        games.len(),
        failures.join("\n")
    );
}
