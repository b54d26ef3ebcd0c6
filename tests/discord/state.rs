//! The double's world: guilds, channels, messages, interactions, commands and the gateway
//! sessions, plus the Discord semantics of every operation on them. Everything here is
//! synchronous and runs under one lock; `rest.rs` and `gateway.rs` only translate I/O.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::Write as _;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{Map, Value, json};
use tokio::sync::mpsc::UnboundedSender;

use super::checks::{self, ApiError, FormErrors};
use super::{
    APP_ID, Attachment, BOT, BOT_ID, Callback, Channel, CommandScope, GUILDS, Guild, Interaction,
    Message, Registration, Request, Shard, Source, USERS, User,
};

const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
/// What Discord reports for a bot with broad rights; serenity only parses it.
const PERMISSIONS: &str = "562949953421311";
/// An ordinary member's: view channels, send messages (in threads too),
/// embed links, attach files, read history, use commands, create public
/// threads.
const MEMBER_PERMISSIONS: &str = "311385246720";

/// What `u` may do in the guild and its channels.
fn permissions_of(u: &User) -> &'static str {
    if u.manager {
        PERMISSIONS
    } else {
        MEMBER_PERMISSIONS
    }
}
/// Discord's default upload limit, also sent as `attachment_size_limit`.
pub(crate) const ATTACHMENT_LIMIT: usize = 10 * 1024 * 1024;
const FLAG_SUPPRESS_EMBEDS: u64 = 1 << 2;
const FLAG_EPHEMERAL: u64 = 1 << 6;
const FLAG_LOADING: u64 = 1 << 7;
const FLAG_SUPPRESS_NOTIFICATIONS: u64 = 1 << 12;
const INTENT_GUILD_MESSAGES: u64 = 1 << 9;
const INTENT_DIRECT_MESSAGES: u64 = 1 << 12;
const INTENT_MESSAGE_CONTENT: u64 = 1 << 15;

/// A frame for a gateway connection's writer.
pub(crate) enum Out {
    /// A JSON payload; zlib-compressed into a binary frame when `compress`.
    Text {
        text: String,
        compress: bool,
    },
    Close(u16, &'static str),
}

pub(crate) struct Conn {
    tx: UnboundedSender<Out>,
    /// Set by IDENTIFY's `compress`: payloads after it are zlib-compressed.
    compress: bool,
    session: Option<String>,
}

pub(crate) struct Session {
    id: String,
    token: String,
    pub(crate) shard: Shard,
    pub(crate) intents: u64,
    compress: bool,
    seq: u64,
    /// Every dispatch of the session, for replay on RESUME.
    log: Vec<Value>,
    conn: Option<u64>,
}

/// What the double remembers of one interaction.
pub(crate) struct InteractionRecord {
    pub(crate) id: u64,
    token: String,
    pub(crate) kind: u8,
    channel_id: u64,
    guild_id: u64,
    user: User,
    sent_at: Instant,
    /// For component (and modal-from-component) interactions: the message clicked.
    clicked: Option<u64>,
    pub(crate) callback: Option<Callback>,
    /// The message `@original` refers to.
    original: Option<u64>,
    /// The type-5 "thinking" placeholder is still waiting for its answer.
    loading: bool,
    followups: Vec<u64>,
    pub(crate) replies: Vec<Message>,
    pub(crate) choices: Option<Vec<Value>>,
}

impl InteractionRecord {
    /// Records a visible answer; the snapshot names this interaction, also when the message
    /// edited belongs to an earlier one (a clicked message), so latencies measure this one.
    fn push_reply(&mut self, mut m: Message) {
        m.interaction_id = Some(self.id);
        m.interaction_sent_at = Some(self.sent_at);
        self.replies.push(m);
    }
}

/// A decoded request body: JSON (`payload_json` for multipart) and uploaded files.
pub(crate) struct Body {
    pub(crate) json: Value,
    pub(crate) files: Vec<FilePart>,
}

pub(crate) struct FilePart {
    /// The multipart field name: `files[N]` or `file`.
    pub(crate) field: String,
    pub(crate) filename: Option<String>,
    pub(crate) content_type: Option<String>,
    pub(crate) bytes: Vec<u8>,
}

impl FilePart {
    /// The placeholder id in `files[N]`, matched against `attachments[].id`.
    fn index(&self) -> Option<&str> {
        self.field.strip_prefix("files[")?.strip_suffix(']')
    }
}

/// A REST answer.
pub(crate) enum Resp {
    Json(u16, Value),
    NoContent,
    Bytes(String, Vec<u8>),
    /// The route is unknown to the double.
    Unknown,
}

pub(crate) struct State {
    port: u16,
    last_id: u64,
    pub(crate) heartbeat_ms: u64,
    pub(crate) callback_deadline: Duration,
    /// How long interaction callbacks take to reach the double (a slow
    /// network path), so that a test can make the bot's other posts race
    /// its interaction answers.
    pub(crate) callback_delay: Duration,
    /// A token Discord rejects: REST answers 401, IDENTIFY closes 4004.
    pub(crate) rejected_token: Option<String>,
    pub(crate) threads_fail: bool,
    /// Users who closed their direct messages: the bot's posts into their DM channel
    /// answer 403 Cannot send messages to this user (50007).
    pub(crate) closed_dms: HashSet<u64>,
    pub(crate) log: bool,

    /// IDENTIFYs whose shard count is below this close 4011 (`GET gateway/bot` recommends it).
    pub(crate) required_shards: u64,
    /// How long a message's nonce is remembered for `enforce_nonce`.
    pub(crate) nonce_window: Duration,

    next_conn: u64,
    conns: HashMap<u64, Conn>,
    /// At most one per shard (`[id, total]`).
    sessions: HashMap<String, Session>,
    /// The session of the latest IDENTIFY or RESUME.
    current: Option<String>,
    pub(crate) identifies: usize,
    pub(crate) identifies_by_shard: BTreeMap<Shard, usize>,
    pub(crate) resumes: usize,
    pub(crate) heartbeats: usize,

    pub(crate) requests: Vec<Request>,
    pub(crate) unknown: Vec<Request>,
    pub(crate) problems: Vec<String>,

