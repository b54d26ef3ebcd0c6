//! The words of challenge messages.

use hnefi_app::{Challenge, SideChoice};

use crate::bot::words::{mention, relative_time, side_of, variant_name};

/// The side a challenge's author asked for, as text.
pub fn side_choice(key: &str, side: SideChoice) -> String {
    match side.side() {
        Some(s) => side_of(key, s),
        None => "random".to_string(),
    }
}

/// The challenge embed's description.
pub fn challenge_text(c: &Challenge) -> String {
    let to = match c.opponent {
        Some(p) => mention(p),
        None => "anyone".to_string(),
    };
    let mut text = format!(
        "{} challenges {to} to **{}**.\n",
        mention(c.author),
        variant_name(&c.variant)
    );
    text.push_str(&format!(
        "Layout: {} · {} plays: {} · Per move: {} · {}\n",
        c.layout,
        mention(c.author),
        side_choice(&c.variant, c.side),
        c.time,
        if c.rated { "rated" } else { "unrated" }
    ));
    if c.position.is_some() {
        text.push_str("Custom start position.\n");
    }
    text.push_str(&format!("Expires {}.", relative_time(c.expires_at)));
    text
}
