//! Hnefi's AI opponent: an iterative-deepening principal-variation search
//! with a transposition table over the rules engine, and an evaluation that
//! knows tafl (the king's routes to his goal squares, the attackers
//! guarding them, material, the king's surrounding, men about to be
//! captured), with weights fitted per variant by self-play.
//!
//! Every variant of `docs/rules.md` is played by the engine's own rules, so
//! special pieces and rules (Noggin's step and swift escape, the troll king,
//! knight moves, Evangelist jumps, shieldwalls, exit forts, encirclement)
//! need nothing here; the variant's repetition rule is applied from the
//! game's own history.
//!
//! Rule sets read from OTN strings (docs/rules.md 5, any a server writes)
//! are evaluated by their own rules rather than as Copenhagen: the goal
//! squares are the corners they list or the whole edge, the king's routes
//! follow his speed limit and his jumps, each side's men stop only where their rule set
//! lets them (a defenders' fort is closed to the attackers), guards neither
//! capture nor are captured, a king armed only as a hammer (or not at all)
//! closes no capture, and features that only rule sets use count the king
//! one attacker from capture by his own capture rule (two sides for a weak
//! king, four for a strong one, the edge for a middleweight one) and each
//! side's commanders and knights. The search's exact shortcuts there are
//! those the engine confirms (a legal king's move onto a goal square, a
//! capture in one played out). `TUNING.md`, "Any rule set", has the
//! matches on random rule sets.
//!
//! The call is synchronous and pure apart from reading the clock: a bot
//! runs it on a blocking thread (`tokio::task::spawn_blocking`), never on
//! the async runtime.
//!
//! ```
//! use hnefi_ai::{Level, choose};
//! use hnefi_engine::{Game, variant};
//!
//! let brandubh = variant::by_key("brandubh").unwrap();
//! let game = Game::new(brandubh.start_position(None, None).unwrap());
//! let casual = Level::new(2).unwrap().limits_on(&brandubh);
//! let found = choose(&game, casual, 7).unwrap();
//! assert!(game.legal_moves().contains(&found.best));
//! ```
//!
//! | level | name | depth | depth on 19x19 | time budget | randomness |
//! |---|---|---|---|---|---|
//! | 1 | beginner | 1 ply | 1 ply | 0.2 s | root scores + up to 250 |
//! | 2 | casual | 2 plies | 2 plies | 0.4 s | root scores + up to 60 |
//! | 3 | intermediate | up to 4 | up to 3 | 0.8 s | none |
//! | 4 | advanced | up to 6 | up to 4 | 2 s | none |
//! | 5 | strongest | up to 64 | up to 64 | 4.5 s | none |
//!
//! Level 5 also reduces late quiet moves harder ([`Reductions`]): bound by
//! its clock, it gains a ply from it, where the lower levels are bound by
//! their depths and keep the reductions their tables were played with.
//!
//! The time budget bounds the whole call, set-up (table, history) included:
//! the search reads the clock at least every [`CLOCK_EVERY`] positions and
//! stops 1/32 of the budget (1 to 100 ms) before it, which leaves room for
//! the last clock read, for unwinding and for the thread being descheduled.
//! Measured worst cases per variant are in `TUNING.md`. Given a depth
//! limit, no time limit and a seed, the answer is the same every time
//! ([`SearchLimits::depth`]).

mod board;
#[cfg(test)]
mod checks;
pub mod eval;
mod king;
pub mod net;
mod search;
mod tt;
mod weights;

pub mod arena;
pub mod mining;
pub mod review;
pub mod solver;

use std::fmt;
use std::time::{Duration, Instant};

use hnefi_engine::{Game, Outcome, Position, Variant};

pub use search::{
    CLOCK_EVERY, DEFAULT_TT_MIB, Reductions, SearchLimits, SearchResult, WIN, WIN_BOUND, splitmix,
};

use board::Board;
use eval::Weights;

