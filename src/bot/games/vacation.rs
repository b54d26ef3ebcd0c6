//! `/vacation start|end|status|auto|allowance` (docs/correspondence.md 2):
//! the caller's vacation on this server, over the app's games.

use hnefi_app::VacationStatus;
use poise::serenity_prelude as serenity;

use crate::bot::context::{Context, caller, caller_id, lang, place};
use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};
use crate::bot::organizers::is_manager;
use crate::bot::words::{mention, relative_time};

/// Your vacation: the clocks of your correspondence games here stand still
#[poise::command(
    slash_command,
    subcommands("start", "end", "status", "auto", "allowance"),
    subcommand_required
)]
pub async fn vacation(_: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Go on vacation for some days
#[poise::command(slash_command)]
async fn start(
    ctx: Context<'_>,
    #[description = "How many days"]
    #[min = 1]
    #[max = 366]
    days: u32,
) -> Result<(), BotError> {
    let status = ctx
        .data()
        .app
        .games()
        .start_vacation(&caller(ctx), place(ctx).guild, days)
        .await?;
    let lang = lang(ctx);
    let text = match status.current {
        Some(v) => t!(
            lang,
            "vacation-started",
            player = mention(lang, status.player),
            until = relative_time(v.until)
        ),
        None => String::new(),
    };
    say(ctx, format!("{text}\n{}", days_line(lang, &status)), false).await
}

/// End your vacation now; the days not begun return
#[poise::command(slash_command)]
async fn end(ctx: Context<'_>) -> Result<(), BotError> {
    let status = ctx
        .data()
        .app
        .games()
        .end_vacation(caller_id(ctx), place(ctx).guild)
        .await?;
    let lang = lang(ctx);
    let text = t!(
        lang,
        "vacation-ended",
        player = mention(lang, status.player),
        returned = status.returned.unwrap_or(0)
    );
    say(ctx, format!("{text}\n{}", days_line(lang, &status)), false).await
}

/// Whether someone is away, and their vacation days this year
#[poise::command(slash_command)]
async fn status(
    ctx: Context<'_>,
    #[description = "Whose (yours if left out)"] user: Option<serenity::User>,
) -> Result<(), BotError> {
    let who = user
        .as_ref()
        .map(|u| hnefi_app::PlayerId::discord(u.id.get()))
        .unwrap_or_else(|| caller_id(ctx));
    let status = ctx
        .data()
        .app
        .games()
        .vacation_status(who, place(ctx).guild)
        .await?;
    let lang = lang(ctx);
    let mut text = match status.current {
        Some(v) => t!(
            lang,
            "vacation-status-away",
            player = mention(lang, who),
            until = relative_time(v.until)
        ),
        None => t!(lang, "vacation-status-here", player = mention(lang, who)),
    };
    text.push('\n');
    text.push_str(&days_line(lang, &status));
    text.push('\n');
    text.push_str(&t!(
        lang,
        "vacation-status-auto",
        on = if status.auto { "yes" } else { "no" }
    ));
    say(ctx, text, false).await
}

/// Start a vacation by yourself instead of losing on time, while days remain
#[poise::command(slash_command)]
async fn auto(
    ctx: Context<'_>,
    #[description = "On or off"] enabled: bool,
) -> Result<(), BotError> {
    let status = ctx
        .data()
        .app
        .games()
        .set_auto_vacation(&caller(ctx), place(ctx).guild, enabled)
        .await?;
    let lang = lang(ctx);
    let id = if status.auto {
        "vacation-auto-on"
    } else {
        "vacation-auto-off"
    };
    say(
        ctx,
        format!("{}\n{}", t!(lang, id), days_line(lang, &status)),
        true,
    )
    .await
}

/// Each player's vacation days a year on this server (Manage Server)
#[poise::command(slash_command, guild_only)]
async fn allowance(
    ctx: Context<'_>,
    #[description = "Days a year (21 by default)"]
    #[min = 0]
    #[max = 366]
    days: u32,
) -> Result<(), BotError> {
    let guild = place(ctx).guild.unwrap_or(0);
    let days = ctx
        .data()
        .app
        .games()
        .set_vacation_allowance(guild, days, is_manager(ctx))
        .await?;
    say(
        ctx,
        t!(lang(ctx), "vacation-allowance-set", days = days),
        false,
    )
    .await
}

/// "Vacation days this year: 5 used, 16 left of 21."
fn days_line(lang: Lang, status: &VacationStatus) -> String {
    t!(
        lang,
        "vacation-days",
        used = status.used,
        left = status.left,
        allowance = status.allowance
    )
}

async fn say(ctx: Context<'_>, text: String, ephemeral: bool) -> Result<(), BotError> {
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .ephemeral(ephemeral)
            .allowed_mentions(serenity::CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}
