//! `hnefi record [--to otg|native]` (docs/cli.md "hnefi record"), end to
//! end through the binary: records in either form of docs/rules.md
//! section 2 are read, replayed and written out, and what is written reads
//! back as the same game.

mod common;

use common::*;

/// Brandubh from the start: the attackers take c4 on ply 7 (as in cli_replay.rs).
const TAKE_C4: [&str; 7] = [
    "b4-b5", "d3-e3", "b5-c5", "e3-f3", "d2-c2", "f3-e3", "c2-c3xc4",
];
const AFTER_TAKE_C4: &str = "3a3/3a3/2ad3/a2kdaa/2a1d2/7/3a3 d";

/// OpenTafl's Brandub (the notation specification's example, weak king): no
/// rule set of ours, so a record of it carries its rules.
const BRANDUB: &str =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
/// docs/rules.md 6.2's string: Saami Tablut, a built-in standard.
const SAAMI: &str = "dim:9 name:Saami_Tablut esc:e atkf:y ks:c cor: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";

/// The native record of the Brandubh game above, with players.
fn brandubh_native() -> String {
    format!(
        "variant: brandubh\nattackers: Alice\ndefenders: Bob\n\n{}\n",
        TAKE_C4.join("\n")
    )
}

/// `hnefi record ARGS` on `input`, which must succeed quietly.
fn record(args: &[&str], input: &str) -> String {
    let mut full = vec!["record"];
    full.extend_from_slice(args);
    let out = hnefi_ok(&full, input);
    assert!(
        out.ends_with('\n'),
        "the record ends its last line: {out:?}"
    );
    out
}

/// A `.otg` as written: `[tag:value]` header lines, the rules last, one
/// blank line, then the turns `N. m1 m2`, numbered from 1, two plies each
/// but maybe the last. Returns the headers and the plies.
fn otg(text: &str) -> (Vec<(String, String)>, Vec<String>) {
    let (head, body) = text
        .split_once("\n\n")
        .unwrap_or_else(|| panic!("no blank line after the headers:\n{text}"));
    let headers: Vec<(String, String)> = head
        .lines()
        .map(|line| {
            let tag = line
                .strip_prefix('[')
                .and_then(|l| l.strip_suffix(']'))
                .unwrap_or_else(|| panic!("not a [tag:value] header: {line:?}\n{text}"));
            let (key, value) = tag
                .split_once(':')
                .unwrap_or_else(|| panic!("a header without a colon: {line:?}"));
            (key.to_string(), value.to_string())
        })
        .collect();
    assert_eq!(
        headers.last().map(|(k, _)| k.as_str()),
        Some("rules"),
        "the rules tag is the last header:\n{text}"
    );
    assert_eq!(
        headers.iter().filter(|(k, _)| k == "rules").count(),
        1,
        "one rules tag:\n{text}"
    );
    let turns: Vec<&str> = body.lines().collect();
    let mut plies = Vec::new();
    for (i, line) in turns.iter().enumerate() {
        let mut words = line.split(' ');
        assert_eq!(
            words.next(),
            Some(format!("{}.", i + 1).as_str()),
            "turn {} is numbered: {line:?}\n{text}",
            i + 1
        );
        let moves: Vec<String> = words.map(str::to_string).collect();
        let last = i + 1 == turns.len();
        assert!(
            moves.len() == 2 || (last && moves.len() == 1),
            "two plies a turn (the last may have one): {line:?}\n{text}"
        );
        plies.extend(moves);
    }
    (headers, plies)
}

fn header<'a>(headers: &'a [(String, String)], key: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

/// The header lines and the plies of a native record.
fn native(text: &str) -> (Vec<String>, Vec<String>) {
    let (head, body) = text
        .split_once("\n\n")
        .unwrap_or_else(|| panic!("no blank line after the headers:\n{text}"));
    (
        head.lines().map(str::to_string).collect(),
        body.lines().map(str::to_string).collect(),
    )
}

/// The final position of `plies` replayed by `hnefi replay` under `how`
/// (`--variant KEY` or `--rules RULES`, maybe with `--start`).
fn final_position(how: &[&str], plies: &[String]) -> String {
    let mut args = how.to_vec();
    args.push("--check-captures");
    let report = replay_one(&args, &plies.join(" "));
    assert!(report["error"].is_null(), "{report}");
    report["position"].as_str().unwrap().to_string()
}

