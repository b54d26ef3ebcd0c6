//! The stored format of events: every event kind as the code before the
//! stored payload types wrote it (tests/fixtures/events-v1.jsonl, one line
//! per kind and case, optional fields set and unset; its last lines carry
//! fields added since, like `by` of game_started and game_finished) still loads, is
//! written back as the very same JSON, and reads into the features' views
//! and back without loss; events written before a field existed load with
//! its default; and rows of the fixture in a real outbox reach a notifier.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use common::*;
use hnefi_app::events::StoredEvent;
use hnefi_app::*;
use serde_json::Value;

const FIXTURE: &str = include_str!("fixtures/events-v1.jsonl");

const KINDS: [&str; 15] = [
    "challenge_created",
    "challenge_closed",
    "game_started",
    "move_played",
    "draw_offered",
    "draw_declined",
    "reminder",
    "game_finished",
    "tournament_round",
    "tournament_finished",
    "tournament_cancelled",
    "vacation_started",
    "digest",
    "dms_closed",
    "daily_puzzle",
];

fn lines() -> impl Iterator<Item = (usize, &'static str)> {
    FIXTURE
        .lines()
        .enumerate()
        .map(|(n, line)| (n + 1, line))
        .filter(|(_, line)| !line.trim().is_empty())
}

fn load(n: usize, line: &str) -> StoredEvent {
    StoredEvent::from_json(line).unwrap_or_else(|e| panic!("line {n} does not load: {e}\n{line}"))
}

#[test]
fn every_stored_event_loads_and_is_written_back_the_same() {
    for (n, line) in lines() {
        let stored = load(n, line);
        let tag = serde_json::from_str::<Value>(line).unwrap()["type"].clone();
        assert_eq!(tag, stored.kind(), "line {n}: the kind is the tag");
        let written = stored.to_json().unwrap();
        // Field for field (as values), and byte for byte.
        assert_eq!(
            serde_json::from_str::<Value>(&written).unwrap(),
            serde_json::from_str::<Value>(line).unwrap(),
            "line {n}"
        );
        assert_eq!(written, line, "line {n}");
        assert_eq!(load(n, &written), stored, "line {n}: load, store, load");
    }
}

#[test]
fn stored_events_read_into_the_views_and_back_without_loss() {
    for (n, line) in lines() {
        let stored = load(n, line);
        let event = Event::from(stored.clone());
        assert_eq!(event.kind(), stored.kind(), "line {n}");
        assert_eq!(
            event.game().map(|g| g.id),
            stored.game().map(|g| g.id),
            "line {n}"
        );
        assert_eq!(event.challenge(), stored.challenge(), "line {n}");
        assert_eq!(StoredEvent::from(&event), stored, "line {n}");
        assert_eq!(StoredEvent::from(&event).to_json().unwrap(), line);
    }
}

