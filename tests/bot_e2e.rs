// The double builds large JSON literals.
#![recursion_limit = "256"]
//! The Discord bot end to end (docs/discord.md): the real `hnefi serve` process
//! against a local Discord double (tests/discord), one world per test.

mod bot;
mod discord;

use std::collections::BTreeSet;
use std::time::Duration;

use bot::{T, World, assert_decodes, embed_text, number_after, sub, to_move};
use discord::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE};
use serde_json::{Value, json};

/// docs/discord.md, "Slash commands": every command of this issue with its
/// options; the later features' commands (ratings, tournaments) are not
/// registered yet.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_as_the_contract_names_them() {
    let world = World::new().await;
    let commands = world.double.wait_commands(T).await;
    let names: BTreeSet<String> = commands
        .iter()
        .filter_map(|c| c["name"].as_str().map(str::to_string))
        .collect();
    let expected: BTreeSet<String> = [
        "challenge",
        "move",
        "board",
        "games",
        "resign",
        "draw",
        "abort",
        "rematch",
        "rules",
        "export",
        "replay",
        "ai",
        "rating",
        "leaderboard",
        "tournament",
        "variant",
        "vacation",
        "notify",
        "premove",
        "import",
        "stats",
        "review",
        "puzzle",
    ]
    .into_iter()
    .map(str::to_string)
    .collect();
    assert_eq!(names, expected);
    let options = |command: &str| -> Vec<String> {
        world.double.command(command).unwrap()["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| o["name"].as_str().map(str::to_string))
            .collect()
    };
    assert_eq!(
        options("challenge"),
        [
            "variant", "opponent", "layout", "side", "time", "rated", "position"
        ]
    );
    assert_eq!(options("move"), ["notation", "game"]);
    for command in [
        "board", "resign", "draw", "abort", "rematch", "replay", "review",
    ] {
        assert_eq!(options(command), ["game"], "/{command}");
    }
    assert_eq!(options("export"), ["game", "format"]);
    assert_eq!(options("import"), ["record", "text", "variant", "rules"]);
    assert_eq!(options("stats"), ["variant"]);
    assert_eq!(options("puzzle"), ["next", "solve", "daily"]);
    assert_eq!(options("games"), ["user"]);
    assert_eq!(options("rules"), ["variant"]);
    assert_eq!(options("ai"), ["variant", "side", "level"]);
    assert_eq!(options("rating"), ["user", "variant"]);
    assert_eq!(options("leaderboard"), ["variant"]);
    for sub in [
        "create",
        "join",
        "leave",
        "start",
        "standings",
        "pairings",
        "cancel",
    ] {
        assert!(
            options("tournament").iter().any(|o| o == sub),
            "/tournament {sub}"
        );
    }
    assert_eq!(options("variant"), ["create", "list", "show", "delete"]);
    // docs/discord.md: correspondence (docs/correspondence.md).
    for sub in ["start", "end", "status"] {
        assert!(
            options("vacation").iter().any(|o| o == sub),
            "/vacation {sub}"
        );
    }
    assert_eq!(options("notify")[..2], ["turn", "warnings"]);
    assert_eq!(options("premove"), ["set", "show", "clear"]);
    let suboptions = |command: &str, sub: &str| -> Vec<String> {
        world.double.command(command).unwrap()["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["name"] == sub)
            .flat_map(|o| o["options"].as_array().cloned().unwrap_or_default())
            .filter_map(|o| o["name"].as_str().map(str::to_string))
            .collect()
    };
    assert_eq!(suboptions("vacation", "start"), ["days"]);
    assert_eq!(suboptions("vacation", "status"), ["user"]);
    assert_eq!(suboptions("premove", "set"), ["line", "game"]);
    assert_eq!(suboptions("premove", "show"), ["game"]);
    assert_eq!(suboptions("premove", "clear"), ["game"]);
    assert_eq!(suboptions("puzzle", "next"), ["variant"]);
    assert_eq!(suboptions("puzzle", "solve"), ["move"]);
    assert_eq!(suboptions("puzzle", "daily"), ["channel"]);
    let notation = &world.double.command("move").unwrap()["options"][0];
    assert_eq!(notation["required"], true);
    assert_eq!(notation["autocomplete"], true);
    let layout = &world.double.command("challenge").unwrap()["options"][2];
    assert_eq!(layout["autocomplete"], true);
    // Choices are registered with stable string values (issue 15), not
    // with indexes that a reordering would change.
    let option_of = |command: &str, option: &str| -> Value {
        let cmd = world.double.command(command).unwrap();
        let all = cmd["options"].as_array().cloned().unwrap_or_default();
        let nested = all.iter().flat_map(|o| {
            o["options"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .chain(std::iter::once(o.clone()))
        });
        let found: Vec<Value> = nested.filter(|o| o["name"] == option).collect();
        assert!(!found.is_empty(), "/{command} {option}");
        for o in &found {
            assert_eq!(o["type"], 3, "/{command} {option} is a string option");
        }
        found[0].clone()
    };
    let values = |command: &str, option: &str| -> Vec<Value> {
        option_of(command, option)["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].clone())
            .collect()
    };
    // docs/discord.md "Variants": every `variant` option is an autocomplete
    // over the built-in variants, the standards and the server's rule sets,
    // sending keys back.
    let mut keys: Vec<Value> = hnefi_engine::variant::all()
        .iter()
        .chain(hnefi_engine::variant::standards())
        .map(|v| json!(v.key()))
        .collect();
    keys.sort_by_key(|v| v.to_string());
    for command in [
        "challenge",
        "rules",
        "ai",
        "rating",
        "leaderboard",
        "tournament",
    ] {
        let option = option_of(command, "variant");
        assert_eq!(option["autocomplete"], true, "/{command} variant");
        let fixed = option["choices"].as_array().map_or(0, Vec::len);
        assert_eq!(fixed, 0, "/{command} variant has no fixed choices");
        let mut offered: Vec<Value> = world
            .variant_choices(command, "")
            .await
            .iter()
            .map(|c| c["value"].clone())
            .collect();
        offered.sort_by_key(|v| v.to_string());
        assert_eq!(offered, keys, "/{command} variant");
    }
    for command in ["challenge", "ai"] {
        assert_eq!(
            values(command, "side"),
            [json!("attackers"), json!("defenders"), json!("random")]
        );
    }
    assert_eq!(
        values("tournament", "format"),
        [json!("swiss"), json!("round_robin"), json!("knockout")]
    );
    world.assert_clean();
}

/// docs/discord.md, "Flow of a game" 1-2: the challenge embed with the start
/// board and buttons; accepting opens a thread with the first board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_accepted_opens_a_thread_with_the_first_board() {
    let world = World::new().await;
    let game = world
        .start_game("Copenhagen Hnefatafl (11x11)", ALICE, BOB, "3d")
        .await;
    let c = &game.challenge;
    assert!(c.content.contains(&BOB.mention()), "{}", c.content);
    assert!(c.text().contains("Copenhagen"), "{}", c.text());
    assert!(c.attachment("board.png").is_some());
    assert_decodes(c);
    assert_ne!(game.channel, CHANNEL_ID, "the game plays in a thread");
    let thread = world.double.channel(game.channel).unwrap();
    assert_eq!(thread.parent_id, Some(CHANNEL_ID));
    assert!(
        thread.name.contains(&format!("#{}", game.id)),
        "{}",
        thread.name
    );
    // Copenhagen: the attackers (Alice) move first, and are told so.
    assert_eq!(
        to_move(&game.first.content),
        Some(ALICE.id),
        "{}",
        game.first.content
    );
    assert!(
        game.first.content.contains("<t:"),
        "a deadline: {}",
        game.first.content
    );
    let ids = game.first.button_ids();
    assert_eq!(
        ids,
        [
            format!("game:{}:resign", game.id),
            format!("game:{}:draw", game.id)
        ]
    );
    // The challenge message lost its buttons.
    let now = world.double.message(c.id).unwrap();
    assert!(now.button_ids().is_empty(), "{:?}", now.button_ids());
    world.assert_clean();
}

/// Thread creation refused: the game plays in the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_threads_the_game_plays_in_the_channel() {
    let world = World::new().await;
    world.double.set_threads_fail(true);
    let game = world.start_game("Brandubh (7x7)", ALICE, BOB, "none").await;
    assert_eq!(game.channel, CHANNEL_ID);
    let reply = world
        .play(
            ALICE,
            CHANNEL_ID,
            &first_move(&world, ALICE, CHANNEL_ID).await,
        )
        .await;
    assert!(!reply.ephemeral, "{}", reply.content);
    world.assert_clean();
}

async fn first_move(world: &World, user: discord::User, channel: u64) -> String {
    world
        .move_choices(user, channel, "")
        .await
        .into_iter()
        .next()
        .expect("a legal move")
}

/// `/move` autocomplete: the caller's legal moves, at most 25, captures
/// first; nothing for the player who is not to move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_autocomplete_offers_the_callers_legal_moves() {
    let world = World::new().await;
    let game = world
        .start_game("Copenhagen Hnefatafl (11x11)", ALICE, BOB, "3d")
        .await;
    let all = world.move_choices(ALICE, game.channel, "").await;
    assert_eq!(all.len(), 25);
    let d1 = world.move_choices(ALICE, game.channel, "d1-").await;
    assert!(
        !d1.is_empty() && d1.iter().all(|m| m.starts_with("d1-")),
        "{d1:?}"
    );
    assert!(world.move_choices(BOB, game.channel, "").await.is_empty());
    assert!(world.move_choices(CAROL, game.channel, "").await.is_empty());
    world.assert_clean();
}

