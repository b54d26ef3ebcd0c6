//! The store on its own: creation, migration, connection settings, and the
//! constraints the service relies on.

use hnefi_store::games::Advance;
use hnefi_store::testing::{self, TestDb, both_backends};
use hnefi_store::*;

/// One number from any query, on either backend.
async fn scalar(conn: &mut impl Conn, sql: &'static str) -> i64 {
    match conn.db() {
        Db::Sqlite(c) => sqlx::query_scalar(sql).fetch_one(c).await.unwrap(),
        Db::Postgres(c) => sqlx::query_scalar(sql).fetch_one(c).await.unwrap(),
    }
}

/// Places every committed event, however long other transactions on the
/// server hold them back (the sequencer waits for every older transaction
/// of the PostgreSQL server, and other tests run beside this one); how many
/// it placed.
async fn sequence_all(store: &Store) -> u64 {
    let mut placed = 0;
    let start = std::time::Instant::now();
    loop {
        let sequenced = events::sequence(store).await.unwrap();
        placed += sequenced.placed;
        if !sequenced.waiting {
            return placed;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(30),
            "events held back for 30 s"
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

async fn event_count(conn: &mut impl Conn) -> i64 {
    scalar(conn, "SELECT COUNT(*) FROM events").await
}

const POSITION: &str = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a";

/// Ply `ply` of game `game_id`: d2-c2, by `player` at `played_at`.
fn move_row(game_id: i64, ply: i64, player: i64, played_at: i64) -> MoveRow {
    MoveRow {
        game_id,
        ply,
        side: "attackers".into(),
        player_id: Some(player),
        notation: "d2-c2".into(),
        captures: String::new(),
        announcement: None,
        played_at,
    }
}

/// Game `id` from `version` to `plies` plies at time 20, still active.
fn advance(id: i64, version: i64, plies: i64) -> Advance<'static> {
    Advance {
        id,
        expected_version: version,
        plies,
        position: POSITION,
        to_move: "defenders",
        end: None,
        now: 20,
        banks: (None, None),
        premoves: (false, false),
    }
}

/// What a timed move writes beside the game row: the defenders' clock
/// starts (reminder at 80, due at 100) and the mover's offer lapses.
fn timed_record(r: &MoveRow) -> moves::RecordMove<'_> {
    moves::RecordMove {
        row: r,
        clock: moves::ClockAfter::Start(moves::ClockStart {
            side: "defenders",
            player: 2,
            budget_ms: 100,
            remind_at: 80,
            warn_at: 95,
            due_at: 100,
        }),
        event: ("move_played", "{}"),
        lapse_offer_of: r.player_id,
        now: 20,
    }
}

async fn game(tx: &mut impl Conn) -> i64 {
    players::upsert(tx, 1, "human", "A", 0).await.unwrap();
    players::upsert(tx, 2, "human", "B", 0).await.unwrap();
    games::insert(
        tx,
        &NewGame {
            challenge_id: None,
            source: "challenge",
            guild_id: Some(9),
            channel_id: 10,
            thread_id: None,
            variant: "brandubh",
            layout: "brandubh",
            start_position: POSITION,
            custom_start: false,
            attacker_id: 1,
            defender_id: 2,
            move_time_ms: Some(3_600_000),
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
            now: 5,
        },
    )
    .await
    .unwrap()
}

#[tokio::test]
async fn an_sqlite_database_is_created_migrated_and_configured() {
    let dir = TestDb::on(Backend::Sqlite, "create").await;
    let path = dir.dir().unwrap().join("sub.db");
    let url = format!("sqlite://{}", path.display());
    let store = Store::open(&url).await.unwrap();
    assert!(path.exists());
    let mut read = store.read().await.unwrap();
    let ReadConn::Sqlite(conn) = &mut read else {
        unreachable!("an SQLite store")
    };
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&mut **conn)
        .await
        .unwrap();
    assert_eq!(mode, "wal");
    let fk: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
        .fetch_one(&mut **conn)
        .await
        .unwrap();
    assert_eq!(fk, 1);
    let sync: i64 = sqlx::query_scalar("PRAGMA synchronous")
        .fetch_one(&mut **conn)
        .await
        .unwrap();
    assert_eq!(sync, 1, "NORMAL");
    let timeout: i64 = sqlx::query_scalar("PRAGMA busy_timeout")
        .fetch_one(&mut **conn)
        .await
        .unwrap();
    assert_eq!(timeout, 5000);
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
         AND name NOT LIKE '_sqlx%' ORDER BY name",
    )
    .fetch_all(&mut **conn)
    .await
    .unwrap();
    assert_eq!(
        tables,
        [
            "challenges",
            "deadlines",
            "digests",
            "draw_offers",
            "event_consumers",
            "events",
            "games",
            "guild_settings",
            "leases",
            "moves",
            "player_locales",
            "player_settings",
            "players",
            "premoves",
            "puzzle_attempts",
            "puzzle_days",
            "puzzle_players",
            "puzzle_ratings",
            "puzzles",
            "rating_changes",
            "ratings",
            "reviews",
            "rule_sets",
            "tournament_games",
            "tournament_players",
            "tournaments",
            "vacations",
        ]
    );
    // Every table has created_at and updated_at.
    for table in &tables {
        let columns: Vec<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT name FROM pragma_table_info('{table}')"
        )))
        .fetch_all(&mut **conn)
        .await
        .unwrap();
        assert!(columns.contains(&"created_at".to_string()), "{table}");
        assert!(columns.contains(&"updated_at".to_string()), "{table}");
    }
    drop(read);
    store.close().await;
    // Opening again applies nothing new and keeps the data.
    let store = Store::open(&url).await.unwrap();
    let mut tx = store.write().await.unwrap();
    players::upsert(&mut tx, 7, "human", "Seven", 1)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    store.close().await;
    let store = Store::open_path(&path).await.unwrap();
    let mut conn = store.read().await.unwrap();
    assert_eq!(
        players::get(&mut conn, 7)
            .await
            .unwrap()
            .unwrap()
            .display_name,
        "Seven"
    );
    assert_eq!(store.migrations().len(), 8);
}

