//! Challenges on Discord: `/challenge` and `/rematch`, the buttons of a
//! challenge message, and the note on an expired one.

pub mod buttons;
mod commands;
pub mod notify;
mod texts;

use super::context::Data;
use super::errors::BotError;

/// The feature's slash commands.
pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![commands::challenge(), commands::rematch()]
}
