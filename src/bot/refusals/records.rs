//! Why a game record cannot be read or replayed (docs/rules.md 2, "Game
//! records"), its own rules included.

use hnefi_engine::{RecordError, SyntaxError};

use super::moves::{move_error, not_a_move, squares};
use super::positions::position_error;
use super::rule_sets::{compile_error, rules_error};
use crate::bot::i18n::{Lang, t};
use crate::bot::words::{result_text, variant_name};

/// Why a record cannot be imported.
pub fn record_error(lang: Lang, error: &RecordError) -> String {
    // A record names its variant; until it is known, the usual names.
    match error {
        RecordError::Empty => t!(lang, "record-empty"),
        RecordError::Syntax { line, problem } => t!(
            lang,
            "record-line",
            line = *line,
            problem = syntax_error(lang, problem)
        ),
        RecordError::MissingVariant => t!(lang, "record-missing-variant"),
        RecordError::UnknownVariant(unknown) => {
            t!(lang, "record-unknown-variant", key = &unknown.key)
        }
        RecordError::UnknownLayout(unknown) => t!(
            lang,
            "record-unknown-layout",
            variant = variant_name(lang, &unknown.variant),
            layout = &unknown.name
        ),
        // The record's own rules: the sentences /variant create says.
        RecordError::Rules(error) => {
            t!(lang, "refusal-bad-rules", reason = rules_error(lang, error))
        }
        RecordError::Unplayable(error) => t!(
            lang,
            "refusal-unplayable-rules",
            reason = compile_error(lang, "custom", error)
        ),
        RecordError::Start(error) => t!(
            lang,
            "record-start",
            problem = position_error(lang, "", error)
        ),
        RecordError::Move { ply, mv, error } => t!(
            lang,
            "record-move",
            ply = *ply,
            move = mv.to_string(),
            problem = move_error(lang, "", error)
        ),
        RecordError::Captures {
            ply,
            mv,
            claimed,
            actual,
        } => t!(
            lang,
            "record-captures",
            ply = *ply,
            move = mv.to_string(),
            claimed = squares(lang, claimed),
            actual = squares(lang, actual)
        ),
        RecordError::Result { recorded, actual } => t!(
            lang,
            "record-result",
            recorded = result_text(lang, "", recorded.winner, recorded.reason),
            actual = match actual {
                Some(a) => result_text(lang, "", a.winner, a.reason),
                None => t!(lang, "record-goes-on"),
            }
        ),
    }
}

fn syntax_error(lang: Lang, error: &SyntaxError) -> String {
    match error {
        SyntaxError::Winner(text) => t!(lang, "record-not-a-result", text = text),
        SyntaxError::Reason(text) => t!(lang, "record-not-a-reason", text = text),
        SyntaxError::Move(error) => not_a_move(lang, error),
        SyntaxError::HalfResult => t!(lang, "record-half-result"),
        SyntaxError::UnclosedTag => t!(lang, "record-unclosed-tag"),
        SyntaxError::TagShape => t!(lang, "record-tag-shape"),
        SyntaxError::Size(text) => t!(lang, "record-not-a-size", text = text),
        SyntaxError::Rows { rows, size } => t!(lang, "record-rows", rows = *rows, size = *size),
        SyntaxError::Piece(c) => t!(lang, "record-not-an-otn-piece", char = c.to_string()),
    }
}
