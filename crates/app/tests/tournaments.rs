//! Tournaments through the service (issue 7): a 6-player round-robin and
//! an 8-player Swiss played to the end with a recording notifier and a
//! fast-forwarded clock, each with a timeout, a withdrawal and a restart in
//! the middle; standings and tie-breaks checked against figures worked
//! out by hand. Plus a knockout, sign-up rules and refusals.

mod common;

use std::collections::{HashMap, HashSet};

use common::*;
use hnefi_app::*;
use hnefi_engine::Winner;

fn player(n: i64) -> Player {
    Player::new(PlayerId(2000 + n), format!("P{n}"))
}

fn number(p: PlayerId) -> i64 {
    p.0 - 2000
}

/// How a game should end, from its players (numbers): `Some(winner)`, or
/// `None` for a draw.
type Script = dyn Fn(i64, i64) -> Option<i64>;

/// What the driver did besides resignations and draws.
#[derive(Default)]
struct Drive {
    timed_out: Vec<GameId>,
    withdrew: Option<i64>,
    restarted: bool,
}

/// Plays a running tournament to its end: each round's games end as
/// `script` says (the loser resigns, or both agree a draw). In round
/// `timeout_round` one game whose player to move is the scripted loser
/// is left to run out of time; at the start of `withdraw.0` player
/// `withdraw.1` leaves; after round `restart_after` the service restarts
/// before its events are delivered.
async fn drive(
    mut h: Harness,
    t: TournamentId,
    script: &Script,
    timeout_round: u32,
    withdraw: (u32, i64),
    restart_after: u32,
) -> (Harness, Drive) {
    let mut done = Drive::default();
    for _ in 0..40 {
        h.events().await;
        let tournament = h.svc.tournaments().get(t).await.unwrap();
        if tournament.status != TournamentStatus::Running {
            return (h, done);
        }
        let round = tournament.round;
        if round == withdraw.0 && done.withdrew.is_none() {
            h.svc
                .tournaments()
                .leave(t, player(withdraw.1).id)
                .await
                .unwrap();
            done.withdrew = Some(withdraw.1);
            h.events().await;
        }
        let live: Vec<TournamentGame> = h
            .svc
            .tournaments()
            .games(t)
            .await
            .unwrap()
            .into_iter()
            .filter(|g| g.round == round && g.result.is_none())
            .collect();
        let mut slow = None;
        for g in live {
            let id = g.game.expect("a live game");
            let summary = h.svc.games().game(id).await.unwrap();
            if !summary.is_active() {
                continue;
            }
            let (a, d) = (number(summary.attacker), number(summary.defender));
            let winner = script(a, d);
            let to_move = number(summary.player(summary.to_move));
            if round == timeout_round && slow.is_none() && winner.is_some_and(|w| w != to_move) {
                slow = Some(id);
                continue;
            }
            match winner {
                Some(w) => {
                    let loser = if w == a { d } else { a };
                    h.svc.games().resign(id, player(loser).id).await.unwrap();
                }
                None => {
                    h.svc.games().offer_draw(id, player(a).id).await.unwrap();
                    h.svc.games().offer_draw(id, player(d).id).await.unwrap();
                }
            }
        }
        if let Some(id) = slow {
            h.advance(DAY + MIN);
            let report = h.svc.sweep().await.unwrap();
            assert_eq!(
                report.timed_out,
                vec![id],
                "a tournament game is lost on time"
            );
            done.timed_out.push(id);
        }
        if round == restart_after && !done.restarted {
            done.restarted = true;
            h = h.restart().await;
        }
    }
    panic!("the tournament did not end");
}

fn tournament_events(events: &[Event]) -> (Vec<u32>, Vec<Vec<Standing>>) {
    let mut rounds = Vec::new();
    let mut finals = Vec::new();
    for e in events {
        match e {
            Event::TournamentRound { round, .. } => rounds.push(*round),
            Event::TournamentFinished { standings, .. } => finals.push(standings.clone()),
            _ => {}
        }
    }
    (rounds, finals)
}

