//! Correspondence play (docs/correspondence.md): time banks, vacations,
//! the last warning, daily digests and conditional moves, by time travel
//! on both backends.

mod common;

use std::time::Duration;

use common::*;
use hnefi_app::*;
use hnefi_engine::{Game, Move, Reason, Side, Winner};

/// The first legal move of `game` that does not end it.
fn quiet_move(game: &Game) -> Move {
    game.legal_moves()
        .iter()
        .copied()
        .find(|&mv| {
            let mut next = game.clone();
            next.play(mv).is_ok() && next.outcome().is_none()
        })
        .expect("a quiet move")
}

/// A line of `plies` quiet moves from `game`.
fn quiet_line(game: &Game, plies: usize) -> Vec<Move> {
    let mut game = game.clone();
    (0..plies)
        .map(|_| {
            let mv = quiet_move(&game);
            game.play(mv).unwrap();
            mv
        })
        .collect()
}

async fn engine_game(h: &Harness, game: GameId) -> Game {
    h.svc.games().load(game).await.unwrap().board.game
}

fn bank(game: &GameSummary, side: Side) -> Duration {
    game.banks.expect("a banked game").of(side)
}

/// docs/correspondence.md 1: each move has its own time; a slower move
/// draws the excess from the mover's bank; the game is lost on time only
/// when both are spent.
#[both_backends]
#[tokio::test]
async fn a_bank_pays_for_slow_moves_and_the_game_is_lost_when_both_are_spent() {
    let h = Harness::new("bank").await;
    let g = h.game("brandubh", "1d+7d").await;
    assert_eq!(g.time.to_string(), "1d+7d");
    assert_eq!(bank(&g, Side::Attackers), 7 * DAY);
    // The first mover's deadline counts the move's day and the bank.
    assert_eq!(g.deadline, Some(T0.plus(8 * DAY)));

    // Alice takes three days: two come from her bank.
    h.advance(3 * DAY);
    let played = h.play_any(g.id).await;
    let after = &played.board.summary;
    assert_eq!(bank(after, Side::Attackers), 5 * DAY);
    assert_eq!(bank(after, Side::Defenders), 7 * DAY);
    assert_eq!(after.deadline, Some(T0.plus(3 * DAY + 8 * DAY)));
    // A fast move costs nothing.
    h.advance(HOUR);
    let played = h.play_any(g.id).await;
    assert_eq!(bank(&played.board.summary, Side::Defenders), 7 * DAY);
    let alice_due = T0.plus(3 * DAY + HOUR + DAY + 5 * DAY);
    assert_eq!(played.board.summary.deadline, Some(alice_due));
    h.events().await;

    // The reminder comes at 80% of the day and the bank together, the
    // last warning at 95%, then the loss.
    let budget = DAY + 5 * DAY;
    h.advance(budget * 80 / 100 - MIN);
    assert!(h.svc.sweep().await.unwrap().reminded.is_empty());
    h.advance(MIN);
    assert_eq!(h.svc.sweep().await.unwrap().reminded, vec![g.id]);
    h.advance(budget * 15 / 100);
    assert_eq!(h.svc.sweep().await.unwrap().reminded, vec![g.id]);
    let percents: Vec<u32> = h
        .events()
        .await
        .iter()
        .filter_map(|e| match e {
            Event::Reminder {
                percent, due_at, ..
            } => {
                assert_eq!(*due_at, alice_due);
                Some(*percent)
            }
            _ => None,
        })
        .collect();
    assert_eq!(percents, vec![80, 95]);
    h.advance(budget * 5 / 100 - MIN);
    assert!(h.svc.sweep().await.unwrap().timed_out.is_empty());
    h.advance(MIN);
    assert_eq!(h.svc.sweep().await.unwrap().timed_out, vec![g.id]);
    let over = h.svc.games().game(g.id).await.unwrap();
    assert_eq!(over.result.map(|r| r.reason), Some(Reason::Timeout));
    assert_eq!(over.result.map(|r| r.winner), Some(Winner::Defenders));
}

