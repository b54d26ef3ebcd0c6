//! The slash commands in every language: descriptions from the catalogue
//! (English's too, so the words live in one place), and each language's
//! own names for commands and options, registered with Discord as
//! localisations. English names are the contract of docs/discord.md and
//! stay as the code declares them.
//!
//! Message ids, for a command path `tournament create` and its option
//! `name`: `cmd-tournament-create` (description), `cmd-tournament-create-name`
//! (the command's name), `cmd-tournament-create--name` (the option's
//! description) and `cmd-tournament-create--name-name` (its name).

use std::borrow::Cow;

use super::{Lang, has, text};

/// Sets every command's description from the English catalogue and adds
/// the other languages' names and descriptions.
pub fn localize_commands<U, E>(commands: &mut [poise::Command<U, E>]) {
    for command in commands {
        let path = command.name.to_string();
        localize(command, &path);
    }
}

/// The catalogue id of a command (`path` its names joined by `-`).
pub fn command_id(path: &str) -> String {
    format!("cmd-{path}")
}

/// The catalogue id of an option of a command.
pub fn option_id(path: &str, option: &str) -> String {
    format!("cmd-{path}--{option}")
}

fn localize<U, E>(command: &mut poise::Command<U, E>, path: &str) {
    let id = command_id(path);
    command.description = Some(text(Lang::En, &id, &[]).into());
    command.description_localizations = translations(&id);
    command.name_localizations = translations(&format!("{id}-name"));
    for parameter in &mut command.parameters {
        let id = option_id(path, &parameter.name);
        parameter.description = Some(text(Lang::En, &id, &[]).into());
        parameter.description_localizations = translations(&id);
        parameter.name_localizations = translations(&format!("{id}-name"));
    }
    for sub in &mut command.subcommands {
        let sub_path = format!("{path}-{}", sub.name);
        localize(sub, &sub_path);
    }
}

/// The message `id` in every language but English, for Discord.
pub fn translations(id: &str) -> Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]> {
    Lang::ALL
        .into_iter()
        .filter(|&lang| lang != Lang::En && has(lang, id))
        .map(|lang| {
            (
                Cow::Borrowed(lang.discord()),
                Cow::Owned(text(lang, id, &[])),
            )
        })
        .collect::<Vec<_>>()
        .into()
}