/// The 6-player round-robin's results, by pair (lower number first):
/// 1-2 each wins as attacker; 1-5 and 3-4 draw both; 2-4 each wins as
/// attacker; otherwise the lower number wins both. (Player 6 withdraws
/// after round 3 and loses the rest.)
fn round_robin_script(a: i64, d: i64) -> Option<i64> {
    let (lo, hi) = (a.min(d), a.max(d));
    match (lo, hi) {
        (1, 2) | (2, 4) => Some(a),
        (1, 5) | (3, 4) => None,
        _ => Some(lo),
    }
}

#[both_backends]
#[tokio::test]
async fn a_six_player_round_robin_runs_to_hand_computed_standings() {
    let h = Harness::new("round-robin").await;
    let mut req = TournamentRequest::new(
        player(1),
        place(),
        "Spring Cup",
        "brandubh",
        Format::RoundRobin,
    );
    req.time = "1d".parse().unwrap();
    let t = h.svc.tournaments().create(req, true).await.unwrap();
    for n in 1..=6 {
        h.svc.tournaments().join(t.id, &player(n)).await.unwrap();
    }
    let started = h
        .svc
        .tournaments()
        .start(t.id, player(1).id, false)
        .await
        .unwrap();
    assert_eq!(started.status, TournamentStatus::Running);
    assert_eq!(started.rounds, Some(5));
    let (h, done) = drive(h, t.id, &round_robin_script, 2, (4, 6), 2).await;
    assert_eq!(done.timed_out.len(), 1);
    assert!(done.restarted);

    let games = h.svc.tournaments().games(t.id).await.unwrap();
    // Every two players met twice, once on each side.
    let mut sides: HashSet<(i64, i64)> = HashSet::new();
    for g in &games {
        let d = g.defender.expect("no byes with six");
        assert!(sides.insert((number(g.attacker), number(d))), "{g:?} twice");
    }
    assert_eq!(sides.len(), 30);
    // Player 6's round-5 games were forfeited, not played.
    let forfeits: Vec<&TournamentGame> = games.iter().filter(|g| g.forfeit).collect();
    assert_eq!(forfeits.len(), 2);
    assert!(forfeits.iter().all(|g| g.round == 5 && g.game.is_none()));

    // By hand (points; Sonneborn-Berger = beaten opponents' points plus
    // half of drawn ones'):
    // P1 8 (1+2+2+1+2), SB 8+10+12+3 = 33;  P2 8 (1+2+1+2+2), SB 8+10+6+6 = 30;
    // P4 6, SB 8+5+6 = 19;  P3 5, SB 6+6 = 12;  P5 3, SB 8;  P6 0.
    let (t_after, table) = h.svc.tournaments().standings(t.id).await.unwrap();
    assert_eq!(t_after.status, TournamentStatus::Finished);
    assert_eq!(t_after.winner, Some(player(1).id));
    let got: Vec<(u32, i64, String, String)> = table
        .iter()
        .map(|s| {
            (
                s.rank,
                number(s.player),
                s.points_text(),
                s.sonneborn_berger_text(),
            )
        })
        .collect();
    let want: Vec<(u32, i64, String, String)> = [
        (1, 1, "8", "33"),
        (2, 2, "8", "30"),
        (3, 4, "6", "19"),
        (4, 3, "5", "12"),
        (5, 5, "3", "8"),
        (6, 6, "0", "0"),
    ]
    .into_iter()
    .map(|(r, p, pts, sb)| (r, p, pts.to_string(), sb.to_string()))
    .collect();
    assert_eq!(got, want);
    assert!(
        table
            .iter()
            .find(|s| number(s.player) == 6)
            .unwrap()
            .withdrawn
    );
    // The crosstable: rows in standings order with names; each row's
    // results add up to its points, and each pair's results mirror.
    let cross = h.svc.tournaments().crosstable(t.id).await.unwrap();
    let value = |r: &str| -> f64 {
        r.split_whitespace()
            .map(|x| match x {
                "1" | "+" => 1.0,
                "½" => 0.5,
                _ => 0.0,
            })
            .sum()
    };
    let games = |r: &str| r.split_whitespace().count();
    for (i, row) in cross.rows.iter().enumerate() {
        assert_eq!((row.player, row.rank), (table[i].player, table[i].rank));
        assert_eq!(row.name, format!("P{}", number(row.player)));
        let sum: f64 = row.results.iter().flatten().map(|r| value(r)).sum();
        assert_eq!(format!("{sum}"), row.points, "{row:?}");
        assert_eq!(row.results[i], None);
        for (j, other) in cross.rows.iter().enumerate() {
            if i != j {
                let (mine, theirs) = (
                    row.results[j].as_deref().unwrap(),
                    other.results[i].as_deref().unwrap(),
                );
                assert_eq!(games(mine), games(theirs));
                assert_eq!(
                    value(mine) + value(theirs),
                    games(mine) as f64,
                    "{mine} v {theirs}"
                );
            }
        }
    }

    // Each round was announced once and the end once, across the restart.
    let events = h.svc.events_since(EventId(0)).await.unwrap();
    let (rounds, finals) = tournament_events(&events);
    assert_eq!(rounds, vec![1, 2, 3, 4, 5]);
    assert_eq!(finals.len(), 1);
    assert_eq!(finals[0], table);
    // Tournament games are rated.
    let card = h
        .svc
        .ratings()
        .of(Some(GUILD), "brandubh", player(1).id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(card.games(), 10);
}

/// Swiss: the lower number always wins.
fn swiss_script(a: i64, d: i64) -> Option<i64> {
    Some(a.min(d))
}

#[both_backends]
#[tokio::test]
async fn an_eight_player_swiss_runs_to_hand_checked_standings() {
    let h = Harness::new("swiss").await;
    let mut req = TournamentRequest::new(player(1), place(), "Open", "brandubh", Format::Swiss);
    req.rounds = Some(4);
    req.time = "1d".parse().unwrap();
    let t = h.svc.tournaments().create(req, true).await.unwrap();
    for n in 1..=8 {
        h.svc.tournaments().join(t.id, &player(n)).await.unwrap();
    }
    h.svc
        .tournaments()
        .start(t.id, player(1).id, false)
        .await
        .unwrap();
    // Player 8 withdraws once round 3 is paired (resigning that game):
    // seven play round 4, one with the bye.
    let (h, done) = drive(h, t.id, &swiss_script, 2, (3, 8), 2).await;
    assert_eq!(done.timed_out.len(), 1);

    let games = h.svc.tournaments().games(t.id).await.unwrap();
    let mut met: HashSet<(i64, i64)> = HashSet::new();
    let mut attacks: HashMap<i64, i64> = HashMap::new();
    let mut byes: HashMap<i64, u32> = HashMap::new();
    for g in &games {
        match g.defender {
            None => *byes.entry(number(g.attacker)).or_default() += 1,
            Some(d) => {
                let (a, d) = (number(g.attacker), number(d));
                assert!(met.insert((a.min(d), a.max(d))), "{a} and {d} met twice");
                if !g.forfeit {
                    *attacks.entry(a).or_default() += 1;
                    *attacks.entry(d).or_default() -= 1;
                }
            }
        }
    }
    assert!(attacks.values().all(|b| b.abs() <= 1), "{attacks:?}");
    assert!(byes.values().all(|&b| b == 1), "{byes:?}");
    assert_eq!(byes.len(), 1, "round 4 had seven players");
    assert!(!byes.contains_key(&8));

    // Independent tie-breaks from the recorded games: points (bye = win),
    // Buchholz = opponents' points, Sonneborn-Berger = beaten opponents'.
    let mut points: HashMap<i64, f64> = (1..=8).map(|n| (n, 0.0)).collect();
    let result = |g: &TournamentGame| -> Option<i64> {
        let d = g.defender?;
        match g.result? {
            Winner::Attackers => Some(number(g.attacker)),
            Winner::Defenders => Some(number(d)),
            Winner::Draw => None,
        }
    };
    for g in &games {
        match g.defender {
            None => *points.get_mut(&number(g.attacker)).unwrap() += 1.0,
            Some(_) => {
                if let Some(w) = result(g) {
                    *points.get_mut(&w).unwrap() += 1.0;
                }
            }
        }
    }
    let mut buchholz: HashMap<i64, f64> = HashMap::new();
    let mut sb: HashMap<i64, f64> = HashMap::new();
    for g in games.iter().filter(|g| g.defender.is_some()) {
        let (a, d) = (number(g.attacker), number(g.defender.unwrap()));
        *buchholz.entry(a).or_default() += points[&d];
        *buchholz.entry(d).or_default() += points[&a];
        let w = result(g).unwrap();
        let l = if w == a { d } else { a };
        *sb.entry(w).or_default() += points[&l];
    }
    let (t_after, table) = h.svc.tournaments().standings(t.id).await.unwrap();
    assert_eq!(t_after.status, TournamentStatus::Finished);
    for s in &table {
        let n = number(s.player);
        assert_eq!(f64::from(s.points) / 2.0, points[&n], "points of P{n}");
        assert_eq!(
            f64::from(s.buchholz) / 2.0,
            buchholz.get(&n).copied().unwrap_or(0.0),
            "Buchholz of P{n}"
        );
        assert_eq!(
            f64::from(s.sonneborn_berger) / 4.0,
            sb.get(&n).copied().unwrap_or(0.0),
            "Sonneborn-Berger of P{n}"
        );
    }
    // Sorted by points, then Buchholz, then Sonneborn-Berger.
    for w in table.windows(2) {
        let key = |s: &Standing| (s.points, s.buchholz, s.sonneborn_berger);
        assert!(key(&w[0]) >= key(&w[1]), "{table:?}");
    }
    // By hand, from the pairings (R1 1-5 6-2 3-7 8-4; R2 2-1 4-3 5-6 7-8;
    // R3 1-3 5-2 4-7 8-6, P8 resigning on withdrawal; R4 6-1 2-4 3-5, P7
    // the bye; in R4 P1 (attacked once more) can meet neither P4 nor P5,
    // who also did, so meets P6): points, Buchholz, Sonneborn-Berger.
    let got: Vec<(u32, i64, String, String, String)> = table
        .iter()
        .map(|s| {
            (
                s.rank,
                number(s.player),
                s.points_text(),
                s.buchholz_text(),
                s.sonneborn_berger_text(),
            )
        })
        .collect();
    let want: Vec<(u32, i64, String, String, String)> = [
        (1, 1, "4", "8", "8"),
        (2, 3, "3", "9", "5"),
        (3, 2, "3", "8", "4"),
        (4, 4, "2", "8", "2"),
        (5, 7, "2", "5", "0"),
        (6, 5, "1", "11", "1"),
        (7, 6, "1", "8", "0"),
        (8, 8, "0", "5", "0"),
    ]
    .into_iter()
    .map(|(r, p, a, b, c)| (r, p, a.to_string(), b.to_string(), c.to_string()))
    .collect();
    assert_eq!(got, want);
    // P1 wins every game (4 of 4), so wins the tournament alone; P8 won
    // nothing before withdrawing.
    assert_eq!(table[0].player, player(1).id);
    assert_eq!(table[0].points_text(), "4");
    assert_eq!(table[1].rank, 2);
    assert_eq!(t_after.winner, Some(player(1).id));
    let p8 = table.iter().find(|s| number(s.player) == 8).unwrap();
    assert!(p8.withdrawn);
    assert_eq!(p8.points_text(), "0");
    let events = h.svc.events_since(EventId(0)).await.unwrap();
    let (rounds, finals) = tournament_events(&events);
    assert_eq!(rounds, vec![1, 2, 3, 4]);
    assert_eq!(finals.len(), 1);
}

#[both_backends]
#[tokio::test]
async fn a_knockout_breaks_a_split_match_by_the_faster_win() {
    let h = Harness::new("knockout").await;
    let req = TournamentRequest::new(player(1), place(), "Cup", "brandubh", Format::Knockout);
    let t = h.svc.tournaments().create(req, true).await.unwrap();
    for n in 1..=3 {
        h.svc.tournaments().join(t.id, &player(n)).await.unwrap();
    }
    let t = h
        .svc
        .tournaments()
        .start(t.id, player(1).id, false)
        .await
        .unwrap();
    assert_eq!(t.rounds, Some(2));
    h.events().await;
    // Seeds by join order (all 1500): P1 has the bye, P2 meets P3.
    let round1 = h.svc.tournaments().games(t.id).await.unwrap();
    assert_eq!(round1.iter().filter(|g| g.is_bye()).count(), 1);
    assert_eq!(
        round1.iter().find(|g| g.is_bye()).unwrap().attacker,
        player(1).id
    );
    let legs: Vec<&TournamentGame> = round1.iter().filter(|g| !g.is_bye()).collect();
    assert_eq!(legs.len(), 2);
    // Each wins as defender; P3's win comes after two moves, P2's at once.
    for g in &legs {
        let id = g.game.unwrap();
        if g.defender == Some(player(3).id) {
            h.play_any(id).await;
            h.play_any(id).await;
        }
        h.svc.games().resign(id, g.attacker).await.unwrap();
    }
    h.events().await;
    let games = h.svc.tournaments().games(t.id).await.unwrap();
    let final_legs: Vec<&TournamentGame> = games.iter().filter(|g| g.round == 2).collect();
    assert_eq!(final_legs.len(), 2);
    assert!(
        final_legs
            .iter()
            .all(|g| g.attacker == player(2).id || g.defender == Some(player(2).id)),
        "P2 won faster and meets P1: {final_legs:?}"
    );
    // P1 wins the final 2-0.
    for g in &final_legs {
        let loser = if g.attacker == player(1).id {
            g.defender.unwrap()
        } else {
            g.attacker
        };
        h.svc.games().resign(g.game.unwrap(), loser).await.unwrap();
    }
    h.events().await;
    let (t, table) = h.svc.tournaments().standings(t.id).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Finished);
    assert_eq!(t.winner, Some(player(1).id));
    assert_eq!(
        table.iter().map(|s| number(s.player)).collect::<Vec<_>>(),
        vec![1, 2, 3]
    );
}

