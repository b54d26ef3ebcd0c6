//! Rule tests for docs/rules.md 5.6: mercenaries (`m M`), shieldwalls
//! (`sw`, `swf`) and Linnaean capture (`linc`). Diagrams use OTN's letters
//! (5.1): `t T` taflmen, `K` king, `c C` commanders, `n N` knights, `m M`
//! mercenaries, `g G` guards, `.` empty, `x` an empty special square. The
//! board is 7x7, with the default corners a1 g1 a7 g7 and throne d4.

mod common;

use common::{names, otn_rules, play, refuse, rule_set_game, sq};
use hnefi_engine::{Game, IllegalMove, Outcome, Piece, Reason, Side, Winner};

fn g7(extra: &str, diagram: &str, to_move: Side) -> Game {
    rule_set_game(&otn_rules(7, extra), diagram, to_move)
}

fn captures(extra: &str, diagram: &str, to_move: Side, mv: &str) -> Vec<String> {
    let mut g = g7(extra, diagram, to_move);
    names(play(&mut g, mv).captures)
}

const NONE: [&str; 0] = [];

// ------------------------------------------------------------ mercenaries

/// docs/rules.md 5.6: "A mercenary that is captured is not removed: it
/// changes sides where it stands and is the capturer's from then on. It
/// counts as a capture".
#[test]
fn s5_6_a_captured_mercenary_changes_sides_and_stays() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . K .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . t M . . t .
        1 . . . . . . .";
    let mut g = g7("", diagram, Side::Attackers);
    let ply = play(&mut g, "f2-d2");
    assert_eq!(names(ply.captures), ["c2"]);
    assert_eq!(names(ply.converted), ["c2"]);
    assert_eq!(
        g.position().piece_at(sq("c2")),
        Some(Piece::Mercenary(Side::Attackers))
    );
    // It is the attackers' now: the defenders may not move it ...
    let r = refuse(&mut g, "c2-c5");
    assert!(matches!(r.error, IllegalMove::NotYourPiece { .. }), "{r}");
    play(&mut g, "f6-f5");
    // ... and the attackers may.
    play(&mut g, "c2-c3");
    // A taflman in its place leaves the board.
    let mut g = g7("", &diagram.replace('M', "T"), Side::Attackers);
    let ply = play(&mut g, "f2-d2");
    assert_eq!(names(ply.captures), ["c2"]);
    assert!(ply.converted.is_empty());
    assert_eq!(g.position().piece_at(sq("c2")), None);
}

/// docs/rules.md 5.6: a converted mercenary "is the capturer's from then
/// on": an anvil for its new side, and captured back by its old one.
#[test]
fn s5_6_a_converted_mercenary_fights_for_its_new_side() {
    let mut g = g7(
        "",
        "
        7 . . . . . . .
        6 . . . . . K .
        5 . . . . . . .
        4 . . . x . . .
        3 T . . . . . .
        2 . t M . t . .
        1 . . T . . . .",
        Side::Attackers,
    );
    assert_eq!(names(play(&mut g, "e2-d2").converted), ["c2"]);
    // The defenders take it back against c1.
    let ply = play(&mut g, "a3-c3");
    assert_eq!(names(ply.converted), ["c2"]);
    assert_eq!(
        g.position().piece_at(sq("c2")),
        Some(Piece::Mercenary(Side::Defenders))
    );
}

/// docs/rules.md 5.6: a mercenary counts "not as a piece taken off the
/// board (it does not end a repetition)": positions before its change of
/// sides count towards the third occurrence (section 1: a repetition
/// ends in a draw under `tfr:d`).
#[test]
fn s5_6_a_mercenary_changing_sides_does_not_end_a_repetition() {
    let mut g = g7(
        "tfr:d",
        "
        7 . . . . . . .
        6 . . . . . K .
        5 . . . . . . .
        4 . . . x . . .
        3 T . . . . . .
        2 . t M . t . .
        1 . . T . . . .",
        Side::Attackers,
    );
    let cycle = ["e2-d2", "a3-c3", "d2-e2", "c3-a3"];
    for (i, mv) in cycle.iter().chain(&cycle).enumerate() {
        let ply = play(&mut g, mv);
        if i < 7 {
            assert_eq!(ply.outcome, None, "ply {} ({mv})", i + 1);
        } else {
            // The start position, attackers to move, for the third time.
            assert_eq!(
                ply.outcome,
                Some(Outcome::new(Winner::Draw, Reason::Repetition)),
                "ply 8"
            );
        }
        if i % 4 < 2 {
            assert_eq!(names(ply.converted), ["c2"], "ply {} converts", i + 1);
        }
    }
}

