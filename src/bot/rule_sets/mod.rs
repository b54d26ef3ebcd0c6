//! `/variant create|list|show|delete`: a server's own rule sets
//! (docs/discord.md, "/variant"), over the app's `rule_sets`, and any
//! rule set's rules in words.

mod commands;
pub(crate) mod facts;

use crate::bot::context::Data;
use crate::bot::errors::BotError;

pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![commands::variant()]
}
