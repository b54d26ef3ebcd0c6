//! Self-test of the Discord double: a minimal poise 0.7 / serenity 0.12 bot, built the way
//! the real one is (REST through `HttpBuilder::proxy`, gateway URL overridden), runs in this
//! process against the double and every flow the end-to-end tests rely on is exercised.

mod discord;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use discord::client::{Frame, GatewayClient};
use discord::{
    ALICE, BOB, CHANNEL_ID, CommandScope, Double, ERIN, GUILD_ID, GUILD2_CHANNEL_ID, GUILD2_ID,
    Shard,
};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

const T: Duration = Duration::from_secs(5);

/// A 1x1 PNG: binary bytes (0x89, 0x0D 0x0A, 0x00...) that a lossy multipart path would mangle.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
    0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
    0x42, 0x60, 0x82,
];

struct Data;
type Error = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, Data, Error>;

/// Answers pong with a picture and a button.
#[poise::command(slash_command)]
async fn ping(ctx: Ctx<'_>) -> Result<(), Error> {
    let button = serenity::CreateButton::new("test:1:go").label("Go");
    let reply = poise::CreateReply::default()
        .content("pong")
        .attachment(serenity::CreateAttachment::bytes(PNG, "board.png"))
        .components(vec![serenity::CreateActionRow::Buttons(vec![button])]);
    ctx.send(reply).await?;
    Ok(())
}

async fn complete_variant(_ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = ["copenhagen", "brandubh", "tablut"]
        .into_iter()
        .filter(|v| v.starts_with(partial))
        .map(serenity::AutocompleteChoice::from)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Challenges someone to a game.
#[poise::command(slash_command)]
async fn challenge(
    ctx: Ctx<'_>,
    #[description = "Who to play"] opponent: serenity::User,
    #[description = "Which game"]
    #[autocomplete = "complete_variant"]
    variant: String,
) -> Result<(), Error> {
    let text = format!(
        "{} challenges {} to {variant}",
        ctx.author().name,
        opponent.name
    );
    ctx.say(text).await?;
    Ok(())
}

/// Answers privately after thinking.
#[poise::command(slash_command)]
async fn secret(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    ctx.say("only you").await?;
    Ok(())
}

/// Reads the file picked in an ATTACHMENT option and sends its bytes back as `echo-NAME`.
#[poise::command(slash_command)]
async fn read(
    ctx: Ctx<'_>,
    #[description = "The file"] file: serenity::Attachment,
) -> Result<(), Error> {
    let bytes = file.download().await?;
    let text = format!(
        "{} ({} bytes, {}): {}",
        file.filename,
        file.size,
        file.content_type.as_deref().unwrap_or("no type"),
        String::from_utf8_lossy(&bytes)
            .chars()
            .take(40)
            .collect::<String>()
    );
    let echo = serenity::CreateAttachment::bytes(bytes, format!("echo-{}", file.filename));
    ctx.send(poise::CreateReply::default().content(text).attachment(echo))
        .await?;
    Ok(())
}

fn counter_button(n: u32) -> Vec<serenity::CreateActionRow> {
    let button = serenity::CreateButton::new(format!("count:{n}")).label("+1");
    vec![serenity::CreateActionRow::Buttons(vec![button])]
}

/// Shows a counter whose button updates the message in place.
#[poise::command(slash_command)]
async fn count(ctx: Ctx<'_>) -> Result<(), Error> {
    let reply = poise::CreateReply::default()
        .content("count 0")
        .components(counter_button(0));
    ctx.send(reply).await?;
    Ok(())
}

/// The button starts a thread on its message and talks there, or in the channel when
/// threads cannot be made.
async fn on_event(
    fw: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let ctx = fw.serenity_context;
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(c),
    } = event
    {
        if let Some(n) = c.data.custom_id.strip_prefix("count:") {
            let n: u32 = n.parse()?;
            let update = serenity::CreateInteractionResponseMessage::new()
                .content(format!("count {}", n + 1))
                .components(counter_button(n + 1));
            let response = serenity::CreateInteractionResponse::UpdateMessage(update);
            c.create_response(ctx, response).await?;
        }
        if c.data.custom_id == "test:1:go" {
            c.create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
                .await?;
            let thread = serenity::CreateThread::new("game")
                .auto_archive_duration(serenity::AutoArchiveDuration::OneDay);
            match c
                .channel_id
                .create_thread_from_message(ctx, c.message.id, thread)
                .await
            {
                Ok(t) => t.id.say(ctx, format!("game on, {}", c.user.name)).await?,
                Err(_) => c.channel_id.say(ctx, "no thread, game on here").await?,
            };
        }
    }
    Ok(())
}

/// What a bot process is: which shard it runs and where it registers its commands.
struct Process {
    /// `(id, total)`; `None` runs the whole bot as one shard, as `client.start()` does.
    shard: Option<(u32, u32)>,
    /// Where the setup registers the commands; `None`: it does not.
    register: Option<CommandScope>,
}

/// The guild and shard of every GUILD_CREATE and INTERACTION_CREATE a bot process saw.
#[derive(Clone, Default)]
struct Seen(Arc<Mutex<Vec<SeenEvent>>>);

