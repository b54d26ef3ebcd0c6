//! What goes to a player by direct message, decided when an event is
//! delivered: a message on their turn (one per turn, and none for a turn
//! already over, such as one a conditional reply answered at once), the
//! warnings at 80% and 95% of their time, the daily digest. Each carries
//! its event's nonce, so a repeated delivery posts nothing new.

use hnefi_app::{Event, GameSummary, NoticeSettings, Place, PlayerId};
use poise::serenity_prelude as serenity;

use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};
use crate::bot::post::{Audience, Speaker};
use crate::bot::words::{mention, relative_time, variant_name};

/// Discord's code for "Cannot send messages to this user".
const DMS_CLOSED: isize = 50007;

/// The direct messages an event asks for, if any.
pub async fn direct_messages(link: &Speaker<'_>, event: &Event) -> Result<(), BotError> {
    match event {
        Event::MovePlayed { game, .. } | Event::GameStarted { game, .. } => {
            let Some(player) = game.player_to_move() else {
                return Ok(());
            };
            if player.ai_level().is_some() || game.player(game.to_move.other()) == player {
                return Ok(());
            }
            let settings = link.app.notices().settings(player).await?;
            if !settings.wants_turns() {
                return Ok(());
            }
            // A turn already over (the player moved, or their conditional
            // line answered) needs no message.
            let now = link.app.games().game(game.id).await?;
            if now.plies != game.plies || now.player_to_move() != Some(player) {
                return Ok(());
            }
            let lang = link.lang(Audience::player(player, game.place)).await;
            let text = turn_text(lang, game, player);
            send(
                link,
                &settings,
                Some(game),
                serenity::CreateMessage::new().content(text),
            )
            .await
        }
        Event::Reminder {
            game,
            player,
            due_at,
            percent,
            ..
        } => {
            let settings = link.app.notices().settings(*player).await?;
            if !settings.wants_warnings() {
                return Ok(());
            }
            let lang = link.lang(Audience::player(*player, game.place)).await;
            let text = t!(
                lang,
                "dm-warning",
                game = game.id.0,
                variant = variant_name(lang, &game.variant),
                percent = *percent,
                due = relative_time(*due_at),
                link = game_link(game)
            );
            send(
                link,
                &settings,
                Some(game),
                serenity::CreateMessage::new().content(text),
            )
            .await
        }
        Event::Digest { player, games, .. } => {
            let settings = link.app.notices().settings(*player).await?;
            if settings.dms_closed || games.is_empty() {
                return Ok(());
            }
            // A digest is about no one server: the player's own language.
            let lang = link
                .lang(Audience::player(*player, Place::new(None, 0)))
                .await;
            let lines: Vec<String> = games
                .iter()
                .take(25)
                .map(|g| digest_line(lang, g, *player))
                .collect();
            let mut description = lines.join("\n");
            if games.len() > lines.len() {
                description.push('\n');
                description.push_str(&t!(lang, "games-more", count = games.len() - lines.len()));
            }
            let embed = serenity::CreateEmbed::new()
                .title(t!(lang, "dm-digest-title", count = games.len()))
                .description(description);
            send(
                link,
                &settings,
                None,
                serenity::CreateMessage::new().embed(embed),
            )
            .await
        }
        _ => Ok(()),
    }
}

/// The link to a game's thread (or channel).
fn game_link(game: &GameSummary) -> String {
    let guild = game
        .place
        .guild
        .map_or_else(|| "@me".to_string(), |g| g.to_string());
    format!("https://discord.com/channels/{guild}/{}", game.channel())
}

fn opponent(game: &GameSummary, player: PlayerId) -> PlayerId {
    if game.attacker == player {
        game.defender
    } else {
        game.attacker
    }
}

fn turn_text(lang: Lang, game: &GameSummary, player: PlayerId) -> String {
    let due = game.deadline.map(relative_time);
    t!(
        lang,
        "dm-turn",
        game = game.id.0,
        variant = variant_name(lang, &game.variant),
        opponent = mention(lang, opponent(game, player)),
        move = game.plies + 1,
        due = due.unwrap_or_else(|| t!(lang, "time-no-limit")),
        link = game_link(game)
    )
}

fn digest_line(lang: Lang, game: &GameSummary, player: PlayerId) -> String {
    t!(
        lang,
        "dm-digest-line",
        game = game.id.0,
        variant = variant_name(lang, &game.variant),
        opponent = mention(lang, opponent(game, player)),
        due = game
            .deadline
            .map(relative_time)
            .unwrap_or_else(|| t!(lang, "time-no-limit")),
        link = game_link(game)
    )
}

/// Sends `message` to the player's direct-message channel (opened once and
/// remembered). A refusal with code 50007 closes their direct messages:
/// nothing more is sent, the game's thread is told once (an event), and
/// the delivery counts as done, so there is no retry storm.
async fn send(
    link: &Speaker<'_>,
    settings: &NoticeSettings,
    game: Option<&GameSummary>,
    message: serenity::CreateMessage,
) -> Result<(), BotError> {
    let player = settings.player;
    let Ok(user) = u64::try_from(player.0) else {
        return Ok(());
    };
    let channel = match settings.dm_channel {
        Some(channel) => channel,
        None => {
            let opened = serenity::UserId::new(user)
                .create_dm_channel(&link.http)
                .await;
            match opened {
                Ok(channel) => {
                    let id = channel.id.get() as i64;
                    link.app.notices().remember_dm_channel(player, id).await?;
                    id
                }
                Err(e) if closed(&e) => return dms_closed(link, player, game).await,
                Err(e) => return Err(e.into()),
            }
        }
    };
    match link.post(channel, message).await {
        Ok(()) => Ok(()),
        Err(BotError::Discord(e)) if closed(&e) => dms_closed(link, player, game).await,
        Err(e) => Err(e),
    }
}

async fn dms_closed(
    link: &Speaker<'_>,
    player: PlayerId,
    game: Option<&GameSummary>,
) -> Result<(), BotError> {
    tracing::info!(
        player = player.0,
        "direct messages refused (50007): stopped"
    );
    link.app
        .notices()
        .dms_closed(player, game.map(|g| g.id))
        .await?;
    Ok(())
}

fn closed(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) if r.error.code == DMS_CLOSED
    )
}

/// Said in the game's thread after the first refusal.
pub async fn said_closed(
    lang: Lang,
    link: &Speaker<'_>,
    game: &GameSummary,
    player: PlayerId,
) -> Result<(), BotError> {
    link.post_text(
        game.channel(),
        t!(lang, "dms-closed", player = mention(lang, player)),
    )
    .await
}
