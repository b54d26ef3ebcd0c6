//! Challenges through the service: create, accept, decline, cancel,
//! expire, sides and lots, custom starts, rematches, bad input.

mod common;

use common::*;
use hnefi_app::*;
use hnefi_engine::{PositionError, Side, Winner};

/// What a refusal must be.
type Expected = fn(&Error) -> bool;

fn direct(variant: &str) -> ChallengeRequest {
    let mut req = ChallengeRequest::new(alice(), place(), variant);
    req.opponent = Some(bob());
    req
}

#[both_backends]
#[tokio::test]
async fn a_direct_challenge_is_posted_with_the_defaults() {
    let h = Harness::new("direct").await;
    let c = h
        .svc
        .challenges()
        .create(direct("copenhagen"))
        .await
        .unwrap();
    assert_eq!(c.author, alice().id);
    assert_eq!(c.opponent, Some(bob().id));
    assert_eq!(c.variant, "copenhagen");
    let copenhagen = hnefi_engine::variant::by_key("copenhagen").unwrap();
    assert_eq!(c.layout, copenhagen.default_layout());
    assert_eq!(c.side, SideChoice::Random);
    assert_eq!(c.time, TimeControl::DEFAULT);
    assert!(c.rated);
    assert_eq!(c.status, ChallengeStatus::Open);
    assert_eq!(c.expires_at, T0.plus(DAY));
    assert_eq!(c.place, place());
    let events = h.events().await;
    assert_eq!(
        events,
        vec![Event::ChallengeCreated {
            challenge: c.clone()
        }]
    );
    assert_eq!(h.svc.challenges().get(c.id).await.unwrap(), c);
    assert_eq!(
        h.svc.challenges().open_in(CHANNEL).await.unwrap(),
        vec![c.clone()]
    );
    assert_eq!(h.svc.challenges().open_of(bob().id).await.unwrap(), vec![c]);
}

#[both_backends]
#[tokio::test]
async fn accepting_starts_the_game_and_its_clock() {
    let h = Harness::new("accept").await;
    let mut req = direct("brandubh");
    req.side = SideChoice::Defenders;
    req.time = "2h".parse().unwrap();
    let c = h.svc.challenges().create(req).await.unwrap();
    h.svc.challenges().set_message(c.id, 555).await.unwrap();
    h.events().await;
    h.advance(MIN);
    let game = h.svc.challenges().accept(c.id, &bob()).await.unwrap();
    assert_eq!(game.challenge, Some(c.id));
    assert_eq!(game.attacker, bob().id);
    assert_eq!(game.defender, alice().id);
    assert_eq!(game.variant, "brandubh");
    assert_eq!(game.status, GameStatus::Active);
    assert_eq!(game.plies, 0);
    assert_eq!(game.version, 0);
    assert_eq!(game.to_move, Side::Attackers);
    assert_eq!(game.player_to_move(), Some(bob().id));
    assert_eq!(game.deadline, Some(T0.plus(MIN).plus(2 * HOUR)));
    assert_eq!(game.position, "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a");
    assert!(!game.custom_start);
    match h.events().await.as_slice() {
        [
            Event::GameStarted {
                game: started,
                challenge_message,
                first_mover_drawn,
                by,
            },
        ] => {
            assert_eq!(started, &game);
            assert_eq!(*challenge_message, Some(555));
            assert!(!first_mover_drawn);
            assert_eq!(*by, Some(bob().id), "the acceptor started it");
        }
        other => panic!("{other:?}"),
    }
    let c = h.svc.challenges().get(c.id).await.unwrap();
    assert_eq!(c.status, ChallengeStatus::Accepted);
    // Only once.
    let err = h.svc.challenges().accept(c.id, &bob()).await.unwrap_err();
    assert!(
        matches!(
            err,
            Error::ChallengeClosed {
                status: ChallengeStatus::Accepted,
                ..
            }
        ),
        "{err}"
    );
}