/// A playing strength, 1 (beginner) to 5 (strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    pub const BEGINNER: Level = Level(1);
    pub const STRONGEST: Level = Level(5);
    pub const ALL: [Level; 5] = [Level(1), Level(2), Level(3), Level(4), Level(5)];

    /// The level numbered `n` (1..=5).
    pub fn new(n: u8) -> Result<Level, AiError> {
        if (1..=5).contains(&n) {
            Ok(Level(n))
        } else {
            Err(AiError::BadLevel(n))
        }
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// "beginner" ... "strongest".
    pub fn name(self) -> &'static str {
        match self.0 {
            1 => "beginner",
            2 => "casual",
            3 => "intermediate",
            4 => "advanced",
            _ => "strongest",
        }
    }

    /// What the level searches on `variant`'s board: see the table in the
    /// crate documentation.
    pub fn limits_on(self, variant: &Variant) -> SearchLimits {
        let (max_depth, budget, noise) = self.settings(variant.size() >= WIDE_BOARD);
        // Levels 1 to 4 are depth-bound and keep the light reductions
        // their tables were played with; level 5 is bound by its clock.
        let reductions = if self.0 >= 5 {
            Reductions::Logarithmic
        } else {
            Reductions::Light
        };
        SearchLimits {
            max_depth,
            time: Some(budget),
            nodes: None,
            noise,
            tt_mib: DEFAULT_TT_MIB,
            reductions,
        }
    }

    /// The longest the level thinks for a move, on every board.
    pub fn budget(self) -> Duration {
        self.settings(false).1
    }

    /// (depth limit, time budget, root randomness).
    fn settings(self, wide_board: bool) -> (u8, Duration, u32) {
        let (max_depth, millis, noise) = match (self.0, wide_board) {
            (1, _) => (1, 200, 250),
            (2, _) => (2, 400, 60),
            (3, false) => (4, 800, 0),
            (3, true) => (3, 800, 0),
            (4, false) => (6, 2000, 0),
            (4, true) => (4, 2000, 0),
            _ => (64, 4500, 0),
        };
        (max_depth, Duration::from_millis(millis), noise)
    }
}

/// Boards at least this wide (19x19) give levels 3 and 4 shallower depth
/// limits. There level 5 reaches only 4 to 6 plies in its budget, and one
/// ply more wins most games, so the levels are spaced a ply apart below it;
/// on 11x11 one ply more wins about half the games and the levels stay
/// two plies apart (`TUNING.md`, "Level tables").
pub const WIDE_BOARD: u8 = 15;

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.0, self.name())
    }
}

/// Why no move was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AiError {
    /// The game is over; nothing to play.
    GameOver(Outcome),
    /// The side to move has no legal move (the game is lost for it).
    NoLegalMove,
    /// Levels run from 1 to 5.
    BadLevel(u8),
}

impl fmt::Display for AiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AiError::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            AiError::NoLegalMove => f.write_str("the side to move has no legal move"),
            AiError::BadLevel(n) => write!(f, "level {n} does not exist (levels are 1 to 5)"),
        }
    }
}

impl std::error::Error for AiError {}

/// Chooses a move for the side to move in `game`, honouring the variant's
/// repetition rule over the game's history. `limits` is a [`Level`] or
/// explicit [`SearchLimits`]; `seed` drives the randomness of the lower
/// levels (and nothing else).
pub fn choose(
    game: &Game,
    limits: impl Into<SearchLimits>,
    seed: u64,
) -> Result<SearchResult, AiError> {
    let weights = Weights::for_variant(game.position().variant().key());
    choose_with_weights(game, &limits.into(), seed, &weights)
}

/// Like [`choose`] on a bare position: no history, so repetition can only
/// arise inside the search.
pub fn choose_in_position(
    position: &Position,
    limits: impl Into<SearchLimits>,
    seed: u64,
) -> Result<SearchResult, AiError> {
    choose(&Game::new(position.clone()), limits, seed)
}

/// [`choose`] with explicit evaluation weights (for tuning and matches).
pub fn choose_with_weights(
    game: &Game,
    limits: &SearchLimits,
    seed: u64,
    weights: &Weights,
) -> Result<SearchResult, AiError> {
    let started = Instant::now();
    if let Some(outcome) = game.outcome() {
        return Err(AiError::GameOver(outcome));
    }
    let position = game.position();
    let past = history_hashes(game);
    let board = Board::new(position.variant());
    let mut table = tt::Table::acquire(limits.tt_mib);
    let mut search = search::Search::new(&board, weights, &mut table, &past);
    let found = search.run(position, limits, seed, started);
    drop(search);
    table.release();
    found.ok_or(AiError::NoLegalMove)
}

/// Hashes of the game's positions since its last irreversible move (a
/// capture, or the troll king's reveal), the current position last.
fn history_hashes(game: &Game) -> Vec<u64> {
    let mut position = game.start().clone();
    let mut hashes = vec![position.hash()];
    for ply in game.plies() {
        let effects = position.play_unchecked(ply.mv);
        if effects.irreversible {
            hashes.clear();
        }
        hashes.push(position.hash());
    }
    debug_assert_eq!(hashes.last(), Some(&game.position().hash()));
    hashes
}
