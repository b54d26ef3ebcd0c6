//! The correspondence clock, by time travel: reminders, timeouts, aborts
//! on a first move never made, catching up after downtime.

mod common;

use std::time::Duration;

use common::*;
use hnefi_app::*;
use hnefi_engine::{Reason, Side, Winner};

#[both_backends]
#[tokio::test]
async fn the_player_to_move_is_reminded_once_at_eighty_percent() {
    let h = Harness::new("remind").await;
    let g = h.game("brandubh", "10h").await;
    h.advance(8 * HOUR - MIN);
    assert!(h.svc.sweep().await.unwrap().is_empty());
    assert!(h.events().await.is_empty());
    h.advance(MIN);
    let report = h.svc.sweep().await.unwrap();
    assert_eq!(report.reminded, vec![g.id]);
    match h.events().await.as_slice() {
        [
            Event::Reminder {
                game,
                player,
                side,
                due_at,
                percent,
            },
        ] => {
            assert_eq!(*percent, 80);
            assert_eq!(game.id, g.id);
            assert_eq!(*player, alice().id);
            assert_eq!(*side, Side::Attackers);
            assert_eq!(*due_at, T0.plus(10 * HOUR));
        }
        other => panic!("{other:?}"),
    }
    // Never twice, however often the sweep runs.
    h.advance(HOUR);
    assert!(h.svc.sweep().await.unwrap().is_empty());
    assert!(h.events().await.is_empty());
    // A move restarts the clock, and the next player gets their reminder.
    h.play_any(g.id).await;
    h.advance(8 * HOUR);
    assert_eq!(h.svc.sweep().await.unwrap().reminded, vec![g.id]);
    let events = h.events().await;
    assert!(matches!(events.last(), Some(Event::Reminder { player, .. }) if *player == bob().id));
}

#[both_backends]
#[tokio::test]
async fn the_side_that_fails_to_move_in_time_loses() {
    let h = Harness::new("timeout").await;
    let g = h.game("copenhagen", "3d").await;
    h.play_any(g.id).await; // Alice
    h.advance(DAY);
    h.play_any(g.id).await; // Bob
    h.events().await;
    h.advance(3 * DAY - MIN);
    assert_eq!(h.svc.sweep().await.unwrap().reminded, vec![g.id]);
    h.advance(MIN);
    let report = h.svc.sweep().await.unwrap();
    assert_eq!(report.timed_out, vec![g.id]);
    let done = h.svc.games().game(g.id).await.unwrap();
    assert_eq!(done.status, GameStatus::Finished);
    let result = done.result.unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Winner::Defenders, Reason::Timeout)
    );
    assert!(done.counts_for_rating());
    assert_eq!(done.deadline, None);
    assert_eq!(h.kinds().await, vec!["reminder", "game_finished"]);
    // Once.
    h.advance(DAY);
    assert!(h.svc.sweep().await.unwrap().is_empty());
    assert!(h.events().await.is_empty());
}

#[both_backends]
#[tokio::test]
async fn a_side_that_never_moved_gets_the_game_aborted() {
    let h = Harness::new("abort-on-time").await;
    // The first mover never moves.
    let g1 = h.game("brandubh", "1d").await;
    // The second mover never moves.
    let g2 = h.game("brandubh", "1d").await;
    h.play_any(g2.id).await;
    h.events().await;
    h.advance(DAY);
    let mut report = h.svc.sweep().await.unwrap();
    report.aborted.sort();
    assert_eq!(report.aborted, vec![g1.id, g2.id]);
    assert!(report.timed_out.is_empty());
    for id in [g1.id, g2.id] {
        let g = h.svc.games().game(id).await.unwrap();
        assert_eq!(g.status, GameStatus::Aborted);
        assert_eq!(g.result.unwrap().reason, Reason::Aborted);
        assert!(!g.counts_for_rating());
    }
    // The deadline passed without a reminder sweep: none is sent late.
    assert_eq!(h.kinds().await, vec!["game_finished", "game_finished"]);
}

#[both_backends]
#[tokio::test]
async fn games_without_a_clock_wait_for_ever() {
    let h = Harness::new("no-clock").await;
    let g = h.game("brandubh", "none").await;
    assert_eq!(g.deadline, None);
    assert_eq!(g.time, TimeControl::Unlimited);
    h.advance(365 * DAY);
    assert!(h.svc.sweep().await.unwrap().is_empty());
    h.play_any(g.id).await;
    assert!(h.svc.games().load(g.id).await.unwrap().clock.is_none());
    assert_eq!(h.svc.next_due().await.unwrap(), None);
}