#[both_backends]
#[tokio::test]
async fn an_open_challenge_is_for_anyone_but_its_author() {
    let h = Harness::new("open").await;
    let c = h
        .svc
        .challenges()
        .create(ChallengeRequest::new(alice(), place(), "brandubh"))
        .await
        .unwrap();
    assert!(c.is_open());
    let err = h.svc.challenges().accept(c.id, &alice()).await.unwrap_err();
    assert!(matches!(err, Error::OwnChallenge(_)), "{err}");
    let game = h.svc.challenges().accept(c.id, &carol()).await.unwrap();
    assert!(game.side_of(carol().id).is_some());
    assert!(game.side_of(alice().id).is_some());
    // Declining an open challenge makes no sense; nor does a second accept.
    let c2 = h
        .svc
        .challenges()
        .create(ChallengeRequest::new(alice(), place(), "brandubh"))
        .await
        .unwrap();
    let err = h
        .svc
        .challenges()
        .decline(c2.id, bob().id)
        .await
        .unwrap_err();
    assert!(matches!(err, Error::CannotDeclineOpen(_)), "{err}");
    let err = h.svc.challenges().accept(c.id, &bob()).await.unwrap_err();
    assert!(matches!(err, Error::ChallengeClosed { .. }), "{err}");
}

#[both_backends]
#[tokio::test]
async fn nobody_accepts_a_challenge_addressed_to_someone_else() {
    let h = Harness::new("addressed").await;
    let c = h.svc.challenges().create(direct("brandubh")).await.unwrap();
    h.events().await;
    let err = h.svc.challenges().accept(c.id, &carol()).await.unwrap_err();
    assert!(
        matches!(err, Error::NotAddressedToYou { opponent, .. } if opponent == bob().id),
        "{err}"
    );
    let err = h.svc.challenges().accept(c.id, &alice()).await.unwrap_err();
    assert!(matches!(err, Error::OwnChallenge(_)), "{err}");
    assert!(err.is_refusal());
    // Nothing changed.
    assert_eq!(
        h.svc.challenges().get(c.id).await.unwrap().status,
        ChallengeStatus::Open
    );
    assert!(h.events().await.is_empty());
    assert!(
        h.svc
            .games()
            .active_of(alice().id)
            .await
            .unwrap()
            .is_empty()
    );
}

#[both_backends]
#[tokio::test]
async fn only_the_addressee_declines_and_only_the_author_cancels() {
    let h = Harness::new("decline").await;
    let c = h.svc.challenges().create(direct("brandubh")).await.unwrap();
    h.events().await;
    let err = h
        .svc
        .challenges()
        .decline(c.id, carol().id)
        .await
        .unwrap_err();
    assert!(matches!(err, Error::NotAddressedToYou { .. }), "{err}");
    let err = h
        .svc
        .challenges()
        .decline(c.id, alice().id)
        .await
        .unwrap_err();
    assert!(matches!(err, Error::DeclineOwn(_)), "{err}");
    let err = h.svc.challenges().cancel(c.id, bob().id).await.unwrap_err();
    assert!(matches!(err, Error::NotYourChallenge(_)), "{err}");
    let declined = h.svc.challenges().decline(c.id, bob().id).await.unwrap();
    assert_eq!(declined.status, ChallengeStatus::Declined);
    assert_eq!(
        h.events().await,
        vec![Event::ChallengeClosed {
            challenge: c.id,
            place: place(),
            message: None,
            status: ChallengeStatus::Declined,
            by: Some(bob().id),
        }]
    );
    let err = h.svc.challenges().accept(c.id, &bob()).await.unwrap_err();
    assert!(
        matches!(err, Error::ChallengeClosed { id, status: ChallengeStatus::Declined } if id == c.id),
        "{err}"
    );

    let c = h.svc.challenges().create(direct("brandubh")).await.unwrap();
    let cancelled = h.svc.challenges().cancel(c.id, alice().id).await.unwrap();
    assert_eq!(cancelled.status, ChallengeStatus::Cancelled);
    assert_eq!(
        h.kinds().await,
        vec!["challenge_created", "challenge_closed"]
    );
    let err = h
        .svc
        .challenges()
        .cancel(c.id, alice().id)
        .await
        .unwrap_err();
    assert!(matches!(
        err,
        Error::ChallengeClosed {
            status: ChallengeStatus::Cancelled,
            ..
        }
    ));
    let err = h
        .svc
        .challenges()
        .accept(ChallengeId(999), &bob())
        .await
        .unwrap_err();
    assert!(matches!(err, Error::UnknownChallenge(ChallengeId(999))));
}

