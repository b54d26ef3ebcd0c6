//! How tournaments read on Discord: the announcement, pairings and
//! standings (the catalogue's `tournaments.ftl`). Pure functions.

use hnefi_app::{
    Format, GameSummary, PlayerId, Standing, Tournament, TournamentGame, TournamentStatus,
};
use hnefi_engine::{Side, Winner};
use poise::serenity_prelude as serenity;

use crate::bot::i18n::{Lang, t};
use crate::bot::refusals::tournament_format;
use crate::bot::words::{mention, relative_time, side_name, time_text, variant_name};

fn format_line(lang: Lang, t: &Tournament) -> String {
    t!(
        lang,
        "tournament-format",
        format = tournament_format(t.format),
        rounds = t.rounds.unwrap_or(0)
    )
}

fn status_line(lang: Lang, t: &Tournament) -> String {
    match t.status {
        TournamentStatus::Signup => match t.signup_deadline {
            Some(at) => t!(lang, "tournament-signup-until", when = relative_time(at)),
            None => t!(lang, "tournament-signup-open"),
        },
        TournamentStatus::Running => t!(
            lang,
            "tournament-round-of",
            round = t.round,
            rounds = t.rounds.map_or("?".to_string(), |r| r.to_string())
        ),
        TournamentStatus::Finished => match t.winner {
            Some(w) => t!(lang, "tournament-finished-won", winner = mention(lang, w)),
            None => t!(lang, "tournament-finished"),
        },
        TournamentStatus::Cancelled => t!(lang, "tournament-cancelled"),
    }
}

/// The announcement: what, how, who; with the Join button while open.
pub fn announcement(
    lang: Lang,
    t: &Tournament,
) -> (serenity::CreateEmbed, Vec<serenity::CreateActionRow>) {
    let players: Vec<String> = t
        .players
        .iter()
        .map(|e| {
            if e.withdrawn {
                format!("~~{}~~", mention(lang, e.player))
            } else {
                mention(lang, e.player)
            }
        })
        .collect();
    let about = t!(
        lang,
        "tournament-about",
        variant = variant_name(lang, &t.variant),
        format = format_line(lang, t)
    );
    let mut terms = t!(
        lang,
        "tournament-terms",
        time = time_text(lang, t.time),
        players = t.max_players
    );
    if !t.vacation && t.time.is_correspondence() {
        terms.push(' ');
        terms.push_str(&t!(lang, "tournament-no-vacation"));
    }
    let embed = serenity::CreateEmbed::new()
        .title(format!("🏆 {}", t.title()))
        .description(format!("{about}\n{terms}\n{}", status_line(lang, t)))
        .field(
            t!(lang, "tournament-players", count = t.active_players()),
            if players.is_empty() {
                t!(lang, "tournament-no-players")
            } else {
                players.join(" ")
            },
            false,
        );
    let buttons = if t.is_open_for_signup() {
        vec![serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new(format!("tournament:{}:join", t.id.0))
                .label(t!(lang, "button-join"))
                .style(serenity::ButtonStyle::Success),
        ])]
    } else {
        Vec::new()
    };
    (embed, buttons)
}

/// A round's pairings as an embed description, each live game linked to
/// where it is played.
pub fn round_text(
    lang: Lang,
    variant: &str,
    games: &[(TournamentGame, Option<GameSummary>)],
) -> String {
    fit(lang, &pairing_lines(lang, variant, games))
}

/// The selector of a side.
fn side_code(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}

