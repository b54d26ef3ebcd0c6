//! Trains the learned correction to the evaluation (`src/net.rs`; method
//! and figures in `TUNING.md`, "Third round: a learned correction"):
//!
//! 1. `play`: self-play games of one variant with the AI as it is built
//!    (fixed depth, a little root noise, random openings of 6 to 16 plies),
//!    every quiet position written with the game's result (defenders 1,
//!    attackers 0, ply limit ½), the linear evaluation and the net's inputs;
//! 2. `fit`: fits the net so that σ((linear + net) / 300) predicts the
//!    results (the tuner's logistic fit, with one hidden layer), one game
//!    in ten held out; with `--corpus DIR` the real games' positions are
//!    fitted too and their held-out error reported beside the linear one's;
//!    `--save FILE` stores the best epoch (`Net::to_bytes`).
//!
//! ```text
//! cargo run --release -p hnefi-ai --example net -- play copenhagen \
//!     --games N --seed S [--depth D] [--attackers-depth D] [--defenders-depth D] [--pairs A:D,...] --out FILE
//! cargo run --release -p hnefi-ai --example net -- fit copenhagen \
//!     --data FILE [--data FILE ...] [--corpus DIR] [--epochs E] [--save FILE]
//! ```
//!
//! Both are deterministic for the same build, arguments and seed.

use std::io::{BufRead, Write};
use std::ops::ControlFlow;
use std::sync::Arc;

use hnefi_ai::arena::{Player, play_game, random_opening};
use hnefi_ai::eval::{Evaluator, Weights};
use hnefi_ai::net::{HIDDEN, Net};
use hnefi_ai::{SearchLimits, splitmix};
use hnefi_engine::{Position, Side, Variant, variant};

#[path = "common/corpus.rs"]
mod corpus;

/// The evaluation's logistic scale (as in `tune.rs`).
const K: f32 = 300.0;

struct Sample {
    game: u32,
    result: f32,
    /// The linear evaluation from the defenders' side, over K.
    linear: f32,
    active: Vec<u16>,
}

fn linear(eval: &Evaluator, weights: &Weights, pos: &Position) -> Option<i32> {
    let f = eval.quiet_features(pos)?;
    Some(f.iter().zip(weights.0.iter()).map(|(a, b)| a * b).sum())
}

fn play(v: &Arc<Variant>, games: u32, seed: u64, pairs: &[(u8, u8)], out: &str) {
    let start = v.start_position(None, None).unwrap();
    let eval = Evaluator::new(v);
    let weights = Weights::for_variant(v.key());
    let shape = Net::zero(v.size() as usize);
    let player = |depth: u8| {
        Player::new(
            "self",
            SearchLimits::depth(depth).with_noise(30).with_tt_mib(16),
        )
    };
    let players: Vec<(Player, Player)> =
        pairs.iter().map(|&(a, d)| (player(a), player(d))).collect();
    let max_plies = 300;
    let mut file = std::io::BufWriter::new(std::fs::File::create(out).unwrap());
    let mut tally = [0u32; 3];
    let mut positions = 0;
    for g in 0..games {
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(g as u64);
        let plies = 6 + (game_seed % 11) as usize;
        let opening = random_opening(&start, plies, game_seed);
        let (attackers, defenders) = &players[g as usize % players.len()];
        let report = play_game(&start, &opening, attackers, defenders, game_seed, max_plies);
        let result = report.defenders_score();
        tally[(result * 2.0) as usize] += 1;
        for pos in &report.positions {
            let (Some(l), Some(active)) = (linear(&eval, &weights, pos), shape.active(pos)) else {
                continue;
            };
            write!(file, "{g} {result} {l}").unwrap();
            for i in active.as_slice() {
                write!(file, " {i}").unwrap();
            }
            writeln!(file).unwrap();
            positions += 1;
        }
        if g % 50 == 49 {
            eprintln!(
                "{} games: attackers {} draws {} defenders {}, {positions} positions",
                g + 1,
                tally[0],
                tally[1],
                tally[2]
            );
        }
    }
    eprintln!(
        "done: {games} games: attackers {} draws {} defenders {}, {positions} positions",
        tally[0], tally[1], tally[2]
    );
}

