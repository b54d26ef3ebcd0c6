//! The words of the bot's messages: mentions, timestamps, move lines,
//! results. Pure functions, so they are tested without Discord.

use hnefi_app::{Challenge, GameSummary, PlayedMove, PlayerId, SideChoice, Timestamp};
use hnefi_engine::{Side, Variant, Winner, variant};

/// `<@id>`: Discord shows the user and pings them.
pub fn mention(player: PlayerId) -> String {
    match player.ai_level() {
        Some(level) => format!("🤖 {}", hnefi_app::ai_name(level)),
        None => format!("<@{}>", player.0),
    }
}

/// A Discord timestamp shown relative to the reader ("in 3 days").
pub fn relative_time(at: Timestamp) -> String {
    format!("<t:{}:R>", at.0.div_euclid(1000))
}

fn capitalised(text: &str) -> String {
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

fn side_of(key: &str, side: Side) -> String {
    match variant_of(key) {
        Some(v) => side_name(&v, side),
        None => capitalised(side.as_str()),
    }
}

/// "Game #12 · Copenhagen Hnefatafl"
pub fn game_title(game: &GameSummary) -> String {
    format!("Game #{} · {}", game.id.0, variant_name(&game.variant))
}

/// A thread name: "#12 Copenhagen: Alice vs Bob" within Discord's 100 chars.
pub fn thread_name(game: &GameSummary, attacker: &str, defender: &str) -> String {
    let name = format!(
        "#{} {}: {} vs {}",
        game.id.0,
        variant_name(&game.variant),
        attacker,
        defender
    );
    name.chars().take(100).collect()
}

/// Who plays which side: "<@1> (Attackers) vs <@2> (Defenders)".
pub fn sides_line(game: &GameSummary) -> String {
    format!(
        "{} ({}) vs {} ({})",
        mention(game.attacker),
        side_of(&game.variant, Side::Attackers),
        mention(game.defender),
        side_of(&game.variant, Side::Defenders)
    )
}

/// A board's heading: "**Game #12 · Copenhagen Hnefatafl** · who plays
/// which side", then whose move it is (or the result).
pub fn game_header(game: &GameSummary) -> String {
    format!(
        "**{}** · {}\n{}",
        game_title(game),
        sides_line(game),
        next_line(game)
    )
}

/// "Defenders win: king escaped." / "Draw: draw agreed."
pub fn result_line(game: &GameSummary) -> Option<String> {
    let result = game.result?;
    let outcome = result.outcome();
    let reason = outcome.reason.to_string();
    Some(match outcome.winner {
        Winner::Draw => format!("Draw: {reason}."),
        Winner::Attackers => format!("{} win: {reason}.", side_of(&game.variant, Side::Attackers)),
        Winner::Defenders => format!("{} win: {reason}.", side_of(&game.variant, Side::Defenders)),
    })
}

/// What comes next: whose move and by when, or the result.
pub fn next_line(game: &GameSummary) -> String {
    if let Some(result) = result_line(game) {
        return format!("🏁 **{result}**");
    }
    let Some(player) = game.player_to_move() else {
        return String::new();
    };
    let side = side_of(&game.variant, game.to_move);
    match game.deadline {
        Some(due) => format!(
            "{} ({side}), your move, due {}.",
            mention(player),
            relative_time(due)
        ),
        None => format!("{} ({side}), your move (no time limit).", mention(player)),
    }
}

/// The line for a move: "**12.** <@1> (Attackers) `e1-e4xe5` captures e5. UIT NOG!"
pub fn move_line(game: &GameSummary, mv: &PlayedMove) -> String {
    let mut line = format!(
        "**{}.** {} ({}) `{}`",
        mv.ply,
        mention(mv.player),
        side_of(&game.variant, mv.side),
        mv.notation
    );
    if !mv.captures.is_empty() {
        line.push_str(&format!(" captures {}", mv.captures.join(", ")));
    }
    if let Some(sq) = &mv.troll_king_leap {
        line.push_str(&format!(" (the troll king leaps to {sq})"));
    }
    if let Some(sq) = &mv.king_captured {
        line.push_str(&format!(" — the king is taken on {sq}"));
    }
    line.push('.');
    if let Some(announcement) = &mv.announcement {
        line.push_str(&format!(" **{}**", announcement_text(announcement)));
    }
    line
}

/// A played move and what comes next, above its board.
pub fn move_message(game: &GameSummary, mv: &PlayedMove) -> String {
    format!("{}\n{}", move_line(game, mv), next_line(game))
}

/// Announcements as the game calls them ("UIT NOG!").
pub fn announcement_text(code: &str) -> String {
    format!("{}!", code.replace(['_', '-'], " ").to_uppercase())
}

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
    fn announcements_read_as_called() {
        assert_eq!(announcement_text("uit_nog"), "UIT NOG!");
        assert_eq!(announcement_text("tuit_nog"), "TUIT NOG!");
    }

    #[test]
    fn side_names_follow_the_variant() {
        assert_eq!(side_of("noggin", Side::Attackers), "Trolls");
        assert_eq!(side_of("copenhagen", Side::Defenders), "Defenders");
    }
}
