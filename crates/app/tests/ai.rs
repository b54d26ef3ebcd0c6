//! Games against the AI (docs/discord.md `/ai`): the AI moves by itself, after
//! a start and after each move of its opponent, and picks up again after a
//! restart.

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::{TestDb, alice, both_backends, place};
use hnefi_app::{
    App, ChallengeRequest, Error, GameId, MoveRequest, Player, PlayerId, RecordingNotifier,
    SideChoice, StartAt, TimeControl, ai_name,
};

/// An app over the database in `dir`, with the AI playing if `ai`.
async fn service(dir: &TestDb, ai: bool) -> App {
    let store = dir.open().await.unwrap();
    let mut builder = App::builder(store).notifier(
        "test",
        Arc::new(RecordingNotifier::new()),
        StartAt::Beginning,
    );
    if ai {
        builder = builder.ai_player();
    }
    builder.build().await.unwrap()
}

/// Waits until the game has at least `plies` plies.
async fn wait_plies(svc: &App, game: GameId, plies: u32) {
    for _ in 0..500 {
        if svc.games().game(game).await.unwrap().plies >= plies {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("game #{} never reached ply {plies}", game.0);
}

#[both_backends]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_moves_first_and_answers_each_move() {
    let dir = TestDb::new("ai-answers").await;
    let svc = service(&dir, true).await;
    let background = svc.start();
    // Alice defends: the AI has the attackers, who move first in Brandubh.
    let (_, game) = svc
        .challenges()
        .start_ai_game(alice(), place(), "brandubh", SideChoice::Defenders, 1)
        .await
        .unwrap();
    assert_eq!(game.attacker, PlayerId::ai(1));
    assert!(!game.rated);
    assert_eq!(game.time, TimeControl::Unlimited);
    wait_plies(&svc, game.id, 1).await;
    let view = svc.games().load(game.id).await.unwrap();
    let reply = view.board.legal_moves()[0].clone();
    svc.games()
        .play(MoveRequest::new(game.id, alice().id, &reply))
        .await
        .unwrap();
    wait_plies(&svc, game.id, 3).await;
    // Nobody else moves for the AI.
    let view = svc.games().load(game.id).await.unwrap();
    assert_eq!(view.board.summary.player_to_move(), Some(alice().id));
    background.shutdown().await;
}

#[both_backends]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_lets_the_ai_move_where_it_was_left_to_move() {
    let dir = TestDb::new("ai-resume").await;
    // Without a mover the game waits on the AI, as after a crash mid-thought.
    let svc = service(&dir, false).await;
    let (_, game) = svc
        .challenges()
        .start_ai_game(alice(), place(), "brandubh", SideChoice::Defenders, 2)
        .await
        .unwrap();
    let first = svc.games().game(game.id).await.unwrap();
    assert_eq!(first.plies, 0);
    svc.close().await;
    drop(svc);
    let svc = service(&dir, true).await;
    // Brandubh: the attackers (the AI) move first.
    assert_eq!(first.player_to_move(), Some(PlayerId::ai(2)));
    let background = svc.start();
    wait_plies(&svc, game.id, 1).await;
    background.shutdown().await;
}

#[both_backends]
#[tokio::test]
async fn levels_outside_one_to_five_are_refused() {
    let dir = TestDb::new("ai-levels").await;
    let svc = service(&dir, false).await;
    for level in [0, 6] {
        let refused = svc
            .challenges()
            .start_ai_game(alice(), place(), "brandubh", SideChoice::Random, level)
            .await
            .unwrap_err();
        assert!(matches!(refused, Error::BadAiLevel(_)), "{refused}");
        assert!(refused.is_refusal());
    }
    assert!(svc.games().active_of(alice().id).await.unwrap().is_empty());
}

