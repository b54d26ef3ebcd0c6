//! Worst-case move time of a level: the wall time of `choose` (what the
//! app calls for `/ai`, table and history set-up included) over many
//! positions of each variant: the start, and positions from self-play
//! games (depth 2 with the root randomness of level 2, random two-ply
//! openings), taken every `--every` plies.
//!
//! `cargo run --release -p hnefi-ai --example worst -- [--level L]
//!  [--games G] [--every K] [--max-plies M] [VARIANT ...]`
//!
//! A VARIANT is a key (`copenhagen`, `fetlar`), or a random rule set:
//! `random:S` for `random_rules(S)`, `random19:S` for
//! `random_rules_sized(S, 19)` (`hnefi_engine::ruleset`).
//!
//! Prints one table row per variant: positions timed, the slowest and the
//! mean wall time, the level's budget, the deepest and shallowest
//! iteration completed, and the speed.

use std::time::{Duration, Instant};

use hnefi_ai::arena::{Player, play_game, random_opening};
use hnefi_ai::{Level, SearchLimits, choose};
use hnefi_engine::{Game, variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut level = 5u8;
    let mut games = 2usize;
    let mut every = 20usize;
    let mut max_plies = 120usize;
    let mut keys = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let value = |i: usize| args[i + 1].parse::<usize>().expect("a number");
        match args[i].as_str() {
            "--level" => level = value(i) as u8,
            "--games" => games = value(i),
            "--every" => every = value(i),
            "--max-plies" => max_plies = value(i),
            key => {
                keys.push(key.to_string());
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    if keys.is_empty() {
        keys = variant::all().iter().map(|v| v.key().to_string()).collect();
    }
    let level = Level::new(level).expect("a level from 1 to 5");
    let budget = level.budget();
    println!(
        "| variant | positions | slowest | mean | budget | over budget | depth | nodes/s | after the search |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for key in &keys {
        let v = match key.strip_prefix("random") {
            // `random19:S`: `random_rules_sized(S, 19)`; `random:S`:
            // `random_rules(S)` (issue 23's rule sets).
            Some(rest) => {
                let (size, seed) = rest.split_once(':').expect("randomN:SEED or random:SEED");
                let seed: u64 = seed.parse().expect("a seed");
                let text = match size {
                    "" => hnefi_engine::ruleset::random_rules(seed),
                    n => {
                        hnefi_engine::ruleset::random_rules_sized(seed, n.parse().expect("a size"))
                    }
                };
                hnefi_engine::RuleSet::parse(&text)
                    .expect("parses")
                    .rules
                    .compile(key)
                    .expect("compiles")
            }
            None => variant::by_key(key).expect("a variant key"),
        };
        let start = v.start_position(None, None).expect("the default layout");
        // Positions: the start, then every `every` plies of self-play games.
        let mut positions: Vec<Game> = vec![Game::new(start.clone())];
        let collector = Player::new(
            "collector",
            SearchLimits::depth(2).with_noise(60).with_tt_mib(16),
        );
        for g in 0..games {
            let opening = random_opening(&start, 2, 77 + g as u64);
            let report = play_game(
                &start, &opening, &collector, &collector, g as u64, max_plies,
            );
            let mut game = Game::new(start.clone());
            for (ply, &mv) in report.moves.iter().enumerate() {
                if game.play(mv).is_err() || game.is_over() {
                    break;
                }
                if (ply + 1) % every == 0 {
                    positions.push(game.clone());
                }
            }
        }
        let mut slowest = Duration::ZERO;
        let mut total = Duration::ZERO;
        let mut over = 0usize;
        let (mut deepest, mut shallowest) = (0u8, u8::MAX);
        let (mut nodes, mut searched) = (0u64, Duration::ZERO);
        let mut timed = 0usize;
        // Wall time of the call beyond the search's own elapsed time.
        let mut outside = Duration::ZERO;
        for (n, game) in positions.iter().enumerate() {
            let started = Instant::now();
            let limits = level.limits_on(game.position().variant());
            let Ok(found) = choose(game, limits, n as u64) else {
                continue;
            };
            let wall = started.elapsed();
            timed += 1;
            total += wall;
            slowest = slowest.max(wall);
            if wall > budget {
                over += 1;
            }
            outside = outside.max(wall.saturating_sub(found.elapsed));
            deepest = deepest.max(found.depth);
            shallowest = shallowest.min(found.depth);
            nodes += found.nodes;
            searched += found.elapsed;
            eprintln!(
                "{key} position {n} (ply {}): {} ms, depth {}, {} nodes",
                game.plies().len(),
                wall.as_millis(),
                found.depth,
                found.nodes
            );
        }
        println!(
            "| {key} | {timed} | {} ms | {} ms | {} ms | {over} | {shallowest}-{deepest} | {:.0} | {} µs |",
            slowest.as_millis(),
            (total / timed.max(1) as u32).as_millis(),
            budget.as_millis(),
            nodes as f64 / searched.as_secs_f64().max(1e-9),
            outside.as_micros()
        );
    }
}
