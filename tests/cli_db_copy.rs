//! `hnefi db copy --from URL --to URL` (docs/cli.md), end to end through
//! the binary: the one-line report, a second copy refused, bad URLs
//! explained on one line. The copy itself is tested row for row in
//! crates/store/tests/copy.rs.

mod common;

use common::*;
use hnefi_store::testing::{self, TestDb};
use hnefi_store::{Backend, GameStatus, NewGame, Store, deadlines, events, games, players};

const POSITION: &str = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a";

/// Two players, a running timed game with its clock, and an outbox of two
/// events with a consumer past the first.
async fn fill(store: &Store) -> i64 {
    let mut tx = store.write().await.unwrap();
    players::upsert(&mut tx, 1, "human", "Astrid", 1)
        .await
        .unwrap();
    players::upsert(&mut tx, 2, "human", "Bjorn", 1)
        .await
        .unwrap();
    let game = games::insert(
        &mut tx,
        &NewGame {
            challenge_id: None,
            source: "challenge",
            guild_id: Some(9),
            channel_id: 10,
            thread_id: None,
            variant: "brandubh",
            layout: "standard",
            start_position: POSITION,
            custom_start: false,
            attacker_id: 1,
            defender_id: 2,
            move_time_ms: Some(60_000),
            bank_ms: None,
            vacation: false,
            rated: true,
            status: GameStatus::Active,
            winner: None,
            reason: None,
            plies: 0,
            position: POSITION,
            to_move: "attackers",
            record_tags: None,
            finished_at: None,
            tournament_id: None,
            rules: None,
            now: 2,
        },
    )
    .await
    .unwrap();
    deadlines::set(
        &mut tx,
        &hnefi_store::DeadlineRow {
            game_id: game,
            ply: 0,
            side: "attackers".into(),
            player_id: 1,
            started_at: 2,
            remind_at: 30_002,
            reminded_at: None,
            due_at: 60_002,
            budget_ms: None,
            warn_at: None,
            warned_at: None,
        },
        2,
    )
    .await
    .unwrap();
    for n in 1..=2 {
        events::append(&mut tx, "game_started", Some(game), None, "{}", 2 + n)
            .await
            .unwrap();
    }
    events::ensure_consumer(&mut tx, "bot", 1, 5).await.unwrap();
    tx.commit().await.unwrap();
    game
}

/// An SQLite database filled by [`fill`], closed for the binary to read.
async fn source() -> (TestDb, i64) {
    let db = TestDb::on(Backend::Sqlite, "cli-copy-from").await;
    let store = db.open().await.unwrap();
    let game = fill(&store).await;
    store.close().await;
    (db, game)
}

/// Runs `hnefi db copy` and checks its one-line report.
fn copy_ok(from: &str, to: &str, backends: (&str, &str)) {
    let stdout = hnefi_ok(&["db", "copy", "--from", from, "--to", to], "");
    assert_eq!(stdout.lines().count(), 1, "one line: {stdout}");
    // Tables in the order they are copied, parents first.
    let head = format!(
        "{{\"from\":\"{}\",\"to\":\"{}\",\"tables\":{{\"rule_sets\":0,\"players\":2,\"tournaments\":0,",
        backends.0, backends.1
    );
    assert!(stdout.starts_with(&head), "{stdout}");
    let report = json(&stdout);
    let tables = report["tables"].as_object().expect("tables is an object");
    assert_eq!(tables.len(), 26, "{stdout}");
    assert!(!tables.contains_key("leases"), "leases are not copied");
    for (table, rows) in [
        ("players", 2),
        ("games", 1),
        ("deadlines", 1),
        ("events", 2),
        ("event_consumers", 1),
        ("moves", 0),
    ] {
        assert_eq!(tables[table], rows, "{table}: {stdout}");
    }
    assert_eq!(report["rows"], 7, "{stdout}");
}

/// What [`fill`] wrote, read back from the copy.
async fn check_target(url: &str, game: i64) {
    let store = Store::open(url).await.unwrap();
    let mut conn = store.read().await.unwrap();
    let row = games::get(&mut conn, game).await.unwrap().unwrap();
    assert_eq!(row.attacker_name.as_deref(), Some("Astrid"));
    assert_eq!(row.deadline_at, Some(60_002));
    let due = deadlines::due(&mut conn, 60_002, 10).await.unwrap();
    assert_eq!(due.len(), 1);
    let bot = events::consumer(&mut conn, "bot").await.unwrap().unwrap();
    let pending = events::after(&mut conn, bot.delivered_up_to, 10)
        .await
        .unwrap();
    assert_eq!(pending.len(), 1, "the second event is still to deliver");
    drop(conn);
    store.close().await;
}

