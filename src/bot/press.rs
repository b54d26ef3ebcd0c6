//! A button press as the features' handlers see it: who pressed, where,
//! and how to answer (docs/discord.md "Buttons": the custom ids carry all
//! their state, so presses keep working after a restart).

use hnefi_app::Player;
use poise::serenity_prelude as serenity;

use super::context::{Data, player_of};
use super::errors::BotError;
use super::i18n::Lang;

/// One press of one of the bot's buttons.
pub struct Press<'a> {
    pub ctx: &'a serenity::Context,
    pub data: &'a Data,
    pub interaction: &'a serenity::ComponentInteraction,
    /// Who pressed, as a player.
    pub by: Player,
    /// The language to answer in: the presser's, else the server's.
    pub lang: Lang,
}

impl<'a> Press<'a> {
    pub fn new(
        ctx: &'a serenity::Context,
        data: &'a Data,
        interaction: &'a serenity::ComponentInteraction,
    ) -> Press<'a> {
        let by = player_of(&interaction.user, interaction.member.as_ref());
        let lang = Lang::pick([
            Some(interaction.locale.as_str()),
            interaction.guild_locale.as_deref(),
        ]);
        Press {
            ctx,
            data,
            interaction,
            by,
            lang,
        }
    }

    /// Answers the press.
    pub async fn respond(
        &self,
        response: serenity::CreateInteractionResponse,
    ) -> Result<(), BotError> {
        self.interaction.create_response(self.ctx, response).await?;
        Ok(())
    }

    /// Replaces the pressed message's text and removes its buttons.
    pub async fn update(&self, text: String) -> Result<(), BotError> {
        self.respond(serenity::CreateInteractionResponse::UpdateMessage(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .components(Vec::new()),
        ))
        .await
    }
}
