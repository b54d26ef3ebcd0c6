//! Iterative deepening principal-variation search over the engine's
//! copy-make positions: transposition table, move ordering (hash move,
//! captures, king moves, killers, history), late move reductions, the
//! variant's repetition rule from the game's own history, and exact
//! shortcuts for wins in one and two (the king's escape, his capture).

use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use hnefi_engine::variant::Repetition;
use hnefi_engine::{Bitboard, Direction, Move, Piece, Position, Side, Square, Winner};

use crate::board::Board;
use crate::board::KingMoves;
use crate::eval::{Weights, evaluate, exposed};
use crate::king::{
    KingView, capture_in_one, goal_in_one_squares, king_view, leap_blockers, route_squares,
    without_king,
};
use crate::tt::{Bound, Table};

/// A won game scores `WIN` minus the plies to the win.
pub const WIN: i32 = 30_000;
/// Deepest ply the search goes to.
pub(crate) const MAX_PLY: usize = 100;
/// Scores beyond this are forced wins or losses.
pub const WIN_BOUND: i32 = WIN - 2 * MAX_PLY as i32;
const INFINITY: i32 = WIN + 1;

/// The clock (and the node budget) is read at least once every this many
/// positions visited: a stop comes at most this many nodes late. A node
/// takes about a microsecond even on 19x19, so that is well under a
/// millisecond.
pub const CLOCK_EVERY: u64 = 256;

/// What the search keeps back from a time budget for what follows its stop
/// (unwinding, answering), for a late clock read and for the thread being
/// descheduled on a loaded machine: 1/32 of the budget, between 1 and
/// 100 ms. A level's move thus ends within its budget.
pub(crate) fn time_reserve(budget: Duration) -> Duration {
    (budget / 32).clamp(Duration::from_millis(1), Duration::from_millis(100))
}

/// The limits a search runs under, for [`crate::choose`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// Deepest iteration, in plies (1..=64).
    pub max_depth: u8,
    /// Wall-clock budget of the whole call, set-up included (the search
    /// stops a small reserve before it); `None` searches to `max_depth`
    /// whatever it takes (deterministic).
    pub time: Option<Duration>,
    /// Node budget (deterministic, unlike time); `None` for no limit. It is
    /// checked where the clock is, so the search overruns it by at most
    /// [`CLOCK_EVERY`] positions and the moves of one node that end the
    /// game.
    pub nodes: Option<u64>,
    /// Randomness at the root, in evaluation units (a man is about 100):
    /// each root move's score gets a seeded random bonus in `0..=noise`.
    /// 0 plays the best move found.
    pub noise: u32,
    /// Transposition table size in MiB.
    pub tt_mib: usize,
    /// How much shallower late quiet moves are searched.
    pub reductions: Reductions,
}

/// Late move reductions: a quiet move tried late (the fourth or later, not
/// a capture, killer, threat or king move) is searched shallower first,
/// and again at full depth only if it beats the best so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reductions {
    /// One ply, two for the tenth move on from depth 6: what levels 1 to
    /// 4 and fixed-depth searches play with (their tables in `TUNING.md`
    /// were played so).
    Light,
    /// ln(depth) x ln(move number) / 2 plies, at least one, keeping two:
    /// searches bound by the clock (level 5, `--time-ms`). On Copenhagen
    /// it completes a ply more in the same time (depth 7 from the start
    /// in 1.2 s instead of 3.5 s; `TUNING.md`, "Sixth round"). It also
    /// spares the moves that open or close the king's lines and prunes
    /// late quiet moves near the horizon (`spares_king_lines`, `prunes`).
    Logarithmic,
}

impl Reductions {
    /// Whether a move that changes the king's lines the way its side wants
    /// is never reduced: an attacker landing in the king's reach, a
    /// defender stepping off a line of the king's it closed (and the
    /// defenders try those before their other quiet moves). Reducing
    /// them hid the escapes a few plies off (`TUNING.md`, "Seventh
    /// round"); the light reductions keep the levels' tables as played.
    fn spares_king_lines(self) -> bool {
        self == Reductions::Logarithmic
    }

    /// Whether the quiet moves (not a capture, killer, threat, king move or
    /// move on the king's lines) after the `searched`-th are skipped at a
    /// node that is not on the principal variation, `depth` plies from the
    /// horizon: late move pruning, 3 + depth² moves searched at depths 1
    /// to 3, for the clock-bound searches only. It visits a sixth of the
    /// positions to the same depth (`TUNING.md`, "Seventh round").
    fn prunes(self, depth: i32, searched: usize) -> bool {
        self == Reductions::Logarithmic && depth <= 3 && searched >= 3 + (depth * depth) as usize
    }

    /// The plies to take off the `searched`-th move (from 0) at `depth`,
    /// where `depth >= 3`.
    fn plies(self, depth: i32, searched: usize) -> i32 {
        match self {
            Reductions::Light => 1 + (depth >= 6 && searched >= 10) as i32,
            Reductions::Logarithmic => {
                let r = (depth as f64).ln() * (searched as f64).ln() / 2.0;
                (r as i32).clamp(1, depth - 2)
            }
        }
    }
}