/// Waits until `check` holds for the game, or fails after 10 s.
async fn wait_for(
    svc: &App,
    game: GameId,
    what: &str,
    check: impl Fn(&hnefi_app::GameView) -> bool,
) {
    for _ in 0..500 {
        if check(&svc.games().load(game).await.unwrap()) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("game #{}: {what}", game.0);
}

/// A game of Alice (attackers, to move) against the AI at level 3 from a
/// custom Brandubh position.
async fn ai_game_from(svc: &App, position: &str) -> GameId {
    let mut req = ChallengeRequest::new(alice(), place(), "brandubh");
    req.opponent = Some(Player::new(PlayerId::ai(3), ai_name(3)));
    req.side = SideChoice::Attackers;
    req.time = TimeControl::Unlimited;
    req.rated = false;
    req.position = Some(position.to_string());
    let challenge = svc.challenges().create(req).await.unwrap();
    svc.challenges().ai_accepts(challenge.id).await.unwrap().id
}

/// Issue 15: a draw offered to the AI is answered at once: accepted when
/// it stands worse or level, declined otherwise.
#[both_backends]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_answers_a_draw_offer_by_how_it_stands() {
    let dir = TestDb::new("ai-draws").await;
    let svc = service(&dir, true).await;
    let background = svc.start();
    // The AI's king and four men against one attacker: it declines.
    let winning = ai_game_from(&svc, "7/7/3d3/2dkd2/3d3/7/1a5 a").await;
    svc.games().offer_draw(winning, alice().id).await.unwrap();
    wait_for(&svc, winning, "the offer is declined", |v| {
        v.draw_offer.is_none()
    })
    .await;
    let game = svc.games().game(winning).await.unwrap();
    assert!(game.is_active(), "{:?}", game.result);
    // A lone king against eight: it accepts.
    let losing = ai_game_from(&svc, "3a3/3a3/7/aa1k1aa/7/3a3/3a3 a").await;
    svc.games().offer_draw(losing, alice().id).await.unwrap();
    wait_for(&svc, losing, "the draw is agreed", |v| {
        !v.board.summary.is_active()
    })
    .await;
    let result = svc.games().game(losing).await.unwrap().result.unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (hnefi_engine::Winner::Draw, hnefi_engine::Reason::DrawAgreed)
    );
    background.shutdown().await;
}

/// Issue 15: one person can keep at most three games against the AI
/// going, and is told so.
#[both_backends]
#[tokio::test]
async fn a_person_plays_at_most_three_games_against_the_ai() {
    let dir = TestDb::new("ai-cap").await;
    let svc = service(&dir, false).await;
    let mut games = Vec::new();
    for _ in 0..3 {
        let (_, game) = svc
            .challenges()
            .start_ai_game(alice(), place(), "brandubh", SideChoice::Random, 1)
            .await
            .unwrap();
        games.push(game.id);
    }
    let refused = svc
        .challenges()
        .start_ai_game(alice(), place(), "brandubh", SideChoice::Random, 5)
        .await
        .unwrap_err();
    assert!(matches!(refused, Error::TooManyAiGames(3)), "{refused:?}");
    assert_eq!(svc.games().active_of(alice().id).await.unwrap().len(), 3);
    // Another person is not held back; a finished game frees a place.
    svc.challenges()
        .start_ai_game(common::bob(), place(), "brandubh", SideChoice::Random, 1)
        .await
        .unwrap();
    svc.games().resign(games[0], alice().id).await.unwrap();
    svc.challenges()
        .start_ai_game(alice(), place(), "brandubh", SideChoice::Random, 1)
        .await
        .unwrap();
}

/// Issue 15: a rematch of a game against the AI is a challenge the AI
/// accepts at once, sides swapped.
#[both_backends]
#[tokio::test]
async fn a_rematch_against_the_ai_is_accepted_by_the_ai() {
    let dir = TestDb::new("ai-rematch").await;
    let svc = service(&dir, false).await;
    let (_, first) = svc
        .challenges()
        .start_ai_game(alice(), place(), "brandubh", SideChoice::Attackers, 2)
        .await
        .unwrap();
    svc.games().resign(first.id, alice().id).await.unwrap();
    let again = svc
        .challenges()
        .rematch(first.id, &alice(), place())
        .await
        .unwrap();
    assert_eq!(again.opponent, Some(PlayerId::ai(2)));
    let game = svc.challenges().ai_accepts(again.id).await.unwrap();
    assert_eq!(
        (game.attacker, game.defender),
        (PlayerId::ai(2), alice().id)
    );
    // Only the AI's challenges can be accepted for it.
    let mut req = ChallengeRequest::new(alice(), place(), "brandubh");
    req.opponent = Some(common::bob());
    let human = svc.challenges().create(req).await.unwrap();
    let refused = svc.challenges().ai_accepts(human.id).await.unwrap_err();
    assert!(matches!(refused, Error::NotForTheAi(_)), "{refused:?}");
}