#[both_backends]
#[tokio::test]
async fn a_ply_is_stored_once_and_versions_guard_moves() {
    let db = TestDb::new("ply").await;
    let store = db.open().await.unwrap();
    let mut tx = store.write().await.unwrap();
    let id = game(&mut tx).await;
    let mv = move_row(id, 1, 1, 10);
    moves::insert(&mut tx, &mv, 10).await.unwrap();
    tx.commit().await.unwrap();
    // (A refused statement ends a PostgreSQL transaction: each in its own.)
    let mut refused = store.write().await.unwrap();
    let err = moves::insert(&mut refused, &mv, 10).await.unwrap_err();
    assert!(err.is_unique_violation(), "{err}");
    drop(refused);
    let mut tx = store.write().await.unwrap();
    let step = |version| Advance {
        id,
        expected_version: version,
        plies: 1,
        position: POSITION,
        to_move: "defenders",
        end: None,
        now: 11,
        banks: (None, None),
        premoves: (false, false),
    };
    assert!(games::advance(&mut tx, &step(0)).await.unwrap());
    assert!(
        !games::advance(&mut tx, &step(0)).await.unwrap(),
        "version 0 is gone"
    );
    let row = games::get(&mut tx, id).await.unwrap().unwrap();
    assert_eq!(
        (row.version, row.plies, row.status),
        (1, 1, GameStatus::Active)
    );
    assert_eq!(row.deadline_at, None);
    // A pending draw offer per game at most.
    draws::offer(&mut tx, id, 1, "attackers", 1, 12)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let mut refused = store.write().await.unwrap();
    assert!(
        draws::offer(&mut refused, id, 2, "defenders", 1, 12)
            .await
            .unwrap_err()
            .is_unique_violation()
    );
    drop(refused);
    // Unknown codes are refused by the schema.
    let mut tx = store.write().await.unwrap();
    let sql = "UPDATE games SET status = 'paused' WHERE id = $1";
    let bad = match tx.db() {
        Db::Sqlite(c) => sqlx::query(sql).bind(id).execute(c).await.map(|_| ()),
        Db::Postgres(c) => sqlx::query(sql).bind(id).execute(c).await.map(|_| ()),
    };
    assert!(bad.is_err());
}