/// Every field of a JSON value by its path (a payload type's fields have
/// the same path in every kind; list items share one), and whether it is
/// set there: not null, not an empty list.
fn fields(value: &Value, path: String, out: &mut Vec<(String, bool)>) {
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                let inner = format!("{path}.{key}");
                out.push((inner.clone(), !v.is_null()));
                fields(v, inner, out);
            }
        }
        Value::Array(items) => {
            out.push((path.clone(), !items.is_empty()));
            for item in items {
                fields(item, format!("{path}[]"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn the_fixture_covers_every_kind_with_optional_fields_set_and_unset() {
    let mut kinds = BTreeSet::new();
    // By path: whether the field was seen unset, and seen set.
    let mut seen: BTreeMap<String, (bool, bool)> = BTreeMap::new();
    for (n, line) in lines() {
        kinds.insert(load(n, line).kind());
        let mut found = Vec::new();
        fields(
            &serde_json::from_str(line).unwrap(),
            String::new(),
            &mut found,
        );
        for (path, set) in found {
            let entry = seen.entry(path).or_default();
            entry.0 |= !set;
            entry.1 |= set;
        }
    }
    assert_eq!(kinds, KINDS.into_iter().collect());
    let never_set: Vec<_> = seen.iter().filter(|(_, (_, set))| !set).collect();
    assert!(never_set.is_empty(), "only ever unset: {never_set:?}");
    let optional = [
        ".challenge.message",
        ".challenge.opponent",
        ".challenge.position",
        ".challenge.rematch_of",
        ".challenge.time",
        ".place.guild",
        ".message",
        ".by",
        ".challenge_message",
        ".game.challenge",
        ".game.place.guild",
        ".game.thread",
        ".game.time",
        ".game.result",
        ".game.deadline",
        ".game.finished_at",
        ".game.tournament",
        ".mv.captures",
        ".mv.king_captured",
        ".mv.troll_king_leap",
        ".mv.announcement",
        ".rating",
        ".tournament.message",
        ".tournament.rounds",
        ".tournament.time",
        ".tournament.signup_deadline",
        ".tournament.winner",
        ".tournament.players",
        ".games",
        ".games[].defender",
        ".games[].game",
        ".games[].result",
        ".games[].plies",
        ".standings",
    ];
    for path in optional {
        assert_eq!(seen.get(path), Some(&(true, true)), "{path}: unset and set");
    }
}

#[test]
fn events_written_before_a_field_existed_load_with_its_default() {
    // Names, tournaments, ratings and tournament results came later.
    let later = [
        ("game", "attacker_name"),
        ("game", "defender_name"),
        ("game", "tournament"),
        ("", "rating"),
    ];
    let mut older_seen = 0;
    for (n, line) in lines() {
        let mut value: Value = serde_json::from_str(line).unwrap();
        let mut removed = false;
        for (inside, key) in later {
            let object = if inside.is_empty() {
                value.as_object_mut()
            } else {
                value.get_mut(inside).and_then(Value::as_object_mut)
            };
            removed |= object.and_then(|o| o.remove(key)).is_some();
        }
        if let Some(games) = value.get_mut("games").and_then(Value::as_array_mut) {
            for game in games {
                removed |= game.as_object_mut().unwrap().remove("result").is_some();
            }
        }
        if !removed {
            continue;
        }
        older_seen += 1;
        let older = load(n, &value.to_string());
        if let Some(game) = older.game() {
            assert_eq!(
                (game.attacker_name.as_str(), game.defender_name.as_str()),
                ("", "")
            );
            assert_eq!(game.tournament, None, "line {n}");
        }
        match older {
            StoredEvent::GameFinished { rating, .. } => assert_eq!(rating, None),
            StoredEvent::TournamentRound { games, .. } => {
                assert!(games.iter().all(|g| g.result.is_none()), "line {n}")
            }
            _ => {}
        }
    }
    assert!(older_seen >= 10, "{older_seen}");
}

#[test]
fn a_field_this_build_does_not_know_is_ignored() {
    for (n, line) in lines() {
        let mut value: Value = serde_json::from_str(line).unwrap();
        value["written_later"] = Value::from(1);
        assert_eq!(load(n, &value.to_string()), load(n, line), "line {n}");
    }
}

#[both_backends]
#[tokio::test]
async fn outbox_rows_written_by_the_earlier_code_reach_a_notifier() {
    let db = TestDb::new("stored-events").await;
    let store = db.open().await.unwrap();
    let mut tx = store.write().await.unwrap();
    let mut expected = Vec::new();
    for (n, line) in lines() {
        let stored = load(n, line);
        hnefi_store::events::append(
            &mut tx,
            stored.kind(),
            stored.game().map(|g| g.id.0),
            stored.challenge().map(|c| c.0),
            line,
            T0.millis(),
        )
        .await
        .unwrap();
        expected.push(Event::from(stored));
    }
    tx.commit().await.unwrap();
    let notes = Arc::new(RecordingNotifier::new());
    let app = App::builder(store)
        .clock(Arc::new(ManualClock::new(T0)))
        .notifier("test", notes.clone(), StartAt::Beginning)
        .build()
        .await
        .unwrap();
    app.deliver_pending().await.unwrap();
    assert_eq!(notes.events(), expected);
    assert_eq!(app.events_since(EventId(0)).await.unwrap(), expected);
    // The app's own `tournaments` consumer read them too.
    assert_eq!(app.pending_events("tournaments").await.unwrap(), 0);
    app.close().await;
}
