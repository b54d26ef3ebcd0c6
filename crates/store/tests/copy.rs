//! `copy::copy` (`hnefi db copy`, docs/cli.md): a community's games,
//! ratings, tournaments, clocks and outbox survive SQLite -> PostgreSQL ->
//! SQLite row for row; event positions are converted; counters go on past
//! every copied id; a target with rows is refused untouched.

use std::collections::BTreeMap;

use hnefi_store::copy::{self, CopyError};
use hnefi_store::games::Advance;
use hnefi_store::testing::{self, TestDb, both_backends};
use hnefi_store::tournaments::NewTournament;
use hnefi_store::*;
use sqlx::Row;

const POSITION: &str = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a";
const AFTER_ONE: &str = "3a3/3a3/3d3/aadkdaa/3d3/3a3/2a4 d";
const AFTER_TWO: &str = "3a3/3a3/3d3/aadk1aa/3dd2/3a3/2a4 a";

/// When the running game's clock runs out.
const DUE_AT: i64 = 1_000_000;

/// One value, by the first type it decodes as.
macro_rules! render {
    ($row:expr, $i:expr) => {
        if let Ok(v) = $row.try_get::<Option<i64>, _>($i) {
            v.map_or("null".to_string(), |v| format!("i{v}"))
        } else if let Ok(v) = $row.try_get::<Option<f64>, _>($i) {
            v.map_or("null".to_string(), |v| format!("r{v:?}"))
        } else if let Ok(v) = $row.try_get::<Option<String>, _>($i) {
            v.map_or("null".to_string(), |v| format!("t{v:?}"))
        } else if let Ok(v) = $row.try_get::<Option<bool>, _>($i) {
            v.map_or("null".to_string(), |v| format!("i{}", i64::from(v)))
        } else {
            panic!("column {} holds a value of no known kind", $i)
        }
    };
}

/// Every table as sorted rows of rendered values, whatever the backend:
/// flags as 0/1, reals exactly, PostgreSQL's `events.txid` and `seq` left
/// out (a backend's own bookkeeping, checked apart).
type Dump = BTreeMap<String, Vec<Vec<String>>>;

async fn dump(store: &Store) -> Dump {
    let mut conn = store.read_tx().await.unwrap();
    let tables: Vec<String> = match conn.db() {
        Db::Sqlite(c) => sqlx::query_scalar(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             AND name NOT LIKE '_sqlx%' ORDER BY name",
        )
        .fetch_all(c)
        .await
        .unwrap(),
        Db::Postgres(c) => sqlx::query_scalar(
            "SELECT table_name::text FROM information_schema.tables
             WHERE table_schema = current_schema() AND table_name NOT LIKE '\\_sqlx%'
             ORDER BY table_name",
        )
        .fetch_all(c)
        .await
        .unwrap(),
    };
    let mut out = Dump::new();
    for table in tables {
        let columns: Vec<String> = match conn.db() {
            Db::Sqlite(c) => {
                sqlx::query_scalar("SELECT name FROM pragma_table_info($1) ORDER BY cid")
                    .bind(&table)
                    .fetch_all(c)
                    .await
                    .unwrap()
            }
            Db::Postgres(c) => sqlx::query_scalar(
                "SELECT column_name::text FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name = $1
                 ORDER BY ordinal_position",
            )
            .bind(&table)
            .fetch_all(c)
            .await
            .unwrap(),
        };
        let columns: Vec<String> = columns
            .into_iter()
            .filter(|c| !(table == "events" && (c == "txid" || c == "seq")))
            .collect();
        let sql = format!("SELECT {} FROM {table}", columns.join(", "));
        let mut rows: Vec<Vec<String>> = match conn.db() {
            Db::Sqlite(c) => sqlx::query(sqlx::AssertSqlSafe(sql))
                .fetch_all(c)
                .await
                .unwrap()
                .iter()
                .map(|row| (0..columns.len()).map(|i| render!(row, i)).collect())
                .collect(),
            Db::Postgres(c) => sqlx::query(sqlx::AssertSqlSafe(sql))
                .fetch_all(c)
                .await
                .unwrap()
                .iter()
                .map(|row| (0..columns.len()).map(|i| render!(row, i)).collect())
                .collect(),
        };
        rows.sort();
        out.insert(table, rows);
    }
    out
}

async fn sql(store: &Store, sql: &'static str) {
    let mut tx = store.write().await.unwrap();
    match tx.db() {
        Db::Sqlite(c) => sqlx::query(sql).execute(c).await.map(|_| ()),
        Db::Postgres(c) => sqlx::query(sql).execute(c).await.map(|_| ()),
    }
    .unwrap();
    tx.commit().await.unwrap();
}