#[both_backends]
#[tokio::test]
async fn deadlines_are_found_when_due_and_reminders_marked_once() {
    let db = TestDb::new("deadline").await;
    let store = db.open().await.unwrap();
    let mut tx = store.write().await.unwrap();
    let id = game(&mut tx).await;
    let clock = DeadlineRow {
        game_id: id,
        ply: 0,
        side: "attackers".into(),
        player_id: 1,
        started_at: 0,
        remind_at: 80,
        reminded_at: None,
        due_at: 100,
        budget_ms: None,
        warn_at: None,
        warned_at: None,
    };
    deadlines::set(&mut tx, &clock, 0).await.unwrap();
    assert_eq!(deadlines::next_due(&mut tx).await.unwrap(), Some(80));
    assert!(deadlines::due(&mut tx, 79, 10).await.unwrap().is_empty());
    assert_eq!(
        deadlines::due(&mut tx, 80, 10).await.unwrap(),
        vec![clock.clone()]
    );
    assert!(deadlines::mark_reminded(&mut tx, id, 0, 80).await.unwrap());
    assert!(!deadlines::mark_reminded(&mut tx, id, 0, 81).await.unwrap());
    assert!(deadlines::due(&mut tx, 99, 10).await.unwrap().is_empty());
    assert_eq!(deadlines::next_due(&mut tx).await.unwrap(), Some(100));
    assert_eq!(deadlines::due(&mut tx, 100, 10).await.unwrap().len(), 1);
    assert_eq!(
        games::get(&mut tx, id).await.unwrap().unwrap().deadline_at,
        Some(100)
    );
    deadlines::clear(&mut tx, id).await.unwrap();
    assert_eq!(deadlines::next_due(&mut tx).await.unwrap(), None);
    tx.commit().await.unwrap();
}