/// `/challenge layout` autocomplete: the chosen variant's layouts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn layout_autocomplete_follows_the_chosen_variant() {
    let world = World::new().await;
    // The variant option holds the key its own autocomplete sends.
    let magpie = world.variant_choice("challenge", "Magpie (7x7)").await;
    let alea = world
        .variant_choice("challenge", "Alea Evangelii (19x19)")
        .await;
    let layouts = |value: &serde_json::Value, typed: &str| {
        let options = json!([
            {"name": "variant", "type": 3, "value": value},
            {"name": "layout", "type": 3, "value": typed, "focused": true}
        ]);
        let double = world.double.clone();
        async move {
            double
                .autocomplete(ALICE, CHANNEL_ID, "challenge", options)
                .await
                .iter()
                .filter_map(|c| c["value"].as_str().map(str::to_string))
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(
        layouts(&magpie, "").await,
        ["cross", "ballinderry-2", "ballinderry-3"]
    );
    assert_eq!(
        layouts(&magpie, "ball").await,
        ["ballinderry-2", "ballinderry-3"]
    );
    assert_eq!(layouts(&alea, "").await, ["cyningstan"]);
    // A chosen layout starts the game from it.
    let value = world.variant_choice("challenge", "Magpie (7x7)").await;
    let reply = world
        .slash(
            ALICE,
            CHANNEL_ID,
            "challenge",
            json!([
                {"name": "variant", "type": 3, "value": value},
                {"name": "layout", "type": 3, "value": "ballinderry-3"}
            ]),
        )
        .await;
    assert!(reply.text().contains("ballinderry-3"), "{}", reply.text());
    let bad = world
        .slash(
            ALICE,
            CHANNEL_ID,
            "challenge",
            json!([
                {"name": "variant", "type": 3, "value": value},
                {"name": "layout", "type": 3, "value": "nonsense"}
            ]),
        )
        .await;
    assert!(bad.ephemeral, "{}", bad.content);
    world.assert_clean();
}

/// A whole Brandubh game played by picking autocomplete's first choice,
/// until the rules end it (docs/discord.md, "Flow of a game" 3-4).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_game_played_from_autocomplete_ends_by_the_rules() {
    let world = World::new().await;
    let game = world.start_game("Brandubh (7x7)", ALICE, BOB, "none").await;
    let mut next = to_move(&game.first.content).expect("someone to move");
    let mut plies = 0;
    let last = loop {
        let user = if next == ALICE.id { ALICE } else { BOB };
        let choice = first_move(&world, user, game.channel).await;
        let reply = world.play(user, game.channel, &choice).await;
        assert!(!reply.ephemeral, "{choice} refused: {}", reply.content);
        assert!(
            reply.content.contains(&format!("`{choice}`")),
            "{}",
            reply.content
        );
        plies += 1;
        if reply.content.contains("🏁") {
            break reply;
        }
        next = to_move(&reply.content).expect("someone to move");
        assert!(plies < 400, "no end after 400 plies");
    };
    assert_decodes(&last);
    assert!(
        last.button_ids().is_empty(),
        "a finished game has no buttons"
    );
    assert!(world.move_choices(ALICE, game.channel, "").await.is_empty());
    // The record of the finished game has every move.
    // Without `game`: the newest game of the thread, finished as it is.
    let export = world.slash(CAROL, game.channel, "export", json!([])).await;
    assert!(!export.ephemeral, "{}", export.content);
    let record = String::from_utf8(
        export
            .attachment(&format!("game-{}.txt", game.id))
            .unwrap()
            .bytes
            .clone(),
    )
    .unwrap();
    assert!(record.contains("brandubh"), "{record}");
    world.assert_clean();
}

