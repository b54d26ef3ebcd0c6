//! Use cases (placeholder: the game-service issue fills this crate).
