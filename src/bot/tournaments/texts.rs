//! How tournaments read on Discord: the announcement, pairings and
//! standings. Pure functions.

use hnefi_app::{
    Format, GameSummary, PlayerId, Standing, Tournament, TournamentGame, TournamentStatus,
};
use hnefi_engine::Winner;
use poise::serenity_prelude as serenity;

use crate::bot::words::{count, mention, relative_time, variant_name};

fn format_line(t: &Tournament) -> String {
    match (t.format, t.rounds) {
        (Format::Swiss, Some(r)) => format!("Swiss, {r} rounds"),
        (Format::RoundRobin, _) => "round-robin (two games per pairing, one on each side)".into(),
        (Format::Knockout, _) => "knockout (two-game matches, sides swapped)".into(),
        (format, _) => format.to_string(),
    }
}

fn status_line(t: &Tournament) -> String {
    match t.status {
        TournamentStatus::Signup => match t.signup_deadline {
            Some(at) => format!("Sign-up open, closes {}", relative_time(at)),
            None => "Sign-up open until an organiser starts it".to_string(),
        },
        TournamentStatus::Running => format!(
            "Round {} of {}",
            t.round,
            t.rounds.map_or("?".to_string(), |r| r.to_string())
        ),
        TournamentStatus::Finished => match t.winner {
            Some(w) => format!("Finished: {} won", mention(w)),
            None => "Finished".to_string(),
        },
        TournamentStatus::Cancelled => "Cancelled".to_string(),
    }
}

/// The announcement: what, how, who; with the Join button while open.
pub fn announcement(t: &Tournament) -> (serenity::CreateEmbed, Vec<serenity::CreateActionRow>) {
    let players: Vec<String> = t
        .players
        .iter()
        .map(|e| {
            if e.withdrawn {
                format!("~~{}~~", mention(e.player))
            } else {
                mention(e.player)
            }
        })
        .collect();
    let time = match t.time.duration() {
        Some(_) => t.time.to_string(),
        None => "no limit".to_string(),
    };
    let embed = serenity::CreateEmbed::new()
        .title(format!("🏆 {}", t.title()))
        .description(format!(
            "**{}** · {}\nTime per move: {time} · up to {} players\n{}",
            variant_name(&t.variant),
            format_line(t),
            t.max_players,
            status_line(t)
        ))
        .field(
            format!("Players ({})", t.active_players()),
            if players.is_empty() {
                "No one yet: press **Join**.".to_string()
            } else {
                players.join(" ")
            },
            false,
        );
    let buttons = if t.is_open_for_signup() {
        vec![serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new(format!("tournament:{}:join", t.id.0))
                .label("Join")
                .style(serenity::ButtonStyle::Success),
        ])]
    } else {
        Vec::new()
    };
    (embed, buttons)
}

/// A round's pairings as an embed description, each live game linked to
/// where it is played.
pub fn round_text(games: &[(TournamentGame, Option<GameSummary>)]) -> String {
    fit(&pairing_lines(games))
}

/// One line per game, bye or forfeit of a round.
fn pairing_lines(games: &[(TournamentGame, Option<GameSummary>)]) -> Vec<String> {
    games
        .iter()
        .map(|(g, summary)| {
            let Some(defender) = g.defender else {
                return format!("• {} has a bye", mention(g.attacker));
            };
            let result = match (g.result, g.forfeit) {
                (Some(Winner::Attackers), true) => " — won by forfeit (attacker)".to_string(),
                (Some(Winner::Defenders), true) => " — won by forfeit (defender)".to_string(),
                (Some(Winner::Attackers), false) => " — attacker won".to_string(),
                (Some(Winner::Defenders), false) => " — defender won".to_string(),
                (Some(Winner::Draw), _) => " — draw".to_string(),
                (None, _) => match summary.as_ref() {
                    Some(s) => format!(" — playing in <#{}>", s.channel()),
                    None => String::new(),
                },
            };
            let game = g.game.map_or(String::new(), |id| format!("`#{}` ", id.0));
            format!(
                "• {game}{} (attackers) vs {} (defenders){result}",
                mention(g.attacker),
                mention(defender)
            )
        })
        .collect()
}

/// The standings with the format's tie-breaks.
pub fn standing_lines(format: Format, table: &[Standing]) -> Vec<String> {
    table
        .iter()
        .map(|s| {
            let breaks = match format {
                Format::RoundRobin => format!("SB {}", s.sonneborn_berger_text()),
                Format::Swiss => format!(
                    "Buchholz {} · SB {}",
                    s.buchholz_text(),
                    s.sonneborn_berger_text()
                ),
                Format::Knockout => format!("rounds won {}", s.reached),
            };
            let out = if s.withdrawn { " (withdrew)" } else { "" };
            format!(
                "**{}.** {} — {} pts · {breaks} · {}W {}D {}L{out}",
                s.rank,
                mention(s.player),
                s.points_text(),
                s.wins + if format == Format::Swiss { s.byes } else { 0 },
                s.draws,
                s.losses
            )
        })
        .collect()
}

/// Lines joined, cut to fit an embed description.
pub fn fit(lines: &[String]) -> String {
    let mut text = String::new();
    for (i, line) in lines.iter().enumerate() {
        if text.len() + line.len() + 1 > 3900 {
            text.push_str(&format!("… and {} more.", lines.len() - i));
            break;
        }
        text.push_str(line);
        text.push('\n');
    }
    if text.is_empty() {
        text.push_str("Nothing yet.");
    }
    text
}

/// The footer under standings: how ties are broken.
pub fn tie_break_note(format: Format) -> &'static str {
    match format {
        Format::RoundRobin => "Ties: Sonneborn-Berger (SB), then start rating.",
        Format::Swiss => {
            "Ties: Buchholz, then Sonneborn-Berger (SB), then start rating. A bye counts as a win."
        }
        Format::Knockout => {
            "Each match: two games, sides swapped; a tie goes to the faster win, then the higher rating."
        }
    }
}

/// The start, as `/tournament start` answers it: the players, and a Swiss
/// tournament's rounds when the players were too few for those announced
/// (rounds are capped at players - 1).
pub fn started_text(announced: &Tournament, started: &Tournament) -> String {
    let players = started.active_players();
    let cut = match (started.format, announced.rounds, started.rounds) {
        (Format::Swiss, Some(asked), Some(played)) if played < asked => format!(
            " {} were announced, but with {players} players it plays {}.",
            count(asked, "round"),
            count(played, "round")
        ),
        _ => String::new(),
    };
    format!(
        "🏁 **{}** has started with {players} players: round 1's pairings follow, each game in its own thread.{cut}",
        started.title()
    )
}

/// The cancellation, as `/tournament cancel` answers it.
pub fn cancelled_text(before: &Tournament, after: &Tournament, by: PlayerId) -> String {
    let games = if before.status == TournamentStatus::Running {
        "; its running games are aborted"
    } else {
        " before it started"
    };
    format!(
        "🛑 **{}** was cancelled by {}{games}.",
        after.title(),
        mention(by)
    )
}
