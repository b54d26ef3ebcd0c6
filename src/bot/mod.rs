//! The Discord bot: the only code that speaks Discord. It mirrors the
//! app's features, one folder each (`games`, `challenges`, `ratings`,
//! `tournaments`) with its commands, buttons, words and notifications;
//! around them, shared pieces that import no feature: `context` (what a
//! handler reaches, who and where), `words`, `pictures`, `post` (saying
//! things outside an interaction), `press` (a button press), `errors` and
//! `refusals` (the one place refusals become words), `hooks` (poise's
//! pre/post command and error hooks), `i18n` (the message catalogue, every
//! word a player reads, in each language). `buttons` and `notifier` are
//! small dispatchers to the features.
//!
//! Who says what (so nothing is said twice): an interaction answers the
//! person who caused it (a move's board, a resignation, a draw offer);
//! the notifier says what no interaction answers: a started game's thread
//! and first board, reminders, timeouts and aborts, the AI's moves,
//! expired challenges, tournament rounds and results.

mod answering;
mod buttons;
mod challenges;
mod choices;
mod context;
mod errors;
mod flight;
mod games;
mod hooks;
pub(crate) mod i18n;
mod notices;
mod notifier;
mod organizers;
mod pictures;
mod post;
mod press;
mod puzzles;
mod ratings;
pub(crate) mod refusals;
mod reviews;
mod role;
pub(crate) mod rule_sets;
mod settings;
mod stats;
mod tournaments;
mod variant_option;
mod words;

use std::sync::Arc;
use std::time::Duration;

use hnefi_app::{App, FastClock, StartAt, Store, Timestamp};
use hnefi_render::Renderer;
use poise::serenity_prelude as serenity;

use answering::Answering;
use context::Data;
use errors::BotError;
use flight::InFlight;
use notifier::DiscordNotifier;
use settings::Settings;

pub use role::{Role, ShardRange};

/// How long a shutdown waits for commands still running.
const DRAIN_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a shutdown waits for the gateway to close.
const SHARDS_STOP: Duration = Duration::from_secs(2);

/// How long to wait before asking Discord again how many shards it wants.
const GATEWAY_RETRY: Duration = Duration::from_secs(5);

/// `hnefi serve` and `hnefi worker`: runs the bot in `role` until SIGTERM
/// or ctrl-c.
pub fn serve(role: Role) -> Result<(), String> {
    let settings = Settings::from_env()?;
    init_logging();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))?;
    let result = runtime.block_on(run(settings, role));
    // An AI search still thinking must not hold the exit.
    runtime.shutdown_timeout(Duration::from_secs(2));
    result
}

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

