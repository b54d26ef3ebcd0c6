//! Replays the real game corpora of `../shared/data` (see its README) and
//! compares captures move by move. The files are not part of the
//! repository: when the folder is absent these tests say so and pass.

use std::path::PathBuf;

use hnefi_engine::{Game, MoveText, Reason, variant};

fn data_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("HNEFI_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data"));
    dir.is_dir().then_some(dir)
}

struct Summary {
    games: usize,
    moves: usize,
    ended_early: Vec<(usize, usize, usize, String)>,
}

fn replay_corpus(file: &str, key: &str) -> Option<Summary> {
    let Some(dir) = data_dir() else {
        eprintln!("\n*** SKIPPED: ../shared/data is absent; corpus {file} not checked ***\n");
        return None;
    };
    let text = std::fs::read_to_string(dir.join(file)).expect("corpus readable");
    let variant = variant::by_key(key).unwrap();
    let mut summary = Summary {
        games: 0,
        moves: 0,
        ended_early: Vec::new(),
    };
    for (line_no, line) in text.lines().enumerate() {
        let Some(moves) = line.split(',').next().filter(|m| !m.trim().is_empty()) else {
            continue;
        };
        summary.games += 1;
        let mut game = Game::new(variant.start_position(None, None).unwrap());
        let tokens: Vec<&str> = moves.split_whitespace().collect();
        for (ply, token) in tokens.iter().enumerate() {
            // The site wrote `timeout` where a player ran out of time.
            if *token == "timeout" {
                break;
            }
            let text = MoveText::parse(token).unwrap_or_else(|e| {
                panic!("{file} line {}: ply {ply} `{token}`: {e}", line_no + 1)
            });
            if let Some(outcome) = game.outcome() {
                summary
                    .ended_early
                    .push((line_no + 1, ply, tokens.len(), outcome.to_string()));
                break;
            }
            let played = game.play(text.mv).unwrap_or_else(|e| {
                panic!(
                    "{file} line {}: ply {ply} `{token}` illegal: {e}\n{}",
                    line_no + 1,
                    game.position()
                )
            });
            let claimed = text.captures.unwrap_or_default();
            assert!(
                played.agrees_with(claimed),
                "{file} line {}: ply {ply} `{token}`: engine captures {}",
                line_no + 1,
                played
            );
            summary.moves += 1;
        }
    }
    Some(summary)
}

fn report(name: &str, s: &Summary) {
    eprintln!(
        "{name}: {} games, {} moves replayed, {} games ended by our rules before the record did",
        s.games,
        s.moves,
        s.ended_early.len()
    );
    for (line, ply, total, outcome) in &s.ended_early {
        eprintln!("  line {line}: ended at ply {ply} of {total}: {outcome}");
    }
}

#[test]
fn copenhagen_corpus_agrees_move_by_move() {
    if let Some(s) = replay_corpus("copenhagen.csv", "copenhagen") {
        report("copenhagen", &s);
        assert!(s.games >= 1700);
    }
}

#[test]
fn brandubh_corpus_agrees_move_by_move() {
    if let Some(s) = replay_corpus("brandubh.csv", "brandubh") {
        report("brandubh", &s);
        assert!(s.games >= 500);
    }
}

#[allow(dead_code)]
fn _reason(_: Reason) {}
