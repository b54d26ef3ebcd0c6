// The double builds large JSON literals.
#![recursion_limit = "256"]
//! Several bot processes on one PostgreSQL database (docs/cli.md, "Running
//! the bot"): two gateway processes (shards 0-0 and 1-1 of 2) and a worker,
//! two guilds on different shards, against the Discord double. Games are
//! played in both guilds, one of them against the AI, with a clock that runs
//! out; the process holding the outbox is killed with SIGKILL in the middle
//! and restarted. Every command is answered once, every post made once, no
//! event is lost, and what fell due during the outage is said after it.
//! Correspondence (docs/correspondence.md) rides along: a game with a time
//! bank whose warnings, reminder and timeout fall in the outage, a player
//! told of his turns and his time by direct message, another sent a daily
//! digest; each is said exactly once.
//!
//! Needs PostgreSQL (HNEFI_TEST_POSTGRES); without it, it says so loudly
//! and passes.

mod bot;
mod discord;

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bot::{Scratch, T, assert_decodes, embed_text, number_after};
use discord::{
    ALICE, BOB, CAROL, CHANNEL_ID, CommandScope, Double, ERIN, GUILD2_CHANNEL_ID, Interaction,
    Message, Reply, Shard, User,
};
use hnefi_store::testing::{self, TestDb};
use hnefi_store::{Backend, Store};
use serde_json::{Value, json};

/// Game time runs this many times faster than the wall clock, in every
/// process alike (HNEFI_CLOCK_ORIGIN).
const SPEED: u64 = 60;

/// One process of the fleet.
struct Process {
    name: &'static str,
    args: &'static [&'static str],
    child: Option<Child>,
    starts: usize,
}

struct Fleet {
    double: Double,
    db: TestDb,
    scratch: Scratch,
    origin: i64,
    processes: Vec<Process>,
    /// Every interaction sent, to check each was answered once.
    sent: Vec<Interaction>,
}

const SHARD0: usize = 0;
const SHARD1: usize = 1;
const WORKER: usize = 2;

impl Fleet {
    async fn new(db: TestDb) -> Fleet {
        let origin = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as i64;
        Fleet {
            double: Double::start().await,
            db,
            scratch: Scratch::new(),
            origin,
            processes: vec![
                Process {
                    name: "shards-0-0",
                    args: &["serve", "--shards", "0-0", "--shard-total", "2"],
                    child: None,
                    starts: 0,
                },
                Process {
                    name: "shards-1-1",
                    args: &["serve", "--shards", "1-1", "--shard-total", "2"],
                    child: None,
                    starts: 0,
                },
                Process {
                    name: "worker",
                    args: &["worker"],
                    child: None,
                    starts: 0,
                },
            ],
            sent: Vec::new(),
        }
    }

    fn log_path(&self, i: usize) -> PathBuf {
        let p = &self.processes[i];
        self.scratch.0.join(format!("{}-{}.log", p.name, p.starts))
    }

    fn logs(&self) -> String {
        let mut all = String::new();
        for i in 0..self.processes.len() {
            for start in 1..=self.processes[i].starts {
                let path = self
                    .scratch
                    .0
                    .join(format!("{}-{start}.log", self.processes[i].name));
                let log = std::fs::read_to_string(path).unwrap_or_default();
                let tail: Vec<&str> = log.lines().rev().take(40).collect();
                all.push_str(&format!("--- {} (start {start})\n", self.processes[i].name));
                for line in tail.into_iter().rev() {
                    all.push_str(line);
                    all.push('\n');
                }
            }
        }
        all
    }