#[both_backends]
#[tokio::test]
async fn a_move_that_spends_the_whole_bank_keeps_none_and_the_next_clock_has_only_the_move_time() {
    let h = Harness::new("bank-spent").await;
    let g = h.game("brandubh", "2h+1h").await;
    h.advance(3 * HOUR - MIN);
    let played = h.play_any(g.id).await;
    assert_eq!(bank(&played.board.summary, Side::Attackers), MIN);
    h.play_any(g.id).await;
    // Alice has her two hours and one minute of bank.
    let now = h.svc.now();
    let summary = h.svc.games().game(g.id).await.unwrap();
    assert_eq!(summary.deadline, Some(now.plus(2 * HOUR + MIN)));
    // Banks survive a restart.
    let h = h.restart().await;
    let summary = h.svc.games().game(g.id).await.unwrap();
    assert_eq!(bank(&summary, Side::Attackers), MIN);
    assert_eq!(summary.time.to_string(), "2h+1h");
}

#[both_backends]
#[tokio::test]
async fn bad_banks_are_refused_and_change_nothing() {
    let h = Harness::new("bank-bad").await;
    for (time, expected) in [
        ("1d+5m", TimeControlError::BankTooShort("5m".into())),
        ("1d+61d", TimeControlError::BankTooLong("61d".into())),
        ("1d+x", TimeControlError::Malformed("1d+x".into())),
    ] {
        assert_eq!(time.parse::<TimeControl>(), Err(expected));
    }
    assert!(
        h.svc
            .games()
            .active_of(alice().id)
            .await
            .unwrap()
            .is_empty()
    );
}

/// docs/correspondence.md 2: while a player is away, the clocks of their
/// correspondence games stand still; a move ends the vacation early and
/// returns the days not begun.
#[both_backends]
#[tokio::test]
async fn a_vacation_freezes_two_games_and_a_move_ends_it() {
    let h = Harness::new("vacation").await;
    let one = h.game("brandubh", "3d").await;
    let two = h.game("brandubh", "3d").await;
    // A live game is not stopped.
    let live = h.game("brandubh", "1h").await;
    h.advance(DAY);
    let status = h
        .svc
        .games()
        .start_vacation(&alice(), Some(GUILD), 5)
        .await
        .unwrap();
    let until = T0.plus(6 * DAY);
    assert_eq!(status.current.map(|v| v.until), Some(until));
    assert_eq!((status.used, status.left, status.allowance), (5, 16, 21));
    for g in [one.id, two.id] {
        let game = h.svc.games().game(g).await.unwrap();
        // Two days were left; they start again when she is back.
        assert_eq!(game.deadline, Some(until.plus(2 * DAY)), "game {g}");
        assert_eq!(game.away_until(Side::Attackers, h.svc.now()), Some(until));
    }
    // Four days later nothing has run out but the live game.
    h.advance(4 * DAY);
    let report = h.svc.sweep().await.unwrap();
    assert_eq!(report.timed_out, Vec::<GameId>::new());
    assert_eq!(report.aborted, vec![live.id]);
    // She moves in game one: the vacation ends, four days begun are
    // charged, one returns; game two's clock runs again with two days.
    let played = h.play_any(one.id).await;
    let now = h.svc.now();
    assert_eq!(played.board.summary.away_until(Side::Attackers, now), None);
    let status = h
        .svc
        .games()
        .vacation_status(alice().id, Some(GUILD))
        .await
        .unwrap();
    assert_eq!(status.current, None);
    assert_eq!((status.used, status.left), (4, 17));
    let game = h.svc.games().game(two.id).await.unwrap();
    assert_eq!(game.deadline, Some(now.plus(2 * DAY)));
    assert_eq!(game.away_until(Side::Attackers, now), None);
    // ... and runs out two days later.
    h.advance(2 * DAY);
    assert_eq!(h.svc.sweep().await.unwrap().aborted, vec![two.id]);
}

