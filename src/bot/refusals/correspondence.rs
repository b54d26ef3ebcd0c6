//! Refusals of vacations and conditional moves (docs/correspondence.md).

use hnefi_app::{Error, PremoveLineError};

use super::moves::{illegal_move, parse_move_error};
use crate::bot::i18n::{Lang, t};
use crate::bot::words::relative_time;

pub fn refusal(lang: Lang, error: &Error) -> String {
    match error {
        Error::VacationTooLong { asked, left } => {
            t!(
                lang,
                "refusal-vacation-too-long",
                asked = *asked,
                left = *left
            )
        }
        Error::NoVacationDaysLeft { allowance } => {
            t!(lang, "refusal-vacation-none-left", allowance = *allowance)
        }
        Error::VacationTooShort => t!(lang, "refusal-vacation-too-short"),
        Error::AlreadyAway { until } => {
            t!(lang, "refusal-already-away", until = relative_time(*until))
        }
        Error::NotAway => t!(lang, "refusal-not-away"),
        Error::VacationAllowance { max } => t!(lang, "refusal-vacation-allowance", max = *max),
        Error::NotServerManager => t!(lang, "refusal-manage-server"),
        Error::PremoveOnYourTurn(game) => t!(lang, "refusal-premove-your-turn", game = game.0),
        Error::NoPremoves(game) => t!(lang, "refusal-no-premoves", game = game.0),
        Error::BadPremoveLine { variant, error } => premove_line(lang, variant, error),
        other => other.to_string(),
    }
}

fn premove_line(lang: Lang, variant: &str, error: &PremoveLineError) -> String {
    match error {
        PremoveLineError::Empty => t!(lang, "refusal-premove-empty"),
        PremoveLineError::NoReply(count) => t!(lang, "refusal-premove-no-reply", count = *count),
        PremoveLineError::TooLong { max } => t!(lang, "refusal-premove-too-long", max = *max),
        PremoveLineError::Notation { index, text, error } => t!(
            lang,
            "refusal-premove-notation",
            index = *index,
            text = text,
            error = parse_move_error(lang, error)
        ),
        PremoveLineError::Illegal {
            index,
            text,
            mine,
            error,
        } => t!(
            lang,
            if *mine {
                "refusal-premove-illegal-mine"
            } else {
                "refusal-premove-illegal-theirs"
            },
            index = *index,
            text = text,
            error = illegal_move(lang, variant, error)
        ),
        PremoveLineError::GameEnds { index } => {
            t!(lang, "refusal-premove-game-ends", index = *index)
        }
    }
}
