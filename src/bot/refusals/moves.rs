//! Why a move cannot be played, in the variant's own names: its sides,
//! its king, its special squares.

use hnefi_engine::{IllegalMove, MoveError, ParseMoveError, Piece, Side, Square};

use crate::bot::i18n::{Lang, t};
use crate::bot::words::{king_name, piece_name, side_name, square_name};

/// Text that is not a move, as a whole sentence.
pub fn parse_move_error(lang: Lang, error: &ParseMoveError) -> String {
    match error {
        ParseMoveError::Empty => t!(lang, "refusal-no-move"),
        ParseMoveError::Malformed(text) => t!(lang, "refusal-not-a-move", text = text),
    }
}

/// Text that is not a move, as part of a sentence (in a record).
pub fn not_a_move(lang: Lang, error: &ParseMoveError) -> String {
    match error {
        ParseMoveError::Empty => t!(lang, "record-no-move"),
        ParseMoveError::Malformed(text) => t!(lang, "record-not-a-move", text = text),
    }
}

/// A move a record cannot play, as part of a sentence.
pub fn move_error(lang: Lang, key: &str, error: &MoveError) -> String {
    match error {
        MoveError::Parse(error) => not_a_move(lang, error),
        MoveError::Illegal(error) => illegal_move(lang, key, error),
    }
}

/// Why a move is illegal in the variant `key`, as part of a sentence
/// ("Illegal move: ...").
pub fn illegal_move(lang: Lang, key: &str, error: &IllegalMove) -> String {
    let variant = hnefi_app::known_variant(key).ok();
    let group = |square| match &variant {
        Some(v) => square_name(lang, v, square),
        None => t!(lang, "square-restricted"),
    };
    let king = || king_name(lang, key);
    let side = |side: Side| side_name(lang, key, side);
    let piece = |piece: Piece| piece_name(lang, piece);
    match *error {
        IllegalMove::GameOver => t!(lang, "illegal-game-over"),
        IllegalMove::OffBoard { square, size } => t!(
            lang,
            "illegal-off-board",
            square = square.to_string(),
            size = size
        ),
        IllegalMove::SameSquare => t!(lang, "illegal-same-square"),
        IllegalMove::NoPiece(square) => t!(lang, "illegal-no-piece", square = square.to_string()),
        IllegalMove::NotYourPiece { square, to_move } => t!(
            lang,
            "illegal-not-your-piece",
            square = square.to_string(),
            side = side(to_move)
        ),
        IllegalMove::TrollKingMoves => t!(lang, "illegal-troll-king-moves", king = king()),
        IllegalMove::Occupied(square) => t!(lang, "illegal-occupied", square = square.to_string()),
        IllegalMove::NotStraight => t!(lang, "illegal-not-straight"),
        IllegalMove::NotKnight => t!(lang, "illegal-not-knight"),
        IllegalMove::Blocked { from, to, at } => t!(
            lang,
            "illegal-blocked",
            from = from.to_string(),
            to = to.to_string(),
            at = at.to_string()
        ),
        IllegalMove::CannotStop { square } => t!(
            lang,
            "illegal-cannot-stop",
            square = square.to_string(),
            group = group(square),
            king = king()
        ),
        IllegalMove::CannotPass { square } => t!(
            lang,
            "illegal-cannot-pass",
            square = square.to_string(),
            group = group(square),
            king = king()
        ),
        IllegalMove::Unusable { square } => t!(
            lang,
            "illegal-unusable",
            square = square.to_string(),
            group = group(square)
        ),
        IllegalMove::KingOneStep {
            swift_escape: false,
        } => t!(lang, "illegal-king-one-step", king = king()),
        IllegalMove::KingOneStep { swift_escape: true } => {
            t!(lang, "illegal-king-one-step-or-slide", king = king())
        }
        IllegalMove::CannotLeap { piece: leaper, at } => match leaper {
            Piece::King => t!(
                lang,
                "illegal-king-leaps-defenders-only",
                king = king(),
                defenders = side(Side::Defenders),
                square = at.to_string()
            ),
            Piece::Defender => t!(
                lang,
                "illegal-defenders-cannot-leap",
                defenders = side(Side::Defenders),
                square = at.to_string(),
                king = king()
            ),
            other => t!(
                lang,
                "illegal-cannot-leap-own",
                side = side(other.side()),
                square = at.to_string()
            ),
        },
        IllegalMove::Repetition { side: mover } => {
            t!(lang, "illegal-repetition", side = side(mover))
        }
        IllegalMove::MayNotPass {
            square,
            piece: mover,
        } => t!(
            lang,
            "illegal-may-not-pass",
            piece = piece(mover),
            square = square.to_string(),
            group = group(square)
        ),
        IllegalMove::MayNotStop {
            square,
            piece: mover,
        } => t!(
            lang,
            "illegal-may-not-stop",
            piece = piece(mover),
            square = square.to_string(),
            group = group(square)
        ),
        IllegalMove::TooFar {
            piece: mover,
            limit,
        } => t!(lang, "illegal-too-far", piece = piece(mover), limit = limit),
        IllegalMove::CannotJump { piece: mover, over } => t!(
            lang,
            "illegal-cannot-jump",
            piece = piece(mover),
            square = over.to_string()
        ),
        IllegalMove::Berserker { square } => {
            t!(lang, "illegal-berserker", square = square.to_string())
        }
        IllegalMove::MustCapture => t!(lang, "illegal-must-capture"),
    }
}

/// Squares as a list, or "nothing".
pub fn squares(lang: Lang, set: &[Square]) -> String {
    if set.is_empty() {
        return t!(lang, "refusal-captures-nothing");
    }
    set.iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
