//! Words every feature's messages use: mentions, timestamps, the names of
//! variants and sides. Pure functions, so they are tested without Discord.

use hnefi_app::{PlayerId, Timestamp};
use hnefi_engine::{Side, Variant, variant};

/// `<@id>`: Discord shows the user and pings them.
pub fn mention(player: PlayerId) -> String {
    match player.ai_level() {
        Some(level) => format!("🤖 {}", hnefi_app::ai_name(level)),
        None => format!("<@{}>", player.0),
    }
}

/// "1 game", "2 games": a count with its noun.
pub fn count(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// A Discord timestamp shown relative to the reader ("in 3 days").
pub fn relative_time(at: Timestamp) -> String {
    format!("<t:{}:R>", at.0.div_euclid(1000))
}

pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "Attackers", "Trolls", "Nogs"...
pub fn side_name(variant: &Variant, side: Side) -> String {
    capitalised(variant.side_name(side))
}

fn variant_of(key: &str) -> Option<std::sync::Arc<Variant>> {
    variant::by_key(key).ok()
}

/// "Copenhagen Hnefatafl", or the key if unknown.
pub fn variant_name(key: &str) -> String {
    variant_of(key).map_or_else(|| key.to_string(), |v| v.name().to_string())
}

/// The name of a side in a variant by key: "Trolls", "Defenders"...
pub fn side_of(key: &str, side: Side) -> String {
    match variant_of(key) {
        Some(v) => side_name(&v, side),
        None => capitalised(side.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_whole_seconds() {
        assert_eq!(
            relative_time(Timestamp(1_700_000_000_999)),
            "<t:1700000000:R>"
        );
    }

    #[test]
    fn side_names_follow_the_variant() {
        assert_eq!(side_of("noggin", Side::Attackers), "Trolls");
        assert_eq!(side_of("copenhagen", Side::Defenders), "Defenders");
    }

    #[test]
    fn counts_agree_with_their_noun() {
        assert_eq!(count(1, "game"), "1 game");
        assert_eq!(count(0, "game"), "0 games");
        assert_eq!(count(2, "round"), "2 rounds");
    }

    #[test]
    fn the_ai_is_named_not_mentioned() {
        assert_eq!(mention(PlayerId(42)), "<@42>");
        assert_eq!(mention(PlayerId::ai(3)), "🤖 Hnefi AI (level 3)");
    }
}
