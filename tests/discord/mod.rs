//! A local Discord double: a fake REST API and gateway on 127.0.0.1 that the real bot
//! (serenity 0.12 / poise 0.7) runs against in end-to-end tests.
//!
//! One port serves both: REST under `/api/v10/...` (the value for `DISCORD_API_URL` is
//! [`Double::api_url`]) and the websocket gateway at `/gateway` ([`Double::gateway_url`]).
//! Tests drive it like Discord's users would ([`Double::slash`], [`Double::click`],
//! [`Double::autocomplete`]) and read back what the bot did ([`Double::reply`],
//! [`Double::messages`], [`Double::threads`], [`Double::registered_commands`]).
//!
//! **Guilds.** The bot user and four humans are in [`GUILD`] ("Tafl Hall": `#general`,
//! `#tafl`; everyone but Erin); [`GUILD2`] ("Hnefatafl Club": `#lobby`; Alice, Carol and
//! Erin) is a second one on the other shard of two. Every channel and thread belongs to one
//! guild ([`Double::guild_of`]); an interaction carries its channel's guild, and a user who
//! is not a member there cannot act in it. Commands are kept per scope ([`CommandScope`]):
//! global ones, and each guild's own; a command registered only in another guild cannot
//! be invoked. Every successful PUT or POST of commands is counted
//! ([`Double::command_registrations`]), so a test can check that one process registered.
//!
//! **Shards.** IDENTIFY's `shard: [id, total]` (absent: `[0, 1]`) names the session's
//! [`Shard`]. The double keeps one session per shard: a new IDENTIFY of the same
//! `[id, total]` replaces that shard's session (an old process may look connected a while
//! after it died; events go to the newest), and other shards' sessions stay; each RESUMEs
//! on its own. A session gets READY and GUILD_CREATE for the guilds on its shard,
//! `(guild_id >> 22) % total` ([`shard_of`]), and every later dispatch about a guild
//! (interactions, messages, threads, channel updates) goes to the sessions holding it;
//! direct messages go to shard 0. An interaction whose guild no session holds is not
//! delivered: [`Double::slash`] waits for a live one and then fails with a message, as
//! every wait here does. Sessions that disagree on `total` are allowed, as Discord
//! documents (`num_shards` only routes traffic, for zero-downtime resharding): each is
//! routed by its own count, so a stale `[0, 1]` process beside `[0, 2]` and `[1, 2]` hears
//! every guild too and gets each interaction a second time ([`Interaction::delivered_to`]
//! says where it went; the slower answer is refused 40060 and listed as a problem). What
//! Discord does close: a malformed shard or `id >= total` closes 4010 Invalid shard, and
//! when a test asks for more shards ([`Double::set_required_shards`], which `GET
//! gateway/bot` also recommends) a smaller `total` closes 4011 Sharding required.
//! [`Double::shards`], [`Double::identifies_per_shard`] and [`Double::dispatches`] show
//! who is connected and what each session got; [`client::GatewayClient`] is a bare gateway
//! client for tests that play a shard themselves.
//!
//! **Nonces.** `POST channels/{id}/messages` takes `nonce` (a string of at most 25
//! characters or an integer; otherwise 400 with Discord's NONCE_TYPE_* form errors) and
//! echoes it in the answer and MESSAGE_CREATE. With `enforce_nonce: true`, a create whose
//! nonce (compared as text) repeats one from the same author in the same channel within
//! the last five minutes ([`Double::set_nonce_window`]) answers 200 with the first message
//! and posts nothing ([`Double::deduplicated_posts`] counts them; a deleted first message
//! does not count). Without `enforce_nonce` a repeated nonce posts again, as on Discord.
//!
//! **Direct messages.** `POST users/@me/channels` opens the DM channel with a human user
//! ([`dm_channel_id`]); the bot posts there like anywhere. A user who closed their direct
//! messages ([`Double::close_dms`]) makes those posts fail as on Discord: 403 with code
//! 50007 "Cannot send messages to this user" ([`Double::posts_to`] counts the attempts).
//!
//! Every JSON payload the double hands to the bot is checked against serenity's own model
//! types before it leaves, because serenity silently drops an event that fails to
//! deserialize; such failures, and any breach of Discord's rules by the bot (a second
//! interaction callback, a late callback, an empty or oversized message...), are collected
//! in [`Double::problems`]. Routes the double does not know answer 404 and are listed in
//! [`Double::unknown_requests`]. `DOUBLE_LOG=1` logs every request and gateway payload to
//! stderr.
//!
//! The server runs on its own thread and runtime, so a test may block (waiting on a child
//! process, say) without starving it.
#![allow(dead_code)]

mod checks;
pub mod client;
mod gateway;
mod rest;
mod state;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::sync::{oneshot, watch};

use state::State;

/// The first guild, on shard 1 of 2 (and of 3): see [`shard_of`].
pub const GUILD_ID: u64 = 920_000_000_000_000_001;
pub const GUILD_NAME: &str = "Tafl Hall";
/// The guild's first text channel, `#general`.
pub const CHANNEL_ID: u64 = 930_000_000_000_000_001;
/// A second text channel, `#tafl`.
pub const CHANNEL2_ID: u64 = 930_000_000_000_000_002;
/// The application id, which is also the bot user's id (as for every modern Discord app).
pub const APP_ID: u64 = 910_000_000_000_000_001;
pub const BOT_ID: u64 = APP_ID;
/// The role every member has; its id is the guild's id, as on Discord.
pub const EVERYONE_ROLE_ID: u64 = GUILD_ID;

/// A second guild, on shard 0 of 2 (2 of 3), so that two shards each hold one guild.
pub const GUILD2_ID: u64 = 920_000_000_005_000_002;
pub const GUILD2_NAME: &str = "Hnefatafl Club";
/// The second guild's text channel, `#lobby`.
pub const GUILD2_CHANNEL_ID: u64 = 930_000_000_000_000_101;
/// The second guild's `@everyone` role.
pub const EVERYONE2_ROLE_ID: u64 = GUILD2_ID;

