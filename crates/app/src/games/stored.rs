//! The games' views in the outbox's stored form, and back.

use super::time_control::TimeControl;
use super::view::{Banks, GameResult, GameSummary, PlayedMove};
use crate::events::{StoredGame, StoredGameResult, StoredMove};

impl From<&GameSummary> for StoredGame {
    fn from(game: &GameSummary) -> StoredGame {
        StoredGame {
            id: game.id,
            challenge: game.challenge,
            place: game.place.into(),
            thread: game.thread,
            variant: game.variant.clone(),
            layout: game.layout.clone(),
            start: game.start.clone(),
            custom_start: game.custom_start,
            attacker: game.attacker,
            defender: game.defender,
            attacker_name: game.attacker_name.clone(),
            defender_name: game.defender_name.clone(),
            time: game.time.millis(),
            bank: game.time.bank_millis(),
            rated: game.rated,
            status: game.status,
            result: game.result.map(StoredGameResult::from),
            plies: game.plies,
            position: game.position.clone(),
            to_move: game.to_move,
            version: game.version,
            deadline: game.deadline,
            started_at: game.started_at,
            finished_at: game.finished_at,
            tournament: game.tournament,
            banks: game.banks.map(Banks::millis),
            clock_started: game.clock_started,
            vacation: game.vacation,
            attacker_away: game.attacker_away,
            defender_away: game.defender_away,
        }
    }
}

impl From<StoredGame> for GameSummary {
    fn from(game: StoredGame) -> GameSummary {
        GameSummary {
            id: game.id,
            challenge: game.challenge,
            place: game.place.into(),
            thread: game.thread,
            variant: game.variant,
            layout: game.layout,
            start: game.start,
            custom_start: game.custom_start,
            attacker: game.attacker,
            defender: game.defender,
            attacker_name: game.attacker_name,
            defender_name: game.defender_name,
            time: TimeControl::from_millis(game.time, game.bank),
            rated: game.rated,
            status: game.status,
            result: game.result.map(GameResult::from),
            plies: game.plies,
            position: game.position,
            to_move: game.to_move,
            version: game.version,
            deadline: game.deadline,
            started_at: game.started_at,
            finished_at: game.finished_at,
            tournament: game.tournament,
            banks: game.banks.map(|(a, d)| Banks::from_millis(a, d)),
            clock_started: game.clock_started,
            vacation: game.vacation,
            attacker_away: game.attacker_away,
            defender_away: game.defender_away,
        }
    }
}

impl From<GameResult> for StoredGameResult {
    fn from(result: GameResult) -> StoredGameResult {
        StoredGameResult {
            winner: result.winner,
            reason: result.reason,
        }
    }
}

impl From<StoredGameResult> for GameResult {
    fn from(result: StoredGameResult) -> GameResult {
        GameResult {
            winner: result.winner,
            reason: result.reason,
        }
    }
}

impl From<&PlayedMove> for StoredMove {
    fn from(mv: &PlayedMove) -> StoredMove {
        StoredMove {
            ply: mv.ply,
            side: mv.side,
            player: mv.player,
            notation: mv.notation.clone(),
            captures: mv.captures.clone(),
            king_captured: mv.king_captured.clone(),
            troll_king_leap: mv.troll_king_leap.clone(),
            announcement: mv.announcement.clone(),
            conditional: mv.conditional,
        }
    }
}

impl From<StoredMove> for PlayedMove {
    fn from(mv: StoredMove) -> PlayedMove {
        PlayedMove {
            ply: mv.ply,
            side: mv.side,
            player: mv.player,
            notation: mv.notation,
            captures: mv.captures,
            king_captured: mv.king_captured,
            troll_king_leap: mv.troll_king_leap,
            announcement: mv.announcement,
            conditional: mv.conditional,
        }
    }
}
