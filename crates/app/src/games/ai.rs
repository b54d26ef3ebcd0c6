//! The AI as a player (docs/discord.md `/ai`): a player whose id is
//! negative ([`PlayerId::ai`]). Whenever an event leaves it to move, its
//! move is chosen on a blocking thread and played like anyone's, based on
//! the version it thought about; a draw offered to it is answered at once.
//! At start, games where it was left to move (a restart mid-thought) are
//! picked up again. (The `ai` consumer of the outbox hands it the events:
//! `delivery`.)
//!
//! Its searches share the core's bounded pool with the reviews
//! (`Core::on_ai_pool`), so that people's moves always find a core free,
//! however many games against the AI are running.

use std::time::Duration;

use hnefi_ai::{Level, SearchLimits};
use hnefi_engine::Game;

use super::Games;
use super::play::MoveRequest;
use super::view::GameSummary;
use crate::core::ids::{GameId, PlayerId};
use crate::error::{Error, Result};

/// The AI's name at a level, as players see it.
pub fn ai_name(level: u8) -> String {
    format!("Hnefi AI (level {level})")
}

/// The longest the AI thinks about a draw offer.
const DRAW_THOUGHT: Duration = Duration::from_secs(1);

/// Moves for the AI: the app registers it as the `ai` consumer.
pub struct AiMover {
    games: Games,
}

impl AiMover {
    pub(crate) fn new(games: Games) -> AiMover {
        AiMover { games }
    }

    /// Lets the AI move in every active game where it is to move: games
    /// left for it to move in (a restart mid-thought, or the process that
    /// held the `ai` consumer died) are thought about again; a move based
    /// on a version that moved on meanwhile is refused, so none is played
    /// twice.
    pub(crate) async fn resume(&self) {
        let resumed = async {
            for level in 1..=5 {
                for game in self.games.active_of(PlayerId::ai(level)).await? {
                    self.think_if_its_turn(&game);
                }
            }
            Ok::<(), Error>(())
        };
        if let Err(e) = resumed.await {
            tracing::error!("resuming games against the AI: {e}");
        }
    }

    /// A game started or a move was played: the AI moves if it is to.
    pub(crate) fn think_if_its_turn(&self, game: &GameSummary) {
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

    /// A draw was offered to `to`: the AI answers if that is the AI.
    pub(crate) fn draw_offered(&self, game: GameId, to: PlayerId) {
        if let Some(level) = to.ai_level() {
            self.answer_draw(game, level);
        }
    }

    fn answer_draw(&self, game: GameId, level: u8) {
        let games = self.games.clone();
        tokio::spawn(async move {
            if let Err(e) = answer_draw(&games, game, level).await {
                tracing::warn!(game = game.0, "AI draw answer: {e}");
            }
        });
    }
}

/// Searches `game` on the pool: the best move and its score for the side
/// to move.
async fn think(
    games: &Games,
    game: Game,
    limits: SearchLimits,
    seed: u64,
) -> Result<hnefi_ai::SearchResult> {
    games
        .core
        .on_ai_pool(move || hnefi_ai::choose(&game, limits, seed))
        .await?
        .map_err(|e| Error::Internal(format!("AI: {e}")))
}

fn limits(level: u8, game: &Game) -> Result<SearchLimits> {
    Ok(Level::new(level)
        .map_err(|_| Error::BadAiLevel(level))?
        .limits_on(game.position().variant()))
}

async fn play_ai_move(games: &Games, id: GameId, version: i64, level: u8) -> Result<()> {
    let ai = PlayerId::ai(level);
    let board = games.board(id, ai).await?;
    if board.summary.version != version {
        return Ok(());
    }
    // Different games vary; the same game and ply think alike.
    let seed = (id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(board.summary.plies);
    let limits = limits(level, &board.game)?;
    let found = think(games, board.game, limits, seed).await?;
    games
        .play(MoveRequest::new(id, ai, &found.best.to_string()).based_on(version))
        .await?;
    Ok(())
}

/// Accepts a draw when the AI's evaluation says it stands worse or level,
/// declines it otherwise.
async fn answer_draw(games: &Games, id: GameId, level: u8) -> Result<()> {
    let ai = PlayerId::ai(level);
    let board = games.board(id, ai).await?;
    let Some(side) = board
        .summary
        .side_of(ai)
        .filter(|_| board.summary.is_active())
    else {
        return Ok(());
    };
    let mut limits = limits(level, &board.game)?;
    // The judgement is the AI's best, without the lower levels' whims.
    limits.noise = 0;
    limits.time = Some(limits.time.map_or(DRAW_THOUGHT, |t| t.min(DRAW_THOUGHT)));
    let to_move = board.game.turn();
    let found = think(games, board.game, limits, 0).await?;
    let for_the_ai = if to_move == side {
        found.score
    } else {
        -found.score
    };
    if for_the_ai <= 0 {
        games.accept_draw(id, ai).await?;
    } else {
        games.decline_draw(id, ai).await?;
    }
    Ok(())
}
