//! The AI on rule sets nobody tuned it for (issue 23): random rule sets
//! from `hnefi_engine::ruleset::random_rules`, fixed by a seed.
//!
//! `cargo run --release -p hnefi-ai --example rule_sets -- [--seed S]
//!  [--sets N] [--max-plies M] [--threads T]
//!  [--only random|levels|compare|nps] [--list] [--trace]`
//!
//! For each of the `N` rule sets `random_rules(S)`, `random_rules(S + 1)`,
//! ... (default S = 23, N = 20), from the rule set's start:
//!
//! - (a) level 1 against a random mover (a uniformly random legal move,
//!   seeded), level 1 as the attackers and then as the defenders;
//! - (b) level 4 against level 2, level 4 as the attackers and then as
//!   the defenders.
//!
//! The levels play with their depth limits and root randomness, and a
//! node budget in place of their clock: a million positions for each
//! second of it (level 4 searches at most 2 million, about what its 2 s
//! give on one core of a shared machine, see the nodes per second; levels
//! 1 and 2 reach their depth limits long before theirs). So every game is
//! the same on every machine whatever its load. A game reaching `M` plies
//! (default 200) is a draw. One table row per rule set, then the totals by
//! side. `T` threads play the games (the results do not depend on it).
//!
//! `--only compare` plays depth 3 with the generic weights against depth 3
//! with the rule-set features zeroed ("blind"), to measure them
//! (`HNEFI_WEIGHTS=name=value,...` changes the generic weights of the
//! first player of every match: level 1, level 4 or the seeing depth 3).
//! `--list`
//! prints the rules strings (`--size N`: `random_rules_sized(S, N)`);
//! `--trace` prints every move of every game
//! with the searching side's score and line (use it with `--sets 1`).
//!
//! `--only nps` (also printed after the tables) times one level-5 search
//! (its 4.5 s budget) from the start of a few standards and of 19x19
//! random rule sets with special pieces: nodes per second by the wall
//! clock and by the process's CPU time.

use std::fmt::Write as _;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use hnefi_ai::eval::{FEATURES, Weights};
use hnefi_ai::{Level, SearchLimits, choose, choose_with_weights, splitmix};
use hnefi_engine::ruleset::{random_rules, random_rules_sized};
use hnefi_engine::{Game, Reason, RuleSet, Side, Variant, Winner, variant};
use std::sync::Arc;

/// CPU time of this process so far (user and system), from
/// `/proc/self/stat` on Linux; `None` elsewhere.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// Who chooses the moves of one side.
#[derive(Clone, Debug)]
enum Mover {
    Random,
    /// The search, with the variant's weights or the given ones.
    Ai(SearchLimits, Option<Box<Weights>>),
}

/// Positions searched per second of a level's clock in place of the
/// clock (about what one core of this machine searches on rule sets).
const NODES_PER_SECOND: u64 = 1_000_000;

/// A level's depth limit and randomness on `v`, its clock replaced by a
/// node budget of [`NODES_PER_SECOND`] for each second.
fn level(n: u8, v: &Variant) -> Mover {
    let level = Level::new(n).expect("a level");
    let nodes = level.limits_on(v).time.map_or(u64::MAX, |t| {
        (t.as_secs_f64() * NODES_PER_SECOND as f64) as u64
    });
    Mover::Ai(
        SearchLimits {
            time: None,
            ..level.limits_on(v)
        }
        .with_nodes(nodes),
        None,
    )
}

/// The generic weights without what reads the rules (the features added
/// for issue 23 set to zero), for `--only compare`.
fn blind() -> Weights {
    let mut w = Weights::generic();
    for (weight, name) in w.0.iter_mut().zip(FEATURES) {
        if RULE_FEATURES.contains(&name) {
            *weight = 0;
        }
    }
    w
}

/// The generic weights with changes from `HNEFI_WEIGHTS`
/// (`name=value,name=value`), for trying weights with `--only compare`.
fn tried() -> Option<Weights> {
    let changes = std::env::var("HNEFI_WEIGHTS").ok()?;
    let mut w = Weights::generic();
    for change in changes.split(',').filter(|c| !c.is_empty()) {
        let (name, value) = change.split_once('=').expect("name=value");
        let i = FEATURES
            .iter()
            .position(|f| *f == name)
            .unwrap_or_else(|| panic!("no feature {name}"));
        w.0[i] = value.parse().expect("a number");
    }
    Some(w)
}

const RULE_FEATURES: [&str; 5] = [
    "king_capture_squares",
    "king_capture_attackers_to_move",
    "king_capture_defenders_to_move",
    "attacker_commanders_knights",
    "defender_commanders_knights",
];

