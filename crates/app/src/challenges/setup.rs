//! Checking what a challenge asks to play: the variant, the layout and a
//! custom start.
//!
//! Decisions where the issue is silent: a custom start must be a playable
//! position of the variant and not already decided; a custom start equal to
//! the layout's start is not custom; the side to move written in a custom
//! position moves first, even in Tafl (no lot).

use hnefi_engine::variant::FirstMover;
use std::sync::Arc;

use hnefi_engine::{Position, Variant};

use crate::error::{Error, Result};

/// A checked variant, layout and start.
pub(crate) struct Setup {
    pub variant: String,
    pub layout: String,
    pub position: Option<String>,
}

/// Checks the variant, layout and custom start of a challenge.
pub(crate) fn check_setup(
    variant: &Arc<Variant>,
    layout: Option<&str>,
    position: Option<&str>,
) -> Result<Setup> {
    let start = variant
        .start_position(layout, None)
        .map_err(Error::UnknownLayout)?;
    let layout = match layout {
        // The layout's own spelling.
        Some(name) => variant
            .layouts()
            .find(|l| l.eq_ignore_ascii_case(name.trim()))
            .unwrap_or(name)
            .to_string(),
        None => variant.default_layout().to_string(),
    };
    let position = match position.map(str::trim).filter(|p| !p.is_empty()) {
        None => None,
        Some(text) => {
            let custom = Position::parse(variant, text).map_err(|error| Error::BadPosition {
                variant: variant.key().to_string(),
                error,
            })?;
            let game = hnefi_engine::Game::new(custom.clone());
            if let Some(outcome) = game.outcome() {
                return Err(Error::DecidedPosition {
                    variant: variant.key().to_string(),
                    result: outcome.into(),
                });
            }
            // The layout's own start is no custom start.
            (custom != start || variant.first() == FirstMover::Random).then(|| custom.to_string())
        }
    };
    Ok(Setup {
        variant: variant.key().to_string(),
        layout,
        position,
    })
}
