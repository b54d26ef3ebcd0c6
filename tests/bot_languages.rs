// The double builds large JSON literals.
#![recursion_limit = "256"]
//! The bot in its players' languages (docs/discord.md, "Languages"), end to
//! end against the Discord double: a German-speaking (Heidi, `de`) and a
//! Swedish-speaking (Sigrid, `sv-SE`) member of a server whose preferred
//! locale is Swedish. Every line the bot says to them must be one of their
//! language's messages (tests/bot/speech.rs reads the bot's catalogue), and
//! no line may be English where their language says it otherwise.

mod bot;
mod discord;

use std::time::Duration;

use bot::speech::{Speech, has_words};
use bot::{T, World, assert_decodes, sub};
use discord::{CAROL, CHANNEL_ID, GUILD_ID, HEIDI, Message, SIGRID, User};
use serde_json::{Value, json};

/// Every Discord locale the bot speaks besides English, and its folder in
/// the catalogue.
const LANGUAGES: [(&str, &str); 8] = [
    ("da", "da"),
    ("de", "de"),
    ("es-ES", "es"),
    ("fi", "fi"),
    ("fr", "fr"),
    ("no", "no"),
    ("ru", "ru"),
    ("sv-SE", "sv"),
];

/// The catalogue's folder for a user's Discord locale.
fn folder(user: User) -> &'static str {
    LANGUAGES
        .iter()
        .find(|(locale, _)| *locale == user.locale)
        .map(|(_, folder)| *folder)
        .unwrap_or("en")
}

/// Everything a message says in words: content, embeds, buttons and menus,
/// and the pictures' alternative text (the board's caption), line by line.
fn lines_of(message: &Message) -> Vec<String> {
    let mut lines: Vec<String> = message.content.lines().map(str::to_string).collect();
    for embed in &message.embeds {
        for key in ["title", "description"] {
            lines.extend(
                embed[key]
                    .as_str()
                    .into_iter()
                    .flat_map(str::lines)
                    .map(str::to_string),
            );
        }
        for field in embed["fields"].as_array().into_iter().flatten() {
            for key in ["name", "value"] {
                lines.extend(
                    field[key]
                        .as_str()
                        .into_iter()
                        .flat_map(str::lines)
                        .map(str::to_string),
                );
            }
        }
        lines.extend(embed["footer"]["text"].as_str().map(str::to_string));
    }
    for row in &message.components {
        for c in row["components"].as_array().into_iter().flatten() {
            lines.extend(c["label"].as_str().map(str::to_string));
            lines.extend(c["placeholder"].as_str().map(str::to_string));
            for option in c["options"].as_array().into_iter().flatten() {
                lines.extend(option["label"].as_str().map(str::to_string));
            }
        }
    }
    for attachment in &message.attachments {
        // "Brandubh · Move 2 · Attackers to move": a caption's parts.
        for part in attachment.description.iter().flat_map(|d| d.split(" · ")) {
            lines.push(part.to_string());
        }
    }
    lines
}

/// What people typed or are called: no language's words.
const NAMES: [&str; 4] = ["heidi", "sigrid", "carol", "julcupen"];

/// Asserts that every word of `message` is a word of `lang`'s catalogue
/// (an English word left in a German line is none of German's).
fn assert_speaks(lang: &str, message: &Message, what: &str) {
    let speech = Speech::of(lang);
    let mut said = 0;
    for line in lines_of(message) {
        if !has_words(&line) {
            continue;
        }
        said += 1;
        let foreign: Vec<String> = speech
            .foreign_words(&line)
            .into_iter()
            .filter(|w| !NAMES.contains(&w.as_str()))
            .collect();
        assert!(
            foreign.is_empty(),
            "{what}: {foreign:?} in {line:?} are no words of the {lang} catalogue\n{message:#?}"
        );
    }
    assert!(said > 0, "{what}: nothing said in words: {message:#?}");
}

/// A message's content alone.
fn content_only(message: &Message) -> Message {
    let mut only = message.clone();
    only.embeds.clear();
    only.attachments.clear();
    only.components.clear();
    only
}

/// A message without its content.
fn without_content(message: &Message) -> Message {
    let mut rest = message.clone();
    rest.content.clear();
    rest
}

/// A Swedish server, its bot started.
async fn swedish_server(env: &[(&str, &str)]) -> World {
    let world = World::with_env(env).await;
    world.double.set_guild_locale(GUILD_ID, "sv-SE");
    world.double.wait_commands(T).await;
    world
}

