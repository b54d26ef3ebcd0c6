//! Games against the AI (discord.md `/ai`): the AI is a player whose id is
//! negative ([`PlayerId::ai`]); its moves are chosen on a blocking thread
//! whenever an event leaves it to move, and submitted like anyone's.
//! On start, games where the AI was left to move (a restart mid-thought)
//! are picked up again.

use std::sync::{Arc, OnceLock};

use hnefi_ai::Level;
use hnefi_engine::Side;

use crate::challenges::ChallengeRequest;
use crate::error::{Error, Result};
use crate::events::{BoxFuture, Delivery, Event, Notifier, NotifyError};
use crate::games::MoveRequest;
use crate::service::Service;
use crate::time_control::TimeControl;
use crate::types::{GameId, Place, Player, PlayerId, SideChoice};
use crate::views::{Challenge, GameSummary};

/// The AI's name at a level, as players see it.
pub fn ai_name(level: u8) -> String {
    format!("Hnefi AI (level {level})")
}

impl Service {
    /// Starts an unrated game of `human` against the AI at `level`, with no
    /// clock: a challenge to the AI that the AI accepts at once.
    pub async fn start_ai_game(
        &self,
        human: Player,
        place: Place,
        variant: &str,
        human_side: SideChoice,
        level: u8,
    ) -> Result<(Challenge, GameSummary)> {
        let level = Level::new(level).map_err(|e| Error::BadAiLevel(e.to_string()))?;
        let ai = Player::new(PlayerId::ai(level.number()), ai_name(level.number()));
        let mut req = ChallengeRequest::new(human, place, variant);
        req.opponent = Some(ai.clone());
        req.side = human_side;
        req.time = TimeControl::Unlimited;
        req.rated = false;
        let challenge = self.create_challenge(req).await?;
        let game = self.accept_challenge(challenge.id, &ai).await?;
        Ok((challenge, game))
    }

    /// Lets the AI move in every active game where it is to move.
    pub async fn resume_ai_games(&self, mover: &AiMover) -> Result<()> {
        for level in 1..=5 {
            for game in self.active_games_of(PlayerId::ai(level)).await? {
                mover.think_if_its_turn(&game);
            }
        }
        Ok(())
    }
}

/// Moves for the AI: register it as a notifier, then [`AiMover::attach`].
#[derive(Default)]
pub struct AiMover {
    service: OnceLock<Service>,
}

impl AiMover {
    pub fn new() -> Arc<AiMover> {
        Arc::new(AiMover::default())
    }

    /// Gives the mover the service it plays through.
    pub fn attach(&self, service: Service) {
        let _ = self.service.set(service);
    }

    fn think_if_its_turn(&self, game: &GameSummary) {
        let Some(service) = self.service.get() else {
            return;
        };
        if !game.is_active() {
            return;
        }
        let Some(level) = game.player_to_move().and_then(PlayerId::ai_level) else {
            return;
        };
        let service = service.clone();
        let (id, version) = (game.id, game.version);
        tokio::spawn(async move {
            if let Err(e) = play_ai_move(&service, id, version, level).await {
                // A refusal here means the game moved on meanwhile (a
                // resignation, say): nothing to do.
                tracing::warn!(game = id.0, "AI move: {e}");
            }
        });
    }
}

async fn play_ai_move(service: &Service, id: GameId, version: i64, level: u8) -> Result<()> {
    let view = service.load_game(id).await?;
    if view.summary.version != version {
        return Ok(());
    }
    let game = view.game.clone();
    let limits = Level::new(level)
        .map_err(|e| Error::Internal(e.to_string()))?
        .limits();
    // Different games vary; the same game and ply think alike.
    let seed = (id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(view.summary.plies);
    let found = tokio::task::spawn_blocking(move || hnefi_ai::choose(&game, limits, seed))
        .await
        .map_err(|e| Error::Internal(format!("AI thread: {e}")))?
        .map_err(|e| Error::Internal(format!("AI: {e}")))?;
    let side: Side = view.summary.to_move;
    let ai = view.summary.player(side);
    service
        .submit_move(MoveRequest::new(id, ai, &found.best.to_string()).based_on(version))
        .await?;
    Ok(())
}

impl Notifier for AiMover {
    fn notify<'a>(&'a self, delivery: &'a Delivery) -> BoxFuture<'a, Result<(), NotifyError>> {
        if let Event::GameStarted { game, .. } | Event::MovePlayed { game, .. } = &delivery.event {
            self.think_if_its_turn(game);
        }
        Box::pin(async { Ok(()) })
    }
}