/// One line per game, bye or forfeit of a round.
fn pairing_lines(
    lang: Lang,
    variant: &str,
    games: &[(TournamentGame, Option<GameSummary>)],
) -> Vec<String> {
    games
        .iter()
        .map(|(g, summary)| {
            let Some(defender) = g.defender else {
                return t!(lang, "tournament-bye", player = mention(lang, g.attacker));
            };
            let winner = |winner: Winner| match winner {
                Winner::Attackers => Some(Side::Attackers),
                Winner::Defenders => Some(Side::Defenders),
                Winner::Draw => None,
            };
            let result = match (g.result, g.forfeit) {
                (Some(w), forfeit) => match (winner(w), forfeit) {
                    (Some(side), true) => Some(t!(
                        lang,
                        "tournament-won-by-forfeit",
                        side = side_code(side)
                    )),
                    (Some(side), false) => Some(t!(lang, "tournament-won", side = side_code(side))),
                    (None, _) => Some(t!(lang, "tournament-drawn")),
                },
                (None, _) => summary.as_ref().map(|s| {
                    t!(
                        lang,
                        "tournament-playing-in",
                        channel = s.channel().to_string()
                    )
                }),
            };
            let game = g.game.map_or(String::new(), |id| format!("`#{}` ", id.0));
            let line = t!(
                lang,
                "tournament-pairing",
                game = game,
                attacker = mention(lang, g.attacker),
                attackers = side_name(lang, variant, Side::Attackers),
                defender = mention(lang, defender),
                defenders = side_name(lang, variant, Side::Defenders)
            );
            match result {
                Some(result) => format!("{line} — {result}"),
                None => line,
            }
        })
        .collect()
}

/// The standings with the format's tie-breaks.
pub fn standing_lines(lang: Lang, format: Format, table: &[Standing]) -> Vec<String> {
    table
        .iter()
        .map(|s| {
            let breaks = match format {
                Format::RoundRobin => {
                    t!(lang, "tournament-breaks-sb", sb = s.sonneborn_berger_text())
                }
                Format::Swiss => t!(
                    lang,
                    "tournament-breaks-buchholz",
                    buchholz = s.buchholz_text(),
                    sb = s.sonneborn_berger_text()
                ),
                Format::Knockout => t!(lang, "tournament-breaks-rounds", rounds = s.reached),
            };
            let line = t!(
                lang,
                "tournament-standing",
                rank = s.rank,
                player = mention(lang, s.player),
                points = s.points_text(),
                breaks = breaks,
                wins = s.wins + if format == Format::Swiss { s.byes } else { 0 },
                draws = s.draws,
                losses = s.losses
            );
            if s.withdrawn {
                format!("{line} {}", t!(lang, "tournament-withdrew-mark"))
            } else {
                line
            }
        })
        .collect()
}

/// Lines joined, cut to fit an embed description.
pub fn fit(lang: Lang, lines: &[String]) -> String {
    let mut text = String::new();
    for (i, line) in lines.iter().enumerate() {
        if text.len() + line.len() + 1 > 3900 {
            text.push_str(&t!(lang, "tournament-more", count = lines.len() - i));
            break;
        }
        text.push_str(line);
        text.push('\n');
    }
    if text.is_empty() {
        text.push_str(&t!(lang, "tournament-nothing-yet"));
    }
    text
}

/// The footer under standings: how ties are broken.
pub fn tie_break_note(lang: Lang, format: Format) -> String {
    t!(lang, "tournament-ties", format = tournament_format(format))
}

/// The start, as `/tournament start` answers it: the players, and a Swiss
/// tournament's rounds when the players were too few for those announced
/// (rounds are capped at players - 1).
pub fn started_text(lang: Lang, announced: &Tournament, started: &Tournament) -> String {
    let players = started.active_players();
    let mut text = t!(
        lang,
        "tournament-started",
        tournament = started.title(),
        players = players
    );
    if let (Format::Swiss, Some(asked), Some(played)) =
        (started.format, announced.rounds, started.rounds)
    {
        if played < asked {
            text.push(' ');
            text.push_str(&t!(
                lang,
                "tournament-rounds-cut",
                asked = asked,
                players = players,
                played = played
            ));
        }
    }
    text
}

/// The cancellation, as `/tournament cancel` answers it.
pub fn cancelled_text(lang: Lang, before: &Tournament, after: &Tournament, by: PlayerId) -> String {
    let id = if before.status == TournamentStatus::Running {
        "tournament-cancelled-running"
    } else {
        "tournament-cancelled-signup"
    };
    t!(
        lang,
        id,
        tournament = after.title(),
        player = mention(lang, by)
    )
}
