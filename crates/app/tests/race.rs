//! Racing moves: many tasks submit moves for the same game at once;
//! exactly one wins per turn, and the history replays to the position.

mod common;

use std::sync::Arc;

use common::*;
use hnefi_app::*;

#[both_backends]
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn thirty_two_racing_moves_give_exactly_one_per_turn() {
    let h = Arc::new(Harness::new("race").await);
    let g = h.game("copenhagen", "3d").await;
    for turn in 0..12 {
        let view = h.svc.games().load(g.id).await.unwrap();
        let version = view.board.summary.version;
        let player = view.board.summary.player_to_move().unwrap();
        let legal = view.board.legal_moves();
        let barrier = Arc::new(tokio::sync::Barrier::new(32));
        let mut tasks = Vec::new();
        for i in 0..32 {
            let h = h.clone();
            let barrier = barrier.clone();
            let notation = legal[(i * 7 + turn) % legal.len()].clone();
            tasks.push(tokio::spawn(async move {
                let mut req = MoveRequest::new(g.id, player, &notation);
                // Half say which version they saw, half do not.
                if i % 2 == 0 {
                    req = req.based_on(version);
                }
                barrier.wait().await;
                h.svc.games().play(req).await
            }));
        }
        let mut won = Vec::new();
        for task in tasks {
            match task.await.unwrap() {
                Ok(out) => won.push(out),
                Err(e @ (Error::Stale { .. } | Error::NotYourTurn { .. })) => {
                    assert!(e.is_refusal());
                }
                Err(e) => panic!("turn {turn}: unexpected {e:?}"),
            }
        }
        assert_eq!(won.len(), 1, "turn {turn}: exactly one move is applied");
        assert_eq!(won[0].board.summary.version, version + 1);
        assert_eq!(won[0].mv.ply, turn as u32 + 1);
    }
    let view = h.svc.games().load(g.id).await.unwrap();
    assert_eq!(view.moves.len(), 12);
    assert_eq!(view.board.summary.plies, 12);
    assert_eq!(view.board.summary.version, 12);
    // load_game replays the stored moves from the start.
    assert_eq!(
        view.board.game.position().to_string(),
        view.board.summary.position
    );
    let kinds = h.kinds().await;
    assert_eq!(kinds.len(), 12);
    assert!(kinds.iter().all(|k| *k == "move_played"));
}

#[both_backends]
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn racing_accepts_and_resignations_happen_once() {
    let h = Arc::new(Harness::new("race-accept").await);
    let c = h
        .svc
        .challenges()
        .create(ChallengeRequest::new(alice(), place(), "brandubh"))
        .await
        .unwrap();
    let mut tasks = Vec::new();
    for i in 0..16 {
        let h = h.clone();
        tasks.push(tokio::spawn(async move {
            let p = Player::new(PlayerId(5000 + i), format!("p{i}"));
            h.svc.challenges().accept(c.id, &p).await
        }));
    }
    let mut games = Vec::new();
    for t in tasks {
        if let Ok(g) = t.await.unwrap() {
            games.push(g);
        }
    }
    assert_eq!(games.len(), 1);
    let g = &games[0];
    let mut tasks = Vec::new();
    for _ in 0..16 {
        let h1 = h.clone();
        let h2 = h.clone();
        let (a, d) = (g.attacker, g.defender);
        let id = g.id;
        tasks.push(tokio::spawn(
            async move { h1.svc.games().resign(id, a).await },
        ));
        tasks.push(tokio::spawn(
            async move { h2.svc.games().resign(id, d).await },
        ));
    }
    let mut done = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => done += 1,
            Err(Error::GameOver { .. }) => {}
            Err(e) => panic!("{e:?}"),
        }
    }
    assert_eq!(done, 1);
    let kinds = h.kinds().await;
    assert_eq!(
        kinds,
        vec!["challenge_created", "game_started", "game_finished"]
    );
}