#[both_backends]
#[tokio::test]
async fn a_vacation_runs_its_course_and_the_opponents_clock_never_stops() {
    let h = Harness::new("vacation-course").await;
    let g = h.game("brandubh", "2d").await;
    h.play_any(g.id).await;
    // Bob is to move; Alice goes away: Bob's clock runs on.
    h.svc
        .games()
        .start_vacation(&alice(), Some(GUILD), 3)
        .await
        .unwrap();
    let bob_due = h.svc.games().game(g.id).await.unwrap().deadline;
    assert_eq!(bob_due, Some(T0.plus(2 * DAY)));
    // Bob moves on day one: Alice's new clock starts stopped until her
    // vacation ends, then has its two days.
    h.advance(DAY);
    let played = h.play_any(g.id).await;
    assert_eq!(
        played.board.summary.deadline,
        Some(T0.plus(3 * DAY + 2 * DAY))
    );
    // After the vacation ran its course: it cost its three days.
    h.advance(3 * DAY);
    let status = h
        .svc
        .games()
        .vacation_status(alice().id, Some(GUILD))
        .await
        .unwrap();
    assert_eq!((status.current, status.used), (None, 3));
    h.advance(DAY - MIN);
    assert!(h.svc.sweep().await.unwrap().timed_out.is_empty());
    h.advance(MIN);
    assert_eq!(h.svc.sweep().await.unwrap().timed_out, vec![g.id]);
}

#[both_backends]
#[tokio::test]
async fn a_vacation_started_after_a_clock_ran_out_does_not_save_it() {
    let h = Harness::new("vacation-late").await;
    let g = h.game("brandubh", "1d").await;
    h.play_any(g.id).await;
    h.play_any(g.id).await;
    // Alice's day ran out an hour ago; no sweep has seen it yet.
    h.advance(DAY + HOUR);
    h.svc
        .games()
        .start_vacation(&alice(), Some(GUILD), 2)
        .await
        .unwrap();
    // The vacation's transaction settled the clock first: lost on time.
    let over = h.svc.games().game(g.id).await.unwrap();
    assert_eq!(over.result.map(|r| r.reason), Some(Reason::Timeout));
    assert_eq!(over.finished_at, Some(T0.plus(DAY + HOUR)));
}

#[both_backends]
#[tokio::test]
async fn vacations_are_refused_beyond_the_allowance_and_one_at_a_time() {
    let h = Harness::new("vacation-refused").await;
    let games = h.svc.games();
    assert!(matches!(
        games.start_vacation(&alice(), Some(GUILD), 22).await,
        Err(Error::VacationTooLong {
            asked: 22,
            left: 21
        })
    ));
    assert!(matches!(
        games.start_vacation(&alice(), Some(GUILD), 0).await,
        Err(Error::VacationTooShort)
    ));
    assert!(matches!(
        games.end_vacation(alice().id, Some(GUILD)).await,
        Err(Error::NotAway)
    ));
    games
        .start_vacation(&alice(), Some(GUILD), 20)
        .await
        .unwrap();
    assert!(matches!(
        games.start_vacation(&alice(), Some(GUILD), 1).await,
        Err(Error::AlreadyAway { .. })
    ));
    // Ended at once: one day is charged, nineteen return.
    let status = games.end_vacation(alice().id, Some(GUILD)).await.unwrap();
    assert_eq!(
        (status.returned, status.used, status.left),
        (Some(19), 1, 20)
    );
    // The allowance is a manager's; another server counts apart.
    assert!(matches!(
        games.set_vacation_allowance(GUILD, 5, false).await,
        Err(Error::NotServerManager)
    ));
    assert!(matches!(
        games.set_vacation_allowance(GUILD, 400, true).await,
        Err(Error::VacationAllowance { max: 366 })
    ));
    games.set_vacation_allowance(GUILD, 5, true).await.unwrap();
    assert!(matches!(
        games.start_vacation(&alice(), Some(GUILD), 5).await,
        Err(Error::VacationTooLong { asked: 5, left: 4 })
    ));
    let elsewhere = games
        .vacation_status(alice().id, Some(GUILD + 1))
        .await
        .unwrap();
    assert_eq!((elsewhere.used, elsewhere.left), (0, 21));
    // A new year, a new allowance.
    h.advance(365 * DAY);
    let status = games
        .vacation_status(alice().id, Some(GUILD))
        .await
        .unwrap();
    assert_eq!((status.used, status.left), (0, 5));
}

