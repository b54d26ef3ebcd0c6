//! Games through the service: moves and their refusals, resignation,
//! draws, aborts, lists, history, records.

mod common;

use common::*;
use hnefi_app::*;
use hnefi_engine::{
    Game, GameRecord, IllegalMove, ParseMoveError, Reason, RecordError, Side, Winner, variant,
};

/// What a refusal must be.
type Expected = fn(&Error) -> bool;

/// Why a record must be refused.
type RecordExpected = fn(&RecordError) -> bool;

#[both_backends]
#[tokio::test]
async fn moves_are_played_by_the_player_to_move_and_announced() {
    let h = Harness::new("moves").await;
    let g = h.game("brandubh", "3d").await;
    let line = capture_line("brandubh");
    let mut engine = Game::new(
        variant::by_key("brandubh")
            .unwrap()
            .start_position(None, None)
            .unwrap(),
    );
    for (i, mv) in line.iter().enumerate() {
        h.advance(HOUR);
        let player = if i % 2 == 0 { alice() } else { bob() };
        let out = h
            .svc
            .games()
            .play(MoveRequest::new(g.id, player.id, &mv.to_string()).based_on(i as i64))
            .await
            .unwrap();
        let ply = engine.play(*mv).unwrap();
        assert_eq!(out.mv.ply, i as u32 + 1);
        assert_eq!(out.mv.player, player.id);
        assert_eq!(out.mv.notation, ply.to_string());
        assert_eq!(
            out.mv.captures,
            ply.captures
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
        );
        assert_eq!(out.board.summary.plies, i as u32 + 1);
        assert_eq!(out.board.summary.version, i as i64 + 1);
        assert_eq!(out.board.summary.position, engine.position().to_string());
        assert_eq!(out.board.summary.deadline, Some(h.svc.now().plus(3 * DAY)));
        match h.events().await.as_slice() {
            [Event::MovePlayed { game, mv }] => {
                assert_eq!(game, &out.board.summary);
                assert_eq!(mv, &out.mv);
            }
            other => panic!("{other:?}"),
        }
    }
    let last = h.svc.games().load(g.id).await.unwrap();
    assert!(
        !last.moves.last().unwrap().captures.is_empty(),
        "the line ends with a capture"
    );
    assert!(last.moves.last().unwrap().notation.contains('x'));
}

#[both_backends]
#[tokio::test]
async fn refused_moves_say_why_and_change_nothing() {
    let h = Harness::new("refused").await;
    let g = h.game("brandubh", "3d").await;
    let before = h.svc.games().game(g.id).await.unwrap();
    let cases: Vec<(MoveRequest, Expected)> = vec![
        (MoveRequest::new(g.id, bob().id, "d2-c2"), |e| {
            matches!(
                e,
                Error::NotYourTurn {
                    to_move: Side::Attackers,
                    ..
                }
            )
        }),
        (MoveRequest::new(g.id, carol().id, "d2-c2"), |e| {
            matches!(e, Error::NotAPlayer(_))
        }),
        (MoveRequest::new(GameId(99), alice().id, "d2-c2"), |e| {
            matches!(e, Error::UnknownGame(GameId(99)))
        }),
        (
            MoveRequest::new(g.id, alice().id, "d2"),
            |e| matches!(e, Error::BadNotation(ParseMoveError::Malformed(t)) if t == "d2"),
        ),
        (MoveRequest::new(g.id, alice().id, ""), |e| {
            matches!(e, Error::BadNotation(ParseMoveError::Empty))
        }),
        (MoveRequest::new(g.id, alice().id, "hello world"), |e| {
            matches!(e, Error::BadNotation(ParseMoveError::Malformed(_)))
        }),
        (MoveRequest::new(g.id, alice().id, "d2-e3"), |e| {
            matches!(
                e,
                Error::IllegalMove {
                    error: IllegalMove::NotStraight,
                    ..
                }
            )
        }),
        (MoveRequest::new(g.id, alice().id, "d3-d2"), |e| {
            matches!(
                e,
                Error::IllegalMove { error: IllegalMove::NotYourPiece { square, to_move: Side::Attackers }, .. }
                    if square.to_string() == "d3"
            )
        }),
        (MoveRequest::new(g.id, alice().id, "d2-a1"), |e| {
            matches!(e, Error::IllegalMove { .. })
        }),
        (MoveRequest::new(g.id, alice().id, "d2-c2xc3"), |e| {
            matches!(e, Error::WrongCaptures { mv, claimed, actual }
                    if mv.to_string() == "d2-c2" && actual.is_empty() && claimed.len() == 1)
        }),
        (
            MoveRequest::new(g.id, alice().id, "d2-c2").based_on(5),
            |e| matches!(e, Error::Stale { plies: 0, .. }),
        ),
    ];
    for (req, expected) in cases {
        let err = h.svc.games().play(req.clone()).await.unwrap_err();
        assert!(err.is_refusal());
        assert!(expected(&err), "{req:?}: unexpected {err:?}");
    }
    assert_eq!(h.svc.games().game(g.id).await.unwrap(), before);
    assert!(h.events().await.is_empty());
    assert!(h.svc.games().load(g.id).await.unwrap().moves.is_empty());
    // Every accepted form of notation works, a correct suffix too.
    h.play(g.id, "D2 C2").await;
    h.play(g.id, "d3d2").await;
    let err = h
        .svc
        .games()
        .play(MoveRequest::new(g.id, bob().id, "d5-d6"))
        .await
        .unwrap_err();
    assert!(
        matches!(err, Error::NotYourTurn { game, to_move: Side::Attackers, .. } if game == g.id),
        "{err:?}"
    );
}