#[both_backends]
#[tokio::test]
async fn a_move_after_the_deadline_is_too_late() {
    let h = Harness::new("late").await;
    let g = h.game("brandubh", "2h").await;
    h.play_any(g.id).await;
    h.play_any(g.id).await;
    h.events().await;
    h.advance(2 * HOUR);
    // No sweep ran yet: the move itself finds the clock run out.
    let err = h
        .svc
        .games()
        .play(MoveRequest::new(g.id, alice().id, "d2-c2"))
        .await
        .unwrap_err();
    assert!(
        matches!(
            err,
            Error::GameOver {
                result: Some(GameResult {
                    winner: Winner::Defenders,
                    reason: Reason::Timeout
                }),
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(h.kinds().await, vec!["game_finished"]);
    assert!(h.svc.sweep().await.unwrap().is_empty());
    // The same for a resignation or a draw offer in another game.
    let g = h.game("brandubh", "2h").await;
    h.advance(3 * HOUR);
    assert!(matches!(
        h.svc.games().resign(g.id, bob().id).await,
        Err(Error::GameOver { .. })
    ));
    assert_eq!(
        h.svc.games().game(g.id).await.unwrap().status,
        GameStatus::Aborted
    );
}

#[both_backends]
#[tokio::test]
async fn the_clock_catches_up_after_downtime() {
    let h = Harness::new("downtime").await;
    let timed_out = h.game("brandubh", "1d").await;
    h.play_any(timed_out.id).await;
    h.play_any(timed_out.id).await;
    let reminded = h.game("copenhagen", "84h").await;
    let untouched = h.game("copenhagen", "30d").await;
    let c = h
        .svc
        .challenges()
        .create(ChallengeRequest::new(carol(), place(), "magpie"))
        .await
        .unwrap();
    h.events().await;
    // The bot goes down for three days.
    let clock = h.clock.clone();
    let h = {
        let dir = h.dir.clone();
        h.svc.close().await;
        drop(h);
        clock.advance(3 * DAY);
        Harness::open(dir, clock, 1).await
    };
    // On boot, the background work catches up without being asked.
    let background = h.svc.start();
    let mut kinds = Vec::new();
    for _ in 0..200 {
        kinds = h.notes.kinds();
        if kinds.len() >= 3 && h.svc.pending_events("test").await.unwrap() == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    background.shutdown().await;
    let mut sorted = kinds.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        vec!["challenge_closed", "game_finished", "reminder"],
        "{kinds:?}"
    );
    assert_eq!(
        h.svc
            .games()
            .game(timed_out.id)
            .await
            .unwrap()
            .result
            .unwrap()
            .reason,
        Reason::Timeout
    );
    // 84 hours: reminded (at 67.2 h), not yet out of time.
    assert!(h.svc.games().game(reminded.id).await.unwrap().is_active());
    assert!(
        h.svc
            .games()
            .load(reminded.id)
            .await
            .unwrap()
            .clock
            .unwrap()
            .reminded
    );
    assert!(h.svc.games().game(untouched.id).await.unwrap().is_active());
    assert_eq!(
        h.svc.challenges().get(c.id).await.unwrap().status,
        ChallengeStatus::Expired
    );
    // Nothing fires again after another restart.
    let h = h.restart().await;
    assert!(h.svc.sweep().await.unwrap().is_empty());
    assert!(h.events().await.is_empty());
    // The remaining clocks still run.
    h.advance(12 * HOUR);
    assert_eq!(h.svc.sweep().await.unwrap().aborted, vec![reminded.id]);
    assert!(h.svc.games().game(untouched.id).await.unwrap().is_active());
}

#[both_backends]
#[tokio::test]
async fn the_background_loop_follows_the_clock() {
    let h = Harness::new("loop").await;
    let g = h.game("brandubh", "10m").await;
    let background = h.svc.start();
    h.advance(8 * MIN);
    h.svc.wake_clock();
    let mut kinds = Vec::new();
    for _ in 0..200 {
        kinds = h.notes.kinds();
        if !kinds.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(kinds, vec!["reminder"]);
    // A move is delivered by the loop too.
    h.play_any(g.id).await;
    for _ in 0..200 {
        kinds = h.notes.kinds();
        if kinds.len() == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(kinds, vec!["reminder", "move_played"]);
    background.shutdown().await;
    assert_eq!(
        h.svc.next_due().await.unwrap(),
        Some(h.svc.now().plus(8 * MIN))
    );
}
