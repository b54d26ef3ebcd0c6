//! `/premove set|show|clear` (docs/correspondence.md 4): conditional
//! moves, answered to the caller alone, since they are hidden from the
//! opponent.

use hnefi_app::{GameScope, Premoves};

use crate::bot::context::{Context, caller_id, game_ref, lang};
use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};

/// Conditional moves in a game, hidden from your opponent
#[poise::command(
    slash_command,
    subcommands("set", "show", "clear"),
    subcommand_required
)]
pub async fn premove(_: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Enter a line: their move, your reply, their move, your reply...
#[poise::command(slash_command)]
async fn set(
    ctx: Context<'_>,
    #[description = "Moves THEIRS MINE THEIRS MINE..., like e3-e6 f7-f5"] line: String,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::Active);
    let premoves = ctx
        .data()
        .app
        .games()
        .set_premoves(which, caller_id(ctx), &line)
        .await?;
    let lang = lang(ctx);
    whisper(
        ctx,
        t!(
            lang,
            "premove-set",
            game = premoves.game.0,
            line = line_text(lang, &premoves)
        ),
    )
    .await
}

/// Show your conditional moves in a game
#[poise::command(slash_command)]
async fn show(
    ctx: Context<'_>,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::Active);
    let lang = lang(ctx);
    let text = match ctx
        .data()
        .app
        .games()
        .premoves(which, caller_id(ctx))
        .await?
    {
        Some(premoves) => t!(
            lang,
            "premove-show",
            game = premoves.game.0,
            line = line_text(lang, &premoves)
        ),
        None => t!(lang, "premove-none"),
    };
    whisper(ctx, text).await
}

/// Remove your conditional moves in a game
#[poise::command(slash_command)]
async fn clear(
    ctx: Context<'_>,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::Active);
    let game = ctx
        .data()
        .app
        .games()
        .clear_premoves(which, caller_id(ctx))
        .await?;
    whisper(ctx, t!(lang(ctx), "premove-cleared", game = game.0)).await
}

/// "**13.** if `e3-e6` then `f7-f5`; **15.** if `a1-a2` then ..."
fn line_text(lang: Lang, premoves: &Premoves) -> String {
    premoves
        .line
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            t!(
                lang,
                "premove-pair",
                move = premoves.at_ply as usize + 1 + 2 * i,
                theirs = pair[0].as_str(),
                mine = pair.get(1).map(String::as_str).unwrap_or("")
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

async fn whisper(ctx: Context<'_>, text: String) -> Result<(), BotError> {
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
