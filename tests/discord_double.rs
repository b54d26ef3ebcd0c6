//! Self-test of the Discord double: a minimal poise 0.7 / serenity 0.12 bot, built the way
//! the real one is (REST through `HttpBuilder::proxy`, gateway URL overridden), runs in this
//! process against the double and every flow the end-to-end tests rely on is exercised.

mod discord;

use std::sync::Arc;
use std::time::Duration;

use discord::{ALICE, BOB, CHANNEL_ID, Double, GUILD_ID};
use poise::serenity_prelude as serenity;
use serde_json::json;

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

/// A bot running in this process; dropping it does not stop it, [`Bot::stop`] does.
struct Bot {
    shards: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
}

impl Bot {
    async fn start(d: &Double) -> Bot {
        let http = serenity::HttpBuilder::new("double-token")
            .proxy(d.api_url())
            .ratelimiter_disabled(true)
            .build();
        let framework = poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: vec![ping(), challenge(), secret(), count()],
                event_handler: |fw, event| Box::pin(on_event(fw, event)),
                initialize_owners: false,
                ..Default::default()
            })
            // The builder's own flag overrides the options' one.
            .initialize_owners(false)
            .setup(|ctx, _ready, fw| {
                Box::pin(async move {
                    let guild = serenity::GuildId::new(GUILD_ID);
                    poise::builtins::register_in_guild(ctx, &fw.options().commands, guild).await?;
                    Ok(Data)
                })
            })
            .build();
        let mut client =
            serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
                .framework(framework)
                .await
                .expect("client builds");
        *client.ws_url.lock().await = d.gateway_url();
        let shards = client.shard_manager.clone();
        let task = tokio::spawn(async move {
            if let Err(e) = client.start().await {
                eprintln!("client stopped: {e}");
            }
        });
        Bot { shards, task }
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
    assert_eq!(names, ["challenge", "count", "ping", "secret"]);
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
