//! `hnefi bench` (docs/cli.md), end to end through the binary.

mod common;

use common::*;
use hnefi_store::Backend;
use hnefi_store::testing;
use serde_json::Value;

fn figures() -> Vec<Value> {
    let stdout = hnefi_ok(&["bench", "--quick", "--json"], "");
    assert_eq!(
        stdout.trim_end().lines().count(),
        1,
        "one JSON array on one line: {stdout}"
    );
    match json(&stdout) {
        Value::Array(list) => list,
        other => panic!("`bench --json` prints a JSON array, got {other}"),
    }
}

#[test]
fn json_figures_have_exactly_bench_value_unit_note() {
    let list = figures();
    assert!(!list.is_empty(), "at least one figure");
    let mut names = Vec::new();
    for figure in &list {
        let object = figure.as_object().expect("a figure is an object");
        let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["bench", "note", "unit", "value"], "{figure}");
        let bench = figure["bench"].as_str().expect("bench is a string");
        assert!(!bench.trim().is_empty(), "{figure}");
        names.push(bench.to_string());
        let value = figure["value"].as_f64().expect("value is a number");
        assert!(value.is_finite() && value >= 0.0, "{figure}");
        assert!(
            figure["unit"]
                .as_str()
                .is_some_and(|u| !u.trim().is_empty()),
            "unit is a non-empty string: {figure}"
        );
        assert!(figure["note"].is_string(), "note is a string: {figure}");
    }
    let count = names.len();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), count, "bench names are unique: {names:?}");
}

#[test]
fn json_covers_move_generation_and_replay() {
    let list = figures();
    let names: Vec<&str> = list.iter().filter_map(|f| f["bench"].as_str()).collect();
    for part in ["movegen", "replay"] {
        let found: Vec<&&str> = names.iter().filter(|n| n.contains(part)).collect();
        assert!(!found.is_empty(), "a {part} figure: {names:?}");
        for figure in list
            .iter()
            .filter(|f| f["bench"].as_str().is_some_and(|n| n.contains(part)))
        {
            assert!(
                figure["value"].as_f64().is_some_and(|v| v > 0.0),
                "a measured {part} figure is positive: {figure}"
            );
        }
    }
}

#[test]
fn plain_output_is_human_readable_and_names_each_figure() {
    let names: Vec<String> = figures()
        .iter()
        .map(|f| f["bench"].as_str().unwrap().to_string())
        .collect();
    let stdout = hnefi_ok(&["bench", "--quick"], "");
    assert!(
        serde_json::from_str::<Value>(&stdout).is_err(),
        "plain `bench` is not JSON: {stdout}"
    );
    for name in names {
        assert!(
            stdout.contains(&name),
            "plain output names {name}:\n{stdout}"
        );
    }
}

#[test]
fn bad_arguments_fail_with_one_line() {
    hnefi_fails(&["bench", "--bogus"], "");
}

#[test]
fn closed_stdout_does_not_panic() {
    let run = hnefi_closed_stdout(&["bench", "--quick", "--json"], "");
    assert!(
        !run.stderr.contains("panicked"),
        "`bench` with its stdout closed panicked:\n{}",
        run.describe()
    );
}

/// docs/cli.md `bench --database`: on PostgreSQL the service figures are
/// measured in a schema of their own, the throughput by this process and
/// by two processes of their own (started by the bench, each with its own
/// app and background loops). Needs PostgreSQL (HNEFI_TEST_POSTGRES).
#[tokio::test]
async fn service_figures_on_postgresql_include_two_processes() {
    testing::run(Backend::Postgres, async {
        let server = testing::postgres_server().expect("checked by testing::run");
        let args = [
            "bench",
            "--quick",
            "--json",
            "service",
            "--database",
            &server,
        ];
        let list = match json(&hnefi_ok(&args, "")) {
            Value::Array(list) => list,
            other => panic!("`bench --json` prints a JSON array, got {other}"),
        };
        for name in [
            "service.postgres.move_sequential_p99",
            "service.postgres.move_conditional_p99",
            "service.postgres.moves_512_games_1_process",
            "service.postgres.moves_512_games_2_process",
            "service.postgres.deadline_to_post_max",
        ] {
            let figure = list
                .iter()
                .find(|f| f["bench"] == name)
                .unwrap_or_else(|| panic!("no {name} in {list:?}"));
            assert!(
                figure["value"].as_f64().is_some_and(|v| v > 0.0),
                "{name} was measured: {figure}"
            );
        }
        let two = list
            .iter()
            .find(|f| f["bench"] == "service.postgres.moves_512_games_2_process")
            .expect("found above");
        assert!(
            two["note"]
                .as_str()
                .is_some_and(|n| n.contains("2 process")),
            "{two}"
        );
    })
    .await;
}
