//! The engine's errors at the command line, in the words of the bot's
//! English catalogue: one voice for Discord and `hnefi` (docs/cli.md,
//! "Exit codes and errors"). The engine's own `Display` is terse and for logs.

use hnefi_engine::ruleset::CompileError;
use hnefi_engine::{
    IllegalMove, MoveError, PositionError, RulesError, RulesWarning, UnknownLayout, UnknownVariant,
    Variant,
};

use crate::bot::i18n::Lang;
use crate::bot::refusals;

/// Why a move cannot be played here. A move after the end is `game is
/// over`, word for word: `hnefi replay`'s contract (docs/cli.md).
pub fn illegal(variant: &Variant, error: &IllegalMove) -> String {
    match error {
        IllegalMove::GameOver => "game is over".to_string(),
        _ => refusals::illegal_move(Lang::En, variant.key(), error),
    }
}

/// Text that is not a move, or a move that is not legal here.
pub fn move_error(variant: &Variant, error: &MoveError) -> String {
    match error {
        MoveError::Illegal(error) => illegal(variant, error),
        MoveError::Parse(error) => refusals::not_a_move(Lang::En, error),
    }
}

pub fn position(variant: &Variant, error: &PositionError) -> String {
    refusals::position_error(Lang::En, variant.key(), error)
}

/// A rule that differs from the usual ones, as a sentence.
pub fn fact(fact: &hnefi_engine::ruleset::RuleFact) -> String {
    crate::bot::rule_sets::facts::fact(Lang::En, fact)
}

pub fn rules(error: &RulesError) -> String {
    refusals::rules_error(Lang::En, error)
}

/// `key` is the key the rules were compiled under.
pub fn compile(key: &str, error: &CompileError) -> String {
    refusals::compile_error(Lang::En, key, error)
}

pub fn warning(warning: &RulesWarning) -> String {
    refusals::rules_warning(Lang::En, warning)
}

pub fn unknown_variant(unknown: &UnknownVariant) -> String {
    refusals::unknown_variant(Lang::En, unknown)
}

pub fn unknown_layout(unknown: &UnknownLayout) -> String {
    refusals::unknown_layout(Lang::En, unknown)
}

pub fn not_a_move(error: &hnefi_engine::ParseMoveError) -> String {
    refusals::not_a_move(Lang::En, error)
}