#[both_backends]
#[tokio::test]
async fn consumers_keep_their_place_in_the_outbox() {
    let db = TestDb::new("outbox").await;
    let store = db.open().await.unwrap();
    let mut tx = store.write().await.unwrap();
    for i in 0..3 {
        events::append(&mut tx, "k", None, None, &format!("{{\"n\":{i}}}"), i)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    // Committed events get their places (PostgreSQL; SQLite's are the ids).
    let expected = if db.backend() == Backend::Postgres {
        3
    } else {
        0
    };
    assert_eq!(sequence_all(&store).await, expected);
    let mut tx = store.write().await.unwrap();
    let a = events::ensure_consumer(&mut tx, "a", 0, 0).await.unwrap();
    let b = events::ensure_consumer(&mut tx, "b", 3, 0).await.unwrap();
    assert_eq!((a.delivered_up_to, b.delivered_up_to), (0, 3));
    events::mark_delivered(&mut tx, "a", 2, 1).await.unwrap();
    events::mark_delivered(&mut tx, "a", 1, 1).await.unwrap();
    events::mark_failed(&mut tx, "a", "down", 2).await.unwrap();
    let a = events::ensure_consumer(&mut tx, "a", 0, 3).await.unwrap();
    assert_eq!(
        a.delivered_up_to, 2,
        "never moves back; ensure keeps the place"
    );
    assert_eq!((a.failures, a.last_error.as_deref()), (1, Some("down")));
    let rest = events::after(&mut tx, 2, 10).await.unwrap();
    assert_eq!(rest.len(), 1);
    assert_eq!(rest[0].payload, "{\"n\":2}");
    assert_eq!(events::last_position(&mut tx).await.unwrap(), 3);
    tx.commit().await.unwrap();
}

/// A move as a transaction of its own (`moves::play_alone`, a move that
/// does not end its game): committed when it applies, nothing written when
/// the game moved on meanwhile.
#[both_backends]
#[tokio::test]
async fn a_move_alone_commits_or_writes_nothing() {
    let db = TestDb::new("alone").await;
    let store = db.open().await.unwrap();
    let mut tx = store.write().await.unwrap();
    let id = game(&mut tx).await;
    tx.commit().await.unwrap();
    let row = move_row(id, 1, 1, 20);
    let record = timed_record(&row);
    assert!(
        moves::play_alone(&store, &advance(id, 0, 1), &record)
            .await
            .unwrap()
    );
    // Version 0 again: the game moved on, nothing is written.
    assert!(
        !moves::play_alone(&store, &advance(id, 0, 1), &record)
            .await
            .unwrap()
    );
    // What was written is committed: another connection sees it.
    let mut conn = store.read().await.unwrap();
    assert_eq!(
        moves::of_game(&mut conn, id).await.unwrap(),
        vec![row.clone()]
    );
    assert_eq!(event_count(&mut conn).await, 1);
    let clock = deadlines::get(&mut conn, id).await.unwrap().unwrap();
    assert_eq!((clock.ply, clock.due_at), (1, 100));
    let game = games::get(&mut conn, id).await.unwrap().unwrap();
    assert_eq!((game.version, game.plies), (1, 1));
}

#[both_backends]
#[tokio::test]
async fn a_move_batch_applies_whole_or_not_at_all() {
    use hnefi_store::moves::{ClockAfter, RecordMove};
    let db = TestDb::new("batch").await;
    let store = db.open().await.unwrap();
    let mut tx = store.write().await.unwrap();
    let id = game(&mut tx).await;
    draws::offer(&mut tx, id, 1, "attackers", 0, 1)
        .await
        .unwrap();
    let first = move_row(id, 1, 1, 20);
    assert!(
        moves::play(&mut tx, &advance(id, 0, 1), &timed_record(&first))
            .await
            .unwrap()
    );
    // A stale batch (version 0 again) writes nothing, and lapses nothing.
    draws::offer(&mut tx, id, 2, "defenders", 1, 21)
        .await
        .unwrap();
    let stale = move_row(id, 2, 2, 22);
    assert!(
        !moves::play(&mut tx, &advance(id, 0, 2), &timed_record(&stale))
            .await
            .unwrap()
    );
    assert_eq!(moves::of_game(&mut tx, id).await.unwrap(), vec![first]);
    assert_eq!(event_count(&mut tx).await, 1);
    assert_eq!(
        draws::pending(&mut tx, id)
            .await
            .unwrap()
            .unwrap()
            .player_id,
        2
    );
    let clock = deadlines::get(&mut tx, id).await.unwrap().unwrap();
    assert_eq!((clock.ply, clock.player_id, clock.due_at), (1, 2, 100));
    let game = games::get(&mut tx, id).await.unwrap().unwrap();
    assert_eq!((game.version, game.plies), (1, 1));
    // The offer made by player 1 lapsed with their move.
    let first_offer = draws::latest_by(&mut tx, id, 1).await.unwrap().unwrap();
    assert_eq!(first_offer.status, DrawStatus::Lapsed);
    // A move that ends the game stops the clock and voids the pending offer.
    let last = move_row(id, 2, 2, 30);
    let end = Advance {
        end: Some((GameStatus::Finished, "defenders", "king_escaped")),
        now: 30,
        banks: (None, None),
        premoves: (false, false),
        ..advance(id, 1, 2)
    };
    let finishing = RecordMove {
        row: &last,
        clock: ClockAfter::Stop,
        event: ("move_played", "{}"),
        lapse_offer_of: last.player_id,
        now: 30,
    };
    assert!(moves::play(&mut tx, &end, &finishing).await.unwrap());
    assert!(deadlines::get(&mut tx, id).await.unwrap().is_none());
    assert!(draws::pending(&mut tx, id).await.unwrap().is_none());
    assert_eq!(event_count(&mut tx).await, 2);
    let game = games::get(&mut tx, id).await.unwrap().unwrap();
    assert_eq!(game.status, GameStatus::Finished);
    assert_eq!(
        (game.winner.as_deref(), game.finished_at),
        (Some("defenders"), Some(30))
    );
    tx.commit().await.unwrap();
}

/// Events become deliverable in the order their transactions let them be
/// seen: an event of a transaction still open holds back those after it,
/// and is placed first when it commits (docs/ on the outbox; the store's
/// `events` module).
#[tokio::test]
async fn postgres_events_are_placed_only_once_their_transactions_end() {
    testing::run(Backend::Postgres, async {
        let db = TestDb::new("sequence").await;
        let store = db.open().await.unwrap();
        let mut slow = store.write().await.unwrap();
        let first = events::append(&mut slow, "k", None, None, "{\"n\":1}", 1)
            .await
            .unwrap();
        let mut quick = store.write().await.unwrap();
        let second = events::append(&mut quick, "k", None, None, "{\"n\":2}", 2)
            .await
            .unwrap();
        quick.commit().await.unwrap();
        assert!(first < second);
        let held_back = events::sequence(&store).await.unwrap();
        assert_eq!((held_back.placed, held_back.waiting), (0, true));
        slow.commit().await.unwrap();
        assert_eq!(sequence_all(&store).await, 2);
        let mut conn = store.read().await.unwrap();
        let placed: Vec<(i64, i64)> = events::after(&mut conn, 0, 10)
            .await
            .unwrap()
            .iter()
            .map(|e| (e.id, e.position))
            .collect();
        assert_eq!(placed, [(first, 1), (second, 2)]);
        assert_eq!(events::last_position(&mut conn).await.unwrap(), 2);
    })
    .await;
}

/// The PostgreSQL schema: every table the SQLite one has, each with
/// created_at and updated_at; opening again migrates nothing new.
#[tokio::test]
async fn a_postgres_database_is_migrated_like_the_sqlite_one() {
    testing::run(Backend::Postgres, async {
        let db = TestDb::new("pg-create").await;
        let store = db.open().await.unwrap();
        assert_eq!(store.backend(), Backend::Postgres);
        let mut read = store.read().await.unwrap();
        let ReadConn::Postgres(conn) = &mut read else {
            unreachable!("a PostgreSQL store")
        };
        let tables: Vec<String> = sqlx::query_scalar(
            "SELECT table_name::text FROM information_schema.tables
             WHERE table_schema = current_schema() AND table_name NOT LIKE '\\_sqlx%'
             ORDER BY table_name",
        )
        .fetch_all(&mut **conn)
        .await
        .unwrap();
        let sqlite = TestDb::on(Backend::Sqlite, "pg-create-twin").await;
        let twin = sqlite.open().await.unwrap();
        let mut twin_conn = twin.read().await.unwrap();
        let ReadConn::Sqlite(twin_conn) = &mut twin_conn else {
            unreachable!("an SQLite store")
        };
        let sqlite_tables: Vec<String> = sqlx::query_scalar(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             AND name NOT LIKE '_sqlx%' ORDER BY name",
        )
        .fetch_all(&mut **twin_conn)
        .await
        .unwrap();
        assert_eq!(tables, sqlite_tables);
        for table in &tables {
            let columns: Vec<String> = sqlx::query_scalar(
                "SELECT column_name::text FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name = $1",
            )
            .bind(table)
            .fetch_all(&mut **conn)
            .await
            .unwrap();
            assert!(columns.contains(&"created_at".to_string()), "{table}");
            assert!(columns.contains(&"updated_at".to_string()), "{table}");
        }
        drop(read);
        store.close().await;
        let again = db.open().await.unwrap();
        let mut tx = again.write().await.unwrap();
        players::upsert(&mut tx, 7, "human", "Seven", 1)
            .await
            .unwrap();
        tx.commit().await.unwrap();
        assert_eq!(again.migrations().len(), 8);
    })
    .await;
}

#[both_backends]
#[tokio::test]
async fn a_lease_has_one_holder_until_it_expires_or_is_released() {
    let db = TestDb::new("lease").await;
    let store = db.open().await.unwrap();
    // PostgreSQL times leases by its own clock and ignores `now`; SQLite
    // takes the caller's. Times here are chosen to suit both: the TTLs are
    // long enough that a PostgreSQL lease never expires by itself during
    // the test, except the one made to.
    let now = 1_000_000;
    let claim = |name: &'static str, owner: &'static str, ttl: i64, now: i64| {
        let store = store.clone();
        async move {
            let mut tx = store.write().await.unwrap();
            let held = leases::claim(&mut tx, name, owner, ttl, now).await.unwrap();
            tx.commit().await.unwrap();
            held
        }
    };
    assert!(claim("outbox:bot", "a", 60_000, now).await);
    // Another owner is refused while it runs; the holder renews.
    assert!(!claim("outbox:bot", "b", 60_000, now + 1).await);
    assert!(claim("outbox:bot", "a", 60_000, now + 2).await);
    // Leases are independent of each other.
    assert!(claim("outbox:ai", "b", 60_000, now + 3).await);
    let mut read = store.read().await.unwrap();
    assert_eq!(
        leases::holder(&mut read, "outbox:bot")
            .await
            .unwrap()
            .unwrap()
            .0,
        "a"
    );
    drop(read);
    // Released, it is free for anyone.
    let mut tx = store.write().await.unwrap();
    leases::release(&mut tx, "outbox:bot", "b").await.unwrap();
    tx.commit().await.unwrap();
    assert!(
        !claim("outbox:bot", "b", 60_000, now + 4).await,
        "b never held it"
    );
    let mut tx = store.write().await.unwrap();
    leases::release(&mut tx, "outbox:bot", "a").await.unwrap();
    tx.commit().await.unwrap();
    assert!(claim("outbox:bot", "b", 60_000, now + 5).await);
    // An expired lease goes to the next taker.
    assert!(claim("short", "a", 1, now + 6).await);
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    assert!(claim("short", "b", 60_000, now + 10).await);
    assert!(!claim("short", "a", 60_000, now + 11).await);
}

#[both_backends]
#[tokio::test]
async fn racing_claimants_get_a_lease_once() {
    let db = TestDb::new("lease-race").await;
    let store = db.open().await.unwrap();
    let mut tasks = Vec::new();
    for owner in 0..8 {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            let mut tx = store.write().await.unwrap();
            let held = leases::claim(&mut tx, "race", &format!("p{owner}"), 60_000, 7)
                .await
                .unwrap();
            tx.commit().await.unwrap();
            held
        }));
    }
    let mut winners = 0;
    for task in tasks {
        winners += usize::from(task.await.unwrap());
    }
    assert_eq!(winners, 1);
}