/// docs/correspondence.md 2: the automatic vacation begins instead of a
/// loss on time, while days remain; a move ends it.
#[both_backends]
#[tokio::test]
async fn an_automatic_vacation_replaces_a_loss_on_time() {
    let h = Harness::new("vacation-auto").await;
    let g = h.game("brandubh", "1d").await;
    h.play_any(g.id).await;
    let status = h
        .svc
        .games()
        .set_auto_vacation(&bob(), Some(GUILD), true)
        .await
        .unwrap();
    assert!(status.auto);
    h.svc
        .games()
        .set_vacation_allowance(GUILD, 3, true)
        .await
        .unwrap();
    h.events().await;
    h.advance(DAY);
    let report = h.svc.sweep().await.unwrap();
    assert!(report.timed_out.is_empty());
    let events = h.events().await;
    let started = events
        .iter()
        .find_map(|e| match e {
            Event::VacationStarted {
                player,
                until,
                days,
                game,
            } => Some((*player, *until, *days, game.id)),
            _ => None,
        })
        .expect("the automatic vacation is said");
    assert_eq!(started, (bob().id, T0.plus(4 * DAY), 3, g.id));
    // A day later Bob moves: the vacation ends, one day charged.
    h.advance(DAY - HOUR);
    h.play_any(g.id).await;
    let status = h
        .svc
        .games()
        .vacation_status(bob().id, Some(GUILD))
        .await
        .unwrap();
    assert_eq!((status.current, status.used, status.left), (None, 1, 2));
    // Next time, the two days left are used up and the game is lost.
    h.play_any(g.id).await;
    h.advance(DAY);
    h.svc.sweep().await.unwrap();
    h.advance(2 * DAY);
    assert_eq!(h.svc.sweep().await.unwrap().timed_out, vec![g.id]);
}

#[both_backends]
#[tokio::test]
async fn a_vacation_and_its_stopped_clocks_survive_a_restart() {
    let h = Harness::new("vacation-restart").await;
    let g = h.game("brandubh", "2d").await;
    h.svc
        .games()
        .start_vacation(&alice(), Some(GUILD), 4)
        .await
        .unwrap();
    let h = h.restart().await;
    h.advance(5 * DAY);
    assert!(h.svc.sweep().await.unwrap().aborted.is_empty());
    let game = h.svc.games().game(g.id).await.unwrap();
    assert_eq!(game.deadline, Some(T0.plus(6 * DAY)));
    h.advance(DAY);
    assert_eq!(h.svc.sweep().await.unwrap().aborted, vec![g.id]);
}

/// docs/correspondence.md 4: a line of conditional moves plays its
/// replies at once; a different move discards the rest.
#[both_backends]
#[tokio::test]
async fn a_conditional_line_plays_three_replies_and_is_used_up() {
    let h = Harness::new("premove").await;
    let g = h.game("brandubh", "3d").await;
    h.play_any(g.id).await;
    // Bob (defenders) to move; Alice enters a line of six moves.
    let line = quiet_line(&engine_game(&h, g.id).await, 6);
    let text: Vec<String> = line.iter().map(Move::to_string).collect();
    let stored = h
        .svc
        .games()
        .set_premoves(g.id.into(), alice().id, &text.join(" "))
        .await
        .unwrap();
    assert_eq!((stored.at_ply, stored.line.clone()), (1, text.clone()));
    // Hidden from the opponent.
    assert_eq!(
        h.svc.games().premoves(g.id.into(), bob().id).await.unwrap(),
        None
    );
    h.events().await;
    for (i, pair) in text.chunks(2).enumerate() {
        h.advance(HOUR);
        let played = h.play(g.id, &pair[0]).await;
        assert_eq!(played.replies.len(), 1, "reply {i}");
        let reply = &played.replies[0];
        assert!(reply.conditional);
        assert_eq!(reply.player, alice().id);
        assert_eq!(reply.notation.split('x').next(), Some(pair[1].as_str()));
        let board = &played.board.summary;
        assert_eq!(board.plies, 1 + 2 * (i as u32 + 1));
        assert_eq!(board.to_move, Side::Defenders);
        // Bob's clock starts again, Alice's reply took no time.
        assert_eq!(board.deadline, Some(h.svc.now().plus(3 * DAY)));
        let kinds = h.kinds().await;
        assert_eq!(kinds, vec!["move_played", "move_played"]);
    }
    // Used up.
    assert_eq!(
        h.svc
            .games()
            .premoves(g.id.into(), alice().id)
            .await
            .unwrap(),
        None
    );
    let played = h.play_any(g.id).await;
    assert!(played.replies.is_empty());
    // The stored game replays to the same position.
    let view = h.svc.games().load(g.id).await.unwrap();
    assert_eq!(view.moves.len(), 8);
    assert_eq!(
        view.board.game.position().to_string(),
        played.board.summary.position
    );
}

