//! Tournaments on Discord: `/tournament` and its subcommands, who may
//! organise, the Join button, and the round, standings and cancellation
//! posts.

pub mod buttons;
mod commands;
pub mod notify;
mod texts;

use super::context::Data;
use super::errors::BotError;

/// The feature's slash commands.
pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![commands::tournament()]
}
