//! Puzzles (issue 25, part 3; docs/learning.md 2): positions from real
//! games where the side to move wins by force and only one first move
//! does it. The starting set mined from the Copenhagen and Brandubh
//! corpora (`data/puzzles.tsv`, made and checked by the AI crate's
//! solver) is compiled in; the puzzles found in a server's own finished
//! games are stored (`mining.rs`). `/puzzle next` poses one near the
//! player's puzzle rating (`attempts.rs`), `/puzzle solve` judges the
//! answer (`answer.rs`) and rates it (`rating.rs`), and a server may have
//! one posted every day (`daily.rs`).

mod answer;
mod attempts;
mod catalogue;
mod daily;
mod mining;
mod rating;

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Arc;

pub use answer::{Answer, answer};
pub use attempts::{Answered, Left, Posed, PuzzleRating, RatingMove, Step, Verdict};
pub use catalogue::{Puzzle, by_key, catalogue, of_variant};
pub use rating::{rate_attempt, starting_rating};

pub(crate) use mining::PuzzleFinder;

use crate::core::Core;

/// The puzzles feature.
#[derive(Clone)]
pub struct Puzzles {
    core: Arc<Core>,
}

impl Puzzles {
    pub(crate) fn new(core: Arc<Core>) -> Puzzles {
        Puzzles { core }
    }
}

/// A fixed draw by `value` (a player and a puzzle, a server and a day):
/// the same every time for the same value, spread across values.
fn lot(value: impl Hash) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}
