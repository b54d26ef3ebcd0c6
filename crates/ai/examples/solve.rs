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
//! The proof search keeps a table of what it has proven per position (the
//! fewest plies known to win, the most known not to), so transpositions
//! and the earlier depths' work are reused. Repetition is ignored: that
//! only widens the choices of a side whose repetitions are forbidden (3.1's
//! Nogs), so "the Nogs cannot force a win" stands as proven; a defence of
//! the Nogs that repeats a position a third time would need eight plies of
//! cycling inside the horizon.

use std::time::Instant;

use hnefi_engine::{Move, Outcome, Position, Reason, Side, Winner, variant};

/// What is proven about one position for one would-be winner.
#[derive(Clone, Copy, Default)]
struct Entry {
    /// Position hash (0: empty slot).
    key: u64,
    /// The winner forces a win within this many plies (0: not known).
    wins_within: u8,
    /// The winner cannot force a win within this many plies.
    fails_within: u8,
    /// The move that proved it: the winning move, or the refutation.
    mv: Option<Move>,
}

struct Solver {
    /// One table per would-be winner, indexed by hash.
    tables: [Vec<Entry>; 2],
    mask: usize,
    /// A refutation found at each ply, tried first at its siblings.
    killers: Vec<Option<Move>>,
    nodes: u64,
}

impl Solver {
    fn new(log2_entries: u32) -> Solver {
        let n = 1usize << log2_entries;
        Solver {
            tables: [vec![Entry::default(); n], vec![Entry::default(); n]],
            mask: n - 1,
            killers: vec![None; 128],
            nodes: 0,
        }
    }

    fn probe(&self, pos: &Position, winner: Side) -> Entry {
        let e = self.tables[winner as usize][pos.hash() as usize & self.mask];
        if e.key == pos.hash() {
            e
        } else {
            Entry::default()
        }
    }

    fn store(&mut self, pos: &Position, winner: Side, plies: u8, won: bool, mv: Option<Move>) {
        let slot = &mut self.tables[winner as usize][pos.hash() as usize & self.mask];
        if slot.key != pos.hash() {
            *slot = Entry {
                key: pos.hash(),
                ..Entry::default()
            };
        }
        if won {
            if slot.wins_within == 0 || plies < slot.wins_within {
                slot.wins_within = plies;
                slot.mv = mv;
            }
        } else if plies > slot.fails_within {
            slot.fails_within = plies;
            slot.mv = mv;
        }
    }

    /// Whether `winner` can force a win within `plies` plies from `pos`.
    fn forced(&mut self, pos: &Position, winner: Side, plies: u8, ply: usize) -> bool {
        if plies == 0 {
            return false;
        }
        self.nodes += 1;
        let known = self.probe(pos, winner);
        if known.wins_within != 0 && known.wins_within <= plies {
            return true;
        }
        if known.fails_within >= plies {
            return false;
        }
        let mover = pos.turn();
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            // The side to move loses (rules 1, "No legal moves").
            return mover != winner;
        }
        // Tried first: what proved this position before, then a sibling's
        // refutation.
        for first in [self.killers[ply], known.mv].into_iter().flatten() {
            if let Some(i) = moves.iter().position(|&m| m == first) {
                moves[..=i].rotate_right(1);
            }
        }
        // Moves that end the game decide at once; the rest are searched.
        let mut open = Vec::with_capacity(moves.len());
        for &mv in &moves {
            let mut next = pos.clone();
            match outcome(&mut next, mv) {
                Some(o) if o.winner == Winner::side(winner) => {
                    if mover == winner {
                        self.store(pos, winner, 1, true, Some(mv));
                        return true;
                    }
                }
                // The mover drew or won: not the winner's way.
                Some(_) => {
                    if mover != winner {
                        self.store(pos, winner, u8::MAX, false, Some(mv));
                        return false;
                    }
                }
                None => open.push((mv, next)),
            }
        }
        if plies == 1 {
            let won = mover != winner && open.is_empty();
            self.store(pos, winner, 1, won, None);
            return won;
        }
        for (mv, next) in open {
            let good = self.forced(&next, winner, plies - 1, ply + 1);
            if mover == winner && good {
                self.store(pos, winner, plies, true, Some(mv));
                return true;
            }
            if mover != winner && !good {
                self.killers[ply] = Some(mv);
                self.store(pos, winner, plies, false, Some(mv));
                return false;
            }
        }
        let won = mover != winner;
        self.store(pos, winner, plies, won, None);
        won
    }
}

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
    let mut solver = Solver::new(26);
    let started = Instant::now();
    for plies in 1..=max {
        let depth_started = Instant::now();
        let nodes = solver.nodes;
        let mut verdict = Vec::new();
        for side in [Side::Defenders, Side::Attackers] {
            if solver.forced(pos, side, plies, 0) {
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
            solver.nodes - nodes,
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
    let mut solver = Solver::new(22);
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
                if solver.forced(&next, mover, rest, 1) {
                    winning.push(mv.to_string());
                } else if solver.forced(&next, mover.other(), rest, 1) {
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
