//! `/move`, `/resign`, `/draw`, `/abort`: acting in a game (discord.md,
//! "Flow of a game" 3 and 4).

use hnefi_app::{DrawOutcome, GameId, GameSummary, MoveRequest, PlayerId};
use poise::serenity_prelude as serenity;

use super::{caller, option_i64, resolve_game};
use crate::bot::board::BoardMessage;
use crate::bot::{BotError, Context, suggest, texts};

/// Play a move in your game
#[poise::command(slash_command, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[description = "Your move, like e1-e4 (captures optional: e1-e4xe5)"]
    #[autocomplete = "complete_move"]
    notation: String,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let id = resolve_game(ctx, game).await?;
    let me = caller(ctx);
    let played = ctx
        .data()
        .service
        .submit_move(MoveRequest::new(id, me.id, notation.trim()))
        .await?;
    let text = texts::move_message(&played.game, &played.mv);
    send_board(ctx, id, text).await
}

/// Answers with the game's board under `text`.
async fn send_board(ctx: Context<'_>, id: GameId, text: String) -> Result<(), BotError> {
    let message =
        BoardMessage::of_game(&ctx.data().service, &ctx.data().renderer, id, text).await?;
    ctx.send(message.reply()).await?;
    Ok(())
}

async fn complete_move(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = match move_choices(ctx, partial).await {
        Ok(choices) => choices,
        Err(e) => {
            // Autocomplete cannot show errors; an empty list says enough.
            tracing::debug!("move autocomplete: {e}");
            Vec::new()
        }
    };
    serenity::CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(serenity::AutocompleteChoice::from)
            .collect(),
    )
}

async fn move_choices(ctx: Context<'_>, partial: &str) -> Result<Vec<String>, BotError> {
    let given = option_i64(ctx, "game");
    let id = resolve_game(ctx, given).await?;
    let view = ctx.data().service.load_game(id).await?;
    let me = PlayerId::discord(ctx.author().id.get());
    if !view.summary.is_active() || view.summary.player_to_move() != Some(me) {
        return Ok(Vec::new());
    }
    Ok(suggest::suggestions(&view.game, partial))
}

/// Resign a game
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let id = resolve_game(ctx, game).await?;
    let me = caller(ctx);
    let over = ctx.data().service.resign(id, me.id).await?;
    send_board(ctx, id, resigned_text(&over, me.id)).await
}

pub fn resigned_text(game: &GameSummary, by: PlayerId) -> String {
    format!(
        "{} resigns.\n{}",
        texts::mention(by),
        texts::next_line(game)
    )
}

/// Offer a draw, or accept your opponent's offer
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let id = resolve_game(ctx, game).await?;
    let me = caller(ctx);
    let outcome = ctx.data().service.offer_draw(id, me.id).await?;
    match outcome {
        DrawOutcome::Offered(game) => {
            ctx.send(poise::CreateReply::default().content(offered_text(&game, me.id)))
                .await?;
            Ok(())
        }
        DrawOutcome::Agreed(game) => send_board(ctx, id, agreed_text(&game)).await,
    }
}

pub fn offered_text(game: &GameSummary, by: PlayerId) -> String {
    let other = if game.attacker == by {
        game.defender
    } else {
        game.attacker
    };
    format!(
        "🤝 {} offers a draw in game #{}. {}, accept with `/draw` (or the Offer draw button), or just play on.",
        texts::mention(by),
        game.id.0,
        texts::mention(other)
    )
}

pub fn agreed_text(game: &GameSummary) -> String {
    format!("🤝 Draw agreed.\n{}", texts::next_line(game))
}

/// Cancel a game in which a side has not moved yet
#[poise::command(slash_command)]
pub async fn abort(
    ctx: Context<'_>,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let id = resolve_game(ctx, game).await?;
    let me = caller(ctx);
    ctx.data().service.abort(id, me.id).await?;
    // The game's thread hears of it from the notifier (GameFinished).
    ctx.send(
        poise::CreateReply::default()
            .content(format!("Game #{} is aborted.", id.0))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
