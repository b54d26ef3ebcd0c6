//! `/stats`' figures (issue 25, pictures): a server's finished games of a
//! variant by side, by how they ended and by length; and the corpus
//! figures kept in `crates/app/src/stats/corpus.rs`, derived again from
//! the corpora when `../shared/data` is at hand.

mod common;

use std::path::PathBuf;

use common::*;
use hnefi_app::stats::corpus_figures;
use hnefi_app::*;
use hnefi_engine::{Game, MoveText, Reason, Winner, variant};

#[both_backends]
#[tokio::test]
async fn a_servers_figures_count_its_finished_games_of_the_variant() {
    let h = Harness::new("stats").await;
    let stats = h.svc.stats();
    let empty = stats.of_variant(Some(GUILD), "brandubh").await.unwrap();
    assert_eq!(empty.server.games, 0);
    assert!(empty.corpus.is_some(), "Brandubh has a corpus");
    // Two resignations by Bob (attackers win), one by Alice, one abort.
    for loser in [bob(), bob(), alice()] {
        let g = h.game("brandubh", "3d").await;
        h.play_any(g.id).await;
        h.play_any(g.id).await;
        h.svc.games().resign(g.id, loser.id).await.unwrap();
    }
    let aborted = h.game("brandubh", "3d").await;
    h.svc.games().abort(aborted.id, alice().id).await.unwrap();
    h.game("copenhagen", "3d").await;
    let s = stats.of_variant(Some(GUILD), "brandubh").await.unwrap();
    let f = &s.server;
    assert_eq!((f.games, f.attackers, f.defenders, f.draws), (3, 2, 1, 0));
    assert_eq!(
        f.by_reason,
        vec![
            (Winner::Attackers, Reason::Resigned, 2),
            (Winner::Defenders, Reason::Resigned, 1)
        ]
    );
    assert_eq!(f.average_plies, 2.0);
    let [a, d, draw] = f.shares();
    assert!((a - 66.666).abs() < 0.01 && (d - 33.333).abs() < 0.01 && draw == 0.0);
    // Another server, another variant: nothing.
    assert_eq!(
        stats
            .of_variant(Some(GUILD + 1), "brandubh")
            .await
            .unwrap()
            .server
            .games,
        0
    );
    let copenhagen = stats.of_variant(Some(GUILD), "copenhagen").await.unwrap();
    assert_eq!(copenhagen.server.games, 0);
    assert!(
        stats
            .of_variant(Some(GUILD), "fetlar")
            .await
            .unwrap()
            .corpus
            .is_none()
    );
}

fn data_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data");
    dir.is_dir().then_some(dir)
}

/// The kept figures are the corpora's: each game replayed by the engine;
/// those its moves end by rule counted.
#[test]
fn corpus_figures_are_those_of_the_corpora() {
    let Some(dir) = data_dir() else {
        eprintln!(
            "\n*** SKIPPED: ../shared/data is absent, the corpus figures were not derived again ***\n"
        );
        return;
    };
    for key in ["copenhagen", "brandubh"] {
        let text = std::fs::read_to_string(dir.join(format!("{key}.csv"))).unwrap();
        let v = variant::by_key(key).unwrap();
        let mut results = Vec::new();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let moves = line.split(',').next().unwrap_or("");
            let mut game = Game::new(v.start_position(None, None).unwrap());
            let mut ok = true;
            for word in moves.split_whitespace() {
                let played = MoveText::parse(word)
                    .ok()
                    .and_then(|t| game.play(t.mv).ok());
                if played.is_none() {
                    ok = false;
                    break;
                }
            }
            if let (true, Some(outcome)) = (ok, game.outcome()) {
                results.push((outcome.winner, outcome.reason, game.plies().len() as u32));
            }
        }
        let derived = Figures::of(results);
        let kept = corpus_figures(key).unwrap();
        assert_eq!(
            (
                derived.games,
                derived.attackers,
                derived.defenders,
                derived.draws
            ),
            (kept.games, kept.attackers, kept.defenders, kept.draws),
            "{key}"
        );
        assert_eq!(derived.by_reason, kept.by_reason, "{key}");
        assert!(
            (derived.average_plies - kept.average_plies).abs() < 1e-9,
            "{key}"
        );
        eprintln!(
            "{key}: {} games ended by rule, attackers {}, defenders {}, {:.1} plies on average",
            kept.games, kept.attackers, kept.defenders, kept.average_plies
        );
    }
}
