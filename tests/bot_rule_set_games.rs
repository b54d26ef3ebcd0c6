// The double builds large JSON literals.
#![recursion_limit = "256"]
//! A server's own rule set in play (issue 23; docs/discord.md "Slash
//! commands" and "/variant"), end to end against the Discord double, on
//! SQLite and on PostgreSQL: an organiser saves a rule set; two players
//! find it in the `variant` autocomplete and play it to the end through a
//! challenge and `/move`, and it ends by the rule set's own rule (the king
//! escapes on an edge square, which wins in no built-in 7x7 variant); the
//! rating shows under it; `/rules` says its rules; a round-robin runs in
//! it, and while it runs the rule set cannot be deleted; the rule set is
//! deleted while a game in it runs, the bot restarts (the new process has
//! never seen the rules), and that game still finishes under its rules.
//!
//! The PostgreSQL run needs HNEFI_TEST_POSTGRES; without it, it says so
//! loudly and passes.

mod bot;
mod discord;

use bot::{T, World, embed_text, number_after, sub, to_move};
use discord::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, Message, User};
use hnefi_store::Backend;
use hnefi_store::testing::{self, TestDb};
use serde_json::{Value, json};

/// 7x7, the king alone in the middle, four attackers; the king wins on
/// any edge square (`esc:e`). After the attackers' `d7-e7` the king's
/// `d4-g4` wins at once.
const QUICK: &str = "dim:7 esc:e start:/3t3/7/7/t2K3/7/7/3t3/";
const NAME: &str = "Quick Escape";
/// How the `variant` autocomplete shows it.
const SHOWN: &str = "Quick Escape (7x7, this server)";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rule_set_is_played_rated_and_run_as_a_tournament_on_sqlite() {
    the_whole_flow(World::new().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rule_set_is_played_rated_and_run_as_a_tournament_on_postgresql() {
    testing::run(Backend::Postgres, async {
        let db = TestDb::on(Backend::Postgres, "rule_set_games").await;
        let world = World::with_env(&[("DATABASE_URL", db.url())]).await;
        the_whole_flow(world).await;
    })
    .await;
}

async fn the_whole_flow(mut world: World) {
    world.double.wait_commands(T).await;

    // An organiser (the owner) saves the rule set.
    let saved = variant(
        &world,
        ALICE,
        "create",
        json!([
            {"name": "name", "type": 3, "value": NAME},
            {"name": "rules", "type": 3, "value": QUICK},
        ]),
    )
    .await;
    assert!(!saved.ephemeral, "{}", saved.content);
    // Its rules in words, said from the rules.
    let said = embed_text(&saved);
    assert!(said.contains("any square on the edge"), "{said}");

    // The autocomplete of every `variant` option offers it, by its key.
    let key = world.variant_choice("challenge", SHOWN).await;
    let key_text = key.as_str().expect("a string value").to_string();
    assert!(key_text.starts_with("rs-"), "{key_text}");
    for command in ["ai", "rules", "rating", "leaderboard", "tournament"] {
        assert_eq!(
            world.variant_choice(command, SHOWN).await,
            key,
            "/{command}"
        );
    }

    // `/rules`: generated from the rules, with a legend and the board.
    let rules = with_variant(&world, BOB, "rules", &key).await;
    let text = embed_text(&rules);
    assert!(text.contains(NAME), "{text}");
    assert!(
        text.contains("The king wins by reaching any square on the edge."),
        "{text}"
    );
    assert!(
        text.contains("There are no throne squares") || text.contains("throne"),
        "{text}"
    );
    assert!(
        text.contains("the piece with a gold crown is the king"),
        "{text}"
    );
    assert!(rules.attachment("board.png").is_some(), "{rules:?}");

    // Two players play it to the end: a challenge, two moves, the king out.
    let game = world.start_game(SHOWN, ALICE, BOB, "1d").await;
    let first = world.play(ALICE, game.channel, "d7-e7").await;
    assert!(!first.ephemeral, "{}", first.content);
    let last = world.play(BOB, game.channel, "d4-g4").await;
    assert!(!last.ephemeral, "{}", last.content);
    assert!(last.content.contains("king escaped"), "{}", last.content);
    assert!(last.content.contains("📈 Ratings"), "{}", last.content);

    // The record carries the rules, so it reads anywhere; the replay and a
    // rematch (in the same rule set) work as for any game.
    let export = world.slash(CAROL, game.channel, "export", json!([])).await;
    let record = export
        .attachment(&format!("game-{}.txt", game.id))
        .map(|a| String::from_utf8(a.bytes.clone()).unwrap())
        .unwrap_or_else(|| panic!("no record: {}", export.content));
    assert!(
        record.contains(&format!("variant: {key_text}\n")),
        "{record}"
    );
    assert!(
        record.contains("rules: dim:7 name:Quick_Escape esc:e"),
        "{record}"
    );
    let replay = world.slash(ALICE, game.channel, "replay", json!([])).await;
    let gif = replay
        .attachment(&format!("game-{}.gif", game.id))
        .expect("a GIF");
    assert!(gif.bytes.starts_with(b"GIF89a"));
    let rematch = world
        .slash(
            BOB,
            game.channel,
            "rematch",
            json!([{"name": "game", "type": 4, "value": game.id}]),
        )
        .await;
    assert!(!rematch.ephemeral, "{}", rematch.content);
    assert!(embed_text(&rematch).contains(NAME), "{rematch:?}");

    // The AI plays it: at level 1 it answers the attackers' first move.
    let ai = world
        .slash(
            DAVE,
            CHANNEL_ID,
            "ai",
            json!([
                {"name": "variant", "type": 3, "value": key},
                {"name": "side", "type": 3, "value": "attackers"},
                {"name": "level", "type": 4, "value": 1},
            ]),
        )
        .await;
    assert!(!ai.ephemeral, "{}", ai.content);
    let ai_game = number_after(&ai.content, "game #").expect("a game number");
    let ai_thread = thread_of(&world, ai_game).await;
    let opened = play_in(&world, DAVE, ai_thread, ai_game, "d7-e7").await;
    assert!(!opened.ephemeral, "{}", opened.content);
    world
        .double
        .wait_message(ai_thread, |m| m.content.contains("**2.**"), T)
        .await;

    // The rating shows under the rule set, by name.
    let rating = with_variant(&world, BOB, "rating", &key).await;
    let card = embed_text(&rating);
    assert!(
        card.contains(NAME) && card.contains("As defender"),
        "{card}"
    );
    let board = with_variant(&world, ALICE, "leaderboard", &key).await;
    let top = embed_text(&board);
    assert!(
        top.contains(NAME) && top.contains(&format!("<@{}>", BOB.id)),
        "{top}"
    );

    // A round-robin in it.
    let format = world.choice("tournament", "format", "Round-robin");
    let created = world
        .slash(
            ALICE,
            CHANNEL_ID,
            "tournament",
            sub(
                "create",
                json!([
                    {"name": "name", "type": 3, "value": "Escape Cup"},
                    {"name": "variant", "type": 3, "value": key},
                    {"name": "format", "type": 3, "value": format},
                ]),
            ),
        )
        .await;
    assert!(!created.ephemeral, "{}", created.content);
    assert!(embed_text(&created).contains(NAME), "{created:?}");
    for user in [BOB, CAROL] {
        let joined = world
            .slash(user, CHANNEL_ID, "tournament", sub("join", json!([])))
            .await;
        assert!(!joined.ephemeral, "{}", joined.content);
    }
    // While the tournament is open its rule set stays, and the answer
    // names the tournament.
    let refused = delete_rule_set(&world).await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(
        refused.content.contains("Escape Cup"),
        "{}",
        refused.content
    );
    let started = world
        .slash(ALICE, CHANNEL_ID, "tournament", sub("start", json!([])))
        .await;
    assert!(!started.ephemeral, "{}", started.content);
    let round = world
        .double
        .wait_message(CHANNEL_ID, |m| embed_text(m).contains("round 1"), T)
        .await;
    // Two games per pairing, one on each side; each ends by the rule
    // set's own rule.
    let pairings = embed_text(&round);
    let games: Vec<i64> = pairings
        .split("`#")
        .skip(1)
        .filter_map(|rest| number_after(&format!("`#{rest}"), "`#"))
        .collect();
    assert_eq!(games.len(), 2, "{pairings}");
    for game in games {
        let thread = thread_of(&world, game).await;
        let opening = world
            .double
            .wait_message(thread, |m| m.attachment("board.png").is_some(), T)
            .await;
        let attacker = user_with_id(to_move(&opening.content).expect("someone to move"));
        let defender = if attacker == BOB { CAROL } else { BOB };
        let moved = play_in(&world, attacker, thread, game, "d7-e7").await;
        assert!(!moved.ephemeral, "{}", moved.content);
        let won = play_in(&world, defender, thread, game, "d4-g4").await;
        assert!(won.content.contains("king escaped"), "{}", won.content);
    }
    let finals = world
        .double
        .wait_message(CHANNEL_ID, |m| embed_text(m).contains("final standings"), T)
        .await;
    // A win each: both players finish on one point.
    let finals = embed_text(&finals);
    for player in [BOB, CAROL] {
        let line = format!("<@{}> — 1 pts", player.id);
        assert!(finals.contains(&line), "{line}: {finals}");
    }

    // A game runs in it when it is deleted.
    let running = world.start_game(SHOWN, CAROL, DAVE, "1d").await;
    let moved = world.play(CAROL, running.channel, "d7-e7").await;
    assert!(!moved.ephemeral, "{}", moved.content);
    let deleted = delete_rule_set(&world).await;
    assert!(!deleted.ephemeral, "{}", deleted.content);
    // Offered no more, and no new game starts in it.
    let offered = world.variant_choices("challenge", "quick").await;
    assert!(offered.is_empty(), "{offered:?}");
    let refused = with_variant(&world, ALICE, "challenge", &key).await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(
        refused.content.contains("no game called"),
        "{}",
        refused.content
    );

    // A new process, which has never compiled the rules, finishes the
    // game under them: the king wins on the edge.
    world.stop_bot().await;
    world.start_bot().await;
    let won = world.play(DAVE, running.channel, "d4-g4").await;
    assert!(!won.ephemeral, "{}", won.content);
    assert!(won.content.contains("king escaped"), "{}", won.content);
    // Its ratings stay under its key.
    let rating = with_variant(&world, DAVE, "rating", &key).await;
    let card = embed_text(&rating);
    assert!(
        card.contains(NAME) && card.contains("As defender"),
        "{card}"
    );
    world.assert_clean();
}

/// `/variant <subcommand>` by `user`.
async fn variant(world: &World, user: User, subcommand: &str, options: Value) -> Message {
    world
        .slash(user, CHANNEL_ID, "variant", sub(subcommand, options))
        .await
}

/// The organiser deletes the rule set.
async fn delete_rule_set(world: &World) -> Message {
    let which = json!([{"name": "variant", "type": 3, "value": NAME}]);
    variant(world, ALICE, "delete", which).await
}

/// `/command variant:<value>` by `user`, in the channel.
async fn with_variant(world: &World, user: User, command: &str, value: &Value) -> Message {
    let options = json!([{"name": "variant", "type": 3, "value": value}]);
    world.slash(user, CHANNEL_ID, command, options).await
}

/// `/move` in a game given by number.
async fn play_in(world: &World, user: User, channel: u64, game: i64, notation: &str) -> Message {
    world
        .slash(
            user,
            channel,
            "move",
            json!([
                {"name": "notation", "type": 3, "value": notation},
                {"name": "game", "type": 4, "value": game},
            ]),
        )
        .await
}

/// The thread of game number `game` (named "#N ..."), once it is there.
async fn thread_of(world: &World, game: i64) -> u64 {
    let deadline = std::time::Instant::now() + T;
    let prefix = format!("#{game} ");
    loop {
        let found = world
            .double
            .threads()
            .into_iter()
            .find(|t| t.name.starts_with(&prefix));
        if let Some(thread) = found {
            return thread.id;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no thread for game {game}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

fn user_with_id(id: u64) -> User {
    *discord::USERS
        .iter()
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("no user {id}"))
}