/// `hnefi record ARGS` fails as the contract says: exit code 1, one line
/// on standard error, nothing on standard output. Returns the line.
fn refused(args: &[&str], input: &[u8]) -> String {
    let mut full = vec!["record"];
    full.extend_from_slice(args);
    let run = hnefi_bytes(&full, input);
    assert_one_line_failure(&full, &run);
    assert_eq!(run.code, Some(1), "{}", run.describe());
    run.stderr.trim_end().to_string()
}

// --- native to .otg and back ------------------------------------------------

#[test]
fn a_native_record_becomes_an_otg_with_the_rules_last_and_numbered_turns() {
    let out = record(&[], &brandubh_native());
    assert_eq!(record(&["--to", "otg"], &brandubh_native()), out);
    let (headers, plies) = otg(&out);
    assert_eq!(
        headers[0],
        ("variant".to_string(), "Brandubh".to_string()),
        "a built-in variant is named first:\n{out}"
    );
    assert_eq!(header(&headers, "attackers"), Some("Alice"), "{out}");
    assert_eq!(header(&headers, "defenders"), Some("Bob"), "{out}");
    // Brandubh's board, attackers first, as an OTN position record.
    assert_eq!(
        header(&headers, "rules"),
        Some("dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"),
        "{out}"
    );
    assert_eq!(plies, TAKE_C4, "{out}");
    assert!(
        out.ends_with("\n\n1. b4-b5 d3-e3\n2. b5-c5 e3-f3\n3. d2-c2 f3-e3\n4. c2-c3xc4\n"),
        "{out}"
    );
    assert!(!out.contains("\n\n\n"), "{out}");
}

#[test]
fn an_otg_written_reads_back_as_the_same_game() {
    let input = brandubh_native();
    let otg_text = record(&[], &input);
    let back = record(&["--to", "native"], &otg_text);
    // The native form is canonical: what went in comes back, word for word.
    assert_eq!(back, input);
    assert_eq!(record(&["--to", "native"], &input), input);
    let (headers, plies) = native(&back);
    assert_eq!(
        headers,
        ["variant: brandubh", "attackers: Alice", "defenders: Bob"]
    );
    assert_eq!(plies, TAKE_C4);
    // Replayed, both end where the moves do.
    assert_eq!(
        final_position(&["--variant", "brandubh"], &plies),
        AFTER_TAKE_C4
    );
    // And the .otg itself is a fixed point.
    assert_eq!(record(&[], &otg_text), otg_text);
}

#[test]
fn a_finished_game_from_its_own_start_keeps_result_and_start() {
    // Attackers to move: e1-e6 takes the king on f6 (g6 behind him).
    let input = "variant: brandubh\nstart: 7/5ka/7/7/7/7/4a2 a\nresult: attackers\nreason: king captured\n\ne1-e6xf6\n";
    let out = record(&[], input);
    let (headers, plies) = otg(&out);
    assert_eq!(header(&headers, "variant"), Some("Brandubh"), "{out}");
    assert_eq!(header(&headers, "result"), Some("1"), "{out}");
    assert_eq!(
        header(&headers, "termination"),
        Some("king captured"),
        "{out}"
    );
    // The start is the rules string's (rank 1 first in OTN).
    assert_eq!(
        header(&headers, "rules"),
        Some("dim:7 atkf:y start:/4t2/7/7/7/7/5Kt/7/"),
        "{out}"
    );
    assert_eq!(plies, ["e1-e6xf6"]);
    assert_eq!(record(&["--to", "native"], &out), input);
}

#[test]
fn a_game_the_defenders_open_starts_each_turn_with_their_move() {
    // Noggin's Game: the defenders move first.
    let input = "variant: noggin\n\ne3-c3\nd1-d2\nc3-c2\n";
    let out = record(&[], input);
    let (headers, plies) = otg(&out);
    let rules = header(&headers, "rules").unwrap();
    assert!(rules.contains("atkf:n"), "{out}");
    assert_eq!(plies, ["e3-c3", "d1-d2", "c3-c2"]);
    assert!(out.ends_with("\n\n1. e3-c3 d1-d2\n2. c3-c2\n"), "{out}");
    assert_eq!(record(&["--to", "native"], &out), input);
}