fn read_data(paths: &[String], offset: &mut u32, out: &mut Vec<Sample>) {
    for path in paths {
        let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let mut last = 0;
        for line in std::io::BufReader::new(file).lines() {
            let line = line.unwrap();
            let mut words = line.split_whitespace();
            let mut next = || words.next().expect("a complete line");
            let game: u32 = next().parse().unwrap();
            let result: f32 = next().parse().unwrap();
            let l: i32 = next().parse().unwrap();
            let active = words.map(|w| w.parse().unwrap()).collect();
            last = last.max(game);
            out.push(Sample {
                game: *offset + game,
                result,
                linear: l as f32 / K,
                active,
            });
        }
        *offset += last + 1;
    }
}

fn read_corpus(v: &Arc<Variant>, dir: &std::path::Path, offset: u32) -> Vec<Sample> {
    let eval = Evaluator::new(v);
    let weights = Weights::for_variant(v.key());
    let shape = Net::zero(v.size() as usize);
    let mut out = Vec::new();
    let path = dir.join(format!("{}.csv", v.key()));
    corpus::each_decided_position(&path, v, |line, winner, ply, game, _| {
        let pos = game.position();
        if ply >= 4 {
            if let (Some(l), Some(active)) = (linear(&eval, &weights, pos), shape.active(pos)) {
                out.push(Sample {
                    game: offset + line as u32,
                    result: if winner == Side::Defenders { 1.0 } else { 0.0 },
                    linear: l as f32 / K,
                    active: active.as_slice().to_vec(),
                });
            }
        }
        ControlFlow::Continue(())
    });
    out
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The trainer's view of the net: the output in units of K (the file
/// stores it in evaluation units).
struct Model {
    net: Net,
}

impl Model {
    fn predict(&self, s: &Sample) -> f32 {
        sigmoid(s.linear + self.net.output(&s.active))
    }

    fn error(&self, samples: &[&Sample]) -> f64 {
        if samples.is_empty() {
            return f64::NAN;
        }
        let sum: f64 = samples
            .iter()
            .map(|s| ((s.result - self.predict(s)) as f64).powi(2))
            .sum();
        sum / samples.len() as f64
    }

    fn linear_error(samples: &[&Sample]) -> f64 {
        let sum: f64 = samples
            .iter()
            .map(|s| ((s.result - sigmoid(s.linear)) as f64).powi(2))
            .sum();
        sum / samples.len().max(1) as f64
    }

    fn to_eval_units(&self) -> Net {
        let mut net = self.net.clone();
        for w in net.w2.iter_mut() {
            *w *= K;
        }
        net.b2 *= K;
        net
    }
}

/// Adam over a flat parameter vector.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
    t: i32,
}

impl Adam {
    fn step(&mut self, params: &mut [&mut f32], grads: &[f32], lr: f32) {
        let (b1, b2, eps) = (0.9f32, 0.999f32, 1e-8f32);
        self.t += 1;
        let c1 = 1.0 - b1.powi(self.t);
        let c2 = 1.0 - b2.powi(self.t);
        for (i, p) in params.iter_mut().enumerate() {
            let g = grads[i];
            self.m[i] = b1 * self.m[i] + (1.0 - b1) * g;
            self.v[i] = b2 * self.v[i] + (1.0 - b2) * g * g;
            **p -= lr * (self.m[i] / c1) / ((self.v[i] / c2).sqrt() + eps);
        }
    }
}

