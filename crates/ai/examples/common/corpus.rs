//! The game corpora of `../shared/data` (`moves,captures_a,captures_b,result`
//! a line), as the examples that learn from their results read them.

use std::ops::ControlFlow;
use std::path::Path;
use std::sync::Arc;

use hnefi_engine::{Game, MoveText, Side, Variant};

/// Replays every decided game of the corpus file at `path` (a defenders' or
/// attackers' win) and calls `visit(line, winner, ply, game, next)` on each
/// position before a move: `line` counts the file's lines from 0, `next` is
/// the move as written. A game stops at its end, at the first text that is
/// not a move or not legal, or when `visit` breaks.
pub fn each_decided_position(
    path: &Path,
    variant: &Arc<Variant>,
    mut visit: impl FnMut(usize, Side, usize, &Game, &str) -> ControlFlow<()>,
) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for (line, record) in text.lines().enumerate() {
        let mut fields = record.split(',');
        let moves = fields.next().unwrap_or("");
        let winner = match fields.nth(2).map(str::trim) {
            Some("White") => Side::Defenders,
            Some("Black") => Side::Attackers,
            _ => continue,
        };
        let mut game = Game::new(variant.start_position(None, None).unwrap());
        for (ply, token) in moves.split_whitespace().enumerate() {
            if game.is_over() || visit(line, winner, ply, &game, token).is_break() {
                break;
            }
            let Ok(parsed) = MoveText::parse(token) else {
                break;
            };
            if game.play(parsed.mv).is_err() {
                break;
            }
        }
    }
}
