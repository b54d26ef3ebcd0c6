//! The AI as a player (docs/discord.md `/ai`): a player whose id is
//! negative ([`PlayerId::ai`]). Whenever an event leaves it to move, its
//! move is chosen on a blocking thread and played like anyone's, based on
//! the version it thought about. At start, games where it was left to move
//! (a restart mid-thought) are picked up again.

use hnefi_ai::Level;

use super::Games;
use super::play::MoveRequest;
use super::view::GameSummary;
use crate::core::events::{BoxFuture, Delivery, Event, Notifier, NotifyError};
use crate::core::ids::{GameId, PlayerId};
use crate::error::{Error, Result};

/// The AI's name at a level, as players see it.
pub fn ai_name(level: u8) -> String {
    format!("Hnefi AI (level {level})")
}

/// Moves for the AI: the app registers it as the `ai` consumer.
pub struct AiMover {
    games: Games,
}

impl AiMover {
    pub(crate) fn new(games: Games) -> AiMover {
        AiMover { games }
    }

    /// Lets the AI move in every active game where it is to move.
    pub(crate) async fn resume(&self) -> Result<()> {
        for level in 1..=5 {
            for game in self.games.active_of(PlayerId::ai(level)).await? {
                self.think_if_its_turn(&game);
            }
        }
        Ok(())
    }

    fn think_if_its_turn(&self, game: &GameSummary) {
        if !game.is_active() {
            return;
        }
        let Some(level) = game.player_to_move().and_then(PlayerId::ai_level) else {
            return;
        };
        let games = self.games.clone();
        let (id, version) = (game.id, game.version);
        tokio::spawn(async move {
            if let Err(e) = play_ai_move(&games, id, version, level).await {
                // A refusal here means the game moved on meanwhile (a
                // resignation, say): nothing to do.
                tracing::warn!(game = id.0, "AI move: {e}");
            }
        });
    }
}

async fn play_ai_move(games: &Games, id: GameId, version: i64, level: u8) -> Result<()> {
    let ai = PlayerId::ai(level);
    let board = games.board(id, ai).await?;
    if board.summary.version != version {
        return Ok(());
    }
    let limits = Level::new(level)
        .map_err(|_| Error::BadAiLevel(level))?
        .limits();
    // Different games vary; the same game and ply think alike.
    let seed = (id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(board.summary.plies);
    let game = board.game;
    let found = tokio::task::spawn_blocking(move || hnefi_ai::choose(&game, limits, seed))
        .await
        .map_err(|e| Error::Internal(format!("AI thread: {e}")))?
        .map_err(|e| Error::Internal(format!("AI: {e}")))?;
    games
        .play(MoveRequest::new(id, ai, &found.best.to_string()).based_on(version))
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
