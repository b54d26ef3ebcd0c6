//! A game's board message: the text above, the picture, and the game's
//! buttons while it goes on; built once from what a use case returned,
//! sent as a reply, a channel message or an interaction response.

use std::sync::Arc;

use hnefi_app::{Board, GameId};
use hnefi_render::Renderer;
use poise::serenity_prelude as serenity;

use crate::bot::context::{Context, lang};
use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};
use crate::bot::pictures::{Picture, attachment, board_png};
use crate::bot::ratings::texts::rating_change_line;

pub struct BoardMessage {
    pub text: String,
    pub picture: Picture,
    pub buttons: Vec<serenity::CreateActionRow>,
}

impl BoardMessage {
    /// Draws `board` under `text`, in `lang`; a final board also says what
    /// the game did to the ratings.
    pub async fn new(
        lang: Lang,
        renderer: &Arc<Renderer>,
        board: &Board,
        mut text: String,
    ) -> Result<BoardMessage, BotError> {
        if let Some(change) = &board.rating {
            text.push('\n');
            text.push_str(&rating_change_line(lang, change));
        }
        let picture = board_png(lang, renderer, board).await?;
        let buttons = if board.summary.is_active() {
            game_buttons(lang, board.summary.id)
        } else {
            Vec::new()
        };
        Ok(BoardMessage {
            text,
            picture,
            buttons,
        })
    }

    /// Answers a command with `board` under `text`.
    pub async fn send(ctx: Context<'_>, board: &Board, text: String) -> Result<(), BotError> {
        let message = BoardMessage::new(lang(ctx), &ctx.data().renderer, board, text).await?;
        ctx.send(message.reply()).await?;
        Ok(())
    }

    pub fn reply(self) -> poise::CreateReply {
        poise::CreateReply::default()
            .content(self.text)
            .attachment(attachment(self.picture))
            .components(self.buttons)
    }

    pub fn message(self) -> serenity::CreateMessage {
        serenity::CreateMessage::new()
            .content(self.text)
            .add_file(attachment(self.picture))
            .components(self.buttons)
    }

    pub fn response(self) -> serenity::CreateInteractionResponse {
        serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(self.text)
                .add_file(attachment(self.picture))
                .components(self.buttons),
        )
    }
}

/// Buttons under a live game's board (docs/discord.md "Buttons":
/// `game:<id>:resign`, `game:<id>:draw`).
pub fn game_buttons(lang: Lang, game: GameId) -> Vec<serenity::CreateActionRow> {
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(format!("game:{}:resign", game.0))
            .label(t!(lang, "button-resign"))
            .style(serenity::ButtonStyle::Danger),
        serenity::CreateButton::new(format!("game:{}:draw", game.0))
            .label(t!(lang, "button-offer-draw"))
            .style(serenity::ButtonStyle::Secondary),
    ])]
}