async fn run(settings: Settings, role: Role) -> Result<(), String> {
    tracing::info!(?settings, ?role, "starting");
    let store = Store::open(&settings.database_url)
        .await
        .map_err(|e| format!("database {}: {e}", settings.database_url))?;
    if role.is_one_of_several() && store.backend() == hnefi_app::Backend::Sqlite {
        store.close().await;
        return Err(match role {
            Role::Worker => "hnefi worker needs PostgreSQL (DATABASE_URL=postgres://...): on SQLite, one hnefi serve does all the work",
            _ => "a part of the shards needs PostgreSQL (DATABASE_URL=postgres://...): on SQLite, one process runs every shard",
        }
        .to_string());
    }
    let renderer = Arc::new(Renderer::new());
    let notifier = Arc::new(DiscordNotifier::default());
    let mut builder = App::builder(store)
        .notifier("discord", notifier.clone(), StartAt::Now)
        .ai_player();
    if let Some(speed) = settings.clock_speed {
        tracing::warn!(speed, "HNEFI_CLOCK_SPEED is set: game clocks run fast");
        let clock = match settings.clock_origin {
            Some(origin) => FastClock::from_origin(speed, Timestamp(origin)),
            None => FastClock::new(speed),
        };
        builder = builder.clock(Arc::new(clock));
    }
    if let Some(ms) = settings.review_ms {
        builder = builder.review_time(std::time::Duration::from_millis(ms));
    }
    let app = builder.build().await.map_err(|e| e.to_string())?;
    // SIGTERM and ctrl-c are heard from here on, whatever Discord does.
    let stop = wait_for_signal();
    tokio::pin!(stop);

    let mut http = serenity::HttpBuilder::new(&settings.token);
    if let Some(api) = &settings.api_url {
        http = http.proxy(api.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let checked = tokio::select! {
        checked = check_token(&http) => checked,
        () = &mut stop => Err(String::new()),
    };
    if let Err(why) = checked {
        app.close().await;
        return if why.is_empty() { Ok(()) } else { Err(why) };
    }
    if role == Role::Worker {
        return work(app, Arc::new(http), notifier, renderer, stop).await;
    }

    let in_flight = InFlight::default();
    let answering = Answering::default();
    let data = Data {
        app: app.clone(),
        renderer: renderer.clone(),
        in_flight: in_flight.clone(),
        answering: answering.clone(),
        heavy_work: context::heavy_work_slots(),
    };
    let framework = framework(data, settings.dev_guild, role.registers_commands());
    let building = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework);
    let built = tokio::select! {
        built = building => built.map_err(|e| format!("cannot create the Discord client: {e}")),
        () = &mut stop => Err(String::new()),
    };
    let mut client = match built {
        Ok(client) => client,
        Err(why) => {
            app.close().await;
            return if why.is_empty() { Ok(()) } else { Err(why) };
        }
    };
    if let Some(url) = &settings.gateway_url {
        *client.ws_url.lock().await = url.clone();
    }
    notifier.connect(client.http.clone(), app.clone(), renderer, answering);
    // Deliveries and deadlines start once the notifier can post.
    let background = app.start();

    let shards = client.shard_manager.clone();
    let result = tokio::select! {
        result = connect(&mut client, role) => result,
        () = &mut stop => {
            // Connected or still trying: no new commands from here on.
            tracing::info!("stopping: finishing commands in flight");
            if tokio::time::timeout(SHARDS_STOP, shards.shutdown_all()).await.is_err() {
                tracing::warn!("the gateway did not close in time");
            }
            Ok(())
        }
    };
    if !in_flight.drain(DRAIN_TIMEOUT).await {
        tracing::warn!("some commands were still running at shutdown");
    }
    background.shutdown().await;
    app.close().await;
    tracing::info!("stopped");
    result
}

/// `hnefi worker`: the background work alone, posting through REST.
async fn work(
    app: App,
    http: Arc<serenity::Http>,
    notifier: Arc<DiscordNotifier>,
    renderer: Arc<Renderer>,
    stop: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    // Nothing is answered here, so no post waits for an answer.
    notifier.connect(http, app.clone(), renderer, Answering::default());
    let background = app.start();
    tracing::info!("working: background work only, no gateway");
    stop.await;
    tracing::info!("stopping");
    background.shutdown().await;
    app.close().await;
    tracing::info!("stopped");
    Ok(())
}

/// Runs the role's gateway shards until they end.
async fn connect(client: &mut serenity::Client, role: Role) -> Result<(), String> {
    let range = match role {
        Role::Shards(range) => range,
        _ => ShardRange::all(recommended_shards(&client.http).await),
    };
    tracing::info!(shards = %range, count = range.count(), "connecting");
    client
        .start_shard_range(range.serenity_range(), range.total)
        .await
        .map_err(connection_failure)
}

/// How many shards Discord recommends, asking until it answers.
async fn recommended_shards(http: &serenity::Http) -> u32 {
    loop {
        match http.get_bot_gateway().await {
            Ok(gateway) => return gateway.shards,
            Err(e) => {
                tracing::warn!("cannot ask Discord how many shards to run yet: {e}");
                tokio::time::sleep(GATEWAY_RETRY).await;
            }
        }
    }
}

/// What a rejected token is told.
const TOKEN_REJECTED: &str = "Discord rejected the bot token: set DISCORD_TOKEN to the token of your application's bot (Developer Portal, Bot, Reset Token)";

/// Asks Discord who the token belongs to: a token it rejects ends the
/// start here, with a message that says so. Without an answer (no network)
/// the bot goes on, and keeps trying to connect.
async fn check_token(http: &serenity::Http) -> Result<(), String> {
    match http.get_current_user().await {
        Ok(me) => {
            tracing::info!(user = %me.name, "token accepted");
            Ok(())
        }
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)))
            if r.status_code.as_u16() == 401 =>
        {
            Err(TOKEN_REJECTED.to_string())
        }
        Err(e) => {
            tracing::warn!("cannot reach Discord yet: {e}");
            Ok(())
        }
    }
}

/// The end of the gateway connection, in words.
fn connection_failure(error: serenity::Error) -> String {
    match error {
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => {
            TOKEN_REJECTED.to_string()
        }
        other => format!("Discord connection: {other}"),
    }
}

/// Every slash command, feature by feature, in every language the bot
/// speaks.
fn commands() -> Vec<poise::Command<Data, BotError>> {
    let mut commands: Vec<_> = [
        challenges::commands(),
        games::commands(),
        ratings::commands(),
        tournaments::commands(),
        rule_sets::commands(),
        notices::commands(),
        stats::commands(),
        reviews::commands(),
        puzzles::commands(),
    ]
    .into_iter()
    .flatten()
    .collect();
    i18n::localize_commands(&mut commands);
    commands
}

/// The framework; `register` says whether this process registers the
/// commands (exactly one process of a deployment does: see [`Role`]).
fn framework(
    data: Data,
    dev_guild: Option<u64>,
    register: bool,
) -> poise::Framework<Data, BotError> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            pre_command: hooks::pre_command,
            post_command: hooks::post_command,
            on_error: hooks::on_error,
            event_handler: |framework, event| Box::pin(buttons::on_event(framework, event)),
            ..Default::default()
        })
        // Owners only matter to owner-only commands, which we have none of;
        // the builder's setting wins over the options'.
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                if !register {
                    tracing::info!(user = %ready.user.name, "connected; commands are registered by the process of shard 0");
                    return Ok(data);
                }
                match dev_guild {
                    Some(guild) => {
                        poise::builtins::register_in_guild(ctx, commands, guild.into()).await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                tracing::info!(user = %ready.user.name, guild = ?dev_guild, "connected; commands registered");
                Ok(data)
            })
        })
        .build()
}

async fn wait_for_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}
