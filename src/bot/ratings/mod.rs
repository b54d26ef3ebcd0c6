//! Ratings on Discord: `/rating`, `/leaderboard`, and the line under a
//! final board.

mod commands;
pub mod texts;

use super::context::Data;
use super::errors::BotError;

/// The feature's slash commands.
pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![commands::rating(), commands::leaderboard()]
}
