// The double builds large JSON literals.
#![recursion_limit = "256"]
//! Records in and out (issue 25) end to end: the real `hnefi serve`
//! against the Discord double (tests/discord). `/export format:otg` gives
//! OpenTafl's `.otg`; `/import` takes such a file (or Hnefi's own export,
//! or a line of moves with its variant) as an ATTACHMENT option and makes
//! an unrated imported game that `/board`, `/replay` and `/export` show;
//! what it refuses, it refuses privately, and makes no game.

mod bot;
mod discord;

use std::time::Duration;

use bot::{Started, World, assert_decodes, number_after};
use discord::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, Reply, User};
use hnefi_engine::GameRecord;
use serde_json::{Value, json};

/// Brandubh from the start, attackers (Alice) first: the attackers take
/// c4 on the seventh ply.
const TAKE_C4: [&str; 7] = [
    "b4-b5", "d3-e3", "b5-c5", "e3-f3", "d2-c2", "f3-e3", "c2-c3",
];
/// The position after [`TAKE_C4`].
const AFTER_TAKE_C4: &str = "3a3/3a3/2ad3/a2kdaa/2a1d2/7/3a3 d";

const BRANDUBH: &str = "Brandubh (7x7)";

/// A Brandubh game between Alice (attackers) and Bob, [`TAKE_C4`] played.
async fn played_game(world: &World) -> Started {
    let game = world.start_game(BRANDUBH, ALICE, BOB, "none").await;
    for (i, mv) in TAKE_C4.iter().enumerate() {
        let user = if i % 2 == 0 { ALICE } else { BOB };
        let reply = world.play(user, game.channel, mv).await;
        assert!(!reply.ephemeral, "{mv} refused: {}", reply.content);
    }
    game
}

/// `/export` of game `game` by `user` in `#general`, in `format` (none:
/// the default): the public answer and the attached record's text, which
/// must be `game-N.EXT`.
async fn export(world: &World, user: User, game: i64, format: Option<&str>) -> (Reply, String) {
    let mut options = vec![json!({"name": "game", "type": 4, "value": game})];
    if let Some(f) = format {
        options.push(json!({"name": "format", "type": 3, "value": f}));
    }
    let reply = world
        .slash(user, CHANNEL_ID, "export", Value::Array(options))
        .await;
    assert!(!reply.ephemeral, "export refused: {}", reply.content);
    let ext = if format == Some("otg") { "otg" } else { "txt" };
    let name = format!("game-{game}.{ext}");
    let file = reply.attachment(&name).unwrap_or_else(|| {
        panic!(
            "no {name} on the export: {:?}",
            reply
                .attachments
                .iter()
                .map(|a| &a.filename)
                .collect::<Vec<_>>()
        )
    });
    let text = String::from_utf8(file.bytes.clone()).expect("a record is UTF-8 text");
    (reply, text)
}