#[test]
fn a_standard_rule_set_is_named_and_its_rules_alone_name_it_too() {
    let input = "variant: saami-tablut\n\nd1-d3\n";
    let out = record(&[], input);
    let (headers, _) = otg(&out);
    assert_eq!(headers[0].1, "Saami Tablut", "{out}");
    assert_eq!(header(&headers, "rules"), Some(SAAMI), "{out}");
    assert_eq!(record(&["--to", "native"], &out), input);
    // OpenTafl writes no variant tag: its rules are a standard's.
    let bare = format!("[rules:{SAAMI}]\n\n1. d1-d3\n");
    assert_eq!(record(&["--to", "native"], &bare), input);
}

// --- OpenTafl's own records -------------------------------------------------

/// A record as OpenTafl saves one: its own tags, rules only, a comment
/// line after a turn, variations, a capture, and the resignation mark.
const OPENTAFL_GAME: &str = "\
[name:Brandub game]
[attackers:OpenTafl AI]
[defenders:Hnefi]
[start-date:2017.06.01]
[rules:dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]

1. b4-b5 d3-e3
[The attacker steps up|zz and b4-g4 here are words, not moves]
2. b5-c5 e3-f3
2a.1.1a. b5-b6 e3-e2
2a.1.2a. zz-zz
3. d2-c2 f3-e3
4. c2-c3xc4
[A capture|]
---
";

#[test]
fn an_opentafl_record_reads_past_comments_variations_and_resigns_at_the_mark() {
    let out = record(&["--to", "native"], OPENTAFL_GAME);
    let (headers, plies) = native(&out);
    assert_eq!(
        headers,
        [
            "variant: custom".to_string(),
            format!("rules: {BRANDUB}"),
            "name: Brandub game".to_string(),
            "attackers: OpenTafl AI".to_string(),
            "defenders: Hnefi".to_string(),
            "start-date: 2017.06.01".to_string(),
            // Seven plies: the defenders were to move, and resigned.
            "result: attackers".to_string(),
            "reason: resigned".to_string(),
        ],
        "{out}"
    );
    // The main line only; the variations and comments are gone.
    assert_eq!(plies, TAKE_C4, "{out}");
    assert_eq!(final_position(&["--rules", BRANDUB], &plies), AFTER_TAKE_C4);
    // Written back as .otg: its rules (no variant of ours), the result as tags.
    let again = record(&[], OPENTAFL_GAME);
    let (tags, otg_plies) = otg(&again);
    assert_eq!(header(&tags, "variant"), None, "{again}");
    assert_eq!(header(&tags, "rules"), Some(BRANDUB), "{again}");
    assert_eq!(header(&tags, "result"), Some("1"), "{again}");
    assert_eq!(header(&tags, "termination"), Some("resigned"), "{again}");
    assert_eq!(header(&tags, "name"), Some("Brandub game"), "{again}");
    assert_eq!(otg_plies, TAKE_C4);
    assert_eq!(record(&["--to", "native"], &again), out);
}

/// OpenTafl writes `---` in the place of the move the side to move would
/// make: that side resigned.
#[test]
fn the_resignation_mark_is_the_side_to_moves_resignation() {
    let defenders_resign = format!("[rules:{BRANDUB}]\n\n1. b4-b5 d3-e3\n2. b5-c5 ---\n");
    let out = record(&["--to", "native"], &defenders_resign);
    let (headers, plies) = native(&out);
    assert!(
        headers.contains(&"result: attackers".to_string())
            && headers.contains(&"reason: resigned".to_string()),
        "{out}"
    );
    assert_eq!(plies, ["b4-b5", "d3-e3", "b5-c5"]);
    let attackers_resign = format!("[rules:{BRANDUB}]\n\n1. b4-b5 d3-e3\n2. ---\n");
    let out = record(&["--to", "native"], &attackers_resign);
    let (headers, plies) = native(&out);
    assert!(
        headers.contains(&"result: defenders".to_string())
            && headers.contains(&"reason: resigned".to_string()),
        "{out}"
    );
    assert_eq!(plies, ["b4-b5", "d3-e3"]);
}

// --- a server's own rule set ------------------------------------------------