    /// Starts process `i`; a gateway process is waited for until its shard
    /// identified.
    async fn start(&mut self, i: usize) {
        assert!(self.processes[i].child.is_none());
        self.processes[i].starts += 1;
        let log = std::fs::File::create(self.log_path(i)).expect("log file");
        let shard = match i {
            SHARD0 => Some(Shard::new(0, 2)),
            SHARD1 => Some(Shard::new(1, 2)),
            _ => None,
        };
        let identified = shard.map(|s| self.double.shard_identify_count(s));
        let child = Command::new(env!("CARGO_BIN_EXE_hnefi"))
            .args(self.processes[i].args)
            .current_dir(&self.scratch.0)
            .env("DISCORD_TOKEN", "fleet-test-token")
            .env("DATABASE_URL", self.db.url())
            .env("DISCORD_API_URL", self.double.api_url())
            .env("DISCORD_GATEWAY_URL", self.double.gateway_url())
            // Commands register globally: no DEV_GUILD_ID.
            .env_remove("DEV_GUILD_ID")
            .env("HNEFI_CLOCK_SPEED", SPEED.to_string())
            .env("HNEFI_CLOCK_ORIGIN", self.origin.to_string())
            .env("RUST_LOG", "warn,hnefi=info,hnefi_app=info")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("start a bot process");
        self.processes[i].child = Some(child);
        let deadline = Instant::now() + T;
        loop {
            let ready = match (shard, identified) {
                (Some(s), Some(before)) => self.double.shard_identify_count(s) > before,
                _ => std::fs::read_to_string(self.log_path(i))
                    .unwrap_or_default()
                    .contains("working"),
            };
            if ready {
                break;
            }
            if let Some(status) = self.processes[i]
                .child
                .as_mut()
                .and_then(|c| c.try_wait().ok().flatten())
            {
                panic!(
                    "{} exited with {status}:\n{}",
                    self.processes[i].name,
                    self.logs()
                );
            }
            assert!(
                Instant::now() < deadline,
                "{} never got ready:\n{}",
                self.processes[i].name,
                self.logs()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// SIGKILL: no shutdown, no lease given up, nothing flushed.
    fn kill9(&mut self, i: usize) {
        let mut child = self.processes[i].child.take().expect("running");
        child.kill().expect("kill -9");
        let _ = child.wait();
    }

    fn pid(&self, i: usize) -> u32 {
        self.processes[i].child.as_ref().expect("running").id()
    }

    async fn slash(&mut self, user: User, channel: u64, name: &str, options: Value) -> Reply {
        let i = self.double.slash(user, channel, name, options).await;
        self.sent.push(i.clone());
        match self.double.try_reply(&i, T).await {
            Some(reply) => reply,
            None => panic!("no answer to /{name}:\n{}", self.logs()),
        }
    }

    async fn click(&mut self, user: User, message: &Message, custom_id: &str) -> Reply {
        let i = self.double.click(user, message, custom_id).await;
        self.sent.push(i.clone());
        match self.double.try_reply(&i, T).await {
            Some(reply) => reply,
            None => panic!("no answer to {custom_id}:\n{}", self.logs()),
        }
    }

    fn choice(&self, command: &str, option: &str, name: &str) -> Value {
        self.double
            .choice_value(command, option, name)
            .unwrap_or_else(|| panic!("/{command} {option} has no choice {name}"))
    }

    /// The first legal move `user` is offered in `channel`.
    async fn a_move(&self, user: User, channel: u64) -> String {
        self.double
            .autocomplete(
                user,
                channel,
                "move",
                json!([{"name": "notation", "type": 3, "value": "", "focused": true}]),
            )
            .await
            .iter()
            .find_map(|c| c["value"].as_str().map(str::to_string))
            .unwrap_or_else(|| panic!("no legal move for {}:\n{}", user.name, self.logs()))
    }

    async fn play(&mut self, user: User, channel: u64) -> Reply {
        let mv = self.a_move(user, channel).await;
        let reply = self
            .slash(
                user,
                channel,
                "move",
                json!([{"name": "notation", "type": 3, "value": mv}]),
            )
            .await;
        assert!(!reply.ephemeral, "{mv} refused: {}", reply.content);
        reply
    }

    /// A challenge in `channel` from `attacker` to `defender`, accepted; the
    /// game's number and thread.
    async fn game(
        &mut self,
        channel: u64,
        attacker: User,
        defender: User,
        time: &str,
    ) -> (i64, u64) {
        // The key as a script sends it, without the autocomplete.
        let variant = json!("brandubh");
        let side = self.choice("challenge", "side", "attackers");
        let challenge = self
            .slash(
                attacker,
                channel,
                "challenge",
                json!([
                    {"name": "variant", "type": 3, "value": variant},
                    {"name": "opponent", "type": 6, "value": defender.id.to_string()},
                    {"name": "side", "type": 3, "value": side},
                    {"name": "time", "type": 3, "value": time},
                ]),
            )
            .await;
        assert!(!challenge.ephemeral, "{}", challenge.content);
        let accept = challenge
            .button_ids()
            .into_iter()
            .find(|id| id.ends_with(":accept"))
            .expect("an Accept button");
        let accepted = self.click(defender, &challenge, &accept).await;
        assert!(!accepted.ephemeral, "{}", accepted.content);
        let id = number_after(&accepted.content, "game #").expect("a game number");
        let thread = self.thread_of(challenge.id).await;
        (id, thread)
    }

    async fn thread_of(&self, message: u64) -> u64 {
        let deadline = Instant::now() + T;
        loop {
            if let Some(t) = self
                .double
                .threads()
                .into_iter()
                .find(|t| t.starter_message_id == Some(message))
            {
                return t.id;
            }
            assert!(Instant::now() < deadline, "no thread:\n{}", self.logs());
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Waits for a message in `channel` the bot posted by itself.
    async fn posted(&self, channel: u64, what: &str, pred: impl Fn(&Message) -> bool) -> Message {
        self.wait_posted(channel, what, pred, T).await
    }

    async fn wait_posted(
        &self,
        channel: u64,
        what: &str,
        pred: impl Fn(&Message) -> bool,
        limit: Duration,
    ) -> Message {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(m) = self
                .double
                .messages(channel)
                .into_iter()
                .find(|m| m.interaction_id.is_none() && pred(m))
            {
                return m;
            }
            assert!(
                Instant::now() < deadline,
                "no {what} within {limit:?}:\n{}",
                self.logs()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// The messages of `channel` the bot posted by itself.
    fn own_posts(&self, channel: u64) -> Vec<Message> {
        self.double
            .messages(channel)
            .into_iter()
            .filter(|m| m.interaction_id.is_none())
            .collect()
    }
}

impl Drop for Fleet {
    fn drop(&mut self) {
        for p in &mut self.processes {
            if let Some(mut child) = p.child.take() {
                let _ = child.kill();
                let _ = child.wait();
            }
        }
    }
}

/// Which process holds a lease, by its process id (owners read
/// `host-pid-random`).
async fn lease_pid(store: &Store, lease: &str) -> Option<u32> {
    let mut conn = store.read().await.ok()?;
    let (owner, _) = hnefi_store::leases::holder(&mut conn, lease).await.ok()??;
    let mut parts = owner.rsplit('-');
    parts.next()?;
    parts.next()?.parse().ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fleet_on_postgresql_answers_once_posts_once_and_survives_a_kill() {
    testing::run(Backend::Postgres, async {
        let db = TestDb::on(Backend::Postgres, "fleet").await;
        let store = db.open().await.unwrap();
        let mut fleet = Fleet::new(db).await;

        // Shard 0's process registers the commands, globally; the others
        // register nothing.
        fleet.start(SHARD0).await;
        fleet.double.wait_commands(T).await;
        fleet.start(SHARD1).await;
        fleet.start(WORKER).await;
        tokio::time::sleep(Duration::from_secs(1)).await;
        assert_eq!(fleet.double.registration_count(CommandScope::Global), 1);
        assert_eq!(
            fleet.double.registration_count(CommandScope::Guild(discord::GUILD_ID)),
            0
        );
        // Each process identified its own shard, once.
        let identifies = fleet.double.identifies_per_shard();
        assert_eq!(identifies.get(&Shard::new(0, 2)), Some(&1), "{identifies:?}");
        assert_eq!(identifies.get(&Shard::new(1, 2)), Some(&1), "{identifies:?}");
        assert_eq!(identifies.len(), 2, "{identifies:?}");

        // A game in the second guild (on shard 0).
        let (_, club) = fleet.game(GUILD2_CHANNEL_ID, ALICE, ERIN, "3d").await;
        let first = fleet
            .posted(club, "first board", |m| m.attachment("board.png").is_some())
            .await;
        assert_decodes(&first);
        // And a game against the AI in the second guild: the process that
        // answers the command is not necessarily the one that thinks, nor
        // the one that posts; the answer comes within 2 s all the same.
        let variant = json!("brandubh");
        let side = fleet.choice("ai", "side", "attackers");
        let ai = fleet
            .slash(
                CAROL,
                GUILD2_CHANNEL_ID,
                "ai",
                json!([
                    {"name": "variant", "type": 3, "value": variant},
                    {"name": "side", "type": 3, "value": side},
                    {"name": "level", "type": 4, "value": 1}
                ]),
            )
            .await;
        assert!(!ai.ephemeral, "{}", ai.content);
        let ai_thread = fleet.thread_of(ai.id).await;
        fleet
            .posted(ai_thread, "the AI game's board", |m| {
                m.attachment("board.png").is_some()
            })
            .await;
        let played = fleet.play(CAROL, ai_thread).await;
        let asked = played.received_at;
        let answer = fleet
            .wait_posted(
                ai_thread,
                "the AI's answer",
                |m| m.content.starts_with("**2.**"),
                Duration::from_secs(2) + T,
            )
            .await;
        let took = answer.received_at.duration_since(asked);
        assert!(
            took < Duration::from_secs(2),
            "the AI's answer came {took:?} after the move"
        );

        // A game in the first guild (on shard 1) with a 10-minute clock,
        // which runs out in 10 s; two moves, so that it is lost on time
        // rather than aborted.
        let (hall_id, hall) = fleet.game(CHANNEL_ID, ALICE, BOB, "10m").await;
        let first = fleet
            .posted(hall, "first board", |m| m.attachment("board.png").is_some())
            .await;
        assert_decodes(&first);
        fleet.play(ALICE, hall).await;
        fleet.play(BOB, hall).await;
        fleet.play(ALICE, club).await;

        // Correspondence: Bob hears of his turns and his time by direct
        // message; Carol asks for her daily digest at this very hour (game
        // time), so it is due at once.
        let each_move = fleet.choice("notify", "turn", "each move");
        let notify = fleet
            .slash(
                BOB,
                CHANNEL_ID,
                "notify",
                json!([
                    {"name": "turn", "type": 3, "value": each_move},
                    {"name": "warnings", "type": 5, "value": true}
                ]),
            )
            .await;
        assert!(notify.ephemeral, "{}", notify.content);
        let game_now = fleet.origin
            + (std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis() as i64
                - fleet.origin)
                * SPEED as i64;
        let hour = (game_now / 3_600_000).rem_euclid(24);
        let daily = fleet.choice("notify", "turn", "daily digest");
        fleet
            .slash(
                CAROL,
                GUILD2_CHANNEL_ID,
                "notify",
                json!([
                    {"name": "turn", "type": 3, "value": daily},
                    {"name": "hour", "type": 4, "value": hour}
                ]),
            )
            .await;
        // A game with a bank: ten minutes a move and ten more in the bank
        // (10 s each here). Bob's clock starts with Alice's move; its
        // reminder, last warning and timeout (16, 19 and 20 s) fall in or
        // after the outage below.
        let (bank_id, bank) = fleet.game(CHANNEL_ID, ALICE, BOB, "10m+10m").await;
        fleet
            .posted(bank, "first board", |m| m.attachment("board.png").is_some())
            .await;
        fleet.play(ALICE, bank).await;
        fleet.play(BOB, bank).await;
        // Bob's third clock, so the game is lost on time, not aborted.
        let opened = fleet.play(ALICE, bank).await;
        assert!(opened.content.contains("⏳"), "{}", opened.content);

        // The process posting the outbox dies.
        let holder = lease_pid(&store, "outbox:discord")
            .await
            .expect("someone holds the outbox");
        let victim = (0..3)
            .find(|&i| fleet.pid(i) == holder)
            .expect("the holder is one of ours");
        fleet.kill9(victim);
        let killed_at = Instant::now();

        // During the outage: the clock of the first guild's game runs out
        // (reminder at 8 s, timeout at 10 s), and people play on in the
        // second guild while its gateway (shard 0) still runs.
        if victim != SHARD0 {
            fleet.play(ALICE, club).await;
            fleet.play(CAROL, ai_thread).await;
        }
        // Everything is said after the takeover, within the lease's life
        // (15 s) and a poll; the victim is restarted meanwhile.
        tokio::time::sleep(Duration::from_secs(3)).await;
        fleet.start(victim).await;
        let restarted_at = Instant::now();
        fleet
            .wait_posted(
                hall,
                "the reminder",
                |m| m.content.contains("⏰"),
                Duration::from_secs(45),
            )
            .await;
        fleet
            .wait_posted(
                hall,
                "the timeout",
                |m| m.content.contains("ran out of time"),
                Duration::from_secs(45),
            )
            .await;
        fleet
            .wait_posted(
                bank,
                "the bank game's timeout",
                |m| m.content.contains("ran out of time"),
                Duration::from_secs(45),
            )
            .await;
        let caught_up = restarted_at.elapsed();
        assert!(
            caught_up < Duration::from_secs(45),
            "the killed process's work was done {caught_up:?} after its restart"
        );
        if victim != SHARD0 {
            // The AI answered the move made during the outage.
            fleet
                .wait_posted(
                    ai_thread,
                    "the AI's second answer",
                    |m| m.content.starts_with("**4.**"),
                    Duration::from_secs(45),
                )
                .await;
        }
        // The restarted process answers again.
        match victim {
            SHARD0 => {
                fleet.play(ERIN, club).await;
            }
            SHARD1 => {
                let (_, again) = fleet.game(CHANNEL_ID, BOB, CAROL, "3d").await;
                fleet
                    .posted(again, "first board", |m| m.attachment("board.png").is_some())
                    .await;
            }
            _ => {}
        }

        // No event is lost: the outbox's consumer reaches the end.
        let deadline = Instant::now() + Duration::from_secs(45);
        loop {
            let mut conn = store.read().await.unwrap();
            let last = hnefi_store::events::last_position(&mut conn).await.unwrap();
            let place = hnefi_store::events::consumer(&mut conn, "discord")
                .await
                .unwrap()
                .map_or(0, |c| c.delivered_up_to);
            drop(conn);
            if place >= last {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "the outbox stopped at {place} of {last}:\n{}",
                fleet.logs()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;

        // Every interaction was answered exactly once.
        for i in &fleet.sent {
            let replies = fleet.double.replies(i);
            assert!(
                !replies.is_empty(),
                "interaction {} unanswered:\n{}",
                i.id,
                fleet.logs()
            );
        }
        // Every post was made once: one reminder, one timeout, one of each
        // AI answer, one first board per game.
        let count = |channel: u64, pred: &dyn Fn(&Message) -> bool| {
            fleet.own_posts(channel).iter().filter(|m| pred(m)).count()
        };
        assert_eq!(count(hall, &|m| m.content.contains("⏰")), 1);
        assert_eq!(count(hall, &|m| m.content.contains("ran out of time")), 1);
        assert_eq!(count(bank, &|m| m.content.contains("⏰")), 1);
        assert_eq!(count(bank, &|m| m.content.contains("ran out of time")), 1);
        // Bob's direct messages: his last turn in the bank game once, each
        // warning once; his turns he took at once at most once (they may
        // have been over before they were said).
        let bob_dms = fleet.own_posts(discord::dm_channel_id(BOB));
        let dms = |pred: &dyn Fn(&str) -> bool| bob_dms.iter().filter(|m| pred(&m.content)).count();
        let in_bank = format!("#{bank_id} (");
        let texts: Vec<&str> = bob_dms.iter().map(|m| m.content.as_str()).collect();
        assert_eq!(
            dms(&|c| c.contains("Your move 4") && c.contains(&in_bank)),
            1,
            "{texts:#?}"
        );
        assert_eq!(dms(&|c| c.contains("80%") && c.contains(&in_bank)), 1, "{texts:#?}");
        assert_eq!(dms(&|c| c.contains("95%") && c.contains(&in_bank)), 1, "{texts:#?}");
        let in_hall = format!("#{hall_id} (");
        assert!(dms(&|c| c.contains(&in_hall) && c.contains("Your move 2")) <= 1, "{texts:#?}");
        assert!(dms(&|c| c.contains(&in_bank) && c.contains("Your move 2")) <= 1, "{texts:#?}");
        // Carol's digest, once, listing her game against the AI.
        let digests: Vec<String> = fleet
            .own_posts(discord::dm_channel_id(CAROL))
            .iter()
            .map(embed_text)
            .filter(|t| t.contains("wait"))
            .collect();
        assert_eq!(digests.len(), 1, "{digests:#?}");
        let mut by_ply: HashMap<String, usize> = HashMap::new();
        for m in fleet.own_posts(ai_thread) {
            if let Some(ply) = m.content.strip_prefix("**").and_then(|c| c.split('.').next()) {
                *by_ply.entry(ply.to_string()).or_default() += 1;
            }
        }
        assert!(by_ply.values().all(|&n| n == 1), "AI answers: {by_ply:?}");
        for thread in [hall, club, ai_thread] {
            let boards = count(thread, &|m| {
                m.attachment("board.png").is_some() && m.content.starts_with("**Game #")
            });
            let texts: Vec<String> = fleet
                .own_posts(thread)
                .iter()
                .map(|m| m.content.chars().take(60).collect())
                .collect();
            assert_eq!(boards, 1, "first boards in {thread}: {texts:#?}");
        }
        let problems = fleet.double.problems();
        assert!(problems.is_empty(), "{problems:#?}\n{}", fleet.logs());
        eprintln!(
            "fleet: killed {} (pid {holder}); its work done {:?} after the kill, {caught_up:?} after its restart; {} repeated posts dropped by nonce",
            fleet.processes[victim].name,
            killed_at.elapsed(),
            fleet.double.deduplicated_posts()
        );
        for i in 0..3 {
            if fleet.processes[i].child.is_some() {
                let _ = Command::new("kill")
                    .args(["-TERM", &fleet.pid(i).to_string()])
                    .status();
            }
        }
        store.close().await;
    })
    .await;
}
