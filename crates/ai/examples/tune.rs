//! Tunes the evaluation weights by self-play (method in `TUNING.md`):
//!
//! 1. self-play games per variant with the current weights (shallow search
//!    with a little root randomness, random openings), every quiet position
//!    labelled with the game's result (defenders 1, attackers 0, draw or
//!    ply limit ½);
//! 2. a logistic fit of the weights to those labels (Texel's method):
//!    minimise the mean of (result − σ(eval / 300))² with Adam and a small
//!    pull towards the starting weights;
//! 3. the fitted weights printed as `src/weights.rs`.
//!
//! With `--matches`, the weights are tuned by match results instead of by
//! the fit: each weight in turn is moved up or down, and the change is kept
//! when the changed evaluation wins at least 60% of a fixed set of games
//! (each opening with both sides) against the current weights.
//!
//! With `--corpus DIR`, the positions are those of real games instead of
//! self-play: `DIR/VARIANT.csv` (the corpora of `../shared/data`), every
//! decided game's quiet positions labelled with its result; the square
//! tables are fitted with the other weights, and one game in ten is held
//! out to show the fit is not learning the games by heart.
//!
//! `cargo run --release -p hnefi-ai --example tune -- [--games N] [--depth D]
//!  [--rounds R] [--matches [--openings N] [--passes P]] [--corpus DIR] [--write]
//!  [VARIANT ...]`

use std::collections::BTreeMap;
use std::ops::ControlFlow;
use std::sync::{Arc, Mutex};

use hnefi_ai::SearchLimits;
use hnefi_ai::arena::{MatchSettings, Player, play_game, play_match, random_opening};
use hnefi_ai::eval::{Evaluator, FEATURES, N_BASE, N_FEATURES, Weights};
use hnefi_engine::{Side, Variant, variant};

#[path = "common/corpus.rs"]
mod corpus;

struct Sample {
    features: [f64; N_FEATURES],
    result: f64,
}

fn samples(
    v: &Arc<Variant>,
    weights: &Weights,
    games: usize,
    depth: u8,
    seed: u64,
) -> (Vec<Sample>, [u32; 3]) {
    let start = v.start_position(None, None).unwrap();
    let eval = Evaluator::new(v);
    let limits = SearchLimits::depth(depth).with_noise(40).with_tt_mib(16);
    let player = Player::new("self", limits).with_weights(weights.clone());
    let max_plies = if v.size() >= 13 { 300 } else { 200 };
    let mut out = Vec::new();
    let mut results = [0u32; 3];
    for g in 0..games {
        let opening = random_opening(&start, 4, seed.wrapping_mul(7919).wrapping_add(g as u64));
        let game = play_game(
            &start,
            &opening,
            &player,
            &player,
            seed ^ g as u64,
            max_plies,
        );
        let result = game.defenders_score();
        results[(result * 2.0) as usize] += 1;
        for pos in &game.positions {
            if let Some(f) = eval.quiet_features(pos) {
                out.push(Sample {
                    features: f.map(|x| x as f64),
                    result,
                });
            }
        }
    }
    (out, results)
}

/// The quiet positions of a corpus's decided games from the fifth ply on
/// (the openings are the players' habits more than their judgement), as
/// (training, held out): every tenth game is held out.
fn corpus_samples(v: &Arc<Variant>, dir: &std::path::Path) -> (Vec<Sample>, Vec<Sample>) {
    let eval = Evaluator::new(v);
    let (mut train, mut held) = (Vec::new(), Vec::new());
    let path = dir.join(format!("{}.csv", v.key()));
    corpus::each_decided_position(&path, v, |line, winner, ply, game, _| {
        if ply >= 4 {
            if let Some(f) = eval.quiet_features(game.position()) {
                let out = if line % 10 == 9 {
                    &mut held
                } else {
                    &mut train
                };
                out.push(Sample {
                    features: f.map(|x| x as f64),
                    result: if winner == Side::Defenders { 1.0 } else { 0.0 },
                });
            }
        }
        ControlFlow::Continue(())
    });
    (train, held)
}

const K: f64 = 300.0;

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn error(data: &[Sample], w: &[f64; N_FEATURES], k: f64) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|s| {
            let e: f64 = s.features.iter().zip(w).map(|(f, w)| f * w).sum();
            (s.result - sigmoid(e / k)).powi(2)
        })
        .sum();
    sum / data.len().max(1) as f64
}

