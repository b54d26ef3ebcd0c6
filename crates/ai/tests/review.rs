//! The AI's review of a game (docs/learning.md 1): each move's win chance
//! for its mover, the better move, and the marks, on small Brandubh
//! diagrams (docs/rules.md 4.2) searched to a fixed depth, so the answers
//! do not depend on the machine's speed.

use hnefi_ai::SearchLimits;
use hnefi_ai::review::{self, Judgement, Mark, assemble, positions, review, win_chance};
use hnefi_engine::{Game, MoveText, Outcome, Position, Reason, Side, variant};

fn game(start: &str, moves: &str) -> Game {
    let brandubh = variant::by_key("brandubh").unwrap();
    let mut game = Game::new(Position::parse(&brandubh, start).unwrap());
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap();
    }
    game
}

fn mv(text: &str) -> hnefi_engine::Move {
    MoveText::parse(text).unwrap().mv
}

/// ```text
/// 7 . . . . . . .
/// 6 . . K . . . .     the king on c6 may step onto c3, between the
/// 5 . . . . D . .     attacker on b3 and d3, which the attacker on g3
/// 4 . . . T . . .     reaches at once: the king is captured (4.2).
/// 3 . A . . . . A
/// 2 . . . . . . .
/// 1 . . . . . . .
///   a b c d e f g
/// ```
const KING_INTO_A_TRAP: &str = "7/2k4/4d2/7/1a4a/7/7 d";

#[test]
fn a_move_that_lets_the_opponent_win_at_once_is_a_blunder_with_a_better_move() {
    let played = game(KING_INTO_A_TRAP, "c6-c3 g3-d3");
    assert_eq!(
        played.outcome(),
        Some(Outcome::win(Side::Attackers, Reason::KingCaptured))
    );
    let reviewed = review(&played, &SearchLimits::depth(3));
    assert_eq!(reviewed.plies.len(), 2);
    let blunder = &reviewed.plies[0];
    assert_eq!(blunder.side, Side::Defenders);
    assert_eq!(blunder.played, mv("c6-c3"));
    assert_eq!(blunder.mark, Some(Mark::Blunder));
    assert_ne!(blunder.best, blunder.played);
    assert_eq!(blunder.win_chance, 0.0, "the king is lost after it");
    assert!(blunder.best_win_chance > 0.5);
    // The capture ends the game: the attackers' best, unmarked, certain.
    let capture = &reviewed.plies[1];
    assert_eq!(capture.mark, None);
    assert_eq!(capture.win_chance, 1.0);
    assert_eq!(reviewed.count(Side::Defenders, Mark::Blunder), 1);
    assert_eq!(reviewed.count(Side::Attackers, Mark::Blunder), 0);
    assert_eq!(reviewed.key_plies(3), vec![0]);
    assert_eq!(reviewed.outcome, played.outcome());
}

/// ```text
/// 7 . . K . . . .     the king on c7 threatens both top corners: the
/// 6 . . . . . . .     attackers can stop one; whatever they play, the
/// 5 . . . . . . .     game is lost, so no move of theirs is a blunder.
/// 4 . . . T . . .
/// 3 . . . A . . .
/// 2 . . . . . . .
/// 1 . . . . . . .
///   a b c d e f g
/// ```
const DOUBLE_THREAT: &str = "2k4/7/7/7/3a3/7/7 a";

#[test]
fn a_move_in_a_lost_position_is_not_marked_for_losing() {
    let played = game(DOUBLE_THREAT, "d3-e3 c7-a7");
    let reviewed = review(&played, &SearchLimits::depth(3));
    assert_eq!(reviewed.plies[0].mark, None, "{:?}", reviewed.plies[0]);
    assert_eq!(reviewed.plies[0].win_chance, 0.0);
    assert_eq!(reviewed.plies[0].best_win_chance, 0.0);
    // Either corner wins: the other is not better.
    assert_eq!(reviewed.plies[1].mark, None);
    assert_eq!(reviewed.plies[1].win_chance, 1.0);
}

#[test]
fn the_review_searches_every_position_once_and_the_last_only_if_the_game_goes_on() {
    let ended = game(KING_INTO_A_TRAP, "c6-c3 g3-d3");
    assert_eq!(
        positions(&ended).len(),
        2,
        "nothing to judge after the capture"
    );
    let going_on = game(KING_INTO_A_TRAP, "c6-c5 g3-g4");
    let judged = positions(&going_on);
    assert_eq!(judged.len(), 3);
    assert_eq!(judged[1].plies().len(), 1, "each position with its history");
    // A resignation is not a move: the position after the last move is
    // judged, so the last move is too.
    let mut resigned = going_on.clone();
    resigned
        .finish(Outcome::win(Side::Attackers, Reason::Resigned))
        .unwrap();
    assert_eq!(positions(&resigned).len(), 3);
    let reviewed = review(&resigned, &SearchLimits::depth(2));
    assert_eq!(reviewed.plies.len(), 2);
    assert_eq!(
        reviewed.outcome, None,
        "only an end on the board is the moves'"
    );
}