/// Default transposition table size.
pub const DEFAULT_TT_MIB: usize = 64;

impl Default for SearchLimits {
    /// One second, any depth, no randomness, the default table.
    fn default() -> SearchLimits {
        SearchLimits {
            max_depth: 64,
            time: Some(Duration::from_secs(1)),
            nodes: None,
            noise: 0,
            tt_mib: DEFAULT_TT_MIB,
            reductions: Reductions::Logarithmic,
        }
    }
}

impl SearchLimits {
    /// To a fixed depth with no clock: deterministic.
    pub fn depth(plies: u8) -> SearchLimits {
        SearchLimits {
            max_depth: plies.clamp(1, 64),
            time: None,
            reductions: Reductions::Light,
            ..SearchLimits::default()
        }
    }

    /// As deep as `time` allows.
    pub fn time(time: Duration) -> SearchLimits {
        SearchLimits {
            time: Some(time),
            ..SearchLimits::default()
        }
    }

    pub fn with_tt_mib(mut self, mib: usize) -> SearchLimits {
        self.tt_mib = mib;
        self
    }

    pub fn with_noise(mut self, noise: u32) -> SearchLimits {
        self.noise = noise;
        self
    }

    pub fn with_nodes(mut self, nodes: u64) -> SearchLimits {
        self.nodes = Some(nodes);
        self
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play.
    pub best: Move,
    /// Score of `best` for the side to move, in evaluation units; beyond
    /// ±[`WIN_BOUND`] a forced win (positive) or loss, see
    /// [`SearchResult::forced_end_in`].
    pub score: i32,
    /// Deepest completed iteration, in plies.
    pub depth: u8,
    /// Positions visited.
    pub nodes: u64,
    /// The expected line, starting with `best`.
    pub pv: Vec<Move>,
    pub elapsed: Duration,
}

impl SearchResult {
    /// Plies to a forced end of the game: positive when the side to move
    /// wins, negative when it loses; `None` when the search proved neither.
    pub fn forced_end_in(&self) -> Option<i32> {
        if self.score > WIN_BOUND {
            Some(WIN - self.score)
        } else if self.score < -WIN_BOUND {
            Some(-(WIN + self.score))
        } else {
            None
        }
    }

    /// Positions per second.
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

#[derive(Clone, Copy)]
struct Scored {
    mv: Move,
    order: i32,
}

const ORDER_CAPTURE: i32 = 1 << 28;
const ORDER_KILLER: i32 = 1 << 27;
const ORDER_THREAT: i32 = 1 << 26;
/// Moves ordered below this are quiet: candidates for reduction.
const ORDER_QUIET: i32 = 1 << 25;
const HISTORY_MAX: i32 = 1 << 24;
/// Moves picked one by one before the rest are sorted.
const SELECT_FIRST: usize = 4;

/// What a move leads to besides a searchable position.
enum Repeats {
    No,
    /// The position repeats one on the search path: cut the cycle.
    Cycle,
    /// Third occurrence: the variant's rule applies.
    Third,
}

pub(crate) struct Search<'a> {
    board: &'a Board,
    weights: &'a Weights,
    tt: &'a mut Table,
    rule: Repetition,
    /// Position hashes since the last irreversible move of the game, then
    /// the search path; `root` is the index of the root position.
    stack: Vec<u64>,
    /// Where repetition counting starts (after the last irreversible move).
    floors: Vec<usize>,
    root: usize,
    history: Vec<i32>,
    cells: usize,
    killers: Vec<[Option<Move>; 2]>,
    lists: Vec<Vec<Scored>>,
    pv: Vec<Vec<Move>>,
    pub nodes: u64,
    deadline: Option<Instant>,
    reductions: Reductions,
    node_limit: Option<u64>,
    /// The node count at which the budget is checked next.
    next_check: u64,
    stopped: bool,
}

/// The root's moves with their latest scores.
#[derive(Clone)]
struct RootMove {
    mv: Move,
    score: i32,
    pv: Vec<Move>,
}

impl<'a> Search<'a> {
    /// `past` holds the hashes of the game's positions since its last
    /// irreversible move, the root's own hash last.
    pub fn new(board: &'a Board, weights: &'a Weights, tt: &'a mut Table, past: &[u64]) -> Self {
        let cells = board.cells();
        let mut stack = Vec::with_capacity(past.len() + MAX_PLY + 2);
        stack.extend_from_slice(past);
        let root = stack.len() - 1;
        Search {
            board,
            weights,
            tt,
            rule: board.variant.spec().repetition,
            stack,
            floors: vec![0],
            root,
            history: vec![0; 2 * cells * cells],
            cells,
            killers: vec![[None; 2]; MAX_PLY + 2],
            lists: (0..MAX_PLY + 2).map(|_| Vec::new()).collect(),
            pv: vec![Vec::new(); MAX_PLY + 2],
            nodes: 0,
            deadline: None,
            reductions: Reductions::Light,
            node_limit: None,
            next_check: 0,
            stopped: false,
        }
    }

