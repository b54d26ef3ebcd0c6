//! The service's events, said on Discord: what no interaction answers (see
//! the module comment of `bot`). Delivery is at least once and in order; a
//! refused event holds back later ones, so only passing troubles (network,
//! Discord's 5xx, rate limits) are refused. A permanent refusal (a deleted
//! thread, a missing permission) is logged and skipped.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, OnceLock};

use hnefi_app::{
    BoxFuture, ChallengeStatus, Delivery, Event, EventId, GameSummary, Notifier, NotifyError,
    PlayerId, Service,
};
use hnefi_engine::Reason;
use hnefi_render::Renderer;
use poise::serenity_prelude as serenity;

use super::board::BoardMessage;
use super::{BotError, texts, tournament_text};

/// How many delivered event ids are remembered to skip repeats.
const REMEMBERED: usize = 512;

#[derive(Default)]
pub struct DiscordNotifier {
    link: OnceLock<Link>,
    recent: Mutex<VecDeque<EventId>>,
}

struct Link {
    http: Arc<serenity::Http>,
    service: Service,
    renderer: Arc<Renderer>,
}

impl DiscordNotifier {
    /// Gives the notifier its way to Discord; events wait until then.
    pub fn connect(&self, http: Arc<serenity::Http>, service: Service, renderer: Arc<Renderer>) {
        let _ = self.link.set(Link {
            http,
            service,
            renderer,
        });
    }

    fn is_repeat(&self, id: EventId) -> bool {
        let recent = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        recent.contains(&id)
    }

    fn remember(&self, id: EventId) {
        let mut recent = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        recent.push_back(id);
        if recent.len() > REMEMBERED {
            recent.pop_front();
        }
    }
}

impl Notifier for DiscordNotifier {
    fn notify<'a>(&'a self, delivery: &'a Delivery) -> BoxFuture<'a, Result<(), NotifyError>> {
        Box::pin(async move {
            let Some(link) = self.link.get() else {
                return Err(NotifyError::new("not connected to Discord yet"));
            };
            if self.is_repeat(delivery.id) {
                return Ok(());
            }
            tracing::debug!(event = ?delivery.id, kind = delivery.event.kind(), "posting");
            match link.say(&delivery.event).await {
                Ok(()) => {}
                Err(e) if is_passing(&e) => {
                    tracing::warn!(event = ?delivery.id, "Discord refused for now: {e}");
                    return Err(NotifyError::new(e.to_string()));
                }
                Err(e) => {
                    tracing::error!(event = ?delivery.id, kind = delivery.event.kind(), "could not post: {e}")
                }
            }
            self.remember(delivery.id);
            Ok(())
        })
    }
}

/// Worth retrying: no answer, a rate limit, or Discord's own failure.
fn is_passing(error: &BotError) -> bool {
    match error {
        BotError::Discord(e) => match e.as_ref() {
            serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
                r.status_code.as_u16() == 429 || r.status_code.is_server_error()
            }
            serenity::Error::Http(serenity::HttpError::Request(_)) => true,
            _ => false,
        },
        BotError::App(e) => !e.is_refusal(),
        _ => false,
    }
}

impl Link {
    async fn say(&self, event: &Event) -> Result<(), BotError> {
        match event {
            Event::GameStarted {
                game,
                challenge_message,
                ..
            } => self.open_game(game, *challenge_message).await,
            Event::Reminder {
                game,
                player,
                due_at,
                ..
            } => {
                let text = format!(
                    "⏰ {}, your move in game #{} is due {}.",
                    texts::mention(*player),
                    game.id.0,
                    texts::relative_time(*due_at)
                );
                self.post_text(game.channel(), text).await
            }
            Event::GameFinished { game } => self.finished(game).await,
            // The AI's moves answer no interaction: post them.
            Event::MovePlayed { game, mv } if mv.player.ai_level().is_some() => {
                self.post_game_board(game, texts::move_message(game, mv))
                    .await
            }
            Event::ChallengeClosed {
                place,
                message: Some(message),
                status: ChallengeStatus::Expired,
                ..
            } => {
                let edit = serenity::EditMessage::new()
                    .content("⌛ This challenge expired.")
                    .components(Vec::new());
                serenity::ChannelId::new(place.channel as u64)
                    .edit_message(&self.http, serenity::MessageId::new(*message as u64), edit)
                    .await?;
                Ok(())
            }
            Event::TournamentRound {
                tournament,
                round,
                games,
            } => {
                let description = tournament_text::round_text(&self.service, games).await?;
                self.refresh_announcement(tournament).await;
                let embed = serenity::CreateEmbed::new()
                    .title(format!(
                        "🏆 {} — round {round} of {}",
                        tournament.title(),
                        tournament.rounds.unwrap_or(*round)
                    ))
                    .description(description);
                self.post_embed(tournament.place.channel, embed).await
            }
            Event::TournamentFinished {
                tournament,
                standings,
            } => {
                self.refresh_announcement(tournament).await;
                let winner = tournament.winner.map_or(String::new(), |w| {
                    format!("Winner: {} 🎉\n\n", texts::mention(w))
                });
                let embed = serenity::CreateEmbed::new()
                    .title(format!("🏆 {} — final standings", tournament.title()))
                    .description(format!(
                        "{winner}{}",
                        tournament_text::fit(&tournament_text::standing_lines(
                            tournament.format,
                            standings
                        ))
                    ))
                    .footer(serenity::CreateEmbedFooter::new(
                        super::commands::tournament::tie_break_note(tournament.format),
                    ));
                self.post_embed(tournament.place.channel, embed).await
            }
            Event::TournamentCancelled {
                tournament,
                by: Some(_),
            } => {
                // The organiser's command answered; the announcement closes.
                self.refresh_announcement(tournament).await;
                Ok(())
            }
            Event::TournamentCancelled {
                tournament,
                by: None,
            } => {
                self.refresh_announcement(tournament).await;
                let text = format!(
                    "🛑 **{}** was cancelled: fewer than two players had joined when sign-up closed.",
                    tournament.title()
                );
                self.post_text(tournament.place.channel, text).await
            }
            _ => Ok(()),
        }
    }