// ------------------------------------------------------------ shieldwalls

/// A row c1 d1 of defenders faced by attackers on c2 d2, closed on b1; an
/// attacker arrives on e1 from e3.
const WALL: &str = "
    7 . . . . . . .
    6 . . . . . . .
    5 . . . . . . .
    4 . . . K . . .
    3 . . . . t . .
    2 . . t t . . .
    1 . t T T . . .";

/// docs/rules.md 5.6: "A *row* is two or more enemy pieces next to each
/// other along one edge, each with a piece of the mover's side directly in
/// front of it ... The row is *closed* when the squares at both of its
/// ends along the edge hold pieces of the mover's side ... The pieces of a
/// closed row are captured"; `sw:n` (the default): no shieldwalls.
#[test]
fn s5_6_sw_w_a_closed_row_is_captured() {
    assert_eq!(
        captures("sw:w", WALL, Side::Attackers, "e3-e1"),
        ["c1", "d1"]
    );
    assert_eq!(captures("", WALL, Side::Attackers, "e3-e1"), NONE);
    assert_eq!(captures("sw:n", WALL, Side::Attackers, "e3-e1"), NONE);
}

/// docs/rules.md 5.6: every piece of the row needs "a piece of the mover's
/// side directly in front of it, one square inward".
#[test]
fn s5_6_sw_w_a_row_with_a_piece_unfaced_is_not_captured() {
    let open = WALL.replace("2 . . t t", "2 . . t .");
    assert_eq!(captures("sw:w", &open, Side::Attackers, "e3-e1"), NONE);
    // A defender in front is no attacker either.
    let defended = WALL.replace("2 . . t t", "2 . . t T");
    assert_eq!(captures("sw:w", &defended, Side::Attackers, "e3-e1"), NONE);
}

/// docs/rules.md 5.6: "closed when the squares at both of its ends ...
/// hold pieces of the mover's side, or, with `sw:s`, are corner squares".
#[test]
fn s5_6_sw_s_a_corner_closes_one_end() {
    let corner = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . t . . .
        2 . t t . . . .
        1 x T T . . . .";
    assert_eq!(
        captures("sw:s", corner, Side::Attackers, "d3-d1"),
        ["b1", "c1"]
    );
    assert_eq!(captures("sw:w", corner, Side::Attackers, "d3-d1"), NONE);
    // An empty ordinary square does not close it.
    assert_eq!(
        captures("sw:s cor:", corner, Side::Attackers, "d3-d1"),
        NONE
    );
}

/// docs/rules.md 5.6: "except kings and guards, which may be part of a row
/// without being captured".
#[test]
fn s5_6_sw_kings_and_guards_in_a_row_are_not_captured() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . t .
        2 . . t t t . .
        1 . t T K G . .";
    let mut g = g7("sw:w", diagram, Side::Attackers);
    let ply = play(&mut g, "f3-f1");
    assert_eq!(names(ply.captures), ["c1"]);
    assert_eq!(ply.king_captured, None);
    assert_eq!(g.position().king(), Some(sq("d1")));
    assert_eq!(
        g.position().piece_at(sq("e1")),
        Some(Piece::Guard(Side::Defenders))
    );
}

/// docs/rules.md 5.6: "A guard or an unarmed king never closes a row by
/// moving."
#[test]
fn s5_6_sw_a_guard_never_closes_a_row_by_moving() {
    let guard = WALL.replace("3 . . . . t", "3 . . . . g");
    assert_eq!(captures("sw:w", &guard, Side::Attackers, "e3-e1"), NONE);
    assert_eq!(
        captures("sw:w swf:n", &guard, Side::Attackers, "e3-e1"),
        NONE
    );
}