/// `/import` by `user` in `#general` with `options`. Imports share one
/// slot (on two cores) with exports and replays and do not queue: an
/// `/export` the bot is still finishing may hold it a moment after its
/// answer came, and the import is then refused as busy, to be tried again
/// (as the refusal says). Any other answer is returned.
async fn import(world: &World, user: User, options: Value) -> Reply {
    for _ in 0..50 {
        let reply = world
            .slash(user, CHANNEL_ID, "import", options.clone())
            .await;
        if !(reply.ephemeral && reply.content.contains("busy")) {
            return reply;
        }
        eprintln!("/import {options} busy, trying again");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("/import stayed busy:\n{}", world.log());
}

/// The option naming a file uploaded with `Double::upload`.
fn record_option(id: u64) -> Value {
    json!({"name": "record", "type": 11, "value": id.to_string()})
}

/// A successful import's answer: public, "📥 Imported as game #N (M
/// moves), unrated", with the final board; returns N.
fn imported(reply: &Reply, moves: usize) -> i64 {
    assert!(!reply.ephemeral, "import refused: {}", reply.content);
    let counted = if moves == 1 {
        "(one move), unrated".to_string()
    } else {
        format!("({moves} moves), unrated")
    };
    assert!(
        reply.content.contains("📥 Imported as game #") && reply.content.contains(&counted),
        "{}",
        reply.content
    );
    assert!(
        reply.attachment("board.png").is_some(),
        "no board picture: {:?}",
        reply.attachments
    );
    assert_decodes(reply);
    assert!(reply.button_ids().is_empty(), "{:?}", reply.button_ids());
    number_after(&reply.content, "game #").expect("the game's number")
}

/// An import refused: privately, without a picture, saying `words`.
fn refused(what: &str, reply: &Reply, words: &str) {
    assert!(
        reply.ephemeral,
        "{what}: answered publicly: {}",
        reply.content
    );
    assert!(
        reply.attachments.is_empty(),
        "{what}: {:?}",
        reply.attachments
    );
    assert!(
        reply.content.contains(words),
        "{what}: {words:?} not in {:?}",
        reply.content
    );
    assert!(
        !reply.content.contains("went wrong"),
        "{what}: {}",
        reply.content
    );
}

/// The plies of a record (either form) and where they end.
fn read(text: &str) -> (Vec<String>, String) {
    let record = GameRecord::parse(text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
    let game = record
        .to_game()
        .unwrap_or_else(|e| panic!("does not replay: {e}:\n{text}"));
    let plies = record.moves.iter().map(|m| m.mv.to_string()).collect();
    (plies, game.position().to_string())
}

/// `/board game:N` answers publicly with a picture of the game.
async fn board(world: &World, game: i64) -> Reply {
    world
        .slash(
            CAROL,
            CHANNEL_ID,
            "board",
            json!([{"name": "game", "type": 4, "value": game}]),
        )
        .await
}

/// A played game exported as `.otg` reads back as the same game; imported
/// from the attachment, it is a new game that the board, the replay and
/// the export show.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_otg_export_imports_back_as_the_same_game() {
    let world = World::new().await;
    let game = played_game(&world).await;

    let (reply, otg) = export(&world, CAROL, game.id, Some("otg")).await;
    assert!(
        reply.content.contains(&game.id.to_string()),
        "{}",
        reply.content
    );
    // OpenTafl's form: tags, the rules last, numbered turns.
    let (head, turns) = otg
        .split_once("\n\n")
        .expect("headers, a blank line, turns");
    let headers: Vec<&str> = head.lines().collect();
    assert_eq!(headers[0], "[variant:Brandubh]", "{otg}");
    assert!(
        headers
            .iter()
            .all(|h| h.starts_with('[') && h.ends_with(']')),
        "{otg}"
    );
    assert!(
        headers.last().unwrap().starts_with("[rules:dim:7 "),
        "the rules tag is last: {otg}"
    );
    assert!(headers.iter().any(|h| h.contains("Alice")), "{otg}");
    assert!(headers.iter().any(|h| h.contains("Bob")), "{otg}");
    // OpenTafl's dates: YYYY.MM.DD.
    let date = headers
        .iter()
        .find_map(|h| h.strip_prefix("[date:"))
        .unwrap_or_else(|| panic!("a date tag: {otg}"));
    assert!(
        date.len() == 11 && date.as_bytes()[4] == b'.' && date.as_bytes()[7] == b'.',
        "{date}"
    );
    assert_eq!(
        turns, "1. b4-b5 d3-e3\n2. b5-c5 e3-f3\n3. d2-c2 f3-e3\n4. c2-c3xc4\n",
        "{otg}"
    );
    let (plies, position) = read(&otg);
    assert_eq!(plies, TAKE_C4);
    assert_eq!(position, AFTER_TAKE_C4);
    // The native export (the default) is the same game.
    let (_, native) = export(&world, CAROL, game.id, None).await;
    assert!(native.starts_with("variant: brandubh\n"), "{native}");
    assert_eq!(read(&native), (plies.clone(), position.clone()));

    // Carol imports the .otg as she would pick the file in Discord.
    let file = world
        .double
        .upload(&format!("game-{}.otg", game.id), otg.clone());
    let reply = import(&world, CAROL, json!([record_option(file)])).await;
    let copy = imported(&reply, TAKE_C4.len());
    assert_ne!(copy, game.id);
    assert_eq!(world.double.downloads(file), 1);

    // /board shows it, /replay animates it, /export gives it back.
    let shown = board(&world, copy).await;
    assert!(!shown.ephemeral, "{}", shown.content);
    assert!(shown.attachment("board.png").is_some(), "{}", shown.content);
    assert!(shown.button_ids().is_empty(), "{:?}", shown.button_ids());
    let replay = world
        .slash(
            DAVE,
            CHANNEL_ID,
            "replay",
            json!([{"name": "game", "type": 4, "value": copy}]),
        )
        .await;
    assert!(!replay.ephemeral, "{}", replay.content);
    let gif = replay
        .attachment(&format!("game-{copy}.gif"))
        .unwrap_or_else(|| panic!("no GIF: {:?}", replay.attachments));
    assert!(gif.bytes.starts_with(b"GIF8"), "not a GIF");
    let (_, again) = export(&world, CAROL, copy, None).await;
    assert_eq!(read(&again), (plies.clone(), position.clone()), "{again}");
    // An imported game keeps the record's own headers: the players' names.
    assert!(again.contains("Alice") && again.contains("Bob"), "{again}");
    let (_, otg_again) = export(&world, CAROL, copy, Some("otg")).await;
    assert_eq!(
        read(&otg_again),
        (plies.clone(), position.clone()),
        "{otg_again}"
    );

    // Hnefi's own export imports too.
    let file = world
        .double
        .upload(&format!("game-{}.txt", game.id), native);
    let reply = import(&world, DAVE, json!([record_option(file)])).await;
    let third = imported(&reply, TAKE_C4.len());
    assert!(third != copy && third != game.id, "{}", reply.content);
    let (_, exported) = export(&world, DAVE, third, None).await;
    assert_eq!(read(&exported), (plies, position));
    world.assert_clean();
}

/// `/import text variant`: a line of moves (turn numbers read past) in the
/// variant picked from autocomplete; OpenTafl's own record of a game in
/// rules of its own; a typed variant name.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_line_of_moves_and_an_opentafl_record_are_imported() {
    let world = World::new().await;
    let variant = world.variant_choice("import", BRANDUBH).await;
    let line = "1. b4-b5 d3-e3 2. b5-c5 e3-f3 3. d2-c2";
    let reply = import(
        &world,
        ALICE,
        json!([
            {"name": "text", "type": 3, "value": line},
            {"name": "variant", "type": 3, "value": variant},
        ]),
    )
    .await;
    let first = imported(&reply, 5);
    let (_, record) = export(&world, ALICE, first, None).await;
    let (plies, _) = read(&record);
    assert_eq!(plies, &TAKE_C4[..5]);
    assert!(record.starts_with("variant: brandubh\n"), "{record}");

    // The variant typed by its key, as `variant:brandubh`.
    let reply = import(
        &world,
        BOB,
        json!([
            {"name": "text", "type": 3, "value": TAKE_C4.join(" ")},
            {"name": "variant", "type": 3, "value": "brandubh"},
        ]),
    )
    .await;
    let second = imported(&reply, 7);
    assert!(second > first, "{}", reply.content);
    let (_, record) = export(&world, BOB, second, Some("otg")).await;
    assert_eq!(
        read(&record),
        (
            TAKE_C4.map(str::to_string).to_vec(),
            AFTER_TAKE_C4.to_string()
        )
    );
    assert!(record.ends_with("4. c2-c3xc4\n"), "{record}");

    // A record as OpenTafl writes one: its own rules (a weak king), a
    // comment, a variation, a resignation.
    let brandub = "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    let otg = format!(
        "[name:From OpenTafl]\n[rules:{brandub}]\n\n1. b4-b5 d3-e3\n[Good|Bad]\n2. b5-c5 e3-f3\n2a.1.1a. b5-b6\n3. ---\n"
    );
    let file = world.double.upload("opentafl.otg", otg);
    let reply = import(&world, CAROL, json!([record_option(file)])).await;
    let third = imported(&reply, 4);
    assert!(third > second, "{}", reply.content);
    let shown = board(&world, third).await;
    assert!(!shown.ephemeral, "{}", shown.content);
    assert_decodes(&shown);
    let (_, record) = export(&world, CAROL, third, Some("otg")).await;
    assert!(
        !record.contains("[variant:"),
        "its own rules, no variant: {record}"
    );
    assert!(
        record.contains(&format!("[rules:{brandub}]\n\n")),
        "{record}"
    );
    assert!(record.contains("[name:From OpenTafl]"), "{record}");
    // The attackers resigned on turn 3: the defenders won.
    assert!(record.contains("[result:-1]"), "{record}");
    assert!(record.contains("[termination:resigned]"), "{record}");
    let (plies, _) = read(&record);
    assert_eq!(plies, &TAKE_C4[..4]);
    world.assert_clean();
}