fn new_game<'a>(attacker: i64, defender: i64, challenge: Option<i64>, now: i64) -> NewGame<'a> {
    NewGame {
        challenge_id: challenge,
        source: "challenge",
        guild_id: Some(9),
        channel_id: 10,
        thread_id: Some(11),
        variant: "brandubh",
        layout: "standard",
        start_position: POSITION,
        custom_start: false,
        attacker_id: attacker,
        defender_id: defender,
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
        now,
    }
}

fn rating(player: i64, value: f64, now: i64) -> RatingRow {
    RatingRow {
        guild_id: 9,
        variant: "brandubh".into(),
        player_id: player,
        rating: value,
        deviation: 187.123_456_789_012_3,
        volatility: 0.059_999_7,
        attacker_wins: i64::from(player == 1),
        attacker_losses: 0,
        attacker_draws: 0,
        defender_wins: 0,
        defender_losses: i64::from(player == 2),
        defender_draws: 0,
        last_game_at: now,
    }
}

/// Ids a fill gives, for the checks after a copy.
struct Filled {
    active: i64,
    finished: i64,
    rematch: i64,
    tournament: i64,
}

/// A small community, written through the store's own functions: players,
/// an accepted challenge and its running game (two moves, a running clock,
/// a pending draw offer), a finished rated game with its rating change and
/// ratings, a rematch challenge of it, a running tournament with a game, a
/// bye and a forfeit, guild settings, and an outbox with one consumer part
/// of the way through it and one that failed. The last event is then
/// deleted, so the events' counter is past their largest id.
async fn fill(store: &Store) -> Filled {
    let mut tx = store.write().await.unwrap();
    players::upsert(&mut tx, 1, "human", "Astrid", 1)
        .await
        .unwrap();
    players::upsert(&mut tx, 2, "human", "Þóra \"the bold\"", 2)
        .await
        .unwrap();
    players::upsert(&mut tx, 3, "human", "Cnut", 3)
        .await
        .unwrap();
    players::upsert(&mut tx, -1, "ai", "AI", 3).await.unwrap();
    let challenge = challenges::insert(
        &mut tx,
        &NewChallenge {
            guild_id: Some(9),
            channel_id: 10,
            author_id: 1,
            opponent_id: Some(2),
            variant: "brandubh",
            layout: "standard",
            start_position: None,
            author_side: "random",
            move_time_ms: Some(3_600_000),
            bank_ms: None,
            rated: true,
            rematch_of: None,
            expires_at: 100,
            now: 10,
        },
    )
    .await
    .unwrap();
    assert!(
        challenges::close(&mut tx, challenge, ChallengeStatus::Accepted, Some(2), 11)
            .await
            .unwrap()
    );
    let active = games::insert(&mut tx, &new_game(1, 2, Some(challenge), 12))
        .await
        .unwrap();
    for (ply, side, player, notation, position, to_move) in [
        (1, "attackers", 1, "d1-c1", AFTER_ONE, "defenders"),
        (2, "defenders", 2, "d3-e3", AFTER_TWO, "attackers"),
    ] {
        let mv = MoveRow {
            game_id: active,
            ply,
            side: side.into(),
            player_id: Some(player),
            notation: notation.into(),
            captures: String::new(),
            announcement: (ply == 2).then(|| "uit nog".to_string()),
            played_at: 20 + ply,
        };
        moves::insert(&mut tx, &mv, 20 + ply).await.unwrap();
        let advanced = games::advance(
            &mut tx,
            &Advance {
                id: active,
                expected_version: ply - 1,
                plies: ply,
                position,
                to_move,
                end: None,
                now: 20 + ply,
                banks: (None, None),
                premoves: (false, false),
            },
        )
        .await
        .unwrap();
        assert!(advanced);
    }
    deadlines::set(
        &mut tx,
        &DeadlineRow {
            game_id: active,
            ply: 2,
            side: "attackers".into(),
            player_id: 1,
            started_at: 22,
            remind_at: DUE_AT - 1000,
            reminded_at: None,
            due_at: DUE_AT,
            budget_ms: None,
            warn_at: None,
            warned_at: None,
        },
        22,
    )
    .await
    .unwrap();
    draws::offer(&mut tx, active, 2, "defenders", 2, 23)
        .await
        .unwrap();

    let finished = games::insert(&mut tx, &new_game(1, 2, None, 30))
        .await
        .unwrap();
    assert!(
        games::finish(
            &mut tx,
            finished,
            Some(0),
            GameStatus::Finished,
            "attackers",
            "king_captured",
            40
        )
        .await
        .unwrap()
    );
    ratings::put(&mut tx, &rating(1, 1_523.456_789_012_3, 40), 40)
        .await
        .unwrap();
    ratings::put(&mut tx, &rating(2, 1_476.543_210_987_7, 40), 40)
        .await
        .unwrap();
    let change = RatingChangeRow {
        game_id: finished,
        guild_id: 9,
        variant: "brandubh".into(),
        attacker_id: 1,
        attacker_before: 1500.0,
        attacker_after: 1_523.456_789_012_3,
        attacker_deviation: 187.123_456_789_012_3,
        defender_id: 2,
        defender_before: 1500.0,
        defender_after: 1_476.543_210_987_7,
        defender_deviation: 187.123_456_789_012_3,
    };
    assert!(ratings::insert_change(&mut tx, &change, 40).await.unwrap());
    let rematch = challenges::insert(
        &mut tx,
        &NewChallenge {
            guild_id: Some(9),
            channel_id: 10,
            author_id: 2,
            opponent_id: Some(1),
            variant: "brandubh",
            layout: "standard",
            start_position: Some(POSITION),
            author_side: "attackers",
            move_time_ms: None,
            bank_ms: None,
            rated: false,
            rematch_of: Some(finished),
            expires_at: 5_000,
            now: 41,
        },
    )
    .await
    .unwrap();

    let tournament = tournaments::insert(
        &mut tx,
        &NewTournament {
            guild_id: 9,
            channel_id: 12,
            name: "Jól cup",
            variant: "brandubh",
            format: "round_robin",
            rounds: None,
            move_time_ms: Some(86_400_000),
            bank_ms: None,
            vacation: true,
            max_players: 8,
            signup_deadline: Some(50),
            created_by: 3,
            now: 45,
        },
    )
    .await
    .unwrap();
    for (player, now) in [(1, 46), (2, 47), (3, 48)] {
        assert!(
            tournaments::add_entrant(&mut tx, tournament, player, now)
                .await
                .unwrap()
        );
        tournaments::set_seed(&mut tx, tournament, player, 1500.25 + player as f64)
            .await
            .unwrap();
    }
    assert!(
        tournaments::withdraw_entrant(&mut tx, tournament, 3, 55)
            .await
            .unwrap()
    );
    assert!(
        tournaments::start(&mut tx, tournament, 3, 51)
            .await
            .unwrap()
    );
    let mut round_game = new_game(2, 1, None, 52);
    round_game.tournament_id = Some(tournament);
    round_game.rated = false;
    let round_game = games::insert(&mut tx, &round_game).await.unwrap();
    for row in [
        (1, Some(2), Some(round_game), None, false),
        (3, None, None, Some("attackers"), false),
        (1, Some(3), None, Some("attackers"), true),
    ]
    .iter()
    .enumerate()
    .map(
        |(pairing, &(attacker, defender, game, result, forfeit))| TournamentGameRow {
            tournament_id: tournament,
            round: 1,
            pairing: pairing as i64,
            leg: 1,
            attacker_id: attacker,
            defender_id: defender,
            game_id: game,
            result: result.map(str::to_string),
            forfeit,
            plies: None,
        },
    ) {
        tournaments::insert_game(&mut tx, &row, 53).await.unwrap();
    }

    settings::set_organizer_role(&mut tx, 9, Some(77), 60)
        .await
        .unwrap();
    settings::set_organizer_role(&mut tx, 8, None, 61)
        .await
        .unwrap();
    locales::set_player(&mut tx, 1, "da", 62).await.unwrap();
    locales::set_player(&mut tx, 2, "sv-SE", 63).await.unwrap();
    locales::set_guild(&mut tx, 9, "de", 64).await.unwrap();
    // Correspondence (docs/correspondence.md): a vacation ended early, an
    // allowance, a player's settings, a digest, a conditional line.
    let vacation = vacations::insert(
        &mut tx,
        &vacations::NewVacation {
            guild_id: 9,
            player_id: 2,
            started_at: 70,
            until_at: 70 + 3 * 86_400_000,
            days: 3,
            auto: true,
        },
    )
    .await
    .unwrap();
    assert!(vacations::end(&mut tx, vacation, 71, 1, 71).await.unwrap());
    vacations::set_allowance(&mut tx, 9, 14, 72).await.unwrap();
    let mut settings_row = PlayerSettingsRow::defaults(1);
    settings_row.notify_turn = "daily".into();
    settings_row.notify_warnings = true;
    settings_row.digest_hour = 7;
    settings_row.dm_channel_id = Some(555);
    player_settings::put(&mut tx, &settings_row, 73)
        .await
        .unwrap();
    assert!(digests::record(&mut tx, 1, 20_000, 2, 74).await.unwrap());
    premoves::put(
        &mut tx,
        &PremoveRow {
            game_id: active,
            player_id: 1,
            at_ply: 2,
            line: "c1-c2 e3-e4".into(),
        },
        75,
    )
    .await
    .unwrap();
    let review = reviews::ReviewRow {
        game_id: finished,
        requested_by: 3,
        per_position_ms: 450,
        body: r#"{"start":0.5,"plies":[]}"#.into(),
        created_at: 76,
    };
    assert!(reviews::insert(&mut tx, &review).await.unwrap());
    // Kept once: a second review of the game changes nothing.
    let other = reviews::ReviewRow {
        body: "{}".into(),
        ..review.clone()
    };
    assert!(!reviews::insert(&mut tx, &other).await.unwrap());
    // Puzzles (docs/learning.md 2): one found in the finished game, both
    // ratings after an attempt, a finished and an open attempt, a daily.
    let found = puzzles::FoundRow {
        key: format!("game:{finished}:4"),
        guild_id: 9,
        variant_key: "brandubh".into(),
        game_id: finished,
        ply: 4,
        position: "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d".into(),
        plies: 1,
        solution: "d4-d1".into(),
    };
    assert!(puzzles::insert_found(&mut tx, &found, 77).await.unwrap());
    assert!(!puzzles::insert_found(&mut tx, &found, 77).await.unwrap());
    let after = puzzles::PuzzleRatingRow {
        rating: 1512.5,
        deviation: 290.25,
        volatility: 0.06,
        attempts: 1,
        solved: 1,
    };
    puzzles::put_puzzle_rating(&mut tx, &found.key, &after, 78)
        .await
        .unwrap();
    puzzles::put_player_rating(&mut tx, 1, &after, 78)
        .await
        .unwrap();
    assert!(puzzles::open(&mut tx, 1, &found.key, 9, 79).await.unwrap());
    assert!(
        puzzles::advance(
            &mut tx,
            1,
            &found.key,
            &puzzles::Advance {
                from_played: "",
                played: "d4-d1",
                status: "solved",
                rating_before: Some(1500.0),
                rating_after: Some(1512.5),
            },
            80,
        )
        .await
        .unwrap()
    );
    assert!(
        puzzles::open(&mut tx, 1, "brandubh.csv:7:11", 9, 81)
            .await
            .unwrap()
    );
    puzzles::set_daily_channel(&mut tx, 9, Some(4242), 82)
        .await
        .unwrap();
    assert!(
        puzzles::record_day(&mut tx, 9, 20_000, 4242, "brandubh.csv:7:11", 83)
            .await
            .unwrap()
    );
    let mut rule_set_ids = Vec::new();
    for (name, key) in [
        ("Saami Plus", "saami plus"),
        ("Þóra's Tablut", "þóra's tablut"),
    ] {
        let new = rule_sets::NewRuleSet {
            guild_id: 9,
            name,
            name_key: key,
            rules: "dim:7 name:Saami_Plus start:/3t3/7/7/3K3/7/7/7/",
            variant_key: "rs-0123456789abcdef",
            created_by: 1,
        };
        rule_set_ids.push(rule_sets::insert(&mut tx, new, 65).await.unwrap().unwrap());
    }
    assert!(
        rule_sets::delete(&mut tx, rule_set_ids[0], 2, 66)
            .await
            .unwrap()
    );

    for n in 1..=6 {
        events::append(
            &mut tx,
            "game_moved",
            Some(active),
            (n == 1).then_some(challenge),
            &format!("{{\"n\":{n},\"text\":\"ü\"}}"),
            70 + n,
        )
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
    // Events are placed once their transaction ended (PostgreSQL).
    place(store, 6).await;
    let mut tx = store.write().await.unwrap();
    events::ensure_consumer(&mut tx, "bot", 0, 80)
        .await
        .unwrap();
    events::mark_delivered(&mut tx, "bot", 3, 81).await.unwrap();
    events::ensure_consumer(&mut tx, "late", 0, 82)
        .await
        .unwrap();
    events::mark_failed(&mut tx, "late", "Discord said 503", 83)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    sql(store, "DELETE FROM events WHERE id = 6").await;
    Filled {
        active,
        finished,
        rematch,
        tournament,
    }
}

/// Runs the sequencer until `placed` events have a position (at once on
/// SQLite). It waits for every older transaction on the server, other
/// tests' included: hence the tries.
async fn place(store: &Store, placed: usize) {
    for _ in 0..500 {
        events::sequence(store).await.unwrap();
        if positions(store).await.len() >= placed {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    panic!("the sequencer never placed {placed} events");
}

/// Positions of the events in delivery order, as (id, position).
async fn positions(store: &Store) -> Vec<(i64, i64)> {
    let mut conn = store.read().await.unwrap();
    events::after(&mut conn, 0, 100)
        .await
        .unwrap()
        .iter()
        .map(|e| (e.id, e.position))
        .collect()
}

/// What a copy of a [`fill`] must hold, beyond equal rows.
async fn check_copy(store: &Store, filled: &Filled) {
    let mut conn = store.read().await.unwrap();
    // The running game is still due, with its reminder.
    let due = deadlines::due(&mut conn, DUE_AT, 10).await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!((due[0].game_id, due[0].due_at), (filled.active, DUE_AT));
    assert_eq!(
        deadlines::due(&mut conn, DUE_AT - 1000, 10)
            .await
            .unwrap()
            .len(),
        1,
        "the reminder is still to send"
    );
    assert!(
        deadlines::due(&mut conn, DUE_AT - 1001, 10)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        deadlines::next_due(&mut conn).await.unwrap(),
        Some(DUE_AT - 1000)
    );
    let game = games::get(&mut conn, filled.active).await.unwrap().unwrap();
    assert_eq!(
        (game.version, game.plies, game.deadline_at),
        (2, 2, Some(DUE_AT))
    );
    assert!(
        draws::pending(&mut conn, filled.active)
            .await
            .unwrap()
            .is_some()
    );
    assert_eq!(
        moves::of_game(&mut conn, filled.active)
            .await
            .unwrap()
            .len(),
        2
    );
    let rematch = challenges::get(&mut conn, filled.rematch)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(rematch.rematch_of, Some(filled.finished));
    assert!(
        ratings::change_of_game(&mut conn, filled.finished)
            .await
            .unwrap()
            .is_some()
    );
    assert_eq!(
        tournaments::games(&mut conn, filled.tournament)
            .await
            .unwrap()
            .len(),
        3
    );
    assert_eq!(
        settings::organizer_role(&mut conn, 9).await.unwrap(),
        Some(77)
    );
    assert_eq!(
        locales::of_player(&mut conn, 2).await.unwrap().as_deref(),
        Some("sv-SE")
    );
    assert_eq!(
        locales::of_guild(&mut conn, 9).await.unwrap().as_deref(),
        Some("de")
    );
    let away = vacations::since(&mut conn, 2, 9, 0).await.unwrap();
    assert_eq!(
        away.iter()
            .map(|v| (v.ended_at, v.days, v.auto))
            .collect::<Vec<_>>(),
        [(Some(71), 1, true)]
    );
    assert_eq!(vacations::allowance(&mut conn, 9).await.unwrap(), Some(14));
    let settings_row = player_settings::get(&mut conn, 1).await.unwrap();
    assert_eq!(
        (
            settings_row.notify_turn.as_str(),
            settings_row.notify_warnings,
            settings_row.dm_channel_id
        ),
        ("daily", true, Some(555))
    );
    let lines = premoves::of_game(&mut conn, filled.active).await.unwrap();
    assert_eq!(lines.len(), 1);
    let review = reviews::get(&mut conn, filled.finished)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (
            review.requested_by,
            review.per_position_ms,
            review.body.as_str()
        ),
        (3, 450, r#"{"start":0.5,"plies":[]}"#)
    );
    assert!(
        reviews::get(&mut conn, filled.active)
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(lines[0].line, "c1-c2 e3-e4");
    let key = format!("game:{}:4", filled.finished);
    let found = puzzles::found(&mut conn, &key).await.unwrap().unwrap();
    assert_eq!((found.plies, found.solution.as_str()), (1, "d4-d1"));
    let rating = puzzles::player_rating(&mut conn, 1).await.unwrap().unwrap();
    assert_eq!((rating.rating, rating.deviation), (1512.5, 290.25));
    let solved = puzzles::attempt(&mut conn, 1, &key).await.unwrap().unwrap();
    assert_eq!(
        (solved.status.as_str(), solved.rating_after),
        ("solved", Some(1512.5))
    );
    let open = puzzles::open_attempt(&mut conn, 1).await.unwrap().unwrap();
    assert_eq!(open.puzzle_key, "brandubh.csv:7:11");
    assert_eq!(
        puzzles::daily_channel(&mut conn, 9).await.unwrap(),
        Some(4242)
    );
    assert_eq!(
        puzzles::days_sent(&mut conn, 9).await.unwrap(),
        ["brandubh.csv:7:11"]
    );
    // The consumer goes on where it was: events 4 and 5 are still to come.
    let bot = events::consumer(&mut conn, "bot").await.unwrap().unwrap();
    let pending: Vec<i64> = events::after(&mut conn, bot.delivered_up_to, 10)
        .await
        .unwrap()
        .iter()
        .map(|e| e.id)
        .collect();
    assert_eq!(pending, [4, 5]);
    let late = events::consumer(&mut conn, "late").await.unwrap().unwrap();
    assert_eq!(
        (
            late.delivered_up_to,
            late.failures,
            late.last_error.as_deref()
        ),
        (0, 1, Some("Discord said 503"))
    );
}

/// Rows a fill makes, table by table, in the copy's order.
const FILLED: [(&str, u64); 26] = [
    ("rule_sets", 2),
    ("players", 4),
    ("tournaments", 1),
    ("challenges", 2),
    ("games", 3),
    ("moves", 2),
    ("deadlines", 1),
    ("draw_offers", 1),
    ("events", 5),
    ("event_consumers", 2),
    ("ratings", 2),
    ("rating_changes", 1),
    ("guild_settings", 2),
    ("player_locales", 2),
    ("tournament_players", 3),
    ("tournament_games", 3),
    ("vacations", 1),
    ("player_settings", 1),
    ("digests", 1),
    ("premoves", 1),
    ("reviews", 1),
    ("puzzles", 1),
    ("puzzle_ratings", 1),
    ("puzzle_players", 1),
    ("puzzle_attempts", 2),
    ("puzzle_days", 1),
];

#[tokio::test]
async fn a_community_goes_to_postgres_and_back_row_for_row() {
    testing::run(Backend::Postgres, async {
        let first_db = TestDb::on(Backend::Sqlite, "copy-first").await;
        let first = first_db.open().await.unwrap();
        let filled = fill(&first).await;
        let original = dump(&first).await;
        assert!(original.values().any(|rows| !rows.is_empty()));

        let pg_db = TestDb::on(Backend::Postgres, "copy-pg").await;
        let postgres = pg_db.open().await.unwrap();
        let report = copy::copy(&first, &postgres).await.unwrap();
        assert_eq!(report.tables, FILLED);
        assert_eq!(report.total(), 47);
        assert_eq!(report.rows("leases"), None, "leases are not copied");
        assert_eq!(dump(&postgres).await, original);
        // Every event of SQLite was committed: delivery order is id order.
        assert_eq!(
            positions(&postgres).await,
            [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5)]
        );
        check_copy(&postgres, &filled).await;

        let back = TestDb::on(Backend::Sqlite, "copy-back").await;
        let back_store = back.open().await.unwrap();
        let report = copy::copy(&postgres, &back_store).await.unwrap();
        assert_eq!(report.tables, FILLED);
        assert_eq!(dump(&back_store).await, original);
        check_copy(&back_store, &filled).await;
        assert_eq!(
            counters(&back_store).await,
            counters(&first).await,
            "sqlite_sequence made the trip"
        );
    })
    .await;
}

/// SQLite's AUTOINCREMENT counters.
async fn counters(store: &Store) -> Vec<(String, i64)> {
    let mut conn = store.read().await.unwrap();
    let ReadConn::Sqlite(c) = &mut conn else {
        unreachable!("an SQLite store")
    };
    sqlx::query_as("SELECT name, seq FROM sqlite_sequence ORDER BY name")
        .fetch_all(&mut **c)
        .await
        .unwrap()
}

/// SQLite to SQLite and PostgreSQL to PostgreSQL copy as well.
#[both_backends]
#[tokio::test]
async fn a_copy_within_one_backend_is_whole() {
    let source_db = TestDb::new("copy-same-from").await;
    let source = source_db.open().await.unwrap();
    let filled = fill(&source).await;
    let target_db = TestDb::new("copy-same-to").await;
    let target = target_db.open().await.unwrap();
    let report = copy::copy(&source, &target).await.unwrap();
    assert_eq!(report.tables, FILLED);
    assert_eq!(dump(&target).await, dump(&source).await);
    assert_eq!(positions(&target).await, positions(&source).await);
    check_copy(&target, &filled).await;
}

/// New rows take ids past every id the source gave, in both directions:
/// the deleted event's id 6 is not given again.
#[tokio::test]
async fn new_rows_get_fresh_ids_after_a_copy() {
    testing::run(Backend::Postgres, async {
        let sqlite_db = TestDb::on(Backend::Sqlite, "ids-from").await;
        let sqlite = sqlite_db.open().await.unwrap();
        fill(&sqlite).await;
        let pg_db = TestDb::on(Backend::Postgres, "ids-pg").await;
        let postgres = pg_db.open().await.unwrap();
        copy::copy(&sqlite, &postgres).await.unwrap();
        let back_db = TestDb::on(Backend::Sqlite, "ids-back").await;
        let back = back_db.open().await.unwrap();
        copy::copy(&postgres, &back).await.unwrap();
        for store in [&postgres, &back] {
            let mut tx = store.write().await.unwrap();
            let game = games::insert(&mut tx, &new_game(2, 3, None, 90))
                .await
                .unwrap();
            let event = events::append(&mut tx, "k", None, None, "{}", 90)
                .await
                .unwrap();
            let offer = draws::offer(&mut tx, game, 2, "attackers", 0, 90)
                .await
                .unwrap();
            let challenge = challenges::insert(
                &mut tx,
                &NewChallenge {
                    guild_id: None,
                    channel_id: 1,
                    author_id: 3,
                    opponent_id: None,
                    variant: "brandubh",
                    layout: "standard",
                    start_position: None,
                    author_side: "random",
                    move_time_ms: None,
                    bank_ms: None,
                    rated: false,
                    rematch_of: None,
                    expires_at: 200,
                    now: 90,
                },
            )
            .await
            .unwrap();
            let tournament = tournaments::insert(
                &mut tx,
                &NewTournament {
                    guild_id: 9,
                    channel_id: 12,
                    name: "Second",
                    variant: "brandubh",
                    format: "swiss",
                    rounds: Some(3),
                    move_time_ms: None,
                    bank_ms: None,
                    vacation: true,
                    max_players: 4,
                    signup_deadline: None,
                    created_by: 1,
                    now: 90,
                },
            )
            .await
            .unwrap();
            tx.commit().await.unwrap();
            assert_eq!(
                (game, event, offer, challenge, tournament),
                (4, 7, 2, 3, 2),
                "{:?}",
                store.backend()
            );
        }
        // The new event is delivered after the copied ones.
        place(&postgres, 6).await;
        assert_eq!(positions(&postgres).await.last(), Some(&(7, 6)));
    })
    .await;
}

/// On PostgreSQL, events are placed in the order their transactions
/// ended, which need not be id order; a copy into SQLite, where the id is
/// the position, gives each consumer the largest id it was given.
#[tokio::test]
async fn postgres_positions_become_ids_in_sqlite() {
    testing::run(Backend::Postgres, async {
        let pg_db = TestDb::on(Backend::Postgres, "positions").await;
        let postgres = pg_db.open().await.unwrap();
        // `early` takes its transaction id first (a write), then `late`
        // appends event 1; `early` appends event 2 and ends first. Event 2's
        // transaction is older than every running one: it is placed first.
        let mut early = postgres.write().await.unwrap();
        players::upsert(&mut early, 1, "human", "A", 0)
            .await
            .unwrap();
        let mut late = postgres.write().await.unwrap();
        let one = events::append(&mut late, "k", None, None, "{\"n\":1}", 1)
            .await
            .unwrap();
        let two = events::append(&mut early, "k", None, None, "{\"n\":2}", 2)
            .await
            .unwrap();
        early.commit().await.unwrap();
        place(&postgres, 1).await;
        late.commit().await.unwrap();
        place(&postgres, 2).await;
        // Event 3 is committed but not placed yet.
        let mut tx = postgres.write().await.unwrap();
        let three = events::append(&mut tx, "k", None, None, "{\"n\":3}", 3)
            .await
            .unwrap();
        for (name, position) in [("none", 0), ("first", 1), ("both", 2)] {
            events::ensure_consumer(&mut tx, name, position, 4)
                .await
                .unwrap();
        }
        tx.commit().await.unwrap();
        assert_eq!((one, two, three), (1, 2, 3));
        assert_eq!(positions(&postgres).await, [(2, 1), (1, 2)]);

        let sqlite_db = TestDb::on(Backend::Sqlite, "positions-sqlite").await;
        let sqlite = sqlite_db.open().await.unwrap();
        copy::copy(&postgres, &sqlite).await.unwrap();
        let mut conn = sqlite.read().await.unwrap();
        let mut at = Vec::new();
        for name in ["none", "first", "both"] {
            let consumer = events::consumer(&mut conn, name).await.unwrap().unwrap();
            at.push(consumer.delivered_up_to);
        }
        // "first" was given event 2 (position 1), whose id is 2.
        assert_eq!(at, [0, 2, 2]);
        let pending: Vec<i64> = events::after(&mut conn, 2, 10)
            .await
            .unwrap()
            .iter()
            .map(|e| e.id)
            .collect();
        assert_eq!(pending, [3], "the event not placed yet is still to deliver");

        // And back: positions are ids again, so consumers keep theirs.
        let again_db = TestDb::on(Backend::Postgres, "positions-again").await;
        let again = again_db.open().await.unwrap();
        copy::copy(&sqlite, &again).await.unwrap();
        assert_eq!(positions(&again).await, [(1, 1), (2, 2), (3, 3)]);
        let mut conn = again.read().await.unwrap();
        let both = events::consumer(&mut conn, "both").await.unwrap().unwrap();
        assert_eq!(both.delivered_up_to, 2);
    })
    .await;
}

/// A target with any row is refused before anything is written; a lease
/// (a process's passing claim) does not count.
#[both_backends]
#[tokio::test]
async fn a_target_with_rows_is_refused_and_left_alone() {
    let source_db = TestDb::new("refuse-from").await;
    let source = source_db.open().await.unwrap();
    fill(&source).await;
    let target_db = TestDb::new("refuse-to").await;
    let target = target_db.open().await.unwrap();
    let mut tx = target.write().await.unwrap();
    assert!(
        leases::claim(&mut tx, "outbox:bot", "gone", 60_000, 1)
            .await
            .unwrap()
    );
    tx.commit().await.unwrap();
    let mut tx = target.write().await.unwrap();
    settings::set_organizer_role(&mut tx, 5, Some(6), 1)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let before = dump(&target).await;
    let err = copy::copy(&source, &target).await.unwrap_err();
    assert!(
        matches!(err, CopyError::NotEmpty("guild_settings")),
        "{err}"
    );
    assert!(err.to_string().contains("`guild_settings`"), "{err}");
    assert_eq!(dump(&target).await, before);

    // Only a lease: copied into.
    let leased_db = TestDb::new("refuse-leased").await;
    let leased = leased_db.open().await.unwrap();
    let mut tx = leased.write().await.unwrap();
    assert!(
        leases::claim(&mut tx, "outbox:bot", "gone", 60_000, 1)
            .await
            .unwrap()
    );
    tx.commit().await.unwrap();
    copy::copy(&source, &leased).await.unwrap();
    let mut expected = dump(&source).await;
    expected.insert("leases".into(), dump(&leased).await["leases"].clone());
    assert_eq!(dump(&leased).await, expected);
}

/// A database with a column or table this build does not know is refused:
/// a copy would leave it behind.
#[tokio::test]
async fn an_unknown_column_is_refused() {
    let source_db = TestDb::on(Backend::Sqlite, "schema-from").await;
    let source = source_db.open().await.unwrap();
    fill(&source).await;
    sql(&source, "ALTER TABLE games ADD COLUMN colour TEXT").await;
    let target_db = TestDb::on(Backend::Sqlite, "schema-to").await;
    let target = target_db.open().await.unwrap();
    let err = copy::copy(&source, &target).await.unwrap_err();
    assert!(
        matches!(&err, CopyError::Schema { side: "source", .. }),
        "{err}"
    );
    assert!(err.to_string().contains("games.colour"), "{err}");
    assert!(dump(&target).await.values().all(Vec::is_empty));
    // So is a table it does not know, on either side.
    sql(&source, "ALTER TABLE games DROP COLUMN colour").await;
    sql(&target, "CREATE TABLE notes (note TEXT)").await;
    let err = copy::copy(&source, &target).await.unwrap_err();
    assert!(
        matches!(&err, CopyError::Schema { side: "target", .. }),
        "{err}"
    );
    assert!(err.to_string().contains("table `notes`"), "{err}");
}

/// A missing SQLite source is an error, not a new empty database.
#[tokio::test]
async fn a_missing_sqlite_source_is_not_created() {
    let db = TestDb::on(Backend::Sqlite, "missing").await;
    let path = db.dir().unwrap().join("nothing.db");
    let url = format!("sqlite://{}", path.display());
    let err = copy::open_source(&url).await.unwrap_err();
    assert!(matches!(err, CopyError::NoSource(_)), "{err}");
    assert!(err.to_string().contains("nothing.db"), "{err}");
    assert!(!path.exists());
    // An existing one opens.
    drop(db.open().await.unwrap());
    copy::open_source(db.url()).await.unwrap();
}

/// A copy that fails part of the way writes nothing: here SQLite holds a
/// word where a number belongs (its columns take any value), found only
/// once the tables before it were written.
#[both_backends]
#[tokio::test]
async fn a_failed_copy_leaves_the_target_empty() {
    let source_db = TestDb::on(Backend::Sqlite, "failed-from").await;
    let source = source_db.open().await.unwrap();
    fill(&source).await;
    sql(&source, "UPDATE event_consumers SET failures = 'many'").await;
    let target_db = TestDb::new("failed-to").await;
    let target = target_db.open().await.unwrap();
    let err = copy::copy(&source, &target).await.unwrap_err();
    assert!(
        matches!(
            err,
            CopyError::Read {
                table: "event_consumers",
                ..
            }
        ),
        "{err}"
    );
    assert!(dump(&target).await.values().all(Vec::is_empty));
    // The target can be copied into once the source is mended.
    sql(&source, "UPDATE event_consumers SET failures = 0").await;
    copy::copy(&source, &target).await.unwrap();
}
