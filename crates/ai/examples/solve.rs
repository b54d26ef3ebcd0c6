//! Exhaustive search with the engine alone (no evaluation, no repetition):
//! whether a side can force a win within N plies.
//!
//! `cargo run --release -p hnefi-ai --example solve -- KEY POSITION N [a|d]`
//! classifies every legal move of a position (a position string, or a file
//! holding a diagram, with the side to move given after N): wins within N,
//! loses within N - 1, or neither. The tactical suite's answers were
//! checked this way.
//!
//! `... --example solve -- --horizon KEY POSITION MAX [SECONDS]` deepens
//! from 1 ply to MAX and reports, for each depth, whether either side can
//! force a win within that many plies, stopping once a depth took longer
//! than SECONDS (default 600). `start` as POSITION means the variant's
//! start.
//!
//! The proof search is the library's (`hnefi_ai::solver`): it keeps a
//! table of what it has proven per position (the fewest plies known to
//! win, the most known not to), so transpositions and the earlier depths'
//! work are reused. Repetition is ignored: that only widens the choices of
//! a side whose repetitions are forbidden (3.1's Nogs), so "the Nogs cannot
//! force a win" stands as proven; a defence of the Nogs that repeats a
//! position a third time would need eight plies of cycling inside the
//! horizon.

use std::time::Instant;

use hnefi_ai::solver::{Proof, Solver};
use hnefi_engine::{Move, Outcome, Position, Reason, Side, Winner, variant};

/// Plays `mv` on `pos`; the end it brings: its own result, or the next
/// side left without a legal move (rules 1).
fn outcome(pos: &mut Position, mv: Move) -> Option<Outcome> {
    let mover = pos.turn();
    let effects = pos.play_unchecked(mv);
    pos.result_of_move(mover, &effects)
        .or_else(|| (!pos.has_legal_move()).then(|| Outcome::win(mover, Reason::NoLegalMoves)))
}

fn position(args: &[String]) -> Position {
    let v = variant::by_key(&args[0]).unwrap();
    let text = &args[1];
    if text == "start" {
        v.start_position(None, None).unwrap()
    } else if !std::path::Path::new(text).exists() {
        Position::parse(&v, text).unwrap()
    } else {
        let diagram = std::fs::read_to_string(text).unwrap();
        let side = if args.get(3).map(String::as_str) == Some("a") {
            Side::Attackers
        } else {
            Side::Defenders
        };
        Position::from_diagram(&v, &diagram, side).unwrap()
    }
}

/// Deepens until a depth takes longer than `seconds`.
fn horizon(pos: &Position, max: u8, seconds: f64) {
    // 2^26 entries a side, as before the solver moved to the library.
    let mut solver = Solver::new(2048);
    let started = Instant::now();
    for plies in 1..=max {
        let depth_started = Instant::now();
        let nodes = solver.nodes();
        let mut verdict = Vec::new();
        for side in [Side::Defenders, Side::Attackers] {
            if matches!(solver.wins_within(pos, side, plies), Proof::Won(_)) {
                verdict.push(format!("{side:?} force a win"));
            }
        }
        if verdict.is_empty() {
            verdict.push("no forced win".into());
        }
        let took = depth_started.elapsed().as_secs_f64();
        println!(
            "within {plies:>2} plies: {} ({} nodes, {took:.1} s, {:.0} s in all)",
            verdict.join(", "),
            solver.nodes() - nodes,
            started.elapsed().as_secs_f64()
        );
        if verdict[0] != "no forced win" || took > seconds {
            break;
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--horizon") {
        let pos = position(&args[1..]);
        let max: u8 = args[3].parse().unwrap();
        let seconds: f64 = args.get(4).map_or(600.0, |s| s.parse().unwrap());
        println!("{pos}");
        horizon(&pos, max, seconds);
        return;
    }
    let pos = position(&args);
    let plies: u8 = args[2].parse().unwrap();
    println!("{pos}");
    let mover = pos.turn();
    // 2^22 entries a side.
    let mut solver = Solver::new(128);
    let mut winning = Vec::new();
    let mut losing = Vec::new();
    let mut other = Vec::new();
    for mv in pos.legal_moves() {
        let mut next = pos.clone();
        match outcome(&mut next, mv) {
            Some(o) if o.winner == Winner::side(mover) => winning.push(format!("{mv}!")),
            Some(_) => losing.push(mv.to_string()),
            None => {
                let rest = plies.saturating_sub(1);
                let wins = |solver: &mut Solver, side| {
                    matches!(solver.wins_within(&next, side, rest), Proof::Won(_))
                };
                if wins(&mut solver, mover) {
                    winning.push(mv.to_string());
                } else if wins(&mut solver, mover.other()) {
                    losing.push(mv.to_string());
                } else {
                    other.push(mv.to_string());
                }
            }
        }
    }
    println!("wins within {plies}: {winning:?}");
    println!(
        "unclear: {} moves {:?}",
        other.len(),
        other.iter().take(40).collect::<Vec<_>>()
    );
    println!(
        "loses within {}: {} moves",
        plies.saturating_sub(1),
        losing.len()
    );
}
