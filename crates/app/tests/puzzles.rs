//! Puzzles (docs/learning.md 2): posed near the player's rating, answered
//! move by move or as a whole line with the bot's replies, rated with
//! Glicko-2 once solved or failed; bad answers change nothing; two racing
//! answers give one result; the daily puzzle goes out once a day; the
//! server's own finished games give new puzzles.

mod common;

use std::time::Duration;

use common::*;
use hnefi_app::*;
use hnefi_engine::Move;

const DAY: Duration = Duration::from_secs(24 * 3600);

fn line(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Alice's puzzles are posed until one of `plies` plies comes up.
async fn posed_of_length(h: &Harness, variant: &str, plies: u8) -> Posed {
    for _ in 0..400 {
        let posed = h
            .svc
            .puzzles()
            .next(alice().id, place(), variant)
            .await
            .unwrap();
        if posed.puzzle.plies == plies {
            return posed;
        }
    }
    panic!("no {plies}-ply puzzle of {variant} posed");
}

#[both_backends]
#[tokio::test]
async fn a_puzzle_is_posed_near_the_players_rating_and_another_leaves_it_unrated() {
    let h = Harness::new("puzzle-next").await;
    let puzzles = h.svc.puzzles();
    let first = puzzles.next(alice().id, place(), "brandubh").await.unwrap();
    assert_eq!(first.puzzle.variant, "brandubh");
    assert!(first.left.is_none());
    // A new player (1500) gets a puzzle starting at 1500: a win in two.
    assert_eq!(first.puzzle.plies, 3, "{}", first.puzzle.key);
    assert_eq!(first.puzzle_rating.rating, 1500.0);
    assert_eq!(first.player.rating.rating, 1500.0);
    assert_eq!(first.player.attempts, 0);

    // Not begun, left for another: skipped, unrated, never posed again.
    let second = puzzles.next(alice().id, place(), "brandubh").await.unwrap();
    assert_ne!(second.puzzle.key, first.puzzle.key);
    let left = second.left.unwrap();
    assert_eq!(
        (left.key.as_str(), left.failed),
        (first.puzzle.key.as_str(), false)
    );
    assert!(left.change.is_none());
    assert_eq!(puzzles.rating(alice().id).await.unwrap().attempts, 0);

    // Bob is posed another puzzle of the same rating first.
    let bobs = puzzles.next(bob().id, place(), "brandubh").await.unwrap();
    assert_eq!(bobs.puzzle.plies, 3);
}

#[both_backends]
#[tokio::test]
async fn a_longer_puzzle_is_solved_move_by_move_with_the_bots_replies_and_rated() {
    let h = Harness::new("puzzle-solve").await;
    let puzzles = h.svc.puzzles();
    let posed = posed_of_length(&h, "brandubh", 5).await;
    let s = posed.puzzle.solution.clone();

    let first = puzzles.solve(alice().id, &s[0].to_string()).await.unwrap();
    assert_eq!(first.verdict, Verdict::Going { plies_left: 3 });
    assert_eq!(
        first.steps,
        [Step {
            mv: s[0],
            reply: Some(s[1])
        }]
    );
    assert!(first.change.is_none());
    // The board after the reply.
    let mut game = hnefi_engine::Game::new(posed.puzzle.position.clone());
    game.play(s[0]).unwrap();
    game.play(s[1]).unwrap();
    assert_eq!(&first.position, game.position());

    let second = puzzles.solve(alice().id, &s[2].to_string()).await.unwrap();
    assert_eq!(second.verdict, Verdict::Going { plies_left: 1 });
    let last = puzzles.solve(alice().id, &s[4].to_string()).await.unwrap();
    assert_eq!(last.verdict, Verdict::Solved);
    let change = last.change.unwrap();
    assert!(change.after.rating > change.before.rating, "{change:?}");
    let rating = puzzles.rating(alice().id).await.unwrap();
    assert_eq!((rating.attempts, rating.solved), (1, 1));
    assert_eq!(rating.rating, change.after);
    // The puzzle itself lost rating, as Bob sees it.
    let bobs = puzzles
        .take(bob().id, place(), &posed.puzzle.key)
        .await
        .unwrap();
    assert!(bobs.puzzle_rating.rating < posed.puzzle_rating.rating);

    // Nothing open any more.
    let err = puzzles.solve(alice().id, "a1-a2").await.unwrap_err();
    assert!(matches!(err, Error::NoOpenPuzzle), "{err:?}");
}

#[both_backends]
#[tokio::test]
async fn a_whole_line_is_one_answer_and_the_written_replies_are_passed_over() {
    let h = Harness::new("puzzle-line").await;
    let puzzles = h.svc.puzzles();
    let posed = posed_of_length(&h, "brandubh", 5).await;
    let s = &posed.puzzle.solution;
    // The winner's moves alone.
    let mine = line(&[s[0], s[2], s[4]]);
    let answered = puzzles.solve(alice().id, &mine).await.unwrap();
    assert_eq!(answered.verdict, Verdict::Solved);
    assert_eq!(answered.steps.len(), 3);
    assert_eq!(answered.ignored, 0);

    // Bob writes the whole main line, replies included, and a move more.
    let bobs = h
        .svc
        .puzzles()
        .take(bob().id, place(), &posed.puzzle.key)
        .await
        .unwrap();
    assert_eq!(bobs.puzzle.key, posed.puzzle.key);
    let all = format!("{} a1-a2", line(s));
    let answered = puzzles.solve(bob().id, &all).await.unwrap();
    assert_eq!(answered.verdict, Verdict::Solved);
    assert_eq!(answered.steps.len(), 3);
    assert_eq!(answered.ignored, 1);
}

#[both_backends]
#[tokio::test]
async fn a_wrong_move_fails_the_puzzle_names_the_right_one_and_costs_rating() {
    let h = Harness::new("puzzle-wrong").await;
    let puzzles = h.svc.puzzles();
    let posed = puzzles.next(alice().id, place(), "brandubh").await.unwrap();
    let right = posed.puzzle.solution[0];
    let wrong = hnefi_engine::Game::new(posed.puzzle.position.clone())
        .legal_moves()
        .into_iter()
        .find(|m| *m != right)
        .unwrap();
    let answered = puzzles.solve(alice().id, &wrong.to_string()).await.unwrap();
    assert_eq!(answered.verdict, Verdict::Failed { expected: right });
    let change = answered.change.unwrap();
    assert!(change.after.rating < change.before.rating);
    let rating = puzzles.rating(alice().id).await.unwrap();
    assert_eq!((rating.attempts, rating.solved), (1, 0));
    // Tried: the daily button cannot pose it again.
    let err = puzzles
        .take(alice().id, place(), &posed.puzzle.key)
        .await
        .unwrap_err();
    assert!(matches!(err, Error::PuzzleTried(_)), "{err:?}");
}

#[both_backends]
#[tokio::test]
async fn a_begun_puzzle_left_for_another_counts_as_failed() {
    let h = Harness::new("puzzle-leave").await;
    let puzzles = h.svc.puzzles();
    let posed = posed_of_length(&h, "brandubh", 3).await;
    let going = puzzles
        .solve(alice().id, &posed.puzzle.solution[0].to_string())
        .await
        .unwrap();
    assert_eq!(going.verdict, Verdict::Going { plies_left: 1 });
    let next = puzzles.next(alice().id, place(), "brandubh").await.unwrap();
    let left = next.left.unwrap();
    assert!(left.failed);
    let change = left.change.unwrap();
    assert!(change.after.rating < change.before.rating);
    assert_eq!(next.player.rating, change.after);
}

#[both_backends]
#[tokio::test]
async fn bad_answers_are_refused_and_change_nothing() {
    let h = Harness::new("puzzle-bad").await;
    let puzzles = h.svc.puzzles();
    let err = puzzles.solve(alice().id, "e4-e5").await.unwrap_err();
    assert!(matches!(err, Error::NoOpenPuzzle), "{err:?}");
    let err = puzzles
        .next(alice().id, place(), "noggin")
        .await
        .unwrap_err();
    assert!(matches!(err, Error::NoPuzzles { .. }), "{err:?}");
    let err = puzzles
        .next(alice().id, place(), "chess")
        .await
        .unwrap_err();
    assert!(matches!(err, Error::UnknownVariant(_)), "{err:?}");

    let posed = posed_of_length(&h, "brandubh", 5).await;
    let s = &posed.puzzle.solution;
    for garbage in ["", "   ", "hello", "z9-z10", "e4-"] {
        let err = puzzles.solve(alice().id, garbage).await.unwrap_err();
        assert!(matches!(err, Error::BadNotation(_)), "{garbage:?}: {err:?}");
    }
    // The loser's move, as the first: cannot be played there.
    let err = puzzles
        .solve(alice().id, &s[1].to_string())
        .await
        .unwrap_err();
    assert!(
        matches!(err, Error::PuzzleIllegalMove { index: 1, .. }),
        "{err:?}"
    );
    // A line whose third move cannot be played is refused whole.
    let bad = format!("{} {} a1-a1", s[0], s[2]);
    let err = puzzles.solve(alice().id, &bad).await.unwrap_err();
    assert!(
        matches!(err, Error::PuzzleIllegalMove { index: 3, .. }),
        "{err:?}"
    );
    // Nothing changed: the first move still opens the line.
    let first = puzzles.solve(alice().id, &s[0].to_string()).await.unwrap();
    assert_eq!(first.verdict, Verdict::Going { plies_left: 3 });
    assert_eq!(puzzles.rating(alice().id).await.unwrap().attempts, 0);
}

#[both_backends]
#[tokio::test]
async fn two_racing_answers_give_one_result_and_one_refusal() {
    let h = Harness::new("puzzle-race").await;
    let posed = posed_of_length(&h, "brandubh", 5).await;
    let first = posed.puzzle.solution[0].to_string();
    let (a, b) = tokio::join!(
        h.svc.puzzles().solve(alice().id, &first),
        h.svc.puzzles().solve(alice().id, &first)
    );
    let results = [a, b];
    let ok = results.iter().filter(|r| r.is_ok()).count();
    assert_eq!(ok, 1, "{results:?}");
    // Interleaved, the later compare-and-set loses; one after the other, the
    // second is judged on the line as the first left it, where the piece has
    // already gone from its square. Either way it is refused, not counted.
    let err = results.into_iter().find_map(Result::err).unwrap();
    assert!(
        matches!(
            err,
            Error::PuzzleChanged | Error::PuzzleIllegalMove { index: 1, .. }
        ),
        "{err:?}"
    );
    // The line stands one move on: the second move of the solution follows.
    let second = posed.puzzle.solution[2].to_string();
    let going = h.svc.puzzles().solve(alice().id, &second).await.unwrap();
    assert_eq!(going.verdict, Verdict::Going { plies_left: 1 });
}

#[both_backends]
#[tokio::test]
async fn the_daily_puzzle_goes_out_once_a_day_until_stopped() {
    let h = Harness::new("puzzle-daily").await;
    let puzzles = h.svc.puzzles();
    h.events().await;
    puzzles.set_daily(GUILD, Some(555)).await.unwrap();
    assert_eq!(puzzles.daily_channel(GUILD).await.unwrap(), Some(555));
    let report = h.svc.sweep().await.unwrap();
    assert_eq!(report.daily_puzzles, 1);
    assert_eq!(h.svc.sweep().await.unwrap().daily_puzzles, 0, "once a day");
    let daily = |events: Vec<Event>| -> Vec<(i64, String)> {
        events
            .into_iter()
            .filter_map(|e| match e {
                Event::DailyPuzzle {
                    guild,
                    channel,
                    puzzle,
                    ..
                } => {
                    assert_eq!(guild, GUILD);
                    Some((channel, puzzle))
                }
                _ => None,
            })
            .collect()
    };
    let first = daily(h.events().await);
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].0, 555);
    assert!(puzzles.puzzle(&first[0].1).await.is_ok());

    // The next day: the next at midnight, another puzzle.
    h.advance(DAY);
    assert_eq!(h.svc.sweep().await.unwrap().daily_puzzles, 1);
    let second = daily(h.events().await);
    assert_eq!(second.len(), 1);
    assert_ne!(second[0].1, first[0].1);

    // Taken up from the post, answered like any other.
    let posed = puzzles
        .take(carol().id, place(), &second[0].1)
        .await
        .unwrap();
    assert_eq!(posed.puzzle.key, second[0].1);

    puzzles.set_daily(GUILD, None).await.unwrap();
    h.advance(DAY);
    assert_eq!(h.svc.sweep().await.unwrap().daily_puzzles, 0);
}

