//! `hnefi bench rules`: rule sets read from OTN strings (docs/rules.md 5)
//! against the hand-written engine. Copenhagen read from OpenTafl's own
//! string beside the built-in Copenhagen, for move generation and corpus
//! replay (target: within 1.5x), and the time to check and compile a
//! string (target: under 1 ms).

use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::Failure;
use super::bench::{Figure, corpus, measure, random_games, replay_games};
use hnefi_engine::{MoveList, RuleSet, Variant, variant};

/// OpenTafl's Copenhagen, verbatim (its `DummyTestServer`).
pub(crate) const COPENHAGEN_OTN: &str = "dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// The longest standard string, 19x19 with custom corners (OpenTafl's Alea
/// Evangelii), for the compile figure's worst case.
const ALEA_OTN: &str = "dim:19 name:Alea_Evangelii esc:c atkf:y cor:a1,a2,b1,b2,a18,b18,a19,b19,r1,r2,s1,s2,r18,r19,s18,s19, cens: cenp:tcnkTCNK cenh: cenhe:tcnkTCNK tfr:w start:/2t2t7t2t2/19/t4t7t4t/7t1t1t7/6t1T1T1t6/t1t2t7t2t1t/4t4T4t4/3t4T1T4t3/4T2T1T1T2T4/3t2T1TKT1T2t3/4T2T1T1T2T4/3t4T1T4t3/4t4T4t4/t1t2t7t2t1t/6t1T1T1t6/7t1t1t7/t4t7t4t/19/2t2t7t2t2/";

fn compiled(text: &str) -> Result<Arc<Variant>, Failure> {
    let rules = RuleSet::parse(text).map_err(|e| e.to_string())?.rules;
    rules.compile("bench").map_err(|e| e.to_string())
}

/// Rates (units per second) of two kinds of work measured side by side:
/// ten rounds that alternate between them, the fastest round of each, so
/// that a busy moment of a shared machine cannot favour either.
fn measure_pair(budget: Duration, mut work: impl FnMut(usize) -> usize) -> [f64; 2] {
    let round = budget / 10;
    let mut best = [0.0f64; 2];
    for _ in 0..10 {
        for (which, best) in best.iter_mut().enumerate() {
            let started = Instant::now();
            let mut units = 0;
            while started.elapsed() < round {
                units += work(which);
            }
            *best = best.max(units as f64 / started.elapsed().as_secs_f64());
        }
    }
    best
}

pub(crate) fn figures(
    figures: &mut Vec<Figure>,
    budget: Duration,
    data: &Path,
) -> Result<(), Failure> {
    let builtin = variant::by_key("copenhagen").map_err(|e| e.to_string())?;
    let otn = compiled(COPENHAGEN_OTN)?;

    let starts = [&builtin, &otn].map(|v| v.start_position(None, None));
    let [Ok(ours), Ok(theirs)] = starts else {
        return Err("no start position".into());
    };
    let mut list = MoveList::new();
    let rates = measure_pair(budget, |which| {
        let start = if which == 0 { &ours } else { &theirs };
        for _ in 0..1000 {
            black_box(start).legal_moves_into(&mut list);
            black_box(&list);
        }
        1000
    });
    figures.push(Figure {
        bench: "rules.movegen.copenhagen_otn_start".into(),
        value: rates[1],
        unit: "positions/s",
        note: format!("built-in copenhagen: {:.0}", rates[0]),
    });
    figures.push(Figure {
        bench: "rules.movegen.slowdown".into(),
        value: rates[0] / rates[1],
        unit: "x",
        note: "OTN Copenhagen against the built-in; target: at most 1.5".into(),
    });

    let (games, source) = match corpus(&data.join("copenhagen.csv")) {
        Some(games) => (games, "copenhagen.csv, parse + validate + play"),
        None => (
            random_games(&builtin, 200, 120)
                .iter()
                .map(|g| g.iter().map(ToString::to_string).collect())
                .collect(),
            "copenhagen.csv not found: random games instead",
        ),
    };
    let mut replays = Vec::new();
    for v in [&builtin, &otn] {
        let start = v.start_position(None, None).map_err(|e| e.to_string())?;
        let (moves, elapsed) = measure(budget, || replay_games(&start, &games));
        replays.push((
            moves as f64 / elapsed.as_secs_f64(),
            replay_games(&start, &games),
        ));
    }
    figures.push(Figure {
        bench: "rules.replay.copenhagen_otn".into(),
        value: replays[1].0,
        unit: "moves/s",
        note: format!(
            "{source}; built-in: {:.0} moves/s; moves replayed {} of the built-in's {}",
            replays[0].0, replays[1].1, replays[0].1
        ),
    });
    figures.push(Figure {
        bench: "rules.replay.slowdown".into(),
        value: replays[0].0 / replays[1].0,
        unit: "x",
        note: "OTN Copenhagen against the built-in; target: at most 1.5".into(),
    });

    for (name, text) in [("copenhagen", COPENHAGEN_OTN), ("alea_19x19", ALEA_OTN)] {
        let (runs, elapsed) = measure(budget, || {
            for _ in 0..10 {
                black_box(compiled(black_box(text)).ok());
            }
            10
        });
        let started = Instant::now();
        let _ = compiled(text)?;
        let once = started.elapsed();
        figures.push(Figure {
            bench: format!("rules.check_compile.{name}"),
            value: elapsed.as_secs_f64() * 1e6 / runs as f64,
            unit: "µs/string",
            note: format!(
                "parse, check and compile; a single cold run {:.0} µs; target: under 1000",
                once.as_secs_f64() * 1e6
            ),
        });
    }
    Ok(())
}
