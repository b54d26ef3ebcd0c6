//! `/rules`: a variant's rules in short, with its start position.

use hnefi_engine::variant;
use poise::serenity_prelude as serenity;

use super::rules_text::rules_text;
use crate::bot::choices::VariantChoice;
use crate::bot::context::Context;
use crate::bot::errors::BotError;
use crate::bot::pictures::{BOARD_FILE, attachment, position_png};

/// The rules of a variant in short, with its start position
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"] variant: VariantChoice,
) -> Result<(), BotError> {
    let v = variant::by_key(variant.key()).map_err(|e| BotError::Internal(e.to_string()))?;
    let text = rules_text(v.key()).unwrap_or("The rules of this variant are not written up yet.");
    let start = v
        .start_position(None, None)
        .map_err(|e| BotError::Internal(e.to_string()))?;
    let png = position_png(&ctx.data().renderer, start).await?;
    let embed = serenity::CreateEmbed::new()
        .title(v.name())
        .description(text)
        .image(format!("attachment://{BOARD_FILE}"));
    ctx.send(
        poise::CreateReply::default()
            .embed(embed)
            .attachment(attachment(png)),
    )
    .await?;
    Ok(())
}
