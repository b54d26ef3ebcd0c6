//! `/ai`: an unrated game against the bot's AI, which answers each move by
//! itself (the app's AI player; level 3 thinks under a second, level 5
//! under five).

use hnefi_app::SideChoice;

use super::texts::sides_line;
use crate::bot::choices::{SideParam, VariantChoice};
use crate::bot::context::{Context, caller, place};
use crate::bot::errors::BotError;
use crate::bot::words::{mention, variant_name};

/// Play against the bot's AI
#[poise::command(slash_command)]
pub async fn ai(
    ctx: Context<'_>,
    #[description = "The game to play"] variant: VariantChoice,
    #[description = "Your side (random if left out)"] side: Option<SideParam>,
    #[description = "1 (beginner) to 5 (strongest); 3 if left out"]
    #[min = 1]
    #[max = 5]
    level: Option<u8>,
) -> Result<(), BotError> {
    let me = caller(ctx);
    let level = level.unwrap_or(3);
    let side = side.map_or(SideChoice::Random, SideChoice::from);
    let (_, game) = ctx
        .data()
        .app
        .challenges()
        .start_ai_game(me.clone(), place(ctx), variant.key(), side, level)
        .await?;
    let text = format!(
        "🤖 {} plays **{}** against {} in game #{}: {} The board follows in the game's thread.",
        mention(me.id),
        variant_name(&game.variant),
        hnefi_app::ai_name(level),
        game.id.0,
        sides_line(&game)
    );
    ctx.send(poise::CreateReply::default().content(text))
        .await?;
    Ok(())
}
