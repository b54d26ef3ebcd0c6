//! `/challenge` and `/rematch`: post a challenge with its start board and
//! the Accept/Decline/Cancel buttons (docs/discord.md, "Flow of a game" 1).

use hnefi_app::{Challenge, ChallengeRequest, GameScope, SideChoice};
use hnefi_engine::{Position, variant};
use poise::serenity_prelude as serenity;

use super::ai::start_against_ai;
use super::texts::challenge_text;
use crate::bot::choices::SideParam;
use crate::bot::context::{Context, caller, game_ref, lang, option_str, place, player_of};
use crate::bot::errors::{BotError, BotRefusal};
use crate::bot::i18n::{Lang, t};
use crate::bot::pictures::{BOARD_FILE, attachment, position_png};
use crate::bot::variant_option::{complete_variant, variant_key};
use crate::bot::words::mention;

/// Challenge someone (or anyone) to a game of tafl
// A slash command's options are its arguments.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The game to play"]
    #[autocomplete = "complete_variant"]
    variant: String,
    #[description = "Whom to challenge; anyone but you may accept if left out"] opponent: Option<
        serenity::User,
    >,
    #[description = "Starting layout (the variant's usual one if left out)"]
    #[autocomplete = "complete_layout"]
    layout: Option<String>,
    #[description = "The side you want (random if left out)"] side: Option<SideParam>,
    #[description = "Time per move: 10m, 2h, 3d or none (default 3d)"] time: Option<String>,
    #[description = "Whether the game counts for ratings (default yes)"] rated: Option<bool>,
    #[description = "A custom start position (the game is then unrated)"] position: Option<String>,
) -> Result<(), BotError> {
    let key = variant_key(ctx, &variant).await?;
    let mut req = ChallengeRequest::new(caller(ctx), place(ctx), &key);
    if let Some(user) = opponent {
        if user.bot {
            return Err(BotError::Refused(BotRefusal::BotOpponent));
        }
        req.opponent = Some(player_of(&user, None));
    }
    req.layout = layout.filter(|l| !l.trim().is_empty());
    req.side = side.map_or(SideChoice::Random, SideChoice::from);
    if let Some(time) = time {
        req.time = time.parse().map_err(hnefi_app::Error::from)?;
    }
    req.rated = rated.unwrap_or(true);
    req.position = position.filter(|p| !p.trim().is_empty());
    let challenge = ctx.data().app.challenges().create(req).await?;
    post_challenge_reply(ctx, &challenge).await
}

/// Challenge the same opponent again, sides swapped
#[poise::command(slash_command)]
pub async fn rematch(
    ctx: Context<'_>,
    #[description = "The game to replay (your last finished game here if left out)"] game: Option<
        i64,
    >,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::LastFinished);
    let challenge = ctx
        .data()
        .app
        .challenges()
        .rematch(which, &caller(ctx), place(ctx))
        .await?;
    // The AI does not wait for a button: it accepts at once.
    if challenge.opponent.is_some_and(|o| o.ai_level().is_some()) {
        return start_against_ai(ctx, &challenge).await;
    }
    post_challenge_reply(ctx, &challenge).await
}

/// Layouts of the variant chosen so far, filtered by what was typed.
async fn complete_layout(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    // Autocomplete sends back a key; a rule set this process has not
    // compiled yet offers the layouts of every built-in variant meanwhile.
    let chosen = option_str(ctx, "variant").and_then(|key| hnefi_app::known_variant(key).ok());
    let variants = match chosen {
        Some(v) => vec![v],
        None => variant::all().to_vec(),
    };
    let partial = partial.trim().to_lowercase();
    let mut layouts: Vec<String> = Vec::new();
    for v in variants {
        for name in v.layouts() {
            if name.starts_with(&partial) && !layouts.iter().any(|l| l == name) {
                layouts.push(name.to_string());
            }
        }
    }
    layouts.truncate(25);
    serenity::CreateAutocompleteResponse::new().set_choices(
        layouts
            .into_iter()
            .map(serenity::AutocompleteChoice::from)
            .collect(),
    )
}

/// The challenge's start position, as the game will begin.
fn start_position(c: &Challenge) -> Result<Position, BotError> {
    let v = hnefi_app::known_variant(&c.variant).map_err(|e| BotError::Internal(e.to_string()))?;
    match &c.position {
        Some(text) => Position::parse(&v, text).map_err(|e| BotError::Internal(e.to_string())),
        None => v
            .start_position(Some(&c.layout), None)
            .map_err(|e| BotError::Internal(e.to_string())),
    }
}

fn challenge_buttons(lang: Lang, c: &Challenge) -> Vec<serenity::CreateActionRow> {
    let id = c.id.0;
    let mut buttons = vec![
        serenity::CreateButton::new(format!("challenge:{id}:accept"))
            .label(t!(lang, "button-accept"))
            .style(serenity::ButtonStyle::Success),
    ];
    if c.opponent.is_some() {
        buttons.push(
            serenity::CreateButton::new(format!("challenge:{id}:decline"))
                .label(t!(lang, "button-decline"))
                .style(serenity::ButtonStyle::Danger),
        );
    }
    buttons.push(
        serenity::CreateButton::new(format!("challenge:{id}:cancel"))
            .label(t!(lang, "button-cancel"))
            .style(serenity::ButtonStyle::Secondary),
    );
    vec![serenity::CreateActionRow::Buttons(buttons)]
}

/// The embed of a challenge.
fn challenge_embed(lang: Lang, c: &Challenge) -> serenity::CreateEmbed {
    serenity::CreateEmbed::new()
        .title(t!(lang, "challenge-title", challenge = c.id.0))
        .description(challenge_text(lang, c))
        .image(format!("attachment://{BOARD_FILE}"))
        .colour(serenity::Colour::from_rgb(0x8a, 0x5a, 0x2b))
}

/// Answers the command with the challenge and remembers its message, so
/// the game's thread can open on it.
async fn post_challenge_reply(ctx: Context<'_>, c: &Challenge) -> Result<(), BotError> {
    let lang = lang(ctx);
    let png = position_png(lang, &ctx.data().renderer, start_position(c)?).await?;
    let mut reply = poise::CreateReply::default()
        .embed(challenge_embed(lang, c))
        .attachment(attachment(png))
        .components(challenge_buttons(lang, c));
    if let Some(opponent) = c.opponent {
        let to = mention(lang, opponent);
        reply = reply.content(t!(lang, "challenge-to-you", opponent = to));
    }
    let handle = ctx.send(reply).await?;
    let message = handle.message().await?;
    ctx.data()
        .app
        .challenges()
        .set_message(c.id, message.id.get() as i64)
        .await?;
    Ok(())
}
