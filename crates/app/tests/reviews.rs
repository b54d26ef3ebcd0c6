//! `/review` (docs/learning.md 1): the AI's review of finished and imported
//! games, stored once; refused for a game still played or without moves;
//! one at a time per person and per game, also across processes
//! (PostgreSQL leases), and a process that died mid-review holds nobody
//! up once its leases expire.

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::*;
use hnefi_ai::review::Mark;
use hnefi_app::*;
use hnefi_store::Backend;
use hnefi_store::testing;

/// docs/rules.md 4.2, Brandubh, the defenders to move: the king on c6
/// may step to c3, between the attacker on b3 and d3, which the attacker
/// on g3 reaches at once.
const KING_INTO_A_TRAP: &str = "7/2k4/4d2/7/1a4a/7/7 d";

/// Bob's king walks into the trap and Alice captures him: a finished
/// game whose blunder is known.
async fn blundered_game(h: &Harness) -> GameId {
    let game = h
        .game_with("brandubh", "none", Some(KING_INTO_A_TRAP))
        .await
        .id;
    h.play(game, "c6-c3").await;
    let last = h.play(game, "g3-d3").await;
    assert!(last.board.summary.result.is_some(), "the king is captured");
    game
}

#[both_backends]
#[tokio::test]
async fn a_finished_game_is_reviewed_once_its_blunder_marked_and_kept() {
    let h = Harness::new("review").await;
    let game = blundered_game(&h).await;
    let reviews = h.svc.reviews();
    assert!(reviews.stored(game, carol().id).await.unwrap().is_none());

    // Anyone may ask, not only the players.
    let first = reviews.review(game, carol().id).await.unwrap();
    assert!(first.fresh);
    assert_eq!(first.board.summary.id, game);
    assert_eq!(first.per_position, Duration::from_millis(20));
    let plies = &first.review.plies;
    assert_eq!(plies.len(), 2);
    assert_eq!(plies[0].mark, Some(Mark::Blunder));
    assert_eq!(plies[0].played.to_string(), "c6-c3");
    assert_ne!(plies[0].best, plies[0].played);
    assert_eq!(plies[1].mark, None);
    assert_eq!(first.review.key_plies(3), vec![0]);

    // Asked again, by someone else: the stored review, the same.
    let again = reviews.review(game, alice().id).await.unwrap();
    assert!(!again.fresh);
    assert_eq!(again.review, first.review);
    assert_eq!(again.reviewed_at, first.reviewed_at);
    // Also after a restart.
    let h = h.restart().await;
    let kept = h
        .svc
        .reviews()
        .stored(game, bob().id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(kept.review, first.review);
}

#[both_backends]
#[tokio::test]
async fn a_game_still_played_or_without_moves_is_refused_and_nothing_stored() {
    let h = Harness::new("review-refused").await;
    let reviews = h.svc.reviews();
    let playing = h.game("brandubh", "none").await.id;
    assert!(matches!(
        reviews.review(playing, alice().id).await,
        Err(Error::ReviewUnfinished(g)) if g == playing
    ));
    h.play_any(playing).await;
    assert!(matches!(
        reviews.review(playing, alice().id).await,
        Err(Error::ReviewUnfinished(_))
    ));
    let aborted = h.game("brandubh", "none").await.id;
    h.svc.games().abort(aborted, alice().id).await.unwrap();
    assert!(matches!(
        reviews.review(aborted, alice().id).await,
        Err(Error::NothingToReview(g)) if g == aborted
    ));
    assert!(matches!(
        reviews.review(GameId(999_999), alice().id).await,
        Err(Error::UnknownGame(_))
    ));
    assert!(reviews.stored(playing, alice().id).await.unwrap().is_none());
    assert!(reviews.stored(aborted, alice().id).await.unwrap().is_none());
}

#[both_backends]
#[tokio::test]
async fn an_imported_game_is_reviewed_like_a_played_one() {
    let h = Harness::new("review-import").await;
    let imported = h
        .svc
        .games()
        .import_moves(
            "d2-e2 c4-c5 f4-f5 d4-c4 e2-d2xd3",
            &hnefi_engine::variant::by_key("brandubh").unwrap(),
            &alice(),
            place(),
        )
        .await
        .unwrap();
    let reviewed = h.svc.reviews().review(imported.id, bob().id).await.unwrap();
    assert_eq!(reviewed.review.plies.len(), 5);
    assert!(
        reviewed.review.outcome.is_none(),
        "the record stops mid-game"
    );
    assert!(
        reviewed
            .review
            .plies
            .iter()
            .all(|p| (0.0..=1.0).contains(&p.win_chance) && p.best_win_chance >= p.win_chance)
    );
}

#[both_backends]
#[tokio::test]
async fn one_review_at_a_time_per_person_and_per_game_and_a_bounded_queue() {
    let h = Harness::new("review-one").await;
    let reviews = h.svc.reviews();
    let first = blundered_game(&h).await;
    let second = blundered_game(&h).await;
    let Begun::Ticket(ticket) = reviews.begin(first, carol().id).await.unwrap() else {
        panic!("not reviewed yet");
    };
    assert_eq!(ticket.board().summary.id, first);
    // Carol's second review waits for her first.
    assert!(matches!(
        reviews.begin(second, carol().id).await,
        Err(Error::ReviewRunning)
    ));
    // Alice may not start the same game's review meanwhile.
    assert!(matches!(
        reviews.review(first, alice().id).await,
        Err(Error::ReviewUnderWay(g)) if g == first
    ));
    // The refusals held nothing: Alice reviews the other game.
    assert!(reviews.review(second, alice().id).await.unwrap().fresh);
    let done = reviews.finish(ticket).await.unwrap();
    assert!(done.fresh);
    // Carol is free again; the first game is kept.
    assert!(!reviews.review(first, carol().id).await.unwrap().fresh);

    // At most QUEUED_REVIEWS wait at once in a process.
    let mut tickets = Vec::new();
    for i in 0..hnefi_app::reviews::QUEUED_REVIEWS {
        let game = blundered_game(&h).await;
        match reviews
            .begin(game, PlayerId(7_000 + i as i64))
            .await
            .unwrap()
        {
            Begun::Ticket(t) => tickets.push(t),
            Begun::Stored(_) => panic!("new game"),
        }
    }
    let one_more = blundered_game(&h).await;
    assert!(matches!(
        reviews.begin(one_more, PlayerId(8_000)).await,
        Err(Error::ReviewsBusy)
    ));
    drop(tickets);
    assert!(
        reviews
            .review(one_more, PlayerId(8_000))
            .await
            .unwrap()
            .fresh
    );
}

const LEASE: Duration = Duration::from_millis(600);

async fn process(db: &testing::TestDb, clock: &Arc<ManualClock>) -> App {
    App::builder(db.open().await.unwrap())
        .clock(clock.clone())
        .lease_ttl(LEASE)
        .review_time(Duration::from_millis(20))
        .build()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn processes_share_the_limits_and_a_dead_ones_review_is_taken_over() {
    testing::run(Backend::Postgres, async {
        let db = testing::TestDb::on(Backend::Postgres, "review-leases").await;
        let clock = Arc::new(ManualClock::new(T0));
        let one = process(&db, &clock).await;
        let two = process(&db, &clock).await;
        let h = Harness::open(Arc::new(db), clock.clone(), 3).await;
        let game = blundered_game(&h).await;
        let other = blundered_game(&h).await;

        let Begun::Ticket(ticket) = one.reviews().begin(game, carol().id).await.unwrap() else {
            panic!("not reviewed yet");
        };
        // The other process sees both leases: Carol's and the game's.
        assert!(matches!(
            two.reviews().begin(other, carol().id).await,
            Err(Error::ReviewRunning)
        ));
        assert!(matches!(
            two.reviews().begin(game, alice().id).await,
            Err(Error::ReviewUnderWay(_))
        ));
        // The first process dies mid-review: its leases are never given
        // back, and expire.
        std::mem::forget(ticket);
        tokio::time::sleep(LEASE + Duration::from_millis(300)).await;
        let taken_over = two.reviews().review(game, carol().id).await.unwrap();
        assert!(taken_over.fresh);
        assert_eq!(taken_over.review.plies[0].mark, Some(Mark::Blunder));
        // And the first process, asked again, shows what the second stored.
        assert!(!one.reviews().review(game, bob().id).await.unwrap().fresh);
    })
    .await;
}