/// docs/rules.md 5.6: "A guard or an unarmed king never closes a row by
/// moving"; an armed king does.
#[test]
fn s5_6_sw_an_unarmed_king_never_closes_a_row_by_moving() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . K . .
        2 . . T T . . .
        1 . T t t . . .";
    assert_eq!(
        captures("sw:w", diagram, Side::Defenders, "e3-e1"),
        ["c1", "d1"]
    );
    assert_eq!(
        captures("sw:w ka:n", diagram, Side::Defenders, "e3-e1"),
        NONE
    );
}

/// docs/rules.md 5.6: the ends must "hold pieces of the mover's side"; only
/// closing *by moving* is denied to a guard, so a guard standing at the far
/// end closes the row.
#[test]
fn s5_6_sw_a_guard_standing_at_the_far_end_closes_the_row() {
    let guard_end = WALL.replace("1 . t T T", "1 . g T T");
    assert_eq!(
        captures("sw:w", &guard_end, Side::Attackers, "e3-e1"),
        ["c1", "d1"]
    );
}

/// docs/rules.md 5.6: "With `swf:y` (the default) only the moving piece's
/// arrival on one end of a row captures it; with `swf:n` every row that is
/// closed after a move of its enemies is captured, wherever they moved."
#[test]
fn s5_6_swf_y_only_the_piece_arriving_on_an_end_captures() {
    // Ends b1 and e1 stand; the last attacker in front arrives on d2.
    let front = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . . t . . . t
        1 . t T T t . .";
    assert_eq!(captures("sw:w", front, Side::Attackers, "g2-d2"), NONE);
    assert_eq!(
        captures("sw:w swf:y", front, Side::Attackers, "g2-d2"),
        NONE
    );
    assert_eq!(
        captures("sw:w swf:n", front, Side::Attackers, "g2-d2"),
        ["c1", "d1"]
    );
}

/// docs/rules.md 5.6: with `swf:n` "every row that is closed after a move
/// of its enemies is captured, wherever they moved": a row that stood
/// closed falls on any attackers' move; under `swf:y` it stands.
#[test]
fn s5_6_swf_n_a_closed_row_falls_on_a_move_elsewhere() {
    let closed = "
        7 . . . . . . .
        6 . . . . . . t
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . . t t . . .
        1 . t T T t . .";
    for (extra, expected) in [("sw:w swf:n", vec!["c1", "d1"]), ("sw:w", vec![])] {
        let mut g = g7(extra, closed, Side::Defenders);
        play(&mut g, "d4-d6");
        let ply = play(&mut g, "g6-f6");
        assert_eq!(names(ply.captures), expected, "{extra}");
    }
}

/// docs/rules.md 5.6: "A move by a piece that captures nothing (a guard,
/// or a king who is no hammer) captures no row either", even under `swf:n`
/// and with the row already closed; the taflman's move of the control
/// below captures it.
#[test]
fn s5_6_swf_n_a_guards_move_captures_no_closed_row() {
    let closed = "
        7 . . . . . . .
        6 . . . . . . g
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . . t t . . .
        1 . t T T t . .";
    let mut g = g7("sw:w swf:n", closed, Side::Defenders);
    play(&mut g, "d4-d6");
    let ply = play(&mut g, "g6-f6");
    assert!(ply.captures.is_empty(), "{:?}", names(ply.captures));
}

/// docs/rules.md 5.6: as above for an unarmed king's move elsewhere under
/// `swf:n`: it captures no closed row of attackers.
#[test]
fn s5_6_swf_n_an_unarmed_kings_move_captures_no_closed_row() {
    let closed = "
        7 . t . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . K
        2 . . T T . . .
        1 . T t t T . T";
    let mut g = g7("sw:w swf:n ka:n", closed, Side::Attackers);
    play(&mut g, "b7-b6");
    let ply = play(&mut g, "g3-g4");
    assert!(ply.captures.is_empty(), "{:?}", names(ply.captures));
}