/// Errors a person causes: a short ephemeral answer, and nothing changes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_moves_are_refused_privately_and_change_nothing() {
    let world = World::new().await;
    let game = world
        .start_game("Copenhagen Hnefatafl (11x11)", ALICE, BOB, "3d")
        .await;
    let ch = game.channel;
    let garbage = world.play(ALICE, ch, "hello there").await;
    let illegal = world.play(ALICE, ch, "a4-k4").await;
    let out_of_turn = world.play(BOB, ch, "f4-f3").await;
    let stranger = world.play(CAROL, ch, "d1-d3").await;
    let unknown = world
        .slash(
            ALICE,
            ch,
            "board",
            json!([{"name": "game", "type": 4, "value": 9999}]),
        )
        .await;
    for (what, reply) in [
        ("garbage", &garbage),
        ("illegal", &illegal),
        ("out of turn", &out_of_turn),
        ("stranger", &stranger),
        ("unknown game", &unknown),
    ] {
        assert!(
            reply.ephemeral,
            "{what} answered publicly: {}",
            reply.content
        );
        assert!(reply.attachments.is_empty(), "{what}");
        assert!(reply.content.len() < 300, "{what}: {}", reply.content);
        assert!(
            !reply.content.contains("went wrong"),
            "{what}: {}",
            reply.content
        );
    }
    assert!(
        out_of_turn.content.to_lowercase().contains("turn"),
        "{}",
        out_of_turn.content
    );
    // Nothing moved: the first move is still the first.
    let reply = world.play(ALICE, ch, "d1-d3").await;
    assert!(!reply.ephemeral, "{}", reply.content);
    assert!(reply.content.starts_with("**1.**"), "{}", reply.content);
    world.assert_clean();
}

/// Two `/move`s at once for the same turn: one is played, one refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_moves_play_exactly_one() {
    let world = World::new().await;
    let game = world
        .start_game("Copenhagen Hnefatafl (11x11)", ALICE, BOB, "3d")
        .await;
    let ch = game.channel;
    let a = world.double.slash(
        ALICE,
        ch,
        "move",
        json!([{"name": "notation", "type": 3, "value": "d1-d3"}]),
    );
    let b = world.double.slash(
        ALICE,
        ch,
        "move",
        json!([{"name": "notation", "type": 3, "value": "h1-h3"}]),
    );
    let (a, b) = tokio::join!(a, b);
    let (a, b) = (world.reply(&a).await, world.reply(&b).await);
    let public = [&a, &b].iter().filter(|r| !r.ephemeral).count();
    assert_eq!(public, 1, "{}\n{}", a.content, b.content);
    // Bob is to move now, whichever won.
    let board = world.slash(BOB, ch, "board", json!([])).await;
    assert_eq!(to_move(&board.content), Some(BOB.id), "{}", board.content);
    world.assert_clean();
}

/// Resign by button asks first (ephemerally), then ends the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_by_button_asks_for_confirmation() {
    let world = World::new().await;
    let game = world.start_game("Brandubh (7x7)", ALICE, BOB, "3d").await;
    let resign = format!("game:{}:resign", game.id);
    // A bystander is refused before any question.
    let refused = world.click(CAROL, &game.first, &resign).await;
    assert!(refused.ephemeral, "{}", refused.content);
    let ask = world.click(BOB, &game.first, &resign).await;
    assert!(ask.ephemeral, "{}", ask.content);
    let confirm = format!("game:{}:resign-confirm", game.id);
    let done = world.click(BOB, &ask, &confirm).await;
    assert!(
        done.ephemeral,
        "the confirmation stays private: {}",
        done.content
    );
    let over = world
        .double
        .wait_message(game.channel, |m| m.content.contains("resigns"), T)
        .await;
    assert!(over.content.contains("🏁"), "{}", over.content);
    assert_decodes(&over);
    world.assert_clean();
}

/// `/resign` by command ends the game at once. (In Tafl the first board
/// also says that the first mover was drawn, docs/rules.md 3.7.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resign_command_ends_the_game() {
    let world = World::new().await;
    let game = world
        .start_game("Tafl (9x9, Northvegr)", ALICE, BOB, "3d")
        .await;
    assert!(
        game.first.content.contains("move first: drawn by lot"),
        "{}",
        game.first.content
    );
    let reply = world.slash(ALICE, game.channel, "resign", json!([])).await;
    assert!(!reply.ephemeral, "{}", reply.content);
    assert!(reply.content.contains("🏁"), "{}", reply.content);
    assert_decodes(&reply);
    world.assert_clean();
}

/// A draw offered by one player and accepted by the other (by button).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offered_and_accepted_ends_the_game() {
    let world = World::new().await;
    let game = world
        .start_game("Copenhagen Hnefatafl (11x11)", ALICE, BOB, "3d")
        .await;
    let offer = world.slash(ALICE, game.channel, "draw", json!([])).await;
    assert!(!offer.ephemeral, "{}", offer.content);
    assert!(offer.content.contains(&BOB.mention()), "{}", offer.content);
    let accept = world
        .click(BOB, &game.first, &format!("game:{}:draw", game.id))
        .await;
    assert!(!accept.ephemeral, "{}", accept.content);
    assert!(accept.content.contains("Draw agreed"), "{}", accept.content);
    assert_decodes(&accept);
    world.assert_clean();
}

/// `/abort` before anyone moved: a private answer, a public notice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_before_the_first_move() {
    let world = World::new().await;
    let game = world.start_game("Magpie (7x7)", ALICE, BOB, "3d").await;
    let reply = world.slash(BOB, game.channel, "abort", json!([])).await;
    assert!(reply.ephemeral, "{}", reply.content);
    world
        .double
        .wait_message(game.channel, |m| m.content.contains("aborted"), T)
        .await;
    world.assert_clean();
}