#[test]
fn a_rule_sets_record_carries_its_canonical_rules_and_no_variant_tag() {
    // As /export writes a game of a rule set a server made: its key and its
    // rules, here with the keys shuffled.
    let shuffled = "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/ cenhe: cenh: ks:w dim:7 atkf:y name:Brandub surf:n";
    let input = format!(
        "variant: rs-00112233aabbccdd\nrules: {shuffled}\nattackers: Alice\n\n{}\n",
        TAKE_C4.join("\n")
    );
    let out = record(&[], &input);
    let (headers, plies) = otg(&out);
    assert_eq!(
        headers,
        [
            ("attackers".to_string(), "Alice".to_string()),
            ("rules".to_string(), BRANDUB.to_string()),
        ],
        "no variant tag, the canonical rules:\n{out}"
    );
    assert_eq!(plies, TAKE_C4);
    // Read back, the game is the same: same rules, same moves, same end.
    let back = record(&["--to", "native"], &out);
    let (headers, plies) = native(&back);
    assert!(headers.contains(&format!("rules: {BRANDUB}")), "{back}");
    assert!(headers.contains(&"attackers: Alice".to_string()), "{back}");
    assert_eq!(plies, TAKE_C4);
    assert_eq!(final_position(&["--rules", BRANDUB], &plies), AFTER_TAKE_C4);
    assert_eq!(record(&[], &back), out);
}

// --- what is refused --------------------------------------------------------

#[test]
fn a_text_that_is_no_record_is_refused_naming_its_line() {
    let line = refused(&[], b"hello world\n");
    assert!(line.contains("line 1"), "{line}");
    assert!(line.contains("hello world"), "{line}");
    assert_eq!(refused(&[], b""), "the record is empty");
    let unknown = refused(&[], b"variant: nope\n\nd1-d2\n");
    assert!(unknown.contains("nope"), "{unknown}");
    let tag = refused(&[], b"[variant:Brandubh\n\n1. b4-b5\n");
    assert!(tag.contains("line 1"), "{tag}");
}

#[test]
fn a_word_that_is_no_move_is_refused_naming_line_and_word() {
    assert_eq!(
        refused(&[], b"variant: brandubh\n\nb4-b5\nzz\n"),
        "line 4: `zz` is not a move"
    );
    let otg = format!("[rules:{BRANDUB}]\n\n1. b4-b5 d3-e3\n2. b5-c5 zz\n");
    assert_eq!(
        refused(&["--to", "native"], otg.as_bytes()),
        "line 4: `zz` is not a move"
    );
}

#[test]
fn an_illegal_move_is_refused_naming_the_move() {
    let line = refused(&[], b"variant: brandubh\n\nb4-b5\na4-a1\n");
    assert!(line.contains("`a4-a1`"), "{line}");
    assert!(line.contains("move 2"), "{line}");
    let otg = "[variant:Brandubh]\n[rules:dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d2-b2 c4-c2\n2. b4-g4\n";
    let line = refused(&["--to", "native"], otg.as_bytes());
    assert!(line.contains("`b4-g4`"), "{line}");
    assert!(line.contains("move 3"), "{line}");
    // A capture the move does not make, or a result the moves do not give.
    let line = refused(&[], b"variant: brandubh\n\nb4-b5\nd3-e3xd4\n");
    assert!(line.contains("d3-e3") && line.contains("d4"), "{line}");
    let line = refused(
        &[],
        b"variant: brandubh\nresult: attackers\nreason: king captured\n\nb4-b5\n",
    );
    assert!(line.contains("king captured"), "{line}");
}

#[test]
fn input_over_a_megabyte_is_refused_and_a_megabyte_is_read() {
    const MB: usize = 1024 * 1024;
    // A record padded with comment lines to exactly 1 MB reads.
    let head = format!("variant: brandubh\n\n{}\n", TAKE_C4.join("\n"));
    let mut exact = head.clone();
    while exact.len() + 16 <= MB {
        exact.push_str("#  pad \n");
    }
    exact.push_str(&"#".repeat(MB - exact.len() - 1));
    exact.push('\n');
    assert_eq!(exact.len(), MB);
    let (_, plies) = otg(&record(&[], &exact));
    assert_eq!(plies, TAKE_C4);
    // One byte more is too much.
    let over = format!("{exact}#");
    let line = refused(&[], over.as_bytes());
    assert!(line.contains("1048576 bytes"), "{line}");
    // Far more: still one line, nothing written.
    let huge = "#".repeat(3 * MB);
    refused(&["--to", "native"], huge.as_bytes());
}

#[test]
fn input_that_is_not_utf8_is_refused() {
    let line = refused(&[], b"variant: brandubh\n\nb4-b5\n\xff\xfe\n");
    assert!(line.contains("UTF-8"), "{line}");
    // A picture, say.
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01";
    let line = refused(&["--to", "native"], png);
    assert!(line.contains("UTF-8"), "{line}");
}
