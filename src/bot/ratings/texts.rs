//! How a rating change reads under a final board.

use hnefi_app::{PlayerChange, RatingChange};

use crate::bot::i18n::{Lang, t};
use crate::bot::words::mention;

/// "📈 Ratings: <@1> 1500 → 1662 (+162) · <@2> 1500 → 1338 (-162)".
pub fn rating_change_line(lang: Lang, change: &RatingChange) -> String {
    let one = |c: &PlayerChange| {
        let mark = if c.is_provisional() { "?" } else { "" };
        format!(
            "{} {:.0} → {:.0}{mark} ({})",
            mention(lang, c.player),
            c.before,
            c.after,
            c.delta_text()
        )
    };
    t!(
        lang,
        "rating-change",
        attacker = one(&change.attacker),
        defender = one(&change.defender)
    )
}
