//! Choice options shared by several commands (docs/discord.md). They are
//! registered with string values (a variant's key, a side, a format), not
//! with indexes as poise's `ChoiceParameter` does: reordering the list must
//! not change what a stored interaction or a script means.

use hnefi_app::{Format, SideChoice};
use poise::serenity_prelude as serenity;

/// An enum offered as a choice option: each value with the name people see
/// and the string sent back.
macro_rules! string_choices {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = ($shown:literal, $value:literal)),+ $(,)? }) => {
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

            /// What people see in the list.
            pub fn shown(self) -> &'static str {
                match self {
                    $($name::$variant => $shown),+
                }
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
                    |b, c| b.add_string_choice(c.shown(), c.value()),
                )
            }
        }
    };
}

string_choices! {
    /// The variants offered in `variant` options, by key.
    VariantChoice {
        Copenhagen = ("Copenhagen Hnefatafl (11x11)", "copenhagen"),
        Brandubh = ("Brandubh (7x7)", "brandubh"),
        Tafl9 = ("Tafl (9x9, Northvegr)", "tafl9"),
        KingsTable = ("King's Table (13x13)", "kings-table"),
        AleaEvangelii = ("Alea Evangelii (19x19)", "alea-evangelii"),
        Magpie = ("Magpie (7x7)", "magpie"),
        Noggin = ("Noggin's Game", "noggin"),
        Knut = ("Knut's Game", "knut"),
        Thor = ("Thor Nogson's Game", "thor"),
    }
}

impl VariantChoice {
    /// The variant's key.
    pub fn key(self) -> &'static str {
        self.value()
    }
}

string_choices! {
    /// `side`: attackers, defenders or random.
    SideParam {
        Attackers = ("attackers", "attackers"),
        Defenders = ("defenders", "defenders"),
        Random = ("random", "random"),
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
    FormatChoice {
        Swiss = ("Swiss", "swiss"),
        RoundRobin = ("Round-robin", "round_robin"),
        Knockout = ("Knockout", "knockout"),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_is_offered_by_its_key() {
        let keys: Vec<&str> = hnefi_engine::variant::all()
            .iter()
            .map(|v| v.key())
            .collect();
        let offered: Vec<&str> = VariantChoice::ALL.iter().map(|c| c.key()).collect();
        for key in &keys {
            assert!(offered.contains(key), "{key} is not offered");
        }
        assert_eq!(offered.len(), keys.len());
    }
}
