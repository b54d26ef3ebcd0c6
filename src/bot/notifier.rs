//! The app's events, said on Discord: a small dispatcher to the features'
//! notifications, for what no interaction answers (see `bot/mod.rs`, "Who
//! says what"). Delivery is at least once and in order; a refused event
//! holds back later ones, so only passing troubles (network, Discord's
//! 5xx, rate limits) are refused. A permanent refusal (a deleted thread, a
//! missing permission) is logged and skipped.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, OnceLock};

use hnefi_app::{App, BoxFuture, ChallengeStatus, Delivery, Event, EventId, Notifier, NotifyError};
use hnefi_render::Renderer;
use poise::serenity_prelude as serenity;

use super::answering::Answering;
use super::errors::BotError;
use super::post::{Audience, Link, Speaker};
use super::{challenges, games, notices, puzzles, tournaments};

/// How many delivered event ids are remembered to skip repeats.
const REMEMBERED: usize = 512;

#[derive(Default)]
pub struct DiscordNotifier {
    link: OnceLock<Link>,
    recent: Mutex<VecDeque<EventId>>,
}

impl DiscordNotifier {
    /// Gives the notifier its way to Discord; events wait until then.
    pub fn connect(
        &self,
        http: Arc<serenity::Http>,
        app: App,
        renderer: Arc<Renderer>,
        answering: Answering,
    ) {
        let _ = self.link.set(Link {
            http,
            app,
            renderer,
            answering,
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
            let speaker = link.for_event(delivery.id);
            let said = match say(&speaker, &delivery.event).await {
                Ok(()) => notices::send::direct_messages(&speaker, &delivery.event).await,
                Err(e) => Err(e),
            };
            match said {
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

/// Hands an event to the feature that says it, in the language of those
/// it addresses (see [`Audience`]).
async fn say(link: &Speaker<'_>, event: &Event) -> Result<(), BotError> {
    match event {
        Event::GameStarted {
            game,
            challenge_message,
            first_mover_drawn,
            by,
        } => {
            let lang = link.lang(Audience::caused(*by, game)).await;
            games::notify::started(lang, link, game, *challenge_message, *first_mover_drawn).await
        }
        // The last warning (95%) goes by direct message only.
        Event::Reminder {
            game,
            player,
            due_at,
            percent,
            ..
        } if *percent <= 80 => {
            let lang = link.lang(Audience::player(*player, game.place)).await;
            games::notify::reminder(lang, link, game, *player, *due_at).await
        }
        Event::GameFinished { game, rating, by } => {
            let lang = link.lang(Audience::caused(*by, game)).await;
            games::notify::finished(lang, link, game, *rating).await
        }
        Event::MovePlayed { game, mv } if mv.player.ai_level().is_some() => {
            let lang = link.lang(Audience::of_game(game)).await;
            games::notify::ai_moved(lang, link, game, mv).await
        }
        Event::DrawDeclined { game, by, .. } if by.ai_level().is_some() => {
            let lang = link.lang(Audience::of_game(game)).await;
            games::notify::ai_declined_draw(lang, link, game, *by).await
        }
        Event::ChallengeClosed {
            place,
            message: Some(message),
            status: ChallengeStatus::Expired,
            ..
        } => {
            let lang = link.lang(Audience::Server(place.guild)).await;
            challenges::notify::expired(lang, link, *place, *message).await
        }
        Event::TournamentRound {
            tournament, round, ..
        } => {
            let lang = link.lang(Audience::Server(tournament.place.guild)).await;
            tournaments::notify::round(lang, link, tournament, *round).await
        }
        Event::TournamentFinished {
            tournament,
            standings,
        } => {
            let lang = link.lang(Audience::Server(tournament.place.guild)).await;
            tournaments::notify::finished(lang, link, tournament, standings).await
        }
        Event::VacationStarted {
            game,
            player,
            until,
            days,
        } => {
            let lang = link.lang(Audience::Server(game.place.guild)).await;
            games::notify::auto_vacation(lang, link, game, *player, *until, *days).await
        }
        Event::DmsClosed { game, player } => {
            let lang = link.lang(Audience::player(*player, game.place)).await;
            notices::send::said_closed(lang, link, game, *player).await
        }
        Event::TournamentCancelled { tournament, by } => {
            let lang = link.lang(Audience::Server(tournament.place.guild)).await;
            tournaments::notify::cancelled(lang, link, tournament, *by).await
        }
        Event::DailyPuzzle {
            guild,
            channel,
            puzzle,
            ..
        } => {
            let lang = link.lang(Audience::Server(Some(*guild))).await;
            puzzles::notify::daily(lang, link, *channel, puzzle).await
        }
        _ => Ok(()),
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
