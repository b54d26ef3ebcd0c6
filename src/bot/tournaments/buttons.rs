//! The Join button of a tournament announcement: `tournament:<id>:join`.

use hnefi_app::TournamentId;
use poise::serenity_prelude as serenity;

use super::texts::announcement;
use crate::bot::errors::BotError;
use crate::bot::press::Press;

/// What a tournament button asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentPress {
    Join(TournamentId),
}

impl TournamentPress {
    /// `tournament:<id>:<action>` of docs/discord.md.
    pub fn parse(id: i64, action: &str) -> Option<TournamentPress> {
        match action {
            "join" => Some(TournamentPress::Join(TournamentId(id))),
            _ => None,
        }
    }
}

pub async fn on_press(press: &Press<'_>, action: TournamentPress) -> Result<(), BotError> {
    let TournamentPress::Join(id) = action;
    // The announcement itself shows the new list of players.
    let t = press.data.app.tournaments().join(id, &press.by).await?;
    let (embed, buttons) = announcement(press.lang, &t);
    press
        .respond(serenity::CreateInteractionResponse::UpdateMessage(
            serenity::CreateInteractionResponseMessage::new()
                .embed(embed)
                .components(buttons),
        ))
        .await
}
