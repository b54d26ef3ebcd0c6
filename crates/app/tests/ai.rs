//! Games against the AI (docs/discord.md `/ai`): the AI moves by itself, after
//! a start and after each move of its opponent, and picks up again after a
//! restart.

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::{TempDir, alice, place};
use hnefi_app::{
    App, Error, GameId, MoveRequest, PlayerId, RecordingNotifier, SideChoice, StartAt, Store,
    TimeControl,
};

/// An app over the database in `dir`, with the AI playing if `ai`.
async fn service(dir: &TempDir, ai: bool) -> App {
    let store = Store::open_path(&dir.db()).await.unwrap();
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_moves_first_and_answers_each_move() {
    let dir = TempDir::new("ai-answers");
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_lets_the_ai_move_where_it_was_left_to_move() {
    let dir = TempDir::new("ai-resume");
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

#[tokio::test]
async fn levels_outside_one_to_five_are_refused() {
    let dir = TempDir::new("ai-levels");
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
