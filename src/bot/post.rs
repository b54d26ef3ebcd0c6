//! Saying things on Discord outside an interaction: the features'
//! notifications post through this (messages, embeds, threads, edits).
//!
//! Delivery from the outbox is at least once: after a crash, or when
//! another process takes a consumer over, an event can be said again. So
//! every message an event posts carries a nonce derived from the event's
//! id, with `enforce_nonce`: Discord answers a repeat within a few minutes
//! with the first message instead of posting a second.

use std::sync::Arc;
use std::time::Duration;

use hnefi_app::{App, EventId, GameSummary, Place, PlayerId};
use hnefi_render::Renderer;
use poise::serenity_prelude as serenity;

use super::answering::Answering;
use super::errors::BotError;
use super::i18n::Lang;

/// The longest a post waits for an answer being written in its channel.
const WAIT_FOR_ANSWER: Duration = Duration::from_secs(10);

/// The way to Discord, and what a notification needs to say something.
pub struct Link {
    pub http: Arc<serenity::Http>,
    pub app: App,
    pub renderer: Arc<Renderer>,
    pub answering: Answering,
}

/// Whom a post addresses, which decides its language (docs/discord.md
/// "Languages"): one person reads it in their last known language, else
/// the server's; a post for everyone there in the server's; else English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    Player {
        player: PlayerId,
        guild: Option<i64>,
    },
    Server(Option<i64>),
}

impl Audience {
    pub fn player(player: PlayerId, place: Place) -> Audience {
        Audience::Player {
            player,
            guild: place.guild,
        }
    }

    /// A game's posts that nobody caused: for its one person when the
    /// other player is the AI, else for the server.
    pub fn of_game(game: &GameSummary) -> Audience {
        let people: Vec<PlayerId> = [game.attacker, game.defender]
            .into_iter()
            .filter(|p| p.ai_level().is_none())
            .collect();
        match people[..] {
            [one] => Audience::player(one, game.place),
            _ => Audience::Server(game.place.guild),
        }
    }

    /// A game's post caused by `by` (accepting, moving, resigning): in
    /// the caller's language, as the answer to them was; by nobody (the
    /// clock, a tournament's pairing), as [`Audience::of_game`] says.
    pub fn caused(by: Option<PlayerId>, game: &GameSummary) -> Audience {
        match by {
            Some(player) if player.ai_level().is_none() => Audience::player(player, game.place),
            _ => Audience::of_game(game),
        }
    }
}

impl Link {
    /// The language to say something in to `audience`.
    pub async fn lang(&self, audience: Audience) -> Lang {
        let (player, guild) = match audience {
            Audience::Player { player, guild } => (Some(player), guild),
            Audience::Server(guild) => (None, guild),
        };
        match self.app.locales().preferred(player, guild).await {
            Ok(locales) => Lang::pick(locales.iter().map(|l| Some(l.as_str()))),
            Err(e) => {
                tracing::warn!("cannot read the locales of {audience:?}: {e}");
                Lang::En
            }
        }
    }

    /// Waits until no interaction in `channel` is being answered: what the
    /// bot posts by itself in answer to someone comes after their answer.
    pub async fn after_answers(&self, channel: i64) {
        self.answering
            .settled(channel as u64, WAIT_FOR_ANSWER)
            .await;
    }

    /// The way to say what event `event` says, its posts carrying their
    /// nonces.
    pub fn for_event(&self, event: EventId) -> Speaker<'_> {
        Speaker { link: self, event }
    }

    pub async fn edit(
        &self,
        channel: i64,
        message: i64,
        edit: serenity::EditMessage,
    ) -> Result<(), BotError> {
        serenity::ChannelId::new(channel as u64)
            .edit_message(&self.http, serenity::MessageId::new(message as u64), edit)
            .await?;
        Ok(())
    }

    /// Opens a public thread on `message` (or in the channel without one);
    /// the thread's id.
    pub async fn open_thread(
        &self,
        channel: i64,
        message: Option<i64>,
        name: String,
    ) -> Result<i64, BotError> {
        let channel = serenity::ChannelId::new(channel as u64);
        let builder = serenity::CreateThread::new(name)
            .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
        let thread = match message {
            Some(message) => {
                channel
                    .create_thread_from_message(
                        &self.http,
                        serenity::MessageId::new(message as u64),
                        builder,
                    )
                    .await?
            }
            None => {
                channel
                    .create_thread(
                        &self.http,
                        builder.kind(serenity::ChannelType::PublicThread),
                    )
                    .await?
            }
        };
        Ok(thread.id.get() as i64)
    }
}

/// What one event says: [`Link`] and the posts of that event.
pub struct Speaker<'a> {
    link: &'a Link,
    event: EventId,
}

impl std::ops::Deref for Speaker<'_> {
    type Target = Link;
    fn deref(&self) -> &Link {
        self.link
    }
}

impl Speaker<'_> {
    /// Posts `message` in `channel`, once whatever repeats: an event posts
    /// one message, whose nonce is the event's.
    pub async fn post(
        &self,
        channel: i64,
        message: serenity::CreateMessage,
    ) -> Result<(), BotError> {
        let message = message
            .nonce(serenity::Nonce::String(nonce_of(self.event)))
            .enforce_nonce(true);
        serenity::ChannelId::new(channel as u64)
            .send_message(&self.link.http, message)
            .await?;
        Ok(())
    }

    pub async fn post_text(&self, channel: i64, text: String) -> Result<(), BotError> {
        self.post(channel, serenity::CreateMessage::new().content(text))
            .await
    }

    pub async fn post_embed(
        &self,
        channel: i64,
        embed: serenity::CreateEmbed,
    ) -> Result<(), BotError> {
        self.post(channel, serenity::CreateMessage::new().embed(embed))
            .await
    }
}

/// The nonce of an event's post: at most 25 characters, as Discord allows
/// (`hnefi-` and at most 19 digits).
pub fn nonce_of(event: EventId) -> String {
    format!("hnefi-{}", event.0.max(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_fit_discord_and_differ_by_event() {
        assert_eq!(nonce_of(EventId(42)), "hnefi-42");
        assert!(nonce_of(EventId(i64::MAX)).len() <= 25);
        assert_ne!(nonce_of(EventId(1)), nonce_of(EventId(11)));
    }
}
