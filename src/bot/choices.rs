//! Choice options shared by several commands (docs/discord.md).

use hnefi_app::SideChoice;

/// The variants offered in `variant` options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum VariantChoice {
    #[name = "Copenhagen Hnefatafl (11x11)"]
    Copenhagen,
    #[name = "Brandubh (7x7)"]
    Brandubh,
    #[name = "Tafl (9x9, Northvegr)"]
    Tafl9,
    #[name = "King's Table (13x13)"]
    KingsTable,
    #[name = "Alea Evangelii (19x19)"]
    AleaEvangelii,
    #[name = "Magpie (7x7)"]
    Magpie,
    #[name = "Noggin's Game"]
    Noggin,
    #[name = "Knut's Game"]
    Knut,
    #[name = "Thor Nogson's Game"]
    Thor,
}

impl VariantChoice {
    pub fn key(self) -> &'static str {
        match self {
            VariantChoice::Copenhagen => "copenhagen",
            VariantChoice::Brandubh => "brandubh",
            VariantChoice::Tafl9 => "tafl9",
            VariantChoice::KingsTable => "kings-table",
            VariantChoice::AleaEvangelii => "alea-evangelii",
            VariantChoice::Magpie => "magpie",
            VariantChoice::Noggin => "noggin",
            VariantChoice::Knut => "knut",
            VariantChoice::Thor => "thor",
        }
    }
}

/// `side`: attackers, defenders or random.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SideParam {
    #[name = "attackers"]
    Attackers,
    #[name = "defenders"]
    Defenders,
    #[name = "random"]
    Random,
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
