//! The words of game messages: headings, move lines, results, thread
//! names (the catalogue's `games.ftl`). Pure functions, so they are tested
//! without Discord.

use std::time::Duration;

use hnefi_app::{GameSummary, PlayedMove, PlayerId, Timestamp};
use hnefi_engine::Side;

use crate::bot::i18n::{Lang, t};
use crate::bot::words::{mention, relative_time, result_text, side_name, variant_name};

/// "Game #12 · Copenhagen Hnefatafl"
pub fn game_title(lang: Lang, game: &GameSummary) -> String {
    t!(
        lang,
        "game-title",
        game = game.id.0,
        variant = variant_name(lang, &game.variant)
    )
}

/// A thread name: "#12 Copenhagen: Alice vs Bob" within Discord's 100 chars.
pub fn thread_name(lang: Lang, game: &GameSummary) -> String {
    let name = t!(
        lang,
        "game-thread",
        game = game.id.0,
        variant = variant_name(lang, &game.variant),
        attacker = &game.attacker_name,
        defender = &game.defender_name
    );
    name.chars().take(100).collect()
}

/// Who plays which side: "<@1> (Attackers) vs <@2> (Defenders)".
pub fn sides_line(lang: Lang, game: &GameSummary) -> String {
    t!(
        lang,
        "game-sides",
        attacker = mention(lang, game.attacker),
        attackers = side_name(lang, &game.variant, Side::Attackers),
        defender = mention(lang, game.defender),
        defenders = side_name(lang, &game.variant, Side::Defenders)
    )
}

/// A board's heading: "**Game #12 · Copenhagen Hnefatafl** · who plays
/// which side", then whose move it is (or the result), and the clocks as
/// they stand at `now`.
pub fn game_header(lang: Lang, game: &GameSummary, now: Timestamp) -> String {
    format!(
        "**{}** · {}\n{}{}",
        game_title(lang, game),
        sides_line(lang, game),
        next_line(lang, game),
        clock_lines(lang, game, now)
    )
}

/// "6d 4h", "3h 20m", "45m": a time left, to the minute, two units at most.
pub fn short_duration(lang: Lang, d: Duration) -> String {
    let minutes = d.as_secs() / 60;
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    match (days, hours, minutes) {
        (0, 0, m) => t!(lang, "time-minutes", minutes = m),
        (0, h, 0) => t!(lang, "time-hours", hours = h),
        (0, h, m) => t!(lang, "time-hours-minutes", hours = h, minutes = m),
        (d, 0, _) => t!(lang, "time-days", days = d),
        (d, h, _) => t!(lang, "time-days-hours", days = d, hours = h),
    }
}

/// Under whose move it is, while the game goes on (docs/correspondence.md
/// 1 and 2): each side's time bank, and who is away on vacation. Each line
/// begins with a line break; nothing without banks or vacations.
pub fn clock_lines(lang: Lang, game: &GameSummary, now: Timestamp) -> String {
    let mut lines = String::new();
    if !game.is_active() {
        return lines;
    }
    if let Some(banks) = game.banks {
        lines.push('\n');
        lines.push_str(&t!(
            lang,
            "game-banks",
            attackers = side_name(lang, &game.variant, Side::Attackers),
            attackers_bank = short_duration(lang, banks.attackers),
            defenders = side_name(lang, &game.variant, Side::Defenders),
            defenders_bank = short_duration(lang, banks.defenders)
        ));
        let own_time_ends = game
            .clock_started
            .zip(game.time.duration())
            .map(|(started, per_move)| started.plus(per_move))
            .filter(|&ends| ends > now && game.deadline.is_some_and(|due| due > ends));
        if let Some(ends) = own_time_ends {
            lines.push(' ');
            lines.push_str(&t!(lang, "game-move-time-ends", at = relative_time(ends)));
        }
    }
    for side in [Side::Attackers, Side::Defenders] {
        if let Some(until) = game.away_until(side, now) {
            lines.push('\n');
            lines.push_str(&t!(
                lang,
                "game-away",
                player = mention(lang, game.player(side)),
                until = relative_time(until)
            ));
        }
    }
    lines
}

