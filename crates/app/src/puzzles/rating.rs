//! Puzzle ratings (docs/learning.md 2): Glicko-2, one per player (the
//! same on every server) and one per puzzle. A finished attempt is a game
//! between the two, in a rating period of its own: solved, the player
//! wins; failed, the puzzle does. A puzzle nobody finished yet starts
//! from its length's rating.

use hnefi_store::puzzles::PuzzleRatingRow;

use crate::ratings::{Rating, rate_period};

/// The deviation of a puzzle's starting rating: its length says roughly
/// how hard it is, not exactly.
const PUZZLE_START_DEVIATION: f64 = 250.0;

/// A puzzle's rating before anyone finished it: 1200 for a win in one,
/// 1500 in two, 1800 in three.
pub fn starting_rating(plies: u8) -> Rating {
    let win_in = f64::from(plies.div_ceil(2));
    Rating::new(
        900.0 + 300.0 * win_in,
        PUZZLE_START_DEVIATION,
        Rating::initial().volatility,
    )
}

/// A rating and its tally as stored; a new player's or puzzle's is `start`.
pub(crate) fn from_row(row: Option<PuzzleRatingRow>, start: Rating) -> (Rating, i64, i64) {
    match row {
        Some(r) => (
            Rating::new(r.rating, r.deviation, r.volatility),
            r.attempts,
            r.solved,
        ),
        None => (start, 0, 0),
    }
}

pub(crate) fn to_row(rating: Rating, attempts: i64, solved: i64) -> PuzzleRatingRow {
    PuzzleRatingRow {
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
        attempts,
        solved,
    }
}

/// The player's and the puzzle's ratings after an attempt.
pub fn rate_attempt(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let score = if solved { 1.0 } else { 0.0 };
    (
        rate_period(player, &[(puzzle, score)]),
        rate_period(puzzle, &[(player, 1.0 - score)]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longer_puzzles_start_harder() {
        assert_eq!(starting_rating(1).rating, 1200.0);
        assert_eq!(starting_rating(3).rating, 1500.0);
        assert_eq!(starting_rating(5).rating, 1800.0);
    }

    #[test]
    fn solving_raises_the_player_and_lowers_the_puzzle_and_failing_the_reverse() {
        let player = Rating::initial();
        let puzzle = starting_rating(3);
        let (p, z) = rate_attempt(player, puzzle, true);
        assert!(p.rating > player.rating && z.rating < puzzle.rating);
        let (p, z) = rate_attempt(player, puzzle, false);
        assert!(p.rating < player.rating && z.rating > puzzle.rating);
        // Solving a harder puzzle gains more.
        let (easy, _) = rate_attempt(player, starting_rating(1), true);
        let (hard, _) = rate_attempt(player, starting_rating(5), true);
        assert!(hard.rating > easy.rating);
    }
}
