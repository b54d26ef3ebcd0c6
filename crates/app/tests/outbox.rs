//! The outbox: events delivered in order to every consumer, kept until
//! accepted, each consumer with its own place; subscribers to finished
//! games.

mod common;

use std::sync::{Arc, Mutex};

use common::*;
use hnefi_app::*;

#[both_backends]
#[tokio::test]
async fn events_wait_for_a_refusing_notifier_and_keep_their_order() {
    let h = Harness::new("refusing").await;
    h.notes.fail_with(Some("rate limited"));
    let g = h.game_with("brandubh", "none", None).await;
    h.play_any(g.id).await;
    h.play_any(g.id).await;
    // The service's own consumers (ratings, tournaments) take them; the
    // refusing one keeps all four.
    h.svc.deliver_pending().await.unwrap();
    assert!(h.notes.deliveries().is_empty());
    assert_eq!(h.svc.pending_events("test").await.unwrap(), 4);
    assert_eq!(h.svc.pending_events("ratings").await.unwrap(), 0);
    h.notes.fail_with(None);
    assert_eq!(h.svc.deliver_pending().await.unwrap(), 4);
    let deliveries = h.notes.deliveries();
    let kinds: Vec<_> = deliveries.iter().map(|d| d.event.kind()).collect();
    assert_eq!(
        kinds,
        vec![
            "challenge_created",
            "game_started",
            "move_played",
            "move_played"
        ]
    );
    assert!(deliveries.windows(2).all(|w| w[0].id < w[1].id));
    assert_eq!(deliveries[0].at, T0);
    assert_eq!(h.svc.pending_events("test").await.unwrap(), 0);
    assert_eq!(h.svc.deliver_pending().await.unwrap(), 0);
}

#[derive(Default)]
struct Finished(Mutex<Vec<(EventId, GameId, bool)>>);

impl GameFinishedSubscriber for Finished {
    fn game_finished<'a>(
        &'a self,
        id: EventId,
        game: &'a GameSummary,
    ) -> BoxFuture<'a, Result<(), NotifyError>> {
        self.0
            .lock()
            .unwrap()
            .push((id, game.id, game.counts_for_rating()));
        Box::pin(async { Ok(()) })
    }
}

#[both_backends]
#[tokio::test]
async fn subscribers_see_finished_games_with_their_own_place() {
    let dir = Arc::new(TestDb::new("subscribers").await);
    let clock = Arc::new(ManualClock::new(T0));
    // A first life of the bot: one game finished, one aborted.
    let first = Harness::open(dir.clone(), clock.clone(), 1).await;
    let g1 = first.game("brandubh", "none").await;
    first.svc.games().resign(g1.id, alice().id).await.unwrap();
    let g2 = first.game("brandubh", "none").await;
    first.svc.games().abort(g2.id, alice().id).await.unwrap();
    first.events().await;
    first.svc.close().await;
    drop(first);
    // A later version adds a tally of results (from the beginning) and a
    // log (from now).
    let ratings = Arc::new(Finished::default());
    let log = Arc::new(RecordingNotifier::new());
    let store = dir.open().await.unwrap();
    let discord = Arc::new(RecordingNotifier::new());
    let svc = App::builder(store)
        .clock(clock.clone())
        .notifier("test", discord.clone(), StartAt::Beginning)
        .notifier(
            "tally",
            Arc::new(OnGameFinished(ratings.clone())),
            StartAt::Beginning,
        )
        .notifier("log", log.clone(), StartAt::Now)
        .build()
        .await
        .unwrap();
    svc.deliver_pending().await.unwrap();
    assert!(discord.events().is_empty(), "`test` keeps its place");
    assert!(log.events().is_empty(), "`log` starts from now");
    let seen = ratings.0.lock().unwrap().clone();
    assert_eq!(
        seen.iter().map(|s| (s.1, s.2)).collect::<Vec<_>>(),
        vec![(g1.id, true), (g2.id, false)]
    );
    // A failing consumer holds back nobody else.
    discord.fail_with(Some("down"));
    let mut req = ChallengeRequest::new(alice(), place(), "brandubh");
    req.opponent = Some(bob());
    let c = svc.challenges().create(req).await.unwrap();
    let g3 = svc.challenges().accept(c.id, &bob()).await.unwrap();
    svc.games().resign(g3.id, bob().id).await.unwrap();
    svc.deliver_pending().await.unwrap();
    assert_eq!(
        log.kinds(),
        vec!["challenge_created", "game_started", "game_finished"]
    );
    assert_eq!(ratings.0.lock().unwrap().len(), 3);
    assert!(discord.events().is_empty());
    assert_eq!(svc.pending_events("test").await.unwrap(), 3);
    discord.fail_with(None);
    svc.deliver_pending().await.unwrap();
    assert_eq!(discord.kinds(), log.kinds());
    // Names are unique.
    let store = dir.open().await.unwrap();
    let err = App::builder(store)
        .notifier("x", log.clone(), StartAt::Now)
        .notifier("x", log.clone(), StartAt::Now)
        .build()
        .await
        .err()
        .unwrap();
    assert!(err.to_string().contains("two consumers"));
}

#[both_backends]
#[tokio::test]
async fn events_serialize_and_read_back() {
    let h = Harness::new("json").await;
    let g = h.game_with("noggin", "1d", None).await;
    h.play_any(g.id).await;
    h.svc.games().offer_draw(g.id, alice().id).await.unwrap();
    h.svc.games().decline_draw(g.id, bob().id).await.unwrap();
    h.advance(DAY);
    h.svc.sweep().await.unwrap();
    let events = h.events().await;
    assert_eq!(
        events.iter().map(Event::kind).collect::<Vec<_>>(),
        vec![
            "challenge_created",
            "game_started",
            "move_played",
            "draw_offered",
            "draw_declined",
            "game_finished"
        ]
    );
    for e in &events {
        assert!(e.game().is_some() || e.challenge().is_some());
    }
}