#[tokio::test]
async fn a_commit_wakes_the_listeners_of_its_own_schema_only() {
    use hnefi_store::wakeups::{self, Wake};
    testing::run(Backend::Postgres, async {
        let mine = TestDb::on(Backend::Postgres, "wake-mine").await;
        let other = TestDb::on(Backend::Postgres, "wake-other").await;
        let store = mine.open().await.unwrap();
        let elsewhere = other.open().await.unwrap();
        let mut listener = store.listen().await.unwrap().expect("PostgreSQL listens");
        // Another schema's wake-up, one rolled back, one of our own, then
        // two of another process's, sent together.
        let mut tx = elsewhere.write().await.unwrap();
        wakeups::notify(&mut tx, &[Wake::Events], "them")
            .await
            .unwrap();
        tx.commit().await.unwrap();
        let mut tx = store.write().await.unwrap();
        wakeups::notify(&mut tx, &[Wake::Events], "them")
            .await
            .unwrap();
        drop(tx);
        let mut tx = store.write().await.unwrap();
        wakeups::notify(&mut tx, &[Wake::Events], "me")
            .await
            .unwrap();
        tx.commit().await.unwrap();
        let mut tx = store.write().await.unwrap();
        wakeups::notify(&mut tx, &[Wake::Clock { at: 42 }, Wake::Events], "them")
            .await
            .unwrap();
        tx.commit().await.unwrap();
        let mut heard = Vec::new();
        for _ in 0..2 {
            let wake = tokio::time::timeout(std::time::Duration::from_secs(5), listener.next("me"))
                .await
                .expect("a wake-up within 5 s")
                .unwrap();
            heard.push(wake);
        }
        assert_eq!(heard, [Wake::Clock { at: 42 }, Wake::Events]);
    })
    .await;
}