#[both_backends]
#[tokio::test]
async fn a_game_ends_by_rule_with_its_result() {
    let h = Harness::new("rule").await;
    // Brandubh, the king one step from a corner, defenders to move.
    let g = h
        .game_with("brandubh", "1d", Some("1k5/7/7/7/7/a6/7 d"))
        .await;
    h.events().await;
    let out = h.play(g.id, "b7-a7").await;
    assert_eq!(out.board.summary.status, GameStatus::Finished);
    let result = out.board.summary.result.unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Winner::Defenders, Reason::KingEscaped)
    );
    assert_eq!(out.board.summary.deadline, None);
    assert_eq!(out.board.summary.player_to_move(), None);
    assert!(
        !out.board.summary.counts_for_rating(),
        "custom starts are unrated"
    );
    let events = h.events().await;
    assert_eq!(
        events.iter().map(Event::kind).collect::<Vec<_>>(),
        vec!["move_played", "game_finished"]
    );
    assert_eq!(
        events[1],
        Event::GameFinished {
            game: out.board.summary.clone(),
            rating: None,
            by: Some(out.board.summary.defender),
        }
    );
    let err = h
        .svc
        .games()
        .play(MoveRequest::new(g.id, alice().id, "a2-a3"))
        .await
        .unwrap_err();
    let Error::GameOver { game, result, .. } = err else {
        panic!("{err:?}");
    };
    assert_eq!(game, g.id);
    assert_eq!(
        result.map(|r| r.to_string()).as_deref(),
        Some("defenders win (king escaped)")
    );
    assert!(
        h.svc
            .games()
            .active_of(alice().id)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        h.svc.games().finished_of(bob().id, 10).await.unwrap(),
        vec![out.board.summary]
    );
}

#[both_backends]
#[tokio::test]
async fn resigning_hands_the_opponent_the_game() {
    let h = Harness::new("resign").await;
    let g = h.game("copenhagen", "3d").await;
    h.play_any(g.id).await;
    h.events().await;
    let err = h.svc.games().resign(g.id, carol().id).await.unwrap_err();
    assert!(matches!(err, Error::NotAPlayer(_)));
    // Either player may resign, on either turn.
    let done = h.svc.games().resign(g.id, alice().id).await.unwrap();
    assert_eq!(done.summary.status, GameStatus::Finished);
    assert_eq!(done.summary.result.unwrap().winner, Winner::Defenders);
    assert_eq!(done.summary.result.unwrap().reason, Reason::Resigned);
    assert_eq!(done.summary.version, g.version + 2);
    assert!(done.summary.counts_for_rating());
    assert!(done.rating.is_some());
    assert_eq!(
        h.events().await,
        vec![Event::GameFinished {
            game: done.summary.clone(),
            rating: done.rating,
            by: Some(alice().id),
        }]
    );
    let err = h.svc.games().resign(g.id, bob().id).await.unwrap_err();
    assert!(matches!(err, Error::GameOver { .. }));
    let view = h.svc.games().load(g.id).await.unwrap();
    assert_eq!(view.board.game.outcome().unwrap().reason, Reason::Resigned);
    assert!(view.clock.is_none());
}