#[both_backends]
#[tokio::test]
async fn a_different_move_discards_the_line() {
    let h = Harness::new("premove-discard").await;
    let g = h.game("brandubh", "3d").await;
    h.play_any(g.id).await;
    let game = engine_game(&h, g.id).await;
    let line = quiet_line(&game, 4);
    let text: Vec<String> = line.iter().map(Move::to_string).collect();
    h.svc
        .games()
        .set_premoves(g.id.into(), alice().id, &text.join(" "))
        .await
        .unwrap();
    // Bob plays another move than the line expects.
    let other = game
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| m != line[0])
        .unwrap();
    let played = h.play(g.id, &other.to_string()).await;
    assert!(played.replies.is_empty());
    assert_eq!(played.board.summary.to_move, Side::Attackers);
    assert_eq!(
        h.svc
            .games()
            .premoves(g.id.into(), alice().id)
            .await
            .unwrap(),
        None
    );
    // And the one-statement move is used again.
    let played = h.play_any(g.id).await;
    assert!(played.replies.is_empty());
}

#[both_backends]
#[tokio::test]
async fn bad_lines_are_refused_with_the_move_named_and_change_nothing() {
    let h = Harness::new("premove-bad").await;
    let g = h.game("brandubh", "3d").await;
    let games = h.svc.games();
    // Alice is to move: lines are for the opponent's turn.
    assert!(matches!(
        games
            .set_premoves(g.id.into(), alice().id, "d2-b2 c4-c2")
            .await,
        Err(Error::PremoveOnYourTurn(_))
    ));
    h.play_any(g.id).await;
    let game = engine_game(&h, g.id).await;
    let theirs = quiet_move(&game).to_string();
    let refused = |line: String| async move {
        match games.set_premoves(g.id.into(), alice().id, &line).await {
            Err(Error::BadPremoveLine { error, .. }) => error,
            other => panic!("{line}: {other:?}"),
        }
    };
    assert_eq!(refused(String::new()).await, PremoveLineError::Empty);
    assert_eq!(refused(theirs.clone()).await, PremoveLineError::NoReply(1));
    assert!(matches!(
        refused(format!("{theirs} a1-a1")).await,
        PremoveLineError::Notation { index: 2, .. }
            | PremoveLineError::Illegal {
                index: 2,
                mine: true,
                ..
            }
    ));
    assert!(matches!(
        refused(format!("{theirs} {theirs}")).await,
        PremoveLineError::Illegal {
            index: 2,
            mine: true,
            ..
        }
    ));
    assert_eq!(games.premoves(g.id.into(), alice().id).await.unwrap(), None);
    assert!(matches!(
        games.clear_premoves(g.id.into(), alice().id).await,
        Err(Error::NoPremoves(_))
    ));
    // Not a player: refused.
    assert!(matches!(
        games.set_premoves(g.id.into(), carol().id, "a b").await,
        Err(Error::NotAPlayer(_))
    ));
}

