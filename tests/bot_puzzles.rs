// The double builds large JSON literals.
#![recursion_limit = "256"]
//! `/puzzle next|solve|daily` end to end (docs/learning.md 2,
//! docs/discord.md): the real `hnefi serve` against the Discord double.
//! A puzzle is posed with its board; a wrong answer fails it with the
//! right move behind a spoiler; the next puzzle's whole line solves it and
//! raises the puzzle rating; a move that is not one is refused privately,
//! changing nothing; a server manager names the daily channel, the day's
//! puzzle is posted there with its solution hidden and a button that
//! takes it up.

mod bot;
mod discord;

use std::time::Duration;

use bot::{World, assert_decodes, embed_text, sub};
use discord::{ALICE, BOB, CHANNEL_ID, CHANNEL2_ID, DAVE, Message, Reply, User};
use hnefi_engine::{Game, Move};
use serde_json::json;

async fn next(world: &World, user: User, variant: &str) -> Reply {
    world
        .slash(
            user,
            CHANNEL_ID,
            "puzzle",
            sub(
                "next",
                json!([{"name": "variant", "type": 3, "value": variant}]),
            ),
        )
        .await
}

async fn solve(world: &World, user: User, line: &str) -> Reply {
    world
        .slash(
            user,
            CHANNEL_ID,
            "puzzle",
            sub("solve", json!([{"name": "move", "type": 3, "value": line}])),
        )
        .await
}

async fn daily(world: &World, user: User, channel: Option<u64>) -> Reply {
    let options = match channel {
        Some(c) => json!([{"name": "channel", "type": 7, "value": c.to_string()}]),
        None => json!([]),
    };
    world
        .slash(user, CHANNEL_ID, "puzzle", sub("daily", options))
        .await
}

/// The puzzle a message poses, by the key in its footer ("Puzzle KEY ·").
fn posed(message: &Message) -> &'static hnefi_app::Puzzle {
    let text = embed_text(message);
    let start = text.find("Puzzle ").expect("a footer") + "Puzzle ".len();
    let key: String = text[start..].chars().take_while(|c| *c != ' ').collect();
    hnefi_app::puzzles::by_key(&key).unwrap_or_else(|| panic!("no puzzle {key}: {text}"))
}

/// A readable board, attached as `name`.
fn board(message: &Message, name: &str) {
    let file = message
        .attachment(name)
        .unwrap_or_else(|| panic!("no {name}: {:?}", message.attachments));
    let image = image::load_from_memory(&file.bytes).expect("a PNG");
    assert!(
        image.width() >= 600,
        "readable on a phone: {}",
        image.width()
    );
}

fn line(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_posed_failed_with_a_wrong_move_and_solved_with_a_line() {
    let world = World::new().await;

    let first = next(&world, ALICE, "brandubh").await;
    assert!(!first.ephemeral, "refused: {}", first.content);
    let text = embed_text(&first);
    assert!(text.contains("to play and win in"), "{text}");
    assert!(text.contains("attachment://board.png"), "{text}");
    board(&first, "board.png");
    assert_decodes(&first);
    let puzzle = posed(&first);
    assert_eq!(puzzle.variant, "brandubh");

    // Not a move: refused privately, nothing changed.
    let garbage = solve(&world, ALICE, "kingme").await;
    assert!(garbage.ephemeral, "{}", garbage.content);
    assert!(garbage.attachments.is_empty());

    // A wrong first move: failed, the right one hidden behind a spoiler.
    let right = puzzle.solution[0];
    let wrong = Game::new(puzzle.position.clone())
        .legal_moves()
        .into_iter()
        .find(|m| *m != right)
        .unwrap();
    let failed = solve(&world, ALICE, &wrong.to_string()).await;
    assert!(!failed.ephemeral, "{}", failed.content);
    assert!(failed.content.contains('❌'), "{}", failed.content);
    assert!(
        failed.content.contains(&format!("||{right}||")),
        "{}",
        failed.content
    );
    assert!(failed.content.contains("1500?"), "{}", failed.content);
    board(&failed, "SPOILER_board.png");

    // The next puzzle, solved with its whole line (the replies written
    // too): solved, the rating goes up.
    let second = next(&world, ALICE, "brandubh").await;
    let puzzle2 = posed(&second);
    assert_ne!(puzzle2.key, puzzle.key);
    let solved = solve(&world, ALICE, &line(&puzzle2.solution)).await;
    assert!(!solved.ephemeral, "{}", solved.content);
    assert!(solved.content.contains("Solved"), "{}", solved.content);
    let first_move = format!("||{}||", puzzle2.solution[0]);
    assert!(solved.content.contains(&first_move), "{}", solved.content);
    board(&solved, "SPOILER_board.png");

    // Nothing open now: answering is refused privately.
    let none = solve(&world, ALICE, "a1-a2").await;
    assert!(none.ephemeral, "{}", none.content);
    assert!(none.content.contains("/puzzle next"), "{}", none.content);

    // A variant without puzzles.
    let noggin = next(&world, BOB, "noggin").await;
    assert!(noggin.ephemeral, "{}", noggin.content);
    world.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_in_the_channel_a_manager_names() {
    let world = World::new().await;

    // Dave does not manage the server.
    let refused = daily(&world, DAVE, Some(CHANNEL2_ID)).await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(world.double.messages(CHANNEL2_ID).is_empty());

    let set = daily(&world, ALICE, Some(CHANNEL2_ID)).await;
    assert!(set.ephemeral, "{}", set.content);
    assert!(
        set.content.contains(&format!("<#{CHANNEL2_ID}>")),
        "{}",
        set.content
    );
    let post = world
        .double
        .wait_message(
            CHANNEL2_ID,
            |m| !m.button_ids().is_empty(),
            Duration::from_secs(20),
        )
        .await;
    let text = embed_text(&post);
    assert!(text.contains("Puzzle of the day"), "{text}");
    assert!(text.contains("||"), "the solution behind a spoiler: {text}");
    board(&post, "board.png");
    let ids = post.button_ids();
    let id = ids[0].clone();
    let key = id
        .strip_prefix("puzzle:")
        .and_then(|rest| rest.strip_suffix(":take"))
        .expect("puzzle:KEY:take");
    let puzzle = hnefi_app::puzzles::by_key(key).expect("a puzzle of the starting set");
    assert!(text.contains(&line(&puzzle.solution)), "{text}");

    // Bob takes it up: shown to him alone, then solves it.
    let taken = world.click(BOB, &post, &id).await;
    assert!(taken.ephemeral, "{}", taken.content);
    let shown = embed_text(&taken);
    assert!(shown.contains("to play and win in"), "{shown}");
    let solved = solve(&world, BOB, &line(&puzzle.solution)).await;
    assert!(solved.content.contains("Solved"), "{}", solved.content);
    // Taken again after solving it: refused privately.
    let again = world.click(BOB, &post, &id).await;
    assert!(again.ephemeral);
    assert!(again.content.contains("/puzzle next"), "{}", again.content);

    // Stopped: said privately.
    let stopped = daily(&world, ALICE, None).await;
    assert!(stopped.ephemeral, "{}", stopped.content);
    assert_eq!(
        world
            .double
            .messages(CHANNEL2_ID)
            .iter()
            .filter(|m| !m.button_ids().is_empty())
            .count(),
        1,
        "one post a day"
    );
    world.assert_clean();
}