/// A Discord user the tests act as (or the bot itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct User {
    pub id: u64,
    /// The unique username (`username` in the API).
    pub name: &'static str,
    /// The display name (`global_name` in the API).
    pub display: &'static str,
    pub bot: bool,
    /// Manages the server (every permission); otherwise an ordinary member
    /// who may talk, attach and use commands.
    pub manager: bool,
    /// The Discord locale of the user's client, sent with every interaction.
    pub locale: &'static str,
}

impl User {
    /// The mention form `<@id>` as it appears in message content.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

pub const BOT: User = User {
    id: BOT_ID,
    name: "hnefi",
    display: "Hnefi",
    bot: true,
    manager: true,
    locale: "en-US",
};
pub const ALICE: User = User {
    id: 940_000_000_000_000_001,
    name: "alice",
    display: "Alice",
    bot: false,
    manager: true,
    locale: "en-US",
};
pub const BOB: User = User {
    id: 940_000_000_000_000_002,
    name: "bob",
    display: "Bob",
    bot: false,
    manager: true,
    locale: "en-US",
};
pub const CAROL: User = User {
    id: 940_000_000_000_000_003,
    name: "carol",
    display: "Carol",
    bot: false,
    manager: true,
    locale: "en-US",
};

/// An ordinary member: no Manage Server, no Administrator.
pub const DAVE: User = User {
    id: 940_000_000_000_000_004,
    name: "dave",
    display: "Dave",
    bot: false,
    manager: false,
    locale: "en-US",
};

/// An ordinary member of the second guild only.
pub const ERIN: User = User {
    id: 940_000_000_000_000_005,
    name: "erin",
    display: "Erin",
    bot: false,
    manager: false,
    locale: "en-US",
};

/// An ordinary member of the first guild whose Discord speaks German.
pub const HEIDI: User = User {
    id: 940_000_000_000_000_006,
    name: "heidi",
    display: "Heidi",
    bot: false,
    manager: false,
    locale: "de",
};

/// An ordinary member of the first guild whose Discord speaks Swedish.
pub const SIGRID: User = User {
    id: 940_000_000_000_000_007,
    name: "sigrid",
    display: "Sigrid",
    bot: false,
    manager: false,
    locale: "sv-SE",
};

/// Every user the double knows; option values naming another id resolve to a made-up user.
pub const USERS: [User; 8] = [BOT, ALICE, BOB, CAROL, DAVE, ERIN, HEIDI, SIGRID];

/// A guild of the double. A member's permissions are the same in every guild it is in
/// ([`User::manager`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guild {
    pub id: u64,
    pub name: &'static str,
    pub owner: User,
    /// Its text channels `(id, name)` in position order; the first is the system channel.
    pub channels: &'static [(u64, &'static str)],
    pub members: &'static [User],
}

impl Guild {
    /// The `@everyone` role, whose id is the guild's.
    pub const fn everyone_role(&self) -> u64 {
        self.id
    }

    pub fn is_member(&self, user: User) -> bool {
        self.members.iter().any(|m| m.id == user.id)
    }

    /// The shard of `total` that gets this guild's events.
    pub const fn shard(&self, total: u64) -> u64 {
        shard_of(self.id, total)
    }
}

/// The first guild: every user but Erin.
pub const GUILD: Guild = Guild {
    id: GUILD_ID,
    name: GUILD_NAME,
    owner: ALICE,
    channels: &[(CHANNEL_ID, "general"), (CHANNEL2_ID, "tafl")],
    members: &[BOT, ALICE, BOB, CAROL, DAVE, HEIDI, SIGRID],
};

/// The second guild: Alice and Carol are in both, Erin only here, Bob and Dave not here.
pub const GUILD2: Guild = Guild {
    id: GUILD2_ID,
    name: GUILD2_NAME,
    owner: CAROL,
    channels: &[(GUILD2_CHANNEL_ID, "lobby")],
    members: &[BOT, ALICE, CAROL, ERIN],
};

/// Every guild the bot is in, in the order READY lists them.
pub const GUILDS: [Guild; 2] = [GUILD, GUILD2];

/// The guild with this id.
pub fn guild(id: u64) -> Option<Guild> {
    GUILDS.iter().copied().find(|g| g.id == id)
}

/// Discord's routing rule: the shard (of `total`) that gets guild `guild_id`'s events is
/// `(guild_id >> 22) % total`; direct messages go to shard 0.
pub const fn shard_of(guild_id: u64, total: u64) -> u64 {
    if total == 0 {
        0
    } else {
        (guild_id >> 22) % total
    }
}

/// A gateway shard as IDENTIFY names it: `[id, total]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shard {
    pub id: u64,
    pub total: u64,
}

impl Shard {
    pub const fn new(id: u64, total: u64) -> Shard {
        Shard { id, total }
    }

    /// Whether this shard gets the events of `guild` (`None`: direct messages).
    pub const fn holds(&self, guild: Option<u64>) -> bool {
        match guild {
            Some(g) => shard_of(g, self.total) == self.id,
            None => self.id == 0,
        }
    }
}

/// Where commands were registered: globally or in one guild.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CommandScope {
    Global,
    Guild(u64),
}

/// One successful registration request: PUT of the whole list or POST of one command.
#[derive(Clone, Debug)]
pub struct Registration {
    pub scope: CommandScope,
    /// `PUT` or `POST`.
    pub method: &'static str,
    /// The names of the commands in the request.
    pub names: Vec<String>,
    pub at: Instant,
}

