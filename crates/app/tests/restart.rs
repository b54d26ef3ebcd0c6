//! Restarts: the service closed mid-game and reopened on the same file
//! continues with history, deadline and pending events intact.

mod common;

use std::time::Duration;

use common::*;

#[both_backends]
#[tokio::test]
async fn a_game_continues_after_a_restart() {
    let h = Harness::new("restart").await;
    let g = h.game("copenhagen", "2d").await;
    for _ in 0..4 {
        h.advance(HOUR);
        h.play_any(g.id).await;
    }
    h.events().await;
    let before = h.svc.games().load(g.id).await.unwrap();
    let h = h.restart().await;
    let after = h.svc.games().load(g.id).await.unwrap();
    assert_eq!(after.board.summary, before.board.summary);
    assert_eq!(after.moves, before.moves);
    assert_eq!(after.clock, before.clock);
    assert_eq!(
        after.board.summary.deadline,
        Some(T0.plus(4 * HOUR).plus(2 * DAY))
    );
    assert_eq!(after.board.game.position(), before.board.game.position());
    // Nothing is delivered twice.
    assert!(h.events().await.is_empty());
    // The game goes on, and the clock still runs.
    h.advance(HOUR);
    let out = h.play_any(g.id).await;
    assert_eq!(out.mv.ply, 5);
    assert_eq!(h.kinds().await, vec!["move_played"]);
    h.advance(2 * DAY);
    assert_eq!(h.svc.sweep().await.unwrap().timed_out, vec![g.id]);
}

#[both_backends]
#[tokio::test]
async fn undelivered_events_survive_a_restart_in_order() {
    let h = Harness::new("outbox-restart").await;
    h.notes.fail_with(Some("discord is down"));
    let g = h.game_with("brandubh", "1d", None).await;
    h.play_any(g.id).await;
    h.svc.games().offer_draw(g.id, alice().id).await.unwrap();
    h.svc.deliver_pending().await.unwrap();
    assert!(h.notes.deliveries().is_empty());
    assert_eq!(h.svc.pending_events("test").await.unwrap(), 4);
    let h = h.restart().await;
    let background = h.svc.start();
    let mut deliveries = Vec::new();
    for _ in 0..200 {
        deliveries = h.notes.deliveries();
        if deliveries.len() == 4 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    background.shutdown().await;
    let kinds: Vec<_> = deliveries.iter().map(|d| d.event.kind()).collect();
    assert_eq!(
        kinds,
        vec![
            "challenge_created",
            "game_started",
            "move_played",
            "draw_offered"
        ]
    );
    assert!(deliveries.windows(2).all(|w| w[0].id < w[1].id), "in order");
    assert_eq!(h.svc.pending_events("test").await.unwrap(), 0);
}
