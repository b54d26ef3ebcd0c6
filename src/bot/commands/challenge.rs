//! `/challenge` and `/rematch`: post a challenge with its start board and
//! the Accept/Decline/Cancel buttons (discord.md, "Flow of a game" 1).

use hnefi_app::{Challenge, ChallengeRequest, GameId, PlayerId, SideChoice};
use hnefi_engine::{Position, variant};
use poise::ChoiceParameter;
use poise::serenity_prelude as serenity;

use super::{VariantChoice, caller, option_i64, place, player_of};
use crate::bot::{BotError, Context, board, texts};

/// `side`: attackers, defenders or random.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SideParam {
    #[name = "attackers"]
    Attackers,
    #[name = "defenders"]
    Defenders,
    #[name = "random"]
    Random,
}

impl From<SideParam> for SideChoice {
    fn from(side: SideParam) -> SideChoice {
        match side {
            SideParam::Attackers => SideChoice::Attackers,
            SideParam::Defenders => SideChoice::Defenders,
            SideParam::Random => SideChoice::Random,
        }
    }
}

/// Challenge someone (or anyone) to a game of tafl
// A slash command's options are its arguments.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The game to play"] variant: VariantChoice,
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
    let _running = ctx.data().in_flight.enter();
    let mut req = ChallengeRequest::new(caller(ctx), place(ctx), variant.key());
    if let Some(user) = opponent {
        if user.bot {
            return Err(BotError::refused(
                "Bots cannot accept challenges: challenge a person, or leave `opponent` out for an open challenge.",
            ));
        }
        req.opponent = Some(player_of(&user));
    }
    req.layout = layout.filter(|l| !l.trim().is_empty());
    req.side = side.map_or(SideChoice::Random, SideChoice::from);
    if let Some(time) = time {
        req.time = time
            .parse()
            .map_err(|e| BotError::refused(format!("{e}")))?;
    }
    req.rated = rated.unwrap_or(true);
    req.position = position.filter(|p| !p.trim().is_empty());
    let challenge = ctx.data().service.create_challenge(req).await?;
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
    let _running = ctx.data().in_flight.enter();
    let me = caller(ctx);
    let id = match game {
        Some(id) => GameId(id),
        None => last_finished_here(ctx, me.id).await?,
    };
    let challenge = ctx.data().service.rematch(id, &me, place(ctx)).await?;
    post_challenge_reply(ctx, &challenge).await
}

async fn last_finished_here(ctx: Context<'_>, me: PlayerId) -> Result<GameId, BotError> {
    let here = ctx.channel_id().get() as i64;
    let games = ctx.data().service.finished_games_of(me, 50).await?;
    games
        .iter()
        .find(|g| g.channel() == here || g.place.channel == here)
        .map(|g| g.id)
        .ok_or_else(|| {
            BotError::refused(
                "You have no finished game in this channel: give the `game` number to rematch.",
            )
        })
}

/// Layouts of the variant chosen so far, filtered by what was typed.
async fn complete_layout(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let chosen = option_i64(ctx, "variant").and_then(|i| VariantChoice::from_index(i as usize));
    let keys: Vec<&str> = match chosen {
        Some(v) => vec![v.key()],
        None => variant::all().iter().map(|v| v.key()).collect(),
    };
    let partial = partial.trim().to_lowercase();
    let mut layouts: Vec<String> = Vec::new();
    for key in keys {
        if let Ok(v) = variant::by_key(key) {
            for name in v.layouts() {
                if name.starts_with(&partial) && !layouts.iter().any(|l| l == name) {
                    layouts.push(name.to_string());
                }
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
    let v = variant::by_key(&c.variant).map_err(|e| BotError::Internal(e.to_string()))?;
    match &c.position {
        Some(text) => Position::parse(&v, text).map_err(|e| BotError::Internal(e.to_string())),
        None => v
            .start_position(Some(&c.layout), None)
            .map_err(|e| BotError::Internal(e.to_string())),
    }
}

fn challenge_buttons(c: &Challenge) -> Vec<serenity::CreateActionRow> {
    let id = c.id.0;
    let mut buttons = vec![
        serenity::CreateButton::new(format!("challenge:{id}:accept"))
            .label("Accept")
            .style(serenity::ButtonStyle::Success),
    ];
    if c.opponent.is_some() {
        buttons.push(
            serenity::CreateButton::new(format!("challenge:{id}:decline"))
                .label("Decline")
                .style(serenity::ButtonStyle::Danger),
        );
    }
    buttons.push(
        serenity::CreateButton::new(format!("challenge:{id}:cancel"))
            .label("Cancel")
            .style(serenity::ButtonStyle::Secondary),
    );
    vec![serenity::CreateActionRow::Buttons(buttons)]
}

/// The embed of a challenge, open or closed.
pub fn challenge_embed(c: &Challenge, status: Option<&str>) -> serenity::CreateEmbed {
    let mut description = texts::challenge_text(c);
    if let Some(status) = status {
        description = format!("{description}\n\n**{status}**");
    }
    serenity::CreateEmbed::new()
        .title(format!("Challenge #{}", c.id.0))
        .description(description)
        .image(format!("attachment://{}", board::BOARD_FILE))
        .colour(serenity::Colour::from_rgb(0x8a, 0x5a, 0x2b))
}

/// Answers the command with the challenge and remembers its message, so
/// the game's thread can open on it.
pub async fn post_challenge_reply(ctx: Context<'_>, c: &Challenge) -> Result<(), BotError> {
    let png = board::position_png(&ctx.data().renderer, start_position(c)?).await?;
    let mut reply = poise::CreateReply::default()
        .embed(challenge_embed(c, None))
        .attachment(board::attachment(png))
        .components(challenge_buttons(c));
    if let Some(opponent) = c.opponent {
        reply = reply.content(format!("{}, you are challenged!", texts::mention(opponent)));
    }
    let handle = ctx.send(reply).await?;
    let message = handle.message().await?;
    ctx.data()
        .service
        .set_challenge_message(c.id, message.id.get() as i64)
        .await?;
    Ok(())
}
