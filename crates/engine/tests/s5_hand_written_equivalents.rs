//! The hand-written variants that an OTN rules string expresses exactly
//! (`hnefi variants --json` shows the string, docs/cli.md): Brandubh (4.2)
//! and Magpie (3.6, each of its layouts). Random games are played in both
//! at once and must agree at every ply: legal moves, captures, outcome and
//! position; and the Brandubh corpus replays the same under the string.

use std::path::PathBuf;
use std::sync::Arc;

use hnefi_engine::{Game, MoveText, Position, RuleSet, Side, Variant, variant};

/// The variant compiled from the OTN string the built-in one claims.
fn from_string(key: &str) -> Arc<Variant> {
    let builtin = variant::by_key(key).unwrap();
    let text = builtin
        .otn_rules()
        .unwrap_or_else(|| panic!("{key} claims no OTN string"));
    RuleSet::parse(&text)
        .unwrap()
        .rules
        .compile(key)
        .unwrap_or_else(|e| panic!("{key}: {e}"))
}

fn xorshift(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

fn sorted_moves(game: &Game) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort();
    moves
}

/// Plays `games` random games from `board` in both variants, ply by ply.
fn agree(builtin: &Arc<Variant>, rules: &Arc<Variant>, board: &str, games: usize, seed: u64) {
    let mut seed = seed;
    let mut endings = std::collections::BTreeMap::<String, usize>::new();
    for g in 0..games {
        let start = |v: &Arc<Variant>| Position::from_board_str(v, board, Side::Attackers).unwrap();
        let mut ours = Game::new(start(builtin));
        let mut theirs = Game::new(start(rules));
        for ply in 0..400 {
            let moves = sorted_moves(&ours);
            assert_eq!(
                moves,
                sorted_moves(&theirs),
                "{} game {g} ply {ply}: legal moves differ in {}",
                builtin.key(),
                ours.position()
            );
            if moves.is_empty() {
                break;
            }
            let choice = &moves[(xorshift(&mut seed) % moves.len() as u64) as usize];
            let a = ours.play_text(choice).unwrap();
            let b = theirs.play_text(choice).unwrap();
            let context = format!("{} game {g} ply {ply} `{choice}`", builtin.key());
            assert_eq!(a.captures, b.captures, "{context}: captures");
            assert_eq!(a.outcome, b.outcome, "{context}: outcome");
            assert_eq!(
                ours.position().to_string(),
                theirs.position().to_string(),
                "{context}: position"
            );
        }
        let ending = ours
            .outcome()
            .map_or("unfinished".to_string(), |o| o.to_string());
        *endings.entry(ending).or_default() += 1;
    }
    // The games must reach the rules that matter, not stop early.
    assert!(endings.len() >= 3, "{}: {endings:?}", builtin.key());
}

#[test]
fn brandubh_plays_the_same_from_its_otn_string() {
    let builtin = variant::by_key("brandubh").unwrap();
    let rules = from_string("brandubh");
    agree(&builtin, &rules, &builtin.spec().layouts[0].board, 400, 7);
}

#[test]
fn magpie_plays_the_same_from_its_otn_string_on_every_layout() {
    let builtin = variant::by_key("magpie").unwrap();
    let rules = from_string("magpie");
    for (i, layout) in builtin.spec().layouts.iter().enumerate() {
        agree(&builtin, &rules, &layout.board, 200, 11 + i as u64);
    }
}

#[test]
fn only_exact_variants_claim_a_string() {
    let claimed: Vec<&str> = variant::all()
        .iter()
        .filter(|v| v.otn_rules().is_some())
        .map(|v| v.key())
        .collect();
    assert_eq!(claimed, ["magpie", "brandubh"]);
    for standard in variant::standards() {
        let text = standard.otn_rules().unwrap();
        assert_eq!(RuleSet::parse(&text).unwrap().rules.canonical(), text);
    }
}

fn data_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("HNEFI_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data"));
    dir.is_dir().then_some(dir)
}

/// The 525 real Brandubh games replay exactly as under the hand-written rules.
#[test]
fn the_brandubh_corpus_replays_the_same_from_the_string() {
    let Some(dir) = data_dir() else {
        eprintln!(
            "\n*** SKIPPED: ../shared/data is absent, so brandubh.csv was not replayed ***\n"
        );
        return;
    };
    let text = std::fs::read_to_string(dir.join("brandubh.csv")).unwrap();
    let builtin = variant::by_key("brandubh").unwrap();
    let rules = from_string("brandubh");
    let mut games = 0;
    for (line_no, line) in text.lines().enumerate() {
        let Some(moves) = line.split(',').next().filter(|m| !m.trim().is_empty()) else {
            continue;
        };
        games += 1;
        let mut ours = Game::new(builtin.start_position(None, None).unwrap());
        let mut theirs = Game::new(rules.start_position(None, None).unwrap());
        for token in moves.split_whitespace().take_while(|t| *t != "timeout") {
            if ours.is_over() {
                break;
            }
            let mv = MoveText::parse(token).unwrap().mv;
            let a = ours.play(mv).unwrap();
            let b = theirs
                .play(mv)
                .unwrap_or_else(|e| panic!("line {}: `{token}`: {e}", line_no + 1));
            assert_eq!(a.captures, b.captures, "line {}: `{token}`", line_no + 1);
            assert_eq!(a.outcome, b.outcome, "line {}: `{token}`", line_no + 1);
        }
    }
    assert!(games >= 500, "{games} games");
}
