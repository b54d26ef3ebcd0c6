//! Shared helpers for the end-to-end tests of the `hnefi` command line
//! (`docs/cli.md`): run the real binary, check the one-line failure
//! contract, parse and shape-check `replay` reports.

#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::Value;

/// Brandubh's start position (docs/rules.md section 2).
pub const BRANDUBH_START: &str = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a";
/// The Tablut layout of Noggin, Knut, Thor and Tafl, without the side to move.
pub const TABLUT_BOARD: &str = "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3";
/// Copenhagen's start position (docs/rules.md 4.1).
pub const COPENHAGEN_START: &str =
    "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a";

/// Every outcome reason of docs/rules.md section 1 (and the variant-specific ones).
pub const REASONS: [&str; 11] = [
    "king captured",
    "king escaped",
    "encircled",
    "no legal moves",
    "repetition",
    "resigned",
    "timeout",
    "draw agreed",
    "aborted",
    "tuit nog",
    "exit fort",
];

/// What one run of the binary produced.
#[derive(Debug)]
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn success(&self) -> bool {
        self.code == Some(0)
    }

    /// Describes the run for assertion messages.
    pub fn describe(&self) -> String {
        format!(
            "exit {:?}\n--- stdout ---\n{}\n--- stderr ---\n{}",
            self.code,
            truncate(&self.stdout, 2000),
            truncate(&self.stderr, 2000)
        )
    }
}

fn truncate(text: &str, max: usize) -> String {
    if text.len() <= max {
        text.to_string()
    } else {
        let mut end = max;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        format!("{}... ({} bytes in all)", &text[..end], text.len())
    }
}

pub fn binary() -> &'static str {
    env!("CARGO_BIN_EXE_hnefi")
}

/// Runs `hnefi ARGS` with `stdin` as standard input. Every run is checked
/// against the contract's "none of them may panic".
pub fn hnefi_bytes(args: &[&str], stdin: &[u8]) -> Run {
    let mut child = Command::new(binary())
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start the hnefi binary");
    let mut input = child.stdin.take().expect("stdin is piped");
    let data = stdin.to_vec();
    // Feed standard input from a thread so a large input cannot dead-lock
    // against a large output; the child may stop reading early (ignored).
    let feeder = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let output = child.wait_with_output().expect("cannot wait for hnefi");
    let _ = feeder.join();
    let run = Run {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    assert!(
        !run.stderr.contains("panicked"),
        "hnefi {args:?} panicked\n{}",
        run.describe()
    );
    run
}

/// Runs `hnefi ARGS` with the text `stdin` as standard input.
pub fn hnefi(args: &[&str], stdin: &str) -> Run {
    hnefi_bytes(args, stdin.as_bytes())
}

/// Runs `hnefi ARGS`, expecting success with nothing on stderr.
pub fn hnefi_ok(args: &[&str], stdin: &str) -> String {
    let run = hnefi(args, stdin);
    assert!(
        run.success(),
        "hnefi {args:?} should succeed\n{}",
        run.describe()
    );
    assert!(
        run.stderr.is_empty(),
        "hnefi {args:?} should print nothing on stderr\n{}",
        run.describe()
    );
    run.stdout
}

/// Runs `hnefi ARGS`, expecting the failure contract: a non-zero exit,
/// exactly one non-empty line on stderr and nothing on stdout. Returns the line.
pub fn hnefi_fails(args: &[&str], stdin: &str) -> String {
    let run = hnefi(args, stdin);
    assert_one_line_failure(args, &run);
    run.stderr.trim_end_matches('\n').to_string()
}

pub fn assert_one_line_failure(args: &[&str], run: &Run) {
    assert!(
        !run.success() && run.code.is_some(),
        "hnefi {args:?} should exit non-zero\n{}",
        run.describe()
    );
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        lines.len(),
        1,
        "hnefi {args:?} should print exactly one line on stderr\n{}",
        run.describe()
    );
    assert!(
        run.stderr.ends_with('\n') && !lines[0].trim().is_empty(),
        "hnefi {args:?}: the stderr line should be a non-empty line\n{}",
        run.describe()
    );
    assert!(
        run.stdout.is_empty(),
        "hnefi {args:?} should print nothing on stdout when it fails\n{}",
        run.describe()
    );
}