#[both_backends]
#[tokio::test]
async fn a_line_cleared_or_left_when_the_game_ends() {
    let h = Harness::new("premove-clear").await;
    let g = h.game("brandubh", "3d").await;
    h.play_any(g.id).await;
    let line = quiet_line(&engine_game(&h, g.id).await, 2);
    let text = line
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    let games = h.svc.games();
    games
        .set_premoves(g.id.into(), alice().id, &text)
        .await
        .unwrap();
    assert!(
        games
            .premoves(g.id.into(), alice().id)
            .await
            .unwrap()
            .is_some()
    );
    games.clear_premoves(g.id.into(), alice().id).await.unwrap();
    assert_eq!(games.premoves(g.id.into(), alice().id).await.unwrap(), None);
    games
        .set_premoves(g.id.into(), alice().id, &text)
        .await
        .unwrap();
    // Bob resigns: the line goes with the game.
    games.resign(g.id, bob().id).await.unwrap();
    assert!(matches!(
        games.premoves(g.id.into(), alice().id).await,
        Err(Error::GameOver { .. })
    ));
    let store = h.dir.open().await.unwrap();
    let mut conn = store.read().await.unwrap();
    assert!(
        hnefi_store::premoves::of_game(&mut conn, g.id.0)
            .await
            .unwrap()
            .is_empty()
    );
    let row = hnefi_store::games::get(&mut conn, g.id.0)
        .await
        .unwrap()
        .unwrap();
    assert!(!row.premoves);
}

/// docs/correspondence.md 3: one digest a day, listing the games where it
/// is the player's move, on every server.
#[both_backends]
#[tokio::test]
async fn a_daily_digest_goes_out_once_a_day() {
    let h = Harness::new("digest").await;
    let a = h.game("brandubh", "3d").await;
    let b = h.game("brandubh", "3d").await;
    h.play_any(b.id).await;
    // Alice asks for a digest at 9:00 UTC (T0 is midnight).
    let settings = h
        .svc
        .notices()
        .set(&alice(), Some(TurnNotice::Daily), Some(true), Some(9))
        .await
        .unwrap();
    assert_eq!(
        (settings.turn, settings.warnings, settings.digest_hour),
        (TurnNotice::Daily, true, 9)
    );
    h.events().await;
    h.advance(9 * HOUR - MIN);
    assert_eq!(h.svc.sweep().await.unwrap().digests, 0);
    assert_eq!(h.svc.next_due().await.unwrap(), Some(T0.plus(9 * HOUR)));
    h.advance(MIN);
    assert_eq!(h.svc.sweep().await.unwrap().digests, 1);
    // Once, however often the sweep runs, and after a restart.
    assert_eq!(h.svc.sweep().await.unwrap().digests, 0);
    let h = h.restart().await;
    assert_eq!(h.svc.sweep().await.unwrap().digests, 0);
    let digests: Vec<Vec<GameId>> = h
        .events()
        .await
        .into_iter()
        .filter_map(|e| match e {
            Event::Digest { player, games, .. } => {
                assert_eq!(player, alice().id);
                Some(games.iter().map(|g| g.id).collect())
            }
            _ => None,
        })
        .collect();
    // Game b waits for Bob, not for her.
    assert_eq!(digests, vec![vec![a.id]]);
    // The next day, again.
    h.advance(DAY);
    assert_eq!(h.svc.sweep().await.unwrap().digests, 1);
}

#[both_backends]
#[tokio::test]
async fn closed_direct_messages_are_said_once_and_reopened_by_notify() {
    let h = Harness::new("dms-closed").await;
    let g = h.game("brandubh", "3d").await;
    let notices = h.svc.notices();
    notices
        .set(&bob(), Some(TurnNotice::EachMove), Some(true), None)
        .await
        .unwrap();
    h.events().await;
    assert!(notices.dms_closed(bob().id, Some(g.id)).await.unwrap());
    assert!(!notices.dms_closed(bob().id, Some(g.id)).await.unwrap());
    assert_eq!(h.kinds().await, vec!["dms_closed"]);
    let settings = notices.settings(bob().id).await.unwrap();
    assert!(settings.dms_closed && !settings.wants_turns() && !settings.wants_warnings());
    let settings = notices.set(&bob(), None, None, None).await.unwrap();
    assert!(!settings.dms_closed && settings.wants_turns());
}

