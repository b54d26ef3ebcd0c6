//! `/rules`: a variant's rules in short, with its start position.

use hnefi_engine::variant;
use poise::serenity_prelude as serenity;

use super::rules_text::rules_text;
use crate::bot::choices::VariantChoice;
use crate::bot::context::{Context, lang};
use crate::bot::errors::BotError;
use crate::bot::i18n::t;
use crate::bot::pictures::{BOARD_FILE, attachment, position_png};
use crate::bot::words::variant_name;

/// The rules of a variant in short, with its start position
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"] variant: VariantChoice,
) -> Result<(), BotError> {
    let lang = lang(ctx);
    let v = variant::by_key(variant.key()).map_err(|e| BotError::Internal(e.to_string()))?;
    let text = rules_text(lang, v.key()).unwrap_or_else(|| t!(lang, "rules-missing"));
    let start = v
        .start_position(None, None)
        .map_err(|e| BotError::Internal(e.to_string()))?;
    let png = position_png(lang, &ctx.data().renderer, start).await?;
    let embed = serenity::CreateEmbed::new()
        .title(variant_name(lang, v.key()))
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
