//! `/ai`: an unrated game against the bot's AI, which answers each move by
//! itself (the service's `AiMover`; level 3 thinks under a second, level 5
//! under five).

use hnefi_app::SideChoice;

use super::challenge::SideParam;
use super::{VariantChoice, caller, place};
use crate::bot::{BotError, Context, texts};

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
    let _running = ctx.data().in_flight.enter();
    let me = caller(ctx);
    let level = level.unwrap_or(3);
    let (_, game) = ctx
        .data()
        .service
        .start_ai_game(
            me.clone(),
            place(ctx),
            variant.key(),
            side.map_or(SideChoice::Random, SideChoice::from),
            level,
        )
        .await?;
    let text = format!(
        "🤖 {} plays **{}** against {} in game #{}: {} The board follows in the game's thread.",
        texts::mention(me.id),
        texts::variant_name(&game.variant),
        hnefi_app::ai_name(level),
        game.id.0,
        texts::sides_line(&game)
    );
    ctx.send(poise::CreateReply::default().content(text))
        .await?;
    Ok(())
}