/// `/games`, `/board`, `/rules`, `/replay`, `/rematch`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn looking_at_games() {
    let world = World::new().await;
    let game = world.start_game("Brandubh (7x7)", ALICE, BOB, "3d").await;
    let mv = first_move(&world, ALICE, game.channel).await;
    world.play(ALICE, game.channel, &mv).await;
    let games = world
        .slash(
            CAROL,
            CHANNEL_ID,
            "games",
            json!([{"name": "user", "type": 6, "value": BOB.id.to_string()}]),
        )
        .await;
    assert!(
        games.text().contains(&format!("#{}", game.id)),
        "{}",
        games.text()
    );
    let board = world.slash(BOB, game.channel, "board", json!([])).await;
    assert!(!board.ephemeral);
    assert_decodes(&board);
    assert!(board.attachment("board.png").is_some());
    // A standard's rules are generated from its rules string: the usual
    // rules and what differs (Sea Battle: the edge wins, the king unarmed).
    for variant in [
        "Copenhagen Hnefatafl (11x11)",
        "Alea Evangelii (19x19)",
        "Noggin's Game",
        "Sea Battle (9x9)",
    ] {
        let value = world.variant_choice("rules", variant).await;
        let rules = world
            .slash(
                CAROL,
                CHANNEL_ID,
                "rules",
                json!([{"name": "variant", "type": 3, "value": value}]),
            )
            .await;
        assert!(!rules.ephemeral);
        assert!(rules.text().len() > 300, "{}", rules.text());
        assert_decodes(&rules);
        if value == "sea-battle" {
            let text = rules.text();
            assert!(text.contains("usual rules (Fetlar's)"), "{text}");
            assert!(text.contains("The king is unarmed"), "{text}");
            assert!(text.contains("any square on the edge"), "{text}");
        }
    }
    let replay = world.slash(ALICE, game.channel, "replay", json!([])).await;
    let gif = replay
        .attachment(&format!("game-{}.gif", game.id))
        .expect("a GIF");
    assert_decodes(&replay);
    assert!(gif.bytes.starts_with(b"GIF89a"));
    world.slash(ALICE, game.channel, "resign", json!([])).await;
    let rematch = world
        .slash(
            BOB,
            game.channel,
            "rematch",
            json!([{"name": "game", "type": 4, "value": game.id}]),
        )
        .await;
    assert!(!rematch.ephemeral, "{}", rematch.content);
    assert!(
        rematch.content.contains(&ALICE.mention()),
        "{}",
        rematch.content
    );
    world.assert_clean();
}

/// A restart mid-game on the same database: the game goes on, and the
/// buttons posted before the restart still work.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_survives_a_restart_of_the_bot() {
    let mut world = World::new().await;
    let game = world
        .start_game("Copenhagen Hnefatafl (11x11)", ALICE, BOB, "3d")
        .await;
    let reply = world.play(ALICE, game.channel, "d1-d3").await;
    assert!(!reply.ephemeral, "{}", reply.content);
    world.stop_bot().await;
    world.start_bot().await;
    let reply = world.play(BOB, game.channel, "f4-f3").await;
    assert!(!reply.ephemeral, "{}", reply.content);
    assert!(reply.content.starts_with("**2.**"), "{}", reply.content);
    let offer = world
        .click(ALICE, &game.first, &format!("game:{}:draw", game.id))
        .await;
    assert!(!offer.ephemeral, "{}", offer.content);
    world.assert_clean();
}

/// Correspondence clock: a reminder, then the timeout with the final board
/// (game clocks run 120 times faster here: 10 minutes pass in 5 s).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_then_a_timeout() {
    let world = World::with_env(&[("HNEFI_CLOCK_SPEED", "120")]).await;
    let game = world.start_game("Brandubh (7x7)", ALICE, BOB, "10m").await;
    let a = first_move(&world, ALICE, game.channel).await;
    world.play(ALICE, game.channel, &a).await;
    let b = first_move(&world, BOB, game.channel).await;
    world.play(BOB, game.channel, &b).await;
    let reminder = world
        .double
        .wait_message(
            game.channel,
            |m| m.content.contains("⏰"),
            Duration::from_secs(30),
        )
        .await;
    assert!(
        reminder.content.contains(&ALICE.mention()),
        "{}",
        reminder.content
    );
    let timeout = world
        .double
        .wait_message(
            game.channel,
            |m| m.content.contains("ran out of time"),
            Duration::from_secs(30),
        )
        .await;
    assert!(
        timeout.content.contains(&ALICE.mention()),
        "{}",
        timeout.content
    );
    assert!(timeout.content.contains("🏁"), "{}", timeout.content);
    assert_decodes(&timeout);
    let _ = number_after;
    world.assert_clean();
}

/// Benchmark, run by hand in release (it asserts the target, p99 under 10 ms):
/// `cargo test --release --test bot_e2e bench -- --ignored --nocapture`.
/// From the interaction sent to the callback received, for `/move` on
/// 11x11 Copenhagen games (board drawn and attached).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn bench_move_latency() {
    let world = World::new().await;
    let mut latencies = Vec::new();
    while latencies.len() < 300 {
        let game = world
            .start_game("Copenhagen Hnefatafl (11x11)", ALICE, BOB, "3d")
            .await;
        let mut next = to_move(&game.first.content).expect("someone to move");
        for _ in 0..60 {
            let user = if next == ALICE.id { ALICE } else { BOB };
            let choices = world.move_choices(user, game.channel, "").await;
            // The last choice: a quiet move, so games last.
            let choice = choices.last().expect("a legal move").clone();
            let reply = world.play(user, game.channel, &choice).await;
            assert!(!reply.ephemeral, "{}", reply.content);
            latencies.push(reply.latency().expect("a latency"));
            match to_move(&reply.content) {
                Some(n) => next = n,
                None => break,
            }
        }
    }
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    println!(
        "/move latency over {} moves: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms (target: p99 under 10 ms)",
        latencies.len(),
        at(0.50).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0,
        at(1.0).as_secs_f64() * 1000.0
    );
    // Run by hand in release: a stall of the double's sockets (Nagle's
    // algorithm against delayed acknowledgements) once cost 40 ms at p99.
    assert!(
        at(0.99) < std::time::Duration::from_millis(10),
        "p99 over 10 ms"
    );
    world.assert_clean();
}