    /// Shows the tournament's state on its announcement (the Join button
    /// goes once sign-up is over). Best effort: a deleted announcement
    /// must not hold up the rounds.
    async fn refresh_announcement(&self, tournament: &hnefi_app::Tournament) {
        let Some(message) = tournament.message else {
            return;
        };
        let (embed, buttons) = tournament_text::announcement(tournament);
        let edit = serenity::EditMessage::new()
            .embed(embed)
            .components(buttons);
        if let Err(e) = serenity::ChannelId::new(tournament.place.channel as u64)
            .edit_message(&self.http, serenity::MessageId::new(message as u64), edit)
            .await
        {
            tracing::info!(
                tournament = tournament.id.0,
                "announcement not updated: {e}"
            );
        }
    }

    async fn post_embed(&self, channel: i64, embed: serenity::CreateEmbed) -> Result<(), BotError> {
        serenity::ChannelId::new(channel as u64)
            .send_message(&self.http, serenity::CreateMessage::new().embed(embed))
            .await?;
        Ok(())
    }

    /// Opens the game's thread on the challenge message (the channel if the
    /// thread cannot be made) and posts the first board there.
    async fn open_game(
        &self,
        game: &GameSummary,
        challenge_message: Option<i64>,
    ) -> Result<(), BotError> {
        let service = &self.service;
        let view = service.load_game(game.id).await?;
        let mut channel = view.summary.channel();
        if view.summary.thread.is_none() {
            let name = texts::thread_name(game, &view.attacker_name, &view.defender_name);
            match self
                .make_thread(game.place.channel, challenge_message, name)
                .await
            {
                Ok(thread) => {
                    service.set_game_thread(game.id, thread).await?;
                    channel = thread;
                }
                Err(e) => {
                    tracing::info!(game = game.id.0, "no thread, playing in the channel: {e}");
                }
            }
        }
        let mut header = texts::game_header(&view.summary);
        if let Some(id) = game.tournament {
            // Tournament games begin without a challenge: ping both players.
            let name = match service.tournament(hnefi_app::TournamentId(id)).await {
                Ok(t) => t.title(),
                Err(_) => format!("#{id}"),
            };
            header = format!(
                "🏆 **{name}**: {} (attackers) vs {} (defenders)\n{header}",
                texts::mention(game.attacker),
                texts::mention(game.defender)
            );
        }
        let board = BoardMessage::of_view(&self.renderer, &view, header).await?;
        self.post_board(channel, board).await
    }

    /// Posts the game's board under `text` where the game is played.
    async fn post_game_board(&self, game: &GameSummary, text: String) -> Result<(), BotError> {
        let board = BoardMessage::of_game(&self.service, &self.renderer, game.id, text).await?;
        self.post_board(game.channel(), board).await
    }

    async fn post_board(&self, channel: i64, board: BoardMessage) -> Result<(), BotError> {
        serenity::ChannelId::new(channel as u64)
            .send_message(&self.http, board.message())
            .await?;
        Ok(())
    }

    async fn make_thread(
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

    /// Timeouts and aborts have no interaction to answer them.
    async fn finished(&self, game: &GameSummary) -> Result<(), BotError> {
        let Some(result) = game.result else {
            return Ok(());
        };
        match result.reason {
            Reason::Timeout => {
                let late: PlayerId = game.player(game.to_move);
                let text = format!(
                    "⌛ {} ran out of time in game #{}.\n{}",
                    texts::mention(late),
                    game.id.0,
                    texts::next_line(game)
                );
                self.post_game_board(game, text).await
            }
            Reason::Aborted => {
                let text = format!(
                    "Game #{} is aborted: it does not count. {} · {}",
                    game.id.0,
                    texts::mention(game.attacker),
                    texts::mention(game.defender)
                );
                self.post_text(game.channel(), text).await
            }
            _ => Ok(()),
        }
    }

    async fn post_text(&self, channel: i64, text: String) -> Result<(), BotError> {
        serenity::ChannelId::new(channel as u64)
            .send_message(&self.http, serenity::CreateMessage::new().content(text))
            .await?;
        Ok(())
    }
}
