//! Puzzles (issue 25, part 3): positions from real games where the side to
//! move wins by force and only one first move does it. This module holds
//! the starting set mined from the Copenhagen and Brandubh corpora
//! (`data/puzzles.tsv`, made and checked by the AI crate's solver:
//! `examples/mine_puzzles.rs`, `tests/puzzles.rs`), read once into memory.
//! The commands that pose and check them build on it.

mod catalogue;

pub use catalogue::{Puzzle, catalogue, of_variant};
