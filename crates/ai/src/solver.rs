//! Exhaustive proof search with the engine alone, no evaluation: whether a
//! side can force a win within N plies, which first moves do it, and which
//! reply puts the loss off longest. Puzzles are found and checked with it
//! (`examples/mine_puzzles.rs`, `tests/puzzles.rs`), and `examples/solve.rs`
//! classifies a position's moves with it.
//!
//! Every ending comes from the engine: a move's own result
//! ([`Position::result_of_move`]: escape, capture of the king, encirclement,
//! exit fort ...) and the next side left without a legal move. Repetition
//! is ignored, so the answers are about the bare position: from a position
//! without history no position can occur a third time within seven plies
//! (that needs eight plies of cycling), so up to seven plies they are exact
//! for a game starting there. A game's earlier positions can make a line
//! end sooner by repetition; that is for the caller to judge with
//! [`hnefi_engine::Game`]. Ignoring repetition only widens the choices of a
//! side whose repetitions are forbidden (3.1's Nogs), so "cannot force a
//! win" stands there at any depth.
//!
//! The solver keeps a table of what it has proven per position and
//! would-be winner (the fewest plies known to win, the most known not to),
//! so transpositions, earlier depths and earlier calls are reused: facts
//! about a bare position never go stale. With a node budget
//! ([`Solver::set_node_budget`]) a call gives up rather than run for
//! minutes; what it proved before giving up stays in the table.
//!
//! ```
//! use hnefi_ai::solver::{Proof, Solver};
//! use hnefi_engine::{Position, Side, variant};
//!
//! let brandubh = variant::by_key("brandubh").unwrap();
//! // The king on g3 walks to the corner g1.
//! let pos = Position::parse(&brandubh, "3a3/7/a6/6a/6k/7/3a3 d").unwrap();
//! let mut solver = Solver::new(1);
//! assert_eq!(solver.wins_within(&pos, Side::Defenders, 3), Proof::Won(1));
//! let wins = solver.winning_moves(&pos, 1).unwrap();
//! assert_eq!(wins.len(), 1);
//! assert_eq!(wins[0].0.to_string(), "g3-g1");
//! ```

use std::fmt;

use hnefi_engine::{Move, MoveList, Outcome, Position, Reason, Side, Winner};

/// What a search proved about one would-be winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The winner forces a win in exactly this many plies at best (0: the
    /// position is already won, e.g. the side to move has no legal move).
    Won(u8),
    /// No forced win within the plies asked for.
    NotWithin,
    /// The node budget ran out before either was proven.
    Unknown,
}

/// The node budget ran out before the answer was proven.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBudget;

impl fmt::Display for OutOfBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the solver's node budget ran out")
    }
}

impl std::error::Error for OutOfBudget {}

/// What is proven about one position for one would-be winner.
#[derive(Clone, Copy, Default)]
struct Entry {
    /// Position hash (a slot whose key differs tells nothing).
    key: u64,
    /// The winner forces a win within this many plies (0: not known).
    wins_within: u8,
    /// The winner cannot force a win within this many plies.
    fails_within: u8,
    /// The move that proved it: the winning move, or the refutation; tried
    /// first when the position is searched deeper.
    mv: Option<Move>,
}

/// Plies a search can be deep: `u8` plies from any starting ply.
const MAX_PLY: usize = 256;

/// The proof search with its table. One solver serves any number of calls
/// and positions of any variant (the table is keyed by Zobrist hash).
pub struct Solver {
    /// One table per would-be winner, indexed by hash.
    tables: [Vec<Entry>; 2],
    mask: usize,
    /// A refutation found at each ply, tried first at its siblings.
    killers: [Option<Move>; MAX_PLY],
    /// Positions searched since the solver was made.
    nodes: u64,
    /// Positions one public call may search; `None` for no limit.
    budget: Option<u64>,
    /// `nodes` at which the current call gives up.
    stop_at: u64,
    /// The current call ran out of budget: unwind without storing.
    stopped: bool,
}

