// The double builds large JSON literals.
#![recursion_limit = "256"]
//! Correspondence play (issue 24) end to end: the real `hnefi serve`
//! against the Discord double (tests/discord). Time banks that pay for a
//! slow move and then run out; a vacation that stops two games' clocks and
//! ends by a move (SQLite and PostgreSQL); the daily digest of games
//! across two servers; direct messages on each turn and time warnings, and
//! what happens when Discord refuses them (50007); conditional moves.
//!
//! Game clocks run fast here (`HNEFI_CLOCK_SPEED`); where a test must know
//! the bot's game time (the vacation's days, the digest's hour), it sets
//! `HNEFI_CLOCK_ORIGIN` too and computes that time as the bot does
//! ([`GameClock`]).
//!
//! The moves are a fixed quiet Brandubh line ([`LINE`]): no capture, no
//! end, so each test knows what every board says.
//!
//! The PostgreSQL run needs HNEFI_TEST_POSTGRES; without it, it says so
//! loudly and passes.

mod bot;
mod discord;

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use bot::{Started, T, World, number_after, sub, to_move};
use discord::{
    ALICE, BOB, CAROL, CHANNEL_ID, GUILD_ID, GUILD2_CHANNEL_ID, GUILD2_ID, Message, Reply, User,
    dm_channel_id,
};
use hnefi_store::Backend;
use hnefi_store::testing::{self, TestDb};
use serde_json::json;

/// Brandubh from its start, attackers first: seventeen plies in which
/// nothing is captured and nothing ends (checked with `hnefi render
/// --moves`: all eight attackers, four defenders and the king remain).
const LINE: [&str; 17] = [
    "d7-f7", "e4-e5", "a4-a2", "c4-c6", "g4-g2", "d3-f3", "d1-f1", "c6-c5", "b4-b6", "e5-e6",
    "d2-c2", "f3-e3", "g2-g3", "c5-c4", "f1-e1", "e3-e2", "c2-c3",
];

const BRANDUBH: &str = "Brandubh (7x7)";

const MINUTE: i64 = 60_000;
const HOUR: i64 = 3_600_000;
const DAY: i64 = 86_400_000;

/// The wall clock in Unix milliseconds, as the bot reads it.
fn wall_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or_default()
}

/// The bot's game time under `HNEFI_CLOCK_SPEED` and `HNEFI_CLOCK_ORIGIN`:
/// `origin + (wall - origin) x speed`, computed here as the bot does.
#[derive(Clone, Copy, Debug)]
struct GameClock {
    origin: i64,
    speed: i64,
}

impl GameClock {
    /// A clock whose game time is `hour`:00 UTC of some day now, and runs
    /// `speed` times faster: the origin lies a little in the past.
    fn at_hour(speed: i64, hour: i64) -> GameClock {
        let wall = wall_ms();
        let mut target = wall.div_euclid(DAY) * DAY + hour * HOUR;
        while target < wall + HOUR {
            target += DAY;
        }
        // origin + (wall - origin) x speed = target
        let origin = (wall * speed - target) / (speed - 1);
        GameClock { origin, speed }
    }

    /// `HNEFI_CLOCK_SPEED` and `HNEFI_CLOCK_ORIGIN` for the bot.
    fn env(&self) -> Vec<(&'static str, String)> {
        vec![
            ("HNEFI_CLOCK_SPEED", self.speed.to_string()),
            ("HNEFI_CLOCK_ORIGIN", self.origin.to_string()),
        ]
    }

    /// Game time now, Unix milliseconds.
    fn now(&self) -> i64 {
        self.origin + (wall_ms() - self.origin) * self.speed
    }

    /// The wall time that `span` of game time takes.
    fn wall(&self, span: i64) -> Duration {
        Duration::from_millis((span.max(0) / self.speed) as u64)
    }

    /// Sleeps until game time `at`.
    async fn sleep_until(&self, at: i64) {
        tokio::time::sleep(self.wall(at - self.now())).await;
    }
}

/// A world whose bot runs on `clock`, with `extra` settings.
async fn world_on(clock: &GameClock, extra: &[(&str, &str)]) -> World {
    let env = clock.env();
    let mut all: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    all.extend_from_slice(extra);
    World::with_env(&all).await
}

/// `/move` by `user` that must be played: its public answer.
async fn play(world: &World, user: User, channel: u64, notation: &str) -> Reply {
    let reply = world.play(user, channel, notation).await;
    assert!(
        !reply.ephemeral,
        "{notation} by {} refused: {}",
        user.name, reply.content
    );
    assert!(
        reply.content.contains(&format!("`{notation}`")),
        "{notation} not shown: {}",
        reply.content
    );
    reply
}

/// A slash command answered privately or publicly, as asked.
async fn ask(
    world: &World,
    user: User,
    channel: u64,
    name: &str,
    options: serde_json::Value,
    ephemeral: bool,
) -> Reply {
    let reply = world.slash(user, channel, name, options).await;
    assert_eq!(
        reply.ephemeral, ephemeral,
        "/{name} by {}: {}",
        user.name, reply.content
    );
    assert!(
        !reply.content.contains("went wrong") && !reply.content.contains("⚠️"),
        "/{name} by {}: {}",
        user.name,
        reply.content
    );
    reply
}

