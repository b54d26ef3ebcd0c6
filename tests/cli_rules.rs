//! Variants from OTN rules strings on the command line (docs/cli.md
//! "Variants from rules strings"), end to end through the binary:
//! `hnefi rules check`, `--rules` wherever `--variant` is taken,
//! `replay --legal`, `otn_position`, OTN position records, `ai --moves`.

mod common;

use common::*;
use serde_json::Value;

/// docs/rules.md 6.2's string: Saami Tablut.
const SAAMI: &str = "dim:9 name:Saami_Tablut esc:e atkf:y ks:c cor: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
/// OpenTafl's Brandub (the notation specification's example, weak king).
const BRANDUB: &str =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

fn check(rules: &str) -> Value {
    json(&hnefi_ok(&["rules", "check", rules], ""))
}

#[test]
fn rules_check_prints_the_canonical_string_and_the_rules_in_words() {
    // Keys out of order, a default given explicitly, squares unsorted.
    let shuffled = "start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ cor: ks:c atkf:y esc:e dim:9 name:Saami_Tablut surf:y";
    let report = check(shuffled);
    let object = report.as_object().unwrap();
    let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        ["canonical", "name", "size", "summary", "valid", "warnings"]
    );
    assert_eq!(report["valid"], true);
    assert_eq!(report["canonical"], SAAMI);
    assert_eq!(report["name"], "Saami Tablut");
    assert_eq!(report["size"], 9);
    assert_eq!(report["warnings"], strings(&[]));
    let summary: Vec<&str> = report["summary"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert_eq!(summary.len(), 3, "{summary:?}");
    assert!(summary.iter().any(|s| s.contains("edge")), "{summary:?}");
    assert!(
        summary.iter().any(|s| s.contains("no corners")),
        "{summary:?}"
    );
    // The canonical string reads back to itself.
    assert_eq!(check(SAAMI)["canonical"], SAAMI);
}