/// Runs `hnefi ARGS` with stdout connected to a pipe nobody reads (closed
/// at once, as in `hnefi ... | head -0`). Returns the run (stdout is empty).
pub fn hnefi_closed_stdout(args: &[&str], stdin: &str) -> Run {
    let mut child = Command::new(binary())
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start the hnefi binary");
    drop(child.stdout.take());
    let mut input = child.stdin.take().expect("stdin is piped");
    let data = stdin.as_bytes().to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let output = child.wait_with_output().expect("cannot wait for hnefi");
    let _ = feeder.join();
    Run {
        code: output.status.code(),
        stdout: String::new(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Parses one JSON document.
pub fn json(text: &str) -> Value {
    serde_json::from_str(text.trim_end_matches('\n'))
        .unwrap_or_else(|e| panic!("not one JSON document ({e}):\n{}", truncate(text, 2000)))
}

/// `hnefi replay ARGS` on `input`: succeeds, and prints one shape-checked
/// JSON object per line. Returns the objects.
pub fn replay(args: &[&str], input: &str) -> Vec<Value> {
    let mut full = vec!["replay"];
    full.extend_from_slice(args);
    let stdout = hnefi_ok(&full, input);
    assert!(
        stdout.is_empty() || stdout.ends_with('\n'),
        "every report ends its line: {stdout:?}"
    );
    stdout
        .lines()
        .map(|line| {
            let value: Value = serde_json::from_str(line).unwrap_or_else(|e| {
                panic!("replay printed a line that is not JSON ({e}): {line:?}")
            });
            check_report_shape(&value);
            value
        })
        .collect()
}

/// `hnefi replay ARGS` on a single game: exactly one report.
pub fn replay_one(args: &[&str], game: &str) -> Value {
    let reports = replay(args, &format!("{game}\n"));
    assert_eq!(reports.len(), 1, "one game in, one report out: {reports:?}");
    reports.into_iter().next().unwrap()
}

/// Checks that a report has exactly the contract's fields with their types
/// (`legal` only with `--legal`).
pub fn check_report_shape(report: &Value) {
    let object = report
        .as_object()
        .unwrap_or_else(|| panic!("a report is a JSON object: {report}"));
    let mut keys: Vec<&str> = object
        .keys()
        .map(String::as_str)
        .filter(|k| *k != "legal")
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "announcements",
            "captures",
            "error",
            "otn_position",
            "outcome",
            "plies",
            "position"
        ],
        "report fields: {report}"
    );
    assert!(
        report["otn_position"].is_null()
            || report["otn_position"]
                .as_str()
                .is_some_and(|p| p.starts_with('/') && p.ends_with('/')),
        "otn_position is null or an OTN position record: {report}"
    );
    if let Some(legal) = object.get("legal") {
        let lists = legal
            .as_array()
            .unwrap_or_else(|| panic!("legal is an array: {report}"));
        let plies = report["plies"].as_u64().unwrap_or_default();
        assert_eq!(lists.len() as u64, plies + 1, "plies + 1 lists: {report}");
        for list in lists {
            let moves: Vec<&str> = list
                .as_array()
                .unwrap_or_else(|| panic!("legal[i] is an array: {report}"))
                .iter()
                .map(|m| m.as_str().expect("moves are strings"))
                .collect();
            let mut sorted = moves.clone();
            sorted.sort_unstable();
            assert_eq!(moves, sorted, "legal[i] is sorted: {report}");
        }
    }
    let plies = report["plies"]
        .as_u64()
        .unwrap_or_else(|| panic!("plies is a non-negative integer: {report}"));
    let captures = report["captures"]
        .as_array()
        .unwrap_or_else(|| panic!("captures is an array: {report}"));
    assert_eq!(
        captures.len() as u64,
        plies,
        "one captures entry per ply: {report}"
    );
    for entry in captures {
        let squares = entry
            .as_array()
            .unwrap_or_else(|| panic!("captures[i] is an array: {report}"));
        assert!(
            squares.iter().all(Value::is_string),
            "captures[i] holds square names: {report}"
        );
    }
    let announcements = report["announcements"]
        .as_array()
        .unwrap_or_else(|| panic!("announcements is an array: {report}"));
    assert_eq!(
        announcements.len() as u64,
        plies,
        "one announcement per ply: {report}"
    );
    for a in announcements {
        assert!(
            a.is_null() || a == "uit nog",
            "an announcement is null or \"uit nog\": {report}"
        );
    }
    match &report["outcome"] {
        Value::Null => {}
        Value::Object(outcome) => {
            let mut keys: Vec<&str> = outcome.keys().map(String::as_str).collect();
            keys.sort_unstable();
            assert_eq!(keys, ["reason", "winner"], "outcome fields: {report}");
            let winner = outcome["winner"].as_str().unwrap_or_default();
            assert!(
                ["attackers", "defenders", "draw"].contains(&winner),
                "winner: {report}"
            );
            let reason = outcome["reason"].as_str().unwrap_or_default();
            assert!(
                REASONS.contains(&reason),
                "reason from docs/rules.md: {report}"
            );
        }
        _ => panic!("outcome is null or an object: {report}"),
    }
    assert!(
        report["position"].is_string(),
        "position is a string: {report}"
    );
    match &report["error"] {
        Value::Null => {}
        Value::Object(error) => {
            let mut keys: Vec<&str> = error.keys().map(String::as_str).collect();
            keys.sort_unstable();
            assert_eq!(keys, ["message", "move", "ply"], "error fields: {report}");
            assert_eq!(
                error["ply"].as_u64(),
                Some(plies),
                "the failing move is the one after the applied ones: {report}"
            );
            assert!(error["move"].is_string(), "error.move: {report}");
            assert!(
                error["message"].as_str().is_some_and(|m| !m.is_empty()),
                "error.message is a non-empty string: {report}"
            );
        }
        _ => panic!("error is null or an object: {report}"),
    }
}

/// Builds a position string from `size` x `size` pieces: `pieces` lists
/// (square, letter) pairs such as ("d4", 'k'); `side` is 'a' or 'd'.
pub fn position(size: usize, pieces: &[(&str, char)], side: char) -> String {
    let mut board = vec![vec![None; size]; size];
    for (square, piece) in pieces {
        let (file, rank) = square_index(square);
        assert!(file < size && rank < size, "{square} is off the board");
        board[rank][file] = Some(*piece);
    }
    let mut ranks = Vec::new();
    for rank in (0..size).rev() {
        let mut text = String::new();
        let mut empty = 0;
        for cell in &board[rank] {
            match cell {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(*piece);
                }
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        ranks.push(text);
    }
    format!("{} {side}", ranks.join("/"))
}

/// (file, rank) from 0 of a square name such as `c10`.
pub fn square_index(square: &str) -> (usize, usize) {
    let file = (square.as_bytes()[0] - b'a') as usize;
    let rank: usize = square[1..].parse().expect("a square name");
    (file, rank - 1)
}

/// The square name of (file, rank) counted from 0.
pub fn square_name(file: usize, rank: usize) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

/// `../shared/data` next to the repository, if it exists.
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data")
}

/// Shorthand for a `serde_json::Value` list of strings.
pub fn strings(items: &[&str]) -> Value {
    Value::Array(items.iter().map(|s| Value::from(*s)).collect())
}
