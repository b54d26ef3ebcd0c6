//! The buttons under a board: `game:<id>:resign` (which asks for
//! confirmation with `game:<id>:resign-confirm`) and `game:<id>:draw`.

use hnefi_app::{DrawOutcome, GameId};
use poise::serenity_prelude as serenity;

use super::board::{BoardMessage, game_buttons};
use super::texts::{agreed_text, offered_text, resigned_text};
use crate::bot::errors::{BotError, BotRefusal};
use crate::bot::i18n::t;
use crate::bot::press::Press;

/// What a game button asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamePress {
    /// Asks for confirmation first.
    Resign(GameId),
    ResignConfirmed(GameId),
    Draw(GameId),
}

impl GamePress {
    /// `game:<id>:<action>` of docs/discord.md.
    pub fn parse(id: i64, action: &str) -> Option<GamePress> {
        let game = GameId(id);
        Some(match action {
            "resign" => GamePress::Resign(game),
            "resign-confirm" => GamePress::ResignConfirmed(game),
            "draw" => GamePress::Draw(game),
            _ => return None,
        })
    }
}

pub async fn on_press(press: &Press<'_>, action: GamePress) -> Result<(), BotError> {
    let games = press.data.app.games();
    let me = press.by.id;
    let renderer = &press.data.renderer;
    let lang = press.lang;
    match action {
        GamePress::Resign(id) => {
            // Check before asking: a bystander gets the refusal, not a
            // question.
            let game = games.game(id).await?;
            if game.side_of(me).is_none() {
                return Err(hnefi_app::Error::NotAPlayer(id).into());
            }
            if !game.is_active() {
                return Err(BotError::Refused(BotRefusal::GameAlreadyOver(id)));
            }
            let confirm = serenity::CreateActionRow::Buttons(vec![
                serenity::CreateButton::new(format!("game:{}:resign-confirm", id.0))
                    .label(t!(lang, "button-resign-confirm"))
                    .style(serenity::ButtonStyle::Danger),
            ]);
            press
                .respond(serenity::CreateInteractionResponse::Message(
                    serenity::CreateInteractionResponseMessage::new()
                        .content(t!(lang, "game-resign-ask", game = id.0))
                        .components(vec![confirm])
                        .ephemeral(true),
                ))
                .await
        }
        GamePress::ResignConfirmed(id) => {
            let over = games.resign(id, me).await?;
            press
                .update(t!(lang, "game-resigned-answer", game = id.0))
                .await?;
            let text = resigned_text(lang, &over.summary, me);
            let board = BoardMessage::new(lang, renderer, &over, text).await?;
            serenity::ChannelId::new(over.summary.channel() as u64)
                .send_message(press.ctx, board.message())
                .await?;
            Ok(())
        }
        GamePress::Draw(id) => match games.offer_draw(id, me).await? {
            DrawOutcome::Offered(game) => {
                press
                    .respond(serenity::CreateInteractionResponse::Message(
                        serenity::CreateInteractionResponseMessage::new()
                            .content(offered_text(lang, &game, me))
                            .components(game_buttons(lang, id)),
                    ))
                    .await
            }
            DrawOutcome::Agreed(board) => {
                let text = agreed_text(lang, &board.summary);
                let message = BoardMessage::new(lang, renderer, &board, text).await?;
                press.respond(message.response()).await
            }
        },
    }
}
