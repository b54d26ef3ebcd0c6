//! `/notify turn warnings hour`: the caller's direct-message settings.

use hnefi_app::{NoticeSettings, TurnNotice};

use crate::bot::choices::TurnChoice;
use crate::bot::context::{Context, caller, lang};
use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};

/// Direct messages on your turn and when your time runs low
#[poise::command(slash_command)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "Your turn: a message each move, a daily digest, or off"] turn: Option<
        TurnChoice,
    >,
    #[description = "A warning when 80% and 95% of your time has gone"] warnings: Option<bool>,
    #[description = "The digest's hour, UTC (8 if never set)"]
    #[min = 0]
    #[max = 23]
    hour: Option<u8>,
) -> Result<(), BotError> {
    let settings = ctx
        .data()
        .app
        .notices()
        .set(&caller(ctx), turn.map(TurnNotice::from), warnings, hour)
        .await?;
    let text = settings_text(lang(ctx), &settings);
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// "Your turn: each move · warnings: on".
fn settings_text(lang: Lang, settings: &NoticeSettings) -> String {
    let turn = match settings.turn {
        TurnNotice::EachMove => t!(lang, "notify-turn-each-move"),
        TurnNotice::Daily => t!(lang, "notify-turn-daily", hour = settings.digest_hour),
        TurnNotice::Off => t!(lang, "notify-turn-off"),
    };
    t!(
        lang,
        "notify-settings",
        turn = turn,
        warnings = if settings.warnings { "yes" } else { "no" }
    )
}
