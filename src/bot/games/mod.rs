//! Games on Discord: playing (`/move` with its autocomplete, `/resign`,
//! `/draw`, `/abort`), looking (`/board`, `/games`, `/export`, `/replay`,
//! `/rules`), correspondence (`/vacation`, `/premove`), the buttons under a
//! board, and what the bot posts in a game's thread by itself.

pub mod board;
pub mod buttons;
mod import;
pub mod notify;
mod play;
mod premove;
mod rules;
mod rules_text;
mod show;
mod suggest;
pub mod texts;
mod vacation;

use super::context::Data;
use super::errors::BotError;

/// The feature's slash commands.
pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![
        play::move_(),
        show::board(),
        show::games(),
        play::resign(),
        play::draw(),
        play::abort(),
        rules::rules(),
        show::export(),
        show::replay(),
        vacation::vacation(),
        premove::premove(),
        import::import(),
    ]
}