#[both_backends]
#[tokio::test]
async fn draws_are_offered_answered_and_lapse_when_the_offerer_moves() {
    let h = Harness::new("draws").await;
    let g = h.game("brandubh", "none").await;
    h.play_any(g.id).await; // Alice (attackers)
    h.events().await;
    // Bob offers on his own turn, then moves: the offer lapses.
    assert!(matches!(
        h.svc.games().offer_draw(g.id, bob().id).await.unwrap(),
        DrawOutcome::Offered(_)
    ));
    let err = h.svc.games().offer_draw(g.id, bob().id).await.unwrap_err();
    assert!(matches!(err, Error::DrawAlreadyOffered(_)), "{err}");
    let err = h.svc.games().accept_draw(g.id, bob().id).await.unwrap_err();
    assert!(matches!(err, Error::NoDrawOffer(_)), "{err}");
    let offer = h.svc.games().load(g.id).await.unwrap().draw_offer.unwrap();
    assert_eq!(
        (offer.by, offer.side, offer.at_ply),
        (bob().id, Side::Defenders, 1)
    );
    h.play_any(g.id).await; // Bob moves
    assert!(h.svc.games().load(g.id).await.unwrap().draw_offer.is_none());
    let err = h
        .svc
        .games()
        .accept_draw(g.id, alice().id)
        .await
        .unwrap_err();
    assert!(matches!(err, Error::NoDrawOffer(_)), "{err}");
    // Alice offers on Bob's turn; Bob declines; the game goes on.
    h.play_any(g.id).await; // Alice
    h.events().await;
    h.svc.games().offer_draw(g.id, alice().id).await.unwrap();
    h.svc.games().decline_draw(g.id, bob().id).await.unwrap();
    match h.events().await.as_slice() {
        [
            Event::DrawOffered { by, to, .. },
            Event::DrawDeclined {
                by: decliner,
                offered_by,
                ..
            },
        ] => {
            assert_eq!((*by, *to), (alice().id, bob().id));
            assert_eq!((*decliner, *offered_by), (bob().id, alice().id));
        }
        other => panic!("{other:?}"),
    }
    let err = h
        .svc
        .games()
        .offer_draw(g.id, alice().id)
        .await
        .unwrap_err();
    assert!(matches!(err, Error::DrawRecentlyDeclined(_)), "{err}");
    // The opponent's move does not decline an offer: Bob offers, Bob moves
    // (lapses), Alice moves, Bob offers again, Alice's /draw accepts it.
    h.play_any(g.id).await; // Bob
    h.svc.games().offer_draw(g.id, alice().id).await.unwrap();
    h.play_any(g.id).await; // Alice: her own offer lapses
    assert!(h.svc.games().load(g.id).await.unwrap().draw_offer.is_none());
    h.svc.games().offer_draw(g.id, bob().id).await.unwrap(); // on Bob's turn
    h.play_any(g.id).await; // Bob: lapses
    h.svc.games().offer_draw(g.id, bob().id).await.unwrap(); // on Alice's turn
    h.play_any(g.id).await; // Alice moves: Bob's offer stands
    assert_eq!(
        h.svc
            .games()
            .load(g.id)
            .await
            .unwrap()
            .draw_offer
            .unwrap()
            .by,
        bob().id
    );
    h.events().await;
    let agreed = match h.svc.games().offer_draw(g.id, alice().id).await.unwrap() {
        DrawOutcome::Agreed(game) => game,
        other => panic!("{other:?}"),
    };
    let result = agreed.summary.result.unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Winner::Draw, Reason::DrawAgreed)
    );
    assert_eq!(
        h.events().await,
        vec![Event::GameFinished {
            game: agreed.summary,
            rating: agreed.rating,
            by: Some(alice().id),
        }]
    );
    let err = h.svc.games().offer_draw(g.id, bob().id).await.unwrap_err();
    assert!(matches!(err, Error::GameOver { .. }));
}