impl Solver {
    /// A solver whose table takes about `table_mib` MiB (rounded down to a
    /// power of two entries, at least 1024 per side), with no node budget.
    pub fn new(table_mib: usize) -> Solver {
        let bytes = table_mib.max(1) << 20;
        let wanted = (bytes / 2 / std::mem::size_of::<Entry>()).max(1024);
        // Round down to a power of two so that a mask indexes it.
        let n = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Solver {
            tables: [vec![Entry::default(); n], vec![Entry::default(); n]],
            mask: n - 1,
            killers: [None; MAX_PLY],
            nodes: 0,
            budget: None,
            stop_at: u64::MAX,
            stopped: false,
        }
    }

    /// The same solver with a node budget per call (see
    /// [`Solver::set_node_budget`]).
    pub fn with_node_budget(mut self, nodes: Option<u64>) -> Solver {
        self.set_node_budget(nodes);
        self
    }

    /// Positions each later public call may search before it gives up
    /// ([`Proof::Unknown`], [`OutOfBudget`]); `None` searches to the end.
    /// Deterministic, unlike a clock: the same calls in the same order on
    /// a fresh solver give the same answers.
    pub fn set_node_budget(&mut self, nodes: Option<u64>) {
        self.budget = nodes;
    }

    /// Forgets everything proven, so that later answers under a node budget
    /// do not depend on earlier calls (each game of a batch alike).
    pub fn clear(&mut self) {
        for table in &mut self.tables {
            table.fill(Entry::default());
        }
        self.killers = [None; MAX_PLY];
    }

    /// Positions searched since the solver was made (for statistics).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether `winner` forces a win from `pos` within `plies` plies, and
    /// if so in how few. Either side may be to move.
    pub fn wins_within(&mut self, pos: &Position, winner: Side, plies: u8) -> Proof {
        self.begin();
        if let Some(outcome) = pos.outcome_by_itself() {
            return if outcome.winner == Winner::side(winner) {
                Proof::Won(0)
            } else {
                Proof::NotWithin
            };
        }
        if !pos.has_legal_move() {
            // The side to move loses (rules 1, "No legal moves").
            return if pos.turn() != winner {
                Proof::Won(0)
            } else {
                Proof::NotWithin
            };
        }
        match self.fewest(pos, winner, 1, plies, 0) {
            Ok(Some(k)) => Proof::Won(k),
            Ok(None) => Proof::NotWithin,
            Err(OutOfBudget) => Proof::Unknown,
        }
    }

    /// Every first move of the side to move that forces its win within
    /// `plies` plies, with the plies each needs (1: it wins at once), in
    /// the order of [`Move`] (origin, then destination). Empty when the
    /// position is not won within `plies` (or already over).
    pub fn winning_moves(
        &mut self,
        pos: &Position,
        plies: u8,
    ) -> Result<Vec<(Move, u8)>, OutOfBudget> {
        self.begin();
        self.winning_moves_inner(pos, plies)
    }

    /// The puzzle rule: when the side to move forces a win within
    /// `max_plies` plies, the fewest plies it needs, and its first move if
    /// that is the only first move winning within that many plies.
    /// `None` when the position is not won within `max_plies` (or already
    /// over), or when several first moves win as fast as that.
    pub fn unique_win(
        &mut self,
        pos: &Position,
        max_plies: u8,
    ) -> Result<Option<(Move, u8)>, OutOfBudget> {
        self.begin();
        if pos.outcome_by_itself().is_some() || !pos.has_legal_move() {
            return Ok(None);
        }
        let Some(plies) = self.fewest(pos, pos.turn(), 1, max_plies, 0)? else {
            return Ok(None);
        };
        let wins = self.winning_moves_inner(pos, plies)?;
        Ok(match wins[..] {
            [(mv, _)] => Some((mv, plies)),
            _ => None,
        })
    }

    /// For the side to move in a position `winner` wins within `plies`
    /// plies: the reply after which the winner needs the most plies (a
    /// reply that wins, draws or escapes the horizon counts as best of
    /// all); ties go to the first in [`Move`] order, so the answer is
    /// fixed. `None` when the side to move is `winner` or has no legal
    /// move.
    pub fn best_defence(
        &mut self,
        pos: &Position,
        winner: Side,
        plies: u8,
    ) -> Result<Option<Move>, OutOfBudget> {
        self.begin();
        self.best_defence_inner(pos, winner, plies)
    }