    /// Runs the iterative deepening under `limits`; `None` only when the
    /// root has no legal move.
    pub fn run(
        &mut self,
        pos: &Position,
        limits: &SearchLimits,
        seed: u64,
        started: Instant,
    ) -> Option<SearchResult> {
        self.deadline = limits
            .time
            .map(|t| started + t.saturating_sub(time_reserve(t)));
        self.node_limit = limits.nodes;
        self.reductions = limits.reductions;
        let side = pos.turn();

        let mut roots: Vec<RootMove> = Vec::new();
        let _ = pos.for_each_legal_move(|mv| {
            roots.push(RootMove {
                mv,
                score: -INFINITY,
                pv: vec![mv],
            });
            ControlFlow::<()>::Continue(())
        });
        // 3.1: the defenders may not create a position for the third time.
        if self.rule == Repetition::DefendersMustVary && side == Side::Defenders {
            roots.retain(|r| {
                let mut child = pos.clone();
                let effects = child.play_unchecked(r.mv);
                child.result_of_move(side, &effects).is_some()
                    || !matches!(
                        self.repeats(child.hash(), effects.irreversible),
                        Repeats::Third
                    )
            });
        }
        if roots.is_empty() {
            return None;
        }
        // Deterministic initial order: the static ordering of the root.
        let occ = pos.occupied();
        let view = king_view(pos, self.board, &occ);
        let ctx = self.order_context(pos, view.as_ref(), &occ, [None; 2]);
        let order: Vec<i32> = roots
            .iter()
            .map(|r| self.order_move(pos, r.mv, &ctx))
            .collect();
        let mut indexed: Vec<(i32, RootMove)> = order.into_iter().zip(roots).collect();
        indexed.sort_by_key(|r| std::cmp::Reverse(r.0));
        let mut roots: Vec<RootMove> = indexed.into_iter().map(|(_, r)| r).collect();

        let noisy = limits.noise > 0;
        // The result of the deepest iteration that counts: (depth, moves).
        let mut completed: Option<(u8, Vec<RootMove>)> = None;
        let max_depth = limits.max_depth.clamp(1, 64);
        for depth in 1..=max_depth {
            self.age_history();
            let finished = self.root_iteration(pos, &mut roots, depth as i32, noisy);
            if self.stopped {
                // A cut iteration searched the previous best first: if it
                // finished any move, its best is at least as well founded.
                if finished > 0 && !noisy {
                    if let Some((done, _)) = completed {
                        completed = Some((done, roots[..finished].to_vec()));
                    }
                }
                break;
            }
            completed = Some((depth, roots.clone()));
            let best = roots[0].score;
            let proven = best.abs() > WIN_BOUND && WIN - best.abs() <= depth as i32;
            if roots.len() == 1 || (proven && !noisy) {
                break;
            }
            if let Some(time) = limits.time {
                // The next iteration usually costs several times this one.
                if started.elapsed() > time.mul_f64(0.6) {
                    break;
                }
            }
        }
        let (depth, roots) = match completed {
            Some(c) => c,
            // Stopped inside the first iteration: the static order's best.
            None => (0, roots),
        };
        let chosen = if noisy {
            let mut rng = seed ^ 0x9E37_79B9_7F4A_7C15;
            let mut best = 0;
            let mut best_value = i64::MIN;
            for (i, r) in roots.iter().enumerate() {
                let bonus = (splitmix(&mut rng) % (limits.noise as u64 + 1)) as i64;
                let value = r.score as i64 + bonus;
                if value > best_value {
                    best_value = value;
                    best = i;
                }
            }
            best
        } else {
            0
        };
        let root = &roots[chosen];
        Some(SearchResult {
            best: root.mv,
            score: root.score.clamp(-WIN, WIN),
            depth,
            nodes: self.nodes,
            pv: root.pv.clone(),
            elapsed: started.elapsed(),
        })
    }

    /// Halves the history scores between iterations.
    fn age_history(&mut self) {
        for h in &mut self.history {
            *h /= 2;
        }
    }

    /// One iteration at the root; returns how many root moves were searched
    /// completely. Sorts `roots` best first.
    fn root_iteration(
        &mut self,
        pos: &Position,
        roots: &mut [RootMove],
        depth: i32,
        all_exact: bool,
    ) -> usize {
        let side = pos.turn();
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut finished = 0;
        for (i, root) in roots.iter_mut().enumerate() {
            let mv = root.mv;
            let mut child = pos.clone();
            let effects = child.play_unchecked(mv);
            let score = if let Some(outcome) = child.result_of_move(side, &effects) {
                self.pv[1].clear();
                outcome_score(outcome.winner, side, 1)
            } else {
                match self.repeats(child.hash(), effects.irreversible) {
                    Repeats::Third => {
                        self.pv[1].clear();
                        self.third_occurrence(side, 1).unwrap_or(0)
                    }
                    Repeats::Cycle => {
                        self.pv[1].clear();
                        0
                    }
                    Repeats::No => {
                        self.push(child.hash(), effects.irreversible);
                        let window_alpha = if all_exact { -INFINITY } else { alpha };
                        let same = effects.again;
                        let score = if i == 0 || all_exact {
                            self.descend(&child, same, depth - 1, window_alpha, beta, 1, true)
                        } else {
                            let s =
                                self.descend(&child, same, depth - 1, alpha, alpha + 1, 1, false);
                            if s > alpha && !self.stopped {
                                self.descend(&child, same, depth - 1, alpha, beta, 1, true)
                            } else {
                                s
                            }
                        };
                        self.pop();
                        score
                    }
                }
            };
            if self.stopped {
                break;
            }
            finished += 1;
            if i == 0 || score > alpha || all_exact {
                root.score = score;
                let mut line = vec![mv];
                line.extend_from_slice(&self.pv[1]);
                root.pv = line;
                if score > alpha {
                    alpha = score;
                }
            } else {
                // Only known to be no better than the best.
                root.score = -INFINITY + 1;
            }
        }
        // Best first; a stable sort keeps the earlier order among equals.
        let searched = &mut roots[..finished];
        searched.sort_by_key(|r| std::cmp::Reverse(r.score));
        finished
    }

