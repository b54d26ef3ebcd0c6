//! What every command and button handler reaches, and who and where a
//! command comes from.

use std::sync::Arc;

use hnefi_app::{App, GameId, GameRef, GameScope, Place, Player, PlayerId};
use hnefi_render::Renderer;
use poise::serenity_prelude as serenity;

use super::answering::Answering;
use super::errors::BotError;
use super::flight::InFlight;
use super::i18n::Lang;

/// What every command and button handler can reach.
pub struct Data {
    pub app: App,
    pub renderer: Arc<Renderer>,
    pub in_flight: InFlight,
    /// The channels where an interaction is being answered.
    pub answering: Answering,
    /// Slots for work that costs CPU for whole seconds on long games
    /// (replays, records), one core short of the machine: a burst of it
    /// must leave moves a core.
    pub heavy_work: Arc<tokio::sync::Semaphore>,
}

/// The slots of [`Data::heavy_work`] for this machine.
pub fn heavy_work_slots() -> Arc<tokio::sync::Semaphore> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    Arc::new(tokio::sync::Semaphore::new(cores.saturating_sub(1).max(1)))
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// A person as a player: their server nickname if they have one here,
/// else their display name.
pub fn player_of(user: &serenity::User, member: Option<&serenity::Member>) -> Player {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Player::new(PlayerId::discord(user.id.get()), name)
}

/// The caller of a command as a player.
pub fn caller(ctx: Context<'_>) -> Player {
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    player_of(ctx.author(), member)
}

/// The language to answer in (docs/discord.md "Languages"): the caller's
/// Discord language, else the server's, else English.
pub fn lang(ctx: Context<'_>) -> Lang {
    match ctx {
        poise::Context::Application(app) => Lang::pick([
            Some(app.interaction.locale.as_str()),
            app.interaction.guild_locale.as_deref(),
        ]),
        poise::Context::Prefix(_) => Lang::En,
    }
}

/// Remembers, in the background, the locale a person used and their
/// server's, for what the bot later says unasked (docs/discord.md
/// "Languages"). A failure costs only the language of a later notice.
pub fn remember_locales(
    app: &hnefi_app::App,
    user: serenity::UserId,
    locale: &str,
    guild: Option<serenity::GuildId>,
    guild_locale: Option<&str>,
) {
    let app = app.clone();
    let player = PlayerId::discord(user.get());
    let locale = locale.to_string();
    let guild_locale = guild_locale.map(str::to_string);
    let guild = guild.map(|g| g.get() as i64);
    tokio::spawn(async move {
        let remembered = app
            .locales()
            .remember(player, &locale, guild, guild_locale.as_deref())
            .await;
        if let Err(e) = remembered {
            tracing::warn!(?player, "locale not remembered: {e}");
        }
    });
}

/// The caller's player id (when their name does not matter).
pub fn caller_id(ctx: Context<'_>) -> PlayerId {
    PlayerId::discord(ctx.author().id.get())
}

/// Where the command was used.
pub fn place(ctx: Context<'_>) -> Place {
    Place::new(
        ctx.guild_id().map(|g| g.get() as i64),
        ctx.channel_id().get() as i64,
    )
}

/// The game a command means: the `game` option, else the one `scope`
/// finds where the command was used.
pub fn game_ref(ctx: Context<'_>, given: Option<i64>, scope: GameScope) -> GameRef {
    GameRef::given_or_here(given.map(GameId), ctx.channel_id().get() as i64, scope)
}

/// An option already filled in, as an autocomplete sees it (the option
/// being typed is passed separately).
fn option<'a>(ctx: Context<'a>, name: &str) -> Option<&'a serenity::CommandDataOptionValue> {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .options
            .iter()
            .find(|o| o.name == name)
            .map(|o| &o.value),
        poise::Context::Prefix(_) => None,
    }
}

/// An integer option already filled in (see [`option`]).
pub fn option_i64(ctx: Context<'_>, name: &str) -> Option<i64> {
    option(ctx, name).and_then(|v| v.as_i64())
}

/// A string option already filled in (see [`option`]).
pub fn option_str<'a>(ctx: Context<'a>, name: &str) -> Option<&'a str> {
    option(ctx, name).and_then(|v| v.as_str())
}