    /// The main line of a win of the side to move within `plies` plies:
    /// the fastest winning move (ties in [`Move`] order), the best defence
    /// ([`Solver::best_defence`]), the winner's fastest move again, and so
    /// on until the game ends. `None` when the position is not won within
    /// `plies`. One node budget covers the whole line.
    pub fn main_line(
        &mut self,
        pos: &Position,
        plies: u8,
    ) -> Result<Option<Vec<Move>>, OutOfBudget> {
        self.begin();
        let winner = pos.turn();
        let mut line = Vec::new();
        let mut current = pos.clone();
        let mut left = plies;
        loop {
            let fastest = self
                .winning_moves_inner(&current, left)?
                .into_iter()
                .min_by_key(|&(mv, needed)| (needed, mv));
            let Some((mv, needed)) = fastest else {
                return Ok(None);
            };
            line.push(mv);
            if judge(&mut current, mv).is_some() {
                return Ok(Some(line));
            }
            left = needed - 1;
            let Some(reply) = self.best_defence_inner(&current, winner, left)? else {
                // The loser has no move; `judge` would have ended the game.
                return Ok(None);
            };
            line.push(reply);
            if judge(&mut current, reply).is_some() {
                // Only a reply that loses at once ends the game here, and
                // the best defence never does while another move exists.
                return Ok(Some(line));
            }
            left -= 1;
        }
    }

    fn winning_moves_inner(
        &mut self,
        pos: &Position,
        plies: u8,
    ) -> Result<Vec<(Move, u8)>, OutOfBudget> {
        let mover = pos.turn();
        let mut found = Vec::new();
        if pos.outcome_by_itself().is_some() || plies == 0 {
            return Ok(found);
        }
        let mut moves = pos.legal_moves();
        moves.sort_unstable();
        for mv in moves {
            let mut next = pos.clone();
            match judge(&mut next, mv) {
                Some(o) if o.winner == Winner::side(mover) => found.push((mv, 1)),
                Some(_) => {}
                None => {
                    if let Some(k) = self.fewest(&next, mover, 1, plies - 1, 1)? {
                        found.push((mv, k + 1));
                    }
                }
            }
        }
        Ok(found)
    }

    fn best_defence_inner(
        &mut self,
        pos: &Position,
        winner: Side,
        plies: u8,
    ) -> Result<Option<Move>, OutOfBudget> {
        if pos.turn() == winner || pos.outcome_by_itself().is_some() {
            return Ok(None);
        }
        let mut moves = pos.legal_moves();
        moves.sort_unstable();
        // (plies the winner then needs, the reply): u8::MAX - 1 when no win
        // is in sight, u8::MAX when the reply itself wins or draws.
        let mut best: Option<(u8, Move)> = None;
        for mv in moves {
            let mut next = pos.clone();
            let needed = match judge(&mut next, mv) {
                Some(o) if o.winner == Winner::side(winner) => 0,
                // Wins or draws at once: better than anything.
                Some(_) => u8::MAX,
                None => self
                    .fewest(&next, winner, 1, plies.saturating_sub(1), 1)?
                    .unwrap_or(u8::MAX - 1),
            };
            if best.is_none_or(|(most, _)| needed > most) {
                best = Some((needed, mv));
            }
        }
        Ok(best.map(|(_, mv)| mv))
    }

    /// The fewest plies in `from..=to` within which `winner` forces a win
    /// from `pos` (a position not over), deepening one ply at a time: the
    /// shallow depths are cheap and fill the table for the deep ones.
    fn fewest(
        &mut self,
        pos: &Position,
        winner: Side,
        from: u8,
        to: u8,
        ply: usize,
    ) -> Result<Option<u8>, OutOfBudget> {
        for k in from..=to {
            let won = self.forced(pos, winner, k, ply);
            if self.stopped {
                return Err(OutOfBudget);
            }
            if won {
                return Ok(Some(k));
            }
        }
        Ok(None)
    }