#[both_backends]
#[tokio::test]
async fn accept_draw_finishes_and_a_pending_offer_dies_with_the_game() {
    let h = Harness::new("accept-draw").await;
    let g = h.game("brandubh", "none").await;
    h.svc.games().offer_draw(g.id, alice().id).await.unwrap();
    let done = h.svc.games().accept_draw(g.id, bob().id).await.unwrap();
    assert_eq!(done.summary.result.unwrap().reason, Reason::DrawAgreed);
    assert!(done.summary.counts_for_rating());
    let g = h.game("brandubh", "none").await;
    h.svc.games().offer_draw(g.id, alice().id).await.unwrap();
    h.svc.games().resign(g.id, alice().id).await.unwrap();
    assert!(h.svc.games().load(g.id).await.unwrap().draw_offer.is_none());
}

#[both_backends]
#[tokio::test]
async fn a_game_is_aborted_only_while_a_side_has_not_moved() {
    let h = Harness::new("abort").await;
    let g = h.game("brandubh", "3d").await;
    let done = h.svc.games().abort(g.id, bob().id).await.unwrap();
    assert_eq!(done.status, GameStatus::Aborted);
    assert_eq!(done.result.unwrap().reason, Reason::Aborted);
    assert!(!done.counts_for_rating());
    assert_eq!(done.deadline, None);
    assert_eq!(
        h.events().await,
        vec![Event::GameFinished {
            game: done,
            rating: None,
            by: Some(bob().id),
        }]
    );

    let g = h.game("brandubh", "3d").await;
    h.play_any(g.id).await;
    let done = h.svc.games().abort(g.id, alice().id).await.unwrap();
    assert_eq!(done.status, GameStatus::Aborted);

    let g = h.game("brandubh", "3d").await;
    h.play_any(g.id).await;
    h.play_any(g.id).await;
    h.events().await;
    let err = h.svc.games().abort(g.id, alice().id).await.unwrap_err();
    assert!(matches!(err, Error::CannotAbort(id) if id == g.id), "{err}");
    assert!(h.events().await.is_empty());
    assert!(h.svc.games().game(g.id).await.unwrap().is_active());
}

/// The game a command without a number means, for `player` in `channel`.
async fn here(h: &Harness, player: PlayerId, channel: i64) -> Result<GameId, Error> {
    let which = GameRef::given_or_here(None, channel, GameScope::Active);
    Ok(h.svc.games().resolve(which, player).await?.id)
}

