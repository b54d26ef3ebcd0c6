//! `/move`, `/resign`, `/draw`, `/abort`: acting in a game
//! (docs/discord.md, "Flow of a game" 3 and 4).

use hnefi_app::{DrawOutcome, GameScope, MoveRequest};
use poise::serenity_prelude as serenity;

use super::board::BoardMessage;
use super::suggest;
use super::texts::{agreed_text, move_message, offered_text, resigned_text};
use crate::bot::context::{Context, caller_id, game_ref, lang, option_i64};
use crate::bot::errors::BotError;
use crate::bot::i18n::t;

/// Play a move in your game
#[poise::command(slash_command, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[description = "Your move, like e1-e4 (captures optional: e1-e4xe5)"]
    #[autocomplete = "complete_move"]
    notation: String,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::Active);
    let request = MoveRequest::new(which, caller_id(ctx), notation.trim());
    let played = ctx.data().app.games().play(request).await?;
    let text = move_message(
        lang(ctx),
        &played.board.summary,
        &played.mv,
        &played.replies,
        ctx.data().app.now(),
    );
    BoardMessage::send(ctx, &played.board, text).await
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
    let which = game_ref(ctx, option_i64(ctx, "game"), GameScope::Active);
    let me = caller_id(ctx);
    let board = ctx.data().app.games().board(which, me).await?;
    if board.summary.player_to_move() != Some(me) {
        return Ok(Vec::new());
    }
    Ok(suggest::suggestions(&board.game, partial))
}

/// Resign a game
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::Active);
    let me = caller_id(ctx);
    let over = ctx.data().app.games().resign(which, me).await?;
    BoardMessage::send(ctx, &over, resigned_text(lang(ctx), &over.summary, me)).await
}

/// Offer a draw, or accept your opponent's offer
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::Active);
    let me = caller_id(ctx);
    match ctx.data().app.games().offer_draw(which, me).await? {
        DrawOutcome::Offered(game) => {
            let reply = poise::CreateReply::default().content(offered_text(lang(ctx), &game, me));
            ctx.send(reply).await?;
            Ok(())
        }
        DrawOutcome::Agreed(board) => {
            BoardMessage::send(ctx, &board, agreed_text(lang(ctx), &board.summary)).await
        }
    }
}

/// Cancel a game in which a side has not moved yet
#[poise::command(slash_command)]
pub async fn abort(
    ctx: Context<'_>,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::Active);
    let aborted = ctx.data().app.games().abort(which, caller_id(ctx)).await?;
    // The game's thread hears of it from the notifier (GameFinished).
    ctx.send(
        poise::CreateReply::default()
            .content(t!(lang(ctx), "game-aborted-answer", game = aborted.id.0))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
