//! Direct messages (docs/correspondence.md 3): `/notify`, and what the
//! bot sends a player by direct message: their turn, a daily digest, time
//! running low. Discord's refusal to deliver (code 50007) stops them, said
//! once in the game's thread.

mod command;
pub mod send;

use super::context::Data;
use super::errors::BotError;

pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![command::notify()]
}
