//! Finding puzzles in a game (docs/learning.md 2): positions where the
//! side to move forces a win within 1, 3 or 5 plies and exactly one first
//! move does it, proven by the exhaustive [`Solver`]. The corpora's
//! starting set (`examples/mine_puzzles.rs`) and the app's puzzles from a
//! server's own finished games are found by the same rules:
//!
//! - the main line (the winning move, the reply that holds out longest,
//!   the fastest winning move again ...) must play out on the game with its
//!   history (else the game's repetition rule could spoil it);
//! - one puzzle at most per run of consecutive positions with the same side
//!   to move won within five plies (the same tactic one move later is a
//!   duplicate), the run's first;
//! - a position the solver gives up on (its node budget) breaks the run.

use hnefi_engine::{Game, Move, Position, Winner};

use crate::solver::{Proof, Solver};
use crate::{SearchLimits, choose_in_position};

/// The longest puzzle, in plies (the winner's third move).
pub const MAX_PLIES: u8 = 5;

/// A puzzle found in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mined {
    /// Moves played before the puzzle's position.
    pub ply: usize,
    pub position: Position,
    /// Plies of the forced win: 1, 3 or 5.
    pub plies: u8,
    /// The main line.
    pub solution: Vec<Move>,
}

/// What mining a game met.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub positions: usize,
    /// Positions the side to move wins within five plies, by plies needed.
    pub won: [usize; MAX_PLIES as usize + 1],
    /// Won positions with more than one winning first move.
    pub ambiguous: usize,
    /// Positions not won within three plies that the screen kept from the
    /// five-ply proof.
    pub screened_out: usize,
    /// Positions the solver gave up on.
    pub unknown: usize,
    /// Puzzles whose main line the game's history spoils by repetition.
    pub spoiled_by_repetition: usize,
    /// Puzzles dropped as the same run's tactic one move later.
    pub same_run: usize,
    pub nodes: u64,
}

impl Tally {
    pub fn add(&mut self, other: &Tally) {
        self.positions += other.positions;
        for (a, b) in self.won.iter_mut().zip(other.won) {
            *a += b;
        }
        self.ambiguous += other.ambiguous;
        self.unknown += other.unknown;
        self.screened_out += other.screened_out;
        self.spoiled_by_repetition += other.spoiled_by_repetition;
        self.same_run += other.same_run;
        self.nodes += other.nodes;
    }
}

/// A screen for the five-ply proof: true when the AI's search to `depth`
/// plies (within `nodes`) sees no forced win of the side to move within
/// five plies, which then skips the proof. A screen only: a win it misses
/// is a puzzle lost, never a wrong one. Depth 0 screens nothing.
pub fn search_screen(depth: u8, nodes: u64) -> impl Fn(&Position) -> bool {
    move |pos| {
        if depth == 0 {
            return false;
        }
        let limits = SearchLimits::depth(depth).with_nodes(nodes).with_tt_mib(16);
        match choose_in_position(pos, limits, 0) {
            Ok(found) => !found
                .forced_end_in()
                .is_some_and(|k| k > 0 && k <= i32::from(MAX_PLIES)),
            Err(_) => false,
        }
    }
}

/// The screen depth the corpora were mined with: none on 7x7 boards (the
/// proof is cheap there), 4 plies on larger ones.
pub fn default_screen_depth(pos: &Position) -> u8 {
    if pos.variant().size() <= 7 { 0 } else { 4 }
}

/// The puzzles of a game: `game` as it started (its history, if any,
/// included), then `moves`; the positions before moves `from_ply..` and the
/// final position, unless the game is over, are examined.
pub fn mine_game(
    game: &Game,
    moves: &[Move],
    from_ply: usize,
    solver: &mut Solver,
    screened_out: &dyn Fn(&Position) -> bool,
    tally: &mut Tally,
) -> Vec<Mined> {
    let nodes_before = solver.nodes();
    let mut game = game.clone();
    let mut found = Vec::new();
    // Per side to move (attackers, defenders): whether the previous
    // position with that side to move was won, and whether that run has
    // given its puzzle.
    let mut run = [(false, false); 2];
    for ply in 0..=moves.len() {
        if game.is_over() {
            break;
        }
        if ply < from_ply {
            if game.play(moves[ply]).is_err() {
                break;
            }
            continue;
        }
        let pos = game.position().clone();
        let mover = pos.turn();
        let side = mover as usize;
        tally.positions += 1;
        let proof = match solver.wins_within(&pos, mover, MAX_PLIES - 2) {
            Proof::NotWithin if !screened_out(&pos) => solver.wins_within(&pos, mover, MAX_PLIES),
            Proof::NotWithin => {
                tally.screened_out += 1;
                Proof::NotWithin
            }
            proof => proof,
        };
        if let Proof::Won(plies) = proof {
            tally.won[plies as usize] += 1;
            let (in_run, taken) = run[side];
            let taken = in_run && taken;
            let mut kept = false;
            match solver.unique_win(&pos, plies) {
                Ok(Some(_)) if taken => tally.same_run += 1,
                Ok(Some(_)) => match solver.main_line(&pos, plies) {
                    Ok(Some(line)) if line_holds_in_game(&game, &line) => {
                        found.push(Mined {
                            ply,
                            position: pos,
                            plies,
                            solution: line,
                        });
                        kept = true;
                    }
                    Ok(Some(_)) => tally.spoiled_by_repetition += 1,
                    Ok(None) | Err(_) => tally.unknown += 1,
                },
                Ok(None) => tally.ambiguous += 1,
                Err(_) => tally.unknown += 1,
            }
            run[side] = (true, taken || kept);
        } else {
            if proof == Proof::Unknown {
                tally.unknown += 1;
            }
            run[side] = (false, false);
        }
        match moves.get(ply) {
            Some(&mv) if game.play(mv).is_ok() => {}
            _ => break,
        }
    }
    tally.nodes += solver.nodes() - nodes_before;
    found
}

/// Whether the main line plays out on the game itself, history included:
/// every move legal, none but the last ending the game, and the last a win
/// of the side to move.
pub fn line_holds_in_game(game: &Game, line: &[Move]) -> bool {
    let winner = Winner::side(game.turn());
    let mut game = game.clone();
    for (i, &mv) in line.iter().enumerate() {
        let Ok(ply) = game.play(mv) else {
            return false;
        };
        let last = i + 1 == line.len();
        match ply.outcome {
            Some(o) if last => return o.winner == winner,
            Some(_) => return false,
            None if last => return false,
            None => {}
        }
    }
    false
}