/// What `/import` refuses, it refuses privately, and no game is made: the
/// first import that works afterwards is game #1.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_imports_are_private_and_make_no_game() {
    let world = World::new().await;
    let d = &world.double;

    // Over 1 MB: refused before it is even fetched.
    let mut big = String::from("variant: brandubh\n\nb4-b5\n");
    while big.len() <= 1024 * 1024 {
        big.push_str("# padding padding padding padding padding padding\n");
    }
    let file = d.upload("big.txt", big);
    let reply = import(&world, ALICE, json!([record_option(file)])).await;
    refused("too large", &reply, "too large");
    assert!(reply.content.contains("1024 KB"), "{}", reply.content);
    assert_eq!(d.downloads(file), 0, "a file too large is not fetched");

    // A picture is no record.
    let mut png = std::io::Cursor::new(Vec::new());
    image::RgbImage::from_pixel(16, 16, image::Rgb([200, 30, 30]))
        .write_to(&mut png, image::ImageFormat::Png)
        .expect("a PNG");
    let png = png.into_inner();
    assert!(String::from_utf8(png.clone()).is_err());
    let file = d.upload("board.png", png);
    let reply = import(&world, ALICE, json!([record_option(file)])).await;
    refused("binary", &reply, "not a game record");
    // Nor is a text file named .otg that holds bytes which are not UTF-8.
    let file = d.upload("game.otg", b"[variant:Brandubh]\n\xff\xfe\n".to_vec());
    let reply = import(&world, ALICE, json!([record_option(file)])).await;
    refused("not UTF-8", &reply, "not a game record");

    // A record with an illegal move names it.
    let bad = "[variant:Brandubh]\n[rules:dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d2-b2 c4-c2\n2. b4-g4\n";
    let file = d.upload("bad.otg", bad);
    let reply = import(&world, BOB, json!([record_option(file)])).await;
    refused("illegal move", &reply, "b4-g4");
    // A word that is no move, with its line.
    let file = d.upload("typo.txt", "variant: brandubh\n\nb4-b5\nzz\n");
    let reply = import(&world, BOB, json!([record_option(file)])).await;
    refused("not a move", &reply, "zz");
    assert!(reply.content.contains("line 4"), "{}", reply.content);
    // The same in a line of moves.
    let reply = import(
        &world,
        BOB,
        json!([
            {"name": "text", "type": 3, "value": "b4-b5 a4-a1"},
            {"name": "variant", "type": 3, "value": "brandubh"},
        ]),
    )
    .await;
    refused("illegal move in a line", &reply, "a4-a1");

    // Moves without their variant; nothing at all.
    let reply = import(
        &world,
        CAROL,
        json!([{"name": "text", "type": 3, "value": "b4-b5 d3-e3"}]),
    )
    .await;
    refused("no variant", &reply, "Say which game");
    let reply = import(&world, CAROL, json!([])).await;
    refused("nothing", &reply, "Attach a record file");
    // A variant nobody knows.
    let reply = import(
        &world,
        CAROL,
        json!([
            {"name": "text", "type": 3, "value": "b4-b5"},
            {"name": "variant", "type": 3, "value": "no-such-game"},
        ]),
    )
    .await;
    assert!(reply.ephemeral, "{}", reply.content);

    // No game was made: there is no game #1 yet, and the next import is it.
    let none = board(&world, 1).await;
    assert!(none.ephemeral, "{}", none.content);
    for m in d.messages(CHANNEL_ID) {
        assert!(!m.content.contains("Imported"), "{}", m.content);
    }
    let reply = import(
        &world,
        DAVE,
        json!([
            {"name": "text", "type": 3, "value": "b4-b5"},
            {"name": "variant", "type": 3, "value": "brandubh"},
        ]),
    )
    .await;
    assert_eq!(imported(&reply, 1), 1, "{}", reply.content);
    world.assert_clean();
}