    /// Starts a public call's node budget.
    fn begin(&mut self) {
        self.stopped = false;
        self.stop_at = self
            .budget
            .map_or(u64::MAX, |b| self.nodes.saturating_add(b));
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
            // Always replace: the newest fact is the one about to be reused.
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

    /// Whether `winner` can force a win within `plies` plies from `pos`, a
    /// position not over. `ply` is the distance from the call's root (for
    /// the killers). After a `false`, `self.stopped` tells whether it was
    /// proven or the budget ran out.
    fn forced(&mut self, pos: &Position, winner: Side, plies: u8, ply: usize) -> bool {
        if plies == 0 || self.stopped {
            return false;
        }
        self.nodes += 1;
        if self.nodes >= self.stop_at {
            self.stopped = true;
            return false;
        }
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
        let ply = ply.min(MAX_PLY - 1);
        // Tried first: what proved this position before, then a sibling's
        // refutation.
        for first in [self.killers[ply], known.mv].into_iter().flatten() {
            if let Some(i) = moves.iter().position(|&m| m == first) {
                moves[..=i].rotate_right(1);
            }
        }
        if mover == winner {
            self.winner_to_move(pos, winner, plies, ply, moves)
        } else {
            self.loser_to_move(pos, winner, plies, ply, &moves)
        }
    }

    /// [`Solver::forced`] with the winner to move: a move that wins at once
    /// decides before anything is searched deeper.
    fn winner_to_move(
        &mut self,
        pos: &Position,
        winner: Side,
        plies: u8,
        ply: usize,
        mut moves: MoveList,
    ) -> bool {
        // Keeps the moves that do not end the game in place (no allocation).
        let mut open = 0;
        for i in 0..moves.len() {
            let mv = moves[i];
            let mut next = pos.clone();
            match judge(&mut next, mv) {
                Some(o) if o.winner == Winner::side(winner) => {
                    self.store(pos, winner, 1, true, Some(mv));
                    return true;
                }
                // A draw or a loss: not the winner's way.
                Some(_) => {}
                None => {
                    moves[open] = mv;
                    open += 1;
                }
            }
        }
        if plies > 1 {
            for &mv in &moves[..open] {
                let mut next = pos.clone();
                next.play_unchecked(mv);
                let good = self.forced(&next, winner, plies - 1, ply + 1);
                if self.stopped {
                    return false;
                }
                if good {
                    self.store(pos, winner, plies, true, Some(mv));
                    return true;
                }
            }
        }
        self.store(pos, winner, plies, false, None);
        false
    }

    /// [`Solver::forced`] with the loser to move: one reply that holds out
    /// refutes.
    fn loser_to_move(
        &mut self,
        pos: &Position,
        winner: Side,
        plies: u8,
        ply: usize,
        moves: &[Move],
    ) -> bool {
        for &mv in moves {
            let mut next = pos.clone();
            match judge(&mut next, mv) {
                // Loses at once: no defence.
                Some(o) if o.winner == Winner::side(winner) => continue,
                // The loser wins or draws: the winner never wins from here.
                Some(_) => {
                    self.store(pos, winner, u8::MAX, false, Some(mv));
                    return false;
                }
                None => {
                    let good = plies > 1 && self.forced(&next, winner, plies - 1, ply + 1);
                    if self.stopped {
                        return false;
                    }
                    if !good {
                        self.killers[ply] = Some(mv);
                        self.store(pos, winner, plies, false, Some(mv));
                        return false;
                    }
                }
            }
        }
        self.store(pos, winner, plies, true, None);
        true
    }
}

impl fmt::Debug for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solver")
            .field("entries", &(self.mask + 1))
            .field("nodes", &self.nodes)
            .field("budget", &self.budget)
            .finish()
    }
}