/// A file attached to a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    pub description: Option<String>,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// How a message (or this version of it) came to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// POST `channels/{id}/messages`, or a message a test posted with [`Double::say`].
    Channel,
    /// An interaction callback of this type: 4 (message), 5 (deferred, the "thinking..."
    /// placeholder) or 7 (update of the clicked message).
    Callback(u8),
    /// POST `webhooks/{app}/{token}`.
    FollowUp,
    /// PATCH `webhooks/{app}/{token}/messages/@original`.
    EditOriginal,
    /// PATCH `webhooks/{app}/{token}/messages/{id}`.
    EditFollowUp,
    /// PATCH `channels/{id}/messages/{id}`.
    EditMessage,
}

/// A message as the double stores it, or a snapshot of one taken when the bot answered an
/// interaction (then it is a [`Reply`]).
#[derive(Clone, Debug)]
pub struct Message {
    pub id: u64,
    pub channel_id: u64,
    pub author_id: u64,
    pub content: String,
    /// Embeds as the bot sent them (`type: "rich"` added when missing, as Discord does).
    pub embeds: Vec<Value>,
    /// Action rows as the bot sent them.
    pub components: Vec<Value>,
    pub attachments: Vec<Attachment>,
    /// Message flags; 64 is EPHEMERAL, 128 LOADING (a deferred answer not yet given).
    pub flags: u64,
    /// `flags & 64`: only the invoking user sees it, and it is not listed in the channel.
    pub ephemeral: bool,
    /// Discord's message type: 0 default, 19 reply, 20 chat-input command answer.
    pub kind: u8,
    /// The message this one replies to (`message_reference`).
    pub reference: Option<u64>,
    /// The interaction this message answers, and when the double sent that interaction. On
    /// a [`Reply`] it is always the interaction replied to, also when the message edited
    /// (a clicked one) was made for an earlier interaction.
    pub interaction_id: Option<u64>,
    pub interaction_sent_at: Option<Instant>,
    pub source: Source,
    /// When the double received the request that produced this version.
    pub received_at: Instant,
    pub edited: bool,
    pub deleted: bool,
    /// The thread started from this message, if any.
    pub thread_id: Option<u64>,
    /// The `nonce` the bot sent with it (a string or an integer, as sent).
    pub nonce: Option<Value>,
    pub(crate) timestamp: String,
    pub(crate) edited_timestamp: Option<String>,
}

/// A visible answer to an interaction: a snapshot of the message when the bot sent it.
pub type Reply = Message;

impl Message {
    /// The `custom_id`s of all buttons and select menus, row by row.
    pub fn button_ids(&self) -> Vec<String> {
        self.buttons().into_iter().map(|b| b.custom_id).collect()
    }

    /// All buttons with a `custom_id` (link buttons have none).
    pub fn buttons(&self) -> Vec<Button> {
        let mut out = Vec::new();
        for row in &self.components {
            for c in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = c["custom_id"].as_str() {
                    out.push(Button {
                        custom_id: id.to_owned(),
                        label: c["label"].as_str().map(str::to_owned),
                        style: c["style"].as_u64().unwrap_or(0),
                        disabled: c["disabled"].as_bool().unwrap_or(false),
                        component_type: c["type"].as_u64().unwrap_or(2),
                    });
                }
            }
        }
        out
    }

    /// The button with this `custom_id`.
    pub fn button(&self, custom_id: &str) -> Option<Button> {
        self.buttons()
            .into_iter()
            .find(|b| b.custom_id == custom_id)
    }

    /// The attachment with this file name.
    pub fn attachment(&self, filename: &str) -> Option<&Attachment> {
        self.attachments.iter().find(|a| a.filename == filename)
    }

    /// Content plus every embed's title, description, field names and values and footer,
    /// for tests that look for a word wherever the bot put it.
    pub fn text(&self) -> String {
        let mut s = self.content.clone();
        for e in &self.embeds {
            for key in ["title", "description"] {
                if let Some(t) = e[key].as_str() {
                    s.push('\n');
                    s.push_str(t);
                }
            }
            for f in e["fields"].as_array().into_iter().flatten() {
                for key in ["name", "value"] {
                    if let Some(t) = f[key].as_str() {
                        s.push('\n');
                        s.push_str(t);
                    }
                }
            }
            for path in [["footer", "text"], ["author", "name"]] {
                if let Some(t) = e[path[0]][path[1]].as_str() {
                    s.push('\n');
                    s.push_str(t);
                }
            }
        }
        s
    }

    /// Time from sending the interaction to receiving this answer.
    pub fn latency(&self) -> Option<Duration> {
        self.interaction_sent_at
            .map(|t| self.received_at.saturating_duration_since(t))
    }
}

/// A button (or select menu) on a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub custom_id: String,
    pub label: Option<String>,
    pub style: u64,
    pub disabled: bool,
    pub component_type: u64,
}

/// An interaction the double sent to the bot.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    /// 2 command, 3 component, 4 autocomplete, 5 modal submit.
    pub kind: u8,
    pub channel_id: u64,
    /// The guild of the channel.
    pub guild_id: u64,
    pub user: User,
    pub sent_at: Instant,
    /// The sessions it went to: the one of the guild's shard (several when live sessions
    /// disagree on the shard count, see the module docs).
    pub delivered_to: Vec<Shard>,
    /// The full INTERACTION_CREATE payload (`d`).
    pub payload: Value,
}

/// An interaction callback (POST `interactions/{id}/{token}/callback`) as received.
#[derive(Clone, Debug)]
pub struct Callback {
    /// 1 pong, 4 message, 5 deferred message, 6 deferred update, 7 update, 8 autocomplete
    /// result, 9 modal.
    pub kind: u8,
    /// The callback's `data`.
    pub data: Value,
    pub at: Instant,
}

