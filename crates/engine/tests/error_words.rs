//! The engine's own English: a few representative checks of the words its
//! errors are shown in (`Display`, and [`IllegalMove::in_words`] with a
//! variant's own names), which the `hnefi` command line prints as they are.
//!
//! The rule tests (s1_*, s2_*, s5_*) check why something was refused by the
//! error's variant and fields, not by its text. The text assertions they
//! had were converted to that; these checks were moved here from them so
//! that the words a player reads at the command line stay covered. Change
//! them when the wording changes on purpose.

mod common;

use common::{
    COPENHAGEN_RESTRICTED, KINGS_TABLE_THRONE, ROOK, game, otn_rules, play, refuse, rule_set_game,
};
use hnefi_engine::{Game, GameRecord, Move, Position, RuleSet, Side};

fn start(key: &str) -> Game {
    Game::new(common::variant(key).start_position(None, None).unwrap())
}

/// From s1: the generic words name the side to move.
#[test]
fn words_not_your_piece() {
    let mut g = start("brandubh");
    let r = refuse(&mut g, "d4-c4");
    assert_eq!(
        r.error.to_string(),
        "the piece on d4 is not yours: it is the attackers' turn"
    );
    assert_eq!(
        r.words,
        "the piece on d4 is not yours: it is the attackers' turn"
    );
}

/// From s1: a player told it is not their turn hears the variant's own
/// name for the side to move.
#[test]
fn words_not_your_piece_in_the_variants_names() {
    let mut noggin = start("noggin");
    assert_eq!(
        refuse(&mut noggin, "d1-d2").words,
        "the piece on d1 is not yours: it is the Nogs' turn"
    );
    let mut magpie = start("magpie");
    assert_eq!(
        refuse(&mut magpie, "d3-c3").words,
        "the piece on d3 is not yours: it is the thieves' turn"
    );
}

/// From s1: a blocked slide names where it is blocked.
#[test]
fn words_blocked() {
    let mut g = game("brandubh", ROOK, Side::Defenders);
    assert_eq!(
        refuse(&mut g, "c2-g2").words,
        "the way from c2 to g2 is blocked at f2"
    );
}

/// From s1: a square off the board names the board's size.
#[test]
fn words_off_board() {
    let mut g = game("brandubh", ROOK, Side::Defenders);
    assert_eq!(refuse(&mut g, "c2-h2").words, "h2 is off the 7x7 board");
}

/// From s1: the generic words say "restricted"; the variant's say what
/// the square is.
#[test]
fn words_restricted_square_generic_and_the_variants() {
    let mut g = game("copenhagen", COPENHAGEN_RESTRICTED, Side::Attackers);
    let throne = refuse(&mut g, "f4-f6");
    assert_eq!(
        throne.error.to_string(),
        "f6 is restricted: only the king may stop there"
    );
    assert_eq!(
        throne.words,
        "f6 is the throne: only the king may stop there"
    );
    assert_eq!(
        refuse(&mut g, "a3-a1").words,
        "a1 is a corner: only the king may stop there"
    );
}

/// From s1: King's Table's throne may not be passed.
#[test]
fn words_cannot_pass() {
    let mut g = game("kings-table", KINGS_TABLE_THRONE, Side::Attackers);
    assert_eq!(
        refuse(&mut g, "a7-m7").words,
        "g7 is the throne: only the king may pass through it"
    );
}

/// From s2: Alea Evangelii's unusable corners.
#[test]
fn words_unusable() {
    let alea = common::variant("alea-evangelii");
    let pos = Position::parse(
        &alea,
        "19/19/19/19/19/19/19/19/19/9k9/19/19/19/19/19/19/a18/19/19 a",
    )
    .unwrap();
    let mut g = Game::new(pos);
    assert_eq!(
        refuse(&mut g, "a3-a1").words,
        "a1 is an unusable square: no piece may enter it"
    );
}

