//! `/variant`: create, list, show and delete the server's rule sets. What a
//! rule set is shown with: its name, its canonical rules string, its key
//! and its start board.

use hnefi_app::RuleSetView;
use poise::serenity_prelude as serenity;

use crate::bot::context::{Context, caller, lang, place};
use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};
use crate::bot::organizers::is_organizer;
use crate::bot::pictures::{BOARD_FILE, attachment, position_png};
use crate::bot::refusals::rules_warning;
use crate::bot::rule_sets::facts::rules_in_words;
use crate::bot::words::{clipped, mention};

/// The server's own rule sets, written as OpenTafl rules strings
#[poise::command(
    slash_command,
    guild_only,
    subcommands("create", "list", "show", "delete"),
    subcommand_required
)]
pub async fn variant(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Save a rule set for this server (Manage Server or organisers)
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "Its name, as players will see it"] name: String,
    #[description = "An OpenTafl (OTN) rules string: dim:9 esc:e ... start:/.../"] rules: String,
) -> Result<(), BotError> {
    let organizer = is_organizer(ctx).await?;
    let created = ctx
        .data()
        .app
        .rule_sets()
        .create(place(ctx).guild, &caller(ctx), organizer, &name, &rules)
        .await?;
    let lang = lang(ctx);
    let mut said = t!(lang, "variant-saved", name = &created.rule_set.name);
    if !created.warnings.is_empty() {
        said.push('\n');
        said.push_str(&t!(lang, "variant-ignored"));
        for warning in &created.warnings {
            said.push_str("\n- ");
            said.push_str(&rules_warning(lang, warning));
        }
    }
    send_rule_set(ctx, lang, &created.rule_set, said).await
}

/// List the server's rule sets
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), BotError> {
    let lang = lang(ctx);
    let rule_sets = ctx.data().app.rule_sets().list(place(ctx).guild).await?;
    let description = if rule_sets.is_empty() {
        t!(lang, "variant-list-empty")
    } else {
        rule_sets
            .iter()
            .map(|r| {
                t!(
                    lang,
                    "variant-list-line",
                    name = &r.name,
                    size = r.variant.size(),
                    author = mention(lang, r.created_by)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let embed = serenity::CreateEmbed::new()
        .title(t!(
            lang,
            "variant-list-title",
            count = rule_sets.len(),
            max = hnefi_app::rule_sets::MAX_RULE_SETS
        ))
        .description(description);
    ctx.send(poise::CreateReply::default().embed(embed)).await?;
    Ok(())
}

/// Show one of the server's rule sets with its start board
#[poise::command(slash_command, guild_only)]
pub async fn show(
    ctx: Context<'_>,
    #[description = "Which rule set"]
    #[autocomplete = "server_rule_sets"]
    variant: String,
) -> Result<(), BotError> {
    let shown = ctx
        .data()
        .app
        .rule_sets()
        .show(place(ctx).guild, &variant)
        .await?;
    let lang = lang(ctx);
    send_rule_set(ctx, lang, &shown, String::new()).await
}

/// Delete a rule set: games already played in it keep it (Manage Server or organisers)
#[poise::command(slash_command, guild_only)]
pub async fn delete(
    ctx: Context<'_>,
    #[description = "Which rule set"]
    #[autocomplete = "server_rule_sets"]
    variant: String,
) -> Result<(), BotError> {
    let organizer = is_organizer(ctx).await?;
    let deleted = ctx
        .data()
        .app
        .rule_sets()
        .delete(place(ctx).guild, &caller(ctx), organizer, &variant)
        .await?;
    ctx.say(t!(lang(ctx), "variant-deleted", name = &deleted.name))
        .await?;
    Ok(())
}

/// The server's rule sets whose names contain what was typed.
async fn server_rule_sets(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let rule_sets = match ctx.data().app.rule_sets().list(place(ctx).guild).await {
        Ok(rule_sets) => rule_sets,
        Err(e) => {
            tracing::debug!("rule set autocomplete: {e}");
            Vec::new()
        }
    };
    let typed = typed.trim().to_lowercase();
    serenity::CreateAutocompleteResponse::new().set_choices(
        rule_sets
            .into_iter()
            .filter(|r| r.name.to_lowercase().contains(&typed))
            .take(25)
            .map(|r| serenity::AutocompleteChoice::new(r.name.clone(), r.name))
            .collect(),
    )
}

/// A rule set as an embed: its name, its rules string, its key and size,
/// and its start board, after `said`.
async fn send_rule_set(
    ctx: Context<'_>,
    lang: Lang,
    rule_set: &RuleSetView,
    said: String,
) -> Result<(), BotError> {
    let start = rule_set
        .variant
        .start_position(None, None)
        .map_err(|e| BotError::Internal(e.to_string()))?;
    let png = position_png(lang, &ctx.data().renderer, start).await?;
    let size = rule_set.variant.size();
    let rules = rule_set
        .variant
        .rule_set()
        .ok_or_else(|| BotError::Internal(format!("{} has no rules", rule_set.key)))?;
    let words = rules_in_words(lang, &rule_set.name, rules);
    let mut embed = serenity::CreateEmbed::new()
        .title(&rule_set.name)
        .description(clipped(words, 3_000))
        .field(t!(lang, "variant-board"), format!("{size}x{size}"), true)
        .field(t!(lang, "variant-key"), format!("`{}`", rule_set.key), true)
        .field(
            t!(lang, "variant-author"),
            mention(lang, rule_set.created_by),
            true,
        )
        .image(format!("attachment://{BOARD_FILE}"));
    let mut reply = poise::CreateReply::default();
    // The string to copy: in the embed where it fits a field, else as a file.
    let quoted = format!("```\n{}\n```", rule_set.rules);
    if quoted.chars().count() <= FIELD_ROOM {
        embed = embed.field(t!(lang, "variant-rules"), quoted, false);
    } else {
        reply = reply.attachment(serenity::CreateAttachment::bytes(
            rule_set.rules.clone().into_bytes(),
            RULES_FILE,
        ));
    }
    reply = reply.embed(embed).attachment(attachment(png));
    if !said.is_empty() {
        reply = reply.content(said);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// An embed field holds 1,024 characters.
const FIELD_ROOM: usize = 1_024;

/// The file a rules string too long for a field is attached as.
const RULES_FILE: &str = "rules.txt";
