//! The words of challenge messages (the catalogue's `challenges.ftl`).

use hnefi_app::{Challenge, SideChoice};

use crate::bot::i18n::{Lang, t};
use crate::bot::words::{mention, relative_time, side_name, time_text, variant_name};

/// The side a challenge's author asked for, as text.
pub fn side_choice(lang: Lang, key: &str, side: SideChoice) -> String {
    match side.side() {
        Some(s) => side_name(lang, key, s),
        None => t!(lang, "challenge-random-side"),
    }
}

/// The challenge embed's description.
pub fn challenge_text(lang: Lang, c: &Challenge) -> String {
    let author = mention(lang, c.author);
    let variant = variant_name(lang, &c.variant);
    let mut text = match c.opponent {
        Some(p) => t!(
            lang,
            "challenge-addressed",
            author = &author,
            opponent = mention(lang, p),
            variant = variant
        ),
        None => t!(lang, "challenge-open", author = &author, variant = variant),
    };
    text.push('\n');
    text.push_str(&t!(
        lang,
        "challenge-terms",
        layout = &c.layout,
        author = &author,
        side = side_choice(lang, &c.variant, c.side),
        time = time_text(lang, c.time),
        rated = if c.rated { "yes" } else { "no" }
    ));
    text.push('\n');
    if c.position.is_some() {
        text.push_str(&t!(lang, "challenge-custom-position"));
        text.push('\n');
    }
    text.push_str(&t!(
        lang,
        "challenge-expires",
        when = relative_time(c.expires_at)
    ));
    text
}