#[both_backends]
#[tokio::test]
async fn challenges_expire_after_a_day() {
    let h = Harness::new("expire").await;
    let c1 = h.svc.challenges().create(direct("brandubh")).await.unwrap();
    let c2 = h.svc.challenges().create(direct("brandubh")).await.unwrap();
    h.events().await;
    h.advance(DAY - MIN);
    assert!(h.svc.sweep().await.unwrap().is_empty());
    h.advance(MIN);
    // Accepting at the moment of expiry expires it, and says so.
    let err = h.svc.challenges().accept(c1.id, &bob()).await.unwrap_err();
    assert!(
        matches!(err, Error::ChallengeExpired(id) if id == c1.id),
        "{err}"
    );
    assert_eq!(
        h.svc.challenges().get(c1.id).await.unwrap().status,
        ChallengeStatus::Expired
    );
    // The sweep expires the other one, once.
    let report = h.svc.sweep().await.unwrap();
    assert_eq!(report.expired_challenges, 1);
    assert!(h.svc.sweep().await.unwrap().is_empty());
    let events = h.events().await;
    assert_eq!(events.len(), 2);
    for (event, id) in events.iter().zip([c1.id, c2.id]) {
        match event {
            Event::ChallengeClosed {
                challenge,
                status,
                by,
                ..
            } => {
                assert_eq!(*challenge, id);
                assert_eq!(*status, ChallengeStatus::Expired);
                assert_eq!(*by, None);
            }
            other => panic!("{other:?}"),
        }
    }
    let err = h.svc.challenges().accept(c2.id, &bob()).await.unwrap_err();
    assert!(matches!(err, Error::ChallengeExpired(_)), "{err}");
    assert!(
        h.svc
            .challenges()
            .open_in(CHANNEL)
            .await
            .unwrap()
            .is_empty()
    );
}

#[both_backends]
#[tokio::test]
async fn sides_follow_the_authors_choice_or_a_seeded_lot() {
    let h = Harness::new("sides").await;
    for (choice, alice_side) in [
        (SideChoice::Attackers, Side::Attackers),
        (SideChoice::Defenders, Side::Defenders),
    ] {
        let mut req = direct("copenhagen");
        req.side = choice;
        let c = h.svc.challenges().create(req).await.unwrap();
        let g = h.svc.challenges().accept(c.id, &bob()).await.unwrap();
        assert_eq!(g.side_of(alice().id), Some(alice_side));
        assert_eq!(g.side_of(bob().id), Some(alice_side.other()));
    }
    // Random sides: the same seed gives the same sides, and both happen.
    let mut seen = std::collections::HashSet::new();
    for seed in 0..12 {
        let mut sides = Vec::new();
        for _ in 0..2 {
            let h = Harness::with_seed("lot", seed).await;
            let c = h
                .svc
                .challenges()
                .create(direct("copenhagen"))
                .await
                .unwrap();
            let g = h.svc.challenges().accept(c.id, &bob()).await.unwrap();
            sides.push(g.side_of(alice().id).unwrap());
        }
        assert_eq!(sides[0], sides[1], "seed {seed} is reproducible");
        seen.insert(sides[0]);
    }
    assert_eq!(seen.len(), 2);
}

