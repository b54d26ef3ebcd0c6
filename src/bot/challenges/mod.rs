//! Challenges on Discord: `/challenge`, `/rematch` and `/ai` (a challenge
//! the AI accepts at once), the buttons of a challenge message, and the
//! note on an expired one.

mod ai;
pub mod buttons;
mod commands;
pub mod notify;
mod texts;

use super::context::Data;
use super::errors::BotError;

/// The feature's slash commands.
pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![commands::challenge(), commands::rematch(), ai::ai()]
}