#[both_backends]
#[tokio::test]
async fn sign_up_rules_and_refusals_change_nothing() {
    let h = Harness::new("tournament-rules").await;
    let req = TournamentRequest::new(alice(), place(), "Cup", "brandubh", Format::Swiss);
    assert!(matches!(
        h.svc.tournaments().create(req.clone(), false).await,
        Err(Error::NotOrganizer)
    ));
    let mut bad = req.clone();
    bad.rounds = Some(99);
    assert!(matches!(
        h.svc.tournaments().create(bad, true).await,
        Err(Error::BadTournament(_))
    ));
    let mut bad = TournamentRequest::new(alice(), place(), "RR", "brandubh", Format::RoundRobin);
    bad.rounds = Some(3);
    assert!(matches!(
        h.svc.tournaments().create(bad, true).await,
        Err(Error::BadTournament(_))
    ));
    let mut bad = req.clone();
    bad.variant = "chess".into();
    assert!(h.svc.tournaments().create(bad, true).await.is_err());

    let mut req = req;
    req.max_players = Some(2);
    let t = h.svc.tournaments().create(req, true).await.unwrap();
    h.svc.tournaments().join(t.id, &alice()).await.unwrap();
    assert!(matches!(
        h.svc.tournaments().join(t.id, &alice()).await,
        Err(Error::AlreadyJoined(_))
    ));
    assert!(matches!(
        h.svc.tournaments().start(t.id, alice().id, true).await,
        Err(Error::TooFewPlayers(_))
    ));
    h.svc.tournaments().join(t.id, &bob()).await.unwrap();
    assert!(matches!(
        h.svc.tournaments().join(t.id, &carol()).await,
        Err(Error::TournamentFull(_))
    ));
    h.svc.tournaments().leave(t.id, bob().id).await.unwrap();
    h.svc.tournaments().join(t.id, &carol()).await.unwrap();
    // Neither creator nor organiser.
    assert!(matches!(
        h.svc.tournaments().start(t.id, carol().id, false).await,
        Err(Error::NotOrganizer)
    ));
    let t = h
        .svc
        .tournaments()
        .start(t.id, alice().id, false)
        .await
        .unwrap();
    assert_eq!(t.rounds, Some(1), "Swiss rounds capped at players - 1");
    assert!(matches!(
        h.svc.tournaments().join(t.id, &bob()).await,
        Err(Error::TournamentClosed { .. })
    ));
    // Tournament games cannot be aborted.
    let game = h.svc.tournaments().games(t.id).await.unwrap()[0]
        .game
        .unwrap();
    assert!(matches!(
        h.svc.games().abort(game, alice().id).await,
        Err(Error::TournamentGameAbort(_))
    ));
    // Cancel stops everything: the game is aborted, nothing is recorded.
    let t = h
        .svc
        .tournaments()
        .cancel(t.id, alice().id, false)
        .await
        .unwrap();
    assert_eq!(t.status, TournamentStatus::Cancelled);
    assert_eq!(
        h.svc.games().game(game).await.unwrap().status,
        GameStatus::Aborted
    );
    h.events().await;
    assert!(
        h.svc.tournaments().games(t.id).await.unwrap()[0]
            .result
            .is_none()
    );
    assert!(
        h.svc
            .tournaments()
            .cancel(t.id, alice().id, true)
            .await
            .is_err()
    );
}