/// `/ai`: a game against the AI, which answers each move by itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_answers_moves_by_itself() {
    let world = World::new().await;
    let variant = world.variant_choice("ai", "Brandubh (7x7)").await;
    let side = world.choice("ai", "side", "attackers");
    let reply = world
        .slash(
            ALICE,
            CHANNEL_ID,
            "ai",
            json!([
                {"name": "variant", "type": 3, "value": variant},
                {"name": "side", "type": 3, "value": side},
                {"name": "level", "type": 4, "value": 1}
            ]),
        )
        .await;
    assert!(!reply.ephemeral, "{}", reply.content);
    let id = number_after(&reply.content, "game #").expect("a game number");
    let thread = world.double.wait_threads(1, T).await[0].id;
    world
        .double
        .wait_message(thread, |m| m.attachment("board.png").is_some(), T)
        .await;
    // Brandubh: attackers first. Alice moves twice; the AI answers each time.
    for round in 1..=2 {
        let mv = first_move(&world, ALICE, thread).await;
        let played = world.play(ALICE, thread, &mv).await;
        assert!(!played.ephemeral, "{}", played.content);
        let answer = world
            .double
            .wait_message(
                thread,
                |m| m.content.starts_with(&format!("**{}.**", 2 * round)),
                T,
            )
            .await;
        assert!(answer.content.contains("Hnefi AI"), "{}", answer.content);
        assert_eq!(
            to_move(&answer.content),
            Some(ALICE.id),
            "{}",
            answer.content
        );
        assert_decodes(&answer);
    }
    // It is not the AI's game to be moved by others.
    let refused = world
        .slash(BOB, thread, "move", json!([{"name": "notation", "type": 3, "value": "d1-d2"}, {"name": "game", "type": 4, "value": id}]))
        .await;
    assert!(refused.ephemeral, "{}", refused.content);
    world.assert_clean();
}

/// Issue 7 end to end: an organiser creates a tournament, two players join
/// by its button, it starts, its game (in its own thread) finishes with the
/// rating change shown, and the final standings and /tournament standings
/// show the result; /rating and /leaderboard show the new ratings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_from_creation_to_standings() {
    let world = World::new().await;
    world.double.wait_commands(T).await;
    let variant = world.variant_choice("tournament", "Brandubh (7x7)").await;
    let format = world.choice("tournament", "format", "Swiss");
    let created = world
        .slash(
            CAROL,
            CHANNEL_ID,
            "tournament",
            sub(
                "create",
                json!([
                    {"name": "name", "type": 3, "value": "Yule Cup"},
                    {"name": "variant", "type": 3, "value": variant},
                    {"name": "format", "type": 3, "value": format},
                    {"name": "rounds", "type": 4, "value": 1},
                    {"name": "time", "type": 3, "value": "1d"},
                ]),
            ),
        )
        .await;
    assert!(!created.ephemeral, "{}", created.content);
    assert!(embed_text(&created).contains("Yule Cup"), "{created:?}");
    let join = created
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("tournament:") && id.ends_with(":join"))
        .expect("a Join button");
    let announcement = world
        .double
        .messages(CHANNEL_ID)
        .into_iter()
        .find(|m| m.id == created.id)
        .expect("the announcement is in the channel");
    let after_alice = world.click(ALICE, &announcement, &join).await;
    assert!(!after_alice.ephemeral, "{}", after_alice.content);
    let after_bob = world.click(BOB, &after_alice, &join).await;
    let listed = embed_text(&after_bob);
    assert!(
        listed.contains(&format!("<@{}>", ALICE.id)) && listed.contains(&format!("<@{}>", BOB.id)),
        "{listed}"
    );
    // Joining twice is refused privately.
    let again = world.click(BOB, &after_bob, &join).await;
    assert!(
        again.ephemeral && again.content.contains("already joined"),
        "{}",
        again.content
    );

    let started = world
        .slash(CAROL, CHANNEL_ID, "tournament", sub("start", json!([])))
        .await;
    assert!(!started.ephemeral, "{}", started.content);
    let round = world
        .double
        .wait_message(CHANNEL_ID, |m| embed_text(m).contains("round 1"), T)
        .await;
    let text = embed_text(&round);
    let game = number_after(&text, "`#").expect("the game's number in the pairings");
    // Sign-up is over: the announcement lost its Join button.
    let deadline = std::time::Instant::now() + T;
    while world
        .double
        .messages(CHANNEL_ID)
        .iter()
        .any(|m| m.id == created.id && !m.button_ids().is_empty())
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the Join button stays"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // The game's thread pings both players with the first board.
    let thread = world
        .double
        .threads()
        .into_iter()
        .map(|t| t.id)
        .find(|&t| {
            world
                .double
                .messages(t)
                .iter()
                .any(|m| m.content.contains("Yule Cup") && m.attachment("board.png").is_some())
        })
        .expect("a thread for the tournament game");
    let first = world
        .double
        .messages(thread)
        .into_iter()
        .find(|m| m.attachment("board.png").is_some())
        .unwrap();
    assert!(
        first.content.contains(&format!("<@{}>", ALICE.id))
            && first.content.contains(&format!("<@{}>", BOB.id)),
        "{}",
        first.content
    );
    // Bob resigns: the final board shows both rating changes.
    let resigned = world
        .slash(
            BOB,
            thread,
            "resign",
            json!([{"name": "game", "type": 4, "value": game}]),
        )
        .await;
    assert!(!resigned.ephemeral, "{}", resigned.content);
    assert!(
        resigned.content.contains("📈 Ratings"),
        "{}",
        resigned.content
    );
    assert!(resigned.content.contains("(+"), "{}", resigned.content);
    let finished = world
        .double
        .wait_message(CHANNEL_ID, |m| embed_text(m).contains("final standings"), T)
        .await;
    let finals = embed_text(&finished);
    assert!(
        finals.contains(&format!("Winner: <@{}>", ALICE.id)),
        "{finals}"
    );
    let standings = world
        .slash(ALICE, CHANNEL_ID, "tournament", sub("standings", json!([])))
        .await;
    let table = embed_text(&standings);
    let first_line = format!("**1.** <@{}> — 1 pts", ALICE.id);
    assert!(table.contains(&first_line), "{table}");
    // The crosstable as a picture (issue 25), two players.
    let cross = standings
        .attachment("crosstable.png")
        .expect("a crosstable");
    let picture = hnefi_render::image::load_from_memory(&cross.bytes)
        .expect("the crosstable decodes")
        .to_rgb8();
    assert_eq!(picture.dimensions(), hnefi_render::crosstable_size(2));
    let rating = world
        .slash(
            ALICE,
            CHANNEL_ID,
            "rating",
            json!([{"name": "variant", "type": 3, "value": variant}]),
        )
        .await;
    assert!(embed_text(&rating).contains("As attacker"), "{rating:?}");
    // One variant asked: the rating's history as a chart (issue 25).
    let chart = rating.attachment("rating.png").expect("a rating chart");
    let picture = hnefi_render::image::load_from_memory(&chart.bytes)
        .expect("the chart decodes")
        .to_rgb8();
    assert_eq!(
        picture.dimensions(),
        (hnefi_render::CHART_WIDTH, hnefi_render::CHART_HEIGHT)
    );
    // Every rated game asked: no chart.
    let all = world.slash(ALICE, CHANNEL_ID, "rating", json!([])).await;
    assert!(all.attachment("rating.png").is_none());
    let board = world
        .slash(
            BOB,
            CHANNEL_ID,
            "leaderboard",
            json!([{"name": "variant", "type": 3, "value": variant}]),
        )
        .await;
    let board = embed_text(&board);
    let alice_at = board
        .find(&format!("<@{}>", ALICE.id))
        .expect("Alice listed");
    let bob_at = board.find(&format!("<@{}>", BOB.id)).expect("Bob listed");
    assert!(alice_at < bob_at, "{board}");
    // /stats (issue 25): the server's one finished game beside the corpus.
    let stats = world
        .slash(
            BOB,
            CHANNEL_ID,
            "stats",
            json!([{"name": "variant", "type": 3, "value": variant}]),
        )
        .await;
    assert!(!stats.ephemeral, "{}", stats.content);
    let text = embed_text(&stats);
    assert!(text.contains("One game: Attackers won 1 (100%)"), "{text}");
    assert!(text.contains("105 that ended on the board"), "{text}");
    let chart = stats.attachment("stats.png").expect("a stats chart");
    let picture = hnefi_render::image::load_from_memory(&chart.bytes)
        .expect("the chart decodes")
        .to_rgb8();
    assert_eq!(
        picture.dimensions(),
        (hnefi_render::CHART_WIDTH, hnefi_render::CHART_HEIGHT)
    );
    world.assert_clean();
}