/// Fits the weights; returns them with the error before and after.
fn fit(data: &[Sample], start: &Weights) -> (Weights, f64, f64, f64) {
    let w0: [f64; N_FEATURES] = start.0.map(|x| x as f64);
    // K fixes the units: an evaluation of K is a 73% expectation, so a man
    // stays near 100 and the levels' randomness keeps its meaning.
    let k = K;
    let best = error(data, &w0, k);
    let before = best;
    let mut w = w0;
    let (mut m, mut v) = ([0.0; N_FEATURES], [0.0; N_FEATURES]);
    let (rate, beta1, beta2, lambda) = (1.0, 0.9, 0.999, 1e-7);
    let n = data.len().max(1) as f64;
    for t in 1..=3000 {
        let mut grad = [0.0; N_FEATURES];
        for s in data {
            let e: f64 = s.features.iter().zip(&w).map(|(f, w)| f * w).sum();
            let p = sigmoid(e / k);
            let g = -2.0 * (s.result - p) * p * (1.0 - p) / k;
            for (gi, fi) in grad.iter_mut().zip(&s.features) {
                *gi += g * fi;
            }
        }
        for i in 0..N_FEATURES {
            let g = grad[i] / n + 2.0 * lambda * (w[i] - w0[i]);
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let mh = m[i] / (1.0 - f64::powi(beta1, t));
            let vh = v[i] / (1.0 - f64::powi(beta2, t));
            w[i] -= rate * mh / (vh.sqrt() + 1e-12);
        }
    }
    let after = error(data, &w, k);
    (Weights(w.map(|x| x.round() as i32)), before, after, k)
}

