//! `/variant create|list|show|delete`: a server's own rule sets
//! (docs/discord.md, "/variant"), over the app's `rule_sets`.

mod commands;

use crate::bot::context::Data;
use crate::bot::errors::BotError;

pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![commands::variant()]
}