    /// Counts the earlier occurrences of a position a move creates.
    fn repeats(&self, hash: u64, irreversible: bool) -> Repeats {
        if irreversible {
            return Repeats::No;
        }
        let floor = *self.floors.last().expect("a floor");
        let len = self.stack.len();
        // Positions with the same side to move are an even distance back.
        let mut count = 0;
        let mut on_path = false;
        let mut i = len as isize - 2;
        while i >= floor as isize {
            if self.stack[i as usize] == hash {
                count += 1;
                if i as usize >= self.root {
                    on_path = true;
                }
            }
            i -= 2;
        }
        if count >= 2 {
            Repeats::Third
        } else if on_path {
            Repeats::Cycle
        } else {
            Repeats::No
        }
    }

    /// The score for the mover of a third occurrence at `ply`, or `None`
    /// when the move is illegal instead (3.1's duty to vary).
    fn third_occurrence(&self, mover: Side, ply: usize) -> Option<i32> {
        match self.rule {
            Repetition::Draw => Some(0),
            Repetition::MoverLoses => Some(-(WIN - ply as i32)),
            Repetition::AttackersWin => Some(outcome_score(Winner::Attackers, mover, ply)),
            Repetition::DefendersMustVary => match mover {
                Side::Defenders => None,
                Side::Attackers => Some(0),
            },
            Repetition::MoverWins => Some(WIN - ply as i32),
            // Nothing happens: the search sees a cycle, as on its own path.
            Repetition::Ignored => Some(0),
        }
    }

    fn push(&mut self, hash: u64, irreversible: bool) {
        if irreversible {
            self.floors.push(self.stack.len());
        } else {
            let top = *self.floors.last().expect("a floor");
            self.floors.push(top);
        }
        self.stack.push(hash);
    }

    fn pop(&mut self) {
        self.stack.pop();
        self.floors.pop();
    }