#[both_backends]
#[tokio::test]
async fn the_sign_up_deadline_starts_or_cancels_by_itself() {
    let h = Harness::new("tournament-deadline").await;
    let mut req = TournamentRequest::new(alice(), place(), "Blitz", "brandubh", Format::Knockout);
    req.signup = Some(HOUR);
    let full = h.svc.tournaments().create(req.clone(), true).await.unwrap();
    let empty = h.svc.tournaments().create(req, true).await.unwrap();
    h.svc.tournaments().join(full.id, &alice()).await.unwrap();
    h.svc.tournaments().join(full.id, &bob()).await.unwrap();
    h.svc.tournaments().join(empty.id, &carol()).await.unwrap();
    assert_eq!(h.svc.next_due().await.unwrap(), Some(T0.plus(HOUR)));
    h.advance(HOUR);
    let report = h.svc.sweep().await.unwrap();
    assert_eq!(
        (report.tournaments_started, report.tournaments_cancelled),
        (1, 1)
    );
    assert!(matches!(
        h.svc.tournaments().join(full.id, &carol()).await,
        Err(Error::TournamentClosed { .. })
    ));
    let kinds = h.kinds().await;
    assert!(kinds.contains(&"tournament_round"), "{kinds:?}");
    assert!(kinds.contains(&"tournament_cancelled"), "{kinds:?}");
    assert_eq!(
        h.svc.tournaments().get(full.id).await.unwrap().status,
        TournamentStatus::Running
    );
    assert_eq!(
        h.svc.tournaments().get(empty.id).await.unwrap().status,
        TournamentStatus::Cancelled
    );
}