/// docs/correspondence.md 4: a line entered while the awaited move is
/// being played is either met by it (the reply is played) or refused (the
/// move came first, and it is the player's own turn); never stored for a
/// move already made.
#[both_backends]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_line_racing_the_move_it_awaits_is_met_or_refused() {
    let h = Harness::new("premove-race").await;
    let (mut met, mut refused) = (0, 0);
    for _ in 0..12 {
        let g = h.game("brandubh", "3d").await;
        h.play_any(g.id).await;
        let line = quiet_line(&engine_game(&h, g.id).await, 2);
        let text = format!("{} {}", line[0], line[1]);
        let games = h.svc.games().clone();
        let set =
            tokio::spawn(async move { games.set_premoves(g.id.into(), alice().id, &text).await });
        let games = h.svc.games().clone();
        let awaited = line[0].to_string();
        let moved =
            tokio::spawn(
                async move { games.play(MoveRequest::new(g.id, bob().id, &awaited)).await },
            );
        let (set, moved) = (set.await.unwrap(), moved.await.unwrap().unwrap());
        match set {
            Ok(_) if moved.replies.len() == 1 => met += 1,
            Err(Error::PremoveOnYourTurn(_)) => {
                assert!(moved.replies.is_empty());
                refused += 1;
            }
            other => panic!("line {other:?}, replies {:?}", moved.replies),
        }
        assert_eq!(
            h.svc
                .games()
                .premoves(g.id.into(), alice().id)
                .await
                .unwrap(),
            None
        );
        let view = h.svc.games().load(g.id).await.unwrap();
        assert_eq!(view.board.summary.plies as usize, view.moves.len());
    }
    assert_eq!(met + refused, 12);
}

/// docs/correspondence.md 2: a tournament created with `vacation: false`
/// keeps its clocks running while a player is away; one created with
/// vacations (the default) stops them, and its time control may have a
/// bank.
#[both_backends]
#[tokio::test]
async fn a_tournament_decides_whether_vacations_stop_its_clocks() {
    let h = Harness::new("vacation-tournament").await;
    let mut games = Vec::new();
    for (name, vacation) in [("Strict", false), ("Relaxed", true)] {
        let mut req =
            TournamentRequest::new(alice(), place(), name, "brandubh", Format::RoundRobin);
        req.time = "2d+1d".parse().unwrap();
        req.vacation = vacation;
        let t = h.svc.tournaments().create(req, true).await.unwrap();
        assert_eq!(
            (t.vacation, t.time.to_string().as_str()),
            (vacation, "2d+1d")
        );
        for p in [alice(), bob()] {
            h.svc.tournaments().join(t.id, &p).await.unwrap();
        }
        h.svc
            .tournaments()
            .start(t.id, alice().id, false)
            .await
            .unwrap();
        let round = h.svc.tournaments().games(t.id).await.unwrap();
        let first = round.iter().find_map(|g| g.game).unwrap();
        games.push((vacation, h.svc.games().game(first).await.unwrap()));
    }
    h.events().await;
    for (_, g) in &games {
        let away = g.player_to_move().unwrap();
        let who = if away == alice().id { alice() } else { bob() };
        // Away for ten days (once each: the second start would be refused).
        if h.svc
            .games()
            .vacation_status(who.id, Some(GUILD))
            .await
            .unwrap()
            .current
            .is_none()
        {
            h.svc
                .games()
                .start_vacation(&who, Some(GUILD), 10)
                .await
                .unwrap();
        }
    }
    h.advance(3 * DAY);
    let report = h.svc.sweep().await.unwrap();
    for (vacation, g) in &games {
        let lost = report.timed_out.contains(&g.id);
        assert_eq!(
            lost, !vacation,
            "tournament with vacation {vacation}: game {}",
            g.id
        );
        let now = h.svc.games().game(g.id).await.unwrap();
        assert_eq!(now.vacation, *vacation);
        assert_eq!(now.banks.map(|b| b.of(Side::Attackers)), Some(DAY));
    }
}
