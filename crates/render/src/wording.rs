//! The words a picture's caption is written in. The renderer speaks
//! English ([`English`]); a caller that speaks other languages hands its
//! own [`Wording`] to the caption, so results drawn into images read like
//! the messages around them.

use std::fmt;
use std::sync::Arc;

use hnefi_engine::{Announcement, Reason, Side, Variant};

/// How a caption says its parts.
pub trait Wording: Send + Sync {
    /// The game's name: "Copenhagen Hnefatafl".
    fn variant(&self, variant: &Variant) -> String;
    /// A side as the game names it: "Trolls".
    fn side(&self, variant: &Variant, side: Side) -> String;
    /// "Trolls to move", given the side's name.
    fn to_move(&self, side: &str) -> String;
    /// "Attackers win — king captured", given the winner's name; a draw
    /// has none.
    fn result(&self, winner: Option<&str>, reason: Reason) -> String;
    /// "Move 23"; the start is move 0.
    fn move_number(&self, plies: usize) -> String;
    /// "UIT NOG!"
    fn announcement(&self, announcement: Announcement) -> String;
}

impl fmt::Debug for dyn Wording {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Wording")
    }
}

/// The renderer's own words.
#[derive(Clone, Copy, Debug, Default)]
pub struct English;

impl English {
    pub fn shared() -> Arc<dyn Wording> {
        Arc::new(English)
    }
}

/// `text` with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl Wording for English {
    fn variant(&self, variant: &Variant) -> String {
        variant.name().to_string()
    }

    fn side(&self, variant: &Variant, side: Side) -> String {
        capitalised(variant.side_name(side))
    }

    fn to_move(&self, side: &str) -> String {
        format!("{side} to move")
    }

    fn result(&self, winner: Option<&str>, reason: Reason) -> String {
        match winner {
            Some(side) => format!("{side} win — {reason}"),
            None => format!("Draw — {reason}"),
        }
    }

    fn move_number(&self, plies: usize) -> String {
        match plies {
            0 => "Start".to_string(),
            n => format!("Move {n}"),
        }
    }

    fn announcement(&self, announcement: Announcement) -> String {
        match announcement {
            Announcement::UitNog => "UIT NOG!".to_string(),
        }
    }
}
