//! What a posed puzzle looks like: the task, where it comes from, the
//! board and the ratings; the moves of answers behind spoiler tags.

use hnefi_app::{Posed, Puzzle, RatingMove};
use hnefi_engine::Move;
use poise::serenity_prelude as serenity;

use crate::bot::context::Data;
use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};
use crate::bot::pictures::{BOARD_FILE, attachment, position_png};
use crate::bot::words::{side_name, variant_name};

/// The puzzle posed: the task, the board, where it comes from, ratings.
pub async fn posed_message(
    lang: Lang,
    data: &Data,
    posed: &Posed,
) -> Result<(serenity::CreateEmbed, serenity::CreateAttachment), BotError> {
    let puzzle = &posed.puzzle;
    let mut text = vec![
        task(lang, puzzle),
        source(lang, puzzle),
        t!(lang, "puzzle-how"),
    ];
    if let Some(left) = &posed.left {
        text.insert(
            0,
            match &left.change {
                Some(change) if left.failed => t!(
                    lang,
                    "puzzle-left-failed",
                    key = left.key.as_str(),
                    change = rating_change(change)
                ),
                _ => t!(lang, "puzzle-left-skipped", key = left.key.as_str()),
            },
        );
    }
    let embed = serenity::CreateEmbed::new()
        .title(t!(
            lang,
            "puzzle-title",
            variant = variant_name(lang, &puzzle.variant)
        ))
        .description(text.join("\n\n"))
        .image(format!("attachment://{BOARD_FILE}"))
        .footer(serenity::CreateEmbedFooter::new(t!(
            lang,
            "puzzle-footer",
            key = puzzle.key.as_str(),
            rating = posed.puzzle_rating.display(),
            mine = posed.player.rating.display()
        )));
    let picture = position_png(lang, &data.renderer, puzzle.position.clone()).await?;
    Ok((embed, attachment(picture)))
}

/// "Defenders to play and win in 2 moves."
pub fn task(lang: Lang, puzzle: &Puzzle) -> String {
    t!(
        lang,
        "puzzle-task",
        side = side_name(lang, &puzzle.variant, puzzle.position.turn()),
        moves = puzzle.win_in()
    )
}

/// Where the position comes from: a game of this server, or the corpora.
pub fn source(lang: Lang, puzzle: &Puzzle) -> String {
    match puzzle.game() {
        Some(game) => t!(lang, "puzzle-source-game", game = game),
        None => t!(lang, "puzzle-source-corpus", source = puzzle.key.as_str()),
    }
}

/// Moves hidden behind a spoiler tag.
pub fn spoiler(moves: &[Move]) -> String {
    let moves: Vec<String> = moves.iter().map(Move::to_string).collect();
    format!("||{}||", moves.join(" "))
}

/// "1500 → 1523 (+23)".
pub fn rating_change(change: &RatingMove) -> String {
    let diff = (change.after.rating - change.before.rating).round() as i64;
    format!(
        "{} → {} ({diff:+})",
        change.before.display(),
        change.after.display()
    )
}