#[both_backends]
#[tokio::test]
async fn games_are_listed_by_player_and_channel_and_found_without_a_number() {
    let h = Harness::new("lists").await;
    let err = here(&h, alice().id, CHANNEL).await.unwrap_err();
    assert!(matches!(err, Error::NoGameHere(GameScope::Active)));
    let g1 = h.game("brandubh", "3d").await;
    assert_eq!(here(&h, alice().id, CHANNEL).await.unwrap(), g1.id);
    assert_eq!(here(&h, bob().id, CHANNEL).await.unwrap(), g1.id);
    assert!(here(&h, carol().id, CHANNEL).await.is_err());
    // The bot opens a thread: the game is found there too.
    h.svc.games().set_thread(g1.id, 900).await.unwrap();
    assert_eq!(here(&h, alice().id, 900).await.unwrap(), g1.id);
    assert_eq!(h.svc.games().game(g1.id).await.unwrap().thread, Some(900));
    assert_eq!(h.svc.games().game(g1.id).await.unwrap().channel(), 900);
    let g2 = h.game("copenhagen", "3d").await;
    h.svc.games().set_thread(g2.id, 901).await.unwrap();
    let err = here(&h, alice().id, CHANNEL).await.unwrap_err();
    assert!(
        matches!(&err, Error::SeveralGamesHere(ids) if ids == &[g1.id, g2.id]),
        "{err:?}"
    );
    assert_eq!(here(&h, alice().id, 901).await.unwrap(), g2.id);
    let given = GameRef::given_or_here(Some(g1.id), CHANNEL, GameScope::Active);
    assert_eq!(
        h.svc.games().resolve(given, alice().id).await.unwrap().id,
        g1.id
    );
    // Lists.
    let ids = |games: Vec<GameSummary>| games.iter().map(|g| g.id).collect::<Vec<_>>();
    assert_eq!(
        ids(h.svc.games().active_of(alice().id).await.unwrap()),
        vec![g1.id, g2.id]
    );
    assert_eq!(
        ids(h.svc.games().active_of(bob().id).await.unwrap()),
        vec![g1.id, g2.id]
    );
    assert!(
        h.svc
            .games()
            .active_of(carol().id)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        ids(h.svc.games().in_channel(CHANNEL, true, 10).await.unwrap()),
        vec![g2.id, g1.id]
    );
    assert_eq!(
        ids(h.svc.games().in_channel(901, true, 10).await.unwrap()),
        vec![g2.id]
    );
    h.svc.games().resign(g1.id, bob().id).await.unwrap();
    assert_eq!(
        ids(h.svc.games().in_channel(CHANNEL, true, 10).await.unwrap()),
        vec![g2.id]
    );
    assert_eq!(
        ids(h.svc.games().in_channel(CHANNEL, false, 10).await.unwrap()),
        vec![g2.id, g1.id]
    );
    assert_eq!(here(&h, alice().id, CHANNEL).await.unwrap(), g2.id);
    assert!(matches!(
        h.svc.games().set_thread(GameId(77), 1).await,
        Err(Error::UnknownGame(_))
    ));
}

#[both_backends]
#[tokio::test]
async fn a_loaded_game_has_its_full_history() {
    let h = Harness::new("load").await;
    let g = h.game("copenhagen", "2h").await;
    let mut played = Vec::new();
    for _ in 0..6 {
        h.advance(10 * MIN);
        played.push(h.play_any(g.id).await);
    }
    let view = h.svc.games().load(g.id).await.unwrap();
    assert_eq!(view.moves.len(), 6);
    assert_eq!(view.board.game.plies().len(), 6);
    assert_eq!(
        view.board.game.position().to_string(),
        view.board.summary.position
    );
    assert_eq!(
        (
            view.board.summary.attacker_name.as_str(),
            view.board.summary.defender_name.as_str()
        ),
        ("Alice", "Bob")
    );
    for (i, (m, p)) in view.moves.iter().zip(&played).enumerate() {
        assert_eq!(m.ply, i as u32 + 1);
        assert_eq!(m.notation, p.mv.notation);
        assert_eq!(m.player, Some(p.mv.player));
        assert_eq!(
            m.side,
            if i % 2 == 0 {
                Side::Attackers
            } else {
                Side::Defenders
            }
        );
        assert_eq!(m.played_at, T0.plus(10 * MIN * (i as u32 + 1)));
    }
    let clock = view.clock.clone().unwrap();
    assert_eq!(clock.side, Side::Attackers);
    assert_eq!(clock.player, alice().id);
    assert_eq!(clock.due_at, h.svc.now().plus(2 * HOUR));
    assert_eq!(clock.remind_at, h.svc.now().plus(96 * MIN));
    assert!(!clock.reminded);
    assert_eq!(
        view.board.legal_moves().len(),
        view.board.game.legal_moves().len()
    );
    assert!(matches!(
        h.svc.games().load(GameId(5000)).await,
        Err(Error::UnknownGame(_))
    ));
}