/// docs/rules.md 4.2, Brandubh: the king on c6 may step to c3, between
/// the attackers' squares b3 and d3; the attacker on g3 then captures it.
const KING_INTO_A_TRAP: &str = "7/2k4/4d2/7/1a4a/7/7 d";

#[both_backends]
#[tokio::test]
async fn a_finished_game_of_the_server_gives_its_winning_finish_as_a_puzzle() {
    let h = Harness::new("puzzle-mine").await;
    let game = h
        .game_with("brandubh", "none", Some(KING_INTO_A_TRAP))
        .await
        .id;
    h.play(game, "c6-c3").await;
    h.play(game, "g3-d3").await;
    h.events().await;
    let key = format!("game:{}:1", game.0);
    let found = h.svc.puzzles().puzzle(&key).await.unwrap();
    assert_eq!(found.plies, 1);
    assert_eq!(found.solution, [Move::parse("g3-d3").unwrap()]);
    assert_eq!(found.game(), Some(game.0));

    // Posed on this server, to a player rated near a win in one.
    let posed = h
        .svc
        .puzzles()
        .take(carol().id, place(), &key)
        .await
        .unwrap();
    let solved = h.svc.puzzles().solve(carol().id, "g3-d3").await.unwrap();
    assert_eq!(solved.verdict, Verdict::Solved);
    assert_eq!(posed.puzzle_rating.rating, 1200.0);
}
