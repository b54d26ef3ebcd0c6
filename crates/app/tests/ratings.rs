//! Ratings (issue 7): Glicko-2 per guild and variant, changed once per
//! rated game; unrated games leave them alone.

mod common;

use common::*;
use hnefi_app::ratings::{rate_game, rate_period};
use hnefi_app::*;

fn close(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs() <= tolerance
}

/// Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf):
/// a 1500/200/0.06 player beats a 1400/30, loses to a 1550/100 and to a
/// 1700/300 player in one period, τ = 0.5: 1464.06, 151.52, 0.05999.
#[test]
fn glicko2_matches_glickmans_worked_example() {
    let player = Rating::new(1500.0, 200.0, 0.06);
    let after = rate_period(
        player,
        &[
            (Rating::new(1400.0, 30.0, 0.06), 1.0),
            (Rating::new(1550.0, 100.0, 0.06), 0.0),
            (Rating::new(1700.0, 300.0, 0.06), 0.0),
        ],
    );
    assert!(close(after.rating, 1464.06, 0.05), "{after:?}");
    assert!(close(after.deviation, 151.52, 0.05), "{after:?}");
    assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
}

#[test]
fn one_game_moves_both_ratings_symmetrically_from_the_start() {
    let (a, d) = rate_game(
        Rating::initial(),
        Rating::initial(),
        hnefi_engine::Winner::Attackers,
    );
    assert!(a.rating > 1500.0 && d.rating < 1500.0);
    assert!(close(a.rating - 1500.0, 1500.0 - d.rating, 1e-9));
    assert!(a.deviation < 350.0 && a.is_provisional());
    assert_eq!(Rating::initial().display(), "1500?");
    assert_eq!(Rating::new(1623.4, 80.0, 0.06).display(), "1623");
}

