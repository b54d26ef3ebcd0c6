//! Self-play matches: each opening twice, the players swapping sides.
//!
//! `cargo run --release -p hnefi-ai --example match -- [--openings N]
//!  [--plies P] [--max-plies M] [--seed S] VARIANT[,VARIANT...] FIRST SECOND`
//!
//! Players: `L1`..`L5` (the levels), `d4` (depth 4, no clock), `t500`
//! (500 ms), `n20000` (20 000 nodes); a trailing `g` uses the generic
//! (untuned) weights instead of the variant's tuned ones, e.g. `d3g`; an
//! `rN` after the number adds root randomness of up to N units, e.g. `d6r30`.
//! `levels` as FIRST runs every level against the one below.
//!
//! The table goes to standard output; each game's result is also reported
//! on standard error as it ends, so a long match can be followed.

use std::time::{Duration, Instant};

use hnefi_ai::arena::{MatchSettings, Player, play_match};
use hnefi_ai::eval::Weights;
use hnefi_ai::{Level, SearchLimits};
use hnefi_engine::{Variant, variant};

fn bad_player(spec: &str) -> ! {
    eprintln!("unknown player `{spec}`: L1..L5, dN, tN or nN, then an optional rN and g");
    usage(2)
}

fn player(spec: &str, v: &Variant) -> Player {
    let (spec, generic) = match spec.strip_suffix('g') {
        Some(rest) => (rest, true),
        None => (spec, false),
    };
    let name = spec.to_string();
    let (spec, noise) = match spec.split_once('r') {
        Some((rest, n)) => (
            rest,
            Some(n.parse::<u32>().unwrap_or_else(|_| bad_player(spec))),
        ),
        None => (spec, None),
    };
    let number = |s: &str| s[1..].parse::<u64>().unwrap_or_else(|_| bad_player(s));
    let limits = match spec.chars().next() {
        Some('L') => Level::new(number(spec) as u8)
            .unwrap_or_else(|_| bad_player(spec))
            .limits_on(v),
        Some('d') => SearchLimits::depth(number(spec) as u8),
        Some('t') => SearchLimits::time(Duration::from_millis(number(spec))),
        Some('n') => SearchLimits {
            time: None,
            ..SearchLimits::default()
        }
        .with_nodes(number(spec)),
        _ => bad_player(spec),
    };
    let limits = match noise {
        Some(n) => limits.with_noise(n),
        None => limits,
    };
    let p = Player::new(name.clone(), limits);
    if generic {
        Player {
            name: format!("{name}g"),
            ..p.with_weights(Weights::generic())
        }
    } else {
        p
    }
}

const USAGE: &str = "usage: match [--openings N] [--plies P] [--max-plies M] [--seed S] \
VARIANT[,VARIANT...] FIRST SECOND (or VARIANT levels)";

/// Prints the usage (to stderr with `code` 2) and exits.
fn usage(code: i32) -> ! {
    if code == 0 {
        println!("{USAGE}");
    } else {
        eprintln!("{USAGE}");
    }
    std::process::exit(code)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut settings = MatchSettings::default();
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let value = || match args.get(i + 1).map(|v| v.parse::<u64>()) {
            Some(Ok(n)) => n,
            _ => {
                eprintln!("{} needs a number", args[i]);
                usage(2)
            }
        };
        match args[i].as_str() {
            "-h" | "--help" => usage(0),
            "--openings" => settings.openings = value() as usize,
            "--plies" => settings.opening_plies = value() as usize,
            "--max-plies" => settings.max_plies = value() as usize,
            "--seed" => settings.seed = value(),
            other => {
                rest.push(other.to_string());
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    let levels = rest.get(1).is_some_and(|r| r == "levels");
    if rest.len() != if levels { 2 } else { 3 } {
        usage(2);
    }
    let keys: Vec<String> = rest[0].split(',').map(str::to_string).collect();
    let pairs: Vec<(String, String)> = if levels {
        (2..=5)
            .map(|n| (format!("L{n}"), format!("L{}", n - 1)))
            .collect()
    } else {
        vec![(rest[1].clone(), rest[2].clone())]
    };
    println!("| variant | first | second | as attackers | as defenders | total | games/s |");
    println!("|---|---|---|---|---|---|---|");
    for (first, second) in &pairs {
        for key in &keys {
            let Ok(v) = variant::by_key(key) else {
                eprintln!("unknown variant `{key}`");
                usage(2)
            };
            // A level's depth limit depends on the board.
            let (first, second) = (&player(first, &v), &player(second, &v));
            let started = Instant::now();
            let mut played = 0usize;
            let report = play_match(&v, first, second, &settings, |game| {
                // Games alternate: the first player attacks in the even ones.
                let side = if played % 2 == 0 {
                    "attackers"
                } else {
                    "defenders"
                };
                let points = if played % 2 == 0 {
                    1.0 - game.defenders_score()
                } else {
                    game.defenders_score()
                };
                played += 1;
                eprintln!(
                    "{key} {} v {}: game {played}, {} as {side}, {}, {} plies, {:.0} s so far",
                    first.name,
                    second.name,
                    first.name,
                    match points {
                        p if p > 0.75 => "won",
                        p if p < 0.25 => "lost",
                        _ => "drawn",
                    },
                    game.moves.len(),
                    started.elapsed().as_secs_f64()
                );
            });
            let total = report.total();
            println!(
                "| {key} | {} | {} | {} | {} | {} | {:.1} s/game |",
                first.name,
                second.name,
                report.as_attackers,
                report.as_defenders,
                total,
                started.elapsed().as_secs_f64() / total.games().max(1) as f64
            );
        }
    }
}
