//! Replays the real game corpora of `../shared/data` (see its README): every
//! move must be legal and capture exactly what the record says. The files
//! are not part of the repository; when the folder is absent these tests
//! say so loudly and pass. `HNEFI_DATA` may point elsewhere.

use std::path::PathBuf;

use hnefi_engine::{Game, MoveText, Winner, variant};

fn data_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("HNEFI_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data"));
    dir.is_dir().then_some(dir)
}

#[derive(Default)]
struct Summary {
    games: usize,
    moves: usize,
    /// Games our rules end before the record does: (line, ply, plies in record, outcome).
    ended_early: Vec<(usize, usize, usize, String)>,
    /// Records whose last move ends the game by our rules with the recorded winner.
    results_agree: usize,
    /// Records that end without a rule ending (resignation or timeout on the site).
    ended_off_board: usize,
}

fn replay_corpus(file: &str, key: &str) -> Option<Summary> {
    let Some(dir) = data_dir() else {
        eprintln!("\n*** SKIPPED: ../shared/data is absent, so {file} was not replayed ***\n");
        return None;
    };
    let text = std::fs::read_to_string(dir.join(file)).expect("corpus readable");
    let variant = variant::by_key(key).unwrap();
    let mut summary = Summary::default();
    for (index, line) in text.lines().enumerate() {
        let line_no = index + 1;
        let mut fields = line.split(',');
        let Some(moves) = fields.next().filter(|m| !m.trim().is_empty()) else {
            continue;
        };
        let result = fields.nth(2).unwrap_or("").trim();
        summary.games += 1;
        let mut game = Game::new(variant.start_position(None, None).unwrap());
        // The site wrote `timeout` where a player ran out of time.
        let tokens: Vec<&str> = moves
            .split_whitespace()
            .take_while(|t| *t != "timeout")
            .collect();
        let mut early = false;
        for (ply, token) in tokens.iter().enumerate() {
            let text = MoveText::parse(token)
                .unwrap_or_else(|e| panic!("{file} line {line_no}: ply {ply} `{token}`: {e}"));
            if let Some(outcome) = game.outcome() {
                summary
                    .ended_early
                    .push((line_no, ply, tokens.len(), outcome.to_string()));
                early = true;
                break;
            }
            let played = game.play(text.mv).unwrap_or_else(|e| {
                panic!(
                    "{file} line {line_no}: ply {ply} `{token}` refused: {e}\nposition {}",
                    game.position()
                )
            });
            assert!(
                played.agrees_with(text.captures.unwrap_or_default()),
                "{file} line {line_no}: ply {ply} `{token}`: our engine captures {played}"
            );
            summary.moves += 1;
        }
        if early {
            continue;
        }
        let recorded = match result {
            "White" => Some(Winner::Defenders),
            "Black" => Some(Winner::Attackers),
            _ => None,
        };
        match (recorded, game.outcome()) {
            (Some(winner), Some(outcome)) => {
                assert_eq!(
                    outcome.winner, winner,
                    "{file} line {line_no}: the record says {result}, our rules say {outcome}"
                );
                summary.results_agree += 1;
            }
            (Some(_), None) => summary.ended_off_board += 1,
            (None, Some(outcome)) => {
                panic!(
                    "{file} line {line_no}: the record goes on ({result}) but our rules end it: {outcome}"
                )
            }
            (None, None) => {}
        }
    }
    Some(summary)
}

fn report(name: &str, s: &Summary) {
    eprintln!(
        "{name}: {} games, {} moves replayed and agreeing; {} results reached by rule and agreeing; \
         {} records end by resignation or timeout; {} games ended by our rules before the record",
        s.games,
        s.moves,
        s.results_agree,
        s.ended_off_board,
        s.ended_early.len()
    );
    for (line, ply, total, outcome) in &s.ended_early {
        eprintln!("  line {line}: our rules end it at ply {ply} of {total}: {outcome}");
    }
}

#[test]
fn copenhagen_corpus_agrees_move_by_move() {
    if let Some(s) = replay_corpus("copenhagen.csv", "copenhagen") {
        report("copenhagen", &s);
        assert_eq!(s.games, 1752);
        // Early endings are the site letting play go on past a third repetition.
        assert!(s.ended_early.iter().all(|(.., o)| o.contains("repetition")));
    }
}

#[test]
fn brandubh_corpus_agrees_move_by_move() {
    if let Some(s) = replay_corpus("brandubh.csv", "brandubh") {
        report("brandubh", &s);
        assert_eq!(s.games, 525);
        assert!(s.ended_early.iter().all(|(.., o)| o.contains("repetition")));
    }
}
