//! Replaying a stored game, and the replayed games kept between moves.

use std::collections::HashMap;

use hnefi_engine::{Game, MoveText, Position, variant};
use hnefi_store::{Conn, GameRow, GameStatus, MoveRow};

use super::Games;
use crate::core::codes::decode;
use crate::error::{Error, Result};

impl Games {
    /// The engine's game for a row: from the cache when it holds this
    /// version, else replayed from the stored moves (one query).
    pub(crate) async fn engine_game(&self, conn: &mut impl Conn, row: &GameRow) -> Result<Game> {
        if let Some(game) = self.cache().get(row.id, row.version) {
            return Ok(game);
        }
        // Moves committed after `row` was read are left out: the game is
        // the one of the row's version.
        let moves = hnefi_store::moves::of_game_upto(conn, row.id, row.plies).await?;
        let game = replay(row, &moves)?;
        if row.status == GameStatus::Active {
            self.cache().put(row.id, row.version, &game);
        }
        Ok(game)
    }

    pub(crate) fn cache(&self) -> std::sync::MutexGuard<'_, GameCache> {
        self.cache.lock().expect("not poisoned")
    }
}

/// Replays a stored game: its start, its moves, and an outside end
/// (resignation, timeout, agreed draw, abort) if it has one.
pub(crate) fn replay(row: &GameRow, moves: &[MoveRow]) -> Result<Game> {
    let broken = |what: String| Error::Internal(format!("game #{} is damaged: {what}", row.id));
    if moves.len() as i64 != row.plies {
        return Err(broken(format!(
            "{} of its {} moves are stored",
            moves.len(),
            row.plies
        )));
    }
    // A server's rule set: the rules the game was started with.
    let variant = match &row.rules {
        Some(rules) => crate::core::variants::from_stored_rules(rules)?,
        None => variant::by_key(&row.variant).map_err(|e| broken(e.to_string()))?,
    };
    let start =
        Position::parse(&variant, &row.start_position).map_err(|e| broken(e.to_string()))?;
    let mut game = Game::new(start);
    for m in moves {
        let text = MoveText::parse(&m.notation).map_err(|e| broken(e.to_string()))?;
        game.play(text.mv)
            .map_err(|e| broken(format!("ply {} `{}`: {e}", m.ply, m.notation)))?;
    }
    if let (Some(w), Some(r)) = (&row.winner, &row.reason) {
        if !game.is_over() {
            let outcome = hnefi_engine::Outcome::new(decode(w)?, decode(r)?);
            game.finish(outcome).map_err(|e| broken(e.to_string()))?;
        }
    }
    Ok(game)
}

/// Replayed games of active games by (id, version). Versions make it safe:
/// an entry of an older version is never used, so a game that changed
/// elsewhere (ended by a tournament, another process) needs no eviction.
#[derive(Default)]
pub(crate) struct GameCache {
    games: HashMap<i64, (i64, Game)>,
}

impl GameCache {
    const CAPACITY: usize = 4096;

    pub fn get(&self, id: i64, version: i64) -> Option<Game> {
        match self.games.get(&id) {
            Some((v, game)) if *v == version => Some(game.clone()),
            _ => None,
        }
    }

    pub fn put(&mut self, id: i64, version: i64, game: &Game) {
        if self.games.len() >= GameCache::CAPACITY && !self.games.contains_key(&id) {
            self.games.clear();
        }
        self.games.insert(id, (version, game.clone()));
    }

    pub fn remove(&mut self, id: i64) {
        self.games.remove(&id);
    }
}