/// An event's name, the shard that got it and its guild.
type SeenEvent = (&'static str, u32, Option<u64>);

impl Seen {
    fn push(&self, event: &'static str, ctx: &serenity::Context, guild: Option<u64>) {
        let mut list = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        list.push((event, ctx.shard_id.0, guild));
    }

    /// The guilds of the `event`s seen, in order.
    fn guilds(&self, event: &str) -> Vec<Option<u64>> {
        let list = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        list.iter()
            .filter(|(e, _, _)| *e == event)
            .map(|(_, _, g)| *g)
            .collect()
    }

    /// The guilds of the `event`s seen once there are `n` (the handler runs beside the
    /// framework, so it may lag the bot's answer a little).
    async fn wait_guilds(&self, event: &str, n: usize) -> Vec<Option<u64>> {
        let deadline = tokio::time::Instant::now() + T;
        loop {
            let seen = self.guilds(event);
            if seen.len() >= n || tokio::time::Instant::now() > deadline {
                return seen;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

#[serenity::async_trait]
impl serenity::EventHandler for Seen {
    async fn guild_create(&self, ctx: serenity::Context, guild: serenity::Guild, _: Option<bool>) {
        self.push("GUILD_CREATE", &ctx, Some(guild.id.get()));
    }

    async fn interaction_create(&self, ctx: serenity::Context, i: serenity::Interaction) {
        let guild = match &i {
            serenity::Interaction::Command(c) => c.guild_id,
            serenity::Interaction::Component(c) => c.guild_id,
            _ => None,
        };
        self.push(
            "INTERACTION_CREATE",
            &ctx,
            guild.map(serenity::GuildId::get),
        );
    }
}

/// A bot running in this process; dropping it does not stop it, [`Bot::stop`] does.
struct Bot {
    shards: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
    seen: Seen,
}

impl Bot {
    /// The whole bot as one process with one shard, registering in the first guild.
    async fn start(d: &Double) -> Bot {
        let whole = Process {
            shard: None,
            register: Some(CommandScope::Guild(GUILD_ID)),
        };
        Bot::start_as(d, whole).await
    }

    async fn start_as(d: &Double, process: Process) -> Bot {
        let http = serenity::HttpBuilder::new("double-token")
            .proxy(d.api_url())
            .ratelimiter_disabled(true)
            .build();
        let framework = poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: vec![ping(), challenge(), secret(), count(), read()],
                event_handler: |fw, event| Box::pin(on_event(fw, event)),
                initialize_owners: false,
                ..Default::default()
            })
            // The builder's own flag overrides the options' one.
            .initialize_owners(false)
            .setup(move |ctx, _ready, fw| {
                Box::pin(async move {
                    let commands = &fw.options().commands;
                    match process.register {
                        Some(CommandScope::Guild(g)) => {
                            let guild = serenity::GuildId::new(g);
                            poise::builtins::register_in_guild(ctx, commands, guild).await?;
                        }
                        Some(CommandScope::Global) => {
                            poise::builtins::register_globally(ctx, commands).await?;
                        }
                        None => {}
                    }
                    Ok(Data)
                })
            })
            .build();
        let seen = Seen::default();
        let mut client =
            serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
                .framework(framework)
                .event_handler(seen.clone())
                .await
                .expect("client builds");
        *client.ws_url.lock().await = d.gateway_url();
        let shards = client.shard_manager.clone();
        let task = tokio::spawn(async move {
            let run = match process.shard {
                None => client.start().await,
                Some((id, total)) => client.start_shard(id, total).await,
            };
            if let Err(e) = run {
                eprintln!("client stopped: {e}");
            }
        });
        Bot { shards, task, seen }
    }

    async fn stop(self) {
        self.shards.shutdown_all().await;
        let _ = tokio::time::timeout(T, self.task).await;
    }
}

/// A double with a connected bot whose commands are registered.
async fn setup() -> (Double, Bot) {
    let d = Double::start().await;
    let bot = Bot::start(&d).await;
    d.wait_ready(T).await;
    d.wait_commands(T).await;
    (d, bot)
}

/// Nothing the bot did broke Discord's rules or hit a route the double lacks, and nothing
/// the double sent failed serenity's deserialization.
fn assert_clean(d: &Double) {
    assert!(d.problems().is_empty(), "problems: {:#?}", d.problems());
    assert!(
        d.unknown_requests().is_empty(),
        "unknown requests: {:#?}",
        d.unknown_requests()
    );
}

#[tokio::test]
async fn registration_is_recorded() {
    let (d, bot) = setup().await;
    let cmds = d.registered_commands();
    let mut names: Vec<&str> = cmds.iter().filter_map(|c| c["name"].as_str()).collect();
    names.sort_unstable();
    assert_eq!(names, ["challenge", "count", "ping", "read", "secret"]);
    let challenge = d.command("challenge").expect("challenge registered");
    assert_eq!(challenge["guild_id"], json!(GUILD_ID.to_string()));
    assert!(
        challenge["id"]
            .as_str()
            .is_some_and(|id| id.parse::<u64>().is_ok())
    );
    let opts = challenge["options"].as_array().expect("options");
    assert_eq!(opts[0]["name"], "opponent");
    assert_eq!(opts[0]["type"], 6);
    assert_eq!(opts[1]["name"], "variant");
    assert_eq!(opts[1]["autocomplete"], true);
    assert!(d.requests().iter().any(|r| r.method == "PUT"
        && r.path.ends_with(&format!("/guilds/{GUILD_ID}/commands"))));
    bot.stop().await;
    assert_clean(&d);
}

#[tokio::test]
async fn slash_reply_keeps_attachment_bytes() {
    let (d, bot) = setup().await;
    let i = d.slash(ALICE, CHANNEL_ID, "ping", json!([])).await;
    let r = d.reply(&i, T).await;
    assert_eq!(r.content, "pong");
    assert!(!r.ephemeral);
    assert_eq!(r.source, discord::Source::Callback(4));
    assert_eq!(r.author_id, discord::BOT_ID);
    let png = r.attachment("board.png").expect("board.png attached");
    assert_eq!(png.bytes, PNG);
    assert_eq!(png.content_type.as_deref(), Some("image/png"));
    assert_eq!(r.button_ids(), ["test:1:go"]);
    assert!(r.latency().is_some_and(|l| l < T));
    // The answer is a message of the channel, which lists it.
    let listed = d.messages(CHANNEL_ID);
    assert!(listed.iter().any(|m| m.id == r.id && m.content == "pong"));
    bot.stop().await;
    assert_clean(&d);
}

#[tokio::test]
async fn autocomplete_returns_choices() {
    let (d, bot) = setup().await;
    let options = json!([
        {"name": "opponent", "type": 6, "value": BOB.id.to_string()},
        {"name": "variant", "type": 3, "value": "b", "focused": true},
    ]);
    let choices = d
        .autocomplete(ALICE, CHANNEL_ID, "challenge", options)
        .await;
    assert_eq!(
        choices,
        vec![json!({"name": "brandubh", "value": "brandubh"})]
    );
    bot.stop().await;
    assert_clean(&d);
}

#[tokio::test]
async fn user_option_is_resolved() {
    let (d, bot) = setup().await;
    let options = json!([
        {"name": "opponent", "type": 6, "value": BOB.id},
        {"name": "variant", "type": 3, "value": "tablut"},
    ]);
    let i = d.slash(ALICE, CHANNEL_ID, "challenge", options).await;
    assert_eq!(
        i.payload["data"]["resolved"]["users"][BOB.id.to_string()]["username"],
        "bob"
    );
    let r = d.reply(&i, T).await;
    assert_eq!(r.content, "alice challenges bob to tablut");
    bot.stop().await;
    assert_clean(&d);
}

/// An ATTACHMENT option (type 11): the file a user picked is in `resolved.attachments`,
/// serenity reads it, and its URL serves the very bytes (binary ones too).
#[tokio::test]
async fn attachment_option_is_resolved_and_downloadable() {
    let (d, bot) = setup().await;
    let registered = d.command("read").expect("read registered");
    assert_eq!(registered["options"][0]["type"], 11);

    let id = d.upload("notes.txt", b"hello double\n".to_vec());
    let i = d
        .slash(
            ALICE,
            CHANNEL_ID,
            "read",
            json!([{"name": "file", "type": 11, "value": id}]),
        )
        .await;
    let data = &i.payload["data"];
    assert_eq!(data["options"][0]["value"], json!(id.to_string()));
    let resolved = &data["resolved"]["attachments"][id.to_string()];
    assert_eq!(resolved["id"], json!(id.to_string()));
    assert_eq!(resolved["filename"], "notes.txt");
    assert_eq!(resolved["size"], 13);
    assert_eq!(resolved["content_type"], "text/plain; charset=utf-8");
    assert_eq!(resolved["ephemeral"], true);
    let url = resolved["url"].as_str().expect("a url");
    assert!(url.starts_with(&d.api_url()), "{url}");
    assert_eq!(resolved["proxy_url"], url);
    // Serenity reads the interaction, and the attachment in it.
    let read: serenity::CommandInteraction =
        serde_json::from_value(i.payload.clone()).expect("serenity reads the interaction");
    let att = &read.data.resolved.attachments[&serenity::AttachmentId::new(id)];
    assert_eq!(
        (att.filename.as_str(), att.size, att.url.as_str()),
        ("notes.txt", 13, url)
    );
    let r = d.reply(&i, T).await;
    assert_eq!(
        r.content,
        "notes.txt (13 bytes, text/plain; charset=utf-8): hello double\n"
    );
    assert_eq!(
        r.attachment("echo-notes.txt").expect("echoed").bytes,
        b"hello double\n"
    );
    assert_eq!(d.downloads(id), 1);

    // Binary bytes survive; a file type Discord does not know has no content type; a
    // PNG has its size.
    let blob: Vec<u8> = (0..=255u8).cycle().take(70_000).collect();
    let bin = d.upload("game.otg", blob.clone());
    let png = d.upload("board.png", PNG);
    assert_ne!(bin, png);
    for (file, name, bytes) in [(bin, "game.otg", &blob[..]), (png, "board.png", PNG)] {
        let i = d
            .slash(
                BOB,
                CHANNEL_ID,
                "read",
                json!([{"name": "file", "type": 11, "value": file.to_string()}]),
            )
            .await;
        let r = d.reply(&i, T).await;
        let echo = format!("echo-{name}");
        assert_eq!(r.attachment(&echo).expect("echoed").bytes, bytes, "{name}");
        assert_eq!(d.downloads(file), 1, "{name}");
        let resolved = &i.payload["data"]["resolved"]["attachments"][file.to_string()];
        if name == "board.png" {
            assert_eq!(resolved["content_type"], "image/png");
            assert_eq!(
                (resolved["width"].as_u64(), resolved["height"].as_u64()),
                (Some(1), Some(1))
            );
        } else {
            assert!(resolved["content_type"].is_null(), "{resolved}");
            assert!(r.content.contains("70000 bytes, no type"), "{}", r.content);
        }
    }
    // An id nobody uploaded is not served.
    let missing = plain_get(&format!(
        "{}/ephemeral-attachments/{}/1/none.txt",
        d.api_url(),
        discord::APP_ID
    ));
    assert!(missing.starts_with("HTTP/1.1 404"), "{missing}");
    bot.stop().await;
    assert_clean(&d);
}

/// A bare HTTP/1.1 GET on loopback (the double serves from its own thread, so blocking
/// here is fine): the status line and what follows.
fn plain_get(url: &str) -> String {
    use std::io::{Read, Write};
    let rest = url.strip_prefix("http://").expect("http URL");
    let (host, path) = rest.split_once('/').expect("a path");
    let mut stream = std::net::TcpStream::connect(host).expect("connect");
    let request = format!("GET /{path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).expect("write");
    let mut out = Vec::new();
    stream.read_to_end(&mut out).expect("read");
    String::from_utf8_lossy(&out).into_owned()
}

#[tokio::test]
async fn button_click_opens_thread_and_posts_there() {
    let (d, bot) = setup().await;
    let i = d.slash(ALICE, CHANNEL_ID, "ping", json!([])).await;
    let pong = d.reply(&i, T).await;
    let click = d.click(BOB, &pong, "test:1:go").await;
    assert_eq!(d.wait_callback(&click, T).await.kind, 6);
    let threads = d.wait_threads(1, T).await;
    let t = &threads[0];
    assert_eq!(
        (t.kind, t.parent_id, t.name.as_str()),
        (11, Some(CHANNEL_ID), "game")
    );
    assert_eq!(t.starter_message_id, Some(pong.id));
    assert_eq!(
        t.id, pong.id,
        "a thread started from a message shares its id"
    );
    let m = d
        .wait_message(t.id, |m| m.content.starts_with("game on"), T)
        .await;
    assert_eq!(m.content, "game on, bob");
    assert_eq!(d.message(pong.id).and_then(|m| m.thread_id), Some(t.id));
    bot.stop().await;
    assert_clean(&d);
}

#[tokio::test]
async fn update_callback_edits_the_clicked_message() {
    let (d, bot) = setup().await;
    let i = d.slash(ALICE, CHANNEL_ID, "count", json!([])).await;
    let first = d.reply(&i, T).await;
    let click = d.click(BOB, &first, "count:0").await;
    let second = d.reply(&click, T).await;
    assert_eq!(second.source, discord::Source::Callback(7));
    assert_eq!((second.id, second.content.as_str()), (first.id, "count 1"));
    assert_eq!(second.interaction_id, Some(click.id));
    assert!(second.edited);
    assert_eq!(
        d.message(first.id).map(|m| m.content),
        Some("count 1".into())
    );
    // Clicking the stale copy sends the message as it is now, with its new button.
    let again = d.click(BOB, &first, "count:1").await;
    assert_eq!(again.payload["message"]["content"], "count 1");
    assert_eq!(d.reply(&again, T).await.content, "count 2");
    assert_eq!(d.messages(CHANNEL_ID).len(), 1);
    bot.stop().await;
    assert_clean(&d);
}

#[tokio::test]
async fn thread_failure_lets_the_bot_fall_back() {
    let (d, bot) = setup().await;
    d.set_threads_fail(true);
    let i = d.slash(ALICE, CHANNEL_ID, "ping", json!([])).await;
    let pong = d.reply(&i, T).await;
    d.click(BOB, &pong, "test:1:go").await;
    d.wait_message(CHANNEL_ID, |m| m.content == "no thread, game on here", T)
        .await;
    assert!(d.threads().is_empty());
    bot.stop().await;
    assert_clean(&d);
}

#[tokio::test]
async fn ephemeral_defer_makes_follow_up_ephemeral() {
    let (d, bot) = setup().await;
    let i = d.slash(ALICE, CHANNEL_ID, "secret", json!([])).await;
    let cb = d.wait_callback(&i, T).await;
    assert_eq!(cb.kind, 5);
    let r = d.reply(&i, T).await;
    assert_eq!(r.content, "only you");
    assert!(
        r.ephemeral,
        "a follow-up after an ephemeral defer is ephemeral"
    );
    assert_eq!(r.source, discord::Source::FollowUp);
    assert!(d.messages(CHANNEL_ID).iter().all(|m| m.id != r.id));
    bot.stop().await;
    assert_clean(&d);
}

#[tokio::test]
async fn second_client_gets_ready_after_first_stops() {
    let (d, first) = setup().await;
    assert_eq!(d.identify_count(), 1);
    first.stop().await;
    let second = Bot::start(&d).await;
    d.wait_identifies(2, T).await;
    d.wait_ready(T).await;
    let i = d.slash(ALICE, CHANNEL_ID, "ping", json!([])).await;
    assert_eq!(d.reply(&i, T).await.content, "pong");
    second.stop().await;
    assert_clean(&d);
}

#[tokio::test]
async fn dropped_connection_resumes_and_replays() {
    let (d, bot) = setup().await;
    d.drop_connection();
    // Sent while the bot is away: kept in its session and replayed on RESUME.
    let options = json!([
        {"name": "opponent", "type": 6, "value": BOB.id},
        {"name": "variant", "type": 3, "value": "brandubh"},
    ]);
    let i = d.slash_now(ALICE, CHANNEL_ID, "challenge", options);
    assert_eq!(
        d.reply(&i, T).await.content,
        "alice challenges bob to brandubh"
    );
    assert_eq!(d.resume_count(), 1);
    assert_eq!(d.identify_count(), 1);
    bot.stop().await;
    assert_clean(&d);
}

/// The Discord error code of a failed serenity request.
fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

#[tokio::test]
async fn discord_rules_are_enforced_and_reported() {
    let (d, bot) = setup().await;
    let http = serenity::HttpBuilder::new("double-token")
        .proxy(d.api_url())
        .ratelimiter_disabled(true)
        .build();
    let ch = serenity::ChannelId::new(CHANNEL_ID);

    let empty = ch.send_message(&http, serenity::CreateMessage::new()).await;
    assert_eq!(empty.as_ref().err().and_then(discord_code), Some(50006));
    // Serenity's builders check lengths themselves; the raw call reaches the double.
    let long = http
        .send_message(ch, vec![], &json!({"content": "x".repeat(2001)}))
        .await;
    assert_eq!(long.as_ref().err().and_then(discord_code), Some(50035));
    let ok = ch.say(&http, "hello").await.expect("a plain message posts");
    assert_eq!(d.messages(CHANNEL_ID)[0].id, ok.id.get());

    // A second callback to an answered interaction is refused, as Discord does.
    let i = d.slash(ALICE, CHANNEL_ID, "ping", json!([])).await;
    d.reply(&i, T).await;
    let again = http
        .create_interaction_response(
            serenity::InteractionId::new(i.id),
            &i.token,
            &json!({"type": 4, "data": {"content": "again"}}),
            vec![],
        )
        .await;
    assert_eq!(again.as_ref().err().and_then(discord_code), Some(40060));

    // Routes the double lacks answer 404 and are listed.
    assert!(ch.invites(&http).await.is_err());
    let unknown = d.unknown_requests();
    assert_eq!(unknown.len(), 1);
    assert_eq!(unknown[0].path, format!("/channels/{CHANNEL_ID}/invites"));

    // A payload serenity cannot read is caught before the bot silently drops it.
    d.dispatch("INTERACTION_CREATE", json!({"type": 2, "id": "1"}));
    let problems = d.problems();
    assert_eq!(problems.len(), 4, "{problems:#?}");
    assert!(problems[2].contains("already been acknowledged"));
    assert!(problems[3].starts_with("INTERACTION_CREATE: serenity cannot deserialize"));
    bot.stop().await;
}

#[tokio::test]
async fn rest_lookups_and_direct_messages() {
    let d = Double::start().await;
    let http = serenity::HttpBuilder::new("double-token")
        .proxy(d.api_url())
        .ratelimiter_disabled(true)
        .build();
    let guild = serenity::GuildId::new(GUILD_ID);
    assert_eq!(
        guild.to_partial_guild(&http).await.expect("guild").name,
        discord::GUILD_NAME
    );
    let channels = guild.channels(&http).await.expect("channels");
    assert_eq!(channels.len(), 2);
    let member = guild
        .member(&http, serenity::UserId::new(BOB.id))
        .await
        .expect("member");
    assert_eq!(member.user.name, "bob");
    let general = serenity::ChannelId::new(CHANNEL_ID)
        .to_channel(&http)
        .await
        .expect("channel");
    assert!(general.guild().is_some_and(|c| c.name == "general"));

    let dm = serenity::UserId::new(BOB.id)
        .create_dm_channel(&http)
        .await
        .expect("DM opens");
    assert_eq!(dm.id.get(), discord::dm_channel_id(BOB));
    dm.say(&http, "your move").await.expect("DM posts");
    let got = d
        .wait_message(discord::dm_channel_id(BOB), |m| m.content == "your move", T)
        .await;
    assert_eq!(got.author_id, discord::BOT_ID);
    let bot_dm = serenity::UserId::new(discord::BOT_ID)
        .create_dm_channel(&http)
        .await;
    assert_eq!(bot_dm.as_ref().err().and_then(discord_code), Some(50007));
    assert_eq!(
        d.problems().len(),
        1,
        "the refused DM is reported: {:#?}",
        d.problems()
    );
    assert!(
        d.unknown_requests().is_empty(),
        "{:#?}",
        d.unknown_requests()
    );
}

/// A user who closed their direct messages: the DM channel still opens, but posting there
/// is refused as Discord refuses it (403, code 50007), every attempt is counted, and the
/// user's reopening lets posts through again.
#[tokio::test]
async fn closed_direct_messages_are_refused_with_50007() {
    let d = Double::start().await;
    let http = rest(&d);
    let dm_id = discord::dm_channel_id(BOB);
    d.close_dms(BOB);
    let dm = serenity::UserId::new(BOB.id)
        .create_dm_channel(&http)
        .await
        .expect("the DM channel opens even so");
    assert_eq!(dm.id.get(), dm_id);
    let refused = dm.say(&http, "your move").await;
    let Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))) = &refused else {
        panic!("the DM was not refused: {refused:?}");
    };
    assert_eq!(r.status_code.as_u16(), 403);
    assert_eq!(r.error.code, 50007);
    assert_eq!(r.error.message, "Cannot send messages to this user");
    assert!(d.messages(dm_id).is_empty(), "nothing was posted");
    // Another user's DMs and guild channels are not affected.
    serenity::UserId::new(ALICE.id)
        .create_dm_channel(&http)
        .await
        .expect("Alice's DM opens")
        .say(&http, "hello Alice")
        .await
        .expect("Alice's DMs are open");
    serenity::ChannelId::new(CHANNEL_ID)
        .say(&http, "hello channel")
        .await
        .expect("a channel post");
    // Every attempt is a request with its status.
    let posts = d.posts_to(dm_id);
    assert_eq!(posts.len(), 1, "{posts:#?}");
    assert_eq!(posts[0].status, 403);
    d.open_dms(BOB);
    dm.say(&http, "your move again").await.expect("open again");
    assert_eq!(d.messages(dm_id).len(), 1);
    assert_eq!(
        d.posts_to(dm_id)
            .iter()
            .map(|r| r.status)
            .collect::<Vec<_>>(),
        [403, 200]
    );
    // A refusal is Discord's answer, not a breach of its rules by the bot.
    assert!(d.problems().is_empty(), "{:#?}", d.problems());
    assert!(d.unknown_requests().is_empty());
}

// ---- shards, guilds, nonces ----

const GUILDS_INTENT: u64 = 1;
/// GUILDS, GUILD_MESSAGES, DIRECT_MESSAGES, MESSAGE_CONTENT.
const MESSAGE_INTENTS: u64 = 1 | (1 << 9) | (1 << 12) | (1 << 15);
/// How long a client listens to be sure nothing more comes.
const QUIET: Duration = Duration::from_millis(300);

fn rest(d: &Double) -> serenity::Http {
    serenity::HttpBuilder::new("double-token")
        .application_id(serenity::ApplicationId::new(discord::APP_ID))
        .proxy(d.api_url())
        .ratelimiter_disabled(true)
        .build()
}

/// The guild ids READY lists.
fn ready_guilds(ready: &Value) -> Vec<u64> {
    ready["guilds"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|g| g["id"].as_str()?.parse().ok())
        .collect()
}

#[tokio::test]
async fn the_two_guilds_are_on_different_shards_of_two() {
    assert_eq!(discord::shard_of(GUILD_ID, 2), 1);
    assert_eq!(discord::shard_of(GUILD2_ID, 2), 0);
    assert_eq!((GUILD_ID >> 22) % 2, 1, "Discord's formula itself");
    assert_eq!((GUILD2_ID >> 22) % 2, 0);
    // With three shards, shard 0 holds no guild, only DMs.
    assert_eq!(
        (
            discord::shard_of(GUILD_ID, 3),
            discord::shard_of(GUILD2_ID, 3)
        ),
        (1, 2)
    );
    assert!(Shard::new(0, 2).holds(None), "DMs are shard 0's");
    assert!(!Shard::new(1, 2).holds(None));

    let d = Double::start().await;
    assert_eq!(d.guild_of(CHANNEL_ID), Some(GUILD_ID));
    assert_eq!(d.guild_of(discord::CHANNEL2_ID), Some(GUILD_ID));
    assert_eq!(d.guild_of(GUILD2_CHANNEL_ID), Some(GUILD2_ID));
    assert_eq!(d.guild_of(discord::dm_channel_id(BOB)), None);

    // Each guild answers REST with its own channels, members and @everyone role.
    let http = rest(&d);
    let second = serenity::GuildId::new(GUILD2_ID);
    let partial = second.to_partial_guild(&http).await.expect("second guild");
    assert_eq!(partial.name, discord::GUILD2_NAME);
    assert_eq!(partial.owner_id.get(), discord::CAROL.id);
    assert!(
        partial
            .roles
            .contains_key(&serenity::RoleId::new(discord::EVERYONE2_ROLE_ID))
    );
    let channels = second.channels(&http).await.expect("channels");
    assert_eq!(channels.len(), 1);
    let lobby = &channels[&serenity::ChannelId::new(GUILD2_CHANNEL_ID)];
    assert_eq!((lobby.name.as_str(), lobby.guild_id), ("lobby", second));
    let erin = second
        .member(&http, serenity::UserId::new(ERIN.id))
        .await
        .expect("Erin is a member of the second guild");
    assert_eq!(erin.user.name, "erin");
    let not_member = |g: u64, u: u64| {
        let http = &http;
        async move {
            serenity::GuildId::new(g)
                .member(http, serenity::UserId::new(u))
                .await
                .err()
                .as_ref()
                .and_then(discord_code)
        }
    };
    assert_eq!(not_member(GUILD2_ID, BOB.id).await, Some(10007));
    assert_eq!(not_member(GUILD_ID, ERIN.id).await, Some(10007));
    // Alice is in both.
    assert!(second.member(&http, ALICE.id).await.is_ok());
    assert_eq!(d.problems(), Vec::<String>::new());
}

#[tokio::test]
async fn each_shard_session_gets_only_its_guild() {
    let d = Double::start().await;
    let mut s0 = GatewayClient::connect(&d).await;
    let mut s1 = GatewayClient::connect(&d).await;
    let ready0 = s0.identify(Some(Shard::new(0, 2)), GUILDS_INTENT).await;
    let ready1 = s1.identify(Some(Shard::new(1, 2)), GUILDS_INTENT).await;
    assert_eq!(ready0["shard"], json!([0, 2]));
    assert_eq!(ready_guilds(&ready0), [GUILD2_ID]);
    assert_eq!(ready_guilds(&ready1), [GUILD_ID]);
    let created0 = s0.wait_event("GUILD_CREATE", T).await;
    let created1 = s1.wait_event("GUILD_CREATE", T).await;
    assert_eq!(created0["id"], GUILD2_ID.to_string());
    assert_eq!(created1["id"], GUILD_ID.to_string());
    // Each guild comes with its own channels, members and @everyone.
    assert_eq!(created0["channels"][0]["id"], GUILD2_CHANNEL_ID.to_string());
    assert_eq!(created0["channels"].as_array().map(Vec::len), Some(1));
    assert_eq!(created1["channels"].as_array().map(Vec::len), Some(2));
    assert_eq!(created0["roles"][0]["id"], GUILD2_ID.to_string());
    assert_eq!(created0["member_count"], 4);
    assert_eq!(created1["member_count"], 7);
    assert_eq!(s0.drain(QUIET).await.len(), 0, "one GUILD_CREATE only");
    assert_eq!(s1.drain(QUIET).await.len(), 0);
    assert_eq!(d.shards(), [Shard::new(0, 2), Shard::new(1, 2)]);
    assert_eq!(d.guild_creates(Shard::new(0, 2)), [GUILD2_ID]);
    assert_eq!(d.guild_creates(Shard::new(1, 2)), [GUILD_ID]);

    // An interaction in the second guild's channel goes to shard 0 alone, as Erin, with
    // that guild's id and member...
    let i = d.slash(ERIN, GUILD2_CHANNEL_ID, "ping", json!([])).await;
    assert_eq!(i.guild_id, GUILD2_ID);
    assert_eq!(i.delivered_to, [Shard::new(0, 2)]);
    let got = s0.wait_event("INTERACTION_CREATE", T).await;
    assert_eq!(got["id"], i.id.to_string());
    assert_eq!(got["guild_id"], GUILD2_ID.to_string());
    assert_eq!(got["channel"]["guild_id"], GUILD2_ID.to_string());
    assert_eq!(got["member"]["user"]["username"], "erin");
    assert_eq!(got["data"]["guild_id"], GUILD2_ID.to_string());
    assert!(
        s1.drain(QUIET).await.is_empty(),
        "shard 1 hears nothing of it"
    );
    // ...and one in the first guild to shard 1 alone.
    let i = d.slash(BOB, CHANNEL_ID, "ping", json!([])).await;
    assert_eq!(i.delivered_to, [Shard::new(1, 2)]);
    let got = s1.wait_event("INTERACTION_CREATE", T).await;
    assert_eq!(got["guild_id"], GUILD_ID.to_string());
    assert!(s0.drain(QUIET).await.is_empty());
    assert_eq!(d.problems(), Vec::<String>::new());
}

#[tokio::test]
async fn messages_go_to_their_guilds_shard_and_direct_messages_to_shard_zero() {
    let d = Double::start().await;
    let mut s0 = GatewayClient::connect(&d).await;
    let mut s1 = GatewayClient::connect(&d).await;
    s0.identify(Some(Shard::new(0, 2)), MESSAGE_INTENTS).await;
    s1.identify(Some(Shard::new(1, 2)), MESSAGE_INTENTS).await;
    s0.drain(QUIET).await;
    s1.drain(QUIET).await;

    let http = rest(&d);
    let dm = serenity::UserId::new(BOB.id)
        .create_dm_channel(&http)
        .await
        .expect("DM opens");
    dm.say(&http, "your move").await.expect("DM posts");
    let got = s0.wait_event("MESSAGE_CREATE", T).await;
    assert_eq!(got["content"], "your move");
    assert!(got.get("guild_id").is_none(), "a DM has no guild");
    assert!(s1.drain(QUIET).await.is_empty(), "DMs are shard 0's alone");

    d.say(ALICE, CHANNEL_ID, "hello hall");
    let got = s1.wait_event("MESSAGE_CREATE", T).await;
    assert_eq!(got["guild_id"], GUILD_ID.to_string());
    assert!(s0.drain(QUIET).await.is_empty());

    d.say(ERIN, GUILD2_CHANNEL_ID, "hello club");
    let got = s0.wait_event("MESSAGE_CREATE", T).await;
    assert_eq!(got["guild_id"], GUILD2_ID.to_string());
    assert_eq!(got["member"]["roles"], json!([]));
    assert!(s1.drain(QUIET).await.is_empty());

    // A thread goes to its guild's shard.
    let thread = serenity::ChannelId::new(GUILD2_CHANNEL_ID)
        .create_thread(&http, serenity::CreateThread::new("game"))
        .await
        .expect("thread");
    assert_eq!(d.guild_of(thread.id.get()), Some(GUILD2_ID));
    let got = s0.wait_event("THREAD_CREATE", T).await;
    assert_eq!(got["guild_id"], GUILD2_ID.to_string());
    assert!(s1.drain(QUIET).await.is_empty());
    assert_eq!(d.problems(), Vec::<String>::new());
}

#[tokio::test]
async fn a_shards_new_identify_replaces_only_that_shards_session() {
    let d = Double::start().await;
    let mut old0 = GatewayClient::connect(&d).await;
    let mut s1 = GatewayClient::connect(&d).await;
    old0.identify(Some(Shard::new(0, 2)), GUILDS_INTENT).await;
    s1.identify(Some(Shard::new(1, 2)), GUILDS_INTENT).await;
    let mut new0 = GatewayClient::connect(&d).await;
    new0.identify(Some(Shard::new(0, 2)), GUILDS_INTENT).await;
    assert_eq!(d.shard_identify_count(Shard::new(0, 2)), 2);
    assert_eq!(d.shard_identify_count(Shard::new(1, 2)), 1);
    assert_eq!(d.identify_count(), 3);
    assert_eq!(d.shards(), [Shard::new(0, 2), Shard::new(1, 2)]);
    old0.drain(QUIET).await;
    new0.drain(QUIET).await;
    s1.drain(QUIET).await;

    let i = d.slash(ALICE, GUILD2_CHANNEL_ID, "ping", json!([])).await;
    assert_eq!(
        new0.wait_event("INTERACTION_CREATE", T).await["id"],
        i.id.to_string()
    );
    assert!(
        old0.drain(QUIET).await.is_empty(),
        "the replaced session hears nothing"
    );
    let i = d.slash(ALICE, CHANNEL_ID, "ping", json!([])).await;
    assert_eq!(
        s1.wait_event("INTERACTION_CREATE", T).await["id"],
        i.id.to_string()
    );

    // The replaced session cannot resume; the other shard's can.
    let old_session = old0.session_id.clone().expect("session");
    let mut again = GatewayClient::connect(&d).await;
    again.resume(&old_session, 1).await;
    match again.recv(T).await {
        Some(Frame::Payload(p)) => {
            assert_eq!((p["op"].clone(), p["d"].clone()), (json!(9), json!(false)))
        }
        other => panic!("expected INVALID_SESSION, got {other:?}"),
    }
    assert_eq!(d.problems(), Vec::<String>::new());
}

#[tokio::test]
async fn resume_is_per_shard() {
    let d = Double::start().await;
    let mut s0 = GatewayClient::connect(&d).await;
    let mut s1 = GatewayClient::connect(&d).await;
    s0.identify(Some(Shard::new(0, 2)), GUILDS_INTENT).await;
    s1.identify(Some(Shard::new(1, 2)), GUILDS_INTENT).await;
    s0.drain(QUIET).await;
    s1.drain(QUIET).await;
    let (session, seq) = (s1.session_id.clone().expect("session"), s1.seq.unwrap_or(0));

    d.drop_shard_connection(Shard::new(1, 2));
    assert_eq!(s1.close_code(T).await, Some(4000));
    assert_eq!(d.shards(), [Shard::new(0, 2)]);
    // Sent while shard 1 is away: kept in its session. Shard 0 is not disturbed.
    let i = d.slash_now(ALICE, CHANNEL_ID, "ping", json!([]));
    assert_eq!(i.delivered_to, [Shard::new(1, 2)]);
    let mut back = GatewayClient::connect(&d).await;
    back.resume(&session, seq).await;
    let replayed = back.wait_event("INTERACTION_CREATE", T).await;
    assert_eq!(replayed["id"], i.id.to_string());
    back.wait_event("RESUMED", T).await;
    assert_eq!(d.resume_count(), 1);
    assert_eq!(d.shards(), [Shard::new(0, 2), Shard::new(1, 2)]);
    assert!(s0.drain(QUIET).await.is_empty());
    assert_eq!(d.identify_count(), 2);
    assert_eq!(d.problems(), Vec::<String>::new());
}

#[tokio::test]
async fn sessions_of_different_shard_counts_each_get_their_guilds() {
    let d = Double::start().await;
    // A stale process still running the whole bot as [0, 1] beside a new pair.
    let mut stale = GatewayClient::connect(&d).await;
    let ready = stale.identify(None, GUILDS_INTENT).await;
    assert_eq!(ready["shard"], json!([0, 1]));
    assert_eq!(ready_guilds(&ready), [GUILD_ID, GUILD2_ID]);
    let mut s0 = GatewayClient::connect(&d).await;
    let mut s1 = GatewayClient::connect(&d).await;
    s0.identify(Some(Shard::new(0, 2)), GUILDS_INTENT).await;
    s1.identify(Some(Shard::new(1, 2)), GUILDS_INTENT).await;
    assert_eq!(
        d.shards(),
        [Shard::new(0, 1), Shard::new(0, 2), Shard::new(1, 2)],
        "[0, 2] does not replace [0, 1]"
    );
    assert_eq!(d.guild_creates(Shard::new(0, 1)), [GUILD_ID, GUILD2_ID]);
    for c in [&mut stale, &mut s0, &mut s1] {
        c.drain(QUIET).await;
    }
    // Discord routes by each session's own count: the stale one hears everything too.
    let i = d.slash(ALICE, GUILD2_CHANNEL_ID, "ping", json!([])).await;
    assert_eq!(i.delivered_to, [Shard::new(0, 1), Shard::new(0, 2)]);
    stale.wait_event("INTERACTION_CREATE", T).await;
    s0.wait_event("INTERACTION_CREATE", T).await;
    assert!(s1.drain(QUIET).await.is_empty());
    assert_eq!(d.problems(), Vec::<String>::new());
}

#[tokio::test]
async fn invalid_shards_close_4010_and_too_few_4011() {
    let d = Double::start().await;
    for shard in [
        json!([2, 2]),
        json!([0, 0]),
        json!([1]),
        json!("0,1"),
        json!([-1, 2]),
    ] {
        let mut c = GatewayClient::connect(&d).await;
        c.send_identify(Some(shard.clone()), GUILDS_INTENT).await;
        assert_eq!(c.close_code(T).await, Some(4010), "shard {shard}");
    }
    assert_eq!(d.problems().len(), 5, "{:#?}", d.problems());
    assert_eq!(d.identify_count(), 0);

    // Discord may require more shards: it says so in gateway/bot and closes 4011.
    d.set_required_shards(2);
    let info = rest(&d).get_bot_gateway().await.expect("gateway/bot");
    assert_eq!(info.shards, 2);
    let mut whole = GatewayClient::connect(&d).await;
    whole.send_identify(None, GUILDS_INTENT).await;
    assert_eq!(whole.close_code(T).await, Some(4011));
    let mut s1 = GatewayClient::connect(&d).await;
    s1.identify(Some(Shard::new(1, 2)), GUILDS_INTENT).await;
    assert_eq!(d.shards(), [Shard::new(1, 2)]);
    assert_eq!(
        d.identifies_per_shard().into_iter().collect::<Vec<_>>(),
        [(Shard::new(1, 2), 1)]
    );
}

#[tokio::test]
#[should_panic(expected = "not delivered: no bot session holds the shard of Hnefatafl Club")]
async fn an_interaction_without_a_session_of_its_shard_is_not_delivered() {
    let d = Double::start().await;
    let mut s1 = GatewayClient::connect(&d).await;
    s1.identify(Some(Shard::new(1, 2)), GUILDS_INTENT).await;
    d.slash_now(ALICE, GUILD2_CHANNEL_ID, "ping", json!([]));
}

#[tokio::test]
#[should_panic(expected = "bob is not a member of Hnefatafl Club")]
async fn a_non_member_cannot_use_a_guilds_commands() {
    let d = Double::start().await;
    let mut c = GatewayClient::connect(&d).await;
    c.identify(None, GUILDS_INTENT).await;
    d.slash_now(BOB, GUILD2_CHANNEL_ID, "ping", json!([]));
}

/// Discord only sends files a user picked: an attachment option needs `Double::upload`.
#[tokio::test]
#[should_panic(expected = "no file 12345 was uploaded")]
async fn an_attachment_option_needs_an_uploaded_file() {
    let d = Double::start().await;
    let mut c = GatewayClient::connect(&d).await;
    c.identify(None, GUILDS_INTENT).await;
    d.slash_now(
        ALICE,
        CHANNEL_ID,
        "read",
        json!([{"name": "file", "type": 11, "value": "12345"}]),
    );
}

#[tokio::test]
async fn two_serenity_shards_answer_their_own_guilds_and_one_registers() {
    let d = Double::start().await;
    let shard0 = Bot::start_as(
        &d,
        Process {
            shard: Some((0, 2)),
            register: Some(CommandScope::Global),
        },
    )
    .await;
    let shard1 = Bot::start_as(
        &d,
        Process {
            shard: Some((1, 2)),
            register: None,
        },
    )
    .await;
    d.wait_shards(&[Shard::new(0, 2), Shard::new(1, 2)], T)
        .await;
    d.wait_commands(T).await;
    assert_eq!(d.registration_count(CommandScope::Global), 1);
    assert_eq!(d.registration_count(CommandScope::Guild(GUILD_ID)), 0);
    assert_eq!(d.command_registrations()[0].method, "PUT");

    let i = d.slash(ERIN, GUILD2_CHANNEL_ID, "ping", json!([])).await;
    assert_eq!(d.reply(&i, T).await.content, "pong");
    let i = d.slash(BOB, CHANNEL_ID, "ping", json!([])).await;
    let pong = d.reply(&i, T).await;
    assert_eq!(pong.channel_id, CHANNEL_ID);
    // A click on the first guild's message goes to shard 1; it opens a thread there.
    let click = d.click(ALICE, &pong, "test:1:go").await;
    assert_eq!(click.delivered_to, [Shard::new(1, 2)]);
    let threads = d.wait_threads(1, T).await;
    assert_eq!(d.guild_of(threads[0].id), Some(GUILD_ID));
    d.wait_message(threads[0].id, |m| m.content == "game on, alice", T)
        .await;

    let seen0 = &shard0.seen;
    let seen1 = &shard1.seen;
    assert_eq!(
        seen0.wait_guilds("GUILD_CREATE", 1).await,
        [Some(GUILD2_ID)]
    );
    assert_eq!(seen1.wait_guilds("GUILD_CREATE", 1).await, [Some(GUILD_ID)]);
    assert_eq!(
        seen0.wait_guilds("INTERACTION_CREATE", 1).await,
        [Some(GUILD2_ID)]
    );
    assert_eq!(
        seen1.wait_guilds("INTERACTION_CREATE", 2).await,
        [Some(GUILD_ID), Some(GUILD_ID)]
    );
    // Nothing more came late.
    tokio::time::sleep(QUIET).await;
    assert_eq!(seen0.guilds("GUILD_CREATE").len(), 1);
    assert_eq!(seen0.guilds("INTERACTION_CREATE").len(), 1);
    shard0.stop().await;
    shard1.stop().await;
    assert_clean(&d);
}

#[tokio::test]
async fn command_registrations_are_counted_per_scope() {
    let d = Double::start().await;
    let http = rest(&d);
    let ping = serenity::CreateCommand::new("ping").description("Pings");
    let hall = serenity::GuildId::new(GUILD_ID);
    let club = serenity::GuildId::new(GUILD2_ID);
    hall.set_commands(&http, vec![ping.clone()])
        .await
        .expect("PUT hall");
    hall.set_commands(&http, vec![ping.clone()])
        .await
        .expect("PUT hall again");
    club.create_command(&http, ping.clone())
        .await
        .expect("POST club");
    serenity::Command::set_global_commands(&http, vec![ping.clone()])
        .await
        .expect("PUT global");
    assert_eq!(d.registration_count(CommandScope::Guild(GUILD_ID)), 2);
    assert_eq!(d.registration_count(CommandScope::Guild(GUILD2_ID)), 1);
    assert_eq!(d.registration_count(CommandScope::Global), 1);
    let regs = d.command_registrations();
    assert_eq!(
        regs.iter().map(|r| (r.scope, r.method)).collect::<Vec<_>>(),
        [
            (CommandScope::Guild(GUILD_ID), "PUT"),
            (CommandScope::Guild(GUILD_ID), "PUT"),
            (CommandScope::Guild(GUILD2_ID), "POST"),
            (CommandScope::Global, "PUT"),
        ]
    );
    assert_eq!(regs[2].names, ["ping"]);
    // Each scope keeps its own list, with its own guild id; global ones have none.
    let club_cmds = d.commands_in(CommandScope::Guild(GUILD2_ID));
    assert_eq!(club_cmds[0]["guild_id"], GUILD2_ID.to_string());
    assert!(
        d.commands_in(CommandScope::Global)[0]
            .get("guild_id")
            .is_none()
    );
    assert_eq!(d.registered_commands().len(), 3);
    let listed = club.get_commands(&http).await.expect("GET club commands");
    assert_eq!(listed.len(), 1);
    // A GUILD_ID command id is unknown in the other guild's scope.
    let hall_id = d.commands_in(CommandScope::Guild(GUILD_ID))[0]["id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("id");
    let cross = club
        .get_command(&http, serenity::CommandId::new(hall_id))
        .await;
    assert_eq!(cross.as_ref().err().and_then(discord_code), Some(10063));
    // An unknown guild is refused.
    let nowhere = serenity::GuildId::new(999)
        .set_commands(&http, vec![ping])
        .await;
    assert_eq!(nowhere.as_ref().err().and_then(discord_code), Some(10004));
    assert_eq!(d.registration_count(CommandScope::Guild(999)), 0);
}

/// A message with a nonce, sent as the bot does: `enforce` asks for deduplication.
fn with_nonce(content: &str, nonce: serenity::Nonce, enforce: bool) -> serenity::CreateMessage {
    serenity::CreateMessage::new()
        .content(content)
        .nonce(nonce)
        .enforce_nonce(enforce)
}

#[tokio::test]
async fn enforced_nonce_returns_the_first_message() {
    let d = Double::start().await;
    let mut s1 = GatewayClient::connect(&d).await;
    s1.identify(None, MESSAGE_INTENTS).await;
    s1.drain(QUIET).await;
    let http = rest(&d);
    let ch = serenity::ChannelId::new(CHANNEL_ID);
    let nonce = || serenity::Nonce::String("move-42-1".into());

    let first = ch
        .send_message(&http, with_nonce("e4", nonce(), true))
        .await
        .expect("first post");
    assert!(
        matches!(&first.nonce, Some(serenity::Nonce::String(n)) if n == "move-42-1"),
        "the nonce is echoed: {:?}",
        first.nonce
    );
    let created = s1.wait_event("MESSAGE_CREATE", T).await;
    assert_eq!(created["nonce"], "move-42-1");
    // A repeated delivery (another process, a retry) gets the first message back.
    let again = ch
        .send_message(&http, with_nonce("e4 (again)", nonce(), true))
        .await
        .expect("repeat answers 200");
    assert_eq!(again.id, first.id);
    assert_eq!(again.content, "e4");
    assert_eq!(d.deduplicated_posts(), 1);
    assert_eq!(d.messages(CHANNEL_ID).len(), 1);
    assert_eq!(d.messages_with_nonce(CHANNEL_ID, "move-42-1").len(), 1);
    assert!(s1.drain(QUIET).await.is_empty(), "no second MESSAGE_CREATE");

    // With a file the body is multipart, with the nonce in payload_json: the same.
    let file = || serenity::CreateAttachment::bytes(PNG, "board.png");
    let board = ch
        .send_message(
            &http,
            with_nonce("board", serenity::Nonce::Number(7), true).add_file(file()),
        )
        .await
        .expect("board");
    let board_again = ch
        .send_message(
            &http,
            with_nonce("board", serenity::Nonce::Number(7), true).add_file(file()),
        )
        .await
        .expect("board again");
    assert_eq!(board_again.id, board.id);
    assert_eq!(d.deduplicated_posts(), 2);
    let posts = d.requests();
    assert!(
        posts
            .iter()
            .any(|r| r.files == ["board.png"] && r.body["nonce"] == 7)
    );

    // The nonce is per channel.
    let elsewhere = serenity::ChannelId::new(discord::CHANNEL2_ID)
        .send_message(&http, with_nonce("e4", nonce(), true))
        .await
        .expect("other channel");
    assert_ne!(elsewhere.id, first.id);
    assert_eq!(d.deduplicated_posts(), 2);
    assert_eq!(d.problems(), Vec::<String>::new());
}

#[tokio::test]
async fn a_nonce_without_enforce_nonce_posts_again() {
    let d = Double::start().await;
    let http = rest(&d);
    let ch = serenity::ChannelId::new(GUILD2_CHANNEL_ID);
    let nonce = || serenity::Nonce::String("twice".into());
    let a = ch
        .send_message(&http, with_nonce("one", nonce(), false))
        .await
        .expect("first");
    let b = ch
        .send_message(&http, with_nonce("two", nonce(), false))
        .await
        .expect("second");
    assert_ne!(a.id, b.id);
    assert!(
        matches!(&b.nonce, Some(serenity::Nonce::String(n)) if n == "twice"),
        "only echoed: {:?}",
        b.nonce
    );
    assert_eq!(d.messages_with_nonce(GUILD2_CHANNEL_ID, "twice").len(), 2);
    assert_eq!(d.deduplicated_posts(), 0);
    // An enforced create after them returns the first of the two.
    let c = ch
        .send_message(&http, with_nonce("three", nonce(), true))
        .await
        .expect("third");
    assert_eq!(c.id, a.id);
    assert_eq!(d.deduplicated_posts(), 1);

    // Past the window the nonce is free again.
    d.set_nonce_window(Duration::from_millis(50));
    tokio::time::sleep(Duration::from_millis(100)).await;
    let late = ch
        .send_message(&http, with_nonce("four", nonce(), true))
        .await
        .expect("late");
    assert_ne!(late.id, a.id);
    assert_eq!(d.deduplicated_posts(), 1);
    assert_eq!(d.problems(), Vec::<String>::new());
}

#[tokio::test]
async fn nonces_are_checked_like_discord() {
    let d = Double::start().await;
    let http = rest(&d);
    let ch = serenity::ChannelId::new(CHANNEL_ID);
    let post = |nonce: Value| {
        let http = &http;
        async move {
            http.send_message(
                ch,
                vec![],
                &json!({"content": "x", "nonce": nonce, "enforce_nonce": true}),
            )
            .await
        }
    };
    let ok = post(json!("a".repeat(25))).await;
    assert!(ok.is_ok(), "25 characters are fine: {ok:?}");
    let long = post(json!("a".repeat(26))).await;
    assert_eq!(long.as_ref().err().and_then(discord_code), Some(50035));
    let wrong = post(json!(true)).await;
    assert_eq!(wrong.as_ref().err().and_then(discord_code), Some(50035));
    assert!(post(json!(12_345)).await.is_ok(), "integers are fine");
    assert!(post(Value::Null).await.is_ok(), "null is no nonce");
    let problems = d.problems();
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(problems[0].contains("NONCE_TYPE_TOO_LONG"));
    assert!(problems[1].contains("NONCE_TYPE_INVALID_TYPE"));
    assert_eq!(d.messages(CHANNEL_ID).len(), 3);
}

/// Localised names and descriptions are checked as Discord checks them:
/// known locales, valid lowercase names of at most 32 characters, unique
/// among siblings in every locale, descriptions of 1 to 100 characters.
#[tokio::test]
async fn command_localisations_are_checked_as_discord_does() {
    let d = Double::start().await;
    let http = rest(&d);
    let hall = serenity::GuildId::new(GUILD_ID);
    let good = serenity::CreateCommand::new("ping")
        .description("Pings")
        .name_localized("de", "anpingen")
        .description_localized("de", "Pingt")
        .add_option(
            serenity::CreateCommandOption::new(serenity::CommandOptionType::String, "who", "Whom")
                .name_localized("sv-SE", "vem")
                .description_localized("sv-SE", "Vem"),
        );
    hall.set_commands(&http, vec![good])
        .await
        .expect("valid localisations");
    let registered = d.commands_in(CommandScope::Guild(GUILD_ID));
    assert_eq!(registered[0]["name_localizations"]["de"], "anpingen");
    assert_eq!(
        registered[0]["options"][0]["name_localizations"]["sv-SE"],
        "vem"
    );
    let bad = [
        serenity::CreateCommand::new("ping")
            .description("Pings")
            .name_localized("de", "Anpingen"),
        serenity::CreateCommand::new("ping")
            .description("Pings")
            .name_localized("xx", "ping"),
        serenity::CreateCommand::new("ping")
            .description("Pings")
            .description_localized("fr", "x".repeat(101)),
        serenity::CreateCommand::new("ping")
            .description("Pings")
            .name_localized("ru", "а".repeat(33)),
    ];
    for command in bad {
        let refused = hall.set_commands(&http, vec![command]).await;
        assert_eq!(refused.as_ref().err().and_then(discord_code), Some(50035));
    }
    // Two commands with one German name.
    let twins = vec![
        serenity::CreateCommand::new("ping")
            .description("Pings")
            .name_localized("de", "gleich"),
        serenity::CreateCommand::new("pong")
            .description("Pongs")
            .name_localized("de", "gleich"),
    ];
    let refused = hall.set_commands(&http, twins).await;
    assert_eq!(refused.as_ref().err().and_then(discord_code), Some(50035));
    // Nothing refused was registered.
    assert_eq!(d.commands_in(CommandScope::Guild(GUILD_ID)).len(), 1);
}
