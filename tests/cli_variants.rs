//! `hnefi variants [--json]` (docs/cli.md), end to end through the binary.

mod common;

use common::*;
use serde_json::Value;

/// (key, size, layouts, default layout, first) as docs/rules.md fixes them:
/// the nine hand-written variants, then the standards of section 6.
const EXPECTED: [(&str, u64, &[&str], &str, &str); 20] = [
    ("noggin", 9, &["standard"], "standard", "defenders"),
    ("knut", 9, &["standard"], "standard", "defenders"),
    ("thor", 9, &["standard"], "standard", "defenders"),
    ("kings-table", 13, &["standard"], "standard", "attackers"),
    (
        "alea-evangelii",
        19,
        &["cyningstan"],
        "cyningstan",
        "attackers",
    ),
    (
        "magpie",
        7,
        &["cross", "ballinderry-2", "ballinderry-3"],
        "cross",
        "attackers",
    ),
    ("tafl9", 9, &["standard"], "standard", "random"),
    ("copenhagen", 11, &["standard"], "standard", "attackers"),
    ("brandubh", 7, &["standard"], "standard", "attackers"),
    ("fetlar", 11, &["standard"], "standard", "attackers"),
    ("saami-tablut", 9, &["standard"], "standard", "attackers"),
    ("linnaean-tablut", 9, &["standard"], "standard", "attackers"),
    ("sea-battle", 9, &["standard"], "standard", "attackers"),
    ("tawlbwrdd", 11, &["standard"], "standard", "attackers"),
    ("lewis-cross", 11, &["standard"], "standard", "attackers"),
    ("ard-ri", 7, &["standard"], "standard", "attackers"),
    ("berserk", 11, &["standard"], "standard", "defenders"),
    ("sea-battle-13", 13, &["standard"], "standard", "attackers"),
    ("tablut-15", 15, &["standard"], "standard", "attackers"),
    (
        "foteviken-tablut",
        9,
        &["standard"],
        "standard",
        "attackers",
    ),
];

fn variants_json() -> Vec<Value> {
    let stdout = hnefi_ok(&["variants", "--json"], "");
    assert_eq!(
        stdout.trim_end().lines().count(),
        1,
        "`variants --json` prints one JSON array (one line): {stdout}"
    );
    match json(&stdout) {
        Value::Array(list) => list,
        other => panic!("`variants --json` prints a JSON array, got {other}"),
    }
}

fn entry<'a>(list: &'a [Value], key: &str) -> &'a Value {
    let found: Vec<&Value> = list.iter().filter(|v| v["key"] == key).collect();
    assert_eq!(found.len(), 1, "exactly one entry for {key}: {list:?}");
    found[0]
}

/// The nine hand-written variants in the order of docs/rules.md, then the
/// standards of section 6 in theirs.
#[test]
fn json_lists_the_nine_variants_then_the_standards_in_order() {
    let list = variants_json();
    let keys: Vec<&str> = list
        .iter()
        .map(|v| v["key"].as_str().expect("key is a string"))
        .collect();
    let expected: Vec<&str> = EXPECTED.iter().map(|e| e.0).collect();
    assert_eq!(keys, expected);
}

/// `rules` is the OTN string where OTN expresses the variant exactly
/// (docs/cli.md): every standard, Brandubh and Magpie; null elsewhere. Each
/// string is canonical and plays the variant: `--rules` with it replays a
/// game exactly as `--variant` does.
#[test]
fn json_rules_is_the_otn_string_where_one_expresses_the_variant() {
    let list = variants_json();
    for v in &list {
        let key = v["key"].as_str().unwrap();
        let hand_written = !v["section"].as_str().unwrap().starts_with('6');
        match &v["rules"] {
            Value::Null => assert!(
                hand_written && !["brandubh", "magpie"].contains(&key),
                "{key} has no rules string"
            ),
            Value::String(rules) => {
                let check = json(&hnefi_ok(&["rules", "check", rules], ""));
                assert_eq!(check["canonical"], *rules, "{key}");
                assert_eq!(check["size"], v["size"], "{key}");
                // A refused first move reports the untouched start.
                let game = "??";
                let by_key = replay_one(&["--variant", key], game);
                let by_rules = replay_one(&["--rules", rules], game);
                assert_eq!(by_key["position"], by_rules["position"], "{key}");
            }
            other => panic!("{key}: rules is a string or null, got {other}"),
        }
    }
    assert!(entry(&list, "brandubh")["rules"].is_string());
    assert!(entry(&list, "copenhagen")["rules"].is_null());
}

