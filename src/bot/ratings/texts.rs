//! How a rating change reads under a final board.

use hnefi_app::{PlayerChange, RatingChange};

use crate::bot::words::mention;

/// "📈 Ratings: <@1> 1500 → 1662 (+162) · <@2> 1500 → 1338 (-162)".
pub fn rating_change_line(change: &RatingChange) -> String {
    let one = |c: &PlayerChange| {
        let mark = if c.is_provisional() { "?" } else { "" };
        format!(
            "{} {:.0} → {:.0}{mark} ({})",
            mention(c.player),
            c.before,
            c.after,
            c.delta_text()
        )
    };
    format!(
        "📈 Ratings: {} · {}",
        one(&change.attacker),
        one(&change.defender)
    )
}
