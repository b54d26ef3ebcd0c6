//! Puzzles (issue 25, part 3): positions from real games where the side to
//! move wins by force and only one first move does it. This module holds
//! the starting set mined from the Copenhagen and Brandubh corpora
//! (`data/puzzles.tsv`, made and checked by the AI crate's solver:
//! `examples/mine_puzzles.rs`, `tests/puzzles.rs`), read once into memory.
//! `answer` judges a move of a puzzle's line and gives the forced reply;
//! the commands that pose puzzles and keep the puzzle rating build on
//! these.

mod answer;
mod catalogue;

pub use answer::{Answer, answer};
pub use catalogue::{Puzzle, catalogue, of_variant};
