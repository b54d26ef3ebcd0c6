//! A review as the `reviews` table keeps it: JSON, each move's chances,
//! best move and mark; the moves played and the outcome are the game's.

use hnefi_ai::review::{GameReview, Mark, PlyReview};
use hnefi_engine::{Game, MoveText};
use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

#[derive(Serialize, Deserialize)]
struct Body {
    /// The first mover's chance before the first move.
    start: Option<f64>,
    plies: Vec<Ply>,
}

#[derive(Serialize, Deserialize)]
struct Ply {
    /// The mover's chance after the move.
    chance: f64,
    best: String,
    best_chance: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    mark: Option<String>,
}

pub(super) fn to_json(review: &GameReview) -> String {
    let body = Body {
        start: review.start_chance,
        plies: review
            .plies
            .iter()
            .map(|p| Ply {
                chance: p.win_chance,
                best: p.best.to_string(),
                best_chance: p.best_win_chance,
                mark: p.mark.map(|m| m.as_str().to_string()),
            })
            .collect(),
    };
    serde_json::to_string(&body).expect("a review serialises")
}

/// The stored review of `game`.
pub(super) fn from_json(text: &str, game: &Game) -> Result<GameReview> {
    let bad = |why: String| Error::Internal(format!("stored review: {why}"));
    let body: Body = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
    if body.plies.len() > game.plies().len() {
        return Err(bad("more moves than the game".into()));
    }
    let plies = body
        .plies
        .into_iter()
        .zip(game.plies())
        .map(|(p, played)| {
            Ok(PlyReview {
                side: played.mover,
                played: played.mv,
                win_chance: p.chance,
                best: MoveText::parse(&p.best)
                    .map_err(|e| bad(format!("`{}`: {e}", p.best)))?
                    .mv,
                best_win_chance: p.best_chance,
                mark: match p.mark {
                    Some(m) => Some(Mark::parse(&m).ok_or_else(|| bad(format!("mark `{m}`")))?),
                    None => None,
                },
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(GameReview {
        start_turn: game.start().turn(),
        start_chance: body.start,
        plies,
        outcome: game.plies().last().and_then(|p| p.outcome),
    })
}
