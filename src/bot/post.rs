//! Saying things on Discord outside an interaction: the features'
//! notifications post through this (messages, embeds, threads, edits).

use std::sync::Arc;
use std::time::Duration;

use hnefi_app::App;
use hnefi_render::Renderer;
use poise::serenity_prelude as serenity;

use super::answering::Answering;
use super::errors::BotError;

/// The longest a post waits for an answer being written in its channel.
const WAIT_FOR_ANSWER: Duration = Duration::from_secs(10);

/// The way to Discord, and what a notification needs to say something.
pub struct Link {
    pub http: Arc<serenity::Http>,
    pub app: App,
    pub renderer: Arc<Renderer>,
    pub answering: Answering,
}

impl Link {
    /// Waits until no interaction in `channel` is being answered: what the
    /// bot posts by itself in answer to someone comes after their answer.
    pub async fn after_answers(&self, channel: i64) {
        self.answering
            .settled(channel as u64, WAIT_FOR_ANSWER)
            .await;
    }

    pub async fn post(
        &self,
        channel: i64,
        message: serenity::CreateMessage,
    ) -> Result<(), BotError> {
        serenity::ChannelId::new(channel as u64)
            .send_message(&self.http, message)
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
