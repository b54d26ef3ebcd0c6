//! The bot's message catalogue: every word a player reads, one folder of
//! Project Fluent files per language (`ftl/en/`, `ftl/de/`...), a file per
//! part of the bot (see [`PARTS`]), and
//! the rule that picks the language (docs/discord.md "Languages"): the
//! interaction's locale, else the server's, else English; a notification
//! nobody triggered uses its recipient's last known locale, else the
//! server's.
//!
//! Text is asked for by message id with named arguments, through [`t!`]:
//! `t!(lang, "game-title", game = 12, variant = name)`. English is the
//! source; a message missing in another language falls back to it (the
//! catalogue test makes sure none is missing).

mod commands;

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use commands::{localize_commands, translations};

/// The files of a language's catalogue, one per part of the bot.
pub const PARTS: [&str; 11] = [
    "commands",
    "words",
    "games",
    "challenges",
    "ratings",
    "tournaments",
    "refusals",
    "rules",
    "variants",
    "correspondence",
    "learning",
];

/// A language's files, in the order of [`PARTS`].
macro_rules! catalogue {
    ($folder:literal) => {
        [
            include_str!(concat!("ftl/", $folder, "/commands.ftl")),
            include_str!(concat!("ftl/", $folder, "/words.ftl")),
            include_str!(concat!("ftl/", $folder, "/games.ftl")),
            include_str!(concat!("ftl/", $folder, "/challenges.ftl")),
            include_str!(concat!("ftl/", $folder, "/ratings.ftl")),
            include_str!(concat!("ftl/", $folder, "/tournaments.ftl")),
            include_str!(concat!("ftl/", $folder, "/refusals.ftl")),
            include_str!(concat!("ftl/", $folder, "/rules.ftl")),
            include_str!(concat!("ftl/", $folder, "/variants.ftl")),
            include_str!(concat!("ftl/", $folder, "/correspondence.ftl")),
            include_str!(concat!("ftl/", $folder, "/learning.ftl")),
        ]
    };
}

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    En,
    Da,
    Sv,
    No,
    Fi,
    De,
    Fr,
    Es,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 9] = [
        Lang::En,
        Lang::Da,
        Lang::Sv,
        Lang::No,
        Lang::Fi,
        Lang::De,
        Lang::Fr,
        Lang::Es,
        Lang::Ru,
    ];

    /// The locale Discord names it by (for command localisations).
    pub const fn discord(self) -> &'static str {
        match self {
            Lang::En => "en-US",
            Lang::Da => "da",
            Lang::Sv => "sv-SE",
            Lang::No => "no",
            Lang::Fi => "fi",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es-ES",
            Lang::Ru => "ru",
        }
    }

    /// The language of a Discord locale (`de`, `sv-SE`, `en-GB`,
    /// `es-419`...), if the bot speaks it.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale.split(['-', '_']).next()?.to_ascii_lowercase();
        Some(match language.as_str() {
            "en" => Lang::En,
            "da" => Lang::Da,
            "sv" => Lang::Sv,
            // Discord says `no`; Norwegian Bokmål is also written `nb`.
            "no" | "nb" | "nn" => Lang::No,
            "fi" => Lang::Fi,
            "de" => Lang::De,
            "fr" => Lang::Fr,
            "es" => Lang::Es,
            "ru" => Lang::Ru,
            _ => return None,
        })
    }

    /// The first locale the bot speaks of those given, best first, else
    /// English: `Lang::pick([interaction, server])`.
    pub fn pick<'a>(locales: impl IntoIterator<Item = Option<&'a str>>) -> Lang {
        locales
            .into_iter()
            .flatten()
            .find_map(Lang::from_locale)
            .unwrap_or(Lang::En)
    }

    /// Its catalogue, file by file in the order of [`PARTS`].
    const fn sources(self) -> [&'static str; PARTS.len()] {
        match self {
            Lang::En => catalogue!("en"),
            Lang::Da => catalogue!("da"),
            Lang::Sv => catalogue!("sv"),
            Lang::No => catalogue!("no"),
            Lang::Fi => catalogue!("fi"),
            Lang::De => catalogue!("de"),
            Lang::Fr => catalogue!("fr"),
            Lang::Es => catalogue!("es"),
            Lang::Ru => catalogue!("ru"),
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// An argument of a message: text, or a number (plurals choose by it).
#[derive(Clone, Debug)]
pub enum Arg {
    Text(String),
    Number(i64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_args!(i32, i64, u8, u16, u32, u64, usize);

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: LazyLock<Vec<Bundle>> = LazyLock::new(|| Lang::ALL.map(bundle).into());

fn bundle(lang: Lang) -> Bundle {
    let id = lang
        .discord()
        .parse()
        .unwrap_or_else(|_| "en-US".parse().expect("a valid language id"));
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows text as written: no Unicode isolation marks around
    // mentions, numbers and names.
    bundle.set_use_isolating(false);
    for (part, source) in PARTS.iter().zip(lang.sources()) {
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(resource) => resource,
            Err((partial, errors)) => {
                // The catalogue test refuses such a file; at run time,
                // keep what could be read.
                tracing::error!(?lang, part, "message catalogue errors: {errors:?}");
                partial
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(?lang, part, "message catalogue clashes: {errors:?}");
        }
    }
    bundle
}

/// The message `id` in `lang` (English if that language lacks it), with
/// its arguments. An id missing everywhere comes back as itself, so a
/// slip shows instead of vanishing (the catalogue test finds it first).
pub fn text(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(s) => fluent_args.set(*name, FluentValue::from(s.clone())),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    for lang in [lang, Lang::En] {
        let bundle = &BUNDLES[lang.index()];
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let out = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
            if !errors.is_empty() {
                tracing::warn!(?lang, id, "message arguments: {errors:?}");
            }
            return out.into_owned();
        }
    }
    tracing::error!(id, "no such message");
    id.to_string()
}

/// Whether the catalogue of `lang` has the message `id` (its own, not
/// English's).
pub fn has(lang: Lang, id: &str) -> bool {
    BUNDLES[lang.index()].has_message(id)
}

/// `t!(lang, "id")` or `t!(lang, "id", name = value, ...)`: the message in
/// that language.
macro_rules! t {
    ($lang:expr, $id:expr) => {
        $crate::bot::i18n::text($lang, $id, &[])
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::bot::i18n::text(
            $lang,
            $id,
            &[$((stringify!($name), $crate::bot::i18n::Arg::from($value))),+],
        )
    };
}
pub(crate) use t;

#[cfg(test)]
mod tests;