/// The matches: names and players (the first player is the one scored).
const KINDS: [(&str, &str); 3] = [("L1", "random"), ("L4", "L2"), ("d3", "d3 blind")];

fn players(kind: usize, v: &Variant) -> (Mover, Mover) {
    let first = |mover: Mover| match (mover, tried()) {
        (Mover::Ai(limits, _), Some(weights)) => Mover::Ai(limits, Some(Box::new(weights))),
        (mover, _) => mover,
    };
    match kind {
        0 => (first(level(1, v)), Mover::Random),
        1 => (first(level(4, v)), level(2, v)),
        _ => (
            Mover::Ai(SearchLimits::depth(3), tried().map(Box::new)),
            Mover::Ai(SearchLimits::depth(3), Some(Box::new(blind()))),
        ),
    }
}

/// One game from the start: the winner (`None` at the ply limit), why,
/// and its length.
fn play(
    v: &Arc<Variant>,
    attackers: &Mover,
    defenders: &Mover,
    seed: u64,
    max_plies: usize,
    trace: bool,
) -> (Option<Winner>, Option<Reason>, usize) {
    let mut game = Game::new(v.start_position(None, None).expect("the start"));
    let mut rng = seed;
    while !game.is_over() && game.plies().len() < max_plies {
        let mover = match game.turn() {
            Side::Attackers => attackers,
            Side::Defenders => defenders,
        };
        let mv = match mover {
            Mover::Random => {
                let legal = game.legal_moves();
                if legal.is_empty() {
                    break;
                }
                legal[(splitmix(&mut rng) % legal.len() as u64) as usize]
            }
            Mover::Ai(limits, weights) => match choose_with_weights(
                &game,
                limits,
                splitmix(&mut rng),
                weights.as_deref().unwrap_or(&Weights::for_variant(v.key())),
            ) {
                Ok(found) => {
                    if trace {
                        println!(
                            "{:>3} {:?} {} score {} depth {} pv {:?}",
                            game.plies().len() + 1,
                            game.turn(),
                            found.best,
                            found.score,
                            found.depth,
                            found.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>()
                        );
                    }
                    found.best
                }
                Err(e) => panic!("{}: {e}", v.otn_rules().unwrap_or_default()),
            },
        };
        game.play(mv).expect("a legal move");
        if trace {
            println!("{}", game.position());
        }
    }
    let outcome = game.outcome();
    (
        outcome.map(|o| o.winner),
        outcome.map(|o| o.reason),
        game.plies().len(),
    )
}

/// A rule set in a few words: board, escape, king, special pieces, speeds.
fn brief(rules: &RuleSet) -> String {
    use hnefi_engine::ruleset::{EscapeTo, KingArmed, KingStrength};
    let mut out = format!("{0}x{0}", rules.size);
    out.push_str(match rules.escape {
        EscapeTo::Corners => " corners",
        EscapeTo::Edges => " edge",
    });
    out.push_str(match rules.king_strength {
        KingStrength::Strong => " ks:s",
        KingStrength::StrongAtThrone => " ks:c",
        KingStrength::Middleweight => " ks:m",
        KingStrength::Weak => " ks:w",
    });
    out.push_str(match rules.king_armed {
        KingArmed::Yes => "",
        KingArmed::No => " ka:n",
        KingArmed::Anvil => " ka:a",
        KingArmed::Hammer => " ka:h",
    });
    let mut letters: Vec<char> = rules
        .start
        .pieces
        .iter()
        .map(|&(_, p)| {
            hnefi_engine::ruleset::TYPE_LETTERS.as_bytes()[hnefi_engine::ruleset::type_index(p)]
                as char
        })
        .filter(|c| !matches!(c, 't' | 'T' | 'K'))
        .collect();
    letters.sort();
    letters.dedup();
    if !letters.is_empty() {
        out.push(' ');
        out.extend(letters);
    }
    if rules.speeds.iter().any(Option::is_some) {
        out.push_str(" spd");
    }
    if !rules
        .squares(hnefi_engine::ruleset::SpaceKind::AttackerFort)
        .is_empty()
        || !rules
            .squares(hnefi_engine::ruleset::SpaceKind::DefenderFort)
            .is_empty()
    {
        out.push_str(" forts");
    }
    if rules.edge_fort {
        out.push_str(" efe");
    }
    if rules.berserk != hnefi_engine::ruleset::Berserk::None {
        out.push_str(" ber");
    }
    if rules.shieldwall != hnefi_engine::ruleset::ShieldwallRule::None {
        out.push_str(" sw");
    }
    out
}

