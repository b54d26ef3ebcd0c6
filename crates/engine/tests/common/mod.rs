//! Helpers shared by the rule tests: positions from docs/rules.md-style diagrams
//! and short ways to play moves and read what they did.
#![allow(dead_code)]

use std::sync::Arc;

use hnefi_engine::{
    Bitboard, Game, IllegalMove, Move, Ply, Position, Side, Square, Variant, variant,
};

pub fn variant(key: &str) -> Arc<Variant> {
    variant::by_key(key).unwrap_or_else(|e| panic!("{e}"))
}

/// A position of variant `key` from a diagram in the legend of docs/rules.md 1.
pub fn position(key: &str, diagram: &str, to_move: Side) -> Position {
    Position::from_diagram(&variant(key), diagram, to_move)
        .unwrap_or_else(|e| panic!("bad test diagram: {e}"))
}

/// A game starting from a diagram.
pub fn game(key: &str, diagram: &str, to_move: Side) -> Game {
    Game::new(position(key, diagram, to_move))
}

pub fn sq(name: &str) -> Square {
    Square::parse(name).unwrap_or_else(|e| panic!("{e}"))
}

pub fn mv(text: &str) -> Move {
    Move::parse(text).unwrap_or_else(|e| panic!("{e}"))
}

/// Plays a move that must be legal.
pub fn play(game: &mut Game, text: &str) -> Ply {
    game.play(mv(text))
        .unwrap_or_else(|e| panic!("{text} should be legal: {e}\nposition: {}", game.position()))
}

/// Why a move was refused: the data, shown in the variant's own words.
#[derive(Debug)]
pub struct Refused {
    pub error: IllegalMove,
    pub words: String,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words)
    }
}

/// Plays a move that must be refused; returns why. The game must not change.
pub fn refuse(game: &mut Game, text: &str) -> Refused {
    let before = game.position().clone();
    let plies = game.plies().len();
    let error = game
        .play(mv(text))
        .expect_err(&format!("{text} should be illegal in {}", game.position()));
    assert_eq!(
        game.position(),
        &before,
        "a refused move changed the position"
    );
    assert_eq!(game.plies().len(), plies, "a refused move was recorded");
    Refused {
        words: error.in_words(game.position().variant()),
        error,
    }
}

/// Square names of a set, ascending (rank first): `["f6", "e7"]`.
pub fn names(set: Bitboard) -> Vec<String> {
    set.iter().map(|s| s.to_string()).collect()
}

/// Legal moves of a game as sorted `from-to` strings.
pub fn legal(game: &Game) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort();
    moves
}
