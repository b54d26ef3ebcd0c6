//! Helpers shared by the rule tests: positions from docs/rules.md-style diagrams
//! and short ways to play moves and read what they did.
#![allow(dead_code)]

use std::sync::Arc;

use hnefi_engine::{
    Bitboard, DiagramError, Game, IllegalMove, Move, Ply, Position, PositionError, SetupError,
    Side, Square, Variant, variant,
};

/// docs/rules.md 1: a 7x7 Brandubh board (a defender, an attacker, the
/// king), for the rook-like moves and their refusals.
pub const ROOK: &str = "
    7 x . . . . . x
    6 . . . . . . .
    5 . . . . . . .
    4 . . . T . . .
    3 . . . . . . .
    2 . . D . . A .
    1 x . . . . . x
      a b c d e f g
";

/// Copenhagen: an attacker that may not stop on the throne (f6) or a
/// corner, for restricted squares and their refusals.
pub const COPENHAGEN_RESTRICTED: &str = "
    11 x . . . . . . . . . x
    10 . . . . . . . . . . .
     9 . . . . . K . . . . .
     8 . . . . . . . . . . .
     7 . . . . . . . . . . .
     6 . . . . . x . . . . .
     5 . . . . . . . . . . .
     4 . . . . . A . . . . .
     3 A . . . . . . . . . .
     2 . . . . . . . . . . .
     1 x . . . . . . . . . x
       a b c d e f g h i j k
";

/// King's Table: an attacker on the rank of the throne (g7), which no
/// piece but the king may pass.
pub const KINGS_TABLE_THRONE: &str = "
    13 x . . . . . . . . . . . x
    12 . . . . . . . . . . . . .
    11 . . . . . . . . . . . . .
    10 . . . . . . . . . . . . .
     9 . . . . . . . . . . . . .
     8 . . . . . . . . . . . . .
     7 A . . . . . x . . . . . .
     6 . . . . . . . . . . . . .
     5 . . . . . . . . . . . . .
     4 . . . . . . . . . . . . .
     3 . . . . . . . . . . . . .
     2 . . . . . . K . . . . . .
     1 x . . . . . . . . . . . x
       a b c d e f g h i j k l m
";

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

/// Why a move was refused, as data (the words are the bot's: the CLI's
/// tests check them).
#[derive(Debug)]
pub struct Refused {
    pub error: IllegalMove,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.error)
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
    Refused { error }
}

/// Plays a move that must be refused for exactly `why`.
pub fn refused_for(game: &mut Game, text: &str, why: IllegalMove) {
    let refusal = refuse(game, text);
    assert_eq!(refusal.error, why, "refusal of {text}: {refusal}");
}

/// Plays a move that must be refused as blocked at `at`.
pub fn blocked_at(game: &mut Game, text: &str, at: &str) {
    refused_for(game, text, blocked(text, at));
}

/// The way of `text` is blocked at `at`.
pub fn blocked(text: &str, at: &str) -> IllegalMove {
    let mv = mv(text);
    IllegalMove::Blocked {
        from: mv.from,
        to: mv.to,
        at: sq(at),
    }
}

/// Only the king may stop on `square`.
pub fn cannot_stop(square: &str) -> IllegalMove {
    IllegalMove::CannotStop { square: sq(square) }
}

/// Only the king may pass through `square`.
pub fn cannot_pass(square: &str) -> IllegalMove {
    IllegalMove::CannotPass { square: sq(square) }
}

/// The setup rule a refused diagram breaks.
pub fn setup_error(err: DiagramError) -> SetupError {
    match err {
        DiagramError::Position(PositionError::Setup(e)) => e,
        other => panic!("not a setup error: {other:?}"),
    }
}

/// A refused diagram that puts a piece other than the king on `square`, of
/// the group `group`, where only the king may stand.
pub fn restricted(err: DiagramError, square: &str, group: &str) {
    let err = setup_error(err);
    assert!(
        matches!(
            &err,
            SetupError::Restricted { square: s, group: g, .. } if *s == sq(square) && g == group
        ),
        "{err:?}"
    );
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

// ------------------------------------------------- rule sets (docs/rules.md 5)

/// A rule set's variant from an OTN rules string (docs/rules.md 5.2), which
/// must read without error.
pub fn rule_set_variant(rules: &str) -> Arc<Variant> {
    let parsed = hnefi_engine::RuleSet::parse(rules)
        .unwrap_or_else(|e| panic!("bad test rules `{rules}`: {e}"))
        .rules;
    parsed
        .compile("test")
        .unwrap_or_else(|e| panic!("rules `{rules}` do not compile: {e}"))
}

/// The board part of a position string (docs/rules.md 2) from a diagram in
/// OTN's letters (docs/rules.md 5.1), top rank first: `t T K c C n N m M g
/// G`, `.` an empty square, `x` an empty special square. Rank numbers and a
/// file-letter line are optional.
pub fn otn_diagram_board(diagram: &str, size: u8) -> String {
    let files: String = (b'a'..b'a' + size).map(char::from).collect();
    let mut ranks = Vec::new();
    for line in diagram.lines() {
        let squares: String = line
            .trim_start()
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if squares.is_empty() || squares == files {
            continue;
        }
        assert_eq!(
            squares.chars().count(),
            size as usize,
            "diagram rank `{line}` is not {size} squares wide"
        );
        let mut rank = String::new();
        let mut run = 0;
        for c in squares.chars() {
            let letter = match c {
                '.' | 'x' => None,
                't' => Some('a'),
                'T' => Some('d'),
                'K' => Some('k'),
                'c' | 'C' | 'n' | 'N' | 'm' | 'M' | 'g' | 'G' => Some(c),
                other => panic!("`{other}` is not an OTN diagram letter"),
            };
            match letter {
                None => run += 1,
                Some(l) => {
                    if run > 0 {
                        rank.push_str(&run.to_string());
                        run = 0;
                    }
                    rank.push(l);
                }
            }
        }
        if run > 0 {
            rank.push_str(&run.to_string());
        }
        ranks.push(rank);
    }
    assert_eq!(ranks.len(), size as usize, "the diagram needs {size} ranks");
    ranks.join("/")
}

/// A position of the rule set `rules` from an OTN-letter diagram.
pub fn rule_set_position(rules: &str, diagram: &str, to_move: Side) -> Position {
    let variant = rule_set_variant(rules);
    let board = otn_diagram_board(diagram, variant.size());
    Position::from_board_str(&variant, &board, to_move)
        .unwrap_or_else(|e| panic!("bad test diagram: {e}\n{board}"))
}

/// A game of the rule set `rules` (whose own `start` the diagram replaces)
/// starting from an OTN-letter diagram.
pub fn rule_set_game(rules: &str, diagram: &str, to_move: Side) -> Game {
    Game::new(rule_set_position(rules, diagram, to_move))
}

/// A rules string on a `size` board with `extra` keys and a throwaway start
/// (an attacker on b1, the king on the centre), for tests whose diagram
/// replaces the start.
pub fn otn_rules(size: u8, extra: &str) -> String {
    let half = size / 2;
    let mut ranks = vec![format!("1t{}", size - 2)];
    for rank in 1..size {
        ranks.push(if rank == half {
            format!("{half}K{half}")
        } else {
            size.to_string()
        });
    }
    format!("dim:{size} {extra} start:/{}/", ranks.join("/"))
}