/// "Defenders win: king escaped." / "Draw: draw agreed."
pub fn result_line(lang: Lang, game: &GameSummary) -> Option<String> {
    let outcome = game.result?.outcome();
    Some(result_text(
        lang,
        &game.variant,
        outcome.winner,
        outcome.reason,
    ))
}

/// What comes next: whose move and by when, or the result.
pub fn next_line(lang: Lang, game: &GameSummary) -> String {
    if let Some(result) = result_line(lang, game) {
        return format!("🏁 **{result}**");
    }
    let Some(player) = game.player_to_move() else {
        return String::new();
    };
    let side = side_name(lang, &game.variant, game.to_move);
    let player = mention(lang, player);
    match game.deadline {
        Some(due) => t!(
            lang,
            "game-your-move-due",
            player = player,
            side = side,
            due = relative_time(due)
        ),
        None => t!(lang, "game-your-move", player = player, side = side),
    }
}

/// The line for a move: "**12.** <@1> (Attackers) `e1-e4xe5` captures e5. UIT NOG!"
pub fn move_line(lang: Lang, game: &GameSummary, mv: &PlayedMove) -> String {
    let mut line = format!(
        "**{}.** {} ({}) `{}`",
        mv.ply,
        mention(lang, mv.player),
        side_name(lang, &game.variant, mv.side),
        mv.notation
    );
    if !mv.captures.is_empty() {
        let squares = mv.captures.join(", ");
        line.push(' ');
        line.push_str(&t!(lang, "move-captures", squares = squares));
    }
    if let Some(square) = &mv.troll_king_leap {
        line.push(' ');
        line.push_str(&t!(lang, "move-troll-king-leaps", square = square));
    }
    if let Some(square) = &mv.king_captured {
        line.push(' ');
        line.push_str(&t!(lang, "move-king-taken", square = square));
    }
    line.push('.');
    if mv.conditional {
        line.push(' ');
        line.push_str(&t!(lang, "move-conditional"));
    }
    if let Some(announcement) = &mv.announcement {
        line.push_str(&format!(" **{}**", announcement_text(lang, announcement)));
    }
    line
}

/// A played move (and the conditional replies it met) and what comes
/// next, above its board.
pub fn move_message(
    lang: Lang,
    game: &GameSummary,
    mv: &PlayedMove,
    replies: &[PlayedMove],
    now: Timestamp,
) -> String {
    let mut text = move_line(lang, game, mv);
    for reply in replies {
        text.push('\n');
        text.push_str(&move_line(lang, game, reply));
    }
    format!(
        "{text}\n{}{}",
        next_line(lang, game),
        clock_lines(lang, game, now)
    )
}

/// Announcements as the game calls them ("UIT NOG!"), by their code
/// (`uit nog`, `uit_nog`).
pub fn announcement_text(lang: Lang, code: &str) -> String {
    let id = format!("announcement-{}", code.replace([' ', '_'], "-"));
    t!(lang, &id)
}

/// "<@1> resigns." and the result.
pub fn resigned_text(lang: Lang, game: &GameSummary, by: PlayerId) -> String {
    format!(
        "{}\n{}",
        t!(lang, "game-resigns", player = mention(lang, by)),
        next_line(lang, game)
    )
}

/// The draw offer, to the opponent.
pub fn offered_text(lang: Lang, game: &GameSummary, by: PlayerId) -> String {
    let other = if game.attacker == by {
        game.defender
    } else {
        game.attacker
    };
    t!(
        lang,
        "game-draw-offered",
        player = mention(lang, by),
        game = game.id.0,
        opponent = mention(lang, other)
    )
}

pub fn agreed_text(lang: Lang, game: &GameSummary) -> String {
    format!(
        "{}\n{}",
        t!(lang, "game-draw-agreed"),
        next_line(lang, game)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_read_as_called() {
        assert_eq!(announcement_text(Lang::En, "uit_nog"), "UIT NOG!");
        assert_eq!(announcement_text(Lang::En, "uit nog"), "UIT NOG!");
    }
}
