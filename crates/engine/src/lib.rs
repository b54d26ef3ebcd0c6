//! The rules of the tafl games Hnefi hosts, as specified in
//! `docs/rules.md`: boards up to 19x19, every variant and layout, move
//! generation, captures, outcomes, notation and game records.
//!
//! Pure: no I/O, no clock, no threads. Value types throughout; text that is
//! not a move or position fails with a parse error, a move that cannot be
//! played here fails with [`IllegalMove`].
//!
//! ```
//! use hnefi_engine::{variant, Game};
//!
//! let brandubh = variant::by_key("brandubh").unwrap();
//! let mut game = Game::new(brandubh.start_position(None, None).unwrap());
//! let ply = game.play_text("d2-e2").unwrap();
//! assert!(ply.captures.is_empty());
//! assert_eq!(game.position().to_string(), "3a3/3a3/3d3/aadkdaa/3d3/4a2/3a3 d");
//! ```

pub mod bitboard;
pub mod game;
pub mod movegen;
pub mod notation;
pub mod outcome;
pub mod piece;
pub mod position;
pub mod record;
pub(crate) mod rules;
pub mod ruleset;
pub mod square;
pub mod validate;
pub mod variant;
pub(crate) mod zobrist;

pub use bitboard::Bitboard;
pub use game::{Announcement, Game, MoveError, Ply};
pub use movegen::{MAX_MOVES, MoveList};
pub use notation::{Move, MoveText, ParseMoveError};
pub use outcome::{Outcome, Reason, Winner};
pub use piece::{Kind, Piece, Side};
pub use position::{DiagramError, Position, PositionError, SetupError};
pub use record::{GameRecord, RecordError, SyntaxError};
pub use rules::MoveEffects;
pub use rules::knight::OFFSETS as KNIGHT_LEAPS;
pub use ruleset::{RuleSet, RulesError, RulesProblem, RulesWarning};
pub use square::{Direction, ParseSquareError, Square};
pub use validate::IllegalMove;
pub use variant::{UnknownLayout, UnknownVariant, Variant, VariantError, VariantSpec};
