//! What the app asks of the database: the queries one `/move` sends (as
//! sqlx logs them, one per round trip), and none while nothing happens. Its
//! own test binary, because it listens to every thread's queries; its tests
//! take turns.

mod common;

use std::sync::{Arc, Mutex};

use common::*;
use hnefi_app::*;

/// Collects the SQL of every query sqlx logs (target `sqlx::query`).
#[derive(Clone, Default)]
struct Queries(Arc<Mutex<Vec<String>>>);

impl Queries {
    fn take(&self) -> Vec<String> {
        std::mem::take(&mut *self.0.lock().unwrap())
    }
}

struct Sql(String, String);

impl tracing::field::Visit for Sql {
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        match field.name() {
            "summary" => self.0 = format!("{value:?}"),
            "db.statement" => self.1 = format!("{value:?}"),
            _ => {}
        }
    }
    fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
        match field.name() {
            "summary" => self.0 = value.to_string(),
            "db.statement" => self.1 = value.to_string(),
            _ => {}
        }
    }
}

impl tracing::Subscriber for Queries {
    fn enabled(&self, metadata: &tracing::Metadata<'_>) -> bool {
        metadata.target() == "sqlx::query"
    }
    fn new_span(&self, _: &tracing::span::Attributes<'_>) -> tracing::span::Id {
        tracing::span::Id::from_u64(1)
    }
    fn record(&self, _: &tracing::span::Id, _: &tracing::span::Record<'_>) {}
    fn record_follows_from(&self, _: &tracing::span::Id, _: &tracing::span::Id) {}
    fn event(&self, event: &tracing::Event<'_>) {
        let mut sql = Sql(String::new(), String::new());
        event.record(&mut sql);
        // Short statements are logged as their summary alone.
        let text = if sql.1.trim().is_empty() {
            sql.0
        } else {
            sql.1
        };
        self.0.lock().unwrap().push(text.trim().to_string());
    }
    fn enter(&self, _: &tracing::span::Id) {}
    fn exit(&self, _: &tracing::span::Id) {}
}

/// The queries of this binary's tests, one test at a time.
async fn listen() -> (&'static Queries, tokio::sync::MutexGuard<'static, ()>) {
    static QUERIES: std::sync::OnceLock<Queries> = std::sync::OnceLock::new();
    static TURN: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    let turn = TURN.lock().await;
    let queries = QUERIES.get_or_init(|| {
        let queries = Queries::default();
        tracing::subscriber::set_global_default(queries.clone()).expect("the only subscriber");
        queries
    });
    queries.take();
    (queries, turn)
}

/// How many of the queries read the `games` table.
fn game_reads(queries: &[String]) -> usize {
    queries
        .iter()
        .map(|q| q.to_lowercase())
        .filter(|q| q.trim_start().starts_with("select") && q.contains("from games"))
        .count()
}

#[both_backends]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_move_reads_the_game_at_most_once() {
    let (queries, _turn) = listen().await;
    let h = Harness::new("statements").await;
    let g = h.game("copenhagen", "3d").await;
    // A warm game, as in play: its first move was made already.
    h.play(g.id, "d1-d3").await;
    queries.take();

    // The bot's /move: the caller's only game here, the move, the board.
    let me = bob().id;
    let here = GameRef::Here {
        channel: CHANNEL,
        scope: GameScope::Active,
    };
    let played = h
        .svc
        .games()
        .play(MoveRequest::new(here, me, "f4-f3"))
        .await
        .unwrap();
    assert_eq!(played.board.summary.plies, 2);
    assert_eq!(played.board.game.plies().len(), 2);

    let sent = queries.take();
    for q in &sent {
        println!("-- {}", q.replace('\n', " "));
    }
    println!(
        "/move: {} queries, {} of them read the game",
        sent.len(),
        game_reads(&sent)
    );
    assert!(
        game_reads(&sent) <= 1,
        "the game is read {} times",
        game_reads(&sent)
    );
    // Everything the move changes is written by one statement (README
    // "Store"; on PostgreSQL it is a transaction by itself).
    let writes: Vec<&String> = sent
        .iter()
        .filter(|q| {
            let q = q.trim_start().to_lowercase();
            ["with cas", "update", "insert", "delete"]
                .iter()
                .any(|w| q.starts_with(w))
        })
        .collect();
    assert_eq!(writes.len(), 1, "the move's writes: {writes:?}");
}

/// Issue 15: the idle bot checkpointed its database every half second.
/// Now nothing runs while nothing happens, and after a write the WAL is
/// checkpointed once.
#[both_backends]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_app_does_no_database_work() {
    let (queries, _turn) = listen().await;
    let h = Harness::new("idle").await;
    let background = h.svc.start();
    let g = h.game("copenhagen", "3d").await;
    h.play(g.id, "d1-d3").await;
    // Deliveries and the checkpoint after the writes settle.
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    let settled = queries.take();
    if hnefi_store::testing::backend() == hnefi_store::Backend::Sqlite {
        assert!(
            settled.iter().any(|q| q.contains("wal_checkpoint")),
            "the writes were checkpointed: {settled:?}"
        );
    }
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    let idle = queries.take();
    assert!(idle.is_empty(), "an idle app queried: {idle:?}");
    background.shutdown().await;
}