#[both_backends]
#[tokio::test]
async fn tafl_draws_its_first_mover_when_the_game_starts() {
    let mut firsts = std::collections::HashSet::new();
    for seed in 0..12 {
        let h = Harness::with_seed("tafl9", seed).await;
        let c = h.svc.challenges().create(direct("tafl9")).await.unwrap();
        h.events().await;
        let g = h.svc.challenges().accept(c.id, &bob()).await.unwrap();
        match h.events().await.as_slice() {
            [
                Event::GameStarted {
                    first_mover_drawn, ..
                },
            ] => assert!(first_mover_drawn),
            other => panic!("{other:?}"),
        }
        assert_eq!(g.start, g.position);
        assert!(g.position.ends_with(if g.to_move == Side::Attackers {
            " a"
        } else {
            " d"
        }));
        assert!(!g.custom_start);
        firsts.insert(g.to_move);
        // The game plays from there, and the record says who began.
        let first = h.play_any(g.id).await;
        assert_eq!(first.mv.side, g.to_move);
        let record = h.svc.games().export(g.id, alice().id).await.unwrap().text;
        let again = hnefi_engine::GameRecord::parse(&record)
            .unwrap()
            .to_game()
            .unwrap();
        assert_eq!(again.start().turn(), g.to_move);
    }
    assert_eq!(firsts.len(), 2, "both sides move first for some seed");
}

#[both_backends]
#[tokio::test]
async fn a_custom_start_is_played_from_and_unrated() {
    let h = Harness::new("custom").await;
    let position = "3a3/3a3/7/aadkd1a/3d3/3a3/3a3 d";
    let mut req = direct("brandubh");
    req.position = Some(position.to_string());
    req.rated = true;
    req.side = SideChoice::Attackers;
    let c = h.svc.challenges().create(req).await.unwrap();
    assert!(!c.rated, "custom starts are unrated");
    assert_eq!(c.position.as_deref(), Some(position));
    let g = h.svc.challenges().accept(c.id, &bob()).await.unwrap();
    assert!(g.custom_start);
    assert_eq!(g.start, position);
    assert_eq!(g.to_move, Side::Defenders);
    assert_eq!(g.player_to_move(), Some(bob().id));
    // The layout's own start is not a custom start.
    let mut req = direct("brandubh");
    req.position = Some("3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a".into());
    let c = h.svc.challenges().create(req).await.unwrap();
    assert_eq!(c.position, None);
    assert!(c.rated);
}

#[both_backends]
#[tokio::test]
async fn bad_challenges_are_refused_and_change_nothing() {
    let h = Harness::new("bad").await;
    let cases: Vec<(ChallengeRequest, Expected)> = vec![
        (
            direct("chess"),
            |e| matches!(e, Error::UnknownVariant(u) if u.key == "chess"),
        ),
        (
            {
                let mut r = direct("magpie");
                r.layout = Some("spiral".into());
                r
            },
            |e| matches!(e, Error::UnknownLayout(u) if u.name == "spiral"),
        ),
        (
            {
                let mut r = direct("brandubh");
                r.position = Some("3a3/3a3 a".into());
                r
            },
            |e| {
                matches!(
                    e,
                    Error::BadPosition {
                        error: PositionError::RankCount {
                            expected: 7,
                            found: 2
                        },
                        ..
                    }
                )
            },
        ),
        (
            {
                let mut r = direct("brandubh");
                r.position = Some("nonsense".into());
                r
            },
            |e| {
                matches!(
                    e,
                    Error::BadPosition {
                        error: PositionError::Shape,
                        ..
                    }
                )
            },
        ),
        (
            {
                let mut r = direct("brandubh");
                r.position = Some("3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 x".into());
                r
            },
            |e| matches!(e, Error::BadPosition { error: PositionError::BadSide(s), .. } if s == "x"),
        ),
        // No king: the game would be over before it starts.
        (
            {
                let mut r = direct("brandubh");
                r.position = Some("3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a".into());
                r
            },
            |e| {
                matches!(
                    e,
                    Error::DecidedPosition {
                        result: GameResult {
                            winner: Winner::Attackers,
                            ..
                        },
                        ..
                    }
                )
            },
        ),
        (
            {
                let mut r = direct("brandubh");
                r.opponent = Some(alice());
                r
            },
            |e| matches!(e, Error::SelfChallenge),
        ),
        (
            {
                let mut r = direct("brandubh");
                r.time = TimeControl::PerMove(MIN);
                r
            },
            |e| matches!(e, Error::BadTimeControl(TimeControlError::TooShort(_))),
        ),
        (
            {
                let mut r = direct("brandubh");
                r.time = TimeControl::PerMove(31 * DAY);
                r
            },
            |e| matches!(e, Error::BadTimeControl(TimeControlError::TooLong(_))),
        ),
    ];
    for (req, expected) in cases {
        let err = h.svc.challenges().create(req.clone()).await.unwrap_err();
        assert!(err.is_refusal(), "{err:?}");
        assert!(expected(&err), "{req:?}: unexpected {err:?}");
    }
    assert!(h.events().await.is_empty());
    assert!(
        h.svc
            .challenges()
            .open_in(CHANNEL)
            .await
            .unwrap()
            .is_empty()
    );
    // Layout names are matched in any case and stored as the variant spells them.
    let mut r = direct("Magpie");
    r.layout = Some("BALLINDERRY-2".into());
    let c = h.svc.challenges().create(r).await.unwrap();
    assert_eq!(
        (c.variant.as_str(), c.layout.as_str()),
        ("magpie", "ballinderry-2")
    );
}

