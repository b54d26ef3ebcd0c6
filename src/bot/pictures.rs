//! Pictures for messages, drawn on a blocking thread so the async runtime
//! keeps answering interactions. Their captions speak the reader's
//! language (the catalogue's `caption-*` messages).

use std::sync::Arc;

use hnefi_app::Board;
use hnefi_engine::{Announcement, Position, Reason, Side, Variant};
use hnefi_render::{BoardView, GifOptions, Players, Renderer, Style, Wording};
use poise::serenity_prelude as serenity;

use super::errors::BotError;
use super::i18n::{Lang, t};
use super::words::{reason, side_name, variant_name};

pub const BOARD_FILE: &str = "board.png";

/// A drawn board and its caption in words, sent as the attachment's
/// description (alternative text).
pub struct Picture {
    pub png: Vec<u8>,
    pub alt: String,
}

/// A caption's words in one language.
struct CaptionWords(Lang);

impl Wording for CaptionWords {
    fn variant(&self, variant: &Variant) -> String {
        variant_name(self.0, variant.key())
    }

    fn side(&self, variant: &Variant, side: Side) -> String {
        side_name(self.0, variant.key(), side)
    }

    fn to_move(&self, side: &str) -> String {
        t!(self.0, "caption-to-move", side = side)
    }

    fn result(&self, winner: Option<&str>, why: Reason) -> String {
        let why = reason(self.0, why);
        match winner {
            Some(side) => t!(self.0, "caption-win", side = side, reason = why),
            None => t!(self.0, "caption-draw", reason = why),
        }
    }

    fn move_number(&self, plies: usize) -> String {
        match plies {
            0 => t!(self.0, "caption-start"),
            n => t!(self.0, "caption-move", move = n),
        }
    }

    fn announcement(&self, announcement: Announcement) -> String {
        match announcement {
            Announcement::UitNog => t!(self.0, "announcement-uit-nog"),
        }
    }
}

pub fn words(lang: Lang) -> Arc<dyn Wording> {
    Arc::new(CaptionWords(lang))
}

/// The players' names for the caption.
fn players(board: &Board) -> Players {
    Players::new(
        board.summary.attacker_name.clone(),
        board.summary.defender_name.clone(),
    )
}

/// The game as it stands, its last move and captures marked, the result
/// (also one the rules did not decide: resignation, timeout, agreement) in
/// the caption.
pub async fn board_png(
    lang: Lang,
    renderer: &Arc<Renderer>,
    board: &Board,
) -> Result<Picture, BotError> {
    let renderer = renderer.clone();
    let game = board.game.clone();
    let players = players(board);
    let result = board.summary.result;
    let png = tokio::task::spawn_blocking(move || {
        let mut view = BoardView::game_in(&game, &players, words(lang));
        if let Some(result) = result {
            view.caption.outcome = Some(result.outcome());
            view.caption.to_move = None;
        }
        Picture {
            png: renderer.png(&view, Style::default()),
            alt: view.caption.alt_text(),
        }
    })
    .await?;
    Ok(png)
}

/// A bare position (a challenge's or a variant's start).
pub async fn position_png(
    lang: Lang,
    renderer: &Arc<Renderer>,
    position: Position,
) -> Result<Picture, BotError> {
    let renderer = renderer.clone();
    let picture = tokio::task::spawn_blocking(move || {
        let view = BoardView::position_in(&position, words(lang));
        Picture {
            png: renderer.png(&view, Style::default()),
            alt: view.caption.alt_text(),
        }
    })
    .await?;
    Ok(picture)
}

/// An animated replay of the whole game.
pub async fn replay_gif(
    lang: Lang,
    renderer: &Arc<Renderer>,
    board: &Board,
) -> Result<Vec<u8>, BotError> {
    let renderer = renderer.clone();
    let game = board.game.clone();
    let players = players(board);
    let options = GifOptions {
        words: words(lang),
        ..GifOptions::default()
    };
    let gif = tokio::task::spawn_blocking(move || renderer.gif(&game, &players, &options)).await?;
    Ok(gif)
}

/// Discord's limit on an attachment's description.
const ALT_LIMIT: usize = 1024;

pub fn attachment(picture: Picture) -> serenity::CreateAttachment {
    attachment_named(picture, BOARD_FILE)
}

/// A picture attached under its own file name, its text as the
/// description.
pub fn attachment_named(picture: Picture, file: &str) -> serenity::CreateAttachment {
    let alt: String = picture.alt.chars().take(ALT_LIMIT).collect();
    serenity::CreateAttachment::bytes(picture.png, file).description(alt)
}

/// Draws a chart or table (`draw` returns its PNG) on a blocking thread,
/// holding a slot of the heavy-work pool while it draws.
pub async fn drawn(
    heavy_work: &Arc<tokio::sync::Semaphore>,
    draw: impl FnOnce() -> Result<Vec<u8>, String> + Send + 'static,
) -> Result<Vec<u8>, BotError> {
    let _slot = heavy_work
        .acquire()
        .await
        .map_err(|_| BotError::Internal("the bot is stopping".into()))?;
    tokio::task::spawn_blocking(draw)
        .await
        .map_err(|e| BotError::Internal(e.to_string()))?
        .map_err(BotError::Internal)
}

#[cfg(test)]
mod tests {
    use hnefi_engine::variant;
    use hnefi_render::Caption;

    use super::*;

    #[test]
    fn captions_speak_the_readers_language() {
        let start = variant::by_key("noggin")
            .unwrap()
            .start_position(None, None)
            .unwrap();
        let english = Caption::for_position_in(&start, words(Lang::En));
        assert_eq!(english.status(), "Nogs to move");
        assert_eq!(english.move_text(), "Start");
        assert_eq!(english.variant, "Noggin's Game");
        let german = Caption::for_position_in(&start, words(Lang::De));
        assert_ne!(german.status(), english.status());
        assert_ne!(german.move_text(), "Start");
    }
}