#[tokio::test]
async fn db_copy_moves_an_sqlite_database_to_postgres_once() {
    testing::run(Backend::Postgres, async {
        let (from, game) = source().await;
        let to = TestDb::on(Backend::Postgres, "cli-copy-to").await;
        copy_ok(from.url(), to.url(), ("sqlite", "postgres"));
        check_target(to.url(), game).await;
        // The target has rows now: a second copy is refused, on one line.
        let args = ["db", "copy", "--from", from.url(), "--to", to.url()];
        let run = hnefi(&args, "");
        assert_one_line_failure(&args, &run);
        assert_eq!(run.code, Some(1), "{}", run.describe());
        assert!(
            run.stderr.contains("not empty") && run.stderr.contains("`players`"),
            "{}",
            run.describe()
        );
        // And back into a new SQLite file.
        let back = TestDb::on(Backend::Sqlite, "cli-copy-back").await;
        copy_ok(to.url(), back.url(), ("postgres", "sqlite"));
        check_target(back.url(), game).await;
    })
    .await;
}

#[tokio::test]
async fn db_copy_fills_a_new_sqlite_file() {
    let (from, game) = source().await;
    let dir = TestDb::on(Backend::Sqlite, "cli-copy-new").await;
    let path = dir.dir().unwrap().join("copy.db");
    let to = format!("sqlite://{}", path.display());
    copy_ok(from.url(), &to, ("sqlite", "sqlite"));
    assert!(path.exists());
    check_target(&to, game).await;
    let line = hnefi_fails(&["db", "copy", "--from", from.url(), "--to", &to], "");
    assert!(line.contains("not empty"), "{line}");
}

#[tokio::test]
async fn db_copy_explains_bad_urls_on_one_line() {
    let (from, _) = source().await;
    let dir = TestDb::on(Backend::Sqlite, "cli-copy-bad").await;
    let missing = dir.dir().unwrap().join("missing.db");
    let missing_url = format!("sqlite://{}", missing.display());
    let fresh = format!("sqlite://{}", dir.dir().unwrap().join("fresh.db").display());
    for (args, expected) in [
        (
            vec!["db", "copy", "--from", "garbage", "--to", from.url()],
            "is not a database URL",
        ),
        (
            vec!["db", "copy", "--from", from.url(), "--to", "mysql://x/y"],
            "is not a database URL",
        ),
        (
            vec!["db", "copy", "--from", &missing_url, "--to", &fresh],
            "no database at",
        ),
        (
            vec!["db", "copy", "--from", from.url(), "--to", from.url()],
            "same database",
        ),
    ] {
        let run = hnefi(&args, "");
        assert_one_line_failure(&args, &run);
        assert_eq!(run.code, Some(1), "{}", run.describe());
        assert!(run.stderr.contains(expected), "{}", run.describe());
    }
    assert!(!missing.exists(), "a missing source is not created");
    // A malformed command line is exit 2, as everywhere.
    for args in [
        vec!["db", "copy", "--from", from.url()],
        vec!["db", "copy", "--to", from.url()],
        vec!["db", "move"],
        vec!["db"],
    ] {
        let run = hnefi(&args, "");
        assert_one_line_failure(&args, &run);
        assert_eq!(run.code, Some(2), "{}", run.describe());
    }
}

#[test]
fn db_copy_help_describes_every_option() {
    let text = hnefi_ok(&["db", "copy", "--help"], "");
    for flag in ["--from <URL>", "--to <URL>"] {
        let line = text
            .lines()
            .map(str::trim_start)
            .find(|l| l.starts_with(flag))
            .unwrap_or_else(|| panic!("{flag} is listed:\n{text}"));
        assert!(
            line[flag.len()..].trim().len() > 10,
            "{flag} has a description:\n{text}"
        );
    }
    let text = hnefi_ok(&["db", "--help"], "");
    assert!(text.contains("copy"), "{text}");
}
