//! What can go wrong in a command or a button, and what the person sees:
//! a refusal they caused gets a short private answer saying what to do
//! instead (in words from `refusals`); anything else is logged with the
//! interaction id and answered with a generic private apology.

use poise::serenity_prelude as serenity;
use thiserror::Error;

use super::i18n::{Lang, t};
use super::refusals;
pub use super::refusals::BotRefusal;

#[derive(Debug, Error)]
pub enum BotError {
    #[error("{0}")]
    App(#[from] hnefi_app::Error),
    /// A refusal decided by the bot itself (a bad option, say).
    #[error("{0:?}")]
    Refused(BotRefusal),
    /// Boxed: serenity's error is large and most results never carry it.
    #[error("Discord: {0}")]
    Discord(Box<serenity::Error>),
    #[error("{0}")]
    Internal(String),
}

impl BotError {
    /// The player's own doing: say so, privately.
    pub fn is_refusal(&self) -> bool {
        match self {
            BotError::App(e) => e.is_refusal(),
            BotError::Refused(_) => true,
            BotError::Discord(_) | BotError::Internal(_) => false,
        }
    }

    /// What the person sees, in their language.
    pub fn answer(&self, lang: Lang, interaction: serenity::InteractionId) -> String {
        match self {
            BotError::App(e) if e.is_refusal() => format!("⚠️ {}", refusals::refusal(lang, e)),
            BotError::Refused(refusal) => format!("⚠️ {}", refusals::bot_refusal(lang, refusal)),
            _ => t!(lang, "failure", reference = interaction.to_string()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use hnefi_app::GameId;

    #[test]
    fn refusals_say_what_happened_and_failures_apologise_with_a_reference() {
        let id = serenity::InteractionId::new(42);
        let refused = BotError::Refused(BotRefusal::GameAlreadyOver(GameId(3)));
        assert!(refused.is_refusal());
        assert_eq!(refused.answer(Lang::En, id), "⚠️ Game #3 is already over.");
        let broken = BotError::Internal("disk on fire".into());
        assert!(!broken.is_refusal());
        for lang in Lang::ALL {
            let answer = broken.answer(lang, id);
            assert!(
                answer.contains("42") && !answer.contains("disk"),
                "{answer}"
            );
        }
        let app = BotError::from(hnefi_app::Error::NoGameHere(hnefi_app::GameScope::Active));
        assert!(app.is_refusal());
        assert_eq!(
            app.answer(Lang::En, id),
            "⚠️ You have no active game here: give the game number."
        );
    }
}