/// A channel: a guild's text channel (type 0) or thread (11 public, 12 private), or a
/// direct-message channel (1).
#[derive(Clone, Debug)]
pub struct Channel {
    pub id: u64,
    pub kind: u8,
    /// The guild it belongs to; `None` for a DM channel.
    pub guild_id: Option<u64>,
    pub name: String,
    pub parent_id: Option<u64>,
    pub owner_id: Option<u64>,
    /// For a thread started from a message: that message (its id is the thread's id).
    pub starter_message_id: Option<u64>,
    pub archived: bool,
    pub locked: bool,
    pub auto_archive_duration: u64,
    pub(crate) created: String,
    pub(crate) last_message_id: Option<u64>,
    pub(crate) message_count: u64,
    pub(crate) members: Vec<u64>,
}

impl Channel {
    pub fn is_thread(&self) -> bool {
        matches!(self.kind, 10..=12)
    }

    /// A direct-message channel (type 1) with one user, made when the bot opens it.
    pub fn is_dm(&self) -> bool {
        self.kind == 1
    }
}

/// The id the double gives the DM channel with `user` (fixed, so a test can watch it before
/// the bot opens it).
pub const fn dm_channel_id(user: User) -> u64 {
    950_000_000_000_000_000 + user.id % 1_000_000
}

/// A REST request the double received.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    /// Path below `/api/v10` (or the full path when it has no such prefix), with the query.
    pub path: String,
    /// The JSON body (`payload_json` for multipart), `null` when there was none.
    pub body: Value,
    /// Names of uploaded files.
    pub files: Vec<String>,
    pub status: u16,
    pub at: Instant,
}

/// A handle on a running double. Clones share it; the server stops when the last is dropped.
#[derive(Clone)]
pub struct Double {
    handle: Arc<Handle>,
}

struct Handle {
    shared: Arc<Shared>,
    port: u16,
    shutdown: Mutex<Option<oneshot::Sender<()>>>,
}

impl Drop for Handle {
    fn drop(&mut self) {
        if let Some(tx) = self
            .shutdown
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
        {
            let _ = tx.send(());
        }
    }
}

/// State shared by the server and the test-facing handles.
pub(crate) struct Shared {
    state: Mutex<State>,
    /// Bumped after every change so waiters re-check their condition.
    changed: watch::Sender<u64>,
    log: bool,
}

impl Shared {
    /// Runs `f` on the state and wakes every waiter.
    pub(crate) fn with<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        let r = {
            let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            f(&mut st)
        };
        self.changed.send_modify(|v| *v = v.wrapping_add(1));
        r
    }

    /// Reads the state without waking anyone.
    pub(crate) fn read<R>(&self, f: impl FnOnce(&State) -> R) -> R {
        let st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        f(&st)
    }

    /// Waits until `f` returns `Some`, or `None` after `timeout`.
    pub(crate) async fn wait<R>(
        &self,
        timeout: Duration,
        mut f: impl FnMut(&State) -> Option<R>,
    ) -> Option<R> {
        let deadline = tokio::time::Instant::now() + timeout;
        // Subscribing before checking means no change between check and wait is missed.
        let mut rx = self.changed.subscribe();
        loop {
            if let Some(r) = self.read(&mut f) {
                return Some(r);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                _ => return self.read(&mut f),
            }
        }
    }

    pub(crate) fn logging(&self) -> bool {
        self.log
    }
}

/// How long helpers that take no timeout (`slash` waiting for a connected bot,
/// `autocomplete`) wait.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

