//! The Discord bot: the only code that speaks Discord. Commands parse their
//! options, call the game service (`hnefi-app`), render boards on a blocking
//! thread and reply; the service's events reach Discord through
//! [`notifier::DiscordNotifier`].
//!
//! Who posts what (so nothing is said twice): an interaction answers the
//! person who caused it (a move's board, a resignation, a draw offer);
//! the notifier posts what no interaction answers: a started game's thread
//! and first board, reminders, timeouts and aborts, expired challenges.

mod board;
mod buttons;
mod commands;
mod errors;
mod flight;
mod notifier;
mod rules_text;
mod settings;
mod suggest;
mod texts;
mod tournament_text;

use std::sync::Arc;
use std::time::Duration;

use hnefi_app::{AiMover, FastClock, Service, StartAt, Store};
use hnefi_render::Renderer;
use poise::serenity_prelude as serenity;

pub use errors::BotError;
use flight::InFlight;
use notifier::DiscordNotifier;
use settings::Settings;

/// What every command and button handler can reach.
pub struct Data {
    pub service: Service,
    pub renderer: Arc<Renderer>,
    pub in_flight: InFlight,
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// How long a shutdown waits for commands still running.
const DRAIN_TIMEOUT: Duration = Duration::from_secs(10);

/// `hnefi serve`: runs the bot until SIGTERM or ctrl-c.
pub fn serve() -> Result<(), String> {
    let settings = Settings::from_env()?;
    init_logging();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))?;
    runtime.block_on(run(settings))
}

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

async fn run(settings: Settings) -> Result<(), String> {
    tracing::info!(?settings, "starting");
    let store = Store::open(&settings.database_url)
        .await
        .map_err(|e| format!("database {}: {e}", settings.database_url))?;
    let renderer = Arc::new(Renderer::new());
    let notifier = Arc::new(DiscordNotifier::default());
    let ai = AiMover::new();
    let mut builder = Service::builder(store)
        .notifier("discord", notifier.clone(), StartAt::Now)
        .notifier("ai", ai.clone(), StartAt::Now);
    if let Some(speed) = settings.clock_speed {
        tracing::warn!(speed, "HNEFI_CLOCK_SPEED is set: game clocks run fast");
        builder = builder.clock(Arc::new(FastClock::new(speed)));
    }
    let service = builder.build().await.map_err(|e| e.to_string())?;
    ai.attach(service.clone());

    let mut http = serenity::HttpBuilder::new(&settings.token);
    if let Some(api) = &settings.api_url {
        http = http.proxy(api.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();

    let in_flight = InFlight::default();
    let data = Data {
        service: service.clone(),
        renderer: renderer.clone(),
        in_flight: in_flight.clone(),
    };
    let framework = framework(data, settings.dev_guild);
    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .map_err(|e| format!("cannot create the Discord client: {e}"))?;
    if let Some(url) = &settings.gateway_url {
        *client.ws_url.lock().await = url.clone();
    }
    notifier.connect(client.http.clone(), service.clone(), renderer);
    // Deliveries and deadlines start once the notifier can post.
    let background = service.start();
    if let Err(e) = service.resume_ai_games(&ai).await {
        tracing::error!("resuming games against the AI: {e}");
    }

    let shards = client.shard_manager.clone();
    let stop = tokio::spawn(async move {
        wait_for_signal().await;
        tracing::info!("stopping: finishing commands in flight");
        shards.shutdown_all().await;
    });
    let result = client.start().await;
    stop.abort();
    if !in_flight.drain(DRAIN_TIMEOUT).await {
        tracing::warn!("some commands were still running at shutdown");
    }
    background.shutdown().await;
    service.close().await;
    tracing::info!("stopped");
    result.map_err(|e| format!("Discord connection: {e}"))
}

fn framework(data: Data, dev_guild: Option<u64>) -> poise::Framework<Data, BotError> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(errors::on_error(error)),
            event_handler: |framework, event| Box::pin(buttons::on_event(framework, event)),
            ..Default::default()
        })
        // Owners only matter to owner-only commands, which we have none of;
        // the builder's setting wins over the options'.
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
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