#[both_backends]
#[tokio::test]
async fn records_are_exported_and_imported() {
    let h = Harness::new("records").await;
    let g = h.game("brandubh", "3d").await;
    for _ in 0..5 {
        h.play_any(g.id).await;
    }
    h.svc.games().resign(g.id, bob().id).await.unwrap();
    let text = h.svc.games().export(g.id, alice().id).await.unwrap().text;
    assert!(text.starts_with("variant: brandubh\n"), "{text}");
    for header in [
        "attackers: Alice",
        "defenders: Bob",
        "date: 2025-01-01",
        "time: 3d",
        "rated: yes",
        "result: attackers",
        "reason: resigned",
    ] {
        assert!(text.contains(header), "{header} in {text}");
    }
    let record = GameRecord::parse(&text).unwrap();
    assert_eq!(record.moves.len(), 5);
    // Import what export wrote: an archived, unplayable, unrated game.
    let imported = h
        .svc
        .games()
        .import(&text, &carol(), place())
        .await
        .unwrap();
    assert_eq!(imported.status, GameStatus::Imported);
    assert_eq!(imported.plies, 5);
    assert_eq!(imported.result.unwrap().reason, Reason::Resigned);
    assert!(!imported.rated && !imported.counts_for_rating());
    assert_eq!(
        imported.position,
        h.svc.games().game(g.id).await.unwrap().position
    );
    let view = h.svc.games().load(imported.id).await.unwrap();
    assert_eq!(view.moves.len(), 5);
    assert_eq!(view.moves[0].player, None);
    let again = h
        .svc
        .games()
        .export(imported.id, alice().id)
        .await
        .unwrap()
        .text;
    assert!(
        again.contains("attackers: Alice"),
        "original headers kept: {again}"
    );
    assert_eq!(GameRecord::parse(&again).unwrap().moves, record.moves);
    let err = h
        .svc
        .games()
        .play(MoveRequest::new(imported.id, carol().id, "d2-c2"))
        .await
        .unwrap_err();
    assert!(matches!(err, Error::ImportedGame(_)), "{err}");
    assert!(
        h.svc
            .games()
            .active_of(carol().id)
            .await
            .unwrap()
            .is_empty()
    );
    // An unfinished record imports without a result.
    let open = h
        .svc
        .games()
        .import("variant: copenhagen\n\nd1-d3\n", &carol(), place())
        .await
        .unwrap();
    assert_eq!((open.plies, open.result), (1, None));
}

