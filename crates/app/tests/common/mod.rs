//! Shared test set-up: a fresh database file per test in a temp dir, a
//! manual clock, a recording notifier, players and helpers.
#![allow(dead_code)]

use std::sync::Arc;
use std::time::Duration;

use hnefi_app::*;
use hnefi_engine::{Game, Move, variant};

/// 2025-01-01 00:00:00 UTC.
pub const T0: Timestamp = Timestamp(1_735_689_600_000);
pub const GUILD: i64 = 100;
pub const CHANNEL: i64 = 200;

pub const MIN: Duration = Duration::from_secs(60);
pub const HOUR: Duration = Duration::from_secs(3600);
pub const DAY: Duration = Duration::from_secs(86_400);

/// A fresh database per test, on the backend the test runs on
/// (`#[both_backends]`).
pub use hnefi_store::testing::{TestDb, both_backends};

/// A service over a fresh database, with a manual clock at [`T0`] and a
/// recording notifier named `test`.
pub struct Harness {
    pub svc: App,
    pub clock: Arc<ManualClock>,
    pub notes: Arc<RecordingNotifier>,
    pub dir: Arc<TestDb>,
}

impl Harness {
    pub async fn new(name: &str) -> Harness {
        Harness::with_seed(name, 7).await
    }

    pub async fn with_seed(name: &str, seed: u64) -> Harness {
        let dir = Arc::new(TestDb::new(name).await);
        let clock = Arc::new(ManualClock::new(T0));
        Harness::open(dir, clock, seed).await
    }

    pub async fn open(dir: Arc<TestDb>, clock: Arc<ManualClock>, seed: u64) -> Harness {
        let store = dir.open().await.expect("store opens");
        let notes = Arc::new(RecordingNotifier::new());
        let svc = App::builder(store)
            .clock(clock.clone())
            .seed(seed)
            // Reviews in seconds, not a minute (docs/learning.md 1).
            .review_time(Duration::from_millis(20))
            .notifier("test", notes.clone(), StartAt::Beginning)
            .build()
            .await
            .expect("service builds");
        Harness {
            svc,
            clock,
            notes,
            dir,
        }
    }

    /// Closes this service and opens a new one on the same file and clock
    /// (a restart of the bot).
    pub async fn restart(self) -> Harness {
        let Harness {
            svc, clock, dir, ..
        } = self;
        svc.close().await;
        drop(svc);
        Harness::open(dir, clock, 8).await
    }

    /// Delivers pending events and returns them (taking them from the
    /// recorder).
    pub async fn events(&self) -> Vec<Event> {
        self.svc.deliver_pending().await.expect("delivery");
        self.notes.take()
    }

    /// Delivers pending events and returns their kinds.
    pub async fn kinds(&self) -> Vec<&'static str> {
        self.events().await.iter().map(Event::kind).collect()
    }

    pub fn advance(&self, d: Duration) {
        self.clock.advance(d);
    }

    /// Alice challenges Bob (Alice attacks), Bob accepts; events taken.
    pub async fn game(&self, variant: &str, time: &str) -> GameSummary {
        let game = self.game_with(variant, time, None).await;
        self.events().await;
        game
    }

    pub async fn game_with(
        &self,
        variant: &str,
        time: &str,
        position: Option<&str>,
    ) -> GameSummary {
        let mut req = ChallengeRequest::new(alice(), place(), variant);
        req.opponent = Some(bob());
        req.side = SideChoice::Attackers;
        req.time = time.parse().expect("time");
        req.position = position.map(str::to_string);
        let challenge = self.svc.challenges().create(req).await.expect("challenge");
        self.svc
            .challenges()
            .accept(challenge.id, &bob())
            .await
            .expect("accept")
    }

    /// Plays `notation` for whoever is to move.
    pub async fn play(&self, game: GameId, notation: &str) -> MovePlayed {
        let summary = self.svc.games().game(game).await.expect("game");
        let player = summary.player_to_move().expect("game is on");
        self.svc
            .games()
            .play(MoveRequest::new(game, player, notation))
            .await
            .unwrap_or_else(|e| panic!("{notation}: {e} ({e:?})"))
    }

    /// Plays the first legal move (in the engine's order) for whoever is
    /// to move.
    pub async fn play_any(&self, game: GameId) -> MovePlayed {
        let view = self.svc.games().load(game).await.expect("load");
        let mv = view.board.game.legal_moves()[0];
        self.play(game, &mv.to_string()).await
    }
}

pub fn alice() -> Player {
    Player::new(PlayerId(1001), "Alice")
}

pub fn bob() -> Player {
    Player::new(PlayerId(1002), "Bob")
}

pub fn carol() -> Player {
    Player::new(PlayerId(1003), "Carol")
}

pub fn place() -> Place {
    Place::new(Some(GUILD), CHANNEL)
}

/// A short line of moves from the start of `variant` whose last move
/// captures something, found by the engine.
pub fn capture_line(key: &str) -> Vec<Move> {
    let v = variant::by_key(key).unwrap();
    let start = Game::new(v.start_position(None, None).unwrap());
    fn search(game: &Game, depth: usize, line: &mut Vec<Move>) -> bool {
        if depth == 0 {
            return false;
        }
        for mv in game.legal_moves().iter().copied() {
            let mut next = game.clone();
            let ply = next.play(mv).unwrap();
            line.push(mv);
            if !ply.captures.is_empty() && next.outcome().is_none() {
                return true;
            }
            if search(&next, depth - 1, line) {
                return true;
            }
            line.pop();
        }
        false
    }
    let mut line = Vec::new();
    assert!(search(&start, 3, &mut line), "a capture within 3 plies");
    line
}