/// The board's eight symmetries as maps of the net's inputs: the
/// evaluation of a mirrored or turned position is the same, so every
/// training position is shown in a random one of them each epoch.
fn symmetries(size: usize) -> Vec<Vec<u16>> {
    let cells = size * size;
    let last = size - 1;
    (0..8)
        .map(|s| {
            let mut map: Vec<u16> = (0..Net::inputs_for(size)).map(|i| i as u16).collect();
            for kind in 0..3 {
                for rank in 0..size {
                    for file in 0..size {
                        let (mut f, mut r) = (file, rank);
                        if s & 1 != 0 {
                            f = last - f;
                        }
                        if s & 2 != 0 {
                            r = last - r;
                        }
                        if s & 4 != 0 {
                            std::mem::swap(&mut f, &mut r);
                        }
                        map[kind * cells + rank * size + file] =
                            (kind * cells + r * size + f) as u16;
                    }
                }
            }
            map
        })
        .collect()
}

fn fit(
    v: &Arc<Variant>,
    data: &[String],
    corpus: Option<&std::path::Path>,
    epochs: usize,
    save: Option<String>,
) {
    let mut samples = Vec::new();
    let mut offset = 0;
    read_data(data, &mut offset, &mut samples);
    let played = samples.len();
    let real = corpus
        .map(|dir| read_corpus(v, dir, offset))
        .unwrap_or_default();
    let real_from = samples.len();
    samples.extend(real);
    let held = |s: &Sample| s.game % 10 == 9;
    let train: Vec<&Sample> = samples.iter().filter(|s| !held(s)).collect();
    let held_played: Vec<&Sample> = samples[..real_from].iter().filter(|s| held(s)).collect();
    let held_real: Vec<&Sample> = samples[real_from..].iter().filter(|s| held(s)).collect();
    eprintln!(
        "{played} self-play positions, {} real; training on {}, held out {} + {}",
        samples.len() - real_from,
        train.len(),
        held_played.len(),
        held_real.len()
    );
    eprintln!(
        "linear alone: held-out error {:.5} (self-play), {:.5} (real games)",
        Model::linear_error(&held_played),
        Model::linear_error(&held_real)
    );

    let size = v.size() as usize;
    let mut rng = 2026u64;
    let mut model = Model {
        net: Net::zero(size),
    };
    for row in model.net.w1.iter_mut() {
        for w in row.iter_mut() {
            *w = ((splitmix(&mut rng) % 2001) as f32 / 1000.0 - 1.0) * 0.1;
        }
    }
    for w in model.net.w2.iter_mut() {
        *w = ((splitmix(&mut rng) % 2001) as f32 / 1000.0 - 1.0) * 0.01;
    }
    let inputs = Net::inputs_for(size);
    let n_params = inputs * HIDDEN + 2 * HIDDEN + 1;
    let mut adam = Adam {
        m: vec![0.0; n_params],
        v: vec![0.0; n_params],
        t: 0,
    };
    let batch = 256;
    let lr = std::env::var("NET_LR")
        .ok()
        .and_then(|x| x.parse().ok())
        .unwrap_or(1e-3);
    let decay = std::env::var("NET_DECAY")
        .ok()
        .and_then(|x| x.parse().ok())
        .unwrap_or(1e-5);
    let maps = symmetries(size);
    let mut active = Vec::with_capacity(64);
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut best = (f64::INFINITY, model.to_eval_units(), 0);
    for epoch in 1..=epochs {
        for i in (1..order.len()).rev() {
            let j = (splitmix(&mut rng) % (i as u64 + 1)) as usize;
            order.swap(i, j);
        }
        for chunk in order.chunks(batch) {
            let mut grads = vec![0.0f32; n_params];
            let (gw1, rest) = grads.split_at_mut(inputs * HIDDEN);
            let (gb1, rest) = rest.split_at_mut(HIDDEN);
            let (gw2, gb2) = rest.split_at_mut(HIDDEN);
            for &k in chunk {
                let s = train[k];
                let map = &maps[(splitmix(&mut rng) % 8) as usize];
                active.clear();
                active.extend(s.active.iter().map(|&i| map[i as usize]));
                let z = model.net.hidden(&active);
                let p = sigmoid(s.linear + model.net.head(&z));
                let g = 2.0 * (p - s.result) * p * (1.0 - p) / chunk.len() as f32;
                gb2[0] += g;
                for (h, &zh) in z.iter().enumerate() {
                    if zh > 0.0 {
                        gw2[h] += g * zh;
                        let gz = g * model.net.w2[h];
                        gb1[h] += gz;
                        for &i in &active {
                            gw1[i as usize * HIDDEN + h] += gz;
                        }
                    }
                }
            }
            let net = &mut model.net;
            for (g, w) in gw1.iter_mut().zip(net.w1.iter().flatten()) {
                *g += decay * w;
            }
            let mut params: Vec<&mut f32> = net
                .w1
                .iter_mut()
                .flatten()
                .chain(net.b1.iter_mut())
                .chain(net.w2.iter_mut())
                .chain(std::iter::once(&mut net.b2))
                .collect();
            adam.step(&mut params, &grads, lr);
        }
        let (e_train, e_played, e_real) = (
            model.error(&train),
            model.error(&held_played),
            model.error(&held_real),
        );
        eprintln!(
            "epoch {epoch}: error {e_train:.5}, held out {e_played:.5} (self-play) {e_real:.5} (real games)"
        );
        let judged = if held_played.is_empty() {
            e_real
        } else {
            e_played
        };
        if judged < best.0 {
            best = (judged, model.to_eval_units(), epoch);
        }
    }
    eprintln!("best epoch {}: held-out error {:.5}", best.2, best.0);
    if let Some(path) = save {
        std::fs::write(&path, best.1.to_bytes()).unwrap();
        eprintln!("wrote {path}");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "net play VARIANT --games N --seed S [--depth D] [--attackers-depth D] [--defenders-depth D] [--pairs A:D,...] --out FILE | net fit VARIANT --data FILE... [--corpus DIR] [--epochs E] [--save FILE]";
    let (Some(mode), Some(key)) = (args.first(), args.get(1)) else {
        panic!("{usage}");
    };
    let v = variant::by_key(key).unwrap_or_else(|_| panic!("unknown variant {key}"));
    let (mut games, mut seed, mut depths, mut out) = (100u32, 1u64, (3u8, 3u8), None);
    let mut pairs = Vec::new();
    let (mut data, mut corpus, mut epochs, mut save) = (Vec::new(), None, 8usize, None);
    let mut i = 2;
    while i < args.len() {
        let value = || {
            args.get(i + 1)
                .cloned()
                .unwrap_or_else(|| panic!("{usage}"))
        };
        match args[i].as_str() {
            "--games" => games = value().parse().unwrap(),
            "--seed" => seed = value().parse().unwrap(),
            "--depth" => {
                let d = value().parse().unwrap();
                depths = (d, d);
            }
            "--attackers-depth" => depths.0 = value().parse().unwrap(),
            "--defenders-depth" => depths.1 = value().parse().unwrap(),
            // Depths by turns, "A:D,A:D,...": mixed strengths give both
            // sides' wins to learn from.
            "--pairs" => {
                for pair in value().split(',') {
                    let (a, d) = pair.split_once(':').unwrap_or_else(|| panic!("{usage}"));
                    pairs.push((a.parse().unwrap(), d.parse().unwrap()));
                }
            }
            "--out" => out = Some(value()),
            "--data" => data.push(value()),
            "--corpus" => corpus = Some(std::path::PathBuf::from(value())),
            "--epochs" => epochs = value().parse().unwrap(),
            "--save" => save = Some(value()),
            other => panic!("unknown argument {other}: {usage}"),
        }
        i += 2;
    }
    match mode.as_str() {
        "play" => {
            if pairs.is_empty() {
                pairs.push(depths);
            }
            play(
                &v,
                games,
                seed,
                &pairs,
                &out.unwrap_or_else(|| panic!("{usage}")),
            )
        }
        "fit" => fit(&v, &data, corpus.as_deref(), epochs, save),
        _ => panic!("{usage}"),
    }
}