/// Delivery is at least once: two service instances on one database (a
/// crash's repeat, or a second process by mistake) both hand the same
/// finished game to their `tournaments` consumer; the round advances once.
#[both_backends]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_delivery_advances_the_round_once() {
    let h = Harness::new("tournament-twice").await;
    let mut req = TournamentRequest::new(player(1), place(), "Twice", "brandubh", Format::Swiss);
    req.rounds = Some(2);
    let t = h.svc.tournaments().create(req, true).await.unwrap();
    for n in 1..=4 {
        h.svc.tournaments().join(t.id, &player(n)).await.unwrap();
    }
    h.svc
        .tournaments()
        .start(t.id, player(1).id, false)
        .await
        .unwrap();
    h.events().await;
    let other = Harness::open(h.dir.clone(), h.clock.clone(), 9).await;
    for g in h.svc.tournaments().games(t.id).await.unwrap() {
        h.svc
            .games()
            .resign(g.game.unwrap(), g.defender.unwrap())
            .await
            .unwrap();
    }
    let (a, b) = tokio::join!(h.svc.deliver_pending(), other.svc.deliver_pending());
    a.unwrap();
    b.unwrap();
    h.events().await;
    other.events().await;
    let events = h.svc.events_since(EventId(0)).await.unwrap();
    let (rounds, _) = tournament_events(&events);
    assert_eq!(rounds, vec![1, 2]);
    let games = h.svc.tournaments().games(t.id).await.unwrap();
    assert_eq!(games.iter().filter(|g| g.round == 2).count(), 2);
    assert_eq!(h.svc.tournaments().get(t.id).await.unwrap().round, 2);
}