/// Commands, options and choices are registered in every language, with
/// the catalogue's names, and Discord (the double) accepts them all.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_in_every_language() {
    let world = World::new().await;
    let commands = world.double.wait_commands(T).await;
    let mut checked = 0;
    let mut translated = 0;
    fn walk(node: &Value, path: &str, checked: &mut usize, translated: &mut usize) {
        for (locale, _) in LANGUAGES {
            let name = node["name_localizations"][locale].as_str();
            assert!(name.is_some(), "{path}: no {locale} name");
            if node.get("description").is_some_and(|d| d != "") {
                let description = node["description_localizations"][locale].as_str();
                assert!(description.is_some(), "{path}: no {locale} description");
                if description != node["description"].as_str() {
                    *translated += 1;
                }
            }
            *checked += 1;
        }
        for option in node["options"].as_array().into_iter().flatten() {
            let child = format!("{path} {}", option["name"].as_str().unwrap_or("?"));
            walk(option, &child, checked, translated);
        }
        for choice in node["choices"].as_array().into_iter().flatten() {
            for (locale, _) in LANGUAGES {
                assert!(
                    choice["name_localizations"][locale].is_string(),
                    "{path}: choice {} has no {locale} name",
                    choice["name"]
                );
            }
        }
    }
    for command in &commands {
        let path = format!("/{}", command["name"].as_str().unwrap_or("?"));
        walk(command, &path, &mut checked, &mut translated);
    }
    assert!(checked > 100, "{checked}");
    // Translations, not copies: nearly every description differs.
    assert!(translated * 10 > checked * 9, "{translated} of {checked}");
    // The names are the catalogue's.
    let challenge = world.double.command("challenge").unwrap();
    let german = catalogue_value("de", "commands.ftl", "cmd-challenge-name");
    assert_eq!(challenge["name_localizations"]["de"], json!(german));
    assert_eq!(
        challenge["name"], "challenge",
        "English names are the contract"
    );
    world.assert_clean();
}

/// One message's value in a catalogue file (single-line messages).
fn catalogue_value(lang: &str, file: &str, id: &str) -> String {
    let path = format!(
        "{}/src/bot/i18n/ftl/{lang}/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{id} = ")))
        .unwrap_or_else(|| panic!("{id} not in {path}"))
        .trim()
        .to_string()
}

