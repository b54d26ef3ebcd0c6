//! Fits the review's win-chance curve (`review::CHANCE_SCALE`) on real
//! games: positions of the Copenhagen corpus's decided games, each
//! searched as a review searches, scored for the defenders against the
//! layout's start (which the review takes as even), against who went on
//! to win. It also fits a free offset, to show what the anchoring costs.
//!
//! `cargo run --release -p hnefi-ai --example calibrate -- [DATA_DIR] [NODES] [EVERY]`
//!
//! DATA_DIR holds `copenhagen.csv` (default `../shared/data` beside the
//! workspace); NODES bounds each search (default 20000, about what a
//! review's position gets in a tenth of its time, a fair stand-in that
//! keeps the fit deterministic); every EVERY-th ply is taken (default 4).
//! It prints, for each scale tried, the mean log-loss, then the best
//! scale and how the chance it gives compares with the share of wins in
//! bands of score.

use std::ops::ControlFlow;
use std::path::PathBuf;

use hnefi_ai::{SearchLimits, choose};
use hnefi_engine::{Game, Side, variant};

#[path = "common/corpus.rs"]
mod corpus;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = args
        .first()
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data"));
    let nodes: u64 = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(20_000);
    let every: usize = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(4);
    let path = dir.join("copenhagen.csv");
    let copenhagen = variant::by_key("copenhagen").unwrap();

    // The anchor: the layout's start, searched the same way, is even.
    let start_game = Game::new(copenhagen.start_position(None, None).unwrap());
    let anchor = hnefi_ai::review::start_anchor(start_game.start().variant());
    eprintln!("start position: {anchor} for the defenders");
    // (score for the defenders less the anchor, whether the defenders won)
    let mut samples: Vec<(i32, bool)> = Vec::new();
    corpus::each_decided_position(&path, &copenhagen, |_, winner, ply, game, next| {
        if next == "timeout" {
            return ControlFlow::Break(());
        }
        if ply >= 4 && ply % every == 0 {
            let limits = SearchLimits::depth(64).with_nodes(nodes);
            if let Ok(found) = choose(game, limits, 0) {
                if found.score.abs() <= hnefi_ai::WIN_BOUND {
                    let score = hnefi_ai::review::defenders_score(game, found.score);
                    samples.push((score - anchor, winner == Side::Defenders));
                }
            }
        }
        ControlFlow::Continue(())
    });
    eprintln!("{} positions", samples.len());
    // With a free offset too, to see what anchoring at the start costs.
    let mut free = (f64::INFINITY, 0.0, 0.0);
    for offset in (-1000..=1000).step_by(25) {
        for scale in (50..=3000).step_by(50) {
            let shifted: f64 = samples
                .iter()
                .map(|&(score, won)| {
                    let p = (1.0
                        / (1.0
                            + (-(f64::from(score) - f64::from(offset)) / f64::from(scale)).exp()))
                    .clamp(1e-6, 1.0 - 1e-6);
                    if won { -p.ln() } else { -(1.0 - p).ln() }
                })
                .sum::<f64>()
                / samples.len() as f64;
            if shifted < free.0 {
                free = (shifted, f64::from(offset), f64::from(scale));
            }
        }
    }
    println!(
        "free fit: offset {} scale {} (log-loss {:.4})",
        free.1, free.2, free.0
    );
    let log_loss = |scale: f64| {
        samples
            .iter()
            .map(|&(score, won)| {
                let p = (1.0 / (1.0 + (-f64::from(score) / scale).exp())).clamp(1e-6, 1.0 - 1e-6);
                if won { -p.ln() } else { -(1.0 - p).ln() }
            })
            .sum::<f64>()
            / samples.len() as f64
    };
    let mut best = (f64::INFINITY, 0.0);
    for scale in (25..=3000).step_by(25) {
        let loss = log_loss(f64::from(scale));
        println!("scale {scale:5}: log-loss {loss:.4}");
        if loss < best.0 {
            best = (loss, f64::from(scale));
        }
    }
    println!("best scale {} (log-loss {:.4})", best.1, best.0);
    for (lo, hi) in [
        (-3000, -400),
        (-400, -150),
        (-150, -50),
        (-50, 50),
        (50, 150),
        (150, 400),
        (400, 3000),
    ] {
        let band: Vec<&(i32, bool)> = samples
            .iter()
            .filter(|(s, _)| (lo..hi).contains(s))
            .collect();
        if band.is_empty() {
            continue;
        }
        let won = band.iter().filter(|(_, w)| *w).count() as f64 / band.len() as f64;
        let mid = f64::from(lo + hi) / 2.0;
        let curve = 1.0 / (1.0 + (-mid / best.1).exp());
        println!(
            "score {lo:6}..{hi:6}: {:5} positions, won {:.2}, curve at the middle {:.2}",
            band.len(),
            won,
            curve
        );
    }
}