/// How often `needle` occurs in `text`.
fn count(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

/// The minutes of `side`'s time bank on the board line "⏳ Time banks:
/// Attackers 16m · Defenders 20m".
fn bank_minutes(text: &str, side: &str) -> u64 {
    let line = text
        .lines()
        .find(|l| l.contains("⏳ Time banks:"))
        .unwrap_or_else(|| panic!("no time banks line: {text}"));
    let at = line
        .find(&format!("{side} "))
        .unwrap_or_else(|| panic!("no {side} bank: {line}"))
        + side.len()
        + 1;
    let digits: String = line[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    assert!(
        line[at + digits.len()..].starts_with('m'),
        "{side}'s bank is not in minutes: {line}"
    );
    digits.parse().expect("minutes")
}

/// The Unix seconds of the first Discord timestamp `<t:SECS:R>` after
/// `marker` in `text`.
fn timestamp_after(text: &str, marker: &str) -> i64 {
    let from = text
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker:?} in {text}"));
    number_after(&text[from..], "<t:").unwrap_or_else(|| panic!("no <t: after {marker:?}: {text}"))
}

/// The thread of the game `started`, with the first board: a challenge
/// posted in `channel` (any guild's) by `attacker`, accepted by
/// `defender`.
async fn start_game_in(
    world: &World,
    channel: u64,
    attacker: User,
    defender: User,
    time: &str,
) -> Started {
    let variant = world.variant_choice("challenge", BRANDUBH).await;
    let side = world.choice("challenge", "side", "attackers");
    let challenge = ask(
        world,
        attacker,
        channel,
        "challenge",
        json!([
            {"name": "variant", "type": 3, "value": variant},
            {"name": "opponent", "type": 6, "value": defender.id.to_string()},
            {"name": "side", "type": 3, "value": side},
            {"name": "time", "type": 3, "value": time},
        ]),
        false,
    )
    .await;
    let accept = challenge
        .button_ids()
        .into_iter()
        .find(|id| id.ends_with(":accept"))
        .expect("an Accept button");
    let accepted = world.click(defender, &challenge, &accept).await;
    assert!(!accepted.ephemeral, "accept refused: {}", accepted.content);
    let id = number_after(&accepted.content, "game #").expect("the game's number");
    let deadline = Instant::now() + T;
    let thread = loop {
        if let Some(t) = world
            .double
            .threads()
            .into_iter()
            .find(|t| t.starter_message_id == Some(challenge.id))
        {
            break t.id;
        }
        assert!(Instant::now() < deadline, "no thread for game #{id}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let first = world
        .double
        .wait_message(thread, |m| m.attachment("board.png").is_some(), T)
        .await;
    Started {
        id,
        channel: thread,
        challenge,
        first,
    }
}

/// The bot's visible messages in `channel` whose text holds `needle`.
fn said(world: &World, channel: u64, needle: &str) -> Vec<Message> {
    world
        .double
        .messages(channel)
        .into_iter()
        .filter(|m| m.text().contains(needle))
        .collect()
}

/// Everything visible in the channel, its threads, and every DM channel.
fn all_visible_text(world: &World) -> String {
    let mut channels = vec![CHANNEL_ID, GUILD2_CHANNEL_ID];
    channels.extend(world.double.threads().iter().map(|t| t.id));
    channels.extend([ALICE, BOB, CAROL].map(dm_channel_id));
    channels
        .into_iter()
        .flat_map(|c| world.double.messages(c))
        .map(|m| m.text())
        .collect::<Vec<_>>()
        .join("\n")
}

// ---- a: time banks ----

/// docs/correspondence.md 1: with `10m+20m` each move has ten minutes and
/// each player a bank of twenty. A move made after its ten minutes is
/// played, and its excess comes off the mover's bank (the next board
/// shows it smaller, the opponent's untouched); the next clock of that
/// player runs for ten minutes and what is left of the bank, then the game
/// is lost on time. Game clocks run 120 times faster: a game minute is
/// half a second.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_time_bank_pays_for_a_slow_move_then_runs_out() {
    const SPEED: i64 = 120;
    let world = World::with_env(&[("HNEFI_CLOCK_SPEED", "120")]).await;
    let game = start_game_in(&world, CHANNEL_ID, ALICE, BOB, "10m+20m").await;
    let ch = game.channel;
    assert!(
        game.first
            .content
            .contains("⏳ Time banks: Attackers 20m · Defenders 20m"),
        "{}",
        game.first.content
    );
    assert!(
        game.challenge.text().contains("10m+20m"),
        "the challenge names the time control: {}",
        game.challenge.text()
    );
    play(&world, ALICE, ch, LINE[0]).await;
    let bob_sent = wall_ms();
    play(&world, BOB, ch, LINE[1]).await;
    let bob_answered = wall_ms();

    // Alice thinks fourteen game minutes: four more than the move's own.
    let think = 14 * MINUTE / SPEED;
    tokio::time::sleep(Duration::from_millis(
        (bob_answered + think - wall_ms()).max(0) as u64,
    ))
    .await;
    let alice_sent = wall_ms();
    let slow = play(&world, ALICE, ch, LINE[2]).await;
    let alice_answered = wall_ms();
    // The clock started between Bob's move being sent and answered, and
    // stopped between Alice's being sent and answered.
    let least = (alice_sent - bob_answered) * SPEED;
    let most = (alice_answered - bob_sent) * SPEED;
    assert!(least > 10 * MINUTE, "Alice was not slow: {least} ms");
    let bank = bank_minutes(&slow.content, "Attackers") as i64;
    let (low, high) = (
        (20 * MINUTE - (most - 10 * MINUTE)) / MINUTE,
        (20 * MINUTE - (least - 10 * MINUTE)) / MINUTE,
    );
    assert!(
        (low..=high).contains(&bank) && bank < 20,
        "Alice's bank {bank}m is not 20m less {least}..{most} ms over ten minutes: {}",
        slow.content
    );
    assert_eq!(
        bank_minutes(&slow.content, "Defenders"),
        20,
        "{}",
        slow.content
    );
    assert!(!slow.content.contains("ran out"), "{}", slow.content);
    assert_eq!(to_move(&slow.content), Some(BOB.id), "{}", slow.content);

    // Bob answers at once; Alice's clock runs her ten minutes and the
    // rest of her bank.
    let bob_sent = wall_ms();
    let quick = play(&world, BOB, ch, LINE[3]).await;
    let bob_answered = wall_ms();
    assert_eq!(bank_minutes(&quick.content, "Attackers") as i64, bank);
    assert_eq!(
        bank_minutes(&quick.content, "Defenders"),
        20,
        "Bob's quick move cost nothing: {}",
        quick.content
    );
    // Past the move's own ten minutes (and a game minute), still alive.
    let past_own = bob_answered + 11 * MINUTE / SPEED;
    tokio::time::sleep(Duration::from_millis((past_own - wall_ms()).max(0) as u64)).await;
    assert!(
        said(&world, ch, "ran out of time").is_empty(),
        "lost on time although the bank had {bank}m"
    );
    let board = ask(&world, BOB, ch, "board", json!([]), false).await;
    assert_eq!(to_move(&board.content), Some(ALICE.id), "{}", board.content);

    let timeout = world
        .double
        .wait_message(
            ch,
            |m| m.content.contains("ran out of time"),
            Duration::from_secs(40),
        )
        .await;
    let ran_out = wall_ms();
    assert!(
        timeout.content.contains(&ALICE.mention()),
        "{}",
        timeout.content
    );
    assert!(timeout.content.contains("🏁"), "{}", timeout.content);
    // Ten minutes and the bank (shown to the minute, so up to a minute
    // more), give or take the time the sweep and the post take.
    let ran = (ran_out - bob_sent) * SPEED;
    let budget = (10 + bank) * MINUTE;
    assert!(
        ran >= budget && ran <= budget + MINUTE + 6 * MINUTE,
        "ran out after {} game minutes, budget {} minutes",
        ran / MINUTE,
        budget / MINUTE
    );
    assert_eq!(said(&world, ch, "ran out of time").len(), 1);
    world.assert_clean();
}

// ---- b: vacations ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_freezes_two_games_and_a_move_ends_it_on_sqlite() {
    let clock = GameClock::at_hour(2880, 10);
    let world = world_on(&clock, &[]).await;
    vacation_flow(world, clock).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_freezes_two_games_and_a_move_ends_it_on_postgresql() {
    testing::run(Backend::Postgres, async {
        let db = TestDb::on(Backend::Postgres, "correspondence_vacation").await;
        let clock = GameClock::at_hour(2880, 10);
        let world = world_on(&clock, &[("DATABASE_URL", db.url())]).await;
        vacation_flow(world, clock).await;
    })
    .await;
}

/// docs/correspondence.md 2. Bob plays two correspondence games (a day a
/// move) on the server and is to move in both. He goes away for two days:
/// the answer says until when and what it costs, the boards and `/games`
/// show him away, and while a day and more of game time passes neither
/// game times out. A move in one game ends the vacation early: the days
/// not begun return (`/vacation status`: one used of 21), and the other
/// game's clock runs again from where it stood, so that game times out
/// only when its day, less the time away, has run. The clock runs 2880
/// times faster: a game day is 30 s.
///
/// Fails at its last check until the app is fixed: the `/move` answer
/// (and its MovePlayed event) that ends a vacation is built from the game
/// as it was before the move (`crates/app/src/games/play.rs`,
/// `Step::new` copies `attacker_away`/`defender_away` from `before`, and
/// `end_vacation_in` does not change `board_summary`), so it still shows
/// the mover "away until ...: their clock stands still".
async fn vacation_flow(world: World, clock: GameClock) {
    let g1 = start_game_in(&world, CHANNEL_ID, ALICE, BOB, "1d").await;
    let g2 = start_game_in(&world, CHANNEL_ID, CAROL, BOB, "1d").await;
    play(&world, ALICE, g1.channel, LINE[0]).await;
    play(&world, BOB, g1.channel, LINE[1]).await;
    let g1_started = clock.now();
    play(&world, ALICE, g1.channel, LINE[2]).await;
    play(&world, CAROL, g2.channel, LINE[0]).await;
    play(&world, BOB, g2.channel, LINE[1]).await;
    let g2_sent = clock.now();
    let third = play(&world, CAROL, g2.channel, LINE[2]).await;
    let g2_started = clock.now();
    assert_eq!(to_move(&third.content), Some(BOB.id), "{}", third.content);

    // Bob lets four tenths of his day pass in both games, then leaves.
    clock.sleep_until(g2_started + 4 * DAY / 10).await;
    let v_sent = clock.now();
    assert!(
        v_sent < g1_started + 9 * DAY / 10,
        "the games took too long to set up: game #{} is nearly out of time",
        g1.id
    );
    let away = ask(
        &world,
        BOB,
        CHANNEL_ID,
        "vacation",
        sub("start", json!([{"name": "days", "type": 4, "value": 2}])),
        false,
    )
    .await;
    let v_answered = clock.now();
    assert!(
        away.content
            .contains(&format!("🏖️ {} is away until", BOB.mention())),
        "{}",
        away.content
    );
    assert!(
        away.content
            .contains("Vacation days this year: 2 used, 19 left of 21."),
        "{}",
        away.content
    );
    let until = timestamp_after(&away.content, "away until") * 1000;
    assert!(
        until >= v_sent + 2 * DAY - 1000 && until <= v_answered + 2 * DAY,
        "away until {until}, asked at {v_sent}"
    );

    // Everyone sees it: the boards and `/games`.
    let board = ask(&world, ALICE, g1.channel, "board", json!([]), false).await;
    assert!(
        board
            .content
            .contains(&format!("🏖️ {} is away until", BOB.mention())),
        "{}",
        board.content
    );
    assert!(
        board.content.contains("their clock stands still"),
        "{}",
        board.content
    );
    let games = ask(
        &world,
        CAROL,
        CHANNEL_ID,
        "games",
        json!([{"name": "user", "type": 6, "value": BOB.id.to_string()}]),
        false,
    )
    .await;
    let listed = games.text();
    for g in [&g1, &g2] {
        let line = listed
            .lines()
            .find(|l| l.contains(&format!("#{}`", g.id)))
            .unwrap_or_else(|| panic!("game #{} not listed: {listed}", g.id));
        assert!(line.contains("away until"), "{line}");
    }
    // The status says it too, to anyone who asks.
    let status = ask(
        &world,
        ALICE,
        CHANNEL_ID,
        "vacation",
        sub(
            "status",
            json!([{"name": "user", "type": 6, "value": BOB.id.to_string()}]),
        ),
        false,
    )
    .await;
    assert!(
        status.content.contains("is away until"),
        "{}",
        status.content
    );

    // Eight tenths of a day away: both games are past their day (with
    // the four tenths before), and neither timed out.
    clock.sleep_until(v_answered + 8 * DAY / 10).await;
    assert!(clock.now() > g2_started + DAY + DAY / 10);
    for g in [&g1, &g2] {
        for what in ["ran out of time", "aborted", "🏁"] {
            assert!(
                said(&world, g.channel, what).is_empty(),
                "game #{} ended while Bob was away: {what}",
                g.id
            );
        }
    }
    let games = ask(&world, BOB, CHANNEL_ID, "games", json!([]), false).await;
    for g in [&g1, &g2] {
        assert!(
            games.text().contains(&format!("#{}`", g.id)),
            "game #{} is no longer active: {}",
            g.id,
            games.text()
        );
    }

    // Bob moves in the first game, within the vacation's first day: the
    // vacation ends, and its second day returns.
    let move_sent = clock.now();
    let back = play(&world, BOB, g1.channel, LINE[3]).await;
    let move_answered = clock.now();
    assert!(
        move_answered < v_sent + DAY,
        "Bob's move came after the vacation's first day: the test ran slow"
    );
    // Checked last, so that the rest of the flow runs (see the end).
    let stale_away = back.content.contains("is away until");
    assert_eq!(to_move(&back.content), Some(ALICE.id), "{}", back.content);
    let board = ask(&world, ALICE, g1.channel, "board", json!([]), false).await;
    assert!(
        !board.content.contains("is away until"),
        "{}",
        board.content
    );
    let status = ask(
        &world,
        BOB,
        CHANNEL_ID,
        "vacation",
        sub("status", json!([])),
        false,
    )
    .await;
    assert!(
        status
            .content
            .contains(&format!("{} is not on vacation here.", BOB.mention())),
        "{}",
        status.content
    );
    assert!(
        status
            .content
            .contains("Vacation days this year: 1 used, 20 left of 21."),
        "one day returned: {}",
        status.content
    );
    let board = ask(&world, CAROL, g2.channel, "board", json!([]), false).await;
    assert!(
        !board.content.contains("is away until"),
        "{}",
        board.content
    );
    assert_eq!(to_move(&board.content), Some(BOB.id), "{}", board.content);

    // The second game's clock runs again from where it stood: it runs out
    // a day after it started, plus the time Bob was away, not before.
    let timeout = world
        .double
        .wait_message(
            g2.channel,
            |m| m.content.contains("ran out of time"),
            Duration::from_secs(60),
        )
        .await;
    let ran_out = clock.now();
    assert!(
        timeout.content.contains(&BOB.mention()),
        "{}",
        timeout.content
    );
    let earliest = g2_sent + DAY + (move_sent - v_answered);
    let latest = g2_started + DAY + (move_answered - v_sent);
    assert!(
        ran_out >= earliest - MINUTE,
        "game #{} ran out {} game minutes too early: the vacation did not stop its clock",
        g2.id,
        (earliest - ran_out) / MINUTE
    );
    assert!(
        ran_out <= latest + 4 * HOUR,
        "game #{} ran out {} game minutes late",
        g2.id,
        (ran_out - latest) / MINUTE
    );
    // The first game, where Alice is to move now, goes on.
    assert!(said(&world, g1.channel, "ran out of time").is_empty());
    world.assert_clean();
    // The answer to the move that ended the vacation must not show the
    // mover away (the vacation is over, as `/board` and the status say).
    assert!(
        !stale_away,
        "the answer to Bob's move still shows him away although the move ended his vacation:\n{}",
        back.content
    );
}

// ---- c: the daily digest ----

/// docs/correspondence.md 3: a player who asked for a daily digest gets,
/// at their hour (UTC, game time), one direct message with one embed that
/// lists every game where it is their move, on both servers; a game where
/// the opponent is to move is not listed. It comes once that day, not
/// before the hour. Carol, with her own digest, gets hers with her one
/// game. The clock runs 720 times faster (a game hour is 5 s) from 10:00
/// UTC.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_digest_lists_the_games_waiting_on_both_servers_once() {
    let clock = GameClock::at_hour(720, 10);
    // Commands registered globally, so that both servers have them.
    let world = world_on(&clock, &[("DEV_GUILD_ID", "")]).await;
    // Alice is to move in three games, two here and one on the second
    // server; Carol is to move in a fourth.
    let g1 = start_game_in(&world, CHANNEL_ID, ALICE, BOB, "3d").await;
    let g2 = start_game_in(&world, CHANNEL_ID, ALICE, CAROL, "3d").await;
    let g3 = start_game_in(&world, GUILD2_CHANNEL_ID, ALICE, CAROL, "3d").await;
    let g4 = start_game_in(&world, CHANNEL_ID, CAROL, ALICE, "3d").await;
    for g in [&g1, &g2, &g3] {
        assert_eq!(
            to_move(&g.first.content),
            Some(ALICE.id),
            "{}",
            g.first.content
        );
    }
    assert_eq!(to_move(&g4.first.content), Some(CAROL.id));
    assert_eq!(world.double.guild_of(g3.channel), Some(GUILD2_ID));

    // The next full hour at least twenty game minutes away.
    let now = clock.now();
    let hour_of_day = now.rem_euclid(DAY) / HOUR;
    let next = (now.div_euclid(HOUR) + 1) * HOUR;
    let (hour, at) = if next - now >= 20 * MINUTE {
        (hour_of_day + 1, next)
    } else {
        (hour_of_day + 2, next + HOUR)
    };
    assert!(hour <= 23, "the game day ran out: the test ran slow");
    for (user, channel) in [(ALICE, GUILD2_CHANNEL_ID), (CAROL, CHANNEL_ID)] {
        let set = ask(
            &world,
            user,
            channel,
            "notify",
            json!([
                {"name": "turn", "type": 3, "value": "daily"},
                {"name": "hour", "type": 4, "value": hour},
            ]),
            true,
        )
        .await;
        assert!(
            set.content
                .contains(&format!("Your turn: a daily digest at {hour}:00 UTC")),
            "{}",
            set.content
        );
    }

    // Nothing before the hour.
    clock.sleep_until(at - 3 * MINUTE).await;
    assert!(clock.now() < at, "the test ran slow: {hour}:00 has come");
    for user in [ALICE, BOB, CAROL] {
        assert!(
            world.double.posts_to(dm_channel_id(user)).is_empty(),
            "a digest before {hour}:00 for {}",
            user.name
        );
    }

    let dm = dm_channel_id(ALICE);
    let digest = world
        .double
        .wait_message(dm, |m| !m.embeds.is_empty(), Duration::from_secs(30))
        .await;
    assert!(
        clock.now() >= at,
        "the digest came before {hour}:00 (game time {})",
        clock.now().rem_euclid(DAY) / MINUTE
    );
    assert_eq!(digest.embeds.len(), 1, "{:?}", digest.embeds);
    let embed = &digest.embeds[0];
    assert_eq!(embed["title"], "3 games wait for your move", "{embed}");
    let listed = embed["description"].as_str().unwrap_or_default();
    for g in [&g1, &g2, &g3] {
        assert_eq!(count(listed, &format!("`#{}`", g.id)), 1, "{listed}");
        let guild = world.double.guild_of(g.channel).expect("a guild's thread");
        assert!(
            listed.contains(&format!(
                "https://discord.com/channels/{guild}/{}",
                g.channel
            )),
            "no link to game #{}: {listed}",
            g.id
        );
    }
    assert!(!listed.contains(&format!("`#{}`", g4.id)), "{listed}");
    assert!(listed.contains(&format!("/{GUILD_ID}/")), "{listed}");
    assert!(listed.contains(&format!("/{GUILD2_ID}/")), "{listed}");
    assert!(listed.contains(&BOB.mention()), "{listed}");
    assert!(listed.contains(&CAROL.mention()), "{listed}");

    let carols = world
        .double
        .wait_message(dm_channel_id(CAROL), |m| !m.embeds.is_empty(), T)
        .await;
    assert_eq!(
        carols.embeds[0]["title"], "One game waits for your move",
        "{:?}",
        carols.embeds
    );
    let hers = carols.embeds[0]["description"].as_str().unwrap_or_default();
    assert!(hers.contains(&format!("`#{}`", g4.id)), "{hers}");

    // Once: half a game hour of sweeps later, still one each.
    tokio::time::sleep(clock.wall(30 * MINUTE)).await;
    assert!(
        clock.now().rem_euclid(DAY) / HOUR == hour,
        "the hour passed"
    );
    assert_eq!(world.double.messages(dm).len(), 1);
    assert_eq!(world.double.posts_to(dm).len(), 1);
    assert_eq!(world.double.posts_to(dm_channel_id(CAROL)).len(), 1);
    assert!(world.double.posts_to(dm_channel_id(BOB)).is_empty());
    world.assert_clean();
}

// ---- d: direct messages ----

/// The direct messages Bob got, oldest first.
fn dms(world: &World, user: User) -> Vec<Message> {
    world.double.messages(dm_channel_id(user))
}

/// Waits until `user` has `n` direct messages, then a moment more to be
/// sure no other comes; returns them.
async fn exactly_dms(world: &World, user: User, n: usize) -> Vec<Message> {
    if n > 0 {
        let deadline = Instant::now() + T;
        while dms(world, user).len() < n {
            assert!(
                Instant::now() < deadline,
                "fewer than {n} direct messages to {}: {:#?}\n{}",
                user.name,
                dms(world, user),
                world.log()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let got = dms(world, user);
    assert_eq!(
        got.len(),
        n,
        "direct messages to {}: {:#?}",
        user.name,
        got.iter().map(|m| &m.content).collect::<Vec<_>>()
    );
    got
}

/// docs/correspondence.md 3: with `/notify turn:each-move`, each move of
/// the opponent brings one direct message "Your move" with the move's
/// number and a link to the game, one per turn; a turn a conditional reply
/// already answered brings none. When Discord refuses a direct message
/// (50007), the bot stops: the game's thread is told once, and later turns
/// make no attempt at all. `/notify` starts them again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn direct_messages_each_move_stop_once_when_discord_refuses() {
    let world = World::new().await;
    let set = ask(
        &world,
        BOB,
        CHANNEL_ID,
        "notify",
        json!([
            {"name": "turn", "type": 3, "value": "each-move"},
            {"name": "warnings", "type": 5, "value": true},
        ]),
        true,
    )
    .await;
    assert!(
        set.content
            .contains("Your turn: a message for each move · time warnings: on."),
        "{}",
        set.content
    );
    let game = start_game_in(&world, CHANNEL_ID, ALICE, BOB, "3d").await;
    let ch = game.channel;
    let link = format!("https://discord.com/channels/{GUILD_ID}/{ch}");
    let dm = dm_channel_id(BOB);
    // The game began with Alice to move: nothing for Bob.
    exactly_dms(&world, BOB, 0).await;

    play(&world, ALICE, ch, LINE[0]).await;
    let first = exactly_dms(&world, BOB, 1).await;
    let text = &first[0].content;
    assert!(
        text.starts_with(&format!("♟️ Your move 2 in game #{}", game.id)),
        "{text}"
    );
    assert!(text.contains(&ALICE.mention()), "{text}");
    assert!(text.contains(&link), "{text}");
    assert!(text.contains("due <t:"), "{text}");
    assert_eq!(first[0].author_id, discord::BOT_ID);
    // Looking at the board in Bob's turn sends nothing more.
    ask(&world, ALICE, ch, "board", json!([]), false).await;
    play(&world, BOB, ch, LINE[1]).await;
    play(&world, ALICE, ch, LINE[2]).await;
    let two = exactly_dms(&world, BOB, 2).await;
    assert!(
        two[1]
            .content
            .starts_with(&format!("♟️ Your move 4 in game #{}", game.id)),
        "{}",
        two[1].content
    );
    play(&world, BOB, ch, LINE[3]).await;

    // Bob's conditional reply answers Alice's next move at once: that
    // turn of his is over before anyone could tell him.
    ask(
        &world,
        BOB,
        ch,
        "premove",
        sub(
            "set",
            json!([{"name": "line", "type": 3, "value": format!("{} {}", LINE[4], LINE[5])}]),
        ),
        true,
    )
    .await;
    let answered = play(&world, ALICE, ch, LINE[4]).await;
    assert!(
        answered.content.contains("(conditional move)"),
        "{}",
        answered.content
    );
    exactly_dms(&world, BOB, 2).await;
    play(&world, ALICE, ch, LINE[6]).await;
    let three = exactly_dms(&world, BOB, 3).await;
    assert!(
        three[2]
            .content
            .starts_with(&format!("♟️ Your move 8 in game #{}", game.id)),
        "{}",
        three[2].content
    );
    // One channel, opened once; every post delivered.
    let opened = |world: &World| {
        world
            .double
            .requests()
            .iter()
            .filter(|r| r.method == "POST" && r.path == "/users/@me/channels")
            .count()
    };
    assert_eq!(opened(&world), 1);
    assert!(
        world.double.posts_to(dm).iter().all(|r| r.status == 200),
        "{:#?}",
        world.double.posts_to(dm)
    );
    assert_eq!(world.double.posts_to(dm).len(), 3);

    // Bob closes his direct messages: the next one is refused (403,
    // 50007), and the thread is told once.
    world.double.close_dms(BOB);
    play(&world, BOB, ch, LINE[7]).await;
    play(&world, ALICE, ch, LINE[8]).await;
    let told = world
        .double
        .wait_message(
            ch,
            |m| {
                m.content
                    .contains("does not let me send you direct messages")
            },
            T,
        )
        .await;
    assert_eq!(
        told.content,
        format!(
            "{}, Discord does not let me send you direct messages, so I stopped; open them and use /notify to start again.",
            BOB.mention()
        )
    );
    // Two more turns of Bob's: not a single attempt.
    for i in [9, 11] {
        play(&world, BOB, ch, LINE[i]).await;
        play(&world, ALICE, ch, LINE[i + 1]).await;
    }
    exactly_dms(&world, BOB, 3).await;
    let statuses: Vec<u16> = world.double.posts_to(dm).iter().map(|r| r.status).collect();
    assert_eq!(
        statuses,
        [200, 200, 200, 403],
        "one refused attempt, no retries"
    );
    assert_eq!(
        said(&world, ch, "does not let me send you direct messages").len(),
        1
    );
    assert_eq!(opened(&world), 1);

    // Open again, and `/notify` starts them again.
    world.double.open_dms(BOB);
    let set = ask(
        &world,
        BOB,
        ch,
        "notify",
        json!([{"name": "turn", "type": 3, "value": "each-move"}]),
        true,
    )
    .await;
    assert!(
        set.content.contains("a message for each move"),
        "{}",
        set.content
    );
    play(&world, BOB, ch, LINE[13]).await;
    play(&world, ALICE, ch, LINE[14]).await;
    let four = exactly_dms(&world, BOB, 4).await;
    assert!(
        four[3]
            .content
            .starts_with(&format!("♟️ Your move 16 in game #{}", game.id)),
        "{}",
        four[3].content
    );
    assert_eq!(
        said(&world, ch, "does not let me send you direct messages").len(),
        1
    );
    // Alice asked for nothing and got nothing.
    assert!(world.double.posts_to(dm_channel_id(ALICE)).is_empty());
    world.assert_clean();
}

/// docs/correspondence.md 3: `/notify warnings:true` brings a direct
/// message when 80% and when 95% of the player's time has gone, one each;
/// the thread gets the usual reminder at 80% only. Then the clock runs
/// out. Game clocks run 120 times faster: ten minutes pass in 5 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn time_warnings_come_by_direct_message_at_80_and_95_percent() {
    let world = World::with_env(&[("HNEFI_CLOCK_SPEED", "120")]).await;
    ask(
        &world,
        BOB,
        CHANNEL_ID,
        "notify",
        json!([
            {"name": "turn", "type": 3, "value": "off"},
            {"name": "warnings", "type": 5, "value": true},
        ]),
        true,
    )
    .await;
    let game = start_game_in(&world, CHANNEL_ID, ALICE, BOB, "10m").await;
    let ch = game.channel;
    play(&world, ALICE, ch, LINE[0]).await;
    play(&world, BOB, ch, LINE[1]).await;
    play(&world, ALICE, ch, LINE[2]).await;
    world
        .double
        .wait_message(
            ch,
            |m| m.content.contains("ran out of time"),
            Duration::from_secs(30),
        )
        .await;
    let got = exactly_dms(&world, BOB, 2).await;
    let link = format!("https://discord.com/channels/{GUILD_ID}/{ch}");
    for (m, percent) in got.iter().zip([80, 95]) {
        assert!(
            m.content.starts_with(&format!(
                "⏰ Game #{} (Brandubh): {percent}% of your time has gone; your move is due <t:",
                game.id
            )),
            "{}",
            m.content
        );
        assert!(m.content.contains(&link), "{}", m.content);
    }
    // No turn messages (turn:off), and the thread has one reminder.
    assert_eq!(said(&world, ch, "⏰").len(), 1);
    assert!(world.double.posts_to(dm_channel_id(ALICE)).is_empty());
    world.assert_clean();
}

// ---- e: conditional moves ----

/// docs/correspondence.md 4: on Alice's turn Bob enters a line of three
/// expected moves and his three replies, privately. Each time Alice plays
/// the expected move, Bob's reply is played at once: her `/move` answer
/// shows both moves (the reply marked "(conditional move)") and the board
/// after the reply, with Alice to move again. Alice never sees the line.
/// A second line is discarded by a different move, and Bob then moves
/// himself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conditional_line_is_played_out_and_another_discarded() {
    let world = World::new().await;
    let game = start_game_in(&world, CHANNEL_ID, ALICE, BOB, "3d").await;
    let ch = game.channel;
    assert_eq!(to_move(&game.first.content), Some(ALICE.id));

    // Alice cannot enter a line on her own turn.
    let refused = world
        .slash(
            ALICE,
            ch,
            "premove",
            sub(
                "set",
                json!([{"name": "line", "type": 3, "value": "e4-e5 a4-a2"}]),
            ),
        )
        .await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(
        refused.content.contains("It is your move"),
        "{}",
        refused.content
    );

    let line = LINE[..6].join(" ");
    let set = ask(
        &world,
        BOB,
        ch,
        "premove",
        sub("set", json!([{"name": "line", "type": 3, "value": line}])),
        true,
    )
    .await;
    for (n, pair) in LINE[..6].chunks(2).enumerate() {
        let shown = format!("**{}.** if `{}` then `{}`", 1 + 2 * n, pair[0], pair[1]);
        assert!(set.content.contains(&shown), "{shown}: {}", set.content);
    }
    let show = ask(&world, BOB, ch, "premove", sub("show", json!([])), true).await;
    assert!(
        show.content
            .starts_with(&format!("Your conditional moves in game #{}", game.id)),
        "{}",
        show.content
    );
    assert!(show.content.contains(LINE[5]), "{}", show.content);
    // Alice sees none of it.
    let hers = ask(&world, ALICE, ch, "premove", sub("show", json!([])), true).await;
    assert_eq!(hers.content, "You have no conditional moves in this game.");
    assert!(!all_visible_text(&world).contains(LINE[1]));

    for n in 0..3 {
        let (theirs, mine) = (LINE[2 * n], LINE[2 * n + 1]);
        let answer = play(&world, ALICE, ch, theirs).await;
        let text = &answer.content;
        let reply_line = text
            .lines()
            .find(|l| l.contains(&format!("`{mine}`")))
            .unwrap_or_else(|| panic!("no conditional reply {mine}: {text}"));
        assert!(
            reply_line.starts_with(&format!("**{}.** {}", 2 * n + 2, BOB.mention())),
            "{reply_line}"
        );
        assert!(reply_line.ends_with("(conditional move)"), "{reply_line}");
        assert_eq!(count(text, "(conditional move)"), 1, "{text}");
        assert_eq!(to_move(text), Some(ALICE.id), "{text}");
        // The board after the reply, as `/board` draws it.
        let board = answer.attachment("board.png").expect("a board");
        let alt = board.description.clone().unwrap_or_default();
        assert!(
            alt.contains(&format!("Move {}", 2 * n + 2)) && alt.contains("Attackers to move"),
            "{alt}"
        );
        let now = ask(&world, BOB, ch, "board", json!([]), false).await;
        assert_eq!(
            now.attachment("board.png").map(|a| &a.bytes),
            Some(&board.bytes),
            "the answer's board is not the board after the reply"
        );
        // What the line holds further stays hidden.
        for later in &LINE[2 * n + 2..6] {
            assert!(!text.contains(later), "{later} leaked: {text}");
        }
    }
    let spent = ask(&world, BOB, ch, "premove", sub("show", json!([])), true).await;
    assert_eq!(spent.content, "You have no conditional moves in this game.");

    // A second line expects d1-b1; Alice plays d1-f1: it is discarded and
    // Bob is to move.
    let set = ask(
        &world,
        BOB,
        ch,
        "premove",
        sub(
            "set",
            json!([{"name": "line", "type": 3, "value": format!("d1-b1 {}", LINE[7])}]),
        ),
        true,
    )
    .await;
    assert!(set.content.contains("if `d1-b1`"), "{}", set.content);
    let other = play(&world, ALICE, ch, LINE[6]).await;
    assert!(
        !other.content.contains("(conditional move)"),
        "{}",
        other.content
    );
    assert!(!other.content.contains(LINE[7]), "{}", other.content);
    assert_eq!(to_move(&other.content), Some(BOB.id), "{}", other.content);
    let gone = ask(&world, BOB, ch, "premove", sub("show", json!([])), true).await;
    assert_eq!(gone.content, "You have no conditional moves in this game.");
    let own = play(&world, BOB, ch, LINE[7]).await;
    assert!(own.content.starts_with("**8.**"), "{}", own.content);
    assert!(
        !own.content.contains("(conditional move)"),
        "{}",
        own.content
    );
    assert_eq!(to_move(&own.content), Some(ALICE.id));
    // Nothing of the lines was ever said in public but the moves played.
    assert!(!all_visible_text(&world).contains("d1-b1"));
    world.assert_clean();
}