#[both_backends]
#[tokio::test]
async fn an_author_has_at_most_ten_open_challenges() {
    let h = Harness::new("limit").await;
    for _ in 0..10 {
        h.svc.challenges().create(direct("brandubh")).await.unwrap();
    }
    let err = h
        .svc
        .challenges()
        .create(direct("brandubh"))
        .await
        .unwrap_err();
    assert!(matches!(err, Error::TooManyChallenges(10)), "{err}");
    // Others may still challenge; expired ones stop counting.
    let mut r = ChallengeRequest::new(bob(), place(), "brandubh");
    r.opponent = Some(alice());
    h.svc.challenges().create(r).await.unwrap();
    h.advance(DAY);
    h.svc.challenges().create(direct("brandubh")).await.unwrap();
}

#[both_backends]
#[tokio::test]
async fn a_rematch_swaps_sides_and_keeps_the_settings() {
    let h = Harness::new("rematch").await;
    let g = h.game("brandubh", "2h").await;
    let err = h
        .svc
        .challenges()
        .rematch(g.id, &bob(), place())
        .await
        .unwrap_err();
    assert!(matches!(err, Error::StillPlaying(_)), "{err}");
    h.svc.games().resign(g.id, alice().id).await.unwrap();
    let err = h
        .svc
        .challenges()
        .rematch(g.id, &carol(), place())
        .await
        .unwrap_err();
    assert!(matches!(err, Error::NotAPlayer(_)), "{err}");
    h.events().await;
    let r = h
        .svc
        .challenges()
        .rematch(g.id, &bob(), Place::new(Some(GUILD), 777))
        .await
        .unwrap();
    assert_eq!(r.author, bob().id);
    assert_eq!(r.opponent, Some(alice().id));
    assert_eq!(r.side, SideChoice::Attackers, "Bob defended, now attacks");
    assert_eq!(r.time, "2h".parse().unwrap());
    assert_eq!(r.variant, "brandubh");
    assert_eq!(r.rematch_of, Some(g.id));
    assert!(r.rated);
    assert_eq!(r.place.channel, 777);
    assert_eq!(h.kinds().await, vec!["challenge_created"]);
    let err = h
        .svc
        .challenges()
        .rematch(g.id, &alice(), place())
        .await
        .unwrap_err();
    assert!(
        matches!(err, Error::RematchPending { challenge, .. } if challenge == r.id),
        "{err}"
    );
    let g2 = h.svc.challenges().accept(r.id, &alice()).await.unwrap();
    assert_eq!(g2.attacker, bob().id);
    assert_eq!(g2.defender, alice().id);
}
