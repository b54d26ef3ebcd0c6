//! What the tournaments feature says by itself: each round's pairings, the
//! final standings, a cancellation, and the announcement kept up to date.

use hnefi_app::{PlayerId, Standing, Tournament};
use poise::serenity_prelude as serenity;

use super::texts::{announcement, fit, round_text, standing_lines, tie_break_note};
use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};
use crate::bot::post::Speaker;
use crate::bot::words::mention;

/// A round was paired: its games, each linked to where it is played.
pub async fn round(
    lang: Lang,
    link: &Speaker<'_>,
    tournament: &Tournament,
    round: u32,
) -> Result<(), BotError> {
    let view = link
        .app
        .tournaments()
        .round(tournament.id, Some(round))
        .await?;
    refresh_announcement(lang, &link.http, tournament).await;
    let embed = serenity::CreateEmbed::new()
        .title(t!(
            lang,
            "tournament-round-of-title",
            tournament = tournament.title(),
            round = round,
            rounds = tournament.rounds.unwrap_or(round)
        ))
        .description(round_text(lang, &tournament.variant, &view.games));
    link.post_embed(tournament.place.channel, embed).await
}

pub async fn finished(
    lang: Lang,
    link: &Speaker<'_>,
    tournament: &Tournament,
    standings: &[Standing],
) -> Result<(), BotError> {
    refresh_announcement(lang, &link.http, tournament).await;
    let winner = tournament.winner.map_or(String::new(), |w| {
        let player = mention(lang, w);
        format!("{}\n\n", t!(lang, "tournament-winner", player = player))
    });
    let embed = serenity::CreateEmbed::new()
        .title(t!(
            lang,
            "tournament-final-title",
            tournament = tournament.title()
        ))
        .description(format!(
            "{winner}{}",
            fit(lang, &standing_lines(lang, tournament.format, standings))
        ))
        .footer(serenity::CreateEmbedFooter::new(tie_break_note(
            lang,
            tournament.format,
        )));
    link.post_embed(tournament.place.channel, embed).await
}

/// By an organiser, whose command answered already; or by its sign-up
/// deadline for want of players, which the channel hears of.
pub async fn cancelled(
    lang: Lang,
    link: &Speaker<'_>,
    tournament: &Tournament,
    by: Option<PlayerId>,
) -> Result<(), BotError> {
    refresh_announcement(lang, &link.http, tournament).await;
    if by.is_some() {
        return Ok(());
    }
    let text = t!(
        lang,
        "tournament-cancelled-empty",
        tournament = tournament.title()
    );
    link.post_text(tournament.place.channel, text).await
}

/// Shows the tournament's state on its announcement: its players, and the
/// Join button only during sign-up. Best effort: a deleted announcement
/// must not hold up the rounds or the command that changed the list.
pub async fn refresh_announcement(lang: Lang, http: &serenity::Http, tournament: &Tournament) {
    let Some(message) = tournament.message else {
        return;
    };
    let (embed, buttons) = announcement(lang, tournament);
    let edit = serenity::EditMessage::new()
        .embed(embed)
        .components(buttons);
    let channel = serenity::ChannelId::new(tournament.place.channel as u64);
    let message = serenity::MessageId::new(message as u64);
    if let Err(e) = channel.edit_message(http, message, edit).await {
        tracing::info!(
            tournament = tournament.id.0,
            "announcement not updated: {e}"
        );
    }
}
