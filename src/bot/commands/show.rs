//! `/board`, `/games`, `/rules`, `/export`, `/replay`: looking at games.

use hnefi_app::{GameId, PlayerId};
use hnefi_engine::variant;
use poise::serenity_prelude as serenity;

use super::{VariantChoice, resolve_game};
use crate::bot::{BotError, Context, board, rules_text, texts};

/// Show a game's current board
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let id = resolve_game(ctx, game).await?;
    let view = ctx.data().service.load_game(id).await?;
    let text = texts::game_header(&view.summary);
    let message = board::BoardMessage::of_view(&ctx.data().renderer, &view, text).await?;
    ctx.send(message.reply()).await?;
    Ok(())
}

/// List active games (yours, or another player's)
#[poise::command(slash_command)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Whose games (yours if left out)"] user: Option<serenity::User>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let who = user.as_ref().unwrap_or_else(|| ctx.author());
    let player = PlayerId::discord(who.id.get());
    let games = ctx.data().service.active_games_of(player).await?;
    let mut lines = Vec::new();
    for g in games.iter().take(20) {
        let opponent = if g.attacker == player {
            g.defender
        } else {
            g.attacker
        };
        let turn = match (g.player_to_move(), g.deadline) {
            (Some(p), Some(due)) if p == player => {
                format!("**to move**, due {}", texts::relative_time(due))
            }
            (Some(p), None) if p == player => "**to move**".to_string(),
            _ => "waiting".to_string(),
        };
        let place = match g.thread {
            Some(thread) => format!("<#{thread}>"),
            None => format!("<#{}>", g.place.channel),
        };
        lines.push(format!(
            "`#{}` {} vs {} · move {} · {turn} · {place}",
            g.id.0,
            texts::variant_name(&g.variant),
            texts::mention(opponent),
            g.plies + 1
        ));
    }
    if games.len() > lines.len() {
        lines.push(format!("… and {} more.", games.len() - lines.len()));
    }
    let description = if lines.is_empty() {
        format!("{} has no active games.", texts::mention(player))
    } else {
        lines.join("\n")
    };
    let embed = serenity::CreateEmbed::new()
        .title(format!("Active games of {}", super::user_name(who)))
        .description(description);
    ctx.send(poise::CreateReply::default().embed(embed)).await?;
    Ok(())
}

/// The rules of a variant in short, with its start position
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"] variant: VariantChoice,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let v = variant::by_key(variant.key()).map_err(|e| BotError::Internal(e.to_string()))?;
    let text = rules_text::rules_text(v.key())
        .unwrap_or("The rules of this variant are not written up yet.");
    let start = v
        .start_position(None, None)
        .map_err(|e| BotError::Internal(e.to_string()))?;
    let png = board::position_png(&ctx.data().renderer, start).await?;
    let embed = serenity::CreateEmbed::new()
        .title(v.name())
        .description(text)
        .image(format!("attachment://{}", board::BOARD_FILE));
    ctx.send(
        poise::CreateReply::default()
            .embed(embed)
            .attachment(board::attachment(png)),
    )
    .await?;
    Ok(())
}

/// For looking back: the game given, else the caller's only active game
/// here, else the newest game played here (finished ones too).
async fn resolve_any_game(ctx: Context<'_>, given: Option<i64>) -> Result<GameId, BotError> {
    match resolve_game(ctx, given).await {
        Err(BotError::App(hnefi_app::Error::NoActiveGameHere)) => {
            let here = ctx.channel_id().get() as i64;
            let newest = ctx.data().service.games_in(here, false, 1).await?;
            newest
                .first()
                .map(|g| g.id)
                .ok_or(BotError::App(hnefi_app::Error::NoActiveGameHere))
        }
        other => other,
    }
}

/// Attach a game's record (rules.md notation)
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number (your game here, or the latest game here, if left out)"]
    game: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let id = resolve_any_game(ctx, game).await?;
    let record = ctx.data().service.export(id).await?;
    let file = serenity::CreateAttachment::bytes(record.into_bytes(), format!("game-{}.txt", id.0));
    ctx.send(
        poise::CreateReply::default()
            .content(format!("The record of game #{}.", id.0))
            .attachment(file),
    )
    .await?;
    Ok(())
}

/// Attach an animated replay of a game
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number (your game here, or the latest game here, if left out)"]
    game: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let id: GameId = resolve_any_game(ctx, game).await?;
    // Load first: a refusal must stay private, and after a public defer
    // every answer is public.
    let view = ctx.data().service.load_game(id).await?;
    ctx.defer().await?;
    let gif = board::replay_gif(&ctx.data().renderer, &view).await?;
    let file = serenity::CreateAttachment::bytes(gif, format!("game-{}.gif", id.0));
    ctx.send(
        poise::CreateReply::default()
            .content(format!(
                "**{}** · {} · {} moves",
                texts::game_title(&view.summary),
                texts::sides_line(&view.summary),
                view.summary.plies
            ))
            .attachment(file),
    )
    .await?;
    Ok(())
}
