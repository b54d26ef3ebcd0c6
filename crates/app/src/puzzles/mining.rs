//! Puzzles from a server's own finished games (docs/learning.md 2): the
//! `puzzles` consumer of the outbox hears of every finished game and
//! has the solver look at its last [`LAST_PLIES`] positions, by the same
//! rules as the corpora's starting set (`hnefi_ai::mining`), on the
//! bounded AI pool. What it finds is stored under `game:ID:PLY`, once
//! however often the event is delivered.

use std::sync::Arc;

use hnefi_ai::mining::{Tally, default_screen_depth, mine_game, search_screen};
use hnefi_ai::solver::Solver;
use hnefi_engine::{Game, Move, Reason};
use hnefi_store::GameStatus;
use hnefi_store::puzzles::FoundRow;

use crate::core::Core;
use crate::core::codes::move_line;
use crate::core::consumer::{BoxFuture, NotifyError};
use crate::core::ids::EventId;
use crate::error::Result;
use crate::games::{GameFinishedSubscriber, GameSummary, Games, settled};

/// Plies before a game's end whose positions are examined: where the
/// forced wins are, at a bounded cost (a few seconds of the pool).
pub const LAST_PLIES: usize = 20;

/// Positions the solver may search per question.
const NODE_BUDGET: u64 = 1_000_000;

/// The solver's table, MiB.
const TABLE_MIB: usize = 16;

/// Finds puzzles in finished games.
#[derive(Clone)]
pub(crate) struct PuzzleFinder {
    core: Arc<Core>,
    games: Games,
}

impl PuzzleFinder {
    pub(crate) fn new(core: Arc<Core>, games: Games) -> PuzzleFinder {
        PuzzleFinder { core, games }
    }

    /// Looks for puzzles in a finished game and stores them; how many
    /// were new.
    pub(crate) async fn find(&self, summary: &GameSummary) -> Result<usize> {
        if summary.status == GameStatus::Imported
            || summary.result.is_none_or(|r| r.reason == Reason::Aborted)
        {
            return Ok(0);
        }
        let view = self.games.load(summary.id).await?;
        let game = view.board.game;
        let moves: Vec<Move> = game.plies().iter().map(|p| p.mv).collect();
        let start = Game::new(game.start().clone());
        let from_ply = moves.len().saturating_sub(LAST_PLIES);
        let found = self
            .core
            .on_ai_pool(move || {
                let mut solver = Solver::new(TABLE_MIB).with_node_budget(Some(NODE_BUDGET));
                let screen = search_screen(default_screen_depth(start.start()), NODE_BUDGET);
                let mut tally = Tally::default();
                mine_game(&start, &moves, from_ply, &mut solver, &screen, &mut tally)
            })
            .await?;
        if found.is_empty() {
            return Ok(0);
        }
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let mut new = 0;
        for puzzle in found {
            let row = FoundRow {
                key: format!("game:{}:{}", summary.id.0, puzzle.ply),
                guild_id: summary.place.guild.unwrap_or(0),
                variant_key: summary.variant.clone(),
                game_id: summary.id.0,
                ply: puzzle.ply as i64,
                position: puzzle.position.to_string(),
                plies: i64::from(puzzle.plies),
                solution: move_line(&puzzle.solution),
            };
            if hnefi_store::puzzles::insert_found(&mut tx, &row, now.millis()).await? {
                new += 1;
            }
        }
        self.core.commit(tx).await?;
        if new > 0 {
            tracing::info!(game = summary.id.0, new, "puzzles found");
        }
        Ok(new)
    }
}

impl GameFinishedSubscriber for PuzzleFinder {
    fn game_finished<'a>(
        &'a self,
        _id: EventId,
        game: &'a GameSummary,
    ) -> BoxFuture<'a, Result<(), NotifyError>> {
        Box::pin(async move { settled(self.find(game).await, game, "no puzzles looked for") })
    }
}