#[both_backends]
#[tokio::test]
async fn bad_records_are_refused_and_change_nothing() {
    let h = Harness::new("bad-records").await;
    let cases: [(&str, RecordExpected); 5] = [
        ("", |e| matches!(e, RecordError::Empty)),
        (
            "variant: chess\n\ne2-e4\n",
            |e| matches!(e, RecordError::UnknownVariant(u) if u.key == "chess"),
        ),
        ("variant: brandubh\n\nd2-e3\n", |e| {
            matches!(e, RecordError::Move { ply: 1, .. })
        }),
        ("variant: brandubh\n\nzz\n", |e| {
            matches!(e, RecordError::Syntax { line: 3, .. })
        }),
        ("variant: brandubh\nstart: 7/7 a\n\n", |e| {
            matches!(e, RecordError::Start(_))
        }),
    ];
    for (text, expected) in cases {
        let err = h
            .svc
            .games()
            .import(text, &carol(), place())
            .await
            .unwrap_err();
        assert!(
            matches!(&err, Error::BadRecord(e) if expected(e)),
            "{text:?}: unexpected {err:?}"
        );
    }
    assert!(
        h.svc
            .games()
            .in_channel(CHANNEL, false, 10)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(h.events().await.is_empty());
}

/// Issue 15: `zz9-q` was answered "... write it like e3-e6: write it like
/// e3-e6".
#[both_backends]
#[tokio::test]
async fn a_move_that_is_no_move_says_how_to_write_one_once() {
    let h = Harness::new("notation-hint").await;
    let g = h.game("copenhagen", "3d").await;
    for garbage in ["zz9-q", "", "hello there"] {
        let err = h
            .svc
            .games()
            .play(MoveRequest::new(g.id, alice().id, garbage))
            .await
            .unwrap_err();
        assert!(matches!(err, Error::BadNotation(_)), "{err:?}");
    }
}

/// docs/rules.md 2: a game exported as an OpenTafl record (`.otg`) imports
/// back as the same game; a line of moves imports in the variant given,
/// a server's rule set included, and a bad move is named by its place.
#[both_backends]
#[tokio::test]
async fn otg_records_and_lines_of_moves_are_exported_and_imported() {
    let h = Harness::new("otg-records").await;
    let g = h.game("brandubh", "3d").await;
    for _ in 0..6 {
        h.play_any(g.id).await;
    }
    let exported = h
        .svc
        .games()
        .export_as(g.id, alice().id, RecordFormat::OpenTafl)
        .await
        .unwrap();
    assert_eq!(exported.extension, "otg");
    let text = &exported.text;
    let headers: Vec<&str> = text.lines().take_while(|l| !l.is_empty()).collect();
    assert!(headers.contains(&"[attackers:Alice]"), "{text}");
    assert!(headers.contains(&"[date:2025.01.01]"), "{text}");
    assert!(
        headers.last().unwrap().starts_with("[rules:dim:7 "),
        "{text}"
    );
    assert!(text.contains("\n1. "), "{text}");
    let imported = h.svc.games().import(text, &carol(), place()).await.unwrap();
    let original = h.svc.games().game(g.id).await.unwrap();
    assert_eq!(
        (imported.plies, imported.position.clone()),
        (6, original.position)
    );

    // A line of moves, turn numbers read past.
    let view = h.svc.games().load(g.id).await.unwrap();
    let moves: Vec<String> = view.moves.iter().map(|m| m.notation.clone()).collect();
    let line = format!("1. {} {} 2. {} {}", moves[0], moves[1], moves[2], moves[3]);
    let brandubh = hnefi_engine::variant::by_key("brandubh").unwrap();
    let from_line = h
        .svc
        .games()
        .import_moves(&line, &brandubh, &carol(), place())
        .await
        .unwrap();
    assert_eq!(from_line.plies, 4);
    // A bad move is named: its place in the line.
    let bad = format!("{} zz", moves[0]);
    match h
        .svc
        .games()
        .import_moves(&bad, &brandubh, &carol(), place())
        .await
    {
        Err(Error::BadRecord(e)) => {
            assert!(matches!(*e, RecordError::Syntax { line: 1, .. }), "{e:?}")
        }
        other => panic!("{other:?}"),
    }
    let illegal = format!("{} {}", moves[0], moves[0]);
    match h
        .svc
        .games()
        .import_moves(&illegal, &brandubh, &carol(), place())
        .await
    {
        Err(Error::BadRecord(e)) => {
            assert!(matches!(*e, RecordError::Move { ply: 2, .. }), "{e:?}")
        }
        other => panic!("{other:?}"),
    }
    // A server's rule set: the game keeps its rules.
    let created = h
        .svc
        .rule_sets()
        .create(
            Some(GUILD),
            &alice(),
            true,
            "Quick",
            "dim:7 esc:e start:/3t3/7/7/t2K3/7/7/3t3/",
        )
        .await
        .unwrap();
    let variant = h.svc.rule_sets().named(Some(GUILD), "Quick").await.unwrap();
    let game = h
        .svc
        .games()
        .import_moves("d7-e7 d4-g4", &variant, &carol(), place())
        .await
        .unwrap();
    assert_eq!(game.variant, created.rule_set.key);
    assert_eq!(game.result.map(|r| r.reason), Some(Reason::KingEscaped));
    // A line under rules written out (no name: a key of their own).
    let under = h
        .svc
        .games()
        .import_moves_under(
            "d7-e7 d4-g4",
            "dim:7 esc:e start:/3t3/7/7/t2K3/7/7/3t3/",
            &carol(),
            place(),
        )
        .await
        .unwrap();
    assert!(is_rule_set_key(&under.variant) && under.variant != created.rule_set.key);
    assert_eq!(under.result.map(|r| r.reason), Some(Reason::KingEscaped));
    assert!(matches!(
        h.svc
            .games()
            .import_moves_under("d7-e7", "dim:8", &carol(), place())
            .await,
        Err(Error::BadRecord(_))
    ));
}
