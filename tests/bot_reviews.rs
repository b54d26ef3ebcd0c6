// The double builds large JSON literals.
#![recursion_limit = "256"]
//! `/review game` end to end (docs/learning.md 1, docs/discord.md): the
//! real `hnefi serve` against the Discord double. An imported game whose
//! blunder is known is reviewed: the blunder named with the better move,
//! the evaluation graph (`review.png`) and the board before the blunder
//! (`key-1.png`); asked again, the stored review comes back alike. A game
//! still played, and a game that does not exist, are refused privately.
//! `HNEFI_REVIEW_MS` keeps each position's search short.

mod bot;
mod discord;

use bot::{World, assert_decodes, embed_text, number_after};
use discord::{ALICE, BOB, CAROL, CHANNEL_ID, Reply, User};
use serde_json::json;

/// docs/rules.md 4.2, Brandubh, the defenders to move: the king on c6
/// steps to c3, between the attacker on b3 and d3, which g3 reaches at
/// once and captures him.
const BLUNDER_RECORD: &str = "variant: brandubh\nstart: 7/2k4/4d2/7/1a4a/7/7 d\n\nc6-c3\ng3-d3\n";

async fn review(world: &World, user: User, game: Option<i64>) -> Reply {
    let options = match game {
        Some(g) => json!([{"name": "game", "type": 4, "value": g}]),
        None => json!([]),
    };
    world.slash(user, CHANNEL_ID, "review", options).await
}

/// The PNG attached as `name`: it decodes; its size.
fn picture(reply: &Reply, name: &str) -> (u32, u32) {
    let file = reply
        .attachment(name)
        .unwrap_or_else(|| panic!("no {name}: {:?}", reply.attachments));
    let image = image::load_from_memory(&file.bytes).expect("a PNG");
    (image.width(), image.height())
}

fn refused(what: &str, reply: &Reply, words: &str) {
    assert!(reply.ephemeral, "{what}: public: {}", reply.content);
    assert!(reply.attachments.is_empty(), "{what}");
    assert!(
        reply.content.contains(words),
        "{what}: {words:?} not in {:?}",
        reply.content
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_marks_the_blunder_draws_the_graph_and_the_board_and_is_kept() {
    let world = World::with_env(&[("HNEFI_REVIEW_MS", "40")]).await;
    let file = world.double.upload("blunder.txt", BLUNDER_RECORD);
    let imported = world
        .slash(
            ALICE,
            CHANNEL_ID,
            "import",
            json!([{"name": "record", "type": 11, "value": file.to_string()}]),
        )
        .await;
    assert!(!imported.ephemeral, "import refused: {}", imported.content);
    let game = number_after(&imported.content, "game #").expect("the game's number");

    // Anyone may ask, in any channel, by number.
    let first = review(&world, CAROL, Some(game)).await;
    assert!(!first.ephemeral, "review refused: {}", first.content);
    let text = embed_text(&first);
    assert!(text.contains(&format!("Game #{game}")), "{text}");
    assert!(text.contains("c6-c3") && text.contains("blunder"), "{text}");
    assert!(text.contains("better"), "{text}");
    assert_eq!(picture(&first, "review.png"), (960, 540));
    let (width, _) = picture(&first, "key-1.png");
    assert!(width >= 600, "a board readable on a phone: {width}");
    assert!(first.attachment("key-2.png").is_none(), "one marked move");
    assert_decodes(&first);
    // The embeds show the pictures they attach.
    assert!(text.contains("attachment://review.png"), "{text}");
    assert!(text.contains("attachment://key-1.png"), "{text}");

    // Asked again, by another, without the number in the game's channel:
    // the stored review, the same words.
    let again = review(&world, BOB, Some(game)).await;
    assert!(!again.ephemeral);
    assert_eq!(embed_text(&again), text);
    world.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_still_played_or_unknown_is_refused_privately() {
    let world = World::with_env(&[("HNEFI_REVIEW_MS", "40")]).await;
    let game = world.start_game("Brandubh (7x7)", ALICE, BOB, "none").await;
    let reply = world.play(ALICE, game.channel, "d2-e2").await;
    assert!(!reply.ephemeral, "{}", reply.content);
    refused(
        "an active game",
        &review(&world, ALICE, Some(game.id)).await,
        "still being played",
    );
    refused(
        "an unknown game",
        &review(&world, ALICE, Some(987_654)).await,
        "987654",
    );
    // Without a number and no finished game here: asked for one.
    let reply = review(&world, CAROL, None).await;
    assert!(reply.ephemeral, "{}", reply.content);
    assert!(reply.attachments.is_empty());
    world.assert_clean();
}