/// The game between them: the challenge and its acceptance, the board in
/// the thread, moves and a refused one, the reminder, the timeout; each
/// said in the language of whom it answers or addresses.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_between_a_german_and_a_swedish_speaker() {
    // Game clocks 120 times faster: ten minutes pass in five seconds.
    let world = swedish_server(&[("HNEFI_CLOCK_SPEED", "120")]).await;
    let (de, sv) = (folder(HEIDI), folder(SIGRID));
    let variant = world.variant_choice("challenge", "Brandubh (7x7)").await;
    let side = world.choice("challenge", "side", "attackers");
    let challenge = world
        .slash(
            HEIDI,
            CHANNEL_ID,
            "challenge",
            json!([
                {"name": "variant", "type": 3, "value": variant},
                {"name": "opponent", "type": 6, "value": SIGRID.id.to_string()},
                {"name": "side", "type": 3, "value": side},
                {"name": "time", "type": 3, "value": "10m"},
            ]),
        )
        .await;
    assert!(!challenge.ephemeral, "{}", challenge.content);
    assert_speaks(de, &challenge, "Heidi's challenge");
    assert!(challenge.attachment("board.png").is_some());

    let accept = challenge
        .button_ids()
        .into_iter()
        .find(|id| id.ends_with(":accept"))
        .expect("an Accept button");
    let accepted = world.click(SIGRID, &challenge, &accept).await;
    assert!(!accepted.ephemeral, "{}", accepted.content);
    // The challenge Heidi posted stays hers; the line Sigrid's press adds
    // is Sigrid's.
    assert_speaks(sv, &content_only(&accepted), "Sigrid's acceptance");
    assert_speaks(
        de,
        &without_content(&accepted),
        "Heidi's challenge, accepted",
    );

    let thread = loop {
        if let Some(t) = world
            .double
            .threads()
            .into_iter()
            .find(|t| t.starter_message_id == Some(challenge.id))
        {
            break t.id;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    // Sigrid's acceptance opened the game: its first board speaks Swedish,
    // its caption included.
    let first = world
        .double
        .wait_message(thread, |m| m.attachment("board.png").is_some(), T)
        .await;
    assert_speaks(sv, &first, "the first board");
    let alt = first.attachment("board.png").unwrap().description.clone();
    assert!(alt.is_some_and(|a| a.contains('·')), "{first:#?}");

    // Heidi's moves are answered in German, Sigrid's in Swedish.
    let refused = world.play(HEIDI, thread, "zz9").await;
    assert!(refused.ephemeral);
    assert_speaks(de, &refused, "Heidi's refused move");
    let mv = world.move_choices(HEIDI, thread, "").await.remove(0);
    let board = world.play(HEIDI, thread, &mv).await;
    assert!(!board.ephemeral, "{}", board.content);
    assert_speaks(de, &board, "the board after Heidi's move");
    assert_decodes(&board);
    let mv = world.move_choices(SIGRID, thread, "").await.remove(0);
    let board = world.play(SIGRID, thread, &mv).await;
    assert_speaks(sv, &board, "the board after Sigrid's move");
    let not_yours = world.play(SIGRID, thread, &mv).await;
    assert!(not_yours.ephemeral);
    assert_speaks(sv, &not_yours, "Sigrid out of turn");

    // Looking around, each in their own language.
    let games = world.slash(HEIDI, thread, "games", json!([])).await;
    assert_speaks(de, &games, "Heidi's /games");
    let shown = world.slash(SIGRID, thread, "board", json!([])).await;
    assert_speaks(sv, &shown, "Sigrid's /board");
    let rules = world
        .slash(
            HEIDI,
            CHANNEL_ID,
            "rules",
            json!([{"name": "variant", "type": 3, "value": variant}]),
        )
        .await;
    assert_speaks(de, &rules, "Heidi's /rules");

    // Nobody asked for the reminder: it addresses Heidi, in German.
    let reminder = world
        .double
        .wait_message(
            thread,
            |m| m.content.contains("⏰"),
            Duration::from_secs(30),
        )
        .await;
    assert!(
        reminder.content.contains(&HEIDI.mention()),
        "{}",
        reminder.content
    );
    assert_speaks(de, &reminder, "Heidi's reminder");
    // The timeout ends the game for both: the server's language.
    let timeout = world
        .double
        .wait_message(
            thread,
            |m| m.content.contains("⌛"),
            Duration::from_secs(30),
        )
        .await;
    assert_speaks(sv, &timeout, "the timeout");
    assert_decodes(&timeout);

    // After the game: ratings, in each one's language.
    let rating = world
        .slash(
            SIGRID,
            thread,
            "rating",
            json!([{"name": "user", "type": 6, "value": HEIDI.id.to_string()}]),
        )
        .await;
    assert_speaks(sv, &rating, "Sigrid's /rating");
    let leaderboard = world
        .slash(
            HEIDI,
            CHANNEL_ID,
            "leaderboard",
            json!([{"name": "variant", "type": 3, "value": variant}]),
        )
        .await;
    assert_speaks(de, &leaderboard, "Heidi's /leaderboard");
    world.assert_clean();
}

/// Tournaments and the AI: a refusal for a member who may not organise, a
/// tournament joined by button, a game against the AI whose answers
/// address the one person playing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tournaments_and_the_ai_in_their_languages() {
    let world = swedish_server(&[]).await;
    let (de, sv) = (folder(HEIDI), folder(SIGRID));
    let variant = world.variant_choice("tournament", "Brandubh (7x7)").await;
    let format = world.choice("tournament", "format", "Round-robin");
    let refused = create_tournament(&world, HEIDI, &variant, &format).await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert_speaks(de, &refused, "Heidi may not organise");
    // Carol (English) creates it; each joins in their own language.
    let created = create_tournament(&world, CAROL, &variant, &format).await;
    assert!(!created.ephemeral, "{}", created.content);
    assert_speaks("en", &created, "Carol's tournament");
    let join = created
        .button_ids()
        .into_iter()
        .find(|id| id.ends_with(":join"))
        .expect("a Join button");
    let announcement = world.double.message(created.id).unwrap();
    let joined = world.click(HEIDI, &announcement, &join).await;
    assert_speaks(de, &joined, "Heidi joins");
    let announcement = world.double.message(created.id).unwrap();
    let again = world.click(HEIDI, &announcement, &join).await;
    assert!(again.ephemeral);
    assert_speaks(de, &again, "Heidi joins twice");
    let standings = world
        .slash(
            SIGRID,
            CHANNEL_ID,
            "tournament",
            sub("standings", json!([])),
        )
        .await;
    assert_speaks(sv, &standings, "Sigrid's standings");

    // Sigrid against the AI: its answers address her, in Swedish.
    let ai_variant = world.variant_choice("ai", "Brandubh (7x7)").await;
    let ai_side = world.choice("ai", "side", "defenders");
    let started = world
        .slash(
            SIGRID,
            CHANNEL_ID,
            "ai",
            json!([
                {"name": "variant", "type": 3, "value": ai_variant},
                {"name": "side", "type": 3, "value": ai_side},
                {"name": "level", "type": 4, "value": 1},
            ]),
        )
        .await;
    assert!(!started.ephemeral, "{}", started.content);
    assert_speaks(sv, &started, "Sigrid's /ai");
    // The AI (attackers in Brandubh) moves first, by itself.
    let thread = world
        .double
        .wait_threads(1, T)
        .await
        .into_iter()
        .next()
        .expect("the game's thread")
        .id;
    let ai_board = world
        .double
        .wait_message(
            thread,
            |m| {
                m.author_id != SIGRID.id
                    && m.attachment("board.png").is_some()
                    && m.content.contains(&SIGRID.mention())
            },
            T,
        )
        .await;
    assert_speaks(sv, &ai_board, "the AI's move");
    world.assert_clean();
}

/// `/tournament create` by `user`: a round-robin "Julcupen" at a day a move.
async fn create_tournament(world: &World, user: User, variant: &Value, format: &Value) -> Message {
    world
        .slash(
            user,
            CHANNEL_ID,
            "tournament",
            sub(
                "create",
                json!([
                    {"name": "name", "type": 3, "value": "Julcupen"},
                    {"name": "variant", "type": 3, "value": variant},
                    {"name": "format", "type": 3, "value": format},
                    {"name": "time", "type": 3, "value": "1d"},
                ]),
            ),
        )
        .await
}
