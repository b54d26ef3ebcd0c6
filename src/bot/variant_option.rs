//! The `variant` option of every command (docs/discord.md, "Variants"):
//! autocomplete over the server's own rule sets, the built-in variants and
//! the community's standards, each sent back by its key. What a person
//! types without picking is read as a key or a name, so a script that
//! sends `copenhagen` works as it always has.

use std::sync::Arc;

use hnefi_engine::{Variant, variant};
use poise::serenity_prelude as serenity;

use crate::bot::context::{Context, lang, place};
use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, has, t};
use crate::bot::words::{clipped, variant_name};

/// Discord shows at most 25 choices.
const MAX_CHOICES: usize = 25;

/// The variant the `variant` option names.
pub async fn chosen_variant(ctx: Context<'_>, given: &str) -> Result<Arc<Variant>, BotError> {
    Ok(ctx
        .data()
        .app
        .rule_sets()
        .named(place(ctx).guild, given)
        .await?)
}

/// The key of the variant the `variant` option names.
pub async fn variant_key(ctx: Context<'_>, given: &str) -> Result<String, BotError> {
    Ok(chosen_variant(ctx, given).await?.key().to_string())
}

/// The key of the variant whose ratings are asked for: as
/// [`variant_key`], and also the key of a rule set the server has since
/// deleted, whose ratings stay.
pub async fn rated_variant_key(ctx: Context<'_>, given: &str) -> Result<String, BotError> {
    if hnefi_app::is_rule_set_key(given.trim()) {
        return Ok(given.trim().to_string());
    }
    variant_key(ctx, given).await
}

/// The variants whose shown name or key contains what was typed: the
/// server's rule sets first (a club's own games are why it wrote them),
/// then the built-in variants and the standards in the order of
/// docs/rules.md.
pub async fn complete_variant(
    ctx: Context<'_>,
    typed: &str,
) -> serenity::CreateAutocompleteResponse {
    let lang = lang(ctx);
    let own = match ctx.data().app.rule_sets().list(place(ctx).guild).await {
        Ok(rule_sets) => rule_sets,
        Err(e) => {
            tracing::debug!("variant autocomplete: {e}");
            Vec::new()
        }
    };
    let own = own.into_iter().map(|r| {
        let size = r.variant.size();
        let shown = t!(lang, "choice-variant-server", name = &r.name, size = size);
        (shown, r.key)
    });
    let builtin = variant::all().iter().chain(variant::standards()).map(|v| {
        (
            builtin_choice_name(lang, v.key(), v.size()),
            v.key().to_string(),
        )
    });
    let typed = typed.trim().to_lowercase();
    let choices = own
        .chain(builtin)
        .filter(|(shown, key)| {
            typed.is_empty() || shown.to_lowercase().contains(&typed) || key.contains(&typed)
        })
        .take(MAX_CHOICES)
        .map(|(shown, key)| serenity::AutocompleteChoice::new(clipped(shown, 100), key))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// A built-in variant as the list shows it: its own choice text where the
/// catalogue has one ("Noggin's Game"), else its name and size.
fn builtin_choice_name(lang: Lang, key: &str, size: u8) -> String {
    let own = format!("choice-variant-{key}");
    if has(Lang::En, &own) {
        return crate::bot::i18n::text(lang, &own, &[]);
    }
    t!(
        lang,
        "choice-variant-sized",
        name = variant_name(lang, key),
        size = size
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_and_standard_has_a_choice_name_in_every_language() {
        for lang in Lang::ALL {
            for v in variant::all().iter().chain(variant::standards()) {
                let shown = builtin_choice_name(lang, v.key(), v.size());
                let chars = shown.chars().count();
                assert!((1..=100).contains(&chars), "{lang:?} {}: {shown}", v.key());
                assert!(!shown.contains('{'), "{lang:?} {}: {shown}", v.key());
            }
        }
    }
}