    #[inline]
    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        // Not `nodes % CLOCK_EVERY == 0`: moves that end the game count a
        // node without coming here, so the count may step over a multiple.
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CLOCK_EVERY;
            if self.node_limit.is_some_and(|n| self.nodes >= n)
                || self.deadline.is_some_and(|d| Instant::now() >= d)
            {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// Negamax with alpha-beta from the side to move's point of view.
    fn search(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        self.nodes += 1;
        self.pv[ply].clear();
        if self.out_of_budget() {
            return 0;
        }
        // Nothing beats the fastest possible win.
        alpha = alpha.max(-(WIN - ply as i32));
        beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let side = pos.turn();
        let occ = pos.occupied();
        let Some(view) = king_view(pos, self.board, &occ) else {
            // Captured kings end the game before we get here.
            return outcome_score(Winner::Attackers, side, ply);
        };
        // In a rule set the tables only approximate the rules, so a
        // shortcut is taken only when the engine confirms it: the king's
        // move to a goal is legal (a legal move onto a goal square wins,
        // docs/rules.md 5.7), a capture in one was played out; two open
        // routes prove nothing (speeds, jumps, a berserker's second move).
        let exact = !self.board.rule_set;
        match side {
            Side::Defenders => {
                if view.routes > 0 && (exact || view.goal_move.is_some_and(|mv| pos.is_legal(mv))) {
                    self.pv[ply].extend(view.goal_move);
                    return WIN - (ply as i32 + 1);
                }
            }
            Side::Attackers => {
                if let Some(mv) = capture_in_one(pos, self.board, &occ) {
                    self.pv[ply].push(mv);
                    return WIN - (ply as i32 + 1);
                }
                if exact && view.routes >= 2 {
                    // One move closes one route: the king escapes next.
                    return -(WIN - (ply as i32 + 2));
                }
            }
        }
        // The king's one open route is a check: only a move onto it saves
        // the attackers (every other loses to the escape), so only those
        // are searched, and a ply deeper; a run of such threats then ends
        // inside the horizon instead of beyond it. Exact tables and a
        // sliding king only: elsewhere the route is a guess.
        let block = match view.goal_move {
            Some(mv)
                if exact
                    && side == Side::Attackers
                    && view.routes == 1
                    && self.board.king_moves == KingMoves::Rook =>
            {
                Some(route_squares(self.board, mv))
            }
            _ => None,
        };
        let depth = if block.is_some() && ply < MAX_PLY / 2 {
            depth + 1
        } else {
            depth
        };
        if depth <= 0 || ply >= MAX_PLY {
            return evaluate(pos, self.board, self.weights, &occ, &view);
        }

        let hash = pos.hash();
        let mut hash_move = None;
        if let Some(entry) = self.tt.probe(hash) {
            hash_move = entry
                .mv
                .filter(|&mv| block.is_none_or(|b| b.contains(mv.to)) && pos.is_legal(mv));
            if !pv_node && entry.depth >= depth {
                let score = from_tt(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut searched = 0usize;

        // The hash move first, before generating the others.
        if let Some(mv) = hash_move {
            if let Some(score) = self.try_move(pos, mv, depth, alpha, beta, ply, pv_node, 0, 0) {
                searched += 1;
                if self.stopped {
                    return 0;
                }
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                }
                if score >= beta {
                    self.reward(pos, mv, depth, ply, true);
                    self.tt
                        .store(hash, Some(mv), to_tt(score, ply), depth, Bound::Lower);
                    return score;
                }
            }
        }

        let mut list = std::mem::take(&mut self.lists[ply]);
        list.clear();
        let _ = pos.for_each_legal_move(|mv| {
            if Some(mv) != hash_move && block.is_none_or(|b| b.contains(mv.to)) {
                list.push(Scored { mv, order: 0 });
            }
            ControlFlow::<()>::Continue(())
        });
        let ctx = self.order_context(pos, Some(&view), &occ, self.killers[ply]);
        for s in list.iter_mut() {
            s.order = self.order_move(pos, s.mv, &ctx);
        }

        for i in 0..list.len() {
            // The best remaining move next: picked for the first few (a
            // cutoff often comes early), then the rest sorted at once.
            if i < SELECT_FIRST {
                let mut pick = i;
                for j in i + 1..list.len() {
                    if list[j].order > list[pick].order {
                        pick = j;
                    }
                }
                list.swap(i, pick);
            } else if i == SELECT_FIRST {
                list[i..].sort_by_key(|m| std::cmp::Reverse(m.order));
            }
            let Scored { mv, order } = list[i];
            if !pv_node
                && order < ORDER_QUIET
                && self.reductions.prunes(depth, searched)
                && pos.king() != Some(mv.from)
            {
                continue;
            }
            let Some(score) =
                self.try_move(pos, mv, depth, alpha, beta, ply, pv_node, searched, order)
            else {
                continue;
            };
            searched += 1;
            if self.stopped {
                self.lists[ply] = list;
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if score >= beta {
                        if order < ORDER_CAPTURE {
                            self.reward(pos, mv, depth, ply, true);
                        }
                        break;
                    }
                }
            }
        }
        self.lists[ply] = list;

        if searched == 0 {
            if block.is_some() {
                // Nothing closes the route: the king escapes next move.
                return -(WIN - (ply as i32 + 2));
            }
            // No legal move (or only forbidden repetitions): a loss.
            return -(WIN - ply as i32);
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(hash, best_move, to_tt(best, ply), depth, bound);
        best
    }

    /// Plays `mv` and scores it for the mover; `None` when the move may not
    /// be played here (a forbidden repetition).
    #[allow(clippy::too_many_arguments)]
    fn try_move(
        &mut self,
        pos: &Position,
        mv: Move,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        searched: usize,
        order: i32,
    ) -> Option<i32> {
        let side = pos.turn();
        let mut child = pos.clone();
        let effects = child.play_unchecked(mv);
        if let Some(outcome) = child.result_of_move(side, &effects) {
            self.nodes += 1;
            self.pv[ply + 1].clear();
            return Some(outcome_score(outcome.winner, side, ply + 1));
        }
        let hash = child.hash();
        match self.repeats(hash, effects.irreversible) {
            Repeats::Third => {
                self.pv[ply + 1].clear();
                return self.third_occurrence(side, ply + 1);
            }
            Repeats::Cycle => {
                self.pv[ply + 1].clear();
                return Some(0);
            }
            Repeats::No => {}
        }
        self.push(hash, effects.irreversible);
        let same = effects.again;
        let score = if searched == 0 {
            self.descend(&child, same, depth - 1, alpha, beta, ply + 1, pv_node)
        } else {
            // The king's own moves are never reduced: a quiet king walk is
            // how he escapes, and the attackers lose by not seeing it.
            let quiet = order < ORDER_QUIET && !effects.irreversible && pos.king() != Some(mv.from);
            let reduction = if depth >= 3 && searched >= 3 && quiet {
                self.reductions.plies(depth, searched)
            } else {
                0
            };
            let mut s = self.descend(
                &child,
                same,
                depth - 1 - reduction,
                alpha,
                alpha + 1,
                ply + 1,
                false,
            );
            if s > alpha && reduction > 0 && !self.stopped {
                s = self.descend(&child, same, depth - 1, alpha, alpha + 1, ply + 1, false);
            }
            if s > alpha && s < beta && pv_node && !self.stopped {
                s = self.descend(&child, same, depth - 1, alpha, beta, ply + 1, true);
            }
            s
        };
        self.pop();
        Some(score)
    }

    /// The child's score for the mover within (alpha, beta): negated as
    /// usual, unless the mover moves again (a berserker, docs/rules.md 5.8).
    #[allow(clippy::too_many_arguments)]
    fn descend(
        &mut self,
        child: &Position,
        same_side: bool,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        if same_side {
            self.search(child, depth, alpha, beta, ply, pv_node)
        } else {
            -self.search(child, depth, -beta, -alpha, ply, pv_node)
        }
    }

    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// Killers and history for a quiet move that caused a cutoff.
    fn reward(&mut self, pos: &Position, mv: Move, depth: i32, ply: usize, quiet: bool) {
        if !quiet {
            return;
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let i = self.history_index(pos.turn(), mv);
        self.history[i] = (self.history[i] + depth * depth).min(HISTORY_MAX);
    }

    #[inline]
    fn history_index(&self, side: Side, mv: Move) -> usize {
        let s = side as usize;
        (s * self.cells + self.board.dense(mv.from)) * self.cells + self.board.dense(mv.to)
    }

    /// What move ordering needs to know about a position, found once.
    fn order_context(
        &self,
        pos: &Position,
        view: Option<&KingView>,
        occ: &Bitboard,
        killers: [Option<Move>; 2],
    ) -> OrderContext {
        let side = pos.turn();
        let (_, capture_to) = exposed(pos, self.board, side.other(), occ);
        let mut threat_to = Bitboard::EMPTY;
        let mut reach = Bitboard::EMPTY;
        let mut line_openers = Bitboard::EMPTY;
        if let Some(view) = view {
            if side == Side::Defenders
                && self.reductions.spares_king_lines()
                && self.board.king_moves == KingMoves::Rook
            {
                line_openers = first_defenders_on_lines(pos, self.board, occ, view.king);
            }
            let after = without_king(self.board, occ, view.king);
            let blockers = leap_blockers(pos, self.board);
            threat_to = goal_in_one_squares(self.board, &after, &blockers, &view.reach);
            reach = view.reach;
            for dir in Direction::ALL {
                if let Some(n) = self.board.neighbour(view.king, dir) {
                    reach.insert(n);
                }
            }
        }
        OrderContext {
            side,
            capture_to,
            threat_to,
            reach,
            line_openers,
            killers,
        }
    }

    /// Ordering key of a move: captures, killers, threats of the king (or
    /// against him), then history. The hash move is tried before all.
    #[inline]
    fn order_move(&self, pos: &Position, mv: Move, ctx: &OrderContext) -> i32 {
        if ctx.capture_to.contains(mv.to) {
            return ORDER_CAPTURE + 1;
        }
        if self.board.evangelists
            && mv.from.file().abs_diff(mv.to.file()) + mv.from.rank().abs_diff(mv.to.rank()) == 2
            && pos.piece_at(mv.from) == Some(Piece::Evangelist)
        {
            // A two-square Evangelist move may be a jump: capture or not,
            // it is worth a look.
            return ORDER_CAPTURE;
        }
        if ctx.killers[0] == Some(mv) {
            return ORDER_KILLER + 1;
        }
        if ctx.killers[1] == Some(mv) {
            return ORDER_KILLER;
        }
        let history = self.history[self.history_index(ctx.side, mv)];
        match ctx.side {
            Side::Defenders => {
                if ctx.threat_to.contains(mv.to) && pos.king() == Some(mv.from) {
                    return ORDER_THREAT + history.min(ORDER_THREAT - 1);
                }
                if ctx.line_openers.contains(mv.from) && !ctx.reach.contains(mv.to) {
                    return ORDER_QUIET + history;
                }
            }
            Side::Attackers => {
                if ctx.threat_to.contains(mv.to) {
                    return ORDER_THREAT + history.min(ORDER_THREAT - 1);
                }
                if ctx.reach.contains(mv.to) {
                    // Above the plain quiet moves either way (history
                    // stays below ORDER_THREAT / 4); spared or not.
                    let band = if self.reductions.spares_king_lines() {
                        ORDER_QUIET
                    } else {
                        ORDER_THREAT / 4
                    };
                    return band + history.min(ORDER_THREAT / 4 - 1);
                }
            }
        }
        history
    }
}

/// See [`Search::order_context`].
struct OrderContext {
    side: Side,
    /// Where an arriving man of the side to move captures.
    capture_to: Bitboard,
    /// Squares from which the king reaches a goal in one more move.
    threat_to: Bitboard,
    /// The king's reach and his neighbours.
    reach: Bitboard,
    /// The defenders that close one of the king's lines (the first man
    /// each way is one of theirs): stepping off it opens the line.
    line_openers: Bitboard,
    killers: [Option<Move>; 2],
}

/// The defenders standing first on each of a sliding king's four lines.
fn first_defenders_on_lines(
    pos: &Position,
    board: &Board,
    occ: &Bitboard,
    king: Square,
) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for dir in Direction::ALL {
        let first = board
            .ray(king, dir)
            .iter()
            .copied()
            .find(|&s| occ.contains(s));
        if let Some(s) =
            first.filter(|&s| pos.piece_at(s).is_some_and(|p| p.side() == Side::Defenders))
        {
            out.insert(s);
        }
    }
    out
}

/// The score for `mover` of a game won by `winner` at `ply`.
#[inline]
fn outcome_score(winner: Winner, mover: Side, ply: usize) -> i32 {
    let win = WIN - ply as i32;
    match (winner, mover) {
        (Winner::Draw, _) => 0,
        (Winner::Attackers, Side::Attackers) | (Winner::Defenders, Side::Defenders) => win,
        _ => -win,
    }
}

/// Forced-end scores are stored relative to the node, not the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// SplitMix64: the seeded generator behind the levels' randomness, also
/// used by the examples and tests that draw seeded games.
pub fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Level, choose_in_position};
    use hnefi_engine::variant;

    fn search(diagram: &str, depth: u8) -> SearchResult {
        let v = variant::by_key("copenhagen").unwrap();
        let pos = Position::from_diagram(&v, diagram, Side::Attackers).unwrap();
        choose_in_position(&pos, SearchLimits::depth(depth), 0).unwrap()
    }

    #[test]
    fn an_open_route_is_closed_by_the_one_move_onto_it() {
        // The king on a6 sees a1 down the a-file (a8 stops him upwards):
        // only c3-a3 lands on the route; every other move lets him out.
        let found = search(
            "
            11 . . . . . . . . . . .
            10 . . . . . . . . . . .
             9 . . . . . . . . . . .
             8 A . . . . . . . . . .
             7 . . . . . . . . . . .
             6 K . . . . . . . . . A
             5 . . . . . . . . . . .
             4 . . . . D . . . . . .
             3 . . A . . . . . . . .
             2 . . . . . . . . . . .
             1 . . . . . . . . . A .
               a b c d e f g h i j k",
            3,
        );
        assert_eq!(found.best.to_string(), "c3-a3");
        assert_eq!(found.forced_end_in(), None, "{found:?}");
    }

    #[test]
    fn a_route_nobody_can_close_is_an_escape_in_two() {
        // The same route with no attacker able to reach a2..a5.
        let found = search(
            "
            11 . . . . . . . . . . .
            10 . . . . . . . . . . .
             9 . . . . . . . . . . .
             8 A . . . . . . . . . .
             7 . . . . . . . . . . .
             6 K . . . . . . . . . A
             5 . D . . . . . . . . .
             4 . D . . . . . . . . .
             3 . D . . . . . . . . .
             2 . D . . . . . . . . .
             1 . . . . . . . . . A .
               a b c d e f g h i j k",
            2,
        );
        assert_eq!(found.forced_end_in(), Some(-2), "{found:?}");
    }

    /// The ordering key of `moves` in `diagram` (Copenhagen, `side` to
    /// move) under `reductions`.
    fn order_keys(diagram: &str, side: Side, reductions: Reductions, moves: &[&str]) -> Vec<i32> {
        let v = variant::by_key("copenhagen").unwrap();
        let pos = Position::from_diagram(&v, diagram, side).unwrap();
        let board = Board::new(&v);
        let weights = Weights::for_variant("copenhagen");
        let mut table = Table::new(1);
        let mut search = Search::new(&board, &weights, &mut table, &[pos.hash()]);
        search.reductions = reductions;
        let occ = pos.occupied();
        let view = king_view(&pos, &board, &occ);
        let ctx = search.order_context(&pos, view.as_ref(), &occ, [None; 2]);
        moves
            .iter()
            .map(|m| search.order_move(&pos, m.parse().unwrap(), &ctx))
            .collect()
    }

    /// The king on f6 sees b6..e6 (a6 is a defender), f7..f10 (f11 is a
    /// defender) and g6 (h6 is an attacker); f5 is a defender, j2 a
    /// defender off his lines, c3 an attacker.
    const KING_LINES: &str = "
            11 . . . . . D . . . . .
            10 . . . . . . . . . . .
             9 . . . . . . . . . . .
             8 . . . . . . . . . . .
             7 . . . . . . . . . . .
             6 D . . . . K . A . . .
             5 . . . . . D . . . . .
             4 . . . . . . . . . . .
             3 . . A . . . . . . . .
             2 . . . . . . . . . D .
             1 . . . . . . . . . . .
               a b c d e f g h i j k";

    #[test]
    fn clock_bound_searches_never_reduce_the_moves_on_the_kings_lines() {
        // Attackers: c3-c6 lands on his line, c3-c4 does not. Spared from
        // reduction (keyed ORDER_QUIET or above) only by the logarithmic
        // reductions; ordered above the plain quiet moves either way.
        let both = ["c3-c6", "c3-c4"];
        let light = order_keys(KING_LINES, Side::Attackers, Reductions::Light, &both);
        let log = order_keys(KING_LINES, Side::Attackers, Reductions::Logarithmic, &both);
        assert!(
            (ORDER_THREAT / 4..ORDER_QUIET).contains(&light[0]),
            "{light:?}"
        );
        assert!((ORDER_QUIET..ORDER_THREAT).contains(&log[0]), "{log:?}");
        assert!(light[1] < ORDER_THREAT / 4 && log[1] < ORDER_THREAT / 4);

        // Defenders: a man first on one of his lines stepping off it (or
        // back along it: f5-f4 gives him f5) opens it and is spared; a6-b6
        // closes more of it and j2-j3 touches none, so both stay plain.
        let opening = ["a6-a5", "f5-e5", "f11-g11", "f5-f4"];
        let plain = ["a6-b6", "j2-j3"];
        for reductions in [Reductions::Light, Reductions::Logarithmic] {
            let spared = reductions == Reductions::Logarithmic;
            for (m, k) in opening.iter().zip(order_keys(
                KING_LINES,
                Side::Defenders,
                reductions,
                &opening,
            )) {
                assert_eq!(k >= ORDER_QUIET, spared, "{m} under {reductions:?}: {k}");
                assert!(k < ORDER_THREAT, "{m}: {k}");
            }
            for (m, k) in
                plain
                    .iter()
                    .zip(order_keys(KING_LINES, Side::Defenders, reductions, &plain))
            {
                assert!(k < ORDER_QUIET, "{m} under {reductions:?}: {k}");
            }
        }
    }

    #[test]
    fn only_the_clock_bound_searches_reduce_logarithmically() {
        let v = variant::by_key("copenhagen").unwrap();
        for n in 1..=4 {
            let limits = Level::new(n).unwrap().limits_on(&v);
            assert_eq!(limits.reductions, Reductions::Light, "level {n}");
        }
        let strongest = Level::new(5).unwrap().limits_on(&v);
        assert_eq!(strongest.reductions, Reductions::Logarithmic);
        assert_eq!(SearchLimits::depth(8).reductions, Reductions::Light);
        let clock = SearchLimits::time(Duration::from_millis(500));
        assert_eq!(clock.reductions, Reductions::Logarithmic);
    }

    #[test]
    fn only_the_clock_bound_searches_prune_late_quiet_moves_near_the_horizon() {
        use Reductions::{Light, Logarithmic};
        for (depth, kept) in [(1, 4), (2, 7), (3, 12)] {
            assert!(!Logarithmic.prunes(depth, kept - 1), "depth {depth}");
            assert!(Logarithmic.prunes(depth, kept), "depth {depth}");
        }
        assert!(!Logarithmic.prunes(4, 100));
        assert!((1..=8).all(|depth| !Light.prunes(depth, 100)));
    }

    #[test]
    fn logarithmic_reductions_grow_with_depth_and_move_number() {
        use Reductions::{Light, Logarithmic};
        // ln(depth) x ln(move) / 2, rounded down, at least 1, at most
        // depth - 2.
        assert_eq!(Logarithmic.plies(3, 3), 1);
        assert_eq!(Logarithmic.plies(8, 30), 3);
        assert_eq!(Logarithmic.plies(4, 40), 2);
        assert_eq!(Logarithmic.plies(12, 60), 5);
        assert_eq!(Light.plies(8, 30), 2);
        assert_eq!(Light.plies(5, 30), 1);
        // The same search with them visits fewer positions, from a
        // middle game (40 plies of a game against ZevraTafl; below depth
        // 5 the two agree, since a node three plies from the horizon keeps
        // at least two).
        let v = variant::by_key("copenhagen").unwrap();
        let mut game = hnefi_engine::Game::new(v.start_position(None, None).unwrap());
        let moves = "a8-c8 e7-e9 g11-g9 f4-i4 k4-j4 f7-c7 d11-d9 e5-e4 e1-e3 d6-d3 \
            a5-e5 i4-e4 h1-h5 e4-h4 k5-h5 f5-f3 g1-h1 f6-f4 a4-c4 h4-h3 j4-h4 h3-i3 \
            k7-h7 i3-i5 j6-j3 f4-g4 b6-c6 g4-g2 h4-h2 i5-i2 a7-f7 e6-e2 d1-d2 i2-i1 \
            h7-h2 g2-g1 g9-f9 g1-h1 j3-j1 i1-i3";
        for text in moves.split_whitespace() {
            game.play_text(text).unwrap();
        }
        let light = choose_in_position(game.position(), SearchLimits::depth(6), 0).unwrap();
        let harder = SearchLimits {
            reductions: Logarithmic,
            ..SearchLimits::depth(6)
        };
        let logarithmic = choose_in_position(game.position(), harder, 0).unwrap();
        assert!(
            logarithmic.nodes < light.nodes * 9 / 10,
            "{} against {}",
            logarithmic.nodes,
            light.nodes
        );
    }

    #[test]
    fn every_level_keeps_a_reserve_of_its_budget() {
        for level in Level::ALL {
            let budget = level.budget();
            let reserve = time_reserve(budget);
            assert!(reserve >= Duration::from_millis(1), "{level}");
            assert!(reserve <= budget / 20, "{level}");
        }
        assert_eq!(
            time_reserve(Duration::from_millis(4500)),
            Duration::from_millis(100)
        );
    }
}
