//! The real `hnefi` binary run against the Discord double: start, stop,
//! restart on the same database, and the gestures of a player.
#![allow(dead_code)]

pub mod speech;

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::discord::{CHANNEL_ID, Double, Interaction, Message, Reply, User};

/// Generous: debug builds on two loaded cores.
pub const T: Duration = Duration::from_secs(20);

/// A scratch folder removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new() -> Scratch {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default()
            .as_nanos();
        let dir = std::env::temp_dir().join(format!("hnefi-e2e-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("scratch folder");
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A double, a database, and the bot process running against them.
pub struct World {
    pub double: Double,
    pub scratch: Scratch,
    bot: Option<Child>,
    extra_env: Vec<(String, String)>,
    starts: usize,
}

impl World {
    pub async fn new() -> World {
        World::with_env(&[]).await
    }

    pub async fn with_env(extra: &[(&str, &str)]) -> World {
        let mut world = World {
            double: Double::start().await,
            scratch: Scratch::new(),
            bot: None,
            extra_env: extra
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            starts: 0,
        };
        world.start_bot().await;
        world
    }

    fn log_path(&self) -> PathBuf {
        self.scratch.0.join(format!("bot-{}.log", self.starts))
    }

    /// Starts the bot and waits until it is connected and registered.
    pub async fn start_bot(&mut self) {
        assert!(self.bot.is_none(), "the bot runs already");
        self.starts += 1;
        let log = std::fs::File::create(self.log_path()).expect("log file");
        let db = self.scratch.0.join("hnefi.db");
        let mut command = Command::new(env!("CARGO_BIN_EXE_hnefi"));
        command
            .arg("serve")
            // No .env of the developer's may leak in.
            .current_dir(&self.scratch.0)
            .env("DISCORD_TOKEN", "e2e-test-token")
            .env("DATABASE_URL", format!("sqlite://{}", db.display()))
            .env("DISCORD_API_URL", self.double.api_url())
            .env("DISCORD_GATEWAY_URL", self.double.gateway_url())
            .env("DEV_GUILD_ID", crate::discord::GUILD_ID.to_string())
            .env("RUST_LOG", "warn,hnefi=debug,hnefi_app=debug")
            .env_remove("HNEFI_CLOCK_SPEED")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log);
        for (k, v) in &self.extra_env {
            command.env(k, v);
        }
        let identified = self.double.identify_count();
        self.bot = Some(command.spawn().expect("start the bot"));
        let deadline = Instant::now() + T;
        while self.double.identify_count() <= identified {
            if let Some(status) = self.bot.as_mut().and_then(|c| c.try_wait().ok().flatten()) {
                panic!("the bot exited with {status}:\n{}", self.log());
            }
            assert!(
                Instant::now() < deadline,
                "the bot never connected:\n{}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        self.double.wait_commands(T).await;
    }

    /// SIGTERM, as a service manager stops it; it must exit cleanly.
    pub async fn stop_bot(&mut self) {
        let mut child = self.bot.take().expect("the bot runs");
        let pid = child.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status();
        assert!(sent.is_ok_and(|s| s.success()), "kill -TERM {pid}");
        let deadline = Instant::now() + T;
        loop {
            if let Some(status) = child.try_wait().expect("wait for the bot") {
                assert!(
                    status.success(),
                    "the bot stopped with {status}:\n{}",
                    self.log()
                );
                return;
            }
            assert!(
                Instant::now() < deadline,
                "the bot ignored SIGTERM:\n{}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(self.log_path()).unwrap_or_default()
    }

    pub async fn slash(&self, user: User, channel: u64, name: &str, options: Value) -> Reply {
        let i = self.double.slash(user, channel, name, options).await;
        self.reply(&i).await
    }

    pub async fn reply(&self, i: &Interaction) -> Reply {
        match self.double.try_reply(i, T).await {
            Some(reply) => reply,
            None => panic!("no answer to interaction {}:\n{}", i.id, self.log()),
        }
    }

    pub async fn click(&self, user: User, message: &Message, custom_id: &str) -> Reply {
        assert!(
            message.button(custom_id).is_some(),
            "no button {custom_id} on {:?}",
            message.button_ids()
        );
        let i = self.double.click(user, message, custom_id).await;
        self.reply(&i).await
    }

    /// `/move notation` by `user` in `channel`.
    pub async fn play(&self, user: User, channel: u64, notation: &str) -> Reply {
        self.slash(
            user,
            channel,
            "move",
            json!([{"name": "notation", "type": 3, "value": notation}]),
        )
        .await
    }

    /// The choices `/move` autocomplete offers `user` for what was typed.
    pub async fn move_choices(&self, user: User, channel: u64, typed: &str) -> Vec<String> {
        self.double
            .autocomplete(
                user,
                channel,
                "move",
                json!([{"name": "notation", "type": 3, "value": typed, "focused": true}]),
            )
            .await
            .iter()
            .filter_map(|c| c["value"].as_str().map(str::to_string))
            .collect()
    }

    /// What the `variant` option's autocomplete of `command` offers for
    /// what was typed: each choice with its name and value.
    pub async fn variant_choices(&self, command: &str, typed: &str) -> Vec<Value> {
        let option = json!([{"name": "variant", "type": 3, "value": typed, "focused": true}]);
        // `/tournament create` and `/variant show` hold theirs in a subcommand.
        let options = match command {
            "tournament" => sub("create", option),
            "variant" => sub("show", option),
            _ => option,
        };
        self.double
            .autocomplete(crate::discord::ALICE, CHANNEL_ID, command, options)
            .await
    }

    /// The value the `variant` autocomplete of `command` sends for the
    /// game it shows as `name`, found by typing the name.
    pub async fn variant_choice(&self, command: &str, name: &str) -> Value {
        let offered = self.variant_choices(command, name).await;
        offered
            .iter()
            .find(|c| c["name"] == name)
            .map(|c| c["value"].clone())
            .unwrap_or_else(|| {
                panic!("/{command} variant offers no {name} for {name}: {offered:?}")
            })
    }

    /// The value of a choice option as registered (poise registers integers).
    pub fn choice(&self, command: &str, option: &str, name: &str) -> Value {
        self.double
            .choice_value(command, option, name)
            .unwrap_or_else(|| panic!("/{command} {option} has no choice {name}"))
    }

    /// `/challenge` by `author`; returns the challenge message.
    pub async fn challenge(&self, author: User, variant: &str, mut options: Vec<Value>) -> Reply {
        let variant = self.variant_choice("challenge", variant).await;
        options.insert(0, json!({"name": "variant", "type": 3, "value": variant}));
        let reply = self
            .slash(author, CHANNEL_ID, "challenge", Value::Array(options))
            .await;
        assert!(!reply.ephemeral, "challenge refused: {}", reply.content);
        reply
    }

    /// A challenge from `attacker` (playing the attackers) to `defender`,
    /// accepted; returns the game with its thread and first board.
    pub async fn start_game(
        &self,
        variant: &str,
        attacker: User,
        defender: User,
        time: &str,
    ) -> Started {
        let side = self.choice("challenge", "side", "attackers");
        let challenge = self
            .challenge(
                attacker,
                variant,
                vec![
                    json!({"name": "opponent", "type": 6, "value": defender.id.to_string()}),
                    json!({"name": "side", "type": 3, "value": side}),
                    json!({"name": "time", "type": 3, "value": time}),
                ],
            )
            .await;
        let accept = challenge
            .button_ids()
            .into_iter()
            .find(|id| id.ends_with(":accept"))
            .expect("an Accept button");
        let accepted = self.click(defender, &challenge, &accept).await;
        assert!(!accepted.ephemeral, "accept refused: {}", accepted.content);
        let id = number_after(&accepted.content, "game #").expect("the game's number");
        let channel = self.game_channel(challenge.id).await;
        let first = self
            .double
            .wait_message(channel, |m| m.attachment("board.png").is_some(), T)
            .await;
        assert_decodes(&first);
        Started {
            id,
            channel,
            challenge,
            first,
        }
    }

    /// The thread opened on the challenge message, or the channel.
    async fn game_channel(&self, challenge_message: u64) -> u64 {
        let deadline = Instant::now() + T;
        loop {
            if let Some(thread) = self.double.threads().into_iter().find(|t| {
                t.starter_message_id == Some(challenge_message) || t.id == challenge_message
            }) {
                return thread.id;
            }
            if self
                .double
                .messages(CHANNEL_ID)
                .iter()
                .any(|m| m.id > challenge_message && m.attachment("board.png").is_some())
            {
                return CHANNEL_ID;
            }
            assert!(
                Instant::now() < deadline,
                "no game thread:\n{}\nrequests: {:#?}",
                self.log(),
                self.double
                    .requests()
                    .iter()
                    .map(|r| format!("{} {} {}", r.method, r.path, r.status))
                    .collect::<Vec<_>>()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Nothing the bot did broke Discord's rules or missed the double, and
    /// every picture in the channel and its threads decodes.
    pub fn assert_clean(&self) {
        let mut channels = vec![CHANNEL_ID];
        channels.extend(self.double.threads().iter().map(|t| t.id));
        for channel in channels {
            for message in self.double.messages(channel) {
                assert_decodes(&message);
            }
        }
        let problems = self.double.problems();
        assert!(
            problems.is_empty(),
            "problems: {problems:#?}\n{}",
            self.log()
        );
        let unknown = self.double.unknown_requests();
        assert!(unknown.is_empty(), "unknown routes: {unknown:#?}");
    }
}

impl Drop for World {
    fn drop(&mut self) {
        if let Some(mut child) = self.bot.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// A game in progress.
pub struct Started {
    pub id: i64,
    pub channel: u64,
    pub challenge: Message,
    pub first: Message,
}

/// The number after `marker` in `text` ("game #12" → 12).
pub fn number_after(text: &str, marker: &str) -> Option<i64> {
    let at = text.find(marker)? + marker.len();
    let digits: String = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The player a board message asks to move ("<@id> (Side), your move").
pub fn to_move(text: &str) -> Option<u64> {
    let end = text.find("your move")?;
    let start = text[..end].rfind("<@")? + 2;
    text[start..end].split('>').next()?.parse().ok()
}

/// Every picture attached decodes as the image it claims to be.
pub fn assert_decodes(message: &Message) {
    for a in &message.attachments {
        let format = if a.filename.ends_with(".png") {
            image::ImageFormat::Png
        } else if a.filename.ends_with(".gif") {
            image::ImageFormat::Gif
        } else {
            continue;
        };
        let img = image::load_from_memory_with_format(&a.bytes, format)
            .unwrap_or_else(|e| panic!("{} does not decode: {e}", a.filename));
        assert!(
            img.width() >= 300 && img.height() >= 300,
            "{} is tiny",
            a.filename
        );
    }
}

/// A bot process started without waiting for it to connect: for what it
/// does when Discord cannot be reached or turns it away.
pub struct Lonely {
    pub child: Child,
    pub scratch: Scratch,
}

impl Lonely {
    /// `hnefi serve` against `api` and `gateway` with `token`.
    pub fn start(api: &str, gateway: &str, token: &str) -> Lonely {
        let scratch = Scratch::new();
        let log = std::fs::File::create(scratch.0.join("bot.log")).expect("log file");
        let db = scratch.0.join("hnefi.db");
        let child = Command::new(env!("CARGO_BIN_EXE_hnefi"))
            .arg("serve")
            .current_dir(&scratch.0)
            .env("DISCORD_TOKEN", token)
            .env("DATABASE_URL", format!("sqlite://{}", db.display()))
            .env("DISCORD_API_URL", api)
            .env("DISCORD_GATEWAY_URL", gateway)
            .env("DEV_GUILD_ID", crate::discord::GUILD_ID.to_string())
            .env("RUST_LOG", "info")
            .env_remove("HNEFI_CLOCK_SPEED")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("start the bot");
        Lonely { child, scratch }
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(self.scratch.0.join("bot.log")).unwrap_or_default()
    }

    /// Sends `signal` (`TERM`, `INT`).
    pub fn signal(&self, signal: &str) {
        let sent = Command::new("kill")
            .args([&format!("-{signal}"), &self.child.id().to_string()])
            .status();
        assert!(sent.is_ok_and(|s| s.success()), "kill -{signal}");
    }

    /// How the process ended, if it did within `limit`.
    pub async fn exit_within(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let deadline = Instant::now() + limit;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().expect("wait for the bot") {
                return Some(status);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        None
    }
}

impl Drop for Lonely {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A loopback address nothing listens on.
pub fn closed_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    let port = listener.local_addr().expect("its address").port();
    drop(listener);
    format!("127.0.0.1:{port}")
}

/// The options of a subcommand `name` of a slash command.
pub fn sub(name: &str, options: Value) -> Value {
    json!([{"name": name, "type": 1, "options": options}])
}

/// Every embed of a message, as JSON text, one per line.
pub fn embed_text(message: &Message) -> String {
    message
        .embeds
        .iter()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}