#[test]
fn json_entries_have_the_contract_fields_and_types() {
    for v in variants_json() {
        let object = v.as_object().expect("each entry is an object");
        for field in ["key", "name", "size", "layouts", "default_layout", "first"] {
            assert!(object.contains_key(field), "{field} missing in {v}");
        }
        assert!(v["key"].is_string(), "{v}");
        assert!(
            v["name"].as_str().is_some_and(|n| !n.trim().is_empty()),
            "name is a non-empty string: {v}"
        );
        assert!(v["size"].is_u64(), "size is an integer: {v}");
        let layouts = v["layouts"].as_array().expect("layouts is an array");
        assert!(!layouts.is_empty(), "at least one layout: {v}");
        assert!(layouts.iter().all(Value::is_string), "{v}");
        assert!(
            layouts.contains(&v["default_layout"]),
            "default_layout is one of layouts: {v}"
        );
        assert!(
            ["attackers", "defenders", "random"].contains(&v["first"].as_str().unwrap_or("")),
            "first is attackers, defenders or random: {v}"
        );
    }
}

#[test]
fn json_sizes_layouts_and_first_movers_follow_the_rules() {
    let list = variants_json();
    for (key, size, layouts, default_layout, first) in EXPECTED {
        let v = entry(&list, key);
        assert_eq!(v["size"], size, "{key} size");
        let mut got: Vec<&str> = v["layouts"]
            .as_array()
            .expect("layouts")
            .iter()
            .map(|l| l.as_str().expect("layout name"))
            .collect();
        got.sort_unstable();
        let mut want = layouts.to_vec();
        want.sort_unstable();
        assert_eq!(got, want, "{key} layouts");
        assert_eq!(v["default_layout"], default_layout, "{key} default_layout");
        assert_eq!(v["first"], first, "{key} first");
    }
}

#[test]
fn json_copenhagen_entry_matches_the_contract_example() {
    let list = variants_json();
    let v = entry(&list, "copenhagen");
    assert_eq!(v["name"], "Copenhagen Hnefatafl");
    assert_eq!(v["size"], 11);
    assert_eq!(v["layouts"], strings(&["standard"]));
    assert_eq!(v["default_layout"], "standard");
    assert_eq!(v["first"], "attackers");
}

