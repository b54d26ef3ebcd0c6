//! Errors of commands and buttons, and how they are answered: a refusal a
//! person caused gets a short ephemeral answer saying what to do instead;
//! anything else is logged with the interaction id and answered with a
//! generic ephemeral apology.

use poise::serenity_prelude as serenity;
use thiserror::Error;

use super::Data;

#[derive(Debug, Error)]
pub enum BotError {
    #[error("{0}")]
    App(#[from] hnefi_app::Error),
    /// A refusal decided by the bot itself (a bad option, say).
    #[error("{0}")]
    Refused(String),
    /// Boxed: serenity's error is large and most results never carry it.
    #[error("Discord: {0}")]
    Discord(Box<serenity::Error>),
    #[error("{0}")]
    Internal(String),
}

impl BotError {
    pub fn refused(message: impl Into<String>) -> BotError {
        BotError::Refused(message.into())
    }

    /// The player's own doing: say so, privately.
    pub fn is_refusal(&self) -> bool {
        match self {
            BotError::App(e) => e.is_refusal(),
            BotError::Refused(_) => true,
            BotError::Discord(_) | BotError::Internal(_) => false,
        }
    }

    /// What the person sees.
    pub fn answer(&self, interaction: serenity::InteractionId) -> String {
        if self.is_refusal() {
            format!("⚠️ {self}")
        } else {
            format!(
                "Sorry, something went wrong on our side (reference {interaction}). Please try again in a moment."
            )
        }
    }

    /// Logs what is not a refusal; refusals are normal traffic.
    pub fn log(&self, interaction: serenity::InteractionId, what: &str) {
        if self.is_refusal() {
            tracing::debug!(%interaction, what, "refused: {self}");
        } else {
            tracing::error!(%interaction, what, "failed: {self}");
        }
    }
}

impl From<serenity::Error> for BotError {
    fn from(e: serenity::Error) -> BotError {
        BotError::Discord(Box::new(e))
    }
}

impl From<tokio::task::JoinError> for BotError {
    fn from(e: tokio::task::JoinError) -> BotError {
        BotError::Internal(format!("background task: {e}"))
    }
}

pub async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let id = match ctx {
                poise::Context::Application(app) => app.interaction.id,
                poise::Context::Prefix(_) => serenity::InteractionId::new(1),
            };
            error.log(id, &ctx.command().qualified_name);
            let reply = poise::CreateReply::default()
                .content(error.answer(id))
                .ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                tracing::warn!(%id, "could not answer an error: {e}");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!("while handling an error: {e}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_say_what_happened_and_failures_apologise_with_a_reference() {
        let id = serenity::InteractionId::new(42);
        let refused = BotError::refused("Not your turn: Bob is to move.");
        assert!(refused.is_refusal());
        assert_eq!(refused.answer(id), "⚠️ Not your turn: Bob is to move.");
        let broken = BotError::Internal("disk on fire".into());
        assert!(!broken.is_refusal());
        let answer = broken.answer(id);
        assert!(
            answer.contains("42") && !answer.contains("disk"),
            "{answer}"
        );
        let app = BotError::from(hnefi_app::Error::NoActiveGameHere);
        assert!(app.is_refusal());
    }
}