#[both_backends]
#[tokio::test]
async fn a_rated_game_changes_both_ratings_once_and_counts_the_record() {
    let h = Harness::new("rated").await;
    let g = h.game("brandubh", "1d").await;
    assert_eq!(
        h.svc
            .ratings()
            .of(Some(GUILD), "brandubh", alice().id)
            .await
            .unwrap(),
        None
    );
    // Bob (defenders) resigns: Alice wins as attacker. The final board
    // carries the change, made in the transaction that ended the game.
    let board = h.svc.games().resign(g.id, bob().id).await.unwrap();
    let change = board.rating.expect("rated");
    assert_eq!(change.attacker.player, alice().id);
    assert_eq!(change.attacker.before, 1500.0);
    assert!(change.attacker.after > 1500.0);
    assert!(change.defender.after < 1500.0);
    assert!(change.attacker.delta_text().starts_with('+'));
    assert!(change.defender.delta_text().starts_with('-'));
    // Stored once, and announced with the result.
    assert_eq!(h.svc.ratings().change_of(g.id).await.unwrap(), Some(change));
    let finished: Vec<_> = h
        .events()
        .await
        .into_iter()
        .filter_map(|e| match e {
            Event::GameFinished { rating, .. } => Some(rating),
            _ => None,
        })
        .collect();
    assert_eq!(finished, vec![Some(change)]);
    let alice_card = h
        .svc
        .ratings()
        .of(Some(GUILD), "brandubh", alice().id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(alice_card.rating.rating, change.attacker.after);
    assert_eq!(
        alice_card.as_attacker,
        Record {
            wins: 1,
            losses: 0,
            draws: 0
        }
    );
    assert_eq!(alice_card.as_defender, Record::default());
    let bob_card = h
        .svc
        .ratings()
        .of(Some(GUILD), "brandubh", bob().id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        bob_card.as_defender,
        Record {
            wins: 0,
            losses: 1,
            draws: 0
        }
    );
    // Per guild and variant: nothing elsewhere.
    assert_eq!(
        h.svc
            .ratings()
            .of(Some(GUILD + 1), "brandubh", alice().id)
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        h.svc
            .ratings()
            .of(Some(GUILD), "copenhagen", alice().id)
            .await
            .unwrap(),
        None
    );
    let board = h
        .svc
        .ratings()
        .leaderboard(Some(GUILD), "brandubh", 10)
        .await
        .unwrap();
    assert_eq!(
        board.iter().map(|c| c.player).collect::<Vec<_>>(),
        vec![alice().id, bob().id]
    );
}

#[both_backends]
#[tokio::test]
async fn an_agreed_draw_is_rated_as_the_game_ends() {
    let h = Harness::new("rated-draw").await;
    let g = h.game("brandubh", "1d").await;
    h.svc.games().offer_draw(g.id, alice().id).await.unwrap();
    let DrawOutcome::Agreed(board) = h.svc.games().offer_draw(g.id, bob().id).await.unwrap() else {
        panic!("Bob accepts Alice's offer");
    };
    // No event needs delivering: the change came with the end.
    let change = h
        .svc
        .ratings()
        .change_of(g.id)
        .await
        .unwrap()
        .expect("rated");
    assert_eq!(board.rating, Some(change));
    // A draw between equals changes nothing but the deviations.
    assert!(close(change.attacker.after, 1500.0, 1e-6));
    assert_eq!(change.attacker.delta_text(), "±0");
    let card = h
        .svc
        .ratings()
        .of(Some(GUILD), "brandubh", bob().id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(card.as_defender.draws, 1);
    assert!(card.rating.deviation < 350.0);
}

#[both_backends]
#[tokio::test]
async fn unrated_aborted_custom_and_ai_games_change_no_rating() {
    let h = Harness::new("unrated").await;
    // Aborted.
    let g = h.game("brandubh", "1d").await;
    h.svc.games().abort(g.id, alice().id).await.unwrap();
    assert_eq!(h.svc.ratings().change_of(g.id).await.unwrap(), None);
    // Unrated by choice.
    let mut req = ChallengeRequest::new(alice(), place(), "brandubh");
    req.opponent = Some(bob());
    req.rated = false;
    let c = h.svc.challenges().create(req).await.unwrap();
    let g = h.svc.challenges().accept(c.id, &bob()).await.unwrap();
    let board = h.svc.games().resign(g.id, bob().id).await.unwrap();
    assert_eq!(board.rating, None);
    assert_eq!(h.svc.ratings().change_of(g.id).await.unwrap(), None);
    // Against the AI.
    let (_, g) = h
        .svc
        .challenges()
        .start_ai_game(alice(), place(), "brandubh", SideChoice::Attackers, 1)
        .await
        .unwrap();
    let board = h.svc.games().resign(g.id, alice().id).await.unwrap();
    assert_eq!(board.rating, None);
    assert_eq!(h.svc.ratings().change_of(g.id).await.unwrap(), None);
    h.events().await;
    assert_eq!(
        h.svc
            .ratings()
            .of(Some(GUILD), "brandubh", alice().id)
            .await
            .unwrap(),
        None
    );
    assert!(
        h.svc
            .ratings()
            .leaderboard(Some(GUILD), "brandubh", 10)
            .await
            .unwrap()
            .is_empty()
    );
}

/// `/rating`'s chart: a player's rating before their first rated game of a
/// variant, then after each, oldest first; nothing before any, nothing
/// from another server or variant.
#[both_backends]
#[tokio::test]
async fn a_rating_history_lists_each_rated_game_in_order() {
    let h = Harness::new("rating-history").await;
    let ratings = h.svc.ratings();
    assert!(
        ratings
            .history(Some(GUILD), "brandubh", alice().id)
            .await
            .unwrap()
            .is_empty()
    );
    let mut afters = Vec::new();
    for loser in [bob(), alice(), bob()] {
        let g = h.game("brandubh", "3d").await;
        h.advance(HOUR);
        h.svc.games().resign(g.id, loser.id).await.unwrap();
        let card = ratings
            .of(Some(GUILD), "brandubh", alice().id)
            .await
            .unwrap()
            .unwrap();
        afters.push(card.rating.rating);
    }
    let history = ratings
        .history(Some(GUILD), "brandubh", alice().id)
        .await
        .unwrap();
    assert_eq!(history.len(), 4);
    assert_eq!(history[0], 1500.0);
    assert_eq!(&history[1..], &afters[..]);
    assert!(history[1] > history[0] && history[2] < history[1]);
    assert!(
        ratings
            .history(Some(GUILD + 1), "brandubh", alice().id)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        ratings
            .history(Some(GUILD), "copenhagen", alice().id)
            .await
            .unwrap()
            .is_empty()
    );
}