/// docs/rules.md 5.6, the control for the test above: a defending
/// taflman's move elsewhere captures the closed row under `swf:n`.
#[test]
fn s5_6_swf_n_a_closed_row_of_attackers_falls_on_a_defenders_move() {
    let closed = "
        7 . t . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . K
        2 . . T T . . T
        1 . T t t T . .";
    let mut g = g7("sw:w swf:n ka:n", closed, Side::Attackers);
    play(&mut g, "b7-b6");
    let ply = play(&mut g, "g2-f2");
    assert_eq!(names(ply.captures), ["c1", "d1"]);
}

/// docs/rules.md 5.5: "A capture by jumping (5.4) comes first, then the
/// custodial captures ..., then shieldwalls": a knight that jumps a
/// defending mercenary makes it an attacker in front of the row before the
/// row is judged (`swf:n`).
#[test]
fn s5_6_a_jump_comes_before_the_shieldwall() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . K .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . . . M n . .
        1 . t T T t . .";
    assert_eq!(
        captures("sw:w swf:n", diagram, Side::Attackers, "e2-c2"),
        ["c1", "d1", "d2"]
    );
    assert_eq!(captures("sw:w", diagram, Side::Attackers, "e2-c2"), ["d2"]);
}

// ------------------------------------------------------- Linnaean capture

/// Attackers on c4 e4 d5 round the king on the centre d4, a defender on
/// d3, an attacker arriving on d2.
const LINNAEAN: &str = "
    7 . . . . . . .
    6 . . . . . . .
    5 . . . t . . .
    4 . . t K t . .
    3 . . . T . . .
    2 . . . . . . t
    1 . . . . . . .";

/// docs/rules.md 5.6: "When the king stands on the centre square of the
/// board and attackers stand on three of its four neighbours, an attacker
/// (not a guard) that arrives two squares from the centre square, in line
/// with the fourth neighbour, captures the defender there (not a guard)
/// against the throne."
#[test]
fn s5_6_linc_y_captures_the_fourth_defender_against_the_throne() {
    assert_eq!(
        captures("linc:y", LINNAEAN, Side::Attackers, "g2-d2"),
        ["d3"]
    );
    assert_eq!(captures("", LINNAEAN, Side::Attackers, "g2-d2"), NONE);
    assert_eq!(captures("linc:n", LINNAEAN, Side::Attackers, "g2-d2"), NONE);
}

/// docs/rules.md 5.6: the attackers must stand "on three of its four
/// neighbours".
#[test]
fn s5_6_linc_needs_three_attackers_round_the_king() {
    let two = LINNAEAN.replace("5 . . . t", "5 . . . .");
    assert_eq!(captures("linc:y", &two, Side::Attackers, "g2-d2"), NONE);
}

/// docs/rules.md 5.6: "an attacker (not a guard) ... captures the defender
/// there (not a guard)".
#[test]
fn s5_6_linc_no_guard_captures_or_is_captured() {
    let guard_arrives = LINNAEAN.replace("2 . . . . . . t", "2 . . . . . . g");
    assert_eq!(
        captures("linc:y", &guard_arrives, Side::Attackers, "g2-d2"),
        NONE
    );
    let guard_victim = LINNAEAN.replace("3 . . . T", "3 . . . G");
    assert_eq!(
        captures("linc:y", &guard_victim, Side::Attackers, "g2-d2"),
        NONE
    );
    // Any other attacker captures.
    let commander = LINNAEAN.replace("2 . . . . . . t", "2 . . . . . . c");
    assert_eq!(
        captures("linc:y", &commander, Side::Attackers, "g2-d2"),
        ["d3"]
    );
}

/// docs/rules.md 5.6: "When the king stands on the centre square".
#[test]
fn s5_6_linc_needs_the_king_on_the_centre() {
    let away = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . t . . .
        4 . . t x t . .
        3 . . . T . . .
        2 . . . . . . t
        1 . . . K . . .";
    // cenhe: so that the empty throne does not take d3 custodially.
    assert_eq!(
        captures("linc:y cenhe:", away, Side::Attackers, "g2-d2"),
        NONE
    );
    assert_eq!(
        captures("linc:y cenhe:", LINNAEAN, Side::Attackers, "g2-d2"),
        ["d3"]
    );
}