#[test]
fn rules_check_reads_standard_input_and_warns_of_unknown_keys() {
    let text = format!("rules {SAAMI} colour:blue\n");
    let run = hnefi(&["rules", "check"], &text);
    assert!(run.success(), "{}", run.describe());
    let report = json(&run.stdout);
    assert_eq!(report["canonical"], SAAMI);
    let warnings: Vec<&str> = report["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_str().unwrap())
        .collect();
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    assert!(
        warnings.iter().any(|w| w.contains("colour")),
        "{warnings:?}"
    );
}

/// docs/cli.md: an invalid string exits 1 with one line naming the key,
/// the value and what is wrong with it.
#[test]
fn invalid_strings_fail_with_one_line_naming_the_key_and_problem() {
    let cases: [(&str, &[&str]); 9] = [
        (
            "dim:9 ks:x start:/9/9/9/9/4K4/9/9/9/t8/",
            &["ks:x", "s, c, m or w"],
        ),
        (
            "dim:7 cor:a1,h9 start:/3t3/7/7/3K3/7/7/7/",
            &["cor:", "h9", "not on the 7x7 board"],
        ),
        ("dim:7 start:/3t3/7/7/7/7/7/7/", &["start:", "king"]),
        ("dim:7 start:/3t3/7/7/3K3/7/7/", &["start:", "7 ranks"]),
        ("dim:7 start:/3t3/7/7/3K3/7/7/7q/", &["start:", "`q`"]),
        ("dim:8 start:/8/8/8/8/8/8/8/8/", &["dim:8", "odd"]),
        ("esc:e start:/3t3/7/7/3K3/7/7/7/", &["dim"]),
        (
            "dim:7 ka:y ka:n start:/3t3/7/7/3K3/7/7/7/",
            &["ka:", "twice"],
        ),
        (
            "dim:7 cenh:tx start:/3t3/7/7/3K3/7/7/7/",
            &["cenh:tx", "`x`"],
        ),
    ];
    for (rules, words) in cases {
        let line = hnefi_fails(&["rules", "check", rules], "");
        for word in words {
            assert!(line.contains(word), "{rules}: {line:?} should say {word:?}");
        }
        let run = hnefi(&["rules", "check", rules], "");
        assert_eq!(run.code, Some(1), "{rules}");
        // The same string elsewhere is refused the same way, exit 1.
        let run = hnefi(&["moves", "--rules", rules, "--position", "x a"], "");
        assert_eq!(run.code, Some(1), "{}", run.describe());
        assert_one_line_failure(&["moves"], &run);
    }
}

#[test]
fn a_ten_megabyte_line_is_refused_without_a_panic() {
    let huge = format!(
        "dim:7 name:{} start:/3t3/7/7/3K3/7/7/7/",
        "x".repeat(10 << 20)
    );
    let run = hnefi(&["rules", "check"], &huge);
    assert_eq!(run.code, Some(1), "{}", run.describe());
    assert_one_line_failure(&["rules", "check"], &run);
    assert!(!run.stderr.contains("panicked"));
    let binary = hnefi_bytes(&["rules", "check"], &[0xff, 0xfe, b'd', b'i', b'm']);
    assert_eq!(binary.code, Some(1), "{}", binary.describe());
    assert!(!binary.stderr.contains("panicked"));
}

#[test]
fn variant_and_rules_together_or_neither_is_a_malformed_command_line() {
    let both = hnefi(
        &[
            "moves",
            "--variant",
            "brandubh",
            "--rules",
            BRANDUB,
            "--position",
            BRANDUBH_START,
        ],
        "",
    );
    assert_eq!(both.code, Some(2), "{}", both.describe());
    let neither = hnefi(&["moves", "--position", BRANDUBH_START], "");
    assert_eq!(neither.code, Some(2), "{}", neither.describe());
}

/// `--rules` plays the rule set: OpenTafl's Brandub has a weak king, so two
/// attackers capture him next to the throne, where the built-in Brandubh
/// (4.2) needs four sides.
#[test]
fn replay_with_rules_plays_the_rule_set() {
    let position = "7/7/2a4/2k4/a6/7/7 a";
    let ours = replay_one(&["--rules", BRANDUB, "--start", position], "a3-c3");
    assert_eq!(ours["captures"][0], strings(&["c4"]), "{ours}");
    assert_eq!(ours["outcome"]["winner"], "attackers");
    assert_eq!(ours["outcome"]["reason"], "king captured");
    let builtin = replay_one(&["--variant", "brandubh", "--start", position], "a3-c3");
    assert_eq!(builtin["captures"][0], strings(&[]), "{builtin}");
    assert_eq!(builtin["outcome"], Value::Null, "{builtin}");
}

#[test]
fn replay_legal_lists_the_moves_before_each_ply_and_after_the_last() {
    let reports = replay(&["--rules", SAAMI, "--legal"], "e2-c2 e3-b3\ne2-c2 e3-e1\n");
    assert_eq!(reports.len(), 2);
    let first = &reports[0];
    assert_eq!(first["plies"], 2);
    let legal = first["legal"].as_array().unwrap();
    assert_eq!(legal.len(), 3);
    assert!(legal[0].as_array().unwrap().contains(&Value::from("e2-c2")));
    assert!(legal[1].as_array().unwrap().contains(&Value::from("e3-b3")));
    // An illegal move: the list before it is the last one.
    let second = &reports[1];
    assert_eq!(second["plies"], 1);
    assert_eq!(second["legal"].as_array().unwrap().len(), 2);
    assert!(
        second["error"]["message"]
            .as_str()
            .unwrap()
            .contains("occupied")
    );
    // The moves command agrees with the list.
    let moves = json(&hnefi_ok(
        &[
            "moves",
            "--rules",
            SAAMI,
            "--position",
            "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ a",
        ],
        "",
    ));
    assert_eq!(moves, legal_of(&reports[0], 0));
    // Once the game is over the list is empty.
    let over = replay_one(
        &[
            "--rules",
            SAAMI,
            "--legal",
            "--start",
            "9/9/9/9/9/9/9/1k7/9 d",
        ],
        "b2-b1",
    );
    assert_eq!(over["outcome"]["reason"], "king escaped");
    assert_eq!(over["legal"][1], strings(&[]));
}

fn legal_of(report: &Value, ply: usize) -> Value {
    report["legal"][ply].clone()
}

#[test]
fn replay_reports_the_position_as_an_otn_record() {
    let report = replay_one(&["--rules", SAAMI], "e2-c2");
    assert_eq!(
        report["otn_position"],
        "/3ttt3/2t6/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/"
    );
    let copenhagen = replay_one(&["--variant", "copenhagen"], "d1-d3");
    assert_eq!(
        copenhagen["otn_position"],
        "/4tttt3/5t5/3t7/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/"
    );
    // OTN cannot write the troll king or an Evangelist.
    for key in ["noggin", "thor", "alea-evangelii"] {
        let report = replay_one(&["--variant", key], "??");
        assert_eq!(report["otn_position"], Value::Null, "{key}");
    }
}

#[test]
fn otn_position_records_are_read_wherever_a_position_is() {
    let record = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/ a";
    let by_record = hnefi_ok(
        &["moves", "--variant", "brandubh", "--position", record],
        "",
    );
    let by_string = hnefi_ok(
        &[
            "moves",
            "--variant",
            "brandubh",
            "--position",
            BRANDUBH_START,
        ],
        "",
    );
    assert_eq!(by_record, by_string);
    let start = replay_one(&["--variant", "brandubh", "--start", record], "??");
    assert_eq!(start["position"], BRANDUBH_START);
    let bad = hnefi_fails(
        &[
            "moves",
            "--variant",
            "brandubh",
            "--position",
            "/3t3/3t3/ a",
        ],
        "",
    );
    assert!(bad.contains("7 ranks"), "{bad}");
    // Special pieces only where a rule set has them.
    let bad = hnefi_fails(
        &[
            "moves",
            "--variant",
            "brandubh",
            "--position",
            "/3t3/3c3/3T3/ttTKTtt/3T3/3t3/3t3/ a",
        ],
        "",
    );
    assert!(bad.contains("rule sets"), "{bad}");
}

#[test]
fn render_gif_and_ai_take_rules() {
    let dir = std::env::temp_dir().join(format!("hnefi-cli-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let berserk = hnefi_ok(&["variants", "--json"], "");
    let list = json(&berserk);
    let rules = list
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["key"] == "berserk")
        .unwrap()["rules"]
        .as_str()
        .unwrap()
        .to_string();
    let png = dir.join("berserk.png");
    hnefi_ok(
        &["render", "--rules", &rules, "-o", png.to_str().unwrap()],
        "",
    );
    let bytes = std::fs::read(&png).unwrap();
    assert!(bytes.starts_with(b"\x89PNG"), "a PNG");
    let gif = dir.join("saami.gif");
    hnefi_ok(
        &[
            "gif",
            "--rules",
            SAAMI,
            "--moves",
            "e2-c2 e3-b3",
            "-o",
            gif.to_str().unwrap(),
        ],
        "",
    );
    assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF8"));
    let chosen = hnefi_ok(
        &[
            "ai",
            "--rules",
            &rules,
            "--depth",
            "2",
            "--position",
            "/3ttttt3/5c5/11/t4T4t/t3NTT3t/tc1TTKTT1ct/t3TTT3t/t4T4t/11/5c5/3ttttt3/ d",
        ],
        "",
    );
    let legal = json(&hnefi_ok(
        &[
            "moves",
            "--rules",
            &rules,
            "--position",
            "/3ttttt3/5c5/11/t4T4t/t3NTT3t/tc1TTKTT1ct/t3TTT3t/t4T4t/11/5c5/3ttttt3/ d",
        ],
        "",
    ));
    assert!(
        legal
            .as_array()
            .unwrap()
            .contains(&Value::from(chosen.trim())),
        "the AI's move {chosen} is legal"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `ai --moves` plays the game from the start and chooses with its history;
/// a bad move in it is one line on stderr, exit 1.
#[test]
fn ai_moves_plays_the_game_so_far() {
    let moves = "e2-c2 e3-b3";
    let chosen = hnefi_ok(
        &["ai", "--rules", SAAMI, "--depth", "2", "--moves", moves],
        "",
    );
    let report = replay_one(&["--rules", SAAMI, "--legal"], moves);
    assert!(
        report["legal"][2]
            .as_array()
            .unwrap()
            .contains(&Value::from(chosen.trim())),
        "{chosen} is legal after {moves}"
    );
    let line = hnefi_fails(&["ai", "--variant", "brandubh", "--moves", "d2-d3"], "");
    assert!(line.contains("d2-d3"), "{line}");
    // --moves and --position exclude each other.
    let run = hnefi(
        &[
            "ai",
            "--variant",
            "brandubh",
            "--moves",
            "",
            "--position",
            BRANDUBH_START,
        ],
        "",
    );
    assert_eq!(run.code, Some(2), "{}", run.describe());
}

/// With the game's history the AI knows the repetition rule (4.2: the
/// player who makes a position occur for the third time loses): the king
/// does not step back onto the throne to close the shuttle a third time.
#[test]
fn ai_moves_avoids_losing_by_repetition() {
    let start = "3a3/7/7/3k3/7/7/1a3a1 a";
    let cycle = "b1-c1 d4-d5 c1-b1 d5-d4 b1-c1 d4-d5 c1-b1";
    let report = replay_one(&["--variant", "brandubh", "--start", start], cycle);
    assert_eq!(report["error"], Value::Null, "{report}");
    assert_eq!(report["outcome"], Value::Null, "{report}");
    // d5-d4 would make the start position occur a third time.
    let closing = replay_one(
        &["--variant", "brandubh", "--start", start],
        &format!("{cycle} d5-d4"),
    );
    assert_eq!(closing["outcome"]["reason"], "repetition", "{closing}");
    assert_eq!(closing["outcome"]["winner"], "attackers", "{closing}");
    let chosen = hnefi_ok(
        &[
            "ai",
            "--variant",
            "brandubh",
            "--depth",
            "1",
            "--start",
            start,
            "--moves",
            cycle,
        ],
        "",
    );
    assert_ne!(
        chosen.trim(),
        "d5-d4",
        "the AI walked into a lost repetition"
    );
    // Judged bare, the same position holds no history: the AI may well
    // choose the throne, which is no repetition there.
}
