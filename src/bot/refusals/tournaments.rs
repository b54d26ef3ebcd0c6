//! Why a tournament cannot be made, joined or run as asked. The states and
//! actions become the selectors of their messages.

use hnefi_app::{Format, TournamentAction, TournamentRule, TournamentStatus};

use crate::bot::i18n::{Lang, t};

pub fn rule(lang: Lang, rule: &TournamentRule) -> String {
    match rule {
        TournamentRule::NotInServer => t!(lang, "refusal-not-in-server"),
        TournamentRule::Name { max } => t!(lang, "refusal-tournament-name", max = *max),
        TournamentRule::SwissRounds { max } => t!(lang, "refusal-swiss-rounds", max = *max),
        TournamentRule::RoundsOnlyForSwiss(format) => t!(
            lang,
            "refusal-rounds-only-for-swiss",
            format = self::format(*format)
        ),
        TournamentRule::Players { format, max } => t!(
            lang,
            "refusal-tournament-players",
            format = self::format(*format),
            max = *max
        ),
        TournamentRule::Signup { max_days } => {
            t!(lang, "refusal-signup-too-long", days = *max_days)
        }
        TournamentRule::NoAi => t!(lang, "refusal-no-ai-in-tournaments"),
        TournamentRule::UnknownFormat(text) => t!(lang, "refusal-unknown-format", format = text),
    }
}

/// The selector of a format.
pub fn format(format: Format) -> &'static str {
    match format {
        Format::Swiss => "swiss",
        Format::RoundRobin => "round_robin",
        Format::Knockout => "knockout",
    }
}

/// The selector of what was asked.
pub fn action(action: TournamentAction) -> &'static str {
    match action {
        TournamentAction::Join => "join",
        TournamentAction::Leave => "leave",
        TournamentAction::Start => "start",
        TournamentAction::Cancel => "cancel",
        TournamentAction::Show => "show",
    }
}

/// The selector of where a tournament stands.
pub fn status(status: TournamentStatus) -> &'static str {
    match status {
        TournamentStatus::Signup => "signup",
        TournamentStatus::Running => "running",
        TournamentStatus::Finished => "finished",
        TournamentStatus::Cancelled => "cancelled",
    }
}