#[tokio::test]
async fn sqlite_has_no_listener() {
    let db = TestDb::on(Backend::Sqlite, "no-listen").await;
    let store = db.open().await.unwrap();
    assert!(store.listen().await.unwrap().is_none());
}

/// docs/discord.md "/variant": a server's rule set names are unique among
/// its live ones; a delete only marks the row, frees the name and leaves
/// the rules readable by their key; the limit's lock is taken on either
/// backend.
#[both_backends]
#[tokio::test]
async fn rule_sets_have_unique_live_names_and_deletes_only_mark() {
    let db = TestDb::new("rule-sets").await;
    let store = db.open().await.unwrap();
    let new = |guild_id, name_key, variant_key| rule_sets::NewRuleSet {
        guild_id,
        name: "Saami Plus",
        name_key,
        rules: "dim:9 name:Saami_Plus start:/9/9/9/9/4K4/9/9/9/t8/",
        variant_key,
        created_by: 1,
    };
    let mut tx = store.write().await.unwrap();
    rule_sets::lock_guild(&mut tx, 7).await.unwrap();
    let first = rule_sets::insert(&mut tx, new(7, "saami plus", "rs-1"), 10)
        .await
        .unwrap()
        .expect("a new name");
    // The same name in the same server is refused, in another server not.
    assert_eq!(
        rule_sets::insert(&mut tx, new(7, "saami plus", "rs-1"), 11)
            .await
            .unwrap(),
        None
    );
    let other_server = rule_sets::insert(&mut tx, new(8, "saami plus", "rs-1"), 11)
        .await
        .unwrap();
    assert!(other_server.is_some());
    tx.commit().await.unwrap();

    let mut read = store.read().await.unwrap();
    let live = rule_sets::of_guild(&mut read, 7).await.unwrap();
    assert_eq!(live.len(), 1);
    assert_eq!(
        (
            live[0].id,
            live[0].name.as_str(),
            live[0].variant_key.as_str()
        ),
        (first, "Saami Plus", "rs-1")
    );
    let found = rule_sets::by_name(&mut read, 7, "saami plus")
        .await
        .unwrap();
    assert_eq!(found.map(|r| r.id), Some(first));
    drop(read);

    let mut tx = store.write().await.unwrap();
    assert!(rule_sets::delete(&mut tx, first, 2, 20).await.unwrap());
    assert!(
        !rule_sets::delete(&mut tx, first, 2, 21).await.unwrap(),
        "once"
    );
    let again = rule_sets::insert(&mut tx, new(7, "saami plus", "rs-2"), 22)
        .await
        .unwrap();
    assert!(
        again.is_some_and(|id| id != first),
        "the name is free again"
    );
    tx.commit().await.unwrap();

    let mut read = store.read().await.unwrap();
    let gone = rule_sets::get(&mut read, first).await.unwrap().unwrap();
    assert_eq!((gone.deleted_at, gone.deleted_by), (Some(20), Some(2)));
    assert_eq!(
        rule_sets::rules_of_key(&mut read, "rs-1")
            .await
            .unwrap()
            .as_deref(),
        Some("dim:9 name:Saami_Plus start:/9/9/9/9/4K4/9/9/9/t8/")
    );
    assert_eq!(
        rule_sets::rules_of_key(&mut read, "rs-9").await.unwrap(),
        None
    );
}