/// Chances from made-up judgements: the thresholds of `Mark`.
#[test]
fn marks_follow_the_win_chance_thrown_away() {
    let played = game(KING_INTO_A_TRAP, "c6-c5 g3-g4 c5-c6 g4-g3");
    // Scores for the side to move in each of the five positions.
    let scores = [0, 0, 0, 0, 0];
    let judge = |score: i32, best: &str| Judgement {
        best: mv(best),
        score,
        depth: 1,
    };
    // Position 1 (attackers to move) at 0: the defenders' c6-c5 left
    // them 50%, as much as the best: no mark.
    let even: Vec<Judgement> = scores.iter().map(|&s| judge(s, "a1-a2")).collect();
    let reviewed = assemble(&played, &even, 0);
    assert!(reviewed.plies.iter().all(|p| p.mark.is_none()));
    assert_eq!(reviewed.start_chance, Some(0.5));

    // The defenders' best kept 50%; after c6-c5 the attackers stand at
    // a score worth more and more.
    // Scores that leave the defenders a chance `loss` below the best's 50%.
    for (loss, expected) in [
        (0.05f64, None),
        (0.15, Some(Mark::Inaccuracy)),
        (0.25, Some(Mark::Mistake)),
        (0.40, Some(Mark::Blunder)),
    ] {
        let score_after =
            (review::CHANCE_SCALE * ((0.5 + loss) / (0.5 - loss)).ln()).round() as i32;
        let judged = vec![
            judge(0, "e5-e6"),
            judge(score_after, "g3-g4"),
            judge(0, "c5-c6"),
            judge(0, "g4-g3"),
            judge(0, "c6-c5"),
        ];
        let reviewed = assemble(&played, &judged, 0);
        let first = &reviewed.plies[0];
        assert_eq!(first.mark, expected, "loss {loss:.3}");
        assert_eq!(first.best, mv("e5-e6"));
        assert!(
            (first.loss() - loss).abs() < 1e-3,
            "{} {loss}",
            first.loss()
        );
    }
}

#[test]
fn the_best_move_played_is_judged_once_and_never_worse_than_itself() {
    let played = game(KING_INTO_A_TRAP, "c6-c5 g3-g4");
    let judged = vec![
        Judgement {
            best: mv("c6-c5"),
            score: 300,
            depth: 1,
        },
        Judgement {
            best: mv("g3-g4"),
            score: -100,
            depth: 1,
        },
        Judgement {
            best: mv("c5-c6"),
            score: 100,
            depth: 1,
        },
    ];
    let reviewed = assemble(&played, &judged, 0);
    let first = &reviewed.plies[0];
    assert_eq!(first.best, first.played);
    assert_eq!(first.win_chance, first.best_win_chance);
    assert_eq!(first.win_chance, 1.0 - win_chance(-100));
    assert_eq!(first.mark, None);
    // The attackers' graph: before the first move, then after each.
    let graph = reviewed.attackers_chances();
    assert_eq!(graph.len(), 3);
    assert!((graph[0] - (1.0 - win_chance(300))).abs() < 1e-12);
    assert!((graph[1] - win_chance(-100)).abs() < 1e-12);
}

#[test]
fn the_win_chance_is_even_at_nought_certain_when_proven_and_grows_with_the_score() {
    assert_eq!(win_chance(0), 0.5);
    assert_eq!(win_chance(hnefi_ai::WIN - 3), 1.0);
    assert_eq!(win_chance(-(hnefi_ai::WIN - 3)), 0.0);
    let mut last = 0.0;
    for score in (-2000..=2000).step_by(50) {
        let c = win_chance(score);
        assert!(c > last && c < 1.0, "{score}: {c}");
        last = c;
    }
    assert!((win_chance(300) + win_chance(-300) - 1.0).abs() < 1e-12);
}

#[test]
fn thresholds_are_ordered_and_small_losses_go_unmarked() {
    assert_eq!(Mark::for_loss(0.0), None);
    assert_eq!(Mark::for_loss(0.0999), None);
    assert_eq!(Mark::for_loss(0.10), Some(Mark::Inaccuracy));
    assert_eq!(Mark::for_loss(0.20), Some(Mark::Mistake));
    assert_eq!(Mark::for_loss(0.30), Some(Mark::Blunder));
    assert_eq!(Mark::for_loss(1.0), Some(Mark::Blunder));
    for mark in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
        assert_eq!(Mark::parse(mark.as_str()), Some(mark));
    }
    assert!(Mark::Blunder > Mark::Mistake && Mark::Mistake > Mark::Inaccuracy);
}

#[test]
fn each_position_gets_its_share_of_the_time_box_within_bounds() {
    let short = game(KING_INTO_A_TRAP, "c6-c5");
    assert_eq!(review::time_per_position(&short), review::MOST_PER_POSITION);
    let copenhagen = variant::by_key("copenhagen").unwrap();
    let mut long = Game::new(copenhagen.start_position(None, None).unwrap());
    // A hundred plies of a fixed, arbitrary choice among the legal moves.
    for ply in 0..100usize {
        let moves = long.legal_moves();
        if moves.is_empty() {
            break;
        }
        let chosen = moves[(ply * 7919 + 3) % moves.len()];
        long.play(chosen).unwrap();
    }
    assert_eq!(long.plies().len(), 100);
    let positions = positions(&long).len() as u32;
    let each = review::time_per_position(&long);
    assert!(each >= review::LEAST_PER_POSITION && each <= review::MOST_PER_POSITION);
    assert!(
        each * positions <= review::REVIEW_BOX,
        "{each:?} x {positions}"
    );
}

#[test]
fn the_usual_start_is_even_whatever_the_evaluation_counts_there() {
    for key in ["copenhagen", "brandubh", "alea-evangelii"] {
        let v = variant::by_key(key).unwrap();
        let mut game = Game::new(v.start_position(None, None).unwrap());
        let first = game.legal_moves()[0];
        game.play(first).unwrap();
        let anchor = review::start_anchor(&v);
        assert_eq!(review::start_anchor(&v), anchor, "{key}: found once, kept");
        // Searched as the anchor is: exactly even.
        let limits = SearchLimits::depth(64).with_nodes(review::ANCHOR_NODES);
        let reviewed = review(&game, &limits);
        assert_eq!(reviewed.start_chance, Some(0.5), "{key}");
        assert!(reviewed.plies[0].win_chance > 0.0 && reviewed.plies[0].win_chance < 1.0);
    }
}
