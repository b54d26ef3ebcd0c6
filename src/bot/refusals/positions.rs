//! Why a start position or a game record cannot be used, as part of a
//! sentence, in the variant's own names.

use hnefi_engine::ruleset::BoardRecordError;
use hnefi_engine::{PositionError, RecordError, SetupError, SyntaxError};

use super::moves::{move_error, not_a_move, squares};
use crate::bot::i18n::{Lang, t};
use crate::bot::words::{king_name, result_text, square_name, variant_name};

/// Why a position cannot be played in the variant `key`.
pub fn position_error(lang: Lang, key: &str, error: &PositionError) -> String {
    match error {
        PositionError::Shape => t!(lang, "position-shape"),
        PositionError::TooLong => t!(lang, "position-too-long"),
        PositionError::RankCount { expected, found } => rank_count(lang, *expected, *found),
        PositionError::RankWidth {
            rank,
            expected,
            found,
        } => rank_width(lang, *rank, *expected, *found),
        PositionError::BadChar(c) => t!(lang, "position-bad-piece", char = c.to_string()),
        PositionError::BadRuleSetChar(c) => {
            t!(lang, "position-bad-rule-set-piece", char = c.to_string())
        }
        PositionError::ZeroRun => t!(lang, "position-zero-run"),
        PositionError::BadSide(side) => t!(lang, "position-bad-side", side = side),
        PositionError::Setup(error) => setup_error(lang, key, error),
        PositionError::Record(error) => board_record_error(lang, error),
    }
}

fn setup_error(lang: Lang, key: &str, error: &SetupError) -> String {
    let group = |square| match hnefi_app::known_variant(key) {
        Ok(v) => square_name(lang, &v, square),
        Err(_) => t!(lang, "square-restricted"),
    };
    match error {
        SetupError::KingCount(count) => t!(lang, "position-king-count", count = *count),
        SetupError::Evangelists { .. } => t!(
            lang,
            "position-evangelists",
            variant = variant_name(lang, key)
        ),
        SetupError::SpecialPieces { .. } => t!(
            lang,
            "position-special-pieces",
            variant = variant_name(lang, key)
        ),
        SetupError::Restricted { square, .. } => t!(
            lang,
            "position-restricted",
            square = square.to_string(),
            group = group(*square),
            king = king_name(lang, key)
        ),
        SetupError::Unusable { square, .. } => t!(
            lang,
            "position-unusable",
            square = square.to_string(),
            group = group(*square)
        ),
        SetupError::Trollstone { square, .. } => t!(
            lang,
            "position-trollstone",
            square = square.to_string(),
            king = king_name(lang, key)
        ),
    }
}

/// A board with too few or too many ranks (a position string's or an OTN
/// record's).
fn rank_count(lang: Lang, expected: u8, found: usize) -> String {
    t!(
        lang,
        "position-rank-count",
        expected = expected,
        found = found
    )
}

/// A rank that covers too few or too many squares.
fn rank_width(lang: Lang, rank: u8, expected: u8, found: usize) -> String {
    t!(
        lang,
        "position-rank-width",
        rank = rank,
        expected = expected,
        found = found
    )
}

pub(super) fn board_record_error(lang: Lang, error: &BoardRecordError) -> String {
    match error {
        BoardRecordError::RankCount { expected, found } => rank_count(lang, *expected, *found),
        BoardRecordError::RankWidth {
            rank,
            expected,
            found,
        } => rank_width(lang, *rank, *expected, *found),
        BoardRecordError::BadChar(c) => t!(lang, "position-bad-otn-piece", char = c.to_string()),
        BoardRecordError::ZeroRun => t!(lang, "position-zero-run"),
        BoardRecordError::AttackerKing => t!(lang, "position-attacker-king"),
    }
}

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
