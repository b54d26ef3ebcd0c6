//! The words of game messages: headings, move lines, results, thread
//! names. Pure functions, so they are tested without Discord.

use hnefi_app::{GameSummary, PlayedMove, PlayerId};
use hnefi_engine::{Side, Winner};

use crate::bot::words::{mention, relative_time, side_of, variant_name};

/// "Game #12 · Copenhagen Hnefatafl"
pub fn game_title(game: &GameSummary) -> String {
    format!("Game #{} · {}", game.id.0, variant_name(&game.variant))
}

/// A thread name: "#12 Copenhagen: Alice vs Bob" within Discord's 100 chars.
pub fn thread_name(game: &GameSummary) -> String {
    let name = format!(
        "#{} {}: {} vs {}",
        game.id.0,
        variant_name(&game.variant),
        game.attacker_name,
        game.defender_name
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

/// "<@1> resigns." and the result.
pub fn resigned_text(game: &GameSummary, by: PlayerId) -> String {
    format!("{} resigns.\n{}", mention(by), next_line(game))
}

/// The draw offer, to the opponent.
pub fn offered_text(game: &GameSummary, by: PlayerId) -> String {
    let other = if game.attacker == by {
        game.defender
    } else {
        game.attacker
    };
    format!(
        "🤝 {} offers a draw in game #{}. {}, accept with `/draw` (or the Offer draw button), or just play on.",
        mention(by),
        game.id.0,
        mention(other)
    )
}

pub fn agreed_text(game: &GameSummary) -> String {
    format!("🤝 Draw agreed.\n{}", next_line(game))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_read_as_called() {
        assert_eq!(announcement_text("uit_nog"), "UIT NOG!");
        assert_eq!(announcement_text("tuit_nog"), "TUIT NOG!");
    }
}
