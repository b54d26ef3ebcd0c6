//! Several processes sharing the background work on one PostgreSQL
//! database (docs/cli.md, several processes): each due clock fires once
//! whoever races for it, each event reaches a consumer once, and the work
//! of a process that stopped while holding leases is taken over when they
//! expire. Each `App` here stands for one process: they share nothing but
//! the database (and, for the test's convenience, the manual clock).
//! PostgreSQL only; on SQLite one process does everything.

#[allow(unused_imports)] // the attribute for both backends: not needed here
mod common;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::*;
use hnefi_app::*;
use hnefi_store::Backend;
use hnefi_store::testing::{self, TestDb};

const LEASE: Duration = Duration::from_millis(600);

struct Process {
    app: App,
    notes: Arc<RecordingNotifier>,
}

async fn process(db: &TestDb, clock: &Arc<ManualClock>, seed: u64) -> Process {
    let notes = Arc::new(RecordingNotifier::new());
    let app = App::builder(db.open().await.unwrap())
        .clock(clock.clone())
        .seed(seed)
        .lease_ttl(LEASE)
        .notifier("discord", notes.clone(), StartAt::Beginning)
        .build()
        .await
        .unwrap();
    Process { app, notes }
}

/// `count` games of an hour a move, each between two new players.
async fn timed_games(app: &App, count: i64) -> Vec<GameId> {
    let mut games = Vec::new();
    for i in 0..count {
        let author = Player::new(PlayerId(5_000 + i), format!("A{i}"));
        let opponent = Player::new(PlayerId(6_000 + i), format!("B{i}"));
        let mut req = ChallengeRequest::new(author, place(), "brandubh");
        req.opponent = Some(opponent.clone());
        req.side = SideChoice::Attackers;
        req.time = "1h".parse().unwrap();
        let challenge = app.challenges().create(req).await.unwrap();
        let game = app
            .challenges()
            .accept(challenge.id, &opponent)
            .await
            .unwrap();
        games.push(game.id);
    }
    games
}

/// Every event of `kind` the processes' notifiers received, by id.
fn received(processes: &[&Process], kind: &str) -> Vec<(EventId, Option<GameId>)> {
    processes
        .iter()
        .flat_map(|p| p.notes.deliveries())
        .filter(|d| d.event.kind() == kind)
        .map(|d| (d.id, d.event.game().map(|g| g.id)))
        .collect()
}

async fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "waited 30 s for {what}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Each game appears exactly once among `seen`, and nothing else does.
fn once_each(seen: &[(EventId, Option<GameId>)], games: &[GameId], what: &str) {
    let mut per_game: HashMap<GameId, usize> = HashMap::new();
    for (_, game) in seen {
        *per_game.entry(game.expect("a game's event")).or_default() += 1;
    }
    for game in games {
        assert_eq!(per_game.get(game), Some(&1), "{what} of game {}", game.0);
    }
    assert_eq!(per_game.len(), games.len(), "{what}: no other game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_processes_fire_every_due_clock_once_and_deliver_every_event_once() {
    testing::run(Backend::Postgres, async {
        let db = TestDb::on(Backend::Postgres, "lease-race").await;
        let clock = Arc::new(ManualClock::new(T0));
        let processes = [
            process(&db, &clock, 1).await,
            process(&db, &clock, 2).await,
            process(&db, &clock, 3).await,
        ];
        let games = timed_games(&processes[0].app, 60).await;
        let all: Vec<&Process> = processes.iter().collect();
        let started: Vec<Background> = processes.iter().map(|p| p.app.start()).collect();
        wait_for("the game starts delivered", || {
            received(&all, "game_started").len() >= games.len()
        })
        .await;

        // Every reminder falls due at once; the three deadline loops race.
        clock.advance(50 * MIN);
        for p in &processes {
            p.app.wake_clock();
        }
        wait_for("60 reminders", || {
            received(&all, "reminder").len() >= games.len()
        })
        .await;
        // Then every game is lost on time.
        clock.advance(11 * MIN);
        for p in &processes {
            p.app.wake_clock();
        }
        wait_for("60 results", || {
            received(&all, "game_finished").len() >= games.len()
        })
        .await;
        // Let any double that was going to happen happen.
        tokio::time::sleep(LEASE * 2).await;
        for background in started {
            background.shutdown().await;
        }

        once_each(&received(&all, "game_started"), &games, "start delivered");
        once_each(&received(&all, "reminder"), &games, "reminder delivered");
        once_each(&received(&all, "game_finished"), &games, "result delivered");
        // And once in the outbox: no clock fired twice.
        let log = processes[0].app.events_since(EventId(0)).await.unwrap();
        let written = |kind: &str| -> Vec<(EventId, Option<GameId>)> {
            log.iter()
                .filter(|e| e.kind() == kind)
                .map(|e| (EventId(0), e.game().map(|g| g.id)))
                .collect()
        };
        once_each(&written("reminder"), &games, "reminder written");
        once_each(&written("game_finished"), &games, "result written");
        for game in &games {
            let result = processes[1].app.games().game(*game).await.unwrap().result;
            assert!(result.is_some(), "game {} is over", game.0);
        }
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_process_s_work_is_taken_over_when_its_leases_expire() {
    testing::run(Backend::Postgres, async {
        let db = TestDb::on(Backend::Postgres, "lease-takeover").await;
        let clock = Arc::new(ManualClock::new(T0));
        let first = process(&db, &clock, 1).await;
        let second = process(&db, &clock, 2).await;
        let first_running = first.app.start();
        let before = timed_games(&first.app, 3).await;
        wait_for("the first process delivers", || {
            received(&[&first], "game_started").len() == before.len()
        })
        .await;

        // The second process runs beside the first for several lifetimes of
        // a lease: the first holds the consumer and delivers everything.
        let second_running = second.app.start();
        let alongside = timed_games(&second.app, 3).await;
        wait_for("the first process delivers the second's events", || {
            received(&[&first], "game_started").len() == before.len() + alongside.len()
        })
        .await;
        tokio::time::sleep(LEASE * 3).await;
        assert!(second.notes.deliveries().is_empty(), "one holder at a time");

        // The first process stops dead, holding the lease, with work due:
        // reminders for the games so far, and new games.
        first_running.abort();
        let stopped_at = Instant::now();
        clock.advance(50 * MIN);
        second.app.wake_clock();
        let after = timed_games(&second.app, 3).await;
        let reminded: Vec<GameId> = [&before[..], &alongside[..]].concat();
        let every_game: Vec<GameId> = [&reminded[..], &after[..]].concat();
        wait_for("the second process takes over", || {
            received(&[&second], "reminder").len() == reminded.len()
                && received(&[&second], "game_started").len() >= after.len()
        })
        .await;
        let took = stopped_at.elapsed();
        second_running.shutdown().await;

        once_each(
            &received(&[&first, &second], "reminder"),
            &reminded,
            "reminder",
        );
        // What the first had accepted is not delivered again unless its
        // place was not stored yet; nothing is lost.
        let started: Vec<_> = received(&[&first, &second], "game_started");
        let distinct: std::collections::HashSet<_> = started.iter().map(|(id, _)| *id).collect();
        assert_eq!(distinct.len(), every_game.len(), "every start delivered");
        assert!(
            took < LEASE * 10,
            "taken over in {took:?}, the lease lasting {LEASE:?}"
        );
    })
    .await;
}

/// A running process tells the others of its commits just after them
/// (docs/cli.md, several processes: the wake-ups of a moment go out
/// together from one task, not inside the writing transaction): another
/// process's listener hears, soon after a move, that events were written
/// and when the next clock needs looking at.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_process_wakes_the_others_after_its_move() {
    use hnefi_store::wakeups::Wake;
    testing::run(Backend::Postgres, async {
        let db = TestDb::on(Backend::Postgres, "wake-ups").await;
        let clock = Arc::new(ManualClock::new(T0));
        let p = process(&db, &clock, 1).await;
        let game = timed_games(&p.app, 1).await[0];
        let background = p.app.start();
        let other = db.open().await.unwrap();
        let mut listener = other.listen().await.unwrap().expect("PostgreSQL listens");

        let view = p.app.games().load(game).await.unwrap();
        let mv = view.board.game.legal_moves()[0].to_string();
        let played = p
            .app
            .games()
            .play(MoveRequest::new(game, PlayerId(5_000), &mv))
            .await
            .unwrap();
        let due = played.board.summary.deadline.expect("a timed game");

        let (mut events, mut clock_at) = (false, None);
        let started = Instant::now();
        while !(events && clock_at.is_some()) {
            let left = Duration::from_secs(2).saturating_sub(started.elapsed());
            match tokio::time::timeout(left, listener.next("another-process")).await {
                Ok(Ok(Wake::Events)) => events = true,
                Ok(Ok(Wake::Clock { at })) => clock_at = Some(at),
                Ok(other) => panic!("unexpected: {other:?}"),
                Err(_) => panic!("heard within 2 s: events {events}, clock {clock_at:?}"),
            }
        }
        // The clock to look at is the move's reminder, before its deadline.
        let at = clock_at.unwrap();
        assert!(
            T0.millis() < at && at < due.millis(),
            "{at} for a deadline at {due:?}"
        );
        background.shutdown().await;
        p.app.close().await;
        // The listener holds one of the pool's connections: closing waits
        // for it.
        drop(listener);
        other.close().await;
    })
    .await;
}
