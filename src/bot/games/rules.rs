//! `/rules`: a variant's rules in short, with its start position.

use poise::serenity_prelude as serenity;

use super::rules_text::rules_text;
use crate::bot::context::{Context, lang};
use crate::bot::errors::BotError;
use crate::bot::i18n::t;
use crate::bot::pictures::{BOARD_FILE, attachment, position_png};
use crate::bot::rule_sets::facts::rules_in_words;
use crate::bot::variant_option::{chosen_variant, complete_variant};
use crate::bot::words::{clipped, variant_name};

/// The rules of a variant in short, with its start position
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "complete_variant"]
    variant: String,
) -> Result<(), BotError> {
    let lang = lang(ctx);
    let v = chosen_variant(ctx, &variant).await?;
    let name = variant_name(lang, v.key());
    // The hand-written variants have their own text; every rule set, a
    // standard or a server's, is said from its rules.
    let text = match v.rule_set() {
        // An embed's description holds 4,096 characters; a rule set that
        // changes nearly every rule could say more.
        Some(rules) => clipped(rules_in_words(lang, &name, rules), 4_000),
        None => rules_text(lang, v.key()).unwrap_or_else(|| t!(lang, "rules-missing")),
    };
    let start = v
        .start_position(None, None)
        .map_err(|e| BotError::Internal(e.to_string()))?;
    let png = position_png(lang, &ctx.data().renderer, start).await?;
    let embed = serenity::CreateEmbed::new()
        .title(name)
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
