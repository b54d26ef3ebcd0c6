//! Refusals of puzzles (docs/learning.md 2).

use hnefi_app::Error;

use crate::bot::i18n::{Lang, t};
use crate::bot::words::variant_name;

pub fn refusal(lang: Lang, error: &Error) -> String {
    match error {
        Error::NoPuzzles { variant } => t!(
            lang,
            "refusal-puzzle-none",
            variant = variant_name(lang, variant)
        ),
        Error::PuzzlesExhausted { variant } => t!(
            lang,
            "refusal-puzzle-exhausted",
            variant = variant_name(lang, variant)
        ),
        Error::NoOpenPuzzle => t!(lang, "refusal-puzzle-not-open"),
        Error::PuzzleIllegalMove { mv, index } => t!(
            lang,
            "refusal-puzzle-illegal",
            index = *index,
            move = mv.to_string()
        ),
        Error::PuzzleChanged => t!(lang, "refusal-puzzle-changed"),
        Error::PuzzleTried(_) => t!(lang, "refusal-puzzle-tried"),
        Error::UnknownPuzzle(key) => t!(lang, "refusal-puzzle-unknown", key = key.as_str()),
        other => other.to_string(),
    }
}
