//! The slash commands of discord.md. Each is thin: read options, call the
//! service, draw, reply.

mod ai;
mod challenge;
pub mod play;
mod rating;
mod show;
pub mod tournament;

use hnefi_app::{GameId, Place, Player, PlayerId};
use poise::serenity_prelude as serenity;

use super::{BotError, Context, Data};

pub fn all() -> Vec<poise::Command<Data, BotError>> {
    vec![
        challenge::challenge(),
        play::move_(),
        show::board(),
        show::games(),
        play::resign(),
        play::draw(),
        play::abort(),
        challenge::rematch(),
        show::rules(),
        show::export(),
        show::replay(),
        ai::ai(),
        rating::rating(),
        rating::leaderboard(),
        tournament::tournament(),
    ]
}

/// The variants offered in `variant` options (discord.md: a choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum VariantChoice {
    #[name = "Copenhagen Hnefatafl (11x11)"]
    Copenhagen,
    #[name = "Brandubh (7x7)"]
    Brandubh,
    #[name = "Tafl (9x9, Northvegr)"]
    Tafl9,
    #[name = "King's Table (13x13)"]
    KingsTable,
    #[name = "Alea Evangelii (19x19)"]
    AleaEvangelii,
    #[name = "Magpie (7x7)"]
    Magpie,
    #[name = "Noggin's Game"]
    Noggin,
    #[name = "Knut's Game"]
    Knut,
    #[name = "Thor Nogson's Game"]
    Thor,
}

impl VariantChoice {
    pub fn key(self) -> &'static str {
        match self {
            VariantChoice::Copenhagen => "copenhagen",
            VariantChoice::Brandubh => "brandubh",
            VariantChoice::Tafl9 => "tafl9",
            VariantChoice::KingsTable => "kings-table",
            VariantChoice::AleaEvangelii => "alea-evangelii",
            VariantChoice::Magpie => "magpie",
            VariantChoice::Noggin => "noggin",
            VariantChoice::Knut => "knut",
            VariantChoice::Thor => "thor",
        }
    }
}

/// The caller as a player: their server nickname, else their display name.
pub fn caller(ctx: Context<'_>) -> Player {
    let user = ctx.author();
    let nick = match ctx {
        poise::Context::Application(app) => {
            app.interaction.member.as_ref().and_then(|m| m.nick.clone())
        }
        poise::Context::Prefix(_) => None,
    };
    Player::new(
        PlayerId::discord(user.id.get()),
        nick.unwrap_or_else(|| user_name(user)),
    )
}

pub fn user_name(user: &serenity::User) -> String {
    user.global_name
        .clone()
        .unwrap_or_else(|| user.name.clone())
}

pub fn player_of(user: &serenity::User) -> Player {
    Player::new(PlayerId::discord(user.id.get()), user_name(user))
}

/// An integer option already filled in, as an autocomplete sees it (the
/// option being typed is passed separately).
pub fn option_i64(ctx: Context<'_>, name: &str) -> Option<i64> {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .options
            .iter()
            .find(|o| o.name == name)
            .and_then(|o| o.value.as_i64()),
        poise::Context::Prefix(_) => None,
    }
}

/// Where the command was used.
pub fn place(ctx: Context<'_>) -> Place {
    Place::new(
        ctx.guild_id().map(|g| g.get() as i64),
        ctx.channel_id().get() as i64,
    )
}

/// The `game` option, or the caller's only active game here.
pub async fn resolve_game(ctx: Context<'_>, given: Option<i64>) -> Result<GameId, BotError> {
    let me = PlayerId::discord(ctx.author().id.get());
    Ok(ctx
        .data()
        .service
        .resolve_game(me, ctx.channel_id().get() as i64, given.map(GameId))
        .await?)
}

/// Buttons under a live game's board (discord.md: `game:<id>:resign`,
/// `game:<id>:draw`).
pub fn game_buttons(game: GameId) -> Vec<serenity::CreateActionRow> {
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(format!("game:{}:resign", game.0))
            .label("Resign")
            .style(serenity::ButtonStyle::Danger),
        serenity::CreateButton::new(format!("game:{}:draw", game.0))
            .label("Offer draw")
            .style(serenity::ButtonStyle::Secondary),
    ])]
}
