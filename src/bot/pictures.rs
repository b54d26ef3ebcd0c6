//! Pictures for messages, drawn on a blocking thread so the async runtime
//! keeps answering interactions.

use std::sync::Arc;

use hnefi_app::Board;
use hnefi_engine::Position;
use hnefi_render::{BoardView, GifOptions, Players, Renderer, Style};
use poise::serenity_prelude as serenity;

use super::errors::BotError;

pub const BOARD_FILE: &str = "board.png";

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
pub async fn board_png(renderer: &Arc<Renderer>, board: &Board) -> Result<Vec<u8>, BotError> {
    let renderer = renderer.clone();
    let game = board.game.clone();
    let players = players(board);
    let result = board.summary.result;
    let png = tokio::task::spawn_blocking(move || {
        let mut view = BoardView::game(&game, &players);
        if let Some(result) = result {
            view.caption.outcome = Some(result.outcome());
            view.caption.to_move = None;
        }
        renderer.png(&view, Style::default())
    })
    .await?;
    Ok(png)
}

/// A bare position (a challenge's or a variant's start).
pub async fn position_png(
    renderer: &Arc<Renderer>,
    position: Position,
) -> Result<Vec<u8>, BotError> {
    let renderer = renderer.clone();
    let png = tokio::task::spawn_blocking(move || {
        renderer.png(&BoardView::position(&position), Style::default())
    })
    .await?;
    Ok(png)
}

/// An animated replay of the whole game.
pub async fn replay_gif(renderer: &Arc<Renderer>, board: &Board) -> Result<Vec<u8>, BotError> {
    let renderer = renderer.clone();
    let game = board.game.clone();
    let players = players(board);
    let gif =
        tokio::task::spawn_blocking(move || renderer.gif(&game, &players, &GifOptions::default()))
            .await?;
    Ok(gif)
}

pub fn attachment(png: Vec<u8>) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(png, BOARD_FILE)
}
