//! Why an OpenTafl rules string cannot be read or played, and what in it
//! was ignored (docs/rules.md 5.2), as part of a sentence: for
//! `/variant create` and `hnefi rules check`.

use hnefi_engine::ruleset::CompileError;
use hnefi_engine::{RulesError, RulesProblem, RulesWarning, VariantError};

use super::positions::{board_record_error, position_error};
use crate::bot::i18n::{Lang, t};

/// A string that cannot be read, with the key and value at fault.
pub fn rules_error(lang: Lang, error: &RulesError) -> String {
    let problem = rules_problem(lang, &error.problem);
    if error.key.is_empty() {
        return problem;
    }
    t!(
        lang,
        "rules-at-key",
        key = &error.key,
        value = &error.value,
        problem = problem
    )
}

fn rules_problem(lang: Lang, problem: &RulesProblem) -> String {
    match problem {
        RulesProblem::Empty => t!(lang, "rules-empty"),
        RulesProblem::TooLong(length) => t!(
            lang,
            "rules-too-long",
            length = *length,
            max = hnefi_engine::ruleset::MAX_LEN
        ),
        RulesProblem::Missing(key) => t!(lang, "rules-missing-key", key = *key),
        RulesProblem::Twice => t!(lang, "rules-twice"),
        RulesProblem::BothStarts => t!(lang, "rules-both-starts"),
        RulesProblem::Expected(choices) => {
            t!(lang, "rules-expected", choices = one_of(lang, choices))
        }
        RulesProblem::Size => t!(lang, "rules-size"),
        RulesProblem::NotASquare(text) => t!(lang, "rules-not-a-square", text = text),
        RulesProblem::OffBoard { square, size } => t!(
            lang,
            "rules-off-board",
            square = square.to_string(),
            size = *size
        ),
        RulesProblem::SquareTwice(square) => {
            t!(lang, "rules-square-twice", square = square.to_string())
        }
        RulesProblem::TwoKinds { square, other } => t!(
            lang,
            "rules-two-kinds",
            square = square.to_string(),
            other = other.key()
        ),
        RulesProblem::NotAType(c) => t!(lang, "rules-not-a-type", char = c.to_string()),
        RulesProblem::SpeedCount(count) => t!(lang, "rules-speed-count", count = *count),
        RulesProblem::Speed(text) => t!(lang, "rules-speed", text = text),
        RulesProblem::Board(error) => board_record_error(lang, error),
        RulesProblem::KingCount(count) => t!(lang, "rules-king-count", count = *count),
        RulesProblem::NoAttackers => t!(lang, "rules-no-attackers"),
        RulesProblem::KingEscaped(square) => {
            t!(lang, "rules-king-escaped", square = square.to_string())
        }
        RulesProblem::Name => t!(lang, "rules-name"),
        RulesProblem::NameLength(max) => t!(lang, "rules-name-length", max = *max),
    }
}

/// A string that reads but cannot be played; `key` is the key it was
/// compiled under, for the names of its squares.
pub fn compile_error(lang: Lang, key: &str, error: &CompileError) -> String {
    variant_error(lang, key, &error.0)
}

fn variant_error(lang: Lang, key: &str, error: &VariantError) -> String {
    match error {
        VariantError::Size(size) => t!(lang, "rules-unsupported-size", size = *size),
        VariantError::OffBoard(square) => {
            t!(lang, "rules-square-off-board", square = square.to_string())
        }
        VariantError::NoLayout => t!(lang, "rules-no-layout"),
        VariantError::TooManyGroups => t!(lang, "rules-too-many-kinds"),
        VariantError::Layout { name, error } => t!(
            lang,
            "rules-bad-start",
            layout = name,
            reason = position_error(lang, key, error)
        ),
    }
}

/// A token that was ignored.
pub fn rules_warning(lang: Lang, warning: &RulesWarning) -> String {
    match warning {
        RulesWarning::NotAPair(text) => t!(lang, "rules-warning-not-a-pair", text = text),
        RulesWarning::UnknownKey(key) => t!(lang, "rules-warning-unknown-key", key = key),
    }
}

/// "s, c, m or w": the values, the last joined by the language's "or".
fn one_of(lang: Lang, choices: &[&str]) -> String {
    match choices {
        [] => String::new(),
        [only] => (*only).to_string(),
        [rest @ .., last] => t!(lang, "list-or", rest = rest.join(", "), last = *last),
    }
}