/// Every listed layout is accepted by `replay --layout`, gives a board of
/// the listed size, and the first mover matches `first` (replay assumes the
/// attackers where lots are drawn).
#[test]
fn every_listed_layout_is_playable_with_the_listed_size_and_first_mover() {
    for v in variants_json() {
        let key = v["key"].as_str().unwrap();
        let size = v["size"].as_u64().unwrap() as usize;
        let first = v["first"].as_str().unwrap();
        let mut layouts: Vec<Option<&str>> = v["layouts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str())
            .collect();
        layouts.push(None);
        for layout in layouts {
            let mut args = vec!["--variant", key];
            if let Some(layout) = layout {
                args.extend(["--layout", layout]);
            }
            // A refused first move reports the untouched start position.
            let report = replay_one(&args, "??");
            assert_eq!(report["plies"], 0);
            assert_eq!(report["error"]["ply"], 0);
            let position = report["position"].as_str().unwrap();
            let (board, side) = position.split_once(' ').expect("board and side");
            let ranks: Vec<&str> = board.split('/').collect();
            assert_eq!(ranks.len(), size, "{key} {layout:?}: {position}");
            for rank in ranks {
                let mut width = 0;
                let mut run = String::new();
                for c in rank.chars() {
                    if c.is_ascii_digit() {
                        run.push(c);
                    } else {
                        width += run.parse::<usize>().unwrap_or(0) + 1;
                        run.clear();
                    }
                }
                width += run.parse::<usize>().unwrap_or(0);
                assert_eq!(width, size, "{key} {layout:?}: rank {rank} of {position}");
            }
            let expected_side = if first == "defenders" { "d" } else { "a" };
            assert_eq!(side, expected_side, "{key} {layout:?} first mover");
        }
    }
}

/// The start positions behind the listed layouts are those of docs/rules.md.
#[test]
fn listed_layouts_start_from_the_rules_diagrams() {
    let tablut_d = format!("{TABLUT_BOARD} d");
    let tablut_a = format!("{TABLUT_BOARD} a");
    let cases: [(&str, Option<&str>, &str); 12] = [
        ("noggin", None, &tablut_d),
        ("knut", None, &tablut_d),
        ("thor", None, &tablut_d),
        ("tafl9", None, &tablut_a),
        (
            "kings-table",
            None,
            "4aaaaa4/6a6/13/13/a5d5a/a4ddd4a/aa2ddkdd2aa/a4ddd4a/a5d5a/13/13/6a6/4aaaaa4 a",
        ),
        (
            "alea-evangelii",
            Some("cyningstan"),
            "2a2a7a2a2/19/a4a7a4a/7a1d1a7/6a1a1a1a6/a1a2e7e2a1a/4a4d4a4/3a4d1d4a3/\
             4a2d1d1d2a4/3d2d1dkd1d2d3/4a2d1d1d2a4/3a4d1d4a3/4a4d4a4/a1a2e7e2a1a/\
             6a1a1a1a6/7a1d1a7/a4a7a4a/19/2a2a7a2a2 a",
        ),
        ("copenhagen", None, COPENHAGEN_START),
        ("brandubh", None, BRANDUBH_START),
        ("magpie", None, BRANDUBH_START),
        ("magpie", Some("cross"), BRANDUBH_START),
        (
            "magpie",
            Some("ballinderry-2"),
            "2a1a2/7/a2d2a/2dkd2/a2d2a/7/2a1a2 a",
        ),
        (
            "magpie",
            Some("ballinderry-3"),
            "3a3/1a3a1/3d3/a1dkd1a/3d3/1a3a1/3a3 a",
        ),
    ];
    for (key, layout, expected) in cases {
        let mut args = vec!["--variant", key];
        if let Some(layout) = layout {
            args.extend(["--layout", layout]);
        }
        let report = replay_one(&args, "??");
        assert_eq!(report["position"], expected, "{key} {layout:?}");
    }
}

#[test]
fn plain_listing_is_human_readable_and_names_every_variant() {
    let stdout = hnefi_ok(&["variants"], "");
    assert!(
        serde_json::from_str::<Value>(&stdout).is_err(),
        "plain `variants` is not the JSON form: {stdout}"
    );
    for (key, ..) in EXPECTED {
        assert!(
            stdout
                .lines()
                .any(|line| line.split_whitespace().any(|w| w == key)),
            "`variants` names {key}:\n{stdout}"
        );
    }
    let lines = stdout.lines().filter(|l| !l.trim().is_empty()).count();
    assert!(lines >= 9, "at least a line per variant:\n{stdout}");
    assert!(
        stdout.contains("Copenhagen Hnefatafl") && stdout.contains("Brandubh"),
        "the listing shows the variants' names:\n{stdout}"
    );
}

#[test]
fn bad_arguments_fail_with_one_line() {
    for args in [
        &["variants", "--bogus"][..],
        &["variants", "extra"],
        &["frobnicate"],
        &["--bogus"],
    ] {
        hnefi_fails(args, "");
    }
}

#[test]
fn closed_stdout_does_not_panic() {
    for args in [&["variants", "--json"][..], &["variants"]] {
        let run = hnefi_closed_stdout(args, "");
        assert!(
            !run.stderr.contains("panicked"),
            "hnefi {args:?} with its stdout closed panicked:\n{}",
            run.describe()
        );
    }
}
