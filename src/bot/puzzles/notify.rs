//! The daily puzzle's post (`Event::DailyPuzzle`): the task, the board,
//! the solution behind a spoiler tag and a button to take it up.

use poise::serenity_prelude as serenity;

use super::buttons::take_id;
use super::show::{source, spoiler, task};
use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};
use crate::bot::pictures::{BOARD_FILE, attachment, position_png};
use crate::bot::post::Speaker;
use crate::bot::words::variant_name;

pub async fn daily(
    lang: Lang,
    link: &Speaker<'_>,
    channel: i64,
    key: &str,
) -> Result<(), BotError> {
    let puzzle = link.app.puzzles().puzzle(key).await?;
    let embed = serenity::CreateEmbed::new()
        .title(t!(
            lang,
            "puzzle-daily-title",
            variant = variant_name(lang, &puzzle.variant)
        ))
        .description(format!(
            "{}\n\n{}\n\n{}",
            task(lang, &puzzle),
            source(lang, &puzzle),
            t!(
                lang,
                "puzzle-daily-solution",
                solution = spoiler(&puzzle.solution)
            )
        ))
        .image(format!("attachment://{BOARD_FILE}"));
    let picture = position_png(lang, &link.renderer, puzzle.position.clone()).await?;
    let button = serenity::CreateButton::new(take_id(key))
        .label(t!(lang, "puzzle-take"))
        .style(serenity::ButtonStyle::Primary);
    link.post(
        channel,
        serenity::CreateMessage::new()
            .embed(embed)
            .add_file(attachment(picture))
            .components(vec![serenity::CreateActionRow::Buttons(vec![button])]),
    )
    .await
}