/// Coordinate search by matches: each weight in turn is moved up or down
/// by a step; the change is kept when the changed evaluation scores at
/// least `accept` against the current one over the same openings (both
/// sides, fixed depth, so the games are reproducible).
fn match_tune(
    v: &Arc<Variant>,
    start: &Weights,
    depth: u8,
    openings: usize,
    passes: usize,
) -> Weights {
    let settings = MatchSettings {
        openings,
        opening_plies: 4,
        max_plies: if v.size() >= 13 { 250 } else { 200 },
        seed: 4242,
    };
    let accept = 0.6;
    let limits = SearchLimits::depth(depth).with_tt_mib(16);
    let mut current = start.clone();
    let key = v.key();
    for pass in 0..passes {
        let mut changed = false;
        for (i, feature) in FEATURES[..N_BASE].iter().enumerate().skip(1) {
            let step = (current.0[i].abs() / 3).max(10);
            // Both directions are played at once, one per core; the raise is
            // still preferred, so the result is what trying them in turn gives.
            let reports: Vec<_> = std::thread::scope(|scope| {
                let handles: Vec<_> = [step, -step]
                    .map(|delta| {
                        let mut candidate = current.clone();
                        candidate.0[i] += delta;
                        let (settings, limits, current) = (&settings, &limits, &current);
                        scope.spawn(move || {
                            let report = play_match(
                                v,
                                &Player::new("candidate", limits.clone())
                                    .with_weights(candidate.clone()),
                                &Player::new("current", limits.clone())
                                    .with_weights(current.clone()),
                                settings,
                                |_| {},
                            );
                            (candidate, report)
                        })
                    })
                    .into_iter()
                    .collect();
                handles.into_iter().map(|h| h.join().unwrap()).collect()
            });
            for (candidate, report) in reports {
                let score = report.total().score();
                // Every trial is reported, kept or not, so a long run shows
                // how far it has got.
                let verdict = if score >= accept { "kept" } else { "not kept" };
                eprintln!(
                    "{key} pass {pass}: {} {} -> {} scores {:.0}% ({}): {verdict}",
                    feature,
                    current.0[i],
                    candidate.0[i],
                    100.0 * score,
                    report.total()
                );
                if score >= accept {
                    current = candidate;
                    changed = true;
                    break;
                }
            }
        }
        if !changed {
            break;
        }
    }
    current
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut games = 60;
    let mut depth = 2u8;
    let mut rounds = 2;
    let mut write = false;
    let mut by_match = false;
    let mut openings = 8;
    let mut passes = 2;
    let mut corpus: Option<std::path::PathBuf> = None;
    let mut keys = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--games" => {
                games = args[i + 1].parse().unwrap();
                i += 1;
            }
            "--depth" => {
                depth = args[i + 1].parse().unwrap();
                i += 1;
            }
            "--rounds" => {
                rounds = args[i + 1].parse().unwrap();
                i += 1;
            }
            "--corpus" => {
                corpus = Some(args[i + 1].clone().into());
                i += 1;
            }
            "--write" => write = true,
            "--matches" => by_match = true,
            "--openings" => {
                openings = args[i + 1].parse().unwrap();
                i += 1;
            }
            "--passes" => {
                passes = args[i + 1].parse().unwrap();
                i += 1;
            }
            key => keys.push(key.to_string()),
        }
        i += 1;
    }
    if keys.is_empty() {
        keys = variant::all().iter().map(|v| v.key().to_string()).collect();
    }
    let results: Mutex<BTreeMap<String, Weights>> = Mutex::new(BTreeMap::new());
    let queue = Mutex::new(keys.clone());
    // Match tuning already plays two matches at once for each variant.
    let per_variant = if by_match { 2 } else { 1 };
    let threads = (std::thread::available_parallelism().map_or(1, |n| n.get()) / per_variant)
        .clamp(1, keys.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let Some(key) = queue.lock().unwrap().pop() else { break };
                    let v = variant::by_key(&key).unwrap();
                    let mut weights = Weights::for_variant(&key);
                    if by_match {
                        let tuned = match_tune(&v, &weights, depth, openings, passes);
                        results.lock().unwrap().insert(key, tuned);
                        continue;
                    }
                    if let Some(dir) = &corpus {
                        let (train, held) = corpus_samples(&v, dir);
                        let (fitted, before, after, k) = fit(&train, &weights);
                        let w = |w: &Weights| w.0.map(|x| x as f64);
                        eprintln!(
                            "{key} corpus: {} positions, K {k}, error {before:.5} -> {after:.5}; held out {} positions, error {:.5} -> {:.5}",
                            train.len(),
                            held.len(),
                            error(&held, &w(&weights), k),
                            error(&held, &w(&fitted), k)
                        );
                        results.lock().unwrap().insert(key, fitted);
                        continue;
                    }
                    let mut data = Vec::new();
                    for round in 0..rounds {
                        let (mut more, tally) =
                            samples(&v, &weights, games, depth, 1000 + round as u64);
                        data.append(&mut more);
                        let (fitted, before, after, k) = fit(&data, &weights);
                        eprintln!(
                            "{key} round {round}: {games} games (attackers {} draws {} defenders {}), {} positions, K {k}, error {before:.5} -> {after:.5}",
                            tally[0], tally[1], tally[2], data.len()
                        );
                        weights = fitted;
                    }
                    results.lock().unwrap().insert(key, weights);
                }
            });
        }
    });
    let results = results.into_inner().unwrap();
    let mut text = String::from(
        "//! Evaluation weights fitted by self-play or on real games\n\
         //! (`examples/tune.rs`, method in `TUNING.md`). Generated: edit by\n\
         //! re-running the tuner, not by hand.\n\n\
         use crate::eval::{N_BASE, N_SQUARES};\n\n\
         /// The tuned weights of a variant, if it has been tuned.\n\
         pub(crate) fn tuned(key: &str) -> Option<[i32; N_BASE]> {\n    \
         Some(match key {\n",
    );
    let mut all = BTreeMap::new();
    for (k, w) in crate_current() {
        all.insert(k, w);
    }
    for (k, w) in results {
        all.insert(k, w);
    }
    let table = |text: &mut String, key: &str, range: std::ops::Range<usize>, w: &Weights| {
        text.push_str(&format!("        \"{key}\" => [\n"));
        for (name, value) in FEATURES[range.clone()].iter().zip(&w.0[range]) {
            text.push_str(&format!("            {value}, // {name}\n"));
        }
        text.push_str("        ],\n");
    };
    for (key, w) in &all {
        table(&mut text, key, 0..N_BASE, w);
    }
    text.push_str(
        "        _ => return None,\n    })\n}\n\n\
         /// The tuned square tables of a variant, if they have been fitted.\n\
         pub(crate) fn tuned_squares(key: &str) -> Option<[i32; N_SQUARES]> {\n    \
         Some(match key {\n",
    );
    for (key, w) in all.iter().filter(|(_, w)| w.has_squares()) {
        table(&mut text, key, N_BASE..N_FEATURES, w);
    }
    text.push_str("        _ => return None,\n    })\n}\n");
    if write {
        std::fs::write(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src/weights.rs"),
            &text,
        )
        .unwrap();
        eprintln!("wrote src/weights.rs");
    } else {
        print!("{text}");
    }
}

/// The tuned weights currently compiled in, for variants not re-tuned this
/// run; untuned variants stay out and fall back to the generic weights.
fn crate_current() -> Vec<(String, Weights)> {
    variant::all()
        .iter()
        .map(|v| (v.key().to_string(), Weights::for_variant(v.key())))
        .filter(|(_, w)| *w != Weights::generic())
        .collect()
}