/// The other `/tournament` subcommands: join and leave by command,
/// pairings, and cancel (which aborts the running games).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tournament_join_leave_pairings_and_cancel_by_command() {
    let world = World::new().await;
    world.double.wait_commands(T).await;
    let variant = world.variant_choice("tournament", "Brandubh (7x7)").await;
    let format = world.choice("tournament", "format", "Knockout");
    let created = world
        .slash(
            ALICE,
            CHANNEL_ID,
            "tournament",
            sub(
                "create",
                json!([
                    {"name": "name", "type": 3, "value": "Thing Cup"},
                    {"name": "variant", "type": 3, "value": variant},
                    {"name": "format", "type": 3, "value": format},
                ]),
            ),
        )
        .await;
    assert!(!created.ephemeral, "{}", created.content);
    // Rounds are for Swiss only: refused privately.
    let refused = world
        .slash(
            ALICE,
            CHANNEL_ID,
            "tournament",
            sub(
                "create",
                json!([
                    {"name": "name", "type": 3, "value": "Bad"},
                    {"name": "variant", "type": 3, "value": variant},
                    {"name": "format", "type": 3, "value": format},
                    {"name": "rounds", "type": 4, "value": 3},
                ]),
            ),
        )
        .await;
    assert!(
        refused.ephemeral && refused.content.contains("Swiss"),
        "{}",
        refused.content
    );
    for user in [ALICE, BOB, CAROL] {
        let joined = world
            .slash(user, CHANNEL_ID, "tournament", sub("join", json!([])))
            .await;
        assert!(!joined.ephemeral, "{}", joined.content);
    }
    let left = world
        .slash(CAROL, CHANNEL_ID, "tournament", sub("leave", json!([])))
        .await;
    assert!(left.content.contains("left"), "{}", left.content);
    let none = world
        .slash(BOB, CHANNEL_ID, "tournament", sub("pairings", json!([])))
        .await;
    assert!(embed_text(&none).contains("Nothing yet"), "{none:?}");
    world
        .slash(ALICE, CHANNEL_ID, "tournament", sub("start", json!([])))
        .await;
    let pairings = world
        .slash(BOB, CHANNEL_ID, "tournament", sub("pairings", json!([])))
        .await;
    let text = embed_text(&pairings);
    assert!(
        text.contains("round 1") && text.contains("playing in"),
        "{text}"
    );
    let game = number_after(&text, "`#").expect("a game");
    let cancelled = world
        .slash(ALICE, CHANNEL_ID, "tournament", sub("cancel", json!([])))
        .await;
    assert!(
        cancelled.content.contains("cancelled"),
        "{}",
        cancelled.content
    );
    // The game is over (aborted): moving in it is refused.
    let board = world
        .slash(
            ALICE,
            CHANNEL_ID,
            "board",
            json!([{"name": "game", "type": 4, "value": game}]),
        )
        .await;
    assert!(board.content.contains("🏁"), "{}", board.content);
    world.assert_clean();
}

/// The message with `id` in the channel, as it stands now.
fn current(world: &World, id: u64) -> discord::Message {
    world
        .double
        .messages(CHANNEL_ID)
        .into_iter()
        .find(|m| m.id == id)
        .expect("the message is in the channel")
}