/// From s1 and s2: a finished game takes no move.
#[test]
fn words_game_over() {
    let pos = Position::parse(
        &common::variant("brandubh"),
        "3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a",
    )
    .unwrap();
    let mut g = Game::new(pos);
    assert_eq!(refuse(&mut g, "d2-e2").words, "game is over");
}

/// From s5_4 and s5_8: a rule set's speed limit, and berserk's refusals,
/// which name the berserker and the capture.
#[test]
fn words_rule_set_refusals() {
    let mut g = rule_set_game(
        &otn_rules(7, "spd:1"),
        "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . t . . . . .
        1 . . . . . . .",
        Side::Attackers,
    );
    assert_eq!(
        refuse(&mut g, "b2-b4").words,
        "an attacker moves at most 1 squares at a time"
    );

    let mut g = rule_set_game(
        &otn_rules(7, "ber:c"),
        "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . T t .
        4 . . . x . . .
        3 . t T . . t .
        2 . . . . . . .
        1 . . . . . . .",
        Side::Attackers,
    );
    play(&mut g, "f3-d3");
    assert_eq!(
        refuse(&mut g, "f5-f4").words,
        "the piece on d3 captured and goes berserk: it moves again"
    );
    assert_eq!(refuse(&mut g, "d3-d2").words, "a berserk move must capture");
}

/// From s2: text that is not a move is refused with a hint.
#[test]
fn words_not_a_move() {
    assert_eq!(
        Move::parse("").unwrap_err().to_string(),
        "no move given: write it like e3-e6"
    );
    assert_eq!(
        Move::parse("hello").unwrap_err().to_string(),
        "`hello` is not a move: write it like e3-e6"
    );
}

/// From s2: a record's refusal names the ply and the move, or the line.
#[test]
fn words_record_errors() {
    let import = |text: &str| GameRecord::parse(text)?.to_game();
    let err = import("variant: copenhagen\n\nd1-d8\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "ply 1 (`d1-d8`): the way from d1 to d8 is blocked at d6"
    );
    let err = import("variant: copenhagen\n\nh1-h3xh4\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "ply 1 (`h1-h3`): the record says it captures h4 but it captures nothing"
    );
    let err = import("hello world").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: `hello world` is not a move: write it like e3-e6"
    );
}

/// From s2: a position that cannot be played says why, in the variant's
/// names.
#[test]
fn words_position_errors() {
    let parse = |key: &str, text: &str| {
        Position::parse(&common::variant(key), text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        parse("brandubh", "3a3/3a3/3d3/aakkdaa/3d3/3a3/3a3 a"),
        "the position has 2 kings: it needs exactly one (or none, for a finished game)"
    );
    assert_eq!(
        parse("knut", "9/9/9/9/4a4/4k4/9/9/9 d"),
        "e5 is Noggin's home: only Noggin may stand there"
    );
    assert_eq!(
        parse("brandubh", "3a3/3a3/3d3/aaekdaa/3d3/3a3/3a3 a"),
        "Brandubh has no Evangelists (e): they play only in Alea Evangelii"
    );
}

/// From s5_2: docs/rules.md 5.2, Reading: the refusal of a rules string is
/// "one line naming the key, its value and the problem".
#[test]
fn words_rules_string_refusal_is_one_line() {
    let e = RuleSet::parse(&otn_rules(7, "ks:x")).unwrap_err();
    let line = e.to_string();
    assert!(line.starts_with("`ks:x`: "), "`{line}` should name `ks:x`");
    assert!(!line.contains('\n'), "`{line}` should be one line");
    assert!(
        line.len() > "`ks:x`: ".len() + 4,
        "`{line}` should say the problem"
    );

    let e = RuleSet::parse(&otn_rules(7, "spd:1,2,3")).unwrap_err();
    let line = e.to_string();
    assert!(line.contains("spd") && line.contains("1,2,3"), "{line}");
    assert!(line.contains('3'), "{line}");
}