    /// Commands by scope; a scope nothing was registered in has no entry.
    commands: BTreeMap<CommandScope, Vec<Value>>,
    pub(crate) registrations: Vec<Registration>,
    pub(crate) channels: BTreeMap<u64, Channel>,
    messages: Vec<Message>,
    /// `(author, channel, nonce)` of recent messages: the first message and when it came.
    nonces: HashMap<(u64, u64, String), (u64, Instant)>,
    /// Creates answered with an earlier message because of `enforce_nonce`.
    pub(crate) deduplicated: usize,
    interactions: HashMap<u64, InteractionRecord>,
    joined_at: String,
    /// Preferred locales set by a test; the others are `en-US`.
    pub(crate) guild_locales: HashMap<u64, String>,
    /// Files users picked for ATTACHMENT options ([`super::Double::upload`]), by id.
    uploads: BTreeMap<u64, Attachment>,
}

pub(crate) fn now_ts() -> String {
    serenity::model::Timestamp::now()
        .to_rfc3339()
        .unwrap_or_else(|| "2025-01-01T00:00:00Z".into())
}

/// IDENTIFY's `shard`: absent means `[0, 1]`; otherwise two integers with `id < total`, or
/// Discord closes the connection with 4010 Invalid shard.
fn parse_shard(v: &Value) -> Option<Shard> {
    if v.is_null() {
        return Some(Shard::new(0, 1));
    }
    let [id, total] = v.as_array()?.as_slice() else {
        return None;
    };
    let (id, total) = (id.as_u64()?, total.as_u64()?);
    (id < total).then_some(Shard::new(id, total))
}

fn s(id: u64) -> String {
    id.to_string()
}

/// A snowflake from a JSON string or number.
pub(crate) fn snowflake(v: &Value) -> Option<u64> {
    match v {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

pub(crate) fn user_by_id(id: u64) -> User {
    USERS.iter().copied().find(|u| u.id == id).unwrap_or(User {
        id,
        name: "stranger",
        display: "Stranger",
        bot: false,
        manager: false,
        locale: "en-US",
    })
}

pub(crate) fn user_json(u: &User) -> Value {
    let mut v = json!({
        "id": s(u.id),
        "username": u.name,
        "discriminator": "0",
        "global_name": u.display,
        "avatar": null,
        "avatar_decoration_data": null,
        "public_flags": 0,
        "collectibles": null,
        "primary_guild": null,
    });
    if u.bot {
        v["bot"] = json!(true);
    }
    v
}

/// A guild member; `with_user` false gives the partial form of `resolved.members`.
fn member_json(u: &User, with_user: bool, joined: &str) -> Value {
    let mut v = json!({
        "nick": null,
        "avatar": null,
        "banner": null,
        "roles": [],
        "joined_at": joined,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": permissions_of(u),
        "communication_disabled_until": null,
        "unusual_dm_activity_until": null,
    });
    if with_user {
        v["user"] = user_json(u);
    }
    v
}

impl State {
    pub(crate) fn new(port: u16) -> State {
        let joined_at = now_ts();
        let mut channels = BTreeMap::new();
        for g in GUILDS {
            for &(id, name) in g.channels {
                channels.insert(
                    id,
                    Channel {
                        id,
                        kind: 0,
                        guild_id: Some(g.id),
                        name: name.into(),
                        parent_id: None,
                        owner_id: None,
                        starter_message_id: None,
                        archived: false,
                        locked: false,
                        auto_archive_duration: 1440,
                        created: joined_at.clone(),
                        last_message_id: None,
                        message_count: 0,
                        members: Vec::new(),
                    },
                );
            }
        }
        State {
            port,
            last_id: 0,
            heartbeat_ms: 41_250,
            callback_deadline: Duration::from_secs(3),
            callback_delay: Duration::ZERO,
            rejected_token: None,
            threads_fail: false,
            closed_dms: HashSet::new(),
            log: std::env::var("DOUBLE_LOG").is_ok_and(|v| v == "1"),
            required_shards: 1,
            nonce_window: Duration::from_secs(300),
            next_conn: 0,
            conns: HashMap::new(),
            sessions: HashMap::new(),
            current: None,
            identifies: 0,
            identifies_by_shard: BTreeMap::new(),
            resumes: 0,
            heartbeats: 0,
            requests: Vec::new(),
            unknown: Vec::new(),
            problems: Vec::new(),
            commands: BTreeMap::new(),
            registrations: Vec::new(),
            channels,
            messages: Vec::new(),
            nonces: HashMap::new(),
            deduplicated: 0,
            interactions: HashMap::new(),
            joined_at,
            guild_locales: HashMap::new(),
            uploads: BTreeMap::new(),
        }
    }

    /// A fresh snowflake: current time in the high bits like Discord's, strictly increasing.
    pub(crate) fn next_id(&mut self) -> u64 {
        let ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| u64::try_from(d.as_millis()).unwrap_or(0))
            .unwrap_or(0)
            .saturating_sub(DISCORD_EPOCH_MS);
        self.last_id = (ms << 22).max(self.last_id + 1);
        self.last_id
    }

    pub(crate) fn problem(&mut self, p: String) {
        eprintln!("[double] PROBLEM: {p}");
        self.problems.push(p);
    }

    /// Checks `v` against serenity's type `T`, recording a problem when serenity would not
    /// read it, and passes it on.
    pub(crate) fn checked<T: serde::de::DeserializeOwned>(
        &mut self,
        what: &str,
        v: Value,
    ) -> Value {
        if let Err(e) = serde_json::from_value::<T>(v.clone()) {
            self.problem(format!("{what}: serenity cannot deserialize it ({e}): {v}"));
        }
        v
    }

    fn base_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    // =============================== gateway ===============================

    pub(crate) fn gateway_url(&self) -> String {
        format!("ws://127.0.0.1:{}/gateway", self.port)
    }

    /// Registers a new websocket connection and greets it with HELLO.
    pub(crate) fn open_conn(&mut self, tx: UnboundedSender<Out>, query: &str) -> u64 {
        self.next_conn += 1;
        let id = self.next_conn;
        for pair in query.split('&') {
            match pair.split_once('=') {
                Some(("v", v)) if v != "10" => {
                    self.problem(format!("gateway: connected with API version {v}, not 10"))
                }
                Some(("encoding", e)) if e != "json" => self.problem(format!(
                    "gateway: encoding {e} is not supported by the double"
                )),
                Some(("compress", c)) => self.problem(format!(
                    "gateway: transport compression {c} is not supported by the double"
                )),
                _ => {}
            }
        }
        let hello =
            json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": self.heartbeat_ms}});
        let hello = self.checked::<serenity::model::event::GatewayEvent>("HELLO", hello);
        let _ = tx.send(Out::Text {
            text: hello.to_string(),
            compress: false,
        });
        self.conns.insert(
            id,
            Conn {
                tx,
                compress: false,
                session: None,
            },
        );
        id
    }

    pub(crate) fn close_conn(&mut self, conn: u64) {
        if let Some(c) = self.conns.remove(&conn) {
            if let Some(sid) = c.session {
                if let Some(sess) = self.sessions.get_mut(&sid) {
                    if sess.conn == Some(conn) {
                        sess.conn = None;
                    }
                }
            }
        }
    }

    fn send_op(&mut self, conn: u64, payload: Value) {
        if let Some(c) = self.conns.get(&conn) {
            if self.log {
                eprintln!("[double] gateway -> #{conn}: {payload}");
            }
            let _ = c.tx.send(Out::Text {
                text: payload.to_string(),
                compress: c.compress,
            });
        }
    }

    fn close_with(&mut self, conn: u64, code: u16, reason: &'static str) {
        if let Some(c) = self.conns.get(&conn) {
            let _ = c.tx.send(Out::Close(code, reason));
        }
    }

    /// Handles one payload from the bot.
    pub(crate) fn gateway_op(&mut self, conn: u64, text: &str) {
        if self.log {
            eprintln!("[double] gateway <- #{conn}: {text}");
        }
        let Ok(v) = serde_json::from_str::<Value>(text) else {
            self.problem(format!("gateway: undecodable payload {text:?}"));
            self.close_with(conn, 4002, "Error while decoding payload.");
            return;
        };
        match v["op"].as_u64() {
            Some(1) => {
                self.heartbeats += 1;
                self.send_op(conn, json!({"op": 11, "s": null, "t": null, "d": null}));
            }
            Some(2) => self.identify(conn, &v["d"]),
            Some(6) => self.resume(conn, &v["d"]),
            Some(8) => self.request_members(conn, &v["d"]),
            // Presence and voice state updates: accepted, nothing to do.
            Some(3 | 4) => {}
            other => {
                self.problem(format!("gateway: unexpected opcode {other:?}: {text}"));
                self.close_with(conn, 4001, "Unknown opcode.");
            }
        }
    }

    /// IDENTIFY: opens a session for the shard `d.shard` names (`[0, 1]` without it).
    fn identify(&mut self, conn: u64, d: &Value) {
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        if c.session.is_some() {
            self.close_with(conn, 4005, "Already authenticated.");
            return;
        }
        let token = d["token"].as_str().unwrap_or_default().to_owned();
        if token.is_empty() {
            self.problem("gateway: IDENTIFY without a token".into());
            self.close_with(conn, 4004, "Authentication failed.");
            return;
        }
        if self.rejected_token.as_deref() == Some(token.trim_start_matches("Bot ")) {
            self.close_with(conn, 4004, "Authentication failed.");
            return;
        }
        let Some(shard) = parse_shard(&d["shard"]) else {
            self.problem(format!(
                "gateway: IDENTIFY with invalid shard {}",
                d["shard"]
            ));
            self.close_with(conn, 4010, "Invalid shard.");
            return;
        };
        if shard.total < self.required_shards {
            // Not a problem of the bot's code: Discord asks it to shard, as a test set up.
            self.close_with(conn, 4011, "Sharding required.");
            return;
        }
        let compress = d["compress"].as_bool().unwrap_or(false);
        let intents = d["intents"].as_u64().unwrap_or(0);
        let sid = format!("session{:x}", self.next_id());
        // A new session of a shard replaces that shard's previous one: events go to the
        // newest bot (an old process may look connected a while after it was killed).
        // Sessions of other shards stay, also those of another shard count.
        let replaced: Vec<String> = self
            .sessions
            .values()
            .filter(|s| s.shard == shard)
            .map(|s| s.id.clone())
            .collect();
        for old in replaced {
            self.sessions.remove(&old);
        }
        self.sessions.insert(
            sid.clone(),
            Session {
                id: sid.clone(),
                token,
                shard,
                intents,
                compress,
                seq: 0,
                log: Vec::new(),
                conn: Some(conn),
            },
        );
        if let Some(c) = self.conns.get_mut(&conn) {
            c.compress = compress;
            c.session = Some(sid.clone());
        }
        self.current = Some(sid.clone());
        self.identifies += 1;
        *self.identifies_by_shard.entry(shard).or_default() += 1;
        let mut me = user_json(&BOT);
        me["verified"] = json!(true);
        me["mfa_enabled"] = json!(false);
        me["email"] = Value::Null;
        me["flags"] = json!(0);
        let held: Vec<Guild> = GUILDS
            .iter()
            .copied()
            .filter(|g| shard.holds(Some(g.id)))
            .collect();
        let unavailable: Vec<Value> = held
            .iter()
            .map(|g| json!({"id": s(g.id), "unavailable": true}))
            .collect();
        let ready = json!({
            "v": 10,
            "user": me,
            "guilds": unavailable,
            "session_id": sid,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url(),
            "shard": [shard.id, shard.total],
            "application": {"id": s(APP_ID), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "_trace": ["double"],
        });
        self.dispatch_to(&sid, "READY", ready);
        for g in held {
            let guild = self.guild_json(&g);
            self.dispatch_to(&sid, "GUILD_CREATE", guild);
        }
    }

    fn resume(&mut self, conn: u64, d: &Value) {
        let sid = d["session_id"].as_str().unwrap_or_default().to_owned();
        let seq = d["seq"].as_u64().unwrap_or(0);
        let token_ok = self
            .sessions
            .get(&sid)
            .is_some_and(|sess| Some(sess.token.as_str()) == d["token"].as_str());
        if !token_ok {
            // Not resumable: the bot must identify anew.
            self.send_op(conn, json!({"op": 9, "s": null, "t": null, "d": false}));
            return;
        }
        let Some(sess) = self.sessions.get_mut(&sid) else {
            return;
        };
        let old = sess.conn.replace(conn);
        let compress = sess.compress;
        let replay: Vec<Value> = sess
            .log
            .iter()
            .filter(|p| p["s"].as_u64().unwrap_or(0) > seq)
            .cloned()
            .collect();
        if let Some(c) = self.conns.get_mut(&conn) {
            c.compress = compress;
            c.session = Some(sid.clone());
        }
        if let Some(old) = old.filter(|&o| o != conn) {
            self.close_with(old, 4000, "Session resumed elsewhere.");
            if let Some(c) = self.conns.get_mut(&old) {
                c.session = None;
            }
        }
        self.current = Some(sid.clone());
        self.resumes += 1;
        for p in replay {
            self.send_op(conn, p);
        }
        self.dispatch_to(&sid, "RESUMED", json!({"_trace": ["double"]}));
    }

    /// op 8: members of the guilds asked for (one id or a list) that the session's shard
    /// holds; Discord only answers a session for its own guilds.
    fn request_members(&mut self, conn: u64, d: &Value) {
        let Some(sid) = self.conns.get(&conn).and_then(|c| c.session.clone()) else {
            return;
        };
        let Some(shard) = self.sessions.get(&sid).map(|s| s.shard) else {
            return;
        };
        let asked: Vec<u64> = match &d["guild_id"] {
            Value::Array(list) => list.iter().filter_map(snowflake).collect(),
            v => snowflake(v).into_iter().collect(),
        };
        for gid in asked {
            let Some(g) = super::guild(gid).filter(|g| shard.holds(Some(g.id))) else {
                self.problem(format!(
                    "gateway: members of guild {gid} requested on shard {shard:?}, which does not hold it"
                ));
                continue;
            };
            let members: Vec<Value> = g
                .members
                .iter()
                .map(|u| member_json(u, true, &self.joined_at))
                .collect();
            let chunk = json!({
                "guild_id": s(g.id),
                "members": members,
                "chunk_index": 0,
                "chunk_count": 1,
                "nonce": d["nonce"],
            });
            self.dispatch_to(&sid, "GUILD_MEMBERS_CHUNK", chunk);
        }
    }

    /// The session of the latest IDENTIFY or RESUME, if it still exists.
    pub(crate) fn current_session(&self) -> Option<&Session> {
        self.sessions.get(self.current.as_ref()?)
    }

    /// Whether a connection carries this session.
    fn is_live(&self, sess: &Session) -> bool {
        sess.conn.is_some_and(|c| self.conns.contains_key(&c))
    }

    /// Some session a connection carries.
    pub(crate) fn live_session(&self) -> Option<&Session> {
        self.sessions.values().find(|s| self.is_live(s))
    }

    /// The shards whose sessions a connection carries, sorted.
    pub(crate) fn live_shards(&self) -> Vec<Shard> {
        let mut out: Vec<Shard> = self
            .sessions
            .values()
            .filter(|s| self.is_live(s))
            .map(|s| s.shard)
            .collect();
        out.sort_unstable();
        out
    }

    /// The sessions (connected or waiting for a RESUME) that get events about `guild`
    /// (`None`: direct messages), each by its own shard count as Discord routes them,
    /// sorted by shard.
    fn sessions_for(&self, guild: Option<u64>) -> Vec<String> {
        let mut held: Vec<(Shard, String)> = self
            .sessions
            .values()
            .filter(|s| s.shard.holds(guild))
            .map(|s| (s.shard, s.id.clone()))
            .collect();
        held.sort_unstable();
        held.into_iter().map(|(_, id)| id).collect()
    }

    /// Whether a live session gets events about `guild`.
    pub(crate) fn live_for(&self, guild: Option<u64>) -> bool {
        self.sessions
            .values()
            .any(|s| s.shard.holds(guild) && self.is_live(s))
    }

    /// The guild of a channel or thread (`None` for a DM or an unknown channel).
    pub(crate) fn guild_of(&self, channel: u64) -> Option<u64> {
        self.channels.get(&channel).and_then(|c| c.guild_id)
    }

    /// Sends a dispatch a test made up to the sessions of its `guild_id` (shard 0 without
    /// one), kept for replay when they are disconnected.
    pub(crate) fn dispatch(&mut self, t: &str, d: Value) {
        let guild = snowflake(&d["guild_id"]);
        if self.sessions_for(guild).is_empty() {
            self.problem(format!("gateway: no session to send {t} to"));
            return;
        }
        self.dispatch_guild(guild, t, d);
    }

    /// Sends a dispatch about `guild` (`None`: a DM) to every session whose shard holds
    /// it; with none, nobody hears it, as on Discord.
    fn dispatch_guild(&mut self, guild: Option<u64>, t: &str, d: Value) -> Vec<Shard> {
        let mut to = Vec::new();
        for sid in self.sessions_for(guild) {
            if let Some(shard) = self.sessions.get(&sid).map(|s| s.shard) {
                to.push(shard);
            }
            self.dispatch_to(&sid, t, d.clone());
        }
        to
    }

    fn dispatch_to(&mut self, sid: &str, t: &str, d: Value) {
        let Some(sess) = self.sessions.get_mut(sid) else {
            return;
        };
        sess.seq += 1;
        let payload = json!({"op": 0, "s": sess.seq, "t": t, "d": d});
        let conn = sess.conn;
        if let Some(p) = checks::dispatch_problem(t, &payload) {
            self.problem(p);
        }
        if let Some(sess) = self.sessions.get_mut(sid) {
            sess.log.push(payload.clone());
        }
        if let Some(conn) = conn {
            self.send_op(conn, payload);
        }
    }

    /// The dispatches (`op` 0 payloads) the session of `shard` got so far, oldest first.
    pub(crate) fn session_log(&self, shard: Shard) -> Vec<Value> {
        self.sessions
            .values()
            .find(|s| s.shard == shard)
            .map(|s| s.log.clone())
            .unwrap_or_default()
    }

    /// Sessions of the shards `which` picks (every one for `None`).
    fn picked(&self, which: Option<Shard>) -> Vec<String> {
        self.sessions
            .values()
            .filter(|s| which.is_none_or(|w| s.shard == w))
            .map(|s| s.id.clone())
            .collect()
    }

    /// Closes the connections of the sessions `which` picks; the sessions stay resumable.
    pub(crate) fn close_sessions(&mut self, which: Option<Shard>, code: u16) {
        for sid in self.picked(which) {
            let conn = self.sessions.get_mut(&sid).and_then(|s| s.conn.take());
            if let Some(conn) = conn {
                self.close_with(conn, code, "Closed by the test.");
                if let Some(c) = self.conns.get_mut(&conn) {
                    c.session = None;
                }
            }
        }
    }

    /// Ends the sessions `which` picks with op 9 (not resumable).
    pub(crate) fn invalidate_sessions(&mut self, which: Option<Shard>) {
        for sid in self.picked(which) {
            if self.current.as_deref() == Some(sid.as_str()) {
                self.current = None;
            }
            if let Some(sess) = self.sessions.remove(&sid) {
                if let Some(conn) = sess.conn {
                    self.send_op(conn, json!({"op": 9, "s": null, "t": null, "d": false}));
                    if let Some(c) = self.conns.get_mut(&conn) {
                        c.session = None;
                    }
                }
            }
        }
    }

    // ============================ guild, channels ============================

    /// The text channels (not threads) of `guild`, in position order.
    fn text_channels(&self, guild: u64) -> impl Iterator<Item = &Channel> {
        self.channels
            .values()
            .filter(move |c| c.guild_id == Some(guild) && !c.is_thread())
    }

    pub(crate) fn guild_locale(&self, guild: u64) -> String {
        self.guild_locales
            .get(&guild)
            .cloned()
            .unwrap_or_else(|| "en-US".to_string())
    }

    fn guild_json(&self, g: &Guild) -> Value {
        let channels: Vec<Value> = self
            .text_channels(g.id)
            .map(|c| self.channel_json(c, false))
            .collect();
        let threads: Vec<Value> = self
            .channels
            .values()
            .filter(|c| c.guild_id == Some(g.id) && c.is_thread() && !c.archived)
            .map(|c| self.channel_json(c, true))
            .collect();
        let members: Vec<Value> = g
            .members
            .iter()
            .map(|u| member_json(u, true, &self.joined_at))
            .collect();
        let mut guild = json!({
            "id": s(g.id),
            "name": g.name,
            "icon": null,
            "icon_hash": null,
            "splash": null,
            "discovery_splash": null,
            "owner_id": s(g.owner.id),
            "afk_channel_id": null,
            "afk_timeout": 300,
            "widget_enabled": false,
            "widget_channel_id": null,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": [{
                "id": s(g.everyone_role()),
                "name": "@everyone",
                "color": 0,
                "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
                "hoist": false,
                "managed": false,
                "mentionable": false,
                "permissions": PERMISSIONS,
                "position": 0,
                "icon": null,
                "unicode_emoji": null,
                "flags": 0,
            }],
            "emojis": [],
            "features": [],
            "mfa_level": 0,
            "application_id": null,
            "system_channel_id": g.channels.first().map(|c| s(c.0)),
            "system_channel_flags": 0,
            "rules_channel_id": null,
            "max_presences": null,
            "max_members": 500_000,
            "vanity_url_code": null,
            "description": null,
            "banner": null,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": self.guild_locale(g.id),
            "public_updates_channel_id": null,
            "max_video_channel_users": 25,
            "max_stage_video_channel_users": 50,
        });
        // Split in two: one json! this size exceeds the macro recursion limit.
        let rest = json!({
            "nsfw_level": 0,
            "nsfw": false,
            "stickers": [],
            "premium_progress_bar_enabled": false,
            "safety_alerts_channel_id": null,
            "incidents_data": null,
            "joined_at": self.joined_at,
            "large": false,
            "unavailable": false,
            "lazy": true,
            "member_count": members.len(),
            "voice_states": [],
            "members": members,
            "channels": channels,
            "threads": threads,
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        });
        merge(&mut guild, rest);
        guild
    }

    /// A channel as Discord's REST API returns it (`GuildChannel` in serenity).
    pub(crate) fn channel_json(&self, c: &Channel, with_member: bool) -> Value {
        if c.is_dm() {
            let user = user_by_id(c.members.first().copied().unwrap_or_default());
            return json!({
                "id": s(c.id),
                "type": 1,
                "last_message_id": c.last_message_id.map(s),
                "recipients": [user_json(&user)],
                "flags": 0,
            });
        }
        let mut v = json!({
            "id": s(c.id),
            "type": c.kind,
            "guild_id": c.guild_id.map(s),
            "name": c.name,
            "last_message_id": c.last_message_id.map(s),
            "rate_limit_per_user": 0,
            "flags": 0,
        });
        if c.is_thread() {
            let extra = json!({
                "parent_id": c.parent_id.map(s),
                "owner_id": c.owner_id.map(s),
                "message_count": c.message_count,
                "total_message_sent": c.message_count,
                "member_count": c.members.len().min(50),
                "thread_metadata": {
                    "archived": c.archived,
                    "auto_archive_duration": c.auto_archive_duration,
                    "archive_timestamp": c.created,
                    "locked": c.locked,
                    "create_timestamp": c.created,
                    "invitable": c.kind == 12,
                },
            });
            merge(&mut v, extra);
            if with_member && c.members.contains(&BOT_ID) {
                v["member"] = json!({"join_timestamp": c.created, "flags": 1});
            }
        } else {
            let position = c
                .guild_id
                .and_then(|g| self.text_channels(g).position(|x| x.id == c.id))
                .unwrap_or(0);
            let extra = json!({
                "position": position,
                "permission_overwrites": [],
                "parent_id": null,
                "topic": null,
                "nsfw": false,
                "default_auto_archive_duration": c.auto_archive_duration,
            });
            merge(&mut v, extra);
        }
        v
    }

    pub(crate) fn get_channel(&mut self, id: u64) -> Result<Resp, ApiError> {
        let c = self
            .channels
            .get(&id)
            .ok_or_else(ApiError::unknown_channel)?;
        let v = self.channel_json(c, true);
        let v = self.checked::<serenity::model::channel::Channel>("GET channel", v);
        Ok(Resp::Json(200, v))
    }

    /// POST `users/@me/channels`: opens (or finds) the DM channel with a human user.
    pub(crate) fn open_dm(&mut self, body: &Value) -> Result<Resp, ApiError> {
        let Some(uid) = snowflake(&body["recipient_id"]) else {
            let mut e = FormErrors::default();
            e.add(
                "recipient_id",
                "BASE_TYPE_REQUIRED",
                "This field is required",
            );
            return Err(e.into_error());
        };
        let user = USERS
            .iter()
            .copied()
            .find(|u| u.id == uid)
            .ok_or_else(|| ApiError::new(404, 10013, "Unknown User"))?;
        if user.bot {
            return Err(ApiError::new(
                400,
                50007,
                "Cannot send messages to this user",
            ));
        }
        let id = super::dm_channel_id(user);
        let created = now_ts();
        let c = self.channels.entry(id).or_insert_with(|| Channel {
            id,
            kind: 1,
            guild_id: None,
            name: user.name.to_owned(),
            parent_id: None,
            owner_id: None,
            starter_message_id: None,
            archived: false,
            locked: false,
            auto_archive_duration: 0,
            created,
            last_message_id: None,
            message_count: 0,
            members: vec![user.id],
        });
        let c = c.clone();
        let v = self.channel_json(&c, false);
        let v = self.checked::<serenity::model::channel::PrivateChannel>("open DM", v);
        Ok(Resp::Json(200, v))
    }

    /// GET `guilds/{id}` (serenity's `PartialGuild`).
    pub(crate) fn get_guild(&mut self, g: &Guild) -> Resp {
        let v = self.guild_json(g);
        let v = self.checked::<serenity::model::guild::PartialGuild>("GET guild", v);
        Resp::Json(200, v)
    }

    pub(crate) fn guild_channels(&mut self, g: &Guild) -> Resp {
        let list: Vec<Value> = self
            .text_channels(g.id)
            .map(|c| self.channel_json(c, false))
            .collect();
        let v = self
            .checked::<Vec<serenity::model::channel::GuildChannel>>("guild channels", json!(list));
        Resp::Json(200, v)
    }

    pub(crate) fn active_threads(&mut self, g: &Guild) -> Resp {
        let list: Vec<Value> = self
            .channels
            .values()
            .filter(|c| c.guild_id == Some(g.id) && c.is_thread() && !c.archived)
            .map(|c| self.channel_json(c, false))
            .collect();
        Resp::Json(200, json!({"threads": list, "members": []}))
    }

    pub(crate) fn member(&mut self, g: &Guild, user: u64) -> Result<Resp, ApiError> {
        let u = g
            .members
            .iter()
            .find(|u| u.id == user)
            .ok_or_else(|| ApiError::new(404, 10007, "Unknown Member"))?;
        let v = member_json(u, true, &self.joined_at);
        let v = self.checked::<serenity::model::guild::Member>("GET member", v);
        Ok(Resp::Json(200, v))
    }

    pub(crate) fn user(&mut self, user: u64) -> Result<Resp, ApiError> {
        let u = USERS
            .iter()
            .find(|u| u.id == user)
            .ok_or_else(|| ApiError::new(404, 10013, "Unknown User"))?;
        let v = self.checked::<serenity::model::user::User>("GET user", user_json(u));
        Ok(Resp::Json(200, v))
    }

    pub(crate) fn current_user(&mut self) -> Resp {
        let mut me = user_json(&BOT);
        me["verified"] = json!(true);
        me["mfa_enabled"] = json!(false);
        me["flags"] = json!(0);
        let v = self.checked::<serenity::model::user::CurrentUser>("GET users/@me", me);
        Resp::Json(200, v)
    }

    pub(crate) fn application(&mut self) -> Resp {
        let v = json!({
            "id": s(APP_ID),
            "name": BOT.display,
            "icon": null,
            "description": "",
            "summary": "",
            "type": null,
            "bot": user_json(&BOT),
            "bot_public": true,
            "bot_require_code_grant": false,
            "verify_key": "0".repeat(64),
            "flags": 0,
            "owner": user_json(&super::ALICE),
            "team": null,
            "guild_id": null,
            "tags": [],
            "redirect_uris": [],
            "interactions_endpoint_url": null,
            "role_connections_verification_url": null,
            "approximate_guild_count": GUILDS.len(),
            "integration_types_config": {"0": {}},
        });
        let v = self
            .checked::<serenity::model::application::CurrentApplicationInfo>("GET application", v);
        Resp::Json(200, v)
    }

    pub(crate) fn gateway_info(&mut self, bot: bool) -> Resp {
        if bot {
            let v = json!({
                "url": self.gateway_url(),
                "shards": self.required_shards,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
            });
            let v = self.checked::<serenity::model::gateway::BotGateway>("GET gateway/bot", v);
            Resp::Json(200, v)
        } else {
            Resp::Json(200, json!({"url": self.gateway_url()}))
        }
    }

    /// PATCH a channel: threads can be renamed, archived, locked.
    pub(crate) fn edit_channel(&mut self, id: u64, body: &Value) -> Result<Resp, ApiError> {
        let mut errs = FormErrors::default();
        let c = self
            .channels
            .get_mut(&id)
            .ok_or_else(ApiError::unknown_channel)?;
        if let Some(name) = body["name"].as_str() {
            let n = name.chars().count();
            if n == 0 || n > 100 {
                errs.add(
                    "name",
                    "BASE_TYPE_BAD_LENGTH",
                    "Must be between 1 and 100 in length.",
                );
            } else {
                c.name = name.to_owned();
            }
        }
        if c.is_thread() {
            if let Some(a) = body["archived"].as_bool() {
                c.archived = a;
            }
            if let Some(l) = body["locked"].as_bool() {
                c.locked = l;
            }
            if let Some(d) = body["auto_archive_duration"].as_u64() {
                c.auto_archive_duration = d;
            }
        }
        errs.into_result()?;
        let c = c.clone();
        let v = self.channel_json(&c, true);
        let v = self.checked::<serenity::model::channel::GuildChannel>("PATCH channel", v);
        let event = if c.is_thread() {
            "THREAD_UPDATE"
        } else {
            "CHANNEL_UPDATE"
        };
        self.dispatch_guild(c.guild_id, event, v.clone());
        Ok(Resp::Json(200, v))
    }

    pub(crate) fn delete_channel(&mut self, id: u64) -> Result<Resp, ApiError> {
        let c = self
            .channels
            .get(&id)
            .ok_or_else(ApiError::unknown_channel)?
            .clone();
        if !c.is_thread() {
            return Err(ApiError::new(403, 50013, "Missing Permissions"));
        }
        let v = self.channel_json(&c, false);
        self.channels.remove(&id);
        self.dispatch_guild(
            c.guild_id,
            "THREAD_DELETE",
            json!({"id": s(id), "guild_id": c.guild_id.map(s), "parent_id": c.parent_id.map(s), "type": c.kind}),
        );
        Ok(Resp::Json(200, v))
    }

    pub(crate) fn join_thread(&mut self, id: u64, user: u64) -> Result<Resp, ApiError> {
        let c = self
            .channels
            .get_mut(&id)
            .ok_or_else(ApiError::unknown_channel)?;
        if !c.is_thread() {
            return Err(ApiError::new(
                400,
                50024,
                "Cannot execute action on this channel type",
            ));
        }
        if !c.members.contains(&user) {
            c.members.push(user);
        }
        Ok(Resp::NoContent)
    }

    pub(crate) fn leave_thread(&mut self, id: u64, user: u64) -> Result<Resp, ApiError> {
        let c = self
            .channels
            .get_mut(&id)
            .ok_or_else(ApiError::unknown_channel)?;
        c.members.retain(|&m| m != user);
        Ok(Resp::NoContent)
    }

    /// POST `channels/{ch}/messages/{msg}/threads`: a public thread whose id is the
    /// message's, as on Discord.
    pub(crate) fn thread_from_message(
        &mut self,
        ch: u64,
        mid: u64,
        body: &Value,
    ) -> Result<Resp, ApiError> {
        if self.threads_fail {
            return Err(ApiError::new(403, 50013, "Missing Permissions"));
        }
        let parent = self
            .channels
            .get(&ch)
            .ok_or_else(ApiError::unknown_channel)?;
        if parent.is_thread() || parent.is_dm() {
            return Err(ApiError::new(
                400,
                50024,
                "Cannot execute action on this channel type",
            ));
        }
        let msg = self
            .messages
            .iter()
            .find(|m| m.id == mid && m.channel_id == ch && !m.deleted && !m.ephemeral)
            .ok_or_else(ApiError::unknown_message)?;
        if msg.thread_id.is_some() {
            return Err(ApiError::new(
                400,
                160_004,
                "A thread has already been created for this message",
            ));
        }
        let t = self.new_thread(mid, ch, 11, body, Some(mid))?;
        if let Some(m) = self.messages.iter_mut().find(|m| m.id == mid) {
            m.thread_id = Some(t);
        }
        self.thread_created(t)
    }

    /// POST `channels/{ch}/threads`: a thread without a starter message. Without `type`
    /// Discord makes a private thread (12), so does the double.
    pub(crate) fn thread_in_channel(&mut self, ch: u64, body: &Value) -> Result<Resp, ApiError> {
        if self.threads_fail {
            return Err(ApiError::new(403, 50013, "Missing Permissions"));
        }
        let parent = self
            .channels
            .get(&ch)
            .ok_or_else(ApiError::unknown_channel)?;
        if parent.is_thread() || parent.is_dm() {
            return Err(ApiError::new(
                400,
                50024,
                "Cannot execute action on this channel type",
            ));
        }
        let kind = match body["type"].as_u64() {
            None => 12,
            Some(k @ (10..=12)) => k as u8,
            Some(_) => {
                let mut e = FormErrors::default();
                e.add(
                    "type",
                    "BASE_TYPE_CHOICES",
                    "Value must be one of {10, 11, 12}.",
                );
                return Err(e.into_error());
            }
        };
        let id = self.next_id();
        let t = self.new_thread(id, ch, kind, body, None)?;
        self.thread_created(t)
    }

    fn new_thread(
        &mut self,
        id: u64,
        parent: u64,
        kind: u8,
        body: &Value,
        starter: Option<u64>,
    ) -> Result<u64, ApiError> {
        let mut errs = FormErrors::default();
        let name = body["name"].as_str().unwrap_or_default();
        let n = name.chars().count();
        if n == 0 || n > 100 {
            errs.add(
                "name",
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 100 in length.",
            );
        }
        let archive = body["auto_archive_duration"].as_u64().unwrap_or(4320);
        if ![60, 1440, 4320, 10080].contains(&archive) {
            errs.add(
                "auto_archive_duration",
                "BASE_TYPE_CHOICES",
                "Value must be one of {60, 1440, 4320, 10080}.",
            );
        }
        errs.into_result()?;
        let guild_id = self.guild_of(parent);
        self.channels.insert(
            id,
            Channel {
                id,
                kind,
                guild_id,
                name: name.to_owned(),
                parent_id: Some(parent),
                owner_id: Some(BOT_ID),
                starter_message_id: starter,
                archived: false,
                locked: false,
                auto_archive_duration: archive,
                created: now_ts(),
                last_message_id: None,
                message_count: 0,
                members: vec![BOT_ID],
            },
        );
        Ok(id)
    }

    fn thread_created(&mut self, id: u64) -> Result<Resp, ApiError> {
        let c = self
            .channels
            .get(&id)
            .ok_or_else(ApiError::unknown_channel)?
            .clone();
        let v = self.channel_json(&c, true);
        let v = self.checked::<serenity::model::channel::GuildChannel>("thread", v);
        let mut event = v.clone();
        event["newly_created"] = json!(true);
        self.dispatch_guild(c.guild_id, "THREAD_CREATE", event);
        Ok(Resp::Json(201, v))
    }

    // =============================== messages ===============================

    pub(crate) fn message(&self, id: u64) -> Option<&Message> {
        self.messages.iter().find(|m| m.id == id)
    }

    fn message_mut(&mut self, id: u64) -> Option<&mut Message> {
        self.messages.iter_mut().find(|m| m.id == id)
    }

    /// The bytes behind an attachment URL the double handed out.
    pub(crate) fn attachment_bytes(&self, channel: u64, att: u64) -> Option<Resp> {
        let a = self
            .messages
            .iter()
            .filter(|m| m.channel_id == channel)
            .flat_map(|m| &m.attachments)
            .find(|a| a.id == att)?;
        let ct = a
            .content_type
            .clone()
            .unwrap_or_else(|| "application/octet-stream".into());
        Some(Resp::Bytes(ct, a.bytes.clone()))
    }

    /// Keeps a file a user picked for an ATTACHMENT option; returns its id.
    pub(crate) fn upload(&mut self, filename: &str, bytes: Vec<u8>) -> u64 {
        let id = self.next_id();
        let content_type = content_type_of(filename).map(str::to_owned);
        self.uploads.insert(
            id,
            Attachment {
                id,
                filename: filename.to_owned(),
                description: None,
                content_type,
                bytes,
            },
        );
        id
    }

    /// The URL an uploaded file is served at, as Discord's CDN serves the files of
    /// command options (`ephemeral-attachments/...`).
    fn upload_url(&self, a: &Attachment) -> String {
        format!(
            "{}/ephemeral-attachments/{APP_ID}/{}/{}",
            self.base_url(),
            a.id,
            a.filename
        )
    }

    /// The bytes behind an uploaded file's URL.
    pub(crate) fn upload_bytes(&self, att: u64) -> Option<Resp> {
        let a = self.uploads.get(&att)?;
        let ct = a
            .content_type
            .clone()
            .unwrap_or_else(|| "application/octet-stream".into());
        Some(Resp::Bytes(ct, a.bytes.clone()))
    }

    pub(crate) fn channel_messages(&self, channel: u64) -> Vec<Message> {
        self.messages
            .iter()
            .filter(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
            .cloned()
            .collect()
    }

    /// A message as Discord's API shows it (serenity's `Message`).
    pub(crate) fn message_json(&self, m: &Message, with_guild: bool) -> Value {
        let attachments: Vec<Value> = m
            .attachments
            .iter()
            .map(|a| {
                let url = format!(
                    "{}/attachments/{}/{}/{}",
                    self.base_url(),
                    m.channel_id,
                    a.id,
                    a.filename
                );
                let mut v = attachment_json(a, &url);
                if m.ephemeral {
                    v["ephemeral"] = json!(true);
                }
                v
            })
            .collect();
        let author = user_by_id(m.author_id);
        let guild = self.guild_of(m.channel_id);
        let mut v = json!({
            "id": s(m.id),
            "channel_id": s(m.channel_id),
            "author": user_json(&author),
            "content": m.content,
            "timestamp": m.timestamp,
            "edited_timestamp": m.edited_timestamp,
            "tts": false,
            "mention_everyone": false,
            "mentions": self.mentions(&m.content),
            "mention_roles": [],
            "attachments": attachments,
            "embeds": m.embeds,
            "pinned": false,
            "type": m.kind,
            "flags": m.flags,
            "components": m.components,
        });
        if m.interaction_id.is_some() {
            v["webhook_id"] = json!(s(APP_ID));
            v["application_id"] = json!(s(APP_ID));
        }
        if let Some(r) = m.reference {
            v["message_reference"] = json!({
                "type": 0,
                "message_id": s(r),
                "channel_id": s(m.channel_id),
                "guild_id": guild.map(s),
            });
        }
        if let Some(t) = m.thread_id.and_then(|t| self.channels.get(&t)) {
            v["thread"] = self.channel_json(t, false);
        }
        if let (true, Some(guild)) = (with_guild, guild) {
            v["guild_id"] = json!(s(guild));
            if !author.bot || m.interaction_id.is_none() {
                v["member"] = member_json(&author, false, &self.joined_at);
            }
        }
        v
    }

    /// Users mentioned as `<@id>` in the content.
    fn mentions(&self, content: &str) -> Vec<Value> {
        let mut out = Vec::new();
        let mut rest = content;
        while let Some(i) = rest.find("<@") {
            rest = &rest[i + 2..];
            let digits: String = rest
                .trim_start_matches('!')
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if let Ok(id) = digits.parse::<u64>() {
                if let Some(u) = USERS.iter().find(|u| u.id == id) {
                    out.push(user_json(u));
                }
            }
        }
        out
    }

    fn checked_message(&mut self, what: &str, m: &Message) -> Value {
        let v = self.message_json(m, false);
        self.checked::<serenity::model::channel::Message>(what, v)
    }

    fn blank_message(&mut self, channel: u64, author: u64, kind: u8, source: Source) -> Message {
        Message {
            id: self.next_id(),
            channel_id: channel,
            author_id: author,
            content: String::new(),
            embeds: Vec::new(),
            components: Vec::new(),
            attachments: Vec::new(),
            flags: 0,
            ephemeral: false,
            kind,
            reference: None,
            interaction_id: None,
            interaction_sent_at: None,
            source,
            received_at: Instant::now(),
            edited: false,
            deleted: false,
            thread_id: None,
            nonce: None,
            timestamp: now_ts(),
            edited_timestamp: None,
        }
    }

    /// Applies a create or edit payload (content, embeds, components, attachments) to `m`.
    fn apply_payload(
        &mut self,
        m: &mut Message,
        payload: &Value,
        files: &[FilePart],
        creating: bool,
        prefix: &str,
    ) -> Result<(), ApiError> {
        let mut errs = FormErrors::with_prefix(prefix);
        if !payload.is_object() && !payload.is_null() {
            errs.add(
                "",
                "DICT_TYPE_CONVERT",
                "Only dictionaries may be used in a DictType",
            );
            return Err(errs.into_error());
        }
        checks::message_payload(payload, &mut errs);
        if let Some(c) = payload.get("content") {
            m.content = c.as_str().unwrap_or_default().to_owned();
        }
        if let Some(e) = payload.get("embeds") {
            m.embeds = e.as_array().cloned().unwrap_or_default();
            for e in &mut m.embeds {
                if e.is_object() && e.get("type").is_none() {
                    e["type"] = json!("rich");
                }
            }
        }
        if let Some(c) = payload.get("components") {
            m.components = c.as_array().cloned().unwrap_or_default();
        }
        if let Some(r) = payload.get("message_reference").filter(|r| r.is_object()) {
            m.reference = snowflake(&r["message_id"]);
            if m.reference.is_some() {
                m.kind = 19;
            }
        }
        m.attachments = self.attachments(
            payload.get("attachments"),
            files,
            &m.attachments,
            creating,
            &mut errs,
        );
        if let Some(f) = payload.get("flags").and_then(Value::as_u64) {
            let keep = FLAG_SUPPRESS_EMBEDS | FLAG_SUPPRESS_NOTIFICATIONS;
            m.flags = (m.flags & !keep) | (f & keep);
        }
        errs.into_result()?;
        if m.content.is_empty()
            && m.embeds.is_empty()
            && m.attachments.is_empty()
            && m.components.is_empty()
        {
            return Err(ApiError::new(400, 50006, "Cannot send an empty message"));
        }
        Ok(())
    }

    /// Resolves `attachments` (new ones by placeholder id matching `files[N]`, kept ones by
    /// their real id) against the uploaded files, as Discord does.
    fn attachments(
        &mut self,
        spec: Option<&Value>,
        files: &[FilePart],
        existing: &[Attachment],
        creating: bool,
        errs: &mut FormErrors,
    ) -> Vec<Attachment> {
        let mut used = vec![false; files.len()];
        let mut out = Vec::new();
        match spec.and_then(Value::as_array) {
            Some(list) => {
                for (i, a) in list.iter().enumerate() {
                    let id = match &a["id"] {
                        Value::Number(n) => n.to_string(),
                        Value::String(s) => s.clone(),
                        _ => String::new(),
                    };
                    if let Some(k) = files.iter().position(|f| f.index() == Some(id.as_str())) {
                        used[k] = true;
                        let f = &files[k];
                        let filename = a["filename"]
                            .as_str()
                            .map(str::to_owned)
                            .or_else(|| f.filename.clone())
                            .unwrap_or_else(|| "file".into());
                        out.push(Attachment {
                            id: self.next_id(),
                            content_type: f
                                .content_type
                                .clone()
                                .or_else(|| checks::guess_type(&filename)),
                            filename,
                            description: a["description"].as_str().map(str::to_owned),
                            bytes: f.bytes.clone(),
                        });
                    } else if let Some(old) = existing.iter().find(|e| e.id.to_string() == id) {
                        out.push(old.clone());
                    } else {
                        errs.add(
                            &format!("attachments.{i}.id"),
                            "ATTACHMENT_NOT_FOUND",
                            "Unknown attachment",
                        );
                    }
                }
            }
            None if !creating => out.extend(existing.iter().cloned()),
            None => {}
        }
        // Files not named in `attachments` are still uploaded under their own file name.
        for (k, f) in files.iter().enumerate() {
            if !used[k] {
                let filename = f.filename.clone().unwrap_or_else(|| "file".into());
                out.push(Attachment {
                    id: self.next_id(),
                    content_type: f
                        .content_type
                        .clone()
                        .or_else(|| checks::guess_type(&filename)),
                    filename,
                    description: None,
                    bytes: f.bytes.clone(),
                });
            }
        }
        if out.len() > 10 {
            errs.add(
                "attachments",
                "BASE_TYPE_MAX_LENGTH",
                "Must be 10 or fewer in length.",
            );
        }
        if out.iter().map(|a| a.bytes.len()).sum::<usize>() > ATTACHMENT_LIMIT {
            errs.add("files", "BASE_TYPE_MAX_LENGTH", "Request entity too large");
        }
        out
    }

    /// Checks that the bot may post into `channel` (unarchiving a thread as Discord does).
    fn postable(&mut self, channel: u64) -> Result<(), ApiError> {
        let c = self
            .channels
            .get_mut(&channel)
            .ok_or_else(ApiError::unknown_channel)?;
        if c.is_thread() && c.archived {
            if c.locked {
                return Err(ApiError::new(400, 50083, "Thread is archived"));
            }
            c.archived = false;
        }
        Ok(())
    }

    /// A post into a DM channel whose user closed their direct messages is refused as
    /// Discord refuses it: 403 with code 50007. Opening the channel still works.
    fn dm_open(&self, channel: u64) -> Result<(), ApiError> {
        let closed = self
            .channels
            .get(&channel)
            .is_some_and(|c| c.is_dm() && c.members.iter().any(|u| self.closed_dms.contains(u)));
        if closed {
            return Err(ApiError::new(
                403,
                50007,
                "Cannot send messages to this user",
            ));
        }
        Ok(())
    }

    /// Stores a new message, tells the bot (MESSAGE_CREATE) when its intents ask for it.
    fn store_new(&mut self, m: Message) {
        if !m.ephemeral {
            if let Some(c) = self.channels.get_mut(&m.channel_id) {
                c.last_message_id = Some(m.id);
                if c.is_thread() {
                    c.message_count += 1;
                }
            }
            // Each session of the channel's shard, by its own intents.
            let guild = self.guild_of(m.channel_id);
            let dm = guild.is_none();
            let wanted = if dm {
                INTENT_DIRECT_MESSAGES
            } else {
                INTENT_GUILD_MESSAGES
            };
            for sid in self.sessions_for(guild) {
                let intents = self.sessions.get(&sid).map_or(0, |s| s.intents);
                if intents & wanted == 0 {
                    continue;
                }
                let mut v = self.message_json(&m, !dm);
                if let Some(n) = &m.nonce {
                    v["nonce"] = n.clone();
                }
                let own = m.author_id == BOT_ID;
                if intents & INTENT_MESSAGE_CONTENT == 0 && !own {
                    // Without the privileged intent Discord blanks other users' messages.
                    v["content"] = json!("");
                    v["embeds"] = json!([]);
                    v["attachments"] = json!([]);
                    v["components"] = json!([]);
                }
                self.dispatch_to(&sid, "MESSAGE_CREATE", v);
            }
        }
        if let Some(n) = m.nonce.as_ref().map(nonce_key) {
            let key = (m.author_id, m.channel_id, n);
            let window = self.nonce_window;
            // The first message with a nonce is the one a later enforced create returns.
            let fresh = self
                .nonces
                .get(&key)
                .is_none_or(|(_, at)| at.elapsed() > window);
            if fresh {
                self.nonces.insert(key, (m.id, m.received_at));
            }
        }
        self.messages.push(m);
    }

    /// The message an `enforce_nonce` create from `author` in `channel` with `nonce` gets
    /// instead of a new one: the first with that nonce within the window, not deleted.
    fn nonce_hit(&self, author: u64, channel: u64, nonce: &Value) -> Option<Message> {
        let key = (author, channel, nonce_key(nonce));
        let (id, at) = self.nonces.get(&key)?;
        if at.elapsed() > self.nonce_window {
            return None;
        }
        self.message(*id).filter(|m| !m.deleted).cloned()
    }

    pub(crate) fn human_message(
        &mut self,
        user: User,
        channel: u64,
        content: &str,
    ) -> Result<Message, String> {
        if let Some(g) = self.guild_of(channel).and_then(super::guild) {
            if !g.is_member(user) {
                return Err(format!("{} is not a member of {}", user.name, g.name));
            }
        }
        self.postable(channel).map_err(|e| e.message.clone())?;
        let mut m = self.blank_message(channel, user.id, 0, Source::Channel);
        m.content = content.to_owned();
        self.store_new(m.clone());
        Ok(m)
    }

    /// POST `channels/{id}/messages`. With `nonce` and `enforce_nonce: true`, a repeat of
    /// a create from the last few minutes answers 200 with the first message and posts
    /// nothing, as Discord does; without `enforce_nonce` the nonce is only echoed.
    pub(crate) fn create_message(&mut self, channel: u64, body: &Body) -> Result<Resp, ApiError> {
        let nonce = body.json.get("nonce").filter(|n| !n.is_null()).cloned();
        let mut errs = FormErrors::default();
        if let Some(n) = &nonce {
            checks::nonce(n, &mut errs);
        }
        errs.into_result()?;
        self.postable(channel)?;
        self.dm_open(channel)?;
        let mut m = self.blank_message(channel, BOT_ID, 0, Source::Channel);
        self.apply_payload(&mut m, &body.json, &body.files, true, "")?;
        let enforce = body.json["enforce_nonce"].as_bool() == Some(true);
        if let (true, Some(n)) = (enforce, &nonce) {
            if let Some(first) = self.nonce_hit(BOT_ID, channel, n) {
                self.deduplicated += 1;
                let mut v = self.checked_message("POST message (deduplicated)", &first);
                if let Some(n) = &first.nonce {
                    v["nonce"] = n.clone();
                }
                return Ok(Resp::Json(200, v));
            }
        }
        m.nonce = nonce;
        if let Some(r) = m.reference {
            if !self.messages.iter().any(|x| x.id == r && !x.deleted) {
                let mut e = FormErrors::default();
                e.add(
                    "message_reference",
                    "MESSAGE_REFERENCE_UNKNOWN_MESSAGE",
                    "Unknown message",
                );
                return Err(e.into_error());
            }
        }
        let mut v = self.checked_message("POST message", &m);
        if let Some(n) = &m.nonce {
            v["nonce"] = n.clone();
        }
        self.store_new(m);
        Ok(Resp::Json(200, v))
    }

    pub(crate) fn list_messages(&mut self, channel: u64, query: &str) -> Result<Resp, ApiError> {
        if !self.channels.contains_key(&channel) {
            return Err(ApiError::unknown_channel());
        }
        let mut limit = 50usize;
        let (mut before, mut after) = (None, None);
        for pair in query.split('&') {
            match pair.split_once('=') {
                Some(("limit", l)) => limit = l.parse().unwrap_or(50).clamp(1, 100),
                Some(("before", b)) => before = b.parse::<u64>().ok(),
                Some(("after", a)) => after = a.parse::<u64>().ok(),
                _ => {}
            }
        }
        // Newest first, as Discord lists them.
        let list: Vec<Value> = self
            .channel_messages(channel)
            .iter()
            .rev()
            .filter(|m| before.is_none_or(|b| m.id < b) && after.is_none_or(|a| m.id > a))
            .take(limit)
            .map(|m| self.message_json(m, false))
            .collect();
        let v = self.checked::<Vec<serenity::model::channel::Message>>("GET messages", json!(list));
        Ok(Resp::Json(200, v))
    }

    pub(crate) fn get_message(&mut self, channel: u64, id: u64) -> Result<Resp, ApiError> {
        let m = self
            .message(id)
            .filter(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
            .cloned()
            .ok_or_else(ApiError::unknown_message)?;
        Ok(Resp::Json(200, self.checked_message("GET message", &m)))
    }

    pub(crate) fn edit_message(
        &mut self,
        channel: u64,
        id: u64,
        body: &Body,
    ) -> Result<Resp, ApiError> {
        let mut m = self
            .message(id)
            .filter(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
            .cloned()
            .ok_or_else(ApiError::unknown_message)?;
        if m.author_id != BOT_ID {
            return Err(ApiError::new(
                403,
                50005,
                "Cannot edit a message authored by another user",
            ));
        }
        self.apply_payload(&mut m, &body.json, &body.files, false, "")?;
        self.mark_edited(&mut m, Source::EditMessage);
        let v = self.checked_message("PATCH message", &m);
        self.replace(m);
        Ok(Resp::Json(200, v))
    }

    pub(crate) fn delete_message(&mut self, channel: u64, id: u64) -> Result<Resp, ApiError> {
        let m = self
            .message_mut(id)
            .filter(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
            .ok_or_else(ApiError::unknown_message)?;
        m.deleted = true;
        Ok(Resp::NoContent)
    }

    fn mark_edited(&self, m: &mut Message, source: Source) {
        m.edited = true;
        m.edited_timestamp = Some(now_ts());
        m.received_at = Instant::now();
        m.source = source;
    }

    fn replace(&mut self, m: Message) {
        if let Some(slot) = self.message_mut(m.id) {
            *slot = m;
        }
    }

    // =============================== commands ===============================

    /// Guild commands (guild by guild, in [`GUILDS`] order), then global ones.
    pub(crate) fn all_commands(&self) -> Vec<Value> {
        GUILDS
            .iter()
            .map(|g| CommandScope::Guild(g.id))
            .chain([CommandScope::Global])
            .flat_map(|scope| self.commands_of(scope))
            .collect()
    }

    pub(crate) fn commands_of(&self, scope: CommandScope) -> Vec<Value> {
        self.commands.get(&scope).cloned().unwrap_or_default()
    }

    fn command_list(&mut self, scope: CommandScope) -> &mut Vec<Value> {
        self.commands.entry(scope).or_default()
    }

    fn registered(&mut self, scope: CommandScope, method: &'static str, names: &[Value]) {
        self.registrations.push(Registration {
            scope,
            method,
            names: names
                .iter()
                .filter_map(|c| c["name"].as_str().map(str::to_owned))
                .collect(),
            at: Instant::now(),
        });
    }

    /// Fills in what Discord adds to a registered command; keeps the id of a command of the
    /// same name, as Discord does on overwrite.
    fn complete_command(&mut self, cmd: &Value, scope: CommandScope, old: Option<&Value>) -> Value {
        let mut c = cmd.clone();
        let id = old
            .and_then(|o| snowflake(&o["id"]))
            .unwrap_or_else(|| self.next_id());
        let version = self.next_id();
        let defaults = json!({
            "type": 1,
            "description": "",
            "options": [],
            "default_member_permissions": null,
            "nsfw": false,
            "integration_types": [0],
            "contexts": null,
            "name_localizations": null,
            "description_localizations": null,
        });
        for (k, v) in defaults.as_object().into_iter().flatten() {
            if c.get(k).is_none() {
                c[k] = v.clone();
            }
        }
        c["id"] = json!(s(id));
        c["application_id"] = json!(s(APP_ID));
        c["version"] = json!(s(version));
        if let CommandScope::Guild(g) = scope {
            c["guild_id"] = json!(s(g));
        }
        c
    }

    /// PUT `.../commands`: replaces every command of the scope.
    pub(crate) fn put_commands(
        &mut self,
        scope: CommandScope,
        body: &Value,
    ) -> Result<Resp, ApiError> {
        let Some(list) = body.as_array() else {
            return Err(ApiError::bad_request("expected an array of commands"));
        };
        let mut errs = FormErrors::default();
        checks::commands(list, &mut errs);
        errs.into_result()?;
        let old = self.commands_of(scope);
        let mut new = Vec::new();
        for cmd in list {
            let prev = old.iter().find(|o| {
                o["name"] == cmd["name"]
                    && o["type"] == cmd.get("type").cloned().unwrap_or(json!(1))
            });
            new.push(self.complete_command(cmd, scope, prev));
        }
        let v =
            self.checked::<Vec<serenity::model::application::Command>>("PUT commands", json!(new));
        *self.command_list(scope) = new;
        self.registered(scope, "PUT", list);
        Ok(Resp::Json(200, v))
    }

    /// POST `.../commands`: creates or overwrites one command by name.
    pub(crate) fn post_command(
        &mut self,
        scope: CommandScope,
        body: &Value,
    ) -> Result<Resp, ApiError> {
        let mut errs = FormErrors::default();
        checks::commands(std::slice::from_ref(body), &mut errs);
        errs.into_result()?;
        let list = self.commands_of(scope);
        let pos = list.iter().position(|o| o["name"] == body["name"]);
        let c = self.complete_command(body, scope, pos.map(|p| &list[p]));
        let c = self.checked::<serenity::model::application::Command>("POST command", c);
        self.registered(scope, "POST", std::slice::from_ref(body));
        let list = self.command_list(scope);
        let status = match pos {
            Some(p) => {
                list[p] = c.clone();
                200
            }
            None => {
                list.push(c.clone());
                201
            }
        };
        Ok(Resp::Json(status, c))
    }

    pub(crate) fn get_commands(&mut self, scope: CommandScope) -> Resp {
        Resp::Json(200, json!(self.commands_of(scope)))
    }

    pub(crate) fn get_command(&mut self, scope: CommandScope, id: u64) -> Result<Resp, ApiError> {
        let c = self
            .commands_of(scope)
            .iter()
            .find(|c| snowflake(&c["id"]) == Some(id))
            .cloned()
            .ok_or_else(|| ApiError::new(404, 10063, "Unknown application command"))?;
        Ok(Resp::Json(200, c))
    }

    pub(crate) fn edit_command(
        &mut self,
        scope: CommandScope,
        id: u64,
        body: &Value,
    ) -> Result<Resp, ApiError> {
        let list = self.command_list(scope);
        let p = list
            .iter()
            .position(|c| snowflake(&c["id"]) == Some(id))
            .ok_or_else(|| ApiError::new(404, 10063, "Unknown application command"))?;
        let mut c = list[p].clone();
        merge(&mut c, body.clone());
        let mut errs = FormErrors::default();
        checks::commands(std::slice::from_ref(&c), &mut errs);
        errs.into_result()?;
        self.command_list(scope)[p] = c.clone();
        Ok(Resp::Json(200, c))
    }

    pub(crate) fn delete_command(
        &mut self,
        scope: CommandScope,
        id: u64,
    ) -> Result<Resp, ApiError> {
        let list = self.command_list(scope);
        let before = list.len();
        list.retain(|c| snowflake(&c["id"]) != Some(id));
        if list.len() == before {
            return Err(ApiError::new(404, 10063, "Unknown application command"));
        }
        Ok(Resp::NoContent)
    }

    // ============================= interactions =============================

    pub(crate) fn interaction(&self, id: u64) -> Option<&InteractionRecord> {
        self.interactions.get(&id)
    }

    /// Builds and dispatches INTERACTION_CREATE; `build` sets the type and returns the
    /// type-specific fields (`data`, `message`).
    pub(crate) fn send_interaction(
        &mut self,
        user: User,
        channel: u64,
        build: impl FnOnce(&mut State, &mut InteractionRecord) -> Result<Value, String>,
    ) -> Result<Interaction, String> {
        let ch = self
            .channels
            .get(&channel)
            .cloned()
            .ok_or(format!("unknown channel {channel}"))?;
        let Some(g) = ch.guild_id.and_then(super::guild) else {
            return Err("the double sends interactions in guild channels and threads only".into());
        };
        if !g.is_member(user) {
            return Err(format!("{} is not a member of {}", user.name, g.name));
        }
        if self.sessions_for(Some(g.id)).is_empty() {
            return Err(format!(
                "not delivered: no bot session holds the shard of {} (guild {}; shard {} of 1, {} of 2...); sessions: {:?}",
                g.name,
                g.id,
                g.shard(1),
                g.shard(2),
                self.live_shards()
            ));
        }
        let id = self.next_id();
        let token = format!("itoken{id}x{:x}", self.next_id());
        let mut rec = InteractionRecord {
            id,
            token: token.clone(),
            kind: 0,
            channel_id: channel,
            guild_id: g.id,
            user,
            sent_at: Instant::now(),
            clicked: None,
            callback: None,
            original: None,
            loading: false,
            followups: Vec::new(),
            replies: Vec::new(),
            choices: None,
        };
        let specific = build(self, &mut rec)?;
        let mut channel_json = self.channel_json(&ch, false);
        channel_json["permissions"] = json!(permissions_of(&user));
        let mut payload = json!({
            "id": s(id),
            "application_id": s(APP_ID),
            "type": rec.kind,
            "token": token,
            "version": 1,
            "guild_id": s(g.id),
            "channel_id": s(channel),
            "channel": channel_json,
            "member": member_json(&user, true, &self.joined_at),
            "app_permissions": PERMISSIONS,
            "locale": user.locale,
            "guild_locale": self.guild_locale(g.id),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "authorizing_integration_owners": {"0": s(g.id)},
            "context": 0,
            "attachment_size_limit": ATTACHMENT_LIMIT,
        });
        merge(&mut payload, specific);
        let kind = rec.kind;
        rec.sent_at = Instant::now();
        let sent_at = rec.sent_at;
        self.interactions.insert(id, rec);
        let delivered_to = self.dispatch_guild(Some(g.id), "INTERACTION_CREATE", payload.clone());
        Ok(Interaction {
            id,
            token,
            kind,
            channel_id: channel,
            guild_id: g.id,
            user,
            sent_at,
            delivered_to,
            payload,
        })
    }

    /// `data` of a chat-input command (type 2) or its autocomplete (type 4).
    pub(crate) fn command_interaction(
        &mut self,
        rec: &mut InteractionRecord,
        kind: u8,
        name: &str,
        options: Value,
    ) -> Result<Value, String> {
        rec.kind = kind;
        let mut options = match options {
            Value::Null => json!([]),
            Value::Array(a) => Value::Array(a),
            other => return Err(format!("options must be an array, not {other}")),
        };
        if kind == 4 && !has_focused(&options) && !mark_last_focused(&mut options) {
            return Err("autocomplete needs at least one option".into());
        }
        let guild = rec.guild_id;
        let mut resolved = json!({});
        self.resolve_options(guild, &mut options, &mut resolved)?;
        let is_it = |c: &&Value| c["name"] == name && c["type"].as_u64().unwrap_or(1) == 1;
        let local = CommandScope::Guild(guild);
        let registered = [local, CommandScope::Global].into_iter().find_map(|scope| {
            let c = self.commands.get(&scope)?.iter().find(is_it)?;
            Some((snowflake(&c["id"]), scope))
        });
        if registered.is_none() {
            // Discord offers no command registered only in other guilds.
            let elsewhere = self
                .commands
                .iter()
                .find(|(_, list)| list.iter().any(|c| is_it(&c)))
                .map(|(scope, _)| *scope);
            if let Some(scope) = elsewhere {
                return Err(format!(
                    "/{name} is registered in {scope:?} only, not in guild {guild}"
                ));
            }
        }
        // A command never registered gets a made-up id, as a guild command.
        let (cmd_id, scope) = match registered {
            Some((Some(id), scope)) => (id, scope),
            _ => (self.next_id(), local),
        };
        let mut data = json!({"id": s(cmd_id), "name": name, "type": 1, "options": options});
        if resolved.as_object().is_some_and(|o| !o.is_empty()) {
            data["resolved"] = resolved;
        }
        if let CommandScope::Guild(g) = scope {
            data["guild_id"] = json!(s(g));
        }
        Ok(json!({"data": data}))
    }

    /// Turns id values into strings and fills `resolved` for user, channel, mentionable and
    /// attachment options, recursing into subcommands. An attachment option must name a
    /// file uploaded with [`super::Double::upload`].
    fn resolve_options(
        &self,
        guild: u64,
        options: &mut Value,
        resolved: &mut Value,
    ) -> Result<(), String> {
        let members = super::guild(guild).map(|g| g.members).unwrap_or_default();
        for o in options.as_array_mut().into_iter().flatten() {
            if o.get("options").is_some() {
                let mut sub = o["options"].take();
                self.resolve_options(guild, &mut sub, resolved)?;
                o["options"] = sub;
            }
            let kind = o["type"].as_u64().unwrap_or(0);
            if o["focused"] == true {
                // Autocomplete values arrive as the text typed so far, whatever the type.
                match o.get_mut("value") {
                    None => o["value"] = json!(""),
                    Some(v) if !v.is_string() => *v = json!(v.to_string()),
                    Some(_) => {}
                }
                continue;
            }
            if !matches!(kind, 6 | 7 | 8 | 9 | 11) {
                continue;
            }
            let Some(id) = snowflake(&o["value"]) else {
                continue;
            };
            o["value"] = json!(s(id));
            let user = USERS.iter().find(|u| u.id == id).copied();
            match (kind, user) {
                (6, _) | (9, Some(_)) => {
                    let u = user.unwrap_or_else(|| user_by_id(id));
                    resolved["users"][s(id)] = user_json(&u);
                    // A made-up user counts as a member; a known one only of its guilds.
                    if user.is_none() || members.iter().any(|m| m.id == id) {
                        resolved["members"][s(id)] = member_json(&u, false, &self.joined_at);
                    }
                }
                (7, _) => {
                    if let Some(c) = self.channels.get(&id) {
                        let mut v = self.channel_json(c, false);
                        v["permissions"] = json!(PERMISSIONS);
                        resolved["channels"][s(id)] = v;
                    }
                }
                (11, _) => {
                    // Discord only sends files the user picked, uploaded beforehand.
                    let a = self.uploads.get(&id).ok_or(format!(
                        "attachment option `{}`: no file {id} was uploaded (Double::upload)",
                        o["name"].as_str().unwrap_or_default()
                    ))?;
                    let mut v = attachment_json(a, &self.upload_url(a));
                    v["ephemeral"] = json!(true);
                    resolved["attachments"][s(id)] = v;
                }
                _ => {}
            }
        }
        Ok(())
    }

    pub(crate) fn component_interaction(
        &mut self,
        rec: &mut InteractionRecord,
        message: u64,
        custom_id: &str,
        extra: Value,
    ) -> Result<Value, String> {
        rec.kind = 3;
        rec.clicked = Some(message);
        let m = self
            .message(message)
            .cloned()
            .ok_or(format!("unknown message {message}"))?;
        if m.deleted {
            return Err(format!("message {message} was deleted"));
        }
        let mut data = json!({"custom_id": custom_id});
        merge(&mut data, extra);
        Ok(json!({"data": data, "message": self.message_json(&m, false)}))
    }

    pub(crate) fn modal_interaction(
        &mut self,
        rec: &mut InteractionRecord,
        custom_id: &str,
        rows: Vec<Value>,
    ) -> Result<Value, String> {
        rec.kind = 5;
        Ok(json!({"data": {"custom_id": custom_id, "components": rows}}))
    }

    fn by_token(&self, token: &str) -> Option<u64> {
        self.interactions
            .values()
            .find(|r| r.token == token)
            .map(|r| r.id)
    }

    /// POST `interactions/{id}/{token}/callback`.
    pub(crate) fn callback(
        &mut self,
        iid: u64,
        token: &str,
        body: &Body,
    ) -> Result<Resp, ApiError> {
        let rec = self
            .interactions
            .get(&iid)
            .filter(|r| r.token == token)
            .ok_or_else(ApiError::unknown_interaction)?;
        let (ikind, channel, clicked, sent_at) =
            (rec.kind, rec.channel_id, rec.clicked, rec.sent_at);
        if rec.callback.is_some() {
            // Recorded as a problem with the other 400s.
            return Err(ApiError::new(
                400,
                40060,
                "Interaction has already been acknowledged.",
            ));
        }
        let late = sent_at.elapsed();
        if late > self.callback_deadline {
            self.problem(format!(
                "interaction {iid}: callback after {late:?} (deadline {:?})",
                self.callback_deadline
            ));
            return Err(ApiError::unknown_interaction());
        }
        let kind = body.json["type"].as_u64().unwrap_or(0);
        let data = body.json.get("data").cloned().unwrap_or(json!({}));
        let allowed = match kind {
            1 => false,
            4 | 5 => matches!(ikind, 2 | 3 | 5),
            6 | 7 => ikind == 3 || (ikind == 5 && clicked.is_some()),
            8 => ikind == 4,
            9 => matches!(ikind, 2 | 3),
            _ => false,
        };
        if !allowed {
            let mut e = FormErrors::default();
            e.add(
                "type",
                "INTERACTION_RESPONSE_TYPE_INVALID",
                "Interaction response type is invalid for this interaction",
            );
            return Err(e.into_error());
        }
        let mut reply = None;
        let mut original = None;
        let mut loading = false;
        let mut choices = None;
        match kind {
            4 => {
                self.postable(channel)?;
                let mut m =
                    self.interaction_message(iid, channel, ikind, sent_at, Source::Callback(4));
                self.apply_payload(&mut m, &data, &body.files, true, "data")?;
                set_ephemeral(
                    &mut m,
                    data["flags"].as_u64().unwrap_or(0) & FLAG_EPHEMERAL != 0,
                );
                self.checked_message("callback message", &m);
                original = Some(m.id);
                reply = Some(m.clone());
                self.store_new(m);
            }
            5 => {
                let mut m =
                    self.interaction_message(iid, channel, ikind, sent_at, Source::Callback(5));
                set_ephemeral(
                    &mut m,
                    data["flags"].as_u64().unwrap_or(0) & FLAG_EPHEMERAL != 0,
                );
                m.flags |= FLAG_LOADING;
                original = Some(m.id);
                loading = true;
                self.store_new(m);
            }
            6 => original = clicked,
            7 => {
                let mid = clicked.ok_or_else(ApiError::unknown_message)?;
                let mut m = self
                    .message(mid)
                    .cloned()
                    .ok_or_else(ApiError::unknown_message)?;
                self.apply_payload(&mut m, &data, &body.files, false, "data")?;
                self.mark_edited(&mut m, Source::Callback(7));
                self.checked_message("update message", &m);
                original = Some(mid);
                reply = Some(m.clone());
                self.replace(m);
            }
            8 => {
                let mut errs = FormErrors::with_prefix("data");
                checks::choices(&data["choices"], &mut errs);
                errs.into_result()?;
                choices = Some(data["choices"].as_array().cloned().unwrap_or_default());
            }
            9 => {
                let mut errs = FormErrors::with_prefix("data");
                checks::modal(&data, &mut errs);
                errs.into_result()?;
            }
            _ => {}
        }
        let Some(rec) = self.interactions.get_mut(&iid) else {
            return Err(ApiError::unknown_interaction());
        };
        rec.callback = Some(Callback {
            kind: kind as u8,
            data,
            at: Instant::now(),
        });
        rec.original = original;
        rec.loading = loading;
        rec.choices = choices;
        if let Some(r) = reply {
            rec.push_reply(r);
        }
        Ok(Resp::NoContent)
    }

    fn interaction_message(
        &mut self,
        iid: u64,
        channel: u64,
        ikind: u8,
        sent_at: Instant,
        source: Source,
    ) -> Message {
        let kind = if ikind == 2 { 20 } else { 0 };
        let mut m = self.blank_message(channel, BOT_ID, kind, source);
        m.interaction_id = Some(iid);
        m.interaction_sent_at = Some(sent_at);
        m
    }

    fn webhook_interaction(&self, app: u64, token: &str) -> Result<u64, ApiError> {
        if app != APP_ID {
            return Err(ApiError::new(404, 10015, "Unknown Webhook"));
        }
        self.by_token(token)
            .ok_or_else(|| ApiError::new(404, 10015, "Unknown Webhook"))
    }

    /// POST `webhooks/{app}/{token}`: a follow-up. The first one after a type-5 defer fills
    /// the "thinking" placeholder and keeps the defer's visibility, as on Discord.
    pub(crate) fn followup(
        &mut self,
        app: u64,
        token: &str,
        body: &Body,
    ) -> Result<Resp, ApiError> {
        let iid = self.webhook_interaction(app, token)?;
        let Some(rec) = self.interactions.get(&iid) else {
            return Err(ApiError::unknown_interaction());
        };
        if rec.callback.is_none() {
            self.problem(format!("interaction {iid}: follow-up before any callback"));
            return Err(ApiError::new(404, 10015, "Unknown Webhook"));
        }
        let (channel, ikind, sent_at, loading, original) = (
            rec.channel_id,
            rec.kind,
            rec.sent_at,
            rec.loading,
            rec.original,
        );
        let m = if let (true, Some(orig)) = (loading, original) {
            let mut m = self
                .message(orig)
                .cloned()
                .ok_or_else(ApiError::unknown_message)?;
            self.apply_payload(&mut m, &body.json, &body.files, false, "")?;
            m.flags &= !FLAG_LOADING;
            m.received_at = Instant::now();
            m.source = Source::FollowUp;
            self.replace(m.clone());
            m
        } else {
            self.postable(channel)?;
            let mut m = self.interaction_message(iid, channel, ikind, sent_at, Source::FollowUp);
            self.apply_payload(&mut m, &body.json, &body.files, true, "")?;
            set_ephemeral(
                &mut m,
                body.json["flags"].as_u64().unwrap_or(0) & FLAG_EPHEMERAL != 0,
            );
            self.store_new(m.clone());
            m
        };
        let v = self.checked_message("follow-up", &m);
        if let Some(rec) = self.interactions.get_mut(&iid) {
            rec.loading = false;
            if !rec.followups.contains(&m.id) && Some(m.id) != rec.original {
                rec.followups.push(m.id);
            }
            rec.push_reply(m);
        }
        Ok(Resp::Json(200, v))
    }

    /// The message `{id}` (or `@original`) of interaction webhook `token`.
    fn webhook_message(&self, iid: u64, which: &str) -> Result<u64, ApiError> {
        let rec = self
            .interactions
            .get(&iid)
            .ok_or_else(ApiError::unknown_interaction)?;
        let id = if which == "@original" {
            rec.original.ok_or_else(ApiError::unknown_message)?
        } else {
            let id: u64 = which.parse().map_err(|_| ApiError::unknown_message())?;
            if Some(id) != rec.original && !rec.followups.contains(&id) {
                return Err(ApiError::unknown_message());
            }
            id
        };
        match self.message(id) {
            Some(m) if !m.deleted => Ok(id),
            _ => Err(ApiError::unknown_message()),
        }
    }

    pub(crate) fn get_webhook_message(
        &mut self,
        app: u64,
        token: &str,
        which: &str,
    ) -> Result<Resp, ApiError> {
        let iid = self.webhook_interaction(app, token)?;
        let id = self.webhook_message(iid, which)?;
        let m = self
            .message(id)
            .cloned()
            .ok_or_else(ApiError::unknown_message)?;
        Ok(Resp::Json(
            200,
            self.checked_message("GET webhook message", &m),
        ))
    }

    pub(crate) fn edit_webhook_message(
        &mut self,
        app: u64,
        token: &str,
        which: &str,
        body: &Body,
    ) -> Result<Resp, ApiError> {
        let iid = self.webhook_interaction(app, token)?;
        let id = self.webhook_message(iid, which)?;
        let mut m = self
            .message(id)
            .cloned()
            .ok_or_else(ApiError::unknown_message)?;
        self.apply_payload(&mut m, &body.json, &body.files, false, "")?;
        m.flags &= !FLAG_LOADING;
        let source = if which == "@original" {
            Source::EditOriginal
        } else {
            Source::EditFollowUp
        };
        self.mark_edited(&mut m, source);
        let v = self.checked_message("PATCH webhook message", &m);
        self.replace(m.clone());
        if let Some(rec) = self.interactions.get_mut(&iid) {
            if Some(id) == rec.original {
                rec.loading = false;
            }
            rec.push_reply(m);
        }
        Ok(Resp::Json(200, v))
    }

    pub(crate) fn delete_webhook_message(
        &mut self,
        app: u64,
        token: &str,
        which: &str,
    ) -> Result<Resp, ApiError> {
        let iid = self.webhook_interaction(app, token)?;
        let id = self.webhook_message(iid, which)?;
        if let Some(m) = self.message_mut(id) {
            m.deleted = true;
        }
        Ok(Resp::NoContent)
    }

    // ============================= diagnostics =============================

    /// What a failed wait prints: recent requests, unknown routes, problems, gateway state.
    pub(crate) fn summary(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "gateway: {} identifies, {} resumes, live shards: {:?}",
            self.identifies,
            self.resumes,
            self.live_shards()
        );
        let _ = writeln!(out, "problems ({}):", self.problems.len());
        for p in self.problems.iter().rev().take(10) {
            let _ = writeln!(out, "  {}", truncate(p, 600));
        }
        let _ = writeln!(out, "unknown requests ({}):", self.unknown.len());
        for r in self.unknown.iter().rev().take(10) {
            let _ = writeln!(out, "  {} {}", r.method, r.path);
        }
        let _ = writeln!(out, "last requests:");
        for r in self.requests.iter().rev().take(15).rev() {
            let _ = writeln!(
                out,
                "  {} {} -> {} {}",
                r.method,
                r.path,
                r.status,
                truncate(&r.body.to_string(), 300)
            );
        }
        out
    }
}

/// Nonces compare as text: `123` and `"123"` are the same nonce.
pub(crate) fn nonce_key(n: &Value) -> String {
    match n {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// An attachment object as Discord's API shows it (serenity's `Attachment`), served at `url`.
fn attachment_json(a: &Attachment, url: &str) -> Value {
    let mut v = json!({
        "id": s(a.id),
        "filename": a.filename,
        "size": a.bytes.len(),
        "url": url,
        "proxy_url": url,
        "content_type": a.content_type,
    });
    if let Some(d) = &a.description {
        v["description"] = json!(d);
    }
    if let Some((w, h)) = checks::png_size(&a.bytes) {
        v["width"] = json!(w);
        v["height"] = json!(h);
    }
    v
}

/// The media type Discord reports for an uploaded file, by its extension (none for
/// extensions it does not know).
fn content_type_of(filename: &str) -> Option<&'static str> {
    let ext = filename.rsplit_once('.')?.1.to_ascii_lowercase();
    Some(match ext.as_str() {
        "png" => "image/png",
        "gif" => "image/gif",
        "jpg" | "jpeg" => "image/jpeg",
        "txt" => "text/plain; charset=utf-8",
        "json" => "application/json; charset=utf-8",
        "zip" => "application/zip",
        _ => return None,
    })
}

fn truncate(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_owned()
    } else {
        format!("{}...", s.chars().take(n).collect::<String>())
    }
}

fn set_ephemeral(m: &mut Message, e: bool) {
    m.ephemeral = e;
    if e {
        m.flags |= FLAG_EPHEMERAL;
    } else {
        m.flags &= !FLAG_EPHEMERAL;
    }
}

/// Shallow merge of object `b` into object `a`.
pub(crate) fn merge(a: &mut Value, b: Value) {
    if let (Some(a), Value::Object(b)) = (a.as_object_mut(), b) {
        let b: Map<String, Value> = b;
        a.extend(b);
    }
}

fn has_focused(options: &Value) -> bool {
    options
        .as_array()
        .into_iter()
        .flatten()
        .any(|o| o["focused"] == true || has_focused(&o["options"]))
}

/// Marks the last leaf option (depth-first) as focused; false when there is none.
fn mark_last_focused(options: &mut Value) -> bool {
    let Some(list) = options.as_array_mut() else {
        return false;
    };
    let Some(last) = list.last_mut() else {
        return false;
    };
    if last.get("options").is_some_and(Value::is_array) {
        return mark_last_focused(&mut last["options"]);
    }
    last["focused"] = json!(true);
    true
}
