//! Why a start position or a game record cannot be used, as part of a
//! sentence, in the variant's own names.

use hnefi_engine::ruleset::BoardRecordError;
use hnefi_engine::{PositionError, SetupError};

use crate::bot::i18n::{Lang, t};
use crate::bot::words::{king_name, square_name, variant_name};

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