/// Plays `mv` (legal) on `pos`; the end it brings: its own result, or the
/// next side left without a legal move (rules 1).
fn judge(pos: &mut Position, mv: Move) -> Option<Outcome> {
    let mover = pos.turn();
    let effects = pos.play_unchecked(mv);
    pos.result_of_move(mover, &effects)
        .or_else(|| (!pos.has_legal_move()).then(|| Outcome::win(mover, Reason::NoLegalMoves)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use hnefi_engine::variant;

    fn brandubh(diagram: &str, turn: Side) -> Position {
        let v = variant::by_key("brandubh").unwrap();
        Position::from_diagram(&v, diagram, turn).unwrap()
    }

    fn mv(text: &str) -> Move {
        Move::parse(text).unwrap()
    }

    /// The king on g3 reaches the corner g1 (and g7 is blocked by g4).
    const ESCAPE_IN_ONE: &str = "
         7 . . . A . . .
         6 . . . . . . .
         5 A . . . . . .
         4 . . . . . . A
         3 . . . . . . K
         2 . . . . . . .
         1 . . . A . . .
           a b c d e f g";

    #[test]
    fn win_in_one_is_the_king_to_the_corner() {
        let pos = brandubh(ESCAPE_IN_ONE, Side::Defenders);
        assert_eq!(pos.to_string(), "3a3/7/a6/6a/6k/7/3a3 d");
        let mut solver = Solver::new(1);
        assert_eq!(solver.wins_within(&pos, Side::Defenders, 5), Proof::Won(1));
        assert_eq!(
            solver.winning_moves(&pos, 1).unwrap(),
            vec![(mv("g3-g1"), 1)]
        );
        assert_eq!(solver.main_line(&pos, 1).unwrap(), Some(vec![mv("g3-g1")]));
        // The attackers, not to move, cannot win in the meantime.
        assert_eq!(
            solver.wins_within(&pos, Side::Attackers, 2),
            Proof::NotWithin
        );
    }

    /// Only c3-c1 puts the king on an edge with two open corners (a1 and
    /// g1): the attackers block one, the king takes the other. From a3 or
    /// g3 he threatens one corner only (a5 and g5 close the other), which
    /// b2 or f2 blocks; c6 bars the way to rank 7.
    const FORK_IN_THREE: &str = "
         7 . . . . . . .
         6 . . A . . . .
         5 A . . . . . A
         4 . . . . . . .
         3 . . K . . . .
         2 . A . . . A .
         1 . . . . . . .
           a b c d e f g";

    #[test]
    fn win_in_three_with_its_unique_first_move() {
        let pos = brandubh(FORK_IN_THREE, Side::Defenders);
        let mut solver = Solver::new(1);
        assert_eq!(solver.wins_within(&pos, Side::Defenders, 5), Proof::Won(3));
        let wins = solver.winning_moves(&pos, 3).unwrap();
        assert_eq!(wins, vec![(mv("c3-c1"), 3)]);
        assert_eq!(solver.unique_win(&pos, 5).unwrap(), Some((mv("c3-c1"), 3)));
        // After it the attackers can stop one corner only.
        let line = solver.main_line(&pos, 3).unwrap().unwrap();
        assert_eq!(line.len(), 3);
        assert_eq!(line[0], mv("c3-c1"));
        let mut after = pos.clone();
        after.play_unchecked(line[0]);
        let defence = solver.best_defence(&after, Side::Defenders, 2).unwrap();
        assert_eq!(defence, Some(line[1]));
    }

    /// The king on the throne forks two corners from a4, g4 or d7 (d1's
    /// attacker spoils the fourth way).
    const TWO_WINS: &str = "
         7 . . . . . . .
         6 . . . . . . .
         5 . . . . . . .
         4 . . . K . . .
         3 . . . . . . .
         2 . . . . . . .
         1 . . . A . . .
           a b c d e f g";

    #[test]
    fn two_winning_first_moves_are_both_found() {
        let pos = brandubh(TWO_WINS, Side::Defenders);
        let mut solver = Solver::new(1);
        assert_eq!(solver.wins_within(&pos, Side::Defenders, 5), Proof::Won(3));
        let wins = solver.winning_moves(&pos, 3).unwrap();
        assert_eq!(
            wins,
            vec![(mv("d4-a4"), 3), (mv("d4-g4"), 3), (mv("d4-d7"), 3)]
        );
        // Not a puzzle: the first move is not unique.
        assert_eq!(solver.unique_win(&pos, 5).unwrap(), None);
    }

    /// Attackers hem the king in: no escape within five plies.
    const NOT_WON: &str = "
         7 . . . A . . .
         6 . . . A . . .
         5 . . . D . . .
         4 A A D K D A A
         3 . . . D . . .
         2 . . . A . . .
         1 . . . A . . .
           a b c d e f g";

    #[test]
    fn the_start_is_not_won() {
        let pos = brandubh(NOT_WON, Side::Attackers);
        let mut solver = Solver::new(4);
        for side in [Side::Attackers, Side::Defenders] {
            assert_eq!(solver.wins_within(&pos, side, 4), Proof::NotWithin);
            assert!(solver.winning_moves(&pos, 3).unwrap().is_empty());
        }
        assert_eq!(solver.main_line(&pos, 3).unwrap(), None);
    }

    #[test]
    fn the_node_budget_gives_up() {
        let pos = brandubh(NOT_WON, Side::Attackers);
        let mut solver = Solver::new(4).with_node_budget(Some(50));
        assert_eq!(solver.wins_within(&pos, Side::Attackers, 5), Proof::Unknown);
        assert_eq!(solver.winning_moves(&pos, 5), Err(OutOfBudget));
        // The same solver without the budget proves it: nothing false was
        // stored while giving up.
        solver.set_node_budget(None);
        assert_eq!(
            solver.wins_within(&pos, Side::Attackers, 5),
            Proof::NotWithin
        );
    }

    /// Plain minimax without table, killers or budget: the definition the
    /// solver must agree with.
    fn naive(pos: &Position, winner: Side, plies: u8) -> bool {
        if plies == 0 {
            return false;
        }
        let mover = pos.turn();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return mover != winner;
        }
        let mut results = moves.iter().map(|&mv| {
            let mut next = pos.clone();
            match judge(&mut next, mv) {
                Some(o) => o.winner == Winner::side(winner),
                None => naive(&next, winner, plies - 1),
            }
        });
        if mover == winner {
            results.any(|won| won)
        } else {
            results.all(|won| won)
        }
    }

    #[test]
    fn agrees_with_plain_minimax_on_played_positions() {
        let v = variant::by_key("brandubh").unwrap();
        // One solver for everything, so that stale table entries would show.
        let mut solver = Solver::new(1);
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut checked = 0;
        let mut won = 0;
        for _game in 0..6 {
            let mut pos = v.start_position(None, None).unwrap();
            for _ply in 0..60 {
                if pos.outcome_by_itself().is_some() || !pos.has_legal_move() {
                    break;
                }
                for winner in [Side::Attackers, Side::Defenders] {
                    let fewest = (1..=3).find(|&k| naive(&pos, winner, k));
                    let expected = fewest.map_or(Proof::NotWithin, Proof::Won);
                    won += usize::from(fewest.is_some());
                    assert_eq!(solver.wins_within(&pos, winner, 3), expected, "{pos}");
                    checked += 1;
                }
                let moves = pos.legal_moves();
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let mv = moves[(seed >> 33) as usize % moves.len()];
                if judge(&mut pos, mv).is_some() {
                    break;
                }
            }
        }
        // Random play leaves wins in three about: both answers are tested.
        assert!(checked > 100 && won > 10, "{checked} positions, {won} won");
    }

    /// An attacker captures the king against the corner: the attackers'
    /// win in one, and the defenders' best defence when it is their move.
    const KING_CAUGHT: &str = "
         7 . . . . . . .
         6 . . . . . . .
         5 . . . . . . .
         4 . . . . . . .
         3 . . . . . . .
         2 . A . . . . .
         1 . K . . . A .
           a b c d e f g";

    #[test]
    fn capture_against_the_corner_and_the_defence() {
        let attackers = brandubh(KING_CAUGHT, Side::Attackers);
        let mut solver = Solver::new(1);
        assert_eq!(
            solver.wins_within(&attackers, Side::Attackers, 3),
            Proof::Won(1)
        );
        assert_eq!(
            solver.winning_moves(&attackers, 1).unwrap(),
            vec![(mv("f1-c1"), 1)]
        );
        // With the defenders to move the king just walks into a1.
        let defenders = brandubh(KING_CAUGHT, Side::Defenders);
        assert_eq!(
            solver.wins_within(&defenders, Side::Defenders, 1),
            Proof::Won(1)
        );
        assert_eq!(
            solver.best_defence(&defenders, Side::Attackers, 2).unwrap(),
            Some(mv("b1-a1"))
        );
    }
}