impl Double {
    /// Starts the double on 127.0.0.1 with a free port.
    pub async fn start() -> Double {
        let listener =
            std::net::TcpListener::bind("127.0.0.1:0").expect("double: bind 127.0.0.1:0");
        listener
            .set_nonblocking(true)
            .expect("double: set_nonblocking");
        let port = listener.local_addr().expect("double: local_addr").port();
        let log = std::env::var("DOUBLE_LOG").is_ok_and(|v| v == "1");
        let shared = Arc::new(Shared {
            state: Mutex::new(State::new(port)),
            changed: watch::Sender::new(0),
            log,
        });
        let (tx, rx) = oneshot::channel::<()>();
        let server_shared = shared.clone();
        std::thread::Builder::new()
            .name(format!("discord-double-{port}"))
            .spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .expect("double: runtime");
                rt.block_on(async move {
                    use axum::serve::ListenerExt;
                    // As Discord's servers answer at once: with Nagle's
                    // algorithm on, a small frame written while the bot has
                    // not yet acknowledged the last waits for that delayed
                    // acknowledgement, 40 ms on Linux.
                    let listener = tokio::net::TcpListener::from_std(listener)
                        .expect("double: tokio listener")
                        .tap_io(|stream| {
                            if let Err(e) = stream.set_nodelay(true) {
                                eprintln!("[double] TCP_NODELAY: {e}");
                            }
                        });
                    let app = rest::router(server_shared);
                    tokio::select! {
                        r = axum::serve(listener, app) => {
                            if let Err(e) = r {
                                eprintln!("[double] server stopped: {e}");
                            }
                        }
                        _ = rx => {}
                    }
                });
            })
            .expect("double: spawn server thread");
        Double {
            handle: Arc::new(Handle {
                shared,
                port,
                shutdown: Mutex::new(Some(tx)),
            }),
        }
    }

    fn shared(&self) -> &Shared {
        &self.handle.shared
    }

    pub fn port(&self) -> u16 {
        self.handle.port
    }

    /// `http://127.0.0.1:PORT`: serenity's `HttpBuilder::proxy`, the bot's `DISCORD_API_URL`.
    pub fn api_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port())
    }

    /// `ws://127.0.0.1:PORT/gateway`: the bot's `DISCORD_GATEWAY_URL`.
    pub fn gateway_url(&self) -> String {
        format!("ws://127.0.0.1:{}/gateway", self.port())
    }

    // ---- configuration ----

    /// The guild's preferred locale (Community servers set it; `en-US` by default), as
    /// guild objects and interactions (`guild_locale`) carry it from now on.
    pub fn set_guild_locale(&self, guild: u64, locale: &str) {
        self.shared()
            .with(|st| st.guild_locales.insert(guild, locale.to_string()));
    }

    /// Makes thread creation answer 403 Missing Permissions (or work again).
    pub fn set_threads_fail(&self, fail: bool) {
        self.shared().with(|st| st.threads_fail = fail);
    }

    /// `user` closes their direct messages (or stops sharing a server with the bot): from
    /// now on the bot's posts into their DM channel answer 403 "Cannot send messages to
    /// this user" (code 50007), as Discord's do. `POST users/@me/channels` still opens the
    /// channel, as on Discord.
    pub fn close_dms(&self, user: User) {
        self.shared().with(|st| st.closed_dms.insert(user.id));
    }

    /// `user` opens their direct messages again.
    pub fn open_dms(&self, user: User) {
        self.shared().with(|st| st.closed_dms.remove(&user.id));
    }

    /// How long after an interaction its first callback is accepted (Discord: 3 s). Later
    /// callbacks answer 404 Unknown interaction and are listed in [`Self::problems`].
    pub fn set_callback_deadline(&self, deadline: Duration) {
        self.shared().with(|st| st.callback_deadline = deadline);
    }

    /// Delays every interaction callback by `delay` before the double takes
    /// it, as a slow path from the bot to Discord would.
    pub fn set_callback_delay(&self, delay: Duration) {
        self.shared().with(|st| st.callback_delay = delay);
    }

    /// Makes Discord reject `token`: REST answers 401 Unauthorized and the
    /// gateway closes an IDENTIFY with it (4004 Authentication failed).
    pub fn reject_token(&self, token: &str) {
        self.shared()
            .with(|st| st.rejected_token = Some(token.to_string()));
    }

    /// Discord asks for at least `n` shards: `GET gateway/bot` recommends `n`, and an
    /// IDENTIFY with fewer is closed with 4011 Sharding required (default 1).
    pub fn set_required_shards(&self, n: u64) {
        self.shared().with(|st| st.required_shards = n.max(1));
    }

    /// How long a message's nonce counts for `enforce_nonce` (Discord: "the past few
    /// minutes"; the double: 5 minutes).
    pub fn set_nonce_window(&self, window: Duration) {
        self.shared().with(|st| st.nonce_window = window);
    }

    /// The heartbeat interval announced in HELLO to connections opened from now on.
    pub fn set_heartbeat_interval(&self, interval: Duration) {
        let ms = u64::try_from(interval.as_millis())
            .unwrap_or(u64::MAX)
            .max(1);
        self.shared().with(|st| st.heartbeat_ms = ms);
    }

    // ---- gateway ----

    /// How many IDENTIFYs (new sessions) the gateway has seen, over all shards.
    pub fn identify_count(&self) -> usize {
        self.shared().read(|st| st.identifies)
    }

    /// How many IDENTIFYs each shard has seen.
    pub fn identifies_per_shard(&self) -> BTreeMap<Shard, usize> {
        self.shared().read(|st| st.identifies_by_shard.clone())
    }

    /// How many IDENTIFYs `shard` has seen.
    pub fn shard_identify_count(&self, shard: Shard) -> usize {
        self.shared()
            .read(|st| st.identifies_by_shard.get(&shard).copied().unwrap_or(0))
    }

    /// The shards whose sessions a connection carries now, sorted.
    pub fn shards(&self) -> Vec<Shard> {
        self.shared().read(|st| st.live_shards())
    }

    /// Waits until exactly `shards` have live sessions (in any order); returns them sorted.
    pub async fn wait_shards(&self, shards: &[Shard], timeout: Duration) -> Vec<Shard> {
        let mut want = shards.to_vec();
        want.sort_unstable();
        let got = self.shared().wait(timeout, |st| {
            let live = st.live_shards();
            (live == want).then_some(live)
        });
        match got.await {
            Some(s) => s,
            None => self.fail(&format!("live shards are not {want:?}"), timeout),
        }
    }

    /// The dispatches the current session of `shard` got so far (with those waiting for a
    /// RESUME), oldest first, as `(event name, data)`.
    pub fn dispatches(&self, shard: Shard) -> Vec<(String, Value)> {
        self.shared().read(|st| {
            st.session_log(shard)
                .into_iter()
                .map(|p| {
                    (
                        p["t"].as_str().unwrap_or_default().to_owned(),
                        p["d"].clone(),
                    )
                })
                .collect()
        })
    }

    /// The guilds whose GUILD_CREATE the current session of `shard` got, in order.
    pub fn guild_creates(&self, shard: Shard) -> Vec<u64> {
        self.dispatches(shard)
            .into_iter()
            .filter(|(t, _)| t == "GUILD_CREATE")
            .filter_map(|(_, d)| d["id"].as_str().and_then(|id| id.parse().ok()))
            .collect()
    }

    /// How many RESUMEs succeeded.
    pub fn resume_count(&self) -> usize {
        self.shared().read(|st| st.resumes)
    }

    /// Heartbeats received over all connections.
    pub fn heartbeat_count(&self) -> usize {
        self.shared().read(|st| st.heartbeats)
    }

    /// Waits until a bot is connected with a READY (or resumed) session; returns the identify
    /// count. Right after a bot process was killed the old connection may still look alive:
    /// to wait for a restarted bot use [`Self::wait_identifies`] with the count seen before.
    pub async fn wait_ready(&self, timeout: Duration) -> usize {
        match self
            .shared()
            .wait(timeout, |st| st.live_session().map(|_| st.identifies))
            .await
        {
            Some(n) => n,
            None => self.fail("no bot session became ready", timeout),
        }
    }

    /// Waits until at least `n` IDENTIFYs were answered with READY.
    pub async fn wait_identifies(&self, n: usize, timeout: Duration) -> usize {
        let got = self
            .shared()
            .wait(timeout, |st| (st.identifies >= n).then_some(st.identifies));
        match got.await {
            Some(n) => n,
            None => self.fail(&format!("fewer than {n} identifies"), timeout),
        }
    }

    /// Whether a bot is connected with a live session.
    pub fn connected(&self) -> bool {
        self.shared().read(|st| st.live_session().is_some())
    }

    /// The intents of the current session's IDENTIFY.
    pub fn intents(&self) -> Option<u64> {
        self.shared()
            .read(|st| st.current_session().map(|s| s.intents))
    }

    /// Closes every gateway connection with a resumable close code (4000), as Discord
    /// does now and then; the bot should RESUME and get the events it missed.
    pub fn drop_connection(&self) {
        self.shared().with(|st| st.close_sessions(None, 4000));
    }

    /// Like [`Self::drop_connection`] for the session of one shard only.
    pub fn drop_shard_connection(&self, shard: Shard) {
        self.shared()
            .with(|st| st.close_sessions(Some(shard), 4000));
    }

    /// Sends op 9 INVALID_SESSION (not resumable) to every session: the bot must identify
    /// again. Serenity's shard queuer waits 5 s after the previous IDENTIFY of the process
    /// before it does.
    pub fn invalidate_session(&self) {
        self.shared().with(|st| st.invalidate_sessions(None));
    }

    /// Like [`Self::invalidate_session`] for the session of one shard only.
    pub fn invalidate_shard(&self, shard: Shard) {
        self.shared().with(|st| st.invalidate_sessions(Some(shard)));
    }

    /// Sends a dispatch event (for events the double has no helper for) to the sessions
    /// of its `guild_id`'s shard, or of shard 0 without one. The payload is checked against
    /// serenity's types like every other.
    pub fn dispatch(&self, event: &str, data: Value) {
        self.shared().with(|st| st.dispatch(event, data));
    }

    // ---- guilds ----

    /// The guild of a channel or thread; `None` for a DM channel or an unknown one.
    pub fn guild_of(&self, channel: u64) -> Option<u64> {
        self.shared().read(|st| st.guild_of(channel))
    }

    // ---- commands ----

    /// Commands the bot registered: guild commands (guild by guild), then global ones,
    /// with their ids.
    pub fn registered_commands(&self) -> Vec<Value> {
        self.shared().read(|st| st.all_commands())
    }

    /// The commands registered in `scope` now.
    pub fn commands_in(&self, scope: CommandScope) -> Vec<Value> {
        self.shared().read(|st| st.commands_of(scope))
    }

    /// Every successful registration request (PUT of a list, POST of one command), oldest
    /// first: a test can tell how many processes registered and where.
    pub fn command_registrations(&self) -> Vec<Registration> {
        self.shared().read(|st| st.registrations.clone())
    }

    /// How many successful registration requests `scope` got.
    pub fn registration_count(&self, scope: CommandScope) -> usize {
        self.shared()
            .read(|st| st.registrations.iter().filter(|r| r.scope == scope).count())
    }

    /// Waits until the bot registered at least one command; returns them all.
    pub async fn wait_commands(&self, timeout: Duration) -> Vec<Value> {
        let got = self.shared().wait(timeout, |st| {
            let all = st.all_commands();
            (!all.is_empty()).then_some(all)
        });
        match got.await {
            Some(c) => c,
            None => self.fail("no commands registered", timeout),
        }
    }

    /// A registered command by name (guild commands win over global ones, as in Discord's UI).
    pub fn command(&self, name: &str) -> Option<Value> {
        self.registered_commands()
            .into_iter()
            .find(|c| c["name"] == name)
    }

    /// The value of choice `choice` (by name) of option `option` of command `command`, as
    /// registered; poise registers `ChoiceParameter`s as integer choices.
    pub fn choice_value(&self, command: &str, option: &str, choice: &str) -> Option<Value> {
        fn find<'a>(options: &'a Value, option: &str) -> Option<&'a Value> {
            for o in options.as_array()? {
                if o["name"] == option {
                    return Some(o);
                }
                if let Some(found) = find(&o["options"], option) {
                    return Some(found);
                }
            }
            None
        }
        let cmd = self.command(command)?;
        let opt = find(&cmd["options"], option)?;
        opt["choices"]
            .as_array()?
            .iter()
            .find(|c| c["name"] == choice)
            .map(|c| c["value"].clone())
    }

    // ---- interactions ----

    /// Sends a chat-input command (INTERACTION_CREATE type 2) as `user` in `channel` (a
    /// channel or thread id), in that channel's guild, to the session of the guild's shard
    /// (waiting for one to be connected; it fails when none is). `options` is Discord's `options` array, e.g.
    /// `json!([{"name": "notation", "type": 3, "value": "e1-e4"}])`, subcommands nested as
    /// on Discord; user (6), channel (7) and mentionable (9) values get `resolved` entries,
    /// and so do attachment (11) values, the id of a file given to [`Self::upload`] first
    /// (see there).
    pub async fn slash(&self, user: User, channel: u64, name: &str, options: Value) -> Interaction {
        self.send_interaction(user, channel, |st, i| {
            st.command_interaction(i, 2, name, options)
        })
        .await
    }

    /// A file a user picks for an ATTACHMENT option (type 11); returns its id, the value
    /// of the option: `json!({"name": "record", "type": 11, "value": id})`. As on Discord,
    /// the interaction's `data.resolved.attachments[id]` then holds the attachment object
    /// (id, filename, size, url, proxy_url, content_type by the file's extension, width
    /// and height of a PNG, `ephemeral: true`), and its `url` serves the bytes to a plain
    /// GET, without a token ([`Self::downloads`] counts those). Files over Discord's upload
    /// limit (10 MB) cannot be picked.
    pub fn upload(&self, filename: &str, bytes: impl Into<Vec<u8>>) -> u64 {
        let bytes = bytes.into();
        assert!(
            bytes.len() <= state::ATTACHMENT_LIMIT,
            "double: Discord uploads at most {} bytes, not {}",
            state::ATTACHMENT_LIMIT,
            bytes.len()
        );
        assert!(
            !filename.is_empty() && !filename.contains('/'),
            "double: a file name without slashes, not {filename:?}"
        );
        self.shared().with(|st| st.upload(filename, bytes))
    }

    /// How many times the bytes of uploaded file `id` ([`Self::upload`]) were fetched.
    pub fn downloads(&self, id: u64) -> usize {
        let part = format!("/{id}/");
        self.shared().read(|st| {
            st.requests
                .iter()
                .filter(|r| {
                    r.method == "GET"
                        && r.path.starts_with("/ephemeral-attachments/")
                        && r.path.contains(&part)
                })
                .count()
        })
    }

    /// Like [`Self::slash`] but without waiting for a connected bot: when the bot's session
    /// is between connections the event waits in it and is replayed on RESUME (and is lost
    /// if the bot identifies anew instead), as on Discord. Panics when no session (connected
    /// or not) holds the guild's shard.
    pub fn slash_now(&self, user: User, channel: u64, name: &str, options: Value) -> Interaction {
        self.send_interaction_now(user, channel, |st, i| {
            st.command_interaction(i, 2, name, options)
        })
    }

    /// Sends an autocomplete request (type 4) and returns the choices of the bot's type-8
    /// callback. One option should have `"focused": true`; when none has, the last one
    /// (searched depth-first) is marked.
    pub async fn autocomplete(
        &self,
        user: User,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Vec<Value> {
        let i = self
            .send_interaction(user, channel, |st, i| {
                st.command_interaction(i, 4, name, options)
            })
            .await;
        let got = self
            .shared()
            .wait(DEFAULT_TIMEOUT, |st| {
                st.interaction(i.id).and_then(|r| r.choices.clone())
            })
            .await;
        match got {
            Some(c) => c,
            None => self.fail(
                &format!("no autocomplete answer to /{name}"),
                DEFAULT_TIMEOUT,
            ),
        }
    }

    /// Clicks the button `custom_id` on `message` (type 3, `component_type` 2). The
    /// interaction carries the message as the double has it now (with edits).
    pub async fn click(&self, user: User, message: &Message, custom_id: &str) -> Interaction {
        let (mid, ch) = (message.id, message.channel_id);
        self.send_interaction(user, ch, |st, i| {
            st.component_interaction(i, mid, custom_id, json!({"component_type": 2}))
        })
        .await
    }

    /// Picks `values` in the string select menu `custom_id` on `message` (`component_type` 3).
    pub async fn select(
        &self,
        user: User,
        message: &Message,
        custom_id: &str,
        values: &[&str],
    ) -> Interaction {
        let (mid, ch) = (message.id, message.channel_id);
        let data = json!({"component_type": 3, "values": values});
        self.send_interaction(user, ch, |st, i| {
            st.component_interaction(i, mid, custom_id, data)
        })
        .await
    }

    /// Submits the modal `custom_id` (type 5) with text inputs `(custom_id, value)`.
    pub async fn submit_modal(
        &self,
        user: User,
        channel: u64,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> Interaction {
        let rows: Vec<Value> = fields
            .iter()
            .map(|(id, v)| {
                json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": v}]})
            })
            .collect();
        self.send_interaction(user, channel, |st, i| {
            st.modal_interaction(i, custom_id, rows)
        })
        .await
    }

    async fn send_interaction(
        &self,
        user: User,
        channel: u64,
        build: impl FnOnce(&mut State, &mut state::InteractionRecord) -> Result<Value, String>,
    ) -> Interaction {
        // A bot that is still (re)connecting would miss the event: wait for a session of
        // the channel's shard (an unknown channel fails below, with its own message).
        let guild = self.guild_of(channel);
        if self
            .shared()
            .wait(DEFAULT_TIMEOUT, |st| {
                (guild.is_none() || st.live_for(guild)).then_some(())
            })
            .await
            .is_none()
        {
            let shards = guild.map(|g| (shard_of(g, 1), shard_of(g, 2), shard_of(g, 3)));
            self.fail(
                &format!(
                    "no bot session holds the shard of guild {guild:?} (shard of 1, 2, 3: {shards:?}) to send an interaction to"
                ),
                DEFAULT_TIMEOUT,
            );
        }
        self.send_interaction_now(user, channel, build)
    }

    fn send_interaction_now(
        &self,
        user: User,
        channel: u64,
        build: impl FnOnce(&mut State, &mut state::InteractionRecord) -> Result<Value, String>,
    ) -> Interaction {
        let r = self
            .shared()
            .with(|st| st.send_interaction(user, channel, build));
        match r {
            Ok(i) => i,
            Err(e) => panic!("double: cannot send interaction: {e}"),
        }
    }

    /// The callback the bot made for `i`, if any.
    pub fn callback(&self, i: &Interaction) -> Option<Callback> {
        self.shared()
            .read(|st| st.interaction(i.id).and_then(|r| r.callback.clone()))
    }

    /// Waits for the bot's callback to `i`.
    pub async fn wait_callback(&self, i: &Interaction, timeout: Duration) -> Callback {
        let got = self
            .shared()
            .wait(timeout, |st| st.interaction(i.id)?.callback.clone())
            .await;
        match got {
            Some(c) => c,
            None => self.fail(&format!("no callback to interaction {}", i.id), timeout),
        }
    }

    /// The modal the bot opened for `i` (type-9 callback data).
    pub async fn wait_modal(&self, i: &Interaction, timeout: Duration) -> Value {
        let got = self.shared().wait(timeout, |st| {
            let cb = st.interaction(i.id)?.callback.clone()?;
            (cb.kind == 9).then_some(cb.data)
        });
        match got.await {
            Some(m) => m,
            None => self.fail(&format!("no modal for interaction {}", i.id), timeout),
        }
    }

    /// Waits for the first visible answer to `i`: a type-4 or type-7 callback, or after a
    /// type-5/6 defer the first follow-up or edit of the original. Panics on timeout.
    pub async fn reply(&self, i: &Interaction, timeout: Duration) -> Reply {
        match self.try_reply(i, timeout).await {
            Some(r) => r,
            None => self.fail(&format!("no reply to interaction {}", i.id), timeout),
        }
    }

    /// Like [`Self::reply`] but `None` on timeout.
    pub async fn try_reply(&self, i: &Interaction, timeout: Duration) -> Option<Reply> {
        self.shared()
            .wait(timeout, |st| st.interaction(i.id)?.replies.first().cloned())
            .await
    }

    /// Waits until `i` has at least `n` visible answers; returns them all.
    pub async fn wait_replies(&self, i: &Interaction, n: usize, timeout: Duration) -> Vec<Reply> {
        let got = self.shared().wait(timeout, |st| {
            let r = &st.interaction(i.id)?.replies;
            (r.len() >= n).then(|| r.clone())
        });
        match got.await {
            Some(r) => r,
            None => self.fail(
                &format!("fewer than {n} replies to interaction {}", i.id),
                timeout,
            ),
        }
    }

    /// Every visible answer to `i` so far, in order.
    pub fn replies(&self, i: &Interaction) -> Vec<Reply> {
        self.shared().read(|st| {
            st.interaction(i.id)
                .map(|r| r.replies.clone())
                .unwrap_or_default()
        })
    }

    // ---- channels and messages ----

    /// Posts a message as a human user (MESSAGE_CREATE goes to the bot when its intents ask).
    pub fn say(&self, user: User, channel: u64, content: &str) -> Message {
        match self
            .shared()
            .with(|st| st.human_message(user, channel, content))
        {
            Ok(m) => m,
            Err(e) => panic!("double: cannot post in {channel}: {e}"),
        }
    }

    /// The visible (not ephemeral, not deleted) messages of a channel or thread, oldest first,
    /// as they are now.
    pub fn messages(&self, channel: u64) -> Vec<Message> {
        self.shared().read(|st| st.channel_messages(channel))
    }

    /// A message as it is now (also ephemeral or deleted ones).
    pub fn message(&self, id: u64) -> Option<Message> {
        self.shared().read(|st| st.message(id).cloned())
    }

    /// Waits until a visible message of `channel` satisfies `pred`; returns the first such.
    pub async fn wait_message(
        &self,
        channel: u64,
        pred: impl Fn(&Message) -> bool,
        timeout: Duration,
    ) -> Message {
        let got = self.shared().wait(timeout, |st| {
            st.channel_messages(channel).into_iter().find(|m| pred(m))
        });
        match got.await {
            Some(m) => m,
            None => self.fail(
                &format!("no matching message in channel {channel}"),
                timeout,
            ),
        }
    }

    /// A channel or thread.
    pub fn channel(&self, id: u64) -> Option<Channel> {
        self.shared().read(|st| st.channels.get(&id).cloned())
    }

    /// Threads created so far, oldest first.
    pub fn threads(&self) -> Vec<Channel> {
        self.shared().read(|st| {
            st.channels
                .values()
                .filter(|c| c.is_thread())
                .cloned()
                .collect()
        })
    }

    /// Waits until at least `n` threads exist; returns them.
    pub async fn wait_threads(&self, n: usize, timeout: Duration) -> Vec<Channel> {
        let got = self.shared().wait(timeout, |st| {
            let t: Vec<Channel> = st
                .channels
                .values()
                .filter(|c| c.is_thread())
                .cloned()
                .collect();
            (t.len() >= n).then_some(t)
        });
        match got.await {
            Some(t) => t,
            None => self.fail(&format!("fewer than {n} threads"), timeout),
        }
    }

    /// How many message creates were answered with an earlier message because their
    /// `nonce` repeated one of the last few minutes with `enforce_nonce: true`.
    pub fn deduplicated_posts(&self) -> usize {
        self.shared().read(|st| st.deduplicated)
    }

    /// The visible messages of `channel` sent with this nonce (compared as text).
    pub fn messages_with_nonce(&self, channel: u64, nonce: &str) -> Vec<Message> {
        self.messages(channel)
            .into_iter()
            .filter(|m| m.nonce.as_ref().map(state::nonce_key).as_deref() == Some(nonce))
            .collect()
    }

    // ---- diagnostics ----

    /// Every REST request so far.
    pub fn requests(&self) -> Vec<Request> {
        self.shared().read(|st| st.requests.clone())
    }

    /// The bot's message creates (`POST channels/{id}/messages`) into `channel` so far,
    /// refused ones included: for counting attempts, such as retries of a refused DM.
    pub fn posts_to(&self, channel: u64) -> Vec<Request> {
        let path = format!("/channels/{channel}/messages");
        self.shared().read(|st| {
            st.requests
                .iter()
                .filter(|r| r.method == "POST" && r.path == path)
                .cloned()
                .collect()
        })
    }

    /// Requests to routes the double does not implement (answered 404).
    pub fn unknown_requests(&self) -> Vec<Request> {
        self.shared().read(|st| st.unknown.clone())
    }

    /// Payloads that failed serenity's deserialization and breaches of Discord's rules by
    /// the bot. A healthy run has none.
    pub fn problems(&self) -> Vec<String> {
        self.shared().read(|st| st.problems.clone())
    }

    /// Panics with a summary of what the double saw, for a failed wait.
    fn fail(&self, what: &str, timeout: Duration) -> ! {
        let summary = self.shared().read(|st| st.summary());
        panic!("double: {what} within {timeout:?}\n{summary}");
    }
}
