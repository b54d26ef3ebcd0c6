//! Checking a move of a puzzle's line. The first move must be the
//! puzzle's own (only one first move wins: that is what makes it a
//! puzzle); a later move is right when it still wins within the plies
//! left, which the solver proves, since a second way to finish is as good
//! as the first. After a right move that does not end the game, the
//! loser's reply is the one that holds out longest (the solver's best
//! defence), played for the solver.

use hnefi_ai::solver::{Proof, Solver};
use hnefi_engine::{Game, Move, Winner};

use super::Puzzle;

/// Positions the solver may search to judge one move: far more than a
/// 5-ply puzzle needs; past it the solution's own move alone counts.
const NODE_BUDGET: u64 = 2_000_000;

/// What a move did to a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// It won the game: the puzzle is solved.
    Solved,
    /// It keeps the win: the loser replies `reply`, and the winner has
    /// `plies_left` plies (their moves and the replies) to finish.
    Right { reply: Move, plies_left: u8 },
    /// It lets the win go; `expected` would have kept it.
    Wrong { expected: Move },
    /// It cannot be played here (or the line so far is not the puzzle's).
    Illegal,
}

/// Judges the winner's move `mv` after `played` (the moves so far from
/// the puzzle's position: the winner's and the replies, in turn).
pub fn answer(puzzle: &Puzzle, played: &[Move], mv: Move) -> Answer {
    let mut game = Game::new(puzzle.position.clone());
    let winner = puzzle.position.turn();
    for m in played {
        if game.play(*m).is_err() {
            return Answer::Illegal;
        }
    }
    let step = played.len();
    if game.is_over() || game.turn() != winner || step >= usize::from(puzzle.plies) {
        return Answer::Illegal;
    }
    let left = puzzle.plies - step as u8;
    let mut after = game.clone();
    if after.play(mv).is_err() {
        return Answer::Illegal;
    }
    if after
        .outcome()
        .is_some_and(|o| o.winner == Winner::side(winner))
    {
        return Answer::Solved;
    }
    let mut solver = Solver::new(4).with_node_budget(Some(NODE_BUDGET));
    let expected = if step == 0 {
        Some(puzzle.solution[0])
    } else {
        solver
            .winning_moves(game.position(), left)
            .ok()
            .and_then(|wins| wins.first().map(|w| w.0))
    };
    let keeps_the_win = if step == 0 {
        mv == puzzle.solution[0]
    } else {
        match solver.wins_within(after.position(), winner, left - 1) {
            Proof::Won(_) => true,
            Proof::NotWithin => false,
            // Unproven either way: the solution's move is known to win.
            Proof::Unknown => puzzle.solution.get(step) == Some(&mv),
        }
    };
    let expected = expected.or(puzzle.solution.get(step).copied());
    if !keeps_the_win || after.is_over() {
        return Answer::Wrong {
            expected: expected.unwrap_or(puzzle.solution[0]),
        };
    }
    let reply = solver
        .best_defence(after.position(), winner, left - 1)
        .ok()
        .flatten()
        .or_else(|| after.legal_moves().first().copied());
    match reply {
        Some(reply) => Answer::Right {
            reply,
            plies_left: left - 2,
        },
        None => Answer::Solved,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{Puzzle, catalogue, of_variant};

    fn longest(variant: &str) -> &'static Puzzle {
        of_variant(variant)
            .find(|p| p.plies == 5)
            .expect("a 5-ply puzzle")
    }

    #[test]
    fn the_solution_line_is_right_then_right_then_solved() {
        for variant in ["brandubh", "copenhagen"] {
            let puzzle = longest(variant);
            let s = &puzzle.solution;
            assert_eq!(
                answer(puzzle, &[], s[0]),
                Answer::Right {
                    reply: s[1],
                    plies_left: 3
                },
                "{}",
                puzzle.key
            );
            let second = answer(puzzle, &s[..2], s[2]);
            assert_eq!(
                second,
                Answer::Right {
                    reply: s[3],
                    plies_left: 1
                },
                "{}",
                puzzle.key
            );
            assert_eq!(answer(puzzle, &s[..4], s[4]), Answer::Solved);
        }
    }

    #[test]
    fn a_one_move_puzzle_is_solved_at_once() {
        let puzzle = catalogue().iter().find(|p| p.plies == 1).unwrap();
        assert_eq!(answer(puzzle, &[], puzzle.solution[0]), Answer::Solved);
    }

    #[test]
    fn another_first_move_is_wrong_and_names_the_solution() {
        let puzzle = longest("brandubh");
        let game = Game::new(puzzle.position.clone());
        let other = game
            .legal_moves()
            .into_iter()
            .find(|m| *m != puzzle.solution[0])
            .unwrap();
        assert_eq!(
            answer(puzzle, &[], other),
            Answer::Wrong {
                expected: puzzle.solution[0]
            }
        );
    }

    #[test]
    fn a_move_that_cannot_be_played_or_a_line_not_the_puzzles_is_illegal() {
        let puzzle = longest("brandubh");
        let s = &puzzle.solution;
        // The loser's move in the winner's turn, and a move off the board.
        assert_eq!(answer(puzzle, &[], s[1]), Answer::Illegal);
        assert_eq!(answer(puzzle, &[s[1]], s[0]), Answer::Illegal);
        assert_eq!(answer(puzzle, &s[..], s[0]), Answer::Illegal);
    }

    #[test]
    fn a_second_way_to_finish_is_as_good_as_the_first() {
        // A puzzle whose second winning move is not the only one: any
        // that still wins in time is right.
        let mut solver = Solver::new(4);
        let found = catalogue().iter().filter(|p| p.plies >= 3).find_map(|p| {
            let mut game = Game::new(p.position.clone());
            game.play(p.solution[0]).ok()?;
            game.play(p.solution[1]).ok()?;
            let wins = solver.winning_moves(game.position(), p.plies - 2).ok()?;
            let other = wins.iter().map(|w| w.0).find(|m| *m != p.solution[2])?;
            Some((p, other))
        });
        let (puzzle, other) = found.expect("some puzzle finishes two ways");
        let verdict = answer(puzzle, &puzzle.solution[..2], other);
        assert!(
            matches!(verdict, Answer::Solved | Answer::Right { .. }),
            "{}: {other}: {verdict:?}",
            puzzle.key
        );
    }
}
