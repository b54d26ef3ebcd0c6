//! Board pictures for messages, drawn on a blocking thread so the async
//! runtime keeps answering interactions.

use std::sync::Arc;

use hnefi_app::{GameId, GameSummary, GameView, Service};
use hnefi_engine::{Game, Position};
use hnefi_render::{BoardView, GifOptions, Players, Renderer, Style};
use poise::serenity_prelude as serenity;

use super::BotError;

pub const BOARD_FILE: &str = "board.png";

/// The players' names for the caption.
pub fn players(view: &GameView) -> Players {
    Players::new(view.attacker_name.clone(), view.defender_name.clone())
}

/// The game as it stands, its last move and captures marked, the result
/// (also one the rules did not decide: resignation, timeout, agreement) in
/// the caption.
pub async fn game_png(renderer: &Arc<Renderer>, view: &GameView) -> Result<Vec<u8>, BotError> {
    let renderer = renderer.clone();
    let game = view.game.clone();
    let players = players(view);
    let summary = view.summary.clone();
    let png = tokio::task::spawn_blocking(move || draw_game(&renderer, &game, &players, &summary))
        .await?;
    Ok(png)
}

fn draw_game(
    renderer: &Renderer,
    game: &Game,
    players: &Players,
    summary: &GameSummary,
) -> Vec<u8> {
    let mut board = BoardView::game(game, players);
    if let Some(result) = summary.result {
        board.caption.outcome = Some(result.outcome());
        board.caption.to_move = None;
    }
    renderer.png(&board, Style::default())
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
pub async fn replay_gif(renderer: &Arc<Renderer>, view: &GameView) -> Result<Vec<u8>, BotError> {
    let renderer = renderer.clone();
    let game = view.game.clone();
    let players = players(view);
    let gif =
        tokio::task::spawn_blocking(move || renderer.gif(&game, &players, &GifOptions::default()))
            .await?;
    Ok(gif)
}

pub fn attachment(png: Vec<u8>) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(png, BOARD_FILE)
}

/// A game's board message: the text above, the picture, and the game's
/// buttons while it goes on; built once, sent as a reply, a channel
/// message or an interaction response.
pub struct BoardMessage {
    pub text: String,
    pub png: Vec<u8>,
    pub buttons: Vec<serenity::CreateActionRow>,
}

impl BoardMessage {
    /// Loads the game and draws it.
    pub async fn of_game(
        service: &Service,
        renderer: &Arc<Renderer>,
        id: GameId,
        text: String,
    ) -> Result<BoardMessage, BotError> {
        let view = service.load_game(id).await?;
        let mut text = text;
        // The final board shows the rating change (issue 7); the ratings
        // consumer may not have run yet, so settle it now (once either way).
        if !view.summary.is_active() && view.summary.counts_for_rating() {
            match service.settle_rating_of(&view.summary).await {
                Ok(Some(change)) => {
                    text.push('\n');
                    text.push_str(&super::tournament_text::rating_change_line(&change));
                }
                Ok(None) => {}
                Err(e) => tracing::warn!(game = id.0, "rating change not shown: {e}"),
            }
        }
        BoardMessage::of_view(renderer, &view, text).await
    }

    /// Draws a game already loaded.
    pub async fn of_view(
        renderer: &Arc<Renderer>,
        view: &GameView,
        text: String,
    ) -> Result<BoardMessage, BotError> {
        let png = game_png(renderer, view).await?;
        let buttons = if view.summary.is_active() {
            super::commands::game_buttons(view.summary.id)
        } else {
            Vec::new()
        };
        Ok(BoardMessage { text, png, buttons })
    }

    pub fn reply(self) -> poise::CreateReply {
        poise::CreateReply::default()
            .content(self.text)
            .attachment(attachment(self.png))
            .components(self.buttons)
    }

    pub fn message(self) -> serenity::CreateMessage {
        serenity::CreateMessage::new()
            .content(self.text)
            .add_file(attachment(self.png))
            .components(self.buttons)
    }

    pub fn response(self) -> serenity::CreateInteractionResponse {
        serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(self.text)
                .add_file(attachment(self.png))
                .components(self.buttons),
        )
    }
}