/// One game's result for the first-named player, who plays `side`.
fn mark(winner: Option<Winner>, reason: Option<Reason>, plies: usize, side: Side) -> String {
    let me = Winner::side(side);
    let how = match reason {
        Some(Reason::KingCaptured) => "captured",
        Some(Reason::KingEscaped) => "escaped",
        Some(Reason::Encircled) => "encircled",
        Some(Reason::NoLegalMoves) => "no moves",
        Some(Reason::Repetition) => "repetition",
        Some(Reason::ExitFort) => "edge fort",
        Some(_) => "other",
        None => "ply limit",
    };
    let result = match winner {
        Some(w) if w == me => "won",
        Some(Winner::Draw) | None => "drew",
        Some(_) => "LOST",
    };
    format!("{result} ({how}, {plies})")
}

#[derive(Clone, Copy, Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
}

impl Tally {
    fn add(&mut self, winner: Option<Winner>, side: Side) {
        match winner {
            Some(w) if w == Winner::side(side) => self.wins += 1,
            Some(Winner::Draw) | None => self.draws += 1,
            Some(_) => self.losses += 1,
        }
    }

    fn plus(self, o: Tally) -> Tally {
        Tally {
            wins: self.wins + o.wins,
            draws: self.draws + o.draws,
            losses: self.losses + o.losses,
        }
    }

    fn show(self) -> String {
        let games = (self.wins + self.draws + self.losses).max(1) as f64;
        format!(
            "+{} ={} -{} ({} games, score {:.1}%)",
            self.wins,
            self.draws,
            self.losses,
            self.wins + self.draws + self.losses,
            100.0 * (self.wins as f64 + 0.5 * self.draws as f64) / games
        )
    }
}

