//! Choice options shared by several commands (docs/discord.md). They are
//! registered with string values (a side, a format), not
//! with indexes as poise's `ChoiceParameter` does: reordering the list must
//! not change what a stored interaction or a script means. What people see
//! comes from the catalogue (`choice-<kind>-<value>`), in every language.

use hnefi_app::{Format, RecordFormat, SideChoice, TurnNotice};
use poise::serenity_prelude as serenity;

use super::i18n::{Lang, text, translations};

/// An enum offered as a choice option: each value with the string sent
/// back, its name in each language from the catalogue id
/// `choice-<kind>-<value>`.
macro_rules! string_choices {
    ($(#[$meta:meta])* $name:ident ($kind:literal) { $($variant:ident = $value:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $($variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The string Discord sends back for this choice.
            pub fn value(self) -> &'static str {
                match self {
                    $($name::$variant => $value),+
                }
            }

            /// The catalogue id of what people see in the list.
            pub fn message_id(self) -> String {
                format!("choice-{}-{}", $kind, self.value())
            }

            pub fn from_value(value: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|c| c.value() == value)
            }
        }

        #[poise::async_trait]
        impl poise::SlashArgument for $name {
            async fn extract(
                _: &serenity::Context,
                _: &serenity::CommandInteraction,
                value: &serenity::ResolvedValue<'_>,
            ) -> Result<$name, poise::SlashArgError> {
                // A value outside the list means Discord holds another
                // version of the command than this one.
                let mismatch = poise::SlashArgError::new_command_structure_mismatch;
                match value {
                    serenity::ResolvedValue::String(text) => {
                        $name::from_value(text).ok_or_else(|| mismatch("not one of the choices"))
                    }
                    _ => Err(mismatch("expected a string choice")),
                }
            }

            fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
                $name::ALL.iter().fold(
                    builder.kind(serenity::CommandOptionType::String),
                    |b, c| {
                        let id = c.message_id();
                        let names = translations(&id)
                            .iter()
                            .map(|(locale, name)| (locale.to_string(), name.to_string()))
                            .collect::<Vec<_>>();
                        b.add_string_choice_localized(text(Lang::En, &id, &[]), c.value(), names)
                    },
                )
            }
        }
    };
}

string_choices! {
    /// `side`: attackers, defenders or random.
    SideParam ("side") {
        Attackers = "attackers",
        Defenders = "defenders",
        Random = "random",
    }
}

impl From<SideParam> for SideChoice {
    fn from(side: SideParam) -> SideChoice {
        match side {
            SideParam::Attackers => SideChoice::Attackers,
            SideParam::Defenders => SideChoice::Defenders,
            SideParam::Random => SideChoice::Random,
        }
    }
}

string_choices! {
    /// A tournament's `format`.
    FormatChoice ("format") {
        Swiss = "swiss",
        RoundRobin = "round_robin",
        Knockout = "knockout",
    }
}

impl From<FormatChoice> for Format {
    fn from(f: FormatChoice) -> Format {
        match f {
            FormatChoice::Swiss => Format::Swiss,
            FormatChoice::RoundRobin => Format::RoundRobin,
            FormatChoice::Knockout => Format::Knockout,
        }
    }
}

string_choices! {
    /// `/notify turn`: a message for each move, a daily digest, or none.
    TurnChoice ("turn") {
        EachMove = "each-move",
        Daily = "daily",
        Off = "off",
    }
}

impl From<TurnChoice> for TurnNotice {
    fn from(t: TurnChoice) -> TurnNotice {
        match t {
            TurnChoice::EachMove => TurnNotice::EachMove,
            TurnChoice::Daily => TurnNotice::Daily,
            TurnChoice::Off => TurnNotice::Off,
        }
    }
}

string_choices! {
    /// `/export format`: Hnefi's own record or OpenTafl's.
    RecordFormatChoice ("record-format") {
        Native = "native",
        Otg = "otg",
    }
}

impl From<RecordFormatChoice> for RecordFormat {
    fn from(f: RecordFormatChoice) -> RecordFormat {
        match f {
            RecordFormatChoice::Native => RecordFormat::Native,
            RecordFormatChoice::Otg => RecordFormat::OpenTafl,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_is_named_in_every_language_within_discords_limit() {
        let ids = SideParam::ALL
            .iter()
            .map(|c| c.message_id())
            .chain(FormatChoice::ALL.iter().map(|c| c.message_id()))
            .chain(TurnChoice::ALL.iter().map(|c| c.message_id()))
            .chain(RecordFormatChoice::ALL.iter().map(|c| c.message_id()));
        for id in ids {
            for lang in Lang::ALL {
                assert!(crate::bot::i18n::has(lang, &id), "{lang:?} lacks {id}");
                let name = text(lang, &id, &[]);
                let chars = name.chars().count();
                assert!((1..=100).contains(&chars), "{lang:?} {id}: {name}");
            }
        }
    }
}