/// Issue 15, items 8 to 11: what tournament commands say and show.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tournament_messages_say_what_happened() {
    let world = World::new().await;
    world.double.wait_commands(T).await;
    let variant = world.variant_choice("tournament", "Brandubh (7x7)").await;
    let swiss = world.choice("tournament", "format", "Swiss");
    let create = |name: &str, rounds: i64| {
        sub(
            "create",
            json!([
                {"name": "name", "type": 3, "value": name},
                {"name": "variant", "type": 3, "value": variant},
                {"name": "format", "type": 3, "value": swiss},
                {"name": "rounds", "type": 4, "value": rounds},
            ]),
        )
    };
    // 9: naming the organiser role needs Manage Server, and says so.
    let refused = world
        .slash(DAVE, CHANNEL_ID, "tournament", sub("organizers", json!([])))
        .await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(
        refused.content.contains("Manage Server")
            && !refused.content.contains("organiser role")
            && !refused.content.contains("creator"),
        "{}",
        refused.content
    );
    // An ordinary member cannot create one either.
    let refused = world
        .slash(DAVE, CHANNEL_ID, "tournament", create("Nope", 2))
        .await;
    assert!(refused.ephemeral, "{}", refused.content);
    // 11: cancelling during sign-up aborts nothing, and does not say so.
    let first = world
        .slash(ALICE, CHANNEL_ID, "tournament", create("Early", 2))
        .await;
    assert!(!first.ephemeral, "{}", first.content);
    let cancelled = world
        .slash(ALICE, CHANNEL_ID, "tournament", sub("cancel", json!([])))
        .await;
    assert!(
        cancelled.content.contains("cancelled") && !cancelled.content.contains("running games"),
        "{}",
        cancelled.content
    );
    // 8: joining and leaving by command update the announcement's list.
    let created = world
        .slash(ALICE, CHANNEL_ID, "tournament", create("Long Night", 5))
        .await;
    for user in [ALICE, BOB, CAROL] {
        let joined = world
            .slash(user, CHANNEL_ID, "tournament", sub("join", json!([])))
            .await;
        assert!(!joined.ephemeral, "{}", joined.content);
    }
    let listed = |world: &World| embed_text(&current(world, created.id));
    let deadline = std::time::Instant::now() + T;
    while !listed(&world).contains(&CAROL.mention()) {
        assert!(
            std::time::Instant::now() < deadline,
            "{}\n{}",
            listed(&world),
            world.log()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(listed(&world).contains("Players (3)"), "{}", listed(&world));
    world
        .slash(CAROL, CHANNEL_ID, "tournament", sub("leave", json!([])))
        .await;
    let deadline = std::time::Instant::now() + T;
    while listed(&world).contains(&CAROL.mention()) {
        assert!(std::time::Instant::now() < deadline, "{}", listed(&world));
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // 10: five Swiss rounds announced, two players: the start says it plays one.
    let started = world
        .slash(ALICE, CHANNEL_ID, "tournament", sub("start", json!([])))
        .await;
    assert!(!started.ephemeral, "{}", started.content);
    assert!(
        started.content.contains("5 rounds") && started.content.contains("1 round"),
        "{}",
        started.content
    );
    // 11: one game on the leaderboard is "1 game".
    let round = world
        .double
        .wait_message(CHANNEL_ID, |m| embed_text(m).contains("round 1"), T)
        .await;
    let game = number_after(&embed_text(&round), "`#").expect("the game's number");
    let resigned = world
        .slash(
            BOB,
            CHANNEL_ID,
            "resign",
            json!([{"name": "game", "type": 4, "value": game}]),
        )
        .await;
    assert!(!resigned.ephemeral, "{}", resigned.content);
    let board = world
        .slash(
            BOB,
            CHANNEL_ID,
            "leaderboard",
            json!([{"name": "variant", "type": 3, "value": variant}]),
        )
        .await;
    let board = embed_text(&board);
    assert!(
        board.contains("1 game") && !board.contains("1 games"),
        "{board}"
    );
    world.assert_clean();
}

/// `/ai` for Alice in Brandubh at `level`, playing `side`; its answer.
async fn ai_game(world: &World, side: &str, level: i64) -> discord::Reply {
    let variant = world.variant_choice("ai", "Brandubh (7x7)").await;
    let side = world.choice("ai", "side", side);
    world
        .slash(
            ALICE,
            CHANNEL_ID,
            "ai",
            json!([
                {"name": "variant", "type": 3, "value": variant},
                {"name": "side", "type": 3, "value": side},
                {"name": "level", "type": 4, "value": level}
            ]),
        )
        .await
}

/// Issue 15, items 4 and 7: the game's thread opens on the `/ai` answer,
/// as on an accepted challenge; a rematch against the AI starts the next
/// game at once, sides swapped, without a challenge nobody can accept, and
/// (asked in the game's thread) it is played on in that thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_against_the_ai_open_on_their_answer_and_rematch_at_once() {
    let world = World::new().await;
    let reply = ai_game(&world, "defenders", 1).await;
    assert!(!reply.ephemeral, "{}", reply.content);
    let first = number_after(&reply.content, "game #").expect("a game number");
    let thread = world.double.wait_threads(1, T).await[0].id;
    let answer = current(&world, reply.id);
    assert_eq!(
        answer.thread_id,
        Some(thread),
        "the thread opens on the answer"
    );
    let resigned = world
        .slash(
            ALICE,
            thread,
            "resign",
            json!([{"name": "game", "type": 4, "value": first}]),
        )
        .await;
    assert!(!resigned.ephemeral, "{}", resigned.content);
    let rematch = world.slash(ALICE, thread, "rematch", json!([])).await;
    assert!(!rematch.ephemeral, "{}", rematch.content);
    assert!(
        rematch.button_ids().is_empty(),
        "{:?}",
        rematch.button_ids()
    );
    assert!(!rematch.content.contains("<@-"), "{}", rematch.content);
    let second = number_after(&rematch.content, "game #").expect("the new game");
    assert_ne!(second, first);
    // Alice defended; now she attacks, and moves first in Brandubh.
    assert!(
        rematch
            .content
            .contains(&format!("{} (Attackers)", ALICE.mention())),
        "{}",
        rematch.content
    );
    let board = world
        .double
        .wait_message(
            thread,
            |m| {
                m.content.contains(&format!("Game #{second}"))
                    && m.attachment("board.png").is_some()
            },
            T,
        )
        .await;
    assert_decodes(&board);
    assert_eq!(world.double.threads().len(), 1);
    world.assert_clean();
}

/// Issue 15, item 6: the AI's answer never comes before the move it
/// answers, even when the answer to that move is slow to reach Discord.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ais_answer_follows_the_move_it_answers() {
    let world = World::new().await;
    ai_game(&world, "attackers", 1).await;
    let thread = world.double.wait_threads(1, T).await[0].id;
    world
        .double
        .wait_message(thread, |m| m.attachment("board.png").is_some(), T)
        .await;
    world.double.set_callback_delay(Duration::from_millis(300));
    for round in 1..=2 {
        let mv = first_move(&world, ALICE, thread).await;
        let played = world.play(ALICE, thread, &mv).await;
        assert!(!played.ephemeral, "{}", played.content);
        world
            .double
            .wait_message(
                thread,
                |m| m.content.starts_with(&format!("**{}.**", 2 * round)),
                T,
            )
            .await;
    }
    let plies: Vec<i64> = world
        .double
        .messages(thread)
        .iter()
        .filter_map(|m| number_after(&m.content, "**"))
        .collect();
    assert_eq!(plies, [1, 2, 3, 4], "the thread reads in order");
    world.double.set_callback_delay(Duration::ZERO);
    world.assert_clean();
}