/// Level 5's nodes per second from the start of `v`.
fn nps(name: &str, v: &Arc<Variant>) {
    let game = Game::new(v.start_position(None, None).expect("the start"));
    let limits = Level::STRONGEST.limits_on(v);
    let cpu_before = cpu_seconds();
    let found = choose(&game, limits, 0).expect("a move");
    let cpu = cpu_seconds().zip(cpu_before).map(|(a, b)| a - b);
    let cpu_rate = match cpu {
        Some(cpu) if cpu > 0.05 => format!("{:.0}", found.nodes as f64 / cpu),
        _ => "-".into(),
    };
    println!(
        "| {name} | {0}x{0} | {1} | {2:.2} s | {3} | {4:.0} | {cpu_rate} |",
        v.size(),
        found.nodes,
        found.elapsed.as_secs_f64(),
        found.depth,
        found.nodes_per_second(),
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut seed = 23u64;
    let mut sets = 20usize;
    let mut max_plies = 200usize;
    let mut threads = 1usize;
    let mut only = String::new();
    let mut trace = false;
    let mut size = None;
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--seed" => seed = value.parse().expect("--seed N"),
            "--sets" => sets = value.parse().expect("--sets N"),
            "--max-plies" => max_plies = value.parse().expect("--max-plies N"),
            "--threads" => threads = value.parse().expect("--threads N"),
            "--only" => only = value,
            "--size" => size = Some(value.parse().expect("--size N")),
            "--trace" => {
                trace = true;
                i -= 1;
            }
            "--list" => {
                only = "list".into();
                i -= 1;
            }
            other => panic!("unknown argument {other}"),
        }
        i += 2;
    }

    if only == "list" {
        for s in seed..seed + sets as u64 {
            let text = match size {
                Some(n) => random_rules_sized(s, n),
                None => random_rules(s),
            };
            let rules = RuleSet::parse(&text).expect("parses").rules;
            println!("{s}: {}\n    {text}", brief(&rules));
        }
        return;
    }
    let kinds: Vec<usize> = match only.as_str() {
        "" => vec![0, 1],
        "random" => vec![0],
        "levels" => vec![1],
        "compare" => vec![2],
        _ => Vec::new(),
    };
    if !kinds.is_empty() {
        let rule_sets: Vec<(u64, RuleSet, Arc<Variant>)> = (0..sets as u64)
            .map(|i| {
                let s = seed + i;
                let text = random_rules(s);
                let rules = RuleSet::parse(&text).expect("parses").rules;
                let v = rules.compile(&format!("random-{s}")).expect("compiles");
                (s, rules, v)
            })
            .collect();
        // Jobs: (rule set, kind 0 = L1 vs random, 1 = L4 vs L2, first
        // player attacks).
        let mut jobs = Vec::new();
        for r in 0..rule_sets.len() {
            for &kind in &kinds {
                for first_attacks in [true, false] {
                    jobs.push((r, kind, first_attacks));
                }
            }
        }
        let results = Mutex::new(vec![None; jobs.len()]);
        let next = AtomicUsize::new(0);
        let started = Instant::now();
        std::thread::scope(|scope| {
            for _ in 0..threads.max(1) {
                scope.spawn(|| {
                    loop {
                        let j = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&(r, kind, first_attacks)) = jobs.get(j) else {
                            break;
                        };
                        let (s, _, v) = &rule_sets[r];
                        let (first, second) = players(kind, v);
                        let (a, d) = if first_attacks {
                            (&first, &second)
                        } else {
                            (&second, &first)
                        };
                        let game_seed = s.wrapping_mul(31) + 2 * kind as u64 + first_attacks as u64;
                        let t = Instant::now();
                        let result = play(v, a, d, game_seed, max_plies, trace);
                        eprintln!(
                            "set {s} {} v {} {}: {:?} {:?} {} plies, {:.1} s",
                            KINDS[kind].0,
                            KINDS[kind].1,
                            if first_attacks {
                                "attacking"
                            } else {
                                "defending"
                            },
                            result.0,
                            result.1,
                            result.2,
                            t.elapsed().as_secs_f64()
                        );
                        results.lock().unwrap()[j] = Some(result);
                    }
                });
            }
        });
        let results = results.into_inner().unwrap();
        let find = |r: usize, kind: usize, first_attacks: bool| {
            jobs.iter()
                .position(|&job| job == (r, kind, first_attacks))
                .and_then(|j| results[j])
        };
        println!(
            "{} rule sets from seed {seed} (random_rules({seed}) to random_rules({})), \
             {max_plies}-ply limit, levels at their depth limits, a node budget for their clocks\n",
            sets,
            seed + sets as u64 - 1
        );
        let mut header = String::from("| seed | rule set |");
        for &kind in &kinds {
            let (first, second) = KINDS[kind];
            let _ = write!(
                header,
                " {first} v {second}, {first} attacking | {first} v {second}, {first} defending |"
            );
        }
        println!("{header}");
        println!("|---|---|{}", "---|".repeat(2 * kinds.len()));
        let mut totals = [[Tally::default(); 2]; 3];
        for (r, (s, rules, _)) in rule_sets.iter().enumerate() {
            let mut cells = Vec::new();
            for &kind in &kinds {
                for first_attacks in [true, false] {
                    let side = if first_attacks {
                        Side::Attackers
                    } else {
                        Side::Defenders
                    };
                    match find(r, kind, first_attacks) {
                        Some((w, reason, plies)) => {
                            totals[kind][!first_attacks as usize].add(w, side);
                            cells.push(mark(w, reason, plies, side));
                        }
                        None => cells.push("-".into()),
                    }
                }
            }
            println!("| {s} | {} | {} |", brief(rules), cells.join(" | "));
        }
        println!();
        println!("| match | as attackers | as defenders | total |");
        println!("|---|---|---|---|");
        for (kind, (first, second)) in KINDS.iter().enumerate() {
            let name = format!("{first} v {second}");
            let [a, d] = totals[kind];
            if a.wins + a.draws + a.losses == 0 {
                continue;
            }
            println!(
                "| {name} | {} | {} | {} |",
                a.show(),
                d.show(),
                a.plus(d).show()
            );
        }
        println!(
            "\n{} games in {:.0} s",
            jobs.len(),
            started.elapsed().as_secs_f64()
        );
    }

    if only.is_empty() || only == "nps" {
        println!("\nLevel 5 (4.5 s budget) from the start:\n");
        println!("| rule set | board | nodes | time | depth | nodes/s (wall) | nodes/s (CPU) |");
        println!("|---|---|---|---|---|---|---|");
        for key in [
            "copenhagen",
            "brandubh",
            "fetlar",
            "sea-battle",
            "alea-evangelii",
        ] {
            nps(key, &variant::by_key(key).expect("known"));
        }
        // 19x19 random rule sets with special pieces.
        let mut shown = 0;
        for s in 0..200u64 {
            let text = random_rules_sized(s, 19);
            let rules = RuleSet::parse(&text).expect("parses").rules;
            let specials = rules
                .start
                .pieces
                .iter()
                .filter(|(_, p)| {
                    !matches!(p.kind(), hnefi_engine::Kind::Man | hnefi_engine::Kind::King)
                })
                .count();
            if specials < 6 {
                continue;
            }
            let v = rules.compile("random").expect("compiles");
            nps(
                &format!("random_rules_sized({s}, 19): {}", brief(&rules)),
                &v,
            );
            shown += 1;
            if shown == 2 {
                break;
            }
        }
    }
}