/// Issue 15, item 5: a draw offered to the AI is answered at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_answers_a_draw_offer() {
    let world = World::new().await;
    ai_game(&world, "attackers", 1).await;
    let thread = world.double.wait_threads(1, T).await[0].id;
    // The thread is the game's once its first board is in it (the bot
    // links the two right after opening it); a player sees the board first.
    world
        .double
        .wait_message(thread, |m| m.attachment("board.png").is_some(), T)
        .await;
    let offered = world.slash(ALICE, thread, "draw", json!([])).await;
    assert!(!offered.ephemeral, "{}", offered.content);
    let answer = world
        .double
        .wait_message(
            thread,
            |m| m.content.contains("declines the draw") || m.content.contains("accepts the draw"),
            T,
        )
        .await;
    assert!(answer.content.contains("Hnefi AI"), "{}", answer.content);
    world.assert_clean();
}

/// Benchmark, run by hand in release (it asserts the target, p99 under
/// 10 ms): `cargo test --release --test bot_e2e bench_move_latency_under_load
/// -- --ignored --nocapture`. /move in people's games while six games
/// against the strongest AI think (issue 15: a burst of AI work must leave
/// people's moves a core).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn bench_move_latency_under_load() {
    let world = World::new().await;
    let variant = world.variant_choice("ai", "Brandubh (7x7)").await;
    // Defending, so that the AI (attacking) thinks first in each game.
    let side = world.choice("ai", "side", "defenders");
    for user in [CAROL, DAVE] {
        for _ in 0..3 {
            let reply = world
                .slash(
                    user,
                    CHANNEL_ID,
                    "ai",
                    json!([
                        {"name": "variant", "type": 3, "value": variant},
                        {"name": "side", "type": 3, "value": side},
                        {"name": "level", "type": 4, "value": 5}
                    ]),
                )
                .await;
            assert!(!reply.ephemeral, "{}", reply.content);
        }
    }
    let mut latencies = Vec::new();
    while latencies.len() < 200 {
        let game = world
            .start_game("Copenhagen Hnefatafl (11x11)", ALICE, BOB, "3d")
            .await;
        let mut next = to_move(&game.first.content).expect("someone to move");
        for _ in 0..40 {
            let user = if next == ALICE.id { ALICE } else { BOB };
            let choices = world.move_choices(user, game.channel, "").await;
            let choice = choices.last().expect("a legal move").clone();
            let reply = world.play(user, game.channel, &choice).await;
            assert!(!reply.ephemeral, "{}", reply.content);
            latencies.push(reply.latency().expect("a latency"));
            match to_move(&reply.content) {
                Some(n) => next = n,
                None => break,
            }
        }
    }
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    println!(
        "/move latency with six level-5 AI games thinking, over {} moves: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms (target: p99 under 10 ms)",
        latencies.len(),
        at(0.50).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0,
        at(1.0).as_secs_f64() * 1000.0
    );
    assert!(at(0.99) < Duration::from_millis(10), "p99 over 10 ms");
}

/// Issue 13, posting after a crash: delivery from the outbox is at least
/// once, so after a crash the bot may say an event again. Every post
/// carries its event's nonce with `enforce_nonce`, and Discord (the
/// double) answers a repeat with the first message: here the bot is
/// stopped dead, its place in the outbox moved back to the beginning (as a
/// crash before the place was stored would leave it), and restarted; it
/// says everything again and no message is posted twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_delivery_posts_no_second_message() {
    let mut world = World::new().await;
    // An AI game, whose answers the notifier posts (the interaction
    // answers the person; the AI's moves are the bot's own posts).
    let reply = ai_game(&world, "attackers", 1).await;
    assert!(!reply.ephemeral, "{}", reply.content);
    let thread = world.double.wait_threads(1, T).await[0].id;
    world
        .double
        .wait_message(thread, |m| m.attachment("board.png").is_some(), T)
        .await;
    for round in 1..=2 {
        let mv = first_move(&world, ALICE, thread).await;
        world.play(ALICE, thread, &mv).await;
        world
            .double
            .wait_message(
                thread,
                |m| m.content.starts_with(&format!("**{}.**", 2 * round)),
                T,
            )
            .await;
    }
    // What the bot posted by itself (not in answer to an interaction).
    let posted = |world: &World| -> Vec<u64> {
        world
            .double
            .messages(thread)
            .iter()
            .filter(|m| m.interaction_id.is_none())
            .map(|m| m.id)
            .collect()
    };
    let said = posted(&world);
    assert_eq!(said.len(), 3, "the first board and two answers");

    world.stop_bot().await;
    let db = world.scratch.0.join("hnefi.db");
    let store = hnefi_store::Store::open_path(&db).await.unwrap();
    hnefi_store::testing::rewind_consumer(&store, "discord", 0)
        .await
        .unwrap();
    store.close().await;
    world.start_bot().await;

    // Everything is said again: each repeat is answered with its first
    // message, and nothing new appears.
    let deadline = std::time::Instant::now() + T;
    while world.double.deduplicated_posts() < said.len() {
        assert!(
            std::time::Instant::now() < deadline,
            "{} of {} posts repeated:\n{}",
            world.double.deduplicated_posts(),
            said.len(),
            world.log()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(posted(&world), said, "no second message");
    assert_eq!(world.double.threads().len(), 1, "no second thread");
    world.assert_clean();
}
